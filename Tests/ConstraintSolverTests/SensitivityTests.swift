import Testing
import TestSupport
@testable import ConstraintSolver

// The sensitivity of the solution to a constraint's constant: the interval over which the basis
// stays optimal, and every variable's rate inside it. Hand-worked systems check both ends and the
// rates exactly; random layouts are swept from basis to basis and every predicted point is checked
// against the dense oracle (feasible, and lexicographically optimal) and against re-solving.

/// The solver's record with constraint `id`'s constant set to `constant`, as the oracle sees it.
private func system(_ s: RecordedSolver, with id: ConstraintID, constant: Double) -> [DenseConstraint] {
    var record = s.record
    record.constraints[id]?.expression.constant = constant
    return record.denseSystem
}

/// Whether `values` satisfy every required constraint and are lexicographically optimal.
private func isOptimal(_ values: [Double], _ system: [DenseConstraint]) -> Bool {
    guard requiredViolation(system, at: values) <= 1e-6,
          let oracle = try? DenseLexicographicLP(variableCount: values.count, constraints: system)
    else { return false }
    return ErrorVector(system, at: values).matches(oracle.errorVector)
}

@Suite struct SensitivityTests {
    /// `w == root - 40` (strong), `w <= 300` (required), `root == r` (required), w ≥ 0. By hand:
    /// for 40 ≤ r ≤ 340, w = r - 40 (rate 1 in r); above 340 the cap holds (rate 0); below 40 the
    /// size stops at 0. The root constraint's normal form is `root - r`, its constant -r.
    @Test func cappedWidthFollowsTheRootUntilTheCap() throws {
        let s = RecordedSolver()
        let root = s.variable("root")
        let w = s.variable("w", domain: .nonNegative)
        let rootID = try s.add(root == 300)
        try s.add((w == root - 40).withPriority(.defaultHigh))
        try s.add(w <= 300)
        let inside = try s.solver.sensitivity(ofConstant: rootID)
        #expect(close(inside.range.lowerBound, -340) && close(inside.range.upperBound, -40), "\(inside.range)")
        #expect(close(inside.rate(of: w), -1), "w = -constant - 40")
        #expect(close(inside.rate(of: root), -1))
        // Inside, re-solving agrees with the prediction; just past either end it does not.
        for r in [41.0, 200, 339.5] {
            try s.updateConstant(of: rootID, to: -r)
            expectValue(s.solver, w, 260 + inside.rate(of: w) * (-r + 300))
        }
        try s.updateConstant(of: rootID, to: -341)
        #expect(close(s.solver.value(of: w), 300) && !close(300, 260 + inside.rate(of: w) * (-341 + 300)))
        try s.updateConstant(of: rootID, to: -39)
        #expect(close(s.solver.value(of: w), 0) && !close(0, 260 + inside.rate(of: w) * (-39 + 300)))

        // Above the cap: rate 0, and no row limits a wider root (an infinite end).
        try s.updateConstant(of: rootID, to: -400)
        let capped = try s.solver.sensitivity(ofConstant: rootID)
        #expect(capped.range.lowerBound == -.infinity && close(capped.range.upperBound, -340), "\(capped.range)")
        #expect(capped.rate(of: w) == 0 && close(capped.rate(of: root), -1))

        // In a narrow root the size rests on 0: rate 0, up to r = 40.
        try s.updateConstant(of: rootID, to: -10)
        let narrow = try s.solver.sensitivity(ofConstant: rootID)
        #expect(close(narrow.range.lowerBound, -40) && narrow.range.upperBound == .infinity, "\(narrow.range)")
        #expect(narrow.rate(of: w) == 0)
    }

    /// `|-left-[a]-8-[b(80)]-20-|` in a root of width r, a wanting 1000 (weak) so that it fills the
    /// row: a = r - left - 108.
    @Test func rateAlongADirectionOfSeveralConstants() throws {
        let s = RecordedSolver()
        let root = s.variable("root")
        let a = s.variable("a", domain: .nonNegative)
        let left = s.variable("left")
        let rootID = try s.add(root == 300)
        let leftID = try s.add(left == 20)
        try s.add(left + a + 8 + 80 + 20 <= root)
        try s.add((a == 1000).withPriority(.defaultLow))
        // Moving the root by t and the left margin by t/2 together (a margin that grows with
        // the width): a = r - left - 108 moves at 1 - 1/2.
        let sensitivity = try s.solver.sensitivity(along: [(rootID, -1), (leftID, -0.5)])
        #expect(close(sensitivity.rate(of: a), 0.5) && close(sensitivity.rate(of: left), 0.5))
        // a = 172 now; a ≥ 0 bounds t from below at -344, and a reaching 1000 (its weak error
        // 0, where the basis changes) from above at t = (1000 - 172) / 0.5 = 1656.
        #expect(close(sensitivity.range.lowerBound, -344) && close(sensitivity.range.upperBound, 1656),
                "\(sensitivity.range)")
    }

    /// A required equality that repeats another is a redundant row: its constant cannot move at all
    /// without breaking the first.
    @Test func redundantEqualityCannotMove() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        try s.add(x + y == 10)
        let second = try s.add(x + y == 10)
        try s.add((x == 3).withPriority(.defaultHigh))
        let sensitivity = try s.solver.sensitivity(ofConstant: second)
        #expect(sensitivity.range == -10 ... -10)
        expectValue(s.solver, x, 3)
        expectValue(s.solver, y, 7)
    }

    /// Random rows of views in a root whose width is a required equality, swept from 250 (where
    /// the required minimums, at most 5 × (10 + 30), fit) to 700:
    /// at each basis, points inside the interval predicted from the rates are feasible and optimal
    /// (checked by the dense oracle) and equal what the solver finds when moved there; then the
    /// solver moves to the interval's end and pivots on. The pieces tile the sweep.
    @Test func randomLayoutsSweptFromBasisToBasis() throws {
        var pieces = 0
        for seed in UInt64(5_000)..<UInt64(5_025) {
            var gen = SystemGenerator(seed: seed, variableCount: 0)
            let s = RecordedSolver()
            let root = s.variable("root")
            let rootID = try s.add(root == 250)
            var previousRight: Variable?
            for i in 0..<gen.int(2...5) {
                let left = s.variable("left\(i)"), width = s.variable("width\(i)", domain: .nonNegative)
                try s.add(left == (previousRight.map { LinearExpression($0) } ?? LinearExpression(0)) + Double(gen.int(0...10)))
                try s.add((width >= Double(gen.int(0...30))).withPriority(Priority(gen.pick([1000.0, 750]))))
                try s.add((width == Double(gen.int(20...120))).withPriority(Priority(gen.pick([750.0, 500, 250, 100, 1]))))
                if gen.chance(40) {
                    try s.add((width <= Double(gen.int(40...160))).withPriority(Priority(gen.pick([1000.0, 999, 250]))))
                }
                let right = s.variable("right\(i)")
                try s.add(right == left + width)
                previousRight = right
            }
            if let last = previousRight {
                try s.add((last <= root).withPriority(Priority(gen.pick([1000.0, 999]))))
                try s.add((last == root).withPriority(Priority(gen.pick([900.0, 300, 2]))))
            }
            var r = 250.0
            while r < 700 {
                // t is the root's width: the constant of `root - r` moves at -1.
                let sensitivity = try s.solver.sensitivity(along: [(rootID, -1)])
                #expect(sensitivity.range.lowerBound <= 1e-9 && sensitivity.range.upperBound > 1e-9,
                        "seed \(seed) at \(r): \(sensitivity.range)")
                guard sensitivity.range.upperBound > 1e-9 else { break }
                let end = min(700, r + sensitivity.range.upperBound)
                let start = s.values
                for fraction in [0.3, 1.0] {
                    let at = r + (end - r) * fraction
                    let predicted = s.record.variables.map { start[Int($0.index)] + sensitivity.rate(of: $0) * (at - r) }
                    let optimal = isOptimal(predicted, system(s, with: rootID, constant: -at))
                    #expect(optimal, "seed \(seed) at \(at): \(predicted)")
                    try s.updateConstant(of: rootID, to: -at)
                    let agrees = zip(s.values, predicted).allSatisfy { close($0, $1) }
                    #expect(agrees, "seed \(seed) at \(at): solved \(s.values), predicted \(predicted)")
                }
                r = end
                pieces += 1
                #expect(try s.solver.pivotTowards([(rootID, -1)], maxPivots: 100), "seed \(seed) at \(r)")
            }
            #expect(r == 700, "seed \(seed) stopped at \(r)")
        }
        // Each layout changes basis a few times along the way.
        #expect(pieces > 50, "\(pieces) pieces")
    }
}
