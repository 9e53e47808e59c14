// The font a view's text is set in, as Interface Builder stores it, and what measures it here:
// the system font's weights in Inter's matching files, other fonts in a metric-compatible
// stand-in where Debian has one.

import AutoLayout
import LayoutScript
import TextMetrics

/// The font of a view's text as the document names it: the system font in a weight, or a
/// font of its own by PostScript name (`HelveticaNeue-Bold`).
struct ImportedFont: Equatable {
    /// The weight: `UIFont.Weight`'s, or the one a named font's style suffix says.
    var weight: FontWeight
    /// The PostScript name of a font other than the system font; nil for the system font.
    var name: String?

    /// The system font in `weight`.
    static func system(_ weight: FontWeight) -> ImportedFont { ImportedFont(weight: weight, name: nil) }
}

/// A Debian font that measures as a font a document names: its file and what it stands in for.
struct StandInFont {
    /// The file (fonts-liberation, fonts-dejavu-core).
    var path: String
    /// The fonts it stands in for, as a note says them.
    var standsInFor: String
    /// The named font's own line metrics where they are published and differ from the
    /// stand-in's (Roboto Mono's taller lines over Liberation Mono's same widths); nil where
    /// the import does not know them, and a line's height is not taken from the stand-in.
    var lineMetrics: LineMetrics? = nil
}

extension ScriptWriter {
    /// The font of a view's text: its `<fontDescription>` (a button's, a label's, a text
    /// field's), else the first fragment's `NSFont` of its attributed text or title; the
    /// system font at regular weight without either.
    ///
    /// - `type="boldSystem"` is `UIFont.boldSystemFont(ofSize:)`, bold; `type="system"
    ///   weight="semibold"` is `systemFont(ofSize:weight:)` in that weight.
    /// - A text style is in its weight (`TextStyle.weight`: Headline is semibold).
    /// - `NSFont`'s `metaFont="systemBold"` / `"systemSemibold"` / `"systemMedium"` … are
    ///   the system font in those weights; `.AppleSystemUIFont` names it too.
    /// - Another name is that font, its weight read from its style suffix (`-Bold`,
    ///   `-DemiBold`, `-Medium`, `-Light` …).
    static func font(of node: XMLNode) -> ImportedFont {
        if let description = node.child("fontDescription") {
            if let style = description.attributes["style"].flatMap(TextStyle.init(name:)) { return .system(style.weight) }
            switch description.attributes["type"] {
            case "boldSystem": return .system(.bold)
            case "system": return .system(description.attributes["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular)
            case nil: return description.attributes["name"].map(namedFont) ?? .system(.regular)
            default: return .system(.regular)
            }
        }
        let attributed = node.child("attributedString", key: "attributedText")
            ?? normalState(of: node)?.child("attributedString", key: "attributedTitle")
        guard let font = attributed?.children("fragment").first?.child("attributes")?.child("font", key: "NSFont") else {
            return .system(.regular)
        }
        if let meta = font.attributes["metaFont"] {
            // `system`, `systemBold`, `systemSemibold`, …; `message` and `menu` are the system font.
            let suffix = meta.hasPrefix("system") ? String(meta.dropFirst("system".count)) : ""
            return .system(suffix.isEmpty ? .regular : FontWeight.allCases.first { $0.rawValue.lowercased() == suffix.lowercased() } ?? .regular)
        }
        return font.attributes["name"].map(namedFont) ?? .system(.regular)
    }

    /// The arguments `ui.label(text, size, lines, weight)` takes after the `given` ones to name
    /// its font's weight, where that is not the weight its size implies (regular, a text
    /// style's own): the size and line count it left out (one line), then the weight's name.
    static func labelWeightArguments(of node: XMLNode, after given: Int, size: Double) -> [String] {
        let weight = font(of: node).weight
        guard weight != (textStyle(node)?.weight ?? .regular) else { return [] }
        let missing = [ScriptText.number(size), "1"].suffix(max(0, 3 - given))
        return Array(missing) + [ScriptText.quoted(weight.rawValue)]
    }

    /// The point size of the first fragment of a view's attributed text or title, where it
    /// has no `<fontDescription>`; else nil. Its `NSFont`'s `size`; without one, a meta
    /// font's own (``metaFontSizes``: `metaFont="system"` is `NSFont.systemFontSize`, 13 —
    /// `NSFont.systemFont(ofSize: 0)` "returns the system font at the default size", Apple's
    /// NSFont reference; the corpus's 8 such labels, all in b-01, store 13 points' lines:
    /// 15.667 for one at 3x, where 12 points' is 14.333), else 12, `NSFont`'s default.
    static func attributedFontSize(of node: XMLNode) -> Double? {
        guard node.child("fontDescription") == nil else { return nil }
        let attributed = node.child("attributedString", key: "attributedText")
            ?? normalState(of: node)?.child("attributedString", key: "attributedTitle")
        guard let font = attributed?.children("fragment").first?.child("attributes")?.child("font", key: "NSFont") else {
            return nil
        }
        return font.number("size") ?? font.attributes["metaFont"].flatMap { metaFontSizes[$0] } ?? 12
    }

    /// `lineSpacing S`, `lineHeightMultiple M`, `minimumLineHeight H` and `maximumLineHeight H`
    /// for a wrapping label whose attributed text's first fragment has an `NSParagraphStyle`
    /// that sets them (grammar.md, Text): UILabel lays its lines out by that style, "the
    /// distance in points between the bottom of one line fragment and the top of the next",
    /// a factor of "the natural line height" held between the minimum and the maximum
    /// (Apple's NSParagraphStyle reference). A one-line label's height is its line's
    /// whatever its spacing, so it gets none.
    static func paragraphProperties(of node: XMLNode) -> [String] {
        guard node.name == "label", (node.number("numberOfLines") ?? 1) != 1,
              let style = node.child("attributedString", key: "attributedText")?.children("fragment").first?
                .child("attributes")?.child("paragraphStyle", key: "NSParagraphStyle") else { return [] }
        var properties: [String] = []
        if let spacing = style.number("lineSpacing"), spacing > 0 {
            properties.append("lineSpacing \(ScriptText.number(spacing))")
        }
        if let multiple = style.number("lineHeightMultiple"), multiple > 0, multiple != 1 {
            properties.append("lineHeightMultiple \(ScriptText.number(multiple))")
        }
        for name in ["minimumLineHeight", "maximumLineHeight"] {
            if let height = style.number(name), height > 0 { properties.append("\(name) \(ScriptText.number(height))") }
        }
        return properties
    }

    /// A font by PostScript name: the system font where it names it (`.AppleSystemUIFont`,
    /// `.SFUI-Semibold`), else that font in the weight its style suffix says.
    static func namedFont(_ name: String) -> ImportedFont {
        let weight = weight(fromStyleOf: name)
        if name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SFUI") || name.hasPrefix(".SFNS") {
            return .system(weight)
        }
        return ImportedFont(weight: weight, name: name)
    }

    /// The weight a font's PostScript name says after its family (`Avenir-Heavy`,
    /// `HelveticaNeue-Thin`, `AvenirNextCondensed-DemiBold`, `.AppleSystemUIFontBold`): the
    /// `UIFont.Weight` of the same name, `DemiBold` semibold, `ExtraBold` heavy, `UltraLight`
    /// and `ExtraLight` ultra light; regular for `-Regular`, `-Italic`, `-Roman` and none.
    static func weight(fromStyleOf name: String) -> FontWeight {
        let style = (name.split(separator: "-").dropFirst().last.map(String.init) ?? name).lowercased()
        let names: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return names.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// The Debian font that stands in for a font a document names, where one is metric-
    /// compatible with it: Liberation Sans for Helvetica, Helvetica Neue and Arial (the
    /// same advance widths as Arial, whose widths are Helvetica's), Liberation Mono for
    /// Courier and Courier New, Liberation Serif for Times and Times New Roman, DejaVu Sans
    /// Mono for Menlo (Menlo is drawn from DejaVu Sans Mono, with its advances), Liberation
    /// Mono for Roboto Mono (a monospaced font whose every glyph advances 1229 of 2048 units,
    /// 0.6 em, as Liberation Mono's do; its line metrics are its own, below); bold where the
    /// weight is semibold or heavier (each has a regular and a bold). Nil for others.
    static func standIn(for font: ImportedFont) -> StandInFont? {
        guard let name = font.name else { return nil }
        let family = name.split(separator: "-").first.map(String.init) ?? name
        let bold = font.weight.numericWeight >= FontWeight.semibold.numericWeight
        let liberation = "/usr/share/fonts/truetype/liberation/"
        switch family {
        case "Helvetica", "HelveticaNeue", "ArialMT", "Arial":
            return StandInFont(path: liberation + (bold ? "LiberationSans-Bold.ttf" : "LiberationSans-Regular.ttf"),
                               standsInFor: "Helvetica and Arial")
        case "Courier", "CourierNewPSMT", "CourierNewPS":
            return StandInFont(path: liberation + (bold ? "LiberationMono-Bold.ttf" : "LiberationMono-Regular.ttf"),
                               standsInFor: "Courier and Courier New",
                               lineMetrics: family == "Courier" ? nil : courierNewLineMetrics)
        case "Times", "TimesNewRomanPSMT", "TimesNewRomanPS", "TimesNewRoman":
            return StandInFont(path: liberation + (bold ? "LiberationSerif-Bold.ttf" : "LiberationSerif-Regular.ttf"),
                               standsInFor: "Times and Times New Roman")
        case "RobotoMono":
            return StandInFont(path: liberation + (bold ? "LiberationMono-Bold.ttf" : "LiberationMono-Regular.ttf"),
                               standsInFor: "Roboto Mono's widths", lineMetrics: robotoMonoLineMetrics)
        case "Menlo":
            return StandInFont(path: "/usr/share/fonts/truetype/dejavu/" + (bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf"),
                               standsInFor: "Menlo", lineMetrics: menloLineMetrics)
        default:
            return nil
        }
    }

    /// Roboto Mono's line metrics, from its font file (Google's Roboto Mono, Apache
    /// License 2.0, the variable `RobotoMono[wght].ttf`): hhea ascender 2146, descender
    /// −555, line gap 0 at 2048 units per em, a line of 1.3188 em — 22.42 at 17 points, as
    /// the corpus's Roboto Mono views store it (c-16's buttons 35 tall, its line and
    /// UIButton's 6 above and below rounded up; its borderless fields 23; its 10-point
    /// labels 13.33 on a 3x canvas).
    static let robotoMonoLineMetrics = LineMetrics(ascender: 2146 / 2048, descender: -555 / 2048, lineGap: 0)

    /// Courier New's line metrics: hhea ascender 1705, descender −615, line gap 0 at 2048
    /// units per em, a line of 1.1328 em, as Liberation Mono's file on this machine has them
    /// (Liberation Mono copies Courier New's metrics so that a document keeps its lines); the
    /// corpus's one-line Courier New labels whose height no constraint sets store it rounded
    /// up to the pixel (9 of 14; the other 5 are stretched by their constraints).
    static let courierNewLineMetrics = LineMetrics(ascender: 1705 / 2048, descender: -615 / 2048, lineGap: 0)

    /// Menlo's line metrics: hhea ascender 1901, descender −483, line gap 0 at 2048 units per
    /// em, a line of 1.1641 em, Bitstream Vera Sans Mono's, which Menlo and DejaVu Sans Mono
    /// (its stand-in, whose file on this machine has them) both keep: a 14-point line of
    /// 16.297, 16.333 on a 3x canvas (outside the corpus, Blockstream Green's address label),
    /// and a borderless field's 17 + 1 (iSH's two 14-point fields, 18 tall).
    static let menloLineMetrics = LineMetrics(ascender: 1901 / 2048, descender: -483 / 2048, lineGap: 0)

    /// The line heights in ems (`UIFont.lineHeight` over the point size) of fonts that ship
    /// with iOS, that no stand-in's file gives and whose lines are not San Francisco's, by
    /// the PostScript name's family. Apple publishes none of them; each is the statistic of
    /// the corpus's one-line labels in the family whose height no constraint sets, which IB
    /// stores at the font's line rounded up to the pixel: Avenir 1.366 (6 of 8 labels, b-34
    /// and n-04, the other 2 stretched), Avenir Next 1.366 (4 of 7, a-04, b-21 and c-40).
    /// Helvetica Neue's line (1.193) is San Francisco's within a thousandth, and stays the
    /// system font's.
    static let namedFontLineHeights: [String: Double] = ["Avenir": 1.366, "AvenirNext": 1.366]

    /// What measures a view's text: the stand-in of the font it names where one is
    /// installed, else Inter in the font's weight (the system font's stand-in).
    func textMeasurer(for node: XMLNode) -> any TextMeasuring {
        let font = Self.font(of: node)
        if let standIn = Self.standIn(for: font), let face = Self.standInFaces[standIn.path] {
            return TextMeasurer(fonts: [face], lineMetrics: standIn.lineMetrics)
        }
        return measurer.measurer(for: font.weight)
    }

    /// A line's height in ems of a view's text, where the import knows it: San Francisco's
    /// for the system font, a named font's published metrics where its stand-in carries
    /// them (``StandInFont/lineMetrics``), else the corpus's line of one of Apple's fonts
    /// (``namedFontLineHeights``); nil for another font.
    static func lineHeight(of node: XMLNode) -> Double? {
        if usesSystemFont(node) { return systemLineHeight }
        let font = font(of: node)
        if let line = standIn(for: font)?.lineMetrics?.lineHeight { return line }
        let family = font.name.flatMap { $0.split(separator: "-").first.map(String.init) }
        return family.flatMap { namedFontLineHeights[$0] }
    }

    /// `measuredLineHeight H` for a wrapping label in a font of its own whose line the import
    /// knows (``lineHeight(of:)``) and a script's text does not: the script measures text in
    /// the system font's stand-in, whose line is San Francisco's, where Avenir's is 15 %
    /// taller (b-34's Avenir labels, 38.333 tall for one 28-point line, not 33.667). A
    /// one-line label's height is its `intrinsic` (``controlSize(of:)``) instead.
    static func measuredLineHeight(of node: XMLNode) -> String? {
        guard node.name == "label", (node.number("numberOfLines") ?? 1) != 1, !usesSystemFont(node),
              !labelText(node).isEmpty, let line = lineHeight(of: node) else { return nil }
        // To a ten-thousandth of a point, where the product has binary noise (38.248000000000005).
        let height = ((fontSize(node, at: .large) ?? 17) * line * 10_000).rounded() / 10_000
        return "measuredLineHeight \(ScriptText.number(height))  # a line of \(font(of: node).name ?? "its font")"
    }

    /// The stand-in fonts installed on this machine by path, read once per process (a font
    /// is immutable; HarfBuzz shapes with it from any thread).
    static let standInFaces: [String: FontFace] = {
        let families = ["Helvetica", "Courier", "Times", "Menlo", "RobotoMono"]
        let paths = families.flatMap { family in
            [FontWeight.regular, .bold].compactMap { standIn(for: ImportedFont(weight: $0, name: family))?.path }
        }
        return Dictionary(paths.compactMap { path in (try? FontFace(path: path)).map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
    }()

    /// A comment for a view whose text is in a font of its own: what measured it (its
    /// stand-in, or Inter in its weight where Debian has none); nil for the system font.
    func fontNote(of node: XMLNode) -> String? {
        let font = Self.font(of: node)
        guard let name = font.name else { return nil }
        if let standIn = Self.standIn(for: font), Self.standInFaces[standIn.path] != nil {
            let file = standIn.path.split(separator: "/").last.map(String.init) ?? standIn.path
            return "# font \(name): measured in \(file), metric-compatible with \(standIn.standsInFor)"
        }
        return "# font \(name): not on this machine, measured as the system font (Inter) \(font.weight.rawValue)"
    }
}
