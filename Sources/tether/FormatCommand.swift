import ArgumentParser
import LayoutScript
import TetherOutput

/// `tether fmt [--check] FILE…`: the canonical layout of scripts.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format scripts in Tether's canonical layout.",
        discussion: """
            Rewrites each FILE in place in the canonical layout (grammar.md, Formatting): \
            two-space indentation, one space around operators, one statement per line, \
            comments kept. Only the space between tokens changes, so a formatted script means \
            what it meant; formatting a formatted script changes nothing. A script with a \
            syntax error is left as it is and its errors are printed. With - the script is \
            read from standard input and written to standard output.

            With --check nothing is written: each file that is not formatted is named \
            ('FILE: not formatted').

            Exit status: 0 every file formatted (or, with --check, already formatted); 1 a \
            syntax error, or with --check a file that is not formatted; 2 a usage error (a \
            bad flag, an unreadable or unwritable file).

            Examples:
              tether fmt screen.layout
              tether fmt --check examples/*.layout
              tether fmt - < screen.layout
            """)

    @Argument(help: "The .layout scripts to format (- for standard input).")
    var files: [String]

    @Flag(help: "Write nothing; name each file that is not formatted and exit 1 if any is not.")
    var check = false

    func run() throws {
        // Every file is read before any is written, so a typo fails with status 2 and no change.
        let texts = try files.map { try ScriptRun.readScript($0 == "-" ? "/dev/stdin" : $0) }
        var failed = false
        for (file, text) in zip(files, texts) {
            let name = file == "-" ? "<stdin>" : file
            switch ScriptFormatter.format(text, name: name) {
            case .failure(let failure):
                StandardStream.err(DiagnosticRenderer().render(failure.diagnostics) + "\n")
                failed = true
            case .success(let formatted):
                if check {
                    if formatted != text {
                        try StandardStream.output("\(name): not formatted\n")
                        failed = true
                    }
                } else if file == "-" {
                    try StandardStream.output(formatted)
                } else if formatted != text {
                    do {
                        try AtomicFile.write(formatted, to: file)
                    } catch {
                        throw CommandFailure.writing(error)
                    }
                }
            }
        }
        if failed { throw ExitCode(1) }
    }
}
