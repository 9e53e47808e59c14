import ConstraintSolver

// MARK: - Content priority ambiguity

/// Views on one axis whose content hugging (or compression resistance) constraints are all
/// unmet at one priority: the room to spare (or the shortfall) can go to any of them, so
/// their sizes are not determined. Interface Builder calls it "Content Priority Ambiguity"
/// and suggests lowering one view's priority by one; so does Tether, after checking on a
/// copy of the solver that the change makes those sizes determined.
struct ContentPriorityTie {
    var axis: LayoutAxis
    /// Hugging (the views are stretched) or compression resistance (they are squeezed).
    var isHugging: Bool
    var priority: LayoutPriority
    /// The tied views, in the order they were declared.
    var views: [ViewID]
    /// The view whose priority the fix lowers by one: the last declared.
    var fixed: ViewID
    /// The free attributes the fix determines, per view.
    var explained: [ViewID: [FreeAttribute]]
}

extension LayoutEngine {
    /// The ties among the free views whose fix, tried on a copy of the solver, determines
    /// their sizes on the tie's axis.
    func contentPriorityTies(_ free: [ViewID: [FreeAttribute]]) -> [ContentPriorityTie] {
        struct Key: Hashable {
            var axis: LayoutAxis
            var isHugging: Bool
            var priority: Double
        }
        // A view past its intrinsic size is in its priority's group; one at it (the simplex
        // gives all the room to one view of a tie) may be in either of its two.
        var groups: [Key: [ViewID]] = [:]
        var unmet: Set<Key> = []
        for (id, attributes) in free {
            for axis in [LayoutAxis.horizontal, .vertical] {
                let size: FreeAttribute = axis == .horizontal ? .width : .height
                guard attributes.contains(size), let intrinsic = views[id.index].intrinsicSize(along: axis) else { continue }
                let variable = axis == .horizontal ? variables[id.index].width : variables[id.index].height
                let value = solver.value(of: variable)
                let view = views[id.index]
                for isHugging in [true, false] {
                    let priority = isHugging ? view.contentHuggingPriority(along: axis) : view.compressionResistancePriority(along: axis)
                    guard !priority.isRequired else { continue }
                    let key = Key(axis: axis, isHugging: isHugging, priority: priority.value)
                    let isUnmet = isHugging ? value > intrinsic + 1e-6 : value < intrinsic - 1e-6
                    let isAtIntrinsic = Swift.abs(value - intrinsic) <= 1e-6
                    guard isUnmet || isAtIntrinsic else { continue }
                    groups[key, default: []].append(id)
                    if isUnmet { unmet.insert(key) }
                }
            }
        }
        return groups.keys.sorted { ($0.axis == .horizontal ? 0 : 1, $0.priority) < ($1.axis == .horizontal ? 0 : 1, $1.priority) }
            .compactMap { key in
                guard unmet.contains(key), let tied = groups[key], tied.count > 1 else { return nil }
                let ordered = tied.sorted()
                guard let fixed = ordered.last,
                    let explained = freedomsRemoved(lowering: key.isHugging, of: fixed, along: key.axis, free: free)
                else { return nil }
                let sizes = ordered.allSatisfy { explained[$0]?.contains(key.axis == .horizontal ? .width : .height) == true }
                guard sizes else { return nil }
                return ContentPriorityTie(
                    axis: key.axis, isHugging: key.isHugging, priority: LayoutPriority(key.priority), views: ordered,
                    fixed: fixed, explained: explained)
            }
    }

    /// The free attributes that lowering the view's hugging (or compression resistance)
    /// priority on the axis by one would determine, found on a copy of the solver; nil when
    /// the change cannot be tried.
    private func freedomsRemoved(lowering isHugging: Bool, of id: ViewID, along axis: LayoutAxis,
                                 free: [ViewID: [FreeAttribute]]) -> [ViewID: [FreeAttribute]]? {
        let origin: (ConstraintOrigin) -> Bool = { origin in
            switch origin {
            case .contentHugging(_, let a): isHugging && a == axis
            case .compressionResistance(_, let a): !isHugging && a == axis
            default: false
            }
        }
        guard let index = intrinsicRecords[id]?.first(where: { origin(records[$0].constraint.origin) }),
            let solverID = records[index].solverID
        else { return nil }
        let trial = solver.copy()
        let lowered = solverConstraint(ofRecord: index).withPriority(Priority(records[index].constraint.priority.value - 1))
        do {
            try trial.remove(solverID)
            try trial.add(lowered)
        } catch {
            return nil
        }
        var stillFree: Set<Variable> = []
        for variable in trial.ambiguousVariables() { stillFree.insert(variable) }
        var explained: [ViewID: [FreeAttribute]] = [:]
        for (variable, owner) in variableOwners where !stillFree.contains(variable) {
            guard free[owner.view]?.contains(owner.attribute) == true else { continue }
            explained[owner.view, default: []].append(owner.attribute)
        }
        return explained
    }

    /// The warning of a tie: the views, the priority they share, and the fix.
    func contentPriorityDiagnostic(_ tie: ContentPriorityTie) -> LayoutDiagnostic {
        let names = tie.views.map { views[$0.index].name }
        let quoted = names.map { "'\($0)'" }
        let list = quoted.count == 2 ? "\(quoted[0]) and \(quoted[1])" : quoted.dropLast().joined(separator: ", ") + " and \(quoted.last ?? "")"
        let direction = tie.axis == .horizontal ? "horizontal" : "vertical"
        let property = tie.isHugging ? "content hugging" : "compression resistance"
        let size = tie.axis == .horizontal ? "width" : "height"
        let all = names.count == 2 ? "both" : "all"
        let any = names.count == 2 ? "either" : "any of them"
        let why = tie.isHugging
            ? "\(all) have room to grow, so \(any) could take it"
            : "\(all) are squeezed, so \(any) could give up the room"
        let fixedName = views[tie.fixed.index].name
        let value = tie.priority.value.layoutDescription
        let lowered = (tie.priority.value - 1).layoutDescription
        let fix = "decrease the \(direction) \(property) priority of '\(fixedName)' from \(value) to \(lowered)"
        let message = "Content Priority Ambiguity: \(list) have the same \(direction) \(property) priority (\(value))\n"
            + "    \(why), and their \(size)s are not determined: \(fix)"
        var involved: [String] = names
        for id in tie.explained.keys.sorted() where !tie.views.contains(id) { involved.append(views[id.index].name) }
        return LayoutDiagnostic(
            kind: .ambiguous, severity: .warning, message: message, views: involved, constraints: [],
            brokenConstraint: nil, freeAttributes: [tie.axis == .horizontal ? .width : .height], fixes: [fix])
    }
}
