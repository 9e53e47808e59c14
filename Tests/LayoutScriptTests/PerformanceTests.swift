import Testing
@testable import LayoutScript

/// The generated 10,000-statement script, text to frames. The test asserts correctness
/// only; it prints the timings (run it with `swift test -c release --filter
/// LayoutScriptPerformance` to measure).
@Suite struct LayoutScriptPerformance {
    @Test func tenThousandStatements() throws {
        let text = ScriptBenchmark.generate(statements: 10_000)
        let clock = ContinuousClock()
        // Each phase is timed three times and the fastest kept, so that neither side pays
        // alone for first-touch page faults and one-time initialisation.
        var parsed = (statements: 0, diagnostics: 0)
        var tokenCount = 0
        var lexing = Duration.seconds(1_000)
        var frontEnd = Duration.seconds(1_000)
        var total = Duration.seconds(1_000)
        var interpreter = Interpreter()
        var layout: LayoutResult?
        for _ in 0..<3 {
            lexing = min(lexing, clock.measure { tokenCount = Lexer.tokenize(Source(name: "b", text: text)).tokens.count })
            frontEnd = min(frontEnd, clock.measure { parsed = ScriptBenchmark.parse(text) })
            let fresh = Interpreter()
            total = min(total, clock.measure {
                fresh.run(source: text, name: "benchmark.layout")
                layout = fresh.layout()
            })
            interpreter = fresh
        }
        #expect(parsed.statements == 10_000)
        #expect(parsed.diagnostics == 0)
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
        print("LayoutScriptPerformance: 10,000 statements, \(views) views: total \(total), lex+parse \(frontEnd) (\(Int(share.rounded()))% of total; lexing alone \(lexing) for \(tokenCount) tokens, \(text.utf8.count) bytes)")
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
