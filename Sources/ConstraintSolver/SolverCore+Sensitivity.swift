// MARK: - Sensitivity: how far constants may move before the basis changes

/// How the current solution moves while a constraint's constant moves (``Solver/sensitivity(ofConstant:)``),
/// or several move together along a direction — constant `k` becomes `c_k + t × d_k` — as
/// long as the current basis stays optimal: the parametric right-hand-side analysis of
/// linear programming.
///
/// A constant only moves right-hand sides, so the reduced costs (optimality) never change;
/// the basis stays optimal while it stays primal feasible, which a ratio test over the
/// restricted basic rows bounds. Inside that range every variable is affine in `t`, its rate
/// the change of its row's constant per unit of `t`.
public struct ConstantSensitivity: Sendable, Equatable {
    /// The values of the parameter over which the current basis stays optimal: the
    /// constant itself for one constraint, `t` (0 now) along a direction. An end is infinite
    /// when no row limits that way; at a degenerate vertex one end may be the current value:
    /// another basis takes over at once that way.
    public var range: ClosedRange<Double>
    /// Each variable's rate of change per unit of `t`, by variable index.
    var rates: [Double]

    /// How fast `variable` moves per unit of the parameter inside ``range`` (0 for an unknown one).
    public func rate(of variable: Variable) -> Double {
        variable.index >= 0 && Int(variable.index) < rates.count ? rates[Int(variable.index)] : 0
    }
}

extension SolverCore {
    /// The change of each row's constant per unit of `t` when the constants of the records
    /// move at the given rates (record index, rate of the constant of its normal form), and
    /// the change of each definition's constant. Mirrors ``changeConstant(of:by:)`` and
    /// ``shiftConstant(of:by:)`` with the deltas as rates. No record may share its row, nor
    /// a dependent of a definition (see ``unshareForSensitivity(_:)``).
    mutating func constantRates(along direction: [(index: Int32, rate: Double)])
        -> (rows: [Int32: Double], definitions: [Int32: Double])
    {
        var entryRates: [Int32: Double] = [:]
        var definitionRates: [Int32: Double] = [:]
        for (index, rate) in direction where rate != 0 {
            switch records[Int(index)].state {
            case .inTableau(let entry):
                entryRates[entry, default: 0] += rate
            case .resolved(let definitionIndex):
                let change = -rate / definitions[Int(definitionIndex)].pivotCoefficient
                definitionRates[definitionIndex, default: 0] += change
                for dependent in definitions[Int(definitionIndex)].dependents {
                    guard case .inTableau(let entry) = records[Int(dependent.index)].state else { continue }
                    entryRates[entry, default: 0] += dependent.multiplier * change
                }
            case .removed:
                continue
            }
        }
        var rowRates: [Int32: Double] = [:]
        for (entryIndex, rate) in entryRates where rate != 0 {
            let entry = entries[Int(entryIndex)]
            let shift = rate / entry.markerCoefficient
            let slot = slotOfSymbol[Int(entry.marker)]
            if slot >= 0 {
                rowRates[slot, default: 0] -= shift
            } else {
                for slot in column(entry.marker) {
                    rowRates[slot, default: 0] += rows[Int(slot)].coefficient(of: entry.marker) * shift
                }
            }
        }
        return (rowRates, definitionRates)
    }

    /// The sensitivity of the current solution along `direction` (see ``ConstantSensitivity``).
    mutating func sensitivity(along direction: [(index: Int32, rate: Double)]) -> ConstantSensitivity {
        let (rowRates, definitionRates) = constantRates(along: direction)
        var lower = -Double.infinity
        var upper = Double.infinity
        for (slot, rate) in rowRates where !isNearZero(rate) {
            let basic = basicOfSlot[Int(slot)]
            let kind = kinds[Int(basic)]
            guard kind.isRestricted else { continue }
            if kind == .dummy {
                // A redundant required equality: no pivot can move it off 0.
                lower = 0
                upper = 0
                continue
            }
            // Round-off below the tolerance is 0, as the simplex itself reads it.
            let constant = max(0, rows[Int(slot)].constant)
            if rate < 0 { upper = min(upper, constant / -rate) } else { lower = max(lower, -constant / rate) }
        }
        // A non-negative variable defined outside the tableau stays ≥ 0 only while its
        // definition's constant does (``definitionStaysImplied(_:constant:)``); past that it
        // becomes a row.
        for (definitionIndex, rate) in definitionRates where !isNearZero(rate) {
            let definition = definitions[Int(definitionIndex)]
            guard isNonNegative[Int(definition.variable)] else { continue }
            let constant = max(0, definition.constant)
            if rate < 0 { upper = min(upper, constant / -rate) } else { lower = max(lower, -constant / rate) }
        }
        return ConstantSensitivity(range: lower...upper, rates: variableRates(rowRates, definitionRates))
    }

    /// Each variable's rate: its row's for a basic one, 0 for a non-basic one, then the
    /// definitions in order (each mentions only older ones), as ``updateValues()`` reads values.
    private func variableRates(_ rowRates: [Int32: Double], _ definitionRates: [Int32: Double]) -> [Double] {
        var rates = [Double](repeating: 0, count: variableNames.count)
        for variable in 0..<variableNames.count {
            let symbol = symbolOfVariable[variable]
            guard symbol >= 0, case let slot = slotOfSymbol[Int(symbol)], slot >= 0 else { continue }
            rates[variable] = rowRates[slot] ?? 0
        }
        for (index, definition) in definitions.enumerated() where definition.isAlive {
            var rate = definitionRates[Int32(index)] ?? 0
            for (other, coefficient) in zip(definition.variables, definition.coefficients) {
                rate += coefficient * rates[Int(other)]
            }
            rates[Int(definition.variable)] = rate
        }
        return rates
    }

    /// Pivots until the basis stays optimal for some `t > 0` along `direction`: while a
    /// restricted row sits at 0 and would go below it, the dual simplex's pivot on that row
    /// (the entering symbol chosen by the objective's ratio, so that optimality is kept), as
    /// if its constant were already a little below 0. Returns false if such a row has no
    /// symbol to enter — the required constraints cannot hold past this point — after
    /// undoing its pivots; or if `maxPivots` did not suffice.
    ///
    /// A pivot transforms the rows' rates as it transforms their constants (they are the
    /// right-hand side's direction), so they are carried through each pivot rather than
    /// worked out again: `-rate / a` for the pivot row, plus `b ×` that for each row that
    /// held the entering symbol with coefficient `b`.
    mutating func pivotTowards(_ direction: [(index: Int32, rate: Double)], maxPivots: Int) -> Bool {
        let mark = pivotLog.count
        isLoggingPivots = true
        defer {
            isLoggingPivots = false
            pivotLog.removeSubrange(mark...)
        }
        var (rowRates, _) = constantRates(along: direction)
        for _ in 0...maxPivots {
            var leaving: Int32 = -1
            var steepest = 0.0
            for (slot, rate) in rowRates where rate < -epsilon {
                let kind = kinds[Int(basicOfSlot[Int(slot)])]
                guard kind.isRestricted, rows[Int(slot)].constant < epsilon else { continue }
                // The steepest descent first; the lowest slot on ties, so that runs repeat.
                if rate < steepest - epsilon || (rate <= steepest + epsilon && (leaving < 0 || slot < leaving)) {
                    leaving = slot
                    steepest = min(rate, steepest)
                }
            }
            guard leaving >= 0 else { return true }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in rows[Int(leaving)].cells where cell.coefficient > epsilon && kinds[Int(cell.symbol)] != .dummy {
                if entering < 0
                    || objective.ratio(cell.symbol, over: cell.coefficient, isBelow: entering, over: enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else { break }
            let holders = column(entering).compactMap { slot in
                slot == leaving ? nil : (slot, rows[Int(slot)].coefficient(of: entering))
            }
            pivot(leaving, entering: entering)
            let rate = -(rowRates[leaving] ?? 0) / enteringCoefficient
            rowRates[leaving] = rate
            for (slot, coefficient) in holders { rowRates[slot, default: 0] += coefficient * rate }
        }
        undoPivots(to: mark)
        valuesAreStale = true
        return false
    }

    /// Gives constraint `index` a row of its own if it shares one with identical
    /// constraints, and every constraint expanded through its definition likewise, so that
    /// its constant can move alone (the solution does not change).
    mutating func unshareForSensitivity(_ index: Int32) throws(SolverError) {
        if isSharingRow(index) {
            try detach(index)
            if case .conflict = try insertIntoTableau(index, mayShare: false) {
                throw .internalInconsistency("a constraint failed to return to the tableau on its own")
            }
        }
        try unshareDependents(of: index)
    }
}
