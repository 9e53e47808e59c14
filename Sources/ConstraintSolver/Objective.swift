/// The objective: one row per priority level in use, compared lexicographically from
/// the highest priority down, so that no number of errors at a lower priority can
/// outweigh one error at a higher priority (kiwi sums weighted strengths instead).
///
/// Each level is dense over symbol ids: substituting a row into it costs the row's
/// length, with no merge. A min-heap of the symbols whose reduced cost changed gives the
/// lowest-id improving symbol (Bland's rule) without scanning every symbol.
struct Objective {
    struct Level {
        var priority: Double
        var coefficients: [Double] = []
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []
    private var candidates = IndexHeap()
    private var isCandidate: [Bool] = []

    /// The level for `priority`, made if it is new.
    mutating func level(for priority: Double) -> Int {
        var index = 0
        while index < levels.count, levels[index].priority > priority { index += 1 }
        if index < levels.count, levels[index].priority == priority { return index }
        levels.insert(Level(priority: priority), at: index)
        return index
    }

    @inline(__always)
    func coefficient(_ level: Int, _ symbol: Int32) -> Double {
        let index = Int(symbol)
        return index < levels[level].coefficients.count ? levels[level].coefficients[index] : 0
    }

    /// Adds `delta` to a symbol's cost at one level.
    mutating func add(_ delta: Double, to symbol: Int32, level: Int) {
        let index = Int(symbol)
        if index >= levels[level].coefficients.count {
            levels[level].coefficients.append(
                contentsOf: repeatElement(0, count: index + 1 - levels[level].coefficients.count))
        }
        let sum = levels[level].coefficients[index] + delta
        levels[level].coefficients[index] = isNearZero(sum) ? 0 : sum
        markChanged(symbol)
    }

    /// Adds `k × row` at one level (the row's constant is not tracked: only reduced costs
    /// steer the simplex).
    mutating func add(_ row: Row, times k: Double, level: Int) {
        for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
            add(k * coefficient, to: symbol, level: level)
        }
    }

    /// Replaces `symbol`, which has just become basic with `row`, at every level.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        for level in levels.indices {
            let cost = coefficient(level, symbol)
            guard cost != 0 else { continue }
            levels[level].coefficients[Int(symbol)] = 0
            add(row, times: cost, level: level)
        }
    }

    /// Forgets a symbol that left the system.
    mutating func clear(_ symbol: Int32) {
        for level in levels.indices where Int(symbol) < levels[level].coefficients.count {
            levels[level].coefficients[Int(symbol)] = 0
        }
    }

    /// -1 if entering the symbol improves the objective (its first non-zero reduced cost,
    /// from the highest priority down, is negative), +1 if it worsens it, 0 if it is free.
    func sign(of symbol: Int32) -> Int {
        for level in levels.indices {
            let cost = coefficient(level, symbol)
            if cost < -epsilon { return -1 }
            if cost > epsilon { return 1 }
        }
        return 0
    }

    /// Whether `cost(a) / ratioA` is lexicographically below `cost(b) / ratioB`; the dual
    /// simplex's entering rule.
    func ratio(_ a: Int32, over ratioA: Double, isBelow b: Int32, over ratioB: Double) -> Bool {
        for level in levels.indices {
            let x = coefficient(level, a) / ratioA
            let y = coefficient(level, b) / ratioB
            if x < y - epsilon { return true }
            if x > y + epsilon { return false }
        }
        return false
    }

    // MARK: - Candidates

    private mutating func markChanged(_ symbol: Int32) {
        let index = Int(symbol)
        if index >= isCandidate.count {
            isCandidate.append(contentsOf: repeatElement(false, count: index + 1 - isCandidate.count))
        }
        guard !isCandidate[index] else { return }
        isCandidate[index] = true
        candidates.push(symbol)
    }

    /// The lowest-id symbol whose entry improves the objective. Every symbol whose cost
    /// changed since it was last looked at is in the heap, so a symbol not in it cannot
    /// improve the objective.
    mutating func popImprovingSymbol() -> Int32? {
        while let symbol = candidates.pop() {
            isCandidate[Int(symbol)] = false
            if sign(of: symbol) < 0 { return symbol }
        }
        return nil
    }
}
