import FuzzerDriver
import LayoutScript

// libFuzzer harness for the script interpreter (`make fuzz`): any bytes, as a script file
// would be read, then parsed, run with small limits and the standard library, laid out at
// two sizes, and its diagnostics rendered. A crash, a trap, a hang (libFuzzer's -timeout) or
// runaway memory (-rss_limit_mb) is a bug: bad input must end in a diagnostic.

/// Limits small enough that every input finishes in milliseconds.
private let limits = Interpreter.Limits(
    maxSteps: 20_000, maxCallDepth: 50, maxConstraints: 500, maxImports: 5, maxViews: 100,
    maxElements: 10_000, maxStringLength: 10_000, maxScriptBytes: 64 << 10)

func fuzzScript(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let text = try? ScriptFile.text(of: bytes) else { return 0 }
    var options = Interpreter.Options(allowsFileImports: false, limits: limits)
    options.bundledModules = StandardLibrary.modules
    let interpreter = Interpreter(options: options)
    interpreter.run(source: text, name: "fuzz.layout")
    if let results = try? interpreter.layouts(for: [LayoutSize(width: 320, height: 568), LayoutSize(width: 0, height: 0)]) {
        for result in results { _ = interpreter.locatedDiagnostics(of: result) }
    }
    _ = DiagnosticRenderer().render(interpreter.diagnostics)
    return 0
}

@_cdecl("ScriptFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzScript(data, size)
    }
}
