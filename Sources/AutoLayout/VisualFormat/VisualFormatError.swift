/// A visual format string that cannot be turned into constraints: what was wrong, and where.
///
/// Its `description` reads like Apple's exception, with the format and a caret under the
/// offending character:
///
///     Unable to parse constraint format: Expected ']' to end the view begun at column 5.
///     H:|-[a
///           ^
///
/// and a hint, when there is one, on a line of its own after the caret (`hint: …`).
public struct VisualFormatError: Error, Hashable, Sendable {
    /// What was expected or what is wrong, one sentence.
    public let message: String
    /// The whole format string.
    public let format: String
    /// Where the caret goes: a 0-based offset in characters into `format`; `format.count`
    /// points just past the end.
    public let offset: Int
    /// What to do instead, if there is something useful to say.
    public let hint: String?

    /// Makes an error; the offset is clamped into `0...format.count`.
    public init(_ message: String, format: String, offset: Int, hint: String? = nil) {
        self.message = message
        self.format = format
        self.offset = min(max(offset, 0), format.count)
        self.hint = hint
    }
}

// MARK: - Rendering

extension VisualFormatError: CustomStringConvertible {
    /// Apple's layout: the message, the format, a caret line and the hint if any.
    ///
    /// A format spread over several lines shows only the line with the culprit. The caret line
    /// copies the tabs before the culprit so that the caret lines up in a terminal.
    public var description: String {
        let characters = Array(format)
        let offset = min(max(self.offset, 0), characters.count)
        var lineStart = 0
        var index = 0
        while index < offset {
            if characters[index].isNewline {
                lineStart = index + 1
            }
            index += 1
        }
        var lineEnd = lineStart
        while lineEnd < characters.count, !characters[lineEnd].isNewline {
            lineEnd += 1
        }
        let line = String(characters[lineStart..<lineEnd])
        let padding = String(characters[lineStart..<offset].map { $0 == "\t" ? "\t" : " " })
        var text = "Unable to parse constraint format: \(message)\n\(line)\n\(padding)^"
        if let hint {
            text += "\nhint: \(hint)"
        }
        return text
    }
}
