import AutoLayout
import LayoutScript
import TetherOutput

/// How the page asks to see the layout: turned a quarter, right to left, with the
/// constraints drawn, at a text size, with the keyboard up. Each page connection has its own; the command line's devices and
/// `--rtl` are the starting point.
struct PreviewSettings: Codable, Hashable, Sendable {
    /// Each screen turned a quarter (``LayoutScript/Screen/rotated``).
    var rotated = false
    /// Right to left, whatever the script's `direction` says.
    var rightToLeft = false
    /// The constraints drawn as Interface Builder draws them.
    var constraints = false
    /// The reader's text size (`--text-size`), by its name: `large` unless the page moves its
    /// slider.
    var textSize = ContentSizeCategory.large.rawValue
    /// Each screen with its docked keyboard shown (``LayoutScript/Screen/showingKeyboard()``).
    var keyboard = false

    init(rotated: Bool = false, rightToLeft: Bool = false, constraints: Bool = false, textSize: ContentSizeCategory = .large,
         keyboard: Bool = false) {
        self.rotated = rotated
        self.rightToLeft = rightToLeft
        self.constraints = constraints
        self.textSize = textSize.rawValue
        self.keyboard = keyboard
    }

    /// Each setting the JSON names; a missing one is off (the text size `large`); an unknown
    /// text size is an error, as a wrong type is.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rotated = try container.decodeIfPresent(Bool.self, forKey: .rotated) ?? false
        rightToLeft = try container.decodeIfPresent(Bool.self, forKey: .rightToLeft) ?? false
        constraints = try container.decodeIfPresent(Bool.self, forKey: .constraints) ?? false
        keyboard = try container.decodeIfPresent(Bool.self, forKey: .keyboard) ?? false
        let name = try container.decodeIfPresent(String.self, forKey: .textSize) ?? ContentSizeCategory.large.rawValue
        guard let category = ContentSizeCategory(name: name) else {
            throw DecodingError.dataCorruptedError(forKey: .textSize, in: container, debugDescription: "unknown text size '\(name)'")
        }
        textSize = category.rawValue
    }

    /// The text size as a category.
    var contentSizeCategory: ContentSizeCategory { ContentSizeCategory(name: textSize) ?? .large }
}

/// What the page shows at one revision of the script, sent as JSON over the WebSocket and by
/// `GET /state` (docs/preview.md describes each field).
struct PreviewSnapshot: Encodable, Sendable {
    /// Counts the script's saves seen since the server started (0: the first run).
    var revision: Int
    /// The script, as the command line named it.
    var file: String
    var settings: PreviewSettings
    /// The picture: every screen side by side (the SVG of `tether run -o x.svg`), with each
    /// view's box marked `data-view`.
    var svg: String
    /// The screens' captions, in the picture's order.
    var screens: [String]
    /// Whether the picture is the last good one, kept because this revision has errors.
    var stale: Bool
    /// The script's errors as the terminal shows them (source line, caret, hint); nil
    /// when it has none.
    var errors: String?
    /// Every diagnostic: the script's, then each layout problem once.
    var diagnostics: [Item]
    /// Each view of the picture: its frames and the constraints that place it.
    var views: [String: ViewInfo]
    /// How long running the script and drawing the picture took, in milliseconds.
    var milliseconds: Double

    /// One diagnostic, for the list beside the picture.
    struct Item: Encodable, Sendable {
        var severity: String
        var kind: String
        var message: String
        var location: SourceLink?
        /// The views it is about, highlighted when it is clicked.
        var views: [String]
        /// A layout problem's constraints (a conflict's minimal set), each where it was made.
        var constraints: [ProblemConstraint]
        /// The constraint broken to recover from a conflict.
        var broken: ProblemConstraint?
        /// What would resolve it, one change an item.
        var fixes: [String]
        /// The captions of the screens it occurs on, when not all.
        var screens: [String]
    }

    /// A constraint of a diagnostic: as the engine reads it, and where it was made.
    struct ProblemConstraint: Encodable, Sendable {
        var text: String
        var location: SourceLink?
    }

    /// A view: where it is on each screen and what places it.
    struct ViewInfo: Encodable, Sendable {
        var superview: String?
        /// Per screen, `[x, y, width, height]` relative to the superview; nil where the
        /// frame is not a finite number.
        var frames: [[Double]?]
        /// Per screen, the attributes that are free (ambiguous) there.
        var ambiguous: [[String]]
        var constraints: [ConstraintInfo]
    }

    /// A constraint on a view: as the engine reads it, and the script line that made it.
    struct ConstraintInfo: Encodable, Sendable {
        var text: String
        var priority: Double
        /// `active`, `inactive` or `broken`.
        var state: String
        var location: SourceLink?
    }

    /// A place in a file: `file:line` as shown, and the path under the script's folder that
    /// `GET /files/PATH` serves (nil for a file outside it, such as a bundled module).
    struct SourceLink: Encodable, Sendable {
        var file: String
        var line: Int
        var column: Int
        var path: String?
    }
}

extension PreviewSnapshot {
    /// The snapshot of a run: its picture, diagnostics and views. `folder` is the script's
    /// folder (absolute, symbolic links resolved), which source links are relative to.
    init(_ run: ScriptRun, revision: Int, settings: PreviewSettings, folder: String, milliseconds: Double) {
        var layouts = run.layouts
        let engine = run.interpreter.engine
        if settings.constraints {
            let all = engine.constraints
            for index in layouts.indices { layouts[index].includeConstraints(all, layoutDirection: engine.layoutDirection) }
        }
        func link(_ location: ReportLocation?) -> SourceLink? {
            location.map { SourceLink(file: $0.file, line: $0.line, column: $0.column, path: Self.path(of: $0.file, in: folder)) }
        }
        func constraint(_ constraint: ReportConstraint) -> ProblemConstraint {
            ProblemConstraint(text: constraint.text, location: link(constraint.location))
        }
        let items = run.diagnostics.map { diagnostic in
            let report = diagnostic.report
            return Item(severity: report.severity.rawValue, kind: report.kind.rawValue, message: report.message, location: link(report.location),
                        views: report.views, constraints: report.constraints.map(constraint), broken: report.broken.map(constraint),
                        fixes: report.fixes, screens: diagnostic.screens)
        }
        var constraints: [String: [ConstraintInfo]] = [:]
        for reference in engine.constraints {
            let location = reference.source.flatMap(run.interpreter.location(of:)).map(ReportLocation.init)
            let info = ConstraintInfo(text: reference.text, priority: reference.constraint.priority.value,
                                      state: reference.state.rawValue, location: link(location))
            constraints[reference.constraint.firstItem, default: []].append(info)
            if let second = reference.constraint.secondItem, second != reference.constraint.firstItem {
                constraints[second, default: []].append(info)
            }
        }
        var views: [String: ViewInfo] = [:]
        for (screen, layout) in layouts.enumerated() {
            for view in layout.result.views {
                var info = views[view.name] ?? ViewInfo(
                    superview: view.superview, frames: Array(repeating: nil, count: layouts.count),
                    ambiguous: Array(repeating: [], count: layouts.count), constraints: constraints[view.name] ?? [])
                let frame = [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
                info.frames[screen] = frame.allSatisfy(\.isFinite) ? frame : nil
                info.ambiguous[screen] = view.ambiguous.map(\.rawValue)
                views[view.name] = info
            }
        }
        self.init(
            revision: revision, file: run.file, settings: settings, svg: SVGPicture.render(file: run.file, layouts: layouts),
            screens: layouts.map(\.caption), stale: false,
            errors: run.hasScriptErrors ? Self.errorText(of: run) : nil,
            diagnostics: items, views: views, milliseconds: milliseconds)
    }

    /// A script that could not be run at all (unreadable, or no size could be laid out),
    /// over the last good picture when there is one.
    init(failure: String, file: String, revision: Int, settings: PreviewSettings, lastGood: PreviewSnapshot?, milliseconds: Double) {
        self.init(
            revision: revision, file: file, settings: settings, svg: lastGood?.svg ?? "", screens: lastGood?.screens ?? [],
            stale: lastGood != nil, errors: failure,
            diagnostics: [Item(severity: "error", kind: "file", message: failure, location: nil, views: [], constraints: [],
                               broken: nil, fixes: [], screens: [])],
            views: lastGood?.views ?? [:], milliseconds: milliseconds)
    }

    /// This snapshot's errors and diagnostics over the picture of `lastGood`.
    func keepingPicture(of lastGood: PreviewSnapshot) -> PreviewSnapshot {
        var kept = self
        kept.svg = lastGood.svg
        kept.screens = lastGood.screens
        kept.views = lastGood.views
        kept.stale = true
        return kept
    }

    /// The script's errors, rendered as the terminal shows them (the layout's problems are
    /// in the list, not the banner).
    private static func errorText(of run: ScriptRun) -> String {
        let renderer = DiagnosticRenderer()
        var text = run.scriptDiagnostics.filter(\.isError).map { renderer.render($0) }.joined(separator: "\n")
        for layout in run.layouts {
            for diagnostic in layout.result.diagnostics where diagnostic.kind == .overflow {
                text += (text.isEmpty ? "" : "\n") + "error: " + diagnostic.message
            }
        }
        return text
    }

    /// `file`'s path under `folder`, or nil when it is elsewhere.
    static func path(of file: String, in folder: String) -> String? {
        let canonical = ScriptFile.canonicalPath(of: file)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard canonical.hasPrefix(prefix) else { return nil }
        return String(canonical.dropFirst(prefix.count))
    }
}
