import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes with `write(2)`, straight to a file descriptor, so that a closed, full or
/// broken standard stream is an error code instead of a trap: Foundation's
/// `FileHandle.write(_:)` traps on a failed write, and `print` fails silently.
///
/// Everything tether prints goes through here, unbuffered, so standard output and
/// standard error land in the order they were written.
/// `write(2)` under a name of its own (this type has a `write` too), on every C library.
#if canImport(Glibc)
    let systemWrite = Glibc.write
#elseif canImport(Musl)
    let systemWrite = Musl.write
#elseif canImport(Darwin)
    let systemWrite = Darwin.write
#endif

enum StandardStream {
    /// Writes all the bytes, retrying after a signal; `0`, or the `errno` of the failure.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return 0
    }

    /// A command's result on standard output; one that cannot be written is a usage error
    /// (status 2), as an unwritable `-o` file is.
    static func output(_ text: String) throws(CommandFailure) {
        let code = write(Array(text.utf8), to: STDOUT_FILENO)
        guard code == 0 else { throw .usage("cannot write to standard output: \(String(cString: strerror(code)))") }
    }

    /// Best effort, for lines whose loss must not stop the program (the REPL's output,
    /// a script's `print` lines): a failure is ignored.
    static func out(_ text: String) {
        _ = write(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Standard error, best effort: there is nowhere left to report its failure.
    static func err(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }
}
