/// Identifies a view of a ``LayoutEngine``: a small index into the engine's storage.
public struct ViewID: Hashable, Comparable, Sendable {
    /// The view's index, in declaration order; the root view is 0.
    public let rawValue: Int32

    init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    var index: Int { Int(rawValue) }

    /// Whether `lhs` was declared before `rhs`.
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What a ``LayoutEngine`` knows about one view, as a value (read it with
/// ``LayoutEngine/view(_:)``; change it through the engine's setters).
public struct View: Hashable, Sendable {
    /// The name constraints and VFL use for the view.
    public var name: String
    /// The superview, nil for the root view (and for a view outside the hierarchy).
    public var superview: ViewID?
    /// The subviews, in the order they were added.
    public var subviews: [ViewID]
    /// The natural width the view's content asks for (a label's text), if any.
    public var intrinsicWidth: Double?
    /// The natural height the view's content asks for, if any.
    public var intrinsicHeight: Double?
    /// How strongly the view refuses to grow beyond its intrinsic size: horizontal, vertical.
    /// UIKit's default is 250.
    public var contentHugging: AxisPriorities
    /// How strongly the view refuses to shrink below its intrinsic size: horizontal, vertical.
    /// UIKit's default is 750.
    public var compressionResistance: AxisPriorities
    /// The first baseline's distance below the top, if the view has text; without it the
    /// first baseline is the bottom, as for a plain `UIView`.
    public var firstBaselineOffset: Double?
    /// The last baseline's distance above the bottom, if the view has text; without it the
    /// last baseline is the bottom.
    public var lastBaselineOffsetFromBottom: Double?
    /// The frame the view was designed with (relative to its superview), as in a XIB: the
    /// misplaced-view check compares it with the solved frame (when the root is at its own
    /// designed size), and autoresizing translation starts from it.
    public var designedFrame: LayoutRect?
    /// Whether the autoresizing mask is turned into constraints. Off by default (see
    /// `setTranslatesAutoresizingMaskIntoConstraints(_:of:)`).
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// Which parts of the frame stretch when the superview's size changes.
    public var autoresizingMask: AutoresizingMask
    /// Whether the superview sets the view's frame, as a table sets its cell's content view's:
    /// the translated constraints are UIKit's `UIView-Encapsulated-Layout-…`, which a
    /// conflict breaks last (the other constraint goes, as in UIKit).
    public var isEncapsulated = false
    /// Whether it is a layout guide (UILayoutGuide): a rectangle its owner (``superview``)
    /// holds for constraints only, never drawn, with no content, frame of its own or subviews.
    public internal(set) var isGuide = false
    /// The layout margins the view asks for and how they combine (UIKit's defaults).
    public var layoutMargins = LayoutMargins()
    /// `isHidden`: the view is not drawn; a stack view collapses it. Constraints still hold.
    public var isHidden = false
    /// The text the view shows (a label's), for pictures; the engine does not measure it.
    public var text: TextContent?
    /// `alignmentRectInsets`: how far the view's frame reaches past the rectangle its
    /// constraints place (and its intrinsic size measures). Zero for most views.
    public var alignmentInsets = LayoutInsets.zero
    /// Whether ``alignmentInsets``' left and right are its leading and trailing sides, which
    /// trade places right to left (a control UIKit mirrors); else they are physical, as a
    /// view's own `alignmentRectInsets`.
    public var alignmentInsetsAreDirectional = false

    init(name: String, superview: ViewID?) {
        self.name = name
        self.superview = superview
        self.subviews = []
        self.intrinsicWidth = nil
        self.intrinsicHeight = nil
        self.contentHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
        self.compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
        self.firstBaselineOffset = nil
        self.lastBaselineOffsetFromBottom = nil
        self.designedFrame = nil
        self.translatesAutoresizingMaskIntoConstraints = false
        self.autoresizingMask = []
    }

    /// The intrinsic size along an axis.
    public func intrinsicSize(along axis: LayoutAxis) -> Double? {
        axis == .horizontal ? intrinsicWidth : intrinsicHeight
    }

    /// The content hugging priority along an axis.
    public func contentHuggingPriority(along axis: LayoutAxis) -> LayoutPriority {
        contentHugging[axis]
    }

    /// The compression resistance priority along an axis.
    public func compressionResistancePriority(along axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis]
    }
}

/// A priority per axis: a view's content hugging or compression resistance.
public struct AxisPriorities: Hashable, Sendable {
    /// The priority along the horizontal axis.
    public var horizontal: LayoutPriority
    /// The priority along the vertical axis.
    public var vertical: LayoutPriority

    /// Priorities for the two axes.
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority along an axis.
    public subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
