/// Where a layout constraint came from, so that diagnostics can say why it exists.
///
/// An unsatisfiable-constraints report names each constraint's origin instead of an address,
/// which is what UIKit's log makes people hunt for.
public enum ConstraintOrigin: Hashable, Sendable {
    /// Made directly, one constraint at a time.
    case explicit
    /// Made by the Visual Format Language from this format string.
    case visualFormat(String)
    /// Translated from the view's autoresizing mask and frame: the equivalent of UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`.
    case autoresizingMask(view: String)
    /// `size <= intrinsic` at the view's content hugging priority.
    case contentHugging(view: String, axis: LayoutAxis)
    /// `size >= intrinsic` at the view's compression resistance priority.
    case compressionResistance(view: String, axis: LayoutAxis)
    /// The root view's position (0, 0) and the size a layout pass asks for.
    case rootSize(view: String)
    /// `width >= 0` or `height >= 0`: UIKit's engine keeps every view's size non-negative.
    /// Not a constraint in the solver (the variable itself is restricted) and never broken;
    /// it is listed only in the conflicts it takes part in, which UIKit's log never shows.
    case sizeRestriction(view: String)
    /// An edge of one of the view's system guides (`VIEW.safeArea`, `VIEW.margins`,
    /// `VIEW.readable`) on the view's edge, inset as UIKit insets that guide: made and kept
    /// by the engine.
    case systemGuide(SystemGuide, view: String)

    /// Whether the engine made the constraint itself rather than being given it.
    public var isGenerated: Bool {
        switch self {
        case .explicit, .visualFormat: false
        case .autoresizingMask, .contentHugging, .compressionResistance, .rootSize, .sizeRestriction, .systemGuide: true
        }
    }
}
