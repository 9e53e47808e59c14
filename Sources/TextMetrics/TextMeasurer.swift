import AutoLayout

/// Measures and wraps text as UILabel does, with real fonts shaped by HarfBuzz: a primary
/// font (Inter, whose advance widths are close to the system font's; where it stands in for
/// the regular system font below 20 points, San Francisco's fitted advances replace its
/// own, `fittedSystemAdvances`) and fallbacks for the scripts it lacks (DejaVu Sans for
/// Hebrew and Arabic), the way iOS cascades fonts. Lines
/// are as tall as the system font's (`LineMetrics.sanFrancisco`) unless a host measures
/// with a font of its own. Widths are cached per (text, size) and wrapped lines per (text,
/// size, width, lines). Without any font it measures as `SimpleTextMeasurer`. One measurer
/// serves one thread (its caches are not shared).
public final class TextMeasurer: TextMeasuring {
    /// The fonts in cascade order.
    public let fonts: [FontFace]
    /// A line's vertical metrics: the system font's, or the primary font's own.
    public let lineMetrics: LineMetrics
    /// Whether the primary font stands in for the system font, whose text UIKit sets with San
    /// Francisco's tracking (``systemTracking(size:)``): its runs get it too.
    public let tracksAsSystemFont: Bool
    private var widths: [WidthKey: Double] = [:]
    private var wrapped: [WrapKey: [String]] = [:]
    /// The weight of the primary font where it stands in for the system font (its Inter
    /// file's: ``measurer(for:)`` gives the others).
    public let weight: FontWeight
    private var weighted: [FontWeight: TextMeasurer] = [:]

    /// Entries each cache holds before it starts afresh: a script measuring a million
    /// strings stays within a few megabytes.
    public static let maxCacheEntries = 10_000

    /// Measures with these fonts, the first primary, and lines of `lineMetrics` (the
    /// primary font's own when nil; San Francisco's with no font at all); with
    /// `tracksAsSystemFont`, the primary font's runs take the system font's tracking.
    public convenience init(fonts: [FontFace], lineMetrics: LineMetrics? = nil, tracksAsSystemFont: Bool = false) {
        self.init(fonts: fonts, lineMetrics: lineMetrics, tracksAsSystemFont: tracksAsSystemFont, weight: .regular)
    }

    private init(fonts: [FontFace], lineMetrics: LineMetrics?, tracksAsSystemFont: Bool, weight: FontWeight) {
        self.weight = weight
        self.fonts = fonts
        self.lineMetrics = lineMetrics ?? fonts.first.map(LineMetrics.init(font:)) ?? .sanFrancisco
        self.tracksAsSystemFont = tracksAsSystemFont
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
    /// (with San Francisco's line metrics and tracking); then the fallbacks that exist.
    /// - Throws: ``TextError/noFont(searched:)`` when no font is found, or
    ///   ``TextError/unreadableFont(_:)`` for a `fontPath` that is no font.
    public static func system(fontPath: String? = nil) throws(TextError) -> TextMeasurer {
        if let fontPath {
            return TextMeasurer(fonts: [try FontFace(path: fontPath)] + installedFonts.dropFirst(installedPrimary ? 1 : 0))
        }
        guard !installedFonts.isEmpty else { throw .noFont(searched: primaryFontPaths + fallbackFontPaths) }
        return TextMeasurer(fonts: installedFonts, lineMetrics: .sanFrancisco, tracksAsSystemFont: installedPrimary)
    }

    /// What Tether measures text with: this machine's fonts (``system(fontPath:)``), with
    /// `fontPath`'s first when it is given and can be read, else the installed ones; with no
    /// font at all, `SimpleTextMeasurer`'s estimate. Every front end (the CLI, the REPL, the
    /// preview, the language server, the C API) and the Interface Builder importer measure
    /// with it.
    public static func systemOrSimple(fontPath: String? = nil) -> any TextMeasuring {
        if let fontPath, let measurer = try? system(fontPath: fontPath) { return measurer }
        return (try? system()) ?? SimpleTextMeasurer()
    }

    /// The fonts found at the default places, read once per process (a font is immutable
    /// and HarfBuzz shapes with it from any thread).
    private static let installedFonts: [FontFace] = {
        let primary = primaryFontPaths.lazy.compactMap { try? FontFace(path: $0) }.first
        return (primary.map { [$0] } ?? []) + fallbackFontPaths.compactMap { try? FontFace(path: $0) }
    }()
    private static let installedPrimary = primaryFontPaths.contains { path in installedFonts.first?.path == path }

    // MARK: Weights

    /// How much wider San Francisco's text design (below 20 points) sets a weight than
    /// Inter's file of that weight, where the corpus shows it: the median over every
    /// one-line system-font label below 20 points that Interface Builder sized to its text
    /// (stored width within 8 % of Inter's measure), over the same median for regular text
    /// (1.0027: the stored width's rounding up to the pixel, Inter's regular being San
    /// Francisco's). Found on the corpus's half-0 — semibold 1.0125 (16 labels, 8
    /// documents), bold 1.0244 (21 labels, 4 documents) — and seen on half-1 — 1.0162 (18,
    /// 7) and 1.0230 (8, 2) over regular's 1.0039. Medium (4 labels) and the light weights
    /// (2) are too few to tell, and stay as Inter sets them.
    static let textDesignScales: [FontWeight: Double] = [.semibold: 1.010, .bold: 1.022]

    /// How much narrower San Francisco's display design (from 20 points) sets text than
    /// Inter, in every weight: the median over every one-line label of the regular system
    /// font from 20 points in the IB corpus that Interface Builder sized to its text (stored
    /// width within 20 % of Inter's measure, four characters or more), over the same median
    /// for text below 20 points (1.0027, the stored width's rounding up to the pixel). Found
    /// on the corpus's half-0 — 0.926, 11 labels of 24 to 36 points in 6 documents, the
    /// quartiles 0.902 and 0.968 — and seen on half-1, whose one such label (b-32's 24-point
    /// "Basic Recipe Screen") gives 0.913. Apple publishes SF Pro Display's tracking, not its
    /// widths beside another font's.
    static let displayDesignScale = 0.924

    /// The scale this measurer's primary font takes from 20 points (``displayDesignScale``
    /// where it stands in for the system font).
    private var displayDesignScale: Double { tracksAsSystemFont ? Self.displayDesignScale : 1 }

    /// The scale this measurer's primary font takes below 20 points (``textDesignScales``).
    private var textDesignScale: Double { tracksAsSystemFont ? Self.textDesignScales[weight] ?? 1 : 1 }

    /// Inter's style names by weight on the 100…900 scale (Thin is 100, ExtraLight 200,
    /// ExtraBold 800: `FontWeight.numericWeight`'s scale, so UIKit's `ultraLight` is Inter's
    /// Thin and `heavy` its ExtraBold).
    static let interStyles = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                              600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]

    /// The measurer of `weight`: where Inter stands in for the system font, the same
    /// measurer with Inter's file of that weight (fonts-inter ships all nine beside
    /// Inter-Regular) as its primary font, with San Francisco's line metrics and tracking
    /// (SF Pro's hhea metrics and Apple's tracking table are the same in every weight); this
    /// measurer for its own weight, where the weight's file is missing, and for a font of the
    /// host's own (`TETHER_FONT`), whose other weights it cannot know. One per weight, kept.
    public func measurer(for weight: FontWeight) -> any TextMeasuring {
        guard weight != self.weight, tracksAsSystemFont, let primary = fonts.first,
              let own = Self.interStyles[self.weight.numericWeight],
              let style = Self.interStyles[weight.numericWeight] else { return self }
        if let known = weighted[weight] { return known }
        let path = primary.path.replacing("Inter-\(own).", with: "Inter-\(style).")
        guard path != primary.path, let face = try? FontFace(path: path) else { return self }
        let measurer = TextMeasurer(fonts: [face] + fonts.dropFirst(), lineMetrics: lineMetrics, tracksAsSystemFont: true,
                                    weight: weight)
        weighted[weight] = measurer
        return measurer
    }

    // MARK: Metrics

    /// The advance width of a line of text at a point size: shaped run by run, each run in
    /// the first font that has its characters, and each character of the primary font's runs
    /// tracked as the system font's when it stands in for it — and, below 20 points, set in
    /// San Francisco's fitted advance where the weight's table has the character (the run's
    /// shaped width plus the size times the table's advance less the primary font's own, so
    /// Inter's kerning stays).
    public func width(of text: String, size: Double) -> Double {
        let key = WidthKey(text: text, size: size)
        if let known = widths[key] { return known }
        var total = fonts.isEmpty ? SimpleTextMeasurer(lineMetrics: lineMetrics).width(of: text, size: size) : 0
        let tracking = tracking(size: size)
        let scale = size < 20 ? textDesignScale : displayDesignScale
        for (run, font) in runs(of: Substring(text)) {
            var advance = font.shapedAdvance(of: run) * size / font.unitsPerEm
            if font === fonts.first, size < 20, tracksAsSystemFont, let fitted = Self.fittedSystemAdvances[weight] {
                advance += size * run.reduce(0) { sum, character in
                    guard let em = fitted[character] else { return sum }
                    return sum + em - ownAdvance(of: character, in: font)
                }
            }
            total += font === fonts.first ? advance * scale + tracking * Double(run.count) : advance
        }
        if widths.count >= Self.maxCacheEntries { widths.removeAll(keepingCapacity: true) }
        widths[key] = total
        return total
    }

    /// The primary font's own advances, in ems, of the characters ``fittedSystemAdvances``
    /// replaced, kept.
    private var ownAdvances: [Character: Double] = [:]

    /// The primary font's own advance of one character, in ems.
    private func ownAdvance(of character: Character, in font: FontFace) -> Double {
        if let known = ownAdvances[character] { return known }
        let em = font.shapedAdvance(of: Substring(String(character))) / font.unitsPerEm
        ownAdvances[character] = em
        return em
    }

    /// The points this measurer adds after each character of the primary font at a point
    /// size: San Francisco's tracking (``systemTracking(size:)``) where the primary font stands
    /// in for the system font, else none. A picture sets its text with it, as the widths were.
    public func tracking(size: Double) -> Double {
        tracksAsSystemFont ? Self.systemTracking(size: size) : 0
    }

    /// San Francisco's tracking in its text sizes, in thousandths of an em by point size (Apple's
    /// Human Interface Guidelines, Typography, "Tracking values" for SF Pro): UIKit sets the
    /// system font with it, widening small text and tightening body text (−26 at 17 points:
    /// −0.442 points a character). From 20 points San Francisco draws its display design, whose
    /// widths Inter does not follow, so larger text is left as Inter sets it. The Guidelines'
    /// table for SF Pro on macOS is this one at every size from 6 to 19 points (+12 at 10, +6
    /// at 11, −6 at 13), so AppKit documents' text takes it too.
    static let systemTrackingTable: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]
    static let systemTrackingSizes = 6.0...19.0

    /// The points San Francisco's tracking adds to each character at a point size (negative:
    /// tighter), between the table's sizes in proportion; none from 20 points on, and below 6
    /// points the 6-point value.
    public static func systemTracking(size: Double) -> Double {
        guard size < 20 else { return 0 }
        let position = min(max(size, systemTrackingSizes.lowerBound), systemTrackingSizes.upperBound) - systemTrackingSizes.lowerBound
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, systemTrackingTable.count - 1)
        let fraction = position - Double(lower)
        let thousandths = systemTrackingTable[lower] + (systemTrackingTable[upper] - systemTrackingTable[lower]) * fraction
        return thousandths / 1000 * size
    }

    /// Whether one of the measurer's fonts has a glyph for each character of `text` but
    /// spaces and nonspacing marks (which ``runs(of:)`` leaves with the run they are in);
    /// true without font files.
    public func hasGlyphs(for text: String) -> Bool {
        guard !fonts.isEmpty else { return true }
        return text.allSatisfy { character in
            guard let scalar = character.unicodeScalars.first,
                  !character.isWhitespace, scalar.properties.generalCategory != .nonspacingMark else { return true }
            return fonts.contains { $0.covers(scalar) }
        }
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

    /// The lines UILabel shows for the text in a width (`TextMeasuring`'s
    /// `wrappedLines(of:size:width:maxLines:)` with this measurer's widths), cached.
    public func lines(of text: String, size: Double, width: Double, maxLines: Int = 0) -> [String] {
        let key = WrapKey(text: text, size: size, width: width, maxLines: maxLines)
        if let known = wrapped[key] { return known }
        let lines = wrappedLines(of: text, size: size, width: width, maxLines: maxLines)
        if wrapped.count >= Self.maxCacheEntries { wrapped.removeAll(keepingCapacity: true) }
        wrapped[key] = lines
        return lines
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

extension LineMetrics {
    /// A font's own metrics.
    public init(font: FontFace) {
        self.init(ascender: font.ascender / font.unitsPerEm, descender: font.descender / font.unitsPerEm,
                  lineGap: font.lineGap / font.unitsPerEm)
    }
}
