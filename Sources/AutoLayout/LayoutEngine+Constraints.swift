import ConstraintSolver

/// Whether a constraint takes part in the layout.
public enum LayoutConstraintState: String, Sendable {
    /// In the solver.
    case active
    /// Deactivated by the user; kept so that it can be activated again.
    case inactive
    /// Broken to recover from an unsatisfiable conflict: kept and listed, not in the solver.
    case broken
    /// Removed for good.
    case removed
}

/// A record's constant and its solver form's (``LayoutEngine/constants``).
struct RecordConstants {
    var constraint: Double
    var solver: Double
}

/// One constraint as the engine keeps it. Its constant is kept apart
/// (``LayoutEngine/constants``): `constraint.constant` and `solverConstraint`'s are the ones
/// it was made with.
struct ConstraintRecord {
    var constraint: LayoutConstraint
    var source: SourceTag?
    /// The two texts few records have, boxed: a record is copied whole when a copied engine
    /// first changes one (`tether_copy`), and most records carry neither.
    fileprivate var notes: RecordNotes? = nil
    var solverConstraint: Constraint
    var solverID: ConstraintID?
    var state: LayoutConstraintState
    var views: ConstraintViews
    var installedOn: ViewID?
}

extension ConstraintRecord {
    /// Where inside a library the constraint was made, when `source` is the caller's line:
    /// "inside 'hstack' at std/stack.layout:63:3".
    var context: String? {
        get { notes?.context }
        set { notes = RecordNotes(context: newValue, textOverride: textOverride) }
    }

    /// The readable form when `constraint` alone cannot say it (a proportional autoresizing
    /// position relates a location to a size, which a `LayoutConstraint` may not).
    var textOverride: String? {
        get { notes?.textOverride }
        set { notes = RecordNotes(context: context, textOverride: newValue) }
    }
}

/// A record's context and text override; a new box for each change, so copies that share
/// one never see the other's.
private final class RecordNotes {
    let context: String?
    let textOverride: String?

    init?(context: String?, textOverride: String?) {
        guard context != nil || textOverride != nil else { return nil }
        self.context = context
        self.textOverride = textOverride
    }
}

/// The one or two views a constraint relates, held inline: a record is copied whole when a
/// copied engine first changes one (`tether_copy`), and an array would be one more object to
/// retain and free for each.
struct ConstraintViews: Sequence {
    let first: ViewID
    let second: ViewID?

    /// One view, or two different ones (the same view twice is one).
    init(_ first: ViewID, _ second: ViewID? = nil) {
        self.first = first
        self.second = second == first ? nil : second
    }

    func makeIterator() -> Iterator {
        Iterator(coming: first, last: second)
    }

    /// The first view, then the second.
    struct Iterator: IteratorProtocol {
        fileprivate var coming: ViewID?
        fileprivate var last: ViewID?

        mutating func next() -> ViewID? {
            defer { (coming, last) = (last, nil) }
            return coming
        }
    }

    /// Whether the constraint relates `id`.
    func contains(_ id: ViewID) -> Bool {
        first == id || second == id
    }
}

extension LayoutEngine {
    // MARK: - Adding and removing

    /// Validates `constraint` as UIKit does, installs it on the nearest common ancestor of
    /// its views and activates it.
    ///
    /// A required constraint that conflicts with the required constraints already active
    /// does not throw: the engine breaks one constraint to recover (see
    /// `breakingOrder(of:)`) and records an unsatisfiable ``LayoutDiagnostic``.
    ///
    /// - Parameters:
    ///   - constraint: the constraint to add.
    ///   - source: the host's tag for the statement that made it, which its
    ///     ``ConstraintReference`` carries (and messages name, see ``sourceDescription``).
    ///   - context: where inside a library the constraint was made when `source` is its
    ///     caller's line, repeated after it ("inside 'hstack' at std/stack.layout:63:3").
    /// - Throws: ``LayoutError`` for an unknown view, an invalid pairing of attributes, a
    ///   bad priority or a non-finite number.
    @discardableResult
    public func add(_ constraint: LayoutConstraint, source: SourceTag? = nil, context: String? = nil) throws(LayoutError) -> LayoutConstraintID {
        let (views, installedOn) = try validate(constraint)
        let index = appendRecord(constraint, source: source, views: views, installedOn: installedOn)
        records[index].context = context
        do {
            try activateRecord(index, hasCurrentSolverConstraint: true)
        } catch {
            records[index].state = .removed
            throw error
        }
        return LayoutConstraintID(Int32(index))
    }

    /// Adds several constraints in order (the output of one VFL string).
    @discardableResult
    public func add(_ constraints: [LayoutConstraint], source: SourceTag? = nil, context: String? = nil) throws(LayoutError) -> [LayoutConstraintID] {
        // All or none: a batch is checked whole before any is added (one constraint is
        // checked by its add).
        if constraints.count > 1 {
            for constraint in constraints { _ = try validate(constraint) }
        }
        var ids: [LayoutConstraintID] = []
        for constraint in constraints { ids.append(try add(constraint, source: source, context: context)) }
        return ids
    }

    /// Removes a constraint for good. An intrinsic-size or autoresizing constraint can be
    /// removed (until the view's property changes and re-makes it); the root size cannot.
    public func remove(_ id: LayoutConstraintID) throws(LayoutError) {
        let index = try editableRecordIndex(id)
        try deactivateRecord(index)
        dropConflictDiagnostic(brokenRecord: index)
        records[index].state = .removed
    }

    /// Takes a constraint out of the layout, keeping it so that ``activate(_:)`` can put it back.
    public func deactivate(_ id: LayoutConstraintID) throws(LayoutError) {
        let index = try editableRecordIndex(id)
        try deactivateRecord(index)
        dropConflictDiagnostic(brokenRecord: index)
        records[index].state = .inactive
    }

    /// Puts an inactive or broken constraint back into the layout (with the same recovery
    /// as `add(_:source:)` if it conflicts).
    public func activate(_ id: LayoutConstraintID) throws(LayoutError) {
        let index = try liveRecordIndex(id)
        guard records[index].state != .active else { return }
        dropConflictDiagnostic(brokenRecord: index)
        try activateRecord(index)
    }

    /// Changes a constraint's constant in place, incrementally, as setting
    /// `NSLayoutConstraint.constant` does. A required constraint that can no longer hold is
    /// resolved like a conflicting ``add(_:source:context:)-(LayoutConstraint,_,_)``.
    public func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(LayoutError) {
        let index = try liveRecordIndex(id)
        guard constant.isFinite else { throw .nonFiniteValue("a constraint's constant") }
        guard !records[index].constraint.origin.isGenerated else {
            throw .generatedConstraint(constraint: text(ofRecord: index), origin: originDescription(ofRecord: index))
        }
        constants[index].constraint = constant
        constants[index].solver = makeSolverConstraint(constraint(ofRecord: index)).expression.constant
        // A broken constraint with a new constant may fit now.
        relaxations += 1
        guard records[index].state == .active, let solverID = records[index].solverID else { return }
        try updateConstant(ofRecord: index, solverID: solverID, to: constants[index].solver)
    }

    /// The constraint as given (with its current constant).
    public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint? {
        records.indices.contains(id.index) && records[id.index].state != .removed ? constraint(ofRecord: id.index) : nil
    }

    /// Whether the constraint is active, inactive or broken.
    public func state(of id: LayoutConstraintID) -> LayoutConstraintState? {
        records.indices.contains(id.index) ? records[id.index].state : nil
    }

    /// The view a constraint is installed on: the nearest common ancestor of its views
    /// (``LayoutEngine``'s installation rules), or nil for an unknown ID.
    public func installationView(of id: LayoutConstraintID) -> String? {
        guard records.indices.contains(id.index), let view = records[id.index].installedOn else { return nil }
        return views[view.index].name
    }

    /// Every constraint not removed, in the order it was added, the engine's own included
    /// (root size, intrinsic size, autoresizing), with where it is installed and its state.
    /// Size restrictions (`width >= 0`) are not constraints and appear only in conflicts.
    public var constraints: [ConstraintReference] {
        records.indices.filter(isListed).map(reference(toRecord:))
    }

    /// The constraints of ``constraints`` whose identifier is `identifier`, in the order
    /// added: only they are described, which a host that looks for its own marked
    /// constraints after every layout pass would otherwise pay for every constraint.
    public func constraints(identifiedBy identifier: String) -> [ConstraintReference] {
        records.indices.filter { records[$0].constraint.identifier == identifier && isListed($0) }.map(reference(toRecord:))
    }

    /// The ID the next constraint added will have: the constraints added from now on have
    /// IDs from it up (IDs are never reused).
    public var nextConstraintID: LayoutConstraintID { LayoutConstraintID(Int32(records.count)) }

    /// The constraints installed on a view (what `view.constraints` lists in UIKit).
    public func constraints(installedOn name: String) throws(LayoutError) -> [ConstraintReference] {
        let id = try viewID(named: name)
        return records.indices.filter { isListed($0) && records[$0].installedOn == id }.map(reference(toRecord:))
    }

    /// The active constraints a host gave (not the engine's own), in the order added, with
    /// their IDs and tags: where a host looks for what holds a view's edge in place (without
    /// the text a ``ConstraintReference`` writes).
    package var activeHostConstraints: [(id: LayoutConstraintID, constraint: LayoutConstraint, source: SourceTag?)] {
        records.indices.compactMap { index in
            guard records[index].state == .active, !records[index].constraint.origin.isGenerated else { return nil }
            return (LayoutConstraintID(Int32(index)), constraint(ofRecord: index), records[index].source)
        }
    }

    private func isListed(_ index: Int) -> Bool {
        guard records[index].state != .removed else { return false }
        if case .sizeRestriction = records[index].constraint.origin { return false }
        return true
    }

    /// The record that stands for a size variable's restriction to ≥ 0 in a conflict,
    /// made on first use: `v.width >= 0`, active, never in the solver, never broken.
    func restrictionRecord(of variable: Variable) -> Int? {
        if let index = restrictionRecords[variable] { return index }
        guard let owner = variableOwners[variable], owner.attribute == .width || owner.attribute == .height else {
            return nil
        }
        let name = views[owner.view.index].name
        let constraint = LayoutConstraint(
            firstItem: name, firstAttribute: owner.attribute == .width ? .width : .height, relation: .greaterThanOrEqual,
            constant: 0, origin: .sizeRestriction(view: name))
        let index = appendRecord(constraint, source: viewSources[owner.view], views: ConstraintViews(owner.view), installedOn: owner.view)
        records[index].state = .active
        restrictionRecords[variable] = index
        return index
    }

    /// The records of a conflict the solver reported: its constraints and restrictions.
    func conflictRecords(_ conflicting: [ConstraintID], _ nonNegative: [Variable]) -> [Int] {
        conflicting.compactMap { recordOfSolverID[$0] } + nonNegative.compactMap(restrictionRecord(of:))
    }

    // MARK: - Validation

    /// Checks a constraint the way `NSLayoutConstraint` does and returns its views and the
    /// view it is installed on.
    func validate(_ constraint: LayoutConstraint) throws(LayoutError) -> (views: ConstraintViews, installedOn: ViewID) {
        // The constraint's text is made only for an error: every constraint added passes here.
        func refuse(_ reason: String) -> LayoutError {
            .invalidAttributePairing(constraint: constraint.description, reason: reason)
        }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.value) }
        guard constraint.multiplier.isFinite else { throw .nonFiniteValue("the multiplier of '\(constraint.description)'") }
        guard constraint.constant.isFinite else { throw .nonFiniteValue("the constant of '\(constraint.description)'") }
        let first = try viewID(named: constraint.firstItem)
        let attribute = constraint.firstAttribute
        func refuseGuideBaseline(_ name: String?, _ item: LayoutAttribute) throws(LayoutError) {
            guard item == .firstBaseline || item == .lastBaseline, let name, let id = idOfName[name], views[id.index].isGuide
            else { return }
            throw .guideCannot(guide: name, what: "have a baseline (a UILayoutGuide has no baseline anchors)")
        }
        try refuseGuideBaseline(constraint.firstItem, attribute)
        try refuseGuideBaseline(constraint.secondItem, constraint.secondAttribute)
        guard let axis = attribute.axis else { throw refuse("the first attribute cannot be notAnAttribute") }
        guard let secondName = constraint.secondItem else {
            guard constraint.secondAttribute == .notAnAttribute else {
                throw refuse("\(constraint.secondAttribute.rawValue) needs a second item")
            }
            guard attribute.isSize else {
                throw refuse(
                    "a location attribute (\(attribute.rawValue)) cannot equal a constant; relate it to another view's \(attribute.rawValue), as in '\(constraint.firstItem).\(attribute.rawValue) == superview.\(attribute.rawValue) + \(constraint.constant.layoutDescription)'")
            }
            return (ConstraintViews(first), first)
        }
        let second = try viewID(named: secondName)
        let other = constraint.secondAttribute
        guard let otherAxis = other.axis else { throw refuse("the second item '\(secondName)' needs an attribute") }
        // Width may be related to height (`imageView.width == 1.5 × imageView.height`):
        // UIKit allows size to size across axes.
        guard axis == otherAxis || (attribute.isSize && other.isSize) else {
            throw refuse("a \(axis.rawValue) attribute (\(attribute.rawValue)) cannot be related to a \(otherAxis.rawValue) one (\(other.rawValue))")
        }
        guard attribute.isSize == other.isSize else {
            throw refuse("a size (\(attribute.isSize ? attribute.rawValue : other.rawValue)) cannot be related to a location (\(attribute.isSize ? other.rawValue : attribute.rawValue))")
        }
        if (attribute.isDirectional && other.isAbsoluteHorizontalLocation) || (other.isDirectional && attribute.isAbsoluteHorizontalLocation) {
            throw refuse("leading/trailing cannot be related to left/right: use leading/trailing on both sides, or left/right on both")
        }
        if !attribute.isSize, constraint.multiplier == 0 {
            throw refuse("a multiplier of 0 makes a location (\(attribute.rawValue)) equal to a constant; location attributes must be specified in pairs")
        }
        guard let ancestor = commonAncestor(first, second) else {
            throw .noCommonAncestor(constraint.firstItem, secondName)
        }
        return (ConstraintViews(first, second), ancestor)
    }

    /// The nearest common ancestor, a view counting as its own ancestor. It gives chapter
    /// 16's four rules: one view → that view; a view and its superview (or any ancestor) →
    /// the ancestor; siblings → their superview; otherwise the first common ancestor.
    func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
        // The usual pairs first, without sets: one view, a view and its superview, siblings
        // (a view's superview is made before it, so the hierarchy has no cycle).
        if a == b { return a }
        let superviewOfA = views[a.index].superview
        let superviewOfB = views[b.index].superview
        if superviewOfA == b { return b }
        if superviewOfB == a { return a }
        if let superviewOfA, superviewOfA == superviewOfB { return superviewOfA }
        var ancestorsOfA = Set<ViewID>()
        var current: ViewID? = a
        while let view = current, ancestorsOfA.insert(view).inserted {
            current = views[view.index].superview
        }
        current = b
        var seen = Set<ViewID>()
        while let view = current, seen.insert(view).inserted {
            if ancestorsOfA.contains(view) { return view }
            current = views[view.index].superview
        }
        return nil
    }

    // MARK: - Solver expressions

    /// The attribute as an expression of the view's four variables.
    ///
    /// `mirrored` reads horizontal locations in the right-to-left coordinate x′ = −x, where
    /// leading is −right, trailing −left and centerX −centerX: a constraint that uses
    /// leading or trailing in a right-to-left layout is mirrored as a whole, so that its
    /// constant still points from leading towards trailing — `a.leading == superview.leading
    /// + 20` puts `a` 20 points inside the right edge, as in UIKit.
    func expression(of view: ViewID, _ attribute: LayoutAttribute, mirrored: Bool = false) -> LinearExpression {
        let v = variables[view.index]
        switch attribute {
        case .left: return LinearExpression(v.left)
        case .right: return v.left + v.width
        case .top: return LinearExpression(v.top)
        case .bottom: return v.top + v.height
        case .leading: return mirrored ? -(v.left + v.width) : LinearExpression(v.left)
        case .trailing: return mirrored ? -v.left : v.left + v.width
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return mirrored ? -(v.left + 0.5 * v.width) : v.left + 0.5 * v.width
        case .centerY: return v.top + 0.5 * v.height
        case .firstBaseline:
            if let offset = views[view.index].firstBaselineOffset { return v.top + offset }
            return v.top + v.height
        case .lastBaseline:
            if let offset = views[view.index].lastBaselineOffsetFromBottom { return v.top + v.height - offset }
            return v.top + v.height
        case .notAnAttribute: return LinearExpression(0)
        }
    }

    /// `first.attribute − (multiplier × second.attribute + constant)` related to 0.
    ///
    /// As in UIKit, locations are measured in the coordinate space of the view the
    /// constraint is installed on (the nearest common ancestor): `a.centerX == 0.5 ×
    /// container.centerX` puts `a` at a quarter of the container's width wherever the
    /// container is, and in right-to-left the mirrored coordinate runs from that view's
    /// right edge. With a multiplier of 1 the origin cancels out, so only other multipliers
    /// need the correction `(1 − multiplier) × origin`.
    func makeSolverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        guard let first = idOfName[constraint.firstItem] else {
            return Constraint(LinearExpression(0), .equal, LinearExpression(0), priority: constraint.priority)
        }
        let mirrored = layoutDirection == .rightToLeft
            && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        let lhs = expression(of: first, constraint.firstAttribute, mirrored: mirrored)
        var rhs = LinearExpression(constraint.constant)
        if let name = constraint.secondItem, let second = idOfName[name], constraint.secondAttribute != .notAnAttribute {
            rhs = constraint.multiplier * expression(of: second, constraint.secondAttribute, mirrored: mirrored)
                + constraint.constant
            if constraint.multiplier != 1, !constraint.secondAttribute.isSize,
                let axis = constraint.secondAttribute.axis, let space = commonAncestor(first, second)
            {
                let origin: LayoutAttribute = axis == .vertical ? .top : (mirrored ? .leading : .left)
                rhs = rhs + (1 - constraint.multiplier) * expression(of: space, origin, mirrored: mirrored)
            }
        }
        return Constraint(lhs, constraint.relation.solverRelation, rhs, priority: constraint.priority)
    }

    func appendRecord(_ constraint: LayoutConstraint, source: SourceTag?, views: ConstraintViews, installedOn: ViewID?) -> Int {
        let solverConstraint = makeSolverConstraint(constraint)
        records.append(
            ConstraintRecord(
                constraint: constraint, source: source,
                solverConstraint: solverConstraint, solverID: nil, state: .inactive,
                views: views, installedOn: installedOn))
        constants.append(RecordConstants(constraint: constraint.constant, solver: solverConstraint.expression.constant))
        if [constraint.firstAttribute, constraint.secondAttribute].contains(where: { $0 == .firstBaseline || $0 == .lastBaseline }) {
            baselineRecords.append(records.count - 1)
        }
        return records.count - 1
    }

    func liveRecordIndex(_ id: LayoutConstraintID) throws(LayoutError) -> Int {
        guard records.indices.contains(id.index), records[id.index].state != .removed else {
            throw .unknownConstraint(id)
        }
        return id.index
    }

    /// A live record that is not the root's position or size, nor a size restriction.
    private func editableRecordIndex(_ id: LayoutConstraintID) throws(LayoutError) -> Int {
        let index = try liveRecordIndex(id)
        guard breakingOrder(of: index).rank != Int.max else {
            throw .generatedConstraint(constraint: text(ofRecord: index), origin: originDescription(ofRecord: index))
        }
        return index
    }

    // MARK: - Activation with recovery

    /// How likely a constraint is to be unwanted when required constraints conflict: the
    /// lower, the sooner it is broken.
    ///
    /// The recovery rule, better than UIKit's (which, for a view with a frame and
    /// constraints, breaks the user's explicit width and keeps the translated
    /// `NSAutoresizingMaskLayoutConstraint`):
    /// 1. constraints translated from an autoresizing mask go first — a view with both a
    ///    fixed frame and constraints almost always left translation on by mistake;
    /// 2. then intrinsic-size constraints (only when their priorities were made required);
    /// 3. then the explicit constraint added most recently (or whose constant was just
    ///    changed), since the newest line is the likeliest mistake and the rest of the
    ///    layout was fine before it;
    /// 4. last, the frame a superview sets (``View/isEncapsulated``: a cell's content view,
    ///    `UIView-Encapsulated-Layout-…`), which UIKit keeps against the content's.
    /// The root view's position and size are never broken: they are the pass's input; nor
    /// is a size's restriction to ≥ 0, nor a system guide's edges (they follow the frames).
    func breakingOrder(of index: Int) -> (rank: Int, recency: Int) {
        let rank: Int
        switch records[index].constraint.origin {
        case .autoresizingMask(let view):
            // A frame the superview sets (a cell's content view's) goes last, as in UIKit.
            rank = idOfName[view].map { views[$0.index].isEncapsulated } == true ? 3 : 0
        case .contentHugging, .compressionResistance: rank = 1
        case .explicit, .visualFormat: rank = 2
        case .rootSize, .sizeRestriction, .systemGuide: rank = Int.max
        }
        return (rank, -index)
    }

    /// The candidate to break: the lowest ``breakingOrder(of:)`` rank, then the most
    /// recent, where `newest` (the constraint being added, or whose constant the user just
    /// changed) counts as the most recent of all.
    func leastIntended(of candidates: [Int], newest: Int) -> Int? {
        candidates.min { lhs, rhs in
            let (a, b) = (breakingOrder(of: lhs), breakingOrder(of: rhs))
            if a.rank != b.rank { return a.rank < b.rank }
            if lhs == newest || rhs == newest { return lhs == newest && rhs != newest }
            return a.recency < b.recency
        }
    }

    /// Adds the record's constraint to the solver; when it conflicts, breaks the candidate
    /// least likely intended (this one or one of the minimal conflicting set) and tries
    /// again, recording an unsatisfiable diagnostic each round. A record just made already
    /// has its solver constraint (`hasCurrentSolverConstraint`); any other is rebuilt, as
    /// the engine may have changed since (a layout direction, say).
    func activateRecord(_ index: Int, hasCurrentSolverConstraint: Bool = false) throws(LayoutError) {
        if !hasCurrentSolverConstraint { setSolverConstraint(solverConstraint(forRecord: index), ofRecord: index) }
        // Each round breaks one constraint, so there are at most as many rounds as records.
        for _ in 0...records.count {
            do {
                let solverID = try solver.add(solverConstraint(ofRecord: index))
                records[index].solverID = solverID
                records[index].state = .active
                recordOfSolverID[solverID] = index
                return
            } catch .unsatisfiable(let conflicting, let nonNegative) {
                let others = conflictRecords(conflicting, nonNegative)
                var victim = leastIntended(of: others + [index], newest: index) ?? index
                if breakingOrder(of: victim).rank == Int.max { victim = index }
                recordConflict(added: index, conflicting: others, broken: victim)
                let group = breakingGroup(of: victim)
                for member in group where member != index { try breakRecord(member) }
                if group.contains(index) {
                    markBroken(index)
                    return
                }
            } catch {
                throw .internalInconsistency("\(error)")
            }
        }
        markBroken(index)
    }

    /// Marks a record broken (kept and listed, not in the solver) and notes that one is, so
    /// that layout passes look for broken records to retry (``mayHaveBrokenRecords``).
    private func markBroken(_ index: Int) {
        records[index].state = .broken
        mayHaveBrokenRecords = true
    }

    /// The records broken together with `index`: a view's translated autoresizing
    /// constraints go as one (its frame is one thing; keeping its translated top while
    /// breaking its height would squeeze the rest of the screen), anything else alone.
    func breakingGroup(of index: Int) -> [Int] {
        guard case .autoresizingMask(let name) = records[index].constraint.origin, let id = idOfName[name],
            let group = autoresizingRecords[id], group.contains(index)
        else { return [index] }
        return group.filter { records[$0].state != .removed }
    }

    /// Takes a record out of the solver (when it is in) and marks it broken.
    func breakRecord(_ index: Int) throws(LayoutError) {
        try deactivateRecord(index)
        markBroken(index)
    }

    func deactivateRecord(_ index: Int) throws(LayoutError) {
        guard records[index].state == .active, let solverID = records[index].solverID else { return }
        do {
            try solver.remove(solverID)
        } catch {
            throw .internalInconsistency("\(error)")
        }
        recordOfSolverID[solverID] = nil
        records[index].solverID = nil
        relaxations += 1
    }

    /// Changes an active record's solver constant; when a required constraint would break,
    /// breaks the least likely intended of the conflict (never the root size) and retries.
    /// Changes a record's constant in place: in the record, and in the solver when the record
    /// is in it (incremental, as UIKit changes a constraint's `constant`).
    func setConstant(ofRecord index: Int, to constant: Double) throws(LayoutError) {
        let old = constants[index].constraint
        constants[index].constraint = constant
        // The normal form's constant is `lhs − (m × rhs + constant)` of the attributes'
        // constants; where those are 0 (sizes, edges: the form is then `−constant` to the
        // bit) only the constant changes, else the form is made again.
        if constants[index].solver == 0 + old * -1 {
            constants[index].solver = 0 + constant * -1
        } else {
            constants[index].solver = makeSolverConstraint(constraint(ofRecord: index)).expression.constant
        }
        guard let solverID = records[index].solverID else { return }
        try updateConstant(ofRecord: index, solverID: solverID, to: constants[index].solver)
    }

    /// The record's constraint with its constant now (``constants``).
    func constraint(ofRecord index: Int) -> LayoutConstraint {
        var constraint = records[index].constraint
        constraint.constant = constants[index].constraint
        return constraint
    }

    /// The record's solver constraint with its constant now (``constants``).
    func solverConstraint(ofRecord index: Int) -> Constraint {
        var made = records[index].solverConstraint
        made.expression.constant = constants[index].solver
        return made
    }

    /// Gives the record a solver constraint made anew, its constant with it.
    func setSolverConstraint(_ made: Constraint, ofRecord index: Int) {
        records[index].solverConstraint = made
        constants[index].solver = made.expression.constant
    }

    func updateConstant(ofRecord index: Int, solverID: ConstraintID, to constant: Double) throws(LayoutError) {
        for _ in 0...records.count {
            do {
                try solver.updateConstant(of: solverID, to: constant)
                relaxations += 1
                return
            } catch .unsatisfiable(let conflicting, let nonNegative) {
                let others = conflictRecords(conflicting, nonNegative)
                let candidates = rootRecords.contains(index) ? others : others + [index]
                let victim = leastIntended(of: candidates, newest: index)
                guard let victim, breakingOrder(of: victim).rank != Int.max else {
                    throw .internalInconsistency("the root size conflicts with itself")
                }
                recordConflict(added: index, conflicting: others, broken: victim)
                let group = breakingGroup(of: victim)
                for member in group { try breakRecord(member) }
                if group.contains(index) { return }
            } catch {
                throw .internalInconsistency("\(error)")
            }
        }
    }

    /// Takes every active record matching `predicate` out of the solver and adds it back
    /// in its original order (after a change of layout direction or baselines, which
    /// changes the expressions of their attributes).
    func reinstall(_ candidates: some Sequence<Int>, where predicate: (Int) -> Bool) throws(LayoutError) {
        let affected = candidates.filter {
            records[$0].state == .active && records[$0].solverID != nil && predicate($0)
        }
        for index in affected { try deactivateRecord(index) }
        for index in affected where records[index].state != .broken { try activateRecord(index) }
    }

    func solverConstraint(forRecord index: Int) -> Constraint {
        if case .autoresizingMask = records[index].constraint.origin { return solverConstraint(ofRecord: index) }
        return makeSolverConstraint(constraint(ofRecord: index))
    }

    func dropConflictDiagnostic(brokenRecord index: Int) {
        conflictDiagnostics.removeAll { $0.broken == index }
    }
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
