import Testing
@testable import ConstraintSolver

// Small systems whose optimum is worked out by hand in the comment above each expectation.
// Every expected value here is the unique optimum of its system (uniqueness argued in the comment),
// so any correct solver must report it.

@Suite struct SolverBasicsTests {
    // MARK: - Variables

    @Test func variablesAreDenseAndNamed() {
        let solver = Solver()
        #expect(solver.variableCount == 0)
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable()
        // makeVariable hands out dense indices in creation order (Variable's documentation).
        #expect(x.index == 0)
        #expect(y.index == 1)
        #expect(solver.variableCount == 2)
        #expect(solver.name(of: x) == "x")
        #expect(solver.name(of: y) == "")
    }

    // MARK: - Equalities

    @Test func singleEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x == 10)
        expectValue(solver, x, 10, "x == 10 is the only constraint on x")
    }

    @Test func twoEqualitiesInTwoUnknowns() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(x + y == 10)
        try solver.add(x - y == 2)
        // Adding the two: 2x = 12, so x = 6 and y = 10 - 6 = 4.
        expectValue(solver, x, 6)
        expectValue(solver, y, 4)
    }

    @Test func constantsOnBothSides() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(2 * x + 4 == x + 10)
        // 2x + 4 = x + 10  ⇒  x = 6.
        expectValue(solver, x, 6)
    }

    @Test func expressionsWithManyAndRepeatedTerms() throws {
        let solver = Solver()
        let v = (0..<5).map { solver.makeVariable(named: "v\($0)") }
        // Terms are kept as written and merged by the solver: x + x + y is 2x + y.
        try solver.add(LinearExpression([Term(v[0]), Term(v[0]), Term(v[1])]) == 12)
        try solver.add(v[1] == 2)
        // 2·v0 + 2 = 12  ⇒  v0 = 5.
        expectValue(solver, v[0], 5)
        // A five-term expression, v0 + v1 + 2·v2 - v3 + 0.5·v4 == 20, once v2 and v3 are pinned:
        try solver.add(v[2] == 3)
        try solver.add(v[3] == 1)
        try solver.add(LinearExpression([Term(v[0]), Term(v[1]), Term(v[2], 2), Term(v[3], -1), Term(v[4], 0.5)]) == 20)
        // 5 + 2 + 6 - 1 + 0.5·v4 = 20  ⇒  0.5·v4 = 8  ⇒  v4 = 16.
        expectValue(solver, v[4], 16)
    }

    @Test func termsThatCancelLeaveTheirVariableOut() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        // x - x + y == 3 merges to y == 3; x appears with coefficient 0, so it is constrained by nothing.
        try solver.add(LinearExpression([Term(x), Term(x, -1), Term(y)]) == 3)
        expectValue(solver, y, 3)
        #expect(solver.ambiguousVariables() == [x], "x's merged coefficient is 0: x is free")
    }

    // MARK: - Inequalities and priorities

    @Test func optionalIsPushedToARequiredLowerBound() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x >= 10)
        try solver.add((x == 0).withPriority(500))
        // Minimise |x - 0| subject to x ≥ 10: the minimum is at the bound, x = 10 (error 10).
        expectValue(solver, x, 10)
    }

    @Test func optionalIsPushedToARequiredUpperBound() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x <= 20)
        try solver.add((x == 50).withPriority(500))
        // Minimise |x - 50| subject to x ≤ 20: x = 20 (error 30).
        expectValue(solver, x, 20)
    }

    @Test func satisfiedInequalityDoesNotMoveTheOptional() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x >= 10)
        try solver.add(x <= 100)
        try solver.add((x == 42).withPriority(250))
        // 42 lies inside [10, 100], so the optional holds exactly: x = 42.
        expectValue(solver, x, 42)
    }

    @Test func optionalInequalityHoldsWhenItCan() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((x <= 30).withPriority(750))
        try solver.add((x == 50).withPriority(250))
        // Level 750 first: x ≤ 30 can hold (error 0), and only x ≤ 30 keeps it 0.
        // Level 250 then: minimise |x - 50| on x ≤ 30 ⇒ x = 30.
        expectValue(solver, x, 30)
    }

    @Test func requiredBeatsNearlyRequired() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x == 10)
        try solver.add((x == 20).withPriority(999))
        // Required constraints always hold: x = 10, whatever the optional's priority.
        expectValue(solver, x, 10)
    }

    @Test func higherOptionalBeatsLowerOptional() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((x == 20).withPriority(250))
        try solver.add((x == 10).withPriority(750))
        // Level 750 is minimised first: x = 10 (error 0); level 250 cannot improve without breaking it.
        expectValue(solver, x, 10)
    }

    @Test func errorsAddUpWithinOnePriority() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((x == 0).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        // Minimise |x| + 2|x - 10|: slope is -3 below 0, -1 on (0, 10), +3 above 10, so x = 10
        // (total error 10, against 20 at x = 0). The minimiser is unique.
        expectValue(solver, x, 10)
    }

    @Test func errorsAreMeasuredUnscaled() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((2 * x == 20).withPriority(500))
        try solver.add((x == 4).withPriority(500))
        // Errors on the normal form: |2x - 20| + |x - 4|. Slope of the sum on (4, 10) is -2 + 1 = -1,
        // so the minimum is at x = 10 (error 6) and it is unique (slope +3 above 10, -3 below 4).
        // A solver that normalised 2x == 20 to x == 10 would see |x - 10| + |x - 4|, flat on [4, 10].
        expectValue(solver, x, 10)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    // MARK: - Edit variables

    @Test func editVariableFollowsSuggestions() throws {
        let solver = Solver()
        let w = solver.makeVariable(named: "width")
        let c = solver.makeVariable(named: "center")
        try solver.add(w >= 100)
        try solver.add(2 * c == w)
        try solver.addEditVariable(w, priority: 750)
        #expect(solver.hasEditVariable(w))
        #expect(!solver.hasEditVariable(c))

        try solver.suggestValue(w, 300)
        // w = 300 satisfies w ≥ 100, so the suggestion holds and c = w/2 = 150.
        expectValue(solver, w, 300)
        expectValue(solver, c, 150)

        try solver.suggestValue(w, 50)
        // 50 violates w ≥ 100: the closest feasible w is 100, and c = 50.
        expectValue(solver, w, 100)
        expectValue(solver, c, 50)

        try solver.suggestValue(w, 400)
        // Back inside the feasible range: w = 400, c = 200.
        expectValue(solver, w, 400)
        expectValue(solver, c, 200)
    }

    @Test func editVariableAtLowPriorityYieldsToOptionals() throws {
        let solver = Solver()
        let w = solver.makeVariable(named: "w")
        try solver.add((w <= 200).withPriority(500))
        try solver.addEditVariable(w, priority: 250)
        try solver.suggestValue(w, 300)
        // Level 500 (w ≤ 200) is satisfied first; then |w - 300| at 250 is smallest at w = 200.
        expectValue(solver, w, 200)
        try solver.suggestValue(w, 150)
        // 150 ≤ 200: both levels at zero error.
        expectValue(solver, w, 150)
    }

    @Test func removingAnEditVariableDropsItsSuggestion() throws {
        let solver = Solver()
        let w = solver.makeVariable(named: "w")
        try solver.add((w == 80).withPriority(100))
        try solver.addEditVariable(w, priority: 750)
        try solver.suggestValue(w, 300)
        // The edit at 750 wins: w = 300.
        expectValue(solver, w, 300)
        try solver.removeEditVariable(w)
        #expect(!solver.hasEditVariable(w))
        // Only w == 80 @100 is left: w = 80.
        expectValue(solver, w, 80)
        // The variable can be made an edit variable again.
        try solver.addEditVariable(w, priority: 750)
        try solver.suggestValue(w, 120)
        expectValue(solver, w, 120)
    }

    @Test func twoEditVariablesResizeIndependently() throws {
        let solver = Solver()
        let width = solver.makeVariable(named: "width")
        let height = solver.makeVariable(named: "height")
        let area = solver.makeVariable(named: "perimeterHalf")
        try solver.add(area == width + height)
        try solver.addEditVariable(width, priority: 750)
        try solver.addEditVariable(height, priority: 750)
        for (w, h) in [(320.0, 568.0), (568, 320), (1024, 768), (10, 20)] {
            try solver.suggestValue(width, w)
            try solver.suggestValue(height, h)
            solver.updateVariables()
            // Both suggestions can hold at once; the sum follows them.
            expectValue(solver, width, w)
            expectValue(solver, height, h)
            expectValue(solver, area, w + h)
        }
    }

    // MARK: - updateConstant

    @Test func updateConstantOfAnEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let id = try solver.add(x == 10)   // normal form x - 10 == 0
        try solver.add(y == x + 5)
        expectValue(solver, y, 15)
        try solver.updateConstant(of: id, to: -25)
        // Normal form x - 25 == 0: x = 25, y = 30.
        expectValue(solver, x, 25)
        expectValue(solver, y, 30)
        // `constraint(_:)` documents that it returns the constraint with its current constant.
        #expect(solver.constraint(id)?.expression.constant == -25)
        try solver.updateConstant(of: id, to: 7)
        // x + 7 == 0: x = -7, y = -2.
        expectValue(solver, x, -7)
        expectValue(solver, y, -2)
    }

    @Test func updateConstantOfAnInequalityMovesTheBound() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let bound = try solver.add(x <= 100)   // x - 100 <= 0
        try solver.add((x == 150).withPriority(500))
        // x is held at the bound: 100.
        expectValue(solver, x, 100)
        try solver.updateConstant(of: bound, to: -120)
        // x - 120 <= 0: the bound moves to 120 and x follows.
        expectValue(solver, x, 120)
        try solver.updateConstant(of: bound, to: -200)
        // x ≤ 200 no longer binds: x = 150.
        expectValue(solver, x, 150)
        try solver.updateConstant(of: bound, to: -90)
        // Binding again: x = 90.
        expectValue(solver, x, 90)
    }

    @Test func updateConstantOfAnOptional() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x >= 0)
        let id = try solver.add((x == 10).withPriority(500))
        expectValue(solver, x, 10)
        try solver.updateConstant(of: id, to: -30)
        // x - 30 == 0 @500: x = 30.
        expectValue(solver, x, 30)
        try solver.updateConstant(of: id, to: 40)
        // x + 40 == 0 would need x = -40 < 0; the closest feasible is x = 0.
        expectValue(solver, x, 0)
    }

    // MARK: - Removal

    @Test func removalRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add((x == 10).withPriority(750))
        try solver.add(y == 2 * x)
        expectValue(solver, y, 20)
        let pin = try solver.add(x == 20)
        // The required pin wins: x = 20, y = 40.
        expectValue(solver, x, 20)
        expectValue(solver, y, 40)
        #expect(solver.hasConstraint(pin))
        try solver.remove(pin)
        #expect(!solver.hasConstraint(pin))
        #expect(solver.constraint(pin) == nil)
        // Only x == 10 @750 is left on x: back to x = 10, y = 20.
        expectValue(solver, x, 10)
        expectValue(solver, y, 20)
    }

    @Test func removingABindingInequality() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((x == 50).withPriority(250))
        let low = try solver.add(x <= 30)
        let high = try solver.add(x >= 20)
        // x ≤ 30 binds: x = 30.
        expectValue(solver, x, 30)
        try solver.remove(low)
        // Only x ≥ 20 is left, and 50 ≥ 20: x = 50.
        expectValue(solver, x, 50)
        try solver.remove(high)
        expectValue(solver, x, 50)
    }

    /// Found by `RandomizedSolverTests` (seeds 12000 and 12845 of the scenario), reduced by hand: two
    /// required equalities that say the same thing; removing one must leave the other in force.
    /// Each variant is (what is added first, the equality removed, its redundant copy); in all of
    /// them x = 6 is forced by the copy, and x == 40 @500 pulls x away once nothing forces it.
    @Test(arguments: 0..<4)
    func removingOneOfTwoRedundantEqualitiesKeepsTheOther(variant: Int) throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        let removed: ConstraintID
        switch variant {
        case 0:
            try s.add((x == 0).withPriority(750))
            removed = try s.add(x == 6)
            try s.add(x == 6)
        case 1:
            try s.add((x == 0).withPriority(750))
            removed = try s.add(x == 6)
            try s.add(3 * x == 18)
        case 2:
            try s.add(x >= -100)
            removed = try s.add(-2 * x + 12 == 0)
            try s.add(LinearExpression(6) == x)
        default:
            try s.add(y == x + 1)
            removed = try s.add(-2 * x + 12 == 0)
            try s.add(-3 * x + 18 == 0)
        }
        try s.add((x == 40).withPriority(500))
        expectValue(s.solver, x, 6)
        try s.remove(removed)
        // The copy still says x = 6; only optional constraints disagree.
        expectValue(s.solver, x, 6, "the redundant copy still holds x at 6")
        expectOptimal(s)
    }

    @Test func constraintLookupReturnsWhatWasAdded() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let id = try solver.add((2 * x + 1 <= 7).withPriority(300))
        let stored = try #require(solver.constraint(id))
        // The normal form of 2x + 1 <= 7 is 2x - 6 <= 0 at 300.
        #expect(stored.relation == .lessThanOrEqual)
        #expect(stored.priority == 300)
        #expect(stored.expression.constant == -6)
        #expect(stored.expression.terms.map(\.coefficient).reduce(0, +) == 2)
    }

    @Test func removeThenAddAgain() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let first = try solver.add(x == 5)
        try solver.remove(first)
        let second = try solver.add(x == 6)
        // ConstraintID's documentation: indices are never reused.
        #expect(second != first)
        #expect(!solver.hasConstraint(first))
        expectValue(solver, x, 6)
    }

    // MARK: - The Cassowary paper's midpoint example

    /// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm"
    /// (2001), §2: a segment with a midpoint inside a 0…100 window. The paper's weak stays are written
    /// here as two optional preferences at *different* priorities, so that every optimum is unique
    /// (with equal priorities the split of the error between xl and xr would not be).
    @Test func midpointExample() throws {
        let solver = Solver()
        let xl = solver.makeVariable(named: "xl")
        let xm = solver.makeVariable(named: "xm")
        let xr = solver.makeVariable(named: "xr")
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 10 <= xr)
        try solver.add(xr <= 100)
        try solver.add(xl >= 0)
        try solver.add((xl == 10).withPriority(300))
        try solver.add((xr == 90).withPriority(250))
        try solver.addEditVariable(xm, priority: 750)

        try solver.suggestValue(xm, 50)
        // xl = 10, xr = 90 satisfy everything and give xm = 50: every error is 0.
        expectValue(solver, xl, 10)
        expectValue(solver, xm, 50)
        expectValue(solver, xr, 90)

        try solver.suggestValue(xm, 60)
        // xm = 60 ⇒ xl + xr = 120 with xr ≤ 100 (so xl ≥ 20) and xl ≤ xr - 10 (so xl ≤ 55): feasible,
        // level 750 is 0. Level 300 minimises |xl - 10| over xl ∈ [20, 55] ⇒ xl = 20, xr = 100.
        expectValue(solver, xl, 20)
        expectValue(solver, xm, 60)
        expectValue(solver, xr, 100)

        try solver.suggestValue(xm, 95)
        // xl + xr = 190, xr ≤ 100 ⇒ xl ≥ 90; xl ≤ xr - 10 ≤ 90 ⇒ xl = 90, xr = 100. Still feasible.
        expectValue(solver, xl, 90)
        expectValue(solver, xm, 95)
        expectValue(solver, xr, 100)

        try solver.suggestValue(xm, 100)
        // 2·xm = xl + xr ≤ (xr - 10) + xr ≤ 190 ⇒ xm ≤ 95: the edit cannot hold. Level 750 minimises
        // |xm - 100| ⇒ xm = 95, which forces xr = 100, xl = 90.
        expectValue(solver, xl, 90)
        expectValue(solver, xm, 95)
        expectValue(solver, xr, 100)

        try solver.suggestValue(xm, 0)
        // 2·xm = xl + xr ≥ xl + xl + 10 ≥ 10 ⇒ xm ≥ 5: xm = 5 forces xl = 0, xr = 10.
        expectValue(solver, xl, 0)
        expectValue(solver, xm, 5)
        expectValue(solver, xr, 10)

        try solver.suggestValue(xm, 50)
        // Back to the first suggestion: the first solution again.
        expectValue(solver, xl, 10)
        expectValue(solver, xm, 50)
        expectValue(solver, xr, 90)
        #expect(solver.ambiguousVariables().isEmpty, "every optimum above is unique")
    }

    // MARK: - Identical constraints

    /// Identical optional constraints count once each (errors add within a level), and each keeps its
    /// own identity: changing or removing one leaves the others as they were.
    @Test func identicalOptionalsAreSeparateConstraints() throws {
        let s = RecordedSolver()
        let x = s.variable("x")
        try s.add((x == 0).withPriority(500))
        let a = try s.add((x == 10).withPriority(500))
        let b = try s.add((x == 10).withPriority(500))
        // |x| + 2|x - 10| is smallest at x = 10 (slope -1 on (0, 10), +3 above).
        expectValue(s.solver, x, 10)
        try s.updateConstant(of: a, to: 0)
        // a is now x == 0: 2|x| + |x - 10| is smallest at x = 0.
        expectValue(s.solver, x, 0)
        #expect(s.solver.constraint(b)?.expression.constant == -10, "b is still x - 10 == 0")
        try s.updateConstant(of: a, to: -10)
        expectValue(s.solver, x, 10, "a is x == 10 again")
        try s.remove(b)
        // |x| + |x - 10| = 10 on all of [0, 10]: x is not determined.
        let value = s.solver.value(of: x)
        #expect(value >= -1e-6 && value <= 10 + 1e-6)
        #expect(s.solver.ambiguousVariables() == [x])
        try s.remove(a)
        expectValue(s.solver, x, 0, "only x == 0 @500 is left")
        expectOptimal(s)
    }

    @Test func identicalRequiredInequalitiesAreSeparateConstraints() throws {
        let s = RecordedSolver()
        let x = s.variable("x")
        try s.add((x == 0).withPriority(500))
        let a = try s.add(x >= 5)
        let b = try s.add(x >= 5)
        expectValue(s.solver, x, 5)
        try s.updateConstant(of: a, to: -2)
        // a is x ≥ 2, but b still says x ≥ 5.
        expectValue(s.solver, x, 5, "b still holds x at 5")
        try s.remove(b)
        expectValue(s.solver, x, 2, "only a (x ≥ 2) is left")
        expectOptimal(s)
    }

    @Test func identicalRequiredEqualitiesAreSeparateConstraints() throws {
        let s = RecordedSolver()
        let x = s.variable("x")
        try s.add((x == 0).withPriority(500))
        let a = try s.add(x == 6)
        let b = try s.add(x == 6)
        // Moving a to x == 8 contradicts b: refused, naming b.
        let error = caught { () throws(SolverError) in try s.updateConstant(of: a, to: -8) }
        #expect(conflictingSet(error)?.filter { $0 != a } == [b], "got \(String(describing: error))")
        expectValue(s.solver, x, 6)
        try s.remove(b)
        expectValue(s.solver, x, 6, "a still holds x at 6")
        try s.updateConstant(of: a, to: -8)
        expectValue(s.solver, x, 8)
        expectOptimal(s)
    }

    @Test func sameExpressionAtDifferentPrioritiesIsNotMerged() throws {
        let s = RecordedSolver()
        let x = s.variable("x")
        let high = try s.add((x == 10).withPriority(500))
        try s.add((x == 10).withPriority(400))
        try s.add((x == 20).withPriority(450))
        // Level 500: x = 10.
        expectValue(s.solver, x, 10)
        try s.remove(high)
        // Level 450 now decides: x = 20 (the x == 10 at 400 comes after it).
        expectValue(s.solver, x, 20)
        expectOptimal(s)
    }

    // MARK: - Incremental re-solving

    /// "A resize is incremental and never a rebuild": the tableau keeps its rows through resizes,
    /// and a suggestion or constant change that leaves every basic slack non-negative takes no pivot
    /// (a dual simplex pivots only on a row whose value went negative; reduced costs do not depend on
    /// constants, so optimality is untouched).
    @Test func resizesAndConstantChangesAreIncremental() throws {
        let solver = Solver()
        let container = solver.makeVariable(named: "container")
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(left >= 0)
        let margin = try solver.add(left == 20)
        try solver.add(left + width + 20 <= container)
        try solver.add(width >= 10)
        try solver.add((width == 100).withPriority(250))
        try solver.addEditVariable(container, priority: 750)
        try solver.suggestValue(container, 320)
        solver.updateVariables()
        // width = 100 fits (20 + 100 + 20 = 140 ≤ 320): every optional holds.
        expectValue(solver, width, 100)
        let built = solver.statistics

        for size in [400.0, 568, 1024, 141] {
            try solver.suggestValue(container, size)
            solver.updateVariables()
            // Every size ≥ 140 keeps width = 100 and only grows or shrinks the right margin's slack.
            expectValue(solver, width, 100)
            expectValue(solver, container, size)
        }
        #expect(solver.statistics.pivots == built.pivots, "resizes that keep the basis feasible pivoted")
        #expect(solver.statistics.rows == built.rows)

        try solver.updateConstant(of: margin, to: -30)
        // left = 30: 30 + 100 + 20 = 150 > 141, so width shrinks to 141 - 50 = 91. The right-margin
        // slack would go negative: the dual simplex may pivot here, but the tableau keeps its rows.
        expectValue(solver, width, 91)
        #expect(solver.statistics.rows == built.rows)

        try solver.suggestValue(container, 320)
        expectValue(solver, width, 100)
        #expect(solver.statistics.rows == built.rows)
    }

    // MARK: - A chain of views (the performance notes' W1, N = 10)

    /// W1 chain(N) from `solver-performance.md`: `left_0 = 0`, `left_i = left_{i-1} + width_{i-1} + 8`,
    /// `width_i ≥ 10`, `width_i == 50` (weak), `left_{N-1} + width_{N-1} ≤ cw` with `cw` an edit variable.
    @Test func chainOfTenViewsResizes() throws {
        let n = 10
        let solver = Solver()
        let cw = solver.makeVariable(named: "cw")
        var left: [Variable] = []
        var width: [Variable] = []
        for i in 0..<n {
            left.append(solver.makeVariable(named: "left\(i)"))
            width.append(solver.makeVariable(named: "width\(i)"))
        }
        try solver.addEditVariable(cw, priority: 999)
        try solver.suggestValue(cw, Double(58 * n))
        for i in 0..<n {
            if i == 0 {
                try solver.add(left[0] == 0)
            } else {
                try solver.add(left[i] == left[i - 1] + width[i - 1] + 8)
            }
            try solver.add(width[i] >= 10)
            try solver.add((width[i] == 50).withPriority(1))
        }
        try solver.add(left[n - 1] + width[n - 1] <= cw)

        // cw = 580 ≥ the natural right edge 58·9 + 50 = 572, so every width is 50 and left_i = 58i.
        for i in 0..<n {
            expectValue(solver, width[i], 50)
            expectValue(solver, left[i], Double(58 * i))
        }
        expectValue(solver, cw, 580)
        #expect(solver.ambiguousVariables().isEmpty, "all weak widths hold: the layout is unique")

        // The notes' resize cycle: cw = 58N - 8 + D, D ∈ [40, -100, 10, -30].
        for d in [40.0, -100, 10, -30, 40, -100] {
            let target = Double(58 * n - 8) + d
            try solver.suggestValue(cw, target)
            solver.updateVariables()
            let widths = width.map { solver.value(of: $0) }
            let total = widths.reduce(0, +)
            // The edit (999) is above the widths (1) and every cw ≥ 10·10 + 9·8 = 172 is feasible,
            // so cw = target. If target ≥ 572 all widths stay 50; otherwise the right edge must shrink
            // to cw: Σ width = cw - 9·8, and any split with 10 ≤ width ≤ 50 has the same weak error.
            expectValue(solver, cw, target)
            let expectedTotal = min(500, target - 72)
            #expect(close(total, expectedTotal), "Σ width = \(total), expected \(expectedTotal) at cw = \(target)")
            for w in widths { #expect(w >= 10 - 1e-6 && w <= 50 + 1e-6, "width \(w) outside [10, 50]") }
            expectValue(solver, left[0], 0)
            for i in 1..<n {
                #expect(close(solver.value(of: left[i]), solver.value(of: left[i - 1]) + widths[i - 1] + 8))
            }
            let rightEdge = solver.value(of: left[n - 1]) + widths[n - 1]
            #expect(close(rightEdge, min(572, target)), "right edge \(rightEdge)")
        }
    }
}
