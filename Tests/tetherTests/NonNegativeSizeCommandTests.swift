import Foundation
import Testing

/// The README's zero-width header end to end: `check` lists the restriction `stack.width >= 0`
/// with its line, and no output — table, JSON or SVG — has a negative size, at any of several
/// sizes in one run.
@Suite struct NonNegativeSizeCommandTests {
    static let header = """
        root 0 x 44                       # 'UIView-Encapsulated-Layout-Width' == 0
        view stack
        vfl "H:|-4-[stack]"
        pin stack.trailing == root.trailing - 10
        pin stack.top == root.top
        pin stack.height == 20

        """

    @Test("check: the conflict lists the restriction with the view's line; exit 3") func check() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Self.header, named: "header.layout", in: directory)
        let run = try Tether.run(["check", file])
        #expect(run.status == 3)
        #expect(run.error == "")
        #expect(run.output == """
            \(file):4:1: error: Unable to simultaneously satisfy constraints: these 4 required constraints cannot all hold:
              4 | pin stack.trailing == root.trailing - 10
                | ^~~
            note: root.width == 0                        the size of the root view 'root' asked for by the layout pass
            note: H:|-(4)-[stack]                        from VFL 'H:|-4-[stack]' at \(file):3:1
            note: stack.trailing == root.trailing - 10   explicit constraint at \(file):4:1
            note: stack.width >= 0                       a size is never negative (stack declared at \(file):2:1)
            note: Breaking stack.trailing == root.trailing - 10 to recover: it is the most recently added explicit constraint in the conflict, the likeliest mistake. Remove it or lower its priority below 1000.
            \(file):2:1: warning: stack: width is not determined
              2 | view stack
                | ^~~~~~~~~~
            hint: add a width constraint or an intrinsic width
            \(file): 1 error, 1 warning

            """)
    }

    @Test("JSON and SVG at 0, 10 and 320 wide: no negative width or height anywhere") func outputs() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Self.header, named: "header.layout", in: directory)
        let sizes = ["--size", "0x44", "--size", "10x44", "--size", "320x44"]
        let json = try Tether.run(["run", file, "--format", "json"] + sizes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        // 0 and 10 wide conflict (the stack would be -14 and -4 wide): x 4, width 0. At 320 the
        // broken pin fits again: 320 - 4 - 10 = 306.
        let frames = layouts.map { (($0["views"] as? [[String: Any]])?.first?["frame"] as? [String: Double]) }
        #expect(frames == [
            ["x": 4, "y": 0, "width": 0, "height": 20], ["x": 4, "y": 0, "width": 0, "height": 20],
            ["x": 4, "y": 0, "width": 306, "height": 20],
        ])
        let svg = try Tether.run(["run", file, "--format", "svg"] + sizes)
        #expect(svg.output.hasPrefix("<svg"))
        #expect(!svg.output.contains("width=\"-") && !svg.output.contains("height=\"-"))
    }
}
