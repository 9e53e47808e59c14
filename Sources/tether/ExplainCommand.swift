import ArgumentParser
import Foundation
import Interop
import LayoutScript

/// `tether explain [LOG]`: UIKit's "Unable to simultaneously satisfy constraints" logs,
/// explained.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain UIKit's \"Unable to simultaneously satisfy constraints\" console logs.",
        discussion: """
            Reads a console log (a file, or standard input without LOG or with -), finds \
            every conflict block in it among other console output, rebuilds each as a layout \
            and solves it. For each block it says which of the listed constraints actually \
            conflict and which UIKit only listed, which one UIKit broke and which one Tether \
            would, and a fix it checked by applying it and solving again. Objects get \
            readable names: class, label text or guide, the address's last digits \
            (UILabel_Title_a2f0).

            --format json gives each block as data: its constraints (address, line, text, \
            origin, whether in the conflict), the one UIKit broke, the one Tether would, the \
            fixes, each minimal conflict, what it assumes (margins of 8, sizes ≥ 0); and \
            the lines that could not be read. A log without a block is JSON too.

            Exit status: 0 every block explained; 1 a line of a block could not be read, or \
            the log has no block; 2 an unreadable file or a bad flag.

            Examples:
              pbpaste | tether explain
              tether explain console.log --script conflict.layout && tether repl conflict.layout
            """)

    @Argument(help: "The log file (standard input without it, or with -).")
    var log: String?

    @Option(help: ArgumentHelp("Also write the rebuilt layouts as a .layout script.", valueName: "path"))
    var script: String?

    @Option(help: "text (diagnostics, the default) or json (docs/cli.md).")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        let path = log ?? "-"
        let name = path == "-" ? "<stdin>" : path
        let text: String
        do {
            text = try ScriptFile.load(path == "-" ? "/dev/stdin" : path, maxBytes: Interpreter.Limits().maxScriptBytes)
        } catch {
            throw CommandFailure.file(name, "cannot read the file: \(error.reason)", status: 2)
        }
        let result = ConstraintLogExplanation.explain(text, sourceName: name)
        guard result.blockCount > 0 else {
            let message = "no \"Unable to simultaneously satisfy constraints\" in the log"
            if format == .json { try StandardStream.output(ExplainJSON.noBlock(message)) }
            StandardStream.err("\(name): \(message)\n")
            throw ExitCode(1)
        }
        switch format {
        case .text: try StandardStream.output(DiagnosticRenderer().render(result.diagnostics) + "\n")
        case .json: try StandardStream.output(ExplainJSON.render(result))
        }
        if let script {
            if script != "-", path != "-", AtomicFile.isSameFile(script, path) {
                throw CommandFailure.file(script, "--script names the log itself; write the script elsewhere", status: 2)
            }
            do {
                try AtomicFile.write(result.script, to: script)
            } catch {
                throw CommandFailure.writing(error)
            }
        }
        if result.diagnostics.contains(where: { $0.kind == .syntax }) { throw ExitCode(1) }
    }
}
