/// A script's text with its name and the offsets where its lines start, so that a byte
/// offset turns into a line and column for diagnostics.
public struct Source: Sendable {
    /// The name shown in diagnostics: a path, or a name such as `<repl>`.
    public let name: String
    /// The text as UTF-8 bytes; tokens point into it.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; line 1 starts at 0.
    public let lineStarts: [Int]

    /// Makes a source from its name and text, finding where its lines start.
    public init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The 1-based line and column (in characters) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let lineBytes = bytes[lineStarts[low]..<clamped]
        // In ASCII text (a line break never falls inside the line) a byte is a character.
        let isASCII = lineBytes.allSatisfy { $0 < 0x80 }
        let column = (isASCII ? lineBytes.count : String(decoding: lineBytes, as: UTF8.self).count) + 1
        return (low + 1, column)
    }

    /// The text of a 1-based line, without its line break.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether two sources are the same text under the same name (the same file or entry).
    func isSame(as other: Source) -> Bool {
        name == other.name && bytes == other.bytes
    }
}
