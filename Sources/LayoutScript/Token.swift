// MARK: - Tokens

/// The kinds of token the lexer produces.
///
/// Keywords are reserved words; view properties (`intrinsic`, `hug`, …) and option names
/// (`x`, `h`, `v`, `top`) are ordinary identifiers that the parser reads by context, so they
/// stay usable as names.
public enum TokenKind: String, Sendable, CaseIterable {
    // Literals and names.
    case identifier, number, string
    // Keywords.
    case kwRoot = "root", kwView = "view", kwIn = "in", kwPin = "pin", kwVfl = "vfl"
    case kwAlign = "align", kwDirection = "direction", kwRatio = "ratio", kwPriority = "priority"
    case kwLet = "let", kwDef = "def", kwKind = "kind", kwReturn = "return", kwFor = "for"
    case kwIf = "if", kwElse = "else", kwImport = "import", kwAs = "as", kwPrint = "print"
    case kwShow = "show", kwExpect = "expect", kwSet = "set", kwTrue = "true", kwFalse = "false"
    case kwNone = "none", kwAnd = "and", kwOr = "or", kwNot = "not"
    // Punctuation and operators.
    case leftParen = "(", rightParen = ")", leftBrace = "{", rightBrace = "}"
    case leftBracket = "[", rightBracket = "]", comma = ",", dot = ".", colon = ":"
    case at = "@", plus = "+", minus = "-", star = "*", slash = "/", percent = "%"
    case equal = "=", equalEqual = "==", bangEqual = "!=", less = "<", lessEqual = "<="
    case greater = ">", greaterEqual = ">="
    /// A line break or `;`: the end of a statement.
    case newline
    case endOfInput
    /// Bytes that start no token; the lexer has reported them.
    case invalid

    /// The reserved words, by spelling.
    static let keywords: [String: TokenKind] = {
        var table: [String: TokenKind] = [:]
        for kind in TokenKind.allCases where kind.isKeyword {
            table[kind.rawValue] = kind
        }
        return table
    }()

    /// Whether the kind is a reserved word.
    public var isKeyword: Bool {
        switch self {
        case .identifier, .number, .string, .newline, .endOfInput, .invalid: false
        default: rawValue.first?.isLetter ?? false
        }
    }

    /// How diagnostics name the kind: `'{'`, `a number`, `end of input`.
    var readable: String {
        switch self {
        case .identifier: "a name"
        case .number: "a number"
        case .string: "a string"
        case .newline: "end of line"
        case .endOfInput: "end of input"
        case .invalid: "an invalid character"
        default: "'\(rawValue)'"
        }
    }
}

/// One token: its kind and where it is in the source (a byte offset and length). Nothing is
/// copied; the text is read from the source when needed.
public struct Token: Sendable, Equatable {
    /// What the token is.
    public var kind: TokenKind
    /// The byte offset of its first byte.
    public var offset: Int
    /// Its length in bytes.
    public var length: Int

    /// Makes a token.
    public init(kind: TokenKind, offset: Int, length: Int) {
        self.kind = kind
        self.offset = offset
        self.length = length
    }

    /// The byte range the token covers.
    public var range: Range<Int> { offset..<(offset + length) }
}

/// A byte range in one source: what every AST node and diagnostic points at.
public struct SourceRange: Sendable, Equatable, Hashable {
    /// The first byte.
    public var start: Int
    /// One past the last byte.
    public var end: Int

    /// Makes a range; `end` is clamped to be at least `start`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// The range from the start of this one to the end of another.
    func through(_ other: SourceRange) -> SourceRange {
        SourceRange(start: start, end: max(end, other.end))
    }
}

extension Token {
    /// The token's byte range as a `SourceRange`.
    var sourceRange: SourceRange { SourceRange(start: offset, end: offset + length) }
}
