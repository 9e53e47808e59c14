import Testing
@testable import AutoLayout

/// A malformed format, the caret drawn under its culprit, and the message expected.
///
/// The caret is a second string written under the format so that positions are seen rather
/// than counted: `format:` and `caret:` line up in the source.
struct Malformed: Sendable, CustomTestStringConvertible {
    var source: String
    var format: String
    var caret: String
    var message: String
    var options: VisualFormatOptions = []
    var metrics: [String: Double] = [:]
    var views: Set<String>?

    /// Where the `^` is, in characters.
    var offset: Int { Array(caret).firstIndex(of: "^") ?? -1 }

    var testDescription: String { "\(source): \(format.debugDescription)" }
}

@Suite struct VisualFormatErrorTests {
    static let cases: [Malformed] = [
        // MARK: Nothing to lay out
        Malformed(
            source: "issue: empty string",
            format: "",
            caret:  "^",
            message: "Expected a view here, as [name]"),
        Malformed(
            source: "blanks only",
            format: "   ",
            caret:  "   ^",
            message: "Expected a view here, as [name]"),
        Malformed(
            source: "orientation without a view",
            format: "H:",
            caret:  "  ^",
            message: "Expected a view here, as [name]"),
        Malformed(
            source: "superview without a view",
            format: "|-|",
            caret:  "  ^",
            message: "Expected a view here, as [name]"),
        Malformed(
            source: "a bare name is not a view",
            format: "a-[b]",
            caret:  "^",
            message: "Expected a view here, as [name]"),

        // MARK: Orientation
        Malformed(
            source: "issue: lower-case h:",
            format: "h:[a]",
            caret:  "^",
            message: "The orientation must be an upper-case 'H' or 'V'"),
        Malformed(
            source: "issue: lower-case v:",
            format: "v : [a]",
            caret:  "^",
            message: "The orientation must be an upper-case 'H' or 'V'"),
        Malformed(
            source: "Apple's example: V without ':'",
            format: "V|[backgroundBox]|",
            caret:  " ^",
            message: "Expected ':' after 'V' to give the orientation"),
        Malformed(
            source: "unknown orientation",
            format: "X:[a]",
            caret:  "^",
            message: "Expected 'H' or 'V' before ':'"),
        Malformed(
            source: "':' without orientation",
            format: ":[a]",
            caret:  "^",
            message: "Expected 'H' or 'V' before ':'"),

        // MARK: Views
        Malformed(
            source: "issue: missing ']'",
            format: "H:|-[a",
            caret:  "      ^",
            message: "Expected ']' here to end the view that begins at column 5"),
        Malformed(
            source: "issue: a list without parentheses in a view",
            format: "[a>=50]",
            caret:  "  ^",
            message: "Expected ']' here to end the view that begins at column 1"),
        Malformed(
            source: "a blank inside a name",
            format: "[image View]",
            caret:  "       ^",
            message: "Expected ']' here to end the view that begins at column 1"),
        Malformed(
            source: "empty brackets",
            format: "[]",
            caret:  " ^",
            message: "Expected a view name here"),
        Malformed(
            source: "a name starting with a digit",
            format: "[1a]",
            caret:  " ^",
            message: "Expected a view name here"),
        Malformed(
            source: "a stray ']'",
            format: "[a]]",
            caret:  "   ^",
            message: "Expected '-', '[', '|' or the end of the format here"),
        Malformed(
            source: "predicates outside the brackets",
            format: "[a](50)",
            caret:  "   ^",
            message: "Expected '-', '[', '|' or the end of the format here"),
        Malformed(
            source: "an unknown character",
            format: "[a]#[b]",
            caret:  "   ^",
            message: "Expected '-', '[', '|' or the end of the format here"),

        // MARK: Predicate lists
        Malformed(
            source: "issue: missing ')' in a view",
            format: "[a(>=50]",
            caret:  "       ^",
            message: "Expected ',' or ')' here to close the '(' at column 3"),
        Malformed(
            source: "issue: missing ')' in a connection",
            format: "[a]-(>=8-[b]",
            caret:  "        ^",
            message: "Expected ',' or ')' here to close the '(' at column 5"),
        Malformed(
            source: "empty parentheses",
            format: "[a()]",
            caret:  "   ^",
            message: "Expected a number, a metric or a view here"),
        Malformed(
            source: "a trailing comma",
            format: "[a(50,)]",
            caret:  "      ^",
            message: "Expected a number, a metric or a view here"),
        Malformed(
            source: "empty parentheses in a connection",
            format: "[a]-()-[b]",
            caret:  "     ^",
            message: "Expected a number or a metric here"),
        Malformed(
            source: "a sign without a number",
            format: "[a]-(- x)-[b]",
            caret:  "       ^",
            message: "Expected a number after '-'"),
        Malformed(
            source: "a number too large for a Double",
            format: "[a(1e400)]",
            caret:  "   ^",
            message: "The number '1e400' is too large"),

        // MARK: Relations
        Malformed(
            source: "issue: unknown relation '='",
            format: "[a(=50)]",
            caret:  "   ^",
            message: "'=' is not a relation; expected '==', '<=' or '>='"),
        Malformed(
            source: "issue: unknown relation '>'",
            format: "[a]-(>8)-[b]",
            caret:  "     ^",
            message: "'>' is not a relation; expected '==', '<=' or '>='"),
        Malformed(
            source: "unknown relation '<'",
            format: "[a(<50)]",
            caret:  "   ^",
            message: "'<' is not a relation; expected '==', '<=' or '>='"),
        Malformed(
            source: "a reversed relation",
            format: "[a(=<50)]",
            caret:  "   ^",
            message: "'=<' is not a relation; did you mean '<='?"),
        Malformed(
            source: "'!=' is not a relation",
            format: "[a(!=50)]",
            caret:  "   ^",
            message: "'!=' is not a relation; expected '==', '<=' or '>='"),
        Malformed(
            source: "a relation with a blank inside",
            format: "[a(> =50)]",
            caret:  "   ^",
            message: "'>' is not a relation; expected '==', '<=' or '>='"),

        // MARK: Priorities
        Malformed(
            source: "decision: priority 0",
            format: "[a(50@0)]",
            caret:  "      ^",
            message: "A priority must be between 1 and 1000, not 0"),
        Malformed(
            source: "decision: priority 1001",
            format: "[a]-(8@1001)-[b]",
            caret:  "       ^",
            message: "A priority must be between 1 and 1000, not 1001"),
        Malformed(
            source: "decision: priority 0.5",
            format: "[a(50@0.5)]",
            caret:  "      ^",
            message: "A priority must be between 1 and 1000, not 0.5"),
        Malformed(
            source: "a negative priority",
            format: "[a(50@-1)]",
            caret:  "      ^",
            message: "A priority must be between 1 and 1000, not -1"),
        Malformed(
            source: "a priority metric out of range",
            format: "[a]-8@high-[b]",
            caret:  "      ^",
            message: "A priority must be between 1 and 1000, not 2000",
            metrics: ["high": 2000]),
        Malformed(
            source: "'@' without a priority",
            format: "[a]-10@-[b]",
            caret:  "       ^",
            message: "Expected a priority (a number or a metric) here"),
        Malformed(
            source: "a view as a priority",
            format: "[a(50@b)]-[b]",
            caret:  "      ^",
            message: "'b' is a view, but a priority must be a number or a metric"),

        // MARK: Arithmetic (ratio and pin territory)
        Malformed(
            source: "issue: a multiplier",
            format: "[a(==2*b)]",
            caret:  "      ^",
            message: "Unexpected '*': a VFL predicate cannot have a multiplier"),
        Malformed(
            source: "a multiplier after the view",
            format: "[a(b*0.5)]",
            caret:  "    ^",
            message: "Unexpected '*': a VFL predicate cannot have a multiplier"),
        Malformed(
            source: "a division",
            format: "[a(==b/2)]",
            caret:  "      ^",
            message: "Unexpected '/': a VFL predicate cannot have a multiplier"),
        Malformed(
            source: "issue: an offset",
            format: "[a(==b+10)]",
            caret:  "      ^",
            message: "Unexpected '+': a VFL predicate cannot add an offset"),
        Malformed(
            source: "a negative offset",
            format: "[a(==b - 10)]",
            caret:  "       ^",
            message: "Unexpected '-': a VFL predicate cannot add an offset"),
        Malformed(
            source: "an offset in a bare connection",
            format: "[a]-8+2-[b]",
            caret:  "     ^",
            message: "Unexpected '+': a VFL predicate cannot add an offset"),
        Malformed(
            source: "issue: an attribute",
            format: "[a(==b.height)]",
            caret:  "      ^",
            message: "Unexpected '.': a VFL predicate cannot name an attribute; it relates widths (H) or heights (V)"),

        // MARK: Connections
        Malformed(
            source: "issue: --10- (a negative without parentheses)",
            format: "[a]--10-[b]",
            caret:  "    ^",
            message: "Expected a spacing, a view or '|' after '-'"),
        Malformed(
            source: "issue: a list without parentheses in a connection",
            format: "[a]-10,20-[b]",
            caret:  "      ^",
            message: "Expected '-' here to end the spacing"),
        Malformed(
            source: "a spacing without its closing dash",
            format: "[a]-10[b]",
            caret:  "      ^",
            message: "Expected '-' here to end the spacing"),
        Malformed(
            source: "a dash at the end",
            format: "[a]-",
            caret:  "    ^",
            message: "Expected a view or '|' after '-'"),
        Malformed(
            source: "a connection at the end",
            format: "[a]-(10)-",
            caret:  "         ^",
            message: "Expected a view or '|' after the connection"),
        Malformed(
            source: "a view where a spacing goes",
            format: "[a]-[b",
            caret:  "      ^",
            message: "Expected ']' here to end the view that begins at column 5"),

        // MARK: The superview bar
        Malformed(
            source: "issue: '|' in the middle",
            format: "[a]-|-[b]",
            caret:  "    ^",
            message: "'|' stands for the superview and can only begin or end the format"),
        Malformed(
            source: "'|' in the middle, flush",
            format: "|[a]|[b]|",
            caret:  "    ^",
            message: "'|' stands for the superview and can only begin or end the format"),
        Malformed(
            source: "something after the closing '|'",
            format: "|-[a]-|-",
            caret:  "       ^",
            message: "Expected the end of the format after the closing '|'"),
        Malformed(
            source: "the superview's name in brackets",
            format: "|-[superview]",
            caret:  "   ^",
            message: "'superview' names the superview, which is written '|'"),

        // MARK: Names
        Malformed(
            source: "issue: unknown view",
            format: "[a]-[c]",
            caret:  "     ^",
            message: "'c' is not one of the views",
            views: ["a", "b"]),
        Malformed(
            source: "issue: unknown metric as a spacing",
            format: "[a]-gapp-[b]",
            caret:  "    ^",
            message: "'gapp' is not a metric",
            metrics: ["gap": 8]),
        Malformed(
            source: "issue: unknown metric as a size",
            format: "[a(>=widht)]",
            caret:  "     ^",
            message: "'widht' is not a metric or a view",
            metrics: ["width": 8],
            views: ["a"]),
        Malformed(
            source: "issue: a view name used as a spacing",
            format: "[a]-b-[b]",
            caret:  "    ^",
            message: "'b' is a view, but a spacing must be a number or a metric"),
        Malformed(
            source: "a view name used as a spacing in parentheses",
            format: "[a]-(>=c)-[b]",
            caret:  "       ^",
            message: "'c' is a view, but a spacing must be a number or a metric",
            views: ["a", "b", "c"]),
        Malformed(
            source: "a metric that is not a number",
            format: "[a(w)]",
            caret:  "   ^",
            message: "The metric 'w' is nan, not a finite number",
            metrics: ["w": .nan]),

        // MARK: Options
        Malformed(
            source: "issue: a parallel alignment option",
            format: "H:[a]-[b]",
            caret:  "      ^",
            message: "alignAllLeft is not allowed in a horizontal format, which places the views along that axis",
            options: .alignAllLeft),
        Malformed(
            source: "issue: a parallel alignment option, vertical (alignAllBaseline is alignAllLastBaseline)",
            format: "V:|-[a][b]-[c]",
            caret:  "       ^",
            message: "alignAllLastBaseline is not allowed in a vertical format, which places the views along that axis",
            options: .alignAllBaseline),
    ]

    @Test(arguments: cases) func caretAndMessage(_ malformed: Malformed) throws {
        let error = try #require(
            failure(malformed.format, options: malformed.options, metrics: malformed.metrics, views: malformed.views))
        #expect(error.offset == malformed.offset)
        #expect(error.message == malformed.message)
        #expect(error.format == malformed.format)
        // The rendering puts the caret in the same place as the test's marker.
        let caretLine = error.description.split(separator: "\n", omittingEmptySubsequences: false)[2]
        #expect(caretLine == malformed.caret.prefix(malformed.offset + 1))
    }

    @Test func thereAreAtLeastThirtyMalformedStrings() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.format)).count == Self.cases.count)
    }
}

/// The whole rendered message, Apple-style, with its hint.
@Suite struct VisualFormatErrorRenderingTests {
    @Test("issue: Apple's layout, caret under the culprit") func missingBracket() {
        let error = failure("H:|-[a")
        #expect(
            error?.description == """
                Unable to parse constraint format: Expected ']' here to end the view that begins at column 5
                H:|-[a
                      ^
                """)
    }

    @Test("issue: ratios point to `ratio` and `pin`") func ratioHint() {
        #expect(
            failure("[a(==2*b)]")?.description == """
                Unable to parse constraint format: Unexpected '*': a VFL predicate cannot have a multiplier
                [a(==2*b)]
                      ^
                hint: VFL cannot express multipliers, offsets or other attributes; use `ratio` or `pin`
                """)
    }

    @Test("a misspelt name gets a suggestion") func didYouMean() {
        #expect(failure("[imagView]", views: ["imageView", "toolbar"])?.hint == "did you mean 'imageView'?")
        #expect(failure("[a]-gapp-[b]", metrics: ["gap": 8])?.hint == "did you mean 'gap'?")
        #expect(failure("[x]", views: ["imageView", "toolbar"])?.hint == "the views are imageView, toolbar")
    }

    @Test("hints for the usual slips") func hints() {
        #expect(failure("[a]--10-[b]")?.hint == "a negative spacing goes in parentheses, as -(-10)-")
        #expect(failure("[a]-10,20-[b]")?.hint == "a list of predicates goes in parentheses, as -(>=8,<=20)-")
        #expect(failure("[a>=50]")?.hint == "a view's size predicates go in parentheses, as [a(>=50)]")
        #expect(failure("h:[a]")?.hint == "write H:")
        #expect(failure("button")?.hint == "views are written in brackets, as [button]")
    }

    @Test("a format over several lines shows the culprit's line, tabs kept") func multiline() {
        #expect(
            failure("V:[a]-\n\t[b]-#")?.description == """
                Unable to parse constraint format: Expected a spacing, a view or '|' after '-'
                \t[b]-#
                \t    ^
                """)
    }

    @Test("of two bad names, the first in the string is reported") func firstErrorFirst() {
        #expect(failure("[a(x@y)]", views: ["a"])?.offset == 3)
        #expect(failure("[a]-x@y-[b]")?.offset == 4)
        #expect(failure("[a]-(8@y)-[b(x)]")?.offset == 7)
    }

    @Test("the offset is clamped into the format") func clamped() {
        #expect(VisualFormatError("m", format: "abc", offset: 99).offset == 3)
        #expect(VisualFormatError("m", format: "abc", offset: -4).offset == 0)
    }
}
