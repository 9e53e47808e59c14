// MARK: - Diagnostics

/// What sort of problem a diagnostic reports.
public enum DiagnosticKind: String, Sendable, Hashable, CaseIterable {
    /// The text is not a valid script.
    case syntax
    /// The text ended in the middle of a statement: a REPL can ask for another line.
    case unexpectedEndOfInput
    /// A name that is not defined (a variable, view, attribute or module).
    case name
    /// A value of the wrong type for where it is used.
    case type
    /// Any other error while running (a bad argument, an engine refusal, an import failure).
    case runtime
    /// A failed `expect`.
    case expectation
    /// A limit of `Interpreter.Limits` was reached.
    case limit
    /// The host stopped the run (`Options.isInterrupted`: a REPL's Ctrl-C).
    case interrupted
    /// A problem of the layout itself: unsatisfiable constraints.
    case layout
}

/// How bad a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    /// The script is wrong (the CLI exits 1).
    case error
    /// Something to look at; the script ran (an ambiguous or misplaced view).
    case warning
    /// A remark attached to another diagnostic.
    case note

    /// A layout problem's severity: an error (unsatisfiable, overflowing) or a warning.
    package init(_ severity: LayoutDiagnostic.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        }
    }
}

/// Where a diagnostic points: a source name, a 1-based line and column (in characters), the
/// number of characters to underline, and the text of that line.
public struct SourceLocation: Sendable, Hashable {
    /// The source's name (a path, or `<repl>`).
    public var sourceName: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int
    /// How many characters to underline (at least 1 when rendered).
    public var length: Int
    /// The text of the line, for rendering.
    public var lineText: String

    /// Makes a location.
    public init(sourceName: String, line: Int, column: Int, length: Int, lineText: String) {
        self.sourceName = sourceName
        self.line = line
        self.column = column
        self.length = length
        self.lineText = lineText
    }

    /// Hashes the place without the line's text: equal locations still hash alike, and a
    /// run's table of source tags (one lookup per constraint) does not hash every line.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sourceName)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(length)
    }

    /// The location of a byte range in a source; a range over several lines is cut at the
    /// end of its first line.
    public init(_ range: SourceRange, in source: Source) {
        let (line, column) = source.location(of: range.start)
        let lineText = source.line(line)
        let end = source.location(of: range.end)
        let endColumn = end.line == line ? end.column : lineText.count + 1
        self.init(sourceName: source.name, line: line, column: column, length: max(0, endColumn - column), lineText: lineText)
    }

    /// `file:line:col`.
    public var description: String { "\(sourceName):\(line):\(column)" }
}

/// One problem found in a script, as a value: the core never prints. ``DiagnosticRenderer``
/// turns it into text.
public struct Diagnostic: Sendable, Hashable, Error {
    /// A further remark attached to a diagnostic, possibly with its own location.
    public struct Note: Sendable, Hashable {
        /// What the note says.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?

        /// Makes a note.
        public init(_ message: String, location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// Error, warning or note.
    public var severity: DiagnosticSeverity
    /// What sort of problem.
    public var kind: DiagnosticKind
    /// One line saying what is wrong.
    public var message: String
    /// Where.
    public var location: SourceLocation?
    /// How to fix it ("did you mean 'width'?").
    public var hint: String?
    /// Further remarks: the other end of a conflict, where a block was opened.
    public var notes: [Note]

    /// Makes a diagnostic.
    public init(
        severity: DiagnosticSeverity = .error, kind: DiagnosticKind, message: String, location: SourceLocation?,
        hint: String? = nil, notes: [Note] = []
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
        self.hint = hint
        self.notes = notes
    }

    /// A diagnostic at a byte range of a source.
    init(kind: DiagnosticKind, message: String, range: SourceRange, in source: Source, hint: String? = nil, notes: [Note] = []) {
        self.init(kind: kind, message: message, location: SourceLocation(range, in: source), hint: hint, notes: notes)
    }

    /// Whether the diagnostic is an error (not a warning or note).
    public var isError: Bool { severity == .error }
}
