import Testing
@testable import AutoLayout

/// Layout guides (UILayoutGuide, "Anatomy of a constraint" and UILayoutGuide's documentation):
/// rectangles owned by a view, constrained like views, never drawn, reported apart.
@Suite struct LayoutGuideTests {
    /// Two 60-wide views 20 from the root's edges with a guide between them as wide as the
    /// second: 80 + 2w = 300, so the guide spans 80…190 and the second view 190…300.
    func spacer() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.addView(named: "b")
        try engine.addGuide(named: "gap")
        try engine.setIntrinsicContentSize(width: 60, height: 20, of: "a")
        try engine.setIntrinsicContentSize(width: 60, height: 20, of: "b")
        try engine.add(relate("a", .left, "root", .left, plus: 20))
        try engine.add(relate("gap", .left, "a", .right))
        try engine.add(relate("b", .left, "gap", .right))
        try engine.add(relate("gap", .width, "b", .width))
        try engine.add(relate("root", .right, "b", .right, plus: 20))
        for name in ["a", "b", "gap"] { try engine.add(relate(name, .top, "root", .top, plus: 20)) }
        return engine
    }

    @Test func guidesAreReportedApartFromViews() throws {
        let engine = try spacer()
        try engine.add(LayoutConstraint(firstItem: "gap", firstAttribute: .height, relation: .equal, constant: 0))
        let result = try engine.layout(width: 320, height: 568)
        #expect(result.views.map(\.name) == ["root", "a", "b"])
        #expect(result.guides.map(\.name) == ["gap"])
        #expect(result.guides.first?.superview == "root")
        #expect(result.frame(of: "gap") == rect(80, 20, 110, 0))
        #expect(result.frame(of: "b") == rect(190, 20, 110, 20))
        #expect(result.diagnostics.isEmpty)
        #expect(engine.view(named: "root")?.subviews.count == 2, "a guide is not a subview")
    }

    /// Without a height the guide's height is free: an ambiguity named like a view's.
    @Test func unconstrainedGuideIsAmbiguousByName() throws {
        let result = try spacer().layout(width: 320, height: 568)
        let ambiguous = result.diagnostics(.ambiguous)
        #expect(ambiguous.map(\.views) == [["gap"]])
        #expect(ambiguous.first?.message == "gap: height is not determined; add a height constraint or an intrinsic height")
        #expect(result.guides.first?.ambiguous == [.height])
    }

    /// A guide's size is never negative: a guide whose right edge is pinned left of its
    /// left edge conflicts, the conflict lists its restriction, and the guide is 0 wide.
    @Test func guideSizeIsNeverNegative() throws {
        let engine = LayoutEngine()
        try engine.addGuide(named: "g")
        try engine.add(relate("g", .left, "root", .left, plus: 50))
        try engine.add(relate("g", .right, "root", .left, plus: 40))
        let result = try engine.layout(width: 320, height: 568)
        let conflict = try #require(result.diagnostics(.unsatisfiable).first)
        #expect(conflict.constraints.map(\.text) == ["g.left == root.left + 50", "g.right == root.left + 40", "g.width >= 0"])
        #expect(result.frame(of: "g").map { [$0.x, $0.width] } == [50, 0])
    }

    @Test func guidesHaveNoContent() throws {
        let engine = LayoutEngine()
        try engine.addGuide(named: "g")
        #expect(throws: LayoutError.guideCannot(guide: "g", what: "have an intrinsic size")) {
            try engine.setIntrinsicContentSize(width: 1, height: 1, of: "g")
        }
        #expect(throws: LayoutError.guideCannot(guide: "g", what: "contain views")) { try engine.addView(named: "v", superview: "g") }
        #expect(throws: LayoutError.guideCannot(guide: "g", what: "own a guide")) { try engine.addGuide(named: "h", owner: "g") }
        #expect(throws: LayoutError.self) {
            try engine.add(LayoutConstraint(firstItem: "g", firstAttribute: .firstBaseline, relation: .equal, secondItem: "root", secondAttribute: .top))
        }
    }
}
