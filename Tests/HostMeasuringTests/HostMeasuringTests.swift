import LayoutScript
import Testing

/// A host that measures text itself: this target depends on LayoutScript alone — not on
/// TextMetrics, so HarfBuzz is not linked (Tests/check-layering.py checks the package graph)
/// — and brings its own `TextMeasuring`. Every frame below is worked out by hand from its
/// metrics, with UILabel's rules as grammar.md's "Text" gives them (the intrinsic size of one
/// line; the text wrapped at the width the layout gives the view; heights rounded up to the
/// point without a screen scale).
@Suite struct HostMeasuringTests {
    /// Every character half an em wide; lines of ascender 0.75, descender −0.25 and gap 0.25
    /// em: 1.25 em tall, the first baseline 0.125 + 0.75 = 0.875 em below the top.
    struct FixedAdvance: TextMeasuring {
        let lineMetrics = LineMetrics(ascender: 0.75, descender: -0.25, lineGap: 0.25)

        func width(of text: String, size: Double) -> Double {
            0.5 * size * Double(text.count)
        }
    }

    static let script = """
        root 320 x 568
        view title { text "Hello", 20 }
        pin title.leading == root.leading + 16
        pin title.top == root.top + 40
        view body { text "aaaa bbbb cccc", 10, 0 }
        pin body.leading == root.leading + 16
        pin body.width == 40
        pin body.top == title.bottom + 8
        print textWidth("Hello", 20), textLineHeight(20), textAscent(20)

        """

    @Test func labelsAreSizedByTheHostsMeasurer() {
        var printed: [String] = []
        let interpreter = Interpreter(options: .init(textMeasurer: FixedAdvance(), output: { printed.append($0) }))
        interpreter.run(source: Self.script, name: "host.layout")
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        #expect(interpreter.textMeasurer is FixedAdvance)
        // The builtins ask the same measurer: 5 × 0.5 × 20 = 50; 1.25 × 20 = 25; 0.875 × 20 = 17.5.
        #expect(printed == ["50 25 17.5"])
        let layout = interpreter.layout()
        // "Hello" at 20 points: 5 characters of 10 points, one line of 25.
        #expect(layout.frame(of: "title") == LayoutRect(x: 16, y: 40, width: 50, height: 25))
        // At 10 points a character is 5 wide: in 40 points "aaaa bbbb" (45) does not fit, so
        // each word is a line; 3 lines of 12.5 are 37.5, rounded up to 38. Below the title:
        // 40 + 25 + 8 = 73.
        #expect(layout.frame(of: "body") == LayoutRect(x: 16, y: 73, width: 40, height: 38))
    }

    /// The protocol's line breaking, from the host's widths alone: word wrapping, a word wider
    /// than the line broken between characters, and the last of `maxLines` lines truncated
    /// with "…" (`byTruncatingTail`).
    @Test func lineBreakingFollowsTheHostsWidths() {
        let measurer = FixedAdvance()
        #expect(measurer.lines(of: "aaaa bbbb cccc", size: 10, width: 50, maxLines: 0) == ["aaaa bbbb", "cccc"])
        // "abcdefghij" is 50 wide: 8 characters (40) fit on a line of 42.
        #expect(measurer.lines(of: "abcdefghij", size: 10, width: 42, maxLines: 0) == ["abcdefgh", "ij"])
        // Two lines at most in 40: "aaaa", then as much of "bbbb cccc" as fits before "…":
        // "bbbb cc…" is 8 characters, 40 points; "bbbb ccc…" would be 45.
        #expect(measurer.lines(of: "aaaa bbbb cccc", size: 10, width: 40, maxLines: 2) == ["aaaa", "bbbb cc…"])
        // The size UILabel asks for on one line: 14 characters of 5, one line of 12.5.
        let oneLine = measurer.size(of: "aaaa bbbb cccc", size: 10, width: .infinity, maxLines: 1)
        #expect(oneLine.width == 70)
        #expect(oneLine.height == 12.5)
    }

    /// Without a measurer of its host's, an interpreter estimates: 0.55 em a character
    /// (`SimpleTextMeasurer`), lines of the system font's height (San Francisco's 2,444 units
    /// of 2,048 an em: 20.287 at 17 points, rounded up to 21 without a scale).
    @Test func withoutAMeasurerTextIsEstimated() {
        let interpreter = Interpreter()
        interpreter.run(source: "root 320 x 568\nview title { text \"Hello\" }\npin title.top == root.top\npin title.leading == root.leading",
                        name: "estimate.layout")
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        #expect(interpreter.textMeasurer is SimpleTextMeasurer)
        let layout = interpreter.layout()
        #expect(layout.frame(of: "title") == LayoutRect(x: 0, y: 0, width: 0.55 * 17 * 5, height: 21))
    }
}
