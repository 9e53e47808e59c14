import Testing
@testable import LayoutScript

/// How the renderer shows awkward source lines: invisible characters named by code point
/// and shown as `�` (a bidi override could otherwise reorder the line on screen), and the
/// caret under its culprit after wide characters (two terminal columns each).
@Suite struct DiagnosticRendererTests {
    func rendered(_ text: String) -> String {
        let interpreter = Interpreter()
        let diagnostics = interpreter.run(source: text, name: "odd.layout")
        return DiagnosticRenderer().render(Array(diagnostics.prefix(1)))
    }

    @Test func controlCharactersAreNamedAndShownAsReplacement() {
        #expect(
            rendered("view a\u{0}b\n") == """
                odd.layout:1:7: error: unexpected character U+0000
                  1 | view a\u{FFFD}b
                    |       ^
                hint: remove it: scripts use names, numbers, "strings", # comments and the operators of grammar.md
                """)
    }

    @Test func bidiOverrideCannotReorderTheLine() {
        #expect(
            rendered("view a\npin a.left == \u{202E} 5\n") == """
                odd.layout:2:15: error: unexpected character U+202E
                  2 | pin a.left == \u{FFFD} 5
                    |               ^
                hint: remove it: scripts use names, numbers, "strings", # comments and the operators of grammar.md
                """)
    }

    // "😀" and "日" take two columns each on a terminal, so the caret under `zz` (character
    // column 14) is drawn 2 columns further right, at 16.
    @Test func caretStaysUnderItsCulpritAfterWideCharacters() {
        #expect(
            rendered("print \"😀日\" + zz\n") == """
                odd.layout:1:14: error: unknown name 'zz'
                  1 | print "😀日" + zz
                    |                ^~
                hint: declare it first with 'let zz = …', 'def zz(…)' or 'view zz'
                """)
    }
}
