/// One `coefficient × variable` term of a ``LinearExpression``.
public struct Term: Sendable {
    /// The variable the term multiplies.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`, with any number of terms.
///
/// Terms are kept as written; the solver merges repeated variables when it reads one.
public struct LinearExpression: Sendable {
    /// The terms, each a variable times a coefficient.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The sum of `terms` and `constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant alone.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

// MARK: - Arithmetic

extension LinearExpression {
    /// The sum of `lhs` and `rhs`, as an expression.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of `lhs` and `rhs`, as an expression: `lhs + rhs × -1`, built in one
    /// array (every constraint's normal form is made by this).
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * -1)) }
        return LinearExpression(terms, constant: lhs.constant + rhs.constant * -1)
    }

    /// The negation of `operand`.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// The product of `lhs` and `rhs`, as an expression.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs
        )
    }

    /// The product of `lhs` and `rhs`, as an expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    /// The quotient of `lhs` and `rhs`, as an expression.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }

    /// The sum of `lhs` and `rhs`, as an expression.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The difference of `lhs` and `rhs`, as an expression.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// The sum of `lhs` and `rhs`, as an expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// The difference of `lhs` and `rhs`, as an expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        -rhs + lhs
    }
}

extension Variable {
    /// The sum of `lhs` and `rhs`, as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    /// The difference of `lhs` and `rhs`, as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, -1)])
    }

    /// The sum of `lhs` and `rhs`, as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The difference of `lhs` and `rhs`, as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// The sum of `lhs` and `rhs`, as an expression.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The difference of `lhs` and `rhs`, as an expression.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// The sum of `lhs` and `rhs`, as an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The difference of `lhs` and `rhs`, as an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// The product of `lhs` and `rhs`, as an expression.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, lhs)])
    }

    /// The product of `lhs` and `rhs`, as an expression.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, rhs)])
    }

    /// The negation of `operand`.
    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression([Term(operand, -1)])
    }
}
