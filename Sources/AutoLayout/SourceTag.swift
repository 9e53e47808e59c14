/// An opaque mark a host gives the views and constraints it adds, to learn later where each
/// came from: the engine keeps it, hands it back in every ``ConstraintReference`` and never
/// looks inside.
///
/// The host that makes the tags owns their meaning. Tether's language keeps a table from
/// each tag to a place in a script (file, line, column, range), so that nothing reads a
/// location back out of text; a host of its own may number its statements, or the lines of
/// a log. The engine's messages name a tag only as ``LayoutEngine/sourceDescription`` says.
public struct SourceTag: RawRepresentable, Hashable, Sendable {
    /// The host's number for the place.
    public let rawValue: Int

    /// The tag a host numbers `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
