// A UIKit-shaped interface for type-checking exported Swift on Linux: the declarations the
// exporter uses, with the labels and types of Apple's documentation (UIView, UILabel,
// UIButton, UITextField, UIImageView, UISwitch, UIToolbar, UIStackView, UILayoutGuide,
// NSLayoutAnchor, NSLayoutDimension, NSLayoutConstraint, UILayoutPriority, UITraitCollection,
// UITableViewCell, UICollectionViewCell, UITableViewHeaderFooterView, UICollectionReusableView). Only compiled
// by the tests (`swiftc -emit-module`), never run: the bodies return placeholders.

@_exported import Foundation

open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int {
        case horizontal = 0, vertical = 1
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

    open var priority: UILayoutPriority = .required
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

public struct UILayoutPriority: RawRepresentable, Hashable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
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

public struct UIEdgeInsets {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

public struct NSDirectionalEdgeInsets {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// `UIView.keyboardLayoutGuide`'s class (iOS 15; UIKit puts `UITrackingLayoutGuide` between).
open class UIKeyboardLayoutGuide: UILayoutGuide {
    open var followsUndockedKeyboard = false
    open var usesBottomSafeArea = true
}

/// What a view and a layout guide share: the anchors.
open class UILayoutGuide: NSObject {
    open var identifier = ""
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
    open weak var owningView: UIView?
    public override init() {}
}

public enum UIUserInterfaceSizeClass: Int {
    case unspecified = 0, compact, regular
}

open class UITraitCollection: NSObject {
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

open class UIView: NSObject {
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    open var frame = CGRect.zero
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var isHidden = false
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open var safeAreaLayoutGuide = UILayoutGuide()
    open var layoutMarginsGuide = UILayoutGuide()
    open var readableContentGuide = UILayoutGuide()
    open var keyboardLayoutGuide = UIKeyboardLayoutGuide()
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
    open var superview: UIView? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
}

open class UIFont: NSObject {
    public struct TextStyle: Hashable {
        public let rawValue: String
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = UIFont()
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

open class UIControl: UIView {
    public struct State: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
}

open class UIButton: UIControl {
    public enum ButtonType: Int {
        case custom = 0, system
    }

    open var titleLabel: UILabel? { nil }

    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

open class UITextField: UIControl {
    public enum BorderStyle: Int {
        case none = 0, line, bezel, roundedRect
    }

    open var placeholder: String?
    open var borderStyle: BorderStyle = .none
}

open class UIImageView: UIView {}
open class UISwitch: UIControl {}
open class UIToolbar: UIView {}
open class UIScrollView: UIView {}

open class UIStackView: UIView {
    public enum Distribution: Int {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false

    open var arrangedSubviews: [UIView] { [] }

    open func addArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

open class UITableViewCell: UIView {
    public enum CellStyle: Int {
        case `default` = 0, value1, value2, subtitle
    }

    open var contentView: UIView { UIView() }
    open var imageView: UIImageView? { nil }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var reuseIdentifier: String? { nil }

    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
}

open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { UIView() }
    open var isSelected = false
}

open class UITableViewHeaderFooterView: UIView {
    open var contentView: UIView { UIView() }
    open var textLabel: UILabel? { nil }
    open var reuseIdentifier: String? { nil }

    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
