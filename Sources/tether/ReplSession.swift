import Foundation
import LayoutScript
import TetherOutput

/// The REPL: reads statements (several lines while a block is open), runs each chunk in one
/// interpreter session, and shows what changed — frames that moved, views that appeared —
/// and any diagnostic. Lines starting with `:` are commands (`:help` lists them).
///
/// Output goes through `out` and `err` so that tests can capture it; the reader decides
/// whether there is line editing.
final class ReplSession: CompletionSource {
    /// A chunk of source that ran, kept so that `:undo` can replay all but the last.
    struct Chunk {
        var text: String
        var name: String
    }

    private let reader: LineReader
    private let out: (String) -> Void
    private let err: (String) -> Void
    private var options: Interpreter.Options
    /// The root size the session started with (`tether repl --size`).
    private let initialRootSize: LayoutSize?
    /// Closed while `:undo` replays, so that `print` does not print again.
    private let gate = OutputGate()
    private(set) var interpreter: Interpreter
    private(set) var chunks: [Chunk] = []
    /// The size set with `:size`, else the script's `root`.
    private(set) var sizeOverride: LayoutSize?
    /// The last layout shown, to tell what changed.
    private var lastLayout: LayoutResult?
    /// The problems of the last layout shown, to tell a new one from one already shown
    /// (constraints made anew by a replay, numbers changed by `:size`).
    private var lastProblems: Set<ProblemIdentity> = []
    /// Whether any chunk had an error (the exit status of a piped session).
    private(set) var sawErrors = false
    /// Numbers the chunks typed, so that diagnostics say which: `<repl 3>:1:5`.
    private var chunkNumber = 1

    static let primaryPrompt = "layout> "
    static let continuationPrompt = "   ...> "

    init(reader: LineReader, options: Interpreter.Options = .init(), out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.reader = reader
        self.out = out
        self.err = err
        var options = options
        let printer = out
        let gate = gate
        options.output = { line in if gate.isOpen { printer(line + "\n") } }
        self.options = options
        self.initialRootSize = options.rootSize
        self.interpreter = Interpreter(options: options)
    }

    var size: LayoutSize { sizeOverride ?? interpreter.rootSize }

    // MARK: - The loop

    /// Reads and runs until `:quit` or the end of input.
    func run() {
        var buffer = ""
        while true {
            switch reader.readLine(prompt: buffer.isEmpty ? Self.primaryPrompt : Self.continuationPrompt) {
            case .end:
                if !buffer.isEmpty { evaluate(buffer, name: "<repl \(chunkNumber)>") }
                return
            case .interrupted:
                buffer = ""
            case .line(let line):
                if buffer.isEmpty, line.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
                    if !command(line.trimmingCharacters(in: .whitespaces)) { return }
                    continue
                }
                if buffer.isEmpty, line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                buffer += line + "\n"
                if Interpreter.isIncomplete(buffer) { continue }
                evaluate(buffer, name: "<repl \(chunkNumber)>")
                chunkNumber += 1
                buffer = ""
            }
        }
    }

    /// Runs a chunk, prints its diagnostics and what changed in the layout.
    func evaluate(_ text: String, name: String) {
        let before = lastLayout ?? currentLayout()
        let known = lastProblems
        _ = Interruption.take()
        let diagnostics = interpreter.run(source: text, name: name)
        // An entry stopped by Ctrl-C is not replayed (by :size or :undo): it would run as long.
        if !diagnostics.contains(where: { $0.kind == .syntax || $0.kind == .unexpectedEndOfInput || $0.kind == .interrupted }) {
            chunks.append(Chunk(text: text, name: name))
        }
        if diagnostics.contains(where: \.isError) { sawErrors = true }
        // The chunk's own diagnostics as `tether run` takes a script's: a conflict is the
        // layout's problem, located at the constraint broken, not at the statement that
        // happened to read a frame.
        // (When the engine cannot lay the session out, every diagnostic of the chunk says why.)
        let run = try? currentRun(scriptDiagnostics: diagnostics.filter { $0.kind != .layout })
        let renderer = DiagnosticRenderer()
        for diagnostic in run?.diagnostics ?? diagnostics.map(RunDiagnostic.init(_:)) {
            guard case .script = diagnostic.report.kind else { continue }
            err(renderer.render(diagnostic.located) + "\n")
        }
        if let value = interpreter.lastExpressionValue {
            out("= \(interpreter.describe(value))\n")
        }
        showChanges(from: before, known: known, to: run)
    }

    /// Frames that moved and views that appeared since `before`, and the layout problems of
    /// `run` (the session now; made here when nil) that are new: not among `known`, those
    /// of the layout shown last.
    private func showChanges(from before: LayoutResult, known: Set<ProblemIdentity>, to run: ScriptRun? = nil) {
        guard let run = run ?? (try? currentRun()), let layout = run.layouts.first else {
            out(Self.changes(from: before, to: currentLayout()))
            return
        }
        out(Self.changes(from: before, to: layout.result))
        // An ambiguous view is reported when it becomes ambiguous or more of it becomes
        // free, not again while statements pin it down.
        var freeBefore: [String: Set<FreeAttribute>] = [:]
        for diagnostic in before.diagnostics(.ambiguous) {
            for view in diagnostic.views { freeBefore[view, default: []].formUnion(diagnostic.freeAttributes) }
        }
        let fresh = Set(layout.problems.filter { problem in
            guard let diagnostic = problem.diagnostic, !before.diagnostics.contains(diagnostic) else { return false }
            if diagnostic.kind == .ambiguous, let view = diagnostic.views.first, let free = freeBefore[view] {
                return !free.isSuperset(of: diagnostic.freeAttributes)
            }
            return !known.contains(ProblemIdentity(problem))
        }.map(\.report))
        let renderer = DiagnosticRenderer()
        for diagnostic in run.diagnostics where fresh.contains(diagnostic.report) {
            err(renderer.render(diagnostic.located) + "\n")
        }
    }

    /// `+ name (x, y, w, h)` for a new view, `name (old) → (new)` for one that moved,
    /// `- name` for one that is gone; frames relative to the superview, numbers as the frames
    /// table writes them, so a move too small to show is not reported.
    static func changes(from before: LayoutResult, to after: LayoutResult) -> String {
        var lines: [String] = []
        let old = Dictionary(before.views.dropFirst().map { ($0.name, $0.frame.tableText) }, uniquingKeysWith: { a, _ in a })
        for view in after.views.dropFirst() {
            let frame = view.frame.tableText
            if let previous = old[view.name] {
                if previous != frame { lines.append("  \(view.name) \(previous) → \(frame)") }
            } else {
                lines.append("+ \(view.name) \(frame)")
            }
        }
        let names = Set(after.views.map(\.name))
        for view in before.views.dropFirst() where !names.contains(view.name) {
            lines.append("- \(view.name)")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The session now as one run, as `tether run` lays out a script: on the interpreter's
    /// screen (the session's `:size` or the script's root, with its safe area and size
    /// classes), its problems located, after `scriptDiagnostics` (a chunk's own).
    /// - Throws: what the engine throws when it cannot lay the session out.
    private func currentRun(scriptDiagnostics: [Diagnostic] = []) throws(LayoutError) -> ScriptRun {
        let run = try ScriptRun(interpreter: interpreter, file: "<repl>", scriptDiagnostics: scriptDiagnostics, screens: [])
        if let layout = run.layouts.first {
            lastLayout = layout.result
            lastProblems = Set(layout.problems.map(ProblemIdentity.init))
        }
        return run
    }

    /// The frames of ``currentRun(scriptDiagnostics:)``, else the engine's last.
    private func currentLayout() -> LayoutResult {
        if let layout = (try? currentRun())?.layouts.first { return layout.result }
        let result = interpreter.layout()
        lastLayout = result
        return result
    }

    // MARK: - Commands

    static let commands: [(name: String, arguments: String, help: String)] = [
        (":help", "", "this list"),
        (":views", "", "the view hierarchy, each view with its frame and what is ambiguous"),
        (":constraints", "[VIEW]", "the constraints (of VIEW), each with the view it is installed on"),
        (":why", "VIEW.ATTR", "the value of an attribute and the constraints on that view and axis that determine it"),
        (":ambiguous", "", "the views whose layout is ambiguous and what is free"),
        (":exercise", "", "another layout that satisfies the constraints (exerciseAmbiguityInLayout)"),
        (":undo", "", "take back the last statement (the session is replayed without it)"),
        (":size", "WxH|DEVICE", "lay out at another root size or on a device, such as :size 568x320 or :size iphone16pro:landscape"),
        (":show", "", "the frames table at the current size"),
        (":svg", "FILE", "write the layout as an SVG picture"),
        (":load", "FILE", "run a script file in this session"),
        (":reset", "", "start again with no views"),
        (":quit", "", "leave (also Ctrl-D)"),
    ]

    /// Runs a `:command`; false means quit.
    func command(_ line: String) -> Bool {
        let parts = line.split(maxSplits: 1, whereSeparator: \.isWhitespace).map(String.init)
        let name = parts[0]
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        if !argument.isEmpty, let known = Self.commands.first(where: { $0.name == name }), known.arguments.isEmpty {
            err("\(name) takes no argument\n")
            return true
        }
        switch name {
        case ":quit", ":q", ":exit": return false
        case ":help": out(Self.helpText())
        case ":views": out(Self.tree(currentLayout()))
        case ":show":
            do {
                out(FrameTable.render(try currentRun().layouts))
            } catch {
                err("cannot lay out: \(error)\n")
            }
        case ":constraints": listConstraints(of: argument.isEmpty ? nil : argument)
        case ":why": why(argument)
        case ":ambiguous": ambiguous()
        case ":exercise": exercise()
        case ":undo": undo()
        case ":size": setSize(argument)
        case ":svg": writeSVG(to: argument)
        case ":load": load(argument)
        case ":reset":
            options.rootSize = initialRootSize
            interpreter = Interpreter(options: options)
            chunks = []
            sizeOverride = nil
            lastLayout = nil
            lastProblems = []
            out("reset: no views\n")
        default:
            let hint = suggestion(for: name, among: Self.commands.map(\.name)) ?? ":help lists the commands"
            err("unknown command '\(name)'; \(hint)\n")
        }
        return true
    }

    /// The hierarchy, a view a line, subviews indented under their superview:
    /// `root 320 × 568`, then `  toolbar (0, 524, 320, 44)`, `?` and the free parts after
    /// an ambiguous view.
    static func tree(_ layout: LayoutResult) -> String {
        var depth: [String: Int] = [:]
        var text = ""
        for index in SVGPicture.drawingOrder(layout.views) {
            let view = layout.views[index]
            let level = view.superview.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[view.name] = level
            let indent = String(repeating: "  ", count: level)
            if index == 0 {
                text += "\(view.name) \(layout.rootSize.label)\n"
                continue
            }
            let free = view.ambiguous.isEmpty ? "" : " ? " + view.ambiguous.map(\.rawValue).joined(separator: ", ")
            text += "\(indent)\(view.name) \(view.frame.tableText)\(free)\n"
        }
        return text
    }

    /// `:help`: each command with its arguments, in columns.
    static func helpText() -> String {
        var text = "Type statements (a block continues until it is closed), or a command:\n"
        let width = commands.map { ($0.name + " " + $0.arguments).count }.max() ?? 0
        for command in commands {
            let usage = command.arguments.isEmpty ? command.name : command.name + " " + command.arguments
            text += "  " + usage + String(repeating: " ", count: width - usage.count) + "  " + command.help + "\n"
        }
        return text + "Tab completes keywords, views, attributes after 'view.', definitions and commands.\n"
    }

    /// `:constraints [VIEW]`: the script's constraints (or every one that names VIEW,
    /// generated ones too), each with its state, the view it is installed on and its origin.
    private func listConstraints(of view: String?) {
        if let view, interpreter.engine.view(named: view) == nil {
            err("no view named '\(view)'\n")
            return
        }
        let references = interpreter.engine.constraints.filter { reference in
            guard let view else { return !reference.origin.isGenerated }
            return reference.constraint.firstItem == view || reference.constraint.secondItem == view
        }
        if references.isEmpty {
            out("no constraints\n")
            return
        }
        let rows = references.map { reference in
            [
                reference.text + (reference.state == .active ? "" : " [\(reference.state.rawValue)]"),
                "on " + (reference.installedOn ?? "?"), reference.originDescription,
            ]
        }
        out(FrameTableText.table(rows, rightAligned: []).map { $0 + "\n" }.joined())
    }

    /// `:why VIEW.ATTR`: the attribute's value and the active constraints on that view and axis.
    private func why(_ argument: String) {
        let parts = argument.split(separator: ".").map(String.init)
        guard parts.count == 2, let attribute = LayoutAttribute(rawValue: parts[1]), attribute != .notAnAttribute else {
            err("usage: :why VIEW.ATTR, such as :why toolbar.top\n")
            return
        }
        let view = parts[0]
        let layout = currentLayout()
        guard let frame = layout.views.first(where: { $0.name == view }) else {
            err("no view named '\(view)'\n")
            return
        }
        let value = interpreter.engine.value(of: attribute, of: view, in: frame.absolute)
        out("\(view).\(attribute.rawValue) = \(value.map(\.roundedForDisplay) ?? "?") (in root coordinates)\n")
        if !frame.ambiguous.isEmpty {
            out("ambiguous: " + frame.ambiguous.map(\.rawValue).joined(separator: ", ") + "\n")
        }
        let axis = attribute.axis
        let references = interpreter.engine.constraints.filter { reference in
            guard reference.state == .active else { return false }
            let c = reference.constraint
            return (c.firstItem == view && c.firstAttribute.axis == axis)
                || (c.secondItem == view && c.secondAttribute.axis == axis)
        }
        let rows = references.map { [$0.text, $0.originDescription] }
        out(FrameTableText.table(rows, rightAligned: []).map { "  " + $0 + "\n" }.joined())
    }

    private func ambiguous() {
        let diagnostics = currentLayout().diagnostics(.ambiguous)
        if diagnostics.isEmpty {
            out("no view has an ambiguous layout\n")
        }
        for diagnostic in diagnostics { out(diagnostic.message + "\n") }
    }

    private func exercise() {
        let current = currentLayout()
        let other = interpreter.engine.exerciseAmbiguity()
        let text = Self.changes(from: current, to: other)
        out(text.isEmpty ? "no view has an ambiguous layout; nothing moves\n" : "another valid layout:\n" + text)
    }

    private func undo() {
        guard !chunks.isEmpty else {
            err("nothing to undo\n")
            return
        }
        let before = currentLayout()
        let known = lastProblems
        var kept = chunks
        let undone = kept.removeLast()
        replay(kept)
        out("undid: \(undone.text.trimmingCharacters(in: .whitespacesAndNewlines))\n")
        showChanges(from: before, known: known)
    }

    /// A fresh interpreter that has run these chunks, quietly.
    private func replay(_ kept: [Chunk]) {
        interpreter = Interpreter(options: options)
        gate.isOpen = false
        for chunk in kept { interpreter.run(source: chunk.text, name: chunk.name) }
        gate.isOpen = true
        chunks = kept
    }

    /// Sets the root size and replays the session at it, so that statements that read the
    /// root size (size classes: `if root.width > 500 { … }`) choose again.
    private func setSize(_ argument: String) {
        let screen: Screen
        if let size = try? Sizes.size(argument) {
            screen = Screen(size: size)
        } else if let device = try? Device.screen(named: argument.trimmingCharacters(in: .whitespaces)) {
            screen = device
        } else {
            do {
                _ = try Sizes.size(argument)
            } catch {
                err("\(error.description), or a device such as iphone16pro:landscape (`tether devices`)\n")
            }
            return
        }
        let before = currentLayout()
        let known = lastProblems
        sizeOverride = screen.size
        options.screen = screen
        replay(chunks)
        out("size \(screen.label)\n")
        showChanges(from: before, known: known)
    }

    private func writeSVG(to path: String) {
        guard !path.isEmpty else {
            err("usage: :svg FILE\n")
            return
        }
        let run: ScriptRun
        do {
            run = try currentRun()
        } catch {
            err("cannot lay out: \(error)\n")
            return
        }
        do {
            try AtomicFile.write(SVGPicture.render(file: "<repl>", layouts: run.layouts), to: path)
            out("wrote \(path)\n")
        } catch {
            err("\(error.description)\n")
        }
    }

    private func load(_ path: String) {
        guard !path.isEmpty else {
            err("usage: :load FILE\n")
            return
        }
        do {
            let text = try ScriptRun.readScript(path)
            evaluate(text, name: path)
        } catch {
            err("\(error.message)\n")
        }
    }

    // MARK: - Completion

    static let keywords = Interpreter.languageWords


    func completions(for word: String, in text: String) -> [String] {
        let before = text.dropLast(word.count)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(":") {
            if !trimmed.contains(" ") { return Self.commands.map(\.name) }
            return interpreter.engine.viewNames
        }
        if before.hasSuffix(".") {
            return Interpreter.viewMembers
        }
        return Self.keywords + interpreter.engine.viewNames + interpreter.globalNames
    }
}

