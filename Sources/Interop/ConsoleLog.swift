import AutoLayout
import Foundation
import LayoutScript

/// A UIKit (or AppKit) console log's "Unable to simultaneously satisfy constraints" blocks,
/// read from the text people paste: each block's listed constraints and the one UIKit broke,
/// with the line each came from. Console noise around and between blocks (timestamps,
/// other messages) is skipped. What a page adds to a paste is read through: Markdown `> `
/// quotes, `**`, backslash escapes, code fences glued to a line, a `1: ` numbering. A list
/// may be quoted or not, in `(` … `)`, `[` … `]` or no brackets, indented or not, or
/// flattened onto one line with its header; a paste may start at the list, without the
/// header. A line of a block that cannot be read is a located error saying why, and the
/// rest of the block is still read.
struct ConsoleLog {
    /// One conflict as the console printed it.
    struct Block {
        /// The line of "Unable to simultaneously satisfy constraints", or of the first line
        /// pasted when the paste starts at the list.
        var line: Int
        /// Where the header starts on its line (1 when the paste has none).
        var column = 1
        var constraints: [LoggedConstraint] = []
        /// The constraint UIKit broke, as listed after "Will attempt to recover by breaking".
        var broken: LoggedConstraint?
        /// Whether the broken constraint was named.
        var isComplete = false
        /// Why the paste itself cannot be read whole (redacted, elided, cut), if it cannot.
        var cut: String?
    }

    var blocks: [Block] = []
    /// Lines inside a block that could not be read.
    var errors: [Diagnostic] = []
    let sourceName: String
    let lines: [Substring]

    static let header = "unable to simultaneously satisfy constraints"
    static let breaking = "will attempt to recover by breaking constraint"

    init(text: String, sourceName: String) {
        self.sourceName = sourceName
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        read()
    }

    /// The reader's state between lines.
    private struct State {
        var current: Block?
        var inList = false
        var awaitingBroken = false
    }

    private mutating func read() {
        var state = State()
        for (index, raw) in lines.enumerated() {
            readLine(Self.clean(raw), number: index + 1, state: &state)
        }
        if let block = state.current { finish(block) }
    }

    /// A line as the console printed it: without Markdown quotes (`> `), bold (`**`),
    /// backslash escapes, a code fence or backtick glued to it, or a reporter's `1: `
    /// numbering.
    static func clean(_ raw: Substring) -> String {
        var text = Substring(raw)
        while let first = text.first(where: { $0 != " " && $0 != "\t" }), first == ">" {
            text = text.drop { $0 == " " || $0 == "\t" }.dropFirst()
        }
        var line = String(text)
        // Characters, not strings, tested first: Foundation's substring search is slow.
        if line.contains("*" as Character) { line = line.replacingOccurrences(of: "**", with: "") }
        if line.contains("\\" as Character) {
            line = line.replacingOccurrences(of: #"\\([<>_*\[\]()|'"\\-])"#, with: "$1", options: .regularExpression)
        }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("```") { line = String(trimmed.drop { $0 == "`" }) }
        if trimmed.hasPrefix("`") { line = String(trimmed.dropFirst()) }
        if line.first(where: { $0 != " " && $0 != "\t" })?.isNumber == true,
           let numbered = line.range(of: #"^\s*\d+: "#, options: .regularExpression) {
            line.removeSubrange(numbered)
        }
        return line
    }

    private mutating func readLine(_ line: String, number: Int, state: inout State) {
        var from = line.startIndex
        if let header = Self.find(Self.header, in: line) {
            if let block = state.current { finish(block) }
            let column = line.distance(from: line.startIndex, to: header.lowerBound) + 1
            state = State(current: Block(line: number, column: column))
            from = header.upperBound
        }
        let breakingAt = Self.find(Self.breaking, in: line)?.upperBound
        let found = Self.entries(in: line, from: from)
        let trimmed = Self.trimmed(line[from...], of: " \t\"',")
        if found.isEmpty, breakingAt == nil {
            readOther(trimmed, line: line, number: number, state: &state)
            return
        }
        if state.current == nil {
            // A paste that starts at the list, without the header.
            state.current = Block(line: number)
        }
        if trimmed.hasPrefix("(") || trimmed.hasPrefix("[") { state.inList = true }
        for entry in found {
            if let breakingAt, entry.lowerBound >= breakingAt { state.awaitingBroken = true }
            let text = String(line[entry])
            // A quoted entry is located at its opening quote, as the list prints it.
            let quoted = entry.lowerBound > line.startIndex && line[line.index(before: entry.lowerBound)] == "\""
            let column = line.distance(from: line.startIndex, to: entry.lowerBound) + (quoted ? 0 : 1)
            if state.awaitingBroken {
                readBroken(text, line: number, column: column, into: &state.current)
                state.awaitingBroken = false
                state.inList = false
            } else {
                readEntry(text, line: number, column: column, into: &state.current)
            }
        }
        if breakingAt != nil, state.current?.isComplete == false { state.awaitingBroken = true; state.inList = false }
        if trimmed.hasSuffix(")") || trimmed.hasSuffix("]") { state.inList = false }
    }

    /// A line without a constraint: a list's bracket, a redacted or elided list, or inside
    /// a list a line that cannot be read.
    private mutating func readOther(_ trimmed: String, line: String, number: Int, state: inout State) {
        guard state.current != nil else { return }
        if trimmed.contains("<private>") {
            cut("the log is redacted: macOS unified logging printed <private> in place of the constraints (log config --mode private_data:on shows them)", line: number, column: column(of: "<private>", in: line), state: &state)
            return
        }
        if trimmed == "..." || trimmed == "…" || trimmed == "...," {
            cut("the paste elides constraints here ('...'): the explanation covers the listed ones only", line: number, column: column(of: trimmed, in: line), state: &state)
            return
        }
        if !state.inList, !state.awaitingBroken, (trimmed == "(" || trimmed == "[") {
            state.inList = true
            return
        }
        // `}` too: a page that rendered the closing parenthesis as a brace.
        if trimmed.hasPrefix(")") || trimmed.hasPrefix("]") || trimmed.hasPrefix("}") {
            state.inList = false
            return
        }
        if state.inList, !trimmed.isEmpty {
            // Never a silent drop: a line of the list that holds no description is an error.
            readEntry(trimmed, line: number, column: column(of: trimmed, in: line), into: &state.current)
        }
    }

    /// Where `phrase` (lowercase ASCII) first occurs in `line`, ignoring ASCII case: a scan
    /// of the bytes, as every line of a long log is searched twice.
    static func find(_ phrase: String, in line: String) -> Range<String.Index>? {
        let needle = Array(phrase.utf8)
        let bytes = Array(line.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var start = 0
        while start + needle.count <= bytes.count {
            if bytes[start] | 0x20 == first {
                var matched = 1
                while matched < needle.count, bytes[start + matched] | 0x20 == needle[matched] | 0x20 { matched += 1 }
                if matched == needle.count {
                    let lower = line.utf8.index(line.utf8.startIndex, offsetBy: start)
                    return lower..<line.utf8.index(lower, offsetBy: needle.count)
                }
            }
            start += 1
        }
        return nil
    }

    /// `text` without the characters of `characters` at either end.
    static func trimmed(_ text: some StringProtocol, of characters: String) -> String {
        let set = Set(characters)
        guard let first = text.firstIndex(where: { !set.contains($0) }), let last = text.lastIndex(where: { !set.contains($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    /// The paste itself lost what a line should hold: a located error, the block marked.
    private mutating func cut(_ message: String, line: Int, column: Int, state: inout State) {
        if state.current?.cut == nil { state.current?.cut = message }
        errors.append(Diagnostic(
            kind: .syntax, message: message,
            location: SourceLocation(sourceName: sourceName, line: line, column: column, length: 1, lineText: String(lines[line - 1]))))
    }

    /// Appends a finished block; one with no list at all says so at its header.
    private mutating func finish(_ block: Block) {
        var block = block
        if block.constraints.isEmpty, block.cut == nil, !errors.contains(where: { ($0.location?.line ?? 0) > block.line }) {
            block.cut = "the paste has no list of constraints: paste the whole block, from 'Unable to simultaneously satisfy constraints' to the line after 'Will attempt to recover'"
            errors.append(Diagnostic(
                kind: .syntax, message: block.cut ?? "",
                location: SourceLocation(sourceName: sourceName, line: block.line, column: block.column, length: 1,
                                         lineText: String(lines[block.line - 1]))))
        }
        blocks.append(block)
    }

    /// Where each constraint description `<Class…Constraint…:0x…>` of `line` lies, from
    /// `from`: to its matching `>` (a custom subclass nests `<…>`; `>=`, `<=` and a label's
    /// `'>'` do not count), or to the end of the line when the paste lost the `>`.
    static func entries(in line: String, from: String.Index) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        let characters = Array(line[from...])
        var index = 0
        while index < characters.count {
            guard characters[index] == "<", let end = entryEnd(characters, start: index) else {
                index += 1
                continue
            }
            let lower = line.index(from, offsetBy: index)
            let upper = line.index(lower, offsetBy: end - index)
            found.append(lower..<upper)
            index = end
        }
        return found
    }

    /// The end (exclusive) of the description starting at `start`, if one starts there.
    private static func entryEnd(_ characters: [Character], start: Int) -> Int? {
        var probe = start + 1
        if probe < characters.count, characters[probe] == "<" { probe += 1 }
        let nameStart = probe
        while probe < characters.count, characters[probe].isLetter || characters[probe].isNumber || characters[probe] == "_" || characters[probe] == "." {
            probe += 1
        }
        let name = String(characters[nameStart..<probe])
        guard name.contains("Constraint"), probe < characters.count, characters[probe] == ":" else { return nil }
        var depth = 0
        var index = start
        while index < characters.count {
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            let previous: Character? = index > 0 ? characters[index - 1] : nil
            let quoted = previous == "'" && next == "'"
            if characters[index] == "<", next != "=", !quoted {
                depth += 1
            } else if characters[index] == ">", next != "=", !quoted {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return characters.count
    }

    private mutating func readEntry(_ text: String, line: Int, column: Int, into block: inout Block?) {
        do {
            block?.constraints.append(try LoggedConstraint(entry: text, line: line, column: column))
        } catch {
            errors.append(diagnostic(error, line: line, column: column))
        }
    }

    private mutating func readBroken(_ text: String, line: Int, column: Int, into block: inout Block?) {
        do {
            block?.broken = try LoggedConstraint(entry: text, line: line, column: column)
            block?.isComplete = true
        } catch {
            errors.append(diagnostic(error, line: line, column: column))
        }
    }

    private func column(of text: String, in line: String) -> Int {
        guard let range = line.range(of: text) else { return 1 }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    /// The error at the character that stopped the reader (`column` is the entry's, at its
    /// opening quote when it has one).
    private func diagnostic(_ error: LoggedConstraint.ReadError, line: Int, column: Int) -> Diagnostic {
        let whole = String(lines[line - 1])
        let quoted = whole.count >= column && Array(whole)[column - 1] == "\""
        let column = column + (quoted ? 1 : 0)
        return Diagnostic(
            kind: .syntax, message: "cannot read this constraint: \(error.message)",
            location: SourceLocation(sourceName: sourceName, line: line, column: column + error.offset, length: 1,
                                     lineText: String(lines[line - 1])),
            hint: "a line of the list reads like \"<NSLayoutConstraint:0x6000 UILabel:0x7f9'Title'.leading == UIView:0x7f8.leading + 20   (active)>\"")
    }
}
