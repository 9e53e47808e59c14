import Testing
@testable import LayoutScript

@Suite struct SourceTests {
    @Test func offsetsBecomeLinesAndColumns() {
        let source = Source(name: "a.layout", text: "root 320 x 568\nview café\n  pin x\n")
        #expect(source.location(of: 0) == (1, 1))
        #expect(source.location(of: 5) == (1, 6))
        // "view café" starts at byte 15; é is two bytes but one column.
        #expect(source.location(of: 15) == (2, 1))
        let afterAccent = 15 + "view café".utf8.count
        #expect(source.location(of: afterAccent) == (2, 10))
        #expect(source.line(3) == "  pin x")
        #expect(source.line(9) == "")
    }
}
