import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that a reader never sees it half-written: the bytes go to a temporary
/// file in the same directory, which is then renamed over the target (`rename(2)` is atomic
/// within a file system). On any failure the temporary file is removed and the target is
/// left as it was.
enum AtomicFile {
    struct WriteError: Error, Equatable, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        func failure(_ code: Int32) -> WriteError {
            WriteError(path: path, reason: String(cString: strerror(code)))
        }
        guard !path.isEmpty else { throw WriteError(path: path, reason: "the path is empty") }
        var status = stat()
        let existing = stat(path, &status) == 0 ? status : nil
        if let existing, existing.st_mode & S_IFMT == S_IFDIR {
            throw WriteError(path: path, reason: "it is a directory")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let base = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(base).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        // Keep the permissions of a file being replaced; a new one gets 0644 less the umask.
        let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(errno) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw failure(code)
            }
            written += result
        }
        if existing != nil { fchmod(descriptor, mode) }
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }
}
