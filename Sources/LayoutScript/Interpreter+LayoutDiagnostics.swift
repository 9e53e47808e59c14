import AutoLayout

// MARK: - Layout diagnostics, located

extension Interpreter {
    /// A layout pass's diagnostics (unsatisfiable, ambiguous, misplaced) as located script
    /// diagnostics, for a host or the CLI to render or put in JSON: an unsatisfiable
    /// conflict points at the statement that made the broken constraint, an ambiguous or
    /// misplaced view at its `view` statement. Kind `.layout`; the engine's severity; the
    /// first line of the engine's message as the message and its other lines as notes; for
    /// an ambiguous view, what is free as the message and how to fix each free attribute as
    /// the hint.
    public func locatedDiagnostics(of result: LayoutResult) -> [Diagnostic] {
        result.diagnostics.map { diagnostic in
            let lines = diagnostic.message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            var location: SourceLocation?
            if diagnostic.kind == .unsatisfiable, let tag = diagnostic.brokenConstraint?.source {
                location = self.location(of: tag)
            } else if let view = diagnostic.views.first {
                location = self.location(ofView: view)
            }
            let advice = diagnostic.fixes.isEmpty ? diagnostic.freeAttributes.map(\.fixHint) : diagnostic.fixes
            let hint = advice.isEmpty ? nil : advice.joined(separator: "; ")
            var message = lines.first ?? diagnostic.kind.rawValue
            var notes: [Diagnostic.Note] = []
            if diagnostic.kind == .ambiguous, lines.count == 1, let view = diagnostic.views.first, !diagnostic.freeAttributes.isEmpty {
                // What is free (and what pulls it); how to fix it is the hint.
                let free = diagnostic.freeAttributes.map(\.rawValue)
                let list = free.count == 1 ? free[0] : free.dropLast().joined(separator: ", ") + " and " + (free.last ?? "")
                message = "\(view): \(list) \(free.count == 1 ? "is" : "are") not determined"
                if !diagnostic.constraints.isEmpty {
                    message += ": optional constraints of equal priority pull it different ways"
                    notes = diagnostic.constraints.map { reference in
                        Diagnostic.Note(reference.text, location: reference.source.flatMap(self.location(of:)))
                    }
                }
            }
            return Diagnostic(
                severity: diagnostic.severity == .error ? .error : .warning, kind: .layout,
                message: message, location: location, hint: hint,
                notes: notes + lines.dropFirst().map { line in
                    // The advice is the hint; a note does not repeat it.
                    var note = trimmed(line)
                    if let hint, note.hasSuffix(": " + hint) { note.removeLast(hint.count + 2) }
                    return Diagnostic.Note(note)
                })
        }
    }
}

/// The text without leading and trailing spaces and tabs.
private func trimmed(_ text: String) -> String {
    var slice = Substring(text)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
}
