import LayoutScript
import TextMetrics

extension Interpreter.Options {
    /// The options every Tether front end runs a script with — `tether run`, `check` and
    /// `export`, the REPL, the preview, the language server, the C API (and so the Python
    /// package) and the benchmarks — so that they lay it out alike: the standard library
    /// bundled, and text measured with this machine's fonts
    /// (`TextMeasurer.systemOrSimple(fontPath:)`, with `fontPath`'s font first: the CLI's and
    /// the preview's `TETHER_FONT`). The one place a front end's measurer is chosen;
    /// `LayoutScript` itself links no text library.
    package static func frontEnd(fontPath: String? = nil, limits: Interpreter.Limits = .init(),
                                 output: @escaping (String) -> Void = { _ in }) -> Interpreter.Options {
        Interpreter.Options(bundledModules: StandardLibrary.modules, limits: limits,
                            textMeasurer: TextMeasurer.systemOrSimple(fontPath: fontPath), output: output)
    }
}
