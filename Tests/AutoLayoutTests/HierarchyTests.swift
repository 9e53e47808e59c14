import Testing
@testable import AutoLayout

/// Nested views with constraints across branches, and where constraints are installed
/// (the four rules of "Adding Constraints" in the Big Nerd Ranch Guide's chapter "Auto
/// Layout: Programmatic Constraints", iOS Programming, 2014).
@Suite struct HierarchyTests {
    /// root ─┬─ left ── a
    ///       └─ right ── b
    func makeBranches() throws -> (LayoutEngine, [String: LayoutConstraintID]) {
        let engine = LayoutEngine()
        try engine.addView(named: "left")
        try engine.addView(named: "right")
        try engine.addView(named: "a", superview: "left")
        try engine.addView(named: "b", superview: "right")
        var ids: [String: LayoutConstraintID] = [:]
        // H:|-10-[left(100)]-10-[right(100)]  V:|-20-[left(200)]  right.top == left.top, right.height == 200
        try engine.add(relate("left", .leading, "root", .leading, plus: 10))
        try engine.add(fix("left", .width, 100))
        ids["siblings"] = try engine.add(relate("right", .leading, "left", .trailing, plus: 10))
        try engine.add(fix("right", .width, 100))
        try engine.add(relate("left", .top, "root", .top, plus: 20))
        try engine.add(fix("left", .height, 200))
        try engine.add(relate("right", .top, "left", .top))
        try engine.add(fix("right", .height, 200))
        // a: H:|-5-[a(50)] V:|-5-[a(30)] inside left
        ids["viewAndSuperview"] = try engine.add(relate("a", .leading, "left", .leading, plus: 5))
        ids["oneView"] = try engine.add(fix("a", .width, 50))
        try engine.add(relate("a", .top, "left", .top, plus: 5))
        try engine.add(fix("a", .height, 30))
        // b: 7 from right's leading, 40 × 20, and 10 below a — across the branches.
        try engine.add(relate("b", .leading, "right", .leading, plus: 7))
        try engine.add(fix("b", .width, 40))
        ids["acrossBranches"] = try engine.add(relate("b", .top, "a", .bottom, plus: 10))
        try engine.add(fix("b", .height, 20))
        ids["grandchildAndRoot"] = try engine.add(relate("b", .bottom, "root", .bottom, relation: .lessThanOrEqual))
        return (engine, ids)
    }

    /// By hand: left (10, 20, 100, 200); right x = 10 + 100 + 10 = 120 → (120, 20, 100, 200).
    /// a absolute (15, 25, 50, 30), relative to left (5, 5, 50, 30).
    /// b absolute x = 120 + 7 = 127, y = a.bottom + 10 = 25 + 30 + 10 = 65 → (127, 65, 40, 20);
    /// relative to right (7, 45, 40, 20).
    @Test func framesAcrossBranches() throws {
        let (engine, _) = try makeBranches()
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "left") == rect(10, 20, 100, 200))
        #expect(result.frame(of: "right") == rect(120, 20, 100, 200))
        #expect(result.frame(of: "a") == rect(5, 5, 50, 30))
        #expect(result.absoluteFrame(of: "a") == rect(15, 25, 50, 30))
        #expect(result.frame(of: "b") == rect(7, 45, 40, 20))
        #expect(result.absoluteFrame(of: "b") == rect(127, 65, 40, 20))
        #expect(result.views.map(\.superview) == [nil, "root", "root", "left", "right"])
        #expect(result.diagnostics.isEmpty)
    }

    /// The four rules: one view → that view (B); a view and its superview → the superview
    /// (D); siblings → their superview (A); views in different branches → the first common
    /// ancestor (C). A grandchild and the root → the root.
    @Test func installedOnTheNearestCommonAncestor() throws {
        let (engine, ids) = try makeBranches()
        let installed = ids.mapValues { engine.installationView(of: $0) }
        #expect(installed["oneView"] == "a")
        #expect(installed["viewAndSuperview"] == "left")
        #expect(installed["siblings"] == "root")
        #expect(installed["acrossBranches"] == "root")
        #expect(installed["grandchildAndRoot"] == "root")
    }

    /// Moving the constraint's constant moves b alone: b.top == a.bottom + 30 → b.y = 85.
    @Test func constantChangesInPlace() throws {
        let (engine, ids) = try makeBranches()
        let id = try #require(ids["acrossBranches"])
        try engine.setConstant(30, of: id)
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.absoluteFrame(of: "b") == rect(127, 85, 40, 20))
        #expect(engine.constraint(id)?.constant == 30)
    }

    /// Deactivating the cross-branch constraint leaves b's vertical position free;
    /// activating it again restores y = 65.
    @Test func deactivateAndActivate() throws {
        let (engine, ids) = try makeBranches()
        let id = try #require(ids["acrossBranches"])
        try engine.deactivate(id)
        #expect(engine.state(of: id) == .inactive)
        let loose = try engine.layout(width: 320, height: 480)
        #expect(loose.views.first { $0.name == "b" }?.ambiguous == [.verticalPosition])
        try engine.activate(id)
        #expect(engine.state(of: id) == .active)
        #expect(try engine.layout(width: 320, height: 480).absoluteFrame(of: "b") == rect(127, 65, 40, 20))
        try engine.remove(id)
        #expect(engine.state(of: id) == .removed)
        #expect(throws: LayoutError.unknownConstraint(id)) { try engine.activate(id) }
    }
}

/// Leading and trailing follow the layout direction (lecture slides "Introduction to Auto Layout", "Alignment rectangle and
/// layout attributes": in a right-to-left language leading is on the right).
@Suite struct LayoutDirectionTests {
    /// `H:|-20-[a(100)]-8-[b(50)]` in leading/trailing, plus c pinned by left (absolute).
    func makeRow(_ direction: LayoutDirection) throws -> LayoutEngine {
        let engine = LayoutEngine(layoutDirection: direction)
        for name in ["a", "b", "c"] {
            try engine.addView(named: name)
            try engine.add(relate(name, .top, "root", .top))
            try engine.add(fix(name, .height, 10))
        }
        try engine.add(relate("a", .leading, "root", .leading, plus: 20))
        try engine.add(fix("a", .width, 100))
        try engine.add(relate("b", .leading, "a", .trailing, plus: 8))
        try engine.add(fix("b", .width, 50))
        try engine.add(relate("c", .left, "root", .left, plus: 5))
        try engine.add(fix("c", .width, 10))
        return engine
    }

    /// Left-to-right: a.x = 20, b.x = 20 + 100 + 8 = 128. c.x = 5.
    /// Right-to-left at width 320: a.right = 320 − 20 = 300 → a.x = 200; b's leading (right
    /// edge) = a's trailing (left edge) − 8 = 192 → b.x = 142. c is pinned by left: still 5.
    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let ltr = try makeRow(.leftToRight).layout(width: 320, height: 100)
        #expect(ltr.frame(of: "a") == rect(20, 0, 100, 10))
        #expect(ltr.frame(of: "b") == rect(128, 0, 50, 10))
        let rtl = try makeRow(.rightToLeft).layout(width: 320, height: 100)
        #expect(rtl.frame(of: "a") == rect(200, 0, 100, 10))
        #expect(rtl.frame(of: "b") == rect(142, 0, 50, 10))
        #expect(rtl.frame(of: "c") == rect(5, 0, 10, 10))
    }

    /// Switching the direction of a built engine re-makes the leading/trailing constraints:
    /// the same frames as building it right-to-left.
    @Test func switchingDirection() throws {
        let engine = try makeRow(.leftToRight)
        _ = try engine.layout(width: 320, height: 100)
        try engine.setLayoutDirection(.rightToLeft)
        let rtl = try engine.layout(width: 320, height: 100)
        #expect(rtl.frame(of: "a") == rect(200, 0, 100, 10))
        #expect(rtl.frame(of: "b") == rect(142, 0, 50, 10))
        #expect(rtl.diagnostics.isEmpty)
    }

    /// What `tether check --all` asks of a view's place without copying views: its
    /// superviews' names nearest first (a: left, then the root), and whether it is shown —
    /// not once a view above it is hidden.
    @Test func superviewsAndShowing() throws {
        let (engine, _) = try HierarchyTests().makeBranches()
        #expect(engine.superviewNames(of: "a") == ["left", "root"])
        #expect(engine.superviewNames(of: "root").isEmpty)
        #expect(engine.superviewNames(of: "nowhere").isEmpty)
        #expect(engine.isShownWithSuperviews("a"))
        try engine.setHidden(true, of: "left")
        #expect(!engine.isShownWithSuperviews("a"))
        #expect(engine.isShownWithSuperviews("b"))
    }
}
