import AutoLayout
import LayoutScript

// MARK: - Fixes for overlap, the root's edges and the unsafe area

/// The changes `tether check --all` tries for siblings that overlap, views past the root and
/// views under the unsafe area: each one a person would make to the script, tried on the
/// engine right after the layout pass that showed the problem, and offered only where it
/// takes the problem away without breaking a constraint (``verified(_:trials:by:undo:holds:)``).
///
/// Two shapes of change:
/// - **moving an anchor**: one of the script's constraints holds the view (or a view it is
///   in) to the root's edge, or pins it by `left`/`right`, and the fix writes it against the
///   safe area, the keyboard guide or `leading`/`trailing` instead — what an iOS developer does
///   (`pin title.top to root.safeArea.top, not root.top (screen.layout:3:1)`);
/// - **adding a bound**: a required inequality that keeps the view inside the root, under the
///   safe area's edge or apart from its sibling as on the designed screen.
extension VisibleProblemFinder {
    /// Fixes for a view under the unsafe area or the keyboard: its anchor on that edge moved to
    /// the safe area's edge (the keyboard guide's top for the keyboard), else a bound there.
    func uncoveringFixes(_ name: String, under: Obscuring, in result: LayoutResult, on screen: Screen,
                         trials: Trials) -> [String] {
        let root = result.rootSize, insets = result.safeAreaInsets
        let guide = "\(engine.rootName).\((under.edge == .keyboard ? SystemGuide.keyboard : .safeArea).rawValue)"
        // The physical edge, where the guide's edge is (root coordinates), and the edge the
        // view's own attribute is on (the keyboard covers the view's bottom).
        let edge: PhysicalEdge, position: Double
        switch under.edge {
        case .top: (edge, position) = (.top, insets.top)
        case .bottom: (edge, position) = (.bottom, root.height - insets.bottom)
        case .keyboard: (edge, position) = (.bottom, root.height - result.keyboardHeight)
        case .left: (edge, position) = (.left, insets.left)
        case .right: (edge, position) = (.right, root.width - insets.right)
        }
        // Gone from under that edge (a view under the sensor housing and the keyboard at once
        // is two problems, each with its fix).
        let holds = { (frames: [String: LayoutRect]) in
            frames[name].map { frame in
                !coverings(of: frame, in: result, on: screen).contains { $0.edge == under.edge && $0.depth > Self.tolerance }
            } ?? false
        }
        if mayRewrite(trials) {
            for anchored in [name] + ancestors(of: name) {
                for reference in trials.anchors(naming: anchored, in: engine) {
                    guard let moved = movedAnchor(reference, of: anchored, on: edge, to: guide, at: position,
                                                  keyboard: under.edge == .keyboard, in: result) else { continue }
                    let fixes = tried(moved, trials: trials, holds: holds)
                    if !fixes.isEmpty { return fixes }
                }
            }
        }
        // No anchor to move: a bound at the guide's edge.
        let bound = edge.bound(name, guide: guide, position: position, keyboard: under.edge == .keyboard, root: engine.rootName)
        return tried(bound, trials: trials, holds: holds)
    }

    /// Fixes for a view past the root's edge: a bound that keeps it inside.
    func insideFixes(_ past: PastEdge, in result: LayoutResult, trials: Trials) -> [String] {
        guard let edge = PhysicalEdge(rawValue: past.edge) else { return [] }
        let root = result.rootSize
        let position = switch edge {
        case .left, .top: 0.0
        case .right: root.width
        case .bottom: root.height
        }
        let bound = edge.bound(past.view, guide: engine.rootName, position: position, keyboard: false, root: engine.rootName)
        return tried(bound, trials: trials) { frames in
            frames[past.view].map { frame in
                frame.x >= -Self.tolerance && frame.y >= -Self.tolerance
                    && frame.x + frame.width <= root.width + Self.tolerance && frame.y + frame.height <= root.height + Self.tolerance
            } ?? false
        }
    }

    /// Fixes for two siblings that overlap: in a layout of the other direction than the
    /// designed one, their `left`/`right` constraints written `leading`/`trailing`; else a
    /// bound that keeps them apart as on the designed screen, along the axis they were apart
    /// on there, by the gap they had (at most the standard 8 points).
    func separatingFixes(_ pair: [String], trials: Trials) -> [String] {
        guard pair.count == 2 else { return [] }
        let holds = { (frames: [String: LayoutRect]) in
            guard let a = frames[pair[0]], let b = frames[pair[1]] else { return false }
            let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
            let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
            return width <= Self.tolerance || height <= Self.tolerance
        }
        if engine.layoutDirection != designedDirection, mayRewrite(trials) {
            for name in pair {
                for reference in trials.anchors(naming: name, in: engine) {
                    guard let directional = directionalRewrite(reference) else { continue }
                    let fixes = tried(directional, trials: trials, holds: holds)
                    if !fixes.isEmpty { return fixes }
                }
            }
        }
        guard let bound = designedSeparation(pair) else { return [] }
        return tried(bound, trials: trials, holds: holds)
    }

    // MARK: Changes

    /// A change to try: its words, and what it does to the engine.
    struct Change {
        var fix: String
        var edit: Edit

        /// What a change does to the engine.
        enum Edit {
            /// Adds a constraint in place of one it takes out (none for a bound).
            case adding(LayoutConstraint, replacing: Anchor?)
            /// Gives one of the script's constraints another constant: a moved anchor,
            /// which the engine holds against the root at the guide's position, so only
            /// the constant differs (the solver updates it in place).
            case shifting(Anchor, to: Double)
        }

        /// Whether it rewrites one of the script's constraints (not a bound it adds).
        var rewrites: Bool {
            switch edit {
            case .adding(_, let replacing): replacing != nil
            case .shifting: true
            }
        }
    }

    /// One of the script's constraints, as ``LayoutEngine/activeHostConstraints`` gives it.
    typealias Anchor = (id: LayoutConstraintID, constraint: LayoutConstraint, source: SourceTag?)

    /// An edge of the screen in physical terms, whatever the layout direction.
    enum PhysicalEdge: String {
        case top, bottom, left, right

        /// Whether a view's `attribute` is this edge in a layout of `direction`.
        func isEdge(_ attribute: LayoutAttribute, direction: LayoutDirection) -> Bool {
            switch self {
            case .top: attribute == .top
            case .bottom: attribute == .bottom
            case .left: attribute == .left || attribute == (direction == .leftToRight ? .leading : .trailing)
            case .right: attribute == .right || attribute == (direction == .leftToRight ? .trailing : .leading)
            }
        }

        /// A required bound that keeps the view's edge on the inner side of `guide`'s (of the
        /// keyboard guide's top with `keyboard`), whose edge is at `position` in the root's
        /// coordinates; the engine gets it against the root at that position.
        func bound(_ view: String, guide: String, position: Double, keyboard: Bool, root: String) -> Change {
            let attribute: LayoutAttribute = switch self {
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            }
            let relation: LayoutRelation = self == .top || self == .left ? .greaterThanOrEqual : .lessThanOrEqual
            let guideAttribute = keyboard ? LayoutAttribute.top : attribute
            let written = ConstraintEquation(first: "\(view).\(attribute.rawValue)", relation: relation,
                                             second: "\(guide).\(guideAttribute.rawValue)")
            let origin: LayoutAttribute = self == .top || self == .bottom ? .top : .left
            return Change(fix: "pin " + written.text(in: .script),
                          edit: .adding(LayoutConstraint(firstItem: view, firstAttribute: attribute, relation: relation, secondItem: root,
                                                         secondAttribute: origin, constant: position),
                                        replacing: nil))
        }
    }

    /// Whether a fix that rewrites one of the script's constraints may still be offered: not
    /// once the ledger keeps only other fixes for the problem (which spares looking for them).
    private func mayRewrite(_ trials: Trials) -> Bool {
        trials.allowed.map { !$0.isDisjoint(with: ledger.rewrites) } ?? true
    }

    /// `[fix]` when `change` holds (``verified(_:trials:by:undo:holds:)``): the constraint it
    /// replaces taken out and the new one added, then the other way round; or the constant
    /// changed and changed back.
    private func tried(_ change: Change, trials: Trials, holds: ([String: LayoutRect]) -> Bool) -> [String] {
        let fixes = outcome(of: change, trials: trials, holds: holds)
        if !fixes.isEmpty, change.rewrites { ledger.rewrites.insert(change.fix) }
        return fixes
    }

    /// `[fix]` when `change`, made and taken back, holds; ``tried(_:trials:holds:)`` without
    /// the ledger.
    private func outcome(of change: Change, trials: Trials, holds: ([String: LayoutRect]) -> Bool) -> [String] {
        switch change.edit {
        case .shifting(let anchor, let constant):
            return verified(change.fix, trials: trials, by: { engine throws(LayoutError) in
                try engine.setConstant(constant, of: anchor.id)
            }, undo: { engine throws(LayoutError) in
                try engine.setConstant(anchor.constraint.constant, of: anchor.id)
            }, holds: holds)
        case .adding(let constraint, let replacing):
            var added: LayoutConstraintID?
            return verified(change.fix, trials: trials, by: { engine throws(LayoutError) in
                if let replacing { try engine.deactivate(replacing.id) }
                added = try engine.add(constraint, source: replacing?.source)
            }, undo: { engine throws(LayoutError) in
                if let added { try engine.remove(added) }
                added = nil
                if let replacing { try engine.activate(replacing.id) }
            }, holds: holds)
        }
    }

    /// The constraint that holds `view`'s `edge` to the root or one of its guides, written
    /// against `guide`'s edge instead (the keyboard guide's top with `keyboard`), whose
    /// position is `position` in the root's coordinates; nil for any other constraint.
    private func movedAnchor(_ reference: Anchor, of view: String, on edge: PhysicalEdge, to guide: String,
                             at position: Double, keyboard: Bool, in result: LayoutResult) -> Change? {
        let constraint = reference.constraint
        guard constraint.multiplier == 1, let second = constraint.secondItem else { return nil }
        let viewIsFirst = constraint.firstItem == view
        let (viewAttribute, other, otherAttribute) = viewIsFirst
            ? (constraint.firstAttribute, second, constraint.secondAttribute)
            : (constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute)
        let direction = engine.layoutDirection
        guard viewIsFirst || second == view, other != guide, isRootOrItsGuide(other),
              edge.isEdge(viewAttribute, direction: direction), edge.isEdge(otherAttribute, direction: direction),
              let frame = result.absoluteFrame(of: other),
              let current = engine.value(of: otherAttribute, of: other, in: frame) else { return nil }
        // Leading and trailing right to left are measured leftwards (the engine mirrors them).
        let mirrored = direction == .rightToLeft && (otherAttribute == .leading || otherAttribute == .trailing)
        let shift = (position - current) * (mirrored ? -1 : 1)
        let moved = constraint.constant + (viewIsFirst ? shift : -shift)
        // Said without the constant, which may differ from one environment to the next (a
        // margin that grows on the iPad) while the fix is the same.
        let newSide = "\(guide).\((keyboard ? LayoutAttribute.top : otherAttribute).rawValue)"
        return Change(fix: "pin \(view).\(viewAttribute.rawValue) to \(newSide), not \(other).\(otherAttribute.rawValue)"
                          + place(of: reference),
                      edit: .shifting(reference, to: moved))
    }

    /// The constraint with `left` and `right` written as the designed direction reads them
    /// (`leading`, `trailing`), when both its sides use them; nil for any other.
    private func directionalRewrite(_ reference: Anchor) -> Change? {
        let constraint = reference.constraint
        let leftIs: LayoutAttribute = designedDirection == .leftToRight ? .leading : .trailing
        let rightIs: LayoutAttribute = designedDirection == .leftToRight ? .trailing : .leading
        func directional(_ attribute: LayoutAttribute) -> LayoutAttribute? {
            switch attribute {
            case .left: leftIs
            case .right: rightIs
            default: nil
            }
        }
        guard constraint.secondItem != nil, let first = directional(constraint.firstAttribute),
              let second = directional(constraint.secondAttribute) else { return nil }
        var rewritten = constraint
        rewritten.firstAttribute = first
        rewritten.secondAttribute = second
        return Change(fix: "pin \(ConstraintEquation(rewritten).text(in: .script)) in place of "
                          + ConstraintEquation(constraint).text(in: .script) + place(of: reference),
                      edit: .adding(rewritten, replacing: reference))
    }

    /// A bound that keeps the second view of the pair after the first (or the first after the
    /// second) along the axis they were apart on in the designed layout: `b.leading >=
    /// a.trailing + gap` across, `b.top >= a.bottom + gap` down, the gap theirs there, whole
    /// points, at most the standard spacing. Nil when either was not on the designed screen.
    private func designedSeparation(_ pair: [String]) -> Change? {
        guard let a = designedFrames[pair[0]], let b = designedFrames[pair[1]] else { return nil }
        let across = max(b.x - (a.x + a.width), a.x - (b.x + b.width))
        let down = max(b.y - (a.y + a.height), a.y - (b.y + b.height))
        let horizontal = across >= down
        let gap = min(max(horizontal ? across : down, 0).rounded(.down), StandardSpacing().siblings)
        let firstIsBefore: Bool
        if horizontal {
            // Before in the designed direction's reading order.
            let firstIsLeft = a.x < b.x
            firstIsBefore = designedDirection == .leftToRight ? firstIsLeft : !firstIsLeft
        } else {
            firstIsBefore = a.y < b.y
        }
        let (before, after) = firstIsBefore ? (pair[0], pair[1]) : (pair[1], pair[0])
        let (start, end): (LayoutAttribute, LayoutAttribute) = horizontal ? (.leading, .trailing) : (.top, .bottom)
        let bound = LayoutConstraint(firstItem: after, firstAttribute: start, relation: .greaterThanOrEqual, secondItem: before,
                                     secondAttribute: end, constant: gap)
        return Change(fix: "pin " + ConstraintEquation(bound).text(in: .script), edit: .adding(bound, replacing: nil))
    }

    // MARK: Views and places

    /// The root or one of its guides (`root.safeArea`, `root.margins`…).
    private func isRootOrItsGuide(_ name: String) -> Bool {
        guard name != engine.rootName else { return true }
        guard let view = engine.view(named: name), view.isGuide, let owner = view.superview else { return false }
        return engine.view(owner)?.name == engine.rootName
    }

    /// The view's superviews below the root, nearest first.
    private func ancestors(of name: String) -> [String] {
        Array(engine.superviewNames(of: name).prefix { $0 != engine.rootName })
    }

    /// ` (FILE:LINE:COL)` for a constraint the script wrote, else nothing.
    private func place(of reference: Anchor) -> String {
        reference.source.flatMap(sources.description(of:)).map { " (\($0))" } ?? ""
    }
}
