import Testing
@testable import LayoutScript

@Suite struct LexerTests {
    func kinds(_ text: String) -> [TokenKind] {
        Lexer.tokenize(Source(name: "t", text: text)).tokens.map(\.kind)
    }

    @Test func keywordsNamesNumbersStrings() {
        #expect(kinds("pin a.left == b.right + 8 @ 250") == [
            .kwPin, .identifier, .dot, .identifier, .equalEqual, .identifier, .dot, .identifier, .plus, .number, .at,
            .number, .endOfInput,
        ])
        #expect(kinds("root 320 x 568") == [.kwRoot, .number, .identifier, .number, .endOfInput])
        #expect(kinds("vfl \"H:|[a]|\" align top") == [.kwVfl, .string, .kwAlign, .identifier, .endOfInput])
    }

    @Test func tokensPointIntoTheSource() {
        let source = Source(name: "t", text: "let gap = 1_000.5e1")
        let tokens = Lexer.tokenize(source).tokens
        #expect(tokens[1] == Token(kind: .identifier, offset: 4, length: 3))
        #expect(source.numberValue(tokens[3]) == 10005)
    }

    @Test func newlinesSemicolonsAndComments() {
        #expect(kinds("show # a comment\nshow; show") == [.kwShow, .newline, .kwShow, .newline, .kwShow, .endOfInput])
        // Inside parentheses and brackets a newline is not a statement end.
        #expect(kinds("f(1,\n2)\n") == [.identifier, .leftParen, .number, .comma, .number, .rightParen, .newline, .endOfInput])
        #expect(kinds("[1,\n2]") == [.leftBracket, .number, .comma, .number, .rightBracket, .endOfInput])
    }

    @Test func operators() {
        #expect(kinds("== != <= >= < > = + - * / % × ÷ ( ) { } [ ] , . : @") == [
            .equalEqual, .bangEqual, .lessEqual, .greaterEqual, .less, .greater, .equal, .plus, .minus, .star, .slash,
            .percent, .star, .slash, .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
            .comma, .dot, .colon, .at, .endOfInput,
        ])
    }

    @Test func stringEscapes() {
        let source = Source(name: "t", text: #""a\"b\\c\nd""#)
        let token = Lexer.tokenize(source).tokens[0]
        #expect(token.kind == .string)
        #expect(source.stringValue(token) == "a\"b\\c\nd")
    }

    @Test func badInputBecomesDiagnostics() {
        let source = Source(name: "t.layout", text: "let a = $\nprint \"open")
        let (tokens, diagnostics) = Lexer.tokenize(source)
        #expect(tokens.map(\.kind).contains(.invalid))
        #expect(diagnostics.map(\.message) == ["unexpected character '$'", "unterminated string"])
        #expect(diagnostics.map(\.kind) == [.syntax, .unexpectedEndOfInput])
        let rendered = DiagnosticRenderer().render(diagnostics[0])
        #expect(rendered == """
            t.layout:1:9: error: unexpected character '$'
              1 | let a = $
                |         ^
            hint: remove it: scripts use names, numbers, "strings", # comments and the operators of grammar.md
            """)
    }
}
