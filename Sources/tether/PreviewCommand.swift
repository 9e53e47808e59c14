import ArgumentParser
import Foundation
import LayoutScript
import Preview
import TetherOutput

/// `tether preview FILE`: the script laid out live in the browser.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a script laid out in the browser, again after every save.",
        discussion: """
            Serves a page on 127.0.0.1 that shows FILE laid out on its screens side by side \
            (the script's own root size without --size or --device), with its diagnostics \
            beside it. It watches the script and every module it imports and shows the new \
            layout within milliseconds of a save. On the page: turn the screens to landscape, \
            lay out right to left, draw the constraints, show the keyboard; hover a view for its frame and the \
            constraints that place it; click a diagnostic to highlight its views and a \
            file:line to read the line. A script with an error keeps its last good picture, \
            with the error above it. Only the files of the script's folder are served. \
            Prints 'previewing FILE at http://127.0.0.1:PORT/ (Ctrl-C stops)' on standard \
            output once it listens. Ctrl-C stops it.

            Exit status: 0 stopped by Ctrl-C or SIGTERM; 2 a usage error (a bad flag, an \
            unreadable file, a port in use).

            Examples:
              tether preview screen.layout
              tether preview screen.layout --device iphone16pro,ipadair11 --port 8080
            """)

    @Argument(help: "The .layout script to show.")
    var file: String

    @OptionGroup var sizeOptions: SizeOptions

    @Option(help: "The port on 127.0.0.1 to listen on (0: any free one; the address is printed on standard output at start).")
    var port = 7420

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port; expected 0 to 65535") }
        guard file != "-" else { throw ValidationError("the preview watches a file: name one instead of - (standard input)") }
    }

    func run() throws {
        _ = try ScriptRun.readScript(file)
        let options = ScriptRun.options(output: { _ in })
        var configuration = PreviewConfiguration(
            file: file, screens: sizeOptions.requested, rightToLeft: sizeOptions.rightToLeft, searchPaths: options.searchPaths,
            bundledModules: options.bundledModules,
            fontPath: ProcessInfo.processInfo.environment[ScriptRun.fontVariable])
        configuration.limits = options.limits
        configuration.keyboard = sizeOptions.keyboard
        let server = PreviewServer(configuration: configuration, port: port)
        let file = self.file
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { address in
                    // On standard output, the program's result: a script that starts the
                    // preview (with --port 0, any free port) reads the address from it.
                    StandardStream.out("previewing \(file) at \(address) (Ctrl-C stops)\n")
                }
            } catch {
                outcome.failure = "cannot serve the preview on port \(server.port): \(error)"
            }
            done.signal()
        }
        done.wait()
        if let failure = outcome.failure { throw CommandFailure.usage(failure) }
    }

    /// How the server ended, written before the semaphore is signalled and read after.
    private final class Outcome: @unchecked Sendable {
        var failure: String?
    }
}
