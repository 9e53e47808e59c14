/// What the solver keeps about one added constraint.
struct ConstraintRecord {
    enum State: Equatable {
        /// Carried by a row of the simplex tableau, possibly shared (see ``TableauEntry``).
        case inTableau(entry: Int32)
        /// A required equality that defines a fresh variable directly (see ``Definition``).
        case resolved(definition: Int32)
        case removed
    }

    /// The constraint as given; explanations and rebuilds start from it.
    var constraint: Constraint
    var state: State
    /// Whether this is the hidden constraint of an edit variable.
    var isEdit: Bool
    /// The definitions the constraint's expanded form went through, with how many times
    /// each was used: changing a definition's constant shifts this constraint by that
    /// multiple, and dropping the definition means expanding this constraint again.
    var dependencies: [Dependency] = []
}

/// The tableau row of one or more constraints whose expanded forms are identical (same
/// terms, constant, relation and priority). Identical optional constraints weigh their
/// shared error by their number — c equal errors cost c × |error| — so a grid whose cells
/// all want `width(r, 0) == 100` keeps one weighted row per grid row instead of one per
/// cell, and a resize pivots once per row rather than once per cell.
struct TableauEntry {
    /// The constraints sharing the row; the first one's constraint defines it.
    var members: [Int32]
    /// The slack (inequality), dummy (required equality) or positive error (optional
    /// equality) symbol that identifies the row.
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    var priority: Priority
    /// The coefficient the marker had when the row was made; a change of the constant by Δ
    /// shifts the marker by Δ / this.
    var markerCoefficient: Double
    /// The key under which identical constraints find this entry; nil for edit variables.
    var key: TableauKey?

    var isAlive: Bool { !members.isEmpty }
}

/// A constraint's expanded form — what makes two constraints identical — held inline for
/// up to four terms, so that filing a constraint allocates nothing. Longer forms are not
/// shared (they are rarely repeated).
struct TableauKey: Hashable {
    static let capacity = 4
    var relation: Relation
    var priority: Double
    var constant: Double
    var count = 0
    var variables = SIMD4<Int32>(repeating: -1)
    var coefficients = SIMD4<Double>(repeating: 0)

    /// Only the lanes in use, folded into one word before the hasher sees it: each
    /// `combine` is a round of SipHash, and the lookup is made for every constraint added.
    func hash(into hasher: inout Hasher) {
        var folded = UInt64(truncatingIfNeeded: count) ^ constant.bitPattern
        for lane in 0..<count {
            folded = (folded ^ UInt64(UInt32(bitPattern: variables[lane]))) &* 0x0000_0100_0000_01B3
            folded = (folded ^ coefficients[lane].bitPattern) &* 0x0000_0100_0000_01B3
        }
        hasher.combine(folded)
    }
}

/// A use of a definition by a constraint's expanded form, seen from either side.
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
    /// Tableau constraints whose expanded forms went through this definition.
    var dependents: [Dependency] = []
    var isAlive = true
}
