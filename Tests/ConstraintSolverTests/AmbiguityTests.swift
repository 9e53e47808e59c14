import Testing
@testable import ConstraintSolver

// Ambiguity: a variable is ambiguous when the optimum is not unique in it — some direction keeps every
// required constraint satisfied and no priority level's error grows, and moves it. Every case here is
// built by hand with a known set of free directions and a non-degenerate optimum, so the reported set
// is asserted exactly (complete and sound). `expectAlternativeIsSound` then checks that
// `alternativeSolution()` moves exactly those variables, stays feasible and keeps the error vector.

@Suite struct AmbiguityTests {
    @Test func aVariableInNoConstraintIsAmbiguous() throws {
        let s = RecordedSolver()
        let x = s.variable("x")
        // Nothing constrains x: every value is optimal.
        #expect(s.solver.ambiguousVariables() == [x])
        expectAlternativeIsSound(s)
        let y = s.variable("y")
        try s.add(y == 4)
        #expect(s.solver.ambiguousVariables() == [x], "y is pinned; x is still in no constraint")
        expectAlternativeIsSound(s)
    }

    @Test func oneEquationInTwoUnknowns() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        try s.add(x + y == 10)
        // Direction (+1, -1) keeps x + y = 10: both move.
        #expect(s.solver.ambiguousVariables() == [x, y])
        expectAlternativeIsSound(s)
        let moved = s.solver.alternativeSolution()
        if let mx = moved[x], let my = moved[y] {
            #expect(close(mx + my, 10), "the alternative keeps x + y = 10")
        }
        try s.add(x == 3)
        // Two independent equations: x = 3, y = 7, nothing free.
        #expect(s.solver.ambiguousVariables().isEmpty)
        #expect(s.solver.alternativeSolution().isEmpty)
        expectValue(s.solver, y, 7)
    }

    @Test func equalPriorityTugOfWarIsAmbiguous() throws {
        let s = RecordedSolver()
        let w = s.variable("w")
        try s.add((w == 100).withPriority(500))
        try s.add((w == 200).withPriority(500))
        // |w - 100| + |w - 200| = 100 for every w in [100, 200]: w is not determined.
        let value = s.solver.value(of: w)
        #expect(value >= 100 - 1e-6 && value <= 200 + 1e-6)
        #expect(s.solver.ambiguousVariables() == [w])
        expectAlternativeIsSound(s)
        if let other = s.solver.alternativeSolution()[w] {
            #expect(other >= 100 - 1e-6 && other <= 200 + 1e-6, "the alternative stays in [100, 200]: \(other)")
        }
    }

    @Test func differentPrioritiesDetermine() throws {
        let s = RecordedSolver()
        let w = s.variable("w")
        try s.add((w == 100).withPriority(500))
        try s.add((w == 200).withPriority(499))
        // Level 500 fixes w = 100 (error 0) before level 499 is looked at.
        expectValue(s.solver, w, 100)
        #expect(s.solver.ambiguousVariables().isEmpty)
        #expect(s.solver.alternativeSolution().isEmpty)
    }

    @Test func viewWithOnlyAWidth() throws {
        let s = RecordedSolver()
        let left = s.variable("left"), width = s.variable("width"), right = s.variable("right")
        try s.add(right == left + width)
        try s.add(width == 100)
        // width = 100 is fixed; left and right can slide together (direction left +1, right +1).
        expectValue(s.solver, width, 100)
        #expect(s.solver.ambiguousVariables() == [left, right])
        expectAlternativeIsSound(s)
        let moved = s.solver.alternativeSolution()
        #expect(moved[width] == nil, "the width is determined")
        if let l = moved[left], let r = moved[right] {
            #expect(close(r - l, 100))
        }
        try s.add(left == 16)
        // Pinning the left edge fixes the view: left 16, right 116.
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectValue(s.solver, right, 116)
    }

    @Test func slackInsideABoxIsAmbiguous() throws {
        let s = RecordedSolver()
        let x = s.variable("x")
        try s.add(x >= 0)
        try s.add(x <= 10)
        // Any x in [0, 10] satisfies both, and there is nothing else: x is free inside the box.
        #expect(s.solver.ambiguousVariables() == [x])
        expectAlternativeIsSound(s)
        if let other = s.solver.alternativeSolution()[x] {
            #expect(other >= -1e-6 && other <= 10 + 1e-6)
        }
    }

    @Test func aBoxOfWidthZeroDetermines() throws {
        let s = RecordedSolver()
        let x = s.variable("x")
        try s.add(x >= 5)
        try s.add(x <= 5)
        // x ≥ 5 and x ≤ 5: x = 5 exactly. Reporting x would be unsound (nothing can move it).
        expectValue(s.solver, x, 5)
        #expect(s.solver.ambiguousVariables().isEmpty)
        #expect(s.solver.alternativeSolution().isEmpty)
    }

    @Test func aWidthThatCanOnlyGrow() throws {
        let s = RecordedSolver()
        let left = s.variable("left"), width = s.variable("width"), right = s.variable("right")
        try s.add(left == 20)
        try s.add(right == left + width)
        try s.add(width >= 10)
        // Nothing bounds the width above or asks for a size: width and right move together.
        #expect(s.solver.ambiguousVariables() == [width, right])
        expectAlternativeIsSound(s)
        try s.add((width == 40).withPriority(250))
        // A preferred size, even weak, determines it: width 40, right 60.
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectValue(s.solver, right, 60)
    }

    @Test func freedomAtALowLevelOnly() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        try s.add((x == 10).withPriority(500))
        try s.add((y == x).withPriority(1))
        try s.add((y == 20).withPriority(1))
        // Level 500: x = 10. Level 1: |y - 10| + |y - 20| = 10 for all y in [10, 20]: y is free, x is not.
        expectValue(s.solver, x, 10)
        #expect(s.solver.ambiguousVariables() == [y])
        expectAlternativeIsSound(s)
    }

    @Test func anEditVariableIsDetermined() throws {
        let s = RecordedSolver()
        let w = s.variable("w"), half = s.variable("half")
        try s.add(2 * half == w)
        try s.addEditVariable(w, priority: 750)
        try s.suggest(w, 300)
        // The suggestion is a preference like w == 300 @750: w = 300, half = 150, unique.
        expectValue(s.solver, half, 150)
        #expect(s.solver.ambiguousVariables().isEmpty)
        try s.removeEditVariable(w)
        // Without the suggestion nothing fixes w: w and half are free together.
        #expect(s.solver.ambiguousVariables() == [w, half])
        expectAlternativeIsSound(s)
    }

    @Test func aHalfPlaneLeavesBothFree() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        let id = try s.add(x + y >= 3)
        // x + y ≥ 3 alone: both can move (e.g. both up), so both are ambiguous and both should move.
        #expect(s.solver.ambiguousVariables() == [x, y])
        expectAlternativeIsSound(s)
        try s.remove(id)
        // Nothing left: both are in no constraint.
        #expect(s.solver.ambiguousVariables() == [x, y])
        expectAlternativeIsSound(s)
    }

    @Test func removingTheOnlyConstraintFreesTheVariable() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        let bound = try s.add(x >= 3)
        try s.add(y == 1)
        // x ≥ 3 leaves x free above 3.
        #expect(s.solver.ambiguousVariables() == [x])
        expectAlternativeIsSound(s)
        try s.remove(bound)
        #expect(s.solver.ambiguousVariables() == [x])
        expectAlternativeIsSound(s)
        let preference = try s.add((x == 5).withPriority(500))
        #expect(s.solver.ambiguousVariables().isEmpty)
        try s.remove(preference)
        #expect(s.solver.ambiguousVariables() == [x])
        expectAlternativeIsSound(s)
    }

    @Test func twoIndependentFreeDirectionsBothMove() throws {
        let s = RecordedSolver()
        let a = s.variable("a"), b = s.variable("b"), c = s.variable("c"), d = s.variable("d")
        let e = s.variable("e")
        try s.add(a + b == 10)
        try s.add(c - d == 4)
        try s.add(e == 1)
        // Two free directions, one in (a, b), one in (c, d); e is pinned. One alternative moves all four.
        #expect(s.solver.ambiguousVariables() == [a, b, c, d])
        expectAlternativeIsSound(s)
    }

    @Test func removingThePinBringsTheAmbiguityBack() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        try s.add(x - y == 2)
        let pin = try s.add(y == 1)
        #expect(s.solver.ambiguousVariables().isEmpty)
        try s.remove(pin)
        #expect(s.solver.ambiguousVariables() == [x, y])
        expectAlternativeIsSound(s)
    }

    @Test func ambiguityAfterAResize() throws {
        // The chain of `SolverBasicsTests.chainOfTenViewsResizes` squeezed below its natural width:
        // which widths shrink is not unique, so some widths are ambiguous. Only soundness is checked
        // (whether every width is reported depends on the vertex the solver sits on).
        let s = RecordedSolver()
        let n = 4
        let cw = s.variable("cw")
        var left: [Variable] = [], width: [Variable] = []
        for i in 0..<n {
            left.append(s.variable("left\(i)"))
            width.append(s.variable("width\(i)"))
        }
        try s.addEditVariable(cw, priority: 999)
        try s.suggest(cw, 232)
        for i in 0..<n {
            try s.add(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
            try s.add(width[i] >= 10)
            try s.add((width[i] == 50).withPriority(1))
        }
        try s.add(left[n - 1] + width[n - 1] <= cw)
        #expect(s.solver.ambiguousVariables().isEmpty, "cw = 232 > natural 3·58 + 50 = 224: unique")
        try s.suggest(cw, 150)
        // Σ width = 150 - 24 = 126 < 200: the 74 of shrinkage can be shared among the four in many
        // ways, so at least two widths are ambiguous (a transfer between two changes no error).
        let ambiguous = s.solver.ambiguousVariables()
        #expect(ambiguous.filter { width.contains($0) }.count >= 2, "reported \(ambiguous.map(\.index))")
        #expect(!ambiguous.contains(cw) && !ambiguous.contains(left[0]))
        expectAlternativeIsSound(s)
        expectOptimal(s)
    }
}

/// Degenerate vertices, where a basic slack sits at 0: a symbol's own direction is blocked by it,
/// while a combination with another symbol keeps it at 0 and moves the solution.
@Suite struct DegenerateAmbiguityTests {
    /// b ≤ a, both ≥ 0, nothing else: every point with 0 ≤ b ≤ a is optimal, so both are free
    /// although the solver sits at a = b = 0 with the slack of `a − b ≥ 0` basic at 0. Raising b alone
    /// makes that slack negative; raising a and b together keeps it at 0.
    @Test func aBoundByAnotherNonNegativeVariable() throws {
        let s = RecordedSolver()
        let a = s.variable("a", domain: .nonNegative), b = s.variable("b", domain: .nonNegative)
        try s.add(a - b >= 0)
        #expect(s.solver.ambiguousVariables() == [a, b])
        expectAlternativeIsSound(s)
        #expect(Set(s.solver.alternativeSolution().keys) == [a, b], "the alternative moves both")
    }

    /// b + c ≤ a, all three ≥ 0: every point with b, c ≥ 0 and b + c ≤ a is optimal, so all three are
    /// free. The solver sits at 0 with a basic symbol at 0 that raising b alone would drive negative:
    /// the single-symbol directions missed b (before the exact cone); b and a together move.
    @Test func twoBoundsUnderANonNegativeVariable() throws {
        let s = RecordedSolver()
        let a = s.variable("a", domain: .nonNegative), b = s.variable("b", domain: .nonNegative)
        let c = s.variable("c", domain: .nonNegative)
        try s.add(a - b - c >= 0)
        try s.add(b >= 0)
        #expect(s.solver.ambiguousVariables() == [a, b, c])
        expectAlternativeIsSound(s)
        #expect(Set(s.solver.alternativeSolution().keys) == [a, b, c], "the alternative moves all three")
    }

    /// The same with a preference that holds exactly (a == 0 at a weak priority): a is held at 0 by
    /// it, and b ≤ a then holds b at 0 too — nothing is free.
    @Test func aPreferenceClosesTheCone() throws {
        let s = RecordedSolver()
        let a = s.variable("a", domain: .nonNegative), b = s.variable("b", domain: .nonNegative)
        try s.add(a - b >= 0)
        try s.add((a == 0).withPriority(1))
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectAlternativeIsSound(s)
    }
}
