import LayoutScript
import Testing
import TextMetrics

/// A script's engine swept along the root's width: wrapping text changes its line count where a
/// line's words start to fit, a boundary the engine finds by bisection; and the host's limit on
/// pieces reaches the engine. Text is measured as the `tether` front ends measure it (Inter).
@Suite struct SweepTests {
    /// `WrappingTextTests`' terms label, 32 narrower than the root: 3 lines (61 tall, the button
    /// at 169) until the text wraps in 2 (41 tall, the button at 149; both as `WrappingTextTests`
    /// works out). Where exactly is the measurer's to say: a hair narrower it gives 3 lines, a hair
    /// wider 2 — a hair of a thousandth of a point, past the sweep's tolerance of a millionth of
    /// the root's width (0.0003 here).
    @Test func wrappingTextChangesLinesAtOneWidth() throws {
        let measurer = try TextMeasurer.system()
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules, textMeasurer: measurer))
        interpreter.run(source: WrappingTextTests.script, name: "terms.layout")
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        let sweep = try interpreter.engine.sweepRootWidth(over: 320...414, height: 568)
        #expect(sweep.pieces.map(\.boundary) == [.engineChange, .end])
        let boundary = sweep.pieces[0].widths.upperBound
        let text = "By continuing you accept the terms of service and the privacy policy of this app"
        #expect(measurer.lines(of: text, size: 17, width: boundary - 32 - 1e-3).count == 3)
        #expect(measurer.lines(of: text, size: 17, width: boundary - 32 + 1e-3).count == 2)
        #expect(sweep.frame(of: "accept", atWidth: boundary - 1e-3)?.frame.y == 169)
        #expect(sweep.frame(of: "accept", atWidth: boundary + 1e-3)?.frame.y == 149)
        #expect(sweep.pieces[0].frame(of: "terms")?.frame.width == WidthAffine(value: 288, rate: 1))
    }

    @Test func theHostsLimitIsTheEnginesPieces() throws {
        var options = Interpreter.Options(bundledModules: StandardLibrary.modules, textMeasurer: try TextMeasurer.system())
        options.limits.maxSweepPieces = 1
        let interpreter = Interpreter(options: options)
        interpreter.run(source: WrappingTextTests.script, name: "terms.layout")
        #expect(interpreter.engine.maxSweepPieces == 1)
        let sweep = try interpreter.engine.sweepRootWidth(over: 320...414, height: 568)
        #expect(sweep.pieces.count == 1 && sweep.pieces.last?.boundary == .limit)
    }
}

/// The margin schedule of a plain size agrees with `Screen.minimumSideMargin` at every width: for
/// a 568-tall root 16 below 400, 20 to 568 (a large iPhone in portrait), 16 in landscape below
/// 678, 20 from 678 (a regular width).
@Suite struct MarginScheduleTests {
    @Test(arguments: [568.0, 400, 1024])
    func scheduleIsTheScreensMargin(height: Double) {
        let schedule = Screen.minimumSideMarginSchedule(height: height)
        for step in 0...2800 {
            let width = Double(step) / 2
            let expected = Screen(size: LayoutSize(width: width, height: height)).minimumSideMargin
            #expect(schedule.margin(atWidth: width) == expected, "\(width) × \(height)")
        }
        if height == 568 {
            #expect(schedule.steps.map(\.width) == [400, 568.0.nextUp, 678] && schedule.steps.map(\.margin) == [20, 16, 20])
        }
    }
}
