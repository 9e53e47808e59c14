import Testing
@testable import LayoutScript

/// The generated 10,000-statement script, text to frames. The test asserts correctness
/// only; it prints the timings (run it with `swift test -c release --filter
/// LayoutScriptPerformance` to measure).
@Suite struct LayoutScriptPerformance {
    @Test func tenThousandStatements() throws {
        let text = ScriptBenchmark.generate(statements: 10_000)
        let clock = ContinuousClock()
        var parsed = (statements: 0, diagnostics: 0)
        let frontEnd = clock.measure { parsed = ScriptBenchmark.parse(text) }
        #expect(parsed.statements == 10_000)
        #expect(parsed.diagnostics == 0)

        let interpreter = Interpreter()
        var layout: LayoutResult?
        let total = clock.measure {
            interpreter.run(source: text, name: "benchmark.layout")
            layout = interpreter.layout()
        }
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics.prefix(3).map(\.message))")
        let result = try #require(layout)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3).map(\.message))")
        // Group 3: gap 4 + 3 = 7; g3_5 at x 5, y 7 + 5 × (10 + 7) = 92, 45 × 10 in g3.
        #expect(result.frame(of: "g3_5") == LayoutRect(x: 5, y: 92, width: 45, height: 10))
        // A group is gap + 8 × 10 + 7 × gap + gap = 80 + 9 × gap tall; g1 (gap 5) is below g0 (gap 4).
        #expect(result.frame(of: "g1") == LayoutRect(x: 0, y: 116, width: 320, height: 125))
        #expect(result.frame(of: "g0_0") == LayoutRect(x: 0, y: 4, width: 20, height: 10))
        let views = result.views.count
        #expect(views > 2_500)
        let share = frontEnd / total * 100
        print("LayoutScriptPerformance: 10,000 statements, \(views) views: total \(total), lex+parse \(frontEnd) (\(Int(share.rounded()))% of total)")
    }

    @Test func generatorIsExact() {
        for count in [1, 2, 50, 333, 1_000] {
            #expect(ScriptBenchmark.parse(ScriptBenchmark.generate(statements: count)).statements == count)
            let interpreter = Interpreter()
            interpreter.run(source: ScriptBenchmark.generate(statements: count))
            #expect(interpreter.diagnostics.isEmpty, "\(count): \(interpreter.diagnostics.prefix(2).map(\.message))")
        }
    }
}
