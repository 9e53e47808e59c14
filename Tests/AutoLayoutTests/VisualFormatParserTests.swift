import Testing
@testable import AutoLayout

/// The lexer and the parser on their own: tokens point into the format, and the syntax tree
/// keeps what was written before names are looked up.
@Suite struct VisualFormatParserTests {
    private func kinds(_ format: String) -> [VisualFormat.Token.Kind] {
        var lexer = VisualFormat.Lexer(Array(format))
        return lexer.tokens().map(\.kind)
    }

    @Test func tokensSkipBlanksAndPointIntoTheFormat() {
        var lexer = VisualFormat.Lexer(Array("H : |-( >=1.5e2@p )-[ab_1]"))
        let tokens = lexer.tokens()
        #expect(
            tokens.map(\.kind) == [
                .name, .colon, .pipe, .dash, .openParen, .relation(.greaterThanOrEqual), .number, .at, .name,
                .closeParen, .dash, .openBracket, .name, .closeBracket, .end,
            ])
        #expect(tokens.map(\.range) == [
            0..<1, 2..<3, 4..<5, 5..<6, 6..<7, 8..<10, 10..<15, 15..<16, 16..<17, 18..<19, 19..<20, 20..<21,
            21..<25, 25..<26, 26..<26,
        ])
    }

    @Test func numbersAreUnsignedAndStopWhereStrtodWould() {
        #expect(kinds("-10") == [.dash, .number, .end])
        #expect(kinds("1e") == [.number, .name, .end])
        #expect(kinds("1e+") == [.number, .name, .plus, .end])
        #expect(kinds(".5.") == [.number, .other, .end])
        #expect(kinds("0x10") == [.number, .name, .end])
    }

    @Test func relationsAndLookalikes() {
        #expect(
            kinds("== <= >=") == [
                .relation(.equal), .relation(.lessThanOrEqual), .relation(.greaterThanOrEqual), .end,
            ])
        #expect(kinds("= < > => =< !=") == Array(repeating: .malformedRelation, count: 6) + [.end])
        #expect(kinds("! * / .") == [.other, .other, .other, .other, .end])
    }

    @Test func syntaxTree() throws {
        var parser = VisualFormat.Parser(format: "V:|-(>=8@750)-[a(b,<=-2)][c]")
        let syntax = try parser.parseFormat()
        typealias VF = VisualFormat
        #expect(syntax.axis == .vertical)
        #expect(
            syntax.elements == [
                .superview(offset: 2),
                .view(
                    VF.View(
                        name: VF.Name(text: "a", offset: 15),
                        predicates: [
                            VF.Predicate(relation: .equal, object: .name(VF.Name(text: "b", offset: 17))),
                            VF.Predicate(relation: .lessThanOrEqual, object: .number(-2, offset: 21)),
                        ],
                        offset: 14)),
                .view(VF.View(name: VF.Name(text: "c", offset: 26), predicates: [], offset: 25)),
            ])
        #expect(
            syntax.connections == [
                .predicates([
                    VF.Predicate(
                        relation: .greaterThanOrEqual, object: .number(8, offset: 7),
                        priority: .number(750, offset: 9))
                ]),
                .flush,
            ])
        #expect(syntax.viewNames.map(\.text) == ["a", "c"])
    }

    @Test func standardConnectionsBeforeViewsAndBars() throws {
        var parser = VisualFormat.Parser(format: "|-[a]-|")
        #expect(try parser.parseFormat().connections == [.standard, .standard])
    }
}

/// "Did you mean …?" suggestions.
@Suite struct NameSuggestionTests {
    @Test func editDistances() {
        #expect(editDistance("", "abc", limit: 3) == 3)
        #expect(editDistance("kitten", "sitting", limit: 5) == 3)
        #expect(editDistance("kitten", "sitting", limit: 2) == nil)
        #expect(editDistance("imagView", "imageView", limit: 1) == 1)
        #expect(editDistance("same", "same", limit: 0) == 0)
        #expect(editDistance("abcdef", "badcfe", limit: 4) == 3)  // three swaps of neighbours
        #expect(editDistance("widht", "width", limit: 1) == 1)
        #expect(editDistance("ab", "abcd", limit: 1) == nil)
    }

    @Test func suggestsOnlyCloseNames() {
        #expect(suggestion(for: "toolbr", among: ["toolbar", "dateLabel"]) == "did you mean 'toolbar'?")
        #expect(suggestion(for: "x", among: ["y"]) == nil)
        #expect(suggestion(for: "widht", among: ["width", "height"]) == "did you mean 'width'?")
        #expect(suggestion(for: "abc", among: ["abd", "abe"]) == "did you mean 'abd'?")
        #expect(suggestion(for: "completely", among: ["different"]) == nil)
    }
}
