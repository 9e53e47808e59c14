/// One `coefficient × variable` term of a ``LinearExpression``.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`, with any number of terms.
///
/// Terms are kept as written; the solver merges repeated variables when it reads one.
public struct LinearExpression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

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
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs
        )
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        -rhs + lhs
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, lhs)])
    }

    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, rhs)])
    }

    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression([Term(operand, -1)])
    }
}
