/// What the solver keeps about one added constraint.
struct ConstraintRecord {
    enum State: Equatable {
        /// A row (or markers) in the simplex tableau.
        case inTableau
        /// A required equality that defines a fresh variable directly (see ``Definition``).
        case resolved(definition: Int32)
        case removed
    }

    /// The constraint as given; explanations and rebuilds start from it.
    var constraint: Constraint
    var state: State
    /// Whether this is the hidden constraint of an edit variable.
    var isEdit: Bool
    /// The slack (inequality), dummy (required equality) or positive error (optional
    /// equality) symbol that identifies the constraint's row; -1 when not in the tableau.
    var marker: Int32 = -1
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32 = -1
    /// The definitions this constraint's row was expanded through, with how many times
    /// each was used: changing a definition's constant shifts this row by that multiple.
    var dependencies: [Dependency] = []

    /// The coefficient the marker had when the row was made; a change of the constraint's
    /// constant by Δ shifts the marker by Δ / this.
    var markerCoefficient: Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.priority.isRequired ? 1 : -1
        }
    }
}

/// A use of a definition by a tableau row (or of a row by a definition's dependents).
struct Dependency {
    var index: Int32
    var multiplier: Double
}

/// `variable = Σ coefficient × other + constant`: a required equality solved directly for
/// a variable that appeared nowhere else, in the way Android ConstraintLayout resolves
/// chains before its simplex. The variable never enters the tableau; rows that mention it
/// are expanded through the definition, which keeps chains and grids sparse.
///
/// A definition only mentions variables that existed before it, so definitions in
/// creation order are topologically sorted.
struct Definition {
    var variable: Int32
    var constraint: Int32
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    /// The defined variable's coefficient in the constraint.
    var pivotCoefficient: Double
    /// Tableau constraints whose rows were expanded through this definition.
    var dependents: [Dependency] = []
    var isAlive = true
}
