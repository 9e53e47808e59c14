import Foundation
import Testing

/// `tether run --constraints`: the constraints drawn as Interface Builder draws them, at
/// coordinates worked out by hand (the picture is at scale 1: 200 × 100 fits).
@Suite struct PictureTests {
    static let script = """
        root 200 x 100
        view a
        pin a.left == root.left + 10
        pin a.top == root.top + 20
        pin a.width == 50
        pin a.height == 30
        view b
        pin b.left == a.right + 8
        pin b.top == a.top
        pin b.width == a.width
        pin b.height == 30
        pin a.width == 60

        """

    @Test func constraintsAreDrawn() throws {
        let folder = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/pic.layout", picture = folder + "/pic.svg"
        try Self.script.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Tether.run(["run", file, "--constraints", "-o", picture])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        let groups = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<g class=\"constraint") }
        // Nine constraints, the last broken (a.width == 60 against a.width == 50).
        #expect(groups.count == 9)
        #expect(groups.filter { $0.hasPrefix("<g class=\"constraint broken\"") }.map { $0.contains("<title>a.width == 60</title>") } == [true])
        // a at (10, 20, 50, 30): its left spacing is a bar from the root's edge (x 0) to 10,
        // halfway down the part of a's height the root shares (20…50, so y 35), with caps.
        #expect(groups[0].contains("<title>a.left == root.left + 10</title><path d=\"M0 32v6M0 35H10M10 32v6\""))
        // Its top spacing, from y 0 to 20, halfway across a's width (x 35).
        #expect(groups[1].contains("<path d=\"M32 0h6M35 0V20M32 20h6\""))
        // b at (68, 20, 50, 30): the top alignment is a line at y 20 across both views.
        #expect(groups[5].contains("<title>b.top == a.top</title><line x1=\"10\" y1=\"20\" x2=\"118\" y2=\"20\""))
        // Equal widths: a dotted line between the centres (93, 35) and (35, 35), marked "=".
        #expect(groups[6].contains("<line x1=\"93\" y1=\"35\" x2=\"35\" y2=\"35\" stroke-dasharray=\"2 3\"/>"))
        #expect(svg.contains(">constraint (spacing, size, alignment)</text>") && svg.contains(">broken constraint</text>"))
        // Every view's box carries its name and frame, for a browser's hover.
        #expect(svg.contains("<title>b (68, 20, 50, 30)</title>"))
    }

    /// A constraint made only in a regular width: the script is run again for the iPad, and
    /// the iPad's picture draws that run's constraints, the phone's its own.
    @Test func constraintsOfEachRun() throws {
        let script = """
            import "std/devices"
            view box
            pin box.left == root.left + 10
            pin box.top == root.top + 10
            pin box.height == 10
            if isRegular() {
              pin box.width == 200
            } else {
              pin box.width == 100
            }

            """
        let run = try Tether.run(["run", "-", "--constraints", "--format", "svg", "--device", "iphone16pro,ipadair11"], input: script)
        #expect(run.status == 0, "\(run.error)")
        let pictures = run.output.components(separatedBy: "<g class=\"constraint")
        let titles = pictures.filter { $0.contains("box.width == ") }.map { $0.contains("box.width == 200") ? 200 : 100 }
        // One size constraint per picture: 100 on the phone, 200 on the iPad.
        #expect(titles == [100, 200], "\(run.output)")
    }

    @Test func constraintsNeedAPicture() throws {
        let run = try Tether.run(["run", "-", "--constraints"], input: Self.script)
        #expect(run.status == 2)
        #expect(run.error.contains("--constraints draws them in the picture"))
    }
}
