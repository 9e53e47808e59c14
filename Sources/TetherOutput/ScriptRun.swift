import AutoLayout
import LayoutScript

/// One script run: run by an interpreter and laid out at each size, with its diagnostics
/// split into the script's and the layout's. `tether run`, `check`, `export` and the preview
/// share it.
package struct ScriptRun {
    /// The name diagnostics give the script (its path as given, or `<stdin>`).
    package var file: String
    package var interpreter: Interpreter
    /// The script's own diagnostics: syntax, names, types, runtime, `expect`, limits.
    /// (Unsatisfiable constraints come with each layout, as the engine reports them at that size.)
    package var scriptDiagnostics: [Diagnostic]
    /// One per size.
    package var layouts: [SizedLayout]

    /// Runs `text` and lays it out on `screens` (the script's own screen when empty), each
    /// turned a quarter when `rotated` (``LayoutScript/Screen/rotated``). `options.output`
    /// receives the `print` and `show` lines of the run at the first size only: a script that
    /// depends on the root size is replayed for each size without printing again.
    /// - Throws: what the engine throws when a size cannot be laid out.
    package init(source text: String, name file: String, options: Interpreter.Options, screens: [Screen], rotated: Bool = false) throws(LayoutError) {
        let gate = OutputGate()
        var options = options
        let output = options.output
        options.output = { line in if gate.isOpen { output(line) } }
        if rotated, let first = screens.first { options.screen = first.rotated } else { options.screen = screens.first }
        interpreter = Interpreter(options: options)
        self.file = file
        let all = interpreter.run(source: text, name: file)
        scriptDiagnostics = all.filter { $0.kind != .layout }
        gate.isOpen = false
        let used = (screens.isEmpty ? [interpreter.screen] : screens).map { rotated ? $0.rotated : $0 }
        let results = try interpreter.layouts(on: used)
        let reported = scriptDiagnostics.map(ReportDiagnostic.init(_:))
        let engine = interpreter.engine
        let measurer = interpreter.textMeasurer
        let sources = interpreter.sourceTable
        // Ambiguous and misplaced views have no constraint to point at: the interpreter
        // knows where each view was declared.
        var viewLocations: [String: ReportLocation] = [:]
        for view in engine.viewNames {
            guard let location = interpreter.location(ofView: view) else { continue }
            viewLocations[view] = ReportLocation(location)
        }
        let located = results.map(interpreter.locatedDiagnostics(of:))
        layouts = zip(zip(results, used), located).map { pair, located in
            let (result, screen) = pair
            var layout = SizedLayout(result, engine: engine, sources: sources, scriptDiagnostics: reported, viewLocations: viewLocations)
            layout.located = located
            layout.deviceName = screen.deviceName
            for view in result.views {
                guard let content = engine.view(named: view.name)?.text else { continue }
                layout.text[view.name] = ShownText(
                    lines: measurer.lines(of: content.text, size: content.size, width: view.frame.width, maxLines: content.lines),
                    size: content.size, lineHeight: content.leading ?? measurer.lineHeight(size: content.size),
                    ascent: measurer.ascent(size: content.size))
            }
            return layout
        }
    }

    /// Whether the script has an error (exit status 1): its own, or frames that overflowed
    /// at some size (they are meaningless, not merely a problem of the layout).
    package var hasScriptErrors: Bool {
        scriptDiagnostics.contains(where: \.isError)
            || layouts.contains { $0.result.diagnostics.contains { $0.kind == .overflow } }
    }

    /// Whether any size has an unsatisfiable, ambiguous or misplaced report.
    package var hasLayoutProblems: Bool { layouts.contains { !$0.result.diagnostics.isEmpty } }

    /// Every diagnostic as compilers print them (the source line and a caret, the hint, the
    /// notes), by one renderer: the script's, then each distinct layout problem once, with
    /// the sizes it occurs at when it does not occur at all of them.
    package func renderedDiagnostics() -> String {
        var text = ""
        let renderer = DiagnosticRenderer()
        for diagnostic in scriptDiagnostics {
            text += renderer.render(diagnostic) + "\n"
        }
        for (_, located, sizes) in distinctLayoutDiagnostics() {
            var diagnostic = located
            if sizes.count < layouts.count {
                // Before a closing colon: "…cannot all hold (at 320 × 568):".
                let at = " (at " + sizes.joined(separator: ", ") + ")"
                if diagnostic.message.hasSuffix(":") {
                    diagnostic.message.removeLast()
                    diagnostic.message += at + ":"
                } else {
                    diagnostic.message += at
                }
            }
            text += renderer.render(diagnostic) + "\n"
        }
        return text
    }

    /// Each layout diagnostic once, in order of first appearance, located, with the
    /// captions of the screens it holds on.
    package func distinctLayoutDiagnostics() -> [(ReportDiagnostic, Diagnostic, [String])] {
        var order: [(ReportDiagnostic, Diagnostic)] = []
        var sizes: [ReportDiagnostic: [String]] = [:]
        for layout in layouts {
            for (offset, diagnostic) in layout.diagnostics.dropFirst(scriptDiagnostics.count).enumerated() {
                if sizes[diagnostic] == nil, layout.located.indices.contains(offset) {
                    order.append((diagnostic, layout.located[offset]))
                }
                sizes[diagnostic, default: []].append(layout.caption)
            }
        }
        return order.map { ($0.0, $0.1, sizes[$0.0] ?? []) }
    }
}

/// Lets a script's output through only while open (replays run closed).
package final class OutputGate {
    package var isOpen = true

    package init() {}
}
