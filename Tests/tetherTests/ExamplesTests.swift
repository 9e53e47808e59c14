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
            shows: ["ambiguous.layout:11:1: warning: badge: horizontal position is not determined; add a leading, trailing or centerX constraint"]),
        Example(file: "vfl-guide.layout", command: "run", status: 0, shows: ["findField"]),
        Example(file: "rtl-form.layout", command: "run", status: 0, shows: ["phoneField"]),
        Example(file: "settings.layout", command: "run", status: 0, shows: ["row2Switch"]),
        Example(file: "ipad-split.layout", command: "run", status: 0, shows: ["768 × 1024"]),
    ]

    @Test func everyExampleHasATest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".layout") }
        #expect(Set(files) == Set(Self.examples.map(\.file)), "add each example to ExamplesTests.examples")
    }

    @Test(arguments: ExamplesTests.examples)
    func example(_ example: Example) throws {
        let path = Self.folder.appendingPathComponent(example.file).path
        let result = try Tether.run([example.command, path, "--device", "iphone4s,iphone5,ipad"])
        let text = result.output + result.error
        #expect(result.status == example.status, "\(example.file): \(text)")
        for fragment in example.shows {
            #expect(text.contains(fragment), "\(example.file) should show \(fragment): \(text)")
        }
        if example.status == 0 {
            #expect(result.error.isEmpty, "\(example.file): \(result.error)")
            // The clean examples are also clean to `tether check`.
            let check = try Tether.run(["check", path, "--device", "iphone4s,iphone5,ipad"])
            #expect(check.status == 0, "\(example.file): \(check.output + check.error)")
        }
    }
}
