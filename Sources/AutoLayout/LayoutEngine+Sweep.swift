import ConstraintSolver

// MARK: - Sweeping the root's width

/// What stays fixed along a sweep.
private struct SweepSettings {
    var height: Double
    var safeAreaInsets: LayoutInsets
    var margins: RootMarginSchedule
    var keyboardHeight: Double
    var upper: Double
}

extension LayoutEngine {
    /// The layout at every root width in `widths`, as pieces inside each of which every
    /// view's frame is affine in the width — exact boundaries, not samples: "the title is
    /// squeezed below a root width of 351.5".
    ///
    /// The sweep lays out at the first width as ``layout(width:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``
    /// does, then steps from basis to basis: the solver's sensitivity to the root width (the
    /// constant of the root-width equality, and of the root's own guides' edges, which move
    /// with it) says how far the current basis stays optimal and how fast each variable
    /// moves; at the end one dual simplex pivot gives the next basis. A piece also ends
    /// where the engine changes something itself: a root guide's kink (the readable width
    /// reached), a step of the root's minimum margin, and — found by bisection to within
    /// ``WidthSweep/tolerance`` — a view's safe area or margins changing, a text height
    /// changing with its width (``setHeightForWidth(_:of:)``: its line breaks are not known
    /// in advance), or a broken constraint that fits again. The cost is that of the pivots
    /// and of reading the frames once per piece; no piece is solved from scratch.
    ///
    /// The engine is not changed: the sweep runs on a copy. At most ``maxSweepPieces``
    /// pieces are made; the last then ends with ``WidthSweep/Boundary/limit``.
    ///
    /// - Throws: ``LayoutError`` for a width, height, inset or margin that is negative or
    ///   not finite.
    public func sweepRootWidth(
        over widths: ClosedRange<Double>, height: Double, safeAreaInsets: LayoutInsets = .zero,
        rootMinimumMargin margins: RootMarginSchedule = RootMarginSchedule(16), keyboardHeight: Double = 0
    ) throws(LayoutError) -> WidthSweep {
        guard widths.lowerBound.isFinite, widths.upperBound.isFinite else { throw .nonFiniteValue("a sweep's root width") }
        guard widths.lowerBound >= 0 else {
            throw .invalidSize("the root width cannot be negative (\(widths.lowerBound.layoutDescription))")
        }
        for margin in [margins.margin] + margins.steps.map(\.margin) + margins.steps.map(\.width) {
            guard margin.isFinite, margin >= 0 else {
                throw .invalidSize("a margin step must be a finite number ≥ 0 (\(margin.layoutDescription))")
            }
        }
        let settings = SweepSettings(
            height: height, safeAreaInsets: safeAreaInsets, margins: margins, keyboardHeight: keyboardHeight,
            upper: widths.upperBound)
        let engine = copy()
        return WidthSweep(widths: widths, pieces: try engine.sweepPieces(from: widths.lowerBound, settings))
    }

    /// The sweep itself, on this engine (a copy).
    private func sweepPieces(from lower: Double, _ settings: SweepSettings) throws(LayoutError) -> [WidthSweep.Piece] {
        var pieces: [WidthSweep.Piece] = []
        var isSettled = try settle(atWidth: lower, settings)
        // The piece's first width, and where the solver is (a little past it after a conflict).
        var width = lower
        var solverWidth = lower
        // Each round makes a piece or moves past a vanishing one; past the limit it stops.
        let limit = max(1, maxSweepPieces)
        for _ in 0..<(4 * limit) {
            guard pieces.count < limit else { break }
            if try !pivotTowards(rootDirection(atWidth: solverWidth, settings)) {
                // Past here a required constraint cannot hold: the engine breaks one, a hair on
                // (a little further each time, should one break not be enough).
                if let last = pieces.indices.last { pieces[last].boundary = .conflict }
                solverWidth = max(solverWidth, width) + conflictStep(at: width)
                isSettled = try settle(atWidth: solverWidth, settings)
                continue
            }
            let direction = rootDirection(atWidth: solverWidth, settings)
            let sensitivity = try solverSensitivity(along: direction)
            width = max(width, solverWidth + sensitivity.range.lowerBound)
            var (end, boundary) = pieceEnd(from: solverWidth, reach: sensitivity.range.upperBound, settings)
            if end - width <= WidthSweep.tolerance * 1e-3 * max(1, width), boundary == .basisChange {
                // A basis that holds for no width at all: move on without a piece.
                try moveRoot(toWidth: end, settings)
                (width, solverWidth) = (end, end)
                continue
            }
            let frames = sweptFrames(sensitivity, offset: width - solverWidth)
            var isExact = isSettled
            try moveRoot(toWidth: end, settings)
            if try engineWouldChange() {
                let found = try locateEngineChange(from: width, to: end, settings)
                if found - width <= 2 * WidthSweep.tolerance * max(1, width) {
                    // It changes from the very start: continuously, not at one width.
                    isExact = false
                    try moveRoot(toWidth: end, settings)
                } else {
                    (end, boundary) = (found, .engineChange)
                    try moveRoot(toWidth: end, settings)
                }
            }
            pieces.append(WidthSweep.Piece(
                widths: width...end, views: frames.views, guides: frames.guides, boundary: boundary, isExact: isExact))
            guard boundary != .end else { return pieces }
            if boundary != .basisChange && boundary != .rootGuide || !isExact {
                isSettled = try settle(atWidth: end, settings)
            }
            (width, solverWidth) = (end, end)
        }
        if let last = pieces.indices.last { pieces[last].boundary = .limit }
        return pieces
    }

    /// Pivots a sweep may take to leave a degenerate vertex before it counts the constraints
    /// as unable to hold past it: far more than any tableau needs (each pivot leaves one row
    /// and never returns to a basis while the objective holds).
    private var maxSweepPivots: Int { 64 + 2 * records.count }

    /// How far past a conflict the sweep lays out to let the engine break a constraint: a
    /// thousandth of ``WidthSweep/tolerance`` of the width (at least of a point).
    private func conflictStep(at width: Double) -> Double {
        WidthSweep.tolerance * 1e-3 * max(1, width)
    }

    /// A layout pass at `width` (with the margin the schedule gives there); whether the
    /// guides and text heights settled.
    private func settle(atWidth width: Double, _ settings: SweepSettings) throws(LayoutError) -> Bool {
        try settle(width: width, height: settings.height, safeAreaInsets: settings.safeAreaInsets,
                   rootMinimumMargin: settings.margins.margin(atWidth: width), keyboardHeight: settings.keyboardHeight) == nil
    }

    /// The end of the piece starting at `width`: the basis's reach, the next kink of a root
    /// guide, the next margin step or the last width, whichever comes first.
    private func pieceEnd(from width: Double, reach: Double, _ settings: SweepSettings) -> (Double, WidthSweep.Boundary) {
        var end = settings.upper
        var boundary = WidthSweep.Boundary.end
        let candidates: [(Double?, WidthSweep.Boundary)] = [
            (width + reach, .basisChange), (nextRootGuideKink(after: width), .rootGuide),
            (settings.margins.nextStep(after: width), .marginStep),
        ]
        for case let (candidate?, kind) in candidates where candidate < end {
            (end, boundary) = (candidate, kind)
        }
        return (end, boundary)
    }

    // MARK: The root and its guides along the sweep

    /// Moves the root to `width`, and its guides' edges to their insets there, keeping the
    /// pass's margin: what a layout pass does to them.
    private func moveRoot(toWidth width: Double, _ settings: SweepSettings) throws(LayoutError) {
        try setRootSize(width: width, height: settings.height, safeAreaInsets: settings.safeAreaInsets,
                        rootMinimumMargin: rootMinimumMargin, keyboardHeight: settings.keyboardHeight)
        for kind in SystemGuide.allCases where systemGuides[SystemGuideKey(owner: root, kind: kind)] != nil {
            try setEdges(of: SystemGuideKey(owner: root, kind: kind),
                         to: rootGuideInsets(kind, width: width, height: settings.height))
        }
    }

    /// The widths where a root guide's insets change their rate: where the margins meet
    /// (`fitting`), and where the readable guide reaches ``readableWidth``.
    private func rootGuideKinks() -> [Double] {
        let hasMargins = systemGuides[SystemGuideKey(owner: root, kind: .margins)] != nil
        let hasReadable = systemGuides[SystemGuideKey(owner: root, kind: .readable)] != nil
        guard hasMargins || hasReadable else { return [] }
        let margins = marginInsets(of: root)
        let sides = margins.left + margins.right
        return hasReadable ? [sides, sides + readableWidth] : [sides]
    }

    private func nextRootGuideKink(after width: Double) -> Double? {
        rootGuideKinks().filter { $0 > width + WidthSweep.tolerance * 1e-3 * max(1, width) }.min()
    }

    /// The direction the solver's constants move in per point of root width: the root-width
    /// equality's (the normal form `root.width - w` carries the constant as `-w`) and each
    /// root guide edge's, its rate until the next kink (the edge `guide.left == root.left + l`
    /// carries `-l`).
    private func rootDirection(atWidth width: Double, _ settings: SweepSettings) -> [(ConstraintID, Double)] {
        var direction: [(ConstraintID, Double)] = []
        if let id = records[rootRecords[2]].solverID { direction.append((id, -1)) }
        // The insets are affine up to the next kink: their slope over a step short of it.
        let step = min(1, ((nextRootGuideKink(after: width) ?? width + 2) - width) / 2)
        guard step > 0 else { return direction }
        for kind in SystemGuide.allCases {
            guard let entry = systemGuides[SystemGuideKey(owner: root, kind: kind)] else { continue }
            let here = rootGuideInsets(kind, width: width, height: settings.height)
            let there = rootGuideInsets(kind, width: width + step, height: settings.height)
            // The edges' constants are top, left, -bottom, -right.
            let rates = [
                (there.top - here.top) / step, (there.left - here.left) / step,
                -(there.bottom - here.bottom) / step, -(there.right - here.right) / step,
            ]
            for (index, rate) in zip(entry.edges, rates) where Swift.abs(rate) > 1e-12 {
                guard let id = records[index].solverID else { continue }
                direction.append((id, -rate))
            }
        }
        return direction
    }

    /// The solver's pivots to a basis that holds for wider roots; false if none does.
    private func pivotTowards(_ direction: [(ConstraintID, Double)]) throws(LayoutError) -> Bool {
        do {
            return try solver.pivotTowards(direction, maxPivots: maxSweepPivots)
        } catch {
            throw .internalInconsistency("\(error)")
        }
    }

    private func solverSensitivity(along direction: [(ConstraintID, Double)]) throws(LayoutError) -> ConstantSensitivity {
        do {
            return try solver.sensitivity(along: direction)
        } catch {
            throw .internalInconsistency("\(error)")
        }
    }

    // MARK: Changes the engine makes itself

    /// Whether a layout pass here would change a view's (not the root's) guide, a text
    /// height or restore a broken constraint.
    private func engineWouldChange() throws(LayoutError) -> Bool {
        for (key, entry) in systemGuides where key.owner != root && !guideInsets(key).isClose(to: entry.insets) {
            return true
        }
        for id in Array(heightForWidth.keys) {
            guard let wanted = height(of: id, atWidth: max(0, solver.value(of: variables[id.index].width))) else { continue }
            guard wanted.isFinite, wanted >= 0 else { continue }
            if wanted != views[id.index].intrinsicHeight { return true }
        }
        return brokenGroupFits()
    }

    /// Whether some broken constraint (with its group) would fit now, tried on one copy of
    /// the solver that explains nothing (a refused constraint leaves it as it was).
    private func brokenGroupFits() -> Bool {
        var trial: Solver?
        for index in records.indices where records[index].state == .broken {
            let copy = trial ?? solver.copy(explainingConflicts: false)
            trial = copy
            var added = 0
            do {
                for member in breakingGroup(of: index) {
                    try copy.add(solverConstraint(forRecord: member))
                    added += 1
                }
                return true
            } catch {
                // Part of a group went in: the next group needs a fresh copy.
                if added > 0 { trial = nil }
            }
        }
        return false
    }

    /// The first width in `(start, end]` where a layout pass would change something, given
    /// that none would at `start` and one would at `end`: bisection, the root moved inside
    /// one basis, to within ``WidthSweep/tolerance``.
    private func locateEngineChange(from start: Double, to end: Double, _ settings: SweepSettings) throws(LayoutError) -> Double {
        var (unchanged, changed) = (start, end)
        while changed - unchanged > WidthSweep.tolerance * max(1, Swift.abs(changed)) {
            let middle = (unchanged + changed) / 2
            try moveRoot(toWidth: middle, settings)
            if try engineWouldChange() { changed = middle } else { unchanged = middle }
        }
        return changed
    }

    // MARK: Frames

    /// Every view's and guide's frame, affine in the width from `offset` points past where
    /// the solver is.
    private func sweptFrames(_ sensitivity: ConstantSensitivity, offset: Double) -> (views: [SweptFrame], guides: [SweptFrame]) {
        func affine(_ variable: Variable) -> WidthAffine {
            let rate = sensitivity.rate(of: variable)
            return WidthAffine(value: solver.value(of: variable) + rate * offset, rate: rate)
        }
        let absolute = variables.map { v in
            WidthAffineRect(x: affine(v.left), y: affine(v.top), width: affine(v.width), height: affine(v.height))
        }
        var result: (views: [SweptFrame], guides: [SweptFrame]) = ([], [])
        for index in views.indices {
            let view = views[index]
            var frame = absolute[index]
            if let superview = view.superview {
                frame.x = frame.x - absolute[superview.index].x
                frame.y = frame.y - absolute[superview.index].y
            }
            let swept = SweptFrame(
                name: view.name, superview: view.superview.map { views[$0.index].name }, frame: frame,
                absolute: absolute[index])
            if view.isGuide { result.guides.append(swept) } else { result.views.append(swept) }
        }
        return result
    }
}

extension LayoutInsets {
    /// Equal but for round-off below a millionth of a point.
    fileprivate func isClose(to other: LayoutInsets) -> Bool {
        zip(sides, other.sides).allSatisfy { Swift.abs($0 - $1) <= WidthSweep.tolerance }
    }
}
