import ConstraintSolver

/// The axis a layout attribute belongs to.
public enum LayoutAxis: String, Sendable {
    case horizontal
    case vertical
}

/// A part of a view's alignment rectangle that a constraint can relate, as in
/// `NSLayoutConstraint.Attribute`.
///
/// Only left, top, width and height are solver variables; the rest are expressions of
/// them (leading and trailing through the layout direction).
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom
    case leading, trailing
    case width, height
    case centerX, centerY
    case firstBaseline, lastBaseline
    /// No attribute: the constraint's other side is a constant.
    case notAnAttribute

    /// The axis, or nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .notAnAttribute: nil
        }
    }

    /// Whether the attribute is a size (width, height) rather than a location.
    public var isSize: Bool {
        self == .width || self == .height
    }

    /// Whether the attribute follows the layout direction (leading, trailing).
    public var isDirectional: Bool {
        self == .leading || self == .trailing
    }

    /// Whether the attribute is an absolute horizontal edge or centre (left, right, centerX),
    /// which UIKit refuses to relate to a directional one.
    public var isAbsoluteHorizontalLocation: Bool {
        self == .left || self == .right
    }
}

/// The priority type of layout constraints: the solver's, 1…1000.
public typealias LayoutPriority = Priority

/// Minimal conflicts found before, shared by the engines that lay out the same constraints
/// (`tether check --all`'s environments): the solver's `ConflictMemo`.
public typealias LayoutConflictMemo = ConflictMemo
