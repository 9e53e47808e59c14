#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints measurements as a Markdown table, one row as each (workload, N) finishes, then a
/// legend and how the figures stand against the project's aims.
struct Report {
    private static let header = [
        "workload", "N", "constraints", "add: median [min–max]", "one resize: median [min–max]", "runs × cycles",
        "peak RSS", "bytes/constraint", "tableau after add: rows / cells", "pivots / resize", "Σ after add", "Σ after cycles", "check",
    ]

    /// Prints the title and the table's header.
    func start(options: RunOptions, sizes: [Int]) {
        print("tether-bench solver — Tether ConstraintSolver, release build")
        print("\(options.runs) runs per size (at most 3 at N ≥ 100,000), \(options.cycles) resize cycles per run, "
            + "budget \(formatMilliseconds(options.budget * 1000)) per add; sizes \(sizes.map(grouped).joined(separator: ", "))")
        print("")
        print("| " + Report.header.joined(separator: " | ") + " |")
        print("|" + String(repeating: " --- |", count: Report.header.count))
        fflush(nil)
    }

    /// Prints one row.
    func row(_ m: Measurement) {
        let side = Workloads.gridSide(m.n)
        let size = switch m.workload {
        case "enaml": "37 vars"
        case "grid": "\(grouped(m.n)) (\(side)×\(side))"
        default: grouped(m.n)
        }
        var cells = [m.workload, size, grouped(m.constraints)]
        if m.status == .skipped {
            cells += [m.reason ?? "skipped", "", "", "", "", "", "", "", "", "skipped"]
        } else {
            cells.append(m.add.map(Report.spread) ?? "–")
            cells.append(m.cycle.map(Report.spread) ?? "–")
            cells.append("\(m.runs) × \(m.cycles)")
            cells.append(m.peakRSSKB.map { Report.megabytes($0) } ?? "–")
            // Below 1,000 constraints the growth of ru_maxrss is page granularity, not the solver.
            cells.append(m.constraints < 1000 ? "n/a (too few)" : m.bytesPerConstraint.map { "\(grouped(Int($0.rounded()))) B" } ?? "–")
            cells.append(m.tableauAfterAdd.map { "\(grouped($0.rows)) / \(grouped($0.cells))" } ?? "–")
            if let before = m.tableauAfterAdd, let after = m.tableauAfterCycles, m.cycles > 0 {
                cells.append(fixed(Double(after.pivots - before.pivots) / Double(m.cycles), decimals: 1))
            } else {
                cells.append("–")
            }
            cells.append(m.checksumAdd.map(Report.checksum) ?? "–")
            cells.append(m.checksumCycles.map(Report.checksum) ?? "–")
            cells.append(m.status == .ok ? "ok" : "**FAILED**")
        }
        print("| " + cells.joined(separator: " | ") + " |")
        fflush(nil)
    }

    /// Prints the legend, any failures, and the aims.
    func finish(_ results: [Measurement]) {
        print("")
        print("""
            add = addEditVariable (strong) for each edit variable, suggestValue of its initial value, then \
            addConstraint for every constraint, in the notes' order; one resize = one cycle of suggestValue on \
            the container size + updateVariables() (independent: updateVariables() only), a run's cycle time \
            divided by its cycles. Median [min–max] over runs; each (workload, N) in a fresh process. \
            bytes/constraint = growth of ru_maxrss from just before the first add (constraint values already \
            built) to the end of the first run, per constraint. Tableau sizes and pivots (per resize cycle) \
            come from Solver.statistics in the first run. Σ = sum of all variable values (first run). \
            Strengths: kiwi required ↔ Tether required (1000), strong ↔ 750, smedium ↔ 700, mmedium ↔ 550, \
            medium ↔ 500, weak ↔ 250: Tether's priorities are strictly lexicographic, so only their order matters.
            """)
        for m in results where !m.failures.isEmpty {
            print("")
            print("FAILED \(m.label):")
            for failure in m.failures {
                print("  - \(failure)")
            }
        }
        let aims = Report.aims(results)
        if !aims.isEmpty {
            print("")
            print("Aims:")
            for aim in aims {
                print("  " + aim)
            }
        }
        fflush(nil)
    }

    /// The aims, where the figures were measured.
    static func aims(_ results: [Measurement]) -> [String] {
        func find(_ workload: String, _ n: Int) -> Measurement? {
            results.first { $0.workload == workload && $0.n == n && $0.status == .ok }
        }
        func mark(_ ok: Bool) -> String { ok ? "met" : "NOT met" }
        var lines: [String] = []
        for workload in ["chain", "grid"] {
            if let cycle = find(workload, 1000)?.cycle {
                lines.append("\(workload) N=1,000 one resize \(formatMilliseconds(cycle.median)) (aim < 1 ms): \(mark(cycle.median < 1))")
            }
        }
        if let add = find("independent", 10000)?.add {
            lines.append("independent N=10,000 add \(formatMilliseconds(add.median)) (aim < 20 ms): \(mark(add.median < 20))")
        }
        // Memory at the largest size measured of each workload: at small sizes the growth of
        // ru_maxrss is mostly page and allocator granularity.
        for workload in ["chain", "grid", "independent"] {
            let measured = results.filter { $0.workload == workload && $0.status == .ok && $0.bytesPerConstraint != nil }
            if let largest = measured.max(by: { $0.constraints < $1.constraints }), let bytes = largest.bytesPerConstraint {
                lines.append("\(workload) N=\(grouped(largest.n)) memory \(grouped(Int(bytes.rounded()))) bytes per constraint "
                    + "(aim < 1 KB): \(mark(bytes < 1024))")
            }
        }
        return lines
    }

    private static func spread(_ summary: Summary) -> String {
        "\(formatMilliseconds(summary.median)) [\(formatMilliseconds(summary.min))–\(formatMilliseconds(summary.max))]"
    }

    private static func megabytes(_ kilobytes: Int) -> String {
        fixed(Double(kilobytes) / 1024, decimals: 1) + " MB"
    }

    private static func checksum(_ value: Double) -> String {
        let rounded = value.rounded()
        if abs(value - rounded) <= 1e-9 * max(1, abs(value)), abs(rounded) < 1e15 {
            return grouped(Int(rounded))
        }
        return fixed(value, decimals: 3)
    }
}
