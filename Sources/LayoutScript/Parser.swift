// MARK: - Parser

/// A recursive-descent parser from tokens to statements.
///
/// Each parsing function carries its production from grammar.md as a comment. Binary
/// operators are parsed by precedence climbing over one table (`Parser+Expressions.swift`).
///
/// **Recovery.** On a syntax error the parser records a diagnostic, throws to the statement
/// loop, and skips to the start of the next statement (`synchronize`), so one run reports
/// several errors and none cascades. An unclosed `{` or `(` names where it was opened. An
/// error at the end of the text has kind `.unexpectedEndOfInput`, so a REPL can read a
/// continuation line.
struct Parser {
    /// Where parsing gave up on a statement; the diagnostic is already recorded.
    struct Failure: Error {}

    /// How deeply blocks and expressions may nest. Each level costs a few Swift stack frames
    /// in the parser and the evaluator; 256 keeps a hostile script far from a stack overflow
    /// while no hand-written layout comes near it.
    static let maxNesting = 256
    /// How many syntax errors one source reports. Past them the rest is mostly cascade, and
    /// each diagnostic holds its line's text: a long line of errors would exhaust memory.
    static let maxErrors = 25

    let source: Source
    let tokens: [Token]
    var current = 0
    var diagnostics: [Diagnostic]
    /// Nesting of blocks and expressions now.
    var nesting = 0
    /// Whether parsing gave up (the nesting limit, or `maxErrors`): no more errors are recorded.
    var stopped = false
    /// Whether statements now are in a view block, where properties are allowed.
    var inViewBlock = false
    /// An example of the statement being parsed, the hint of its syntax errors.
    var statementExample: String?
    /// Token indices whose spacing depends on how they were parsed, for `ScriptFormatter`:
    /// a `-` that negates, and a `(` or `[` that calls, indexes or opens a parameter list.
    var prefixMinuses = Set<Int>()
    var tightOpenings = Set<Int>()

    /// An example of each statement form, by keyword (and property name).
    static let examples: [String: String] = [
        "root": "root 320 x 568", "platform": "platform appkit", "view": "view title in header { intrinsic 120 x 21 }",
        "guide": "guide spacer in row",
        "set": "set imageView { hug v 200 }", "pin": "pin a.left == b.right + 8 @ 250",
        "ratio": "ratio imageView.width = 1.5 * imageView.height' or 'ratio imageView 3:2",
        "vfl": "vfl \"H:|-[a]-[b]-|\" align top", "priority": "priority 250 { pin a.width == 44 }",
        "let": "let gap = 8", "def": "def center(v, dx = 0) { pin v.centerX == v.superview.centerX + dx }",
        "kind": "kind label(text = \"\") { intrinsic textWidth(text) x 21 }", "return": "return 2 * n",
        "for": "for v in [a, b] { pin v.height == 44 }", "if": "if root.width > 500 { … } else { … }",
        "import": "import \"std/controls\" as controls", "print": "print \"gap\", gap", "show": "show",
        "expect": "expect toolbar.frame == (0, 524, 320, 44)", "intrinsic": "intrinsic 120 x 21",
        "hug": "hug v 200", "resist": "resist h 750", "baseline": "baseline 17",
        "frame": "frame 20 149 280 200", "autoresize": "autoresize rightMargin bottomMargin",
    ]

    init(source: Source) {
        self.source = source
        let (tokens, diagnostics) = Lexer.tokenize(source)
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    /// Parses a whole source: the statements and every syntax diagnostic.
    static func parse(_ source: Source) -> (statements: [Statement], diagnostics: [Diagnostic]) {
        var parser = Parser(source: source)
        let statements = parser.parseScript()
        return (statements, parser.diagnostics)
    }

    // MARK: - Token access

    var peek: Token { tokens.indices.contains(current) ? tokens[current] : Token(kind: .endOfInput, offset: source.bytes.count, length: 0) }

    func peek(_ ahead: Int) -> Token {
        let index = current + ahead
        return tokens.indices.contains(index) ? tokens[index] : Token(kind: .endOfInput, offset: source.bytes.count, length: 0)
    }

    func check(_ kind: TokenKind) -> Bool { peek.kind == kind }

    @discardableResult
    mutating func advance() -> Token {
        let token = peek
        if current < tokens.count - 1 { current += 1 }
        return token
    }

    mutating func match(_ kind: TokenKind) -> Token? {
        check(kind) ? advance() : nil
    }

    /// The current token if it is of this kind, else an error "expected WHAT".
    mutating func expect(_ kind: TokenKind, _ what: String) throws(Failure) -> Token {
        if let token = match(kind) { return token }
        throw error(expected: what)
    }

    /// The text of a token.
    func text(_ token: Token) -> String { source.text(token.sourceRange) }

    mutating func skipNewlines() {
        while check(.newline) { advance() }
    }

    // MARK: - Errors

    /// Records an error at a range and returns the failure to throw. Past the nesting limit or
    /// `maxErrors` errors, parsing stops: it jumps to the end of input, and records no more.
    mutating func error(_ message: String, at range: SourceRange, hint: String? = nil,
                        kind: DiagnosticKind = .syntax, notes: [Diagnostic.Note] = []) -> Failure {
        guard !stopped else { return Failure() }
        var notes = notes
        if diagnostics.count + 1 >= Parser.maxErrors { notes.append(Diagnostic.Note("too many errors: the rest of \(source.name) was not checked")) }
        diagnostics.append(Diagnostic(kind: kind, message: message, range: range, in: source, hint: hint, notes: notes))
        if kind == .limit || diagnostics.count >= Parser.maxErrors {
            stopped = true
            current = max(0, tokens.count - 1)  // the end of input
        }
        return Failure()
    }

    /// "expected X, found Y" at the current token; at the end of input the kind is
    /// `.unexpectedEndOfInput`.
    mutating func error(expected what: String, hint: String? = nil) -> Failure {
        let token = peek
        if token.kind == .invalid { return Failure() }  // the lexer has reported it
        let found = token.kind == .identifier ? "'\(text(token))'" : token.kind.readable
        let kind: DiagnosticKind = token.kind == .endOfInput ? .unexpectedEndOfInput : .syntax
        let fallback = statementExample.map { "for example '\($0)'" } ?? "an expression is a number, string, name, list, call or operation"
        return error("expected \(what), found \(found)", at: token.sourceRange, hint: hint ?? fallback, kind: kind)
    }

    /// Enters one level of nesting, failing beyond `maxNesting`.
    mutating func enterNesting(at range: SourceRange) throws(Failure) {
        nesting += 1
        if nesting > Parser.maxNesting {
            throw error("nesting is deeper than \(Parser.maxNesting) levels", at: range,
                        hint: "split the expression or block into named parts with let or def", kind: .limit)
        }
    }

    /// Skips to the start of the next statement after an error: past the end of the line,
    /// or to a `}` that closes the enclosing block. Braces opened on the skipped text are
    /// skipped with their contents.
    mutating func synchronize() {
        var depth = 0
        while !check(.endOfInput) {
            switch peek.kind {
            case .newline where depth == 0:
                advance()
                return
            case .leftBrace:
                depth += 1
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            default:
                break
            }
            advance()
        }
    }
}
