@_exported import AutoLayout

// MARK: - Interpreter

// A host imports only LayoutScript: the layout types it returns (LayoutResult, LayoutRect,
// LayoutSize, LayoutDiagnostic, LayoutEngine) come with it.

/// Runs Tether scripts and gives back frames: the embedding API.
///
/// ```swift
/// var options = Interpreter.Options()
/// options.bundledModules = ["std/controls": controlsSource]
/// options.output = { print($0) }                    // where `print` and `show` go
/// let interpreter = Interpreter(options: options)
/// try interpreter.declareView(named: "avatar", intrinsicSize: LayoutSize(width: 64, height: 64))
/// interpreter.registerFunction(named: "scale") { _ in .number(2) }
/// interpreter.run(source: text, name: "screen.layout")
/// let layout = try interpreter.layout(width: 320, height: 568)
/// layout.frame(of: "toolbar")                        // LayoutRect (0, 524, 320, 44)
/// interpreter.diagnostics                            // [Diagnostic], with file:line:col
/// ```
///
/// One interpreter is one session: successive `run` calls share the views, constraints and
/// top-level names (as a REPL needs). Diagnostics are values; nothing is printed unless
/// `Options.output` prints. A script error never traps: it is a `Diagnostic`.
public final class Interpreter {
    /// How an interpreter finds modules, which size it lays out at, its limits and where
    /// its output goes.
    public struct Options {
        /// Folders searched for `import "PATH"` after the importing file's folder and the
        /// bundled modules (the CLI passes `TETHER_PATH`'s entries).
        public var searchPaths: [String]
        /// Modules the host provides as text, by import path without `.layout`
        /// (`"std/controls"`); searched after the importing file's folder.
        public var bundledModules: [String: String]
        /// Whether `import` may read files; with false only bundled modules load.
        public var allowsFileImports: Bool
        /// A screen (size, safe-area insets, traits) that overrides the script's `root`
        /// statements (the CLI's `--size` and `--device`).
        public var screen: Screen?
        /// A root size that overrides the script's `root W x H`: a ``screen`` of that size,
        /// without safe-area insets.
        public var rootSize: LayoutSize? {
            get { screen?.size }
            set { screen = newValue.map { Screen(size: $0) } }
        }
        /// Which way leading and trailing run, overriding the script's `direction` statements
        /// (the CLI's `--rtl`); nil lets the script choose, left to right by default.
        public var layoutDirection: LayoutDirection?
        /// The reader's text size, which text styles (`text "Hi", "body"`) follow and
        /// `traits.textSize` reads (the CLI's `--text-size`); nil for the script's own
        /// (its `textSize` statement), else `large`, UIKit's default.
        public var contentSizeCategory: ContentSizeCategory?
        /// Whether the script's own screens (its `root` statements, or 320 × 568 without
        /// one) show the docked keyboard (``Screen/showingKeyboard()``; the CLI's
        /// `--keyboard`); a ``screen`` the host gives says so itself.
        public var showsKeyboard = false
        /// Caps on steps, call depth, constraints, imports and views.
        public var limits: Interpreter.Limits
        /// How text is measured (`textWidth`, the `text` property, labels): the host's
        /// measurer (`TextMetrics`' `TextMeasurer.systemOrSimple()` for real fonts, as the
        /// `tether` front ends do), used by this interpreter and its replays on the thread
        /// that runs them; nil for `SimpleTextMeasurer`'s estimate.
        public var textMeasurer: (any TextMeasuring)?
        /// Receives each line of `print` and each table of `show`.
        public var output: (String) -> Void
        /// Asked every 1,024 steps; when it returns true the running script stops with an
        /// `.interrupted` error and the session stays usable (a REPL's Ctrl-C).
        public var isInterrupted: (() -> Bool)?
        /// Where the engines of this interpreter and its replays keep the minimal conflicts
        /// they find, each minimised once however many of them meet it (a host that runs one
        /// script in many environments, as `tether check --all` does, passes one memo to
        /// every run); nil minimises every conflict afresh. Used on the thread that runs them.
        public var conflictMemo: LayoutConflictMemo?

        /// Makes options; by default files may be imported, nothing is printed, the size is
        /// the script's `root` (320 × 568 without one) and text is estimated
        /// (``textMeasurer``).
        public init(
            searchPaths: [String] = [], bundledModules: [String: String] = [:], allowsFileImports: Bool = true,
            rootSize: LayoutSize? = nil, layoutDirection: LayoutDirection? = nil,
            limits: Interpreter.Limits = .init(), textMeasurer: (any TextMeasuring)? = nil, output: @escaping (String) -> Void = { _ in }
        ) {
            self.searchPaths = searchPaths
            self.bundledModules = bundledModules
            self.allowsFileImports = allowsFileImports
            self.screen = rootSize.map { Screen(size: $0) }
            self.layoutDirection = layoutDirection
            self.limits = limits
            self.textMeasurer = textMeasurer
            self.output = output
        }
    }

    /// The options this interpreter was made with.
    public let options: Options
    /// The layout engine the scripts build (read it for view names and constraints; change
    /// it only through scripts, so that diagnostics stay located).
    public var engine: LayoutEngine { evaluator.engine }
    /// Every diagnostic so far: syntax, name, type, runtime, expectation, limit and layout
    /// (unsatisfiable) ones, in the order found.
    public var diagnostics: [Diagnostic] { recorded }
    /// Whether any diagnostic is an error (the CLI then exits 1).
    public var hasErrors: Bool { recorded.contains(where: \.isError) }
    /// The root size layout passes use now: the override, else the last `root` statement's.
    public var rootSize: LayoutSize { evaluator.rootSize }
    /// Whose rules the script follows (`platform appkit`; UIKit by default).
    public var platform: LayoutPlatform { evaluator.engine.platform }
    /// The window's content size range an AppKit script gives (`root 480 x 270 min 400 x 200
    /// max 900 x 700`), nil where it gives none.
    public var contentSizes: ContentSizeRange? { evaluator.contentSizes }
    /// How this interpreter measures text.
    public var textMeasurer: any TextMeasuring { evaluator.measurer }
    /// The screen layout passes use now: the override, else the last `root` statement's.
    public var screen: Screen { evaluator.screen }
    /// Whether the script read the root size or a frame, so that its result may depend on
    /// the size (see ``layouts(for:)``).
    public var dependsOnRootSize: Bool { evaluator.dependsOnRootSize }
    /// Whether the script read the root's size or a frame (not only its traits), so that
    /// its statements may differ at every width.
    package var readsRootSize: Bool { evaluator.screenReads.size }
    /// Whether the script read the reader's text size (a text style, `traits.textSize`), so
    /// that another text size needs another run.
    package var readsTextSize: Bool { evaluator.readsTextSize }
    /// The text size the script is designed at: its `textSize` statement's, else `large`.
    package var designedTextSize: ContentSizeCategory { evaluator.designedTextSize }

    private(set) var evaluator: Evaluator

    private var recorded: [Diagnostic] = []
    /// What was run, to replay per size: host declarations and scripts.
    private var history: [(Interpreter) -> Void] = []
    /// For each view given text by ``setText(_:of:)`` since the last other step, where in
    /// ``history`` that step is: a newer text for the view replaces it there (texts of
    /// different views do not depend on each other), so a host that rebinds a cell again and
    /// again keeps one step a label, not one a rebind.
    private var textSteps: [String: Int] = [:]
    /// False in a copy until it needs the script's names, definitions and modules
    /// (``scriptState()``): its evaluator holds the layout state alone.
    private var hasScriptState = true

    /// Adds a step to ``history`` after the texts set before it.
    private func record(_ step: @escaping (Interpreter) -> Void) {
        history.append(step)
        textSteps = [:]
    }

    /// Makes an interpreter with an empty root view.
    public convenience init(options: Options = Options()) {
        self.init(options: options, sourceTable: SourceTable())
    }

    /// Makes an interpreter whose source tags are kept in `sourceTable` (a replay shares
    /// the table of the interpreter it replays).
    private init(options: Options, sourceTable: SourceTable) {
        self.options = options
        self.evaluator = Interpreter.makeEvaluator(options: options, sourceTable: sourceTable)
    }

    private init(copying other: Interpreter) {
        options = other.options
        evaluator = Evaluator(layoutStateOf: other.evaluator, sourceTable: other.sourceTable.copy())
        recorded = other.recorded
        history = other.history
        textSteps = other.textSteps
        hasScriptState = false
    }

    /// An independent interpreter in this one's state: the same views, constraints, texts,
    /// diagnostics and top-level names, laid out where this one is. What a host that shows
    /// many cells of one script does instead of running the script for each (as a table
    /// view makes its cells from one nib): a copy costs a small part of a run, as the engine
    /// and its solved constraints are copied, not built again. The two share nothing after;
    /// the copy's names, definitions and modules are made the first time it needs them (a
    /// `run`, ``registerFunction(named:_:)``, ``globalNames``) by running again, printing
    /// nothing, what this one had run.
    public func copy() -> Interpreter {
        Interpreter(copying: self)
    }

    /// The evaluator with the script's names, definitions and modules: a copy's are made
    /// here the first time, by replaying ``history`` silently (the engine it replays to
    /// replaces the copied one; the diagnostics recorded stay).
    @discardableResult
    private func scriptState() -> Evaluator {
        guard !hasScriptState else { return evaluator }
        hasScriptState = true
        var silent = options
        silent.output = { _ in }
        let replay = Interpreter(options: silent, sourceTable: evaluator.sourceTable)
        for step in history { step(replay) }
        replay.evaluator.output = options.output
        evaluator = replay.evaluator
        return evaluator
    }

    private static func makeEvaluator(options: Options, sourceTable: SourceTable) -> Evaluator {
        let engine = LayoutEngine(
            rootSize: options.rootSize ?? LayoutSize(width: 320, height: 568), layoutDirection: options.layoutDirection ?? .leftToRight)
        engine.sourceDescription = sourceTable.description(of:)
        // A direction the host chose (`--rtl`) is not the one a script's frames were designed
        // in: left to right, unless its `direction` says otherwise.
        if options.layoutDirection != nil { engine.designedDirection = .leftToRight }
        engine.conflictMemo = options.conflictMemo
        engine.maxSettleRounds = max(1, options.limits.maxLayoutRounds)
        engine.maxFixTrials = max(0, options.limits.maxFixesTried)
        engine.maxSweepPieces = max(1, options.limits.maxSweepPieces)
        let names = NameBox()
        let measurer = options.textMeasurer ?? SimpleTextMeasurer()
        let builtins = Evaluator.makeBuiltins(
            limits: options.limits, measurer: measurer,
            // A text style's size read by a builtin (`textWidth("Hi", "body")`) makes the run
            // depend on the reader's text size, as a text style in `text` does.
            textSize: { names.evaluator?.readTextSize() ?? options.contentSizeCategory ?? .large },
            viewExists: { names.evaluator?.viewNames.contains($0) ?? false })
        let evaluator = Evaluator(
            engine: engine, sourceTable: sourceTable, options: options, builtins: builtins, source: Source(name: "<none>", text: ""))
        evaluator.measurer = measurer
        names.evaluator = evaluator
        return evaluator
    }

    // MARK: - Host declarations

    /// Declares a view the host measures, before scripts run: scripts refer to it by name
    /// (for example to pin it). `intrinsicSize` is its measured content size, if any.
    public func declareView(named name: String, intrinsicSize: LayoutSize? = nil, superview: String? = nil) throws(LayoutError) {
        try engine.addView(named: name, superview: superview)
        if let size = intrinsicSize {
            try engine.setIntrinsicContentSize(width: size.width, height: size.height, of: name)
        }
        evaluator.viewNames.insert(name)
        evaluator.engineChanged()
        record { try? $0.declareView(named: name, intrinsicSize: intrinsicSize, superview: superview) }
    }

    /// Gives a view new text in the font, weight and line count it has (UILabel's text set
    /// anew: 17-point system text on one line where it had none), sized as `set V { text "…" }`
    /// sizes it: a host's data binding without a script to parse. The next layout re-solves
    /// from the last one. Throws for an unknown view or a layout guide.
    public func setText(_ text: String, of view: String) throws(LayoutError) {
        var content = engine.text(ofView: view) ?? TextContent(text: text, size: 17, lines: 1)
        content.text = text
        // A width measured in another font (an imported label's) was that text's; its line
        // height is the font's, and stays.
        content.measuredWidth = nil
        try evaluator.setText(content, of: view, source: nil)
        evaluator.engineChanged()
        let step: (Interpreter) -> Void = { try? $0.setText(text, of: view) }
        if let index = textSteps[view] {
            history[index] = step
        } else {
            // At most a step a view: room for all at once, not grown (and rehashed) a text at
            // a time, as a copied cell's first rebind would.
            if textSteps.isEmpty { textSteps.reserveCapacity(engine.viewCount) }
            textSteps[view] = history.count
            history.append(step)
        }
    }

    /// Makes a Swift function callable from scripts as `name(args…)`. It receives the
    /// evaluated arguments; throwing ``ScriptError`` (or any error) fails the call with a
    /// located diagnostic. A later registration under the same name replaces the earlier.
    public func registerFunction(named name: String, _ body: @escaping ([Value]) throws -> Value) {
        scriptState().builtins.define(name, .function(Callable(name: name, body: .native(body))))
        record { $0.registerFunction(named: name, body) }
    }

    // MARK: - Running

    /// Parses and runs a script in this session. With syntax errors nothing runs (all of
    /// them are reported). Returns the diagnostics of this run.
    @discardableResult
    public func run(source text: String, name: String = "<script>") -> [Diagnostic] {
        scriptState()
        record { $0.run(source: text, name: name) }
        let source = Source(name: name, text: text)
        let (statements, syntax) = Parser.parse(source)
        if !syntax.isEmpty {
            recorded += syntax
            return syntax
        }
        let before = evaluator.diagnostics.count
        evaluator.lastExpressionValue = nil
        evaluator.source = source
        // A file being run is on the stack of modules being loaded, so that a module that
        // imports it back is a cycle, not a second run of its statements.
        let isFile = !name.hasPrefix("<")
        if isFile { evaluator.modules.loading.append((ScriptFile.canonicalPath(of: name), name)) }
        evaluator.run(statements, in: evaluator.globals)
        if isFile { evaluator.modules.loading.removeLast() }
        let new = Array(evaluator.diagnostics[before...])
        recorded += new
        return new
    }

    /// Reads a file (UTF-8, at most `Limits.maxScriptBytes`) and runs it; a file that cannot
    /// be read is a diagnostic.
    @discardableResult
    public func run(fileAt path: String) -> [Diagnostic] {
        let text: String
        do {
            text = try ScriptFile.load(path, maxBytes: options.limits.maxScriptBytes)
        } catch {
            let diagnostic = Diagnostic(kind: .runtime, message: "cannot read '\(path)': \(error.reason)", location: nil,
                                        hint: "a script is a file of UTF-8 text")
            recorded.append(diagnostic)
            return [diagnostic]
        }
        return run(source: text, name: path)
    }

    /// The value of the last expression statement run at the top level (`gap * 2`,
    /// `toolbar.frame`), for a REPL to echo; nil before any. Reset by each `run`.
    public var lastExpressionValue: Value? { scriptState().lastExpressionValue }

    /// A value as `print` shows it: attributes read as numbers from the current layout.
    public func describe(_ value: Value) -> String {
        (try? scriptState().displayed(value, at: SourceRange(start: 0, end: 0))) ?? value.description
    }

    /// The names bound at the top level (definitions, `let`s, imports), sorted: with
    /// `engine.viewNames`, what a REPL completes. A view's binding of its own name (`view
    /// NAME`) is left to `engine.viewNames`.
    public var globalNames: [String] {
        scriptState().globals.values.compactMap { name, value in
            if case .view(let view) = value, view == name { return nil }
            return name
        }.sorted()
    }

    /// The builtin functions' names, sorted (`textWidth`, `range`, …): what an editor completes.
    package var builtinNames: [String] { scriptState().builtins.values.keys.sorted() }

    /// The module files the script's imports read, by absolute path with symbolic links
    /// resolved, sorted (bundled modules are not files).
    package var moduleFiles: [String] { scriptState().modules.files.sorted() }

    /// The members a view has after `.`: its attributes, `frame`, `absolute`, `superview`,
    /// `name`, `hidden`, `intrinsic` and its system guides.
    package static var viewMembers: [String] { Evaluator.viewMembers }

    /// Tether's version, the one place it is written (`tether --version` prints it; the
    /// releases are in CHANGELOG.md).
    public static let version = "0.2.0"

    /// The language's words, for a REPL to complete: the reserved words, `guide`, `platform`,
    /// `textSize` and the view properties, sorted (derived from the lexer and parser, so a new
    /// word is never missed).
    public static let languageWords: [String] =
        (TokenKind.allCases.filter(\.isKeyword).map(\.rawValue) + [Parser.guideWord, Parser.platformWord, Parser.textSizeWord]
            + Parser.propertyNames).sorted()

    /// Whether text ends in the middle of a statement (an unclosed block, parenthesis or
    /// string, or a missing operand): a REPL reads another line and tries again.
    public static func isIncomplete(_ text: String) -> Bool {
        Parser.parse(Source(name: "<repl>", text: text)).diagnostics.contains { $0.kind == .unexpectedEndOfInput }
    }

    // MARK: - Layout

    /// Lays out at the current root size.
    public func layout() -> LayoutResult {
        withoutEchoes((try? engine.layout(
            width: rootSize.width, height: rootSize.height, safeAreaInsets: screen.safeAreaInsets,
            rootMinimumMargin: screen.minimumSideMargin, keyboardHeight: screen.keyboardHeight))
            ?? engine.currentLayout())
    }

    /// Lays out at a size (incrementally: the solver is not rebuilt). The script is not
    /// re-run; see ``layouts(for:)`` for scripts whose statements depend on the size.
    ///
    /// A view named in a statement that failed is not reported as ambiguous: the constraints
    /// that statement would have made are missing, and the error already says why.
    public func layout(width: Double, height: Double) throws(LayoutError) -> LayoutResult {
        withoutEchoes(try engine.layout(width: width, height: height))
    }

    /// Lays out on a screen: its size and safe-area insets (incrementally, as
    /// ``layout(width:height:)``).
    public func layout(on screen: Screen) throws(LayoutError) -> LayoutResult {
        withoutEchoes(try engine.layout(
            width: screen.size.width, height: screen.size.height, safeAreaInsets: screen.safeAreaInsets,
            rootMinimumMargin: screen.minimumSideMargin, keyboardHeight: screen.keyboardHeight))
    }

    /// The frame of every view but the guides in root coordinates, the root first, on
    /// `screen`: the layout ``layouts(on:)`` makes there (a script that read its screen run
    /// again for another), without its diagnostics — what a host drawing the views needs.
    package func frames(on screen: Screen) throws(LayoutError) -> [LayoutRect] {
        if replays(on: screen) {
            return try runs(on: [screen]).first?.result.views.map(\.absolute) ?? []
        }
        return try engine.layoutFrames(
            width: screen.size.width, height: screen.size.height, safeAreaInsets: screen.safeAreaInsets,
            rootMinimumMargin: screen.minimumSideMargin, keyboardHeight: screen.keyboardHeight)
    }

    private func withoutEchoes(_ result: LayoutResult) -> LayoutResult {
        let failed = evaluator.viewsInFailedStatements
        guard !failed.isEmpty else { return result }
        var kept = result
        kept.diagnostics.removeAll { $0.kind == .ambiguous && $0.views.allSatisfy(failed.contains) }
        return kept
    }

    /// The layout for each size. When the script never read the root size or a frame, one
    /// engine is laid out at each size in turn (incremental). When it did (size classes:
    /// `if root.width > 500 { … }`), everything run so far is replayed in a fresh
    /// interpreter per size, so each size gets the statements its conditions choose; the
    /// diagnostics of those runs that are new are added to ``diagnostics``.
    public func layouts(for sizes: [LayoutSize]) throws(LayoutError) -> [LayoutResult] {
        try layouts(on: sizes.map { Screen(size: $0) })
    }

    /// The layout on each screen (a device and orientation, or a size), as
    /// ``layouts(for:)``: a script that read the root size, a frame or `traits` is replayed
    /// per screen other than its own.
    public func layouts(on screens: [Screen]) throws(LayoutError) -> [LayoutResult] {
        var results: [LayoutResult] = []
        for run in try runs(on: screens) {
            for diagnostic in run.diagnostics where !recorded.contains(diagnostic) { recorded.append(diagnostic) }
            results.append(run.result)
        }
        return results
    }

    /// The layout on each screen with the interpreter whose engine made it and that run's
    /// diagnostics: this interpreter laid out incrementally on its own screen, and on every
    /// screen when the script never read its screen; else a replay (printing) per group of
    /// screens that agree on everything the script read — one per screen once it read the
    /// size or a frame, one per size class when it read only `traits.horizontal` — laid out
    /// incrementally on each screen of its group.
    /// `each` is told of each screen's run as soon as it is laid out, while its engine is
    /// still at that screen (the next screen's layout moves it on).
    package func runs(
        on screens: [Screen], each: (Int, Interpreter, LayoutResult) -> Void = { _, _, _ in }
    ) throws(LayoutError) -> [(interpreter: Interpreter, result: LayoutResult, diagnostics: [Diagnostic])] {
        var runs: [(interpreter: Interpreter, result: LayoutResult, diagnostics: [Diagnostic])] = []
        var replaysByKey: [String: Interpreter] = [:]
        // A screen that reads alike to this run's own is laid out by this run.
        if dependsOnRootSize, let own = replayKey(for: self.screen) { replaysByKey[own] = self }
        for (index, screen) in screens.enumerated() {
            let run: Interpreter
            if replays(on: screen) {
                let key = replayKey(for: screen)
                run = key.flatMap { replaysByKey[$0] } ?? rerun(on: screen, printing: true)
                if let key { replaysByKey[key] = run }
            } else {
                run = self
            }
            let result = try run.layout(on: screen)
            each(index, run, result)
            runs.append((run, result, run === self ? [] : run.recorded))
        }
        return runs
    }

    /// Whether a layout on `screen` runs the script again: it read its screen (the size, a
    /// frame, traits), and `screen` is not its own.
    package func replays(on screen: Screen) -> Bool {
        dependsOnRootSize && screen != self.screen
    }

    /// What the script read on `screen`, equal for two screens that run it alike; nil when it read the size or a frame, which no two screens share.
    private func replayKey(for screen: Screen) -> String? {
        let reads = evaluator.screenReads
        guard !reads.size else { return nil }
        return evaluator.traitValues(of: screen).filter { reads.allTraits || reads.traits.contains($0.key) }
            .map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }
}

extension Interpreter {
    /// A fresh interpreter that has run everything this one ran, on `screen` (its size,
    /// safe-area insets and size classes, overriding the scripts' `root`), printing
    /// nothing: what a script that reads `traits` or the root size makes there. `tether
    /// export` replays a script in each size class this way.
    public func replayed(on screen: Screen) -> Interpreter {
        rerun(on: screen, printing: false)
    }

    /// A fresh interpreter on `screen` that has run everything this one ran; `print` and
    /// `show` still write when `printing`.
    private func rerun(on screen: Screen, printing: Bool) -> Interpreter {
        var sized = options
        sized.screen = screen
        if !printing { sized.output = { _ in } }
        let replay = Interpreter(options: sized, sourceTable: evaluator.sourceTable)
        for step in history { step(replay) }
        return replay
    }
}

/// Lets the builtins ask the evaluator that owns them about views, without a cycle.
private final class NameBox {
    weak var evaluator: Evaluator?
}
