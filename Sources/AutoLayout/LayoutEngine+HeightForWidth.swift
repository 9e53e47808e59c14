import ConstraintSolver

// MARK: - Heights that follow widths

extension LayoutEngine {
    /// Makes the view's intrinsic height follow its solved width, as a multi-line UILabel's
    /// does (`preferredMaxLayoutWidth` left automatic): after each layout pass the engine asks
    /// `height(width)` at the width the view got, updates the intrinsic height in place and
    /// re-solves, with the system guides, until nothing changes (``maxSettleRounds``). Nil
    /// stops following. `height` must depend on the width alone: the engine keeps its
    /// answers per width (each pass asks at least twice, mostly at a width asked before),
    /// in its own state, so that a copy of the engine shares nothing with it.
    public func setHeightForWidth(_ height: ((Double) -> Double)?, of name: String) throws(LayoutError) {
        let id = try contentView(named: name, for: "have an intrinsic size")
        heightForWidth[id] = height.map { HeightFollowingWidth(height: $0) }
    }

    /// The height the view's text takes at `width`, remembered.
    func height(of id: ViewID, atWidth width: Double) -> Double? {
        heightForWidth[id]?.height(atWidth: width)
    }

    /// The text the view named `name` shows (``View/text``), read without copying the view.
    package func text(ofView name: String) -> TextContent? {
        idOfName[name].flatMap { views.indices.contains($0.index) ? views[$0.index].text : nil }
    }

    /// Sets the text a view shows, for pictures (``View/text``).
    public func setText(_ text: TextContent?, of name: String) throws(LayoutError) {
        let id = try contentView(named: name, for: "show text")
        views[id.index].text = text
    }

    /// One round: each following view's intrinsic height brought to its height at its
    /// current width. Whether any changed.
    func refreshHeightsForWidths() throws(LayoutError) -> Bool {
        var changed = false
        for id in heightForWidth.keys.sorted() {
            guard let wanted = height(of: id, atWidth: max(0, solver.value(of: variables[id.index].width))) else { continue }
            guard wanted.isFinite, wanted >= 0, wanted != views[id.index].intrinsicHeight else { continue }
            changed = true
            try updateIntrinsicHeight(of: id, to: wanted)
        }
        return changed
    }

    /// Changes the intrinsic height in place: the constants of its hugging and compression
    /// resistance constraints, without remaking them (or makes them, the first time).
    func updateIntrinsicHeight(of id: ViewID, to height: Double) throws(LayoutError) {
        let hadHeight = views[id.index].intrinsicHeight != nil
        views[id.index].intrinsicHeight = height
        guard hadHeight else {
            try refreshIntrinsicConstraints(of: id)
            return
        }
        for index in intrinsicRecords[id] ?? [] {
            switch records[index].constraint.origin {
            case .contentHugging(_, .vertical), .compressionResistance(_, .vertical): break
            default: continue
            }
            try setConstant(ofRecord: index, to: height)
        }
    }
}

/// A height that follows the width (``LayoutEngine/setHeightForWidth(_:of:)``) and its
/// answers at the widths asked so far: at most ``capacity``, past which it starts again.
struct HeightFollowingWidth {
    /// How many widths are kept.
    static let capacity = 16
    let height: (Double) -> Double
    private var known: [Double: Double] = [:]

    init(height: @escaping (Double) -> Double) {
        self.height = height
    }

    /// The height at `width`, asked of ``height`` the first time.
    mutating func height(atWidth width: Double) -> Double {
        if let known = known[width] { return known }
        let result = height(width)
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        known[width] = result
        return result
    }
}
