import ArgumentParser
import LayoutScript

/// `tether-bench sweep`: the cost of sweeping the root's width (every frame as pieces affine
/// in the width) on the `layout` workload, next to the cost of one layout pass.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Time a sweep of the root's width over N views in nested stacks.",
        discussion: """
            The `layout` workload (rows of 9 views with intrinsic sizes and compression \
            resistances 750 − j, N/10 rows) swept from 0 to 1400 points at a height of 480. \
            Below 480 points the rows' views are squeezed one after another, each a change of \
            basis; below 120 the rows' spacing no longer fits and the engine breaks constraints \
            until they fit again. The sweep's frames are checked against layout passes at widths \
            from 150 up.
            """)

    @Option(name: .customLong("n"), help: "Numbers of views (repeatable).")
    var sizes: [Int] = [1_000]

    @Option(help: "Runs per size.")
    var runs = 5

    @Option(help: "The first root width of the sweep (below 120 the rows conflict).")
    var from = 0.0

    func run() throws {
        print("tether-bench sweep — AutoLayout engine, release build; median [min–max] over \(runs) runs\n")
        print("| views | pieces | sweep \(from.layoutDescription)…1400 | per piece | one layout pass | check |")
        print("| --- | --- | --- | --- | --- | --- |")
        for n in sizes {
            var sweeps: [Double] = []
            var passes: [Double] = []
            var pieces = 0
            var check = "ok"
            for _ in 0..<max(1, runs) {
                let workload = try NestedStacks(views: n)
                let stopwatch = Stopwatch()
                let sweep = try workload.engine.sweepRootWidth(over: from...1400, height: 480)
                sweeps.append(stopwatch.seconds * 1000)
                pieces = sweep.pieces.count
                let pass = Stopwatch()
                _ = try workload.engine.layout(width: 375, height: 480)
                passes.append(pass.seconds * 1000)
                if let failure = agreement(sweep, workload) { check = "FAILED: \(failure)" }
            }
            guard let sweep = Summary(milliseconds: sweeps), let pass = Summary(milliseconds: passes) else { continue }
            print(
                "| \(grouped(n)) | \(pieces) | \(sweep.readable) | \(formatMilliseconds(sweep.median / Double(max(1, pieces)))) | "
                    + "\(pass.readable) | \(check) |")
            if check != "ok" { throw ExitCode.failure }
        }
    }

    /// The sweep's frames at a few widths against layout passes there.
    private func agreement(_ sweep: WidthSweep, _ workload: NestedStacks) -> String? {
        let rows = [0, workload.containers - 1]
        for width in [150.0, 333.3, 452.5, 479.9, 640, 1366] {
            guard let result = try? workload.engine.layout(width: width, height: 480) else { return "no layout at \(width)" }
            for k in rows {
                for name in ["c\(k)"] + (0..<NestedStacks.perRow).map({ "v\(k)_\($0)" }) {
                    guard let swept = sweep.frame(of: name, atWidth: width)?.frame, let laidOut = result.frame(of: name) else {
                        return "\(name) missing at \(width)"
                    }
                    let pairs = [(swept.x, laidOut.x), (swept.y, laidOut.y), (swept.width, laidOut.width), (swept.height, laidOut.height)]
                    guard pairs.allSatisfy({ abs($0 - $1) <= 1e-6 * max(1, abs($1)) }) else {
                        return "\(name) at \(width): swept \(swept), laid out \(laidOut)"
                    }
                }
            }
        }
        return nil
    }
}
