import Foundation
import LayoutScript
import TetherOutput

// MARK: - One document, run and outlined

/// A document's text run through the interpreter (with the standard library and imports from
/// its folder) and laid out at its own root size, and its outline: what every request about
/// it reads.
struct Analysis {
    let uri: String
    let text: String
    let lines: DocumentLines
    let outline: ScriptOutline
    let diagnostics: [LSPDiagnostic]
    /// The views and guides of the layout, by name.
    let frames: [String: ViewFrame]
    let rootSize: LayoutSize
    /// The file the document is, for imports and names in diagnostics.
    let path: String
    /// The constraints each line of the document made (1-based lines), as the engine reads
    /// them, with their priority and state.
    let constraintsByLine: [Int: [String]]
    /// The interpreter's builtin functions.
    let builtinNames: [String]

    init(uri: String, text: String) {
        self.uri = uri
        self.text = text
        lines = DocumentLines(text)
        outline = ScriptOutline(text: text)
        path = URL(string: uri).flatMap { $0.isFileURL ? $0.path : nil } ?? uri
        let interpreter = Interpreter(options: .frontEnd())
        let scriptDiagnostics = interpreter.run(source: text, name: path).filter { $0.kind != .layout }
        // The run `tether check` makes, at the script's own root size, and its diagnostics
        // (the script's, then each layout problem once), published as they are.
        var frames: [String: ViewFrame] = [:]
        var size = interpreter.rootSize
        let published: [RunDiagnostic]
        do {
            let run = try ScriptRun(interpreter: interpreter, file: path, scriptDiagnostics: scriptDiagnostics, screens: [])
            published = run.diagnostics
            if let layout = run.layouts.first?.result {
                for frame in layout.views + layout.guides { frames[frame.name] = frame }
                size = layout.rootSize
            }
        } catch {
            // As `tether check` reports a size that cannot be laid out, on the first line.
            let failure = Diagnostic(kind: .runtime, message: "cannot lay out: \(error)", location: nil)
            published = (scriptDiagnostics + [failure]).map(RunDiagnostic.init(_:))
        }
        let (documentLines, path) = (lines, path)
        diagnostics = published.map { Self.convert($0, lines: documentLines, uri: uri, path: path) }
        self.frames = frames
        rootSize = size
        var byLine: [Int: [String]] = [:]
        for reference in interpreter.engine.constraints {
            guard let location = reference.source.flatMap(interpreter.location(of:)), location.sourceName == path else { continue }
            let line = location.line
            let priority = reference.constraint.priority.isRequired ? "" : " @\(reference.constraint.priority.value.layoutDescription)"
            byLine[line, default: []].append("`\(reference.text)`\(priority) — \(reference.state.rawValue)")
        }
        constraintsByLine = byLine
        builtinNames = interpreter.builtinNames
    }

    /// A run's diagnostic as LSP publishes it: where its located form points, with the hint
    /// and the notes as related information, its kind as the code and its parts as the data.
    private static func convert(_ item: RunDiagnostic, lines: DocumentLines, uri: String, path: String) -> LSPDiagnostic {
        let diagnostic = item.located
        func range(_ location: SourceLocation?) -> Range {
            guard let location, location.sourceName == path else { return Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)) }
            let start = lines.position(line: location.line, column: location.column)
            let end = lines.position(line: location.line, column: location.column + max(1, location.length))
            return Range(start: start, end: end)
        }
        let here = range(diagnostic.location)
        var related: [LSPDiagnostic.Related] = []
        if let hint = diagnostic.hint {
            related.append(.init(location: Location(uri: uri, range: here), message: "hint: \(hint)"))
        }
        for note in diagnostic.notes {
            related.append(.init(location: Location(uri: uri, range: note.location.map { range($0) } ?? here), message: note.message))
        }
        let severity: Int = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        default: 3
        }
        return LSPDiagnostic(range: here, severity: severity, code: item.report.kind.rawValue, message: diagnostic.message,
                             relatedInformation: related.isEmpty ? nil : related, data: LSPDiagnostic.Parts(item.report))
    }

    // MARK: Requests

    /// The word under the cursor and the one before a `.` in front of it.
    private func word(at position: Position) -> (index: Int, word: ScriptOutline.Word)? {
        let offset = lines.offset(of: position)
        guard let index = outline.wordIndex(at: offset) else { return nil }
        return (index, outline.words[index])
    }

    private func range(of word: ScriptOutline.Word) -> Range {
        Range(start: lines.position(ofByte: word.offset), end: lines.position(ofByte: word.offset + word.length))
    }

    func hover(at position: Position) -> Hover? {
        guard let (index, word) = word(at: position) else { return nil }
        let afterDot = index > 0 && outline.words[index - 1].kind == .dot
        var text: String?
        if word.kind == .identifier, afterDot {
            text = Self.attributeDescriptions[word.text].map { "`.\(word.text)`: \($0)" }
        } else if word.kind == .identifier, let frame = frames[word.text] {
            text = """
                **\(word.text)** in `\(frame.superview ?? "—")`: frame \(frame.frame.tableText), \
                in root coordinates \(frame.absolute.tableText) — laid out at \
                \(rootSize.width.layoutDescription) × \(rootSize.height.layoutDescription)
                """
        } else if word.kind == .identifier, let signature = Interpreter.builtinSignatures[word.text] {
            text = "`\(signature)`"
        } else if word.kind == .identifier, let declaration = outline.declarations.last(where: { $0.name == word.text }) {
            text = "`\(lines.text(ofLineAt: declaration.offset).trimmingCharacters(in: .whitespaces))`"
        } else if word.kind.isKeyword, let made = constraintsByLine[lines.position(ofByte: word.offset).line + 1], !made.isEmpty {
            // A statement's keyword: the constraints it made, as the engine reads them.
            text = "`\(word.text)` made:\n\n" + made.map { "- \($0)" }.joined(separator: "\n")
        } else if word.kind.isKeyword, let example = ScriptOutline.example(ofKeyword: word.text) {
            text = "`\(word.text)` — for example `\(example)`"
        }
        return text.map { Hover(contents: MarkupContent(value: $0), range: range(of: word)) }
    }

    func completions(at position: Position) -> [CompletionItem] {
        let offset = lines.offset(of: position)
        let before = lines.text(ofLineAt: offset, upTo: offset)
        if before.range(of: #"root\s+device\s+"[^"]*$"#, options: .regularExpression) != nil {
            return Device.catalogue.map { CompletionItem(label: $0.name, kind: 12, detail: "\($0.title), \($0.portrait.width.layoutDescription) × \($0.portrait.height.layoutDescription)") }
        }
        if let match = before.range(of: #"([A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z0-9_]*$"#, options: .regularExpression) {
            let owner = String(before[match].prefix { $0 != "." })
            if let module = outline.declarations.last(where: { $0.kind == .module && $0.name == owner }), let path = module.path,
               let moduleText = moduleText(path) {
                return ScriptOutline(text: moduleText).declarations.filter { $0.kind != .module }.map {
                    CompletionItem(label: $0.name, kind: $0.kind == .function || $0.kind == .kind ? 3 : 21, detail: "\(owner) (\(path))")
                }
            }
            return Interpreter.viewMembers.map { CompletionItem(label: $0, kind: 5, detail: Self.attributeDescriptions[$0]) }
        }
        var items = Interpreter.languageWords.map { CompletionItem(label: $0, kind: 14, detail: ScriptOutline.example(ofKeyword: $0)) }
        var names = Set<String>()
        for declaration in outline.declarations where names.insert(declaration.name).inserted {
            let kind = switch declaration.kind {
            case .view, .guide: 7
            case .function, .kind: 3
            case .constant: 6
            case .module: 9
            }
            items.append(CompletionItem(label: declaration.name, kind: kind, detail: nil))
        }
        for name in frames.keys.sorted() where names.insert(name).inserted {
            items.append(CompletionItem(label: name, kind: 7, detail: "view"))
        }
        items += builtinNames.map { CompletionItem(label: $0, kind: 3, detail: Interpreter.builtinSignatures[$0]) }
        return items
    }

    func definition(at position: Position) -> Location? {
        guard let (index, word) = word(at: position) else { return nil }
        if word.kind == .string, index > 0, outline.words[index - 1].kind == .kwImport {
            return moduleFile(String(word.text.dropFirst().dropLast())).map {
                Location(uri: URL(fileURLWithPath: $0).absoluteString, range: Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)))
            }
        }
        guard word.kind == .identifier else { return nil }
        if index > 1, outline.words[index - 1].kind == .dot,
           let module = outline.declarations.last(where: { $0.kind == .module && $0.name == outline.words[index - 2].text }),
           let path = module.path, let found = self.module(path), let file = found.file, case let moduleText = found.text,
           let declaration = ScriptOutline(text: moduleText).declarations.first(where: { $0.name == word.text }) {
            let moduleLines = DocumentLines(moduleText)
            return Location(uri: URL(fileURLWithPath: file).absoluteString,
                            range: Range(start: moduleLines.position(ofByte: declaration.offset), end: moduleLines.position(ofByte: declaration.offset + declaration.length)))
        }
        guard let declaration = outline.declarations.first(where: { $0.name == word.text && $0.kind != .module })
                ?? outline.declarations.first(where: { $0.name == word.text }) else { return nil }
        return Location(uri: uri, range: Range(start: lines.position(ofByte: declaration.offset),
                                               end: lines.position(ofByte: declaration.offset + declaration.length)))
    }

    func symbols() -> [DocumentSymbol] {
        outline.declarations.map { declaration in
            let range = Range(start: lines.position(ofByte: declaration.offset), end: lines.position(ofByte: declaration.offset + declaration.length))
            let kind = switch declaration.kind {
            case .view: 5
            case .guide: 23
            case .function, .kind: 12
            case .constant: 14
            case .module: 2
            }
            return DocumentSymbol(name: declaration.name, kind: kind, range: range, selectionRange: range)
        }
    }

    func formatting() -> [TextEdit] {
        guard case .success(let formatted) = ScriptFormatter.format(text, name: path), formatted != text else { return [] }
        return [TextEdit(range: Range(start: Position(line: 0, character: 0), end: lines.end), newText: formatted)]
    }

    // MARK: Modules

    /// The file an import names, from the document's folder, when it exists.
    private func moduleFile(_ path: String) -> String? {
        module(path)?.file
    }

    /// An imported module's text: bundled (the standard library) or a file.
    private func moduleText(_ path: String) -> String? {
        module(path)?.text
    }

    /// An imported module, found where the script's run finds it (`ModuleLoader`'s order).
    private func module(_ path: String) -> (file: String?, text: String)? {
        Interpreter.module(path, importedBy: self.path, options: Interpreter.Options(bundledModules: StandardLibrary.modules))
    }

    // MARK: Tables

    /// What each view member is, for hover and completion details.
    static let attributeDescriptions: [String: String] = [
        "left": "the left edge", "right": "the right edge", "top": "the top edge", "bottom": "the bottom edge",
        "leading": "the leading edge (left, or right in right-to-left)", "trailing": "the trailing edge",
        "width": "the width (never negative)", "height": "the height (never negative)",
        "centerX": "the horizontal centre", "centerY": "the vertical centre",
        "firstBaseline": "the first line's baseline", "lastBaseline": "the last line's baseline",
        "frame": "(x, y, width, height) in the superview", "absolute": "(x, y, width, height) in root coordinates",
        "superview": "the superview, or none", "name": "the view's name", "hidden": "whether the view is hidden",
        "intrinsic": "the intrinsic size as (width, height)",
        "safeArea": "the safe area layout guide", "margins": "the layout margins guide",
        "readable": "the readable content guide", "keyboard": "the keyboard layout guide (the docked keyboard's overlap)",
    ]
}

/// LSP positions (0-based lines, UTF-16 characters) to and from byte offsets and the
/// interpreter's 1-based columns in characters, over the lines a `Source` finds.
struct DocumentLines {
    private let source: Source

    init(_ text: String) {
        source = Source(name: "<document>", text: text)
    }

    private var bytes: [UInt8] { source.bytes }
    private var starts: [Int] { source.lineStarts }

    private func lineEnd(_ line: Int) -> Int {
        line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
    }

    func position(ofByte offset: Int) -> Position {
        let clamped = min(max(0, offset), bytes.count)
        let line = source.location(of: clamped).line - 1
        let prefix = String(decoding: bytes[starts[line]..<clamped], as: UTF8.self)
        return Position(line: line, character: prefix.utf16.count)
    }

    /// A 1-based line and 1-based column in characters, as diagnostics locate.
    func position(line: Int, column: Int) -> Position {
        let index = min(max(0, line - 1), starts.count - 1)
        let text = String(decoding: bytes[starts[index]..<lineEnd(index)], as: UTF8.self)
        let prefix = text.unicodeScalars.prefix(max(0, column - 1))
        return Position(line: index, character: String(String.UnicodeScalarView(prefix)).utf16.count)
    }

    func offset(of position: Position) -> Int {
        let index = min(max(0, position.line), starts.count - 1)
        let text = String(decoding: bytes[starts[index]..<lineEnd(index)], as: UTF8.self)
        var units = 0
        var offset = starts[index]
        for scalar in text.unicodeScalars {
            if units >= position.character { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The text of the line holding `offset`, up to `end` (the whole line without it).
    func text(ofLineAt offset: Int, upTo end: Int? = nil) -> String {
        let line = source.location(of: min(max(0, offset), bytes.count)).line - 1
        let stop = min(end ?? lineEnd(line), lineEnd(line))
        return String(decoding: bytes[starts[line]..<max(starts[line], stop)], as: UTF8.self)
    }

    /// The position after the last character.
    var end: Position { position(ofByte: bytes.count) }
}
