import Testing
import TestSupport
@testable import LayoutScript

/// Any input produces diagnostics, never a trap: a seeded random soup of token fragments.
@Suite struct FuzzTests {

    static let fragments = [
        "root", "view", "in", "pin", "vfl", "align", "direction", "ratio", "priority", "let", "def", "kind", "return",
        "for", "if", "else", "import", "as", "print", "show", "expect", "set", "true", "false", "none", "and", "or",
        "not", "a", "b", "root", "x", "h", "v", "hug", "resist", "intrinsic", "baseline", "frame", "autoresize", "width",
        ".", ".left", ".width", ".frame", ".superview", "0", "8", "-1", "1e999", "0.5", "1000", "2000", "\"H:|[a]-[b]|\"",
        "\"V:[a(", "\"", "\"std/x\"", "(", ")", "{", "}", "[", "]", ",", ":", "@", "+", "-", "*", "/", "%", "=", "==",
        "<=", ">=", "!=", "<", ">", "\n", ";", "#", " ", "×", "é", "$", "\\", "\t", "f(", "f", "range(3)", "textWidth(",
    ]

    @Test func randomInputsNeverTrap() {
        var random = SplitMix64(seed: 20261122)
        var options = Interpreter.Options()
        options.allowsFileImports = false
        options.limits = Interpreter.Limits(maxSteps: 20_000, maxCallDepth: 50, maxConstraints: 200, maxImports: 5, maxViews: 50)
        var diagnosticsSeen = 0
        for _ in 0..<3_000 {
            var text = ""
            let count = Int(random.next() % 40) + 1
            for _ in 0..<count {
                text += random.pick(FuzzTests.fragments)
                if random.next() % 3 == 0 { text += " " }
            }
            let interpreter = Interpreter(options: options)
            interpreter.run(source: "view a\nview b\ndef f(n) { return n }\n" + text, name: "fuzz.layout")
            _ = interpreter.layout()
            diagnosticsSeen += interpreter.diagnostics.count
            for diagnostic in interpreter.diagnostics where diagnostic.kind != .expectation {
                #expect(diagnostic.location != nil && diagnostic.hint != nil, "\(text)\n\(DiagnosticRenderer().render(diagnostic))")
            }
            _ = DiagnosticRenderer().render(interpreter.diagnostics)
            _ = Interpreter.isIncomplete(text)
        }
        #expect(diagnosticsSeen > 1_000)
    }

    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let interpreter = Interpreter(options: .init(allowsFileImports: false))
            interpreter.run(source: String(decoding: bytes, as: UTF8.self))
            _ = DiagnosticRenderer().render(interpreter.diagnostics)
        }
    }

    @Test func deepRecursionWithDeepExpressionsIsBounded() {
        let nested = String(repeating: "(", count: 200) + "f(n + 1)" + String(repeating: " + 1)", count: 200)
        let interpreter = Interpreter()
        interpreter.run(source: "def f(n) { return \(nested) }\nprint f(0)")
        #expect(interpreter.diagnostics.map(\.kind) == [.limit])
    }
}
