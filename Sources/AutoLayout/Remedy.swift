/// A change that resolves a conflict, worded in this one place for every piece of advice
/// that offers it: the engine's conflict messages and verified fixes, the advice every
/// front end shows for a ``LayoutDiagnostic``, and `tether explain`'s fixes for a UIKit
/// console log. A remedy names its constraint as text; `place` says where that constraint
/// is (a log's line) when the text alone does not.
package enum Remedy: Hashable, Sendable {
    /// Remove the constraint, or make it optional: a priority below 1000 (required) lets
    /// Auto Layout break it instead of failing.
    case removeOrLower(String, place: String? = nil)
    /// Move the constraint's priority from one value to another.
    case changePriority(of: String, place: String? = nil, from: Double, to: Double)
    /// Stop translating the view's autoresizing mask into constraints.
    case stopTranslatingAutoresizingMask(of: String)

    /// The remedy as advice: `remove a.width == 200 or lower its priority below 1000`,
    /// `raise the priority of 'a.width == 200 @500' from 500 to 501`, `turn off autoresizing
    /// translation on banner (translatesAutoresizingMaskIntoConstraints = false)`.
    package var text: String {
        switch self {
        case .removeOrLower(let constraint, let place):
            "remove \(constraint)\(Self.parenthesized(place)) or lower its priority below 1000"
        case .changePriority(let constraint, let place, let old, let new):
            "\(new < old ? "lower" : "raise") the priority of '\(constraint)'\(Self.parenthesized(place)) "
                + "from \(old.layoutDescription) to \(new.layoutDescription)"
        case .stopTranslatingAutoresizingMask(let view):
            "turn off autoresizing translation on \(view) (translatesAutoresizingMaskIntoConstraints = false)"
        }
    }

    /// The advice as the start of a sentence: `Remove it or lower its priority below 1000`.
    package var sentence: String {
        let text = text
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func parenthesized(_ place: String?) -> String {
        place.map { " (\($0))" } ?? ""
    }
}
