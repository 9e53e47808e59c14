import AutoLayout
import LayoutScript

// MARK: - Checking every environment

/// A script laid out in many environments (`tether check --all`), each problem found once.
/// An AppKit script's environments are its window's content sizes instead
/// (``EnvironmentMatrix/window(designed:range:directions:)``).
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
        // Every environment lays out the same constraints at another size or trait: a
        // conflict they share is minimised once.
        quiet.conflictMemo = options.conflictMemo ?? LayoutConflictMemo()
        let designed = try ScriptRun(source: text, name: file, options: quiet, screens: [])
        let designedResult = designed.layouts.first?.result
        let designedDirection = designed.interpreter.engine.layoutDirection
        let ledger = VisibleProblemFinder.FixLedger()
        scriptDiagnostics = designed.scriptDiagnostics
        var matrix = matrix
        if matrix.resizesAppKitWindow, designed.interpreter.platform == .appkit {
            matrix = EnvironmentMatrix.window(designed: designed.interpreter.screen.size, range: designed.interpreter.contentSizes,
                                              directions: matrix.directions)
        }
        if matrix.screens.isEmpty { matrix.screens = [designed.interpreter.screen] }
        if matrix.textSizes.isEmpty { matrix.textSizes = [designed.interpreter.designedTextSize] }
        environments = matrix.environments

        var layouts = [SizedLayout?](repeating: nil, count: environments.count)
        // Each distinct layout's problems once, with the environments that share it.
        var groups: [(seen: Seen, environments: [Int])] = []
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
            var sameAtEveryTextSize: [Seen]?
            for textSize in matrix.textSizes {
                let seen: [Seen]
                if let sameAtEveryTextSize {
                    seen = sameAtEveryTextSize
                } else {
                    var options = quiet
                    options.layoutDirection = direction
                    options.contentSizeCategory = textSize
                    options.screen = geometries.first
                    let interpreter = Interpreter(options: options)
                    let own = interpreter.run(source: text, name: file).filter { $0.kind != .layout }
                    // What a person sees, found right after each screen's layout pass, while
                    // the engine is there to try fixes on.
                    var finders: [ObjectIdentifier: VisibleProblemFinder] = [:]
                    var visible: [[LayoutDiagnostic]] = []
                    let runs = try interpreter.runs(on: geometries) { index, run, result in
                        let finder = finders[ObjectIdentifier(run)] ?? VisibleProblemFinder(
                            interpreter: run, designed: designedResult, direction: designedDirection, ledger: ledger)
                        finders[ObjectIdentifier(run)] = finder
                        visible.append(finder.problems(in: result, on: geometries[index]))
                    }
                    solved += geometries.count
                    seen = runs.indices.map { index in
                        let run = runs[index]
                        var layout = SizedLayout(run.result, interpreter: run.interpreter, screen: geometries[index])
                        let script = (run.interpreter === interpreter ? own : run.diagnostics.filter { $0.kind != .layout })
                            .filter { !designed.scriptDiagnostics.contains($0) }
                        let problems = run.result.diagnostics + visible[index]
                        layout.flagged = Set(problems.flatMap(\.views))
                        return Seen(layout: layout, script: script, problems: problems, locator: run.interpreter.locator)
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
                groups += zip(seen, shared).map { ($0, $1) }
            }
        }
        self.layouts = layouts.compactMap { $0 }
        solvedLayouts = solved
        findings = Self.findings(groups, in: environments)
        addBoundaries(source: text, name: file, options: quiet)
    }

    /// What one distinct layout showed: the script's own diagnostics of its run that the
    /// designed run did not have, and the layout's problems, located only once chosen.
    private struct Seen {
        var layout: SizedLayout
        var script: [Diagnostic]
        var problems: [LayoutDiagnostic]
        var locator: LayoutLocator
    }

    /// A problem as first met, or as met in a smaller environment: a script's diagnostic, or
    /// a layout's with the locator of the interpreter that made it.
    private enum Met {
        case script(Diagnostic)
        case layout(LayoutDiagnostic, LayoutLocator)

        var problem: LayoutProblem {
            switch self {
            case .script(let diagnostic): LayoutProblem(report: ReportDiagnostic(diagnostic), located: diagnostic)
            case .layout(let diagnostic, let locator): LayoutProblem(diagnostic, locator: locator)
            }
        }
    }

    /// Each problem once (``ProblemIdentity``), at the smallest environment that shows it,
    /// with only the fixes every one of those environments verified (``FixesEverywhere``).
    private static func findings(_ groups: [(seen: Seen, environments: [Int])], in environments: [CheckEnvironment]) -> [Finding] {
        var order: [ProblemIdentity] = []
        var met: [ProblemIdentity: (first: Met, smallest: Int, environments: [Int])] = [:]
        var fixes: [ProblemIdentity: FixesEverywhere] = [:]
        func add(_ key: ProblemIdentity, _ problem: @autoclosure () -> Met, advice: [String], group: [Int], smallest: Int) {
            guard var entry = met[key] else {
                order.append(key)
                met[key] = (problem(), smallest, group)
                fixes[key] = FixesEverywhere(advice)
                return
            }
            entry.environments += group
            if CheckEnvironment.isSmaller(environments[smallest], environments[entry.smallest]) {
                entry.first = problem()
                entry.smallest = smallest
            }
            met[key] = entry
            fixes[key]?.add(advice)
        }
        for (seen, group) in groups {
            guard let first = group.first else { continue }
            let smallest = group.dropFirst().reduce(first) { CheckEnvironment.isSmaller(environments[$1], environments[$0]) ? $1 : $0 }
            for diagnostic in seen.script {
                add(ProblemIdentity(diagnostic), .script(diagnostic), advice: [], group: group, smallest: smallest)
            }
            for diagnostic in seen.problems {
                add(ProblemIdentity(diagnostic, place: seen.locator.location(of: diagnostic)), .layout(diagnostic, seen.locator),
                    advice: diagnostic.advice, group: group, smallest: smallest)
            }
        }
        return order.compactMap { key in
            guard let entry = met[key] else { return nil }
            let problem = fixes[key].map { $0.applied(to: entry.first.problem) } ?? entry.first.problem
            return Finding(report: problem.report, located: problem.located,
                           environments: Set(entry.environments).sorted(), smallest: entry.smallest)
        }
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
