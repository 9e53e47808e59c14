import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that a reader never sees it half-written: the bytes go to a temporary
/// file in the same directory, which is then renamed over the target (`rename(2)` is atomic
/// within a file system). On any failure the temporary file is removed and the target is
/// left as it was.
///
/// A symbolic link is followed, so the file it points to is replaced and the link kept. A
/// target that exists and is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) is
/// written in place: renaming over it would replace the device or pipe with a plain file.
enum AtomicFile {
    struct WriteError: Error, Equatable, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `text`; with `syncing` false the bytes are not flushed to the disk before the
    /// rename (a reader still never sees a half-written file; a power cut may lose it), for
    /// a batch of generated files where one fsync each costs more than the work.
    static func write(_ text: String, to path: String, syncing: Bool = true) throws(WriteError) {
        try write(Array(text.utf8), to: path, syncing: syncing)
    }

    static func write(_ bytes: [UInt8], to path: String, syncing: Bool = true) throws(WriteError) {
        func failure(_ code: Int32) -> WriteError {
            WriteError(path: path, reason: String(cString: strerror(code)))
        }
        guard !path.isEmpty else { throw WriteError(path: path, reason: "the path is empty") }
        var status = stat()
        let existing = stat(path, &status) == 0 ? status : nil
        switch existing.map({ $0.st_mode & S_IFMT }) {
        case S_IFDIR?:
            throw WriteError(path: path, reason: "it is a directory")
        case nil, S_IFREG?:
            break
        default:
            try writeInPlace(bytes, to: path, failure: failure)
            return
        }
        let target = existing == nil ? path : resolved(path)
        // The temporary name leaves the target's name out: a target whose name is near the
        // 255-byte limit would make it too long.
        let temporary = folder(of: target) + ".tether.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        // Keep the permissions of a file being replaced; a new one gets 0644 less the umask.
        let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(errno) }
        let code = StandardStream.write(bytes, to: descriptor)
        if code != 0 {
            close(descriptor)
            unlink(temporary)
            throw failure(code)
        }
        if existing != nil { fchmod(descriptor, mode) }
        if (syncing && fsync(descriptor) != 0) || close(descriptor) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }

    /// Whether both paths name one existing file (a link or another spelling of it), so
    /// that `tether run screen.layout -o screen.layout` can refuse to replace its script.
    static func isSameFile(_ path: String, _ other: String) -> Bool {
        guard let first = Identity(ofFileAt: path) else { return false }
        return first == Identity(ofFileAt: other)
    }

    /// A file's device and inode: two paths with the same identity name one file. A command
    /// that writes many files takes its input's identity once (``isSameFile(_:_:)`` looks
    /// both paths up each time).
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64

        /// The identity of the file at `path`, nil when there is none.
        init?(ofFileAt path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// The folder part of a path with its last "/" (`out/` of `out/a.layout`; "" for a
    /// bare name), where a temporary file beside the target goes. Trailing slashes are not
    /// the name's end: `out/a/` is `out/`'s.
    private static func folder(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
        return String(path[...last])
    }

    /// A device, FIFO or socket: opened and written as it is (`/dev/full` fails with ENOSPC).
    private static func writeInPlace(_ bytes: [UInt8], to path: String, failure: (Int32) -> WriteError) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        let code = StandardStream.write(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? 0 : errno
        if code != 0 { throw failure(code) }
        if closed != 0 { throw failure(closed) }
    }

    /// The path with its symbolic links resolved, so that the rename replaces the file
    /// a link points to rather than the link.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
