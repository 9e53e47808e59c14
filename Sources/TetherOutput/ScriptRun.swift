import AutoLayout
import LayoutScript

/// One script run: run by an interpreter and laid out at each size, with its diagnostics
/// decided once (``diagnostics``). `tether run`, `check`, `export`, the preview, the
/// language server, the C API and the REPL share it.
package struct ScriptRun {
    /// The name diagnostics give the script (its path as given, or `<stdin>`).
    package var file: String
    package var interpreter: Interpreter
    /// The interpreter each layout was made by, in the order of `layouts`: `interpreter`,
    /// or the one that ran the script again for a screen whose traits it reads.
    package var layoutInterpreters: [Interpreter] = []
    /// The script's own diagnostics: syntax, names, types, runtime, `expect`, limits; then
    /// those that only its runs for other screens had.
    /// (Unsatisfiable constraints come with each layout, as the engine reports them at that size.)
    package var scriptDiagnostics: [Diagnostic]
    /// One per size.
    package var layouts: [SizedLayout]
    /// Every diagnostic of the run, decided once for every front end: the script's, then
    /// each layout problem once (``RunDiagnostic/screens`` says where, when not everywhere).
    package var diagnostics: [RunDiagnostic]

    /// Runs `text` and lays it out on `screens` (the script's own screen when empty), each
    /// turned a quarter when `rotated` (``LayoutScript/Screen/rotated``). `options.output`
    /// receives the `print` and `show` lines of the run at the first size only: a script that
    /// depends on the root size is replayed for each other size without printing again.
    /// - Throws: what the engine throws when a size cannot be laid out.
    package init(source text: String, name file: String, options: Interpreter.Options, screens: [Screen], rotated: Bool = false) throws(LayoutError) {
        let gate = OutputGate()
        var options = options
        let output = options.output
        options.output = { line in if gate.isOpen { output(line) } }
        if rotated, let first = screens.first { options.screen = first.rotated } else { options.screen = screens.first }
        let interpreter = Interpreter(options: options)
        let all = interpreter.run(source: text, name: file)
        gate.isOpen = false
        let used = (screens.isEmpty ? [interpreter.screen] : screens).map { rotated ? $0.rotated : $0 }
        try self.init(interpreter: interpreter, file: file, scriptDiagnostics: all.filter { $0.kind != .layout }, screens: used)
    }

    /// The layouts of a script `interpreter` has run, on `screens` (its own screen when
    /// empty), after the run's own `scriptDiagnostics`: the second half of
    /// ``init(source:name:options:screens:rotated:)``, for a host that runs the script itself
    /// (the language server, the C API, the REPL). A script that read its size or traits is
    /// run again for each other screen (``LayoutScript/Interpreter/runs(on:each:)``), each
    /// layout made and located by the run that made it; what such a run reports that the
    /// script's own run did not joins ``scriptDiagnostics``, with the screens it occurs on.
    /// - Throws: what the engine throws when a size cannot be laid out.
    package init(interpreter: Interpreter, file: String, scriptDiagnostics: [Diagnostic], screens: [Screen]) throws(LayoutError) {
        self.interpreter = interpreter
        self.file = file
        let used = screens.isEmpty ? [interpreter.screen] : screens
        var layouts: [SizedLayout] = []
        var replayed: [Diagnostic] = []
        var shownOn: [Diagnostic: [String]] = [:]
        // A script stopped at a limit ran away (a loop declaring views without end) or is
        // hostile: the limit is its report. The problems of what it made before it (100,000
        // views, each undetermined) are not located or printed: they say nothing the limit
        // does not, and cost more than running the script did (docs/cli.md, Exit statuses).
        let stoppedAtLimit = scriptDiagnostics.contains { $0.kind == .limit && $0.isError }
        for (run, screen) in zip(try interpreter.runs(on: used), used) {
            layoutInterpreters.append(run.interpreter)
            let own = run.diagnostics.filter { $0.kind != .layout && !scriptDiagnostics.contains($0) }
            let layout = SizedLayout(run.result, interpreter: run.interpreter, scriptDiagnostics: scriptDiagnostics + own, screen: screen,
                                     locatingProblems: !stoppedAtLimit)
            for diagnostic in own {
                if shownOn[diagnostic] == nil { replayed.append(diagnostic) }
                shownOn[diagnostic, default: []].append(layout.caption)
            }
            layouts.append(layout)
        }
        self.layouts = layouts
        self.scriptDiagnostics = scriptDiagnostics + replayed
        diagnostics = scriptDiagnostics.map(RunDiagnostic.init(_:)) + replayed.map { diagnostic in
            let captions = shownOn[diagnostic] ?? []
            return RunDiagnostic(report: ReportDiagnostic(diagnostic), located: diagnostic, screens: captions.count < layouts.count ? captions : [])
        } + Self.distinctProblems(of: layouts)
    }

    /// Whether the script has an error (exit status 1): its own, or frames that overflowed
    /// at some size (they are meaningless, not merely a problem of the layout).
    package var hasScriptErrors: Bool {
        scriptDiagnostics.contains(where: \.isError)
            || layouts.contains { $0.result.diagnostics.contains { $0.kind == .overflow } }
    }

    /// Whether the frames are not the script's: it stopped at an error (a failed `expect`
    /// does not stop it), or frames overflowed; only what came before the error was laid out.
    package var isPartial: Bool {
        scriptDiagnostics.contains { $0.isError && $0.kind != .expectation }
            || layouts.contains { $0.result.diagnostics.contains { $0.kind == .overflow } }
    }

    /// Whether any size has an unsatisfiable, ambiguous or misplaced report.
    package var hasLayoutProblems: Bool { layouts.contains { !$0.result.diagnostics.isEmpty } }

    /// Every diagnostic as compilers print them (the source line and a caret, the hint, the
    /// notes), by one renderer: the script's, then each distinct layout problem once, with
    /// the sizes it occurs at when it does not occur at all of them.
    package func renderedDiagnostics() -> String {
        let renderer = DiagnosticRenderer()
        return diagnostics.map { renderer.render($0.renderedForScreens) + "\n" }.joined()
    }

    /// Each layout problem once (``ProblemIdentity``, as `check --all` tells them), in order of
    /// first appearance, as the first size showing it found it, with only the fixes every size
    /// showing it verified (``FixesEverywhere``), and the captions of those sizes when they are
    /// not all, or when its report differs from one to the next (a conflict through the root's
    /// width): the first caption is the size its notes come from.
    private static func distinctProblems(of layouts: [SizedLayout]) -> [RunDiagnostic] {
        var order: [ProblemIdentity] = []
        var met: [ProblemIdentity: (first: LayoutProblem, captions: [String], differs: Bool, fixes: FixesEverywhere)] = [:]
        for layout in layouts {
            for problem in layout.problems {
                let key = ProblemIdentity(problem)
                guard var entry = met[key] else {
                    order.append(key)
                    met[key] = (problem, [layout.caption], false, FixesEverywhere(problem.report.fixes))
                    continue
                }
                entry.captions.append(layout.caption)
                entry.differs = entry.differs || problem.report != entry.first.report
                entry.fixes.add(problem.report.fixes)
                met[key] = entry
            }
        }
        return order.compactMap { key in
            guard let entry = met[key] else { return nil }
            let problem = entry.fixes.applied(to: entry.first)
            let shown = entry.captions.count < layouts.count || entry.differs
            return RunDiagnostic(report: problem.report, located: problem.located, screens: shown ? entry.captions : [])
        }
    }
}

extension SizedLayout {
    /// A layout of `interpreter`'s engine on `screen`, as ``init(_:interpreter:scriptDiagnostics:)``,
    /// with the screen's device and the lines each view's text shows at its solved width;
    /// without `locatingProblems`, its problems are left out (``problems`` is empty).
    package init(_ result: LayoutResult, interpreter: Interpreter, scriptDiagnostics: [Diagnostic], screen: Screen,
                 locatingProblems: Bool = true) {
        if locatingProblems {
            self.init(result, interpreter: interpreter, scriptDiagnostics: scriptDiagnostics)
        } else {
            self.init(result, engine: interpreter.engine, locator: nil, scriptDiagnostics: scriptDiagnostics.map(ReportDiagnostic.init(_:)))
        }
        show(on: screen, interpreter: interpreter)
    }

    /// A layout of `interpreter`'s engine on `screen` for its picture, as the other
    /// initializer without locating its problems (``problems`` is empty): `check --all`
    /// locates only the one environment of each problem it prints.
    package init(_ result: LayoutResult, interpreter: Interpreter, screen: Screen) {
        self.init(result, engine: interpreter.engine, locator: nil)
        show(on: screen, interpreter: interpreter)
    }

    /// Takes the screen's device and the lines each view's text shows at its solved width.
    private mutating func show(on screen: Screen, interpreter: Interpreter) {
        deviceName = screen.deviceName
        let engine = interpreter.engine
        let measurer = interpreter.textMeasurer
        for view in result.views {
            guard let content = engine.view(named: view.name)?.text else { continue }
            let measurer = measurer.measurer(for: content.weight)
            text[view.name] = ShownText(
                lines: content.shownLines(atWidth: view.frame.width, measuredBy: measurer),
                size: content.size, weight: content.weight,
                lineHeight: content.linePitch(lineHeight: measurer.lineHeight(size: content.size)),
                ascent: measurer.ascent(size: content.size),
                tracking: measurer.tracking(size: content.size))
        }
    }
}

/// One diagnostic of a run, as every front end reads it: the script's own, or a layout
/// problem (or what a run for another screen reported) once however many sizes it occurs at. `tether check` renders `located` or prints
/// `report`; the preview lists `report`; the language server publishes `located` with
/// `report`'s parts.
package struct RunDiagnostic: Hashable, Sendable {
    /// Its parts: kind, severity, place, views, constraints, what was broken, fixes.
    package var report: ReportDiagnostic
    /// Its rendering, at the same place as `report`.
    package var located: Diagnostic
    /// The captions of the screens a layout problem, or a diagnostic only the script's runs
    /// for other screens had, occurs on when it does not occur on all of them; empty
    /// otherwise (and for the diagnostics of the script's own run, which belong to no size).
    package var screens: [String]

    /// A diagnostic of the script's own.
    package init(_ diagnostic: Diagnostic) {
        self.init(report: ReportDiagnostic(diagnostic), located: diagnostic, screens: [])
    }

    /// A layout problem, on `screens` when not on all.
    package init(report: ReportDiagnostic, located: Diagnostic, screens: [String]) {
        self.report = report
        self.located = located
        self.screens = screens
    }

    /// The located diagnostic with the screens it occurs on before its message's closing
    /// colon: "…cannot all hold (at 320 × 568):".
    package var renderedForScreens: Diagnostic {
        screens.isEmpty ? located : located.saying(" (at " + screens.joined(separator: ", ") + ")")
    }
}

extension Diagnostic {
    /// The diagnostic with `place` (where it occurs) at the end of its message, before the
    /// closing colon of a message that lists more below it.
    package func saying(_ place: String) -> Diagnostic {
        var diagnostic = self
        if diagnostic.message.hasSuffix(":") {
            diagnostic.message.removeLast()
            diagnostic.message += place + ":"
        } else {
            diagnostic.message += place
        }
        return diagnostic
    }
}

/// Lets a script's output through only while open (replays run closed).
package final class OutputGate {
    package var isOpen = true

    package init() {}
}
