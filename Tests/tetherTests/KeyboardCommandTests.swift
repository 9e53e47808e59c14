import Foundation
import Testing

/// `--keyboard` on `tether run` and `check`: every screen shows its docked keyboard (the
/// heights beside `Device.catalogue`), `root.keyboard` rises to it, the caption and the JSON
/// say so (docs/cli.md, "The keyboard").
@Suite struct KeyboardCommandTests {
    /// A 30-point send button 8 above the keyboard guide, and a line saying whether it is up.
    static let composer = """
        root device "iphone16pro"
        view send
        pin send.bottom == root.keyboard.top - 8
        pin send.left == 0
        pin send.width == 60
        pin send.height == 30
        print traits.keyboard
        """

    /// On an iPhone 5 (320 × 568, no bottom inset) the button sits at 568 − 8 − 30 = 530
    /// with the keyboard hidden and 568 − 260 − 38 = 270 with its 260-point keyboard up.
    @Test func keyboardMovesTheButtonOnEveryScreen() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Self.composer, named: "composer.layout", in: directory)
        let hidden = try Tether.run(["run", file, "--device", "iphone5"])
        #expect(hidden.output.contains("send  root       0  530     60      30"), "\(hidden.output)")
        #expect(hidden.output.hasPrefix("false\n"))
        let shown = try Tether.run(["run", file, "--device", "iphone5", "--keyboard"])
        #expect(shown.status == 0)
        #expect(shown.output.hasPrefix("true\n"))
        #expect(shown.output.contains("iphone5 (320 × 568, keyboard 260)\n"), "\(shown.output)")
        #expect(shown.output.contains("send  root       0  270     60      30"), "\(shown.output)")
        #expect(shown.output.contains("root.keyboard  root   0  308    320     260"), "\(shown.output)")
    }

    /// Without --size or --device the script's own screen shows it: the iPhone 16 Pro's 335
    /// points, the button at 874 − 335 − 38 = 501. The JSON gains "keyboard"; check accepts
    /// the flag too.
    @Test func scriptsOwnScreenAndJSON() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Self.composer, named: "composer.layout", in: directory)
        let own = try Tether.run(["run", file, "--keyboard"])
        #expect(own.output.contains("iphone16pro (402 × 874, keyboard 335)\n"), "\(own.output)")
        #expect(own.output.contains("  501 "), "\(own.output)")
        let json = try Tether.run(["run", file, "--keyboard", "--size", "320x568", "--format", "json"])
        #expect(json.output.contains("\"keyboard\": 260,"), "\(json.output)")
        let plain = try Tether.run(["run", file, "--size", "320x568", "--format", "json"])
        #expect(!plain.output.contains("\"keyboard\""))
        let check = try Tether.run(["check", file, "--keyboard", "--device", "ipadair11", "--format", "json"])
        #expect(check.status == 0)
        #expect(check.output.contains("\"keyboard\": 333,"), "\(check.output)")
    }

    /// A screen whose button slips under the keyboard: "Sign in" pinned 8 above the safe
    /// area's bottom on the iPhone 16 Pro (top 874 − 34 − 8 − 44 = 788) lies wholly under the
    /// 335-point keyboard (top 539), so the environment check flags it, 44 pt deep; "Send",
    /// pinned above `root.keyboard`, rises with it and is not flagged. Hidden, neither is.
    @Test func environmentCheckFlagsAButtonUnderTheKeyboard() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write("""
            import "std/controls" as ui
            root device "iphone16pro"
            view signIn: ui.button("Sign in")
            pin signIn.leading == root.margins.leading
            pin signIn.trailing == root.margins.trailing
            pin signIn.bottom == root.safeArea.bottom - 8
            pin signIn.height == 44
            view send: ui.button("Send")
            pin send.leading == root.margins.leading
            pin send.bottom == root.keyboard.top - 8
            pin send.height == 44
            pin send.width == 80
            """, named: "form.layout", in: directory)
        let hidden = try Tether.run(["check", file, "--directions", "ltr"])
        #expect(hidden.status == 0, "\(hidden.output)")
        let shown = try Tether.run(["check", file, "--directions", "ltr", "--keyboard"])
        #expect(shown.status == 3)
        #expect(shown.output.contains("warning: signIn is 44 pt under the keyboard"), "\(shown.output)")
        #expect(!shown.output.contains("send is"), "\(shown.output)")
    }
}
