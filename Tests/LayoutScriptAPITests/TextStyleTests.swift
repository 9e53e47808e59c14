import LayoutScript
import Testing
import TextMetrics

/// Dynamic Type: the text styles' sizes and leadings at each content size category, from
/// Apple's Human Interface Guidelines, Typography, "Specifications: iOS, iPadOS Dynamic Type
/// sizes" (a table per category, each style's size / leading in points).
@Suite struct TextStyleTests {
    /// Rows of the HIG's tables, as printed there.
    @Test func figuresAreTheGuidelines() {
        #expect(TextStyle.body.metrics(at: .large) == (17, 22))
        #expect(TextStyle.largeTitle.metrics(at: .large) == (34, 41))
        #expect(TextStyle.caption2.metrics(at: .large) == (11, 13))
        #expect(TextStyle.footnote.metrics(at: .large) == (13, 18))
        #expect(TextStyle.body.metrics(at: .xSmall) == (14, 19))
        #expect(TextStyle.body.metrics(at: .xxxLarge) == (23, 29))
        #expect(TextStyle.body.metrics(at: .ax1) == (28, 34))
        #expect(TextStyle.body.metrics(at: .ax5) == (53, 62))
        #expect(TextStyle.largeTitle.metrics(at: .ax5) == (60, 70))
        #expect(TextStyle.caption2.metrics(at: .ax5) == (40, 48))
        // Headline is the body's size (semibold): equal in every category.
        #expect(ContentSizeCategory.allCases.allSatisfy { TextStyle.headline.metrics(at: $0) == TextStyle.body.metrics(at: $0) })
        // Every style grows (or stays) from one category to the next.
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.metrics(at: $0).size }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    /// Names as scripts, SwiftUI and Interface Builder write them.
    @Test func names() {
        #expect(TextStyle(name: "body") == .body)
        #expect(TextStyle(name: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle(name: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(TextStyle(name: "caption") == .caption1)
        #expect(TextStyle(name: "bodyy") == nil)
        #expect(ContentSizeCategory(name: "ax3") == .ax3)
        #expect(ContentSizeCategory(name: "XXXLARGE") == .xxxLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.ax1.isAccessibility && !ContentSizeCategory.xxxLarge.isAccessibility)
    }

    /// A wrapping Body label follows the reader's text size: at AX3 (Body 40 / 48) in 358
    /// points its text takes more lines, each 48 below the last; at xSmall (14 / 19) fewer.
    /// The first line is San Francisco's 40 × 2,444 / 2,048 = 47.734 tall.
    @Test func labelsFollowTheTextSize() throws {
        func height(at category: ContentSizeCategory) throws -> Double {
            var options = Interpreter.Options(bundledModules: StandardLibrary.modules, textMeasurer: try TextMeasurer.system())
            options.contentSizeCategory = category
            let interpreter = Interpreter(options: options)
            interpreter.run(source: """
                import "std/controls" as ui
                root 390 x 844 scale 3
                view terms: ui.label("By continuing you accept the terms of service and the privacy policy of this app", "body", 0)
                pin terms.leading == root.leading + 16
                pin terms.trailing == root.trailing - 16
                pin terms.top == root.top + 100
                """, name: "terms.layout")
            #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
            return try #require(try interpreter.layout(width: 390, height: 844).frame(of: "terms")?.height)
        }
        let large = try height(at: .large)
        let ax3 = try height(at: .ax3)
        #expect(abs(large - 127.0 / 3) < 1e-9)  // 20.287 + 22, up to a third
        // AX3: some whole number of lines n ≥ 3, 47.734 + (n − 1) × 48 rounded up to a third.
        let lines = ((ax3 - 47.734) / 48).rounded() + 1
        #expect(lines >= 3)
        #expect(abs(ax3 - (((2444.0 * 40 / 2048 + (lines - 1) * 48) * 3 - 1e-9).rounded(.up) / 3)) < 1e-9)
        #expect(try height(at: .xSmall) < large)
    }
}
