import AutoLayout
import Testing

@testable import LayoutScript

/// The docked keyboard in the language: `root.keyboard`, `traits.keyboard`, a screen's
/// keyboard and the devices' heights. The heights are the reported `keyboardFrameEndUserInfoKey`
/// figures listed beside `Device.catalogue` (Apple publishes none); the guide's frames are
/// worked out by hand from them and the screens' sizes and insets.
@Suite struct KeyboardTests {
    func screen(_ name: String) throws -> Screen { try Device.screen(named: name) }

    /// Runs `text` on `screen` and returns the interpreter, failing on any diagnostic.
    func run(_ text: String, on screen: Screen?, keyboard: Bool = false) -> Interpreter {
        var options = Interpreter.Options()
        options.screen = screen
        options.showsKeyboard = keyboard
        let interpreter = Interpreter(options: options)
        let diagnostics = interpreter.run(source: text, name: "keyboard.layout")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return interpreter
    }

    /// One device of each class: 216 points of keys and a 44-point predictive bar on a
    /// narrow iPhone (260), with 75 points below on a Face ID one (335); 226 + 45 on the
    /// 414-point-wide ones (271, 346); 194 and 209 in landscape; iPads 313/398 with a home
    /// button, 20 more over a home indicator, 378/471 on the 12.9-inch, 398/491 on the 13-inch.
    @Test func heightsPerDeviceAndOrientation() throws {
        let expected: [(String, Double)] = [
            ("iphonese3", 260), ("iphonese3:landscape", 194), ("iphone16pro", 335), ("iphone16pro:landscape", 209),
            ("iphone13mini", 335), ("iphone16promax", 346), ("iphoneair", 346), ("iphone16plus:landscape", 209),
            ("ipad", 313), ("ipad:landscape", 398), ("ipadpro11", 333), ("ipadpro11:landscape", 418),
            ("ipadpro13", 398), ("ipadpro13:landscape", 491), ("ipadmini", 333),
        ]
        for (name, height) in expected {
            #expect(try screen(name).dockedKeyboardHeight == height, "\(name)")
        }
        #expect(Device.named("iphone8plus")?.portraitKeyboardHeight == 271)
        #expect(Device.named("ipadpro129gen2")?.landscapeKeyboardHeight == 471)
    }

    /// Every device's keyboard leaves room above it: less than 60 percent of the screen in portrait (54 on the 480-point iPhone 4s),
    /// less than two thirds in landscape, and at least the bottom safe-area inset.
    @Test func everyCatalogueKeyboardFitsItsScreen() {
        for device in Device.all {
            for landscape in [false, true] {
                let screen = device.screen(landscape: landscape)
                let height = screen.dockedKeyboardHeight
                #expect(height >= screen.safeAreaInsets.bottom, "\(device.name)")
                #expect(height < screen.size.height * (landscape ? 2.0 / 3 : 0.6), "\(device.name) landscape \(landscape)")
            }
        }
    }

    /// `showingKeyboard()` is a pure function of the screen: only the keyboard changes, the
    /// twin hides back into the screen, a rotated keyboard screen keeps its keyboard at the
    /// new orientation's height, and an iPad window shows its iPad's keyboard.
    @Test func showingKeyboardIsPure() throws {
        let portrait = try screen("iphone16pro")
        let shown = portrait.showingKeyboard()
        #expect(shown.keyboardHeight == 335 && shown.showsKeyboard && !portrait.showsKeyboard)
        #expect(shown.size == portrait.size && shown.safeAreaInsets == portrait.safeAreaInsets && shown.traits == portrait.traits)
        #expect(shown.hidingKeyboard() == portrait)
        #expect(shown.showingKeyboard() == shown)
        #expect(shown.rotated == (try screen("iphone16pro:landscape")).showingKeyboard())
        #expect(shown.rotated.keyboardHeight == 209)
        #expect(try screen("ipadpro13:landscape:split-third").showingKeyboard().keyboardHeight == 491)
        #expect(shown.label == "iphone16pro (402 × 874, keyboard 335)")
    }

    /// A plain size takes the keyboard of the catalogue screen nearest it: 320 × 568 is the
    /// iPhone 5's (260), 390 × 844 the iPhone 16e's (335), 568 × 320 the iPhone 5 in
    /// landscape (194), 1180 × 820 an 11-inch iPad in landscape (418).
    @Test func plainSizeTakesTheNearestDevicesKeyboard() {
        let cases: [(Double, Double, Double)] = [(320, 568, 260), (390, 844, 335), (568, 320, 194), (1180, 820, 418)]
        for (width, height, keyboard) in cases {
            #expect(Screen(size: LayoutSize(width: width, height: height)).showingKeyboard().keyboardHeight == keyboard, "\(width) × \(height)")
        }
    }

    /// `root.keyboard` in a script: a send button 8 above it on the iPhone 16 Pro is at
    /// 874 − 34 − 8 − 44 = 788 with the keyboard hidden and 874 − 335 − 52 = 487 with it
    /// shown, 402 − 2 × 20 = 362 wide in the root's margins; `traits.keyboard` says which.
    @Test func sendButtonRisesWithTheKeyboard() throws {
        let text = """
            view send
            pin send.bottom == root.keyboard.top - 8
            pin send.left == root.margins.left
            pin send.right == root.margins.right
            pin send.height == 44
            """
        let hidden = run(text, on: try screen("iphone16pro"))
        #expect(hidden.layout().frame(of: "send") == LayoutRect(x: 20, y: 788, width: 362, height: 44))
        let results = try hidden.layouts(on: [try screen("iphone16pro").showingKeyboard()])
        #expect(results.first?.frame(of: "send") == LayoutRect(x: 20, y: 487, width: 362, height: 44))
        #expect(results.first?.frame(of: "root.keyboard") == LayoutRect(x: 0, y: 539, width: 402, height: 335))
    }

    /// `Options.showsKeyboard` shows the keyboard on the script's own `root device`.
    @Test func hostShowsTheKeyboardOnTheScriptsOwnScreen() {
        let text = "root device \"iphone8\"\nview send\npin send.bottom == root.keyboard.top\npin send.left == 0\npin send.width == 10\npin send.height == 10\n"
        let interpreter = run(text, on: nil, keyboard: true)
        #expect(interpreter.screen.keyboardHeight == 260)
        // 667 − 260 − 10.
        #expect(interpreter.layout().frame(of: "send")?.y == 397)
    }

    /// A footer that reads `traits.keyboard`: with the keyboard up it is hidden (height 0)
    /// instead of pinned above the keyboard.
    static let footerReadingTheKeyboard = """
        view footer
        pin footer.left == 0
        pin footer.right == root.right
        pin footer.bottom == root.keyboard.top
        if traits.keyboard {
            pin footer.height == 0
        } else {
            pin footer.height == 60
        }
        """

    /// A script that reads `traits.keyboard` is run again per screen
    /// (``footerReadingTheKeyboard``).
    @Test func traitsKeyboardReplays() throws {
        let interpreter = run(Self.footerReadingTheKeyboard, on: try screen("iphone8"))
        let results = try interpreter.layouts(on: [try screen("iphone8"), try screen("iphone8").showingKeyboard()])
        #expect(results.map { $0.frame(of: "footer") } == [
            LayoutRect(x: 0, y: 607, width: 375, height: 60),  // 667 − 0 − 60
            LayoutRect(x: 0, y: 407, width: 375, height: 0),  // 667 − 260
        ])
        #expect(interpreter.dependsOnRootSize)
    }

    /// Screens that read alike to the script's own share its run: the script
    /// (``footerReadingTheKeyboard``) reads only `traits.keyboard`, so the iPhone 8 and the
    /// iPhone SE (375 × 667 both, keyboard hidden) are laid out by the run itself, one after
    /// the other, and only the shown keyboard needs a run of its own. The frames are those of
    /// ``traitsKeyboardReplays()``.
    @Test func screensThatReadAlikeShareTheRun() throws {
        let interpreter = run(Self.footerReadingTheKeyboard, on: try screen("iphone8"))
        let runs = try interpreter.runs(on: [try screen("iphonese3"), try screen("iphone8").showingKeyboard(), try screen("iphone8")])
        #expect(runs.map { $0.interpreter === interpreter } == [true, false, true])
        #expect(runs.map { $0.result.frame(of: "footer") } == [
            LayoutRect(x: 0, y: 607, width: 375, height: 60),
            LayoutRect(x: 0, y: 407, width: 375, height: 0),
            LayoutRect(x: 0, y: 607, width: 375, height: 60),
        ])
    }

    /// A non-root view's `.keyboard` is the keyboard's overlap with it: a 100-point panel on
    /// the iPhone 8's bottom (y 567) under its 260-point keyboard (top 407) is covered whole.
    @Test func subviewKeyboardGuide() throws {
        let text = "view panel\npin panel.left == 0\npin panel.right == root.right\npin panel.bottom == root.bottom\npin panel.height == 100\nlet g = panel.keyboard\n"
        let interpreter = run(text, on: try screen("iphone8").showingKeyboard())
        #expect(interpreter.layout().frame(of: "panel.keyboard") == LayoutRect(x: 0, y: 0, width: 375, height: 100))
    }
}
