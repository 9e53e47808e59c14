import Testing
@testable import AutoLayout

/// Alignment rectangles (UIView's `alignmentRectInsets`, `frame(forAlignmentRect:)`): Apple's
/// documentation says the constraint-based layout system aligns views by their alignment
/// rectangles and that the frame is the alignment rectangle modified by the insets. A switch
/// whose frame reaches 2 points past its alignment rectangle on the right (std/controls'
/// `toggle`: UISwitch's 51 × 31 frame, a 49 × 31 rectangle), in a root 320 × 480.
@Suite struct AlignmentInsetsTests {
    func makeEngine() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "toggle")
        try engine.setIntrinsicContentSize(width: 49, height: 31, of: "toggle")
        try engine.setAlignmentInsets(LayoutInsets(right: 2), of: "toggle")
        try engine.add(relate("toggle", .top, "root", .top, plus: 100))
        return engine
    }

    /// Pinned 16 from the right edge, the rectangle's right edge is at 304 and the frame's
    /// at 306: x = 304 − 49 = 255, 51 wide.
    @Test func trailingPinPlacesTheRectangle() throws {
        let engine = try makeEngine()
        try engine.add(relate("root", .trailing, "toggle", .trailing, plus: 16))
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "toggle") == rect(255, 100, 51, 31))
        #expect(result.absoluteFrame(of: "toggle") == rect(255, 100, 51, 31))
    }

    /// A pass that reads only the frames (the C API's) gives the frames a full pass gives,
    /// in root coordinates, the root first and guides left out: the switch from 320 − 16 − 49
    /// = 255, 51 wide, then at 375 from 310. It leaves the checks for later: a box with a top
    /// and a height but no left or width is ambiguous when the diagnostics are read.
    @Test func framesOnlyPassMatchesAFullOne() throws {
        let engine = try makeEngine()
        try engine.add(relate("root", .trailing, "toggle", .trailing, plus: 16))
        try engine.addGuide(named: "band")
        for attribute in [LayoutAttribute.left, .top] { try engine.add(relate("band", attribute, "root", attribute)) }
        try engine.add(fix("band", .width, 10))
        try engine.add(fix("band", .height, 10))
        try engine.addView(named: "box")
        try engine.add(relate("box", .top, "root", .top, plus: 60))
        try engine.add(fix("box", .height, 40))
        let frames = try engine.layoutFrames(width: 320, height: 480)
        let full = try engine.layout(width: 320, height: 480)
        #expect(frames == full.views.map(\.absolute))
        #expect(frames.count == 3 && frames[1] == rect(255, 100, 51, 31))
        #expect(try engine.layoutFrames(width: 375, height: 480)[1] == rect(310, 100, 51, 31))
        #expect(engine.diagnostics.contains { $0.kind == .ambiguous && $0.views == ["box"] })
    }

    /// Pinned 20 from the left, the frame starts there too (no inset on the left); a label
    /// 4 after it starts 4 past the rectangle, 2 past the frame: 20 + 49 + 4 = 73.
    @Test func leadingPinAndANeighbour() throws {
        let engine = try makeEngine()
        try engine.addView(named: "label")
        try engine.setIntrinsicContentSize(width: 40, height: 21, of: "label")
        try engine.add(relate("toggle", .leading, "root", .leading, plus: 20))
        try engine.add(relate("label", .leading, "toggle", .trailing, plus: 4))
        try engine.add(relate("label", .centerY, "toggle", .centerY))
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "toggle") == rect(20, 100, 51, 31))
        #expect(result.frame(of: "label") == rect(73, 105, 40, 21))
    }

    /// A frame given with autoresizing (a nib's switch without constraints) is kept as the
    /// frame: its constraints hold the rectangle inside it.
    @Test func autoresizingKeepsTheFrame() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "toggle")
        try engine.setIntrinsicContentSize(width: 49, height: 31, of: "toggle")
        try engine.setAlignmentInsets(LayoutInsets(right: 2), of: "toggle")
        try engine.setDesignedFrame(rect(200, 40, 51, 31), of: "toggle")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "toggle")
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "toggle") == rect(200, 40, 51, 31))
        #expect(result.diagnostics.isEmpty)
    }

    /// Bad insets are refused; a guide has none.
    @Test func badInsets() throws {
        let engine = try makeEngine()
        #expect(throws: LayoutError.self) { try engine.setAlignmentInsets(LayoutInsets(left: .infinity), of: "toggle") }
        #expect(throws: LayoutError.self) { try engine.setAlignmentInsets(LayoutInsets(), of: "nowhere") }
        try engine.addGuide(named: "gap")
        #expect(throws: LayoutError.self) { try engine.setAlignmentInsets(LayoutInsets(top: 1), of: "gap") }
    }
}

extension AlignmentInsetsTests {
    /// Directional insets trade sides right to left: the switch pinned 16 from the trailing
    /// edge (the left, right to left) has its rectangle at 16…65 and its frame 2 further
    /// left, at 14; turned back left to right, the frame is 255…306 again, each pass re-made.
    @Test func directionalInsetsFollowTheDirection() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "toggle")
        try engine.setIntrinsicContentSize(width: 49, height: 31, of: "toggle")
        try engine.setAlignmentInsets(LayoutInsets(right: 2), directional: true, of: "toggle")
        try engine.add(relate("toggle", .top, "root", .top, plus: 100))
        try engine.add(relate("root", .trailing, "toggle", .trailing, plus: 16))
        try engine.setLayoutDirection(.rightToLeft)
        #expect(try engine.layout(width: 320, height: 480).frame(of: "toggle") == rect(14, 100, 51, 31))
        try engine.setLayoutDirection(.leftToRight)
        #expect(try engine.layout(width: 320, height: 480).frame(of: "toggle") == rect(255, 100, 51, 31))
    }

    /// An autoresizing mask acts in the superview's bounds, its whole frame, not its
    /// alignment rectangle (NSView's and UIView's `autoresizingMask`: how the view resizes
    /// "when its superview's bounds rectangle changes"). A titled NSBox's content view fills
    /// its content area by `h=-&- v=-&-` (Box Programming Topics, "Setting a Box's
    /// Subviews"): the box's rectangle at (20, 20), 200 × 100 with insets (0, 3, 4, 3), is
    /// the frame (17, 20, 206, 104); its content view designed at (1, 15, 204, 88) — 1 inside
    /// the border, 15 under the title — keeps those margins to the frame. Widened to 300 × 120
    /// (a 306 × 124 frame), the content view is 304 × 108 at (1, 15).
    @Test func autoresizingMeasuresTheSuperviewsFrame() throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 400, height: 300))
        try engine.addView(named: "box")
        try engine.setAlignmentInsets(LayoutInsets(top: 0, left: 3, bottom: 4, right: 3), of: "box")
        try engine.setDesignedFrame(rect(17, 20, 206, 104), of: "box")
        try engine.addView(named: "content", superview: "box")
        try engine.setDesignedFrame(rect(1, 15, 204, 88), of: "content")
        try engine.setAutoresizingMask([.flexibleWidth, .flexibleHeight], of: "content")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "content")
        try engine.add(relate("box", .leading, "root", .leading, plus: 20))
        try engine.add(relate("box", .top, "root", .top, plus: 20))
        let width = try engine.add(fix("box", .width, 200))
        let height = try engine.add(fix("box", .height, 100))
        let designed = try engine.layout(width: 400, height: 300)
        #expect(designed.frame(of: "box") == rect(17, 20, 206, 104))
        #expect(designed.frame(of: "content") == rect(1, 15, 204, 88))
        #expect(designed.diagnostics.isEmpty)
        try engine.setConstant(300, of: width)
        try engine.setConstant(120, of: height)
        let widened = try engine.layout(width: 400, height: 300)
        #expect(widened.frame(of: "box") == rect(17, 20, 306, 124))
        #expect(widened.frame(of: "content") == rect(1, 15, 304, 108))
    }
}
