import ConstraintSolver

/// One linear relation between layout attributes of views, as `NSLayoutConstraint` has it:
///
///     firstItem.firstAttribute  RELATION  multiplier × secondItem.secondAttribute + constant   @ priority
///
/// Views are named by strings; the engine resolves the names against its view hierarchy.
/// Without a second item the right-hand side is the constant alone and `secondAttribute`
/// is `.notAnAttribute`.
public struct LayoutConstraint: Hashable, Sendable {
    /// The view on the left-hand side.
    public var firstItem: String
    /// The attribute of `firstItem` being constrained.
    public var firstAttribute: LayoutAttribute
    /// How the left-hand side compares with the right-hand side.
    public var relation: LayoutRelation
    /// The view on the right-hand side, or nil when the right-hand side is a constant.
    public var secondItem: String?
    /// The attribute of `secondItem`, `.notAnAttribute` without a second item.
    public var secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public var multiplier: Double
    /// The offset added to the right-hand side (the whole right-hand side without a second item).
    public var constant: Double
    /// How much the constraint matters, 1…1000.
    public var priority: LayoutPriority
    /// An optional name for diagnostics, as `NSLayoutConstraint.identifier`.
    public var identifier: String?
    /// Where the constraint came from.
    public var origin: ConstraintOrigin

    /// Makes a constraint; the defaults give `firstItem.firstAttribute RELATION constant`, required.
    public init(
        firstItem: String,
        firstAttribute: LayoutAttribute,
        relation: LayoutRelation,
        secondItem: String? = nil,
        secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: LayoutPriority = .required,
        identifier: String? = nil,
        origin: ConstraintOrigin = .explicit
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
    }
}

// MARK: - Description

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint as one line, the form `tether vfl` prints:
    ///
    ///     b.leading == a.trailing + 8
    ///     a.width >= 50 @750
    ///     a.width == 1.5*b.height - 4
    ///
    /// The constant is left out when it is 0 and there is a second item, the multiplier when
    /// it is 1, and the priority when it is required (1000).
    public var description: String {
        text(in: .compact)
    }
}

extension Double {
    /// The number as layout descriptions write it: whole numbers without a fraction (`8`,
    /// not `8.0`), others in Swift's shortest representation that reads back the same
    /// (`12.5`, `0.1`, `1e-05`). Negative zero is written `0`.
    package var layoutDescription: String {
        if self == 0 {
            return "0"
        }
        // Below 2^53 every whole Double is an exact Int64, so the conversion cannot trap.
        if self == rounded(), Swift.abs(self) < 9_007_199_254_740_992 {
            return String(Int64(self))
        }
        return description
    }
}
