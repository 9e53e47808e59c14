/// How the two sides of a layout constraint compare, as in `NSLayoutConstraint.Relation`.
///
/// The raw values are the symbols that scripts, VFL and constraint descriptions use.
public enum LayoutRelation: String, CaseIterable, Hashable, Sendable {
    /// The first side is at most the second: `<=`.
    case lessThanOrEqual = "<="
    /// The two sides are equal: `==`.
    case equal = "=="
    /// The first side is at least the second: `>=`.
    case greaterThanOrEqual = ">="
}
