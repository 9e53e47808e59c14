import Testing
@testable import AutoLayout

/// Autoresizing-mask translation (Big Nerd Ranch chapter "Auto Layout: Programmatic Constraints", "NSAutoresizingMaskLayoutConstraint"): a frame
/// (x, w) in a superview of width W; the parts (x, w, W − x − w) share a change ΔW of the
/// superview's width — one flexible part takes it all, several take it in proportion to
/// their lengths, none flexible keeps the frame.
@Suite struct AutoresizingMaskTests {
    /// UIKit prints (left margin, width, right margin) then (top, height, bottom).
    @Test func maskDescription() {
        #expect(AutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin]).description == "h=--& v=--&")
        #expect(AutoresizingMask([]).description == "h=--- v=---")
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleHeight]).description == "h=&&- v=-&-")
    }

    /// left = x + s₁·ΔW, width = w + s₂·ΔW, for x = 20, w = 280 in W = 320.
    @Test func sharesOfTheChange() {
        func translate(_ flexible: (Bool, Bool, Bool)) -> AutoresizingTranslation {
            AutoresizingTranslation(
                origin: 20, size: 280, container: 320, flexibleLeading: flexible.0, flexibleSize: flexible.1,
                flexibleTrailing: flexible.2)
        }
        // --&: the right margin takes the change: left 20, width 280.
        #expect(translate((false, false, true)) == AutoresizingTranslation(positionFactor: 0, positionConstant: 20, sizeFactor: 0, sizeConstant: 280))
        // ---: as --& (the view keeps its frame).
        #expect(translate((false, false, false)) == translate((false, false, true)))
        // &--: left = 20 + ΔW = W − 300 (the right margin stays 20).
        #expect(translate((true, false, false)) == AutoresizingTranslation(positionFactor: 1, positionConstant: -300, sizeFactor: 0, sizeConstant: 280))
        // -&-: width = 280 + ΔW = W − 40.
        #expect(translate((false, true, false)) == AutoresizingTranslation(positionFactor: 0, positionConstant: 20, sizeFactor: 1, sizeConstant: -40))
        // &-&: margins 20 and 20 share equally: left = 20 + ΔW/2 = W/2 − 140 (centred).
        #expect(translate((true, false, true)) == AutoresizingTranslation(positionFactor: 0.5, positionConstant: -140, sizeFactor: 0, sizeConstant: 280))
        // &&&: 20 : 280 : 20 of 320: left = W/16, width = 7W/8 (everything scales).
        #expect(translate((true, true, true)) == AutoresizingTranslation(positionFactor: 0.0625, positionConstant: 0, sizeFactor: 0.875, sizeConstant: 0))
    }

    /// A badge designed at (110, 20, 100, 40) in a 320 × 480 root, `h=&-& v=-&-`
    /// (centred horizontally, flexible height). At 768 × 1024:
    /// x = 110 + (768 − 320)/2 = 334 = (768 − 100)/2; y = 20; height = 40 + (1024 − 480) = 584.
    @Test func translatedFramesFollowTheRoot() throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 320, height: 480))
        try engine.addView(named: "badge")
        try engine.setDesignedFrame(rect(110, 20, 100, 40), of: "badge")
        try engine.setAutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight], of: "badge")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "badge")
        #expect(try engine.layout(width: 320, height: 480).frame(of: "badge") == rect(110, 20, 100, 40))
        let large = try engine.layout(width: 768, height: 1024)
        #expect(large.frame(of: "badge") == rect(334, 20, 100, 584))
        #expect(large.diagnostics.isEmpty)
        // UIKit-style: the mask in the origin, the equation as the text.
        let translated = engine.constraints.filter { $0.origin == .autoresizingMask(view: "badge") }
        #expect(
            translated.map(\.text) == [
                "badge.left == root.left + 0.5 × root.width - 50", "badge.width == 100", "badge.top == root.top + 20",
                "badge.height == root.height - 440",
            ])
        #expect(translated.allSatisfy { $0.originDescription == "autoresizing mask of badge (h=&-& v=-&-), an NSAutoresizingMaskLayoutConstraint" })
        #expect(translated.map(\.installedOn) == ["root", "badge", "root", "root"])
    }

    /// In a container that is itself laid out by constraints: the container is designed
    /// 200 × 100 (the size the child's frame is measured in) and pinned
    /// `H:|-10-[container]-10-|`. The child (50, 10, 100, 80), `h=&-&`, stays centred:
    /// at root width 220 the container is 200 and x = 50; at 420 it is 400 and
    /// x = 50 + 200/2 = 150 = (400 − 100)/2. Its absolute x adds the container's 10.
    @Test func translationInsideAConstrainedContainer() throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 220, height: 200))
        try engine.addView(named: "container")
        try engine.addView(named: "child", superview: "container")
        try engine.setDesignedFrame(rect(10, 10, 200, 100), of: "container")
        try engine.add(relate("container", .leading, "root", .leading, plus: 10))
        try engine.add(relate("root", .trailing, "container", .trailing, plus: 10))
        try engine.add(relate("container", .top, "root", .top, plus: 10))
        try engine.add(fix("container", .height, 100))
        try engine.setDesignedFrame(rect(50, 10, 100, 80), of: "child")
        try engine.setAutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin], of: "child")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "child")
        #expect(try engine.layout(width: 220, height: 200).frame(of: "child") == rect(50, 10, 100, 80))
        let wide = try engine.layout(width: 420, height: 200)
        #expect(wide.frame(of: "child") == rect(150, 10, 100, 80))
        #expect(wide.absoluteFrame(of: "child") == rect(160, 20, 100, 80))
        // The container's own designed frame no longer matches at 420: it is misplaced.
        #expect(wide.diagnostics.map(\.kind) == [.misplaced])
    }
}
