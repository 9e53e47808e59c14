/// How the two sides of a ``Constraint`` relate.
public enum Relation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// `expression relation 0` at a priority — the normal form of `lhs relation rhs`.
public struct Constraint: Sendable {
    /// `lhs - rhs`.
    public var expression: LinearExpression
    /// How the expression compares with zero.
    public var relation: Relation
    /// How much the constraint matters: required (1000) or lower.
    public var priority: Priority

    /// `lhs RELATION rhs` at `priority`, kept as `lhs - rhs RELATION 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    /// The same constraint at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        var copy = self
        copy.priority = priority
        return copy
    }
}

/// Identifies a constraint added to a ``Solver``; stays valid until the constraint is removed.
public struct ConstraintID: Hashable, Comparable, Sendable {
    /// The constraint's index in the solver that added it; indices are never reused.
    public let index: Int32

    init(index: Int32) {
        self.index = index
    }

    /// The result of `lhs` and `rhs`, as an expression.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
        lhs.index < rhs.index
    }
}

// MARK: - Building constraints with operators

extension LinearExpression {
    /// A required constraint: `lhs` equal to `rhs`.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs, .equal, rhs)
    }

    /// A required constraint: `lhs` at most `rhs`.
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, rhs)
    }

    /// A required constraint: `lhs` at least `rhs`.
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, rhs)
    }

    /// A required constraint: `lhs` equal to `rhs`.
    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint {
        Constraint(lhs, .equal, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at most `rhs`.
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at least `rhs`.
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` equal to `rhs`.
    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
        Constraint(lhs, .equal, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at most `rhs`.
    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at least `rhs`.
    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
    }
}

extension Variable {
    /// A required constraint: `lhs` equal to `rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at most `rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at least `rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` equal to `rhs`.
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
        Constraint(LinearExpression(lhs), .equal, rhs)
    }

    /// A required constraint: `lhs` at most `rhs`.
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs)
    }

    /// A required constraint: `lhs` at least `rhs`.
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
    }

    /// A required constraint: `lhs` equal to `rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at most `rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
    }

    /// A required constraint: `lhs` at least `rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
    }
}
