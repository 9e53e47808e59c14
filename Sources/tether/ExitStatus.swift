import ArgumentParser
import Foundation

/// A command that cannot go on: a one-line message on standard error and an exit status
/// from docs/cli.md (2 for a usage error such as an unreadable file or an unwritable output).
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var status: Int32
    /// Whether the message begins with the file it is about (`FILE:LINE:COL: error: …` or
    /// `FILE: error: …`), as every diagnostic does; else it is printed after `tether: `.
    var isLocated = false

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(message: message, status: 2)
    }

    /// A problem with a file, located as diagnostics are: `FILE: error: …`, or at a line
    /// and column.
    static func file(_ path: String, line: Int? = nil, column: Int? = nil, _ message: String, status: Int32) -> CommandFailure {
        let place = [path] + [line, column].compactMap { $0.map(String.init) }
        return CommandFailure(message: place.joined(separator: ":") + ": error: " + message, status: status, isLocated: true)
    }

    /// A file that cannot be written: `FILE: error: cannot write the file: REASON`.
    static func writing(_ error: AtomicFile.WriteError) -> CommandFailure {
        .file(error.path, "cannot write the file: \(error.reason)", status: 2)
    }

    /// The line written to standard error.
    var printed: String { isLocated ? message : "tether: \(message)" }

    var description: String { message }
}

extension Tether {
    /// The stack of the thread commands run on. The deepest script `Interpreter.Limits`
    /// allows (200 nested calls and imports, 1,000 nested expressions) was measured to need
    /// under 8 MB in a debug build; 64 MB leaves ample headroom whatever the main thread's
    /// `ulimit -s` is.
    static let commandStackSize = 64 << 20

    /// Runs the command on a thread with a known stack (see ``commandStackSize``); the
    /// command ends the process. SIGINT is blocked on the main thread, so that the REPL's
    /// Ctrl-C reaches the command's thread and interrupts its read.
    static func main() {
        var interrupt = interruptSet()
        let thread = Thread {
            var unblocked = interruptSet()
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            runCommand()
            Foundation.exit(0)
        }
        thread.stackSize = commandStackSize
        pthread_sigmask(SIG_BLOCK, &interrupt, nil)
        thread.start()
        while true { sleep(1_000) }
    }

    /// The set holding only SIGINT.
    private nonisolated static func interruptSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        return set
    }

    /// Runs the command with docs/cli.md's exit statuses.
    ///
    /// ArgumentParser exits with 64 (`EX_USAGE`) for a usage error; Tether's contract says 2,
    /// with a one-line message on standard error. A ``CommandFailure`` prints its message and
    /// exits with its status. Everything else (help, `ExitCode`, other errors) goes through
    /// ArgumentParser unchanged.
    private nonisolated static func runCommand() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            StandardStream.err(failure.printed + "\n")
            Foundation.exit(failure.status)
        } catch {
            guard exitCode(for: error) == .validationFailure else {
                exit(withError: error)
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid usage"
            StandardStream.err("tether: \(message) (see '\(helpCommand)')\n")
            Foundation.exit(2)
        }
    }

    /// Where a usage error points: the subcommand's help when one was named.
    private static var helpCommand: String {
        let arguments = CommandLine.arguments.dropFirst()
        let names = configuration.subcommands.map { $0.configuration.commandName ?? "" }
        guard let first = arguments.first, names.contains(first) else { return "tether --help" }
        return "tether \(first) --help"
    }
}
