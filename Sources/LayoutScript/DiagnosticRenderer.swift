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

    /// The source line with a gutter, and `^~~~` under the located characters.
    private func excerpt(_ location: SourceLocation) -> [String] {
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let text = location.lineText.map { $0 == "\t" ? " " : $0 }
        let indent = String(repeating: " ", count: max(0, location.column - 1))
        let tildes = String(repeating: "~", count: max(0, location.length - 1))
        return [
            "  \(number) | \(String(text))",
            "  \(gutter) | \(indent)^\(tildes)",
        ]
    }
}
