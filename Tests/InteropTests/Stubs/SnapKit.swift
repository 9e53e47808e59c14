// A SnapKit-shaped interface for type-checking exported Swift on Linux: `view.snp`,
// `makeConstraints`, `prepareConstraints` and `Constraint`, and the maker chain (relation, multipliedBy, offset, priority,
// labeled) with SnapKit 5's public labels. Only compiled by the tests, never run. Built
// against UIKit's stub or, where only AppKit's is found, AppKit's, as SnapKit itself
// names `ConstraintView` and `ConstraintLayoutGuide` per platform.

#if canImport(UIKit)
import UIKit
public typealias ConstraintView = UIView
public typealias ConstraintLayoutGuide = UILayoutGuide
#else
import AppKit
public typealias ConstraintView = NSView
public typealias ConstraintLayoutGuide = NSLayoutGuide
#endif

public protocol ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}

public protocol ConstraintMultiplierTarget {}
extension Int: ConstraintMultiplierTarget {}
extension Double: ConstraintMultiplierTarget {}
extension CGFloat: ConstraintMultiplierTarget {}

public protocol ConstraintOffsetTarget {}
extension Int: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) {}
    public init(integerLiteral value: Int) {}
}

public final class ConstraintItem {}

/// The attributes `view.snp.leading` and `make.leading` name.
public protocol ConstraintAttributesDSL {}

extension ConstraintAttributesDSL {
    public var left: ConstraintItem { ConstraintItem() }
    public var right: ConstraintItem { ConstraintItem() }
    public var top: ConstraintItem { ConstraintItem() }
    public var bottom: ConstraintItem { ConstraintItem() }
    public var leading: ConstraintItem { ConstraintItem() }
    public var trailing: ConstraintItem { ConstraintItem() }
    public var width: ConstraintItem { ConstraintItem() }
    public var height: ConstraintItem { ConstraintItem() }
    public var centerX: ConstraintItem { ConstraintItem() }
    public var centerY: ConstraintItem { ConstraintItem() }
    public var firstBaseline: ConstraintItem { ConstraintItem() }
    public var lastBaseline: ConstraintItem { ConstraintItem() }
}

public struct ConstraintViewDSL: ConstraintAttributesDSL {
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] { [] }
}

public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] { [] }
}

/// A constraint a maker made, activated and deactivated as a whole.
public final class Constraint {
    public func activate() {}
    public func deactivate() {}
}

extension ConstraintView {
    public var snp: ConstraintViewDSL { ConstraintViewDSL() }
}

extension ConstraintLayoutGuide {
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL() }
}

public final class ConstraintMaker {
    public var left: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var right: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var top: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var bottom: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var leading: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var trailing: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var width: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var height: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var centerX: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var centerY: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var firstBaseline: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    public var lastBaseline: ConstraintMakerExtendable { ConstraintMakerExtendable() }
}

public class ConstraintMakerFinalizable {
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable { self }
}

public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable { self }
}

public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { self }
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable { self }
}

public class ConstraintMakerRelatable {
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { ConstraintMakerEditable() }
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { ConstraintMakerEditable() }
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { ConstraintMakerEditable() }
}

public final class ConstraintMakerExtendable: ConstraintMakerRelatable {}
