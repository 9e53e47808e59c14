// MARK: - Minimal conflicting sets

extension SolverCore {
    /// A minimal set of live required constraints that, with `constraint`, cannot all
    /// hold: removing any one of them makes `constraint` satisfiable.
    ///
    /// The failed row names its suspects (the constraints whose markers it was combined
    /// from — a Farkas certificate's support) and the definitions behind them. Junker's
    /// QuickXplain then minimises that set with feasibility checks in scratch solvers,
    /// O(k log n) checks for a conflict of k among n suspects. Should the suspects not
    /// conflict (round-off), every required constraint is searched instead.
    func minimalConflict(with constraint: Constraint, suspects: [Int32], excluding excluded: Int32? = nil) -> [Int32] {
        guard explainsConflicts else { return [] }
        let isCandidate: (Int32) -> Bool = { index in
            let record = self.records[Int(index)]
            return index != excluded && !record.isEdit && record.state != .removed
                && record.constraint.priority.isRequired
        }
        var candidates = constraintsBehind(suspects.filter(isCandidate)).filter(isCandidate)
        if isFeasible([constraint] + candidates.map { records[Int($0)].constraint }) {
            candidates = (0..<Int32(records.count)).filter(isCandidate)
            if isFeasible([constraint] + candidates.map { records[Int($0)].constraint }) { return [] }
        }
        return quickXplain(background: [constraint], candidates: candidates[...]).sorted()
    }

    /// The smallest-by-inclusion subset X of `candidates` such that `background ∪ X`
    /// is infeasible, given that `background ∪ candidates` is.
    private func quickXplain(background: [Constraint], candidates: ArraySlice<Int32>) -> [Int32] {
        if !isFeasible(background) { return [] }
        return quickXplain(background: background, addedSomething: false, candidates: candidates)
    }

    private func quickXplain(background: [Constraint], addedSomething: Bool, candidates: ArraySlice<Int32>) -> [Int32] {
        if addedSomething, !isFeasible(background) { return [] }
        guard candidates.count > 1 else { return Array(candidates) }
        let middle = candidates.startIndex + candidates.count / 2
        let first = candidates[..<middle]
        let second = candidates[middle...]
        let fromSecond = quickXplain(
            background: background + first.map { records[Int($0)].constraint },
            addedSomething: !first.isEmpty, candidates: second)
        let fromFirst = quickXplain(
            background: background + fromSecond.map { records[Int($0)].constraint },
            addedSomething: !fromSecond.isEmpty, candidates: first)
        return fromFirst + fromSecond
    }

    /// Whether the constraints can all hold, checked in a scratch solver.
    private func isFeasible(_ constraints: [Constraint]) -> Bool {
        var scratch = SolverCore(explainsConflicts: false)
        for _ in 0..<variableCount { _ = scratch.makeVariable(named: "") }
        for constraint in constraints {
            let index = Int32(scratch.records.count)
            scratch.records.append(ConstraintRecord(constraint: constraint, state: .removed, isEdit: false))
            if scratch.resolveDirectly(index) { continue }
            do {
                if case .conflict = try scratch.insertIntoTableau(index) { return false }
            } catch {
                return false
            }
        }
        return true
    }
}
