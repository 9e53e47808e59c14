// MARK: - Rows, columns and pivots

extension SolverCore {
    /// Puts `row` into the tableau as the row of `basic`.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOfSlot[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOfSlot.append(basic)
            slotStamps.append(0)
        }
        slotOfSymbol[Int(basic)] = slot
        for cell in row.cells { record(slot, inColumnOf: cell.symbol) }
        liveRows += 1
        return slot
    }

    /// Takes a row out of the tableau; its column entries go stale and are dropped on use.
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> Row {
        let basic = basicOfSlot[Int(slot)]
        slotOfSymbol[Int(basic)] = -1
        basicOfSlot[Int(slot)] = -1
        var row = Row()
        swap(&row, &rows[Int(slot)])
        freeSlots.append(slot)
        liveRows -= 1
        return row
    }

    /// Notes that the row in `slot` now holds `symbol`. Entries go stale when a row drops
    /// the symbol; a column that has doubled since it was last compacted is compacted now,
    /// so stale entries cost amortised O(1) and never pile up (a chain's long rows would
    /// otherwise leave hundreds of megabytes of them over a few hundred pivots).
    @inline(__always)
    mutating func record(_ slot: Int32, inColumnOf symbol: Int32) {
        columns[Int(symbol)].append(slot)
        if columns[Int(symbol)].count > Int(columnLimits[Int(symbol)]) {
            let live = column(symbol).count
            columnLimits[Int(symbol)] = Int32(max(16, 2 * live))
        }
    }

    /// The slots whose rows contain `symbol`, each once; compacts the stored column.
    mutating func column(_ symbol: Int32) -> [Int32] {
        stamp &+= 1
        var list: [Int32] = []
        swap(&list, &columns[Int(symbol)])
        let stamp = stamp
        let kept = list.withUnsafeMutableBufferPointer { list in
            slotStamps.withUnsafeMutableBufferPointer { stamps in
                var kept = 0
                for index in list.indices {
                    let slot = Int(list[index])
                    guard basicOfSlot[slot] >= 0, stamps[slot] != stamp, rows[slot].contains(symbol) else { continue }
                    stamps[slot] = stamp
                    list[kept] = Int32(slot)
                    kept += 1
                }
                return kept
            }
        }
        if kept < list.count { list.removeLast(list.count - kept) }
        columns[Int(symbol)] = list
        return list
    }

    /// Replaces `symbol` by `row` in every row that has it, the objective, and phase
    /// one's objective; rows whose restricted basic turns negative are queued for the dual
    /// simplex.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        // The symbol leaves every row, so its column is taken whole (no compaction) and
        // handed back empty with its buffer. A row met twice no longer holds the symbol the
        // second time, so duplicates need no marking (and the stamps are not safe here:
        // `record` may compact another column in the middle of this loop).
        var slots: [Int32] = []
        swap(&slots, &columns[Int(symbol)])
        for slot in slots {
            guard basicOfSlot[Int(slot)] >= 0, rows[Int(slot)].substitute(symbol, with: row, scratch: &scratch) else {
                continue
            }
            if !scratch.added.isEmpty {
                for added in scratch.added { record(slot, inColumnOf: added) }
                scratch.added.removeAll(keepingCapacity: true)
            }
            let basic = basicOfSlot[Int(slot)]
            if kinds[Int(basic)].isRestricted, rows[Int(slot)].constant < 0 {
                infeasible.append(basic)
            }
        }
        slots.removeAll(keepingCapacity: true)
        columns[Int(symbol)] = slots
        columnLimits[Int(symbol)] = 16
        objective.substitute(symbol, with: row)
        if artificial != nil, let coefficient = artificial.map({ $0.coefficient(of: symbol) }), coefficient != 0 {
            artificial?.add(row, times: coefficient, removing: symbol, scratch: &scratch)
            scratch.added.removeAll(keepingCapacity: true)
        }
    }

    /// Exchanges the basic symbol of `slot` for `entering`.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        let leaving = basicOfSlot[Int(slot)]
        var row = Row()
        swap(&row, &rows[Int(slot)])
        row.solve(for: entering, replacing: leaving)
        basicOfSlot[Int(slot)] = entering
        slotOfSymbol[Int(entering)] = slot
        slotOfSymbol[Int(leaving)] = -1
        // Back in its slot before any column is compacted; it no longer holds `entering`,
        // so the substitution passes it by.
        rows[Int(slot)] = row
        record(slot, inColumnOf: leaving)
        substitute(entering, with: row)
        pivotCount += 1
        if isLoggingPivots { pivotLog.append((leaving, entering)) }
    }

    /// Undoes the pivots logged since `mark`, newest first, restoring the basis.
    mutating func undoPivots(to mark: Int) {
        let wasLogging = isLoggingPivots
        isLoggingPivots = false
        while pivotLog.count > mark {
            let (leaving, entering) = pivotLog.removeLast()
            let slot = slotOfSymbol[Int(entering)]
            guard slot >= 0 else { continue }
            pivot(slot, entering: leaving)
        }
        isLoggingPivots = wasLogging
        infeasible.removeAll(keepingCapacity: true)
    }

    /// The primal ratio test: the restricted row that limits how far `entering` can grow,
    /// lowest basic id on ties (Bland's rule), or -1 if nothing limits it.
    mutating func leavingSlot(for entering: Int32) -> Int32 {
        var best: Int32 = -1
        var bestBasic: Int32 = .max
        var bestRatio = Double.infinity
        for slot in column(entering) {
            let basic = basicOfSlot[Int(slot)]
            guard kinds[Int(basic)].isRestricted else { continue }
            let coefficient = rows[Int(slot)].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[Int(slot)].constant / coefficient
            if ratio < bestRatio - epsilon || (ratio <= bestRatio + epsilon && basic < bestBasic) {
                best = slot
                bestBasic = basic
                bestRatio = min(ratio, bestRatio)
            }
        }
        return best
    }

    /// The number of non-zero cells in the tableau.
    var cellCount: Int {
        var total = 0
        for slot in rows.indices where basicOfSlot[slot] >= 0 { total += rows[slot].count }
        return total
    }
}
