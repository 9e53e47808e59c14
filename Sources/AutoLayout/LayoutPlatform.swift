/// The UI framework whose rules a layout follows: UIKit (iOS) or AppKit (macOS). Each fact
/// that differs between them lives here, once; the rest of Auto Layout is shared, as Apple
/// shares `NSLayoutConstraint` between the two.
public enum LayoutPlatform: String, Hashable, Sendable, CaseIterable {
    /// iOS: views have layout margins (UIView's 8 points; a view controller's root view the
    /// system minimum at its sides).
    case uikit
    /// macOS: `NSView` has no layout margins, and a window's content view is the root.
    case appkit

    /// The gaps VFL's bare `-` stands for. The numbers are the same on both: Apple's Auto
    /// Layout Guide, "Visual Format Language", calls `[button]-[textField]` the "Standard
    /// Space", and `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
    /// inherits AppKit's Aqua spacing from Auto Layout's start on OS X 10.7: 8 points between
    /// siblings and 20 to the superview's edge (``StandardSpacing``).
    public var standardSpacing: StandardSpacing { StandardSpacing(siblings: 8, superview: 20) }

    /// Whether views have UIKit's default layout margins. `NSView` has no `layoutMargins`
    /// property (Apple's NSView reference lists `safeAreaInsets` and `alignmentRectInsets`,
    /// no margins): on AppKit a view's margins are what a script sets, else none, and the
    /// root's sides have no system minimum.
    public var hasDefaultMargins: Bool { self == .uikit }
}
