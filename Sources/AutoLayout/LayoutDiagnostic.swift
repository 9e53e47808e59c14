/// A constraint as diagnostics and listings show it.
public struct ConstraintReference: Hashable, Sendable {
    /// The constraint's ID in its engine.
    public var id: LayoutConstraintID
    /// The constraint (for a proportional autoresizing position, its nearest
    /// `LayoutConstraint`; ``text`` is exact).
    public var constraint: LayoutConstraint
    /// Its readable form: `H:|-(20)-[nameLabel]` for a VFL-made one, `h=--& v=--& …` for an
    /// autoresizing one, `imageView.width == 1.5 × imageView.height` otherwise.
    public var text: String
    /// Where it came from.
    public var origin: ConstraintOrigin
    /// Where it came from, in words: "from VFL 'H:|-0-[imageView]-0-|' at main.layout:3:1".
    public var originDescription: String
    /// The opaque tag it was added with, which its host can look up (for a script's
    /// constraint, `Interpreter.location(of:)`); for one the engine made, the tag of what it
    /// was made from (the view's declaration, the property's statement).
    public var source: SourceTag?
    /// Where inside a library it was made, when `source` is the caller's line.
    public var context: String?
    /// The view it is installed on (the nearest common ancestor of its views).
    public var installedOn: String?
    /// Whether it is active, inactive or broken (at the time of the reference).
    public var state: LayoutConstraintState
}

/// A problem a layout has, as a value: the engine never prints.
public struct LayoutDiagnostic: Hashable, Sendable {
    /// The kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// Required constraints that cannot all hold; one was broken to recover.
        case unsatisfiable
        /// More than one layout satisfies the constraints equally well.
        case ambiguous
        /// A view's designed frame is not where the constraints put it.
        case misplaced
        /// Frames that are not finite numbers: constants so large that the solution
        /// overflows a Double (an error; the frames are meaningless).
        case overflow
        /// Text that does not fit its view: cut short with "…" or clipped (`check --all`).
        case truncated
        /// Sibling views that overlap where they did not on the designed screen.
        case overlapping
        /// A view that reaches past the root's bounds where it did not on the designed screen.
        case offscreen
        /// Text or a control under the status bar, the home indicator, a sensor housing
        /// (the unsafe area) or the keyboard.
        case obscured
        /// A control smaller than the 44 × 44 points the Human Interface Guidelines ask a
        /// tap target to be.
        case smallTarget
        /// A view an AppKit stack view (std/nsstack) detached where it was attached on the
        /// designed window: the stack could not fit it at this size (NSStackView's visibility
        /// priorities).
        case detached
    }

    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    /// What sort of problem.
    public var kind: Kind
    /// How bad: an unsatisfiable or overflowing layout is an error, the rest warnings.
    public var severity: Severity
    /// The whole message, possibly several lines.
    public var message: String
    /// The views involved, by name.
    public var views: [String]
    /// The constraints involved: for unsatisfiable, the minimal conflicting set (the
    /// broken one included), in the order they were added.
    public var constraints: [ConstraintReference]
    /// For unsatisfiable, the constraint broken to recover.
    public var brokenConstraint: ConstraintReference?
    /// For ambiguous, the free attributes of the (single) view, or of each tied view.
    public var freeAttributes: [FreeAttribute]
    /// Changes that would resolve the problem, each checked on a copy of the layout before
    /// it is offered ("decrease the horizontal content hugging priority of 'detail' from 251
    /// to 250"); empty when only the general advice of ``FreeAttribute/fixHint`` applies.
    public var fixes: [String] = []
    /// For a view under part of the screen (`obscured`), what covers it: `the status bar`,
    /// `the home indicator`, `the keyboard`. The same view under two covers is two problems.
    public var cover: String?
}

extension LayoutDiagnostic {
    /// A diagnostic about views alone, without constraints: what `tether check --all` finds
    /// in the frames (truncated text, overlapping siblings, views off the screen).
    public init(kind: Kind, severity: Severity = .warning, message: String, views: [String], fixes: [String] = [],
                cover: String? = nil) {
        self.cover = cover
        self.kind = kind
        self.severity = severity
        self.message = message
        self.views = views
        self.constraints = []
        self.brokenConstraint = nil
        self.freeAttributes = []
        self.fixes = fixes
    }
}

/// A part of a view's frame that the constraints leave undetermined.
public enum FreeAttribute: String, Hashable, Sendable, CaseIterable {
    case horizontalPosition = "horizontal position"
    case width
    case verticalPosition = "vertical position"
    case height

    /// What would determine it.
    public var fixHint: String {
        switch self {
        case .horizontalPosition: "add a leading, trailing or centerX constraint"
        case .width: "add a width constraint or an intrinsic width"
        case .verticalPosition: "add a top, bottom, centerY or baseline constraint"
        case .height: "add a height constraint or an intrinsic height"
        }
    }

    var axis: LayoutAxis {
        self == .horizontalPosition || self == .width ? .horizontal : .vertical
    }
}
