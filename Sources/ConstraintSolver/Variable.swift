/// An unknown of the system, made by ``Solver/makeVariable(named:domain:)``.
///
/// A variable is a small value: an index into storage owned by the solver that made it.
/// Using it with another solver is an error the solver reports, not a crash.
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's dense index in the solver that made it.
    public let index: Int32

    init(index: Int32) {
        self.index = index
    }

    /// Whether `lhs` was made before `rhs`.
    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        lhs.index < rhs.index
    }
}

/// The values a variable may take.
public enum VariableDomain: Sendable {
    /// Any real number: a position.
    case unrestricted
    /// Numbers ≥ 0 only: a size, which UIKit's engine never lets go negative. The
    /// restriction holds like a required constraint `variable >= 0` that is never broken,
    /// and a conflict it takes part in names the variable
    /// (``SolverError/unsatisfiable(conflicting:nonNegative:)``).
    case nonNegative
}
