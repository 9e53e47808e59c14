import Foundation

/// A program from the PATH, run to the end: its exit status and its standard output and
/// standard error together, for tests that drive swiftc, cc or python3.
public enum Command {
    /// What a run gave.
    public struct Output: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output and standard error, interleaved as written.
        public var text: String
    }

    /// Runs `program` (found on the PATH) with `arguments` and waits for it.
    public static func run(_ program: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }
}
