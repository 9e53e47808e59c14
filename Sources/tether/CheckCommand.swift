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

    @Flag(help: ArgumentHelp(
        "Check every environment: every current device in both orientations and each iPad's Split View windows (or the --size and --device screens), at every text size, in both directions, with the keyboard hidden and shown; besides conflicts and ambiguity, find truncated text, overlapping views, views off the screen or under the unsafe area or the keyboard, and tap targets under 44 × 44 pt."))
    var all = false

    @Option(
        name: .customLong("text-sizes"),
        help: ArgumentHelp("The text sizes to check, comma-separated, or 'all' (implies an environment check).", valueName: "sizes"),
        transform: Sizes.textSizesArgument)
    var textSizes: [ContentSizeCategory]?

    @Option(
        name: .customLong("directions"),
        help: ArgumentHelp("The layout directions to check: ltr, rtl or both (implies an environment check).", valueName: "ltr|rtl|both"),
        transform: Sizes.directionsArgument)
    var directions: [LayoutDirection]?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp(
        "With an environment check of one file, also write the environments × problems matrix as an HTML page here (each cell opens that environment's layout).",
        valueName: "report.html"))
    var output: String?

    @Option(
        name: .customLong("keyboards"),
        help: ArgumentHelp("The docked keyboard to check with: hidden, shown or both (implies an environment check).", valueName: "hidden|shown|both"),
        transform: Sizes.keyboardsArgument)
    var keyboards: [Bool]?

    @Option(help: "text (the default) or json: {\"files\": [{\"file\", \"layouts\": [{\"root\", \"diagnostics\"}], \"errors\", \"warnings\"}]}; with --all, docs/cli.md gives the shape.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument {
        case text, json
    }

    func validate() throws {
        if let output {
            guard matrix != nil else { throw ValidationError("-o writes the matrix of an environment check: add --all") }
            guard files.count == 1 else { throw ValidationError("-o writes one file's matrix: check one file at a time") }
            if let file = files.first, AtomicFile.isSameFile(output, file) {
                throw ValidationError("-o '\(output)' is the script itself; write the report elsewhere")
            }
        }
    }

    func run() throws {
        // Every file is readable before any runs, so a typo fails fast with status 2.
        for file in files where file != "-" { _ = try ScriptRun.readScript(file) }
        if let matrix { return try checkEnvironments(matrix) }
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

    /// The environments to check, when an environment check is asked for (`--all`,
    /// `--text-sizes`, `--directions` or `--keyboards`): the --size and --device screens
    /// (with --all and none given, every current device's), the text sizes (with --all and
    /// none given, all twelve; else --text-size's, or the script's own), the directions
    /// (with --all, both; else --rtl's or the script's own), the keyboard (with --all,
    /// hidden and shown; else --keyboard's). With --all and neither screens nor text sizes
    /// given, an AppKit script (`platform appkit`) checks its window's content sizes
    /// instead, in the directions (``EnvironmentMatrix/window(designed:range:directions:)``).
    var matrix: EnvironmentMatrix? {
        guard all || textSizes != nil || directions != nil || keyboards != nil else { return nil }
        let requested = sizeOptions.requested
        var matrix = EnvironmentMatrix(
            screens: requested.isEmpty && all ? EnvironmentMatrix.currentScreens : requested,
            textSizes: textSizes ?? (all ? ContentSizeCategory.allCases : sizeOptions.textSize.map { [$0] } ?? []),
            directions: directions ?? (all ? [.leftToRight, .rightToLeft] : [sizeOptions.layoutDirection]),
            keyboards: keyboards ?? (all ? [false, true] : [sizeOptions.keyboard]))
        matrix.resizesAppKitWindow = all && requested.isEmpty && textSizes == nil
        return matrix
    }

    /// Checks each file in every environment of `matrix`, each problem once.
    private func checkEnvironments(_ matrix: EnvironmentMatrix) throws {
        var scriptErrors = false
        var layoutProblems = false
        var reports: [String] = []
        for file in files {
            let name = file == "-" ? "<stdin>" : file
            let text = try ScriptRun.readScript(file == "-" ? "/dev/stdin" : file)
            let check: EnvironmentCheck
            do {
                check = try EnvironmentCheck(source: text, name: name, options: ScriptRun.options { _ in }, matrix: matrix)
            } catch {
                throw CommandFailure.file(name, "cannot lay out: \(error)", status: 1)
            }
            let errors = check.scriptDiagnostics.filter(\.isError).count
                + check.findings.filter { $0.located.severity == .error }.count
            let warnings = check.scriptDiagnostics.count - check.scriptDiagnostics.filter(\.isError).count
                + check.findings.filter { $0.located.severity == .warning }.count
            switch format {
            case .text:
                let renderer = DiagnosticRenderer()
                var report = "\(name): checked \(Self.count(check.environments.count, "environment")) "
                    + "(\(check.solvedLayouts) distinct layouts)\n"
                report += check.scriptDiagnostics.map { renderer.render($0) + "\n" }.joined()
                report += check.findings.map { renderer.render(check.rendered($0)) + "\n" }.joined()
                report += errors + warnings == 0 ? "\(name): ok\n" : "\(name): \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))\n"
                try StandardStream.output(report)
            case .json:
                reports.append(JSONReport.renderEnvironmentCheck(check, errors: errors, warnings: warnings))
            }
            if let output {
                do {
                    try AtomicFile.write(EnvironmentPage.render(check), to: output)
                } catch {
                    throw CommandFailure.writing(error)
                }
            }
            scriptErrors = scriptErrors || check.hasScriptErrors
            layoutProblems = layoutProblems || check.hasLayoutProblems
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
