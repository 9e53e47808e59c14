/// Why the engine refused a call. Bad input never traps: it is one of these, with a message
/// that says what was wrong and how to fix it. After an error the engine is unchanged.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No view has this name.
    case unknownView(String, suggestion: String?)
    /// A view with this name exists already.
    case duplicateView(String)
    /// A view name that is empty.
    case invalidViewName(String)
    /// The constraint's items are not in one view tree.
    case noCommonAncestor(String, String)
    /// Attributes UIKit refuses to relate; `reason` says which rule they break.
    case invalidAttributePairing(constraint: String, reason: String)
    /// A priority outside 1…1000 (or NaN).
    case invalidPriority(Double)
    /// A multiplier, constant, size or frame component that is NaN or infinite.
    case nonFiniteValue(String)
    /// A size that cannot be a root size or an intrinsic size (negative).
    case invalidSize(String)
    /// No constraint has this ID (never added, or removed).
    case unknownConstraint(LayoutConstraintID)
    /// The root view cannot be given this property (a superview, autoresizing translation).
    case rootViewCannot(String)
    /// Only the root view can be given this setting (turning off the system's minimum margins).
    case onlyRootView(String)
    /// A layout guide cannot have this (content, a designed frame, subviews, a baseline).
    case guideCannot(guide: String, what: String)
    /// A constraint the engine made from a view property (root size, intrinsic size,
    /// autoresizing mask) cannot be edited directly, nor can the root size be removed.
    case generatedConstraint(constraint: String, origin: String)
    /// The solver refused something it should not have; the call was undone.
    case internalInconsistency(String)

    /// The error in words, as diagnostics print it.
    public var description: String {
        switch self {
        case .unknownView(let name, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown view '\(name)'\(hint)"
        case .duplicateView(let name):
            return "a view named '\(name)' already exists"
        case .invalidViewName(let name):
            return "'\(name)' is not a valid view name"
        case .noCommonAncestor(let first, let second):
            return "'\(first)' and '\(second)' have no common ancestor: a constraint can only relate views in the same view tree"
        case .invalidAttributePairing(let constraint, let reason):
            return "invalid constraint '\(constraint)': \(reason)"
        case .invalidPriority(let value):
            return "priority \(value.layoutDescription) is not in 1…1000"
        case .nonFiniteValue(let what):
            return "\(what) must be a finite number"
        case .invalidSize(let what):
            return what
        case .unknownConstraint(let id):
            return "no constraint #\(id.rawValue) in this layout"
        case .rootViewCannot(let what):
            return "the root view cannot \(what)"
        case .onlyRootView(let what):
            return "only the root view can \(what)"
        case .guideCannot(let guide, let what):
            return "'\(guide)' is a layout guide: it cannot \(what)"
        case .generatedConstraint(let constraint, let origin):
            return "'\(constraint)' was made by the engine (\(origin)); change that property instead"
        case .internalInconsistency(let what):
            return "internal solver inconsistency: \(what)"
        }
    }
}

/// Identifies a constraint in a ``LayoutEngine``; stays valid until it is removed.
public struct LayoutConstraintID: Hashable, Comparable, Sendable {
    /// The constraint's index, in the order constraints were added; never reused.
    public let rawValue: Int32

    init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    var index: Int { Int(rawValue) }

    /// Whether `lhs` was added before `rhs`.
    public static func < (lhs: LayoutConstraintID, rhs: LayoutConstraintID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
