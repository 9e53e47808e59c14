import ArgumentParser
import LayoutScript

/// `tether-bench layout`: the engine's cost on top of the solver — N views in nested stacks
/// with intrinsic sizes, laid out at three device sizes (iPhone 4s, iPhone 5, 9.7-inch iPad).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time layout passes of N views in nested stacks at three device sizes.",
        discussion: """
            Rows of 9 views with intrinsic sizes, each row in a container view stacked down \
            the root (N/10 containers, 9N/10 leaves). Build = making the views and adding \
            every constraint (intrinsic-size ones included) and the first pass at 320 × 480; \
            each further pass (320 × 568, 768 × 1024, back to 320 × 480) is incremental and \
            includes the diagnostics (ambiguity, misplaced views).
            """)

    @Option(name: .customLong("n"), help: "Numbers of views (repeatable).")
    var sizes: [Int] = [1_000, 10_000]

    @Option(help: "Runs per size.")
    var runs = 5

    func run() throws {
        print("tether-bench layout — AutoLayout engine, release build; median [min–max] over \(runs) runs\n")
        print("| views | constraints | build + first pass | one incremental pass | per view (pass) | check |")
        print("| --- | --- | --- | --- | --- | --- |")
        for n in sizes {
            var builds: [Double] = []
            var passes: [Double] = []
            var constraintCount = 0
            var check = "ok"
            for _ in 0..<max(1, runs) {
                let stopwatch = Stopwatch()
                let workload = try NestedStacks(views: n)
                builds.append(stopwatch.seconds * 1000)
                constraintCount = workload.engine.constraints.count
                for (width, height) in [(320.0, 568.0), (768, 1024), (320, 480)] {
                    let pass = Stopwatch()
                    let result = try workload.engine.layout(width: width, height: height)
                    passes.append(pass.seconds * 1000)
                    if let failure = workload.check(result) { check = "FAILED: \(failure)" }
                }
            }
            guard let build = Summary(milliseconds: builds), let pass = Summary(milliseconds: passes) else { continue }
            print(
                "| \(grouped(n)) | \(grouped(constraintCount)) | \(build.readable) | \(pass.readable) | "
                    + "\(formatMilliseconds(pass.median / Double(n))) | \(check) |")
            if check != "ok" { throw ExitCode.failure }
        }
    }
}

/// The `layout` workload: containers stacked down the root, 8 apart and 20 from its sides;
/// in each, 9 views in a row 8 apart, each with an intrinsic size 20 + 5j × 21 and a
/// compression resistance of 750 − j, so that when a row is too narrow the shrinking order
/// is determined (no ambiguity).
struct NestedStacks {
    let engine = LayoutEngine(rootName: "root", rootSize: LayoutSize(width: 320, height: 480))
    let containers: Int
    static let perRow = 9

    init(views: Int) throws {
        containers = max(1, views / 10)
        for k in 0..<containers {
            let container = "c\(k)"
            try engine.addView(named: container)
            try engine.add(LayoutConstraint(
                firstItem: container, firstAttribute: .leading, relation: .equal,
                secondItem: "root", secondAttribute: .leading, constant: 20))
            try engine.add(LayoutConstraint(
                firstItem: "root", firstAttribute: .trailing, relation: .equal,
                secondItem: container, secondAttribute: .trailing, constant: 20))
            try engine.add(LayoutConstraint(
                firstItem: container, firstAttribute: .top, relation: .equal,
                secondItem: k == 0 ? "root" : "c\(k - 1)", secondAttribute: k == 0 ? .top : .bottom, constant: 8))
            for j in 0..<Self.perRow {
                let view = "v\(k)_\(j)"
                try engine.addView(named: view, superview: container)
                try engine.setIntrinsicContentSize(width: Double(20 + 5 * j), height: 21, of: view)
                try engine.setCompressionResistancePriority(LayoutPriority(Double(750 - j)), for: .horizontal, of: view)
                try engine.add(LayoutConstraint(
                    firstItem: view, firstAttribute: .leading, relation: .equal,
                    secondItem: j == 0 ? container : "v\(k)_\(j - 1)", secondAttribute: j == 0 ? .leading : .trailing,
                    constant: 8))
                try engine.add(LayoutConstraint(
                    firstItem: view, firstAttribute: .top, relation: .equal,
                    secondItem: container, secondAttribute: .top, constant: 8))
            }
            try engine.add(LayoutConstraint(
                firstItem: container, firstAttribute: .trailing, relation: .greaterThanOrEqual,
                secondItem: "v\(k)_\(Self.perRow - 1)", secondAttribute: .trailing, constant: 8))
            try engine.add(LayoutConstraint(
                firstItem: container, firstAttribute: .bottom, relation: .equal,
                secondItem: "v\(k)_0", secondAttribute: .bottom, constant: 8))
        }
        _ = try engine.layout(width: 320, height: 480)
    }

    /// What must hold at any width W, worked out by hand: every container is W − 40 wide
    /// and 37 tall (8 + 21 + 8), 45 below the previous one; the row's views fit inside it.
    func check(_ result: LayoutResult) -> String? {
        let width = result.rootSize.width
        for k in [0, containers / 2, containers - 1] {
            guard let frame = result.frame(of: "c\(k)") else { return "c\(k) missing" }
            let expected = LayoutRect(x: 20, y: 8 + 45 * Double(k), width: width - 40, height: 37)
            guard abs(frame.x - expected.x) < 1e-6, abs(frame.y - expected.y) < 1e-6,
                abs(frame.width - expected.width) < 1e-6, abs(frame.height - expected.height) < 1e-6
            else { return "c\(k) is \(frame), expected \(expected)" }
            guard let last = result.frame(of: "v\(k)_\(Self.perRow - 1)"), last.x + last.width <= frame.width - 8 + 1e-6
            else { return "the row of c\(k) overflows" }
        }
        if !result.diagnostics.isEmpty { return "unexpected diagnostics: \(result.diagnostics.map(\.message))" }
        return nil
    }
}
