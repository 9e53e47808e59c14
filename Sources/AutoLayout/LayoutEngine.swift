import ConstraintSolver

/// A view hierarchy and its constraints, solved by ConstraintSolver's `Solver`: the Auto Layout engine.
///
/// ```swift
/// let engine = LayoutEngine()                               // a root view named "root"
/// try engine.addView(named: "toolbar")
/// try engine.add(LayoutConstraint(firstItem: "toolbar", firstAttribute: .height, relation: .equal, constant: 44))
/// ...
/// let result = try engine.layout(width: 320, height: 568)
/// result.frame(of: "toolbar")                               // (0, 524, 320, 44)
/// result.diagnostics                                        // unsatisfiable, ambiguous, misplaced
/// ```
///
/// **Variables.** Each view has four solver variables in the root view's coordinates: left,
/// top, width and height. Every other attribute is an expression of them: right = left +
/// width, centerX = left + width/2 (bottom and centerY likewise), leading/trailing are
/// left/right in left-to-right and right/left in right-to-left (where a constraint on them
/// is mirrored, so that `+ 20` still points inwards from the leading edge, as in UIKit —
/// see `expression(of:_:mirrored:)`), firstBaseline = top +
/// `firstBaselineOffset` and lastBaseline = top + height − `lastBaselineOffsetFromBottom`;
/// a view without baselines uses its bottom for both, as a plain `UIView` does. A
/// constraint's locations are read in the coordinates of the view it is installed on, as
/// UIKit reads them, which matters only for multipliers other than 1 (see
/// `makeSolverConstraint(_:)`).
///
/// **The root view** is held at (0, 0) by required constraints, and its width and height by
/// two required equalities whose constants each layout pass changes in place
/// (the solver's `updateConstant(of:to:)`), so solving for another size is incremental.
///
/// **Installation.** Each constraint is installed on the nearest common ancestor of its
/// views — a view itself for its own size, its superview for two siblings, an ancestor for
/// a view and its descendant — which ``installationView(of:)`` reports; views with
/// no common ancestor are an error.
///
/// **Sizes are never negative.** Every view's width and height (but the root's, which is
/// the pass's input) is a non-negative solver variable, as in UIKit's engine: a layout that
/// needs a negative size is a conflict, which lists the restriction (`v.width >= 0`, origin
/// ``ConstraintOrigin/sizeRestriction(view:)``) beside the constraints that push the size
/// below 0, and an optional constraint better met by a negative size leaves the size at 0.
///
/// **Unsatisfiable constraints** never throw. When a required constraint conflicts with
/// required ones already active, the solver names a minimal conflicting set and the
/// engine breaks the constraint least likely intended among it and the newcomer:
/// autoresizing-translated first, then intrinsic-size, then the most recently added (or
/// changed) explicit one; never the root size. The broken constraint stays listed
/// (``LayoutConstraintState/broken``), the conflict is an unsatisfiable
/// ``LayoutDiagnostic`` that says which was broken and why, and a later pass restores it
/// if it fits by then. See `breakingOrder(of:)`.
///
/// **Ambiguity and misplacement** are computed by each pass: views whose position or size
/// the constraints leave free (with a hint to fix each), and views whose designed frame
/// is not where the constraints put them. ``exerciseAmbiguity(step:)`` shows another
/// equally valid layout.
///
/// **Autoresizing translation** is off by default (a script's views are laid out by
/// constraints); turned on, a view's designed frame and mask become four constraints as
/// UIKit's `NSAutoresizingMaskLayoutConstraint`s (see `AutoresizingTranslation`).
///
/// **Single owner.** The engine owns all state (views in an array indexed by ``ViewID``,
/// the solver, every constraint record) and never prints: problems come back as
/// ``LayoutDiagnostic`` values and bad input as ``LayoutError``.
public final class LayoutEngine {
    /// The root view's name (`root` unless given another).
    public let rootName: String
    /// Which way leading and trailing run.
    public private(set) var layoutDirection: LayoutDirection
    /// The direction the views' designed frames were laid out in, when the host lays them
    /// out in a direction of its own (`tether check --rtl`); nil when they follow
    /// ``layoutDirection``. Misplaced views are reported only in the designed direction: in
    /// the other, every frame is mirrored from its design.
    package var designedDirection: LayoutDirection?
    /// Whether the views are laid out at a text size other than the one their designed
    /// frames were laid out at (`tether check --text-size AX3` on a script designed at
    /// `large`), where their text is: misplaced views are reported only at the designed one.
    package var isAtOtherTextSize = false

    // The views, their variables and the records are read on every path; like the solver's
    // tableau they go without the runtime's exclusivity check on each access (an engine is
    // used from one thread at a time; the compiler checks the rest statically).
    @exclusivity(unchecked) var views: [View] = []
    @exclusivity(unchecked) var variables: [ViewVariables] = []
    var idOfName: [String: ViewID] = [:]
    var variableOwners: [Variable: (view: ViewID, attribute: FreeAttribute)] = [:]
    /// The source tags views were added with.
    var viewSources: [ViewID: SourceTag] = [:]
    /// How messages name a ``SourceTag`` ("… at main.layout:3:1"): the host that made the
    /// tags knows what they stand for. Nil (always, by default) leaves the place out.
    public var sourceDescription: (SourceTag) -> String? = { _ in nil }
    /// The record standing for each size variable's restriction to ≥ 0, made the first
    /// time a conflict names it.
    var restrictionRecords: [Variable: Int] = [:]

    var solver = Solver()

    /// Where the engine's solver keeps the minimal conflicts it finds, shared with other
    /// engines that lay out the same constraints (``LayoutConflictMemo``); nil, the default,
    /// minimises every conflict afresh. A copy of the engine shares it.
    public var conflictMemo: LayoutConflictMemo? {
        get { solver.conflictMemo }
        set { solver.conflictMemo = newValue }
    }
    @exclusivity(unchecked) var records: [ConstraintRecord] = []
    /// Each record's constant now, and its solver form's, beside the records: a new constant
    /// (a label's new text, the root's new size) is written here and into the solver, not
    /// into the record, so that a copied engine's records stay shared with the original's
    /// (a record holds names, terms and notes that a copy would retain one by one). Read a
    /// record's constraint through ``constraint(ofRecord:)``.
    @exclusivity(unchecked) var constants: [RecordConstants] = []
    var recordOfSolverID: [ConstraintID: Int] = [:]
    /// Root left, top, width, height constraints.
    var rootRecords: [Int] = []
    var rootSize: LayoutSize
    /// The generated intrinsic-size constraints of each view.
    var intrinsicRecords: [ViewID: [Int]] = [:]
    /// The generated autoresizing constraints of each view.
    var autoresizingRecords: [ViewID: [Int]] = [:]
    /// The records whose constraint relates a baseline, in order: those a view's new
    /// baselines re-make (scanning every record for each label made that quadratic).
    var baselineRecords: [Int] = []
    /// The root's safe-area insets of the current layout pass.
    public internal(set) var rootSafeAreaInsets = LayoutInsets.zero
    /// The docked keyboard's height over the root's bottom in the current layout pass, 0
    /// while it is hidden (``SystemGuide/keyboard``).
    public internal(set) var rootKeyboardHeight: Double = 0
    /// Rounds a layout pass may re-solve for frames that depend on frames (a view's safe
    /// area on where the view is) before it keeps the last and says so; a host sets it from
    /// its limits (`Interpreter.Limits.maxLayoutRounds`).
    public var maxSettleRounds = 8
    /// Fixes of an ambiguity a layout pass tries on a copy of the solver (each copy costs
    /// as much as the layout); past them it gives the general advice. A host sets it from
    /// its limits (`Interpreter.Limits.maxFixesTried`).
    public var maxFixTrials = 16
    /// Pieces a sweep of the root's width may make
    /// (``sweepRootWidth(over:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``) before it stops and
    /// says how far it got: each is a basis of the solver or a change the engine makes, so a
    /// layout that changes shape every fraction of a point cannot make a sweep unbounded.
    public var maxSweepPieces = 4096
    /// The root's minimum side margin of the current layout pass.
    public internal(set) var rootMinimumMargin: Double = 16
    /// Whose rules the layout follows (``LayoutPlatform``): UIKit unless a script says AppKit.
    public var platform = LayoutPlatform.uikit
    /// The widest a readable content guide gets: UIKit's readable width at the default text
    /// size (`UIContentSizeCategory.large`), 672 points; a host showing another text size
    /// sets its own.
    public var readableWidth: Double = 672
    /// The system guides made so far.
    var systemGuides: [SystemGuideKey: SystemGuideEntry] = [:]
    /// The views whose intrinsic height follows their width (multi-line labels), with the
    /// heights asked so far.
    var heightForWidth: [ViewID: HeightFollowingWidth] = [:]
    /// Where each view's generated constraints come from: the source tags of the calls that
    /// set the properties they are made of.
    var propertySources: [ViewID: PropertySources] = [:]
    /// One unsatisfiable diagnostic per constraint broken to recover, keyed by its record.
    var conflictDiagnostics: [(broken: Int, diagnostic: LayoutDiagnostic, cause: ConflictCause)] = []
    /// The ambiguous and misplaced diagnostics of the last layout pass.
    var passDiagnostics: [LayoutDiagnostic] = []
    /// Whether a pass that read only the frames (``layoutFrames(width:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``)
    /// came after the one that made ``passDiagnostics``: ``diagnostics`` then checks again.
    var passDiagnosticsAreStale = false
    /// Counts the changes that can make room for a broken constraint (a constraint taken
    /// out of the solver, a constant changed); a layout pass retries the broken ones only
    /// when it moved since the last retry, so that thousands of conflicts cost nothing on
    /// passes that change nothing.
    var relaxations = 0
    /// `relaxations` when the broken constraints were last retried.
    var relaxationsAtLastRetry = -1
    /// False when no record is broken: set whenever one breaks, cleared when a retry finds
    /// none, so that a layout pass without conflicts does not read every record to see.
    var mayHaveBrokenRecords = false

    /// The root view.
    public var root: ViewID { ViewID(0) }

    /// Makes an engine with a root view of the given size (the size autoresizing
    /// translation measures the root with until the first layout pass).
    public init(
        rootName: String = "root",
        rootSize: LayoutSize = LayoutSize(width: 320, height: 568),
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.rootName = rootName
        self.layoutDirection = layoutDirection
        let width = rootSize.width.isFinite && rootSize.width >= 0 ? rootSize.width : 0
        let height = rootSize.height.isFinite && rootSize.height >= 0 ? rootSize.height : 0
        self.rootSize = LayoutSize(width: width, height: height)
        let id = makeView(named: rootName, superview: nil)
        for (attribute, value) in [(LayoutAttribute.left, 0.0), (.top, 0), (.width, width), (.height, height)] {
            let constraint = LayoutConstraint(
                firstItem: rootName, firstAttribute: attribute, relation: .equal, constant: value,
                origin: .rootSize(view: rootName))
            let index = appendRecord(constraint, source: nil, views: ConstraintViews(id), installedOn: id)
            rootRecords.append(index)
            // A lone required equality on a fresh variable cannot conflict.
            if let solverID = try? solver.add(solverConstraint(ofRecord: index)) {
                records[index].solverID = solverID
                records[index].state = .active
                recordOfSolverID[solverID] = index
            }
        }
    }

    /// How many constraints are broken now (what ``trial(_:)`` compares with).
    package var brokenConstraintCount: Int { conflictDiagnostics.count }

    /// The frame of every view (in the root's coordinates) and how many constraints are
    /// broken with `change` made, at
    /// the current root size; then `undo` takes it back and the engine is as it was (a
    /// constraint the change broke is restored). How a host checks a fix (a constraint
    /// added, a priority raised) before it offers it, right after a layout pass at the size
    /// it cares about. Lighter than a layout pass, and than a copy: no diagnostics are made
    /// and nothing is copied.
    /// - Throws: what `change` or `undo` throws.
    package func trial(
        _ change: (LayoutEngine) throws(LayoutError) -> Void, undo: (LayoutEngine) throws(LayoutError) -> Void
    ) throws(LayoutError) -> (frames: [String: LayoutRect], broken: Int) {
        let before = brokenConstraintCount
        var frames: [String: LayoutRect] = [:]
        var broken = before
        var failure: LayoutError?
        do {
            try change(self)
            _ = try refreshSystemGuides()
            for index in views.indices where !views[index].isGuide {
                let variables = variables[index]
                frames[views[index].name] = LayoutRect(
                    x: solver.value(of: variables.left), y: solver.value(of: variables.top),
                    width: solver.value(of: variables.width), height: solver.value(of: variables.height)
                ).outset(by: frameInsets(ofView: index))
            }
            broken = brokenConstraintCount
        } catch {
            failure = error
        }
        // Taken back whether or not the change went through, part of it may have.
        try undo(self)
        if brokenConstraintCount > before || broken > before { restoreBrokenConstraints() }
        _ = try refreshSystemGuides()
        if let failure { throw failure }
        return (frames, broken)
    }

    /// An independent engine in the same state, for trying changes (a sweep of the root's
    /// width) without touching this one. The solver's tableau is shared until either
    /// changes. Every stored property is copied: a new one must be added here too.
    package func copy() -> LayoutEngine {
        LayoutEngine(copying: self)
    }

    private init(copying other: LayoutEngine) {
        rootName = other.rootName
        layoutDirection = other.layoutDirection
        designedDirection = other.designedDirection
        isAtOtherTextSize = other.isAtOtherTextSize
        views = other.views
        variables = other.variables
        idOfName = other.idOfName
        variableOwners = other.variableOwners
        viewSources = other.viewSources
        sourceDescription = other.sourceDescription
        restrictionRecords = other.restrictionRecords
        solver = other.solver.copy()
        records = other.records
        constants = other.constants
        recordOfSolverID = other.recordOfSolverID
        rootRecords = other.rootRecords
        rootSize = other.rootSize
        intrinsicRecords = other.intrinsicRecords
        autoresizingRecords = other.autoresizingRecords
        baselineRecords = other.baselineRecords
        rootSafeAreaInsets = other.rootSafeAreaInsets
        rootKeyboardHeight = other.rootKeyboardHeight
        maxSettleRounds = other.maxSettleRounds
        maxFixTrials = other.maxFixTrials
        maxSweepPieces = other.maxSweepPieces
        rootMinimumMargin = other.rootMinimumMargin
        platform = other.platform
        readableWidth = other.readableWidth
        systemGuides = other.systemGuides
        heightForWidth = other.heightForWidth
        propertySources = other.propertySources
        conflictDiagnostics = other.conflictDiagnostics
        passDiagnostics = other.passDiagnostics
        passDiagnosticsAreStale = other.passDiagnosticsAreStale
        relaxations = other.relaxations
        relaxationsAtLastRetry = other.relaxationsAtLastRetry
        mayHaveBrokenRecords = other.mayHaveBrokenRecords
    }

    // MARK: - Views

    /// Adds a view as the last subview of `superview` (the root view unless named).
    ///
    /// - Parameters:
    ///   - name: the view's name, unique in the engine.
    ///   - superview: the view it is added to; nil for the root view.
    ///   - source: the host's tag for the view's declaration, which a conflict involving
    ///     the view's size restriction (`width >= 0`) carries.
    @discardableResult
    public func addView(named name: String, superview: String? = nil, source: SourceTag? = nil) throws(LayoutError) -> ViewID {
        let parent = try contentView(named: superview ?? rootName, for: "contain views")
        try checkNewName(name)
        let id = makeView(named: name, superview: parent)
        if let source { viewSources[id] = source }
        return id
    }

    /// Adds a layout guide (UILayoutGuide) owned by `owner` (the root view unless named): a
    /// rectangle in the owner's coordinates with every attribute a view has but baselines,
    /// for constraints only. It is never drawn, has no content, frame or subviews, its width
    /// and height are never negative, and layout passes report it apart from the views
    /// (``LayoutResult/guides``) and name it in ambiguity and conflict reports like a view.
    @discardableResult
    public func addGuide(named name: String, owner: String? = nil, source: SourceTag? = nil) throws(LayoutError) -> ViewID {
        let parent = try viewID(named: owner ?? rootName)
        if views[parent.index].isGuide { throw .guideCannot(guide: views[parent.index].name, what: "own a guide") }
        try checkNewName(name)
        let id = makeView(named: name, superview: parent, isGuide: true)
        if let source { viewSources[id] = source }
        return id
    }

    /// The view, unless it is a layout guide (which has no such property).
    func contentView(named name: String, for what: String) throws(LayoutError) -> ViewID {
        let id = try viewID(named: name)
        if views[id.index].isGuide { throw .guideCannot(guide: name, what: what) }
        return id
    }

    /// Adds a view outside the hierarchy (a view not yet added to a superview): a
    /// constraint relating it to the hierarchy is refused with "… have no common
    /// ancestor", as in UIKit. Layout passes report its frame in root coordinates.
    @discardableResult
    public func addDetachedView(named name: String, source: SourceTag? = nil) throws(LayoutError) -> ViewID {
        try checkNewName(name)
        let id = makeView(named: name, superview: nil)
        if let source { viewSources[id] = source }
        return id
    }

    private func checkNewName(_ name: String) throws(LayoutError) {
        guard isValidViewName(name) else { throw .invalidViewName(name) }
        guard idOfName[name] == nil else { throw .duplicateView(name) }
    }

    /// The view with this name.
    public func viewID(named name: String) throws(LayoutError) -> ViewID {
        guard let id = idOfName[name] else {
            throw .unknownView(name, suggestion: closestViewName(to: name))
        }
        return id
    }

    /// The view's current properties.
    public func view(_ id: ViewID) -> View? {
        views.indices.contains(id.index) ? views[id.index] : nil
    }

    /// The view named `name`.
    public func view(named name: String) -> View? {
        idOfName[name].flatMap(view(_:))
    }

    /// Every view, the root first, in the order they were added.
    public var allViews: [View] { views }

    /// The views' names, in the order they were added.
    public var viewNames: [String] { views.map(\.name) }

    /// How many views (and layout guides) there are, the root included.
    package var viewCount: Int { views.count }

    /// Whether the view named `name` and every view above it are shown (``View/isHidden``
    /// off), read without copying the views; true for an unknown name.
    package func isShownWithSuperviews(_ name: String) -> Bool {
        var current = idOfName[name]
        while let id = current, views.indices.contains(id.index) {
            if views[id.index].isHidden { return false }
            current = views[id.index].superview
        }
        return true
    }

    /// The names of the superviews of the view named `name`, nearest first, the root last;
    /// empty for the root or an unknown name.
    package func superviewNames(of name: String) -> [String] {
        var names: [String] = []
        var current = idOfName[name].flatMap { views.indices.contains($0.index) ? views[$0.index].superview : nil }
        while let id = current, views.indices.contains(id.index) {
            names.append(views[id.index].name)
            current = views[id.index].superview
        }
        return names
    }

    func makeView(named name: String, superview: ViewID?, isGuide: Bool = false, isSystemGuide: Bool = false) -> ViewID {
        let id = ViewID(Int32(views.count))
        var view = View(name: name, superview: superview)
        view.isGuide = isGuide
        views.append(view)
        if let superview, !isGuide { views[superview.index].subviews.append(id) }
        idOfName[name] = id
        // Sizes are never negative, as in UIKit's engine; the root's size is the pass's
        // input (validated ≥ 0), so it stays a plain variable that a definition can hold.
        // A system guide's size is its owner's less insets kept ≥ 0; left free, a guide still
        // holding the last size's insets bends for a moment instead of clashing with the root.
        let sizeDomain: VariableDomain = views.count == 1 || isSystemGuide ? .unrestricted : .nonNegative
        let vars = ViewVariables(
            left: solver.makeVariable(named: "\(name).left"),
            top: solver.makeVariable(named: "\(name).top"),
            width: solver.makeVariable(named: "\(name).width", domain: sizeDomain),
            height: solver.makeVariable(named: "\(name).height", domain: sizeDomain))
        variables.append(vars)
        variableOwners[vars.left] = (id, .horizontalPosition)
        variableOwners[vars.width] = (id, .width)
        variableOwners[vars.top] = (id, .verticalPosition)
        variableOwners[vars.height] = (id, .height)
        return id
    }

    private func isValidViewName(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        // An ASCII name is checked byte by byte: its whitespace is tab to carriage return
        // and space (a CR LF pair, one Character, is whitespace either way).
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return !name.utf8.contains { (0x09...0x0D).contains($0) || $0 == 0x20 || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "|") }
        }
        return !name.contains(where: { $0.isWhitespace || $0 == "." || $0 == "|" })
    }

    /// The existing view name nearest to `name` by edit distance (ignoring case), if it is
    /// close enough to be a likely misspelling: a third of the candidate's length, at least
    /// one edit and at most eight.
    func closestViewName(to name: String) -> String? {
        closestName(to: name, among: views.map(\.name), ignoringCase: true) { candidate in
            max(1, min(8, candidate.count / 3))
        }
    }

    // MARK: - View properties

    /// Sets the view's intrinsic content size per axis (nil: none along that axis), which
    /// becomes `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the
    /// compression-resistance priority.
    /// `source` tags the intrinsic-size constraints (with the priorities' own sources, which
    /// win when set), so that a conflict points at the statement that made them.
    public func setIntrinsicContentSize(width: Double?, height: Double?, of name: String, source: SourceTag? = nil) throws(LayoutError) {
        let id = try contentView(named: name, for: "have an intrinsic size")
        func check(_ value: Double?, _ what: String) throws(LayoutError) {
            guard let value else { return }
            guard value.isFinite else { throw .nonFiniteValue("the \(what) of '\(name)'") }
            guard value >= 0 else { throw .invalidSize("the \(what) of '\(name)' cannot be negative (\(value.layoutDescription))") }
        }
        try check(width, "intrinsic width")
        try check(height, "intrinsic height")
        let before = (width: views[id.index].intrinsicWidth, height: views[id.index].intrinsicHeight)
        views[id.index].intrinsicWidth = width
        views[id.index].intrinsicHeight = height
        if let source { propertySources[id, default: .init()].intrinsic = source }
        // A new size on the same axes (a label's new text) changes the constants in place, as
        // UIKit updates its content-size constraints; new or dropped axes remake them.
        if (before.width == nil) == (width == nil), (before.height == nil) == (height == nil),
           try updateIntrinsicConstants(of: id) {
            return
        }
        try refreshIntrinsicConstraints(of: id)
    }

    /// Sets the content hugging priority along an axis (UIKit's default 250); `source` tags
    /// the hugging constraint.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis, of name: String,
                                          source: SourceTag? = nil) throws(LayoutError) {
        let id = try contentView(named: name, for: "hug its content")
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        views[id.index].contentHugging[axis] = priority
        if let source { propertySources[id, default: .init()].hugging[axis] = source }
        try refreshIntrinsicConstraints(of: id)
    }

    /// Sets the compression resistance priority along an axis (UIKit's default 750);
    /// `source` tags the compression resistance constraint.
    public func setCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis, of name: String,
                                                 source: SourceTag? = nil) throws(LayoutError) {
        let id = try contentView(named: name, for: "resist compression")
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        views[id.index].compressionResistance[axis] = priority
        if let source { propertySources[id, default: .init()].resistance[axis] = source }
        try refreshIntrinsicConstraints(of: id)
    }

    /// Sets the baselines: the first one `first` points below the top, the last one `last`
    /// points above the bottom (nil: the bottom, as a view without text).
    public func setBaselines(firstFromTop first: Double?, lastFromBottom last: Double?, of name: String) throws(LayoutError) {
        let id = try contentView(named: name, for: "have baselines")
        for value in [first, last] {
            if let value, !value.isFinite { throw .nonFiniteValue("a baseline offset of '\(name)'") }
        }
        views[id.index].firstBaselineOffset = first
        views[id.index].lastBaselineOffsetFromBottom = last
        try reinstall(baselineRecords) { records[$0].views.contains(id) }
    }

    /// Sets the view's alignment insets (`alignmentRectInsets`): its constraints and its
    /// intrinsic size place and measure the rectangle inside them, and its frame is that
    /// rectangle grown by them, as UIKit's `frame(forAlignmentRect:)` (a `UISwitch` draws past
    /// its alignment rectangle on the right). `source` tags nothing the engine makes.
    /// - Throws: ``LayoutError`` for an unknown view, a guide or a non-finite inset.
    /// With `directional`, left and right are the leading and trailing sides.
    public func setAlignmentInsets(_ insets: LayoutInsets, directional: Bool = false, of name: String) throws(LayoutError) {
        let id = try contentView(named: name, for: "have alignment insets")
        guard insets.sides.allSatisfy(\.isFinite) else { throw .nonFiniteValue("the alignment insets of '\(name)'") }
        views[id.index].alignmentInsets = insets
        views[id.index].alignmentInsetsAreDirectional = directional
        try refreshAutoresizingConstraints(of: id)
        // The subviews' translations measure this view's frame, its alignment rectangle
        // outset by these insets.
        for subview in views[id.index].subviews where views[subview.index].translatesAutoresizingMaskIntoConstraints {
            try refreshAutoresizingConstraints(of: subview)
        }
    }

    /// The view's alignment insets on its physical sides in this engine's direction.
    func frameInsets(ofView index: Int) -> LayoutInsets {
        var insets = views[index].alignmentInsets
        if views[index].alignmentInsetsAreDirectional, layoutDirection == .rightToLeft { swap(&insets.left, &insets.right) }
        return insets
    }

    /// Sets the frame the view was designed with, relative to its superview (nil: none).
    /// Layout passes report a misplaced view when the constraints put it elsewhere; with
    /// autoresizing translation on, it is the frame the mask's constraints keep.
    /// `source` tags its autoresizing constraints, unless the mask's has.
    public func setDesignedFrame(_ frame: LayoutRect?, of name: String, source: SourceTag? = nil) throws(LayoutError) {
        let id = try contentView(named: name, for: "have a designed frame")
        if let frame, !frame.isFinite { throw .nonFiniteValue("the designed frame of '\(name)'") }
        views[id.index].designedFrame = frame
        if let source { propertySources[id, default: .init()].frame = source }
        try refreshAutoresizingConstraints(of: id)
        // The subviews' translations measure this view's designed size.
        for subview in views[id.index].subviews where views[subview.index].translatesAutoresizingMaskIntoConstraints {
            try refreshAutoresizingConstraints(of: subview)
        }
    }

    /// Turns autoresizing-mask translation on or off. It is off by default, unlike views
    /// made in UIKit code, because a script's views are laid out by constraints; turn it on
    /// for a view that should keep a fixed frame (``setDesignedFrame(_:of:source:)``, the zero
    /// frame if none) the way its mask says, as a view given a frame in code beside
    /// constraints on it does (the classic conflict).
    /// `source` tags the translated constraints.
    public func setTranslatesAutoresizingMaskIntoConstraints(_ translates: Bool, of name: String, source: SourceTag? = nil) throws(LayoutError) {
        let id = try contentView(named: name, for: "translate an autoresizing mask")
        if let source { propertySources[id, default: .init()].autoresizing = source }
        guard id != root || !translates else { throw .rootViewCannot("translate an autoresizing mask: its size comes from the layout pass") }
        views[id.index].translatesAutoresizingMaskIntoConstraints = translates
        try refreshAutoresizingConstraints(of: id)
    }

    /// Makes the view's frame its superview's to set, as a table sets its cell's content
    /// view's (UIKit's `UIView-Encapsulated-Layout-…` constraints): `true` turns on
    /// autoresizing translation, whose constraints a conflict then breaks last; `false`
    /// leaves translation as it is, its constraints ordinary autoresizing ones.
    public func setEncapsulated(_ encapsulated: Bool, of name: String, source: SourceTag? = nil) throws(LayoutError) {
        let id = try contentView(named: name, for: "be encapsulated")
        guard id != root || !encapsulated else { throw .rootViewCannot("be encapsulated: its size comes from the layout pass") }
        views[id.index].isEncapsulated = encapsulated
        if encapsulated {
            try setTranslatesAutoresizingMaskIntoConstraints(true, of: name, source: source)
        }
    }

    /// Sets the autoresizing mask; `source` tags the translated constraints.
    public func setAutoresizingMask(_ mask: AutoresizingMask, of name: String, source: SourceTag? = nil) throws(LayoutError) {
        let id = try contentView(named: name, for: "have an autoresizing mask")
        if let source { propertySources[id, default: .init()].autoresizing = source }
        views[id.index].autoresizingMask = mask
        try refreshAutoresizingConstraints(of: id)
    }

    /// An attribute's value for a view whose frame is `frame` (in root coordinates for
    /// root-coordinate values): leading and trailing as this engine's direction has them
    /// (leading is the right edge right to left), baselines from the view's offsets (the
    /// bottom without them). Nil for `.notAnAttribute`.
    public func value(of attribute: LayoutAttribute, of view: String, in frame: LayoutRect) -> Double? {
        let found = self.view(named: view)
        return frame.value(of: attribute, direction: layoutDirection, firstBaselineOffset: found?.firstBaselineOffset,
                           lastBaselineOffsetFromBottom: found?.lastBaselineOffsetFromBottom)
    }

    /// Changes the layout direction; constraints on leading and trailing are re-made.
    public func setLayoutDirection(_ direction: LayoutDirection) throws(LayoutError) {
        guard direction != layoutDirection else { return }
        layoutDirection = direction
        try reinstall(records.indices) {
            records[$0].constraint.firstAttribute.isDirectional || records[$0].constraint.secondAttribute.isDirectional
        }
        // A frame kept by autoresizing holds an alignment rectangle whose sides just traded places.
        for index in views.indices where views[index].alignmentInsetsAreDirectional && views[index].translatesAutoresizingMaskIntoConstraints {
            try refreshAutoresizingConstraints(of: ViewID(Int32(index)))
        }
    }
}

/// A view's four solver variables, in root coordinates.
/// The source tags of the statements that set a view's generated constraints' properties.
struct PropertySources {
    var intrinsic: SourceTag?
    var hugging: [LayoutAxis: SourceTag] = [:]
    var resistance: [LayoutAxis: SourceTag] = [:]
    /// The mask's, or the translation's turning on.
    var autoresizing: SourceTag?
    var frame: SourceTag?
}

struct ViewVariables {
    var left: Variable
    var top: Variable
    var width: Variable
    var height: Variable
}
