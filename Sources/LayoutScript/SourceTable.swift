import AutoLayout

// MARK: - Source tags

/// Where each ``SourceTag`` the language gave the engine points: the language tags every
/// view and constraint it adds with the place in a script that made it, and looks the place
/// up again when a diagnostic or a constraint carries the tag back. Nothing reads a
/// location out of text. (`tether explain` keeps one for the places of a log's constraints.)
///
/// A place has one tag however often it runs (a loop's body, say), so the table grows with
/// the script, not with its run. An interpreter shares its table with the fresh
/// interpreters that replay it per size (``Interpreter/layouts(on:)``), so that a tag in any
/// size's result means the same place.
package final class SourceTable {
    /// The place of each tag, by its raw value.
    private var locations: [SourceLocation] = []
    /// The tag of each place made so far.
    private var tags: [SourceLocation: SourceTag] = [:]

    package init() {}

    /// A table with this one's tags, which grows apart from it (an interpreter's copy's).
    package func copy() -> SourceTable {
        let copy = SourceTable()
        copy.locations = locations
        copy.tags = tags
        return copy
    }

    /// The tag of a place: a new one the first time, the same one after.
    package func tag(for location: SourceLocation) -> SourceTag {
        if let tag = tags[location] { return tag }
        let tag = SourceTag(rawValue: locations.count)
        locations.append(location)
        tags[location] = tag
        return tag
    }

    /// Where a tag points; nil for a tag this table did not make.
    package func location(of tag: SourceTag) -> SourceLocation? {
        locations.indices.contains(tag.rawValue) ? locations[tag.rawValue] : nil
    }

    /// How the engine's messages name a tag: `file:line:col`
    /// (`LayoutEngine.sourceDescription`).
    package func description(of tag: SourceTag) -> String? {
        location(of: tag)?.description
    }
}

/// Where inside a library something a script's call made was declared: the def the script
/// called, and the statement in the library. The script's own place is the call.
package struct ModulePlace: Hashable, Sendable {
    /// The def the script called (`hstack`).
    package var function: String
    /// The statement inside the library (`std/stack.layout:80:3`).
    package var location: SourceLocation
}

extension Interpreter {
    /// Where the view or constraint that carries `tag` was made
    /// (`ConstraintReference.source` in a result's diagnostics and in
    /// `engine.constraints`): the statement, or for one made inside a module's `def`, the
    /// script's call of it. Nil for a tag neither this interpreter nor the one it replays
    /// made.
    public func location(of tag: SourceTag) -> SourceLocation? { sourceTable.location(of: tag) }

    /// The table of the source tags this interpreter gave its engine.
    package var sourceTable: SourceTable { evaluator.sourceTable }
}
