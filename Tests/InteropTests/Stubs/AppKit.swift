// An AppKit-shaped interface for type-checking exported Swift on Linux: the declarations the
// AppKit export uses, with the labels and types of Apple's AppKit documentation (NSView,
// NSTextField, NSButton, NSImageView, NSSwitch, NSScrollView, NSStackView, NSLayoutGuide,
// NSLayoutAnchor, NSLayoutDimension, NSLayoutConstraint and its Priority and Orientation,
// NSWindow's content size range, NSFont). What AppKit has not (layoutMargins,
// UIStackView's axis, traitCollection) is left out, so that the export cannot use it. Only
// compiled by the tests (`swiftc -emit-module`), never run: the bodies return placeholders.

@_exported import Foundation

public typealias NSSize = CGSize
public typealias NSRect = CGRect

/// Objective-C's selector type, which `NSButton(title:target:action:)` takes.
public struct Selector {}

open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline
        case notAnAttribute = 0
    }

    public enum Relation: Int {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// AppKit's axis for hugging, compression and a stack's priorities (UIKit's is `Axis`).
    public enum Orientation: Int {
        case horizontal = 0, vertical = 1
    }

    public struct Priority: RawRepresentable, Hashable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public static let required = Priority(1000)
        public static let defaultHigh = Priority(750)
        public static let dragThatCanResizeWindow = Priority(510)
        public static let windowSizeStayPut = Priority(500)
        public static let dragThatCannotResizeWindow = Priority(490)
        public static let defaultLow = Priority(250)
        public static let fittingSizeCompression = Priority(50)
    }

    public struct FormatOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    open var priority: Priority = .required
    open var identifier: String?
    open var constant: CGFloat = 0
    open var isActive = false

    public override init() {}

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}

    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { [] }
}

open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint { NSLayoutConstraint() }
}

public struct NSEdgeInsets {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

/// An identifier of a user interface item: `NSLayoutGuide.identifier`'s type.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

public enum NSUserInterfaceLayoutOrientation: Int {
    case horizontal = 0, vertical = 1
}

open class NSLayoutGuide: NSObject {
    open var identifier = NSUserInterfaceItemIdentifier("")
    open var leadingAnchor = NSLayoutXAxisAnchor()
    open var trailingAnchor = NSLayoutXAxisAnchor()
    open var leftAnchor = NSLayoutXAxisAnchor()
    open var rightAnchor = NSLayoutXAxisAnchor()
    open var topAnchor = NSLayoutYAxisAnchor()
    open var bottomAnchor = NSLayoutYAxisAnchor()
    open var widthAnchor = NSLayoutDimension()
    open var heightAnchor = NSLayoutDimension()
    open var centerXAnchor = NSLayoutXAxisAnchor()
    open var centerYAnchor = NSLayoutYAxisAnchor()
    open weak var owningView: NSView?
    public override init() {}
}

open class NSWindow: NSObject {
    open var contentMinSize = NSSize.zero
    open var contentMaxSize = NSSize.zero
}

open class NSView: NSObject {
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let width = AutoresizingMask(rawValue: 1 << 1)
        public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let height = AutoresizingMask(rawValue: 1 << 4)
        public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    open var frame = NSRect.zero
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var isHidden = false
    open var isFlipped: Bool { false }
    open var intrinsicContentSize: NSSize { NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }
    open var safeAreaLayoutGuide = NSLayoutGuide()
    open var leadingAnchor = NSLayoutXAxisAnchor()
    open var trailingAnchor = NSLayoutXAxisAnchor()
    open var leftAnchor = NSLayoutXAxisAnchor()
    open var rightAnchor = NSLayoutXAxisAnchor()
    open var topAnchor = NSLayoutYAxisAnchor()
    open var bottomAnchor = NSLayoutYAxisAnchor()
    open var widthAnchor = NSLayoutDimension()
    open var heightAnchor = NSLayoutDimension()
    open var centerXAnchor = NSLayoutXAxisAnchor()
    open var centerYAnchor = NSLayoutYAxisAnchor()
    open var firstBaselineAnchor = NSLayoutYAxisAnchor()
    open var lastBaselineAnchor = NSLayoutYAxisAnchor()
    open var superview: NSView? { nil }
    open var window: NSWindow? { nil }

    public init(frame frameRect: NSRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }

    open func addSubview(_ view: NSView) {}
    open func removeFromSuperview() {}
    open func addLayoutGuide(_ guide: NSLayoutGuide) {}
    open func removeLayoutGuide(_ guide: NSLayoutGuide) {}
    open func viewDidMoveToWindow() {}
    open func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}
    open func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority,
                                                      for orientation: NSLayoutConstraint.Orientation) {}
}

open class NSFont: NSObject {
    public struct TextStyle: Hashable {
        public let rawValue: String
        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIFontTitle0")
        public static let title1 = TextStyle(rawValue: "NSCTFontUIFontTitle1")
        public static let title2 = TextStyle(rawValue: "NSCTFontUIFontTitle2")
        public static let title3 = TextStyle(rawValue: "NSCTFontUIFontTitle3")
        public static let headline = TextStyle(rawValue: "NSCTFontUIFontHeadline")
        public static let body = TextStyle(rawValue: "NSCTFontUIFontBody")
        public static let callout = TextStyle(rawValue: "NSCTFontUIFontCallout")
        public static let subheadline = TextStyle(rawValue: "NSCTFontUIFontSubhead")
        public static let footnote = TextStyle(rawValue: "NSCTFontUIFontFootnote")
        public static let caption1 = TextStyle(rawValue: "NSCTFontUIFontCaption1")
        public static let caption2 = TextStyle(rawValue: "NSCTFontUIFontCaption2")
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    open class func preferredFont(forTextStyle style: TextStyle) -> NSFont { NSFont() }
}

open class NSControl: NSView {
    open var font: NSFont?
    open var stringValue = ""
}

open class NSTextField: NSControl {
    open var placeholderString: String?
    open var maximumNumberOfLines = 0
    public convenience init(labelWithString stringValue: String) { self.init(frame: .zero) }
    public convenience init(wrappingLabelWithString stringValue: String) { self.init(frame: .zero) }
}

open class NSButton: NSControl {
    public convenience init(title: String, target: AnyObject?, action: Selector?) { self.init(frame: .zero) }
}

open class NSImageView: NSControl {}
open class NSSwitch: NSControl {}
open class NSScrollView: NSView {}

open class NSStackView: NSView {
    public enum Gravity: Int {
        case leading = 1, center, trailing
        public static let top = Gravity.leading
        public static let bottom = Gravity.trailing
    }

    public enum Distribution: Int {
        case gravityAreas = -1, fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public struct VisibilityPriority: RawRepresentable, Hashable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public static let mustHold = VisibilityPriority(1000)
        public static let detachOnlyIfNecessary = VisibilityPriority(900)
        public static let notVisible = VisibilityPriority(0)
    }

    open var orientation = NSUserInterfaceLayoutOrientation.horizontal
    open var alignment = NSLayoutConstraint.Attribute.centerY
    open var spacing: CGFloat = 8
    open var edgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    open var distribution = Distribution.gravityAreas
    open var detachesHiddenViews = true

    public convenience init(views: [NSView]) { self.init(frame: .zero) }

    open func addView(_ view: NSView, in gravity: Gravity) {}
    open func setViews(_ views: [NSView], in gravity: Gravity) {}
    open func setCustomSpacing(_ spacing: CGFloat, after view: NSView) {}
    open func setVisibilityPriority(_ priority: VisibilityPriority, for view: NSView) {}
    open func setHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}
    open func setClippingResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}
}
