// MARK: - Minimal conflicting sets

extension SolverCore {
    /// A minimal set of live required constraints that, with `constraint`, cannot all
    /// hold: removing any one of them makes `constraint` satisfiable.
    ///
    /// The failed row names its suspects (the constraints whose markers it was combined
    /// from — a Farkas certificate's support) and the definitions behind them. A deletion
    /// filter then drops every suspect that is not needed, on one scratch solver that adds
    /// and removes incrementally: n suspects cost n incremental steps rather than rebuilds.
    /// Should the suspects not conflict (round-off), every required constraint is searched
    /// instead. Past ``minimisedConflictLimit`` suspects the support is returned as it is.
    func minimalConflict(with constraint: Constraint, suspects: [Int32], excluding excluded: Int32? = nil) -> [Int32] {
        guard explainsConflicts else { return [] }
        let isCandidate: (Int32) -> Bool = { index in
            let record = self.records[Int(index)]
            return index != excluded && !record.isEdit && record.state != .removed
                && record.constraint.priority.isRequired
        }
        let candidates = constraintsBehind(suspects.filter(isCandidate)).filter(isCandidate)
        if candidates.count > Self.minimisedConflictLimit, conflicts(constraint, with: candidates) {
            return candidates
        }
        if let minimal = deletionFilter(constraint, candidates: candidates) { return minimal }
        let everything = (0..<Int32(records.count)).filter(isCandidate)
        guard everything.count <= Self.minimisedConflictLimit else { return candidates }
        return deletionFilter(constraint, candidates: everything) ?? []
    }

    /// Above this many suspects the certificate's support is reported as it is: it does
    /// conflict, and the deletion filter would cost more than a layout tool should wait
    /// (removing and re-adding a chain's definitions densifies the scratch tableau). The
    /// support is usually minimal already — for a conflict along a chain it is exactly the
    /// chain.
    static let minimisedConflictLimit = 256

    /// Whether `constraint` cannot hold together with `candidates`.
    private func conflicts(_ constraint: Constraint, with candidates: [Int32]) -> Bool {
        let scratch = Solver(explainsConflicts: false)
        for _ in 0..<variableCount { _ = scratch.makeVariable() }
        for index in candidates { _ = try? scratch.add(records[Int(index)].constraint) }
        return (try? scratch.add(constraint)) == nil
    }

    /// The candidates that `constraint` cannot hold with, each of them needed; nil if
    /// `constraint` holds with all of them.
    private func deletionFilter(_ constraint: Constraint, candidates: [Int32]) -> [Int32]? {
        let scratch = Solver(explainsConflicts: false)
        for _ in 0..<variableCount { _ = scratch.makeVariable() }
        var kept: [(index: Int32, id: ConstraintID)] = []
        for index in candidates {
            if let id = try? scratch.add(records[Int(index)].constraint) { kept.append((index, id)) }
        }
        if let added = try? scratch.add(constraint) {
            try? scratch.remove(added)
            return nil
        }
        // Newest first: the constraints written last are the likeliest culprits to keep.
        var needed: [Int32] = []
        for (index, id) in kept.reversed() {
            guard (try? scratch.remove(id)) != nil else { continue }
            guard let added = try? scratch.add(constraint) else { continue }
            // Without this one the constraint holds: it is part of the conflict.
            try? scratch.remove(added)
            _ = try? scratch.add(records[Int(index)].constraint)
            needed.append(index)
        }
        return needed.sorted()
    }
}
