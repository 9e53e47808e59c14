import AutoLayout

/// The reader's preferred text size (`UIContentSizeCategory`): seven standard sizes and five
/// accessibility ones, `large` by default.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The category named `name` (`xSmall` … `xxxLarge`, `AX1` … `AX5`), in any case.
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = found
    }

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibility: Bool { self >= .ax1 }

    /// Smaller categories first, `xSmall` to `AX5`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// A Dynamic Type text style (`UIFont.TextStyle`): a point size and a leading for each
/// content size category.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style named `name` (`body`, `largeTitle`, …; `title` and `caption` for `title1` and
    /// `caption1`, `subhead` for `subheadline`, as SwiftUI and Interface Builder say them), in
    /// any case; or Interface Builder's `UICTFontTextStyleBody`, where `Title0` is the large
    /// title.
    public init?(name: String) {
        var key = name.lowercased()
        if key.hasPrefix("uictfonttextstyle") { key.removeFirst("uictfonttextstyle".count) }
        guard let found = Self.named[key] else { return nil }
        self = found
    }

    /// Every style by its name and its aliases, lowercased, built once (an imported document
    /// names a style for each of its labels and buttons).
    private static let named = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })
        .merging(["title0": .largeTitle, "title": .title1, "caption": .caption1, "subhead": .subheadline]) { $1 }

    /// The style's weight: Headline is semibold, every other style regular (Apple's Human
    /// Interface Guidelines, Typography, "Specifications: iOS, iPadOS Dynamic Type sizes").
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size and the leading (the distance from one line's baseline to the next's)
    /// at `category`: Apple's Human Interface Guidelines, Typography, "Specifications: iOS,
    /// iPadOS Dynamic Type sizes" (one table per category, each style's size / leading in
    /// points). Headline is the body's size in semibold.
    public func metrics(at category: ContentSizeCategory) -> (size: Double, leading: Double) {
        let row = Self.table[category.index]
        let pair = row[Self.allCases.firstIndex(of: self) ?? 0]
        return (pair.0, pair.1)
    }

    /// The point size, leading and weight of the style on macOS, which has one size per
    /// style (no Dynamic Type): Apple's Human Interface Guidelines, Typography,
    /// "Specifications: macOS built-in text styles" — Large Title 26 / 32, Title 1 22 / 26,
    /// Title 2 17 / 22, Title 3 15 / 20, Headline 13 / 16 bold, Body 13 / 16, Callout 12 / 15,
    /// Subheadline 11 / 14, Footnote, Caption 1 and Caption 2 10 / 13, Caption 2 medium.
    public var macOSMetrics: (size: Double, leading: Double, weight: FontWeight) {
        switch self {
        case .largeTitle: (26, 32, .regular)
        case .title1: (22, 26, .regular)
        case .title2: (17, 22, .regular)
        case .title3: (15, 20, .regular)
        case .headline: (13, 16, .bold)
        case .body: (13, 16, .regular)
        case .callout: (12, 15, .regular)
        case .subheadline: (11, 14, .regular)
        case .footnote, .caption1: (10, 13, .regular)
        case .caption2: (10, 13, .medium)
        }
    }

    // The HIG's tables, one row per category (xSmall … AX5), the styles in the order of
    // `allCases` (largeTitle, title1, title2, title3, headline, body, callout, subheadline,
    // footnote, caption1, caption2), each (size, leading).
    private static let table: [[(Double, Double)]] = [
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 26), (19, 24), (18, 23), (17, 22)],
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        [(56, 66), (53, 63), (50, 60), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        [(60, 70), (58, 69), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}

extension ContentSizeCategory {
    /// The category's place from `xSmall` (0) to `AX5` (11).
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}
