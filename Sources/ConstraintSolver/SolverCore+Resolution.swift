// MARK: - Direct resolution: definitions, and expanding rows through them

extension SolverCore {
    /// Whether `variable` appears nowhere yet: no row, definition or edit mentions it.
    func isFresh(_ variable: Int32) -> Bool {
        useCounts[Int(variable)] == 0
    }

    /// The expression with each variable once, in ascending order, zero terms dropped.
    static func merged(_ expression: LinearExpression) -> [Term] {
        // Most expressions are written with each variable once, in creation order.
        var isNormal = true
        for (index, term) in expression.terms.enumerated() where isNearZero(term.coefficient)
            || (index > 0 && expression.terms[index - 1].variable.index >= term.variable.index)
        {
            isNormal = false
            break
        }
        if isNormal { return expression.terms }
        let sorted = expression.terms.sorted { $0.variable.index < $1.variable.index }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        return merged.filter { !isNearZero($0.coefficient) }
    }

    /// Solves a required equality for its newest fresh variable, if it has one, and keeps
    /// it as a definition instead of a tableau row. Such a constraint can never conflict.
    /// Without a fresh variable it may take over a definition (``takeOverDefinition(_:terms:)``).
    ///
    /// Outside the tableau nothing keeps a variable ≥ 0, so a non-negative variable is
    /// defined only when its definition implies it: a sum of non-negative variables with
    /// coefficients ≥ 0 and a constant ≥ 0, as `b.width == a.width` (and a constant change
    /// that would break the implication turns the definition back into a row; see
    /// ``definitionStaysImplied(_:constant:)``). An unrestricted variable goes first.
    mutating func resolveDirectly(_ index: Int32) -> Bool {
        let constraint = records[Int(index)].constraint
        guard constraint.relation == .equal, constraint.priority.isRequired else { return false }
        let terms = Self.merged(constraint.expression)
        if let chosen = definableTerm(terms, constant: constraint.expression.constant, where: isFresh) {
            for term in terms { useCounts[Int(term.variable.index)] += 1 }
            define(terms, solvedFor: chosen, by: index)
            return true
        }
        return takeOverDefinition(index, terms: terms)
    }

    /// The term to solve `Σ terms + constant == 0` for among the variables that pass
    /// `isCandidate`: the last unrestricted one, else the last non-negative one whose
    /// solution implies it is ≥ 0.
    private func definableTerm(_ terms: [Term], constant: Double, where isCandidate: (Int32) -> Bool) -> Int? {
        terms.lastIndex { isCandidate($0.variable.index) && !isNonNegative[Int($0.variable.index)] }
            ?? terms.indices.last {
                isCandidate(terms[$0].variable.index) && impliesNonNegative(terms, constant: constant, solvedFor: $0)
            }
    }

    /// Whether the variable of `terms[position]` may be defined by `Σ terms + constant == 0`.
    private func canDefine(_ terms: [Term], constant: Double, solvedFor position: Int) -> Bool {
        !isNonNegative[Int(terms[position].variable.index)] || impliesNonNegative(terms, constant: constant, solvedFor: position)
    }

    /// Keeps constraint `index`, `Σ terms + c == 0`, as the definition of `terms[chosen]`.
    private mutating func define(_ terms: [Term], solvedFor chosen: Int, by index: Int32) {
        let constraint = records[Int(index)].constraint
        let variable = terms[chosen].variable.index
        let scale = -1 / terms[chosen].coefficient
        var definition = Definition(
            variable: variable, constraint: index, variables: [], coefficients: [],
            constant: constraint.expression.constant * scale, pivotCoefficient: terms[chosen].coefficient)
        for (position, term) in terms.enumerated() where position != chosen {
            definition.variables.append(term.variable.index)
            definition.coefficients.append(term.coefficient * scale)
        }
        let definitionIndex = Int32(definitions.count)
        definitions.append(definition)
        definitionOfVariable[Int(variable)] = definitionIndex
        records[Int(index)].state = .resolved(definition: definitionIndex)
        liveDefinitions += 1
    }

    /// Resolves a required equality with no fresh variable by taking over a definition:
    /// when it mentions a defined variable `x` that nothing but its own definition's
    /// constraint mentions, and that constraint mentions a variable `y` that nothing else
    /// does, the equality becomes the definition of `x` and the old constraint the
    /// definition of `y`. Both still hold exactly, and neither enters the tableau.
    ///
    /// This is what keeps a stack of rows linear whatever order the script states it in.
    /// `pin field.centerY == label.centerY` first defines `field.top` through `label.top`;
    /// then `V:[above]-[field]` finds every variable defined and would go into the
    /// tableau, where `label.top`'s row is expressed in the label heights' error variables
    /// of every row above it: rows and columns grow with the stack, and the form's
    /// tableau with its square. Taken over, `field.top` follows the row above and
    /// `label.top` follows `field`, as if the stack had been stated first.
    ///
    /// The order stays topological: `x`'s new definition mentions only variables whose
    /// definitions are older, and `y`'s, made after it, mentions `x`; no other definition
    /// or row mentions `x` or `y` (their use counts say so), so none is rebuilt.
    private mutating func takeOverDefinition(_ index: Int32, terms: [Term]) -> Bool {
        let constant = records[Int(index)].constraint.expression.constant
        for position in terms.indices.reversed() {
            let variable = terms[position].variable.index
            let old = definitionOfVariable[Int(variable)]
            guard old >= 0, useCounts[Int(variable)] == 1, definitions[Int(old)].dependents.isEmpty,
                  canDefine(terms, constant: constant, solvedFor: position)
            else { continue }
            let holder = definitions[Int(old)].constraint
            let held = records[Int(holder)].constraint.expression
            let heldTerms = Self.merged(held)
            // Used once, by the holder: no other definition or row has it. Not in this
            // equality either, or each definition would mention the other's variable
            // (`x == y + 3` then `x == y + 5` is a conflict, for the tableau to find).
            guard let replacement = definableTerm(heldTerms, constant: held.constant, where: { candidate in
                self.useCounts[Int(candidate)] == 1 && !terms.contains { $0.variable.index == candidate }
            }) else { continue }
            definitions[Int(old)].isAlive = false
            definitionOfVariable[Int(variable)] = -1
            liveDefinitions -= 1
            for term in terms { useCounts[Int(term.variable.index)] += 1 }
            define(terms, solvedFor: position, by: index)
            define(heldTerms, solvedFor: replacement, by: holder)
            return true
        }
        return false
    }

    /// Whether `Σ terms + constant == 0` solved for `terms[chosen]` makes it a sum of
    /// non-negative variables with coefficients ≥ 0 plus a constant ≥ 0.
    private func impliesNonNegative(_ terms: [Term], constant: Double, solvedFor chosen: Int) -> Bool {
        let scale = -1 / terms[chosen].coefficient
        guard constant * scale >= 0 else { return false }
        for (position, term) in terms.enumerated() where position != chosen {
            guard isNonNegative[Int(term.variable.index)], term.coefficient * scale >= 0 else { return false }
        }
        return true
    }

    /// Whether the definition held by constraint `index` still implies its variable is
    /// ≥ 0 once the constraint's constant is `constant` (always true of an unrestricted
    /// variable's definition).
    func definitionStaysImplied(_ index: Int32, constant: Double) -> Bool {
        guard case .resolved(let definitionIndex) = records[Int(index)].state else { return true }
        let definition = definitions[Int(definitionIndex)]
        guard isNonNegative[Int(definition.variable)] else { return true }
        return constant * (-1 / definition.pivotCoefficient) >= 0
    }

    /// Turns a definition back into a tableau row (with its constant unchanged, so it holds).
    mutating func moveDefinitionToTableau(_ index: Int32) throws(SolverError) {
        guard case .resolved(let definitionIndex) = records[Int(index)].state else { return }
        try unresolve(definitionIndex)
        records[Int(index)].state = .removed
        if case .conflict = try insertIntoTableau(index) {
            throw .internalInconsistency("a definition failed to hold as a row")
        }
    }

    /// Drops a definition. Constraints whose rows were expanded through it are rebuilt,
    /// now mentioning the variable itself.
    mutating func unresolve(_ definitionIndex: Int32) throws(SolverError) {
        let rebuilt = definitions[Int(definitionIndex)].dependents.map(\.index)
        for index in rebuilt { try detach(index) }
        definitions[Int(definitionIndex)].isAlive = false
        definitions[Int(definitionIndex)].dependents = []
        definitionOfVariable[Int(definitions[Int(definitionIndex)].variable)] = -1
        liveDefinitions -= 1
        for index in rebuilt.sorted() {
            if case .conflict = try insertIntoTableau(index) {
                // Dropping a constraint only widens the feasible region, so the rows that
                // held before hold now.
                throw .internalInconsistency("a row failed to return after its definition was removed")
            }
        }
    }

    /// Expands `expression` through the definitions (each once, newest first, so that
    /// shared sub-definitions are not expanded twice) into `variableSums`. Returns the
    /// expanded constant and the definitions used with their multipliers.
    mutating func expandDefinitions(of expression: LinearExpression) -> (constant: Double, dependencies: [Dependency]) {
        var constant = expression.constant
        for term in expression.terms {
            let variable = term.variable.index
            variableSums.add(term.coefficient, at: variable)
            queueDefinition(of: variable)
        }
        while let definitionIndex = pendingDefinitions.pop() {
            let definition = definitions[Int(definitionIndex)]
            let multiplier = variableSums.take(definition.variable)
            guard !isNearZero(multiplier) else { continue }
            definitionUses.add(multiplier, at: definitionIndex)
            constant += multiplier * definition.constant
            for (other, coefficient) in zip(definition.variables, definition.coefficients) {
                variableSums.add(multiplier * coefficient, at: other)
                queueDefinition(of: other)
            }
        }
        var dependencies: [Dependency] = []
        for definitionIndex in definitionUses.touched {
            let multiplier = definitionUses.values[Int(definitionIndex)]
            if !isNearZero(multiplier) { dependencies.append(Dependency(index: definitionIndex, multiplier: multiplier)) }
        }
        definitionUses.reset()
        return (constant, dependencies)
    }

    /// The expanded form in `variableSums` as a key for finding identical constraints, or
    /// nil if it has more terms than a key holds.
    mutating func expandedKey(_ constraint: Constraint, constant: Double) -> TableauKey? {
        var key = TableauKey(relation: constraint.relation, priority: constraint.priority.value, constant: constant)
        for variable in variableSums.touched {
            let coefficient = variableSums.values[Int(variable)]
            guard !isNearZero(coefficient), definitionOfVariable[Int(variable)] < 0 else { continue }
            guard key.count < TableauKey.capacity else { return nil }
            key.variables[key.count] = variable
            key.coefficients[key.count] = coefficient
            key.count += 1
        }
        // The same terms in another order are the same form: insertion sort, in place.
        for index in 1..<max(1, key.count) {
            var position = index
            while position > 0, key.variables[position - 1] > key.variables[position] {
                (key.variables[position - 1], key.variables[position]) = (key.variables[position], key.variables[position - 1])
                (key.coefficients[position - 1], key.coefficients[position]) =
                    (key.coefficients[position], key.coefficients[position - 1])
                position -= 1
            }
        }
        return key
    }

    /// Turns the expanded form in `variableSums` into a row over tableau symbols,
    /// substituting basic ones: `0 = constant + Σ …`. Clears `variableSums`.
    mutating func expandedRow(constant expandedConstant: Double) -> Row {
        var constant = expandedConstant
        for variable in variableSums.touched {
            let coefficient = variableSums.values[Int(variable)]
            guard !isNearZero(coefficient), definitionOfVariable[Int(variable)] < 0 else { continue }
            let symbol = symbol(for: variable)
            let slot = slotOfSymbol[Int(symbol)]
            if slot >= 0 {
                constant += coefficient * rows[Int(slot)].constant
                for cell in rows[Int(slot)].cells {
                    symbolSums.add(coefficient * cell.coefficient, at: cell.symbol)
                }
            } else {
                symbolSums.add(coefficient, at: symbol)
            }
        }
        symbolSums.sortTouched()
        var row = Row(constant: constant)
        row.cells.reserveCapacity(symbolSums.touched.count + 4)
        for symbol in symbolSums.touched {
            let coefficient = symbolSums.values[Int(symbol)]
            guard !isNearZero(coefficient) else { continue }
            row.cells.append(Cell(symbol: symbol, coefficient: coefficient))
        }
        variableSums.reset()
        symbolSums.reset()
        return row
    }

    private mutating func queueDefinition(of variable: Int32) {
        let definitionIndex = definitionOfVariable[Int(variable)]
        // A definition queued twice is expanded once with its summed multiplier; the
        // second pop finds a zero multiplier and is skipped.
        if definitionIndex >= 0 { pendingDefinitions.push(definitionIndex) }
    }

    /// The definitions a conflict set must also consider: those the rows of `indices`
    /// were expanded through, and the definitions those mention, transitively.
    func constraintsBehind(_ indices: [Int32]) -> [Int32] {
        var seen = Set(indices)
        var result = indices
        var queue: [Int32] = []
        for index in indices {
            switch records[Int(index)].state {
            case .inTableau: queue.append(contentsOf: records[Int(index)].dependencies.map(\.index))
            case .resolved(let definition): queue.append(definition)
            case .removed: break
            }
        }
        var visited = Set<Int32>()
        while let definitionIndex = queue.popLast() {
            guard visited.insert(definitionIndex).inserted else { continue }
            let definition = definitions[Int(definitionIndex)]
            if seen.insert(definition.constraint).inserted { result.append(definition.constraint) }
            for other in definition.variables where definitionOfVariable[Int(other)] >= 0 {
                queue.append(definitionOfVariable[Int(other)])
            }
        }
        return result.sorted()
    }
}
