import Testing
import TestSupport
@testable import ConstraintSolver

// Helpers shared by the solver tests: running a throwing call, comparing numbers, a record of what a
// test told the solver (kept independently of the solver, so the dense oracle can re-solve it), and
// the checks that apply to every solved state.

// MARK: - Calls and numbers

/// Runs `body` and returns the error it threw, or `nil` if it returned.
func caught(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// `|a - b| ≤ tolerance · max(1, |a|, |b|)`: absolute near zero, relative for large values.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Expects `solver.value(of: variable)` to be `expected` within 1e-6 (relative when large).
func expectValue(
    _ solver: Solver, _ variable: Variable, _ expected: Double, _ why: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = solver.value(of: variable)
    #expect(
        close(actual, expected),
        "\(solver.name(of: variable)) = \(actual), expected \(expected)\(why.map { " — \($0)" } ?? "")",
        sourceLocation: sourceLocation
    )
}

/// The conflicting constraints of an `.unsatisfiable` error, or `nil` for any other outcome.
func conflictingSet(_ error: SolverError?) -> [ConstraintID]? {
    if case .unsatisfiable(let set, _)? = error { return set }
    return nil
}

/// The restricted variables of an `.unsatisfiable` error, or `nil` for any other outcome.
func restrictedSet(_ error: SolverError?) -> [Variable]? {
    if case .unsatisfiable(_, let variables)? = error { return variables }
    return nil
}

// MARK: - What the test told the solver

/// The constraints and edit variables a test gave a solver, recorded by the test itself.
struct SolverRecord {
    var variables: [Variable] = []
    /// The variables made ``VariableDomain/nonNegative``: the oracle sees each as a
    /// required `v >= 0`.
    var nonNegative: Set<Variable> = []
    var constraints: [ConstraintID: Constraint] = [:]
    var edits: [Variable: (priority: Priority, suggestion: Double)] = [:]

    /// The dense form of one constraint: terms merged per variable index.
    func dense(_ constraint: Constraint) -> DenseConstraint {
        var coefficients = [Double](repeating: 0, count: variables.count)
        for term in constraint.expression.terms {
            coefficients[Int(term.variable.index)] += term.coefficient
        }
        return DenseConstraint(
            coefficients: coefficients, constant: constraint.expression.constant,
            relation: constraint.relation, priority: constraint.priority.value
        )
    }

    /// The restriction of a non-negative variable as the constraint it amounts to.
    static func restriction(_ variable: Variable) -> Constraint {
        Constraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(0))
    }

    /// Every constraint, plus `v == suggestion` at the edit's priority for each edit variable
    /// and the required `v >= 0` of each non-negative variable.
    var denseSystem: [DenseConstraint] {
        var system = constraints.keys.sorted().map { dense(constraints[$0]!) }
        system += nonNegative.sorted().map { dense(Self.restriction($0)) }
        for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
            system.append(dense(Constraint(LinearExpression(variable), .equal, LinearExpression(edit.suggestion),
                                           priority: edit.priority)))
        }
        return system
    }

    /// The required constraints only, with their ids.
    var required: [(id: ConstraintID, constraint: Constraint)] {
        constraints.keys.sorted().compactMap { id in
            let c = constraints[id]!
            return c.priority.isRequired ? (id, c) : nil
        }
    }
}

/// A solver together with a ``SolverRecord`` of everything that succeeded on it.
final class RecordedSolver {
    let solver = Solver()
    private(set) var record = SolverRecord()

    @discardableResult
    func variable(_ name: String = "", domain: VariableDomain = .unrestricted) -> Variable {
        let v = solver.makeVariable(named: name, domain: domain)
        record.variables.append(v)
        if domain == .nonNegative { record.nonNegative.insert(v) }
        return v
    }

    @discardableResult
    func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let id = try solver.add(constraint)
        record.constraints[id] = constraint
        return id
    }

    func remove(_ id: ConstraintID) throws(SolverError) {
        try solver.remove(id)
        record.constraints[id] = nil
    }

    func updateConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
        try solver.updateConstant(of: id, to: constant)
        record.constraints[id]?.expression.constant = constant
    }

    func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        try solver.addEditVariable(v, priority: priority)
        record.edits[v] = (priority, 0)
    }

    func removeEditVariable(_ v: Variable) throws(SolverError) {
        try solver.removeEditVariable(v)
        record.edits[v] = nil
    }

    func suggest(_ v: Variable, _ value: Double) throws(SolverError) {
        try solver.suggestValue(v, value)
        record.edits[v]?.suggestion = value
    }

    /// The solver's current values of every variable, in index order.
    var values: [Double] { record.variables.map { solver.value(of: $0) } }
}

// MARK: - Checks on a solved state

/// Every required constraint holds at the solver's values, and its error vector equals the
/// lexicographic optimum computed by the independent ``DenseLexicographicLP``.
func expectOptimal(_ s: RecordedSolver, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let system = s.record.denseSystem
    let values = s.values
    let violation = requiredViolation(system, at: values)
    #expect(violation <= 1e-6, "required constraint violated by \(violation) \(context)", sourceLocation: sourceLocation)
    do {
        let oracle = try DenseLexicographicLP(variableCount: values.count, constraints: system)
        let actual = ErrorVector(system, at: values)
        #expect(actual.matches(oracle.errorVector),
                "solver's error vector [\(actual)] ≠ optimum [\(oracle.errorVector)] \(context)",
                sourceLocation: sourceLocation)
    } catch {
        Issue.record("oracle: \(error) \(context)", sourceLocation: sourceLocation)
    }
}

/// Soundness of the ambiguity queries: `alternativeSolution()` moves only variables reported ambiguous
/// and moves every one of them; the moved point satisfies every required constraint and has the same
/// error vector as the current solution.
func expectAlternativeIsSound(_ s: RecordedSolver, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let ambiguous = s.solver.ambiguousVariables()
    #expect(ambiguous == ambiguous.sorted(), "ambiguousVariables() not sorted \(context)", sourceLocation: sourceLocation)
    let current = s.values
    let moved = s.solver.alternativeSolution()
    #expect(Set(moved.keys) == Set(ambiguous),
            "moved \(moved.keys.sorted().map(\.index)) but ambiguous \(ambiguous.map(\.index)) \(context)",
            sourceLocation: sourceLocation)
    var other = current
    for (v, value) in moved {
        guard Int(v.index) < other.count, v.index >= 0 else {
            Issue.record("alternativeSolution moved unknown variable \(v.index)", sourceLocation: sourceLocation)
            return
        }
        #expect(value.isFinite, sourceLocation: sourceLocation)
        #expect(!close(value, current[Int(v.index)], tolerance: 1e-9),
                "\(v.index) reported as moved but stays at \(value) \(context)", sourceLocation: sourceLocation)
        other[Int(v.index)] = value
    }
    let system = s.record.denseSystem
    let violation = requiredViolation(system, at: other)
    #expect(violation <= 1e-6, "alternative violates a required constraint by \(violation) \(context)",
            sourceLocation: sourceLocation)
    let before = ErrorVector(system, at: current)
    let after = ErrorVector(system, at: other)
    #expect(after.matches(before), "alternative's errors [\(after)] ≠ current [\(before)] \(context)",
            sourceLocation: sourceLocation)
}

/// `set` is exactly minimal for `new`: sorted, made of required constraints `existing` holds, the set
/// plus `new` is infeasible, and dropping any one member makes it feasible. Checked twice: with fresh
/// solvers (the issue's wording) and with the dense oracle (independent of the solver).
func expectMinimalConflict(
    _ set: [ConstraintID], restricted: [Variable] = [], new: Constraint, existing: SolverRecord, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(set == set.sorted(), "conflicting set not sorted \(context)", sourceLocation: sourceLocation)
    #expect(Set(set).count == set.count, "conflicting set repeats an id \(context)", sourceLocation: sourceLocation)
    #expect(restricted == restricted.sorted(), "restricted set not sorted \(context)", sourceLocation: sourceLocation)
    #expect(restricted.allSatisfy(existing.nonNegative.contains), "restricted set names an unrestricted variable \(context)",
            sourceLocation: sourceLocation)
    var members: [Constraint] = []
    for id in set {
        guard let c = existing.constraints[id] else {
            Issue.record("conflicting set names \(id.index), not in the solver \(context)", sourceLocation: sourceLocation)
            return
        }
        #expect(c.priority.isRequired, "conflicting set names optional constraint \(id.index) \(context)",
                sourceLocation: sourceLocation)
        members.append(c)
    }
    members += restricted.map(SolverRecord.restriction)
    // A conflict needs the new constraint: without it, the set is feasible (the solver accepted it).
    func feasibleWithSolver(_ constraints: [Constraint]) -> Bool {
        let fresh = Solver()
        for _ in existing.variables { _ = fresh.makeVariable() }
        for c in constraints where caught({ () throws(SolverError) in try fresh.add(c) }) != nil {
            return false
        }
        return true
    }
    func feasibleWithOracle(_ constraints: [Constraint]) -> Bool {
        DenseLexicographicLP.isFeasible(variableCount: existing.variables.count,
                                         constraints: constraints.map { existing.dense($0) })
    }
    #expect(!feasibleWithSolver(members + [new]), "set + new is feasible in a fresh solver \(context)",
            sourceLocation: sourceLocation)
    #expect(!feasibleWithOracle(members + [new]), "set + new is feasible for the oracle \(context)",
            sourceLocation: sourceLocation)
    let names = set.map { "#\($0.index)" } + restricted.map { "v\($0.index) >= 0" }
    for (k, name) in names.enumerated() {
        var rest = members
        rest.remove(at: k)
        #expect(feasibleWithSolver(rest + [new]), "not minimal: still infeasible without \(name) (solver) \(context)",
                sourceLocation: sourceLocation)
        #expect(feasibleWithOracle(rest + [new]), "not minimal: still infeasible without \(name) (oracle) \(context)",
                sourceLocation: sourceLocation)
    }
}
