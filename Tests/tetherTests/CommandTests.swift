import Foundation
import Testing

/// `tether run`, `check` and `repl` end to end: the tests run the `tether` executable that
/// `swift test` builds next to the test binary and check
/// standard output, standard error and the exit status against docs/cli.md.
enum Tether {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    static func executable() throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("tether")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "tether next to \(testBinary.path)"])
    }

    /// Runs tether; `standardOutput` names a file to send its standard output to instead of a pipe.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:], standardOutput: String? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        if let standardOutput {
            process.standardOutput = FileHandle(forWritingAtPath: standardOutput)
            try output.fileHandleForWriting.close()
        } else {
            process.standardOutput = output
        }
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data((input ?? "").utf8))
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "tether-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The Big Nerd Ranch chapter's detail screen, without its expects, so that it runs at any size.
    static let detail = """
        root 320 x 568
        view dateLabel { intrinsic 120 x 21 }
        view imageView {
          intrinsic 100 x 100
          hug v 200
          resist v 700
        }
        view toolbar
        vfl "H:|-20-[dateLabel]-20-|"
        pin dateLabel.top == root.top + 120
        vfl "H:|[toolbar]|"
        vfl "V:[toolbar(44)]|"
        vfl "H:|-0-[imageView]-0-|"
        vfl "V:[dateLabel]-[imageView]-[toolbar]"

        """

    static func write(_ text: String, named name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

@Suite struct RunCommandTests {
    @Test("text: a frames table at the script's size; nothing on standard error") func text() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail, named: "detail.layout", in: directory)
        let run = try Tether.run(["run", file])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(
            run.output == """
                320 × 568
                view       superview   x    y  width  height
                dateLabel  root       20  120    280      21
                imageView  root        0  149    320     367
                toolbar    root        0  524    320      44

                """)
    }

    @Test("--text-size sets the reader's text size that text styles follow; an unknown one is a usage error")
    func textSize() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Body is 17 points at large and 28 at AX1 (Apple's HIG, Dynamic Type sizes): one
        // line of San Francisco, rounded up to the point, is 21 and 34 tall.
        let file = try Tether.write("view t { text \"Hi\", \"body\" }\npin t.top == 0\npin t.left == 0\nprint traits.textSize, t.frame.height\n",
                                    named: "t.layout", in: directory)
        let large = try Tether.run(["run", file])
        let ax1 = try Tether.run(["run", file, "--text-size", "ax1"])
        #expect(large.output.hasPrefix("large 21\n"))
        #expect(ax1.output.hasPrefix("AX1 34\n"))
        let bad = try Tether.run(["check", file, "--text-size", "huge"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("unknown text size 'huge'"))
    }

    @Test("several --size and --device sizes in one run, in order") func sizes() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail, named: "detail.layout", in: directory)
        let run = try Tether.run(["run", file, "--size", "568x320", "--device", "iPhone4s,ipad", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["file"] as? String == file)
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let roots = layouts.map { $0["root"] as? [String: Double] }
        #expect(roots == [["width": 568, "height": 320], ["width": 320, "height": 480], ["width": 768, "height": 1024]])
        let toolbars = layouts.map { (($0["views"] as? [[String: Any]])?.last?["frame"] as? [String: Double])?["y"] }
        #expect(toolbars == [276, 436, 980])
        #expect(run.output.contains(#""frame": {"x": 0, "y": 276, "width": 568, "height": 44}"#))
    }

    @Test("a size class's branch run only for a later device: its error is reported there, its label drawn with its text")
    func replayedBranch() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write("""
            import "std/devices"
            import "std/controls" as ui
            view box
            pin box.left == root.left
            pin box.top == root.top
            pin box.width == 10
            pin box.height == 10
            if isRegular() {
              view extra: ui.label("Shown on the iPad")
              pin extra.left == root.left
              pin extra.top == root.top + 60
              nosuch = 3
            }

            """, named: "r.layout", in: directory)
        let run = try Tether.run(["run", file, "--device", "iphone16pro,ipad"])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("\(file):12:3: error: cannot assign to 'nosuch': it is not defined (at ipad (768 × 1024))\n"))
        // A run that stopped with an error writes no frames (docs/cli.md, Exit statuses).
        #expect(run.output == "")
        let svg = try Tether.run(["run", file, "--device", "iphone16pro,ipad", "--format", "svg"])
        #expect(svg.status == 1)
        #expect(svg.output == "")
        // Without the error, the branch run only for the iPad draws its label with its text.
        _ = try Tether.write(try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "  nosuch = 3\n", with: ""),
                         named: "r.layout", in: directory)
        let fixed = try Tether.run(["run", file, "--device", "iphone16pro,ipad", "--format", "svg"])
        #expect(fixed.status == 0)
        #expect(fixed.output.contains(">Shown on the iPad</"))
    }

    @Test("svg to a file, inferred from -o's extension, replacing the old file whole") func svg() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail + "view <b&>\n".replacingOccurrences(of: "<b&>", with: "spare"), named: "d.layout", in: directory)
        let out = directory + "/d.svg"
        try "old".write(toFile: out, atomically: true, encoding: .utf8)
        let run = try Tether.run(["run", file, "--device", "iphone5,ipad", "-o", out])
        #expect(run.status == 0)
        #expect(run.output == "")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains(">iphone5 (320 × 568)</text>"))
        #expect(svg.contains(">ipad (768 × 1024)</text>"))
        // spare is ambiguous in every direction: dashed orange, with both arrows.
        #expect(svg.contains("stroke=\"#FF9500\" stroke-width=\"2\" stroke-dasharray=\"6 3\" data-view=\"spare\" data-panel=\"0\"><title>spare "))
        #expect(svg.contains("<title>free: horizontal position, width, vertical position, height</title>"))
        #expect(run.error.contains("warning: spare: horizontal position, width, vertical position and height are not determined\n  15 | view spare\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["d.layout", "d.svg"])
    }

    @Test("--strict: exit 3 on a layout problem; errors located from the constraint's source") func strict() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(
            "view a\npin a.left == root.left\npin a.top == root.top\npin a.height == 10\npin a.width == 100\npin a.width == 200\n",
            named: "c.layout", in: directory)
        let lenient = try Tether.run(["run", file, "--format", "json"])
        #expect(lenient.status == 0)
        #expect(lenient.output.contains(#""kind": "unsatisfiable""#))
        #expect(lenient.output.contains(#""file": "\#(file)", "line": 6, "column": 1}"#))
        let strict = try Tether.run(["run", file, "--strict"])
        #expect(strict.status == 3)
        #expect(strict.error.contains("\(file):6:1: error: Unable to simultaneously satisfy constraints"))
    }

    @Test("import finds modules on TETHER_PATH") func tetherPath() throws {
        let directory = try Tether.temporaryDirectory()
        let modules = try Tether.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: modules)
        }
        try FileManager.default.createDirectory(atPath: modules + "/ui", withIntermediateDirectories: true)
        _ = try Tether.write("def square(v, side) {\n  pin v.width == side\n  pin v.height == side\n}\n", named: "ui/shapes.layout", in: modules)
        let file = try Tether.write(
            "import \"ui/shapes\"\nview a\npin a.left == root.left\npin a.top == root.top\nsquare(a, 30)\n", named: "m.layout", in: directory)
        let run = try Tether.run(["run", file], environment: ["TETHER_PATH": "/nonexistent:" + modules])
        #expect(run.error == "")
        #expect(run.output.contains("a     root       0  0     30      30\n"))
    }

    @Test("a script error: located, with a caret, exit 1") func scriptError() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write("view a\npin a.widht == 3\n", named: "e.layout", in: directory)
        let run = try Tether.run(["run", file])
        #expect(run.status == 1)
        #expect(run.error.contains("\(file):2:"))
        #expect(run.error.contains("^"))
        // No frame table of the views declared before the error, and no file for -o.
        #expect(run.output == "")
        // The JSON is written: its diagnostics carry the error.
        let json = try Tether.run(["run", file, "--format", "json"])
        #expect(json.status == 1 && json.output.contains(#""severity": "error""#))
        let picture = directory + "/e.svg"
        let written = try Tether.run(["run", file, "-o", picture])
        #expect(written.status == 1)
        #expect(!FileManager.default.fileExists(atPath: picture))
    }

    @Test(
        "bad input: one line on standard error, exit 2, never a trap",
        arguments: [
            ["run", "/no/such.layout"], ["run", "/tmp"], ["run", "F", "--size", "3y4"], ["run", "F", "--size", "-1x2"],
            ["run", "F", "--device", "iphone9"], ["run", "F", "--format", "xml"], ["run", "F", "-o", "/no/such/dir/x.json"],
            ["run", "F", "-o", "/tmp"], ["run"], ["check"], ["check", "F", "/no/such.layout"], ["run", "F", "--bogus"],
            ["run", "F", "--size", "1e309x5"], ["run", "F", "--size", "320x"],
            ["run", "F", "--size", "0x-0.5"], ["run", "F", "--device", ""], ["run", "F", "--device", "ipad,"],
            ["run", "F", "--format", "json", "-o", "x.svg"], ["run", "F", "--format", "text", "-o", "x.json"],
            ["run", "F", "-o", "/dev/full"], ["run", "F", "--size"], ["check", "F", "--size", "-1x5"],
            ["repl", "--size", "-3x4"], ["vfl", "H:|[a]|", "--metric", "=1"],
            ["run", "F", "-o", "F"],
        ])
    func badInput(arguments: [String]) throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail, named: "f.layout", in: directory)
        let run = try Tether.run(arguments.map { $0 == "F" ? file : $0 })
        #expect(run.status == 2)
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        #expect(run.output == "")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Tether.detail, "the script is left as it was")
    }
}

@Suite struct RunCommandFileTests {
    @Test("a negative --size is named as such, not taken for an option") func negativeSize() throws {
        let run = try Tether.run(["run", "/dev/null", "--size", "-1x5"])
        #expect(run.status == 2)
        #expect(run.error == "tether: The value '-1x5' is invalid for '--size <WxH>': '-1x5' is not a size; width and height must be finite numbers ≥ 0 (see 'tether run --help')\n")
    }

    @Test("/dev/null, /dev/stdin and a FIFO are read as scripts") func specialFiles() throws {
        let empty = try Tether.run(["run", "/dev/null"])
        #expect(empty.status == 0)
        #expect(empty.output == "320 × 568\nview  superview  x  y  width  height\n(no views)\n")
        let piped = try Tether.run(["run", "/dev/stdin", "--format", "json"], input: "view a\npin a.width == 7\n")
        #expect(piped.status == 0)
        #expect(piped.output.contains(#""file": "/dev/stdin""#))
        #expect(piped.output.contains(#""width": 7"#))
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/f.layout"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread { try? "view z\n".write(toFile: fifo, atomically: false, encoding: .utf8) }
        writer.start()
        let run = try Tether.run(["run", fifo])
        #expect(run.status == 0)
        #expect(run.output.contains("z ?   root"))
    }

    @Test("-o onto a device writes into it and never replaces it; /dev/full is an error") func devices() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail, named: "f.layout", in: directory)
        let null = try Tether.run(["run", file, "-o", "/dev/null"])
        #expect(null.status == 0)
        let full = try Tether.run(["run", file, "--format", "json", "-o", "/dev/full"])
        #expect(full.status == 2)
        #expect(full.error == "/dev/full: error: cannot write the file: No space left on device\n")
        for device in ["/dev/null", "/dev/full"] {
            var status = stat()
            #expect(stat(device, &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFCHR, "\(device) is still a device")
        }
    }

    @Test("-o through a symbolic link replaces the file it points to and keeps the link") func symlink() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail, named: "f.layout", in: directory)
        let target = try Tether.write("old", named: "real.json", in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.json", withDestinationPath: target)
        let run = try Tether.run(["run", file, "-o", directory + "/link.json"])
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.json") == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{\"file\": "))
    }

    @Test("standard output that cannot be written: exit 2 with one line, never a trap") func fullStandardOutput() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail, named: "f.layout", in: directory)
        for arguments in [["run", file], ["check", file], ["vfl", "H:|[a]|"]] {
            let run = try Tether.run(arguments, standardOutput: "/dev/full")
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error == "tether: cannot write to standard output: No space left on device\n", "\(arguments)")
        }
        let repl = try Tether.run(["repl"], input: "view a\n:help\n", standardOutput: "/dev/full")
        #expect(repl.status == 0, "the REPL goes on without its output")
    }

    @Test("-o to a name of 250 bytes: the temporary file's name is not longer than the limit") func longName() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/" + String(repeating: "n", count: 245) + ".json"
        let run = try Tether.run(["run", "/dev/null", "-o", out])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    /// The picture shows a label's text as it wraps: in 288 points the terms of
    /// WrappingTextTests take three lines, each a <text> at its baseline.
    @Test("the picture draws a label's wrapped lines") func wrappedLinesInThePicture() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(
            "import \"std/controls\" as ui\nview terms: ui.label(\"By continuing you accept the terms of service and the privacy policy of this app\", 17, 0)\n"
                + "pin terms.leading == root.leading + 16\npin terms.trailing == root.trailing - 16\npin terms.top == root.top + 100\n",
            named: "terms.layout", in: directory)
        let run = try Tether.run(["run", file, "--size", "320x568", "--format", "svg"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains(">By continuing you accept the terms</text>"))
        #expect(run.output.contains(">of service and the privacy policy of</text>"))
        #expect(run.output.contains(">this app</text>"))
    }

    /// The picture sets text as it was measured: Inter with San Francisco's tracking (−26/1000
    /// em at 17 points: −0.442 a character, the HIG's table), and a text whose width was
    /// measured in its own font (`measuredWidth 150`, narrower than Inter's line) on one line
    /// at that width, as the layout has it (one 17-point line, 20.5 tall at 2x), not the two
    /// lines Inter would break it into at 150.
    @Test("the picture sets text with its tracking and wraps a measured width as the layout does") func measuredTextInThePicture() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(
            "import \"std/controls\" as ui\nroot 320 x 568 scale 2\nview a: ui.label(\"this is your zAddress\", 17, 0) { measuredWidth 150 }\n"
                + "pin a.leading == root.leading + 16\npin a.top == root.top + 100\n",
            named: "measured.layout", in: directory)
        let run = try Tether.run(["run", file, "--format", "svg"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("letter-spacing=\"-0.442\""), "\(run.output)")
        #expect(run.output.contains(">this is your zAddress</text>"), "\(run.output)")
        #expect(try Tether.run(["run", file]).output.contains("a     root       16  100    150    20.5"))
    }

    /// --rtl flips leading and trailing and wins over the script's own direction: a label 20
    /// from the leading edge of a 320-wide root is at x 200 (320 − 20 − 100).
    @Test("--rtl lays out right to left, over the script's direction") func rightToLeft() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(
            "direction leftToRight\nview a\npin a.leading == root.leading + 20\npin a.width == 100\npin a.top == root.top\npin a.height == 20\n",
            named: "rtl.layout", in: directory)
        #expect(try Tether.run(["run", file]).output.contains("a     root       20  0    100      20"))
        let run = try Tether.run(["run", file, "--rtl"])
        #expect(run.status == 0)
        #expect(run.output.contains("a     root       200  0    100      20"), "\(run.output)")
    }

    /// A device is not its bare size: iphone5 has a 20-point status bar, so 320x568 and
    /// iphone5 are two screens; ipad twice is one.
    @Test("a screen given twice is laid out once") func duplicateSizes() throws {
        let run = try Tether.run(["run", "/dev/null", "--size", "320x568", "--device", "iphone5,ipad,ipad", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "\"root\":").count == 4)
    }
}

@Suite struct CheckCommandTests {
    @Test("ok, or each problem located, a summary per file; exit 3 for layout problems") func check() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = try Tether.write(Tether.detail, named: "good.layout", in: directory)
        let ok = try Tether.run(["check", good])
        #expect(ok.status == 0)
        #expect(ok.output == "\(good): ok\n")
        let loose = try Tether.write(
            "view a { frame 0 0 50 50 }\npin a.left == root.left\npin a.top == root.top + 10\npin a.width == 50\npin a.height == 50\nview b\n",
            named: "loose.layout", in: directory)
        let problems = try Tether.run(["check", good, loose])
        #expect(problems.status == 3)
        #expect(problems.output.contains("\(loose):1:1: warning: a is misplaced"))
        #expect(problems.output.contains("Expected: y=10 — Actual: y=0"))
        #expect(problems.output.contains("\(loose):6:1: warning: b: horizontal position, width, vertical position and height are not determined\n  6 | view b\n"))
        #expect(problems.output.contains("\nhint: add 'pin b.leading == root.leading'; add a width constraint"))
        let json = try Tether.run(["run", loose, "--format", "json"])
        #expect(json.output.contains(#""kind": "ambiguous", "message": "b: horizontal position is not determined"#))
        #expect(json.output.contains(#""file": "\#(loose)", "line": 6, "column": 1, "hint": null"#))
        #expect(problems.output.hasPrefix("\(good): ok\n"))
        #expect(problems.output.hasSuffix("\(loose): 0 errors, 2 warnings\n"))
    }

    @Test("a script error wins: exit 1; a problem at only some sizes names them") func sizes() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let narrow = try Tether.write(
            "view a\npin a.left == root.left\npin a.top == root.top\npin a.height == 10\npin a.width == 400\npin a.right <= root.right\n",
            named: "narrow.layout", in: directory)
        let run = try Tether.run(["check", narrow, "--device", "iphone5,ipad"])
        #expect(run.status == 3)
        #expect(run.output.contains("(at iphone5 (320 × 568))"))
        let bad = try Tether.write("view a\npin a.nope == 1\n", named: "bad.layout", in: directory)
        let both = try Tether.run(["check", narrow, bad])
        #expect(both.status == 1)
        #expect(both.output.contains("\(bad):2:"))
    }

    /// A designed frame is checked at the size it was designed at only (the `root`
    /// statement's), as Interface Builder reports misplacement only on its canvas: the card,
    /// designed at x 20 on the iPhone 8 (375 × 667) and held 20 from the right edge, is 20
    /// from the left there; at 667 × 375 it is at x 312 where it should be, not misplaced;
    /// moved, it is misplaced on the iPhone 8 only.
    @Test("misplaced views are reported at the designed size only") func designedSize() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let card = "view card { frame X 40 335 100 }\npin card.trailing == root.trailing - 20\npin card.top == root.top + 40\n"
            + "pin card.width == 335\npin card.height == 100\n"
        let placed = try Tether.write("root device \"iphone8\"\n" + card.replacingOccurrences(of: "X", with: "20"),
                                      named: "placed.layout", in: directory)
        #expect(try Tether.run(["check", placed, "--device", "iphone8,iphone8:landscape,ipad"]).status == 0)
        let moved = try Tether.write("root device \"iphone8\"\n" + card.replacingOccurrences(of: "X", with: "10"),
                                     named: "moved.layout", in: directory)
        let run = try Tether.run(["check", moved, "--device", "iphone8,iphone8:landscape,ipad"])
        #expect(run.status == 3)
        #expect(run.output.contains("card is misplaced"))
        #expect(run.output.contains("(at iphone8 (375 × 667))"))
        #expect(try Tether.run(["check", moved, "--device", "iphone8:landscape"]).status == 0)
    }
}

@Suite struct ReplPipeTests {
    @Test("statements from a pipe: no prompt, changes shown, blocks continue, commands work") func pipe() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = """
            view box
            pin box.left == root.left + 10
            pin box.top == root.top + 20
            for v in [box] {
              pin v.width == 100
              pin v.height == 50
            }
            :why box.width
            :size 400x300
            :show
            view badge in box
            :views
            :undo
            :svg \(directory)/r.svg
            :quit
            view never

            """
        let run = try Tether.run(["repl"], input: input, environment: ["HOME": directory])
        #expect(run.status == 0)
        #expect(!run.output.contains("layout>"))
        #expect(run.output.contains("+ box (0, 0, 0, 0)\n"))
        #expect(run.output.contains("  box (10, 20, 0, 0) → (10, 20, 100, 50)\n"))
        #expect(run.output.contains("box.width = 100 (in root coordinates)\n"))
        #expect(run.output.contains("  box.width == 100            explicit constraint at <repl 4>:2:3\n"))
        #expect(run.output.contains("size 400 × 300\n"))
        #expect(run.output.contains("400 × 300\nview  superview   x   y  width  height\nbox   root       10  20    100      50\n"))
        #expect(run.output.contains("root 400 × 300\n  box (10, 20, 100, 50)\n    badge (-10, -20, 0, 0) ? horizontal position, width, vertical position, height\n"))
        #expect(run.output.contains("undid: view badge in box"))
        #expect(run.output.contains("- badge\n"))
        #expect(run.output.contains("wrote \(directory)/r.svg\n"))
        #expect(!run.output.contains("never"))
        #expect(run.error.contains("warning: box: horizontal position, width, vertical position and height are not determined"))
        // No history is written from a pipe.
        #expect(!FileManager.default.fileExists(atPath: directory + "/.tether_history"))
    }

    @Test("an error is located in its chunk and the session goes on; exit 1 from a pipe") func errors() throws {
        let run = try Tether.run(["repl"], input: "view a\npin a.widht == 1\n:bogus\nprint 1 + 2\n")
        #expect(run.status == 1)
        #expect(run.error.contains("<repl 2>:1:"))
        #expect(run.error.contains("unknown command ':bogus'"))
        #expect(run.output.hasSuffix("3\n"))
    }

    @Test("tether alone reads the pipe as the REPL does") func bare() throws {
        let run = try Tether.run([], input: "view a\n")
        #expect(run.status == 0)
        #expect(run.output == "+ a (0, 0, 0, 0)\n")
    }

    @Test("--help on every command, with examples", arguments: [["run"], ["check"], ["repl"], ["vfl"], []])
    func help(command: [String]) throws {
        let run = try Tether.run(command + ["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("Examples:"))
    }
}

@Suite struct VersionTests {
    /// `tether --version` prints the one version in the source, which CHANGELOG.md's latest
    /// release names too.
    @Test func versionMatchesTheChangelog() throws {
        let run = try Tether.run(["--version"])
        #expect(run.status == 0)
        let version = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(version)")
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let firstRelease = text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.contains("Unreleased") }
        #expect(firstRelease?.hasPrefix("## [\(version)]") == true, "\(firstRelease ?? "none")")
    }
}
