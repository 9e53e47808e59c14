// MARK: - Ambiguity: directions along which the optimum is not unique

extension SolverCore {
    /// A way to move the solution without breaking a required constraint or raising any
    /// priority level's error: raise (or, for an unrestricted variable, lower) one
    /// non-basic symbol whose reduced cost is zero at every level, by at most `limit`. A
    /// non-negative variable held at 0 moves only up, so one held there by a positive
    /// reduced cost is determined.
    struct FreeDirection {
        /// A non-basic symbol, or -1 when `variable` is a variable outside the tableau or
        /// the direction moves several symbols (`terms`).
        var symbol: Int32
        /// The variable moved directly, for a free variable; -1 otherwise.
        var variable: Int32
        var sign: Double
        var limit: Double
        /// Non-basic symbols moved together, each by its amount per unit step: a direction
        /// that degenerate rows allow only as a combination.
        var terms: [(symbol: Int32, amount: Double)] = []
    }

    /// What the degenerate rows at a vertex allow, when they block a symbol's own
    /// direction: `span` moves a generic combination of every way the blocked symbols can
    /// move together (for telling which variables are free; not necessarily feasible), and
    /// `feasible` is one such combination that keeps every row feasible (for showing
    /// another solution).
    struct DegenerateCone {
        var span: FreeDirection
        var feasible: FreeDirection?
    }

    /// Every free direction at the current vertex whose ratio test allows a positive step,
    /// and the symbols whose own direction a degenerate row (a restricted basic already at
    /// 0) blocks at once; ``degenerateCone(blocked:)`` finds how those can still move.
    mutating func freeDirections() -> (directions: [FreeDirection], blocked: [Int32]) {
        var directions: [FreeDirection] = []
        var blocked: [Int32] = []
        for symbol in 0..<Int32(kinds.count) where isMovable(symbol) {
            // An unrestricted symbol moves both ways; a restricted one only up from 0.
            for sign in kinds[Int(symbol)] == .external ? [1.0, -1.0] : [1.0] {
                let limit = stepLimit(moving: symbol, sign: sign)
                if limit > epsilon {
                    directions.append(FreeDirection(symbol: symbol, variable: -1, sign: sign, limit: limit))
                } else if blocked.last != symbol {
                    blocked.append(symbol)
                }
            }
        }
        for variable in 0..<Int32(variableCount)
        where symbolOfVariable[Int(variable)] < 0 && definitionOfVariable[Int(variable)] < 0 {
            directions.append(FreeDirection(symbol: -1, variable: variable, sign: 1, limit: .infinity))
        }
        return (directions, blocked)
    }

    /// Whether a non-basic symbol can move along an optimal face: an external symbol, or a
    /// slack, error or non-negative variable with zero reduced cost at every level (a symbol
    /// with a positive one stays at 0 on every optimum). A variable defined directly takes
    /// its value from the definition, and a dead slack or error (a symbol a refused row left
    /// behind) is in no row: neither moves anything. A non-negative variable in no row is
    /// free to grow.
    private mutating func isMovable(_ symbol: Int32) -> Bool {
        let kind = kinds[Int(symbol)]
        guard slotOfSymbol[Int(symbol)] < 0 else { return false }
        if kind.isVariable, definitionOfVariable[Int(owners[Int(symbol)])] >= 0 { return false }
        switch kind {
        case .dummy: return false
        case .external: return true
        case .slack, .error, .nonNegative:
            return objective.sign(of: symbol) == 0 && (kind == .nonNegative || !columns[Int(symbol)].isEmpty)
        }
    }

    /// How the symbols blocked by degenerate rows can move together, exactly.
    ///
    /// Near the vertex the optimal face is the cone K of directions d over the movable
    /// symbols with d ≥ 0 on restricted ones, rate ≥ 0 on every degenerate row (= 0 on a
    /// dummy's), and every other row unconstrained. A variable is free exactly when its
    /// rate is not zero on the linear span of K. Two small LPs, solved by scratch solvers
    /// over the symbols in the degenerate rows only, find that span: the first maximises
    /// Σ tᵢ with each inequality ≥ tᵢ, 0 ≤ tᵢ ≤ 1 — an inequality left at tᵢ = 0 holds as
    /// an equality on all of K (its implicit equalities), and the d found is in K's
    /// relative interior; the second projects generic targets (square roots of primes)
    /// onto the subspace where the implicit equalities hold, a point no rational rate can
    /// be orthogonal to by chance. Nil when nothing is blocked by a degenerate row.
    mutating func degenerateCone(blocked: [Int32]) -> DegenerateCone? {
        // The degenerate rows on the blocked symbols: a restricted basic at 0 (a dummy is
        // always at 0). A row that can bind has a blocked symbol, so none is missed.
        var rowSlots: [Int32] = []
        var isListed = Set<Int32>()
        for symbol in blocked {
            for slot in column(symbol) where !isListed.contains(slot) {
                let basic = basicOfSlot[Int(slot)]
                guard kinds[Int(basic)].isRestricted, isNearZero(rows[Int(slot)].constant) else { continue }
                isListed.insert(slot)
                rowSlots.append(slot)
            }
        }
        // A row with one movable symbol only bounds that symbol, which its own direction
        // already respects; the LPs are needed only where a row has two or more, and take
        // the one-symbol rows on those symbols along.
        var movableTerms: [[(symbol: Int32, coefficient: Double)]] = rowSlots.map { slot in
            let row = rows[Int(slot)]
            return row.cells.filter { isMovable($0.symbol) }.map { ($0.symbol, $0.coefficient) }
        }
        var inCombination = Set<Int32>()
        for terms in movableTerms where terms.count > 1 {
            for term in terms { inCombination.insert(term.symbol) }
        }
        guard !inCombination.isEmpty else { return nil }
        let kept = movableTerms.indices.filter { movableTerms[$0].count > 1 || movableTerms[$0].contains { inCombination.contains($0.symbol) } }
        rowSlots = kept.map { rowSlots[$0] }
        movableTerms = kept.map { movableTerms[$0] }
        var symbols: [Int32] = []
        var indexOfSymbol: [Int32: Int] = [:]
        let rowTerms: [[(index: Int, coefficient: Double)]] = movableTerms.map { terms in
            terms.map { symbol, coefficient in
                if let known = indexOfSymbol[symbol] { return (known, coefficient) }
                indexOfSymbol[symbol] = symbols.count
                symbols.append(symbol)
                return (symbols.count - 1, coefficient)
            }
        }
        let isEquality = rowSlots.map { kinds[Int(basicOfSlot[Int($0)])] == .dummy }
        let isRestricted = symbols.map { kinds[Int($0)].isRestricted }

        // LP 1: the implicit equalities and a direction inside K.
        let interior = Solver(explainsConflicts: false)
        let d = symbols.indices.map { interior.makeVariable(domain: isRestricted[$0] ? .nonNegative : .unrestricted) }
        var slackOfRow = [Variable?](repeating: nil, count: rowTerms.count)
        var slackOfSymbol = [Variable?](repeating: nil, count: symbols.count)
        do {
            func addInequality(_ expression: LinearExpression) throws(SolverError) -> Variable {
                let t = interior.makeVariable(domain: .nonNegative)
                try interior.add(Constraint(expression, .greaterThanOrEqual, LinearExpression(t)))
                try interior.add(Constraint(LinearExpression(t), .lessThanOrEqual, LinearExpression(constant: 1)))
                try interior.add(Constraint(LinearExpression(t), .equal, LinearExpression(constant: 1), priority: Priority(1)))
                return t
            }
            for (row, terms) in rowTerms.enumerated() {
                let expression = LinearExpression(terms.map { Term(d[$0.index], $0.coefficient) })
                if isEquality[row] {
                    try interior.add(Constraint(expression, .equal, LinearExpression(0)))
                } else {
                    slackOfRow[row] = try addInequality(expression)
                }
            }
            for index in symbols.indices where isRestricted[index] {
                slackOfSymbol[index] = try addInequality(LinearExpression(d[index]))
            }
        } catch {
            return nil
        }
        let inside = d.map { interior.value(of: $0) }
        // Whether an inequality holds strictly somewhere in K (its t reached 1, not 0).
        func isStrict(_ t: Variable?) -> Bool { t.map { interior.value(of: $0) >= 0.5 } ?? false }

        // LP 2: a generic point of the span, where every implicit equality holds.
        let span = Solver(explainsConflicts: false)
        let z = symbols.indices.map { _ in span.makeVariable() }
        let targets = Solver.independentWeights(count: symbols.count)
        var strict: [(row: Int?, symbol: Int?)] = []
        do {
            for (row, terms) in rowTerms.enumerated() {
                if isStrict(slackOfRow[row]) {
                    strict.append((row, nil))
                } else {
                    try span.add(Constraint(LinearExpression(terms.map { Term(z[$0.index], $0.coefficient) }), .equal, LinearExpression(0)))
                }
            }
            for index in symbols.indices where isRestricted[index] {
                if isStrict(slackOfSymbol[index]) {
                    strict.append((nil, index))
                } else {
                    try span.add(Constraint(LinearExpression(z[index]), .equal, LinearExpression(0)))
                }
            }
            for (index, target) in zip(z.indices, targets) {
                try span.add(Constraint(LinearExpression(z[index]), .equal, LinearExpression(constant: target), priority: Priority(1)))
            }
        } catch {
            return nil
        }
        let generic = z.map { span.value(of: $0) }
        let spanDirection = FreeDirection(symbol: -1, variable: -1, sign: 1, limit: .infinity,
                                          terms: Array(zip(symbols, generic)))

        // A feasible direction: the interior one, tilted towards the generic point by less
        // than the margin (1) by which it keeps every strict inequality.
        func rate(_ values: [Double], of item: (row: Int?, symbol: Int?)) -> Double {
            if let row = item.row { return rowTerms[row].reduce(0) { $0 + $1.coefficient * values[$1.index] } }
            return item.symbol.map { values[$0] } ?? 0
        }
        let largest = strict.reduce(1.0) { max($0, abs(rate(generic, of: $1))) }
        let tilted = zip(inside, generic).map { $0 + 0.5 / largest * $1 }
        let terms = Array(zip(symbols, tilted))
        let limit = stepLimit(moving: terms)
        let feasible = limit > epsilon ? FreeDirection(symbol: -1, variable: -1, sign: 1, limit: limit, terms: terms) : nil
        return DegenerateCone(span: spanDirection, feasible: feasible)
    }

    /// How far several non-basic symbols can move together (each by its amount per unit)
    /// before a restricted basic reaches 0; 0 when a degenerate row would go negative.
    private mutating func stepLimit(moving terms: [(symbol: Int32, amount: Double)]) -> Double {
        var rates: [Int32: Double] = [:]
        for (symbol, amount) in terms {
            for slot in column(symbol) {
                rates[slot, default: 0] += amount * rows[Int(slot)].coefficient(of: symbol)
            }
        }
        var limit = Double.infinity
        for (slot, rate) in rates {
            let basic = basicOfSlot[Int(slot)]
            guard kinds[Int(basic)].isRestricted else { continue }
            if kinds[Int(basic)] == .dummy, !isNearZero(rate) { return 0 }
            guard rate < -epsilon else { continue }
            if isNearZero(rows[Int(slot)].constant) { return 0 }
            limit = min(limit, rows[Int(slot)].constant / -rate)
        }
        return max(limit, 0)
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
            if direction.terms.isEmpty {
                move(direction.symbol, by: step, into: &moves)
            } else {
                for (symbol, amount) in direction.terms { move(symbol, by: step * amount, into: &moves) }
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

    /// Adds to `moves` what raising a non-basic symbol by `step` does to the variables: its
    /// own, and those of the basic variables whose rows contain it.
    private mutating func move(_ symbol: Int32, by step: Double, into moves: inout [Double]) {
        if kinds[Int(symbol)].isVariable { moves[Int(owners[Int(symbol)])] += step }
        for slot in column(symbol) {
            let basic = basicOfSlot[Int(slot)]
            guard kinds[Int(basic)].isVariable else { continue }
            moves[Int(owners[Int(basic)])] += step * rows[Int(slot)].coefficient(of: symbol)
        }
    }
}
