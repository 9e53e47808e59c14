import Testing
@testable import AutoLayout

/// The sweep of the root's width: every frame as exact pieces affine in the width. Boundaries are
/// worked out by hand from the constraints (and UIKit's content priorities, margins and readable
/// width as `LayoutMarginsTests` documents them); every sweep is also checked against ordinary
/// layout passes at widths inside each piece.
@Suite struct WidthSweepTests {
    /// `|-20-[title]-(>=8)-[button(80)]-20-|`: the title's intrinsic width 240 is kept at
    /// compression resistance 750 until the row is full: 20 + 240 + 8 + 80 + 20 = 368. Below, the
    /// title is squeezed to w − 128; the button's x is w − 100 throughout.
    func titleAndButton() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "title")
        try engine.addView(named: "button")
        try engine.setIntrinsicContentSize(width: 240, height: 21, of: "title")
        try engine.add(relate("title", .leading, "root", .leading, plus: 20))
        try engine.add(relate("button", .leading, "title", .trailing, relation: .greaterThanOrEqual, plus: 8))
        try engine.add(relate("root", .trailing, "button", .trailing, plus: 20))
        try engine.add(fix("button", .width, 80))
        for view in ["title", "button"] {
            try engine.add(relate(view, .top, "root", .top, plus: 20))
            try engine.add(fix(view, .height, 21))
        }
        return engine
    }

    @Test func squeezedTitleHasAnExactBoundary() throws {
        let engine = try titleAndButton()
        let sweep = try engine.sweepRootWidth(over: 200...500, height: 600)
        #expect(sweep.pieces.count == 2)
        let (narrow, wide) = (sweep.pieces[0], sweep.pieces[1])
        #expect(narrow.widths == 200...368 && narrow.boundary == .basisChange, "\(narrow.widths)")
        #expect(wide.widths.lowerBound == 368 && wide.boundary == .end)
        #expect(narrow.frame(of: "title")?.frame.width == WidthAffine(value: 72, rate: 1))
        #expect(wide.frame(of: "title")?.frame.width == WidthAffine(value: 240, rate: 0))
        #expect(narrow.frame(of: "button")?.frame.x == WidthAffine(value: 100, rate: 1))
        #expect(wide.frame(of: "button")?.frame.x == WidthAffine(value: 268, rate: 1))
        // The title is narrower than its text below 368 and nowhere else.
        let squeezed = sweep.widths(where: "title", isNarrowerThan: 240)
        #expect(squeezed.count == 1 && squeezed.first?.lowerBound == 200)
        #expect(abs((squeezed.first?.upperBound ?? 0) - 368) < 1e-9, "\(squeezed)")
        // The gap between them exceeds 8 only above 368.
        let loose = sweep.widths(whereAllPositive: { piece in
            guard let title = piece.frame(of: "title"), let button = piece.frame(of: "button") else { return nil }
            return [button.absolute.x - title.absolute.maxX - 8]
        })
        #expect(loose.count == 1 && abs((loose.first?.lowerBound ?? 0) - 368) < 1e-9 && loose.first?.upperBound == 500)
        try expectAgreesWithLayout(engine, sweep, height: 600)
    }

    /// `content.width == root.width - 40` (750) under a required `content.width <= 300`: rate 1 up
    /// to a root of 340, then 0 for every wider root — the last piece runs to the end asked for.
    @Test func cappedWidthAndAnOpenEnd() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "content")
        try engine.add(relate("content", .left, "root", .left, plus: 20))
        try engine.add(relate("content", .top, "root", .top))
        try engine.add(fix("content", .height, 50))
        try engine.add(relate("content", .width, "root", .width, plus: -40, priority: .defaultHigh))
        try engine.add(fix("content", .width, 300, relation: .lessThanOrEqual))
        let sweep = try engine.sweepRootWidth(over: 100...100_000, height: 600)
        #expect(sweep.pieces.map(\.widths) == [100...340, 340...100_000])
        #expect(sweep.pieces.map(\.boundary) == [.basisChange, .end])
        #expect(sweep.pieces[0].frame(of: "content")?.absolute.width == WidthAffine(value: 60, rate: 1))
        #expect(sweep.pieces[1].frame(of: "content")?.absolute.width == WidthAffine(value: 300, rate: 0))
        #expect(sweep.frame(of: "content", atWidth: 250)?.frame == rect(20, 0, 210, 50))
        try expectAgreesWithLayout(engine, sweep, height: 600)
    }

    /// Content filling the root's margins: 16 on each side below 414, 20 from 414 up (the large
    /// iPhones in portrait; `Screen.minimumSideMargin`), so the width jumps from 414 − 32 = 382 to
    /// 414 − 40 = 374 there.
    @Test func marginStepSplitsThePieces() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "content")
        let margins = try engine.systemGuide(.margins, of: "root")
        for attribute in [LayoutAttribute.left, .right, .top] { try engine.add(relate("content", attribute, margins, attribute)) }
        try engine.add(fix("content", .height, 44))
        let schedule = RootMarginSchedule(16, steps: [.init(width: 414, margin: 20)])
        let sweep = try engine.sweepRootWidth(over: 320...500, height: 800, rootMinimumMargin: schedule)
        #expect(sweep.pieces.map(\.widths) == [320...414, 414...500])
        #expect(sweep.pieces[0].boundary == .marginStep)
        #expect(sweep.pieces[0].frame(of: "content")?.absolute.width == WidthAffine(value: 288, rate: 1))
        #expect(sweep.pieces[1].frame(of: "content")?.absolute.width == WidthAffine(value: 374, rate: 1))
        #expect(sweep.pieces[1].frame(of: "content")?.absolute.x == WidthAffine(value: 20, rate: 0))
        try expectAgreesWithLayout(engine, sweep, height: 800, margins: schedule)
    }

    /// Text in the root's readable guide: with 16-point margins it is w − 32 wide until it reaches
    /// the readable width 672 at w = 704; wider, it stays 672 and centres: x = (w − 672) / 2.
    @Test func readableWidthIsAGuideKink() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "text")
        let readable = try engine.systemGuide(.readable, of: "root")
        for attribute in [LayoutAttribute.left, .right, .top] { try engine.add(relate("text", attribute, readable, attribute)) }
        try engine.add(fix("text", .height, 300))
        let sweep = try engine.sweepRootWidth(over: 600...1000, height: 800)
        #expect(sweep.pieces.map(\.widths) == [600...704, 704...1000])
        #expect(sweep.pieces[0].boundary == .rootGuide)
        let wide = try #require(sweep.pieces[1].frame(of: "text")?.absolute)
        #expect(abs(wide.width.value - 672) < 1e-9 && abs(wide.width.rate) < 1e-9)
        #expect(abs(wide.x.value - 16) < 1e-9 && abs(wide.x.rate - 0.5) < 1e-9)
        try expectAgreesWithLayout(engine, sweep, height: 800)
    }

    /// A view placed by numbers alone: one piece, and nothing but the root moves.
    @Test func layoutIndependentOfTheWidthIsOnePiece() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "badge")
        for (attribute, value) in [(LayoutAttribute.left, 10.0), (.top, 10), (.width, 50), (.height, 50)] {
            try engine.add(attribute.isSize ? fix("badge", attribute, value) : relate("badge", attribute, "root", attribute, plus: value))
        }
        let sweep = try engine.sweepRootWidth(over: 0...2000, height: 600)
        #expect(sweep.pieces.count == 1 && sweep.pieces[0].widths == 0...2000)
        let badge = try #require(sweep.pieces[0].frame(of: "badge")?.absolute)
        #expect([badge.x, badge.y, badge.width, badge.height].allSatisfy { $0.rate == 0 })
        #expect(sweep.pieces[0].views.first?.absolute.width == WidthAffine(value: 0, rate: 1))
        let outside = sweep.widthsWhereOutsideRoot("badge")
        #expect(outside.count == 1 && outside.first?.lowerBound == 0 && abs((outside.first?.upperBound ?? 0) - 60) < 1e-9)
    }

    /// A two-line label that fits its text (300 points) on one line from a width of 300: with
    /// `label.width == root.width - 40` that is a root of 340, where its height drops from 40 to
    /// 20 and the view below it moves up by 20. The engine cannot know line breaks in advance:
    /// the boundary is found by bisection to within the tolerance.
    @Test func textHeightChangeIsLocated() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "label")
        try engine.addView(named: "below")
        try engine.setIntrinsicContentSize(width: nil, height: 20, of: "label")
        try engine.setHeightForWidth({ width in width <= 0 ? 20 : 20 * (300 / width).rounded(.up) }, of: "label")
        try engine.add(relate("label", .left, "root", .left, plus: 20))
        try engine.add(relate("label", .width, "root", .width, plus: -40))
        try engine.add(relate("label", .top, "root", .top, plus: 10))
        try engine.add(relate("below", .top, "label", .bottom, plus: 8))
        for (attribute, value) in [(LayoutAttribute.left, 0.0), (.width, 100), (.height, 30)] {
            try engine.add(attribute.isSize ? fix("below", attribute, value) : relate("below", attribute, "root", attribute, plus: value))
        }
        let sweep = try engine.sweepRootWidth(over: 200...400, height: 600)
        #expect(sweep.pieces.count == 2)
        let boundary = sweep.pieces[0].widths.upperBound
        #expect(sweep.pieces[0].boundary == .engineChange)
        #expect(boundary >= 340 && boundary - 340 <= WidthSweep.tolerance * 400, "\(boundary)")
        #expect(sweep.pieces[0].frame(of: "below")?.absolute.y == WidthAffine(value: 58, rate: 0))
        #expect(sweep.pieces[1].frame(of: "below")?.absolute.y == WidthAffine(value: 38, rate: 0))
        let exact = sweep.pieces.allSatisfy { $0.isExact }
        #expect(exact)
    }

    /// A 300-wide view at the root's left edge with content in its margins, the root's right 44
    /// points unsafe (a phone in landscape): the view's safe area reaches 344 − w into it for w in
    /// 300…344 (UIKit insets a view's safe area by how far the unsafe band covers it), so its
    /// margins guide moves continuously with the width there. The engine cannot place that at one
    /// width: up to 300 the piece is exact (the band covers 44 of the view), the piece after is
    /// marked inexact, and the pieces still tile the sweep.
    @Test func continuousGuideChangeIsMarkedInexact() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "panel")
        try engine.addView(named: "content", superview: "panel")
        for (attribute, value) in [(LayoutAttribute.left, 0.0), (.top, 0), (.width, 300), (.height, 100)] {
            try engine.add(attribute.isSize ? fix("panel", attribute, value) : relate("panel", attribute, "root", attribute, plus: value))
        }
        let margins = try engine.systemGuide(.margins, of: "panel")
        for attribute in [LayoutAttribute.left, .right, .top, .bottom] {
            try engine.add(relate("content", attribute, margins, attribute))
        }
        let sweep = try engine.sweepRootWidth(over: 250...400, height: 400, safeAreaInsets: LayoutInsets(right: 44))
        let first = try #require(sweep.pieces.first)
        #expect(first.isExact && first.boundary == .engineChange && abs(first.widths.upperBound - 300) < 1e-3, "\(first.widths)")
        #expect(first.frame(of: "content")?.absolute.width == WidthAffine(value: 240, rate: 0))
        #expect(sweep.pieces.dropFirst().contains { !$0.isExact })
        #expect(sweep.pieces.last?.widths.upperBound == 400)
        for (previous, next) in zip(sweep.pieces, sweep.pieces.dropFirst()) {
            #expect(previous.widths.upperBound == next.widths.lowerBound)
        }
    }

    /// Two views that meet as the root narrows: `a` 150 wide at the left, `b` 150 wide at the
    /// right edge; they overlap below a root of 300 (and only touch at 300).
    @Test func overlapIntervalIsExact() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.addView(named: "b")
        try engine.add(relate("a", .left, "root", .left))
        try engine.add(relate("b", .right, "root", .right))
        for view in ["a", "b"] {
            try engine.add(fix(view, .width, 150))
            try engine.add(fix(view, .height, 40))
            try engine.add(relate(view, .top, "root", .top))
        }
        let sweep = try engine.sweepRootWidth(over: 100...400, height: 600)
        let overlap = sweep.widthsWhereFramesIntersect("a", "b")
        #expect(overlap.count == 1 && overlap.first?.lowerBound == 100)
        #expect(abs((overlap.first?.upperBound ?? 0) - 300) < 1e-9, "\(overlap)")
        // `a` passes the root's right edge below 150.
        let outside = sweep.widthsWhereOutsideRoot("a")
        #expect(outside.count == 1 && abs((outside.first?.upperBound ?? 0) - 150) < 1e-9, "\(outside)")
    }

    /// The sweep runs on a copy: afterwards the engine lays out exactly as before, and its
    /// constraints are in the same states.
    @Test func engineIsUnchanged() throws {
        let engine = try titleAndButton()
        let before = try engine.layout(width: 320, height: 600)
        let states = engine.constraints.map(\.state)
        _ = try engine.sweepRootWidth(over: 0...1000, height: 600)
        #expect(engine.constraints.map(\.state) == states)
        #expect(try engine.layout(width: 320, height: 600) == before)
    }

    /// A limit of one piece stops the sweep after the first and says so.
    @Test func pieceLimitStopsTheSweep() throws {
        let engine = try titleAndButton()
        engine.maxSweepPieces = 1
        let sweep = try engine.sweepRootWidth(over: 200...500, height: 600)
        #expect(sweep.pieces.count == 1 && sweep.pieces[0].widths == 200...368 && sweep.pieces[0].boundary == .limit)
    }

    /// `content.width == root.width - 40` and `content.width <= 300`, both required: past a root
    /// of 340 they conflict, and the engine breaks the later one, as a layout pass would; the
    /// piece before ends there.
    @Test func conflictBoundary() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "content")
        try engine.add(relate("content", .left, "root", .left, plus: 20))
        try engine.add(relate("content", .top, "root", .top))
        try engine.add(fix("content", .height, 50))
        try engine.add(relate("content", .width, "root", .width, plus: -40))
        try engine.add(fix("content", .width, 300, relation: .lessThanOrEqual))
        let sweep = try engine.sweepRootWidth(over: 100...500, height: 600)
        #expect(sweep.pieces.map(\.boundary) == [.conflict, .end])
        #expect(abs(sweep.pieces[0].widths.upperBound - 340) < 1e-9 && sweep.pieces[1].widths.lowerBound == sweep.pieces[0].widths.upperBound)
        #expect(sweep.pieces[1].frame(of: "content")?.absolute.width.rate == 1)
        try expectAgreesWithLayout(engine, sweep, height: 600)
    }

    /// Squeezed to a root of 0, the title and button cannot fit even with the title at 0 wide: the
    /// engine breaks the button's width (the latest explicit constraint in the conflict). Widening,
    /// it fits again from 128 (20 + 0 + 8 + 80 + 20), where the engine restores it; the sweep
    /// finds that width by bisection.
    @Test func restoredConstraintIsAnEngineChange() throws {
        let engine = try titleAndButton()
        let sweep = try engine.sweepRootWidth(over: 0...200, height: 600)
        let restored = try #require(sweep.pieces.first { $0.boundary == .engineChange })
        #expect(restored.widths.upperBound >= 128 && restored.widths.upperBound - 128 <= WidthSweep.tolerance * 200,
                "\(restored.widths)")
        let last = try #require(sweep.pieces.last)
        #expect(last.frame(of: "button")?.absolute.width == WidthAffine(value: 80, rate: 0))
        #expect(engine.constraints.allSatisfy { $0.state != .broken })
    }

    /// Extreme but finite widths end in a finite number of pieces, the last at the width asked
    /// for; a single width is one piece of no length.
    @Test func extremeWidthsTerminate() throws {
        let engine = try titleAndButton()
        let huge = try engine.sweepRootWidth(over: 0...1e300, height: 600)
        #expect(huge.pieces.last?.widths.upperBound == 1e300 && huge.pieces.count < 10, "\(huge.pieces.map(\.widths))")
        let point = try engine.sweepRootWidth(over: 320...320, height: 600)
        #expect(point.pieces.map(\.widths) == [320...320] && point.pieces.first?.boundary == .end)
        #expect(point.frame(of: "title", atWidth: 320)?.frame == rect(20, 20, 192, 21))
    }

    @Test func badWidthsAreRefused() throws {
        let engine = LayoutEngine()
        #expect(throws: LayoutError.self) { try engine.sweepRootWidth(over: -10...10, height: 100) }
        #expect(throws: LayoutError.self) { try engine.sweepRootWidth(over: 0...Double.infinity, height: 100) }
        #expect(throws: LayoutError.self) {
            try engine.sweepRootWidth(over: 0...10, height: 100, rootMinimumMargin: RootMarginSchedule(.nan))
        }
    }

    /// The Big Nerd Ranch chapter's detail screen swept over every phone and tablet width: each piece agrees
    /// with ordinary layout passes inside it.
    @Test func detailScreenAgreesWithLayoutPasses() throws {
        let engine = try makeDetailScreen()
        let sweep = try engine.sweepRootWidth(over: 0...1400, height: 800)
        #expect(!sweep.pieces.isEmpty && sweep.pieces.last?.widths.upperBound == 1400)
        try expectAgreesWithLayout(engine, sweep, height: 800)
    }

    /// The random layouts of `RandomLayoutOracleTests` (conflicts, multipliers, intrinsic sizes)
    /// swept from 0 to 600: in the middle of every piece where an ordinary layout pass of a fresh
    /// copy breaks nothing, every coordinate it determines (not reported ambiguous) is the sweep's.
    @Test func randomLayoutsAgreeWithLayoutPasses() throws {
        var compared = 0
        for seed in UInt64(0)..<UInt64(200) {
            let engine = try RandomLayoutOracleTests().makeLayout(seed: seed)
            let sweep = try engine.sweepRootWidth(over: 0...600, height: 500)
            #expect(sweep.pieces.first?.widths.lowerBound == 0 && sweep.pieces.last?.widths.upperBound == 600, "seed \(seed)")
            for (previous, next) in zip(sweep.pieces, sweep.pieces.dropFirst()) {
                #expect(previous.widths.upperBound <= next.widths.lowerBound + 1e-6, "seed \(seed): pieces out of order")
            }
            for piece in sweep.pieces where piece.widths.upperBound > piece.widths.lowerBound {
                let width = (piece.widths.lowerBound + piece.widths.upperBound) / 2
                let result = try engine.copy().layout(width: width, height: 500)
                guard result.diagnostics(.unsatisfiable).isEmpty else { continue }
                for frame in piece.views {
                    let laidOut = try #require(result.views.first { $0.name == frame.name })
                    let swept = frame.absolute.rect(atOffset: width - piece.widths.lowerBound)
                    let expected = laidOut.absolute
                    let components: [(FreeAttribute, Double, Double)] = [
                        (.horizontalPosition, swept.x, expected.x), (.verticalPosition, swept.y, expected.y),
                        (.width, swept.width, expected.width), (.height, swept.height, expected.height),
                    ]
                    for (attribute, a, b) in components where !laidOut.ambiguous.contains(attribute) {
                        compared += 1
                        #expect(abs(a - b) <= 1e-6 * max(1, abs(b)),
                                "seed \(seed) \(frame.name).\(attribute) at \(width): swept \(a), laid out \(b)")
                    }
                }
            }
        }
        #expect(compared > 1000, "\(compared) coordinates compared")
    }
}

/// At three widths inside each piece (its start, middle and a little before its end), the sweep's
/// frames equal those of a layout pass of a fresh copy of the engine at that width.
private func expectAgreesWithLayout(
    _ engine: LayoutEngine, _ sweep: WidthSweep, height: Double, margins: RootMarginSchedule = RootMarginSchedule(16),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for piece in sweep.pieces {
        let (start, end) = (piece.widths.lowerBound, piece.widths.upperBound)
        for width in [start, (start + end) / 2, end - min(0.01, (end - start) / 4)] where width >= start {
            let fresh = engine.copy()
            let result = try fresh.layout(width: width, height: height, rootMinimumMargin: margins.margin(atWidth: width))
            for frame in piece.views + piece.guides {
                let expected = try #require(result.absoluteFrame(of: frame.name))
                let swept = frame.absolute.rect(atOffset: width - start)
                let close = [(swept.x, expected.x), (swept.y, expected.y), (swept.width, expected.width), (swept.height, expected.height)]
                    .allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
                #expect(close, "\(frame.name) at \(width): swept \(swept), laid out \(expected)", sourceLocation: sourceLocation)
            }
        }
    }
}
