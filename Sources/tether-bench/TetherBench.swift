import ArgumentParser

/// `tether-bench`: Tether's release-mode benchmarks. Run it with `swift run -c release
/// tether-bench solver`; `Benchmarks/compare_kiwisolver.py` runs the same workloads on
/// kiwisolver and prints the ratios.
@main
struct TetherBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tether-bench",
        abstract: "Release-mode benchmarks for Tether.",
        subcommands: [SolverCommand.self, LayoutCommand.self, SweepCommand.self, ScriptCommand.self, InteropCommand.self, ExplainBenchCommand.self, ConformanceCommand.self]
    )
}
