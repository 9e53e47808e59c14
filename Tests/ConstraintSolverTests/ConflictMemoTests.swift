import Testing
@testable import ConstraintSolver

// ConflictMemo: solvers that share a memo minimise a conflict once and read it back when they
// meet the same rows; the answer is the one each would have computed alone. The chain below
// is worked by hand: x0 == 0 and five links x_i == x_(i-1) + 10 force x5 = 50, so x5 == 40
// needs all six (dropping any one frees x5), while y == 7 holds at x5 = 40 and is left out.

/// A solver with the chain and an unrelated pin, and the IDs of the six chain constraints.
private func chainSolver(memo: ConflictMemo?) throws -> (Solver, [Variable], [ConstraintID]) {
    let solver = Solver()
    solver.conflictMemo = memo
    let xs = (0...5).map { solver.makeVariable(named: "x\($0)") }
    let y = solver.makeVariable(named: "y")
    var chain = [try solver.add(xs[0] == 0)]
    for i in 1...5 { chain.append(try solver.add(xs[i] == xs[i - 1] + 10)) }
    try solver.add(y == 7)
    return (solver, xs, chain)
}

/// The constraints `solver` names when `constraint` is refused.
private func conflict(adding constraint: Constraint, to solver: Solver) -> [ConstraintID]? {
    do {
        try solver.add(constraint)
        return nil
    } catch {
        guard case .unsatisfiable(let conflicting, _) = error else { return nil }
        return conflicting
    }
}

@Suite struct ConflictMemoTests {
    @Test func aSharedConflictIsMinimisedOnceWithTheSameAnswer() throws {
        let memo = ConflictMemo()
        let (first, xs1, chain1) = try chainSolver(memo: memo)
        #expect(conflict(adding: xs1[5] == 40, to: first) == chain1)
        #expect(memo.count == 1)
        #expect(memo.hits == 0)
        // A second solver with the same rows reads the answer: the same six constraints.
        let (second, xs2, chain2) = try chainSolver(memo: memo)
        #expect(conflict(adding: xs2[5] == 40, to: second) == chain2)
        #expect(memo.hits == 1)
        #expect(memo.count == 1)
        // Without a memo the answer is the same.
        let (alone, xs3, chain3) = try chainSolver(memo: nil)
        #expect(conflict(adding: xs3[5] == 40, to: alone) == chain3)
    }

    @Test func anotherConstantIsAnotherConflict() throws {
        let memo = ConflictMemo()
        let (solver, xs, chain) = try chainSolver(memo: memo)
        #expect(conflict(adding: xs[5] == 40, to: solver) == chain)
        // x3 - x1 = 20 from links 2 and 3 alone: x3 == x1 + 5 conflicts with those two, a new
        // entry (other rows), and x5 == 30 is a new entry too (another constant).
        #expect(conflict(adding: xs[3] == xs[1] + 5, to: solver) == [chain[2], chain[3]])
        #expect(conflict(adding: xs[5] == 30, to: solver) == chain)
        #expect(memo.count == 3)
        #expect(memo.hits == 0)
    }

    @Test func aCopySharesTheMemo() throws {
        let memo = ConflictMemo()
        let (solver, xs, chain) = try chainSolver(memo: memo)
        let copy = solver.copy()
        #expect(copy.conflictMemo === memo)
        #expect(conflict(adding: xs[5] == 40, to: copy) == chain)
        #expect(conflict(adding: xs[5] == 40, to: solver) == chain)
        #expect(memo.hits == 1)
    }
}
