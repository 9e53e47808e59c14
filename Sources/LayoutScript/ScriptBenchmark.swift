// MARK: - Benchmark support

/// Benchmark support: a generator of large, valid scripts and a front-end-only pass, so
/// that a benchmark can time text → frames and the lexing and parsing share of it.
///
/// Not part of the language; stable enough for `tether-bench`'s `script` workload.
public enum ScriptBenchmark {
    /// Statements each group of the generated script has, besides its section's (see
    /// ``generate(statements:)``).
    public static let statementsPerGroup = 30

    /// A script of exactly `statements` statements (at least 1) that lays out without
    /// errors, conflicts or ambiguity: sections stacked down the root view, each holding
    /// ten groups stacked down the section, each holding eight views stacked down the
    /// group. It exercises every kind of work the evaluator does: `let`s used as VFL
    /// metrics and in arithmetic, `view … in … { intrinsic … }`, `vfl` with metrics, `pin`
    /// with constants and multipliers, `ratio`, and calls of a `def`.
    ///
    /// Group `K` uses the gap `4 + K % 5`; its view `gK_i` is at x = i, y = gap + i × (10 +
    /// gap) in the group, 20 + 5i wide and 10 tall; `gK_0` also has a 2:1 aspect ratio, which
    /// its intrinsic 20 × 10 meets.
    public static func generate(statements: Int) -> String {
        var lines: [String] = ["root 320 x 568", "def indent(v, parent, x) { pin v.leading == parent.leading + x }"]
        let children = 8
        var group = 0
        var previousSection: String?
        while lines.count + statementsPerGroup + 4 <= statements {
            let section = "s\(group / 10)"
            if group % 10 == 0 {
                lines.append("view \(section)")
                lines.append("vfl \"H:|[\(section)]|\"")
                lines.append(previousSection.map { "pin \(section).top == \($0).bottom" } ?? "pin \(section).top == root.top")
                previousSection = section
            }
            let container = "g\(group)"
            let gap = "gap\(group)"
            lines.append("let \(gap) = 4 + \(group % 5)")
            lines.append("view \(container) in \(section)")
            lines.append("vfl \"H:|[\(container)]|\"")
            lines.append(group % 10 == 0 ? "pin \(container).top == \(section).top" : "pin \(container).top == g\(group - 1).bottom")
            for index in 0..<children {
                lines.append("view \(container)_\(index) in \(container) { intrinsic \(20 + 5 * index) x 10 }")
            }
            for index in 0..<children {
                let view = "\(container)_\(index)"
                if index % 2 == 0 {
                    lines.append("pin \(view).leading == 1 * \(container).leading + \(index)")
                } else {
                    lines.append("indent(\(view), \(container), \(index))")
                }
            }
            lines.append("vfl \"V:|-\(gap)-[\(container)_0]\"")
            lines.append("ratio \(container)_0 2:1")
            for index in 1..<children {
                lines.append("pin \(container)_\(index).top == \(container)_\(index - 1).bottom + \(gap)")
            }
            lines.append("vfl \"V:[\(container)_\(children - 1)]-\(gap)-|\"")
            if group % 10 == 9 {
                lines.append("pin \(section).bottom == \(container).bottom")
            }
            group += 1
        }
        if group % 10 != 0, let previousSection {
            lines.append("pin \(previousSection).bottom == g\(group - 1).bottom")
        }
        // Pad with arithmetic to the exact count.
        var pad = 0
        while lines.count < max(1, statements) {
            lines.append("let pad\(pad) = \(pad) * 2 + 1")
            pad += 1
        }
        return lines.prefix(max(1, statements)).joined(separator: "\n") + "\n"
    }

    /// Lexes and parses a script without running it (the front end alone, for timing):
    /// the number of top-level statements and of syntax diagnostics.
    public static func parse(_ text: String, name: String = "benchmark.layout") -> (statements: Int, diagnostics: Int) {
        let (statements, diagnostics) = Parser.parse(Source(name: name, text: text))
        return (statements.count, diagnostics.count)
    }
}
