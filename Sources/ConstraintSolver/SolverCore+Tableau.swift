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
        for symbol in row.symbols { columns[Int(symbol)].append(slot) }
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

    /// The slots whose rows contain `symbol`, each once; compacts the stored column.
    mutating func column(_ symbol: Int32) -> [Int32] {
        stamp &+= 1
        var list: [Int32] = []
        swap(&list, &columns[Int(symbol)])
        var kept = 0
        for index in list.indices {
            let slot = list[index]
            guard basicOfSlot[Int(slot)] >= 0, slotStamps[Int(slot)] != stamp,
                rows[Int(slot)].contains(symbol)
            else { continue }
            slotStamps[Int(slot)] = stamp
            list[kept] = slot
            kept += 1
        }
        list.removeSubrange(kept...)
        columns[Int(symbol)] = list
        return list
    }

    /// Replaces `symbol` by `row` in every row that has it, the objective, and phase
    /// one's objective; rows whose restricted basic turns negative are queued for the dual
    /// simplex.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        let slots = column(symbol)
        columns[Int(symbol)] = []
        for slot in slots {
            let coefficient = rows[Int(slot)].coefficient(of: symbol)
            rows[Int(slot)].add(row, times: coefficient, removing: symbol, scratch: &scratch)
            for added in scratch.added { columns[Int(added)].append(slot) }
            scratch.added.removeAll(keepingCapacity: true)
            let basic = basicOfSlot[Int(slot)]
            if kinds[Int(basic)].isRestricted, rows[Int(slot)].constant < 0 {
                infeasible.append(basic)
            }
        }
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
        columns[Int(leaving)].append(slot)
        substitute(entering, with: row)
        rows[Int(slot)] = row
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
