/// The size of the solver's tableau at one moment (`Solver.statistics`).
struct TableauSize {
    var rows: Int
    var cells: Int
    var resolvedVariables: Int
    /// Pivots since the solver was made.
    var pivots: Int

    var json: JSON {
        .object([("rows", .number(Double(rows))), ("cells", .number(Double(cells))),
                 ("resolved_variables", .number(Double(resolvedVariables))), ("pivots", .number(Double(pivots)))])
    }

    init(rows: Int, cells: Int, resolvedVariables: Int, pivots: Int) {
        self.rows = rows
        self.cells = cells
        self.resolvedVariables = resolvedVariables
        self.pivots = pivots
    }

    init?(json: JSON?) {
        guard let json, let rows = json["rows"]?.int, let cells = json["cells"]?.int,
              let resolved = json["resolved_variables"]?.int, let pivots = json["pivots"]?.int
        else { return nil }
        self.init(rows: rows, cells: cells, resolvedVariables: resolved, pivots: pivots)
    }
}

/// The result for one (workload, N): what `--json` prints, one object per line.
///
/// Fields (times in milliseconds; `null` where not measured):
/// - `workload`, `n` (the size asked for; 1 for enaml), `label`, `status` (`ok`, `failed`
///   — an invariant did not hold —, or `skipped` with a `reason`), `variables`, `constraints`;
/// - `runs`: runs measured; `add_ms`: {median, min, max} over runs of the time to add
///   every edit variable, its initial suggestion and every constraint;
/// - `cycle_ms`: {median, min, max} over runs of the time of ONE resize cycle (a run's
///   cycle time divided by its cycle count); `cycles`: cycles per run (fewest over runs);
/// - `peak_rss_kb`: the child process's `ru_maxrss` at the end; `baseline_rss_kb`: its
///   `ru_maxrss` just before the first add (variables and constraint values built);
///   `bytes_per_constraint`: (peak after the first run − baseline) / constraints;
/// - `checksum_add`, `checksum_cycles`: Σ of all variable values after the add and after
///   the last cycle of the first run;
/// - `tableau_after_add`, `tableau_after_cycles`: {rows, cells, resolved_variables, pivots};
/// - `failures`: the invariants that did not hold (empty when `status` is `ok`).
struct Measurement {
    enum Status: String {
        case ok, failed, skipped
    }

    var workload: String
    var n: Int
    var label: String
    var status: Status = .ok
    var reason: String?
    var variables: Int = 0
    var constraints: Int = 0
    var runs: Int = 0
    var add: Summary?
    var cycle: Summary?
    var cycles: Int = 0
    var peakRSSKB: Int?
    var baselineRSSKB: Int?
    var bytesPerConstraint: Double?
    var checksumAdd: Double?
    var checksumCycles: Double?
    var tableauAfterAdd: TableauSize?
    var tableauAfterCycles: TableauSize?
    var failures: [String] = []

    init(workload: String, n: Int, label: String) {
        self.workload = workload
        self.n = n
        self.label = label
    }

    /// A (workload, N) that was not run, with the reason.
    static func skipped(_ kind: WorkloadKind, n: Int, reason: String) -> Measurement {
        var result = Measurement(workload: kind.rawValue, n: n, label: Measurement.label(kind, n: n))
        result.status = .skipped
        result.reason = reason
        result.constraints = kind.constraintCount(n: n)
        return result
    }

    /// The label a workload would have, without building it.
    static func label(_ kind: WorkloadKind, n: Int) -> String {
        switch kind {
        case .enaml: "enaml-like"
        case .grid: "grid \(Workloads.gridSide(n))×\(Workloads.gridSide(n))"
        case .chain, .independent: "\(kind.rawValue) \(n)"
        }
    }

    // MARK: - JSON

    var json: JSON {
        func number(_ value: Double?) -> JSON { value.map(JSON.number) ?? .null }
        func integer(_ value: Int?) -> JSON { value.map { .number(Double($0)) } ?? .null }
        return .object([
            ("workload", .string(workload)), ("n", .number(Double(n))), ("label", .string(label)),
            ("status", .string(status.rawValue)), ("reason", reason.map(JSON.string) ?? .null),
            ("variables", .number(Double(variables))), ("constraints", .number(Double(constraints))),
            ("runs", .number(Double(runs))),
            ("add_ms", add?.json ?? .null), ("cycle_ms", cycle?.json ?? .null), ("cycles", .number(Double(cycles))),
            ("peak_rss_kb", integer(peakRSSKB)), ("baseline_rss_kb", integer(baselineRSSKB)),
            ("bytes_per_constraint", number(bytesPerConstraint)),
            ("checksum_add", number(checksumAdd)), ("checksum_cycles", number(checksumCycles)),
            ("tableau_after_add", tableauAfterAdd?.json ?? .null),
            ("tableau_after_cycles", tableauAfterCycles?.json ?? .null),
            ("failures", .array(failures.map(JSON.string))),
        ])
    }

    init?(json: JSON) {
        guard let workload = json["workload"]?.string, let n = json["n"]?.int,
              let status = json["status"]?.string.flatMap(Status.init(rawValue:))
        else { return nil }
        self.init(workload: workload, n: n, label: json["label"]?.string ?? workload)
        self.status = status
        reason = json["reason"]?.string
        variables = json["variables"]?.int ?? 0
        constraints = json["constraints"]?.int ?? 0
        runs = json["runs"]?.int ?? 0
        add = Summary(json: json["add_ms"])
        cycle = Summary(json: json["cycle_ms"])
        cycles = json["cycles"]?.int ?? 0
        peakRSSKB = json["peak_rss_kb"]?.int
        baselineRSSKB = json["baseline_rss_kb"]?.int
        bytesPerConstraint = json["bytes_per_constraint"]?.double
        checksumAdd = json["checksum_add"]?.double
        checksumCycles = json["checksum_cycles"]?.double
        tableauAfterAdd = TableauSize(json: json["tableau_after_add"])
        tableauAfterCycles = TableauSize(json: json["tableau_after_cycles"])
        failures = json["failures"]?.array?.compactMap(\.string) ?? []
    }
}
