import Testing
@testable import AutoLayout

/// Content hugging and compression resistance (Big Nerd Ranch chapter "Auto Layout: Programmatic Constraints", "Intrinsic Content Size"): the
/// value text field above the image view, stacked `V:|-20-[valueField]-8-[imageView]-8-|`
/// in a root 320 wide. The field's intrinsic height is 30 (hugging 250, compression 750,
/// UIKit's defaults); the image view shows a small image, intrinsic height 100.
@Suite struct IntrinsicSizeTests {
    func makeStack(imageHugging: LayoutPriority, imageCompression: LayoutPriority) throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "valueField")
        try engine.addView(named: "imageView")
        try engine.setIntrinsicContentSize(width: nil, height: 30, of: "valueField")
        try engine.setIntrinsicContentSize(width: nil, height: 100, of: "imageView")
        try engine.setContentHuggingPriority(imageHugging, for: .vertical, of: "imageView")
        try engine.setCompressionResistancePriority(imageCompression, for: .vertical, of: "imageView")
        let stack = "V:|-20-[valueField]-8-[imageView]-8-|"
        try engine.add(relate("valueField", .top, "root", .top, plus: 20, vfl: stack))
        try engine.add(relate("imageView", .top, "valueField", .bottom, plus: 8, vfl: stack))
        try engine.add(relate("root", .bottom, "imageView", .bottom, plus: 8, vfl: stack))
        for name in ["valueField", "imageView"] {
            try engine.add(relate(name, .leading, "root", .leading))
            try engine.add(relate(name, .trailing, "root", .trailing))
        }
        return engine
    }

    /// Before the chapter's fix, as in its XIB: the image view hugs at 251, the field at 250.
    /// Root height 480 leaves 480 − 20 − 8 − 8 = 444 for both, more than 30 + 100, so one
    /// must grow. Priorities are strict: the image view's `height <= 100 @251` wins, it
    /// stays 100 and the field grows to 344 — Figure 16.2's tall text field.
    @Test func imageHuggingAboveTheFieldStretchesTheField() throws {
        let result = try makeStack(imageHugging: 251, imageCompression: 750).layout(width: 320, height: 480)
        #expect(result.frame(of: "valueField") == rect(0, 20, 320, 344))
        #expect(result.frame(of: "imageView") == rect(0, 372, 320, 100))
        #expect(result.diagnostics.isEmpty)
    }

    /// After the fix (hugging 200, compression 700): the field's `height <= 30 @250` now
    /// wins, the field keeps 30 and the image view takes the rest: 444 − 30 = 414, at
    /// y = 20 + 30 + 8 = 58.
    @Test func chapterFixKeepsTheFieldAtItsIntrinsicHeight() throws {
        let result = try makeStack(imageHugging: 200, imageCompression: 700).layout(width: 320, height: 480)
        #expect(result.frame(of: "valueField") == rect(0, 20, 320, 30))
        #expect(result.frame(of: "imageView") == rect(0, 58, 320, 414))
    }

    /// Too little room: root height 100 leaves 64 for 30 + 100. Compression resistance
    /// decides: the field's `height >= 30 @750` beats the image view's `>= 100 @700`, so
    /// the field keeps 30 and the image view is squeezed to 34.
    @Test func compressionResistanceDecidesWhoShrinks() throws {
        let result = try makeStack(imageHugging: 200, imageCompression: 700).layout(width: 320, height: 100)
        #expect(result.frame(of: "valueField") == rect(0, 20, 320, 30))
        #expect(result.frame(of: "imageView") == rect(0, 58, 320, 34))
    }

    /// Changing the intrinsic size re-makes its two constraints: a 60-point field leaves
    /// 444 − 60 = 384 for the image view, at y = 20 + 60 + 8 = 88.
    @Test func changingTheIntrinsicSize() throws {
        let engine = try makeStack(imageHugging: 200, imageCompression: 700)
        _ = try engine.layout(width: 320, height: 480)
        try engine.setIntrinsicContentSize(width: nil, height: 60, of: "valueField")
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "valueField") == rect(0, 20, 320, 60))
        #expect(result.frame(of: "imageView") == rect(0, 88, 320, 384))
        let generated = engine.constraints.filter { $0.origin.isGenerated }.map(\.text)
        #expect(generated.contains("valueField.height <= 60 @250"))
        #expect(!generated.contains("valueField.height <= 30 @250"))
    }

    /// A label with only a position takes its intrinsic size: 120 × 21 at (20, 30), and it
    /// is not ambiguous.
    @Test func intrinsicSizeAloneDeterminesTheSize() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "nameLabel")
        try engine.setIntrinsicContentSize(width: 120, height: 21, of: "nameLabel")
        try engine.add(relate("nameLabel", .leading, "root", .leading, plus: 20))
        try engine.add(relate("nameLabel", .top, "root", .top, plus: 30))
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "nameLabel") == rect(20, 30, 120, 21))
        #expect(result.diagnostics.isEmpty)
    }

    /// Baselines: a label with its first baseline 17 below its top and its last 4 above its
    /// bottom; a field's first baseline is aligned to it. Label top 30, height 21: first
    /// baseline 47. The field (first baseline 20 below its top) gets top 47 − 20 = 27. A
    /// view without baselines uses its bottom: `plain.lastBaseline == label.lastBaseline`
    /// puts plain's bottom at 30 + 21 − 4 = 47, so with height 10 its top is 37.
    @Test func baselines() throws {
        let engine = LayoutEngine()
        for name in ["label", "field", "plain"] {
            try engine.addView(named: name)
            try engine.add(relate(name, .leading, "root", .leading))
            try engine.add(fix(name, .width, 100))
        }
        try engine.setIntrinsicContentSize(width: nil, height: 21, of: "label")
        try engine.setBaselines(firstFromTop: 17, lastFromBottom: 4, of: "label")
        try engine.setBaselines(firstFromTop: 20, lastFromBottom: nil, of: "field")
        try engine.add(relate("label", .top, "root", .top, plus: 30))
        try engine.add(fix("field", .height, 30))
        try engine.add(relate("field", .firstBaseline, "label", .firstBaseline))
        try engine.add(fix("plain", .height, 10))
        try engine.add(relate("plain", .lastBaseline, "label", .lastBaseline))
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "field")?.y == 27)
        #expect(result.frame(of: "plain")?.y == 37)
        // Moving the field's baseline re-makes the constraint: 47 − 25 = 22.
        try engine.setBaselines(firstFromTop: 25, lastFromBottom: nil, of: "field")
        #expect(try engine.layout(width: 320, height: 480).frame(of: "field")?.y == 22)
    }
}

/// A view's defaults are UIKit's: hugging 250 and compression resistance 750 on both axes,
/// no intrinsic size, no baselines, translation off.
@Suite struct ViewDefaultsTests {
    @Test func defaults() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "label")
        let view = try #require(engine.view(named: "label"))
        #expect(view.contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(view.intrinsicWidth == nil && view.intrinsicHeight == nil)
        #expect(view.firstBaselineOffset == nil && view.lastBaselineOffsetFromBottom == nil)
        #expect(!view.translatesAutoresizingMaskIntoConstraints && view.autoresizingMask == [])
        #expect(view.superview == engine.root)
        #expect(engine.view(engine.root)?.subviews == [try engine.viewID(named: "label")])
        try engine.setContentHuggingPriority(200, for: .vertical, of: "label")
        #expect(engine.view(named: "label")?.contentHuggingPriority(along: .vertical) == 200)
        #expect(engine.view(named: "label")?.contentHuggingPriority(along: .horizontal) == 250)
    }
}
