/// An incremental Cassowary solver with strict priorities, explanations and ambiguity
/// queries.
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// let container = solver.makeVariable(named: "container")
/// try solver.add(left == 20)
/// try solver.add(left + width <= container - 20)
/// try solver.add((width == 400).withPriority(250))
/// try solver.addEditVariable(container, priority: 750)
/// try solver.suggestValue(container, 320)
/// solver.value(of: width)    // 280
/// ```
///
/// Priorities run 1…1000, 1000 being required. Optional constraints are met in strict
/// priority order; within a priority their errors add up. Required equalities that define
/// a variable nothing else mentions yet are resolved directly rather than entered into the
/// simplex tableau, which keeps long chains sparse.
///
/// After any error a call leaves the solver as it was.
public final class Solver {
    // Every call reaches the tableau through here, several times: without the runtime's
    // exclusivity check on each access (the solver is used from one thread at a time, and
    // no access to it overlaps another; the compiler checks the rest statically).
    @exclusivity(unchecked) var core: SolverCore

    /// An empty solver: no variables, no constraints.
    public init() {
        core = SolverCore(explainsConflicts: true)
    }

    /// A solver that refuses conflicts without explaining them: the scratch solver of the
    /// explanations themselves.
    init(explainsConflicts: Bool) {
        core = SolverCore(explainsConflicts: explainsConflicts)
    }

    /// Where this solver keeps the minimal conflicts it finds and looks for those found
    /// before, by it or the other solvers that share the memo (``ConflictMemo``); nil, the
    /// default, minimises every conflict afresh. A copy of the solver shares it.
    public var conflictMemo: ConflictMemo? {
        get { core.conflictMemo }
        set { core.conflictMemo = newValue }
    }

    /// An independent solver in the same state (the tableau is copied when either changes):
    /// for trying a change, such as a fix a diagnostic suggests, without touching this one.
    /// `explainingConflicts: false` makes a copy that only says whether a constraint fits:
    /// a refusal then costs no minimal conflict set.
    package func copy(explainingConflicts: Bool = true) -> Solver {
        let copy = Solver(explainsConflicts: false)
        copy.core = core
        copy.core.explainsConflicts = core.explainsConflicts && explainingConflicts
        return copy
    }

    // MARK: - Variables

    /// Makes a new variable; its value is 0 until constraints say otherwise. A
    /// ``VariableDomain/nonNegative`` variable never takes a value below 0.
    public func makeVariable(named name: String = "", domain: VariableDomain = .unrestricted) -> Variable {
        core.makeVariable(named: name, domain: domain)
    }

    /// The values the variable may take.
    public func domain(of variable: Variable) -> VariableDomain {
        core.isKnown(variable) && core.isNonNegative[Int(variable.index)] ? .nonNegative : .unrestricted
    }

    /// The name the variable was made with.
    public func name(of variable: Variable) -> String {
        core.isKnown(variable) ? core.variableNames[Int(variable.index)] : ""
    }

    /// How many variables this solver has made.
    public var variableCount: Int { core.variableCount }

    // MARK: - Constraints

    /// Adds a constraint and re-solves incrementally.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflicting:nonNegative:)`` with a minimal set
    ///   of the required constraints and variable restrictions it conflicts with, or an
    ///   error for bad input.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try validate(constraint)
        let index = Int32(core.records.count)
        core.records.append(ConstraintRecord(constraint: constraint, state: .removed, isEdit: false))
        if core.resolveDirectly(index) {
            core.valuesAreStale = true
            return ConstraintID(index: index)
        }
        switch try core.insertIntoTableau(index) {
        case .added:
            return ConstraintID(index: index)
        case .conflict(let suspects):
            throw core.minimalConflict(with: constraint, suspects: suspects, excluding: index).error
        }
    }

    /// Removes a constraint and re-solves incrementally.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        let index = try liveIndex(of: id)
        switch core.records[Int(index)].state {
        case .resolved(let definition):
            try core.unresolve(definition)
            core.records[Int(index)].state = .removed
            core.valuesAreStale = true
        case .inTableau:
            try core.detach(index)
        case .removed:
            throw .unknownConstraint(id)
        }
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ id: ConstraintID) -> Bool {
        (try? liveIndex(of: id)) != nil
    }

    /// The constraint as added (with its current constant), if it is in the solver.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        guard let index = try? liveIndex(of: id) else { return nil }
        return core.records[Int(index)].constraint
    }

    /// Changes the constant of the constraint's normal form `lhs - rhs` and re-solves with
    /// the dual simplex, without a rebuild: the way a view's size or a constraint's
    /// `constant` changes in Auto Layout.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflicting:nonNegative:)`` if a required constraint can
    ///   no longer hold; the constant is then unchanged.
    public func updateConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
        let index = try liveIndex(of: id)
        guard constant.isFinite else { throw .nonFiniteValue }
        let old = core.records[Int(index)].constraint.expression.constant
        let delta = constant - old
        guard delta != 0 else { return }
        if !core.definitionStaysImplied(index, constant: constant) {
            // Outside the tableau nothing would keep the defined size ≥ 0 any more.
            try core.moveDefinitionToTableau(index)
        }
        if core.isSharingRow(index) {
            // Its row is shared with identical constraints that keep their constant: take
            // it out and add it anew.
            try core.detach(index)
            core.records[Int(index)].constraint.expression.constant = constant
            guard case .conflict(let suspects) = try core.insertIntoTableau(index) else { return }
            let changed = core.records[Int(index)].constraint
            core.records[Int(index)].constraint.expression.constant = old
            _ = try core.insertIntoTableau(index)
            throw core.minimalConflict(with: changed, suspects: suspects, excluding: index).error
        }
        try core.unshareDependents(of: index)
        let mark = core.pivotLog.count
        core.isLoggingPivots = true
        core.changeConstant(of: index, by: delta)
        let holds = core.redundantEqualitiesHold() && core.dualOptimize()
        core.isLoggingPivots = false
        if holds {
            core.pivotLog.removeSubrange(mark...)
            return
        }
        let changed = core.records[Int(index)].constraint
        let suspects = core.suspects(owning: core.blockingSymbols)
        core.undoPivots(to: mark)
        core.pivotLog.removeSubrange(mark...)
        core.changeConstant(of: index, by: -delta)
        core.infeasible.removeAll()
        core.shiftedRedundantRows.removeAll()
        throw core.minimalConflict(with: changed, suspects: suspects, excluding: index).error
    }

    // MARK: - Edit variables

    /// Makes `variable` editable: ``suggestValue(_:_:)`` then pulls it towards a value at
    /// `priority`, which must be below required. Until a suggestion it is pulled to 0.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard core.isKnown(variable) else { throw .unknownVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard core.editOfVariable[Int(variable.index)] < 0 else { throw .duplicateEditVariable(variable) }
        let index = Int32(core.records.count)
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(0), priority: priority)
        core.records.append(ConstraintRecord(constraint: constraint, state: .removed, isEdit: true))
        guard case .added = try core.insertIntoTableau(index) else {
            throw .internalInconsistency("an optional edit constraint was refused")
        }
        core.editOfVariable[Int(variable.index)] = index
        core.useCounts[Int(variable.index)] += 1
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let index = try editIndex(of: variable)
        try core.detach(index)
        core.editOfVariable[Int(variable.index)] = -1
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.isKnown(variable) && core.editOfVariable[Int(variable.index)] >= 0
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let index = try editIndex(of: variable)
        guard value.isFinite else { throw .nonFiniteValue }
        // The edit constraint is `variable - suggestion == 0`.
        let delta = -value - core.records[Int(index)].constraint.expression.constant
        guard delta != 0 else { return }
        core.changeConstant(of: index, by: delta)
        guard core.dualOptimize() else {
            throw .internalInconsistency("a suggestion made the required constraints infeasible")
        }
    }

    // MARK: - Values

    /// Refreshes every variable's value (O(variables)); ``value(of:)`` does it when needed.
    public func updateVariables() {
        core.updateValues()
    }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
        guard core.isKnown(variable) else { return 0 }
        if core.valuesAreStale { core.updateValues() }
        return core.values[Int(variable.index)]
    }

    // MARK: - Ambiguity

    /// The variables whose value is not determined: some other solution satisfies every
    /// required constraint with the same error at every priority and gives them another
    /// value. A variable in no constraint is ambiguous. Sorted by index.
    ///
    /// Exact at degenerate vertices too (a restricted basic at 0 that blocks a symbol's
    /// own direction): the directions such rows allow only in combination are found by
    /// two small LPs over the symbols in those rows.
    public func ambiguousVariables() -> [Variable] {
        var (directions, blocked) = core.freeDirections()
        if !blocked.isEmpty, let cone = core.degenerateCone(blocked: blocked) { directions.append(cone.span) }
        guard !directions.isEmpty else { return [] }
        let rates = core.combinedChanges(along: directions, by: Self.independentWeights(count: directions.count))
        return rates.indices.filter { !isNearZero(rates[$0]) }.map { Variable(index: Int32($0)) }
    }

    /// Another solution that is exactly as good — every required constraint holds and
    /// every priority level has the same error — in which the ambiguous variables move:
    /// what `exerciseAmbiguityInLayout` shows. Returns only the variables that move, with
    /// their new values.
    ///
    /// Each free symbol is followed one way by at most `step` (and the symbols that
    /// degenerate rows let move only together, together); the moves are combined with
    /// convex weights (so that together they stay feasible and optimal) proportional to the
    /// square roots of distinct primes, which are linearly independent over the rationals:
    /// directions with rational rates can never cancel each other out.
    public func alternativeSolution(step: Double = 50) -> [Variable: Double] {
        if core.valuesAreStale { core.updateValues() }
        var directions: [SolverCore.FreeDirection] = []
        let (found, blocked) = core.freeDirections()
        for direction in found {
            if let last = directions.last, last.symbol == direction.symbol, last.variable == direction.variable {
                continue
            }
            directions.append(direction)
        }
        if !blocked.isEmpty, let feasible = core.degenerateCone(blocked: blocked)?.feasible { directions.append(feasible) }
        guard !directions.isEmpty else { return [:] }
        let weights = Self.independentWeights(count: directions.count)
        let total = weights.reduce(0, +)
        let distances = zip(directions, weights).map { direction, weight in min(direction.limit, step) * weight / total }
        let moves = core.combinedChanges(along: directions, by: distances)
        var solution: [Variable: Double] = [:]
        for (variable, move) in moves.enumerated() where !isNearZero(move) {
            solution[Variable(index: Int32(variable))] = core.values[variable] + move
        }
        return solution
    }

    /// √2, √3, √5, …: weights that no rational combination of rates can cancel, so that
    /// one combined direction moves every variable that some free direction moves.
    static func independentWeights(count: Int) -> [Double] {
        primes(count: count).map { Double($0).squareRoot() }
    }

    /// The first `count` primes, by trial division up to each candidate's square root.
    private static func primes(count: Int) -> [Int] {
        var primes: [Int] = []
        primes.reserveCapacity(count)
        var candidate = 2
        while primes.count < count {
            var isPrime = true
            for prime in primes {
                if prime * prime > candidate { break }
                if candidate % prime == 0 { isPrime = false; break }
            }
            if isPrime { primes.append(candidate) }
            candidate += 1
        }
        return primes
    }

    /// Sizes of the solver's internals, for benchmarks and curiosity.
    public struct Statistics: Sendable, Equatable {
        /// Rows in the simplex tableau.
        public var rows: Int
        /// Non-zero cells in those rows.
        public var cells: Int
        /// Variables defined directly by a required equality, outside the tableau.
        public var resolvedVariables: Int
        /// Pivots performed since the solver was made.
        public var pivots: Int
    }

    /// Counts of the solver's work so far, for benchmarks.
    public var statistics: Statistics {
        Statistics(rows: core.liveRows, cells: core.cellCount, resolvedVariables: core.liveDefinitions, pivots: core.pivotCount)
    }

    // MARK: - Validation

    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.value) }
        guard constraint.expression.isFinite else { throw .nonFiniteValue }
        for term in constraint.expression.terms where !core.isKnown(term.variable) {
            throw .unknownVariable(term.variable)
        }
    }

    func liveIndex(of id: ConstraintID) throws(SolverError) -> Int32 {
        guard id.index >= 0, Int(id.index) < core.records.count else { throw .unknownConstraint(id) }
        let record = core.records[Int(id.index)]
        guard !record.isEdit, record.state != .removed else { throw .unknownConstraint(id) }
        return id.index
    }

    private func editIndex(of variable: Variable) throws(SolverError) -> Int32 {
        guard core.isKnown(variable) else { throw .unknownVariable(variable) }
        let index = core.editOfVariable[Int(variable.index)]
        guard index >= 0 else { throw .unknownEditVariable(variable) }
        return index
    }
}
