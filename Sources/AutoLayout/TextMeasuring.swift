/// Measures text as UILabel sizes it: widths, line breaking and a line's vertical metrics.
///
/// The language sizes every label with one (its intrinsic size, its height at a width) and the
/// outputs draw wrapped text with it, so frames follow whichever font the host measures with.
/// A host brings its own (Core Text, its own font files) or uses Tether's: `TextMetrics`'
/// `TextMeasurer` (HarfBuzz with real fonts), or ``SimpleTextMeasurer`` with no font at all.
/// A measurer may cache (a class, then); it is used on the thread that runs its interpreter.
public protocol TextMeasuring {
    /// A line's vertical metrics, in ems: what ``lineHeight(size:)`` and ``ascent(size:)``
    /// scale by the point size.
    var lineMetrics: LineMetrics { get }

    /// The advance width, in points, of `text` set on one line at a point size.
    func width(of text: String, size: Double) -> Double

    /// The advance width of a piece of a text, as ``width(of:size:)`` measures it as a string:
    /// line breaking asks it of every candidate line. The default makes the piece a string;
    /// a measurer overrides it to measure the piece where it is.
    func width(ofSlice text: Substring, size: Double) -> Double

    /// The lines UILabel shows for `text` in `width` points at a point size, at most
    /// `maxLines` of them (0: as many as needed). The default,
    /// ``wrappedLines(of:size:width:maxLines:)``, breaks them as UILabel does from
    /// ``width(of:size:)``; a measurer overrides it to cache, or to break lines its own way.
    func lines(of text: String, size: Double, width: Double, maxLines: Int) -> [String]

    /// The points added after each character at a point size, which ``width(of:size:)``
    /// includes: a picture sets the text with it so that it is as wide as measured. The
    /// default is none; Tether's `TextMeasurer` gives San Francisco's where Inter stands in.
    func tracking(size: Double) -> Double

    /// A measurer of the same font in `weight` (UIFont's `systemFont(ofSize:weight:)`). The
    /// default is this measurer itself: a host without the weight's font measures it as its
    /// regular.
    func measurer(for weight: FontWeight) -> any TextMeasuring

    /// Whether the measurer has a glyph for every character of `text` (spaces and marks
    /// aside): where it has none, ``width(of:size:)`` measures a missing glyph, not the
    /// character. The default, for a measurer that knows no font files, is true.
    func hasGlyphs(for text: String) -> Bool
}

extension TextMeasuring {
    /// No tracking: the font's own advances.
    public func tracking(size: Double) -> Double { 0 }

    /// This measurer, for every weight.
    public func measurer(for weight: FontWeight) -> any TextMeasuring { self }

    /// Every character: a measurer without font files measures each by its own rule.
    public func hasGlyphs(for text: String) -> Bool { true }

    /// The piece measured as a string of its own.
    public func width(ofSlice text: Substring, size: Double) -> Double {
        width(of: String(text), size: size)
    }

    /// The lines UILabel shows, broken by ``wrappedLines(of:size:width:maxLines:)``.
    public func lines(of text: String, size: Double, width: Double, maxLines: Int) -> [String] {
        wrappedLines(of: text, size: size, width: width, maxLines: maxLines)
    }

    /// The height of a line at a point size (UIFont's `lineHeight`: 20.287 at 17 points in
    /// the system font).
    public func lineHeight(size: Double) -> Double {
        lineMetrics.lineHeight * size
    }

    /// The first baseline's distance below the top of a line: half the line gap, then the
    /// ascender (UIKit puts the line gap above and below a line equally; 16.187 at 17 points
    /// in the system font).
    public func ascent(size: Double) -> Double {
        (lineMetrics.lineGap / 2 + lineMetrics.ascender) * size
    }

    /// The size UILabel asks for: the widest line and the lines' height, for the text wrapped
    /// in `width` (one line, its paragraphs joined by spaces, when `maxLines` is 1).
    public func size(of text: String, size: Double, width: Double, maxLines: Int) -> (width: Double, height: Double) {
        // One line of one paragraph (most labels): its width, one line tall.
        if maxLines == 1, !text.hasNewline { return (self.width(of: text, size: size), lineHeight(size: size)) }
        let oneLine = text.hasNewline ? text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineSeparator).joined(separator: " ") : text
        let shown = maxLines == 1 ? [oneLine] : lines(of: text, size: size, width: width, maxLines: maxLines)
        let widest = shown.map { self.width(of: $0, size: size) }.max() ?? 0
        return (widest, Double(max(1, shown.count)) * lineHeight(size: size))
    }

    // MARK: - Line breaking

    /// The lines UILabel shows for the text in a width, measured with ``width(of:size:)``:
    /// word wrapping (`NSLineBreakMode.byWordWrapping`) at spaces and after hyphens, anywhere
    /// between CJK characters, a word wider than the line broken between characters, `\n`
    /// starting a new line; with `maxLines` > 0, the last line that fits ends in "…" when
    /// text is left over (`byTruncatingTail` on the last line, as a label with
    /// `numberOfLines` set does).
    public func wrappedLines(of text: String, size: Double, width: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        let paragraphs = text.hasNewline ? text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineSeparator) : [Substring(text)]
        for paragraph in paragraphs {
            lines += wrap(paragraph, size: size, width: max(0, width))
        }
        if maxLines > 0, lines.count > maxLines {
            let kept = Array(lines.prefix(maxLines - 1))
            lines = kept + [truncated(remainder(of: text, after: kept), size: size, width: width)]
        }
        return lines
    }

    /// The paragraph's lines: its units (``LineBreaking/units(of:)``) added to a line while
    /// it fits, less its trailing spaces; at an unbounded width, the whole paragraph.
    private func wrap(_ paragraph: Substring, size: Double, width: Double) -> [String] {
        if width == .infinity { return [String(paragraph.trimmingTrailingSpaces)] }
        var lines: [String] = []
        // The line is paragraph[start..<end]: slices, not strings built unit by unit. A line
        // measured with its last unit fits; one of a single unit, taken unmeasured, may not.
        var start = paragraph.startIndex
        var end = start
        var measured = false
        func endLine() {
            let line = paragraph[start..<end].trimmingTrailingSpaces
            // A unit wider than the line is broken between characters.
            if measured || fits(line, size: size, width: width) {
                lines.append(String(line))
            } else {
                lines += brokenByCharacter(String(line), size: size, width: width)
            }
        }
        for unit in LineBreaking.units(of: paragraph) {
            if start == end {
                end = unit.upperBound
                measured = false
                continue
            }
            if fits(paragraph[start..<unit.upperBound], size: size, width: width) {
                end = unit.upperBound
                measured = true
                continue
            }
            endLine()
            start = paragraph[unit].firstIndex { $0 != " " } ?? unit.upperBound
            end = unit.upperBound
            measured = false
        }
        endLine()
        return lines
    }

    private func brokenByCharacter(_ text: String, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for character in text {
            let candidate = line + String(character)
            if line.isEmpty || fits(Substring(candidate), size: size, width: width) {
                line = candidate
            } else {
                lines.append(line)
                line = String(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The text after the given lines (each a piece of it, less the spaces and newlines where
    /// it broke), newlines as spaces: what the truncated last line shows the start of.
    private func remainder(of text: String, after lines: [String]) -> String {
        var rest = Substring(text)
        for line in lines {
            rest = rest.drop { $0 == " " || $0.isLineSeparator }.dropFirst(line.count)
        }
        return String(rest.drop { $0 == " " || $0.isLineSeparator }.map { $0.isLineSeparator ? " " : $0 })
    }

    private func truncated(_ text: String, size: Double, width: Double) -> String {
        var kept = Array(text)
        while !kept.isEmpty, !fits(String(kept).trimmingTrailingSpaces + "…", size: size, width: width) {
            kept.removeLast()
        }
        return String(String(kept).trimmingTrailingSpaces) + "…"
    }

    private func fits(_ text: Substring, size: Double, width: Double) -> Bool {
        self.width(ofSlice: text.trimmingTrailingSpaces, size: size) <= width + 1e-9
    }
}

/// Where UILabel may break a line: the units word wrapping keeps together.
private enum LineBreaking {
    /// The text cut after each run of spaces, after each hyphen, and on both sides of each
    /// CJK character (UAX #14's ideographs, simplified), as ranges of it.
    static func units(of text: Substring) -> [Range<String.Index>] {
        // Plain ASCII without carriage returns, each byte a character of its own ("\r\n" is
        // one), is cut by its bytes: the same units, without reading it as characters.
        if text.isPlainASCII {
            let bytes = text.utf8
            return cut(bytes.startIndex, bytes.endIndex, after: bytes.index(after:)) { index in
                switch bytes[index] {
                case 32: .space
                case 45: .hyphen
                default: .other
                }
            }
        }
        return cut(text.startIndex, text.endIndex, after: text.index(after:)) { index in
            let character = text[index]
            if character.unicodeScalars.first.map(isCJK) ?? false { return .ideograph }
            return character == " " ? .space : character == "-" ? .hyphen : .other
        }
    }

    /// What a character is to line breaking.
    private enum Kind {
        case space, hyphen, ideograph, other
    }

    /// The units of the characters from `start` to `end`, each after the one before it
    /// (`after`) and of its `kind`.
    private static func cut(_ start: String.Index, _ end: String.Index, after: (String.Index) -> String.Index,
                            kind: (String.Index) -> Kind) -> [Range<String.Index>] {
        var units: [Range<String.Index>] = []
        var unitStart = start
        var afterSpace = false
        var index = start
        while index < end {
            let next = after(index)
            defer { index = next }
            let what = kind(index)
            switch what {
            case .ideograph:
                if unitStart < index { units.append(unitStart..<index) }
                units.append(index..<next)
                unitStart = next
                afterSpace = false
            case .space:
                afterSpace = true
            case .hyphen, .other:
                if afterSpace {
                    units.append(unitStart..<index)
                    unitStart = index
                    afterSpace = false
                }
                if what == .hyphen {
                    units.append(unitStart..<next)
                    unitStart = next
                }
            }
        }
        if unitStart < end { units.append(unitStart..<end) }
        return units
    }

    /// Han, Hiragana, Katakana, Hangul and CJK punctuation: lines break between any two.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF: true
        default: false
        }
    }
}

extension String {
    /// Whether a line may end in it (``Character/isLineSeparator``): a cheap test of its
    /// bytes before splitting — a line feed or carriage return, NEL (C2 85), or the line or
    /// paragraph separator (E2 80 A8, E2 80 A9).
    fileprivate var hasNewline: Bool {
        func scan(_ bytes: some Collection<UInt8>) -> Bool {
            var previous: UInt8 = 0, beforePrevious: UInt8 = 0
            for byte in bytes {
                if byte == 10 || byte == 13 || previous == 0xC2 && byte == 0x85
                    || beforePrevious == 0xE2 && previous == 0x80 && (byte == 0xA8 || byte == 0xA9) { return true }
                (beforePrevious, previous) = (previous, byte)
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(utf8)
    }
}

extension Character {
    /// Whether the character ends a line of a label's text: a line feed, a carriage return
    /// or both ("\r\n", one character), NEL, the line separator U+2028 or the paragraph
    /// separator U+2029 — the characters NSString reads as line and paragraph ends
    /// (`getLineStart(_:end:contentsEnd:for:)` in Apple's NSString reference).
    package var isLineSeparator: Bool {
        switch self {
        case "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }
}

extension Substring {
    /// The text up to its last character that is not a space. Spaces after an ASCII byte
    /// are characters of their own (no grapheme cluster joins them to it), so such a text
    /// is cut by its bytes.
    fileprivate var trimmingTrailingSpaces: Substring {
        let bytes = utf8
        guard let last = bytes.lastIndex(where: { $0 != 32 }) else { return self[startIndex..<startIndex] }
        if bytes[last] < 0x80 { return self[..<bytes.index(after: last)] }
        return self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)]
    }

    /// Whether it is ASCII without a carriage return: each byte a character of its own
    /// ("\r\n" is one character), read from its bytes.
    fileprivate var isPlainASCII: Bool {
        func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 13 }
        return utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) } ?? utf8.allSatisfy(isPlain)
    }

    /// Its number of characters: its bytes when it is plain ASCII, else counted as characters.
    fileprivate var characterCount: Int {
        isPlainASCII ? utf8.count : count
    }
}

extension String {
    /// The text up to its last character that is not a space.
    fileprivate var trimmingTrailingSpaces: Substring { Substring(self).trimmingTrailingSpaces }
}

// MARK: - Weights

/// A font's weight, by `UIFont.Weight`'s names (Apple's documentation, "UIFont.Weight"),
/// lightest first: what `text … weight semibold` and Interface Builder's
/// `<fontDescription type="system" weight="semibold">` name.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight on CSS's and OpenType's 100…900 scale (`usWeightClass`), as Apple's
    /// system font maps them for the web (`-apple-system`: 100 ultralight, 200 thin … 900
    /// black): the font file a measurer picks and the weight a picture draws.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

// MARK: - Line metrics

/// A font's vertical metrics in ems (its hhea ascender, descender and line gap over its units
/// per em): what a line's height and first baseline follow.
public struct LineMetrics: Hashable, Sendable {
    /// The ascender, above the baseline.
    public var ascender: Double
    /// The descender, below the baseline (negative).
    public var descender: Double
    /// The gap between lines.
    public var lineGap: Double

    /// Metrics in ems.
    public init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// A line's height in ems: ascender − descender + line gap.
    public var lineHeight: Double { ascender - descender + lineGap }

    /// The system font's: San Francisco's hhea ascender 1950 and descender −494 at 2048 units
    /// per em, line gap 0 (the SF Pro font files of Apple's design resources), so that
    /// `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287 — the 20.5-point label on a 2x
    /// screen and 20.333 on a 3x one that Interface Builder stores.
    public static let sanFrancisco = LineMetrics(ascender: 1950 / 2048, descender: -494 / 2048, lineGap: 0)
}

// MARK: - Without fonts

/// Text measured without any font: each character the same advance, lines of the system
/// font's height (``LineMetrics/sanFrancisco``), broken as UILabel breaks them.
///
/// What an interpreter measures with when its host gives no measurer, and what Tether's own
/// measurer falls back to on a machine without fonts. Its widths are an estimate: real
/// advances vary by letter, so a host that shows the text measures it with its font.
public struct SimpleTextMeasurer: TextMeasuring, Sendable {
    /// Each character's advance in ems.
    public var advance: Double
    /// A line's vertical metrics.
    public var lineMetrics: LineMetrics

    /// A measurer of `advance` ems a character and lines of `lineMetrics`. The default 0.55
    /// is a little wider than ordinary text in Inter, the system font's stand-in (its
    /// lower-case letters average 0.533 em, "The quick brown fox jumps over the lazy dog"
    /// 0.492 em a character; capitals 0.672), so a label of running text is rarely estimated
    /// narrower than it is.
    public init(advance: Double = 0.55, lineMetrics: LineMetrics = .sanFrancisco) {
        self.advance = advance
        self.lineMetrics = lineMetrics
    }

    /// `advance` × `size` for each character.
    public func width(of text: String, size: Double) -> Double {
        width(ofSlice: Substring(text), size: size)
    }

    /// `advance` × `size` for each character of the piece.
    public func width(ofSlice text: Substring, size: Double) -> Double {
        advance * size * Double(text.characterCount)
    }
}
