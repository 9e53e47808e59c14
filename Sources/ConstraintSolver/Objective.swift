/// The objective: one row per priority level in use, compared lexicographically from
/// the highest priority down, so that no number of errors at a lower priority can
/// outweigh one error at a higher priority (kiwi sums weighted strengths instead).
///
/// Each level is dense over symbol ids: substituting a row into it costs the row's
/// length, with no merge. A min-heap of the symbols whose reduced cost changed gives the
/// lowest-id improving symbol (Bland's rule) without scanning every symbol.
///
/// Each symbol also knows how many levels give it a non-zero cost and the priority of the
/// highest of them (its lead), so that its sign is read at one level and its costs are
/// found without visiting the levels above its lead or below its last cost: a layout with
/// hundreds of distinct priorities costs about what one with a few does.
struct Objective {
    struct Level {
        var priority: Double
        var coefficients: [Double] = []
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []
    private var candidates = IndexHeap()
    private var isCandidate: [Bool] = []
    /// Per symbol: the number of levels where its cost is non-zero.
    private var costCount: [Int32] = []
    /// Per symbol: the priority of the highest level where its cost is non-zero (0: none;
    /// priorities are ≥ 1).
    private var leadPriority: [Double] = []

    /// The level for `priority`, made if it is new.
    mutating func level(for priority: Double) -> Int {
        let index = firstLevel(atOrBelow: priority)
        if index < levels.count, levels[index].priority == priority { return index }
        levels.insert(Level(priority: priority), at: index)
        return index
    }

    /// The index of the first level whose priority is at most `priority` (binary search:
    /// levels are sorted from the highest priority down).
    private func firstLevel(atOrBelow priority: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        return low
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
        let (old, new) = levels[level].coefficients.withUnsafeMutableBufferPointer { buffer in
            let old = buffer[index]
            let sum = old + delta
            buffer[index] = isNearZero(sum) ? 0 : sum
            return (old, buffer[index])
        }
        if (old == 0) != (new == 0) { noteCost(of: symbol, at: level, appeared: new != 0) }
        markChanged(symbol)
    }

    /// Keeps a symbol's cost count and lead when its cost at `level` becomes non-zero
    /// (`appeared`) or zero.
    private mutating func noteCost(of symbol: Int32, at level: Int, appeared: Bool) {
        let index = Int(symbol)
        if index >= costCount.count {
            costCount.append(contentsOf: repeatElement(0, count: index + 1 - costCount.count))
            leadPriority.append(contentsOf: repeatElement(0, count: index + 1 - leadPriority.count))
        }
        let priority = levels[level].priority
        if appeared {
            costCount[index] += 1
            if priority > leadPriority[index] { leadPriority[index] = priority }
            return
        }
        costCount[index] -= 1
        guard priority == leadPriority[index] else { return }
        leadPriority[index] = 0
        guard costCount[index] > 0 else { return }
        for below in (level + 1)..<levels.count where coefficient(below, symbol) != 0 {
            leadPriority[index] = levels[below].priority
            return
        }
    }

    /// Adds `k × row` at one level (the row's constant is not tracked: only reduced costs
    /// steer the simplex).
    mutating func add(_ row: Row, times k: Double, level: Int) {
        for cell in row.cells {
            add(k * cell.coefficient, to: cell.symbol, level: level)
        }
    }

    /// Replaces `symbol`, which has just become basic with `row`, at every level.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        takeCosts(of: symbol, replacingWith: row)
    }

    /// Forgets a symbol that left the system.
    mutating func clear(_ symbol: Int32) {
        takeCosts(of: symbol, replacingWith: nil)
    }

    /// Sets the symbol's non-zero costs to 0 (the row never holds the symbol again, so the
    /// lead is not looked for level by level), adding `cost × row` at each such level if
    /// a row is given. The row does not hold the symbol, so the additions leave the costs
    /// still to be taken as they are; no list of them is made.
    private mutating func takeCosts(of symbol: Int32, replacingWith row: Row?) {
        let index = Int(symbol)
        guard index < costCount.count, costCount[index] > 0 else { return }
        var remaining = Int(costCount[index])
        var level = firstLevel(atOrBelow: leadPriority[index])
        costCount[index] = 0
        leadPriority[index] = 0
        while remaining > 0, level < levels.count {
            let cost = coefficient(level, symbol)
            if cost != 0 {
                levels[level].coefficients[index] = 0
                remaining -= 1
                if let row { add(row, times: cost, level: level) }
            }
            level += 1
        }
    }

    /// -1 if entering the symbol improves the objective (its first non-zero reduced cost,
    /// from the highest priority down, is negative), +1 if it worsens it, 0 if it is free.
    func sign(of symbol: Int32) -> Int {
        let index = Int(symbol)
        guard index < costCount.count, costCount[index] > 0 else { return 0 }
        let cost = coefficient(levelOfLead(leadPriority[index]), symbol)
        return cost < 0 ? -1 : 1
    }

    /// The level of a lead priority: with a few levels a scan is cheaper than a search.
    @inline(__always)
    private func levelOfLead(_ priority: Double) -> Int {
        guard levels.count > 4 else {
            var level = 0
            while level < levels.count, levels[level].priority > priority { level += 1 }
            return level
        }
        return firstLevel(atOrBelow: priority)
    }

    /// Whether `cost(a) / ratioA` is lexicographically below `cost(b) / ratioB`; the dual
    /// simplex's entering rule. Levels above both symbols' leads are zero for both.
    func ratio(_ a: Int32, over ratioA: Double, isBelow b: Int32, over ratioB: Double) -> Bool {
        let start = levels.count > 4 ? firstLevel(atOrBelow: max(lead(of: a), lead(of: b))) : 0
        for level in start..<levels.count {
            let x = coefficient(level, a) / ratioA
            let y = coefficient(level, b) / ratioB
            if x < y - epsilon { return true }
            if x > y + epsilon { return false }
        }
        return false
    }

    private func lead(of symbol: Int32) -> Double {
        Int(symbol) < leadPriority.count ? leadPriority[Int(symbol)] : 0
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
