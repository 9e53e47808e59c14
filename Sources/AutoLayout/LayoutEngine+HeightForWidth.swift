import ConstraintSolver

// MARK: - Heights that follow widths

extension LayoutEngine {
    /// Makes the view's intrinsic height follow its solved width, as a multi-line UILabel's
    /// does (`preferredMaxLayoutWidth` left automatic): after each layout pass the engine asks
    /// `height(width)` at the width the view got, updates the intrinsic height in place and
    /// re-solves, with the system guides, until nothing changes (``maxSettleRounds``). Nil
    /// stops following.
    public func setHeightForWidth(_ height: ((Double) -> Double)?, of name: String) throws(LayoutError) {
        let id = try contentView(named: name, for: "have an intrinsic size")
        heightForWidth[id] = height
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
            guard let height = heightForWidth[id] else { continue }
            let wanted = height(max(0, solver.value(of: variables[id.index].width)))
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
