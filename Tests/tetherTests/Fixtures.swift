import AutoLayout

@testable import tether

/// Engines for the output tests, built with the AutoLayout API directly (the tests do not
/// need the script language).
enum Fixtures {
    static func pin(
        _ view: String, _ attribute: LayoutAttribute, to other: String? = nil, _ otherAttribute: LayoutAttribute? = nil,
        _ relation: LayoutRelation = .equal, constant: Double = 0
    ) -> LayoutConstraint {
        LayoutConstraint(
            firstItem: view, firstAttribute: attribute, relation: relation, secondItem: other,
            secondAttribute: other == nil ? .notAnAttribute : (otherAttribute ?? attribute), constant: constant)
    }

    /// A toolbar along the bottom (fully determined), with a button inside it; a badge with a
    /// size but no position (ambiguous); a header whose designed frame is elsewhere (misplaced).
    static func screen() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "toolbar")
        try engine.addView(named: "button", superview: "toolbar")
        try engine.addView(named: "badge")
        try engine.addView(named: "header")
        try engine.add(
            [
                pin("toolbar", .left, to: "root"), pin("toolbar", .right, to: "root"),
                pin("toolbar", .bottom, to: "root"), pin("toolbar", .height, constant: 44),
            ], source: "screen.layout:3:1")
        try engine.add(
            [
                pin("button", .trailing, to: "toolbar", constant: -8), pin("button", .centerY, to: "toolbar"),
                pin("button", .width, constant: 60.5), pin("button", .height, constant: 30),
            ], source: "screen.layout:4:1")
        try engine.add([pin("badge", .width, constant: 20), pin("badge", .height, constant: 20)], source: "screen.layout:5:1")
        try engine.add(
            [
                pin("header", .top, to: "root", constant: 20), pin("header", .left, to: "root"),
                pin("header", .width, to: "root"), pin("header", .height, constant: 100),
            ], source: "screen.layout:6:1")
        try engine.setDesignedFrame(LayoutRect(x: 0, y: 0, width: 320, height: 120), of: "header")
        return engine
    }

    /// Two required widths for one view: unsatisfiable, the second one broken.
    static func conflict() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.add(
            [pin("a", .left, to: "root"), pin("a", .top, to: "root"), pin("a", .height, constant: 10)],
            source: "c.layout:1:1")
        try engine.add(pin("a", .width, constant: 100), source: "c.layout:2:1")
        try engine.add(pin("a", .width, constant: 200), source: "c.layout:3:5")
        return engine
    }
}
