// MARK: - Lexer

/// Turns a source's bytes into tokens.
///
/// - Newlines and `;` end statements; inside `( … )` and `[ … ]` newlines are skipped, so a
///   long argument list may span lines.
/// - `#` starts a comment that runs to the end of the line.
/// - Numbers: `12`, `0.5`, `1_000`, `1e3`. Strings: `"…"` with `\"`, `\\`, `\n`, `\t`.
/// - `×` and `÷` are accepted for `*` and `/`.
///
/// The lexical productions of grammar.md:
///
///     separator = newline | ";" ;
///     comment   = "#" { any character but newline } ;
///     name      = letter { letter | digit } ;
///     number    = digit { digit | "_" } [ "." digit { digit } ] [ ( "e" | "E" ) [ "+" | "-" ] digit { digit } ] ;
///     string    = '"' { character | "\"" | "\\" | "\n" | "\t" } '"' ;
///
/// The lexer never fails: a byte that starts no token becomes an `.invalid` token and a
/// diagnostic, and lexing goes on.
struct Lexer {
    let source: Source
    private let bytes: [UInt8]
    private var position = 0
    /// Open `(` and `[` not yet closed: newlines inside them are not statement ends.
    private var groupingDepth = 0
    /// The problems found so far.
    private(set) var diagnostics: [Diagnostic] = []

    init(source: Source) {
        self.source = source
        self.bytes = source.bytes
    }

    /// Every token of the source, ending with `.endOfInput`.
    static func tokenize(_ source: Source) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(source: source)
        var tokens: [Token] = []
        tokens.reserveCapacity(source.bytes.count / 3 + 1)
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfInput { break }
        }
        return (tokens, lexer.diagnostics)
    }

    // MARK: - Scanning

    /// The next token.
    mutating func next() -> Token {
        skipBlanksAndComments()
        guard position < bytes.count else {
            return Token(kind: .endOfInput, offset: bytes.count, length: 0)
        }
        let start = position
        let byte = bytes[position]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") {
            position += 1
            return Token(kind: .newline, offset: start, length: 1)
        }
        if isIdentifierStart(byte) { return identifier(from: start) }
        if isDigit(byte) { return number(from: start) }
        if byte == UInt8(ascii: "\"") { return string(from: start) }
        return punctuation(from: start)
    }

    private mutating func skipBlanksAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                position += 1
            } else if byte == UInt8(ascii: "\n"), groupingDepth > 0 {
                position += 1
            } else if byte == UInt8(ascii: "#") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }

    private mutating func identifier(from start: Int) -> Token {
        while position < bytes.count, isIdentifierStart(bytes[position]) || isDigit(bytes[position]) {
            position += 1
        }
        return Token(kind: keyword(start..<position) ?? .identifier, offset: start, length: position - start)
    }

    /// The keywords by first letter, compared byte by byte: no String is made per name.
    private static let keywordsByFirstByte: [[(bytes: [UInt8], kind: TokenKind)]] = {
        var table = [[(bytes: [UInt8], kind: TokenKind)]](repeating: [], count: 256)
        for (text, kind) in TokenKind.keywords {
            let bytes = Array(text.utf8)
            table[Int(bytes[0])].append((bytes, kind))
        }
        return table
    }()

    private func keyword(_ range: Range<Int>) -> TokenKind? {
        guard let first = range.first else { return nil }
        for candidate in Lexer.keywordsByFirstByte[Int(bytes[first])] where candidate.bytes.count == range.count {
            if candidate.bytes.elementsEqual(bytes[range]) { return candidate.kind }
        }
        return nil
    }

    private mutating func number(from start: Int) -> Token {
        skipDigits()
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), isDigit(bytes[position + 1]) {
            position += 1
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            var look = position + 1
            if look < bytes.count, bytes[look] == UInt8(ascii: "+") || bytes[look] == UInt8(ascii: "-") { look += 1 }
            if look < bytes.count, isDigit(bytes[look]) {
                position = look
                skipDigits()
            }
        }
        return Token(kind: .number, offset: start, length: position - start)
    }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
            position += 1
        }
    }

    private mutating func string(from start: Int) -> Token {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return Token(kind: .string, offset: start, length: position - start)
            }
            if byte == UInt8(ascii: "\n") { break }
            position += byte == UInt8(ascii: "\\") && position + 1 < bytes.count && bytes[position + 1] != UInt8(ascii: "\n") ? 2 : 1
        }
        let kind: DiagnosticKind = position >= bytes.count ? .unexpectedEndOfInput : .syntax
        report(kind, "unterminated string", at: SourceRange(start: start, end: start + 1),
               hint: "close the string with '\"' on the same line")
        return Token(kind: .invalid, offset: start, length: position - start)
    }

    private mutating func punctuation(from start: Int) -> Token {
        let byte = bytes[position]
        let nextByte: UInt8? = position + 1 < bytes.count ? bytes[position + 1] : nil
        func two(_ kind: TokenKind) -> Token {
            position += 2
            return Token(kind: kind, offset: start, length: 2)
        }
        switch (byte, nextByte) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")): return two(.equalEqual)
        case (UInt8(ascii: "!"), UInt8(ascii: "=")): return two(.bangEqual)
        case (UInt8(ascii: "<"), UInt8(ascii: "=")): return two(.lessEqual)
        case (UInt8(ascii: ">"), UInt8(ascii: "=")): return two(.greaterEqual)
        case (0xC3, 0x97): return two(.star)  // ×
        case (0xC3, 0xB7): return two(.slash)  // ÷
        default: break
        }
        position += 1
        if let kind = Lexer.single(byte) {
            switch kind {
            case .leftParen, .leftBracket: groupingDepth += 1
            case .rightParen, .rightBracket: groupingDepth = max(0, groupingDepth - 1)
            // No expression contains a block, so a brace means an unclosed `(` or `[` before
            // it was a mistake: newlines end statements again, and recovery stays line by line.
            case .leftBrace, .rightBrace: groupingDepth = 0
            default: break
            }
            return Token(kind: kind, offset: start, length: 1)
        }
        // Skip the rest of a multi-byte character so the caret covers one character.
        while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        report(.syntax, "unexpected character \(Self.quoted(text))", at: SourceRange(start: start, end: position),
               hint: "remove it: scripts use names, numbers, \"strings\", # comments and the operators of grammar.md")
        return Token(kind: .invalid, offset: start, length: position - start)
    }

    /// A character as an error message names it: quoted if it is visible, as its code
    /// point (`U+0000`) if it is a control or an invisible formatting character.
    private static func quoted(_ text: String) -> String {
        guard let scalar = text.unicodeScalars.first else { return "''" }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return "'\(text)'"
        }
    }

    private static func single(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "["): .leftBracket
        case UInt8(ascii: "]"): .rightBracket
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: "@"): .at
        case UInt8(ascii: "+"): .plus
        case UInt8(ascii: "-"): .minus
        case UInt8(ascii: "*"): .star
        case UInt8(ascii: "/"): .slash
        case UInt8(ascii: "%"): .percent
        case UInt8(ascii: "="): .equal
        case UInt8(ascii: "<"): .less
        case UInt8(ascii: ">"): .greater
        default: nil
        }
    }

    private mutating func report(_ kind: DiagnosticKind, _ message: String, at range: SourceRange, hint: String?) {
        guard diagnostics.count < Parser.maxErrors else { return }  // the parser then stops at once
        diagnostics.append(Diagnostic(kind: kind, message: message, range: range, in: source, hint: hint))
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

// MARK: - Token text

extension Source {
    /// The text a range covers.
    func text(_ range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The value of a number token (underscores removed).
    func numberValue(_ token: Token) -> Double {
        if let integer = integerValue(token.sourceRange) { return Double(integer) }
        return Double(String(text(token.sourceRange).filter { $0 != "_" })) ?? .nan
    }

    /// The value of digits (and underscores) alone, at most 15 digits — exact as a Double,
    /// as `Double(String)` would read it — without making a String; nil for anything else.
    private func integerValue(_ range: SourceRange) -> Int? {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        var value = 0
        var digits = 0
        for byte in bytes[start..<end] where byte != UInt8(ascii: "_") {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// The value of a string token, without quotes, escapes resolved.
    func stringValue(_ token: Token) -> String {
        let start = token.offset + 1
        let end = max(start, token.offset + token.length - 1)
        var result = ""
        var escaping = false
        for character in text(SourceRange(start: start, end: end)) {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
