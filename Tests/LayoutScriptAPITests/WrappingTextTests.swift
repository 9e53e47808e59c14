import Foundation
import LayoutScript
import Testing
import TextMetrics

/// A multi-line label's height follows the width the layout gives it (UILabel with
/// numberOfLines 0 and an automatic preferredMaxLayoutWidth), at each size of one run, text
/// measured as the `tether` front ends measure it (TextMetrics' HarfBuzz with Inter).
///
/// By hand, with Inter's advances read by HarfBuzz in a separate program (2,816 units per
/// em; 17 points) and San Francisco's tracking at 17 points (−0.442 a character): in 288
/// points (a 320-wide root less 16 + 16) UILabel's word wrapping gives "By continuing you
/// accept the terms" (269.819; with " of", 289.549, too wide), "of service and the privacy
/// policy of" (265.989) and "this app": 3 lines of the system font's 20.28711 (San
/// Francisco's 2,444 of 2,048 units per em), ceil(60.861) = 61 tall. In 382 (a 414-wide
/// root) it gives "… terms of service" (349.087; with " and", 382.189, too wide) and "and
/// the privacy policy of this app" (251.949): 2 lines, ceil(40.574) = 41. The button 8
/// below moves from 169 to 149.
@Suite struct WrappingTextTests {
    static let script = """
        import "std/controls" as ui
        view terms: ui.label("By continuing you accept the terms of service and the privacy policy of this app", 17, 0)
        view accept: ui.button("Accept")
        pin terms.leading == root.leading + 16
        pin terms.trailing == root.trailing - 16
        pin terms.top == root.top + 100
        pin accept.top == terms.bottom + 8
        pin accept.leading == terms.leading

        """

    @Test func heightFollowsTheWidthAtEachSize() throws {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules, textMeasurer: try TextMeasurer.system()))
        interpreter.run(source: Self.script, name: "terms.layout")
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        let layouts = try interpreter.layouts(for: [LayoutSize(width: 320, height: 568), LayoutSize(width: 414, height: 896)])
        #expect(layouts[0].frame(of: "terms") == LayoutRect(x: 16, y: 100, width: 288, height: 61))
        #expect(layouts[0].frame(of: "accept")?.y == 169)
        #expect(layouts[1].frame(of: "terms") == LayoutRect(x: 16, y: 100, width: 382, height: 41))
        #expect(layouts[1].frame(of: "accept")?.y == 149)
        #expect(layouts.allSatisfy { $0.diagnostics.isEmpty })
        // And back: the engine re-solves incrementally to 3 lines again.
        let again = try interpreter.layout(width: 320, height: 568)
        #expect(again.frame(of: "terms")?.height == 61)
    }

    /// numberOfLines 2 caps it: at 288 the label is 2 lines, 41 tall (the last truncated).
    @Test func linesCapTheHeight() throws {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules, textMeasurer: try TextMeasurer.system()))
        interpreter.run(source: Self.script.replacingOccurrences(of: "this app\", 17, 0)", with: "this app\", 17, 2)"), name: "terms.layout")
        let layout = try interpreter.layout(width: 320, height: 568)
        #expect(layout.frame(of: "terms")?.height == 41)
    }

    /// On a screen with a scale, text sizes round up to its pixel, as UILabel's
    /// `intrinsicContentSize` does: in 382 points the 2 lines' 40.574 are 122 / 3 = 40.667 at
    /// scale 3 and 41 at scale 2; one line of "Accept" (a label here) is 20.28711 rounded up,
    /// 61 / 3 = 20.333 at 3 and 20.5 at 2, and its width a whole number of pixels.
    @Test(arguments: [(3.0, 122.0 / 3, 61.0 / 3), (2, 41, 20.5)])
    func heightsRoundToTheScreensPixel(scale: Double, terms: Double, line: Double) throws {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules, textMeasurer: try TextMeasurer.system()))
        interpreter.run(source: "root 414 x 896 scale \(Int(scale))\n" + Self.script.replacingOccurrences(
            of: "ui.button(\"Accept\")", with: "ui.label(\"Accept\")"), name: "terms.layout")
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        let layout = try interpreter.layout(width: 414, height: 896)
        #expect(abs((layout.frame(of: "terms")?.height ?? 0) - terms) < 1e-9)
        #expect(abs((layout.frame(of: "accept")?.height ?? 0) - line) < 1e-9)
        let width = try #require(layout.frame(of: "accept")?.width)
        #expect(abs(width - (width * scale).rounded(.up) / scale) < 1e-9)
    }

    /// UILabel with no text has no intrinsic size: an empty wrapping label is 0 tall.
    @Test func emptyTextHasNoSize() throws {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules, textMeasurer: try TextMeasurer.system()))
        interpreter.run(source: Self.script.replacingOccurrences(of: "\"By continuing you accept the terms of service and the privacy policy of this app\"", with: "\"\""), name: "terms.layout")
        let layout = try interpreter.layout(width: 320, height: 568)
        #expect(layout.frame(of: "terms")?.height == 0)
        #expect(layout.frame(of: "accept")?.y == 108)
    }
}

/// `Limits.maxLayoutRounds` bounds the settling of frames that depend on frames: a view
/// pinned (through a sibling) to half its own safe area's top never settles (SafeAreaTests
/// works it out), and the pass stops after the host's number of rounds with a warning.
@Suite struct LayoutRoundsLimitTests {
    @Test func theHostsLimitIsTheEnginesRounds() throws {
        var options = Interpreter.Options()
        options.limits.maxLayoutRounds = 2
        let interpreter = Interpreter(options: options)
        interpreter.run(source: """
            root 390 x 844 safe 47 0 34 0
            view v
            view w
            pin w.top == v.safeArea.top
            pin v.top == 0.5 * w.top
            pin w.left == v.left
            pin w.width == v.width
            pin w.height == v.height
            pin v.left == root.left
            pin v.width == 100
            pin v.height == 100

            """, name: "loop.layout")
        let warning = try #require(interpreter.layout().diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("v.safeArea did not settle in 2 rounds"))
    }
}
