/// Measures and wraps text as UILabel does, with real fonts: a primary font (Inter, whose
/// advance widths are close to the system font's) and fallbacks for the scripts it lacks
/// (DejaVu Sans for Hebrew and Arabic), the way iOS cascades fonts. Lines are as tall as the
/// system font's (``LineMetrics/sanFrancisco``) unless a host measures with a font of its
/// own. Widths are cached per (text, size) and wrapped lines per (text, size, width, lines).
/// Without any font (none installed) it falls back to a simple width, 0.55 em per
/// character. One measurer serves one thread (its caches are not shared).
public final class TextMeasurer {
    /// The fonts in cascade order.
    public let fonts: [FontFace]
    /// A line's vertical metrics: the system font's, or the primary font's own.
    public let lineMetrics: LineMetrics
    private var widths: [WidthKey: Double] = [:]
    private var wrapped: [WrapKey: [String]] = [:]

    /// Entries each cache holds before it starts afresh: a script measuring a million
    /// strings stays within a few megabytes.
    public static let maxCacheEntries = 10_000

    /// Measures with these fonts, the first primary, and lines of `lineMetrics` (the
    /// primary font's own when nil; San Francisco's with no font at all).
    public init(fonts: [FontFace], lineMetrics: LineMetrics? = nil) {
        self.fonts = fonts
        self.lineMetrics = lineMetrics ?? fonts.first.map(LineMetrics.init(font:)) ?? .sanFrancisco
    }

    /// The places `system()` looks for fonts, in order: `TETHER_FONT` first when set, then
    /// Debian's Inter (fonts-inter) and DejaVu Sans (fonts-dejavu-core).
    public static let primaryFontPaths = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/truetype/inter/Inter-Regular.ttf",
    ]
    /// Fonts tried for scripts the primary font lacks (Hebrew, Arabic): DejaVu Sans.
    public static let fallbackFontPaths = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]

    /// The measurer of this machine's fonts: `fontPath` if given (with its own line metrics),
    /// else the first of ``primaryFontPaths`` that exists, standing in for the system font
    /// (with San Francisco's line metrics); then the fallbacks that exist.
    /// - Throws: ``TextError/noFont(searched:)`` when no font is found, or
    ///   ``TextError/unreadableFont(_:)`` for a `fontPath` that is no font.
    public static func system(fontPath: String? = nil) throws(TextError) -> TextMeasurer {
        if let fontPath {
            return TextMeasurer(fonts: [try FontFace(path: fontPath)] + installedFonts.dropFirst(installedPrimary ? 1 : 0))
        }
        guard !installedFonts.isEmpty else { throw .noFont(searched: primaryFontPaths + fallbackFontPaths) }
        return TextMeasurer(fonts: installedFonts, lineMetrics: .sanFrancisco)
    }

    /// The measurer of this machine's fonts, or of the simple metric when there are none.
    public static func systemOrSimple(fontPath: String? = nil) throws(TextError) -> TextMeasurer {
        do {
            return try system(fontPath: fontPath)
        } catch .noFont {
            return TextMeasurer(fonts: [])
        }
    }

    /// The fonts found at the default places, read once per process (a font is immutable
    /// and HarfBuzz shapes with it from any thread).
    private static let installedFonts: [FontFace] = {
        let primary = primaryFontPaths.lazy.compactMap { try? FontFace(path: $0) }.first
        return (primary.map { [$0] } ?? []) + fallbackFontPaths.compactMap { try? FontFace(path: $0) }
    }()
    private static let installedPrimary = primaryFontPaths.contains { path in installedFonts.first?.path == path }

    // MARK: Metrics

    /// The height of a line: ascender − descender + line gap, scaled (UIFont's
    /// `lineHeight`: 20.287 at 17 points in the system font).
    public func lineHeight(size: Double) -> Double {
        lineMetrics.lineHeight * size
    }

    /// The first baseline's distance below the top of a line: the gap's half, then the
    /// ascender (UIKit puts the line gap above and below equally; 16.187 at 17 points in the
    /// system font).
    public func ascent(size: Double) -> Double {
        (lineMetrics.lineGap / 2 + lineMetrics.ascender) * size
    }

    /// The advance width of a line of text at a point size: shaped run by run, each run in
    /// the first font that has its characters.
    public func width(of text: String, size: Double) -> Double {
        let key = WidthKey(text: text, size: size)
        if let known = widths[key] { return known }
        var total = fonts.isEmpty ? 0.55 * size * Double(text.count) : 0
        for (run, font) in runs(of: Substring(text)) {
            total += font.shapedAdvance(of: run) * size / font.unitsPerEm
        }
        if widths.count >= Self.maxCacheEntries { widths.removeAll(keepingCapacity: true) }
        widths[key] = total
        return total
    }

    /// Splits text into runs of one font each: a character goes to the first font that has
    /// it; spaces, marks and characters no font has stay with the run they are in.
    func runs(of text: Substring) -> [(Substring, FontFace)] {
        guard let primary = fonts.first else { return [] }
        var result: [(Substring, FontFace)] = []
        var start = text.startIndex
        var current: FontFace?
        for index in text.indices {
            let character = text[index]
            guard let scalar = character.unicodeScalars.first else { continue }
            let neutral = character.isWhitespace || scalar.properties.generalCategory == .nonspacingMark
            let chosen = neutral ? nil : fonts.first { $0.covers(scalar) } ?? current ?? primary
            guard let chosen else { continue }
            if let current, chosen !== current {
                result.append((text[start..<index], current))
                start = index
            }
            current = chosen
        }
        if start < text.endIndex { result.append((text[start...], current ?? primary)) }
        return result
    }

    // MARK: Wrapping

    /// The lines UILabel shows for the text in a width: word wrapping (`byWordWrapping`) at
    /// spaces and after hyphens, anywhere between CJK characters, a word wider than the line
    /// broken between characters, `\n` starting a new line; with `maxLines` > 0, the last
    /// line that fits ends in "…" when text is left over (`byTruncatingTail` on the last
    /// line, as a label with `numberOfLines` set does).
    public func lines(of text: String, size: Double, width: Double, maxLines: Int = 0) -> [String] {
        let key = WrapKey(text: text, size: size, width: width, maxLines: maxLines)
        if let known = wrapped[key] { return known }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(paragraph, size: size, width: max(0, width))
        }
        if maxLines > 0, lines.count > maxLines {
            let kept = Array(lines.prefix(maxLines - 1))
            lines = kept + [truncated(remainder(of: text, after: kept), size: size, width: width)]
        }
        if wrapped.count >= Self.maxCacheEntries { wrapped.removeAll(keepingCapacity: true) }
        wrapped[key] = lines
        return lines
    }

    /// The size UILabel asks for: the widest line and the lines' height, for the text wrapped
    /// in `width` (unbounded for one line).
    public func size(of text: String, size: Double, width: Double, maxLines: Int) -> (width: Double, height: Double) {
        let shown = maxLines == 1 ? [text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).joined(separator: " ")]
            : lines(of: text, size: size, width: width, maxLines: maxLines)
        let widest = shown.map { self.width(of: $0, size: size) }.max() ?? 0
        return (widest, Double(max(1, shown.count)) * lineHeight(size: size))
    }

    private func wrap(_ paragraph: Substring, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for unit in breakUnits(paragraph) {
            let candidate = line + unit
            if line.isEmpty || fits(candidate, size: size, width: width) {
                line = candidate
                continue
            }
            lines.append(trimmedTrailing(line))
            line = unit.drop { $0 == " " }.description
        }
        lines.append(trimmedTrailing(line))
        // A unit wider than the line is broken between characters.
        return lines.flatMap { fits($0, size: size, width: width) ? [$0] : brokenByCharacter($0, size: size, width: width) }
    }

    /// Where a line may break: after a run of spaces, after a hyphen, and on both sides of
    /// each CJK character (UAX #14's ideographs, simplified).
    private func breakUnits(_ text: Substring) -> [String] {
        var units: [String] = []
        var current = ""
        var afterSpace = false
        for character in text {
            let cjk = character.unicodeScalars.first.map(Self.isCJK) ?? false
            if cjk {
                if !current.isEmpty { units.append(current) }
                units.append(String(character))
                current = ""
                afterSpace = false
                continue
            }
            if character == " " {
                current.append(character)
                afterSpace = true
                continue
            }
            if afterSpace {
                units.append(current)
                current = ""
                afterSpace = false
            }
            current.append(character)
            if character == "-" {
                units.append(current)
                current = ""
            }
        }
        if !current.isEmpty { units.append(current) }
        return units
    }

    private func brokenByCharacter(_ text: String, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for character in text {
            let candidate = line + String(character)
            if line.isEmpty || fits(candidate, size: size, width: width) {
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
            rest = rest.drop { $0 == " " || $0 == "\n" }.dropFirst(line.count)
        }
        return String(rest.drop { $0 == " " || $0 == "\n" }).replacingNewlinesWithSpaces
    }

    private func truncated(_ text: String, size: Double, width: Double) -> String {
        var kept = Array(text)
        while !kept.isEmpty, !fits(String(kept).trimmingTrailingSpaces + "…", size: size, width: width) {
            kept.removeLast()
        }
        return String(kept).trimmingTrailingSpaces + "…"
    }

    private func fits(_ text: String, size: Double, width: Double) -> Bool {
        self.width(of: trimmedTrailing(text), size: size) <= width + 1e-9
    }

    private func trimmedTrailing(_ text: String) -> String { text.trimmingTrailingSpaces }

    /// Han, Hiragana, Katakana, Hangul and CJK punctuation: lines break between any two.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF: true
        default: false
        }
    }

    private struct WidthKey: Hashable {
        var text: String
        var size: Double
    }

    private struct WrapKey: Hashable {
        var text: String
        var size: Double
        var width: Double
        var maxLines: Int
    }
}

extension String {
    var replacingNewlinesWithSpaces: String { String(map { $0 == "\n" ? " " : $0 }) }

    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// A font's vertical metrics in ems (hhea's ascender, descender and line gap over its units
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

    /// A font's own metrics.
    public init(font: FontFace) {
        self.init(ascender: font.ascender / font.unitsPerEm, descender: font.descender / font.unitsPerEm,
                  lineGap: font.lineGap / font.unitsPerEm)
    }

    /// The system font's: San Francisco's hhea ascender 1950 and descender −494 at 2048 units
    /// per em, line gap 0 (the SF Pro font files of Apple's design resources), so that
    /// `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287 — the 20.5-point label on a 2x
    /// screen and 20.333 on a 3x one that Interface Builder stores.
    public static let sanFrancisco = LineMetrics(ascender: 1950 / 2048, descender: -494 / 2048, lineGap: 0)
}
