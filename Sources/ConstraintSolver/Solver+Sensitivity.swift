// MARK: - Sensitivity of the solution to constants

extension Solver {
    /// The interval of the constant of `id`'s normal form `lhs - rhs` over which the current
    /// basis stays optimal, and how fast each variable moves per unit of that constant there
    /// (every value is affine in the constant inside the interval). At an end,
    /// ``updateConstant(of:to:)`` past it pivots to the next basis.
    ///
    /// `w == root - 40` (strong) and `w <= 300` with `root == r` required: below `r = 340` the
    /// width follows the root at rate 1; the interval of the root constraint's constant
    /// (`-r`) ends at -340.
    ///
    /// A constraint that shares its tableau row with identical ones is first given a row of
    /// its own (the solution does not change).
    public func sensitivity(ofConstant id: ConstraintID) throws(SolverError) -> ConstantSensitivity {
        let index = try liveIndex(of: id)
        var result = try sensitivity(along: [(id, 1)])
        let constant = core.records[Int(index)].constraint.expression.constant
        result.range = (constant + result.range.lowerBound)...(constant + result.range.upperBound)
        return result
    }

    /// The sensitivity of the solution when the constants of several constraints' normal forms
    /// move together, constraint `k`'s at rate `d_k`: the range of the offset `t` (0 now).
    package func sensitivity(along direction: [(ConstraintID, Double)]) throws(SolverError) -> ConstantSensitivity {
        let indices = try coreDirection(direction)
        for (index, _) in indices { try core.unshareForSensitivity(index) }
        return core.sensitivity(along: indices)
    }

    /// Pivots, keeping the solution and its optimality, to a basis that stays optimal for some
    /// `t > 0` along `direction`. Returns false when none does: past this point the required
    /// constraints cannot all hold (the basis is then unchanged). At most `maxPivots` pivots.
    package func pivotTowards(_ direction: [(ConstraintID, Double)], maxPivots: Int) throws(SolverError) -> Bool {
        let indices = try coreDirection(direction)
        for (index, _) in indices { try core.unshareForSensitivity(index) }
        return core.pivotTowards(indices, maxPivots: maxPivots)
    }

    private func coreDirection(_ direction: [(ConstraintID, Double)]) throws(SolverError) -> [(index: Int32, rate: Double)] {
        var indices: [(index: Int32, rate: Double)] = []
        for (id, rate) in direction {
            guard rate.isFinite else { throw .nonFiniteValue }
            indices.append((try liveIndex(of: id), rate))
        }
        return indices
    }
}
