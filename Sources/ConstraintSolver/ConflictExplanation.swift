// MARK: - Minimal conflicting sets

/// What a failed row was combined from (a Farkas certificate's support): the constraints
/// whose markers it holds and the non-negative variables whose restrictions it leans on.
struct Suspects {
    var constraints: [Int32] = []
    var variables: [Int32] = []
}

/// A member of a conflict: a required constraint, or the restriction `variable >= 0` of a
/// non-negative variable, which a scratch solver holds as an explicit constraint.
enum Culprit: Hashable {
    case constraint(Int32)
    case restriction(Int32)
}

/// A minimal conflicting set, as record indices and variable indices.
struct ConflictSet {
    var constraints: [Int32] = []
    var variables: [Int32] = []

    var error: SolverError {
        .unsatisfiable(
            conflicting: constraints.map(ConstraintID.init(index:)), nonNegative: variables.map(Variable.init(index:)))
    }
}

extension SolverCore {
    /// A minimal set of live required constraints and variable restrictions that, with
    /// `constraint`, cannot all hold: dropping any one of them makes `constraint`
    /// satisfiable.
    ///
    /// The failed row names its suspects (the constraints whose markers it was combined
    /// from and the restricted variables it holds — a Farkas certificate's support) and
    /// the definitions behind them. A deletion filter then drops every suspect that is not
    /// needed, on one scratch solver that adds and removes incrementally: n suspects cost n
    /// incremental steps rather than rebuilds. Should the suspects not conflict (round-off),
    /// everything is searched instead. Past ``minimisedConflictLimit`` suspects the support
    /// is returned as it is.
    func minimalConflict(with constraint: Constraint, suspects: Suspects, excluding excluded: Int32? = nil) -> ConflictSet {
        guard explainsConflicts else { return ConflictSet() }
        let isCandidate: (Int32) -> Bool = { index in
            let record = self.records[Int(index)]
            return index != excluded && !record.isEdit && record.state != .removed
                && record.constraint.priority.isRequired
        }
        let constraints = constraintsBehind(suspects.constraints.filter(isCandidate)).filter(isCandidate)
        let candidates = constraints.map(Culprit.constraint) + Set(suspects.variables).sorted().map(Culprit.restriction)
        if candidates.count > Self.minimisedConflictLimit, conflicts(constraint, with: candidates) {
            return conflictSet(candidates)
        }
        if let minimal = remembered(constraint, candidates: candidates) { return conflictSet(minimal) }
        let restricted = (0..<Int32(variableCount)).filter { isNonNegative[Int($0)] && !isFresh($0) }
        let everything = (0..<Int32(records.count)).filter(isCandidate).map(Culprit.constraint)
            + restricted.map(Culprit.restriction)
        guard everything.count <= Self.minimisedConflictLimit else { return conflictSet(candidates) }
        return conflictSet(remembered(constraint, candidates: everything) ?? [])
    }

    /// Above this many suspects the certificate's support is reported as it is: it does
    /// conflict, and the deletion filter would cost more than a layout tool should wait
    /// (removing and re-adding a chain's definitions densifies the scratch tableau). The
    /// support is usually minimal already — for a conflict along a chain it is exactly the
    /// chain.
    static let minimisedConflictLimit = 256

    private func conflictSet(_ culprits: [Culprit]) -> ConflictSet {
        var set = ConflictSet()
        for culprit in culprits {
            switch culprit {
            case .constraint(let index): set.constraints.append(index)
            case .restriction(let variable): set.variables.append(variable)
            }
        }
        set.constraints.sort()
        set.variables.sort()
        return set
    }

    /// The constraint a scratch solver (whose variables are all unrestricted) holds for a
    /// culprit.
    private func scratchConstraint(_ culprit: Culprit) -> Constraint {
        switch culprit {
        case .constraint(let index):
            records[Int(index)].constraint
        case .restriction(let variable):
            Constraint(LinearExpression(Variable(index: variable)), .greaterThanOrEqual, LinearExpression(0))
        }
    }

    /// A scratch solver with this solver's variables, every one unrestricted.
    private func makeScratchSolver() -> Solver {
        let scratch = Solver(explainsConflicts: false)
        for _ in 0..<variableCount { _ = scratch.makeVariable() }
        return scratch
    }

    /// Whether `constraint` cannot hold together with `candidates`.
    private func conflicts(_ constraint: Constraint, with candidates: [Culprit]) -> Bool {
        let scratch = makeScratchSolver()
        for culprit in candidates { _ = try? scratch.add(scratchConstraint(culprit)) }
        return (try? scratch.add(constraint)) == nil
    }

    /// ``deletionFilter(_:candidates:)``'s answer, read from the ``conflictMemo`` when it has
    /// met the same constraint and candidates before.
    private func remembered(_ constraint: Constraint, candidates: [Culprit]) -> [Culprit]? {
        guard let conflictMemo else { return deletionFilter(constraint, candidates: candidates) }
        let key = ConflictMemo.key(of: [constraint] + candidates.map(scratchConstraint), variableCount: variableCount)
        let positions = conflictMemo.positions(for: key) {
            deletionFilter(constraint, candidates: candidates).map { kept in
                let position = Dictionary(candidates.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                return kept.compactMap { position[$0] }
            }
        }
        return positions.map { $0.map { candidates[$0] } }
    }

    /// The candidates that `constraint` cannot hold with, each of them needed; nil if
    /// `constraint` holds with all of them.
    private func deletionFilter(_ constraint: Constraint, candidates: [Culprit]) -> [Culprit]? {
        let scratch = makeScratchSolver()
        var kept: [(culprit: Culprit, id: ConstraintID)] = []
        for culprit in candidates {
            if let id = try? scratch.add(scratchConstraint(culprit)) { kept.append((culprit, id)) }
        }
        if let added = try? scratch.add(constraint) {
            try? scratch.remove(added)
            return nil
        }
        // Newest first: the constraints written last are the likeliest culprits to keep.
        var needed: [Culprit] = []
        for (culprit, id) in kept.reversed() {
            guard (try? scratch.remove(id)) != nil else { continue }
            guard let added = try? scratch.add(constraint) else { continue }
            // Without this one the constraint holds: it is part of the conflict.
            try? scratch.remove(added)
            _ = try? scratch.add(scratchConstraint(culprit))
            needed.append(culprit)
        }
        return needed
    }
}
