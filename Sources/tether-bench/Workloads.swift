import ConstraintSolver

/// The workloads of the solver-performance notes, generated exactly as defined there so
/// that the figures compare with kiwi's: same variable creation order, same constraint
/// order, same term order, same edit variables, initial values and cycle values.
/// `Benchmarks/compare_kiwisolver.py` generates the same data and checks it against
/// `tether-bench solver --dump`.
enum WorkloadKind: String, CaseIterable, Sendable {
    case enaml, chain, grid, independent

    /// The workload at size `n` (`enaml` has one size).
    func make(n: Int) throws(BenchError) -> Workload {
        switch self {
        case .enaml: try EnamlLike.workload()
        case .chain: Workloads.chain(n)
        case .grid: Workloads.grid(n)
        case .independent: Workloads.independent(n)
        }
    }

    /// How many constraints the workload adds at size `n`, without building it.
    func constraintCount(n: Int) -> Int {
        switch self {
        case .enaml: EnamlLike.constraintCount
        case .chain: 3 * n + 1
        case .grid: 8 * Workloads.gridSide(n) * Workloads.gridSide(n)
        case .independent: 4 * n
        }
    }

    /// Whether the workload takes a size (`enaml` is fixed).
    var isSized: Bool { self != .enaml }
}

enum Workloads {
    // MARK: - W1 chain

    /// W1 chain(N): N views in a row, 8 apart, each wanting width 50 (weak) and at least 10,
    /// the row's right edge inside the container width `cw` (the edit variable).
    static func chain(_ n: Int) -> Workload {
        var w = Workload(name: "chain", n: n, label: "chain \(n)")
        let cw = w.variable("cw")
        var lefts: [Int32] = []
        var widths: [Int32] = []
        for i in 0 ..< n {
            lefts.append(w.variable("left_\(i)"))
            widths.append(w.variable("width_\(i)"))
        }
        w.edits = [(cw, 58 * Double(n))]
        for i in 0 ..< n {
            if i == 0 {
                w.add(.required, .equal, 0, (lefts[0], 1))
            } else {
                w.add(.required, .equal, -8, (lefts[i - 1], -1), (widths[i - 1], -1), (lefts[i], 1))
            }
            w.add(.required, .greaterThanOrEqual, -10, (widths[i], 1))
            w.add(.weak, .equal, -50, (widths[i], 1))
        }
        if let lastLeft = lefts.last, let lastWidth = widths.last {
            w.add(.required, .lessThanOrEqual, 0, (cw, -1), (lastLeft, 1), (lastWidth, 1))
        }
        let deltas: [Double] = [40, -100, 10, -30]
        let size = Double(n)
        w.cycleValues = { k in [58 * size - 8 + deltas[k % 4]] }
        w.checkAfterAdd = { values in
            var failures: [String] = []
            Check.expect(&failures, "cw", values[Int(cw)], 58 * size)
            Check.expectAll(&failures, "width", values, at: widths) { _ in 50 }
            Check.expectAll(&failures, "left", values, at: lefts) { 58 * Double($0) }
            Check.expect(&failures, "Σall", Check.sum(values), 58 * size + 58 * size * (size - 1) / 2 + 50 * size,
                         tolerance: Check.sumTolerance)
            return failures
        }
        w.checkAfterCycle = { values, k in
            // Which views shrink is not unique, so Σall is not checked; the totals are.
            var failures: [String] = []
            let shrink = min(deltas[k % 4], 0)
            Check.expect(&failures, "cw", values[Int(cw)], 58 * size - 8 + deltas[k % 4])
            if let lastLeft = lefts.last, let lastWidth = widths.last {
                Check.expect(&failures, "right edge", values[Int(lastLeft)] + values[Int(lastWidth)],
                             58 * size - 8 + shrink)
            }
            Check.expect(&failures, "Σwidth", Check.sum(widths.lazy.map { values[Int($0)] }), 50 * size + shrink,
                         tolerance: Check.sumTolerance)
            if let narrow = widths.firstIndex(where: { values[Int($0)] < 10 - Check.tolerance }) {
                failures.append("width[\(narrow)] = \(values[Int(widths[narrow])]) < 10")
            }
            return failures
        }
        return w
    }

    // MARK: - W2 grid

    /// s = round(√N): 32 for 1,000, 100 for 10,000, 316 for 100,000.
    static func gridSide(_ n: Int) -> Int {
        Int(Double(n).squareRoot().rounded())
    }

    /// W2 grid(N): an s×s grid of cells 8 apart; cells in a row share a width and cells in a
    /// column share a height; widths want 100 and heights 40 (weak), inside `cw` × `ch`.
    static func grid(_ n: Int) -> Workload {
        let s = gridSide(n)
        var w = Workload(name: "grid", n: n, label: "grid \(s)×\(s)")
        let cw = w.variable("cw")
        let ch = w.variable("ch")
        var left: [Int32] = [], top: [Int32] = [], width: [Int32] = [], height: [Int32] = []
        for r in 0 ..< s {
            for c in 0 ..< s {
                left.append(w.variable("left_\(r)_\(c)"))
                top.append(w.variable("top_\(r)_\(c)"))
                width.append(w.variable("width_\(r)_\(c)"))
                height.append(w.variable("height_\(r)_\(c)"))
            }
        }
        let side = Double(s)
        w.edits = [(cw, 108 * side + 20), (ch, 48 * side + 20)]
        func cell(_ r: Int, _ c: Int) -> Int { r * s + c }
        for r in 0 ..< s {
            for c in 0 ..< s {
                let here = cell(r, c)
                if c == 0 {
                    w.add(.required, .equal, -8, (left[here], 1))
                } else {
                    let before = cell(r, c - 1)
                    w.add(.required, .equal, -8, (left[before], -1), (width[before], -1), (left[here], 1))
                }
                if r == 0 {
                    w.add(.required, .equal, -8, (top[here], 1))
                } else {
                    let above = cell(r - 1, c)
                    w.add(.required, .equal, -8, (top[above], -1), (height[above], -1), (top[here], 1))
                }
                if c > 0 {
                    w.add(.required, .equal, 0, (width[cell(r, 0)], -1), (width[here], 1))
                }
                if r > 0 {
                    w.add(.required, .equal, 0, (height[cell(0, c)], -1), (height[here], 1))
                }
                w.add(.required, .greaterThanOrEqual, -10, (width[here], 1))
                w.add(.required, .greaterThanOrEqual, -10, (height[here], 1))
                w.add(.weak, .equal, -100, (width[here], 1))
                w.add(.weak, .equal, -40, (height[here], 1))
            }
        }
        for r in 0 ..< s {
            let last = cell(r, s - 1)
            w.add(.required, .lessThanOrEqual, 8, (cw, -1), (left[last], 1), (width[last], 1))
        }
        for c in 0 ..< s {
            let last = cell(s - 1, c)
            w.add(.required, .lessThanOrEqual, 8, (ch, -1), (top[last], 1), (height[last], 1))
        }
        let dw: [Double] = [40, -10 * side, 10, -30 * side]
        let dh: [Double] = [40, -5 * side, 10, -15 * side]
        let cycleValues: (Int) -> [Double] = { k in
            [108 * side + 8 + dw[k % 4], 48 * side + 8 + dh[k % 4]]
        }
        w.cycleValues = cycleValues

        // The unique solution: width = min(100, (cw − 8)/s − 8), height = min(40, (ch − 8)/s − 8).
        let check: ([Double], Double, Double) -> [String] = { values, cwValue, chValue in
            var failures: [String] = []
            let cellWidth = min(100, (cwValue - 8) / side - 8)
            let cellHeight = min(40, (chValue - 8) / side - 8)
            Check.expect(&failures, "cw", values[Int(cw)], cwValue)
            Check.expect(&failures, "ch", values[Int(ch)], chValue)
            Check.expectAll(&failures, "width", values, at: width) { _ in cellWidth }
            Check.expectAll(&failures, "height", values, at: height) { _ in cellHeight }
            Check.expectAll(&failures, "left", values, at: left) { 8 + Double($0 % s) * (cellWidth + 8) }
            Check.expectAll(&failures, "top", values, at: top) { 8 + Double($0 / s) * (cellHeight + 8) }
            let ramp = side * (side - 1) / 2
            let total = cwValue + chValue + side * (8 * side + ramp * (cellWidth + 8))
                + side * (8 * side + ramp * (cellHeight + 8)) + side * side * (cellWidth + cellHeight)
            Check.expect(&failures, "Σall", Check.sum(values), total, tolerance: Check.sumTolerance)
            return failures
        }
        w.checkAfterAdd = { values in check(values, 108 * side + 20, 48 * side + 20) }
        w.checkAfterCycle = { values, k in
            let sizes = cycleValues(k)
            return check(values, sizes[0], sizes[1])
        }
        return w
    }

    // MARK: - W3 independent

    /// W3 independent(N): N views, each with left, top, width and height fixed to constants
    /// by required constraints. Nothing couples them, so adding them must scale linearly.
    static func independent(_ n: Int) -> Workload {
        var w = Workload(name: "independent", n: n, label: "independent \(n)")
        var expected: [Double] = []
        expected.reserveCapacity(4 * n)
        for i in 0 ..< n {
            let fixed: [(String, Double)] = [
                ("left", 10 * Double(i % 100)), ("top", 10 * Double(i / 100)), ("width", 50), ("height", 20),
            ]
            for (name, value) in fixed {
                _ = w.variable("\(name)_\(i)")
                expected.append(value)
            }
        }
        for (index, value) in expected.enumerated() {
            w.add(.required, .equal, -value, (Int32(index), 1))
        }
        let (q, r) = (Double(n / 100), Double(n % 100))
        let total = 10 * (q * 4950 + r * (r - 1) / 2) + 10 * (100 * q * (q - 1) / 2 + r * q) + 70 * Double(n)
        let all = (0 ..< Int32(expected.count)).map { $0 }
        let frozen = expected
        let check: ([Double]) -> [String] = { values in
            var failures: [String] = []
            Check.expectAll(&failures, "value", values, at: all) { frozen[$0] }
            Check.expect(&failures, "Σall", Check.sum(values), total, tolerance: Check.sumTolerance)
            return failures
        }
        w.checkAfterAdd = check
        w.checkAfterCycle = { values, _ in check(values) }
        return w
    }
}
