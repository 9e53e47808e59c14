import ConstraintSolver

/// One view's place after a layout pass.
public struct ViewFrame: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// The superview's name, nil for the root view.
    public var superview: String?
    /// Relative to the superview, as `UIView.frame`.
    public var frame: LayoutRect
    /// In the root view's coordinates.
    public var absolute: LayoutRect
    /// The parts of the frame the constraints leave undetermined (empty when unambiguous).
    public var ambiguous: [FreeAttribute]
}

/// The frames of every view for one root size, and what is wrong with the layout.
public struct LayoutResult: Hashable, Sendable {
    /// The size the root view was laid out at.
    public var rootSize: LayoutSize
    /// The root's safe-area insets of the pass (zero without a device or `safe` insets).
    public var safeAreaInsets = LayoutInsets.zero
    /// The docked keyboard's height over the root's bottom in the pass, 0 while hidden.
    public var keyboardHeight: Double = 0
    /// Every view, the root first, in declaration order.
    public var views: [ViewFrame]
    /// Every layout guide in declaration order, its `superview` the owner and its frame in
    /// the owner's coordinates.
    public var guides: [ViewFrame] = []
    /// Unsatisfiable (constraints broken so far and still broken), ambiguous and misplaced.
    public var diagnostics: [LayoutDiagnostic]

    /// The view's frame relative to its superview (a guide's relative to its owner).
    public func frame(of name: String) -> LayoutRect? {
        (views.first { $0.name == name } ?? guides.first { $0.name == name })?.frame
    }

    /// The view's (or guide's) frame in root coordinates.
    public func absoluteFrame(of name: String) -> LayoutRect? {
        (views.first { $0.name == name } ?? guides.first { $0.name == name })?.absolute
    }

    /// The diagnostics of one kind.
    public func diagnostics(_ kind: LayoutDiagnostic.Kind) -> [LayoutDiagnostic] {
        diagnostics.filter { $0.kind == kind }
    }
}

extension LayoutEngine {
    // MARK: - Layout passes

    /// Changes the root size, safe-area insets, minimum margin and keyboard in the solver without a
    /// layout pass or diagnostics: constraints added afterwards are solved at this size
    /// from the start (a script's `root` statement), instead of at the engine's first size
    /// and then re-solved. ``layout(width:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``
    /// does this first.
    public func setRootSize(
        width: Double, height: Double, safeAreaInsets: LayoutInsets = .zero, rootMinimumMargin: Double = 16,
        keyboardHeight: Double = 0
    ) throws(LayoutError) {
        for (value, what) in [(width, "root width"), (height, "root height")] {
            guard value.isFinite else { throw .nonFiniteValue("the \(what)") }
            guard value >= 0 else { throw .invalidSize("the \(what) cannot be negative (\(value.layoutDescription))") }
        }
        for inset in safeAreaInsets.sides {
            guard inset.isFinite else { throw .nonFiniteValue("a safe-area inset") }
            guard inset >= 0 else { throw .invalidSize("a safe-area inset cannot be negative (\(inset.layoutDescription))") }
        }
        guard rootMinimumMargin.isFinite, rootMinimumMargin >= 0 else {
            throw .invalidSize("the root's minimum margin must be a finite number ≥ 0 (\(rootMinimumMargin.layoutDescription))")
        }
        guard keyboardHeight.isFinite, keyboardHeight >= 0 else {
            throw .invalidSize("the keyboard's height must be a finite number ≥ 0 (\(keyboardHeight.layoutDescription))")
        }
        rootSafeAreaInsets = safeAreaInsets
        rootKeyboardHeight = keyboardHeight
        self.rootMinimumMargin = rootMinimumMargin
        try prepareRootGuides(forWidth: width, height: height)
        rootSize = LayoutSize(width: width, height: height)
        for (slot, value) in [(2, width), (3, height)] where rootRecords.indices.contains(slot) {
            let index = rootRecords[slot]
            guard constants[index].constraint != value else { continue }
            try setConstant(ofRecord: index, to: value)
        }
    }

    /// Lays the hierarchy out for a root size and returns every view's frame with the
    /// diagnostics. The root size is changed in place in the solver (the constants of the
    /// two required root-size equalities), so another size — a rotation, another device —
    /// re-solves incrementally. A required constraint that cannot hold at this size is
    /// broken (and reported) as in `add(_:source:)`. Then every broken constraint is
    /// tried again, and one that now fits (at another size, or after the constraint it
    /// clashed with was removed) is restored and its diagnostic dropped — as UIKit
    /// re-evaluates a broken constraint on each pass.
    ///
    /// `safeAreaInsets` are the root's (a device's status bar, notch or Dynamic Island and
    /// home indicator); `rootMinimumMargin` is the system's minimum side margin of the root
    /// view (`systemMinimumLayoutMargins`: 16 in a compact width, 20 in a regular one);
    /// `keyboardHeight` is the docked keyboard's over the root's bottom, 0 while hidden. The
    /// system guides follow them (``systemGuide(_:of:)``), each change an edit of constants.
    public func layout(
        width: Double, height: Double, safeAreaInsets: LayoutInsets = .zero, rootMinimumMargin: Double = 16,
        keyboardHeight: Double = 0
    ) throws(LayoutError) -> LayoutResult {
        let unsettled = try settle(
            width: width, height: height, safeAreaInsets: safeAreaInsets, rootMinimumMargin: rootMinimumMargin,
            keyboardHeight: keyboardHeight)
        var result = currentLayout()
        if let unsettled { result.diagnostics.append(unsettled) }
        return result
    }

    /// A layout pass that gives only the frames, without the diagnostics: each view's (not
    /// the guides') in root coordinates, the root first, in declaration order — what a host
    /// drawing the views needs (the C API's `tether_layout_frames`, each frame of a cell
    /// rebound to new texts). The pass is
    /// ``layout(width:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``'s; its
    /// ambiguity and misplacement checks wait until ``diagnostics`` is read.
    package func layoutFrames(
        width: Double, height: Double, safeAreaInsets: LayoutInsets = .zero, rootMinimumMargin: Double = 16,
        keyboardHeight: Double = 0
    ) throws(LayoutError) -> [LayoutRect] {
        _ = try settle(
            width: width, height: height, safeAreaInsets: safeAreaInsets, rootMinimumMargin: rootMinimumMargin,
            keyboardHeight: keyboardHeight)
        passDiagnosticsAreStale = true
        var frames: [LayoutRect] = []
        frames.reserveCapacity(views.count)
        for index in views.indices where !views[index].isGuide {
            frames.append(absoluteFrame(ofView: index, aligned: solvedRect(ofView: index)).cleaned)
        }
        return frames
    }

    /// A layout pass without reading the frames: the root size, then the system guides and
    /// text heights, and the broken constraints retried. Returns the warning of guides or
    /// heights that did not settle.
    func settle(
        width: Double, height: Double, safeAreaInsets: LayoutInsets, rootMinimumMargin: Double, keyboardHeight: Double
    ) throws(LayoutError) -> LayoutDiagnostic? {
        try setRootSize(width: width, height: height, safeAreaInsets: safeAreaInsets, rootMinimumMargin: rootMinimumMargin,
                        keyboardHeight: keyboardHeight)
        // The guides first, so that a constraint broken only because a guide still had the
        // last size's insets fits again; then the restored constraints may move them.
        var unsettled = try refreshSystemGuides()
        if restoreBrokenConstraints(), unsettled == nil { unsettled = try refreshSystemGuides() }
        return unsettled
    }

    /// The layout at the current root size, without changing anything.
    public func currentLayout() -> LayoutResult {
        let values = views.indices.map(solvedRect(ofView:))
        let free = freeAttributes()
        let frames = makeFrames(absolute: values, free: free)
        passDiagnostics = overflowDiagnostics(values) + ambiguityDiagnostics(free) + misplacementDiagnostics(frames)
        passDiagnosticsAreStale = false
        return result(frames, diagnostics: diagnostics)
    }

    /// The solved alignment rectangle of the view at `index`, in root coordinates.
    private func solvedRect(ofView index: Int) -> LayoutRect {
        let v = variables[index]
        return LayoutRect(
            x: solver.value(of: v.left), y: solver.value(of: v.top),
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The frame of the view at `index` in root coordinates: its solved alignment rectangle
    /// `aligned` grown by its alignment insets.
    private func absoluteFrame(ofView index: Int, aligned: LayoutRect) -> LayoutRect {
        views[index].alignmentInsets == .zero ? aligned : aligned.outset(by: frameInsets(ofView: index))
    }

    /// Another layout that satisfies the constraints exactly as well as the current one,
    /// in which the ambiguous views move (`exerciseAmbiguityInLayout`). The engine's own
    /// solution does not change. Without ambiguity it is the current layout.
    public func exerciseAmbiguity(step: Double = 50) -> LayoutResult {
        let current = currentLayout()
        let moved = solver.alternativeSolution(step: step.isFinite && step > 0 ? step : 50)
        func value(_ variable: Variable) -> Double { moved[variable] ?? solver.value(of: variable) }
        let values = views.indices.map { index in
            let v = variables[index]
            return LayoutRect(x: value(v.left), y: value(v.top), width: value(v.width), height: value(v.height))
        }
        let frames = makeFrames(absolute: values, free: freeAttributes())
        return result(frames, diagnostics: current.diagnostics)
    }

    /// Every diagnostic that holds now: the unsatisfiable conflicts whose broken constraint
    /// is still broken, then the last layout pass's ambiguous and misplaced views.
    public var diagnostics: [LayoutDiagnostic] {
        if passDiagnosticsAreStale { _ = currentLayout() }
        return conflictDiagnostics.map(\.diagnostic) + passDiagnostics
    }

    /// A result with the frames split into views and guides.
    private func result(_ frames: [ViewFrame], diagnostics: [LayoutDiagnostic]) -> LayoutResult {
        var result = LayoutResult(rootSize: rootSize, safeAreaInsets: rootSafeAreaInsets, views: [], diagnostics: diagnostics)
        result.keyboardHeight = rootKeyboardHeight
        for index in frames.indices {
            if views[index].isGuide { result.guides.append(frames[index]) } else { result.views.append(frames[index]) }
        }
        return result
    }

    /// The frames of the solved alignment rectangles in `aligned` (each grown by its view's
    /// alignment insets), relative to each superview's frame and in root coordinates.
    private func makeFrames(absolute aligned: [LayoutRect], free: [ViewID: [FreeAttribute]]) -> [ViewFrame] {
        let absolute = views.indices.map { absoluteFrame(ofView: $0, aligned: aligned[$0]) }
        return views.indices.map { index in
            let view = views[index]
            var frame = absolute[index]
            if let superview = view.superview {
                frame.x -= absolute[superview.index].x
                frame.y -= absolute[superview.index].y
            }
            return ViewFrame(
                name: view.name, superview: view.superview.map { views[$0.index].name }, frame: frame.cleaned,
                absolute: absolute[index].cleaned, ambiguous: free[ViewID(Int32(index))] ?? [])
        }
    }

    // MARK: - Ambiguity

    private func freeAttributes() -> [ViewID: [FreeAttribute]] {
        var free: [ViewID: [FreeAttribute]] = [:]
        for variable in solver.ambiguousVariables() {
            guard let owner = variableOwners[variable] else { continue }
            free[owner.view, default: []].append(owner.attribute)
        }
        return free.mapValues { attributes in FreeAttribute.allCases.filter(attributes.contains) }
    }

    private func ambiguityDiagnostics(_ free: [ViewID: [FreeAttribute]]) -> [LayoutDiagnostic] {
        guard !free.isEmpty else { return [] }
        let ties = contentPriorityTies(free)
        var unexplained = free
        for tie in ties {
            for (id, attributes) in tie.explained {
                unexplained[id] = unexplained[id]?.filter { !attributes.contains($0) }
            }
        }
        let optionals = activeOptionalsByView()
        var trials = maxFixTrials
        return ties.map(contentPriorityDiagnostic) + unexplained.keys.sorted().compactMap { id in
            guard let attributes = unexplained[id], !attributes.isEmpty else { return nil }
            let name = views[id.index].name
            let competing = competingOptionals(among: optionals[id] ?? [], free: attributes)
            var sentences = attributes.map { "\($0.rawValue) is not determined; \($0.fixHint)" }
            if !competing.isEmpty {
                let list = competing.map { text(ofRecord: $0) }.joined(separator: ", ")
                sentences.append(
                    "optional constraints of equal priority pull it different ways (\(list)); give one a higher priority")
            }
            return LayoutDiagnostic(
                kind: .ambiguous, severity: .warning, message: "\(name): " + sentences.joined(separator: ". "),
                views: [name], constraints: competing.map(reference(toRecord:)), brokenConstraint: nil,
                freeAttributes: attributes,
                fixes: verifiedFixes(for: id, free: attributes, competing: competing, allFree: free, trials: &trials))
        }
    }

    /// Fixes for an ambiguous view, each offered only if it determines what it is meant to:
    /// for optional constraints of equal priority that pull the view different ways, the
    /// last one's priority one higher (or, at 999, the first one's one lower), tried on a
    /// copy of the solver (at most `trials` such tries a pass: each copies the solver); for
    /// each attribute left free otherwise, a constraint that keeps the view where this pass
    /// put it (`pin badge.leading == header.leading + 120`, `pin badge.width == 44`), which
    /// determines it exactly when what it is measured from is determined. An attribute
    /// without such a fix (a size this pass made 0: keeping it at 0 is seldom what is
    /// meant) gets the general advice of its kind.
    private func verifiedFixes(for id: ViewID, free: [FreeAttribute], competing: [Int],
                               allFree: [ViewID: [FreeAttribute]], trials: inout Int) -> [String] {
        var fixes: [String] = []
        var remaining = free
        if let last = competing.last, let first = competing.first, last != first, trials > 0 {
            trials -= 1
            let raise = records[last].constraint.priority.value < 999
            let index = raise ? last : first
            let old = records[index].constraint.priority.value
            let new = raise ? old + 1 : old - 1
            if let determined = determined(byChanging: index, to: new, of: id, among: free) {
                fixes.append(Remedy.changePriority(of: text(ofRecord: index), from: old, to: new).text)
                remaining.removeAll(where: determined.contains)
            }
        }
        for attribute in remaining {
            var general = attribute.fixHint
            if views[id.index].isGuide, attribute == .width || attribute == .height {
                general = "add a \(attribute.rawValue) constraint (a layout guide has no intrinsic size)"
            }
            fixes.append(pinningFix(for: id, attribute: attribute, allFree: allFree) ?? general)
        }
        return fixes
    }

    /// The free attributes of `id` among `free` that changing record `index`'s priority
    /// determines, on a copy of the solver; nil when none does or the change fails.
    private func determined(byChanging index: Int, to priority: Double, of id: ViewID, among free: [FreeAttribute]) -> [FreeAttribute]? {
        guard let solverID = records[index].solverID else { return nil }
        let trial = solver.copy()
        do {
            try trial.remove(solverID)
            try trial.add(solverConstraint(ofRecord: index).withPriority(Priority(priority)))
        } catch {
            return nil
        }
        let stillFree = Set(trial.ambiguousVariables())
        let fixed = free.filter { !stillFree.contains(variable(of: id, attribute: $0)) }
        return fixed.isEmpty ? nil : fixed
    }

    /// `pin V.leading == S.leading + x` (top, width, height likewise) at the value this pass
    /// gave it. A size pinned to a number is determined; a position pinned to its
    /// superview's edge is determined when that edge is (right to left, the superview's
    /// right edge and the view's width too), so no solver copy is needed to know it.
    private func pinningFix(for id: ViewID, attribute: FreeAttribute, allFree: [ViewID: [FreeAttribute]]) -> String? {
        let variable = variable(of: id, attribute: attribute)
        let value = solver.value(of: variable)
        let name = views[id.index].name
        let constraint: LayoutConstraint
        switch attribute {
        case .width, .height:
            guard value > 0.0005 else { return nil }
            constraint = LayoutConstraint(firstItem: name, firstAttribute: attribute == .width ? .width : .height, relation: .equal,
                                          constant: (value * 1000).rounded() / 1000)
        case .horizontalPosition, .verticalPosition:
            guard let superview = views[id.index].superview else { return nil }
            let edge: LayoutAttribute = attribute == .horizontalPosition ? .leading : .top
            let superVariable = self.variable(of: superview, attribute: attribute)
            var offset = value - solver.value(of: superVariable)
            let measuredFrom = allFree[superview] ?? []
            guard !measuredFrom.contains(attribute) else { return nil }
            if attribute == .horizontalPosition, layoutDirection == .rightToLeft {
                guard !measuredFrom.contains(.width), !(allFree[id] ?? []).contains(.width) else { return nil }
                // Leading is the right edge: measure between the right edges.
                let width = solver.value(of: self.variable(of: id, attribute: .width))
                let superWidth = solver.value(of: self.variable(of: superview, attribute: .width))
                offset = (solver.value(of: superVariable) + superWidth) - (value + width)
            }
            constraint = LayoutConstraint(firstItem: name, firstAttribute: edge, relation: .equal,
                                          secondItem: views[superview.index].name, secondAttribute: edge,
                                          constant: (offset * 1000).rounded() / 1000)
        }
        return "add 'pin \(constraint.text(in: .script))'"
    }

    /// The solver variable of a view's attribute (its left, top, width or height).
    private func variable(of id: ViewID, attribute: FreeAttribute) -> Variable {
        switch attribute {
        case .horizontalPosition: variables[id.index].left
        case .width: variables[id.index].width
        case .verticalPosition: variables[id.index].top
        case .height: variables[id.index].height
        }
    }

    /// The active optional records of each view, in the order they were added: one pass
    /// over the records, so that a pass with many ambiguous views stays linear.
    private func activeOptionalsByView() -> [ViewID: [Int]] {
        var byView: [ViewID: [Int]] = [:]
        for index in records.indices where records[index].state == .active && !records[index].constraint.priority.isRequired {
            for view in records[index].views { byView[view, default: []].append(index) }
        }
        return byView
    }

    /// Those of a view's active optional constraints that share their priority with another
    /// one on the same free quantity (a size with a size, a position with a position, on
    /// the same axis): unmet at once, they leave a range of equally good solutions.
    private func competingOptionals(among optionals: [Int], free: [FreeAttribute]) -> [Int] {
        struct Group: Hashable {
            var axis: LayoutAxis
            var isSize: Bool
            var priority: Double
        }
        struct Quantity: Hashable {
            var axis: LayoutAxis
            var isSize: Bool
        }
        let quantities = Set(free.map { Quantity(axis: $0.axis, isSize: $0 == .width || $0 == .height) })
        var groups: [Group: [Int]] = [:]
        for index in optionals {
            let attribute = records[index].constraint.firstAttribute
            guard let axis = attribute.axis, quantities.contains(Quantity(axis: axis, isSize: attribute.isSize)) else { continue }
            groups[Group(axis: axis, isSize: attribute.isSize, priority: records[index].constraint.priority.value), default: []]
                .append(index)
        }
        return groups.values.filter { $0.count > 1 }.flatMap { $0 }.sorted()
    }

    // MARK: - Misplaced views

    /// One error naming the views whose frames overflowed: constants each finite but whose
    /// solution is not (`a.left == 1e308` with `a.width == 1e308` puts the right edge past
    /// Double's range). Never a frame of `inf` without an error.
    private func overflowDiagnostics(_ values: [LayoutRect]) -> [LayoutDiagnostic] {
        let names = values.indices.filter { index in
            let rect = values[index]
            return ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite)
        }.map { views[$0].name }
        guard !names.isEmpty else { return [] }
        let shown = names.prefix(10).joined(separator: ", ") + (names.count > 10 ? " and \(names.count - 10) more" : "")
        return [LayoutDiagnostic(
            kind: .overflow, severity: .error,
            message: "the frame\(names.count == 1 ? " of" : "s of") \(shown) \(names.count == 1 ? "is" : "are") not finite: the constraints' constants are too large for a Double (about ±1.8e308)",
            views: names, constraints: [], brokenConstraint: nil, freeAttributes: [])]
    }

    /// Xcode's misplaced-view report: for a view with a designed frame that differs from
    /// the solved one, "Expected" is where the constraints put it and "Actual" is its
    /// designed (canvas) frame, each listing only the components that differ. Made only at
    /// the size the frames were designed at, the root's designed size when it has one, as
    /// Interface Builder reports misplacement only on its canvas: at another size views
    /// are meant to be elsewhere. Likewise only in the direction the frames were designed
    /// in (``designedDirection``): the other mirrors them; and only at the text size they
    /// were designed at (``isAtOtherTextSize``), where text has the size they show.
    private func misplacementDiagnostics(_ frames: [ViewFrame]) -> [LayoutDiagnostic] {
        if let designedDirection, designedDirection != layoutDirection { return [] }
        if isAtOtherTextSize { return [] }
        if let designed = views[root.index].designedFrame,
           Swift.abs(designed.width - rootSize.width) >= 0.5 || Swift.abs(designed.height - rootSize.height) >= 0.5 {
            return []
        }
        return frames.indices.dropFirst().compactMap { index in
            // The root's designed frame is the size it was designed at, not a placement.
            guard let designed = views[index].designedFrame, !views[index].translatesAutoresizingMaskIntoConstraints
            else { return nil }
            let solved = frames[index].frame
            let components: [(String, Double, Double)] = [
                ("x", solved.x, designed.x), ("y", solved.y, designed.y),
                ("width", solved.width, designed.width), ("height", solved.height, designed.height),
            ]
            // Differences under half a point are rounding, not misplacement.
            let differing = components.filter { Swift.abs($0.1 - $0.2) >= 0.5 }
            guard !differing.isEmpty else { return nil }
            let expected = differing.map { "\($0.0)=\($0.1.roundedForDisplay)" }.joined(separator: ", ")
            let actual = differing.map { "\($0.0)=\($0.2.roundedForDisplay)" }.joined(separator: ", ")
            let name = views[index].name
            return LayoutDiagnostic(
                kind: .misplaced, severity: .warning,
                message: "\(name) is misplaced: its constraints put it elsewhere than its designed frame. Expected: \(expected) — Actual: \(actual)",
                views: [name], constraints: [], brokenConstraint: nil, freeAttributes: [])
        }
    }

    // MARK: - Unsatisfiable

    /// Adds each broken constraint back if it fits now; one that still conflicts stays
    /// broken, its diagnostic remade for the conflict it has now, without another round of
    /// recovery. Nothing is tried
    /// when no constraint has left the solver and no constant has changed since the last
    /// try: adding constraints only narrows the layout, so none can fit then. Returns whether
    /// it tried any (the solver may then have changed).
    @discardableResult
    func restoreBrokenConstraints() -> Bool {
        guard relaxations != relaxationsAtLastRetry else { return false }
        guard mayHaveBrokenRecords else {
            relaxationsAtLastRetry = relaxations
            return false
        }
        var tried: Set<Int> = []
        for index in records.indices where records[index].state == .broken && !tried.contains(index) {
            let group = breakingGroup(of: index)
            tried.formUnion(group)
            if let conflict = restore(group) {
                // Still in conflict, perhaps with other constraints at this size (the root's
                // new width): the diagnostic names the conflict as it is now.
                let key = group.first { broken in conflictDiagnostics.contains { $0.broken == broken } } ?? conflict.failed
                let cause = conflictCause(added: conflict.failed, conflicting: conflict.others, broken: key)
                let kept = conflictDiagnostics.indices.filter { conflictDiagnostics[$0].broken == key }
                if kept.count == 1, let at = kept.first, conflictDiagnostics[at].cause == cause {
                    // The same conflict as at the last size: its diagnostic, last, as made again.
                    conflictDiagnostics.append(conflictDiagnostics.remove(at: at))
                } else {
                    dropConflictDiagnostic(brokenRecord: key)
                    recordConflict(added: conflict.failed, conflicting: conflict.others, broken: key)
                }
            } else {
                for member in group { dropConflictDiagnostic(brokenRecord: member) }
            }
        }
        // Taking back a group that did not fit leaves no more room than before.
        relaxationsAtLastRetry = relaxations
        if tried.isEmpty { mayHaveBrokenRecords = false }
        return !tried.isEmpty
    }

    /// Adds a group of broken records back, all or none: nil when they all fit, else the
    /// one that did not and what it conflicts with (those added before it are broken again).
    private func restore(_ group: [Int]) -> (failed: Int, others: [Int])? {
        var added: [Int] = []
        for index in group {
            do {
                let solverID = try solver.add(solverConstraint(forRecord: index))
                records[index].solverID = solverID
                records[index].state = .active
                recordOfSolverID[solverID] = index
                added.append(index)
            } catch {
                var others: [Int] = []
                if case .unsatisfiable(let conflicting, let nonNegative) = error { others = conflictRecords(conflicting, nonNegative) }
                for member in added.reversed() { try? breakRecord(member) }
                return (index, others)
            }
        }
        return nil
    }

    /// Records the diagnostic of one conflict: `added` could not be added (or changed)
    /// together with `conflicting`, and `broken` was broken to recover.
    func recordConflict(added: Int, conflicting: [Int], broken: Int) {
        let cause = conflictCause(added: added, conflicting: conflicting, broken: broken)
        let involved = cause.involved
        let references = involved.map(reference(toRecord:))
        var brokenReference = reference(toRecord: broken)
        brokenReference.state = .broken
        let listing = ConflictListing(references, broken: brokenReference.id, describingSources: sourceDescription)
        let width = listing.entries.map(\.reference.text.count).max() ?? 0
        var lines = [
            involved.count == 1
                ? "Unable to satisfy a constraint: this required constraint can never hold:"
                : "Unable to simultaneously satisfy constraints: these \(involved.count) required constraints cannot all hold:",
        ]
        for (reference, origin) in listing.entries {
            let padding = String(repeating: " ", count: max(0, width - reference.text.count))
            lines.append("    \(reference.text)\(padding)   \(origin)")
        }
        if let omitted = listing.omitted { lines.append("    \(omitted)") }
        let reason = involved.count == 1 ? "it contradicts itself. Remove it" : breakingReason(broken)
        let group = breakingGroup(of: broken)
        var breaking = brokenReference.text
        if group.count > 1, case .autoresizingMask(let view) = records[broken].constraint.origin {
            breaking += " and the other \(group.count - 1) constraints translated from \(view)'s autoresizing mask"
        }
        lines.append("Breaking \(breaking) to recover: \(reason).")
        var names: [String] = []
        // A set beside the list: a conflict of thousands of views stays linear.
        var named: Set<String> = []
        for index in involved {
            for view in records[index].views where named.insert(views[view.index].name).inserted {
                names.append(views[view.index].name)
            }
        }
        let diagnostic = LayoutDiagnostic(
            kind: .unsatisfiable, severity: .error, message: lines.joined(separator: "\n"), views: names,
            constraints: references, brokenConstraint: brokenReference, freeAttributes: [])
        conflictDiagnostics.append((broken, diagnostic, cause))
    }

    /// What a conflict's diagnostic is made of: the records involved as they are now.
    func conflictCause(added: Int, conflicting: [Int], broken: Int) -> ConflictCause {
        let involved = Array(Set(conflicting + [added])).sorted()
        return ConflictCause(involved: involved, broken: broken, constraints: involved.map(constraint(ofRecord:)),
                             states: involved.map { records[$0].state })
    }

    private func breakingReason(_ index: Int) -> String {
        switch records[index].constraint.origin {
        case .autoresizingMask(let view):
            "constraints translated from an autoresizing mask go first, as the least likely intended, and together (a translated frame is one thing: keeping part of it would squeeze the rest). \(Remedy.stopTranslatingAutoresizingMask(of: view).sentence) to be rid of them"
        case .contentHugging(let view, _), .compressionResistance(let view, _):
            "intrinsic-size constraints go first after autoresizing ones. Lower the content hugging or compression resistance priority of \(view) below 1000"
        case .explicit, .visualFormat, .rootSize, .sizeRestriction, .systemGuide:
            "it is the most recently added explicit constraint in the conflict, the likeliest mistake. \(Remedy.removeOrLower("it").sentence)"
        }
    }
}

extension LayoutRect {
    /// Without negative zeros and float noise below a millionth of a point.
    var cleaned: LayoutRect {
        func clean(_ value: Double) -> Double {
            let rounded = value.rounded()
            if Swift.abs(value - rounded) < 1e-6 { return rounded == 0 ? 0 : rounded }
            return value
        }
        return LayoutRect(x: clean(x), y: clean(y), width: clean(width), height: clean(height))
    }
}

/// What an unsatisfiable diagnostic is made of: the records in the conflict (their
/// constraints and states when it was found) and the one broken. Equal causes make equal
/// diagnostics, so a conflict found again at another root size keeps the one it has.
struct ConflictCause: Equatable {
    var involved: [Int]
    var broken: Int
    var constraints: [LayoutConstraint]
    var states: [LayoutConstraintState]
}
