import Foundation
import LayoutScript
import Testing

/// The README's content-priority tie end to end: `check` names the tie and the fix, once,
/// at the first tied view's line, and exits 3.
@Suite struct ContentPriorityCommandTests {
    static let row = """
        view title { intrinsic 60 x 21
          hug h 251 }
        view detail { intrinsic 80 x 21
          hug h 251 }
        vfl "H:|-[title]-[detail]-|"
        vfl "V:|-[title]"
        vfl "V:|-[detail]"

        """

    @Test func check() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Self.row, named: "row.layout", in: directory)
        let run = try Tether.run(["check", file])
        #expect(run.status == 3)
        #expect(run.output == """
            \(file):1:1: warning: Content Priority Ambiguity: 'title' and 'detail' have the same horizontal content hugging priority (251)
              1 | view title { intrinsic 60 x 21
                | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: decrease the horizontal content hugging priority of 'detail' from 251 to 250
            note: both have room to grow, so either could take it, and their widths are not determined
            \(file): 0 errors, 1 warning

            """)
        // The advice applied, the row is unique: title 60 at x 20; detail at 88, 212 wide.
        let fixedFile = try Tether.write(Self.row.replacingOccurrences(of: "80 x 21\n  hug h 251", with: "80 x 21\n  hug h 250"),
                                         named: "fixed.layout", in: directory)
        let fixed = try Tether.run(["check", fixedFile])
        #expect(fixed.status == 0, "\(fixed.output)")
        let frames = try Tether.run(["run", fixedFile])
        #expect(frames.output.contains("title   root       20  20     60      21"), "\(frames.output)")
        #expect(frames.output.contains("detail  root       88  20    212      21"), "\(frames.output)")
    }
}

/// A conflict at two sizes is one problem (the same kind, views and place as `check --all`
/// tells problems apart): printed once, as the first size found it, with both sizes, the
/// first of them the one its notes come from — its evidence names that size's root width.
@Suite struct ConflictPerSizeCommandTests {
    @Test func check() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write("view a\nvfl \"H:|-[a]-|\"\npin a.width == 300\npin a.top == 0\npin a.height == 10\n",
                                    named: "wide.layout", in: directory)
        let run = try Tether.run(["check", file, "--size", "320x568", "--size", "768x1024"])
        #expect(run.status == 3)
        // The root's width is the size asked for (320); VFL's `-` to the superview's edge is
        // 20 points (NSLayoutConstraint's standard spacing for a root view).
        #expect(run.output == """
            \(file):3:1: error: Unable to simultaneously satisfy constraints: these 4 required constraints cannot all hold (at 320 × 568, 768 × 1024):
              3 | pin a.width == 300
                | ^~~
            note: root.width == 320   the size of the root view 'root' asked for by the layout pass
            note: H:|-(20)-[a]        from VFL 'H:|-[a]-|' at \(file):2:1
            note: H:[a]-(20)-|        from the same VFL at \(file):2:1
            note: a.width == 300      explicit constraint at \(file):3:1
            note: Breaking a.width == 300 to recover: it is the most recently added explicit constraint in the conflict, the likeliest mistake. Remove it or lower its priority below 1000.
            \(file): 1 error, 0 warnings

            """)
    }
}

/// Generated constraints keep the line of the statement that made them: a required
/// compression resistance (the `resist` line) and translated autoresizing constraints (the
/// `autoresize` line) are listed with it.
@Suite struct GeneratedConstraintSourceTests {
    @Test func resistLine() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = """
            view a {
              intrinsic 100 x 20
              resist h 1000
            }
            pin a.width == 50
            pin a.left == 0
            pin a.top == 0

            """
        let file = try Tether.write(script, named: "resist.layout", in: directory)
        let run = try Tether.run(["check", file])
        #expect(run.status == 3)
        #expect(run.output.contains("a.width >= 100   intrinsic size of a (horizontal compression resistance) at \(file):3:3"), "\(run.output)")
        #expect(run.output.contains("a.width == 50    explicit constraint at \(file):5:1"), "\(run.output)")
    }

    @Test func autoresizeLine() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = """
            view banner {
              frame 0 0 320 50
              autoresize width
            }
            pin banner.left == root.left + 10

            """
        let file = try Tether.write(script, named: "banner.layout", in: directory)
        let run = try Tether.run(["check", file])
        #expect(run.status == 3)
        #expect(run.output.contains("banner.left == root.left        autoresizing mask of banner (h=-&- v=---), an NSAutoresizingMaskLayoutConstraint at \(file):3:3"), "\(run.output)")
    }
}

/// A constraint made inside a library's def is listed at the script's call, with where in
/// the module it was made: `hstack` pins a to the row's leading edge ('UISV-canvas-connection') at std/stack.layout
/// line 172, and a conflict with `a.width == 400` in a 320-wide row lists it so.
@Suite struct ModuleConstraintSourceTests {
    @Test func listedAtTheCall() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = """
            import "std/stack"
            view row
            vfl "H:|[row]|"
            vfl "V:|[row(44)]"
            view a in row { intrinsic 100 x 20 }
            view b in row { intrinsic 100 x 20 }
            hstack([a, b], 8)
            pin a.width == 400

            """
        let file = try Tether.write(script, named: "row.layout", in: directory)
        let run = try Tether.run(["check", file])
        #expect(run.status == 3)
        #expect(run.output.hasPrefix("\(file):8:1: error: Unable to simultaneously satisfy constraints"), "\(run.output)")
        // The line of std/stack that makes the canvas connection, read from the bundled module.
        let stack = StandardLibrary.modules["std/stack"] ?? ""
        let line = try #require(stack.components(separatedBy: "\n").firstIndex {
            $0.contains("pin _start(shown[0], h) == _start(canvas, h) + inset as \"UISV-canvas-connection\"")
        }) + 1
        #expect(run.output.contains("a.leading == row.leading      explicit constraint 'UISV-canvas-connection' at \(file):7:1, inside 'hstack' at std/stack.layout:\(line):3"), "\(run.output)")
    }
}

/// Layout guides in the outputs: a table of their own after the views', a `"guides"` array
/// beside `"views"` with `"owner"`, a dashed outline in the picture. The spacer of
/// grammar.md: a 20…80, gap 80…190 (as wide as b), b 190…300 in a 320-wide root.
@Suite struct GuideOutputTests {
    static let spacer = """
        view a { intrinsic 60 x 20 }
        view b { intrinsic 60 x 20 }
        guide gap
        pin a.left == root.left + 20
        pin gap.left == a.right
        pin b.left == gap.right
        pin gap.width == b.width
        pin b.right == root.right - 20
        pin a.top == root.top + 20
        pin b.top == a.top
        pin gap.top == a.top
        pin gap.height == 0

        """

    @Test func textJSONAndSVG() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Self.spacer, named: "spacer.layout", in: directory)
        let text = try Tether.run(["run", file])
        #expect(text.status == 0)
        #expect(text.output == """
            320 × 568
            view  superview    x   y  width  height
            a     root        20  20     60      20
            b     root       190  20    110      20
            guide  owner   x   y  width  height
            gap    root   80  20    110       0

            """)
        let json = try Tether.run(["run", file, "--format", "json"])
        #expect(json.output.contains(#""guides": [{"name": "gap", "owner": "root", "frame": {"x": 80, "y": 20, "width": 110, "height": 0}, "absolute": {"x": 80, "y": 20, "width": 110, "height": 0}, "ambiguous": []}],"#))
        let svg = try Tether.run(["run", file, "--format", "svg"])
        #expect(svg.output.contains(##"<rect x="80" y="20" width="110" height="0" fill="none" stroke="#34C759" stroke-width="1" stroke-dasharray="4 3"/>"##), "\(svg.output)")
        #expect(svg.output.contains(">gap</text>"))
    }
}
