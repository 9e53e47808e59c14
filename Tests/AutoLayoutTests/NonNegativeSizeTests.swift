import Testing
@testable import AutoLayout

// Sizes are never negative, as in UIKit's engine: every view's width and height is restricted to
// ≥ 0. UIKit never prints the restriction, yet it is why the "encapsulated width 0" logs exist; here a
// conflict lists it (`v.width >= 0   a size is never negative`) beside the constraints that push the
// size below 0. Every frame below is worked out by hand in the comment above it.

@Suite struct NonNegativeSizeTests {
    /// Adds a VFL string as the engine's `vfl` statement would (superview `root`).
    func vfl(_ engine: LayoutEngine, _ format: String) throws {
        let views = Set(engine.viewNames)
        try engine.add(VisualFormat.constraints(format, views: views, superview: "root"))
    }

    /// The header laid out at width 0 (a table header or cell before UIKit gives it a size,
    /// `UIView-Encapsulated-Layout-Width == 0`) with 4 points of padding before the stack and
    /// 10 after: the stack would be 0 − 4 − 10 = −14 wide.
    @Test func aZeroWidthHeaderConflictsThroughTheRestriction() throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 0, height: 44))
        let at = Places(naming: engine)
        try engine.addView(named: "stack", source: at("header.layout:2:1"))
        try vfl(engine, "H:|-4-[stack]")
        try engine.add(relate("stack", .trailing, "root", .trailing, plus: -10), source: at("header.layout:4:1"))
        try engine.add(relate("stack", .top, "root", .top))
        try engine.add(fix("stack", .height, 20))
        let result = try engine.layout(width: 0, height: 44)
        let conflicts = result.diagnostics(.unsatisfiable)
        #expect(conflicts.map(\.message) == [
            """
            Unable to simultaneously satisfy constraints: these 4 required constraints cannot all hold:
                root.width == 0                        the size of the root view 'root' asked for by the layout pass
                H:|-(4)-[stack]                        from VFL 'H:|-4-[stack]'
                stack.trailing == root.trailing - 10   explicit constraint at header.layout:4:1
                stack.width >= 0                       a size is never negative (stack declared at header.layout:2:1)
            Breaking stack.trailing == root.trailing - 10 to recover: it is the most recently added explicit constraint in the conflict, the likeliest mistake. Remove it or lower its priority below 1000.
            """,
        ])
        #expect(conflicts.first?.constraints.last?.origin == .sizeRestriction(view: "stack"))
        // Recovered: x = 4, and nothing holds the width above its least value, 0.
        #expect(result.frame(of: "stack") == rect(4, 0, 0, 20))
        // The restriction is not a constraint of the view: UIKit does not list it either.
        #expect(!engine.constraints.contains { $0.origin == .sizeRestriction(view: "stack") })
    }

    /// `H:|-20-[a]-8-[b]-20-|` needs 48 points; in 40 the widths would sum to −8. a and b are
    /// 30 × 20 by intrinsic size (b hugs at 251, a at 250).
    @Test func aRowNarrowerThanItsSpacingConflictsAndRecoversAtEverySize() throws {
        let engine = LayoutEngine()
        for name in ["a", "b"] {
            try engine.addView(named: name)
            try engine.setIntrinsicContentSize(width: 30, height: 20, of: name)
            try engine.add(relate(name, .top, "root", .top))
        }
        try engine.setContentHuggingPriority(251, for: .horizontal, of: "b")
        try vfl(engine, "H:|-20-[a]-8-[b]-20-|")
        let narrow = try engine.layout(width: 40, height: 100)
        let conflict = try #require(narrow.diagnostics(.unsatisfiable).first)
        // Every member is needed: without either restriction the other width could be −8.
        #expect(conflict.constraints.map(\.text) == [
            "root.width == 40", "H:|-(20)-[a]", "H:[a]-(8)-[b]", "H:[b]-(20)-|", "a.width >= 0", "b.width >= 0",
        ])
        #expect(conflict.brokenConstraint?.text == "H:[b]-(20)-|")
        // Recovered without the trailing edge: a at 20, b 8 after it, both at their 30.
        #expect(narrow.frame(of: "a") == rect(20, 0, 30, 20))
        #expect(narrow.frame(of: "b") == rect(58, 0, 30, 20))
        #expect(narrow.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
        // At 120 the broken edge fits again: a + b = 120 − 48 = 72; b hugs harder (251), so
        // it keeps 30 and a takes 42.
        let wide = try engine.layout(width: 120, height: 100)
        #expect(wide.diagnostics(.unsatisfiable).isEmpty)
        #expect(wide.frame(of: "a") == rect(20, 0, 42, 20))
        #expect(wide.frame(of: "b") == rect(70, 0, 30, 20))
    }

    /// An optional constraint best met by a negative size: `a.left == 60` (required) and
    /// `a.right == root.left + 40 @750` would want width −20. The width stays 0 and the
    /// optional constraint keeps its error (20 points); a width held at 0 that way is
    /// determined, not ambiguous.
    @Test func anOptionalConstraintCannotPullASizeBelowZero() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.add(relate("a", .left, "root", .left, plus: 60))
        try engine.add(relate("a", .right, "root", .left, plus: 40, priority: 750))
        try engine.add(relate("a", .top, "root", .top))
        try engine.add(fix("a", .height, 10))
        let result = try engine.layout(width: 100, height: 100)
        #expect(result.frame(of: "a") == rect(60, 0, 0, 10))
        #expect(result.diagnostics.isEmpty)
    }

    /// A horizontal stack (200 wide) of `a` (intrinsic 100 × 30) and a hidden `b`, as
    /// UIStackView arranges it: `UISV-hiding` makes b 0 wide and the spacing before it 0. b's
    /// content is inset 16 on both sides, so it would be 0 − 32 = −32 wide: the conflict that
    /// input bars and cells with a hidden arranged subview print. Lowering one inset to 999 —
    /// the usual fix — lays out with the content 0 wide at 16 inside b.
    @Test func aHiddenArrangedSubviewWithPaddedContent() throws {
        func makeStack(trailingInsetPriority: LayoutPriority) throws -> LayoutEngine {
            let engine = LayoutEngine()
            try engine.addView(named: "stack")
            try engine.addView(named: "a", superview: "stack")
            try engine.addView(named: "b", superview: "stack")
            try engine.addView(named: "content", superview: "b")
            try engine.setIntrinsicContentSize(width: 100, height: 30, of: "a")
            try engine.add(relate("stack", .left, "root", .left))
            try engine.add(relate("stack", .top, "root", .top))
            try engine.add(fix("stack", .width, 200))
            try engine.add(fix("stack", .height, 30))
            for name in ["a", "b"] {
                try engine.add(relate(name, .top, "stack", .top))
                try engine.add(relate(name, .bottom, "stack", .bottom))
            }
            try engine.add(relate("content", .top, "b", .top))
            try engine.add(relate("content", .bottom, "b", .bottom))
            try engine.add(relate("a", .leading, "stack", .leading))
            try engine.add(relate("b", .leading, "a", .trailing))  // UISV-spacing, 0 before a hidden view
            try engine.add(relate("stack", .trailing, "b", .trailing))
            try engine.add(relate("content", .leading, "b", .leading, plus: 16))
            try engine.add(relate("b", .trailing, "content", .trailing, plus: 16, priority: trailingInsetPriority))
            var hiding = fix("b", .width, 0)
            hiding.identifier = "UISV-hiding"
            try engine.add(hiding)
            return engine
        }
        let broken = try makeStack(trailingInsetPriority: .required).layout(width: 320, height: 480)
        let conflict = try #require(broken.diagnostics(.unsatisfiable).first)
        #expect(conflict.constraints.map(\.text) == [
            "content.leading == b.leading + 16", "b.trailing == content.trailing + 16", "b.width == 0",
            "content.width >= 0",
        ])
        #expect(conflict.brokenConstraint?.text == "b.width == 0")
        #expect(broken.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })

        // With the trailing inset at 999: b 0 wide at x = 200, the content at 16 in it, 0 wide,
        // its trailing inset 32 short; a takes the whole 200 (its hugging, 250, gives way).
        let fixed = try makeStack(trailingInsetPriority: 999).layout(width: 320, height: 480)
        #expect(fixed.diagnostics(.unsatisfiable).isEmpty)
        #expect(fixed.frame(of: "a") == rect(0, 0, 200, 30))
        #expect(fixed.frame(of: "b") == rect(200, 0, 0, 30))
        #expect(fixed.frame(of: "content") == rect(16, 0, 0, 30))
    }

    /// `H:|-10-[a]-10-[b]-10-|` in 100 points with b's content 100 wide at required compression
    /// resistance: a would be 100 − 30 − 100 = −30 wide. The conflict names b's compression
    /// resistance and a's restriction; the intrinsic-size constraint is broken first. Then a
    /// keeps its 50 (compression 750 beats b's hugging 250) and b gets 100 − 30 − 50 = 20.
    @Test func aViewSqueezedAtRequiredCompressionResistance() throws {
        let engine = LayoutEngine()
        for (name, width) in [("a", 50.0), ("b", 100.0)] {
            try engine.addView(named: name)
            try engine.setIntrinsicContentSize(width: width, height: 20, of: name)
            try engine.add(relate(name, .top, "root", .top))
        }
        try engine.setCompressionResistancePriority(.required, for: .horizontal, of: "b")
        try vfl(engine, "H:|-10-[a]-10-[b]-10-|")
        let result = try engine.layout(width: 100, height: 100)
        let conflict = try #require(result.diagnostics(.unsatisfiable).first)
        #expect(conflict.constraints.map(\.text) == [
            "root.width == 100", "b.width >= 100", "H:|-(10)-[a]", "H:[a]-(10)-[b]", "H:[b]-(10)-|", "a.width >= 0",
        ])
        #expect(conflict.brokenConstraint?.origin == .compressionResistance(view: "b", axis: .horizontal))
        #expect(result.frame(of: "a") == rect(10, 0, 50, 20))
        #expect(result.frame(of: "b") == rect(70, 0, 20, 20))
    }

    /// `pin v.width == -5` can never hold: a located conflict with the restriction alone.
    @Test func aNegativeWidthIsALocatedConflict() throws {
        let engine = LayoutEngine()
        let at = Places(naming: engine)
        try engine.addView(named: "v", source: at("s.layout:1:1"))
        let id = try engine.add(fix("v", .width, -5), source: at("s.layout:2:1"))
        #expect(engine.state(of: id) == .broken)
        let conflict = try #require(engine.diagnostics.first)
        #expect(conflict.message == """
            Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold:
                v.width == -5   explicit constraint at s.layout:2:1
                v.width >= 0    a size is never negative (v declared at s.layout:1:1)
            Breaking v.width == -5 to recover: it is the most recently added explicit constraint in the conflict, the likeliest mistake. Remove it or lower its priority below 1000.
            """)
        #expect(conflict.brokenConstraint?.source == at("s.layout:2:1"))
    }

    /// The restriction cannot be removed, deactivated or changed: it is not a constraint.
    @Test func theRestrictionIsNotEditable() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "v")
        try engine.add(fix("v", .width, -5))
        let restriction = try #require(engine.diagnostics.first?.constraints.last)
        #expect(restriction.origin == .sizeRestriction(view: "v"))
        #expect(throws: LayoutError.self) { try engine.remove(restriction.id) }
        #expect(throws: LayoutError.self) { try engine.deactivate(restriction.id) }
        #expect(throws: LayoutError.self) { try engine.setConstant(-1, of: restriction.id) }
    }

    /// The root's own size is the pass's input and may be 0; it is never restricted away.
    @Test func aZeroRootIsFine() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "v")
        try engine.add(relate("v", .left, "root", .left))
        try engine.add(relate("v", .right, "root", .right))
        try engine.add(relate("v", .top, "root", .top))
        try engine.add(relate("v", .bottom, "root", .bottom))
        let result = try engine.layout(width: 0, height: 0)
        #expect(result.frame(of: "v") == rect(0, 0, 0, 0))
        #expect(result.diagnostics.isEmpty)
    }
}
