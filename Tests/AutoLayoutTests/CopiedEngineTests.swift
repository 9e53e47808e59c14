import Testing
@testable import AutoLayout

/// What a copied engine shares with its original and what it does not (a constant changed in
/// place), and text measured by bytes where its bytes are its characters.
@Suite struct CopiedEngineTests {
    /// A label's new text in a copy changes the copy's constants, not the original's: the
    /// label's intrinsic width 100 → 60 pulls its trailing label from x 108 to 68 (8 points
    /// after it) in the copy; the original keeps 108.
    @Test func aCopysNewIntrinsicSizeLeavesTheOriginal() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "title")
        try engine.addView(named: "detail")
        try engine.setIntrinsicContentSize(width: 100, height: 20, of: "title")
        try engine.add(relate("title", .leading, "root", .leading))
        try engine.add(relate("title", .top, "root", .top))
        try engine.add(relate("detail", .leading, "title", .trailing, plus: 8))
        try engine.add(relate("detail", .top, "root", .top))
        try engine.add(fix("detail", .width, 50))
        try engine.add(fix("detail", .height, 20))
        #expect(try engine.layout(width: 320, height: 480).frame(of: "detail")?.x == 108)
        let copy = engine.copy()
        try copy.setIntrinsicContentSize(width: 60, height: 20, of: "title")
        #expect(try copy.layout(width: 320, height: 480).frame(of: "detail")?.x == 68)
        #expect(try engine.layout(width: 320, height: 480).frame(of: "detail")?.x == 108)
        // The hugging and compression resistance constraints' constants, width then height.
        func constants(_ engine: LayoutEngine) throws -> [Double] {
            let id = try engine.viewID(named: "title")
            return (engine.intrinsicRecords[id] ?? []).map { engine.constraint(ofRecord: $0).constant }.sorted()
        }
        #expect(try constants(engine) == [20, 20, 100, 100])
        #expect(try constants(copy) == [20, 20, 60, 60])
    }

    /// Each character one advance (0.5 em at 10 points: 5 points): "a\r\nb" is three
    /// characters, "é" (e and a combining acute) one, however their bytes are counted.
    @Test func widthsCountCharactersNotBytes() {
        let measurer = SimpleTextMeasurer(advance: 0.5)
        #expect(measurer.width(of: "abc", size: 10) == 15)
        #expect(measurer.width(of: "a\r\nb", size: 10) == 15)
        #expect(measurer.width(of: "e\u{301}x", size: 10) == 10)
    }

    /// Trailing spaces are left off a line, after an ASCII letter and after a combining mark
    /// alike: at 5 points a character, "ab   cd" in 20 points is "ab" and "cd"; "ae\u{301}  x"
    /// is "ae\u{301}" (two characters) and "x".
    @Test func linesLoseTheirTrailingSpaces() {
        let measurer = SimpleTextMeasurer(advance: 0.5)
        #expect(measurer.wrappedLines(of: "ab   cd", size: 10, width: 20, maxLines: 0) == ["ab", "cd"])
        #expect(measurer.wrappedLines(of: "ae\u{301}  x", size: 10, width: 12, maxLines: 0) == ["ae\u{301}", "x"])
    }
}
