import Foundation
import Testing

/// Every `examples/*.layout` runs as a test: `tether run` (or `tether check`, for the examples
/// that exist to show a diagnostic) at the three seed devices, with the exit status and the
/// text each example's header documents. A new example without an entry here fails.
@Suite struct ExamplesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    struct Example: Sendable, CustomStringConvertible {
        var file: String
        var command: String
        var status: Int32
        /// Fragments of standard output plus standard error.
        var shows: [String] = []
        /// The screens it is run and checked on: iOS devices, or a Mac window's sizes.
        var screens = ["--device", "iphone4s,iphone5,ipad"]
        var description: String { file }
    }

    static let examples: [Example] = [
        Example(file: "homeowner.layout", command: "run", status: 0, shows: ["320 × 480", "320 × 568", "768 × 1024", "imageView"]),
        Example(
            file: "autoresizing-conflict.layout", command: "check", status: 3,
            shows: [
                // Located at the `autoresize` line that made the broken translated constraints,
                // which each say so.
                "autoresizing-conflict.layout:17:3: error: Unable to simultaneously satisfy constraints",
                "an NSAutoresizingMaskLayoutConstraint at ",
                "Breaking imageView.left == root.left + 20 and the other 3 constraints translated from imageView's autoresizing mask to recover",
            ]),
        Example(
            file: "ambiguous.layout", command: "check", status: 3,
            shows: ["ambiguous.layout:11:1: warning: badge: horizontal position is not determined\n", "\nhint: add 'pin badge.leading == header.leading'\n"]),
        Example(file: "vfl-guide.layout", command: "run", status: 0, shows: ["findField"]),
        Example(file: "rtl-form.layout", command: "run", status: 0, shows: ["phoneField"]),
        Example(file: "settings.layout", command: "run", status: 0, shows: ["row2Switch"]),
        Example(file: "ipad-split.layout", command: "run", status: 0, shows: ["768 × 1024"]),
        Example(file: "sign-in.layout", command: "run", status: 0, shows: ["root.margins", "signIn"]),
        Example(file: "settings-stacks.layout", command: "run", status: 0, shows: ["row3Switch", "root.readable"]),
        Example(file: "master-detail.layout", command: "run", status: 0, shows: ["detail.readable"]),
        Example(file: "chat-composer.layout", command: "run", status: 0, shows: ["root.keyboard", "hint"]),
        // A Mac window is checked at its content sizes (its minimum, designed and maximum
        // widths), not on iPhones narrower than its minimum.
        Example(
            file: "mac-preferences.layout", command: "run", status: 0, shows: ["sidebar", "cancel"],
            screens: ["--size", "420x200", "--size", "480x270", "--size", "900x700"]),
    ]

    @Test func everyExampleHasATest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".layout") }
        #expect(Set(files) == Set(Self.examples.map(\.file)), "add each example to ExamplesTests.examples")
    }

    @Test(arguments: ExamplesTests.examples)
    func example(_ example: Example) throws {
        let path = Self.folder.appendingPathComponent(example.file).path
        let result = try Tether.run([example.command, path] + example.screens)
        let text = result.output + result.error
        #expect(result.status == example.status, "\(example.file): \(text)")
        for fragment in example.shows {
            #expect(text.contains(fragment), "\(example.file) should show \(fragment): \(text)")
        }
        if example.status == 0 {
            #expect(result.error.isEmpty, "\(example.file): \(result.error)")
            // The clean examples are also clean to `tether check`.
            let check = try Tether.run(["check", path] + example.screens)
            #expect(check.status == 0, "\(example.file): \(check.output + check.error)")
        }
    }

    /// Right to left mirrors every example that never says left or right nor gives a designed
    /// frame (in code: comments aside; today ambiguous, ipad-split and settings): each view's frame under `--rtl` is its left-to-right frame reflected in the
    /// root's vertical center line, x' = W − x − width, as UIKit flips a layout built from
    /// leading and trailing (ambiguous views, which have no one frame, aside).
    @Test(arguments: ExamplesTests.examples.map(\.file))
    func rightToLeftMirrors(_ file: String) throws {
        let path = Self.folder.appendingPathComponent(file).path
        let code = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }.joined(separator: "\n")
        let designed = code.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("frame ") }
        guard !code.lowercased().contains("left"), !code.lowercased().contains("right"), !designed else { return }
        func frames(_ extra: [String]) throws -> (width: Double, views: [String: [Double]]) {
            let run = try Tether.run(["run", path, "--format", "json"] + extra)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let layout = try #require((json["layouts"] as? [[String: Any]])?.first)
            let width = try #require((layout["root"] as? [String: Any])?["width"] as? Double)
            var views: [String: [Double]] = [:]
            for view in layout["views"] as? [[String: Any]] ?? [] where (view["ambiguous"] as? [Any])?.isEmpty ?? false {
                guard let name = view["name"] as? String, let frame = view["absolute"] as? [String: Double] else { continue }
                views[name] = ["x", "y", "width", "height"].compactMap { frame[$0] }
            }
            return (width, views)
        }
        let ltr = try frames([])
        let rtl = try frames(["--rtl"])
        #expect(!ltr.views.isEmpty)
        for (name, frame) in ltr.views {
            let mirrored = [ltr.width - frame[0] - frame[2], frame[1], frame[2], frame[3]]
            let flipped = try #require(rtl.views[name], "\(file): \(name) is ambiguous right to left only")
            // JSON rounds to 1/1000, so x and width each carry up to 0.0005.
            #expect(zip(flipped, mirrored).allSatisfy { abs($0 - $1) <= 0.0011 }, "\(file): \(name) \(flipped) is not \(mirrored)")
        }
    }
}
