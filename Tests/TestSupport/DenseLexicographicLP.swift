import ConstraintSolver

// A small, dense, lexicographic linear-programming oracle written for the tests only (the solver's
// and the engine's randomized suites). It shares nothing with the solver under test except the
// `Relation` enum: plain `[[Double]]` tableaux, the
// textbook two-phase simplex and Bland's rule, chosen for being easy to check by eye rather than fast.
// The systems it sees have at most a few dozen columns.

// MARK: - Model

/// `Σ coefficients[j]·x_j + constant  relation  0` at `priority` (1000 = required): the normal form
/// the solver measures errors on.
public struct DenseConstraint {
    public var coefficients: [Double]
    public var constant: Double
    public var relation: Relation
    public var priority: Double

    public init(coefficients: [Double], constant: Double, relation: Relation, priority: Double) {
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    public var isRequired: Bool { priority >= 1000 }

    /// `Σ a_j x_j + c` at `x`.
    public func activity(at x: [Double]) -> Double {
        var sum = constant
        for (a, value) in zip(coefficients, x) { sum += a * value }
        return sum
    }

    /// The constraint's error at `x`, unscaled: |f| for ==, max(0, f) for <=, max(0, -f) for >=.
    public func error(at x: [Double]) -> Double {
        let f = activity(at: x)
        switch relation {
        case .equal: return abs(f)
        case .lessThanOrEqual: return max(0, f)
        case .greaterThanOrEqual: return max(0, -f)
        }
    }

    /// A scale for tolerances: the largest magnitude that enters `activity(at:)`.
    public func magnitude(at x: [Double]) -> Double {
        var m = abs(constant)
        for (a, value) in zip(coefficients, x) { m = max(m, abs(a * value)) }
        return m
    }
}

/// The error of every optional priority level, highest priority first.
public struct ErrorVector: CustomStringConvertible {
    public var levels: [(priority: Double, error: Double)]

    /// The errors of `constraints`' optional levels at `x`, summed per level.
    public init(_ constraints: [DenseConstraint], at x: [Double]) {
        var sums: [Double: Double] = [:]
        for c in constraints where !c.isRequired {
            sums[c.priority, default: 0] += c.error(at: x)
        }
        levels = sums.sorted { $0.key > $1.key }.map { (priority: $0.key, error: $0.value) }
    }

    public var description: String {
        levels.map { "@\($0.priority): \($0.error)" }.joined(separator: ", ")
    }

    /// Whether both vectors have the same levels and each level's error agrees within
    /// `1e-6 · (1 + |error|)`.
    public func matches(_ other: ErrorVector, tolerance: Double = 1e-6) -> Bool {
        guard levels.count == other.levels.count else { return false }
        for (a, b) in zip(levels, other.levels) {
            guard a.priority == b.priority else { return false }
            guard abs(a.error - b.error) <= tolerance * (1 + max(abs(a.error), abs(b.error))) else { return false }
        }
        return true
    }
}

/// The largest violation of a required constraint at `x`, relative to the constraint's magnitude.
public func requiredViolation(_ constraints: [DenseConstraint], at x: [Double]) -> Double {
    var worst = 0.0
    for c in constraints where c.isRequired {
        worst = max(worst, c.error(at: x) / (1 + c.magnitude(at: x)))
    }
    return worst
}

// MARK: - Oracle

/// Lexicographic minimisation of the error vector of a set of ``DenseConstraint``s.
///
/// Standard form: every free variable is split `x_j = p_j - q_j` with `p, q ≥ 0`; each constraint is a
/// row `a·(p - q) [± slack] [± error columns] = -c`:
///
/// | relation | required | optional (error columns in brackets) |
/// | --- | --- | --- |
/// | `==` | `a·x = -c` | `a·x - [e⁺] + [e⁻] = -c` |
/// | `<=` | `a·x + s = -c` | `a·x - [e] + s = -c`, so `a·x + c ≤ e` |
/// | `>=` | `a·x - s = -c` | `a·x + [e] - s = -c`, so `a·x + c ≥ -e` |
///
/// Phase 1 adds one artificial per row and minimises their sum (infeasible if it stays positive).
/// Then, for each priority level from the highest down, it minimises the sum of that level's error
/// columns. At that optimum the objective equals `optimum + Σ d_j z_j` over the nonbasic columns
/// (reduced costs `d ≥ 0`), so a solution is optimal for the level exactly when every column with
/// `d_j > 0` is zero: those columns are removed before the next level. That fixes each level at its
/// optimum without adding rows, and what is left at the end is the set of lexicographic optima.
public struct DenseLexicographicLP {
    public enum Outcome { case optimal, unbounded, stalled }

    public enum Failure: Error, CustomStringConvertible {
        case infeasible
        case stalled(String)

        public var description: String {
            switch self {
            case .infeasible: return "required constraints are infeasible"
            case .stalled(let why): return "oracle stalled: \(why)"
            }
        }
    }

    /// The tableau: each row holds `columnCount` coefficients, then the right-hand side.
    private(set) var rows: [[Double]] = []
    private(set) var basis: [Int] = []
    /// Columns that may still become nonzero.
    private var allowed: [Bool] = []
    private(set) var columnCount = 0
    public let variableCount: Int
    public let constraints: [DenseConstraint]
    /// The optimum of each optional level, highest priority first (filled by `solve`).
    private(set) var optima: [(priority: Double, error: Double)] = []

    private static let eps = 1e-9

    /// Builds the problem and runs phase 1 and every level. Throws `.infeasible` when the required
    /// constraints have no common solution.
    public init(variableCount: Int, constraints: [DenseConstraint]) throws(Failure) {
        self.variableCount = variableCount
        self.constraints = constraints
        try build()
        try solveLevels()
    }

    /// Whether the required constraints among `constraints` have a common solution.
    public static func isFeasible(variableCount: Int, constraints: [DenseConstraint]) -> Bool {
        do {
            _ = try DenseLexicographicLP(variableCount: variableCount, constraints: constraints.filter(\.isRequired))
            return true
        } catch {
            return false
        }
    }

    /// The values of the original variables at the current basis.
    public var values: [Double] {
        var columnValue = [Double](repeating: 0, count: columnCount)
        for (i, column) in basis.enumerated() { columnValue[column] = rows[i][columnCount] }
        return (0..<variableCount).map { columnValue[2 * $0] - columnValue[2 * $0 + 1] }
    }

    /// The error vector of the optimum, recomputed from the variables' values.
    public var errorVector: ErrorVector { ErrorVector(constraints, at: values) }

    /// Moves to the optimal solution that minimises `Σ weights[j]·x_j`; `nil` if that is unbounded.
    public mutating func minimiseOverOptima(_ weights: [Double]) -> [Double]? {
        var cost = [Double](repeating: 0, count: columnCount)
        for (j, w) in weights.enumerated() {
            cost[2 * j] = w
            cost[2 * j + 1] = -w
        }
        switch minimise(cost) {
        case .optimal: return values
        case .unbounded, .stalled: return nil
        }
    }

    // MARK: Building

    private mutating func build() throws(Failure) {
        // Columns: p_j, q_j for each variable, then slack and error columns, then one artificial per row.
        var extra: [[(column: Int, coefficient: Double)]] = []
        var errorColumns: [Double: [Int]] = [:]
        var next = 2 * variableCount
        func column() -> Int {
            defer { next += 1 }
            return next
        }
        for c in constraints {
            var cells: [(column: Int, coefficient: Double)] = []
            switch (c.isRequired, c.relation) {
            case (true, .equal):
                break
            case (true, .lessThanOrEqual):
                cells.append((column(), 1))
            case (true, .greaterThanOrEqual):
                cells.append((column(), -1))
            case (false, .equal):
                let plus = column(), minus = column()
                cells += [(plus, -1), (minus, 1)]
                errorColumns[c.priority, default: []] += [plus, minus]
            case (false, .lessThanOrEqual):
                let e = column()
                cells += [(e, -1), (column(), 1)]
                errorColumns[c.priority, default: []].append(e)
            case (false, .greaterThanOrEqual):
                let e = column()
                cells += [(e, 1), (column(), -1)]
                errorColumns[c.priority, default: []].append(e)
            }
            extra.append(cells)
        }
        let firstArtificial = next
        columnCount = next + constraints.count
        allowed = [Bool](repeating: true, count: columnCount)
        rows = []
        basis = []
        for (i, c) in constraints.enumerated() {
            var row = [Double](repeating: 0, count: columnCount + 1)
            for (j, a) in c.coefficients.enumerated() {
                row[2 * j] += a
                row[2 * j + 1] -= a
            }
            for cell in extra[i] { row[cell.column] += cell.coefficient }
            row[columnCount] = -c.constant
            if row[columnCount] < 0 {
                for k in row.indices { row[k] = -row[k] }
            }
            row[firstArtificial + i] = 1
            rows.append(row)
            basis.append(firstArtificial + i)
        }
        self.levelColumns = errorColumns.sorted { $0.key > $1.key }.map { (priority: $0.key, columns: $0.value) }

        // Phase 1: minimise the sum of the artificials.
        var cost = [Double](repeating: 0, count: columnCount)
        for k in firstArtificial..<columnCount { cost[k] = 1 }
        guard minimise(cost) == .optimal else { throw .stalled("phase 1") }
        let infeasibility = objective(cost)
        let scale = constraints.reduce(1.0) { max($0, abs($1.constant)) }
        if infeasibility > 1e-7 * scale { throw .infeasible }
        // Drive the artificials out of the basis; a row where no other column can enter is redundant.
        var i = 0
        while i < rows.count {
            if basis[i] >= firstArtificial {
                if let c = (0..<firstArtificial).first(where: { abs(rows[i][$0]) > Self.eps && !basis.contains($0) }) {
                    pivot(row: i, column: c)
                } else {
                    rows.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        for k in firstArtificial..<columnCount { allowed[k] = false }
    }

    private var levelColumns: [(priority: Double, columns: [Int])] = []

    private mutating func solveLevels() throws(Failure) {
        optima = []
        for level in levelColumns {
            var cost = [Double](repeating: 0, count: columnCount)
            for k in level.columns { cost[k] = 1 }
            guard minimise(cost) == .optimal else { throw .stalled("level \(level.priority)") }
            optima.append((level.priority, objective(cost)))
            let d = reducedCosts(cost)
            let isBasic = basicMask()
            for k in 0..<columnCount where allowed[k] && !isBasic[k] && d[k] > Self.eps {
                allowed[k] = false
            }
        }
    }

    // MARK: Simplex

    private func basicMask() -> [Bool] {
        var mask = [Bool](repeating: false, count: columnCount)
        for column in basis { mask[column] = true }
        return mask
    }

    private func objective(_ cost: [Double]) -> Double {
        var sum = 0.0
        for (i, column) in basis.enumerated() { sum += cost[column] * rows[i][columnCount] }
        return sum
    }

    private func reducedCosts(_ cost: [Double]) -> [Double] {
        var d = cost
        for (i, column) in basis.enumerated() where cost[column] != 0 {
            let cb = cost[column]
            for k in 0..<columnCount { d[k] -= cb * rows[i][k] }
        }
        return d
    }

    private mutating func pivot(row r: Int, column c: Int) {
        let p = rows[r][c]
        for k in 0...columnCount { rows[r][k] /= p }
        rows[r][c] = 1
        for i in rows.indices where i != r {
            let f = rows[i][c]
            if f == 0 { continue }
            for k in 0...columnCount { rows[i][k] -= f * rows[r][k] }
            rows[i][c] = 0
        }
        basis[r] = c
    }

    /// Primal simplex with Bland's rule (lowest entering index, lowest leaving basic index on ties),
    /// which cannot cycle.
    private mutating func minimise(_ cost: [Double]) -> Outcome {
        for _ in 0..<50_000 {
            let d = reducedCosts(cost)
            let isBasic = basicMask()
            guard let entering = (0..<columnCount).first(where: { allowed[$0] && !isBasic[$0] && d[$0] < -Self.eps }) else {
                return .optimal
            }
            var leaving: Int?
            var best = Double.infinity
            for i in rows.indices where rows[i][entering] > Self.eps {
                let ratio = max(0, rows[i][columnCount]) / rows[i][entering]
                if let current = leaving, abs(ratio - best) <= 1e-12 * (1 + best) {
                    if basis[i] < basis[current] { leaving = i }
                } else if ratio < best {
                    best = ratio
                    leaving = i
                }
            }
            guard let r = leaving else { return .unbounded }
            pivot(row: r, column: entering)
        }
        return .stalled
    }
}
