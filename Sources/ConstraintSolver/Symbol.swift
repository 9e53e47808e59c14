/// What a tableau symbol stands for. Symbols are dense `Int32` ids owned by the solver;
/// their kinds live in a parallel array.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// A user variable restricted to values ≥ 0 (the Cassowary paper's restricted
    /// variable): a width or a height. It is a column of the tableau like a slack, so the
    /// restriction costs no row of its own.
    case nonNegative
    /// The slack of an inequality (≥ 0), or the phase-one artificial variable.
    case slack
    /// One side of an optional constraint's error (≥ 0); counted in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy

    /// Whether the symbol must stay ≥ 0 (every kind but external).
    var isRestricted: Bool { self != .external }

    /// Whether the symbol may enter the basis when a row is pivoted out.
    var isPivotable: Bool { self == .slack || self == .error || self == .nonNegative }

    /// Whether the symbol stands for a user variable (its owner is the variable).
    var isVariable: Bool { self == .external || self == .nonNegative }
}

/// Values within this distance of zero are zero: the tolerance kiwi and the Cassowary
/// paper use, which keeps round-off from turning into spurious pivots.
let epsilon = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
