// MARK: - Adding and removing rows; primal and dual simplex

extension SolverCore {
    /// The outcome of putting a required constraint's row into the tableau.
    enum Insertion {
        case added
        /// The row cannot hold with the required rows already there. `suspects` are the
        /// constraints whose markers the failed row was combined from: a superset of a
        /// minimal conflict, to be minimised.
        case conflict(suspects: [Int32])
    }

    /// Builds the constraint's row (Cassowary's createRow), chooses its subject, and
    /// re-optimises. On a conflict the tableau is left as it was.
    mutating func insertIntoTableau(_ index: Int32) throws(SolverError) -> Insertion {
        let constraint = records[Int(index)].constraint
        var (row, dependencies) = expand(constraint.expression)
        let isRequired = constraint.priority.isRequired
        var marker: Int32 = -1
        var other: Int32 = -1
        var level = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: index)
            row.add(marker, sign)
            if !isRequired {
                other = makeSymbol(.error, owner: index)
                row.add(other, -sign)
            }
        case .equal:
            if isRequired {
                marker = makeSymbol(.dummy, owner: index)
                row.add(marker, 1)
            } else {
                marker = makeSymbol(.error, owner: index)
                other = makeSymbol(.error, owner: index)
                row.add(marker, -1)
                row.add(other, 1)
            }
        }
        if !isRequired {
            level = objective.level(for: constraint.priority.value)
            for error in [marker, other] where error >= 0 && kinds[Int(error)] == .error {
                objective.add(1, to: error, level: level)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0, row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard isNearZero(row.constant) else {
                return .conflict(suspects: row.symbols.map { owners[Int($0)] })
            }
            subject = marker
        }
        if subject < 0 {
            if let suspects = try addWithArtificialVariable(row) {
                return .conflict(suspects: suspects)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        for term in constraint.expression.terms { isReferenced[Int(term.variable.index)] = true }
        records[Int(index)].state = .inTableau
        records[Int(index)].marker = marker
        records[Int(index)].other = other
        records[Int(index)].dependencies = dependencies
        for dependency in dependencies {
            definitions[Int(dependency.index)].dependents.append(Dependency(index: index, multiplier: dependency.multiplier))
        }
        try optimize()
        valuesAreStale = true
        return .added
    }

    /// Cassowary's subject: an external symbol if the row has one, else the constraint's
    /// own slack or error if its coefficient is negative (so that the solved row stays
    /// feasible); -1 if neither.
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        for symbol in row.symbols where kinds[Int(symbol)] == .external { return symbol }
        for candidate in [marker, other] where candidate >= 0 && kinds[Int(candidate)].isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return -1
    }

    /// Phase one: adds the row through an artificial variable and minimises it. Returns
    /// nil on success, or the owners of the symbols left in the artificial objective (the
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
            for (symbol, coefficient) in zip(objectiveRow.symbols, objectiveRow.coefficients)
            where coefficient < -epsilon && kinds[Int(symbol)] != .dummy {
                entering = symbol
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
            return finalRow.symbols.map { owners[Int($0)] }.filter { $0 >= 0 }
        }
        pivotLog.removeSubrange(mark...)
        let slot = slotOfSymbol[Int(artificialSymbol)]
        if slot >= 0 {
            var basicRow = removeRow(slot)
            if !basicRow.symbols.isEmpty {
                // Any pivotable symbol will do; a row of dummies alone means the new
                // constraint was redundant, and a dummy may then become basic.
                let entering = basicRow.symbols.first { kinds[Int($0)].isPivotable } ?? basicRow.symbols[0]
                basicRow.solve(for: entering, replacing: artificialSymbol)
                substitute(entering, with: basicRow)
                insertRow(basicRow, basic: entering)
            }
        }
        for slot in column(artificialSymbol) { rows[Int(slot)].remove(artificialSymbol) }
        columns[Int(artificialSymbol)] = []
        objective.clear(artificialSymbol)
        return nil
    }

    /// Takes a constraint's row out of the tableau (Cassowary's removeConstraint).
    mutating func removeFromTableau(_ index: Int32) throws(SolverError) {
        let record = records[Int(index)]
        if !record.constraint.priority.isRequired,
            let level = objective.existingLevel(for: record.constraint.priority.value)
        {
            for error in [record.marker, record.other] where error >= 0 && kinds[Int(error)] == .error {
                let slot = slotOfSymbol[Int(error)]
                if slot >= 0 {
                    objective.add(rows[Int(slot)], times: -1, level: level)
                } else {
                    objective.add(-1, to: error, level: level)
                }
            }
        }
        let marker = record.marker
        if slotOfSymbol[Int(marker)] < 0 {
            let slot = markerLeavingSlot(marker)
            if slot >= 0 { pivot(slot, entering: marker) }
        }
        let slot = slotOfSymbol[Int(marker)]
        if slot >= 0 { removeRow(slot) }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            objective.clear(symbol)
            columns[Int(symbol)] = []
        }
        for dependency in record.dependencies {
            definitions[Int(dependency.index)].dependents.removeAll { $0.index == index }
        }
        records[Int(index)].marker = -1
        records[Int(index)].other = -1
        records[Int(index)].dependencies = []
        records[Int(index)].state = .removed
        try optimize()
        valuesAreStale = true
    }

    /// The row to pivot a non-basic marker into before its row is dropped: the most
    /// restrictive restricted row it decreases, else the least restrictive it increases,
    /// else any row with an external basic.
    mutating func markerLeavingSlot(_ marker: Int32) -> Int32 {
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for slot in column(marker) {
            let basic = basicOfSlot[Int(slot)]
            let coefficient = rows[Int(slot)].coefficient(of: marker)
            if !kinds[Int(basic)].isRestricted {
                if third < 0 { third = slot }
            } else if coefficient < 0 {
                let ratio = -rows[Int(slot)].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = rows[Int(slot)].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
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
            for (symbol, coefficient) in zip(row.symbols, row.coefficients)
            where coefficient > epsilon && kinds[Int(symbol)] != .dummy {
                if entering < 0
                    || objective.ratio(symbol, over: coefficient, isBelow: entering, over: enteringCoefficient)
                {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            guard entering >= 0 else {
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
    mutating func shiftConstant(of index: Int32, by delta: Double) {
        let record = records[Int(index)]
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        let slot = slotOfSymbol[Int(marker)]
        if slot >= 0 {
            rows[Int(slot)].constant -= shift
            if rows[Int(slot)].constant < 0 { infeasible.append(marker) }
        } else {
            for slot in column(marker) {
                let coefficient = rows[Int(slot)].coefficient(of: marker)
                rows[Int(slot)].constant += coefficient * shift
                let basic = basicOfSlot[Int(slot)]
                if kinds[Int(basic)].isRestricted, rows[Int(slot)].constant < 0 { infeasible.append(basic) }
            }
        }
        valuesAreStale = true
    }

    /// Changes a constraint's constant by `delta` and shifts the rows that carry it: its
    /// own row, or for a definition every row expanded through it (by its multiplier).
    /// Returns the rows shifted; rows made infeasible are queued for the dual simplex.
    mutating func changeConstant(of index: Int32, by delta: Double) -> [Dependency] {
        records[Int(index)].constraint.expression.constant += delta
        switch records[Int(index)].state {
        case .inTableau:
            shiftConstant(of: index, by: delta)
            return [Dependency(index: index, multiplier: delta)]
        case .resolved(let definitionIndex):
            // `v = -(rest + c) / a`: the definition's constant moves by -delta / a.
            let change = -delta / definitions[Int(definitionIndex)].pivotCoefficient
            definitions[Int(definitionIndex)].constant += change
            valuesAreStale = true
            let dependents = definitions[Int(definitionIndex)].dependents
            for dependent in dependents { shiftConstant(of: dependent.index, by: dependent.multiplier * change) }
            return dependents
        case .removed:
            return []
        }
    }

    /// Whether a dummy that became basic (a redundant required equality) still reads 0.
    func dummiesHold(_ indices: [Int32]) -> Bool {
        for index in indices {
            let marker = records[Int(index)].marker
            guard marker >= 0, kinds[Int(marker)] == .dummy else { continue }
            let slot = slotOfSymbol[Int(marker)]
            if slot >= 0, !isNearZero(rows[Int(slot)].constant) { return false }
        }
        return true
    }
}
