// MARK: - Where a condition holds along a sweep

extension WidthSweep {
    /// The root widths where every function `condition` gives for a piece is above 0, as
    /// closed intervals in increasing order, merged across
    /// pieces. Each function must be affine in the piece (made of its frames with `+`, `-`
    /// and scaling), so each crossing of 0 is found exactly; a function that stays within
    /// ``tolerance`` of 0 over a piece counts as 0 there. A piece for which `condition`
    /// gives nil counts as not holding.
    public func widths(whereAllPositive condition: (Piece) -> [WidthAffine]?) -> [ClosedRange<Double>] {
        var found: [ClosedRange<Double>] = []
        for piece in pieces {
            guard let functions = condition(piece) else { continue }
            var interval: ClosedRange<Double>? = piece.widths
            for function in functions {
                guard let current = interval else { break }
                interval = Self.intersection(current, Self.positiveWidths(in: piece, of: function))
            }
            if let interval { found.append(interval) }
        }
        return Self.merged(found)
    }

    /// The root widths where some function `condition` gives for a piece is below 0; see ``widths(whereAllPositive:)``.
    public func widths(whereAnyNegative condition: (Piece) -> [WidthAffine]?) -> [ClosedRange<Double>] {
        var found: [ClosedRange<Double>] = []
        for piece in pieces {
            guard let functions = condition(piece) else { continue }
            for function in functions {
                let negated = WidthAffine(value: -function.value, rate: -function.rate)
                if let interval = Self.positiveWidths(in: piece, of: negated) { found.append(interval) }
            }
        }
        return Self.merged(found)
    }

    /// The root widths where the view (or guide) is narrower than `needed`: a label too
    /// narrow for its text.
    public func widths(where name: String, isNarrowerThan needed: Double) -> [ClosedRange<Double>] {
        widths(whereAnyNegative: { piece in piece.frame(of: name).map { [$0.absolute.width - needed] } })
    }

    /// The root widths where the view (or guide) is shorter than `needed`.
    public func widths(where name: String, isShorterThan needed: Double) -> [ClosedRange<Double>] {
        widths(whereAnyNegative: { piece in piece.frame(of: name).map { [$0.absolute.height - needed] } })
    }

    /// The root widths where two views' frames intersect, as `CGRect.intersects` says: they
    /// share an area, not only an edge, and neither is empty.
    public func widthsWhereFramesIntersect(_ first: String, _ second: String) -> [ClosedRange<Double>] {
        widths(whereAllPositive: { piece in
            guard let a = piece.frame(of: first)?.absolute, let b = piece.frame(of: second)?.absolute else { return nil }
            return [a.width, a.height, b.width, b.height, a.maxX - b.x, b.maxX - a.x, a.maxY - b.y, b.maxY - a.y]
        })
    }

    /// The root widths where the view extends past the root's bounds on some side.
    public func widthsWhereOutsideRoot(_ name: String) -> [ClosedRange<Double>] {
        widths(whereAnyNegative: { piece in
            guard let frame = piece.frame(of: name)?.absolute, let root = piece.views.first?.absolute else { return nil }
            return [frame.x - root.x, frame.y - root.y, root.maxX - frame.maxX, root.maxY - frame.maxY]
        })
    }

    // MARK: Intervals

    /// The widths of the piece where `function` is above 0: one interval, since the function
    /// is affine, ending exactly where it crosses 0; nil if it is nowhere above
    /// ``tolerance`` (round-off around 0 is 0).
    static func positiveWidths(in piece: Piece, of function: WidthAffine) -> ClosedRange<Double>? {
        let start = piece.widths.lowerBound
        let end = piece.widths.upperBound
        guard max(function.value, function.value(atOffset: end - start)) > tolerance else { return nil }
        guard function.rate != 0 else { return piece.widths }
        // Where value + rate × (w - start) is 0.
        let crossing = start - function.value / function.rate
        let interval = function.rate > 0 ? (max(start, crossing), end) : (start, min(end, crossing))
        return interval.0 <= interval.1 ? interval.0...interval.1 : nil
    }

    private static func intersection(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>?) -> ClosedRange<Double>? {
        guard let b else { return nil }
        let lower = max(a.lowerBound, b.lowerBound)
        let upper = min(a.upperBound, b.upperBound)
        return lower <= upper ? lower...upper : nil
    }

    /// The intervals sorted and joined where they touch (within ``tolerance``); single
    /// points, where a function only touches its threshold, are dropped.
    static func merged(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        for interval in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, interval.lowerBound <= last.upperBound + tolerance {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, interval.upperBound)
            } else {
                result.append(interval)
            }
        }
        return result.filter { $0.upperBound - $0.lowerBound > tolerance }
    }
}
