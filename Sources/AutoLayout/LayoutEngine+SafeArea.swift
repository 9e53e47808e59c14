import ConstraintSolver

// MARK: - The safe area

/// A view's safe area guide (`safeAreaLayoutGuide`) and the records of its four edges:
/// top, left, bottom, right, each the view's edge inset by a constant the engine keeps.
struct SafeAreaGuide {
    var guide: ViewID
    /// top, left, bottom, right.
    var edges: [Int]
    /// The insets the edges hold now.
    var insets: LayoutInsets
}

extension LayoutEngine {
    /// The view's safe area guide, made on first use (a layout that never mentions a safe
    /// area pays nothing for it): a layout guide named `VIEW.safeArea` whose edges are the
    /// view's, inset by the part of the view that the root's safe-area insets cover — what
    /// UIKit's `safeAreaLayoutGuide` is. Its insets follow each layout pass's
    /// (``layout(width:height:safeAreaInsets:)``).
    @discardableResult
    public func safeAreaGuide(of name: String) throws(LayoutError) -> String {
        let owner = try contentView(named: name, for: "have a safe area")
        if let existing = safeAreaGuides[owner] { return views[existing.guide.index].name }
        let guideName = "\(name).safeArea"
        guard idOfName[guideName] == nil else { throw .duplicateView(guideName) }
        let guide = makeView(named: guideName, superview: owner, isGuide: true)
        if let source = viewSources[owner] { viewSources[guide] = source }
        var edges: [Int] = []
        let insets = safeAreaInsets(of: owner)
        // guide.top == view.top + t; guide.left == view.left + l;
        // guide.bottom == view.bottom - b; guide.right == view.right - r.
        for (attribute, constant) in [(LayoutAttribute.top, insets.top), (.left, insets.left), (.bottom, -insets.bottom), (.right, -insets.right)] {
            let constraint = LayoutConstraint(
                firstItem: guideName, firstAttribute: attribute, relation: .equal, secondItem: name,
                secondAttribute: attribute, constant: constant, origin: .safeArea(view: name))
            edges.append(appendRecord(constraint, source: viewSources[owner], views: [guide, owner], installedOn: owner))
        }
        safeAreaGuides[owner] = SafeAreaGuide(guide: guide, edges: edges, insets: insets)
        for index in edges { try activateRecord(index) }
        return guideName
    }

    /// The insets of a view's safe area: the root's own insets for the root; for another
    /// view, on each side, how far the root's unsafe band reaches into the view's current
    /// frame (0 when the view lies clear of it, at most the view's size).
    func safeAreaInsets(of id: ViewID) -> LayoutInsets {
        guard id != root else { return rootSafeAreaInsets }
        let v = variables[id.index]
        let (x, y) = (solver.value(of: v.left), solver.value(of: v.top))
        let (width, height) = (max(0, solver.value(of: v.width)), max(0, solver.value(of: v.height)))
        let unsafe = rootSafeAreaInsets
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), limit) }
        return LayoutInsets(
            top: clamp(unsafe.top - y, height), left: clamp(unsafe.left - x, width),
            bottom: clamp(y + height - (rootSize.height - unsafe.bottom), height),
            right: clamp(x + width - (rootSize.width - unsafe.right), width))
    }

    /// Brings every safe area guide's insets up to date with the frames and the root's
    /// insets, re-solving after each round, until none changes: a view's safe area depends
    /// on where the view is, which may depend on another safe area. At most
    /// ``maxSafeAreaRounds`` rounds; past that the last insets stay and a diagnostic says so.
    func refreshSafeAreas() throws(LayoutError) -> LayoutDiagnostic? {
        guard !safeAreaGuides.isEmpty else { return nil }
        for _ in 0..<maxSettleRounds {
            var changed = false
            for owner in safeAreaGuides.keys.sorted() {
                guard var entry = safeAreaGuides[owner] else { continue }
                let insets = safeAreaInsets(of: owner)
                guard insets != entry.insets else { continue }
                changed = true
                for (index, value) in zip(entry.edges, [insets.top, insets.left, -insets.bottom, -insets.right]) {
                    records[index].constraint.constant = value
                    records[index].solverConstraint = makeSolverConstraint(records[index].constraint)
                    if let solverID = records[index].solverID {
                        try updateConstant(ofRecord: index, solverID: solverID, to: records[index].solverConstraint.expression.constant)
                    }
                }
                entry.insets = insets
                safeAreaGuides[owner] = entry
            }
            if !changed { return nil }
        }
        let names = safeAreaGuides.keys.sorted().map { views[$0.index].name }
        return LayoutDiagnostic(
            kind: .ambiguous, severity: .warning,
            message: "the safe areas of \(names.joined(separator: ", ")) did not settle in \(maxSettleRounds) rounds: a view placed by its own or a descendant's safe area moves it again; the last insets are kept",
            views: names, constraints: [], brokenConstraint: nil, freeAttributes: [])
    }

}
