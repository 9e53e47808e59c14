import TetherOutput
import Foundation
import LayoutScript

/// One script run by `tether run` or `tether check`: read, run by an interpreter, laid out at
/// each size, with its diagnostics split into the script's and the layout's.
struct ScriptRun {
    /// The path as given.
    var file: String
    var interpreter: Interpreter
    /// The script's own diagnostics: syntax, names, types, runtime, `expect`, limits.
    /// (Unsatisfiable constraints come with each layout, as the engine reports them at that size.)
    var scriptDiagnostics: [Diagnostic]
    /// One per size.
    var layouts: [SizedLayout]

    /// Reads the file, runs it and lays it out at `sizes` (the script's own root size when
    /// empty). `output` receives `print` and `show` lines of the run at the first size; a
    /// script that depends on the root size is replayed for each size without printing again.
    /// - Throws: ``CommandFailure`` (status 2) for a file that cannot be read.
    init(file: String, screens: [Screen], layoutDirection: LayoutDirection? = nil, output: @escaping (String) -> Void) throws(CommandFailure) {
        // `-` is standard input, named `<stdin>` in diagnostics; its imports start from the
        // current folder.
        let file = file == "-" ? "<stdin>" : file
        let text = try Self.readScript(file == "<stdin>" ? "/dev/stdin" : file)
        let gate = OutputGate()
        var options = Interpreter.Options(output: { line in if gate.isOpen { output(line) } })
        options.searchPaths = Self.searchPaths(environment: ProcessInfo.processInfo.environment)
        options.bundledModules = Self.bundledModules(environment: ProcessInfo.processInfo.environment)
        options.screen = screens.first
        options.fontPath = ProcessInfo.processInfo.environment["TETHER_FONT"]
        options.layoutDirection = layoutDirection
        interpreter = Interpreter(options: options)
        self.file = file
        let all = interpreter.run(source: text, name: file)
        scriptDiagnostics = all.filter { $0.kind != .layout }
        gate.isOpen = false
        let results: [LayoutResult]
        do {
            results = try interpreter.layouts(on: screens.isEmpty ? [interpreter.screen] : screens)
        } catch {
            throw CommandFailure(message: "\(file): cannot lay out: \(error)", status: 1)
        }
        let reported = scriptDiagnostics.map(ReportDiagnostic.init(_:))
        let engine = interpreter.engine
        let used = screens.isEmpty ? [interpreter.screen] : screens
        let measurer = interpreter.textMeasurer
        // Ambiguous and misplaced views have no constraint to point at: the interpreter
        // knows where each view was declared.
        var viewLocations: [String: ReportLocation] = [:]
        for view in engine.viewNames {
            guard let location = interpreter.location(ofView: view) else { continue }
            viewLocations[view] = ReportLocation(file: location.sourceName, line: location.line, column: location.column)
        }
        let located = results.map(interpreter.locatedDiagnostics(of:))
        layouts = zip(zip(results, used), located).map { pair, located in
            let (result, screen) = pair
            var layout = SizedLayout(result, engine: engine, scriptDiagnostics: reported, viewLocations: viewLocations)
            layout.located = located
            layout.deviceName = screen.deviceName
            for view in result.views {
                guard let content = engine.view(named: view.name)?.text else { continue }
                layout.text[view.name] = ShownText(
                    lines: measurer.lines(of: content.text, size: content.size, width: view.frame.width, maxLines: content.lines),
                    size: content.size, lineHeight: measurer.lineHeight(size: content.size), ascent: measurer.ascent(size: content.size))
            }
            return layout
        }
    }

    /// Whether the script has an error (exit status 1): its own, or frames that overflowed
    /// at some size (they are meaningless, not merely a problem of the layout).
    var hasScriptErrors: Bool {
        scriptDiagnostics.contains(where: \.isError)
            || layouts.contains { $0.result.diagnostics.contains { $0.kind == .overflow } }
    }

    /// Whether any size has an unsatisfiable, ambiguous or misplaced report.
    var hasLayoutProblems: Bool { layouts.contains { !$0.result.diagnostics.isEmpty } }

    /// Every diagnostic as compilers print them (the source line and a caret, the hint, the
    /// notes), by one renderer: the script's, then each distinct layout problem once, with
    /// the sizes it occurs at when it does not occur at all of them.
    func renderedDiagnostics() -> String {
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
    func distinctLayoutDiagnostics() -> [(ReportDiagnostic, Diagnostic, [String])] {
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

    // MARK: - Files

    /// The script's text (see `ScriptFile`). A missing or unreadable path, a directory or a
    /// device is a usage error (status 2); a file too large or not UTF-8 is the script's
    /// error (status 1), located at the offending byte when it is not UTF-8.
    static func readScript(_ path: String) throws(CommandFailure) -> String {
        do {
            return try ScriptFile.load(path, maxBytes: Interpreter.Limits().maxScriptBytes)
        } catch .unreadable(let reason) {
            throw .usage("cannot read '\(path)': \(reason)")
        } catch .notUTF8(let byte, let line, let column) {
            let hex = String(byte, radix: 16, uppercase: true)
            throw CommandFailure(message: "\(path):\(line):\(column): error: byte 0x\(hex) is not UTF-8; save the script as UTF-8 text", status: 1)
        } catch {
            throw CommandFailure(message: "\(path): error: \(error.reason)", status: 1)
        }
    }

    /// Where `import` looks after the script's own folder and the bundled standard library
    /// (`StandardLibrary.modules`, which `import "std/…"` finds first): a `stdlib` folder on
    /// disk (for modules not bundled), then `TETHER_PATH`'s colon-separated folders.
    static func searchPaths(environment: [String: String], executable: String = CommandLine.arguments.first ?? "") -> [String] {
        let extra = (environment["TETHER_PATH"] ?? "").split(separator: ":").map(String.init)
        return (standardLibrary(environment: environment, executable: executable).map { [$0] } ?? []) + extra
    }

    /// The standard library bundled into the binary (`StandardLibrary.modules`), with the
    /// `.layout` files under `TETHER_STDLIB` (when set) in place of the bundled text: a
    /// development override, so an edited `stdlib/std/stack.layout` runs without
    /// `make stdlib` and a rebuild (`TETHER_STDLIB=stdlib tether run …`).
    static func bundledModules(environment: [String: String]) -> [String: String] {
        var modules = StandardLibrary.modules
        guard let root = environment["TETHER_STDLIB"], !root.isEmpty,
            let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String]
        else { return modules }
        for path in paths where path.hasSuffix(".layout") {
            if let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) {
                modules[String(path.dropLast(".layout".count))] = text
            }
        }
        return modules
    }

    /// `TETHER_STDLIB`, else the first `stdlib` folder found beside the executable or up to
    /// four folders above it (`.build/debug/tether` in a checkout finds the repository's
    /// `stdlib/`; an installed `bin/tether` finds `bin/../stdlib`).
    static func standardLibrary(environment: [String: String], executable: String) -> String? {
        if let path = environment["TETHER_STDLIB"], !path.isEmpty { return path }
        guard !executable.isEmpty else { return nil }
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("stdlib").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}

/// Lets a script's output through only while open (replays run closed).
final class OutputGate {
    var isOpen = true
}
