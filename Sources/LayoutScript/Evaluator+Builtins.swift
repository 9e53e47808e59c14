import AutoLayout

// MARK: - Builtin functions

extension Interpreter {
    /// Each builtin function's signature and what it returns, by name, for an editor's hover
    /// and completion (a test checks it names every builtin and nothing else).
    package static let builtinSignatures: [String: String] = [
        "textWidth": "textWidth(text, size = 17) → the width of one line of text (in Inter in the front ends)",
        "textAscent": "textAscent(size = 17) → the font's ascent",
        "textLineHeight": "textLineHeight(size = 17) → one line's height",
        "range": "range(end) or range(start, end, step = 1) → a list of numbers",
        "min": "min(a, b, …)", "max": "max(a, b, …)", "abs": "abs(x)", "round": "round(x)",
        "floor": "floor(x)", "ceil": "ceil(x)", "sqrt": "sqrt(x)",
        "str": "str(values…) → their text, as print shows it",
        "error": "error(message) → stops the statement with a runtime error",
        "viewNamed": "viewNamed(name) → the view with that name",
    ]
}

extension Evaluator {
    /// The functions every script sees (a scope of their own, below the script's globals).
    static func makeBuiltins(limits: Interpreter.Limits, measurer: any TextMeasuring, textSize: @escaping () -> ContentSizeCategory,
                             viewExists: @escaping (String) -> Bool) -> Scope {
        let scope = Scope(parent: nil)
        func define(_ name: String, _ body: @escaping ([Value]) throws -> Value) {
            scope.define(name, .function(Callable(name: name, body: .native(body))))
        }
        func numbers(_ name: String, _ arguments: [Value], count: ClosedRange<Int>) throws -> [Double] {
            guard count.contains(arguments.count) else {
                let expected = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
                throw ScriptError("\(name) takes \(expected) argument\(count.upperBound == 1 ? "" : "s"), got \(arguments.count)")
            }
            return try arguments.map { argument in
                guard case .number(let n) = argument else {
                    throw ScriptError("\(name) expects numbers, got \(argument.typeName) '\(argument.excerpt)'")
                }
                return n
            }
        }
        // A font size: points, or a text style's name (its size at the reader's text size).
        func fontSize(_ name: String, _ arguments: [Value]) throws -> Double {
            guard arguments.count <= 1 else { throw ScriptError("\(name) takes a font size at most, got \(arguments.count) arguments") }
            if case .string(let styleName)? = arguments.first {
                guard let style = TextStyle(name: styleName) else {
                    throw ScriptError("unknown text style '\(styleName)'",
                                      hint: "use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return style.metrics(at: textSize()).size
            }
            let size = try numbers(name, arguments, count: 0...1).first ?? 17
            guard size.isFinite, size > 0 else { throw ScriptError("a font size must be a finite number > 0, got \(formatNumber(size))") }
            return size
        }
        // textWidth(text, size = 17): the advance of the text on one line, measured by the
        // interpreter's measurer (Options.textMeasurer).
        define("textWidth") { arguments in
            guard let first = arguments.first, case .string(let text) = first else {
                throw ScriptError("textWidth expects a string first", hint: "textWidth(\"Hello\") or textWidth(\"Hello\", 13)")
            }
            return .number(measurer.width(of: text, size: try fontSize("textWidth", Array(arguments.dropFirst()))))
        }
        // textAscent(size = 17): a line's baseline below its top in the interpreter's font.
        define("textAscent") { arguments in
            .number(measurer.ascent(size: try fontSize("textAscent", arguments)))
        }
        // textLineHeight(size = 17): a line's height in the interpreter's font.
        define("textLineHeight") { arguments in
            .number(measurer.lineHeight(size: try fontSize("textLineHeight", arguments)))
        }
        // range(n) = [0, 1, …, n−1]; range(a, b) = [a, …, b−1].
        define("range") { arguments in
            let values = try numbers("range", arguments, count: 1...2)
            let (low, high) = values.count == 1 ? (0.0, values[0]) : (values[0], values[1])
            // Past 2^53 a Double has no room for the next whole number: x + 1 == x, and the
            // count would never advance.
            guard abs(low) <= 9_007_199_254_740_992, abs(high) <= 9_007_199_254_740_992 else {
                throw ScriptError("range needs bounds between -2^53 and 2^53, got \(values.map(formatNumber).joined(separator: ", "))",
                                  hint: "range(n) counts from 0 to n − 1; range(a, b) from a to b − 1")
            }
            guard high - low <= Double(limits.maxElements) else { throw BuiltinLimitExceeded.elements }
            var result: [Value] = []
            var current = low
            while current < high {
                result.append(.number(current))
                current += 1
            }
            return .list(result)
        }
        define("min") { .number(try numbers("min", $0, count: 1...1_000).min() ?? 0) }
        define("max") { .number(try numbers("max", $0, count: 1...1_000).max() ?? 0) }
        define("abs") { .number(Swift.abs(try numbers("abs", $0, count: 1...1)[0])) }
        define("round") { .number(try numbers("round", $0, count: 1...1)[0].rounded()) }
        define("floor") { .number(try numbers("floor", $0, count: 1...1)[0].rounded(.down)) }
        define("ceil") { .number(try numbers("ceil", $0, count: 1...1)[0].rounded(.up)) }
        define("sqrt") { .number(try numbers("sqrt", $0, count: 1...1)[0].squareRoot()) }
        // The text of values, as `print` shows them; attributes as their terms.
        func text(_ values: [Value]) throws -> String {
            var writer = TextWriter(limit: limits.maxStringLength) { $0.description }
            for (index, value) in values.enumerated() {
                guard index == 0 || writer.append(" "), try writer.write(value, quoted: false) else { throw BuiltinLimitExceeded.text }
            }
            return writer.text
        }
        define("str") { .string(try text($0)) }
        // error(message, hint): stops the run with a runtime error located at the call (a
        // module's checks report bad arguments with it).
        define("error") { arguments in
            guard let message = arguments.first, arguments.count <= 2 else {
                throw ScriptError("error takes a message and an optional hint, got \(arguments.count) arguments")
            }
            throw ScriptError(try text([message]), hint: try arguments.dropFirst().first.map { try text([$0]) } ?? "the script called error(…)")
        }
        // viewNamed("row3"): the view with a computed name.
        define("viewNamed") { arguments in
            guard arguments.count == 1, case .string(let name) = arguments[0] else {
                throw ScriptError("viewNamed expects one string")
            }
            guard viewExists(name) else { throw ScriptError("unknown view '\(name)'") }
            return .view(name)
        }
        return scope
    }
}
