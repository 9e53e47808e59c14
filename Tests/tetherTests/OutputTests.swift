import AutoLayout
import Foundation
import LayoutScript
import Testing
import TetherOutput

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import tether

@Suite struct FrameTableTests {
    @Test("a table per size: name, superview, x, y, width, height; ambiguous marked") func table() throws {
        let sources = SourceTable()
        let engine = try Fixtures.screen(sources: sources)
        let layouts = try [engine.layout(width: 320, height: 568), engine.layout(width: 768, height: 1024)]
            .map { SizedLayout($0, locator: LayoutLocator(sources: sources)) }
        #expect(
            FrameTable.render(layouts) == """
                320 × 568
                view     superview      x    y  width  height
                toolbar  root           0  524    320      44
                button   toolbar    251.5    7   60.5      30
                badge ?  root           0    0     20      20
                header   root           0   20    320     100
                ? the view's layout is ambiguous

                768 × 1024
                view     superview      x    y  width  height
                toolbar  root           0  980    768      44
                button   toolbar    699.5    7   60.5      30
                badge ?  root           0    0     20      20
                header   root           0   20    768     100
                ? the view's layout is ambiguous

                """)
    }

    /// Issue 14: every output rounds to 1/1000 of a point (no float noise such as
    /// 46.75000000000001), in the shortest form, whole numbers without a fraction.
    @Test("every output writes numbers to 1/1000 of a point") func numbers() {
        #expect((320.0).roundedForDisplay == "320")
        #expect((-0.0).roundedForDisplay == "0")
        #expect((106.66666666666667).roundedForDisplay == "106.667")
        #expect((46.75000000000001).roundedForDisplay == "46.75")
        #expect((12.5).roundedForDisplay == "12.5")
        #expect((-0.0004).roundedForDisplay == "0")
        #expect((1e20).roundedForDisplay == "1e+20")  // valid JSON
        #expect((1e308).roundedForDisplay == "1e+308")  // no overflow from the rounding
    }

    @Test("diagnostics: located at the broken constraint's source, the conflict's constraints with theirs") func diagnostics()
        throws
    {
        let sources = SourceTable()
        let result = try Fixtures.conflict(sources: sources).layout(width: 320, height: 568)
        let layout = SizedLayout(result, locator: LayoutLocator(sources: sources))
        let unsatisfiable = try #require(layout.diagnostics.first { $0.kind == .layout(.unsatisfiable) })
        #expect(unsatisfiable.file == "c.layout")
        #expect(unsatisfiable.line == 3)
        #expect(unsatisfiable.column == 5)
        #expect(unsatisfiable.message.hasPrefix("Unable to "))
        #expect(unsatisfiable.broken?.text == "a.width == 200")
        #expect(unsatisfiable.constraints.map(\.text) == ["a.width == 100", "a.width == 200"])
        #expect(unsatisfiable.constraints.map { $0.location?.line } == [2, 3])
    }

    @Test("an ambiguous view is located at its declaration when the caller knows it") func viewLocations() throws {
        let sources = SourceTable()
        let result = try Fixtures.screen(sources: sources).layout(width: 320, height: 568)
        let layout = SizedLayout(
            result, locator: LayoutLocator(
                sources: sources, views: ["badge": SourceLocation(sourceName: "screen.layout", line: 2, column: 6, length: 5, lineText: "view badge")]))
        let ambiguous = try #require(layout.diagnostics.first { $0.kind == .layout(.ambiguous) })
        #expect(ambiguous.line == 2)
        #expect(ambiguous.column == 6)
    }
}

/// The engine carries an opaque tag per constraint; the language's table says where each
/// is, and the output reads it there: no location is parsed back out of text.
@Suite struct SourceTagTests {
    /// A file name with colons (a Windows path, a scheme) comes out whole, and a script that
    /// reads the root width — replayed in a fresh interpreter per size, whose tags the
    /// table it shares with the first run knows — is located at each size by its own
    /// statements: at 768 points wide the conflict of lines 5 and 7, at 320 none. Line 7
    /// runs only in the replay; when each interpreter kept its own table, the text lost the
    /// conflict's location (the JSON had it, parsed out of the tag).
    @Test("a run's locations come from the table, at every size") func runLocations() throws {
        let script = """
            view box
            pin box.left == 0
            pin box.top == 0
            pin box.height == 10
            pin box.width == 100
            if root.width > 500 {
              pin box.width == 300
            }
            """
        let file = "C:/work/a:b.layout"
        let run = try ScriptRun(
            source: script, name: file, options: Interpreter.Options(),
            screens: [Screen(size: LayoutSize(width: 320, height: 568)), Screen(size: LayoutSize(width: 768, height: 1024))])
        #expect(run.layouts[0].diagnostics.isEmpty)
        let conflict = try #require(run.layouts[1].diagnostics.first { $0.kind == .layout(.unsatisfiable) })
        #expect(conflict.file == file)
        #expect(conflict.line == 7)
        #expect(conflict.column == 3)
        #expect(conflict.broken?.location == ReportLocation(file: file, line: 7, column: 3))
        #expect(conflict.constraints.map(\.location) == [
            ReportLocation(file: file, line: 5, column: 1), ReportLocation(file: file, line: 7, column: 3),
        ])
        #expect(conflict.message.contains("box.width == 100   explicit constraint at C:/work/a:b.layout:5:1"))
        let json = JSONReport.render(file: file, layouts: run.layouts)
        #expect(json.contains(#""origin": "explicit constraint at C:/work/a:b.layout:7:3", "identifier": null, "file": "C:/work/a:b.layout", "line": 7, "column": 3}"#))
        #expect(run.renderedDiagnostics().hasPrefix("C:/work/a:b.layout:7:3: error: "))
    }

    /// The table gives a place one tag however often it runs, and tells apart places that
    /// print alike (two `<repl>` entries' first lines).
    @Test("one tag per place") func onePerPlace() {
        let table = SourceTable()
        let first = SourceLocation(sourceName: "<repl>", line: 1, column: 1, length: 3, lineText: "pin a.width == 1")
        let second = SourceLocation(sourceName: "<repl>", line: 1, column: 1, length: 3, lineText: "pin a.width == 2")
        let tag = table.tag(for: first)
        #expect(table.tag(for: first) == tag)
        #expect(table.tag(for: second) != tag)
        #expect(table.location(of: tag) == first)
        #expect(table.description(of: tag) == "<repl>:1:1")
        #expect(table.location(of: SourceTag(rawValue: 99)) == nil)
    }
}

/// A script stopped at a limit reports the limit, and not the problems of the partial
/// layout it made before (issue #39: a loop declaring views without end stopped at
/// `maxViews` and then spent a third of its time locating and printing 100,000 views'
/// ambiguity). Its frames are still laid out, for the JSON.
@Suite struct StoppedAtLimitTests {
    @Test func onlyTheLimitIsReported() throws {
        let script = """
            for i in range(100) {
              view ("v" + i) { intrinsic 10 x 10 }
            }

            """
        var options = Interpreter.Options(output: { _ in })
        options.limits.maxViews = 3
        let run = try ScriptRun(source: script, name: "endless.layout", options: options, screens: [])
        // Three views, each with a size but no position: without the rule, three ambiguity
        // warnings would follow the error.
        #expect(run.diagnostics.count == 1)
        #expect(run.diagnostics.first?.report.message.hasPrefix("the script declared more than 3 views (limit maxViews)") == true)
        #expect(run.layouts.first?.result.views.map(\.name) == ["root", "v0", "v1", "v2"])
        #expect(run.layouts.first?.problems.isEmpty == true)
        #expect(run.hasScriptErrors)
    }

    /// Another error that stops the script still lets the layout's problems be reported.
    @Test func otherErrorsKeepTheLayoutsProblems() throws {
        let run = try ScriptRun(source: "view a { intrinsic 10 x 10 }\nview b\npin b.left == 1/0\n", name: "zero.layout",
                                options: Interpreter.Options(output: { _ in }), screens: [])
        #expect(run.diagnostics.count == 2)
        #expect(run.diagnostics.last?.report.kind == .layout(.ambiguous))
    }
}

@Suite struct JSONReportTests {
    @Test("docs/cli.md's shape, keys in order, whole numbers without .0") func shape() throws {
        let sources = SourceTable()
        let engine = Fixtures.engine(describing: sources)
        try engine.addView(named: "toolbar")
        try engine.add(
            [
                Fixtures.pin("toolbar", .left, to: "root"), Fixtures.pin("toolbar", .right, to: "root"),
                Fixtures.pin("toolbar", .bottom, to: "root"), Fixtures.pin("toolbar", .height, constant: 44),
            ], source: Fixtures.tag("examples/homeowner.layout", 3, 1, in: sources))
        let layout = SizedLayout(
            try engine.layout(width: 320, height: 568), locator: LayoutLocator(sources: sources),
            scriptDiagnostics: [
                ReportDiagnostic(
                    severity: .warning, kind: .layout(.ambiguous), message: "…", file: "…", line: 3, column: 1)
            ])
        #expect(
            JSONReport.render(file: "examples/homeowner.layout", layouts: [layout]) == """
                {"file": "examples/homeowner.layout",
                 "layouts": [{"root": {"width": 320, "height": 568},
                              "views": [{"name": "toolbar", "superview": "root", "frame": {"x": 0, "y": 524, "width": 320, "height": 44}, "absolute": {"x": 0, "y": 524, "width": 320, "height": 44}, "ambiguous": []}],
                              "diagnostics": [{"severity": "warning", "kind": "ambiguous", "message": "…", "file": "…", "line": 3, "column": 1, "hint": null, "notes": [], "views": [], "constraints": [], "broken": null, "fixes": []}]}]}

                """)
    }

    @Test("several sizes, nested frames, ambiguity and diagnostics parse back as JSON") func parsesBack() throws {
        let sources = SourceTable()
        let engine = try Fixtures.screen(sources: sources)
        let layouts = try [engine.layout(width: 320, height: 480), engine.layout(width: 320, height: 568)]
            .map { SizedLayout($0, locator: LayoutLocator(sources: sources)) }
        let text = JSONReport.render(file: "scr\"een\\.layout", layouts: layouts)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "scr\"een\\.layout")
        let parsed = try #require(object["layouts"] as? [[String: Any]])
        #expect(parsed.count == 2)
        let views = try #require(parsed[1]["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["toolbar", "button", "badge", "header"])
        let button = views[1]
        #expect(button["superview"] as? String == "toolbar")
        #expect((button["frame"] as? [String: Double])?["x"] == 251.5)
        #expect((button["absolute"] as? [String: Double])?["y"] == 531)
        #expect(views[2]["ambiguous"] as? [String] == ["horizontal position", "vertical position"])
        let diagnostics = try #require(parsed[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["kind"] as? String } == ["ambiguous", "misplaced"])
        #expect(diagnostics[0]["line"] is NSNull)
        // A misplaced view has no constraint to point at: unlocated unless its declaration is known.
        #expect(diagnostics[1]["file"] is NSNull)
        let located = SizedLayout(
            layouts[1].result, locator: LayoutLocator(
                sources: sources, views: ["header": SourceLocation(sourceName: "screen.layout", line: 6, column: 1, length: 4, lineText: "view header")]))
        let relocated = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReport.render(file: "s", layouts: [located]).utf8))
                as? [String: Any])
        let last = try #require(((relocated["layouts"] as? [[String: Any]])?[0]["diagnostics"] as? [[String: Any]])?.last)
        #expect(last["file"] as? String == "screen.layout")
        #expect(last["line"] as? Int == 6)
    }

    @Test("strings: quotes, backslashes, control characters, non-ASCII kept") func strings() {
        #expect(JSONReport.string("a\"b\\c\nd\u{1}é×") == #""a\"b\\c\nd\u0001é×""#)
        #expect(JSONReport.number(.infinity) == "null")
        #expect(JSONReport.number(0.5) == "0.5")
    }
}

@Suite struct SVGPictureTests {
    @Test("panels side by side, captioned, boxes at scale, IB colours, escaped names") func picture() throws {
        let sources = SourceTable()
        let engine = try Fixtures.screen(sources: sources)
        try engine.addView(named: "odd")  // a name the language would not allow still gets escaped
        let layouts = try [engine.layout(width: 320, height: 480), engine.layout(width: 768, height: 1024)]
            .map { SizedLayout($0, locator: LayoutLocator(sources: sources)) }
        let svg = SVGPicture.render(file: "<a&b>'\".layout", layouts: layouts)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1168\" height=\"1136\""))
        #expect(svg.contains("<title>&lt;a&amp;b&gt;&apos;&quot;.layout</title>"))
        #expect(svg.contains(">320 × 480</text>"))
        #expect(svg.contains(">768 × 1024</text>"))
        #expect(svg.contains("<g transform=\"translate(20 68)\">"))
        #expect(svg.contains("<g transform=\"translate(380 68)\">"))
        // The toolbar at y = 980 in the iPad panel, the button inside it in root coordinates.
        #expect(svg.contains("<rect x=\"0\" y=\"980\" width=\"768\" height=\"44\" fill=\"#007AFF\""))
        #expect(svg.contains("<rect x=\"699.5\" y=\"987\" width=\"60.5\" height=\"30\""))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"#FF9500\" fill-opacity=\"0.08\" stroke=\"#FF9500\" stroke-width=\"2\" stroke-dasharray=\"6 3\" data-view=\"badge\" data-panel=\"0\">"))
        #expect(svg.contains("<rect x=\"0\" y=\"20\" width=\"768\" height=\"100\" fill=\"#FF9500\""))
        #expect(svg.contains(">60.5 × 30</tspan>"))
        #expect(svg.contains(">misplaced</text>"))
        // Well-formed XML.
        let document = try XMLDocument(data: Data(svg.utf8))
        #expect(document.rootElement()?.name == "svg")
    }

    @Test("a misplaced view's designed frame is dotted, in root coordinates") func designed() throws {
        let sources = SourceTable()
        let engine = try Fixtures.screen(sources: sources)
        try engine.setDesignedFrame(LayoutRect(x: 200, y: 2, width: 50, height: 20), of: "button")
        let layout = SizedLayout(try engine.layout(width: 320, height: 568), engine: engine, locator: LayoutLocator(sources: sources))
        #expect(layout.designedFrames["header"] == LayoutRect(x: 0, y: 0, width: 320, height: 120))
        // The button's designed frame is relative to the toolbar at y = 524.
        #expect(layout.designedFrames["button"] == LayoutRect(x: 200, y: 526, width: 50, height: 20))
        #expect(layout.designedFrames["toolbar"] == nil)
        let svg = SVGPicture.render(file: "f", layouts: [layout])
        #expect(svg.contains("<rect x=\"200\" y=\"526\" width=\"50\" height=\"20\" fill=\"none\" stroke=\"#FF9500\" stroke-width=\"1.5\" stroke-dasharray=\"1.5 3\"/>"))
    }

    @Test("a wide picture is scaled down to fit") func scaled() throws {
        let engine = LayoutEngine()
        let layouts = try [engine.layout(width: 2000, height: 100), engine.layout(width: 2000, height: 100)]
            .map { SizedLayout($0, locator: LayoutLocator(sources: SourceTable())) }
        let svg = SVGPicture.render(file: "w", layouts: layouts)
        // Two 2000-point panels and one 40-pixel gap in at most 2400 pixels: the panels scale
        // by (2400 − 40) / 4000 = 0.59: 2000 → 1180, 100 → 59; the picture is 1180 × 2 + 40 +
        // 2 × 20 margins = 2440 wide, the second panel starting at 20 + 1180 + 40 = 1240.
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"1180\" height=\"59\""))
        #expect(svg.contains("width=\"2440\""))
        #expect(svg.contains("<g transform=\"translate(1240 "))
    }

    /// Three 10 × 10 views in a row along the top, 2 apart: too small for their names, whose
    /// labels ("a 10 × 10": 6.5 + 7 × 5.5 + 4 = 49 pixels wide, 12 tall) go outside. a's
    /// goes under it (top 12 + 2 = 14); b's would overlap it there and has no room above
    /// (top 2 − 14 < 0), so it goes to b's right (x 32 + 10 + 4 = 46, top 2 + 5 − 6 = 1);
    /// c's overlaps a's under c, b's to c's right, and has no room to its left, so it goes one
    /// line further down (top 14 + 14 = 28, baseline 37) with a leader line from c's bottom.
    @Test("labels outside small boxes do not overlap; a displaced one has a leader line") func outsideLabels() throws {
        let engine = LayoutEngine()
        for (index, name) in ["a", "b", "c"].enumerated() {
            try engine.addView(named: name)
            try engine.add([
                Fixtures.pin(name, .left, to: "root", constant: 20 + 12 * Double(index)), Fixtures.pin(name, .top, to: "root", constant: 2),
                Fixtures.pin(name, .width, constant: 10), Fixtures.pin(name, .height, constant: 10),
            ])
        }
        let svg = SVGPicture.render(file: "f", layouts: [SizedLayout(try engine.layout(width: 320, height: 100), locator: LayoutLocator(sources: SourceTable()))])
        let label = { (name: String) in ">\(name)</tspan> <tspan fill=\"#636366\">10 × 10</tspan></text>" }
        #expect(svg.contains("<text x=\"20\" y=\"23\" font-size=\"10\" stroke=\"#FFFFFF\"") && svg.contains(label("a")))
        #expect(svg.contains("<text x=\"46\" y=\"10\" font-size=\"10\" stroke=\"#FFFFFF\""))
        #expect(svg.contains("<line x1=\"49\" y1=\"12\" x2=\"46\" y2=\"29\" stroke=\"#636366\" stroke-width=\"0.75\"/>"))
        #expect(svg.contains("<text x=\"44\" y=\"37\" font-size=\"10\" stroke=\"#FFFFFF\""))
        #expect(svg.components(separatedBy: "<line ").count == 2)
    }

    /// The root of a 320 × 480 window with a 20-point status bar: its margins are UIKit's
    /// system minimum for a view controller's root on a compact width, 16 at the sides and 0
    /// at the top and bottom, from the safe area: x 16, y 20, 288 × 460. The band between
    /// the root's edges and that guide is shaded, and the legend names it and the unsafe band.
    @Test("margins shaded as a band around the guide; the legend names margins and the unsafe area") func margins() throws {
        let script = """
            root 320 x 480 safe 20 0 0 0
            view a
            pin a.leading == root.margins.leading
            pin a.top == root.margins.top
            pin a.width == 10
            pin a.height == 10

            """
        let run = try ScriptRun(source: script, name: "m.layout", options: Interpreter.Options(output: { _ in }), screens: [])
        let svg = SVGPicture.render(file: "m.layout", layouts: run.layouts)
        #expect(svg.contains("<path d=\"M0 0h320v480h-320ZM16 20h288v460h-288Z\" fill=\"#AF52DE\" fill-opacity=\"0.07\" fill-rule=\"evenodd\"/>"))
        #expect(svg.contains(">outside the safe area</text>"))
        #expect(svg.contains(">layout margins</text>"))
    }

    /// A host's own measurer that tracks its text (1/4 point after each character at any
    /// size): the picture sets the text with the host's tracking, as the widths were measured,
    /// through the protocol, not Tether's own measurer class.
    @Test("a host measurer's tracking reaches the picture") func hostTracking() throws {
        struct Tracked: TextMeasuring {
            let lineMetrics = LineMetrics.sanFrancisco
            func width(of text: String, size: Double) -> Double { (0.5 * size + 0.25) * Double(text.count) }
            func tracking(size: Double) -> Double { 0.25 }
        }
        let script = "root 320 x 480\nview t { text \"Hi\", 10 }\npin t.leading == root.leading\npin t.top == root.top\n"
        let run = try ScriptRun(source: script, name: "m.layout", options: Interpreter.Options(textMeasurer: Tracked(), output: { _ in }),
                                screens: [])
        #expect(run.layouts.first?.text["t"]?.tracking == 0.25)
        #expect(SVGPicture.render(file: "m.layout", layouts: run.layouts).contains("letter-spacing=\"0.25\""))
        // A measurer that says nothing of tracking has none.
        #expect(SimpleTextMeasurer().tracking(size: 17) == 0)
    }

    @Test("superviews before subviews, siblings in order, detached views last") func order() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.addView(named: "b")
        try engine.addView(named: "a1", superview: "a")
        try engine.addDetachedView(named: "lone")
        let views = try engine.layout(width: 10, height: 10).views
        #expect(SVGPicture.drawingOrder(views).map { views[$0].name } == ["root", "a", "a1", "b", "lone"])
        #expect(SVGPicture.normalized(LayoutRect(x: 10, y: 10, width: -4, height: 2)) == LayoutRect(x: 6, y: 10, width: 4, height: 2))
        #expect(SVGPicture.normalized(LayoutRect(x: .nan, y: 0, width: 1, height: 1)) == nil)
    }
}

extension SVGPictureTests {
    /// With `TETHER_SVG_OUT=path`, writes the fixture picture there, to look at in a renderer.
    @Test("the fixture picture, written out on request") func writeForViewing() throws {
        guard let path = ProcessInfo.processInfo.environment["TETHER_SVG_OUT"] else { return }
        let sources = SourceTable()
        let engine = try Fixtures.screen(sources: sources)
        let layouts = try [engine.layout(width: 320, height: 480), engine.layout(width: 320, height: 568), engine.layout(width: 768, height: 1024)]
            .map { SizedLayout($0, engine: engine, locator: LayoutLocator(sources: sources)) }
        try AtomicFile.write(SVGPicture.render(file: "screen.layout & <friends>", layouts: layouts), to: path)
    }
}
