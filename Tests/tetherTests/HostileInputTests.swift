import Foundation
import Testing

/// Hostile inputs (huge files, devices, deep nesting, long names and texts, endless loops), each run through the `tether` executable: every one ends
/// with a located error and exit status 1, in bounded memory. Memory is the child's peak
/// resident size from `getrusage(RUSAGE_CHILDREN)` (`ru_maxrss`), not a time. Linux charges a
/// process that `exec`s with the peak of the image it replaces, so a child of this 200 MB
/// test process would report 200 MB whatever tether used: a small Python process runs tether
/// and reports its children's usage (`Tests/measure-child.py`).
@Suite struct HostileInputTests {
    /// The peak a run may reach: far above the ~25 MB any debug run starts at, far below
    /// what an unbounded one took (0.8–8 GB).
    static let memoryBound = 200 << 20

    struct Measured {
        var status: Int32
        var output: String
        var error: String
        /// Peak resident set, in bytes.
        var peakMemory: Int
    }

    static let measurer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("measure-child.py").path

    /// Runs tether in `directory` under the measurer, with standard output and error sent
    /// to files.
    static func run(_ arguments: [String], in directory: String) throws -> Measured {
        let peakPath = directory + "/peak.txt"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", measurer, peakPath, try Tether.executable().path] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: try created(directory + "/stdout.txt"))
        process.standardError = FileHandle(forWritingAtPath: try created(directory + "/stderr.txt"))
        try process.run()
        process.waitUntilExit()
        let peak = (try? String(contentsOfFile: peakPath, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return Measured(
            status: process.terminationStatus,
            output: (try? String(contentsOfFile: directory + "/stdout.txt", encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: directory + "/stderr.txt", encoding: .utf8)) ?? "",
            peakMemory: (peak ?? Int.max / 1024) * 1024)
    }

    private static func created(_ path: String) throws -> String {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    /// Writes files into a fresh directory and runs `tether run MAIN` there.
    static func runScript(_ files: [String: String], main: String = "main.layout") throws -> Measured {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, text) in files {
            try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
        }
        return try run(["run", main], in: directory)
    }

    static func expectFailed(_ run: Measured, located: String, _ comment: Comment? = nil) {
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains(located), "\(run.error.prefix(2_000))")
        #expect(run.peakMemory < memoryBound, "peak \(run.peakMemory >> 20) MB")
    }

    @Test("300 nested imports whose innermost module recurses: a limit, not a stack overflow")
    func nestedImportsAndRecursion() throws {
        var files: [String: String] = [:]
        files["main.layout"] = "import \"m1\"\n"
        for level in 1..<300 { files["m\(level).layout"] = "import \"m\(level + 1)\"\n" }
        files["m300.layout"] = "def f(n) { return f(n + 1) }\nf(0)\n"
        let run = try Self.runScript(files)
        Self.expectFailed(run, located: "main.layout:1:1: error: calls and imports nested more than 200 deep (limit maxCallDepth)")
    }

    @Test("range past 2^53, where x + 1 == x, is refused instead of counting forever")
    func rangeThatCannotAdvance() throws {
        let run = try Self.runScript(["main.layout": "for i in range(1e16, 1e16 + 4) { let x = i }\n"])
        Self.expectFailed(run, located: "main.layout:1:10: error: range needs bounds between -2^53 and 2^53")
    }

    @Test("a string doubled past the cap fails where it is made")
    func doubledString() throws {
        let run = try Self.runScript(["main.layout": "let s = \"ab\"\nfor i in range(40) { s = s + s }\nprint s\n"])
        Self.expectFailed(run, located: "main.layout:2:26: error: the text would be longer than 1000000 bytes (limit maxStringLength)")
    }

    @Test("a list doubled by nesting past the cap fails where it is made")
    func nestedList() throws {
        let run = try Self.runScript(["main.layout": "let l = [\"x\"]\nfor i in range(40) { l = [l, l] }\nprint l\n"])
        Self.expectFailed(run, located: "main.layout:2:26: error: a list would hold more than 1000000 items")
    }

    /// A 524,288-byte string twice in a list is within every value cap, but its text is not:
    /// each way of making text from it stops at the cap, located at the statement.
    @Test("text made from values is capped wherever it is made", arguments: [
        ("print [s, s]", "main.layout:3:7"), ("let t = str([s, s])", "main.layout:3:9"),
        ("error([s, s])", "main.layout:3:1"), ("expect [s, s] == 1", "main.layout:3:8"),
        ("let t = \"\" + [s, s]", "main.layout:3:14"),
    ])
    func renderedText(statement: String, location: String) throws {
        let script = "let s = \"x\"\nfor i in range(19) { s = s + s }\n\(statement)\n"
        let run = try Self.runScript(["main.layout": script])
        Self.expectFailed(run, located: "\(location): error: the text would be longer than 1000000 bytes (limit maxStringLength)")
    }

    @Test("a type error quotes a long value by its first 60 bytes")
    func typeErrorQuotesAnExcerpt() throws {
        let script = "let s = \"x\"\nfor i in range(19) { s = s + s }\nlet n = [s, s] * 2\n"
        let run = try Self.runScript(["main.layout": script])
        Self.expectFailed(run, located: "main.layout:3:9: error: expected numbers on both sides of '*'")
        #expect(run.error.utf8.count < 2_000, "\(run.error.utf8.count) bytes of diagnostics")
    }

    @Test("a 100,000-character name and a typo of it: no suggestion table of n × m")
    func longNameTypo() throws {
        let name = String(repeating: "x", count: 100_000)
        let script = "let \(name) = 1\nprint \(name.dropLast())y\n"
        let run = try Self.runScript(["main.layout": script])
        Self.expectFailed(run, located: "main.layout:2:7: error: unknown name")
    }

    @Test("/dev/zero is refused after the size limit, not read forever")
    func endlessDevice() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try Self.run(["run", "/dev/zero"], in: directory)
        Self.expectFailed(run, located: "/dev/zero: error: it went on past 16777216 bytes (limit maxScriptBytes)")
    }

    @Test("a script larger than 16 MB is refused before it is read")
    func hugeFile() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/huge.layout"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(16 << 20) + 1)   // sparse: no disk needed
        try handle.close()
        let run = try Self.run(["run", "huge.layout"], in: directory)
        Self.expectFailed(run, located: "huge.layout: error: it is larger than 16777216 bytes (limit maxScriptBytes)")
    }

    /// b.width == 2 × a.width with a.width == 1e308: every constant is finite, the solution
    /// (2e308) is not.
    @Test("frames past Double's range are an error naming the views, never inf with status 0")
    func overflowingFrames() throws {
        let script = """
            view a
            view b
            pin a.width == 1e308
            pin b.width == 2 * a.width
            pin a.left == 0
            pin b.left == 0
            pin a.top == 0
            pin b.top == 0
            pin a.height == 1
            pin b.height == 1
            print 1e308

            """
        let run = try Self.runScript(["main.layout": script])
        Self.expectFailed(run, located: "main.layout:2:1: error: the frame of b is not finite")
        #expect(run.output.hasPrefix("1e+308\n"), "a finite number prints as itself")
    }

    @Test("an import cycle through the entry script runs the entry's statements once")
    func cycleThroughTheEntry() throws {
        let run = try Self.runScript([
            "main.layout": "print \"entry\"\nimport \"back\"\n",
            "back.layout": "import \"main\"\n",
        ])
        Self.expectFailed(run, located: "main.layout:2:1: error: import cycle: main.layout → back.layout → main.layout")
        #expect(run.output.components(separatedBy: "entry").count == 2, "printed once: \(run.output)")
    }

    @Test("a byte that is not UTF-8 is located by line and column")
    func invalidUTF8() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("view a\nview \u{E9}".utf8 + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: directory + "/bad.layout"))
        let run = try Self.run(["run", "bad.layout"], in: directory)
        // Line 2 is "view é" then 0xFF: the bad byte is the 7th code point of the line.
        Self.expectFailed(run, located: "bad.layout:2:7: error: byte 0xFF is not UTF-8")
    }
}
