import ConstraintSolver

/// A constraint's strength, named as kiwi names it.
///
/// Tether's priorities are strictly lexicographic, so only their order matters; kiwi adds up
/// weighted errors (required 1001001000, strong 1e6, smedium 1e5, mmedium 1250, medium 1e3,
/// weak 1). The mapping keeps kiwi's order.
enum Strength: String, CaseIterable, Sendable {
    case required, strong, smedium, mmedium, medium, weak

    /// The Tether priority this benchmark uses for the kiwi strength.
    var priority: Priority {
        switch self {
        case .required: .required
        case .strong: Priority(750)
        case .smedium: Priority(700)
        case .mmedium: Priority(550)
        case .medium: Priority(500)
        case .weak: Priority(250)
        }
    }
}

extension Relation {
    /// The relation as kiwi and the notes write it.
    var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// One benchmark workload as plain data: named variables in creation order, edit variables
/// with their initial suggestions, and constraints `Σ coefficient·variable + constant OP 0`
/// in the order they are added, with their terms in the order they are written.
///
/// The constraints are stored flat (one array per field) so that a 100,000-cell grid costs
/// a few arrays rather than 800,000 small ones; ``constraints(over:)`` turns them into
/// solver values before the clock starts.
struct Workload {
    /// `enaml`, `chain`, `grid` or `independent`.
    let name: String
    /// The size asked for (grid: cells ≈ N; enaml: 1).
    let n: Int
    /// A short human label, e.g. "grid 32×32".
    let label: String

    private(set) var variableNames: [String] = []
    /// Edit variables (all strong), with the value suggested before the constraints, if any.
    var edits: [(variable: Int32, initial: Double?)] = []

    private(set) var strengths: [Strength] = []
    private(set) var relations: [Relation] = []
    private(set) var constants: [Double] = []
    /// Constraint `i` owns terms `termStart[i] ..< termStart[i + 1]`.
    private(set) var termStart: [Int] = [0]
    private(set) var termVariables: [Int32] = []
    private(set) var termCoefficients: [Double] = []

    /// The edit variables' values in cycle `k`, one per edit variable.
    var cycleValues: (Int) -> [Double] = { _ in [] }
    /// Failures of the workload's invariants after the add (values indexed like the variables).
    var checkAfterAdd: ([Double]) -> [String] = { _ in [] }
    /// Failures after cycle `k` (the last one run).
    var checkAfterCycle: ([Double], Int) -> [String] = { _, _ in [] }

    init(name: String, n: Int, label: String) {
        self.name = name
        self.n = n
        self.label = label
    }

    var variableCount: Int { variableNames.count }
    var constraintCount: Int { strengths.count }

    /// Declares the next variable; its index is its creation order.
    mutating func variable(_ name: String) -> Int32 {
        variableNames.append(name)
        return Int32(variableNames.count - 1)
    }

    /// Appends `Σ terms + constant relation 0` at `strength`.
    mutating func add(_ strength: Strength, _ relation: Relation, _ constant: Double, _ terms: (Int32, Double)...) {
        add(strength, relation, constant, terms: terms)
    }

    mutating func add(_ strength: Strength, _ relation: Relation, _ constant: Double, terms: [(Int32, Double)]) {
        strengths.append(strength)
        relations.append(relation)
        constants.append(constant)
        for (variable, coefficient) in terms {
            termVariables.append(variable)
            termCoefficients.append(coefficient)
        }
        termStart.append(termVariables.count)
    }

    /// The terms of constraint `index`, in order.
    func terms(of index: Int) -> [(variable: Int32, coefficient: Double)] {
        (termStart[index] ..< termStart[index + 1]).map { (termVariables[$0], termCoefficients[$0]) }
    }

    /// Solver constraints over `variables` (indexed like ``variableNames``), term order kept.
    func constraints(over variables: [Variable]) -> [Constraint] {
        var result: [Constraint] = []
        result.reserveCapacity(constraintCount)
        for index in 0 ..< constraintCount {
            var terms: [Term] = []
            terms.reserveCapacity(termStart[index + 1] - termStart[index])
            for position in termStart[index] ..< termStart[index + 1] {
                terms.append(Term(variables[Int(termVariables[position])], termCoefficients[position]))
            }
            let expression = LinearExpression(terms, constant: constants[index])
            result.append(Constraint(expression, relations[index], LinearExpression(0), priority: strengths[index].priority))
        }
        return result
    }

    /// Descriptions of the required constraints that `values` violate (at most one, the first).
    func requiredFailures(_ values: [Double]) -> [String] {
        for index in 0 ..< constraintCount where strengths[index] == .required {
            var lhs = constants[index]
            var scale = max(1, abs(constants[index]))
            for position in termStart[index] ..< termStart[index + 1] {
                let product = termCoefficients[position] * values[Int(termVariables[position])]
                lhs += product
                scale = max(scale, abs(product))
            }
            let slack = Check.tolerance * scale
            let holds = switch relations[index] {
            case .equal: abs(lhs) <= slack
            case .lessThanOrEqual: lhs <= slack
            case .greaterThanOrEqual: lhs >= -slack
            }
            if !holds {
                return ["required constraint #\(index) violated by \(lhs)"]
            }
        }
        return []
    }

    /// The canonical text of the workload, compared line by line with
    /// `Benchmarks/compare_kiwisolver.py --dump` to prove both sides run the same workload.
    func dump(cycles: Int) -> String {
        var lines = ["workload \(name) n=\(n) variables=\(variableCount) constraints=\(constraintCount)"]
        for (index, name) in variableNames.enumerated() {
            lines.append("var \(index) \(name)")
        }
        for edit in edits {
            let initial = edit.initial.map(formatNumber) ?? "none"
            lines.append("edit \(variableNames[Int(edit.variable)]) strong init \(initial)")
        }
        for index in 0 ..< constraintCount {
            let words = terms(of: index).map { "\(formatNumber($0.coefficient))*\(variableNames[Int($0.variable)])" }
            lines.append("\(strengths[index].rawValue) \(relations[index].symbol) \(formatNumber(constants[index])) "
                + words.joined(separator: " "))
        }
        for k in 0 ..< cycles {
            lines.append("cycle \(k) " + cycleValues(k).map(formatNumber).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Integers without a decimal point, other numbers in Swift's shortest round-trip form
/// (which matches Python's `repr` for the numbers these workloads use).
func formatNumber(_ x: Double) -> String {
    if x == x.rounded(.towardZero) && abs(x) < 1e15 {
        return String(Int(x))
    }
    return "\(x)"
}
