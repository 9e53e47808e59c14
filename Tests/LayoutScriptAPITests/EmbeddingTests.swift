import Testing
import LayoutScript
import TextMetrics

/// The embedding API as an app uses it: only `import LayoutScript`, no internals.
@Suite struct EmbeddingTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    let screen = """
        root 320 x 568
        view toolbar
        vfl "H:|[toolbar]|"
        vfl "V:[toolbar(44)]|"
        print "toolbar at", toolbar.frame
        """

    @Test func runAndReadFrames() throws {
        let lines = Lines()
        let interpreter = Interpreter(options: .init(output: { lines.all.append($0) }))
        let diagnostics = interpreter.run(source: screen, name: "screen.layout")
        #expect(diagnostics.isEmpty)
        #expect(lines.all == ["toolbar at (0, 524, 320, 44)"])
        let layout = try interpreter.layout(width: 320, height: 480)
        #expect(layout.frame(of: "toolbar") == LayoutRect(x: 0, y: 436, width: 320, height: 44))
        #expect(interpreter.engine.viewNames == ["root", "toolbar"])
        #expect(!interpreter.hasErrors)
    }

    /// Each constraint carries an opaque tag; the interpreter says where it was made, as the
    /// embedding article shows.
    @Test func constraintLocations() {
        let interpreter = Interpreter()
        interpreter.run(source: screen, name: "screen.layout")
        let placed = interpreter.engine.constraints.compactMap { reference in
            reference.source.flatMap(interpreter.location(of:)).map { "\($0.description): \(reference.text)" }
        }
        #expect(placed == [
            "screen.layout:3:1: H:|-(0)-[toolbar]", "screen.layout:3:1: H:[toolbar]-(0)-|",
            "screen.layout:4:1: V:[toolbar(44)]", "screen.layout:4:1: V:[toolbar]-(0)-|",
        ])
    }

    @Test func diagnosticsAreValues() {
        let interpreter = Interpreter()
        interpreter.run(source: "view a\npin a.hieght == 4", name: "x.layout")
        let diagnostic = interpreter.diagnostics.first
        #expect(diagnostic?.kind == .name)
        #expect(diagnostic?.location?.line == 2)
        #expect(diagnostic?.location?.column == 7)
        #expect(diagnostic?.hint == "did you mean 'height'?")
        #expect(interpreter.hasErrors)
        #expect(DiagnosticRenderer().render(interpreter.diagnostics).hasPrefix("x.layout:2:7: error: unknown attribute 'hieght'"))
    }

    @Test func hostViewsAndFunctions() throws {
        let interpreter = Interpreter()
        try interpreter.declareView(named: "avatar", intrinsicSize: LayoutSize(width: 64, height: 48))
        interpreter.registerFunction(named: "scaled") { arguments in
            guard case .number(let n)? = arguments.first else { throw ScriptError("scaled expects a number") }
            return .number(n * 2)
        }
        interpreter.run(source: "pin avatar.left == scaled(10)\npin avatar.top == 0\nprint scaled(\"x\")", name: "host.layout")
        #expect(interpreter.layout().frame(of: "avatar") == LayoutRect(x: 20, y: 0, width: 64, height: 48))
        #expect(interpreter.diagnostics.map(\.message) == ["scaled expects a number"])
        #expect(interpreter.diagnostics.first?.location?.line == 3)
    }

    @Test func bundledModulesAndNoFileImports() throws {
        var options = Interpreter.Options(textMeasurer: try TextMeasurer.system())
        options.allowsFileImports = false
        options.bundledModules = ["std/controls": "kind label(text = \"\") { intrinsic textWidth(text) x 21 }"]
        let interpreter = Interpreter(options: options)
        interpreter.run(source: "import \"std/controls\" as c\nview title: c.label(\"Hi\")\npin title.left == 0\npin title.top == 0")
        #expect(interpreter.diagnostics.isEmpty)
        let width = interpreter.layout().frame(of: "title")?.width ?? 0
        // textWidth: "Hi" in San Francisco's fitted advances (H 0.74798, i 0.24793 em; no
        // kerning pair), 17 × 0.99591, less San Francisco's tracking at 17 points, 0.442 for
        // each character.
        #expect(abs(width - (17 * (0.74798 + 0.24793) - 2 * 0.442)) < 1e-9)
        interpreter.run(source: "import \"/etc/passwd\"")
        #expect(interpreter.diagnostics.last?.message == "cannot find module '/etc/passwd'")
    }

    @Test func hostileScriptsEndWithALimit() {
        var options = Interpreter.Options()
        options.limits = Interpreter.Limits(maxSteps: 10_000)
        let interpreter = Interpreter(options: options)
        interpreter.run(source: "let n = 0\nfor i in range(1000000) { n = n + 1 }")
        #expect(interpreter.diagnostics.map(\.kind) == [.limit])
        #expect(interpreter.diagnostics.first?.message == "the script ran more than 10000 steps (limit maxSteps)")
    }

    @Test func severalSizesIncrementally() throws {
        let interpreter = Interpreter()
        interpreter.run(source: "view toolbar\nvfl \"H:|[toolbar]|\"\nvfl \"V:[toolbar(44)]|\"")
        #expect(!interpreter.dependsOnRootSize)
        let layouts = try interpreter.layouts(for: [LayoutSize(width: 320, height: 480), LayoutSize(width: 768, height: 1024)])
        #expect(layouts.map { $0.frame(of: "toolbar") } == [
            LayoutRect(x: 0, y: 436, width: 320, height: 44), LayoutRect(x: 0, y: 980, width: 768, height: 44),
        ])
    }

    @Test func sizeClassesReRunPerSize() throws {
        let interpreter = Interpreter()
        interpreter.run(source: """
            view toolbar
            vfl "H:|[toolbar]|"
            let bar = 44
            if root.width > 500 { bar = 56 }
            vfl "V:[toolbar(bar)]|"
            """)
        #expect(interpreter.dependsOnRootSize)
        let layouts = try interpreter.layouts(for: [LayoutSize(width: 320, height: 480), LayoutSize(width: 768, height: 1024)])
        #expect(layouts.map { $0.frame(of: "toolbar")?.height } == [44, 56])
    }

    @Test func rootSizeOverride() {
        let interpreter = Interpreter(options: .init(rootSize: LayoutSize(width: 768, height: 1024)))
        interpreter.run(source: screen)
        #expect(interpreter.rootSize == LayoutSize(width: 768, height: 1024))
        #expect(interpreter.layout().frame(of: "toolbar") == LayoutRect(x: 0, y: 980, width: 768, height: 44))
    }

    @Test func replSession() {
        let interpreter = Interpreter()
        #expect(Interpreter.isIncomplete("view box {"))
        #expect(!Interpreter.isIncomplete("view box {\n  intrinsic 10 x 10\n}"))
        interpreter.run(source: "view box {\n  intrinsic 10 x 10\n}", name: "<repl>")
        interpreter.run(source: "pin box.left == 5", name: "<repl>")
        interpreter.run(source: "pin box.top == 5", name: "<repl>")
        #expect(interpreter.layout().frame(of: "box") == LayoutRect(x: 5, y: 5, width: 10, height: 10))
        #expect(interpreter.engine.constraints.count > 0)
        interpreter.run(source: "let gap = 8\ndef twice(n) { return 2 * n }", name: "<repl>")
        interpreter.run(source: "twice(gap)", name: "<repl>")
        #expect(interpreter.lastExpressionValue.map(interpreter.describe) == "16")
        interpreter.run(source: "box.width + 1", name: "<repl>")
        #expect(interpreter.lastExpressionValue.map(interpreter.describe) == "11")
        #expect(interpreter.globalNames == ["gap", "twice"])
    }

    @Test func unreadableFile() {
        let interpreter = Interpreter()
        let diagnostics = interpreter.run(fileAt: "/nonexistent/screen.layout")
        #expect(diagnostics.map(\.message) == ["cannot read '/nonexistent/screen.layout': no such file"])
    }

    @Test func hostValues() {
        #expect(Value.number(8).description == "8")
        #expect(Value.tuple([.number(0), .number(1.5)]).description == "(0, 1.5)")
        #expect(Value.list([.string("a")]).description == "[\"a\"]")
        #expect(Value.none.typeName == "none")
    }
}

@Suite struct LocatedLayoutDiagnosticsTests {
    @Test func ambiguousViewPointsAtItsDeclaration() {
        let interpreter = Interpreter()
        interpreter.run(source: "root 320 x 568\nview floating\npin floating.width == 10\npin floating.height == 10", name: "a.layout")
        let located = interpreter.locatedDiagnostics(of: interpreter.layout())
        #expect(located.count == 1)
        #expect(located.first?.location?.line == 2)
        #expect(located.first?.severity == .warning)
        #expect(located.first?.hint?.contains("leading") == true)
    }

    /// Two interpreters sharing a conflict memo (`Options.conflictMemo`, what `tether check
    /// --all` gives its environments) report the same conflict, minimised once. 10 + 20 + 10 =
    /// 40 of required heights cannot fit a root 30 tall; the three heights and the root's
    /// height are the conflict, and one of the three is broken.
    @Test func aSharedConflictMemoMinimisesOnce() throws {
        let script = """
            root 100 x 30
            view a
            view b
            vfl "V:|[a(10)]-20-[b(10)]|"
            vfl "H:|[a]|"
            vfl "H:|[b]|"
            """
        func run(memo: LayoutConflictMemo?) -> [String] {
            var options = Interpreter.Options()
            options.conflictMemo = memo
            let interpreter = Interpreter(options: options)
            interpreter.run(source: script)
            return interpreter.layout().diagnostics.map(\.message)
        }
        let memo = LayoutConflictMemo()
        let first = run(memo: memo)
        #expect(memo.count >= 1)
        let hits = memo.hits
        #expect(run(memo: memo) == first)
        #expect(memo.hits > hits)
        #expect(run(memo: nil) == first)
        #expect(first.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    }
}
