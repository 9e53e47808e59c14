import ArgumentParser
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A workload named on the command line, or all of them.
enum WorkloadChoice: String, CaseIterable, ExpressibleByArgument {
    case all, enaml, chain, grid, independent
}

/// `tether-bench solver`: times the solver on the notes' workloads W0–W3.
struct SolverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Time the constraint solver on the enaml, chain, grid and independent workloads.",
        discussion: """
            For each workload and size, a fresh process (this executable with --single) builds the \
            variables and constraint values, then times (a) adding everything and (b) the resize cycles, \
            over several runs, checks the workload's invariants, and reports its peak RSS. A size whose \
            add is estimated (from the smaller sizes) or seen to take longer than --budget is reported \
            as skipped. Exits 1 if any invariant does not hold.
            """
    )

    @Option(name: .long, help: "A workload to run (repeatable): enaml, chain, grid, independent or all.")
    var workload: [WorkloadChoice] = []

    @Option(name: .customLong("n"), help: "A size N (repeatable); default 1000, 10000 and 100000. Grids are round(√N) square.")
    var sizes: [Int] = []

    @Option(help: "Runs per size (at most 3 at N ≥ 100,000).")
    var runs: Int = 5

    @Option(help: "Resize cycles per run.")
    var cycles: Int = 100

    @Option(help: "Consecutive cycles that suggest the same values, as kiwi's own C++ benchmark measures a resize (1: a new size each cycle).")
    var repeatEach: Int = 1

    @Option(help: "Seconds one run's add may take; a run's cycles get a tenth of it, all runs of a size twice it.")
    var budget: Double = 60

    @Flag(help: "N = 1,000 only, 3 runs (the README's quick start).")
    var quick = false

    @Flag(help: "Print one JSON object per (workload, N) instead of the table.")
    var json = false

    @Flag(help: "Print each workload's definition (variables, edits, constraints, the first --cycles cycles) and exit.")
    var dump = false

    @Flag(help: "Measure in this process, without a child per size (peak RSS then covers everything before).")
    var inProcess = false

    @Flag(help: .hidden)
    var single = false

    @Flag(help: .hidden)
    var skipCycles = false

    mutating func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
        guard cycles >= 0 else { throw ValidationError("--cycles cannot be negative") }
        guard repeatEach >= 1 else { throw ValidationError("--repeat-each must be at least 1") }
        guard budget > 0, budget.isFinite else { throw ValidationError("--budget must be a positive number of seconds") }
        if let bad = sizes.first(where: { $0 < 1 || $0 > 10_000_000 }) {
            throw ValidationError("--n \(bad) is outside 1…10,000,000")
        }
        if single && (kinds.count != 1 || (kinds[0].isSized && sizeList.count != 1)) {
            throw ValidationError("--single takes exactly one --workload and one --n")
        }
    }

    /// The workloads asked for, in the notes' order.
    var kinds: [WorkloadKind] {
        if workload.isEmpty || workload.contains(.all) { return WorkloadKind.allCases }
        return WorkloadKind.allCases.filter { kind in workload.contains { $0.rawValue == kind.rawValue } }
    }

    /// The sizes asked for, smallest first, so that estimates can build on smaller sizes.
    var sizeList: [Int] {
        if !sizes.isEmpty { return Array(Set(sizes)).sorted() }
        return quick ? [1000] : [1000, 10000, 100_000]
    }

    func runOptions(n: Int) -> RunOptions {
        let asked = quick ? min(runs, 3) : runs
        return RunOptions(runs: n >= 100_000 ? min(asked, 3) : asked, cycles: cycles, budget: budget, skipCycles: skipCycles,
                          repeatEach: repeatEach)
    }

    func run() throws {
        if dump {
            for kind in kinds {
                for n in kind.isSized ? sizeList : [1] {
                    print(try kind.make(n: n).dump(cycles: cycles), terminator: "")
                }
            }
            return
        }
        if single {
            let n = kinds[0].isSized ? sizeList[0] : 1
            let result = Runner.measure(try kinds[0].make(n: n), options: runOptions(n: n)) { event in
                print(event.rendered())
                fflush(nil)
            }
            print(result.json.rendered())
            return
        }
        let results = try runAll()
        if results.contains(where: { $0.status == .failed }) {
            throw ExitCode(1)
        }
    }

    /// Runs every (workload, N), printing each result as it comes.
    private func runAll() throws -> [Measurement] {
        let report = Report()
        if !json {
            report.start(options: runOptions(n: 1000), sizes: sizeList)
        }
        var results: [Measurement] = []
        for kind in kinds {
            var addHistory: [(constraints: Int, seconds: Double)] = []
            var cycleHistory: [(constraints: Int, seconds: Double)] = []
            for n in kind.isSized ? sizeList : [1] {
                let count = kind.constraintCount(n: n)
                var result: Measurement
                if let estimate = Self.estimate(addHistory, at: count), estimate > budget {
                    result = .skipped(kind, n: n, reason: "skipped (over budget: est. \(formatMilliseconds(estimate * 1000)) add)")
                } else {
                    var options = runOptions(n: n)
                    if let estimate = Self.estimate(cycleHistory, at: count), estimate > budget / 2 {
                        options.skipCycles = true
                    }
                    if !json {
                        FileHandleStandardError.write("running \(Measurement.label(kind, n: n)) (\(grouped(count)) constraints)…\n")
                    }
                    result = inProcess ? Runner.measure(try kind.make(n: n), options: options) { _ in }
                        : try measureInChild(kind, n: n, options: options)
                }
                if let add = result.add {
                    addHistory.append((count, add.median / 1000))
                }
                if let cycle = result.cycle {
                    cycleHistory.append((count, cycle.median / 1000))
                }
                if json {
                    print(result.json.rendered())
                    fflush(nil)
                } else {
                    report.row(result)
                }
                results.append(result)
            }
        }
        if !json {
            report.finish(results)
        }
        return results
    }

    /// Runs one (workload, N) in a fresh process and reads its JSON record.
    private func measureInChild(_ kind: WorkloadKind, n: Int, options: RunOptions) throws -> Measurement {
        var arguments = ["solver", "--single", "--workload", kind.rawValue, "--n", String(n),
                         "--runs", String(options.runs), "--cycles", String(options.cycles), "--budget", String(budget),
                         "--repeat-each", String(options.repeatEach)]
        if options.skipCycles {
            arguments.append("--skip-cycles")
        }
        let limit = 4 * budget + 60
        let output = try ChildProcess.run(ChildProcess.currentExecutable(), arguments, timeout: limit)
        let records = output.standardOutput.split(separator: "\n").compactMap { JSON.parse(String($0)) }
        if let record = records.last(where: { $0["workload"] != nil }), let result = Measurement(json: record) {
            return result
        }
        var result = Measurement.skipped(kind, n: n, reason: "")
        let adds = records.filter { $0["event"]?.string == "add" }.compactMap { $0["ms"]?.double }
        if output.timedOut {
            let seen = adds.first.map { "add \(formatMilliseconds($0)); " } ?? ""
            result.reason = "skipped (over budget: \(seen)killed after \(formatMilliseconds(limit * 1000)))"
        } else {
            result.status = .failed
            let how = output.exitStatus.map { "exited with status \($0)" } ?? "was killed by a signal (crashed)"
            result.reason = "the child process \(how) without a result"
            result.failures = [result.reason ?? ""]
        }
        return result
    }

    /// Extrapolates seconds at `constraints` from smaller sizes: the exponent fitted to the
    /// last two sizes (clamped to 1…3), or 2 (quadratic) with only one size measured.
    static func estimate(_ history: [(constraints: Int, seconds: Double)], at constraints: Int) -> Double? {
        guard let last = history.last, last.seconds > 0 else { return nil }
        var exponent = 2.0
        if history.count >= 2 {
            let before = history[history.count - 2]
            if last.constraints > before.constraints, before.seconds > 0 {
                exponent = min(3, max(1, log(last.seconds / before.seconds)
                        / log(Double(last.constraints) / Double(before.constraints))))
            }
        }
        return last.seconds * pow(Double(constraints) / Double(last.constraints), exponent)
    }
}

/// `write(2)` under a name of its own, on every C library.
#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Musl)
    private let systemWrite = Musl.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif

/// Progress messages go to standard error, so that `--json` output stays clean.
enum FileHandleStandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            _ = systemWrite(2, bytes.baseAddress, bytes.count)
        }
    }
}
