/// Where a layout constraint came from, so that diagnostics can say why it exists.
///
/// An unsatisfiable-constraints report names each constraint's origin instead of an address,
/// which is what UIKit's log makes people hunt for.
public enum ConstraintOrigin: Hashable, Sendable {
    /// Made directly, one constraint at a time.
    case explicit
    /// Made by the Visual Format Language from this format string.
    case visualFormat(String)
}
