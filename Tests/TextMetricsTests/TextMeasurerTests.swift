import AutoLayout
import Testing

@testable import TextMetrics

/// Text measured with real fonts: Debian's Inter 4.0 (fonts-inter) and DejaVu Sans 2.37
/// (fonts-dejavu-core), both installed by `make deps`. The expected numbers are the fonts'
/// own, read with HarfBuzz's command-line-free C API in a separate program
/// (`hb_font_get_h_extents`, `hb_font_get_glyph_h_advance`, `hb_shape`), in font units:
/// Inter has 2,816 units per em, ascender 2,728, descender −680, no line gap; H 2,084,
/// e 1,640, l 668, o 1,680; "AV" shapes to 3,616 (kerned from 1,904 + 1,904). DejaVu Sans
/// has 2,048 units per em and shapes "שלום" to 4,532. Lines are San Francisco's: hhea
/// ascender 1,950, descender −494 at 2,048 units per em, no line gap (Apple's SF Pro fonts),
/// and widths below 20 points take SF's tracking (−0.442 points a character at 17).
@Suite struct TextMeasurerTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer.system()
    }

    @Test func interMetrics() throws {
        let inter = try #require(measurer.fonts.first)
        #expect(inter.path.hasSuffix("Inter-Regular.otf"))
        #expect([inter.unitsPerEm, inter.ascender, inter.descender, inter.lineGap] == [2816, 2728, -680, 0])
        // A measurer of Inter's own: (2728 + 680) × 17 / 2816 = 20.574 a line.
        let own = TextMeasurer(fonts: [inter])
        #expect(abs(own.lineHeight(size: 17) - 3408 * 17 / 2816) < 1e-9)
        #expect(abs(own.ascent(size: 17) - 2728 * 17 / 2816) < 1e-9)
    }

    /// The system measurer stands Inter's widths in for San Francisco's, with SF's lines:
    /// (1950 + 494) × 17 / 2048 = 20.287, `UIFont.systemFont(ofSize: 17).lineHeight`; the
    /// baseline 1950 × 17 / 2048 = 16.187 below the line's top.
    @Test func systemLinesAreSanFrancisco() {
        #expect(measurer.lineMetrics == .sanFrancisco)
        #expect(abs(measurer.lineHeight(size: 17) - 2444 * 17 / 2048) < 1e-9)
        #expect(abs(measurer.ascent(size: 17) - 1950 * 17 / 2048) < 1e-9)
        // With no font at all, lines are still the system font's.
        #expect(TextMeasurer(fonts: []).lineHeight(size: 17) == measurer.lineHeight(size: 17))
    }

    /// "Hello" has no kerning pair: Inter's width is its glyphs' advances, 2084 + 1640 + 2 ×
    /// 668 + 1680 = 6740 units, 81.378 points at 34, which San Francisco's display design sets
    /// 0.924 as wide (75.193). Below 20 points the regular system font's characters take San
    /// Francisco's fitted advances (``TextMeasurer/fittedSystemAdvances``: H 0.74798, e 0.57737,
    /// l 0.25010, o 0.58841 em), so at 17 the width is 17 × 2.41396 = 41.037 less San
    /// Francisco's tracking, −26/1000 em (−0.442 points) for each of its five characters:
    /// 38.827. Inter's own measurer adds no tracking, no scale and no fitted advance.
    @Test func widthIsTheSumOfAdvances() throws {
        let inter = try #require(measurer.fonts.first)
        #expect(inter.nominalAdvance(of: "H") == 2084)
        #expect(abs(measurer.width(of: "Hello", size: 17) - (17 * (0.74798 + 0.57737 + 2 * 0.25010 + 0.58841) - 5 * 0.442)) < 1e-9)
        #expect(abs(measurer.width(of: "Hello", size: 34) - 6740 * 34 / 2816 * 0.924) < 1e-9)
        #expect(abs(TextMeasurer(fonts: [inter]).width(of: "Hello", size: 34) - 6740 * 34 / 2816) < 1e-9)
        #expect(abs(TextMeasurer(fonts: [inter]).width(of: "Hello", size: 17) - 6740 * 17 / 2816) < 1e-9)
    }

    /// Shaping kerns: Inter sets "AV" 3,616 units, not its glyphs' 3,808, and the fitted
    /// advances keep that kerning (−192 units): 17 × (0.67561 + 0.68453) − 192 × 17 / 2816,
    /// and two characters tracked.
    @Test func shapingKerns() {
        #expect(abs(measurer.width(of: "AV", size: 17) - (17 * (0.67561 + 0.68453) - 192 * 17 / 2816 - 2 * 0.442)) < 1e-9)
    }

    /// A text's width with the fitted advances: Inter's shaped width plus, for each character
    /// the table holds, the size times the table's advance less Inter's own; a character it
    /// does not hold ("Ж", no Cyrillic in the corpus's labels) keeps Inter's advance.
    @Test func fittedAdvancesReplaceInters() throws {
        let inter = try #require(measurer.fonts.first)
        let table = try #require(TextMeasurer.fittedSystemAdvances[.regular])
        #expect(table["Ж"] == nil)
        let own = try #require(inter.nominalAdvance(of: "Ж"))
        #expect(abs(measurer.width(of: "Ж", size: 17) - (own * 17 / 2816 - 0.442)) < 1e-9)
        // A weight without a table (bold: 22 labels, too few to fit) is Inter's, as before.
        let bold = measurer.measurer(for: .bold)
        let boldInter = TextMeasurer(fonts: [try #require((bold as? TextMeasurer)?.fonts.first)])
        #expect(abs(bold.width(of: "Hello", size: 17) - (boldInter.width(of: "Hello", size: 17) * 1.022 - 5 * 0.442)) < 1e-9)
    }

    /// San Francisco's tracking by size, Apple's table in thousandths of an em: +6 at 11
    /// points (0.066), 0 at 12, −26 at 17 (−0.442); between two sizes in proportion (−3 at
    /// 12.5: −0.0375); below 6 points the 6-point +41; none from 20 points, the display
    /// design's sizes.
    @Test func systemTrackingBySize() {
        #expect(abs(TextMeasurer.systemTracking(size: 11) - 0.066) < 1e-12)
        #expect(TextMeasurer.systemTracking(size: 12) == 0)
        #expect(abs(TextMeasurer.systemTracking(size: 17) + 0.442) < 1e-12)
        #expect(abs(TextMeasurer.systemTracking(size: 12.5) + 0.0375) < 1e-12)
        #expect(TextMeasurer.systemTracking(size: 20) == 0)
        #expect(TextMeasurer.systemTracking(size: 34) == 0)
        #expect(abs(TextMeasurer.systemTracking(size: 4) - 0.164) < 1e-12)
    }

    /// AppKit's text takes the same tracking: Apple's Human Interface Guidelines, Typography,
    /// "Tracking values", give SF Pro's on macOS in thousandths of an em — +41 at 6 points,
    /// +34, +26, +19, +12 at 10, +6 at 11, 0 at 12, −6 at 13, −11, −16, −20, −26 at 17, −25,
    /// −24 at 19 — the iOS table's numbers at every one of these sizes, so one table serves
    /// both platforms.
    @Test func macOSTrackingValues() {
        let macOS: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]
        for (index, thousandths) in macOS.enumerated() {
            let size = Double(6 + index)
            #expect(abs(TextMeasurer.systemTracking(size: size) - thousandths / 1000 * size) < 1e-12)
        }
    }

    /// Inter has no Hebrew: the word goes to DejaVu Sans, 4,532 of its 2,048 units per em.
    @Test func hebrewFallsBackToDejaVu() {
        #expect(abs(measurer.width(of: "שלום", size: 17) - 4532 * 17 / 2048) < 1e-9)
        let runs = measurer.runs(of: "Hi שלום")
        #expect(runs.map { String($0.0) } == ["Hi ", "שלום"])
    }

    /// A glyph for every character: Latin in Inter, Hebrew in DejaVu Sans; Hangul in neither
    /// (fonts-inter and fonts-dejavu-core have no Hangul syllables), so "환경설정" (and a
    /// title with it) is measured at a missing glyph's advance, which `hasGlyphs` says.
    /// Spaces need none; a measurer with no font files has every character.
    @Test func glyphCoverage() {
        #expect(measurer.hasGlyphs(for: "Hi שלום"))
        #expect(!measurer.hasGlyphs(for: "환경설정"))
        #expect(!measurer.hasGlyphs(for: "Use 한글"))
        #expect(measurer.hasGlyphs(for: " \n"))
        #expect(TextMeasurer(fonts: []).hasGlyphs(for: "환경설정"))
    }

    /// Arabic letters join: shaped, "مرحبا" is not the sum of its isolated letters.
    @Test func arabicIsShaped() throws {
        let dejavu = try #require(measurer.fonts.last)
        let isolated = "مرحبا".unicodeScalars.compactMap { dejavu.nominalAdvance(of: $0) }.reduce(0, +)
        let shaped = dejavu.shapedAdvance(of: "مرحبا")
        #expect(shaped > 0)
        #expect(shaped != isolated)
    }

    /// Word wrapping. "Sign in to continue" in 80 points: "Sign in to" is 70.535 wide and
    /// "Sign in to continue" 140.859, so the first line ends after "to"; "continue" (65.985)
    /// fits the second.
    @Test func wrapsAtWordBoundaries() {
        #expect(measurer.lines(of: "Sign in to continue", size: 17, width: 80) == ["Sign in to", "continue"])
        #expect(measurer.lines(of: "Sign in to continue", size: 17, width: 150) == ["Sign in to continue"])
        // 70: "Sign in" (50.852) fits, "Sign in to" (70.535) does not; "to continue" (85.668)
        // does not, "continue" (65.985) does.
        #expect(measurer.lines(of: "Sign in to continue", size: 17, width: 70) == ["Sign in", "to", "continue"])
        // 60: "continue" is wider than the line, so it breaks between characters.
        #expect(measurer.lines(of: "Sign in to continue", size: 17, width: 60) == ["Sign in", "to", "continu", "e"])
    }

    /// A word wider than the line is broken between characters; "\n" starts a line.
    @Test func longWordsAndNewlines() {
        let lines = measurer.lines(of: "supercalifragilistic", size: 17, width: 80)
        #expect(lines.count == 2)
        #expect(lines.joined() == "supercalifragilistic")
        #expect(lines.allSatisfy { measurer.width(of: $0, size: 17) <= 80 })
        #expect(measurer.lines(of: "Hello\nworld", size: 17, width: 500) == ["Hello", "world"])
    }

    /// Every character NSString reads as a line's or a paragraph's end starts a line of a
    /// label, as "\n" does (Apple's NSString reference, `getLineStart(_:end:contentsEnd:for:)`:
    /// U+000A, U+000D, the pair, U+0085, U+2028 and U+2029): two line separators in a row
    /// leave an empty line between the text around them, and a one-line label shows the
    /// paragraphs joined by spaces.
    @Test func everyLineSeparatorStartsALine() {
        #expect(measurer.lines(of: "Hello\r\nworld", size: 17, width: 500) == ["Hello", "world"])
        #expect(measurer.lines(of: "Hello\rworld", size: 17, width: 500) == ["Hello", "world"])
        #expect(measurer.lines(of: "Hello\u{85}world", size: 17, width: 500) == ["Hello", "world"])
        #expect(measurer.lines(of: "Facts?\u{2028}\u{2028}Thanks", size: 17, width: 500) == ["Facts?", "", "Thanks"])
        #expect(measurer.lines(of: "One\u{2029}Two", size: 17, width: 500) == ["One", "Two"])
        let joined = measurer.size(of: "Hello\u{2028}world", size: 17, width: 500, maxLines: 1)
        #expect(joined.width == measurer.width(of: "Hello world", size: 17))
    }

    /// CJK breaks between any two characters: three ideographs (each Inter's 2,800-unit
    /// missing glyph without a CJK font, 16.903 points) in 40 points make two lines.
    @Test func cjkBreaksAnywhere() {
        #expect(measurer.lines(of: "中文字", size: 17, width: 40) == ["中文", "字"])
    }

    /// numberOfLines: the last line shows the start of the rest, cut where the next
    /// character and "…" would not fit. "Sign in to continue" in 60 points takes four lines;
    /// in two, the second is the longest start of "to continue" that fits with the ellipsis.
    @Test func truncatesTheLastLine() {
        let lines = measurer.lines(of: "Sign in to continue", size: 17, width: 60, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines[0] == "Sign in")
        let shown = String(lines[1].dropLast())
        #expect(lines[1].hasSuffix("…") && "to continue".hasPrefix(shown) && shown.count > 2)
        #expect(measurer.width(of: lines[1], size: 17) <= 60)
        let oneMore = String("to continue".prefix(shown.count + 1))
        #expect(measurer.width(of: oneMore + "…", size: 17) > 60)
    }

    /// A label's size: the widest line by the lines' height (each character tracked −0.442,
    /// each set in its fitted advance, Inter's kerning kept: the shaped width, 12,416 units for
    /// "Sign in to", less its glyphs' own advances).
    @Test func labelSize() throws {
        let inter = try #require(measurer.fonts.first)
        let table = try #require(TextMeasurer.fittedSystemAdvances[.regular])
        func expected(_ text: String, shapedUnits: Double) throws -> Double {
            var fitted = 0.0
            var own = 0.0
            for character in text {
                let scalar = try #require(character.unicodeScalars.first)
                fitted += try #require(table[character])
                own += try #require(inter.nominalAdvance(of: scalar))
            }
            return 17 * fitted + (shapedUnits - own) * 17 / 2816 - Double(text.count) * 0.442
        }
        let size = measurer.size(of: "Sign in to continue", size: 17, width: 80, maxLines: 0)
        #expect(abs(size.width - (try expected("Sign in to", shapedUnits: 12416))) < 1e-9)
        #expect(abs(size.height - 2 * 2444 * 17 / 2048) < 1e-9)
        let one = measurer.size(of: "Sign in to continue", size: 17, width: 80, maxLines: 1)
        #expect(abs(one.width - (try expected("Sign in to continue", shapedUnits: 24724))) < 1e-9)
    }

    @Test func missingFontIsAnError() {
        #expect(throws: TextError.unreadableFont("/nonexistent.otf")) { try FontFace(path: "/nonexistent.otf") }
    }

    /// What every front end measures with: a font file first, with its own lines (DejaVu
    /// Sans: 2,048 units per em, ascender 1,901, descender −483, so 2,384 × 17 / 2,048 =
    /// 19.789 a line); a file that is no font leaves the installed ones (Inter, with San
    /// Francisco's lines), as `TETHER_FONT` naming a missing file does.
    @Test func systemOrSimpleChoosesTheFonts() throws {
        let dejavu = try #require(TextMeasurer.fallbackFontPaths.first)
        let chosen = try #require(TextMeasurer.systemOrSimple(fontPath: dejavu) as? TextMeasurer)
        #expect(chosen.fonts.first?.path == dejavu)
        #expect(abs(chosen.lineHeight(size: 17) - 2384 * 17 / 2048) < 1e-9)
        let fallenBack = try #require(TextMeasurer.systemOrSimple(fontPath: "/nonexistent.otf") as? TextMeasurer)
        #expect(fallenBack.fonts.map(\.path) == measurer.fonts.map(\.path))
        #expect(fallenBack.lineMetrics == .sanFrancisco)
        // Without any font a measurer estimates as SimpleTextMeasurer does: 0.55 em a character.
        #expect(TextMeasurer(fonts: []).width(of: "Hello", size: 20) == SimpleTextMeasurer().width(of: "Hello", size: 20))
        #expect(SimpleTextMeasurer().width(of: "Hello", size: 20) == 0.55 * 20 * 5)
    }

    /// Each weight is measured with Inter's file of that weight on the 100…900 scale, with
    /// San Francisco's tracking and lines: "Hello" shapes to 6,740 units in Inter Regular,
    /// 6,944 in SemiBold, 7,044 in Bold and 6,842 in Medium (2,816 units per em, HarfBuzz in
    /// a separate program); below 20 points semibold and bold are scaled by the corpus's
    /// table (1.010, 1.022), at 20 points and above not at all.
    @Test func weights() throws {
        let semibold = try #require(measurer.measurer(for: .semibold) as? TextMeasurer)
        #expect(semibold.fonts.first?.path.hasSuffix("Inter-SemiBold.otf") == true)
        #expect(semibold.lineMetrics == .sanFrancisco)
        #expect((measurer.measurer(for: .ultraLight) as? TextMeasurer)?.fonts.first?.path.hasSuffix("Inter-Thin.otf") == true)
        #expect((measurer.measurer(for: .heavy) as? TextMeasurer)?.fonts.first?.path.hasSuffix("Inter-ExtraBold.otf") == true)
        #expect(measurer.measurer(for: .regular) as? TextMeasurer === measurer)
        // The same measurer each time, and from a weight back to regular the regular file.
        #expect(measurer.measurer(for: .semibold) as? TextMeasurer === semibold)
        #expect((semibold.measurer(for: .regular) as? TextMeasurer)?.fonts.first?.path.hasSuffix("Inter-Regular.otf") == true)
        let tracking = 5 * -0.026 * 17
        #expect(abs(semibold.width(of: "Hello", size: 17) - (6944 * 17 / 2816 * 1.010 + tracking)) < 1e-9)
        #expect(abs(measurer.measurer(for: .bold).width(of: "Hello", size: 17) - (7044 * 17 / 2816 * 1.022 + tracking)) < 1e-9)
        #expect(abs(measurer.measurer(for: .medium).width(of: "Hello", size: 17) - (6842 * 17 / 2816 + tracking)) < 1e-9)
        // From 20 points the display design's scale, in every weight, and no tracking.
        #expect(abs(semibold.width(of: "Hello", size: 20) - 6944 * 20 / 2816 * 0.924) < 1e-9)
        // A font of the host's own has no other weights: it measures them as its regular.
        let own = TextMeasurer(fonts: measurer.fonts)
        #expect(own.measurer(for: .bold) as? TextMeasurer === own)
        #expect(SimpleTextMeasurer().measurer(for: .bold).width(of: "Hello", size: 20) == SimpleTextMeasurer().width(of: "Hello", size: 20))
    }
}
