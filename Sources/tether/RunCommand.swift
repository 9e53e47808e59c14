import ArgumentParser
import Foundation
import LayoutScript
import TetherOutput

/// The output formats of `tether run`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, svg

    /// The format an output path's extension implies: `.json`, `.svg`, else none.
    init?(pathExtension path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "json": self = .json
        case "svg": self = .svg
        default: return nil
        }
    }
}

/// `tether run FILE`: lays a script out and prints every view's frame.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Lay a script out and print every view's frame.",
        discussion: """
            Runs FILE, lays it out at each size (the script's 'root W x H' without --size or \
            --device) and prints the frames: a table (view, superview, x, y, width, height; \
            frames relative to the superview, '?' after an ambiguous view), the JSON of docs/cli.md, \
            or an SVG picture with the sizes side by side. Several sizes re-solve the same \
            layout incrementally. Diagnostics go to standard error; so do the script's \
            print/show lines unless the format is text on standard output.

            Exit status: 0 success; 1 the script has an error (syntax, name, runtime, a \
            failed expect); a script stopped by an error writes no table or picture; 2 a usage error (a bad flag, an unreadable file, an output that \
            cannot be written); 3 with --strict, a layout problem (unsatisfiable, ambiguous, \
            misplaced).

            Examples:
              tether run screen.layout
              tether run screen.layout --size 320x568 --size 568x320
              tether run screen.layout --device iphone16pro,iphone16pro:landscape,ipadair11 -o screen.svg
              tether run screen.layout --format json | jq '.layouts[0].views'
              tether run screen.layout --strict
            Devices: `tether devices` lists them.
            """)

    @Argument(help: "The .layout script to run (- for standard input).")
    var file: String

    @OptionGroup var sizeOptions: SizeOptions

    @Option(help: "text, json or svg (default: from the -o extension, else text).")
    var format: OutputFormat?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Write to this file instead of standard output (atomically: a temporary file renamed over it).", valueName: "path"))
    var output: String?

    @Flag(help: "Exit with status 3 when the layout has a problem: unsatisfiable, ambiguous or misplaced.")
    var strict = false

    @Flag(help: "Draw the script's constraints in the picture as Interface Builder does: spacings and sizes as bars with their constants, alignments as lines, broken ones red (with --format svg or -o FILE.svg).")
    var constraints = false

    func validate() throws {
        if let format, let output, let implied = OutputFormat(pathExtension: output), implied != format {
            throw ValidationError("--format \(format.rawValue) contradicts the extension of '\(output)'; drop one of them")
        }
        if constraints, (format ?? output.flatMap(OutputFormat.init(pathExtension:))) != .svg {
            throw ValidationError("--constraints draws them in the picture: add --format svg or -o FILE.svg")
        }
        if let output, AtomicFile.isSameFile(output, file) {
            throw ValidationError("-o '\(output)' is the script itself; write the output elsewhere")
        }
    }

    func run() throws {
        let format = self.format ?? output.flatMap(OutputFormat.init(pathExtension:)) ?? .text
        let toStandardOutput = output == nil || output == "-"
        let printsToStandardOutput = format == .text && toStandardOutput
        var run = try ScriptRun(file: file, screens: sizeOptions.requested, layoutDirection: sizeOptions.layoutDirection,
                                textSize: sizeOptions.textSize, keyboard: sizeOptions.keyboard) { line in
            if printsToStandardOutput {
                StandardStream.out(line + "\n")
            } else {
                StandardStream.err(line + "\n")
            }
        }
        // A script that stopped with an error laid out only what came before the error: no
        // table or picture is written, so nobody reads a partial layout as the script's. The
        // JSON is, since its diagnostics carry the error.
        if run.isPartial, format != .json {
            StandardStream.err(run.renderedDiagnostics())
            throw ExitCode(1)
        }
        if constraints {
            // Each screen's own run: a script run again for a screen's traits made other constraints.
            for (index, interpreter) in zip(run.layouts.indices, run.layoutInterpreters) {
                let engine = interpreter.engine
                run.layouts[index].includeConstraints(engine.constraints, layoutDirection: engine.layoutDirection)
            }
        }
        let text: String
        switch format {
        case .text: text = FrameTable.render(run.layouts)
        case .json: text = JSONReport.render(file: run.file, layouts: run.layouts)
        case .svg: text = SVGPicture.render(file: run.file, layouts: run.layouts)
        }
        if let output, output != "-" {
            do {
                try AtomicFile.write(text, to: output)
            } catch {
                throw CommandFailure.writing(error)
            }
        } else {
            try StandardStream.output(text)
        }
        StandardStream.err(run.renderedDiagnostics())
        if run.hasScriptErrors { throw ExitCode(1) }
        if strict, run.hasLayoutProblems { throw ExitCode(3) }
    }
}
