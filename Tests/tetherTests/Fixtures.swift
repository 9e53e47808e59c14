import AutoLayout
import LayoutScript

@testable import tether

/// Engines for the output tests, built with the AutoLayout API directly (the tests do not
/// need the script language), their constraints tagged with places in a script as the
/// language tags them: in a ``SourceTable``, which the engine's messages name.
enum Fixtures {
    /// An engine whose messages name the tags of `sources`.
    static func engine(describing sources: SourceTable) -> LayoutEngine {
        let engine = LayoutEngine()
        engine.sourceDescription = sources.description(of:)
        return engine
    }

    /// The tag of `file:line:column` in `sources`.
    static func tag(_ file: String, _ line: Int, _ column: Int, in sources: SourceTable) -> SourceTag {
        sources.tag(for: SourceLocation(sourceName: file, line: line, column: column, length: 1, lineText: ""))
    }

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
    static func screen(sources: SourceTable = SourceTable()) throws -> LayoutEngine {
        let engine = engine(describing: sources)
        try engine.addView(named: "toolbar")
        try engine.addView(named: "button", superview: "toolbar")
        try engine.addView(named: "badge")
        try engine.addView(named: "header")
        try engine.add(
            [
                pin("toolbar", .left, to: "root"), pin("toolbar", .right, to: "root"),
                pin("toolbar", .bottom, to: "root"), pin("toolbar", .height, constant: 44),
            ], source: tag("screen.layout", 3, 1, in: sources))
        try engine.add(
            [
                pin("button", .trailing, to: "toolbar", constant: -8), pin("button", .centerY, to: "toolbar"),
                pin("button", .width, constant: 60.5), pin("button", .height, constant: 30),
            ], source: tag("screen.layout", 4, 1, in: sources))
        try engine.add(
            [pin("badge", .width, constant: 20), pin("badge", .height, constant: 20)], source: tag("screen.layout", 5, 1, in: sources))
        try engine.add(
            [
                pin("header", .top, to: "root", constant: 20), pin("header", .left, to: "root"),
                pin("header", .width, to: "root"), pin("header", .height, constant: 100),
            ], source: tag("screen.layout", 6, 1, in: sources))
        try engine.setDesignedFrame(LayoutRect(x: 0, y: 0, width: 320, height: 120), of: "header")
        return engine
    }

    /// Two required widths for one view: unsatisfiable, the second one broken.
    static func conflict(sources: SourceTable = SourceTable()) throws -> LayoutEngine {
        let engine = engine(describing: sources)
        try engine.addView(named: "a")
        try engine.add(
            [pin("a", .left, to: "root"), pin("a", .top, to: "root"), pin("a", .height, constant: 10)],
            source: tag("c.layout", 1, 1, in: sources))
        try engine.add(pin("a", .width, constant: 100), source: tag("c.layout", 2, 1, in: sources))
        try engine.add(pin("a", .width, constant: 200), source: tag("c.layout", 3, 5, in: sources))
        return engine
    }
}
