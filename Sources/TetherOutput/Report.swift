import AutoLayout
import LayoutScript

// MARK: - What the output formats print

/// A diagnostic as the output formats print it: a script error (syntax, runtime, a failed
/// `expect`) or a layout problem, with where it points when that is known.
///
/// The formats take these plain values instead of the language's or the engine's types so
/// that they stay pure functions that are easy to test.
package struct ReportDiagnostic: Hashable, Sendable {
    /// `error` or `warning`.
    package var severity: DiagnosticSeverity
    /// A layout problem's kind (`unsatisfiable`, `ambiguous`, …) or the script's (`syntax`, …).
    package var kind: ReportKind
    /// The whole message, possibly several lines.
    package var message: String
    package var file: String?
    package var line: Int?
    package var column: Int?
    /// A script error's hint (also at the end of its message).
    package var hint: String?
    /// A script error's notes, `file:line:col: message` when located.
    package var notes: [String] = []
    /// The views a layout problem is about.
    package var views: [String] = []
    /// A conflict's constraints (the minimal set), each with where it was made.
    package var constraints: [ReportConstraint] = []
    /// The constraint broken to recover from a conflict.
    package var broken: ReportConstraint?
    /// What would resolve the problem, one change an item.
    package var fixes: [String] = []

    /// Where it points, when it does.
    package var location: ReportLocation? {
        guard let file, let line, let column else { return nil }
        return ReportLocation(file: file, line: line, column: column)
    }

    package init(severity: DiagnosticSeverity, kind: ReportKind, message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// A layout diagnostic with its located form's place and the advice of
    /// ``LayoutScript/LayoutDiagnostic/advice`` as its fixes: both decided by `locator`, so
    /// this report and the rendered diagnostic point at the same statement.
    package init(_ diagnostic: LayoutDiagnostic, locator: LayoutLocator) {
        self.init(severity: DiagnosticSeverity(diagnostic.severity), kind: .layout(diagnostic.kind), message: diagnostic.message)
        views = diagnostic.views
        constraints = diagnostic.constraints.map { ReportConstraint($0, sources: locator.sources) }
        broken = diagnostic.brokenConstraint.map { ReportConstraint($0, sources: locator.sources) }
        fixes = diagnostic.advice
        if let location = locator.location(of: diagnostic) {
            file = location.sourceName
            line = location.line
            column = location.column
        }
    }
}

extension ReportDiagnostic {
    /// A script diagnostic, located where it points; the hint follows the message.
    package init(_ diagnostic: Diagnostic) {
        var message = diagnostic.message
        if let hint = diagnostic.hint { message += " (hint: \(hint))" }
        self.init(
            severity: diagnostic.severity, kind: .script(diagnostic.kind), message: message,
            file: diagnostic.location?.sourceName, line: diagnostic.location?.line, column: diagnostic.location?.column)
        hint = diagnostic.hint
        notes = diagnostic.notes.map { note in note.location.map { "\($0.description): \(note.message)" } ?? note.message }
    }
}

/// What a reported diagnostic is about: a layout problem's kind or a script diagnostic's.
/// Its ``rawValue`` is the kind's own, the `kind` the JSON, the preview and the language
/// server print (`unsatisfiable`, `truncated`, `syntax`, …).
package enum ReportKind: Hashable, Sendable {
    /// A layout problem (`unsatisfiable`, `ambiguous`, `misplaced`, `overflow`, and
    /// `check --all`'s `truncated`, `overlapping`, …).
    case layout(LayoutDiagnostic.Kind)
    /// A diagnostic of the script's own (`syntax`, `name`, `runtime`, …).
    case script(DiagnosticKind)

    /// The kind's name as it is printed.
    package var rawValue: String {
        switch self {
        case .layout(let kind): kind.rawValue
        case .script(let kind): kind.rawValue
        }
    }
}

/// A constraint of a layout problem: its text, priority, who made it and where.
package struct ReportConstraint: Hashable, Sendable {
    package var text: String
    package var priority: Double
    /// In words: "explicit constraint", "from VFL 'H:|-[a]-|'" (a format string past 60
    /// characters shortened with "…"), "the size of the root view…".
    package var origin: String
    package var identifier: String?
    package var location: ReportLocation?

    /// The constraint, located where `sources` puts its tag.
    package init(_ reference: ConstraintReference, sources: SourceTable) {
        text = reference.text
        priority = reference.constraint.priority.value
        origin = reference.originDescription
        identifier = reference.constraint.identifier
        location = reference.source.flatMap(sources.location(of:)).map(ReportLocation.init)
    }
}

/// A place in a script: `file:line:column`.
package struct ReportLocation: Hashable, Sendable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The file, line and column of a script's location.
    package init(_ location: SourceLocation) {
        self.init(file: location.sourceName, line: location.line, column: location.column)
    }
}

/// A layout problem at one size, decided once by a ``LayoutScript/LayoutLocator``: the
/// report that the JSON, the preview and the C API print, and the located diagnostic that the
/// terminal and the language server render. Both come from one diagnostic and one locator,
/// so they point at the same statement and give the same advice.
package struct LayoutProblem: Hashable, Sendable {
    /// Its parts, for JSON and lists.
    package var report: ReportDiagnostic
    /// Its rendering: the message's first line, the source line under the caret, the
    /// conflict's lines as notes, the advice as the hint.
    package var located: Diagnostic
    /// The engine's diagnostic it was made from (nil for a script's diagnostic that
    /// `check --all` lists as a problem): the REPL compares them to tell a new problem.
    package var diagnostic: LayoutDiagnostic?

    /// The engine's diagnostic, located and advised by `locator`.
    package init(_ diagnostic: LayoutDiagnostic, locator: LayoutLocator) {
        report = ReportDiagnostic(diagnostic, locator: locator)
        located = locator.located(diagnostic)
        self.diagnostic = diagnostic
    }

    /// A problem from its parts and its rendering (a script's diagnostic that only some
    /// environments show).
    package init(report: ReportDiagnostic, located: Diagnostic) {
        self.report = report
        self.located = located
    }
}

/// One laid-out size of a script: the engine's result and every diagnostic to print with it.
package struct SizedLayout: Hashable, Sendable {
    package var result: LayoutResult
    /// The script's diagnostics, which every size prints before its own.
    package var scriptDiagnostics: [ReportDiagnostic]
    /// The layout's problems, in the order of `result.diagnostics`.
    package var problems: [LayoutProblem]
    /// The designed frames (`frame X Y W H`) of misplaced views, in root coordinates, for
    /// the picture to show where the view was drawn.
    package var designedFrames: [String: LayoutRect] = [:]
    /// The device (with its variant) laid out on, if the screen is one.
    package var deviceName: String?
    /// The lines each view with text shows at its solved width, for the picture.
    package var text: [String: ShownText] = [:]
    /// The constraints the picture draws (`run --constraints`): the script's own and its
    /// VFL's, and those the engine made that are broken; empty when not asked for.
    package var constraints: [ConstraintReference] = []
    /// The constraints broken at this size, drawn red.
    package var brokenConstraints: Set<LayoutConstraintID> = []
    /// Which way leading and trailing run, for placing the constraints on them.
    package var layoutDirection = LayoutDirection.leftToRight
    /// The views a problem of `check --all` is about here, which the picture draws red.
    package var flagged: Set<String> = []
    /// Whether the root is an AppKit window's content view (`platform appkit`), which the
    /// picture draws under a title bar.
    package var isWindow = false

    /// The script's diagnostics, then the layout's: what the JSON lists for this size.
    package var diagnostics: [ReportDiagnostic] { scriptDiagnostics + problems.map(\.report) }

    /// `iphone16pro:landscape (874 × 402)`, or `320 × 568` for a plain size, with
    /// `, keyboard 335` inside the parentheses when the keyboard is up: how tables,
    /// pictures and diagnostics name the screen.
    package var caption: String {
        var size = result.rootSize.label
        if result.keyboardHeight > 0 { size += ", keyboard \(result.keyboardHeight.roundedForDisplay)" }
        return deviceName.map { "\($0) (\(size))" } ?? size
    }

    /// The result with its own layout diagnostics after the given script ones, located by
    /// `locator` (of the interpreter whose engine made `result`, or of the engine's tags
    /// alone); without one they are left to the caller (``problems`` is empty).
    package init(_ result: LayoutResult, locator: LayoutLocator?, scriptDiagnostics: [ReportDiagnostic] = []) {
        self.result = result
        self.scriptDiagnostics = scriptDiagnostics
        problems = locator.map { locator in result.diagnostics.map { LayoutProblem($0, locator: locator) } } ?? []
    }

    /// The result with the designed frames of its misplaced views, read from the engine
    /// (each is relative to its superview, whose solved position is added); without a
    /// locator its problems are left to the caller (``problems`` is empty).
    package init(_ result: LayoutResult, engine: LayoutEngine, locator: LayoutLocator?, scriptDiagnostics: [ReportDiagnostic] = []) {
        self.init(result, locator: locator, scriptDiagnostics: scriptDiagnostics)
        isWindow = engine.platform == .appkit
        for name in misplacedViews {
            guard let designed = engine.view(named: name)?.designedFrame,
                let view = result.views.first(where: { $0.name == name })
            else { continue }
            let origin = view.superview.flatMap { result.absoluteFrame(of: $0) } ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
            designedFrames[name] = LayoutRect(
                x: origin.x + designed.x, y: origin.y + designed.y, width: designed.width, height: designed.height)
        }
    }

    /// A layout of `interpreter`'s engine, its problems located where the interpreter's
    /// statements made its views and constraints, after `scriptDiagnostics`: how
    /// ``ScriptRun`` makes each of its layouts, for every front end.
    package init(_ result: LayoutResult, interpreter: Interpreter, scriptDiagnostics: [Diagnostic]) {
        self.init(result, engine: interpreter.engine, locator: interpreter.locator,
                  scriptDiagnostics: scriptDiagnostics.map(ReportDiagnostic.init(_:)))
    }

    /// Adds what the picture needs to draw the engine's constraints (`all`, as
    /// `LayoutEngine.constraints` lists them, read once for every size) at this size: the
    /// script's own and its VFL's, and any other broken here (an autoresizing one).
    package mutating func includeConstraints(_ all: [ConstraintReference], layoutDirection: LayoutDirection) {
        let broken = Set(result.diagnostics(.unsatisfiable).compactMap { $0.brokenConstraint?.id })
        constraints = all.filter { reference in
            switch reference.origin {
            case .explicit, .visualFormat: true
            default: broken.contains(reference.id)
            }
        }
        brokenConstraints = broken
        self.layoutDirection = layoutDirection
    }

    /// The views to print: every view but the root, which the root size stands for.
    package var views: ArraySlice<ViewFrame> { result.views.dropFirst() }

    /// The names of the views that a misplaced diagnostic names.
    package var misplacedViews: Set<String> {
        Set(result.diagnostics(.misplaced).flatMap(\.views))
    }
}

/// A label's text as it shows: its lines, wrapped and truncated as UILabel does at the view's
/// width, and the font metrics to place them.
package struct ShownText: Hashable, Sendable {
    package var lines: [String]
    package var size: Double
    /// From one line's baseline to the next's: the font's line height, or a text style's
    /// leading.
    package var lineHeight: Double
    package var ascent: Double
    /// The points added after each character, as the text was measured (San Francisco's
    /// tracking where Inter stands in for it).
    package var tracking: Double
    /// The font's weight, as the text was measured.
    package var weight: FontWeight

    package init(lines: [String], size: Double, weight: FontWeight = .regular, lineHeight: Double, ascent: Double,
                 tracking: Double = 0) {
        self.lines = lines
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.ascent = ascent
        self.tracking = tracking
    }
}
