import Testing
@testable import LayoutScript

/// Evaluator tests through the interpreter: rendered diagnostics are compared whole.
@Suite struct EvaluatorTests {
    func run(_ text: String, name: String = "main.layout", options: Interpreter.Options = .init()) -> (Interpreter, [String]) {
        let lines = OutputLines()
        var options = options
        options.output = { lines.lines.append($0) }
        let interpreter = Interpreter(options: options)
        interpreter.run(source: text, name: name)
        return (interpreter, lines.lines)
    }

    func rendered(_ text: String) -> String {
        DiagnosticRenderer().render(run(text).0.diagnostics)
    }

    /// The misplaced-view reports of `text` laid out with the options `configure` sets.
    func misplacements(_ text: String, _ configure: (inout Interpreter.Options) -> Void) -> [String] {
        var options = Interpreter.Options()
        configure(&options)
        return run(text, options: options).0.layout().diagnostics.filter { $0.kind == .misplaced }.map(\.message)
    }

    /// A frame is designed in one direction: a label designed 10 from the left of a
    /// 200-point root and pinned 10 from its leading edge is where its frame says left to
    /// right. Laid out right to left by the host (`--rtl`) it is at x 140 (200 − 10 − 50),
    /// mirrored from its design, not misplaced; a script that says `direction rightToLeft`
    /// designs its frames that way, so there the frame x 140 is in place and right to
    /// left x 10 would be misplaced.
    @Test func misplacementOnlyInTheDesignedDirection() throws {
        let body = "root 200 x 100\nview a {\n  frame FRAME\n}\npin a.leading == root.leading + 10\npin a.top == root.top\npin a.width == 50\npin a.height == 10\n"
        func misplaced(_ text: String, host: LayoutDirection?) -> [String] { misplacements(text) { $0.layoutDirection = host } }
        let leftToRight = body.replacingOccurrences(of: "FRAME", with: "10 0 50 10")
        #expect(misplaced(leftToRight, host: nil).isEmpty)
        #expect(misplaced(leftToRight, host: .leftToRight).isEmpty)
        #expect(misplaced(leftToRight, host: .rightToLeft).isEmpty)
        let rightToLeft = "direction rightToLeft\n" + body.replacingOccurrences(of: "FRAME", with: "140 0 50 10")
        #expect(misplaced(rightToLeft, host: nil).isEmpty)
        #expect(misplaced(rightToLeft, host: .rightToLeft).isEmpty)
        #expect(misplaced(rightToLeft, host: .leftToRight).isEmpty)
        // In its designed direction a frame the constraints do not keep is still misplaced.
        let off = body.replacingOccurrences(of: "FRAME", with: "20 0 50 10")
        #expect(misplaced(off, host: .leftToRight)
            == ["a is misplaced: its constraints put it elsewhere than its designed frame. Expected: x=10 — Actual: x=20"])
    }

    /// A frame is designed at one text size, the script's `textSize` (Large without one): a
    /// Body label designed 17 tall at xSmall (14 points: 14 × 2,444 / 2,048 = 16.707, up to the
    /// point) is in place there; at Large (20.287, 21 tall) it is the reader's text that
    /// moved it, not a misplacement, as in another direction. Without the statement the same
    /// frame at Large is misplaced.
    @Test func misplacementOnlyAtTheDesignedTextSize() throws {
        let body = "view a {\n  text \"Hi\", \"body\"\n  frame 0 0 20 17\n}\npin a.leading == root.leading\npin a.top == root.top\npin a.width == 20\n"
        func misplaced(_ text: String, host: ContentSizeCategory?) -> [String] { misplacements(text) { $0.contentSizeCategory = host } }
        #expect(misplaced("textSize xSmall\n" + body, host: nil).isEmpty)
        #expect(misplaced("textSize xSmall\n" + body, host: .xSmall).isEmpty)
        #expect(misplaced("textSize xSmall\n" + body, host: .large).isEmpty)
        #expect(misplaced(body, host: nil)
            == ["a is misplaced: its constraints put it elsewhere than its designed frame. Expected: height=21 — Actual: height=17"])
        // A text size read before the statement (and none after) is compared with the one the
        // statement designs at: at xSmall, the host's, a frame off its constraints is misplaced.
        let readFirst = "print traits.textSize\ntextSize xSmall\nview b {\n  frame 0 0 10 10\n}\npin b.left == 0\npin b.top == 0\npin b.width == 20\npin b.height == 10\n"
        #expect(misplaced(readFirst, host: .xSmall)
            == ["b is misplaced: its constraints put it elsewhere than its designed frame. Expected: width=20 — Actual: width=10"])
    }

    /// A measured width or line height is the text's at the designed text size: at the
    /// host's, it grows with the style's size, as the font does — Body is 14 points at
    /// xSmall and 17 at Large (Apple's HIG), so 28 points measured at xSmall are 34 at Large
    /// and a 20-point line 24.286, 25 tall up to the point (no screen scale); at the designed
    /// size they stand as written.
    @Test func measuredLengthsAreAtTheDesignedTextSize() throws {
        let text = "textSize xSmall\nview a {\n  text \"Hi\", \"body\"\n  measuredWidth 28\n  measuredLineHeight 20\n}\npin a.leading == root.leading\npin a.top == root.top\n"
        func frame(host: ContentSizeCategory?) -> LayoutRect? {
            var options = Interpreter.Options()
            options.contentSizeCategory = host
            return run(text, options: options).0.layout().views.first { $0.name == "a" }?.frame
        }
        #expect(frame(host: nil)?.width == 28)
        #expect(frame(host: nil)?.height == 20)
        #expect(frame(host: .large)?.width == 34)
        #expect(frame(host: .large)?.height == 25)
    }

    /// A builtin that reads a text style's size (`textWidth("Hello", "body")`) makes the run
    /// depend on the reader's text size, so that `check --all` runs it again at each (the
    /// HIG's Body is 17 points at Large, 23 at xxxLarge); one given points does not.
    @Test func aBuiltinReadingATextStyleReadsTheTextSize() {
        #expect(run("let w = textWidth(\"Hello\", \"body\")\n").0.readsTextSize)
        #expect(run("let h = textLineHeight(\"caption1\")\n").0.readsTextSize)
        #expect(!run("let w = textWidth(\"Hello\", 17)\n").0.readsTextSize)
    }

    @Test func unknownAttributeSuggests() {
        #expect(rendered("view toolbar\npin toolbar.widht == 44") == """
            main.layout:2:13: error: unknown attribute 'widht'
              2 | pin toolbar.widht == 44
                |             ^~~~~
            hint: did you mean 'width'?
            """)
    }

    @Test func unknownNameSuggestsViewsAndBindings() {
        #expect(rendered("view imageView\npin imageVeiw.width == 4") == """
            main.layout:2:5: error: unknown name 'imageVeiw'
              2 | pin imageVeiw.width == 4
                |     ^~~~~~~~~
            hint: did you mean 'imageView'?
            """)
    }

    /// A name the standard library defines, used without its import: the hint names the
    /// import that brings it, and how to call it then.
    @Test func unknownStandardNameNamesTheImport() {
        let options = Interpreter.Options(bundledModules: StandardLibrary.modules)
        let text = "root 320 x 100\nview t: label(\"Hi\")"
        #expect(DiagnosticRenderer().render(run(text, options: options).0.diagnostics) == """
            main.layout:2:9: error: unknown name 'label'
              2 | view t: label("Hi")
                |         ^~~~~
            hint: 'label' comes from the module "std/controls": add 'import "std/controls" as ui', then write 'ui.label(…)' (or 'import "std/controls"' and 'label(…)')
            """)
        // Without the bundled modules (a host that does not pass them) the hint stays the general one.
        #expect(rendered(text).contains("hint: declare it first with 'let label = …'"))
    }

    @Test func vflErrorCaretLandsInTheString() {
        #expect(rendered("view toolbar\nvfl \"H:|[toolbr]|\"") == """
            main.layout:2:10: error: in VFL: 'toolbr' is not one of the views
              2 | vfl "H:|[toolbr]|"
                |          ^
            hint: did you mean 'toolbar'?
            """)
    }

    @Test func conflictIsLocatedWithNotesAndTheRunGoesOn() {
        let (interpreter, output) = run("view box\npin box.width == 100\npin box.width == 200\nprint box.width")
        #expect(output == ["100"])
        #expect(DiagnosticRenderer().render(interpreter.diagnostics) == """
            main.layout:3:1: error: unsatisfiable constraints: 'box.width == 200' was broken to recover
              3 | pin box.width == 200
                | ^~~~~~~~~~~~~~~~~~~~
            hint: remove or lower the priority of one of the conflicting constraints
            main.layout:2:1: note: 'box.width == 100' explicit constraint at main.layout:2:1
            main.layout:3:1: note: broken: 'box.width == 200' explicit constraint at main.layout:3:1
            """)
        #expect(interpreter.diagnostics.map(\.kind) == [.layout])
    }

    @Test func failedExpectShowsBothSides() {
        let (interpreter, _) = run("root 320 x 480\nview toolbar\nvfl \"H:|[toolbar]|\"\nvfl \"V:[toolbar(44)]|\"\nexpect toolbar.frame == (0, 524, 320, 44)")
        #expect(DiagnosticRenderer().render(interpreter.diagnostics) == """
            main.layout:5:8: error: expected toolbar.frame == (0, 524, 320, 44), got (0, 436, 320, 44)
              5 | expect toolbar.frame == (0, 524, 320, 44)
                |        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """)
    }

    /// A runtime error ends its statement; the run goes on with the next, so one run
    /// reports every error.
    @Test func runtimeErrorEndsItsStatement() {
        let (interpreter, output) = run("print 1\nprint nope\nprint 3\nprint 4 * \"x\"\nprint 5")
        #expect(output == ["1", "3", "5"])
        #expect(interpreter.diagnostics.map(\.kind) == [.name, .type])
        #expect(interpreter.diagnostics.compactMap(\.location?.line) == [2, 4])
    }

    /// What a failed statement would have defined is poisoned: its later uses fail quietly
    /// (the first error said it all), and the views it names are not reported ambiguous.
    @Test func failedStatementsDoNotCascade() {
        let script = """
            view a
            let gap = 8 * "x"
            pin a.left == gap
            pin a.top == 0
            pin a.width == 10
            pin a.height == 10
            print "went on"
            """
        let (interpreter, output) = run(script)
        #expect(output == ["went on"])
        #expect(interpreter.diagnostics.map(\.kind) == [.type], "one error, no 'unknown name gap'")
        let layout = interpreter.layout()
        #expect(layout.diagnostics.isEmpty, "a's free position echoes the error: \(layout.diagnostics.map(\.message))")
        #expect(layout.views.first { $0.name == "a" }?.ambiguous == [.horizontalPosition], "the frame still says so")
    }

    /// A limit ends the whole run.
    @Test func limitEndsTheRun() {
        var options = Interpreter.Options()
        options.limits.maxViews = 1
        let interpreter = Interpreter(options: options)
        interpreter.run(source: "view a\nview b\nview c\n", name: "main.layout")
        #expect(interpreter.diagnostics.map(\.kind) == [.limit])
        #expect(interpreter.engine.viewNames.sorted() == ["a", "root"])
    }

    @Test func syntaxErrorsStopBeforeRunning() {
        let (interpreter, output) = run("print 1\nprint (\nprint 3")
        #expect(output.isEmpty)
        #expect(interpreter.diagnostics.count == 1)
    }

    @Test func sessionKeepsStateAcrossRuns() {
        let (interpreter, _) = run("let gap = 8\nview a")
        let lines = OutputLines()
        _ = lines
        interpreter.run(source: "pin a.width == gap * 2\npin a.height == 1\npin a.left == 0\npin a.top == 0", name: "<repl>")
        #expect(interpreter.layout().frame(of: "a") == LayoutRect(x: 0, y: 0, width: 16, height: 1))
        #expect(interpreter.diagnostics.isEmpty)
    }

    /// What a REPL and an editor complete: the reserved words, `guide` (a statement word the
    /// parser reads by context, not reserved: a view may still be named `guide`) and the
    /// view properties.
    @Test func languageWords() {
        let words = Set(Interpreter.languageWords)
        #expect(words.isSuperset(of: ["view", "pin", "vfl", "guide", "intrinsic", "hug", "resist"]))
        #expect(Interpreter.languageWords == Interpreter.languageWords.sorted())
    }

    /// An editor's signatures name every builtin a script sees, and nothing else.
    @Test func builtinSignaturesNameEveryBuiltin() {
        #expect(Set(Interpreter.builtinSignatures.keys) == Set(Interpreter().builtinNames))
    }

    @Test func incompleteInput() {
        #expect(Interpreter.isIncomplete("view a {"))
        #expect(Interpreter.isIncomplete("print (1 +"))
        #expect(Interpreter.isIncomplete("print \"abc"))
        #expect(Interpreter.isIncomplete("pin a.left =="))
        #expect(!Interpreter.isIncomplete("view a { }"))
        #expect(!Interpreter.isIncomplete("pin a.left = b"))
    }

    @Test func locationAgainstAConstantIsFromTheSuperview() {
        let (interpreter, _) = run("view box\npin box.left == 10\npin box.top == 10\npin box.width == 100\npin box.height == 100\nview inner in box\npin inner.left == 5\npin inner.top == 5\npin inner.width == 1\npin inner.height == 1")
        #expect(interpreter.layout().frame(of: "inner") == LayoutRect(x: 5, y: 5, width: 1, height: 1))
        #expect(interpreter.layout().absoluteFrame(of: "inner") == LayoutRect(x: 15, y: 15, width: 1, height: 1))
    }

    @Test func deepRecursionIsBoundedWithoutStackOverflow() {
        let (interpreter, _) = run("def f(n) { return f(n + 1) + 1 }\nprint f(0)")
        #expect(interpreter.diagnostics.map(\.kind) == [.limit])
    }

    @Test func endlessLoopEndsAtTheStepLimit() {
        var options = Interpreter.Options()
        options.limits.maxSteps = 50_000
        let (interpreter, _) = run("let xs = [1]\nfor i in range(1000000) { xs = xs + [i] }", options: options)
        #expect(interpreter.diagnostics.first?.kind == .limit)
    }
}

/// A `def` closes over the scope that holds it; the session breaks that cycle when it ends,
/// so a host running script after script keeps none of them (found by the fuzzer's leak
/// checker).
@Suite struct SessionMemoryTests {
    @Test func definitionsDoNotOutliveTheirSession() {
        weak var globals: Scope?
        weak var inner: Scope?
        do {
            let interpreter = Interpreter()
            interpreter.run(source: "def f(n) {\n  def g() { return n }\n  return g()\n}\nkind box() { }\nlet x = f(1)\n", name: "main.layout")
            #expect(interpreter.diagnostics.isEmpty)
            globals = interpreter.evaluator.globals
            inner = interpreter.evaluator.scopesWithDefinitions.last
            #expect(globals != nil && inner != nil && inner !== globals)
        }
        #expect(globals == nil, "the global scope is freed with its session")
        #expect(inner == nil, "and so is a call's scope that held a def")
    }
}
