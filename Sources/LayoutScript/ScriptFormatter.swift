// MARK: - Formatting

/// The canonical layout of a script (`tether fmt`): what changes is only the space between
/// tokens (a `;` may become a line break, tabs and `\r\n` become spaces and `\n`), never a
/// token, so a formatted script means exactly what it meant.
///
/// - Indentation: two spaces per open `{`, and two more on a continuation line inside `( )`
///   or `[ ]`.
/// - One space around binary operators, `=`, `@` and after `,` and `:`; none inside `( )` and
///   `[ ]`, before `,` `.` `:` `)` `]`, after `.`, after a `-` that negates, before the `(` of
///   a call or parameter list and the `[` of an index (`guide (x)` keeps its space: there the
///   `(` is a computed name, not a call); `3:2` stays tight.
/// - One statement per line: `a; b` become two lines, and a block of several statements opens
///   with `{` at the end of its line and closes with `}` on a line of its own. A block of one
///   statement may stay on one line: `view a { intrinsic 10 x 20 }`.
/// - Comments are kept as written; a comment after code keeps its column when the code still
///   ends before it, else it follows the code after two spaces. Runs of blank lines become one;
///   none at the start or end. Long lines are not wrapped, and nothing is aligned.
///
/// A script that does not parse is not formatted: its diagnostics are returned instead.
package enum ScriptFormatter {
    /// The formatted text of `text`, or the syntax errors that prevent it.
    package static func format(_ text: String, name: String = "<script>") -> Result<String, FormatFailure> {
        let source = Source(name: name, text: text)
        var parser = Parser(source: source)
        _ = parser.parseScript()
        guard parser.diagnostics.isEmpty else { return .failure(FormatFailure(diagnostics: parser.diagnostics)) }
        var writer = Writer(source: source, tokens: parser.tokens,
                            prefixMinuses: parser.prefixMinuses, tightOpenings: parser.tightOpenings)
        return .success(writer.write())
    }

    /// Why a script was not formatted: its syntax errors.
    package struct FormatFailure: Error {
        /// Every syntax diagnostic of the script.
        package var diagnostics: [Diagnostic]
    }

    /// Builds the output line by line from the tokens and the comments between them.
    private struct Writer {
        let source: Source
        let tokens: [Token]
        let prefixMinuses: Set<Int>
        let tightOpenings: Set<Int>
        /// For each `{` and `}` of a block that spans lines: break the line after the `{` and
        /// before the `}`.
        var breaksAround = Set<Int>()

        var lines: [String] = []
        var line = ""
        /// The token index last written on `line`, or nil at its start.
        var previous: Int?
        var braceDepth = 0
        var groupDepth = 0
        /// A blank line seen in the source since the last line written.
        var blankPending = false
        /// Whether the last token was a newline (not a `;`) and nothing was written since, so
        /// that another newline now is a blank line.
        var lastBreakWasNewline = true

        init(source: Source, tokens: [Token], prefixMinuses: Set<Int>, tightOpenings: Set<Int>) {
            self.source = source
            self.tokens = tokens
            self.prefixMinuses = prefixMinuses
            self.tightOpenings = tightOpenings
            markBlocksThatSpanLines()
        }

        /// A block with a statement separator inside spans lines.
        private mutating func markBlocksThatSpanLines() {
            var open: [(index: Int, spans: Bool)] = []
            for (index, token) in tokens.enumerated() {
                switch token.kind {
                case .leftBrace:
                    open.append((index, false))
                case .newline:
                    if !open.isEmpty { open[open.count - 1].spans = true }
                case .rightBrace:
                    guard let block = open.popLast() else { continue }
                    if block.spans {
                        breaksAround.insert(block.index)
                        breaksAround.insert(index)
                        if !open.isEmpty { open[open.count - 1].spans = true }
                    }
                default:
                    break
                }
            }
        }

        mutating func write() -> String {
            var end = 0
            for index in tokens.indices {
                let token = tokens[index]
                writeTrivia(from: end, to: token.offset)
                end = token.offset + token.length
                switch token.kind {
                case .endOfInput:
                    endLine()
                case .newline:
                    let isNewline = source.bytes[token.offset] == UInt8(ascii: "\n")
                    if line.isEmpty {
                        if isNewline, lastBreakWasNewline, !lines.isEmpty { blankPending = true }
                    } else {
                        endLine()
                    }
                    lastBreakWasNewline = isNewline
                case .rightBrace:
                    braceDepth = max(0, braceDepth - 1)
                    if breaksAround.contains(index) { endLine() }
                    append(index)
                case .leftBrace:
                    append(index)
                    braceDepth += 1
                    if breaksAround.contains(index) { endLine() }
                case .leftParen, .leftBracket:
                    append(index)
                    groupDepth += 1
                case .rightParen, .rightBracket:
                    groupDepth = max(0, groupDepth - 1)
                    append(index)
                default:
                    append(index)
                }
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        }

        /// Comments and line breaks between two tokens (line breaks only inside `( )` and
        /// `[ ]`, where the lexer passes them over).
        private mutating func writeTrivia(from start: Int, to end: Int) {
            var position = start
            let bytes = source.bytes
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "#") {
                    var stop = position
                    while stop < end, bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
                    writeComment(String(decoding: bytes[position..<stop], as: UTF8.self), at: position)
                    lastBreakWasNewline = false
                    position = stop
                } else if byte == UInt8(ascii: "\n") {
                    if !line.isEmpty { endLine() }
                    position += 1
                } else {
                    position += 1
                }
            }
        }

        private mutating func writeComment(_ comment: String, at offset: Int) {
            let text = trimmingTrailingSpace(comment)
            if line.isEmpty {
                startLine(closing: false)
                line += text
                endLine()
                return
            }
            // After code: at its own column if the code still ends before it.
            let column = source.location(of: offset).column - 1
            let width = line.unicodeScalars.count
            line += String(repeating: " ", count: column > width ? column - width : 2) + text
            endLine()
        }

        private mutating func append(_ index: Int) {
            let token = tokens[index]
            let text = String(decoding: source.bytes[token.offset..<(token.offset + token.length)], as: UTF8.self)
            if line.isEmpty {
                startLine(closing: token.kind == .rightBrace)
            } else if let previous, needsSpace(between: previous, and: index) {
                line += " "
            }
            line += text
            previous = index
            lastBreakWasNewline = false
        }

        /// The indentation of a new line, after the blank line the source had before it (none
        /// just inside a block's braces).
        private mutating func startLine(closing: Bool) {
            if blankPending, !closing, let last = lines.last, !last.hasSuffix("{") { lines.append("") }
            blankPending = false
            line = String(repeating: "  ", count: braceDepth + (groupDepth > 0 ? 1 : 0))
        }

        private mutating func endLine() {
            let trimmed = trimmingTrailingSpace(line)
            if !trimmed.allSatisfy({ $0 == " " }) { lines.append(trimmed) }
            line = ""
            previous = nil
        }

        /// Whether one space goes between two tokens on a line.
        private func needsSpace(between left: Int, and right: Int) -> Bool {
            let a = tokens[left].kind, b = tokens[right].kind
            switch b {
            case .rightParen, .rightBracket, .comma, .dot, .colon: return false
            case .leftParen, .leftBracket: if tightOpenings.contains(right) { return false }
            default: break
            }
            switch a {
            case .leftParen, .leftBracket, .dot: return false
            case .minus: return !prefixMinuses.contains(left)
            case .colon:
                // `ratio v 3:2`.
                return !(left > 0 && tokens[left - 1].kind == .number && b == .number)
            case .leftBrace: return b != .rightBrace
            default: return true
            }
        }

        private func trimmingTrailingSpace(_ text: String) -> String {
            var scalars = Substring(text)
            while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
            return String(scalars)
        }
    }
}
