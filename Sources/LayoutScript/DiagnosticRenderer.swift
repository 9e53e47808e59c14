// MARK: - Rendering diagnostics

/// Renders diagnostics as compilers do:
///
///     main.layout:3:12: error: unknown attribute 'widht'
///       3 | pin toolbar.widht == 44
///         |             ^~~~~
///     hint: did you mean 'width'?
///
/// Notes follow, each `note: …`, with their own location line when they have one.
public struct DiagnosticRenderer: Sendable {
    /// Makes a renderer.
    public init() {}

    /// One diagnostic as text, lines joined with `\n`, no trailing newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var lines: [String] = []
        let severity = diagnostic.severity.rawValue
        if let location = diagnostic.location {
            lines.append("\(location.description): \(severity): \(diagnostic.message)")
            lines += excerpt(location)
        } else {
            lines.append("\(severity): \(diagnostic.message)")
        }
        if let hint = diagnostic.hint {
            lines.append("hint: \(hint)")
        }
        for note in diagnostic.notes {
            if let location = note.location {
                lines.append("\(location.description): note: \(note.message)")
            } else {
                lines.append("note: \(note.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Several diagnostics, separated by newlines.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    /// The source line with a gutter, and `^~~~` under the located characters. Control and
    /// invisible formatting characters (bidi overrides among them, which could reorder the
    /// line on screen) show as `�`, and wide characters count two columns, so that the
    /// caret stays under its culprit on a terminal.
    private func excerpt(_ location: SourceLocation) -> [String] {
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let characters = Array(location.lineText)
        let shown = characters.map(Self.displayed)
        let before = characters.prefix(max(0, location.column - 1)).reduce(0) { $0 + Self.width(of: $1) }
        let culprit = characters.dropFirst(max(0, location.column - 1)).prefix(max(1, location.length))
        let span = max(1, culprit.reduce(0) { $0 + Self.width(of: $1) })
        return [
            "  \(number) | \(shown.joined())",
            "  \(gutter) | \(String(repeating: " ", count: before))^\(String(repeating: "~", count: span - 1))",
        ]
    }

    /// How a character of the source line is shown.
    private static func displayed(_ character: Character) -> String {
        if character == "\t" { return " " }
        guard let first = character.unicodeScalars.first else { return String(character) }
        switch first.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return "\u{FFFD}"
        default: return String(character)
        }
    }

    /// The terminal columns a character takes: 2 for East Asian wide characters and emoji.
    private static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 1 }
        if first.properties.isEmojiPresentation { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
