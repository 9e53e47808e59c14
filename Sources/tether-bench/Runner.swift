import ConstraintSolver

/// How one (workload, N) is measured.
struct RunOptions {
    /// Runs to make (fewer if the budget runs out).
    var runs: Int
    /// Resize cycles per run (fewer if a run's cycles pass a tenth of the budget).
    var cycles: Int
    /// Seconds one run's add may take; all runs together stop after twice this.
    var budget: Double
    /// Skip the cycles (the parent estimated that one cycle would not fit the budget).
    var skipCycles: Bool
    /// Consecutive cycles that suggest the same values (kiwi's own benchmark repeats one
    /// size per measurement; 1: every cycle a new size).
    var repeatEach: Int = 1
}

/// Measures one workload in this process: builds everything before the clock, times the
/// add and the cycles, checks the invariants, and reads the tableau size and peak RSS.
enum Runner {
    /// How a timed add ended.
    private enum AddOutcome {
        case done(seconds: Double)
        case overBudget(added: Int, seconds: Double)
        case threw(String)
    }

    /// Measures `workload`; `progress` receives one JSON event per finished add.
    static func measure(_ workload: Workload, options: RunOptions, progress: (JSON) -> Void) -> Measurement {
        var result = Measurement(workload: workload.name, n: workload.n, label: workload.label)
        result.variables = workload.variableCount
        result.constraints = workload.constraintCount
        // The cycle values are data, made before any clock starts.
        let cycleTable = (0 ..< max(0, options.cycles)).map { workload.cycleValues($0 / max(1, options.repeatEach)) }
        var addMilliseconds: [Double] = []
        var cycleMilliseconds: [Double] = []
        var cyclesPerRun: [Int] = []
        let total = Stopwatch()

        for run in 0 ..< max(1, options.runs) {
            // Before the clock: the solver, its variables and the constraint values.
            let solver = Solver()
            var variables: [Variable] = []
            variables.reserveCapacity(workload.variableCount)
            for name in workload.variableNames {
                variables.append(solver.makeVariable(named: name))
            }
            let constraints = workload.constraints(over: variables)
            let edits = workload.edits.map { (variable: variables[Int($0.variable)], initial: $0.initial) }
            if run == 0 {
                result.baselineRSSKB = Memory.peakResidentKB()
            }

            switch timeAdd(solver: solver, edits: edits, constraints: constraints, budget: options.budget) {
            case .done(let seconds):
                addMilliseconds.append(seconds * 1000)
                progress(.object([("event", .string("add")), ("run", .number(Double(run))),
                                  ("ms", .number(seconds * 1000))]))
            case .overBudget(let added, let seconds):
                let estimate = seconds * Double(workload.constraintCount) / Double(added)
                result.status = .skipped
                result.reason = "skipped (over budget: \(grouped(added))/\(grouped(workload.constraintCount)) "
                    + "constraints added in \(formatMilliseconds(seconds * 1000)), est. ≥ "
                    + "\(formatMilliseconds(estimate * 1000)))"
                result.peakRSSKB = Memory.peakResidentKB()
                return result
            case .threw(let message):
                result.status = .failed
                result.failures.append("add threw \(message)")
                result.runs = run + 1
                return result
            }

            solver.updateVariables()
            if run == 0 {
                let values = variables.map { solver.value(of: $0) }
                result.checksumAdd = Check.sum(values)
                result.failures += (workload.checkAfterAdd(values) + workload.requiredFailures(values))
                    .map { "after add: \($0)" }
                result.tableauAfterAdd = tableauSize(solver)
            }

            if !options.skipCycles && !cycleTable.isEmpty {
                do {
                    let (cycles, seconds) = try timeCycles(solver: solver, edits: edits.map(\.variable),
                                                          table: cycleTable, budget: options.budget / 10)
                    cycleMilliseconds.append(seconds * 1000 / Double(cycles))
                    cyclesPerRun.append(cycles)
                    if run == 0 {
                        let values = variables.map { solver.value(of: $0) }
                        result.checksumCycles = Check.sum(values)
                        result.failures += (workload.checkAfterCycle(values, cycles - 1) + workload.requiredFailures(values))
                            .map { "after cycle \(cycles - 1): \($0)" }
                        result.tableauAfterCycles = tableauSize(solver)
                    }
                } catch {
                    result.failures.append("a resize cycle threw \(error)")
                }
            }
            if run == 0 {
                let peak = Memory.peakResidentKB()
                let growth = max(0, peak - (result.baselineRSSKB ?? peak))
                result.bytesPerConstraint = Double(growth) * 1024 / Double(max(1, workload.constraintCount))
            }
            result.runs = run + 1
            if !result.failures.isEmpty || total.seconds > 2 * options.budget {
                break
            }
        }
        result.add = Summary(milliseconds: addMilliseconds)
        result.cycle = Summary(milliseconds: cycleMilliseconds)
        result.cycles = cyclesPerRun.min() ?? 0
        result.peakRSSKB = Memory.peakResidentKB()
        if !result.failures.isEmpty {
            result.status = .failed
        }
        return result
    }

    /// (a) The timed add: every edit variable (strong), each initial suggestion, then every
    /// constraint in order. The clock is read every 1,024 constraints to keep to the budget.
    private static func timeAdd(solver: Solver, edits: [(variable: Variable, initial: Double?)],
                                constraints: [Constraint], budget: Double) -> AddOutcome {
        let watch = Stopwatch()
        do {
            for edit in edits {
                try solver.addEditVariable(edit.variable, priority: Strength.strong.priority)
            }
            for edit in edits {
                if let initial = edit.initial {
                    try solver.suggestValue(edit.variable, initial)
                }
            }
            for index in constraints.indices {
                _ = try solver.add(constraints[index])
                if index & 1023 == 1023 && watch.seconds > budget {
                    return .overBudget(added: index + 1, seconds: watch.seconds)
                }
            }
        } catch {
            return .threw("\(error)")
        }
        return .done(seconds: watch.seconds)
    }

    /// (b) The timed cycles: for each cycle, suggest every edit variable's value, then
    /// `updateVariables()`. Stops early once `budget` seconds have passed (the clock is read
    /// about once a millisecond, so it does not weigh on microsecond cycles).
    private static func timeCycles(solver: Solver, edits: [Variable], table: [[Double]],
                                   budget: Double) throws(SolverError) -> (cycles: Int, seconds: Double) {
        let watch = Stopwatch()
        var done = 0
        var nextCheck = 1
        while done < table.count {
            let values = table[done]
            for index in edits.indices {
                try solver.suggestValue(edits[index], values[index])
            }
            solver.updateVariables()
            done += 1
            if done == nextCheck {
                let elapsed = watch.seconds
                if elapsed > budget { break }
                nextCheck = done + max(1, Int(0.001 / max(elapsed / Double(done), 1e-9)))
            }
        }
        return (done, watch.seconds)
    }

    private static func tableauSize(_ solver: Solver) -> TableauSize {
        let statistics = solver.statistics
        return TableauSize(rows: statistics.rows, cells: statistics.cells,
                           resolvedVariables: statistics.resolvedVariables, pivots: statistics.pivots)
    }
}
