import Foundation
import LayoutScript
import Testing

/// A multi-line label's height follows the width the layout gives it (UILabel with
/// numberOfLines 0 and an automatic preferredMaxLayoutWidth), at each size of one run.
///
/// By hand, with Inter's advances read by HarfBuzz in a separate program (2,816 units per
/// em; 17 points): in 288 points (a 320-wide root less 16 + 16) UILabel's word wrapping
/// gives "By continuing you accept the terms" (284.847), "of service and the privacy policy
/// of" (281.901) and "this app": 3 lines, ceil(3 × 20.574) = 62 tall. In 382 (a 414-wide
/// root) it gives "… terms of service" (368.977) and "and the privacy policy of this app":
/// 2 lines, ceil(2 × 20.574) = 42. The button 8 below moves from 170 to 150.
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
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules))
        interpreter.run(source: Self.script, name: "terms.layout")
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        let layouts = try interpreter.layouts(for: [LayoutSize(width: 320, height: 568), LayoutSize(width: 414, height: 896)])
        #expect(layouts[0].frame(of: "terms") == LayoutRect(x: 16, y: 100, width: 288, height: 62))
        #expect(layouts[0].frame(of: "accept")?.y == 170)
        #expect(layouts[1].frame(of: "terms") == LayoutRect(x: 16, y: 100, width: 382, height: 42))
        #expect(layouts[1].frame(of: "accept")?.y == 150)
        #expect(layouts.allSatisfy { $0.diagnostics.isEmpty })
        // And back: the engine re-solves incrementally to 3 lines again.
        let again = try interpreter.layout(width: 320, height: 568)
        #expect(again.frame(of: "terms")?.height == 62)
    }

    /// numberOfLines 2 caps it: at 288 the label is 2 lines, 42 tall (the last truncated).
    @Test func linesCapTheHeight() throws {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules))
        interpreter.run(source: Self.script.replacingOccurrences(of: "this app\", 17, 0)", with: "this app\", 17, 2)"), name: "terms.layout")
        let layout = try interpreter.layout(width: 320, height: 568)
        #expect(layout.frame(of: "terms")?.height == 42)
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
