import AutoLayout

// MARK: - Evaluator

/// Runs statements against one `LayoutEngine`, applying each as it runs, so that an error or
/// a conflict points at the statement that caused it.
///
/// Runtime errors end the run (they throw `Evaluator.Interrupt.failure`); a failed `expect`
/// and an unsatisfiable conflict are recorded and the run goes on. The evaluator never
/// prints: `print` and `show` go to `output`.
final class Evaluator {
    /// Why evaluation left the normal flow.
    enum Interrupt: Error {
        /// An error that ends the statement (and, for limits, the run).
        case failure(Diagnostic)
        /// A use of a name that an earlier failed statement would have defined: the
        /// statement ends without a diagnostic of its own (the first error said it all).
        case cascade
        /// A `return` leaving its function.
        case returned(ReturnedValue)
    }

    /// The value a `return` carries out of a function. Errors must be `Sendable`; the
    /// evaluator is single-threaded and the box never leaves it.
    final class ReturnedValue: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    let engine: LayoutEngine
    let options: Interpreter.Options
    var limits: Interpreter.Limits { options.limits }
    let builtins: Scope
    /// The session's top-level scope.
    let globals: Scope
    let modules: ModuleLoader
    /// Where `print` and `show` write: the options' output, but nowhere while a copy's
    /// script state is replayed (``Interpreter/copy()``).
    var output: (String) -> Void

    /// The source being evaluated now (a module's while it loads).
    var source: Source
    /// The screen layout passes use: root size, safe-area insets, traits.
    var screen: Screen
    /// How text is measured (the builtins share it).
    var measurer: any TextMeasuring = SimpleTextMeasurer()
    /// Each view's `minimumTextSize` and `maximumTextSize`, where set.
    var textSizeLimits: [String: (minimum: ContentSizeCategory?, maximum: ContentSizeCategory?)] = [:]
    /// The root size layout passes use.
    var rootSize: LayoutSize { screen.size }
    /// An AppKit window's content size range (`root … min W x H max W x H`), where given.
    var contentSizes: ContentSizeRange?
    /// What of the screen the script has read, which decides which screens can share one
    /// run of it.
    var screenReads = ScreenReads()
    /// Whether the script read the reader's text size (a text style, `traits.textSize`): if
    /// not, it runs alike at every text size.
    var readsTextSize = false
    /// The text size the views' designed frames were laid out at: the script's `textSize`
    /// statement's, `large` without one.
    var designedTextSize = ContentSizeCategory.large
    /// Whether the script read the root size, a frame or a trait (its result depends on the
    /// screen).
    var dependsOnRootSize: Bool { screenReads.size || screenReads.allTraits || !screenReads.traits.isEmpty }
    var diagnostics: [Diagnostic] = []
    /// The value of the last top-level expression statement (a REPL echoes it).
    var lastExpressionValue: Value?

    var steps = 0
    /// The step count at which `options.isInterrupted` is asked next.
    var nextInterruptionCheck = 0
    var callDepth = 0
    /// Nested expression evaluations now, across calls. Parsing bounds one expression's
    /// nesting and `maxCallDepth` bounds calls, but their product could still overflow the
    /// Swift stack; this bounds the total (each level is two or three Swift frames).
    var evaluationDepth = 0
    static let maxEvaluationDepth = 1_000
    var constraintCount = 0
    var viewCount = 0
    /// Declared view names, the root's included.
    var viewNames: Set<String>
    /// The default priority of constraint statements in `priority P { … }` blocks.
    var priorityStack: [Double] = []
    /// The view whose block is running (properties apply to it).
    var currentView: String?
    /// Whether a constraint side is being evaluated (two attributes may not be added there).
    var inConstraintSide = false
    /// The last layout, until the engine changes.
    var cachedLayout: LayoutResult?
    /// Unsatisfiable conflicts already reported, by broken constraint.
    var reportedConflicts: Set<LayoutConstraintID> = []
    /// Where each source tag given to the engine points (shared with the interpreters that
    /// replay this one).
    let sourceTable: SourceTable
    /// The calls that entered another source (a module's def) now, outermost first: where
    /// each was called from, and the def's name.
    var callSites: [(location: SourceLocation, name: String)] = []
    /// The scopes a `def` or `kind` was bound in. Such a function closes over its scope,
    /// which holds the function: a cycle that ``deinit`` breaks, so that an embedder running
    /// script after script does not keep every one of them.
    var scopesWithDefinitions: [Scope] = []
    /// Names a failed top-level statement would have defined.
    var poisonedNames: Set<String> = []
    /// Views named in failed top-level statements: their constraints may be missing, so an
    /// ambiguity of theirs is the error's echo, not news.
    var viewsInFailedStatements: Set<String> = []
    /// Where each view was declared (for one a library's def made, the script's call of
    /// it), for layout diagnostics about it.
    var viewLocations: [String: SourceLocation] = [:]
    /// Where in a library each view a library's def made was declared, by name.
    var moduleViews: [String: ModulePlace] = [:]
    /// Kinds, VFL statements and stack calls, for exporters.
    var provenance = Provenance()

    init(engine: LayoutEngine, sourceTable: SourceTable, options: Interpreter.Options, builtins: Scope, source: Source) {
        self.engine = engine
        self.sourceTable = sourceTable
        self.options = options
        self.output = options.output
        self.builtins = builtins
        self.globals = Scope(parent: builtins)
        self.modules = ModuleLoader(options: options)
        self.source = source
        self.screen = options.screen ?? Self.ownScreen(Screen(size: LayoutSize(width: 320, height: 568)), options: options)
        self.viewNames = Set(engine.viewNames)
    }

    /// An evaluator with a copy of `other`'s engine and of what it knows of the views,
    /// texts, screen and diagnostics, but none of its scopes (no names, definitions or
    /// modules): what laying out, reporting and setting texts need. ``Interpreter/copy()``
    /// makes one; what needs the names replays the script first. A new stored property is
    /// copied here too, or left out on purpose as the scopes are.
    init(layoutStateOf other: Evaluator, sourceTable: SourceTable) {
        engine = other.engine.copy()
        engine.sourceDescription = sourceTable.description(of:)
        self.sourceTable = sourceTable
        options = other.options
        output = other.output
        builtins = Scope(parent: nil)
        globals = Scope(parent: builtins)
        modules = ModuleLoader(options: other.options)
        source = other.source
        screen = other.screen
        measurer = other.measurer
        textSizeLimits = other.textSizeLimits
        contentSizes = other.contentSizes
        screenReads = other.screenReads
        readsTextSize = other.readsTextSize
        diagnostics = other.diagnostics
        steps = other.steps
        nextInterruptionCheck = other.nextInterruptionCheck
        constraintCount = other.constraintCount
        viewCount = other.viewCount
        viewNames = other.viewNames
        cachedLayout = other.cachedLayout
        reportedConflicts = other.reportedConflicts
        poisonedNames = other.poisonedNames
        viewsInFailedStatements = other.viewsInFailedStatements
        viewLocations = other.viewLocations
        moduleViews = other.moduleViews
        provenance = other.provenance
    }

    deinit {
        for scope in scopesWithDefinitions { scope.removeAll() }
        for scope in modules.loaded.values { scope.removeAll() }
    }

    // MARK: - Running

    /// Runs top-level statements in a scope. A failure is recorded and ends its statement;
    /// the run goes on with the next, so that one run reports every error (a limit or an
    /// interruption ends the run). What the failed statement would have defined is
    /// poisoned: a later use of it fails quietly instead of adding "unknown name" errors,
    /// and the views it names are not reported as ambiguous (``viewsInFailedStatements``).
    func run(_ statements: [Statement], in scope: Scope) {
        for statement in statements {
            do {
                try execute(statement, in: scope)
                continue
            } catch Interrupt.failure(let diagnostic) {
                diagnostics.append(diagnostic)
                if diagnostic.kind == .limit || diagnostic.kind == .interrupted { break }
            } catch Interrupt.cascade {
                // Reported by the statement that failed first.
            } catch Interrupt.returned {
                break  // `return` at the top level ends the script quietly.
            } catch {
                diagnostics.append(Diagnostic(kind: .runtime, message: "\(error)", location: nil))
                break
            }
            poison(after: statement)
        }
        checkConflicts(at: nil)
    }

    /// Marks what a failed statement would have defined, and the views it names.
    func poison(after statement: Statement) {
        switch statement.kind {
        case .letBinding(let name, _): poisonedNames.insert(name)
        case .view(.fixed(let name), _, _, _) where !viewNames.contains(name): poisonedNames.insert(name)
        case .importModule(_, let alias?): poisonedNames.insert(alias)
        default: break
        }
        let text = String(decoding: source.bytes[min(statement.range.start, source.bytes.count)..<min(statement.range.end, source.bytes.count)], as: UTF8.self)
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if viewNames.contains(word) { viewsInFailedStatements.insert(word) }
                word = ""
            }
        }
    }

    // MARK: - Errors

    /// A failure at a range of the current source.
    func failure(_ kind: DiagnosticKind, _ message: String, at range: SourceRange, hint: String? = nil,
                 notes: [Diagnostic.Note] = []) -> Interrupt {
        .failure(Diagnostic(kind: kind, message: message, range: range, in: source, hint: hint, notes: notes))
    }

    /// A `.type` failure: "expected a number, got a string".
    func typeFailure(_ what: String, got value: Value, at range: SourceRange, hint: String? = nil) -> Interrupt {
        failure(.type, "expected \(what), got \(value.typeName) '\(value.excerpt)'", at: range,
                hint: hint ?? Evaluator.typeHint(for: what))
    }

    /// What to write instead, by what was expected.
    static func typeHint(for what: String) -> String {
        if what.hasPrefix("a condition") { return "compare with ==, !=, <, <=, > or >= to get true or false" }
        if what.hasPrefix("a list") { return "write a list as [a, b, c], or use range(n)" }
        if what.hasPrefix("a view") { return "use the name of a view declared with 'view NAME'" }
        if what.hasPrefix("a function") { return "only defs, builtins and host functions can be called" }
        if what.hasPrefix("a kind") { return "declare a template with 'kind NAME(…) { … }'" }
        if what.contains("string") { return "write text in double quotes, or join with +" }
        return "use a number, or an attribute such as 'a.width' where a number is read from the layout"
    }

    /// A hint for an engine refusal.
    func hint(for error: LayoutError) -> String? {
        switch error {
        case .unknownView(let name, _): suggestion(for: name, among: viewNames) ?? "declare it first with 'view \(name)'"
        case .duplicateView: "give each view its own name"
        case .noCommonAncestor: "declare both views in the same view tree (with 'in PARENT')"
        case .invalidAttributePairing: "relate a location to a location of the same axis, or a size to a size"
        case .invalidPriority: "priorities run from 1 to 1000; 1000 is required"
        case .nonFiniteValue, .invalidSize: "use a finite number ≥ 0"
        case .rootViewCannot, .generatedConstraint: "change the view's property instead"
        case .onlyRootView: "write it on the root: 'set root { … }'"
        case .guideCannot: "a layout guide only takes constraints; declare a view for content, a frame or subviews"
        default: nil
        }
    }

    /// Counts one step (or `count`, for work that grows with a size), failing beyond `maxSteps`.
    @inline(__always)
    func step(_ range: SourceRange, count: Int = 1) throws {
        steps += count
        if steps >= nextInterruptionCheck, let isInterrupted = options.isInterrupted {
            nextInterruptionCheck = steps + 1_024
            if isInterrupted() {
                throw failure(.interrupted, "interrupted", at: range, hint: "the statements before this one have run; the rest did not")
            }
        }
        if steps > limits.maxSteps {
            throw limitFailure("the script ran more than \(limits.maxSteps) steps", name: "maxSteps", at: range,
                               hint: "look for a loop or recursion that does not end")
        }
    }

    func limitFailure(_ message: String, name: String, at range: SourceRange, hint: String? = nil) -> Interrupt {
        failure(.limit, "\(message) (limit \(name))", at: range,
                hint: hint ?? "the host sets this limit (Interpreter.Limits); a layout rarely comes near it")
    }

    /// Where what a statement adds is placed: inside a library's def, at the outermost call
    /// in the script (where its author can act), with the def called there and the
    /// statement's own place in the library; elsewhere at the statement.
    func place(of range: SourceRange) -> (location: SourceLocation, inside: ModulePlace?) {
        let own = SourceLocation(range, in: source)
        guard let outermost = callSites.first, let innermost = callSites.last else { return (own, nil) }
        return (outermost.location, ModulePlace(function: innermost.name, location: own))
    }

    /// The source tag of the constraints a statement adds, and their context (``place(of:)``):
    /// "inside 'hstack' at std/stack.layout:63:3" for a library's.
    func constraintSource(for range: SourceRange) -> (tag: SourceTag, context: String?) {
        let (location, inside) = place(of: range)
        return (sourceTable.tag(for: location), inside.map { "inside '\($0.function)' at \($0.location.description)" })
    }

    /// The source tag of a range in the source being run: what the views and constraints a
    /// statement adds carry.
    func tag(for range: SourceRange) -> SourceTag {
        sourceTable.tag(for: SourceLocation(range, in: source))
    }

    // MARK: - Layout

    /// The layout at the current root size (incremental), cached until the engine changes.
    func currentLayout(at range: SourceRange) throws -> LayoutResult {
        screenReads.size = true
        if let cachedLayout { return cachedLayout }
        do {
            let result = try engine.layout(
                width: rootSize.width, height: rootSize.height, safeAreaInsets: screen.safeAreaInsets,
                rootMinimumMargin: screen.minimumSideMargin, keyboardHeight: screen.keyboardHeight)
            cachedLayout = result
            checkConflicts(at: range)
            return result
        } catch {
            throw failure(.layout, error.description, at: range, hint: hint(for: error))
        }
    }

    /// Marks the layout stale after a change to the engine.
    func engineChanged() {
        cachedLayout = nil
    }

    /// Turns unsatisfiable diagnostics not yet reported into script diagnostics at the
    /// statement that caused them (or at the broken constraint's source), with the
    /// conflicting constraints as notes. The run goes on, as the engine has recovered.
    func checkConflicts(at range: SourceRange?) {
        for diagnostic in engine.diagnostics where diagnostic.kind == .unsatisfiable {
            guard let broken = diagnostic.brokenConstraint, !reportedConflicts.contains(broken.id) else { continue }
            reportedConflicts.insert(broken.id)
            var location = range.map { SourceLocation($0, in: source) }
            if location == nil, let tag = broken.source { location = sourceTable.location(of: tag) }
            let listing = ConflictListing(diagnostic.constraints, broken: broken.id, describingSources: sourceTable.description(of:))
            var notes = listing.entries.map { reference, origin in
                Diagnostic.Note(
                    "\(reference.id == broken.id ? "broken: " : "")'\(reference.text)' \(origin)",
                    location: reference.source.flatMap(sourceTable.location(of:)))
            }
            if let omitted = listing.omitted { notes.append(Diagnostic.Note(omitted)) }
            diagnostics.append(Diagnostic(
                kind: .layout,
                message: "unsatisfiable constraints: '\(broken.text)' was broken to recover",
                location: location, hint: "remove or lower the priority of one of the conflicting constraints",
                notes: notes))
        }
    }

    /// The current value of an attribute term, from the layout (root width and height are
    /// read from the root size directly).
    func read(_ term: AttributeTerm, at range: SourceRange) throws -> Double {
        let base: Double
        if term.view == engine.rootName, term.attribute == .width || term.attribute == .height {
            screenReads.size = true
            base = term.attribute == .width ? rootSize.width : rootSize.height
        } else {
            let layout = try currentLayout(at: range)
            guard let frame = layout.absoluteFrame(of: term.view) else {
                throw failure(.name, "unknown view '\(term.view)'", at: range, hint: suggestion(for: term.view, among: viewNames))
            }
            base = attributeValue(term.attribute, of: frame, view: term.view)
        }
        return base * term.multiplier + term.constant
    }

    func attributeValue(_ attribute: LayoutAttribute, of frame: LayoutRect, view: String) -> Double {
        engine.value(of: attribute, of: view, in: frame) ?? 0
    }

    /// A view's frame relative to its superview, as a tuple (x, y, width, height).
    func frameTuple(of view: String, absolute: Bool, at range: SourceRange) throws -> Value {
        let layout = try currentLayout(at: range)
        let frame = absolute ? layout.absoluteFrame(of: view) : layout.frame(of: view)
        guard let frame else { throw failure(.name, "unknown view '\(view)'", at: range, hint: suggestion(for: view, among: viewNames)) }
        return .tuple([.number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)])
    }

    // MARK: - Output

    /// The frames table `show` prints: name, superview, x, y, width, height.
    func framesTable(_ layout: LayoutResult) -> String {
        let guides = layout.guides.isEmpty ? [] : FrameTableText.lines(for: layout.guides, guides: true)
        return (FrameTableText.lines(for: layout.views) + guides).joined(separator: "\n")
    }
}

/// What of its screen a script has read: its size (the root's width or height, or any frame),
/// all of its traits (`traits` as a whole), or some traits by name (`traits.horizontal`).
struct ScreenReads {
    var size = false
    var allTraits = false
    var traits: Set<String> = []
}
