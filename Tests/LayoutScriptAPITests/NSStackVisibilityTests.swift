import Foundation
import LayoutScript
import Testing

/// std/nsstack's visibility priorities over a sweep of window sizes: "When Auto Layout
/// reduces the stack view's size… causing one or more views to no longer fit, the stack
/// view detaches views in order of increasing visibility priority" (NSStackView's
/// `setVisibilityPriority(_:for:)`), and a view detached at one size is back at a size that
/// fits it, since the module reads the stack's length at each size of the run.
///
/// By hand: a toolbar 20 from each side of the window, a search field (120, must hold) in
/// the leading area, a share button (60, detach only if necessary, 900) and an info button
/// (40, priority 800) in the trailing area, spacing 8. They need 120 + 60 + 40 + 16 = 236
/// points. A 300-wide window leaves the bar 260: all three stay, info at 260 − 40 = 220,
/// share at 220 − 8 − 60 = 152. At 250 the bar is 210: info (800) detaches first, and
/// 120 + 60 + 8 = 188 fits, so share stays, at 210 − 60 = 150. At 200 (bar 160) share goes
/// too (188 > 160), leaving the search field. Back at 300, both are back where they were.
@Suite struct NSStackVisibilityTests {
    static let script = """
        import "std/nsstack"
        view bar
        pin bar.leading == root.leading + 20
        pin bar.trailing == root.trailing - 20
        pin bar.top == root.top + 10
        view search in bar {
          intrinsic 120 x 22
          hug h 750
        }
        view share in bar {
          intrinsic 60 x 20
          hug h 750
        }
        view info in bar {
          intrinsic 40 x 20
          hug h 750
        }
        nshstack([search], [], [share, info], 8, "gravityAreas", "centerY", (0, 0, 0, 0), true, [], (250, 250),
          (1000, 1000), [(share, 900), (info, 800)])

        """

    @Test func viewsDetachLowestPriorityFirstAndComeBack() throws {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules))
        interpreter.run(source: Self.script, name: "toolbar.layout")
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        let sizes = [300.0, 250, 200, 300].map { LayoutSize(width: $0, height: 100) }
        let layouts = try interpreter.layouts(for: sizes)
        #expect(layouts[0].frame(of: "info") == LayoutRect(x: 220, y: 1, width: 40, height: 20))
        #expect(layouts[0].frame(of: "share") == LayoutRect(x: 152, y: 1, width: 60, height: 20))
        #expect(layouts[1].frame(of: "info")?.width == 0)
        #expect(layouts[1].frame(of: "share") == LayoutRect(x: 150, y: 1, width: 60, height: 20))
        #expect(layouts[2].frame(of: "info")?.width == 0)
        #expect(layouts[2].frame(of: "share")?.width == 0)
        #expect(layouts[2].frame(of: "search") == LayoutRect(x: 0, y: 0, width: 120, height: 22))
        #expect(layouts[3].frame(of: "info") == layouts[0].frame(of: "info"))
        #expect(layouts[3].frame(of: "share") == layouts[0].frame(of: "share"))
        #expect(layouts.allSatisfy { $0.diagnostics.isEmpty }, "\(layouts.map(\.diagnostics))")
    }
}
