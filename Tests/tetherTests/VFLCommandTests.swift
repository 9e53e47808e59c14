import Foundation
import Testing

/// `tether vfl` end to end, through the built `tether` executable (see ``Tether``): standard
/// output, standard error and the exit status (docs/cli.md: 0 success, 1 a bad format, 2 a
/// usage error).
@Suite struct VFLCommandTests {
    func tether(_ arguments: String...) throws -> Tether.Run {
        try Tether.run(arguments)
    }

    @Test("Auto Layout Guide: A Complete Line of Layout, printed one per line") func completeLine() throws {
        let run = try tether("vfl", "|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(
            run.output == """
                find.leading == superview.leading + 20
                findNext.leading == find.trailing + 8
                findField.leading == findNext.trailing + 8
                findField.width >= 20
                superview.trailing == findField.trailing + 20

                """)
    }

    @Test("issue: metrics, options and views") func metricsOptionsViews() throws {
        let run = try tether(
            "vfl", "H:[a(>=w@750)]-gap-[b(a)]", "--metric", "gap=12.5", "--metric", "w=50",
            "--option", "alignAllTop", "--option", "alignAllBaseline", "--views", "a, b")
        #expect(run.status == 0)
        #expect(
            run.output == """
                a.width >= 50 @750
                b.leading == a.trailing + 12.5
                b.width == a.width
                a.top == b.top
                a.lastBaseline == b.lastBaseline

                """)
        let rightToLeft = try tether("vfl", "[a]-10-[b]", "--option", "directionRightToLeft")
        #expect(rightToLeft.output == "a.left == b.right + 10\n")
    }

    @Test("issue: a bad format exits 1 with the caret message on standard error") func badFormat() throws {
        let run = try tether("vfl", "H:|-[a")
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(
            run.error == """
                Unable to parse constraint format: Expected ']' here to end the view that begins at column 5
                H:|-[a
                      ^

                """)
        let unknown = try tether("vfl", "[a]-[c]", "--views", "a,b")
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("'c' is not one of the views\n[a]-[c]\n     ^\n"))
        // After '--' even a string that looks like a flag is the format (and here a bad one).
        let dashes = try tether("vfl", "--", "--10-[a]")
        #expect(dashes.status == 1)
    }

    @Test("docs/cli.md: usage errors exit 2 with a one-line message") func usageErrors() throws {
        let arguments: [[String]] = [
            ["vfl", "[a]", "--metric", "gap"],
            ["vfl", "[a]", "--metric", "gap=wide"],
            ["vfl", "[a]", "--metric", "2x=8"],
            ["vfl", "[a]", "--metric", "g=1", "--metric", "g=2"],
            ["vfl", "[a]", "--option", "alignAllMiddle"],
            ["vfl", "[a]", "--option", "directionLeftToRight", "--option", "directionRightToLeft"],
            ["vfl", "[a]", "--views", "a,b-c"],
            ["vfl"],
        ]
        for argumentList in arguments {
            let run = try Tether.run(argumentList)
            #expect(run.status == 2, "\(argumentList)")
            #expect(run.error.hasPrefix("tether: "), "\(argumentList)")
            #expect(run.error.filter { $0 == "\n" }.count == 1, "\(argumentList): \(run.error)")
        }
    }

    @Test("--help shows examples") func help() throws {
        let run = try tether("vfl", "--help")
        #expect(run.status == 0)
        #expect(run.output.contains("tether vfl 'H:|-[find]-[findNext]-[findField(>=20)]-|'"))
        #expect(run.output.contains("--metric <name=value>"))
    }
}
