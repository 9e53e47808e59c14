import ConstraintSolver
import Testing
@testable import AutoLayout

/// Ambiguous layouts and misplaced views (lecture slides "Introduction to Auto Layout", "Ambiguous layout", "Testing for
/// Ambiguous Constraints", "Demonstrating the other possible layout", "Misplaced views").
@Suite struct AmbiguityTests {
    /// nameLabel misses one constraint per axis: horizontally it has a leading edge but no
    /// width (and no intrinsic size); vertically a height but no position. The toolbar is
    /// fully constrained and not reported.
    func makeUnderconstrained() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "nameLabel")
        try engine.addView(named: "toolbar")
        try engine.add(relate("nameLabel", .leading, "root", .leading, plus: 20))
        try engine.add(fix("nameLabel", .height, 21))
        try engine.add(relate("toolbar", .leading, "root", .leading))
        try engine.add(relate("toolbar", .trailing, "root", .trailing))
        try engine.add(relate("toolbar", .bottom, "root", .bottom))
        try engine.add(fix("toolbar", .height, 44))
        return engine
    }

    @Test func viewMissingOneConstraintPerAxis() throws {
        let result = try makeUnderconstrained().layout(width: 320, height: 480)
        #expect(result.views.first { $0.name == "nameLabel" }?.ambiguous == [.width, .verticalPosition])
        #expect(result.views.first { $0.name == "toolbar" }?.ambiguous == [])
        #expect(result.frame(of: "toolbar") == rect(0, 436, 320, 44))
        let ambiguous = result.diagnostics(.ambiguous)
        #expect(
            ambiguous.map(\.message) == [
                "nameLabel: width is not determined; add a width constraint or an intrinsic width. vertical position is not determined; add a top, bottom, centerY or baseline constraint",
            ])
        #expect(ambiguous.first?.severity == .warning)
        #expect(ambiguous.first?.views == ["nameLabel"])
        #expect(ambiguous.first?.freeAttributes == [.width, .verticalPosition])
    }

    /// The brief's example wording for a view with no horizontal position.
    @Test func horizontalPositionHint() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "nameLabel")
        try engine.setIntrinsicContentSize(width: 120, height: 21, of: "nameLabel")
        try engine.add(relate("nameLabel", .top, "root", .top, plus: 20))
        let result = try engine.layout(width: 320, height: 480)
        #expect(
            result.diagnostics.map(\.message) == [
                "nameLabel: horizontal position is not determined; add a leading, trailing or centerX constraint",
            ])
    }

    /// A view with an intrinsic size but no position at all: its hugging and compression
    /// constraints (≤ 120 and ≥ 120 at 250 and 750 per axis) are all met and say nothing
    /// about its position, so they must not be blamed as "pulling it different ways".
    @Test func metIntrinsicSizeIsNotBlamedForAFreePosition() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "photo")
        try engine.setIntrinsicContentSize(width: 120, height: 21, of: "photo")
        let result = try engine.layout(width: 320, height: 480)
        #expect(
            result.diagnostics.map(\.message) == [
                "photo: horizontal position is not determined; add a leading, trailing or centerX constraint. vertical position is not determined; add a top, bottom, centerY or baseline constraint",
            ])
        #expect(result.diagnostics.first?.constraints.isEmpty == true)
    }

    /// `exerciseAmbiguity` shows another layout that satisfies every constraint: nameLabel
    /// keeps its leading edge (x 20) and height 21, and its width or y differ; the toolbar
    /// does not move. The engine's own solution is unchanged afterwards.
    @Test func exerciseAmbiguityShowsAnotherValidLayout() throws {
        let engine = try makeUnderconstrained()
        let first = try engine.layout(width: 320, height: 480)
        let other = engine.exerciseAmbiguity()
        let before = try #require(first.frame(of: "nameLabel"))
        let after = try #require(other.frame(of: "nameLabel"))
        #expect(after.x == 20 && after.height == 21)
        #expect(after.width != before.width || after.y != before.y)
        #expect(other.frame(of: "toolbar") == rect(0, 436, 320, 44))
        #expect(engine.currentLayout().frame(of: "nameLabel") == before)
        #expect(requiredViolations(engine, values: engine.solver.alternativeSolution()).isEmpty)
    }

    /// A label boxed in by inequalities (`leading == 20`, `trailing <= root.trailing`,
    /// `top >= 0`, `bottom <= root.bottom`, height 21): its width and y are free within
    /// the box. The other layout stays inside it: every required constraint holds.
    @Test func exercisedLayoutKeepsEveryRequiredConstraint() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "nameLabel")
        try engine.add(relate("nameLabel", .leading, "root", .leading, plus: 20))
        try engine.add(fix("nameLabel", .height, 21))
        try engine.add(relate("nameLabel", .trailing, "root", .trailing, relation: .lessThanOrEqual))
        try engine.add(relate("nameLabel", .bottom, "root", .bottom, relation: .lessThanOrEqual))
        try engine.add(relate("nameLabel", .top, "root", .top, relation: .greaterThanOrEqual))
        try engine.add(fix("nameLabel", .width, 0, relation: .greaterThanOrEqual))
        for (width, height) in [(320.0, 480.0), (768, 1024)] {
            let result = try engine.layout(width: width, height: height)
            #expect(result.views.first { $0.name == "nameLabel" }?.ambiguous == [.width, .verticalPosition])
            let moved = engine.solver.alternativeSolution()
            #expect(!moved.isEmpty)
            #expect(requiredViolations(engine, values: moved).isEmpty)
            let other = try #require(engine.exerciseAmbiguity().frame(of: "nameLabel"))
            #expect(other.x == 20 && other.height == 21 && other.x + other.width <= width && other.y + 21 <= height)
        }
    }

    /// The active required constraints that `values` (over the current solution) break.
    func requiredViolations(_ engine: LayoutEngine, values: [Variable: Double]) -> [String] {
        engine.records.indices.filter { engine.records[$0].state == .active && engine.records[$0].constraint.priority.isRequired }.compactMap { index in
            let made = engine.solverConstraint(ofRecord: index)
            let expression = made.expression
            let value = expression.terms.reduce(expression.constant) {
                $0 + $1.coefficient * (values[$1.variable] ?? engine.solver.value(of: $1.variable))
            }
            let holds: Bool
            switch made.relation {
            case .equal: holds = Swift.abs(value) < 1e-6
            case .lessThanOrEqual: holds = value <= 1e-6
            case .greaterThanOrEqual: holds = value >= -1e-6
            }
            return holds ? nil : engine.constraint(ofRecord: index).description
        }
    }

    /// Two optional widths of equal priority that cannot both hold: `a.width == 100 @500`
    /// and `a.width == 200 @500`. Any width in 100…200 has the same total error (100), so
    /// the width is ambiguous; the message names the competing constraints.
    @Test func equalPriorityConflictingOptionalsAreAmbiguous() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.add(relate("a", .leading, "root", .leading))
        try engine.add(relate("a", .top, "root", .top))
        try engine.add(fix("a", .height, 10))
        try engine.add(fix("a", .width, 100, priority: 500))
        try engine.add(fix("a", .width, 200, priority: 500))
        let result = try engine.layout(width: 320, height: 480)
        let width = try #require(result.frame(of: "a")?.width)
        #expect(width >= 100 && width <= 200)
        let ambiguous = result.diagnostics(.ambiguous)
        #expect(
            ambiguous.map(\.message) == [
                "a: width is not determined; add a width constraint or an intrinsic width. optional constraints of equal priority pull it different ways (a.width == 100 @500, a.width == 200 @500); give one a higher priority",
            ])
        #expect(ambiguous.first?.constraints.map(\.text) == ["a.width == 100 @500", "a.width == 200 @500"])
        // Raising one priority settles it: 501 wins outright, strictly.
        try engine.add(fix("a", .width, 200, priority: 501))
        let settled = try engine.layout(width: 320, height: 480)
        #expect(settled.frame(of: "a")?.width == 200)
        #expect(settled.diagnostics.isEmpty)
    }

    /// The lecture slides' misplaced image view: the constraints put it at y = 354, height 160
    /// (`top == root.top + 354`, `height == 160`), while its designed frame in the canvas
    /// is y = 265, height 249. Xcode reports "Expected" (where constraints put it) and
    /// "Actual" (the canvas), only the components that differ.
    @Test func misplacedView() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "imageView")
        try engine.setDesignedFrame(rect(0, 265, 320, 249), of: "imageView")
        try engine.add(relate("imageView", .leading, "root", .leading))
        try engine.add(relate("imageView", .trailing, "root", .trailing))
        try engine.add(relate("imageView", .top, "root", .top, plus: 354))
        try engine.add(fix("imageView", .height, 160))
        let result = try engine.layout(width: 320, height: 568)
        #expect(
            result.diagnostics.map(\.message) == [
                "imageView is misplaced: its constraints put it elsewhere than its designed frame. Expected: y=354, height=160 — Actual: y=265, height=249",
            ])
        #expect(result.diagnostics.first?.kind == .misplaced)
        // At its designed place it is not misplaced.
        try engine.setDesignedFrame(rect(0, 354, 320, 160), of: "imageView")
        #expect(try engine.layout(width: 320, height: 568).diagnostics.isEmpty)
    }

    /// Designed frames are checked only at the size they were designed at, as Interface
    /// Builder reports misplacement only on its canvas: the root designed 320 × 568 (the
    /// size a script's `root` statement gives it), the image view designed at y 265 while
    /// its constraints put it at 354. Misplaced at 320 × 568; at 568 × 320 (landscape) and
    /// 768 × 1024 the frames are not the ones it was designed with, so nothing is reported.
    @Test func misplacedOnlyAtTheDesignedSize() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "imageView")
        try engine.setDesignedFrame(rect(0, 0, 320, 568), of: "root")
        try engine.setDesignedFrame(rect(0, 265, 320, 249), of: "imageView")
        try engine.add(relate("imageView", .leading, "root", .leading))
        try engine.add(relate("imageView", .trailing, "root", .trailing))
        try engine.add(relate("imageView", .top, "root", .top, plus: 354))
        try engine.add(fix("imageView", .height, 160))
        #expect(try engine.layout(width: 320, height: 568).diagnostics.map(\.kind) == [.misplaced])
        #expect(try engine.layout(width: 568, height: 320).diagnostics.isEmpty)
        #expect(try engine.layout(width: 768, height: 1024).diagnostics.isEmpty)
        #expect(try engine.layout(width: 320, height: 568).diagnostics.map(\.kind) == [.misplaced])
    }
}
