import Testing
@testable import ConstraintSolver

/// The examples in the solver's own documentation, worked by hand.
@Suite struct SolverSmokeTests {
    // Solver's doc comment: left = 20; left + width <= container - 20; width == 400 @250;
    // container suggested 320 at 750 → width can be at most 320 - 40 = 280.
    @Test func documentedExample() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let container = solver.makeVariable(named: "container")
        try solver.add(left == 20)
        try solver.add(left + width <= container - 20)
        try solver.add((width == 400).withPriority(250))
        try solver.addEditVariable(container, priority: 750)
        try solver.suggestValue(container, 320)
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: width) == 280)
        #expect(solver.value(of: container) == 320)
        // A wider container lets width reach its preferred 400.
        try solver.suggestValue(container, 1000)
        #expect(solver.value(of: width) == 400)
    }

    // 1,001 constraints at priority 1 want x = 0; one at priority 2 wants x = 10. kiwi's
    // weights (weak 1, medium 1,000) would pick x = 0; strict order picks 10.
    @Test func strictPriorityBeatsNumbers() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        for _ in 0..<1001 { try solver.add((x == 0).withPriority(1)) }
        try solver.add((x == 10).withPriority(2))
        #expect(solver.value(of: x) == 10)
    }

    // x == 10, y == x + 5, y <= 12: the last cannot hold; all three are needed.
    @Test func conflictNamesTheRequiredSet() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let z = solver.makeVariable(named: "z")
        let a = try solver.add(x == 10)
        let b = try solver.add(y == x + 5)
        _ = try solver.add(z == 3)
        #expect(throws: SolverError.unsatisfiable(conflicting: [a, b], nonNegative: [])) { try solver.add(y <= 12) }
        #expect(solver.value(of: y) == 15)
        try solver.add(y <= 20)
        #expect(solver.value(of: y) == 15)
    }

    // Chain of the benchmark notes (W1) with N = 10: left_i = 58 i, width 50 until the
    // container is too small; then total width shrinks by the deficit.
    @Test func chainResize() throws {
        let solver = Solver()
        let container = solver.makeVariable(named: "cw")
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for _ in 0..<10 {
            lefts.append(solver.makeVariable())
            widths.append(solver.makeVariable())
        }
        try solver.addEditVariable(container, priority: 750)
        try solver.suggestValue(container, 580)
        for i in 0..<10 {
            if i == 0 {
                try solver.add(lefts[0] == 0)
            } else {
                try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
            }
            try solver.add(widths[i] >= 10)
            try solver.add((widths[i] == 50).withPriority(250))
        }
        try solver.add(lefts[9] + widths[9] <= container)
        for i in 0..<10 {
            #expect(solver.value(of: lefts[i]) == Double(58 * i))
            #expect(solver.value(of: widths[i]) == 50)
        }
        try solver.suggestValue(container, 580 - 8 - 100)
        let total = widths.reduce(0) { $0 + solver.value(of: $1) }
        // The right edge Σwidth + 9 × 8 must equal 472, so Σwidth = 400 (100 below 500).
        #expect(abs(total - 400) < 1e-9)
        #expect(abs(solver.value(of: lefts[9]) + solver.value(of: widths[9]) - 472) < 1e-9)
        try solver.suggestValue(container, 580)
        for i in 0..<10 { #expect(solver.value(of: widths[i]) == 50) }
    }

    @Test func rootSizeAsRequiredConstantUpdate() throws {
        let solver = Solver()
        let rootWidth = solver.makeVariable(named: "root.width")
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let size = try solver.add(rootWidth == 320)
        try solver.add(left == 20)
        try solver.add(left + width == rootWidth - 20)
        #expect(solver.value(of: width) == 280)
        try solver.updateConstant(of: size, to: -768)
        #expect(solver.value(of: width) == 728)
        try solver.add(width <= 1000)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: size, to: -2000) }
        #expect(solver.value(of: width) == 728)
    }
}

@Suite struct AmbiguitySmokeTests {
    @Test func missingPositionIsAmbiguous() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(width == 100)
        #expect(solver.ambiguousVariables() == [left])
        let alternative = solver.alternativeSolution()
        #expect(alternative[left] != nil && alternative[width] == nil)
        try solver.add(left >= 0)
        #expect(solver.ambiguousVariables() == [left])
        try solver.add(left <= 0)
        #expect(solver.ambiguousVariables() == [])
    }

    // w == 100 @500 and w == 200 @500: every w in [100, 200] has error 100.
    @Test func equalPriorityConflictIsAmbiguous() throws {
        let solver = Solver()
        let w = solver.makeVariable(named: "w")
        try solver.add((w == 100).withPriority(500))
        let second = try solver.add((w == 200).withPriority(500))
        #expect(solver.ambiguousVariables() == [w])
        let moved = try #require(solver.alternativeSolution()[w])
        #expect(moved >= 100 && moved <= 200 && moved != solver.value(of: w))
        try solver.remove(second)
        try solver.add((w == 200).withPriority(501))
        #expect(solver.ambiguousVariables() == [])
        #expect(solver.value(of: w) == 200)
    }

    // x + y == 10 leaves one degree of freedom; x == 3 removes it.
    @Test func sumIsAmbiguousUntilOneIsFixed() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(x + y == 10)
        #expect(solver.ambiguousVariables() == [x, y])
        try solver.add(x == 3)
        #expect(solver.ambiguousVariables() == [])
        #expect(solver.value(of: y) == 7)
    }
}

/// The suspects a failed row names before minimisation: the constraints whose markers the
/// failing row combines. Were they wrong, explanations would still be minimal (the search
/// falls back to every required constraint) but slow on large layouts.
@Suite struct ConflictSuspectTests {
    // Phase one fails on `x <= 5` against `x >= 10` (both through the tableau: x also has a
    // weak constraint, so neither is resolved directly); the 50 unrelated rows must not be
    // suspected.
    @Test func phaseOneNamesTheBlockingConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add((x == 7).withPriority(250))
        let atLeast = try solver.add(x >= 10)
        for index in 0..<50 {
            let other = solver.makeVariable()
            try solver.add(other >= Double(index))
        }
        let index = Int32(solver.core.records.count)
        solver.core.records.append(ConstraintRecord(constraint: x <= 5, state: .removed, isEdit: false))
        guard case .conflict(let suspects) = try solver.core.insertIntoTableau(index) else {
            Issue.record("x <= 5 should conflict with x >= 10")
            return
        }
        #expect(Set(suspects.constraints).subtracting([index]) == [atLeast.index])
        #expect(suspects.variables.isEmpty)
    }
}
