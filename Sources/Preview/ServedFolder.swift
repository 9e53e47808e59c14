#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import LayoutScript

/// The one folder whose files the preview serves (`GET /files/PATH`): the script's. A path
/// is served only when it names a regular file inside the folder once `.`, `..` and symbolic
/// links are resolved, so neither `../` nor a link out of the folder reaches anything else.
struct ServedFolder: Sendable {
    /// The folder, absolute, with symbolic links resolved.
    let root: String
    /// The largest file served, in bytes (a script's limit, `maxScriptBytes`).
    let maxBytes: Int

    /// Why a path is not served, with the HTTP status that says so.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        /// 403 for a path outside the folder, 404 for nothing there, 413 for too large.
        var status: Int
        var description: String
    }

    /// The bytes of the file at `path` (percent-encoded, as the request's URL spells it,
    /// relative to the folder).
    func file(at path: String) throws(Refusal) -> [UInt8] {
        // Foundation decodes the escapes; nil when one is malformed or the bytes are not UTF-8.
        guard let decoded = path.removingPercentEncoding, !decoded.isEmpty, !decoded.contains("\0") else {
            throw Refusal(status: 404, description: "'\(path)' is not a file name")
        }
        let components = decoded.split(separator: "/", omittingEmptySubsequences: true)
        if decoded.hasPrefix("/") || components.contains("..") {
            throw Refusal(status: 403, description: "'\(decoded)' is outside the script's folder; only its files are served")
        }
        let joined = ScriptFile.path(components.joined(separator: "/"), in: root)
        guard ScriptFile.exists(joined) else {
            throw Refusal(status: 404, description: "no file '\(decoded)' in the script's folder")
        }
        let canonical = ScriptFile.canonicalPath(of: joined)
        guard canonical.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw Refusal(status: 403, description: "'\(decoded)' leads outside the script's folder; only its files are served")
        }
        var status = stat()
        guard stat(canonical, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(status: 404, description: "'\(decoded)' is not a regular file")
        }
        do {
            return try ScriptFile.bytes(ofFileAt: canonical, maxBytes: maxBytes)
        } catch .tooLarge {
            throw Refusal(status: 413, description: "'\(decoded)' is larger than \(maxBytes) bytes")
        } catch {
            throw Refusal(status: 404, description: "cannot read '\(decoded)': \(error.reason)")
        }
    }
}
