import ArgumentParser
import LayoutScript
import TetherOutput

/// `tether-bench script`: a generated script from text to frames, and the front end's share.
struct ScriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script",
        abstract: "Time a generated script from text to frames, and lexing + parsing alone.",
        discussion: """
            The script is ScriptBenchmark.generate(statements:): views in nested stacks with \
            lets, vfl with metrics, pins, ratios and calls. Total = a new Interpreter running \
            the text and laying it out at 320 × 568; front end = lexing and parsing alone.
            """)

    @Option(help: "Statements in the generated script (repeatable).")
    var statements: [Int] = [10_000]

    @Option(help: "Runs per size.")
    var runs = 5

    func run() throws {
        print("tether-bench script — LayoutScript, release build; median [min–max] over \(runs) runs\n")
        print("| statements | bytes | text → frames | lex + parse | front-end share | views | check |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for count in statements {
            let text = ScriptBenchmark.generate(statements: count)
            var totals: [Double] = []
            var fronts: [Double] = []
            var views = 0
            var check = "ok"
            for _ in 0..<max(1, runs) {
                let front = Stopwatch()
                let parsed = ScriptBenchmark.parse(text)
                fronts.append(front.seconds * 1000)
                if parsed.diagnostics != 0 || parsed.statements != count { check = "FAILED: \(parsed)" }
                let total = Stopwatch()
                let interpreter = Interpreter(options: .frontEnd())
                let diagnostics = interpreter.run(source: text, name: "benchmark.layout")
                let result = interpreter.layout()
                totals.append(total.seconds * 1000)
                views = result.views.count
                if !diagnostics.isEmpty || !result.diagnostics.isEmpty { check = "FAILED: diagnostics" }
            }
            guard let total = Summary(milliseconds: totals), let front = Summary(milliseconds: fronts) else { continue }
            let share = fixed(100 * front.median / total.median, decimals: 1)
            print(
                "| \(grouped(count)) | \(grouped(text.utf8.count)) | \(total.readable) | \(front.readable) | "
                    + "\(share) % | \(grouped(views)) | \(check) |")
            if check != "ok" { throw ExitCode.failure }
        }
    }
}
