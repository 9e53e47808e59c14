import Testing
@testable import ConstraintSolver

// Strict priority order: "Auto Layout attempts to satisfy all the constraints in priority order from
// highest to lowest" (Auto Layout Guide). No number of lower-priority errors may outweigh one
// higher-priority error. kiwi's weights (strong 1e6, medium 1e3, weak 1) break this as soon as more
// than 1,000 weak errors pull against one medium error; these are the cases that tell the two apart.

@Suite struct StrictPriorityTests {
    /// One medium-like constraint (500) against 1,001 weak-like ones (1) pulling the other way.
    /// Weighted: moving x from 10 to 0 saves at least 1,001 · 10 weak error (10,010 at weight 1) and
    /// costs 10 medium error (10,000 at weight 1,000), so a weighted solver picks x = 0. Strict: level
    /// 500 is minimised first, x = 10, whatever level 1 says. (1,001 is the smallest count that breaks
    /// kiwi's weights.) Run with 1,001 identical constraints and with 1,001 distinct ones
    /// (`x <= -i/1000`), since a solver may store identical constraints as one weighted row.
    @Test(arguments: [false, true])
    func manyWeakErrorsDoNotOutweighOneMedium(distinct: Bool) throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        for i in 0..<1_001 {
            try solver.add((x <= (distinct ? -Double(i) / 1000 : 0)).withPriority(1))
        }
        try solver.add((x >= 10).withPriority(500))
        expectValue(solver, x, 10, "level 500 (x ≥ 10) outranks 1,001 errors at level 1")
    }

    /// The same with the weak pulls spread over many variables, so the weak side is a sum of many
    /// different constraints, as in a real layout: y_i == x (required), y_i == 0 @1.
    @Test func manyWeakViewsDoNotOutweighOneMedium() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        var ys: [Variable] = []
        for i in 0..<1_001 {
            let y = solver.makeVariable(named: "y\(i)")
            ys.append(y)
            try solver.add(y == x)
            try solver.add((y == 0).withPriority(1))
        }
        try solver.add((x == 10).withPriority(500))
        // Level 500 first: x = 10, hence every y_i = 10 (level-1 error 10,010, which a weighted
        // solver would trade for 10 · 1,000 = 10,000 at level 500).
        expectValue(solver, x, 10)
        expectValue(solver, ys[0], 10)
        expectValue(solver, ys[1_000], 10)
    }

    /// 999 against 998 against 1,001 × 1: each level decides before the next one is looked at.
    /// Removing the top constraint hands the decision to the next level down.
    @Test func adjacentPrioritiesAreStrict() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        for _ in 0..<1_001 {
            try solver.add((x == 30).withPriority(1))
        }
        // Two constraints at 998: with weights 999 vs 2 · 998 a weighted solver would prefer 20.
        let low1 = try solver.add((x == 20).withPriority(998))
        let low2 = try solver.add((x == 20).withPriority(998))
        let top = try solver.add((x == 10).withPriority(999))
        expectValue(solver, x, 10, "level 999 alone decides: x = 10")
        try solver.remove(top)
        expectValue(solver, x, 20, "level 998 decides: x = 20")
        try solver.remove(low1)
        try solver.remove(low2)
        expectValue(solver, x, 30, "only level 1 is left: x = 30")
    }

    /// Fractional priorities are distinct levels too (Priority is a Double within 1…1000).
    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((x == 1).withPriority(500))
        try solver.add((x == 1).withPriority(500))
        try solver.add((x == 2).withPriority(500.5))
        // Level 500.5 is above 500: x = 2, although two constraints at 500 ask for 1.
        expectValue(solver, x, 2)
    }

    /// A lower level still gets what the higher ones leave free: level 750 fixes x + y, level 250 then
    /// picks the split.
    @Test func lowerLevelsUseTheFreedomHigherOnesLeave() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x + y == 100).withPriority(750))
        try solver.add((x == 30).withPriority(250))
        // Level 750: x + y = 100 (error 0). Level 250: x = 30 is compatible, so y = 70.
        expectValue(solver, x, 30)
        expectValue(solver, y, 70)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    /// A higher level's error is never traded for a lower level's, even one unit against a thousand:
    /// level 600 wants w ≤ 100; a thousand-and-one level-10 constraints want w ≥ 101.
    @Test func oneUnitAtAHigherLevelOutweighsAThousandAtALowerLevel() throws {
        let solver = Solver()
        let w = solver.makeVariable(named: "w")
        for _ in 0..<1_001 {
            try solver.add((w >= 101).withPriority(10))
        }
        try solver.add((w <= 100).withPriority(600))
        try solver.add(w >= 0)
        // Level 600 holds exactly (w ≤ 100); level 10 then pushes w to that bound: w = 100.
        expectValue(solver, w, 100)
    }

    /// Strict order holds for edit variables too: an edit at 2 against 1,001 constraints at 1.
    @Test func editVariableOutranksManyWeakConstraints() throws {
        let solver = Solver()
        let w = solver.makeVariable(named: "w")
        for _ in 0..<1_001 {
            try solver.add((w == 0).withPriority(1))
        }
        try solver.addEditVariable(w, priority: 2)
        try solver.suggestValue(w, 320)
        // Level 2 (the edit) outranks level 1: w = 320.
        expectValue(solver, w, 320)
        try solver.suggestValue(w, 568)
        expectValue(solver, w, 568)
    }

    /// Lexicographic, level by level, also in the other direction: once a higher level is satisfied,
    /// many lower constraints add up against each other as usual (within a level errors are summed).
    @Test func withinALevelTheMajorityWins() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((x >= 0).withPriority(700))
        for _ in 0..<3 { try solver.add((x == 40).withPriority(5)) }
        for _ in 0..<2 { try solver.add((x == -10).withPriority(5)) }
        // Level 700: x ≥ 0. Level 5: 3|x - 40| + 2|x + 10| on x ≥ 0 has slope -3 + 2 < 0 below 40,
        // so x = 40 (the weighted median).
        expectValue(solver, x, 40)
    }
}
