import AutoLayout
import Testing
@testable import LayoutScript

/// `platform appkit`: what AppKit's rules change, each number from Apple's documentation.
@Suite struct AppKitPlatformTests {
    func interpreter(_ text: String) -> Interpreter {
        let interpreter = Interpreter()
        interpreter.run(source: text, name: "mac.layout")
        return interpreter
    }

    func frame(_ name: String, in text: String) throws -> [Double] {
        let interpreter = interpreter(text)
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics.map(\.message))")
        let view = try #require(interpreter.layout().views.first { $0.name == name })
        return [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
    }

    func rendered(_ text: String) -> String {
        DiagnosticRenderer().render(interpreter(text).diagnostics)
    }

    /// NSView has no layout margins (Apple's NSView reference lists `safeAreaInsets` and
    /// `alignmentRectInsets`, no `layoutMargins`): a root's margins guide is its bounds, where
    /// UIKit's root view of 480 × 270 (compact width) has the 16-point system minimum at its
    /// sides (`systemMinimumLayoutMargins`), and a child view's is its bounds, where a
    /// UIView's are 8 on every side (`layoutMargins`' default).
    @Test func viewsHaveNoMargins() throws {
        let body = """
            root 480 x 270
            view box { frame 0 0 200 100 }
            view inner in box
            pin box.leading == root.margins.leading
            pin box.top == root.margins.top
            pin box.width == 200
            pin box.height == 100
            pin inner.leading == box.margins.leading
            pin inner.top == box.margins.top
            pin inner.width == 10
            pin inner.height == 10
            """
        #expect(try frame("box", in: "platform appkit\n" + body) == [0, 0, 200, 100])
        #expect(try frame("inner", in: "platform appkit\n" + body) == [0, 0, 10, 10])
        #expect(try frame("box", in: body) == [16, 0, 200, 100])
        #expect(try frame("inner", in: body) == [8, 8, 10, 10])
    }

    /// VFL's standard space on AppKit is Aqua's: 8 points between siblings and 20 to the
    /// superview's edge (Apple's Auto Layout Guide, "Visual Format Language", "Standard
    /// Space"): `|-[a(100)]-[b(50)]` puts a at 20 and b at 20 + 100 + 8 = 128.
    @Test func visualFormatUsesAquaSpacing() throws {
        let text = """
            platform appkit
            root 480 x 270
            view a
            view b
            vfl "H:|-[a(100)]-[b(50)]"
            vfl "V:|-[a(20)]"
            vfl "V:|-[b(20)]"
            """
        #expect(try frame("a", in: text) == [20, 20, 100, 20])
        #expect(try frame("b", in: text) == [128, 20, 50, 20])
    }

    /// The window's content size range is kept for checks that resize it.
    @Test func contentSizeRangeIsKept() {
        let interpreter = interpreter("platform appkit\nroot 480 x 270 min 400 x 200 max 900 x 700")
        #expect(interpreter.diagnostics.isEmpty)
        #expect(interpreter.platform == .appkit)
        #expect(interpreter.rootSize == LayoutSize(width: 480, height: 270))
        #expect(interpreter.contentSizes == ContentSizeRange(
            minimum: LayoutSize(width: 400, height: 200), maximum: LayoutSize(width: 900, height: 700)))
        let open = self.interpreter("platform appkit\nroot 480 x 270 max 900 x 700")
        #expect(open.contentSizes == ContentSizeRange(minimum: nil, maximum: LayoutSize(width: 900, height: 700)))
        #expect(self.interpreter("root 480 x 270").platform == .uikit)
    }

    @Test func contentSizesNeedAppKit() {
        #expect(rendered("root 480 x 270 min 400 x 200") == """
            mac.layout:1:1: error: 'min' and 'max' sizes are an AppKit window's content sizes
              1 | root 480 x 270 min 400 x 200
                | ^~~~
            hint: write 'platform appkit' before the root statement, or leave out min and max
            """)
    }

    @Test func contentSizeOutsideItsRange() {
        #expect(rendered("platform appkit\nroot 480 x 270 min 500 x 200") == """
            mac.layout:2:1: error: the content size 480 × 270 is outside its range (min 500 × 200)
              2 | root 480 x 270 min 500 x 200
                | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: the minimum must be at most the size and the maximum at least it, side by side
            """)
    }

    @Test func platformAfterAViewIsAnError() {
        #expect(rendered("view a\nplatform appkit") == """
            mac.layout:2:10: error: 'platform appkit' after the first view: the platform decides what every view is given
              2 | platform appkit
                |          ^~~~~~
            hint: write 'platform appkit' before the first view, at the top of the script
            """)
    }

    @Test func unknownPlatformSuggests() {
        #expect(rendered("platform appkti") == """
            mac.layout:1:10: error: unknown platform 'appkti'
              1 | platform appkti
                |          ^~~~~~
            hint: did you mean 'appkit'?
            """)
    }

    /// `platform` is read by context: it stays usable as a name.
    @Test func platformIsContextual() {
        let interpreter = interpreter("let platform = 2\nlet twice = platform * 2")
        #expect(interpreter.diagnostics.isEmpty)
        #expect(interpreter.platform == .uikit)
    }
}
