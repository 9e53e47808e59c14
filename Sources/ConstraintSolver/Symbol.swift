/// What a tableau symbol stands for. Symbols are dense `Int32` ids owned by the solver;
/// their kinds live in a parallel array.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0), or the phase-one artificial variable.
    case slack
    /// One side of an optional constraint's error (≥ 0); counted in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy

    /// Whether the symbol must stay ≥ 0 (every kind but external).
    var isRestricted: Bool { self != .external }

    /// Whether the symbol may enter the basis when a row is pivoted out.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Values within this distance of zero are zero: the tolerance kiwi and the Cassowary
/// paper use, which keeps round-off from turning into spurious pivots.
let epsilon = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
