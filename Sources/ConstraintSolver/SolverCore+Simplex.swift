// MARK: - Adding and removing rows; primal and dual simplex

extension SolverCore {
    /// The outcome of putting a required constraint's row into the tableau.
    enum Insertion {
        case added
        /// The row cannot hold with the required rows already there. `suspects` are the
        /// constraints whose markers the failed row was combined from: a superset of a
        /// minimal conflict, to be minimised.
        case conflict(suspects: Suspects)
    }

    /// Puts a constraint into the tableau: into the entry of an identical constraint if
    /// there is one, else as a new row (Cassowary's createRow), choosing its subject and
    /// re-optimising. On a conflict the tableau is left as it was.
    mutating func insertIntoTableau(_ index: Int32, mayShare: Bool = true) throws(SolverError) -> Insertion {
        let constraint = records[Int(index)].constraint
        let (constant, dependencies) = expandDefinitions(of: constraint.expression)
        let key = records[Int(index)].isEdit || !mayShare ? nil : expandedKey(constraint, constant: constant)
        if let key, let entryIndex = entryOfKey[key] {
            variableSums.reset()
            entries[Int(entryIndex)].members.append(index)
            if !constraint.priority.isRequired { reweigh(entryIndex, by: 1) }
            finishInsertion(of: index, entry: entryIndex, dependencies: dependencies)
            try optimize()
            return .added
        }
        var row = expandedRow(constant: constant)
        let entryIndex = Int32(entries.count)
        let isRequired = constraint.priority.isRequired
        var marker: Int32 = -1
        var other: Int32 = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: entryIndex)
            row.add(marker, sign)
            if !isRequired {
                other = makeSymbol(.error, owner: entryIndex)
                row.add(other, -sign)
            }
        case .equal:
            if isRequired {
                marker = makeSymbol(.dummy, owner: entryIndex)
                row.add(marker, 1)
            } else {
                marker = makeSymbol(.error, owner: entryIndex)
                other = makeSymbol(.error, owner: entryIndex)
                row.add(marker, -1)
                row.add(other, 1)
            }
        }
        let entry = TableauEntry(
            members: EntryMembers(index), marker: marker, other: other, priority: constraint.priority,
            markerCoefficient: row.coefficient(of: marker), key: key)
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard isNearZero(row.constant) else {
                return .conflict(suspects: suspects(owning: row.symbols, behind: dependencies))
            }
            subject = marker
        }
        if subject < 0 {
            if let blocking = try addWithArtificialVariable(row) {
                return .conflict(suspects: suspects(owning: blocking, behind: dependencies))
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        entries.append(entry)
        if let key { entryOfKey[key] = entryIndex }
        if !isRequired { reweigh(entryIndex, by: 1) }
        finishInsertion(of: index, entry: entryIndex, dependencies: dependencies)
        try optimize()
        return .added
    }

    private mutating func finishInsertion(of index: Int32, entry: Int32, dependencies: [Dependency]) {
        for term in records[Int(index)].constraint.expression.terms { useCounts[Int(term.variable.index)] += 1 }
        records[Int(index)].state = .inTableau(entry: entry)
        records[Int(index)].dependencies = dependencies
        for dependency in dependencies {
            definitions[Int(dependency.index)].dependents.append(Dependency(index: index, multiplier: dependency.multiplier))
        }
        valuesAreStale = true
    }

    /// The constraints behind the entries that own `symbols` (markers and errors) and the
    /// non-negative variables among them, plus the constraints that hold the definitions a
    /// failed row was expanded through: it conflicts with them as much as with the rows it
    /// was combined from.
    func suspects(owning symbols: [Int32], behind dependencies: [Dependency] = []) -> Suspects {
        var result = Suspects()
        for symbol in symbols {
            let owner = owners[Int(symbol)]
            switch kinds[Int(symbol)] {
            case .external:
                continue
            case .nonNegative:
                result.variables.append(owner)
            case .slack, .error, .dummy:
                guard owner >= 0, Int(owner) < entries.count else { continue }
                result.constraints.append(contentsOf: entries[Int(owner)].members.all)
            }
        }
        result.constraints += dependencies.map { definitions[Int($0.index)].constraint }
        return result
    }

    /// Adds `delta` to the weight of an optional entry's errors in its objective level.
    mutating func reweigh(_ entryIndex: Int32, by delta: Double) {
        let entry = entries[Int(entryIndex)]
        let level = objective.level(for: entry.priority.value)
        reweigh(error: entry.marker, by: delta, level: level)
        reweigh(error: entry.other, by: delta, level: level)
    }

    private mutating func reweigh(error: Int32, by delta: Double, level: Int) {
        guard error >= 0, kinds[Int(error)] == .error else { return }
        let slot = slotOfSymbol[Int(error)]
        if slot >= 0 {
            objective.add(rows[Int(slot)], times: delta, level: level)
        } else {
            objective.add(delta, to: error, level: level)
        }
    }

    /// Cassowary's subject: an unrestricted variable if the row has one, else a restricted
    /// symbol with a negative coefficient (so that it comes out ≥ 0) whose substitution
    /// keeps every other row feasible — a non-negative variable, or the constraint's own
    /// slack or error, which no other row holds; -1 if none. A size goes before the marker:
    /// `w <= 100` solved for `w` puts it at 100 at once, where the slack would leave it at
    /// 0 for pivots to fix (and a view's intrinsic-size constraints are re-made whenever
    /// one of its priorities changes).
    mutating func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for cell in row.cells
        where kinds[Int(cell.symbol)] == .nonNegative && cell.coefficient < 0
            && substitutionKeepsFeasible(cell.symbol, value: row.constant / -cell.coefficient)
        {
            return cell.symbol
        }
        if marker >= 0, kinds[Int(marker)].isPivotable, row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, kinds[Int(other)].isPivotable, row.coefficient(of: other) < 0 { return other }
        return -1
    }

    /// Whether a non-basic symbol, now at 0, can become basic at `value` without taking a
    /// restricted basic of another row below 0.
    private mutating func substitutionKeepsFeasible(_ symbol: Int32, value: Double) -> Bool {
        guard !columns[Int(symbol)].isEmpty else { return true }
        for slot in column(symbol) {
            guard kinds[Int(basicOfSlot[Int(slot)])].isRestricted else { continue }
            let row = rows[Int(slot)]
            if row.constant + row.coefficient(of: symbol) * value < 0 { return false }
        }
        return true
    }

    /// Phase one: adds the row through an artificial variable and minimises it. Returns
    /// nil on success, or the symbols left in the artificial objective (the markers of the
    /// constraints that block it) after undoing every pivot.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Int32]? {
        let artificialSymbol = makeSymbol(.slack, owner: -1)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        let mark = pivotLog.count
        isLoggingPivots = true
        defer { isLoggingPivots = false }
        while let objectiveRow = artificial {
            var entering: Int32 = -1
            for cell in objectiveRow.cells where cell.coefficient < -epsilon && kinds[Int(cell.symbol)] != .dummy {
                entering = cell.symbol
                break
            }
            guard entering >= 0 else { break }
            let slot = leavingSlot(for: entering)
            guard slot >= 0 else { break }
            pivot(slot, entering: entering)
        }
        let finalRow = artificial ?? Row()
        artificial = nil
        if !isNearZero(finalRow.constant) {
            undoPivots(to: mark)
            pivotLog.removeSubrange(mark...)
            let slot = slotOfSymbol[Int(artificialSymbol)]
            if slot >= 0 { removeRow(slot) }
            return finalRow.symbols
        }
        pivotLog.removeSubrange(mark...)
        let slot = slotOfSymbol[Int(artificialSymbol)]
        if slot >= 0 {
            var basicRow = removeRow(slot)
            if let first = basicRow.cells.first {
                // Any pivotable symbol will do; a row of dummies alone means the new
                // constraint was redundant, and a dummy may then become basic.
                let entering = basicRow.cells.first { kinds[Int($0.symbol)].isPivotable }?.symbol ?? first.symbol
                basicRow.solve(for: entering, replacing: artificialSymbol)
                substitute(entering, with: basicRow)
                insertRow(basicRow, basic: entering)
            }
        }
        for slot in column(artificialSymbol) { rows[Int(slot)].remove(artificialSymbol) }
        forget(artificialSymbol)
        return nil
    }

    /// Takes a constraint out of the tableau. A shared entry just loses a member (and
    /// weight); the last member takes the row with it (Cassowary's removeConstraint).
    mutating func detach(_ index: Int32) throws(SolverError) {
        guard case .inTableau(let entryIndex) = records[Int(index)].state else { return }
        records[Int(index)].state = .removed
        for dependency in records[Int(index)].dependencies {
            definitions[Int(dependency.index)].dependents.removeAll { $0.index == index }
        }
        records[Int(index)].dependencies = []
        valuesAreStale = true
        let isRequired = entries[Int(entryIndex)].priority.isRequired
        if !isRequired { reweigh(entryIndex, by: -1) }
        entries[Int(entryIndex)].members.remove(index)
        guard !entries[Int(entryIndex)].isAlive else {
            try optimize()
            return
        }
        let entry = entries[Int(entryIndex)]
        if let key = entry.key, entryOfKey[key] == entryIndex { entryOfKey[key] = nil }
        let marker = entry.marker
        if slotOfSymbol[Int(marker)] < 0 {
            let slot = markerLeavingSlot(marker)
            if slot >= 0 { pivot(slot, entering: marker) }
        }
        let slot = slotOfSymbol[Int(marker)]
        if slot >= 0 { removeRow(slot) }
        forget(entry.marker)
        forget(entry.other)
        try optimize()
    }

    /// Drops a dead constraint's symbol from the objective and the column index.
    private mutating func forget(_ symbol: Int32) {
        guard symbol >= 0 else { return }
        objective.clear(symbol)
        columns[Int(symbol)] = []
    }

    /// The row to pivot a non-basic marker into before its row is dropped. A redundant
    /// copy of a required equality (a row whose basic is a dummy) comes first: it takes
    /// over, and rows of dummies keep holding dummies only. Then the most restrictive
    /// restricted row the marker decreases, the least restrictive it increases, and last
    /// any row with an external basic.
    mutating func markerLeavingSlot(_ marker: Int32) -> Int32 {
        var redundant: Int32 = -1
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for slot in column(marker) {
            let basic = basicOfSlot[Int(slot)]
            let coefficient = rows[Int(slot)].coefficient(of: marker)
            if kinds[Int(basic)] == .dummy {
                if redundant < 0 { redundant = slot }
            } else if !kinds[Int(basic)].isRestricted {
                if third < 0 { third = slot }
            } else if coefficient < 0 {
                let ratio = -rows[Int(slot)].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = rows[Int(slot)].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        for candidate in [redundant, first, second] where candidate >= 0 { return candidate }
        return third
    }

    /// The primal simplex on the lexicographic objective.
    mutating func optimize() throws(SolverError) {
        while let entering = objective.popImprovingSymbol() {
            guard kinds[Int(entering)] != .dummy, slotOfSymbol[Int(entering)] < 0 else { continue }
            let slot = leavingSlot(for: entering)
            guard slot >= 0 else { throw .internalInconsistency("the objective is unbounded") }
            pivot(slot, entering: entering)
        }
    }

    /// The dual simplex: restores feasibility of the queued rows while keeping the
    /// objective optimal. Returns false if a row cannot be made feasible, which only a
    /// conflict among required constraints causes.
    mutating func dualOptimize() -> Bool {
        while let basic = infeasible.popLast() {
            let slot = slotOfSymbol[Int(basic)]
            guard slot >= 0, rows[Int(slot)].constant < -epsilon else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            let row = rows[Int(slot)]
            for cell in row.cells where cell.coefficient > epsilon && kinds[Int(cell.symbol)] != .dummy {
                if entering < 0
                    || objective.ratio(cell.symbol, over: cell.coefficient, isBelow: entering, over: enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else {
                // The row's symbols are the markers of the constraints that pin it below 0,
                // and its basic is the slack or non-negative variable that may not go there.
                blockingSymbols = [basic] + row.symbols
                infeasible.removeAll(keepingCapacity: true)
                return false
            }
            pivot(slot, entering: entering)
        }
        return true
    }

    /// Moves a tableau row as if its constraint's constant had moved by `delta`, as
    /// Cassowary's edit step does for suggestions: the marker shifts by
    /// `delta / markerCoefficient`, so only the rows in the marker's column change.
    mutating func shiftConstant(of entryIndex: Int32, by delta: Double) {
        let entry = entries[Int(entryIndex)]
        let shift = delta / entry.markerCoefficient
        let marker = entry.marker
        let slot = slotOfSymbol[Int(marker)]
        if slot >= 0 {
            rows[Int(slot)].constant -= shift
            noteShifted(slot)
        } else {
            // The marker's column, walked and compacted in place (as `column(_:)` does), each
            // row's coefficient found by the same search that checks the row still has it:
            // a resize does this for every edit, so it is the hot loop of a resize.
            stamp &+= 1
            var list: [Int32] = []
            swap(&list, &columns[Int(marker)])
            var kept = 0
            for index in list.indices {
                let slot = list[index]
                guard basicOfSlot[Int(slot)] >= 0, slotStamps[Int(slot)] != stamp,
                    let position = rows[Int(slot)].position(of: marker)
                else { continue }
                slotStamps[Int(slot)] = stamp
                list[kept] = slot
                kept += 1
                rows[Int(slot)].constant += rows[Int(slot)].cells[position].coefficient * shift
                noteShifted(slot)
            }
            if kept < list.count { list.removeLast(list.count - kept) }
            columns[Int(marker)] = list
        }
        valuesAreStale = true
    }

    /// Queues a shifted row for the dual simplex if its restricted basic went negative,
    /// and remembers rows of redundant required equalities for ``redundantEqualitiesHold()``.
    @inline(__always)
    private mutating func noteShifted(_ slot: Int32) {
        let basic = basicOfSlot[Int(slot)]
        let kind = kinds[Int(basic)]
        if kind == .dummy { shiftedRedundantRows.append(slot) }
        if kind.isRestricted, rows[Int(slot)].constant < 0 { infeasible.append(basic) }
    }

    /// Whether the redundant required equalities whose rows were shifted still hold. Such a
    /// row (its basic a dummy) holds only dummies, so no pivot can repair a non-zero
    /// constant: the shifts broke a required constraint. Checked after all shifts of one
    /// change, since two shifts of the same row may cancel.
    mutating func redundantEqualitiesHold() -> Bool {
        defer { shiftedRedundantRows.removeAll(keepingCapacity: true) }
        for slot in shiftedRedundantRows where basicOfSlot[Int(slot)] >= 0 {
            if !isNearZero(rows[Int(slot)].constant) {
                blockingSymbols = [basicOfSlot[Int(slot)]] + rows[Int(slot)].symbols
                return false
            }
        }
        return true
    }

    /// Whether the constraint shares its row with identical ones, so that its constant
    /// cannot move without moving theirs.
    func isSharingRow(_ index: Int32) -> Bool {
        guard case .inTableau(let entry) = records[Int(index)].state else { return false }
        return entries[Int(entry)].members.count > 1
    }

    /// Gives every constraint expanded through the definition that `index` holds a row
    /// of its own, so that a change of the definition's constant can shift rows exactly.
    mutating func unshareDependents(of index: Int32) throws(SolverError) {
        guard case .resolved(let definitionIndex) = records[Int(index)].state else { return }
        for dependent in definitions[Int(definitionIndex)].dependents.map(\.index) where isSharingRow(dependent) {
            try detach(dependent)
            if case .conflict = try insertIntoTableau(dependent, mayShare: false) {
                throw .internalInconsistency("a constraint failed to return to the tableau on its own")
            }
        }
    }

    /// Changes a constraint's constant by `delta` and shifts the rows that carry it: its
    /// own row, or for a definition the row of every constraint expanded through it (by its
    /// multiplier). Rows made infeasible are queued for the dual simplex. Neither the
    /// constraint nor a dependent may share its row (see ``isSharingRow(_:)`` and
    /// ``unshareDependents(of:)``).
    mutating func changeConstant(of index: Int32, by delta: Double) {
        records[Int(index)].constraint.expression.constant += delta
        switch records[Int(index)].state {
        case .inTableau(let entryIndex):
            shift(entryIndex, by: delta)
        case .resolved(let definitionIndex):
            // `v = -(rest + c) / a`: the definition's constant moves by -delta / a.
            let change = -delta / definitions[Int(definitionIndex)].pivotCoefficient
            definitions[Int(definitionIndex)].constant += change
            valuesAreStale = true
            for dependent in definitions[Int(definitionIndex)].dependents {
                guard case .inTableau(let entryIndex) = records[Int(dependent.index)].state else { continue }
                shift(entryIndex, by: dependent.multiplier * change)
            }
        case .removed:
            break
        }
    }

    /// Shifts an entry's row; it no longer matches the key it was filed under, so the table
    /// stops filing it there. The entry keeps the key (only the table is asked for one), so
    /// that a copied solver's shift copies the small table, not every entry.
    private mutating func shift(_ entryIndex: Int32, by delta: Double) {
        if let key = entries[Int(entryIndex)].key, entryOfKey[key] == entryIndex { entryOfKey[key] = nil }
        shiftConstant(of: entryIndex, by: delta)
    }
}
