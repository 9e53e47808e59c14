// MARK: - Ambiguity: directions along which the optimum is not unique

extension SolverCore {
    /// A way to move the solution without breaking a required constraint or raising any
    /// priority level's error: raise (or, for an unrestricted variable, lower) one
    /// non-basic symbol whose reduced cost is zero at every level, by at most `limit`. A
    /// non-negative variable held at 0 moves only up, so one held there by a positive
    /// reduced cost is determined.
    struct FreeDirection {
        /// A non-basic symbol, or -1 when `variable` is a variable outside the tableau.
        var symbol: Int32
        /// The variable moved directly, for a free variable; -1 otherwise.
        var variable: Int32
        var sign: Double
        var limit: Double
    }

    /// Every free direction at the current vertex whose ratio test allows a positive step.
    ///
    /// A direction blocked at once by a degenerate row (a basic slack already at 0) is
    /// not followed through further degenerate pivots, so at a degenerate vertex a free
    /// direction can be missed; every direction reported is real.
    mutating func freeDirections() -> [FreeDirection] {
        var directions: [FreeDirection] = []
        for symbol in 0..<Int32(kinds.count) where slotOfSymbol[Int(symbol)] < 0 {
            // A variable defined directly takes its value from the definition; a symbol it
            // got from a refused row is in no row and moves nothing.
            if kinds[Int(symbol)].isVariable, definitionOfVariable[Int(owners[Int(symbol)])] >= 0 { continue }
            switch kinds[Int(symbol)] {
            case .dummy:
                continue
            case .external:
                for sign in [1.0, -1.0] {
                    let limit = stepLimit(moving: symbol, sign: sign)
                    if limit > epsilon { directions.append(FreeDirection(symbol: symbol, variable: -1, sign: sign, limit: limit)) }
                }
            case .slack, .error, .nonNegative:
                // A dead slack or error is in no row; a non-negative variable in no row is
                // free to grow.
                guard objective.sign(of: symbol) == 0,
                    kinds[Int(symbol)] == .nonNegative || !columns[Int(symbol)].isEmpty
                else { continue }
                let limit = stepLimit(moving: symbol, sign: 1)
                if limit > epsilon { directions.append(FreeDirection(symbol: symbol, variable: -1, sign: 1, limit: limit)) }
            }
        }
        for variable in 0..<Int32(variableCount)
        where symbolOfVariable[Int(variable)] < 0 && definitionOfVariable[Int(variable)] < 0 {
            directions.append(FreeDirection(symbol: -1, variable: variable, sign: 1, limit: .infinity))
        }
        return directions
    }

    /// How far a non-basic symbol can move before a restricted basic reaches 0.
    private mutating func stepLimit(moving symbol: Int32, sign: Double) -> Double {
        var limit = Double.infinity
        for slot in column(symbol) {
            let basic = basicOfSlot[Int(slot)]
            guard kinds[Int(basic)].isRestricted else { continue }
            let rate = sign * rows[Int(slot)].coefficient(of: symbol)
            if kinds[Int(basic)] == .dummy, !isNearZero(rate) { return 0 }
            if rate < 0 { limit = min(limit, rows[Int(slot)].constant / -rate) }
        }
        return max(limit, 0)
    }

    /// How far each variable moves when every direction is followed by its amount, all at
    /// once, definitions included: one pass over the directions' columns and the
    /// definitions (in creation order, which is topological), linear in the tableau's
    /// size however many directions there are.
    mutating func combinedChanges(along directions: [FreeDirection], by amounts: [Double]) -> [Double] {
        var moves = [Double](repeating: 0, count: variableCount)
        for (direction, amount) in zip(directions, amounts) {
            let step = direction.sign * amount
            if direction.variable >= 0 {
                moves[Int(direction.variable)] += step
                continue
            }
            let symbol = direction.symbol
            if kinds[Int(symbol)].isVariable { moves[Int(owners[Int(symbol)])] += step }
            for slot in column(symbol) {
                let basic = basicOfSlot[Int(slot)]
                guard kinds[Int(basic)].isVariable else { continue }
                moves[Int(owners[Int(basic)])] += step * rows[Int(slot)].coefficient(of: symbol)
            }
        }
        for definition in definitions where definition.isAlive {
            var move = 0.0
            for (other, coefficient) in zip(definition.variables, definition.coefficients) {
                move += coefficient * moves[Int(other)]
            }
            moves[Int(definition.variable)] = move
        }
        return moves
    }
}
