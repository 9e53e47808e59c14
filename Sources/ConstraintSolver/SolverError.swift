/// Why a ``Solver`` call was refused. After any error the solver is as it was before the call.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints already
    /// added and the restrictions of ``VariableDomain/nonNegative`` variables. `conflicting`
    /// and `nonNegative` are a minimal set of those: with any one of the constraints
    /// removed, or any one of the variables unrestricted, the new constraint could be added.
    case unsatisfiable(conflicting: [ConstraintID], nonNegative: [Variable])
    /// A priority outside 1…1000.
    case invalidPriority(Double)
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFiniteValue
    /// A variable that this solver did not make.
    case unknownVariable(Variable)
    /// A constraint that is not in this solver (never added, or already removed).
    case unknownConstraint(ConstraintID)
    /// `addEditVariable` for a variable that is already an edit variable.
    case duplicateEditVariable(Variable)
    /// An edit-variable call for a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions, so their priority must be below required.
    case requiredEditVariable(Variable)
    /// The simplex met a state that should not occur (for example an unbounded objective
    /// through numerical error). The call was undone.
    case internalInconsistency(String)
}
