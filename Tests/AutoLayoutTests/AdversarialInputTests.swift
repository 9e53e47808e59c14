import ConstraintSolver
import Foundation
import Testing
@testable import AutoLayout

/// Hostile input gets a clear error or a sensible layout, quickly, and never a trap.
@Suite struct AdversarialInputTests {
    func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = Date()
        try work()
        return Date().timeIntervalSince(start)
    }

    @Test func nonFiniteNumbersAndPriorities() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: LayoutError.self) { try engine.add(fix("a", .width, value)) }
            #expect(throws: LayoutError.self) {
                try engine.add(relate("a", .width, "root", .width, multiplier: value))
            }
            #expect(throws: LayoutError.self) {
                try engine.add(fix("a", .width, 10, priority: LayoutPriority(value)))
            }
            #expect(throws: LayoutError.self) { try engine.layout(width: value, height: 100) }
            #expect(throws: LayoutError.self) {
                try engine.setIntrinsicContentSize(width: value, height: nil, of: "a")
            }
        }
        for priority in [0.0, -1, 1000.5, 1e300] {
            #expect(throws: LayoutError.invalidPriority(priority)) {
                try engine.add(fix("a", .width, 10, priority: LayoutPriority(priority)))
            }
        }
        let id = try engine.add(fix("a", .width, 10))
        #expect(throws: LayoutError.self) { try engine.setConstant(.nan, of: id) }
        #expect(engine.constraints.count == 5)
    }

    /// Constraints on the root view cannot move its given size: a required one is broken
    /// and reported, an optional one loses.
    @Test func constraintsOnTheRoot() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        let optional = try engine.add(fix("root", .width, 100, priority: 500))
        let required = try engine.add(fix("root", .width, 100))
        #expect(engine.state(of: optional) == .active)
        let result = try engine.layout(width: 320, height: 480)
        #expect(engine.state(of: required) == .broken)
        #expect(result.frame(of: "root") == rect(0, 0, 320, 480))
        #expect(result.diagnostics(.unsatisfiable).count == 1)
        #expect(result.diagnostics(.unsatisfiable).first?.brokenConstraint?.text == "root.width == 100")
    }

    /// A view related to itself: `a.width == a.width` always holds, `a.left == a.right`
    /// makes it 0 wide, and `a.left == a.right + 10` would make it −10 wide, which UIKit's
    /// engine never allows: a conflict with `b.width >= 0`, broken, leaving b 0 wide.
    @Test func viewConstrainedToItself() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.addView(named: "b")
        let same = try engine.add(relate("a", .width, "a", .width))
        try engine.add(relate("a", .left, "a", .right))
        try engine.add(relate("b", .left, "b", .right, plus: 10))
        let result = try engine.layout(width: 320, height: 480)
        #expect(engine.state(of: same) == .active)
        #expect(result.frame(of: "a")?.width == 0)
        #expect(result.frame(of: "b")?.width == 0)
        #expect(
            result.diagnostics(.unsatisfiable).map(\.message) == [
                """
                Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold:
                    b.left == b.right + 10   explicit constraint
                    b.width >= 0             a size is never negative
                Breaking b.left == b.right + 10 to recover: it is the most recently added explicit constraint in the conflict, the likeliest mistake. Remove it or lower its priority below 1000.
                """,
            ])
    }

    /// Three thousand required widths that all disagree: each newer one is broken at once
    /// (the first stays), each with a diagnostic naming just the pair; quick.
    @Test func thousandsOfConflicts() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.add(relate("a", .left, "root", .left))
        try engine.add(relate("a", .top, "root", .top))
        try engine.add(fix("a", .height, 10))
        let elapsed = try seconds {
            for width in 1...3_000 {
                try engine.add(fix("a", .width, Double(width)))
            }
            for _ in 0..<3 { _ = try engine.layout(width: 320, height: 480) }
        }
        let result = engine.currentLayout()
        #expect(result.frame(of: "a")?.width == 1)
        let unsatisfiable = result.diagnostics(.unsatisfiable)
        #expect(unsatisfiable.count == 2_999)
        #expect(unsatisfiable.allSatisfy { $0.constraints.count == 2 })
        // A guard against a quadratic blow-up or a hang, not a benchmark: about 18 s in a
        // debug build on 2 cores alone, a minute leaves room for a busy machine.
        #expect(elapsed < 60)
    }

    /// A name of 100 000 characters works, and a misspelling of one does not hang the
    /// "did you mean" search.
    @Test func veryLongViewNames() throws {
        let long = String(repeating: "v", count: 100_000)
        let engine = LayoutEngine()
        try engine.addView(named: long)
        try engine.add(fix(long, .width, 10))
        var thrown: LayoutError?
        let elapsed = seconds {
            do throws(LayoutError) {
                try engine.add(fix(long + "w", .width, 10))
            } catch {
                thrown = error
            }
        }
        guard case .unknownView(let name, _) = thrown else {
            Issue.record("expected an unknown view")
            return
        }
        #expect(name.count == 100_001)
        // A guard against a hang, not a timing: an edit distance over the whole names would
        // be 10^10 steps (minutes); the bounded search takes well under a second alone and
        // took 3 s on a 2-core machine busy with five builds, so the bound leaves room.
        #expect(elapsed < 30)
        #expect(try engine.layout(width: 320, height: 480).frame(of: long)?.width == 10)
    }
}

/// Formats built to break a parser: huge, deeply nested, odd characters.
@Suite struct VisualFormatAdversarialTests {
    func outcome(_ format: String, metrics: [String: Double] = [:]) -> Result<[LayoutConstraint], VisualFormatError> {
        Result { () throws(VisualFormatError) in try VisualFormat.constraints(format, metrics: metrics) }
    }

    @Test(arguments: [
        String(repeating: "(", count: 100_000),
        "H:|-" + String(repeating: "(", count: 50_000) + "8" + String(repeating: ")", count: 50_000) + "-[a]",
        "H:[a(" + String(repeating: "(", count: 100_000) + "]",
        "H:" + String(repeating: "-", count: 100_000),
        "H:" + String(repeating: "|", count: 100_000),
        "H:[a]" + String(repeating: "-8-[a]", count: 20_000),
        "H:[" + String(repeating: "a", count: 100_000) + "]",
        "H:[a(" + String(repeating: ">=1,", count: 25_000) + "1)]",
        "H:[a(" + String(repeating: "9", count: 100_000) + ")]",
    ])
    func hugeFormatsEndQuickly(_ format: String) {
        let start = Date()
        let result = outcome(format)
        // A guard against a hang or a quadratic parse, not a timing: generous for a busy
        // 2-core machine (see veryLongViewNames).
        #expect(Date().timeIntervalSince(start) < 30)
        if case .failure(let error) = result {
            #expect((0...format.count).contains(error.offset))
        }
    }

    @Test(arguments: [
        "H:|-[a\u{0}]-|", "H:|-[a]\u{7}-|", "\u{FEFF}H:[a]", "H:[a\u{202E}b]", "H:[👍🏽]", "H:[e\u{301}]",
        "V:[a]-\u{2212}8-[b]", "H:[a]-８-[b]", "H:\r\n[a]", "H:[a(\u{0})]",
    ])
    func oddCharactersGiveErrorsOrConstraints(_ format: String) {
        if case .failure(let error) = outcome(format) {
            #expect((0...format.count).contains(error.offset))
            #expect(error.description.hasPrefix("Unable to parse constraint format: "))
        }
    }

    /// A metric named like a view is the metric where a number may stand, and the view in
    /// brackets: `[a(a)]` with a = 50 is a width of 50, not a.width == a.width.
    @Test func metricNamedLikeAView() throws {
        let made = try outcome("H:[a(a)]-a-[b]", metrics: ["a": 50]).get().map(\.description)
        #expect(made == ["a.width == 50", "b.leading == a.trailing + 50"])
    }

    /// A huge metric or a number beyond Double stays finite or is refused.
    @Test func hugeNumbers() {
        for format in ["H:[a(1e400)]", "H:[a]-1e400-[b]", "H:[a(==5@1e400)]"] {
            if case .success(let constraints) = outcome(format) {
                #expect(constraints.allSatisfy { $0.constant.isFinite && $0.priority.isValid })
            }
        }
        if case .success(let constraints) = outcome("H:[a(m)]", metrics: ["m": .infinity]) {
            Issue.record("an infinite metric was accepted: \(constraints)")
        }
    }
}
