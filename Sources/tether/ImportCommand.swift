import ArgumentParser
import Foundation
import Interop
import LayoutScript

/// `tether import FILE.xib|FILE.storyboard [-o OUT.layout | -o DIR]`: Interface Builder
/// documents as Tether scripts.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an Interface Builder document (.xib, .storyboard) into .layout scripts.",
        discussion: """
            Reads the document's views, constraints, content priorities, autoresizing masks, \
            designed frames and device, and writes a script per top-level view (xib) or scene \
            (storyboard) that reproduces them; what Tether has no equivalent for stays in the \
            script as a comment. docs/interop.md gives the mapping.

            Without -o, a document with one script prints it; -o OUT.layout writes it there. \
            -o DIR writes every script into DIR (made if missing) as NAME.layout, named after \
            the scene. Nothing is written when the document has an error.

            Exit status: 0 written; 2 an unreadable, malformed or unsupported document, or a \
            bad flag.

            Examples:
              tether import SignIn.xib -o sign-in.layout && tether run sign-in.layout
              tether import Main.storyboard -o scenes/
            """)

    @Argument(help: "The .xib or .storyboard file.")
    var file: String

    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("A .layout file for a single script, or a folder for several.", valueName: "path"))
    var output: String?

    func run() throws {
        let result: InterfaceBuilderImport.Result
        do {
            result = try InterfaceBuilderImport.read(fileAt: file)
        } catch {
            // A whole-file problem (the file cannot be read) is located at the file.
            let file = error.location == nil ? self.file + ": " : ""
            StandardStream.err(file + DiagnosticRenderer().render(error) + "\n")
            throw ExitCode(2)
        }
        let renderer = DiagnosticRenderer()
        for warning in result.warnings { StandardStream.err(renderer.render(warning) + "\n") }
        let scripts = result.scripts
        // A document with nothing to lay out (its warning said so) writes nothing.
        if scripts.isEmpty { return }
        guard let output, output != "-" else {
            guard scripts.count == 1, let script = scripts.first else {
                throw CommandFailure.file(file, "has \(scripts.count) scenes with views (\(scripts.map(\.name).joined(separator: ", "))): give a folder with -o DIR", status: 2)
            }
            try StandardStream.output(script.text)
            return
        }
        let document = AtomicFile.Identity(ofFileAt: file)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        if output.hasSuffix(".layout") && !(exists && isFolder.boolValue) {
            guard scripts.count == 1, let script = scripts.first else {
                throw CommandFailure.file(file, "has \(scripts.count) scenes with views: give a folder with -o DIR, not a file", status: 2)
            }
            try write(script.text, to: output, document: document)
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.file(output, "cannot make the folder: \(error.localizedDescription)", status: 2)
        }
        // Every script renamed into place, none flushed to the disk one by one: the 238
        // scripts of one storyboard took 140 ms of fsyncs, more than the import itself.
        // The `wrote` lines go out in one write (a write each woke the reader of a pipe 238
        // times), after the last file or before a failure's message.
        var report = ""
        for script in scripts {
            let path = (output as NSString).appendingPathComponent(script.name + ".layout")
            do {
                try write(script.text, to: path, syncing: false, document: document)
            } catch {
                try StandardStream.output(report)
                throw error
            }
            report += "wrote \(path)\n"
        }
        try StandardStream.output(report)
    }

    /// Writes a script, refusing a path that names the document (`document`, its identity).
    private func write(_ text: String, to path: String, syncing: Bool = true, document: AtomicFile.Identity?) throws(CommandFailure) {
        guard document == nil || AtomicFile.Identity(ofFileAt: path) != document else {
            throw CommandFailure.file(path, "-o names the document itself; write the script elsewhere", status: 2)
        }
        do {
            try AtomicFile.write(text, to: path, syncing: syncing)
        } catch {
            throw CommandFailure.writing(error)
        }
    }
}
