// MARK: - Minimal conflicts found before

/// Minimal conflicts already found, kept for the solvers that share the memo: a host that
/// builds the same constraints in many solvers (`tether check --all` runs a screen in
/// hundreds of environments) minimises each conflict once.
///
/// A conflict's minimisation (the deletion filter of ``Solver/add(_:)``'s explanation) depends
/// only on the constraint that failed and the required constraints and restrictions it was
/// combined from, so the memo keys it by exactly those: their variables, coefficients,
/// constants and relations, bit for bit. A solver that meets the same rows again (the same
/// conflict at another root size, or a broken constraint tried again after a layout pass)
/// reads the answer instead of computing it, and the answer is the one it would have
/// computed. It grows by one entry per distinct conflict its solvers minimised, each no
/// larger than the conflict's candidates, so it costs less memory than they cost work.
///
/// Not thread-safe: share one memo only among solvers used on one thread.
public final class ConflictMemo {
    /// For each conflict's key, the positions among its candidates of the members kept; nil
    /// when the constraint turned out to hold with them all.
    private var kept: [[UInt64]: [Int]?] = [:]
    /// How many minimisations were read from the memo instead of computed.
    public private(set) var hits = 0

    /// An empty memo.
    public init() {}

    /// How many distinct conflicts the memo holds.
    public var count: Int { kept.count }

    /// The kept positions for `key`, computing them with `minimise` the first time.
    func positions(for key: [UInt64], minimise: () -> [Int]?) -> [Int]? {
        if let known = kept[key] {
            hits += 1
            return known
        }
        let positions = minimise()
        kept[key] = .some(positions)
        return positions
    }

    /// The bits of `constraints` (relation, priority, terms, constant) and of the number of
    /// variables the scratch solver makes: two equal keys make equal scratch solvers.
    static func key(of constraints: [Constraint], variableCount: Int) -> [UInt64] {
        var key: [UInt64] = [UInt64(variableCount)]
        key.reserveCapacity(1 + constraints.count * 8)
        for constraint in constraints {
            let relation: UInt64 = switch constraint.relation {
            case .lessThanOrEqual: 0
            case .equal: 1
            case .greaterThanOrEqual: 2
            }
            key.append(relation)
            key.append(constraint.priority.value.bitPattern)
            key.append(UInt64(constraint.expression.terms.count))
            for term in constraint.expression.terms {
                key.append(UInt64(UInt32(bitPattern: term.variable.index)))
                key.append(term.coefficient.bitPattern)
            }
            key.append(constraint.expression.constant.bitPattern)
        }
        return key
    }
}
