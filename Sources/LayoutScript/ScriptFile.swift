#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Script files

/// Reads scripts and modules from disk, for `tether`, `import` and `Interpreter.run(fileAt:)`
/// alike: read with `read(2)` to the end so that a FIFO, `/dev/null`, `/dev/stdin` and
/// `<(…)` work as files, but never more than `Limits.maxScriptBytes` (so `/dev/zero` ends),
/// never from a directory, a block device or a socket, and with the line and column of the
/// first byte that is not UTF-8.
package enum ScriptFile {
    /// Why a file is not a script.
    package enum Failure: Error, Equatable {
        /// Missing, not permitted, a directory or a device; the reason says which.
        case unreadable(String)
        /// Longer than the limit (bytes); `endless` for a device or pipe that went on past it.
        case tooLarge(limit: Int, endless: Bool)
        /// A byte that cannot start or continue a UTF-8 character, at a 1-based line and
        /// column (counted in code points, as editors do).
        case notUTF8(byte: UInt8, line: Int, column: Int)

        /// The reason, as a message's tail: "it is a directory, not a script".
        package var reason: String {
            switch self {
            case .unreadable(let reason): reason
            case .tooLarge(let limit, let endless):
                endless
                    ? "it went on past \(limit) bytes (limit maxScriptBytes): a device or pipe that does not end is not a script"
                    : "it is larger than \(limit) bytes (limit maxScriptBytes)"
            case .notUTF8(let byte, let line, let column):
                "it is not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) at line \(line), column \(column)"
            }
        }
    }

    /// The text of the file at `path`.
    package static func load(_ path: String, maxBytes: Int) throws(Failure) -> String {
        try text(of: bytes(ofFileAt: path, maxBytes: maxBytes))
    }

    /// The bytes of the file at `path`, with the same checks as ``load(_:maxBytes:)``.
    package static func bytes(ofFileAt path: String, maxBytes: Int) throws(Failure) -> [UInt8] {
        func reason(_ code: Int32) -> String { code == ENOENT ? "no such file" : String(cString: strerror(code)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason(errno)) }
        let type = status.st_mode & S_IFMT
        switch type {
        case S_IFREG, S_IFIFO, S_IFCHR: break
        case S_IFDIR: throw .unreadable("it is a directory, not a script")
        default: throw .unreadable("it is a block device or a socket, not a script")
        }
        if type == S_IFREG, Int(status.st_size) > maxBytes { throw .tooLarge(limit: maxBytes, endless: false) }
        var bytes: [UInt8] = []
        // A regular file's size is known: one allocation, not a doubling per chunk.
        if type == S_IFREG { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason(errno))
            }
            guard bytes.count + count <= maxBytes else { throw .tooLarge(limit: maxBytes, endless: type != S_IFREG) }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// The bytes as a string, or where the first one that is not UTF-8 is.
    package static func text(of bytes: [UInt8]) throws(Failure) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                throw .notUTF8(byte: bytes[offset], line: line, column: column)
            case .emptyInput:
                // `String(validating:)` refused what the parser accepts: never for UTF-8.
                throw .notUTF8(byte: bytes.last ?? 0, line: line, column: column)
            }
        }
    }

    // MARK: Paths, as NSString spells them, without Foundation

    /// Whether something is at `path` (following symbolic links).
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// The absolute path of the file at `path` with `.`, `..` and symbolic links resolved,
    /// which names one file one way (a module's identity); `path` itself if that fails.
    package static func canonicalPath(of path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder part of `path`: "a/b" for "a/b/c.layout", "/" for "/c.layout", "" for
    /// "c.layout" (trailing slashes ignored).
    package static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The last component of `path`: "c.layout" for "a/b/c.layout".
    package static func fileName(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` inside `folder`, with one slash between them.
    package static func path(_ name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
