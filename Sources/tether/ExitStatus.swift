import ArgumentParser
import Foundation

extension Tether {
    /// Runs the command with DESIGN.md's exit statuses.
    ///
    /// ArgumentParser exits with 64 (`EX_USAGE`) for a usage error; Tether's contract says 2,
    /// with a one-line message on standard error. Everything else (help, `ExitCode`, other
    /// errors) goes through ArgumentParser unchanged.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else {
                exit(withError: error)
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid usage"
            FileHandle.standardError.write(Data("Error: \(message) (see 'tether help')\n".utf8))
            Foundation.exit(2)
        }
    }
}
