import AutoLayout
import LayoutScript
import Testing
import TetherOutput
import TextMetrics

@testable import tether

/// `tether check --all` on an AppKit script (`platform appkit`): the window resized across its
/// content size range (`NSWindow.contentMinSize` to `contentMaxSize`, the script's
/// `root W x H min W x H max W x H`) in both directions, in place of iOS devices and text
/// sizes. The frames are worked by hand from AppKit's standard spacing in VFL (Apple's Auto
/// Layout Guide, "Visual Format Language": 20 points to the window's edge, 8 between
/// siblings) and the widths the measurer gives.
@Suite struct WindowCheckTests {
    /// `check --all` as the CLI asks it for a script: every device, text size, direction and
    /// keyboard, which an AppKit script trades for its window's sizes.
    static func checkAll(_ script: String) throws -> EnvironmentCheck {
        var matrix = EnvironmentMatrix(screens: EnvironmentMatrix.currentScreens, textSizes: ContentSizeCategory.allCases,
                                       directions: [.leftToRight, .rightToLeft], keyboards: [false, true])
        matrix.resizesAppKitWindow = true
        return try EnvironmentCheck(source: script, name: "window.layout", options: ScriptRun.options { _ in }, matrix: matrix)
    }

    /// The smallest, designed and largest width with each such height: 3 × 3 sizes; an end
    /// left out is the designed size on that side, so a window without a range is checked at
    /// its own size only.
    @Test func windowSizesSpanTheContentSizeRange() {
        let designed = LayoutSize(width: 480, height: 270)
        let full = EnvironmentMatrix.window(
            designed: designed, range: ContentSizeRange(minimum: LayoutSize(width: 400, height: 200), maximum: LayoutSize(width: 900, height: 700)),
            directions: [.leftToRight, .rightToLeft])
        #expect(full.screens.map(\.size) == [200.0, 270, 700].flatMap { h in [400.0, 480, 900].map { LayoutSize(width: $0, height: h) } })
        #expect(full.textSizes == [.large])
        #expect(full.keyboards == [false])
        #expect(full.environments.count == 18)
        #expect(full.environments.allSatisfy { $0.isWindow })
        let minimumOnly = EnvironmentMatrix.window(
            designed: designed, range: ContentSizeRange(minimum: LayoutSize(width: 400, height: 270), maximum: nil), directions: [nil])
        #expect(minimumOnly.screens.map(\.size) == [LayoutSize(width: 400, height: 270), designed])
        let none = EnvironmentMatrix.window(designed: designed, range: nil, directions: [nil])
        #expect(none.screens.map(\.size) == [designed])
    }

    /// A label and a 200-point button in a row, `H:|-[label]-[button(200)]-|`: the label is
    /// W − 20 − 8 − 200 − 20 = W − 248 wide, so its one line of 13-point text is cut short
    /// below a window width of 248 + the text's width. The check finds it first in the
    /// smallest window, 400 × 200, and sweeps the width from 400 to 900 at that height.
    @Test func truncatedBelowAnExactWindowWidth() throws {
        let script = """
            platform appkit
            root 480 x 270 min 400 x 200 max 900 x 700
            view label { text "Show the sidebar in every window", 13 }
            view button { intrinsic 200 x 20 }
            vfl "H:|-[label]-[button(200)]-|"
            vfl "V:|-[label]"
            vfl "V:|-[button]"

            """
        let needed = TextMeasurer.systemOrSimple().width(of: "Show the sidebar in every window", size: 13)
        // Cut short at 400 (152 wide), not at the designed 480 (232 wide).
        #expect(needed > 152 && needed < 232)
        let check = try Self.checkAll(script)
        #expect(check.environments.count == 18)
        #expect(check.scriptDiagnostics.isEmpty, "\(check.scriptDiagnostics)")
        let truncated = check.findings.filter { $0.report.kind == .layout(.truncated) }
        try #require(truncated.count == 1, "\(check.findings.map(\.report.message))")
        let finding = truncated[0]
        #expect(finding.report.views == ["label"])
        let smallest = check.environments[finding.smallest]
        #expect(smallest.screen.size == LayoutSize(width: 400, height: 200))
        #expect(smallest.caption == "window 400 × 200")
        // Shown at width 400 with every height, in both directions: 3 × 2 environments.
        #expect(Set(finding.environments.map { check.environments[$0].screen.size.width }) == [400])
        #expect(finding.environments.count == 6)
        let boundary = try #require(finding.widths)
        #expect(boundary.swept == 400...900)
        #expect(boundary.showing.count == 1)
        #expect(abs((boundary.showing.first?.upperBound ?? 0) - (248 + needed)) < 1e-6)
        #expect(finding.located.notes.map(\.message) == [
            "at a window height of 200 pt it shows below a window width of \((248 + needed).roundedForDisplay) pt "
                + "(window widths 400 to 900 pt swept)",
        ])
        #expect(check.rendered(finding).message.hasSuffix("(in 6 of 18 environments; first on window 400 × 200)"))
    }

    /// Tests/LayoutScriptAPITests/NSStackVisibilityTests' toolbar in a window 300 wide that
    /// may shrink to 200 and grow to 400: the views need 236 points, the bar is 40 narrower
    /// than the window, so at 200 (bar 160) the info button (priority 800) and then the share
    /// button (900) detach (120 + 60 + 8 = 188 > 160); at 300 and 400 both are attached.
    @Test func detachedStackViewsWhereTheWindowIsTooNarrow() throws {
        let script = """
            platform appkit
            root 300 x 100 min 200 x 100 max 400 x 100
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
        let check = try Self.checkAll(script)
        #expect(check.scriptDiagnostics.isEmpty, "\(check.scriptDiagnostics)")
        #expect(check.environments.map(\.caption) == [
            "window 200 × 100", "window 300 × 100", "window 400 × 100",
            "window 200 × 100, right to left", "window 300 × 100, right to left", "window 400 × 100, right to left",
        ])
        let detached = check.findings.filter { $0.report.kind == .layout(.detached) }
        #expect(detached.map(\.report.views) == [["share"], ["info"]] || detached.map(\.report.views) == [["info"], ["share"]],
                "\(check.findings.map(\.report.message))")
        for finding in detached {
            #expect(finding.environments.map { check.environments[$0].screen.size.width } == [200, 200])
            #expect(finding.report.message.hasSuffix(
                "is detached from its stack view, which could not fit it here; it is attached on the designed window"))
        }
        // A window has no tap targets' minimum (the 44 × 44 is iOS's), and none of the
        // checks' other problems shows here.
        #expect(check.findings.allSatisfy { $0.report.kind == .layout(.detached) }, "\(check.findings.map(\.report.message))")
    }
}
