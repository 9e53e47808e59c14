import AutoLayout
import LayoutScript

// MARK: - Checking every environment

/// A script laid out in many environments (`tether check --all`), each problem found once.
///
/// The script runs once per direction and, when it reads the text size (a text style,
/// `traits.textSize`), once per text size; within a run, the screens are laid out incrementally on one
/// engine, or the script is replayed per screen when it reads its size or traits
/// (``ScriptRun``). Screens of the same geometry (two devices of one size, safe area and
/// size classes) share one layout. Besides the engine's conflicts and ambiguity, each layout
/// is searched for what a person sees (``VisibleProblemFinder``), compared with the layout
/// on the script's own screen.
package struct EnvironmentCheck {
    /// The name diagnostics give the script.
    package var file: String
    /// The environments, in the matrix's order.
    package var environments: [CheckEnvironment]
    /// The layout in each environment, by index into ``environments``.
    package var layouts: [SizedLayout]
    /// The script's own diagnostics (syntax, names, `expect`…) on its own screen; those that
    /// only other environments show are findings.
    package var scriptDiagnostics: [Diagnostic]
    /// Each layout problem once, in order of first appearance.
    package var findings: [Finding]
    /// How many distinct layouts were solved (environments of one geometry share one).
    package var solvedLayouts: Int

    /// A problem and where it shows.
    package struct Finding: Sendable {
        /// Its parts, as in the smallest environment that shows it.
        package var report: ReportDiagnostic
        /// Its rendering there.
        package var located: Diagnostic
        /// The environments that show it, by index, in the matrix's order.
        package var environments: [Int]
        /// The smallest of them (``CheckEnvironment/isSmaller(_:_:)``).
        package var smallest: Int
        /// The root widths where it shows in the smallest environment, for a kind whose
        /// condition is affine in the frames (``WidthBoundary``).
        package var widths: WidthBoundary?
    }

    /// Runs `text` in every environment of `matrix`; `options` gives everything else (the
    /// search paths, the font, the limits); its screen, text size and direction are the
    /// matrix's. The script's own screen is laid out first, as the design to compare with.
    /// - Throws: what the engine throws when a size cannot be laid out.
    package init(source text: String, name file: String, options: Interpreter.Options, matrix: EnvironmentMatrix) throws(LayoutError) {
        self.file = file
        var quiet = options
        quiet.output = { _ in }
        let designed = try ScriptRun(source: text, name: file, options: quiet, screens: [])
        let designedResult = designed.layouts.first?.result
        scriptDiagnostics = designed.scriptDiagnostics
        var matrix = matrix
        if matrix.screens.isEmpty { matrix.screens = [designed.interpreter.screen] }
        environments = matrix.environments

        var layouts = [SizedLayout?](repeating: nil, count: environments.count)
        // Each distinct layout's problems once, with the environments that share it.
        var groups: [(problems: [LayoutProblem], environments: [Int])] = []
        var solved = 0
        var geometries: [Screen] = []
        var slot: [Screen: Int] = [:]
        for screen in matrix.screensWithKeyboards where slot[screen.geometry] == nil {
            slot[screen.geometry] = geometries.count
            geometries.append(screen.geometry)
        }
        for direction in matrix.directions {
            // A script that reads no text size (no text style, no `traits.textSize`) lays out
            // alike at every one: its first run serves them all.
            var sameAtEveryTextSize: [(layout: SizedLayout, problems: [LayoutProblem])]?
            for textSize in matrix.textSizes {
                let seen: [(layout: SizedLayout, problems: [LayoutProblem])]
                if let sameAtEveryTextSize {
                    seen = sameAtEveryTextSize
                } else {
                    var options = quiet
                    options.layoutDirection = direction
                    options.contentSizeCategory = textSize
                    options.screen = geometries.first
                    let interpreter = Interpreter(options: options)
                    let own = interpreter.run(source: text, name: file).filter { $0.kind != .layout }
                    let runs = try interpreter.runs(on: geometries)
                    solved += geometries.count
                    seen = runs.indices.map { index in
                        let run = runs[index]
                        var layout = SizedLayout(run.result, interpreter: run.interpreter, scriptDiagnostics: [], screen: geometries[index])
                        let finder = VisibleProblemFinder(interpreter: run.interpreter, designed: designedResult)
                        let locator = run.interpreter.locator
                        let script = (run.interpreter === interpreter ? own : run.diagnostics.filter { $0.kind != .layout })
                            .filter { !designed.scriptDiagnostics.contains($0) }
                            .map { LayoutProblem(report: ReportDiagnostic($0), located: $0) }
                        let visible = finder.problems(in: run.result, on: geometries[index]).map { LayoutProblem($0, locator: locator) }
                        let all = script + layout.problems + visible
                        layout.flagged = Set(all.flatMap(\.report.views))
                        return (layout, all)
                    }
                    if !interpreter.readsTextSize, runs.allSatisfy({ !$0.interpreter.readsTextSize }) { sameAtEveryTextSize = seen }
                }
                var shared = [[Int]](repeating: [], count: seen.count)
                for (index, environment) in environments.enumerated()
                where environment.direction == direction && environment.textSize == textSize {
                    guard let at = slot[environment.screen.geometry] else { continue }
                    var layout = seen[at].layout
                    layout.deviceName = environment.screen.deviceName
                    layouts[index] = layout
                    shared[at].append(index)
                }
                groups += zip(seen, shared).map { ($0.problems, $1) }
            }
        }
        self.layouts = layouts.compactMap { $0 }
        solvedLayouts = solved
        findings = Self.findings(groups, in: environments)
        try addBoundaries(source: text, name: file, options: quiet)
    }

    /// Each problem once (``identity(of:)``), at the smallest environment that shows it, with
    /// only the fixes every one of those environments verified: a fix that holds in one
    /// environment (a view's position at one width) may not in the next.
    private static func findings(_ groups: [(problems: [LayoutProblem], environments: [Int])],
                                 in environments: [CheckEnvironment]) -> [Finding] {
        var order: [ReportDiagnostic] = []
        var found: [ReportDiagnostic: Finding] = [:]
        var fixes: [ReportDiagnostic: [String]] = [:]
        for group in groups {
            guard let first = group.environments.first else { continue }
            let smallest = group.environments.dropFirst().reduce(first) {
                CheckEnvironment.isSmaller(environments[$1], environments[$0]) ? $1 : $0
            }
            for problem in group.problems {
                let key = identity(of: problem.report)
                guard var finding = found[key] else {
                    order.append(key)
                    found[key] = Finding(report: problem.report, located: problem.located, environments: group.environments, smallest: smallest)
                    fixes[key] = problem.report.fixes
                    continue
                }
                finding.environments += group.environments
                if CheckEnvironment.isSmaller(environments[smallest], environments[finding.smallest]) {
                    finding.smallest = smallest
                    finding.report = problem.report
                    finding.located = problem.located
                }
                found[key] = finding
                fixes[key] = fixes[key]?.filter(problem.report.fixes.contains)
            }
        }
        for key in order {
            let shown = Set(found[key]?.environments ?? []).sorted()
            found[key]?.environments = shown
        }
        return order.compactMap { key in
            guard var finding = found[key] else { return nil }
            let everywhere = fixes[key] ?? []
            if everywhere != finding.report.fixes {
                let here = finding.report.fixes.joined(separator: "; ")
                finding.report.fixes = everywhere
                finding.located.hint = everywhere.isEmpty
                    ? "no one change fixes it in every environment that shows it; in this one: " + here
                    : everywhere.joined(separator: "; ")
            }
            return finding
        }
    }

    /// What makes two reports one problem, whose numbers (sizes, a fix's constant) differ
    /// from one environment to the next: its kind, views and place.
    private static func identity(of report: ReportDiagnostic) -> ReportDiagnostic {
        var key = ReportDiagnostic(severity: report.severity, kind: report.kind, message: "")
        (key.file, key.line, key.column) = (report.file, report.line, report.column)
        key.views = report.views
        return key
    }

    /// Whether any environment has a layout problem.
    package var hasLayoutProblems: Bool { findings.contains { $0.located.kind == .layout } }

    /// Whether the script has an error anywhere, or frames overflowed somewhere.
    package var hasScriptErrors: Bool {
        scriptDiagnostics.contains(where: \.isError)
            || findings.contains { $0.located.isError && ($0.located.kind != .layout || $0.report.kind == .layout(.overflow)) }
    }

    /// The finding's located diagnostic with where it shows before its message's closing
    /// colon: "… (in 37 of 576 environments; first on iphonese3:landscape (667 × 375), AX3)".
    package func rendered(_ finding: Finding) -> Diagnostic {
        let count = finding.environments.count
        return finding.located.saying(
            " (in \(count) of \(environments.count) environment\(environments.count == 1 ? "" : "s"); "
                + (count == 1 ? "on " : "first on ") + environments[finding.smallest].caption + ")")
    }
}
