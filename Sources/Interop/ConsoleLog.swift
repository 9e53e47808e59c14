import AutoLayout
import Foundation
import LayoutScript

/// A UIKit (or AppKit) console log's "Unable to simultaneously satisfy constraints" blocks,
/// read from the text people paste: each block's listed constraints and the one UIKit broke,
/// with the line each came from. Console noise around and between blocks (timestamps,
/// other messages) is skipped; a line of a block that cannot be read is a located error, and
/// the rest of the block is still read.
struct ConsoleLog {
    /// One conflict as the console printed it.
    struct Block {
        /// The line of "Unable to simultaneously satisfy constraints".
        var line: Int
        var constraints: [LoggedConstraint] = []
        /// The constraint UIKit broke, as listed after "Will attempt to recover by breaking".
        var broken: LoggedConstraint?
        /// Whether the list ended (`)`) and the broken constraint was named.
        var isComplete = false
    }

    var blocks: [Block] = []
    /// Lines inside a block that could not be read.
    var errors: [Diagnostic] = []
    let sourceName: String
    let lines: [Substring]

    init(text: String, sourceName: String) {
        self.sourceName = sourceName
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        read()
    }

    private mutating func read() {
        var current: Block?
        var inList = false
        var awaitingBroken = false
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.contains("Unable to simultaneously satisfy constraints") {
                if let block = current { blocks.append(block) }
                current = Block(line: number)
                inList = false
                awaitingBroken = false
                continue
            }
            guard current != nil else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inList, !awaitingBroken, trimmed.hasPrefix("(") && !trimmed.hasPrefix("(1)") && !trimmed.hasPrefix("(2)")
                && !trimmed.hasPrefix("(Note") {
                inList = true
                // `(` alone, or `("<…>",` with the first entry on the same line.
                let rest = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                if !rest.isEmpty { readEntry(rest, line: number, into: &current) }
                continue
            }
            if inList {
                if trimmed.hasPrefix(")") {
                    inList = false
                    continue
                }
                if trimmed.isEmpty { continue }
                readEntry(trimmed, line: number, into: &current)
                continue
            }
            if trimmed.contains("Will attempt to recover by breaking constraint") {
                // The constraint follows on the same line or the next one.
                if let start = trimmed.firstIndex(of: "<") {
                    readBroken(String(trimmed[start...]), line: number, into: &current)
                } else {
                    awaitingBroken = true
                }
                continue
            }
            if awaitingBroken, !trimmed.isEmpty {
                awaitingBroken = false
                readBroken(trimmed, line: number, into: &current)
            }
        }
        if let block = current { blocks.append(block) }
    }

    private mutating func readEntry(_ text: String, line: Int, into block: inout Block?) {
        do {
            let constraint = try LoggedConstraint(entry: text, line: line, column: column(of: text, in: line))
            block?.constraints.append(constraint)
        } catch {
            errors.append(diagnostic(error, line: line, text: text))
        }
    }

    private mutating func readBroken(_ text: String, line: Int, into block: inout Block?) {
        do {
            block?.broken = try LoggedConstraint(entry: text, line: line, column: column(of: text, in: line))
            block?.isComplete = true
        } catch {
            errors.append(diagnostic(error, line: line, text: text))
        }
    }

    private func column(of text: String, in line: Int) -> Int {
        let whole = String(lines[line - 1])
        guard let range = whole.range(of: text) else { return 1 }
        return whole.distance(from: whole.startIndex, to: range.lowerBound) + 1
    }

    private func diagnostic(_ error: LoggedConstraint.ReadError, line: Int, text: String) -> Diagnostic {
        let whole = String(lines[line - 1])
        let column = self.column(of: text, in: line) + error.offset
        return Diagnostic(
            kind: .syntax, message: "cannot read this constraint: \(error.message)",
            location: SourceLocation(sourceName: sourceName, line: line, column: column, length: 1, lineText: whole),
            hint: "a line of the list reads like \"<NSLayoutConstraint:0x6000 UILabel:0x7f9'Title'.leading == UIView:0x7f8.leading + 20   (active)>\"")
    }
}

