import ArgumentParser
import Foundation
import LayoutScript
import TetherOutput

/// `tether check FILE…`: everything but the frames.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report a script's errors and layout problems without printing frames.",
        discussion: """
            Runs each FILE and lays it out (at its own root size, or at each --size and \
            --device), then prints every problem with its location: syntax, names, types, \
            failed expects, and the layout's unsatisfiable constraints, ambiguous views and \
            misplaced views (views whose `frame` their constraints do not keep, reported at \
            the script's own root size only, where the frames were designed). A layout \
            problem found at only some sizes names them. Each file \
            ends with a summary line, 'FILE: ok' or 'FILE: N errors, M warnings'.

            Exit status: 0 no problem; 1 a script error in any file; 2 a usage error (a bad \
            flag, an unreadable file); 3 layout problems but no script error.

            Examples:
              tether check screen.layout
              tether check examples/*.layout --device iphone4s,iphone5,ipad
            """)

    @Argument(help: "The .layout scripts to check (- for standard input).")
    var files: [String]

    @OptionGroup var sizeOptions: SizeOptions

    @Option(help: "text (the default) or json: {\"files\": [{\"file\", \"layouts\": [{\"root\", \"diagnostics\"}], \"errors\", \"warnings\"}]}.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        // Every file is readable before any runs, so a typo fails fast with status 2.
        for file in files where file != "-" { _ = try ScriptRun.readScript(file) }
        var scriptErrors = false
        var layoutProblems = false
        var reports: [String] = []
        for file in files {
            let run = try ScriptRun(file: file, screens: sizeOptions.requested, layoutDirection: sizeOptions.layoutDirection,
                                textSize: sizeOptions.textSize, keyboard: sizeOptions.keyboard) { _ in }
            let errors = run.diagnostics.filter { $0.located.severity == .error }.count
            let warnings = run.diagnostics.filter { $0.located.severity == .warning }.count
            switch format {
            case .text:
                var report = run.renderedDiagnostics()
                report += errors + warnings == 0 ? "\(run.file): ok\n" : "\(run.file): \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))\n"
                try StandardStream.output(report)
            case .json:
                reports.append(JSONReport.renderCheck(file: run.file, layouts: run.layouts, errors: errors, warnings: warnings))
            }
            scriptErrors = scriptErrors || run.hasScriptErrors
            layoutProblems = layoutProblems || run.hasLayoutProblems
        }
        if format == .json { try StandardStream.output("{\"files\": [" + reports.joined(separator: ",\n           ") + "]}\n") }
        if scriptErrors { throw ExitCode(1) }
        if layoutProblems { throw ExitCode(3) }
    }

    /// `1 error`, `2 warnings`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
