import Foundation
import Testing
@testable import LayoutScript

/// Parser tests: each production of grammar.md parses, and errors are located and recovered from.
@Suite struct ParserTests {
    func parse(_ text: String) -> (statements: [Statement], diagnostics: [Diagnostic]) {
        Parser.parse(Source(name: "p.layout", text: text))
    }

    func rendered(_ text: String) -> String {
        DiagnosticRenderer().render(parse(text).diagnostics)
    }

    @Test(arguments: [
        "root 320 x 568",
        "root 390 x 844 safe 47 0 34 0",
        "root 390 x 844 safe 47, -0, 34, 0",
        "root 375 x 44 traits compact regular",
        "root 812 x 375 safe 0 44 21 44 traits compact compact",
        "root device \"iphone16pro:landscape\"",
        "root device \"iphone16plus\" scale 3",
        "root device x 568",
        "platform appkit",
        "root 480 x 270 min 400 x 200 max 900 x 700",
        "root 480 x 270 max 900 x 700",
        "view a",
        "view a in b { intrinsic 10 x none; hug h 251; resist v 700; baseline 17, 4; frame 0 0 10 10; autoresize width height }",
        "view t: label(\"Hi\") in header { resist h 760 }",
        "view (\"row\" + 1)",
        "set imageView { hug v 200 }",
        "set badge { hidden true }",
        "set contentView { encapsulated true }",
        "set terms { text \"Hi\", 13, 0 }",
        "set terms { text \"Hi\", 13, 0; measuredWidth 181 }",
        "set terms { text \"Hi\", 13, 0; measuredLineHeight 17.76 }",
        "set terms { text \"Hi\", 13, 0; lineSpacing 3; lineHeightMultiple 1.1; minimumLineHeight 20; maximumLineHeight 30 }",
        "set terms { text \"Hi\", 13, 0 weight semibold; text \"Hi\" weight w }",
        "set card { margins 8, -4, 8, 4; margins directional 8 16 8 16; preservesSuperviewMargins true; insetsMarginsFromSafeArea false }",
        "set root { respectsSystemMinimumMargins false; margins 8 8 8 8 }",
        "set toggle { alignmentInsets 0, 0, 0, 2; alignmentInsets directional 0 0 0 2 }",
        "guide spacer in row",
        "guide gap",
        "guide (\"gap\" + 1) in row",
        "pin a.left == b.right + 8 @ 250",
        "pin a.left == b.right + 8 @ 250 as \"gap\"",
        "pin a.width >= 2 * b.width - 4",
        "pin a.height <= 44",
        "ratio a.width = 1.5 * a.height",
        "ratio a 3:2 @ 999",
        "vfl \"H:|[a]|\" align top direction leftToRight",
        "vfl \"H:|[a]|\" in root.margins align top",
        "priority 250 { pin a.width == 44 }",
        "direction rightToLeft",
        "textSize xSmall",
        "textSize \"AX2\"",
        "let gap = (8 + 2) * -3 / 4 % 5",
        "gap = 2",
        "def center(v, dx = 0) { pin v.centerX == v.superview.centerX + dx\n return 1 }",
        "kind label(text = \"\") { intrinsic textWidth(text) x 21 }",
        "for v in [a, b, c] { pin v.height == 44 }",
        "if root.width > 400 and not false { show } else if 1 != 2 or true { show } else { show }",
        "import \"std/controls\" as controls",
        "print 1, \"two\", [3][0], (4, 5)",
        "show",
        "expect toolbar.frame == (0, 524, 320, 44)",
        "center(badge)",
    ])
    func everyProductionParses(text: String) {
        let result = parse(text)
        #expect(result.diagnostics.isEmpty, "\(text): \(result.diagnostics.map(\.message))")
        #expect(result.statements.count == 1)
    }

    /// Every production of grammar.md's script language is carried, by name, as a comment
    /// on the lexer or a parser function.
    @Test func grammarProductionsAreInTheParserComments() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let grammar = try String(contentsOf: root.appendingPathComponent("grammar.md"), encoding: .utf8)
        guard let start = grammar.range(of: "## Scripts"), let end = grammar.range(of: "## Visual Format Language") else {
            Issue.record("grammar.md has no script section")
            return
        }
        var productions: [String] = []
        var inEBNF = false
        for line in grammar[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inEBNF = line.hasPrefix("```ebnf"); continue }
            guard inEBNF, let first = line.split(separator: " ").first, line.contains(" = "), !line.hasPrefix(" ") else { continue }
            productions.append(String(first))
        }
        #expect(productions.count >= 35)
        var comments = ""
        for file in ["Lexer.swift", "Parser.swift", "Parser+Statements.swift", "Parser+Expressions.swift"] {
            let text = try String(contentsOf: root.appendingPathComponent("Sources/LayoutScript/\(file)"), encoding: .utf8)
            comments += text.split(separator: "\n").filter { $0.contains("///") }.joined(separator: "\n")
        }
        for production in productions {
            let pattern = try Regex("///\\s+\(production)\\s+=")
            #expect(comments.contains(pattern), "grammar.md's '\(production)' is not in a parser comment")
        }
    }

    @Test func precedenceClimbs() {
        guard case .expression(let e) = parse("1 + 2 * 3 == 7 and true").statements.first?.kind,
              case .binary(.and, let left, _, _) = e,
              case .binary(.equal, let sum, _, _) = left,
              case .binary(.add, _, let product, _) = sum,
              case .binary(.multiply, _, _, _) = product
        else {
            Issue.record("wrong tree")
            return
        }
    }

    @Test func severalErrorsInOneRun() {
        let result = parse("pin a.left = b.left\nview\nlet x = 1\nroot 3 y 4\n")
        #expect(result.diagnostics.map(\.message) == [
            "expected '==', '<=' or '>=', found '='",
            "expected a view name, found end of line",
            "expected 'x' between width and height, found 'y'",
        ])
        #expect(result.statements.count == 1)
    }

    @Test func renderedSyntaxError() {
        #expect(rendered("pin a.left = b.left") == """
            p.layout:1:12: error: expected '==', '<=' or '>=', found '='
              1 | pin a.left = b.left
                |            ^
            hint: a pin compares with '==', not '='
            """)
    }

    @Test func syntaxErrorsHintWithAnExampleOfTheStatement() {
        #expect(rendered("vfl align top") == """
            p.layout:1:5: error: expected an expression, found 'align'
              1 | vfl align top
                |     ^~~~~
            hint: for example 'vfl "H:|-[a]-[b]-|" align top'
            """)
        #expect(parse("view a { hug v }").diagnostics.first?.hint == "for example 'hug v 200'")
    }

    @Test func unclosedBlockNamesWhereItOpened() {
        let result = parse("view a {\n  hug v 200\n")
        #expect(result.diagnostics.map(\.message) == ["expected '}' to close the block opened at 1:8"])
        #expect(result.diagnostics.map(\.kind) == [.unexpectedEndOfInput])
        let paren = parse("print (1 + 2")
        #expect(paren.diagnostics.map(\.message) == ["expected ')' to close the '(' opened at 1:7, found end of input"])
        #expect(paren.diagnostics.map(\.kind) == [.unexpectedEndOfInput])
    }

    @Test func recoveryInsideBlocks() {
        let result = parse("def f() {\n  pin\n  let y = 2\n}\nprint f()\n")
        #expect(result.diagnostics.map(\.message) == ["expected an expression, found end of line"])
        #expect(result.statements.count == 2)
    }

    @Test func unclosedParenthesisBeforeABlockDoesNotSwallowTheRest() {
        let result = parse("view a {\n  intrinsic (10 x 10\n}\npin a.left = 0\n")
        #expect(result.diagnostics.map(\.message) == [
            "expected ')' to close the '(' opened at 2:13, found 'x'",
            "expected '==', '<=' or '>=', found '='",
        ])
    }

    @Test func strayBraceAndTrailingGarbage() {
        #expect(parse("}\nshow").diagnostics.map(\.message) == ["unexpected '}' with no block to close"])
        #expect(parse("show show").diagnostics.map(\.message) == ["expected end of statement, found 'show'"])
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        let result = parse("print " + deep)
        #expect(result.diagnostics.first?.kind == .limit)
        #expect(result.diagnostics.first?.message == "nesting is deeper than 256 levels")
        let blocks = String(repeating: "if true {", count: 3000)
        #expect(parse(blocks).diagnostics.first?.kind == .limit)
    }

    /// Chains nest the tree as deeply as parentheses do: each once overflowed the stack
    /// (a crash, not an error) when evaluated or freed. Each now stops at the nesting limit
    /// with one error, and parsing stops there instead of cascading.
    @Test(arguments: [
        Array(repeating: "1", count: 200_000).joined(separator: "+"),
        "1 " + String(repeating: "or true ", count: 100_000),
        Array(repeating: "1", count: 100_000).joined(separator: " == "),
        "root" + String(repeating: ".superview", count: 100_000),
        "[1]" + String(repeating: "[0]", count: 100_000),
        "str" + String(repeating: "()", count: 100_000),
    ])
    func chainsAreBounded(_ expression: String) {
        let result = parse("print " + expression)
        #expect(result.diagnostics.map(\.kind) == [.limit])
        #expect(parse("print " + expression.prefix(200)).diagnostics.allSatisfy { $0.kind != .limit })
    }

    @Test func elseIfChainsAreBounded() {
        let chain = "if false {} " + String(repeating: "else if false {} ", count: 100_000)
        #expect(parse(chain).diagnostics.map(\.kind) == [.limit])
        #expect(parse("if false {} " + String(repeating: "else if false {} ", count: 200)).diagnostics.isEmpty)
    }

    /// A line of errors once made one diagnostic each, every one holding the whole line: a
    /// 100,000-error line exhausted memory. A source reports at most `maxErrors`.
    @Test func errorsAreCapped() {
        let garbage = parse(String(repeating: "print 1 2\n", count: 1000)).diagnostics
        #expect(garbage.count == Parser.maxErrors)
        #expect(garbage.last?.notes.map(\.message) == ["too many errors: the rest of p.layout was not checked"])
        #expect(parse(String(repeating: "$", count: 100_000)).diagnostics.count == Parser.maxErrors)
    }

    @Test func propertiesOnlyInViewBlocks() {
        // Outside a view block `hug` is a name, so this is an expression then garbage.
        #expect(!parse("hug v 200").diagnostics.isEmpty)
        #expect(parse("view a { hug v 200 }").diagnostics.isEmpty)
        #expect(parse("view a { hug x 200 }").diagnostics.map(\.message) == ["expected an axis, 'h' or 'v', found 'x'"])
    }
}
