import AutoLayout
import Foundation
import LayoutScript
import Testing
import TetherOutput
import TextMetrics

@testable import tether

/// `tether check --all`: a script laid out in many environments, each problem found once with
/// where it shows. The frames are worked by hand from the device catalogue (Apple's sizes and
/// the Simulator's safe areas), the HIG's Dynamic Type table and the text widths the
/// measurer gives.
@Suite struct EnvironmentCheckTests {
    static func check(_ script: String, screens: [String], textSizes: [ContentSizeCategory] = [.large],
                      directions: [LayoutDirection?] = [nil], keyboards: [Bool] = [false]) throws -> EnvironmentCheck {
        let matrix = EnvironmentMatrix(
            screens: try screens.map { try Device.screen(named: $0) }, textSizes: textSizes, directions: directions,
            keyboards: keyboards)
        return try EnvironmentCheck(source: script, name: "screen.layout", options: ScriptRun.options { _ in }, matrix: matrix)
    }

    static func findings(_ check: EnvironmentCheck, _ kind: LayoutDiagnostic.Kind) -> [EnvironmentCheck.Finding] {
        check.findings.filter { $0.report.kind == .layout(kind) }
    }

    /// The script with `fix` made as a person would make it: `pin NEW in place of OLD
    /// (screen.layout:L:C)` becomes line L; `pin V.a to NEW, not OLD (screen.layout:L:C)`
    /// writes NEW for OLD on line L; another `pin` or a `set` is added at the end.
    static func applying(_ fix: String, to script: String) throws -> String {
        var lines = script.components(separatedBy: "\n")
        func line() throws -> Int {
            let place = try #require(fix.split(separator: "(").last?.split(separator: ":"))
            return try #require(place.count == 3 ? Int(place[1]) : nil)
        }
        if let range = fix.range(of: " in place of ") {
            lines[try line() - 1] = String(fix[..<range.lowerBound])
        } else if let to = fix.range(of: " to "), let not = fix.range(of: ", not "), let end = fix.range(of: " (") {
            let index = try line() - 1
            lines[index] = lines[index].replacingOccurrences(of: String(fix[not.upperBound..<end.lowerBound]),
                                                             with: String(fix[to.upperBound..<not.lowerBound]))
        } else {
            lines.insert(String(fix.split(separator: ",")[0]), at: lines.count - 1)
        }
        return lines.joined(separator: "\n")
    }

    /// Each of the finding's fixes, made in the script, takes the problem away in every
    /// environment of the check (the fix was verified only where the problem shows) and
    /// brings no conflict.
    static func expectFixesHold(_ finding: EnvironmentCheck.Finding, in script: String, screens: [String],
                                textSizes: [ContentSizeCategory] = [.large], directions: [LayoutDirection?] = [nil],
                                keyboards: [Bool] = [false]) throws {
        #expect(!finding.report.fixes.isEmpty)
        for fix in finding.report.fixes {
            let fixed = try Self.check(try applying(fix, to: script), screens: screens, textSizes: textSizes, directions: directions,
                                       keyboards: keyboards)
            #expect(!fixed.findings.contains { $0.report.kind == finding.report.kind && $0.report.views == finding.report.views },
                    "\(fix): \(fixed.findings.map(\.report.message))")
            #expect(Self.findings(fixed, .unsatisfiable).isEmpty, "\(fix)")
            #expect(fixed.scriptDiagnostics.isEmpty, "\(fix): \(fixed.scriptDiagnostics)")
        }
    }

    /// Tests/Scripts/environments/landscape-row.layout: a title beside a 407-point button in
    /// landscape, 212 points wide on the SE (its comment works the numbers out), which a body
    /// label's "Notifications" needs from AX3 up.
    static let landscapeRowFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/environments/landscape-row.layout")
    static var landscapeRow: String { (try? String(contentsOf: landscapeRowFile, encoding: .utf8)) ?? "" }

    @Test func truncatedFromAX3OnTheSmallestIPhoneInLandscape() throws {
        let phones = Device.current.filter { !$0.isPad }.flatMap { [$0.name, $0.name + ":landscape"] }
        let check = try Self.check(Self.landscapeRow, screens: phones, textSizes: ContentSizeCategory.allCases)
        let measurer = TextMeasurer.systemOrSimple()
        #expect(measurer.width(of: "Notifications", size: 33) < 212)
        #expect(measurer.width(of: "Notifications", size: 40) > 212)
        let truncated = Self.findings(check, .truncated)
        try #require(truncated.count == 1, "\(check.findings.map(\.report.message))")
        let finding = truncated[0]
        #expect(finding.report.views == ["title"])
        let smallest = check.environments[finding.smallest]
        #expect(smallest.screen.deviceName == "iphonese3:landscape")
        #expect(smallest.textSize == .ax3)
        let shown = finding.environments.map { check.environments[$0] }
        // Every environment that shows it is a landscape one; the SE shows it from AX3 up.
        #expect(shown.allSatisfy { $0.screen.traits.isLandscape })
        #expect(Set(shown.filter { $0.screen.deviceName == "iphonese3:landscape" }.map(\.textSize)) == [.ax3, .ax4, .ax5])
        #expect(finding.located.message == "title's text is cut short: it is 212 pt wide and its text needs "
            + measurer.width(of: "Notifications", size: 40).roundedForDisplay)
        #expect(finding.located.location?.line == 12)
        // Exact boundary: on the SE's landscape screen (no insets, compact × compact) the
        // title is 20 + 8 + 407 + 20 = 455 points narrower than the root, so it is cut short
        // below 455 + its text's width; the widths swept are those of the iPhones in landscape
        // with the SE's size classes (667 to 874; the Plus, Max and Air are regular wide).
        let needed = measurer.width(of: "Notifications", size: 40)
        let boundary = try #require(finding.widths)
        #expect(boundary.swept == 667...874)
        #expect(boundary.showing.count == 1)
        #expect(abs((boundary.showing.first?.lowerBound ?? 0) - 667) < 1e-9)
        #expect(abs((boundary.showing.first?.upperBound ?? 0) - (455 + needed)) < 1e-6)
        #expect(finding.located.notes.map(\.message) == [
            "on this screen it shows at AX3 and larger",
            "with this screen's height, insets and size classes it shows below a root width of "
                + (455 + needed).roundedForDisplay + " pt (root widths 667 to 874 pt swept)",
        ])
    }

    /// The badge is pinned to the root's right edge (absolute), the title to its leading one:
    /// left to right they sit at opposite ends of a 375-point root; right to left the title
    /// moves to the right and runs under the badge (title 235…355, badge 315…355).
    @Test func rightToLeftOnlyOverlap() throws {
        let script = """
            root 375 x 667
            view title { intrinsic 120 x 21 }
            view badge { intrinsic 40 x 21 }
            vfl "H:|-20-[title]"
            pin badge.right == root.right - 20
            vfl "V:|-40-[title]"
            vfl "V:|-40-[badge]"

            """
        let check = try Self.check(script, screens: ["iphonese3"], directions: [.leftToRight, .rightToLeft])
        let overlaps = Self.findings(check, .overlapping)
        try #require(overlaps.count == 1)
        #expect(overlaps[0].report.views == ["badge", "title"])
        #expect(overlaps[0].environments.map { check.environments[$0].direction } == [.rightToLeft])
        #expect(overlaps[0].located.message == "badge and title overlap by 40 × 21 pt, which they do not on the designed screen")
        // The fix: the badge pinned by `trailing`, which right to left is the left edge, so
        // that the badge follows the title to the other side.
        #expect(overlaps[0].report.fixes
            == ["pin badge.trailing == root.trailing - 20 in place of badge.right == root.right - 20 (screen.layout:5:1)"])
        try Self.expectFixesHold(overlaps[0], in: script, screens: ["iphonese3"], directions: [.leftToRight, .rightToLeft])
    }

    /// A title beside a button, each pinned to its own edge: "Notifications" in body text
    /// grows with the text size until it runs under the button on the SE. The fix keeps the
    /// button after the title by the standard 8 points (the design has more room between
    /// them); the title, which resists compression no more than the button, gives way.
    @Test func overlapAtLargeTextSizes() throws {
        let script = """
            import "std/controls" as ui
            view title: ui.label("Notifications", "body")
            view action: ui.button("Turn on")
            vfl "H:|-[title]"
            vfl "H:[action]-|"
            pin title.top == root.safeArea.top + 8
            pin action.centerY == title.centerY

            """
        let sizes = ContentSizeCategory.allCases
        let check = try Self.check(script, screens: ["iphonese3"], textSizes: sizes)
        let overlaps = Self.findings(check, .overlapping)
        try #require(overlaps.count == 1)
        #expect(overlaps[0].report.views == ["action", "title"])
        #expect(!overlaps[0].environments.contains { check.environments[$0].textSize == .large })
        #expect(overlaps[0].report.fixes == ["pin action.leading >= title.trailing + 8"])
        try Self.expectFixesHold(overlaps[0], in: script, screens: ["iphonese3"], textSizes: sizes)
    }

    /// A badge drawn over an icon on the designed screen is the design, not a problem.
    @Test func designedOverlapIsNotReported() throws {
        let script = """
            root 375 x 667
            view icon { intrinsic 60 x 60 }
            view badge { intrinsic 20 x 20 }
            pin icon.left == 20
            pin icon.top == 80
            pin badge.centerX == icon.right
            pin badge.centerY == icon.top

            """
        let check = try Self.check(script, screens: ["iphonese3", "iphone17promax:landscape"], directions: [.leftToRight, .rightToLeft])
        #expect(Self.findings(check, .overlapping).isEmpty)
    }

    /// A card 400 wide from x 20 fits the designed 768-point root and reaches 45 points past
    /// the right edge of the SE's 375 (20 + 400 − 375).
    @Test func offscreenOnNarrowScreens() throws {
        let script = """
            root 768 x 1024
            view card { intrinsic 400 x 100 }
            pin card.left == 20
            pin card.top == 40

            """
        let check = try Self.check(script, screens: ["iphonese3", "ipadair11"])
        let past = Self.findings(check, .offscreen)
        try #require(past.count == 1)
        #expect(past[0].located.message == "card reaches 45 pt past the root's right edge, which it does not on the designed screen")
        #expect(past[0].environments.map { check.environments[$0].screen.deviceName } == ["iphonese3"])
        // Kept inside, the card gives up width (its intrinsic width resists at 750).
        #expect(past[0].report.fixes == ["pin card.right <= root.right"])
        try Self.expectFixesHold(past[0], in: script, screens: ["iphonese3", "ipadair11"])
        // The page lists each problem with its fix.
        #expect(EnvironmentPage.render(check).contains("<small class=\"fix\">hint: pin card.right &lt;= root.right</small>"))
    }

    /// A column 1,100 tall inside a scroll view fills the scroll view's content on the
    /// designed 375 × 1,200 root; on the SE (667 tall) it reaches past the bottom, which a
    /// scroll view is for: not reported. The same column in a plain view is.
    @Test func scrollViewContentIsNotOffscreen() throws {
        let script = { (kind: String) in
            """
            import "std/controls" as ui
            root 375 x 1200
            view frame\(kind)
            view column in frame { intrinsic none x 1100 }
            vfl "H:|[frame]|"
            vfl "V:|[frame]|"
            vfl "H:|[column]|"
            vfl "V:|-40-[column]"

            """
        }
        let scrolled = try Self.check(script(": ui.scrollView()"), screens: ["iphonese3"])
        #expect(Self.findings(scrolled, .offscreen).isEmpty)
        let plain = try Self.check(script(""), screens: ["iphonese3"])
        // 40 + 1,100 − 667 = 473 points past the bottom.
        #expect(Self.findings(plain, .offscreen).map(\.located.message)
            == ["column reaches 473 pt past the root's bottom edge, which it does not on the designed screen"])
    }

    /// A label 8 points below the root's top: the iPhone 17's status bar and Dynamic Island
    /// take the top 62 points (its safe area), so the whole 21-point line is under it; on
    /// the SE (20) 12 of its points are; in landscape neither has a top inset.
    @Test func textUnderTheStatusBar() throws {
        let script = """
            import "std/controls" as ui
            view title: ui.label("Inbox")
            pin title.top == root.top + 8
            pin title.left == root.left + 100

            """
        let check = try Self.check(script, screens: ["iphone17", "iphonese3", "iphone17:landscape"])
        let obscured = Self.findings(check, .obscured)
        try #require(obscured.count == 1)
        #expect(obscured[0].environments.map { check.environments[$0].screen.deviceName } == ["iphone17", "iphonese3"])
        // The smallest is the SE (375 wide): 20 − 8 = 12 points of the line are under the bar.
        #expect(obscured[0].located.message == "title is 12 pt under the status bar")
        // The fix moves the title's anchor from the root's top to its safe area's.
        #expect(obscured[0].report.fixes
            == ["pin title.top to root.safeArea.top, not root.top (screen.layout:3:1)"])
        try Self.expectFixesHold(obscured[0], in: script, screens: ["iphone17", "iphonese3", "iphone17:landscape"])
    }

    /// A fix is tried on the engine and taken back: the moved anchor is tried by giving
    /// `title.top == root.top + 8` the safe area's top (20 on the SE) as its constant, and
    /// after the try the constraint has its 8 again and the layout is the one it was.
    @Test func aTriedAnchorIsGivenBack() throws {
        let script = """
            import "std/controls" as ui
            view title: ui.label("Inbox")
            pin title.top == root.top + 8
            pin title.left == root.left + 100

            """
        let screen = try Device.screen(named: "iphonese3")
        var options = ScriptRun.options { _ in }
        options.screen = screen
        let interpreter = Interpreter(options: options)
        interpreter.run(source: script, name: "screen.layout")
        let before = interpreter.engine.activeHostConstraints.map(\.constraint)
        let result = try interpreter.layout(on: screen)
        let finder = VisibleProblemFinder(interpreter: interpreter, designed: nil, direction: .leftToRight,
                                          ledger: VisibleProblemFinder.FixLedger())
        let obscured = finder.problems(in: result, on: screen).filter { $0.kind == .obscured }
        #expect(obscured.map(\.fixes) == [["pin title.top to root.safeArea.top, not root.top (screen.layout:3:1)"]])
        #expect(interpreter.engine.activeHostConstraints.map(\.constraint) == before)
        #expect(try interpreter.layout(on: screen).frame(of: "title") == result.frame(of: "title"))
        #expect(result.frame(of: "title")?.y == 8)
    }

    /// A title 20 points from the leading edge in landscape: the iPhone 17's safe area starts
    /// 62 points in from the side of the sensor housing (the Simulator's insets), so 42 of the
    /// title's 78 points lie under it — on the left left to right, on the right right to left,
    /// where its leading edge is: two problems a person sees, with one fix, the leading
    /// constraint against the safe area. Written in VFL (`|-20-[title]`), the fix names the
    /// same constraint.
    @Test func textUnderTheSensorHousingInLandscape() throws {
        let script = """
            import "std/controls" as ui
            view title: ui.label("Messages")
            pin title.leading == root.leading + 20
            pin title.top == root.safeArea.top + 8

            """
        let both: [LayoutDirection?] = [.leftToRight, .rightToLeft]
        let check = try Self.check(script, screens: ["iphone17:landscape"], directions: both)
        let obscured = Self.findings(check, .obscured)
        #expect(obscured.map(\.located.message)
            == ["title is 42 pt under the sensor housing on the left", "title is 42 pt under the sensor housing on the right"])
        #expect(obscured.map { $0.environments.map { check.environments[$0].direction } } == [[.leftToRight], [.rightToLeft]])
        let fix = "pin title.leading to root.safeArea.leading, not root.leading (screen.layout:3:1)"
        #expect(obscured.map(\.report.fixes) == [[fix], [fix]])
        for finding in obscured { try Self.expectFixesHold(finding, in: script, screens: ["iphone17:landscape"], directions: both) }
        let vfl = try Self.check(script.replacingOccurrences(of: "pin title.leading == root.leading + 20", with: "vfl \"H:|-20-[title]\""),
                                 screens: ["iphone17:landscape"], directions: both)
        #expect(Self.findings(vfl, .obscured).map(\.report.fixes) == [[fix], [fix]])
    }

    /// A sign-in button 20 points above the safe area's bottom: with the iPhone 17's docked
    /// keyboard (335 tall over the root's bottom, the home indicator's 34 included) its
    /// bottom, at 874 − 34 − 20 = 820, lies 335 − 54 = 281 points under the keyboard's top,
    /// at 874 − 335 = 539; the whole 44-point button is under it. Pinned to the keyboard
    /// guide instead, it rises above it.
    @Test func buttonUnderTheKeyboard() throws {
        let script = { (anchor: String) in
            """
            import "std/controls" as ui
            view signIn: ui.button("Sign in")
            vfl "H:|-[signIn]-|"
            pin signIn.height == 44
            pin signIn.bottom == \(anchor) - 20

            """
        }
        let check = try Self.check(script("root.safeArea.bottom"), screens: ["iphone17"], keyboards: [false, true])
        let under = Self.findings(check, .obscured)
        try #require(under.count == 1)
        #expect(under[0].located.message == "signIn is 44 pt under the keyboard")
        #expect(under[0].environments.map { check.environments[$0].screen.showsKeyboard } == [true])
        // The fix is the script below: the anchor moved to the keyboard guide's top.
        #expect(under[0].report.fixes == [
            "pin signIn.bottom to root.keyboard.top, not root.safeArea.bottom (screen.layout:5:1)",
        ])
        try Self.expectFixesHold(under[0], in: script("root.safeArea.bottom"), screens: ["iphone17"], keyboards: [false, true])
        let risen = try Self.check(script("root.keyboard.top"), screens: ["iphone17"], keyboards: [false, true])
        #expect(Self.findings(risen, .obscured).isEmpty)
    }

    /// A title pinned to the root's bottom on two lines, one per size-class branch: under the
    /// keyboard on the iPhone SE (compact, line 7) and the iPad Air (regular, line 5), whose
    /// fixes move different lines. No one change holds in both, so none is offered, and the
    /// hint gives one environment's: the smallest's (the SE) when it was laid out first, else
    /// the first that had one (the SE then tries no fix the iPad refused).
    @Test func noOneFixEverywhere() throws {
        let script = """
            import "std/controls" as ui
            import "std/devices"
            view title: ui.label("Detail")
            if isRegular() {
              pin title.bottom == root.bottom - 20
            } else {
              pin title.bottom == root.bottom - 10
            }
            pin title.left == root.left + 20

            """
        let fix = { (line: Int) in "pin title.bottom to root.keyboard.top, not root.bottom (screen.layout:\(line):3)" }
        let hints = [
            (["iphonese3", "ipadair11"], "no one change fixes it in every environment that shows it; in this one: " + fix(7)),
            (["ipadair11", "iphonese3"], "no one change fixes it in every environment that shows it; in one of them: " + fix(5)),
        ]
        for (screens, hint) in hints {
            let check = try Self.check(script, screens: screens, keyboards: [true])
            let under = Self.findings(check, .obscured)
            try #require(under.count == 1)
            #expect(under[0].environments.count == 2)
            #expect(under[0].report.fixes.isEmpty)
            #expect(under[0].located.hint == hint)
        }
    }

    /// UIKit's system button is 30 tall (std/controls): under the HIG's 44 × 44; pinned to 44
    /// tall it is not.
    @Test func smallTapTargets() throws {
        let script = """
            import "std/controls" as ui
            view save: ui.button("Save")
            view done: ui.button("Done")
            vfl "H:|-[save]-[done]"
            vfl "V:|-80-[save]"
            pin done.centerY == save.centerY
            pin done.height == 44

            """
        let check = try Self.check(script, screens: ["iphonese3", "iphone17:landscape"], directions: [.leftToRight, .rightToLeft])
        let small = Self.findings(check, .smallTarget)
        #expect(small.map(\.report.views) == [["save"]])
        // Its fix, tried on a copy of each environment's engine: 44 tall it breaks nothing.
        #expect(small.first?.report.fixes == ["pin save.height >= 44"])
        #expect(small.first?.located.hint == "pin save.height >= 44")
        try Self.expectFixesHold(try #require(small.first), in: script, screens: ["iphonese3", "iphone17:landscape"],
                                 directions: [.leftToRight, .rightToLeft])
        // Limits.maxFixesTried bounds the fixes a layout pass tries: with none, none is offered.
        var options = ScriptRun.options { _ in }
        options.limits.maxFixesTried = 0
        let untried = try EnvironmentCheck(
            source: script, name: "screen.layout", options: options,
            matrix: EnvironmentMatrix(screens: [try Device.screen(named: "iphonese3")], textSizes: [.large], directions: [nil]))
        #expect(Self.findings(untried, .smallTarget).first?.report.fixes == [])
    }

    /// A title that resists compression less (250) than the 300-point field beside it (750):
    /// on the SE the row needs 20 + 102.4 + 8 + 300 + 20 points of 375, so the title gives
    /// way and is cut short. Raising its resistance to 999 lets the field give way instead,
    /// breaking nothing, in every environment that shows it: that fix is offered. On the
    /// landscape row of Tests/Scripts/environments/landscape-row.layout no fix holds (the
    /// button's 407 points are required), so none is offered.
    @Test func truncationFixVerifiedEverywhere() throws {
        let script = """
            import "std/controls" as ui
            root 768 x 1024
            view title: ui.label("Notifications") {
              resist h 250
            }
            view field { intrinsic 300 x 30 }
            vfl "H:|-[title]-[field]-|" align centerY
            vfl "V:|-80-[title]"

            """
        let check = try Self.check(script, screens: ["iphonese3", "iphone16e"], directions: [.leftToRight, .rightToLeft])
        let truncated = Self.findings(check, .truncated)
        try #require(truncated.count == 1)
        #expect(truncated[0].environments.count == 4)
        #expect(truncated[0].report.fixes == ["set title { resist h 999 }, so that it keeps its text's width"])
        try Self.expectFixesHold(truncated[0], in: script, screens: ["iphonese3", "iphone16e"], directions: [.leftToRight, .rightToLeft])
        let row = try Self.check(Self.landscapeRow, screens: ["iphonese3:landscape"], textSizes: [.ax3])
        #expect(Self.findings(row, .truncated).first?.report.fixes == [])
    }

    /// A wrapping label held to one line's height: at 100 points wide its three words need
    /// more lines than the 21 points allow.
    @Test func clippedWrappingText() throws {
        let script = """
            import "std/controls" as ui
            view note: ui.label("Messages arrive here when someone writes", 17, 0)
            pin note.left == 20
            pin note.top == 80
            pin note.width == 100
            pin note.height == 21

            """
        let check = try Self.check(script, screens: ["iphonese3"])
        let clipped = Self.findings(check, .truncated)
        try #require(clipped.count == 1)
        let lines = TextMeasurer.systemOrSimple()
            .lines(of: "Messages arrive here when someone writes", size: 17, width: 100, maxLines: 0).count
        #expect(lines > 1)
        #expect(clipped[0].located.message.hasPrefix("note's text is clipped: its \(lines) lines need"))
    }

    /// The page embeds each distinct picture once, and no more than its limit: past it a cell
    /// opens its problems without a picture.
    @Test func pagePictures() throws {
        let check = try Self.check(Self.landscapeRow, screens: ["iphonese3", "iphonese3:landscape"], textSizes: [.large])
        let page = EnvironmentPage.render(check)
        #expect(page.components(separatedBy: "<template id=\"picture-").count - 1 == 2)
        let capped = EnvironmentPage.render(check, maxPictures: 1)
        #expect(capped.components(separatedBy: "<template id=\"picture-").count - 1 == 1)
        #expect(capped.contains("const pictures = [0,-1];"))
    }

    /// A failed `expect` that only right to left shows is reported once, with where.
    @Test func scriptErrorsOfOtherEnvironmentsSayWhere() throws {
        let script = """
            root 375 x 667
            view box { intrinsic 40 x 40 }
            vfl "H:|-20-[box]"
            vfl "V:|-20-[box]"
            expect box.frame.x == 20

            """
        let check = try Self.check(script, screens: ["iphonese3", "iphone17"], directions: [.leftToRight, .rightToLeft])
        #expect(check.scriptDiagnostics.isEmpty)
        let failed = check.findings.filter { $0.located.kind != .layout }
        try #require(failed.count == 1)
        #expect(failed[0].environments.count == 2)
        #expect(check.rendered(failed[0]).message.hasSuffix(
            "(in 2 of 4 environments; first on iphonese3 (375 × 667), large, right to left)"))
        #expect(check.hasScriptErrors)
    }

    /// `--all` on the command line: today's devices at every text size in both directions,
    /// with the keyboard hidden and shown (or the --device screens, the --keyboards asked);
    /// the text and the JSON agree on what they found.
    @Test func commandLine() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Self.landscapeRow, named: "row.layout", in: directory)
        let every = try Tether.run(["check", file, "--all"])
        #expect(every.status == 3)
        #expect(every.output.hasPrefix("\(file): checked \(EnvironmentMatrix.currentScreens.count * 48) environments"))
        let phones = ["--all", "--keyboards", "hidden", "--device", "iphonese3,iphonese3:landscape,iphone17,iphone17:landscape"]
        let text = try Tether.run(["check", file] + phones)
        #expect(text.status == 3)
        #expect(text.output.hasPrefix("\(file): checked 96 environments (96 distinct layouts)\n"), "\(text.output)")
        #expect(text.output.contains("\(file):12:1: warning: title's text is cut short: it is 212 pt wide"))
        #expect(text.output.contains("first on iphonese3:landscape (667 × 375), AX3)"))
        let json = try Tether.run(["check", file, "--format", "json"] + phones)
        #expect(json.status == 3)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let first = (decoded?["files"] as? [[String: Any]])?.first
        #expect((first?["environments"] as? [Any])?.count == 96)
        let diagnostics = first?["diagnostics"] as? [[String: Any]] ?? []
        let truncated = diagnostics.first { $0["kind"] as? String == "truncated" }
        let smallest = truncated?["smallest"] as? Int ?? -1
        let environment = (first?["environments"] as? [[String: Any]])?[smallest]
        #expect(environment?["screen"] as? String == "iphonese3:landscape")
        #expect(environment?["textSize"] as? String == "AX3")
        let checked = directory + "/check-all.json"
        try json.output.write(toFile: checked, atomically: true, encoding: .utf8)
        let valid = try JSONSchemaTests.validate("check-all.schema.json", [checked])
        #expect(valid.status == 0, "\(valid.output)")
        let unknown = try Tether.run(["check", file, "--directions", "sideways"])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("unknown directions 'sideways': use ltr, rtl or both"))
        let stray = try Tether.run(["check", file, "-o", directory + "/report.html"])
        #expect(stray.status == 2)
        #expect(stray.error.contains("-o writes the matrix of an environment check: add --all"))
    }
}

/// `tether check` over several sizes and `check --all` over the same screens tell problems
/// apart by one rule (``ProblemIdentity``) and keep the same fixes (``FixesEverywhere``).
@Suite struct ProblemIdentityTests {
    /// What covers an obscured view is a value the check carries, not read back from its
    /// message: the same view at another depth under the same cover is one problem, under
    /// another cover a second.
    @Test func coverIsAValue() {
        func obscured(_ depth: Int, _ cover: String) -> LayoutDiagnostic {
            LayoutDiagnostic(kind: .obscured, message: "title is \(depth) pt under \(cover)", views: ["title"], cover: cover)
        }
        let place = SourceLocation(sourceName: "s.layout", line: 2, column: 1, length: 1, lineText: "view title")
        #expect(ProblemIdentity(obscured(12, "the status bar"), place: place) == ProblemIdentity(obscured(20, "the status bar"), place: place))
        #expect(ProblemIdentity(obscured(12, "the status bar"), place: place) != ProblemIdentity(obscured(12, "the keyboard"), place: place))
    }

    /// An ambiguous view and a conflict at two sizes: the problems `tether check` lists and
    /// those `check --all` lists over the same two screens are the same, with the same fixes.
    @Test func checkAndCheckAllAgree() throws {
        let script = """
            view a
            pin a.left == root.left
            pin a.width == 100
            view b
            pin b.top == root.top
            pin b.height == 10
            pin b.height == 20

            """
        let screens = ["iphonese3", "ipadair11"]
        let run = try ScriptRun(source: script, name: "screen.layout", options: ScriptRun.options { _ in },
                                screens: try screens.map { try Device.screen(named: $0) })
        let all = try EnvironmentCheckTests.check(script, screens: screens)
        let listed = run.diagnostics.map { [$0.report.kind.rawValue, $0.report.views.joined(separator: ","), "\($0.report.line ?? 0)"] + $0.report.fixes }
        let found = all.findings.map { [$0.report.kind.rawValue, $0.report.views.joined(separator: ","), "\($0.report.line ?? 0)"] + $0.report.fixes }
        #expect(!listed.isEmpty)
        #expect(listed == found)
    }

    /// A view held only at or right of the root's centre is undetermined at both sizes, and
    /// the fix that keeps it where the layout put it is a different number at each (its left
    /// edge at the centre: 187.5 on the 375-wide iPhone SE, 410 on the 820-wide iPad Air):
    /// one problem to both, whose hint says no one change fixes it everywhere, and the same
    /// fixes in both lists.
    @Test func fixesThatDifferBySizeAreOneProblemToBoth() throws {
        let script = """
            view a
            pin a.left >= root.centerX
            pin a.width == 100
            pin a.top == 0
            pin a.height == 10

            """
        let screens = ["iphonese3", "ipadair11"]
        let run = try ScriptRun(source: script, name: "screen.layout", options: ScriptRun.options { _ in },
                                screens: try screens.map { try Device.screen(named: $0) })
        let ambiguous = run.diagnostics.filter { $0.report.kind == .layout(.ambiguous) }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.report.views == ["a"])
        #expect(ambiguous.first?.report.fixes == [])
        #expect(ambiguous.first?.located.hint?.hasPrefix("no one change fixes it in every environment that shows it") == true)
        #expect(ambiguous.first?.located.hint?.contains("187.5") == true)
        let all = try EnvironmentCheckTests.check(script, screens: screens)
        let found = EnvironmentCheckTests.findings(all, .ambiguous)
        #expect(found.map(\.report.fixes) == ambiguous.map(\.report.fixes))
        #expect(found.map(\.located.hint) == ambiguous.map(\.located.hint))
    }

    /// A conflict whose constraints name the root's size — `root.width == 375` at one size
    /// and `== 820` at the other — is one problem to both (one kind, views and place):
    /// printed once, with the smaller screen's evidence; `tether check` lists both sizes
    /// because its notes are the first's.
    @Test func sizeInTheNotesIsOneProblemToBoth() throws {
        let script = """
            view a
            vfl "H:|-[a]-|"
            pin a.width == 300
            pin a.top == 0
            pin a.height == 10

            """
        let screens = ["iphonese3", "ipadair11"]
        let run = try ScriptRun(source: script, name: "screen.layout", options: ScriptRun.options { _ in },
                                screens: try screens.map { try Device.screen(named: $0) })
        let conflicts = run.diagnostics.filter { $0.report.kind == .layout(.unsatisfiable) }
        // iPhone SE (3rd generation) is 375 wide, iPad Air 11-inch 820 (Apple's device tables).
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.report.line == 3)
        #expect(conflicts.first?.report.constraints.map(\.text).contains("root.width == 375") == true)
        #expect(conflicts.first?.screens.count == 2)
        let all = try EnvironmentCheckTests.check(script, screens: screens)
        let found = EnvironmentCheckTests.findings(all, .unsatisfiable)
        #expect(found.count == 1)
        #expect(found.first?.report.line == 3)
        #expect(found.first?.report.constraints.map(\.text).contains("root.width == 375") == true)
    }
}
