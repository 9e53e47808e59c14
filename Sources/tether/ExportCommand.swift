import ArgumentParser
import Foundation
import Interop
import LayoutScript
import TetherOutput

/// `tether export --swift FILE.layout [-o OUT.swift]`: the UIKit (or AppKit) code that builds
/// the layout.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the Swift (UIKit anchors or SnapKit) that builds a script's layout.",
        discussion: """
            Runs the script, then writes a UIView subclass named after it (sign-in.layout → \
            SignInView) that creates its views, adds them to their superviews and activates \
            its constraints: anchors with --swift, SnapKit's DSL with --snapkit. VFL stays \
            VFL; std/controls kinds become UILabel, UIButton, UITextField…; std/stack stacks \
            become UIStackViews. Each constraint's identifier is the script line that made it. \
            A script whose header says '# export: UITableViewCell, content view contentView' \
            (tether import writes it for a cell) exports as that class, laying out its \
            contentView. A script that reads `traits` gets each size class's views, settings \
            and constraints, switched in traitCollectionDidChange. A 'platform appkit' script \
            exports to AppKit: an NSView subclass, std/nsstack stacks as NSStackViews with \
            their gravity areas, the window's contentMinSize and contentMaxSize from the \
            root's min and max. docs/interop.md gives the mapping.

            Exit status: 0 written; 1 the script has an error (nothing is written); 2 a bad \
            flag or an unreadable file.

            Examples:
              tether export --swift sign-in.layout -o SignInView.swift
              tether export --snapkit sign-in.layout
            """)

    @Argument(help: "The .layout script.")
    var file: String

    @Flag(help: "Anchors: NSLayoutConstraint.activate([a.leadingAnchor.constraint(…)]) (the default).")
    var swift = false

    @Flag(help: "SnapKit: a.snp.makeConstraints { make in … }.")
    var snapkit = false

    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("Write to this file instead of standard output.", valueName: "path"))
    var output: String?

    func validate() throws {
        if swift && snapkit { throw ValidationError("--swift and --snapkit exclude each other; give one") }
        if let output, AtomicFile.isSameFile(output, file) {
            throw ValidationError("-o '\(output)' is the script itself; write the Swift elsewhere")
        }
    }

    func run() throws {
        let name = file == "-" ? "<stdin>" : file
        let script = try ScriptRun.readScript(file == "-" ? "/dev/stdin" : file)
        let renderer = DiagnosticRenderer()
        let container: SwiftExport.Container
        do {
            container = try SwiftExport.Container.declared(in: script, sourceName: name)
        } catch {
            StandardStream.err(renderer.render(error) + "\n")
            throw ExitCode(1)
        }
        let run: ScriptRun
        do {
            run = try ScriptRun(source: script, name: name, options: ScriptRun.options { _ in }, screens: [])
        } catch {
            throw CommandFailure(message: "\(name): cannot lay out: \(error)", status: 1)
        }
        if run.hasScriptErrors {
            for diagnostic in run.scriptDiagnostics where diagnostic.isError {
                StandardStream.err(renderer.render(diagnostic) + "\n")
            }
            throw ExitCode(1)
        }
        let text = SwiftExport.source(of: run.interpreter, scriptName: file, style: snapkit ? .snapKit : .anchors, container: container)
        guard let output, output != "-" else {
            try StandardStream.output(text)
            return
        }
        do {
            try AtomicFile.write(text, to: output)
        } catch {
            throw CommandFailure.writing(error)
        }
    }
}
