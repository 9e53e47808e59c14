import Testing
import AutoLayout

/// The engine on its own, as a host uses the `AutoLayout` layer without the language (the
/// README's "layers below are usable on their own"): a toolbar pinned by VFL to the bottom of
/// a 320 × 568 root is (0, 524, 320, 44); at 768 × 1024 it is (0, 980, 768, 44).
@Suite struct ReadmeExampleTests {
    @Test func engineExample() throws {
        let engine = LayoutEngine(rootName: "root", rootSize: LayoutSize(width: 320, height: 568))
        try engine.addView(named: "toolbar", superview: "root")
        try engine.add(VisualFormat.constraints("H:|-0-[toolbar]-0-|", superview: "root"))
        try engine.add(VisualFormat.constraints("V:[toolbar(44)]-0-|", superview: "root"))
        let layout = try engine.layout(width: 320, height: 568)
        #expect(layout.frame(of: "toolbar") == LayoutRect(x: 0, y: 524, width: 320, height: 44))
        let larger = try engine.layout(width: 768, height: 1024)
        #expect(larger.frame(of: "toolbar") == LayoutRect(x: 0, y: 980, width: 768, height: 44))
    }
}
