import Foundation
import Testing

/// `tether fmt` end to end (docs/cli.md): in place, --check, standard input, syntax errors.
@Suite struct FormatCommandTests {
    static let messy = "view a { intrinsic 10 x 20; hug h 251 }\npin a.left==8 # left\n"
    // The comment no longer fits at its column: two spaces after the code.
    static let tidy = "view a {\n  intrinsic 10 x 20\n  hug h 251\n}\npin a.left == 8  # left\n"

    @Test func formatsInPlaceAndChecks() throws {
        let folder = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let messy = folder + "/messy.layout", tidy = folder + "/tidy.layout"
        try Self.messy.write(toFile: messy, atomically: true, encoding: .utf8)
        try Self.tidy.write(toFile: tidy, atomically: true, encoding: .utf8)

        let check = try Tether.run(["fmt", "--check", messy, tidy])
        #expect(check.status == 1)
        #expect(check.output == "\(messy): not formatted\n")
        #expect(try String(contentsOfFile: messy, encoding: .utf8) == Self.messy, "--check writes nothing")

        let format = try Tether.run(["fmt", messy, tidy])
        #expect(format.status == 0 && format.output.isEmpty && format.error.isEmpty)
        #expect(try String(contentsOfFile: messy, encoding: .utf8) == Self.tidy)
        #expect(try Tether.run(["fmt", "--check", messy, tidy]).status == 0)
    }

    @Test func standardInputToStandardOutput() throws {
        let run = try Tether.run(["fmt", "-"], input: Self.messy)
        #expect(run.status == 0)
        #expect(run.output == Self.tidy)
    }

    /// A script that does not parse is left alone, its errors on standard error, exit 1.
    @Test func aSyntaxErrorIsReportedAndNothingWritten() throws {
        let folder = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/bad.layout"
        try "pin a.left ==\n".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Tether.run(["fmt", file])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("\(file):1:"), "\(run.error)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "pin a.left ==\n")
        let missing = try Tether.run(["fmt", folder + "/missing.layout"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("cannot read"))
    }
}
