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
        result.diagnostics.map(locator.located(_:))
    }

    /// Where this interpreter's views and constraints were made, for locating its layouts'
    /// diagnostics.
    package var locator: LayoutLocator {
        LayoutLocator(sources: sourceTable, views: evaluator.viewLocations, moduleViews: evaluator.moduleViews)
    }
}

/// The one place that decides where a layout diagnostic points and what it advises; the
/// terminal, the JSON, the language server, the preview and the C API all take both from
/// here, so none of them can point somewhere else.
package struct LayoutLocator {
    /// The places of the tags the engine's constraints carry.
    package var sources: SourceTable
    /// The `view` statement of each view, by name (empty for a layout made without a script);
    /// for a view a library's def made, the script's call of the def.
    package var views: [String: SourceLocation]
    /// Where in a library each view a library's def made was declared, by name.
    package var moduleViews: [String: ModulePlace]

    /// A locator of `sources`' tags and the given view declarations.
    package init(sources: SourceTable, views: [String: SourceLocation] = [:], moduleViews: [String: ModulePlace] = [:]) {
        self.sources = sources
        self.views = views
        self.moduleViews = moduleViews
    }

    /// Where a diagnostic points: a conflict at the statement that made its broken
    /// constraint, else at the first of its constraints with a known place, else at the
    /// declaration of the first of its views that has one; an ambiguous, misplaced or
    /// overflowing view at its declaration first, then at its constraints.
    package func location(of diagnostic: LayoutDiagnostic) -> SourceLocation? {
        placement(of: diagnostic).location
    }

    /// ``location(of:)``, and the view whose declaration it is when it is one.
    private func placement(of diagnostic: LayoutDiagnostic) -> (location: SourceLocation?, view: String?) {
        let constraint = ([diagnostic.brokenConstraint] + diagnostic.constraints).lazy
            .compactMap { $0?.source.flatMap(sources.location(of:)) }.first
        let view = diagnostic.views.lazy.compactMap { name in views[name].map { (location: $0, name: name) } }.first
        if diagnostic.kind == .unsatisfiable, let constraint { return (constraint, nil) }
        return view.map { ($0.location, $0.name) } ?? (constraint, nil)
    }

    /// The diagnostic as a located script diagnostic (``Interpreter/locatedDiagnostics(of:)``
    /// describes it): located by ``location(of:)``, its hint the ``LayoutDiagnostic/advice``
    /// unless its message already gives it; at a view a library's def made, with a note at its
    /// declaration in the library.
    package func located(_ diagnostic: LayoutDiagnostic) -> Diagnostic {
        let lines = diagnostic.message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let advice = diagnostic.advice
        // A conflict's last line says which constraint to remove ("Breaking … to recover:
        // … Remove it or lower its priority below 1000"), the advice a hint would repeat.
        let hint = advice.isEmpty || diagnostic.statesItsAdvice ? nil : advice.joined(separator: "; ")
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
                    Diagnostic.Note(reference.text, location: reference.source.flatMap(sources.location(of:)))
                }
            }
        }
        let (location, view) = placement(of: diagnostic)
        if let view, let made = moduleViews[view] {
            notes.append(Diagnostic.Note("\(view) declared here, inside '\(made.function)'", location: made.location))
        }
        return Diagnostic(
            severity: DiagnosticSeverity(diagnostic.severity), kind: .layout,
            message: message, location: location, hint: hint,
            notes: notes + lines.dropFirst().map { line in
                // The advice is the hint; a note does not repeat it.
                var note = trimmed(line)
                if let hint, note.hasSuffix(": " + hint) { note.removeLast(hint.count + 2) }
                return Diagnostic.Note(note)
            })
    }
}

extension LayoutDiagnostic {
    /// What would resolve the problem, one change an item, decided here once for every
    /// front end: the engine's verified ``LayoutDiagnostic/fixes``; else, for an ambiguous
    /// view, how to determine each free attribute; else, for a conflict, the broken
    /// constraint's own remedy (turning off the autoresizing translation that made it, or
    /// removing it or lowering its priority).
    package var advice: [String] {
        if !fixes.isEmpty { return fixes }
        if !freeAttributes.isEmpty { return freeAttributes.map(\.fixHint) }
        guard let broken = brokenConstraint else { return [] }
        if case .autoresizingMask(let view) = broken.origin {
            return [Remedy.stopTranslatingAutoresizingMask(of: view).text]
        }
        return [Remedy.removeOrLower(broken.text).text]
    }

    /// Whether the message already ends with the advice: a conflict with no verified fix,
    /// whose "Breaking … to recover" line says what to remove or turn off.
    var statesItsAdvice: Bool { fixes.isEmpty && freeAttributes.isEmpty && brokenConstraint != nil }
}

/// The text without leading and trailing spaces and tabs.
private func trimmed(_ text: String) -> String {
    var slice = Substring(text)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
}
