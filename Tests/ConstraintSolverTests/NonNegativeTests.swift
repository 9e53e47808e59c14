import Testing
@testable import ConstraintSolver

// Non-negative variables (VariableDomain.nonNegative): the Cassowary paper's restricted variables,
// which UIKit's engine uses for every width and height. Each case is small enough to work out by
// hand; the comment above each expectation gives the arithmetic. The randomized suites check the
// same semantics against the dense oracle, which sees each restriction as a required `v >= 0`.

@Suite struct NonNegativeTests {
    @Test func aDomainIsReportedAsMade() {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let w = solver.makeVariable(named: "w", domain: .nonNegative)
        #expect(solver.domain(of: x) == .unrestricted)
        #expect(solver.domain(of: w) == .nonNegative)
    }

    @Test func aRequiredNegativeValueIsAConflictWithTheRestriction() throws {
        let s = RecordedSolver()
        let w = s.variable("w", domain: .nonNegative)
        // w == -5 can never hold for w ≥ 0: the conflict is the restriction alone.
        let error = caught { () throws(SolverError) in try s.add(w == -5) }
        #expect(conflictingSet(error) == [])
        #expect(restrictedSet(error) == [w])
        expectValue(s.solver, w, 0)
        // The same in an unrestricted variable is fine.
        let x = s.variable("x")
        try s.add(x == -5)
        expectValue(s.solver, x, -5)
    }

    @Test func anOptionalNegativeTargetStopsAtZero() throws {
        let s = RecordedSolver()
        let w = s.variable("w", domain: .nonNegative)
        // w == -5 @250 is best met at w = 0 (error 5), not at -5.
        try s.add((w == -5).withPriority(250))
        expectValue(s.solver, w, 0)
        // Held at 0 by the restriction, with a positive cost to move up: determined.
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectOptimal(s)
        expectAlternativeIsSound(s)
    }

    @Test func aSizeSqueezedByAContainerConflictsThroughBothRestrictions() throws {
        // H:|-20-[a]-8-[b]-20-| in a 40-point container: a.width + b.width = 40 - 48 = -8.
        let s = RecordedSolver()
        let container = s.variable("container")
        let aLeft = s.variable("a.left"), aWidth = s.variable("a.width", domain: .nonNegative)
        let bLeft = s.variable("b.left"), bWidth = s.variable("b.width", domain: .nonNegative)
        let size = try s.add(container == 40)
        let leading = try s.add(aLeft == 20)
        let spacing = try s.add(bLeft == aLeft + aWidth + 8)
        let trailing = bLeft + bWidth + 20 == container
        let error = caught { () throws(SolverError) in try s.solver.add(trailing) }
        // Every constraint is needed (drop any one and the widths can be ≥ 0), and so are both
        // restrictions (unrestricted, a.width = -8 with b.width = 0 would do).
        #expect(conflictingSet(error) == [size, leading, spacing])
        #expect(restrictedSet(error) == [aWidth, bWidth])
        if let set = conflictingSet(error), let restricted = restrictedSet(error) {
            expectMinimalConflict(set, restricted: restricted, new: trailing, existing: s.record)
        }
    }

    @Test func anOptionalPreferenceBetterMetByANegativeSizeLeavesItsError() throws {
        // w1 + w2 == 10; w1 wants 30 @750, w2 wants 5 @250. Unrestricted: w1 = 30, w2 = -20.
        // Restricted: w1 = 10, w2 = 0 (the @750 error is 20, the least it can be with w2 ≥ 0).
        let s = RecordedSolver()
        let w1 = s.variable("w1", domain: .nonNegative), w2 = s.variable("w2", domain: .nonNegative)
        try s.add(w1 + w2 == 10)
        try s.add((w1 == 30).withPriority(750))
        try s.add((w2 == 5).withPriority(250))
        expectValue(s.solver, w1, 10)
        expectValue(s.solver, w2, 0)
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectOptimal(s)
    }

    @Test func aRestrictedVariableIsNeverDefinedDirectly() throws {
        // a is unrestricted and fresh, so `w == a + 5` defines a = w - 5 and keeps w in the
        // tableau; `a == -10` then needs w = -5, a conflict through w's restriction.
        let s = RecordedSolver()
        let w = s.variable("w", domain: .nonNegative), a = s.variable("a")
        let sum = try s.add(w == a + 5)
        #expect(s.solver.statistics.resolvedVariables == 1)
        let pin = a == -10
        let error = caught { () throws(SolverError) in try s.solver.add(pin) }
        #expect(conflictingSet(error) == [sum])
        #expect(restrictedSet(error) == [w])
        // a == -3 is fine: w = 2.
        try s.add(a == -3)
        expectValue(s.solver, w, 2)
    }

    @Test func aConstantChangeThatNeedsANegativeSizeIsRefused() throws {
        let s = RecordedSolver()
        let root = s.variable("root"), left = s.variable("left"), width = s.variable("width", domain: .nonNegative)
        let size = try s.add(root == 100)
        let inset = try s.add(left == 30)
        let trailing = try s.add(left + width == root - 10)
        expectValue(s.solver, width, 60)
        // root = 30 would need width = 30 - 10 - 30 = -10.
        let error = caught { () throws(SolverError) in try s.updateConstant(of: size, to: -30) }
        #expect(Set(conflictingSet(error) ?? []) == [inset, trailing])
        #expect(restrictedSet(error) == [width])
        expectValue(s.solver, width, 60, "a refused change leaves the solution as it was")
        // root = 40 gives width 0 exactly: allowed.
        try s.updateConstant(of: size, to: -40)
        expectValue(s.solver, width, 0)
        expectOptimal(s)
    }

    @Test func anEditVariableSuggestedBelowZeroStopsAtZero() throws {
        let s = RecordedSolver()
        let w = s.variable("w", domain: .nonNegative)
        try s.addEditVariable(w, priority: 750)
        try s.suggest(w, 40)
        expectValue(s.solver, w, 40)
        try s.suggest(w, -25)
        expectValue(s.solver, w, 0)
        try s.suggest(w, 12)
        expectValue(s.solver, w, 12)
        expectOptimal(s)
    }

    @Test func aFreeNonNegativeVariableIsAmbiguousAndMovesUpOnly() throws {
        let s = RecordedSolver()
        let w = s.variable("w", domain: .nonNegative)
        // Only w <= 10: anything in 0…10 is optimal.
        try s.add(w <= 10)
        #expect(s.solver.ambiguousVariables() == [w])
        expectAlternativeIsSound(s)
        if let moved = s.solver.alternativeSolution()[w] { #expect(moved >= 0 && moved <= 10) }
    }

    @Test func sharedRowsStillRespectTheRestriction() throws {
        // Two identical optional constraints share a row; the restriction still bounds them.
        let s = RecordedSolver()
        let w = s.variable("w", domain: .nonNegative), x = s.variable("x")
        try s.add(x == 3)
        try s.add((w == x - 8).withPriority(500))
        try s.add((w == x - 8).withPriority(500))
        // w would like 3 - 8 = -5; it stops at 0.
        expectValue(s.solver, w, 0)
        expectOptimal(s)
    }

    @Test func aSizeCopiedFromAnotherIsDefinedDirectly() throws {
        // b == a + 5 with both ≥ 0: b = a + 5 is ≥ 0 whatever a is, so b needs no row (a chain
        // of equal widths stays as sparse as a chain of positions).
        let s = RecordedSolver()
        let a = s.variable("a", domain: .nonNegative), b = s.variable("b", domain: .nonNegative)
        let pinA = try s.add(a == 3)
        let copy = try s.add(b == a + 5)
        // a = 3 is a definition too (a constant ≥ 0).
        #expect(s.solver.statistics.resolvedVariables == 2)
        expectValue(s.solver, b, 8)
        // b == a - 10 no longer implies b ≥ 0: the definition becomes a row, and at a = 3 the
        // change is refused through b's restriction (b would be -7).
        let error = caught { () throws(SolverError) in try s.updateConstant(of: copy, to: 10) }
        #expect(Set(conflictingSet(error) ?? []) == [pinA])
        #expect(restrictedSet(error) == [b])
        expectValue(s.solver, b, 8, "a refused change leaves the solution as it was")
        expectOptimal(s)
    }

    @Test func aDefinitionThatStopsImplyingItsRestrictionBecomesARow() throws {
        let s = RecordedSolver()
        let a = s.variable("a", domain: .nonNegative), b = s.variable("b", domain: .nonNegative)
        let pinA = try s.add(a == 20)
        let copy = try s.add(b == a + 5)
        #expect(s.solver.statistics.resolvedVariables == 2)
        // b = a - 10 = 10: allowed, now as a tableau row.
        try s.updateConstant(of: copy, to: 10)
        #expect(s.solver.statistics.resolvedVariables == 1)
        expectValue(s.solver, b, 10)
        // Then a = 4 would make b = -6: refused, naming the copy and b's restriction (the
        // changed constraint itself is not listed).
        let error = caught { () throws(SolverError) in try s.updateConstant(of: pinA, to: -4) }
        #expect(conflictingSet(error) == [copy])
        #expect(restrictedSet(error) == [b])
        expectOptimal(s)
    }

    @Test func aSymbolLeftByARefusedRowDoesNotMakeADefinedVariableFree() throws {
        // v + w == -100 cannot hold with v, w ≥ 0: refused, it leaves v a tableau symbol in no
        // row. v == 7 then defines v directly: v is determined by its definition.
        let s = RecordedSolver()
        let v = s.variable("v", domain: .nonNegative), w = s.variable("w", domain: .nonNegative)
        let pinW = try s.add(w == 2)
        // v = -100 - 2: the conflict is w's definition and v's restriction.
        let error = caught { () throws(SolverError) in try s.solver.add(v + w == -100) }
        #expect(conflictingSet(error) == [pinW])
        #expect(restrictedSet(error) == [v])
        try s.add(v == 7)
        #expect(s.solver.statistics.resolvedVariables == 2)
        expectValue(s.solver, v, 7)
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectAlternativeIsSound(s)
    }
}
