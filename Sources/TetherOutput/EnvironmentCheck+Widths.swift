import AutoLayout
import LayoutScript

// MARK: - Exact boundaries along the root's width

/// Where along the root's width a problem shows, found by sweeping the width
/// (``AutoLayout/LayoutEngine/sweepRootWidth(over:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``)
/// in the smallest environment that shows it: its height, safe area, size classes, keyboard,
/// text size and direction kept, its width moved across those of the environments with the
/// same size classes and orientation. Exact, not sampled: the frames are affine in the width
/// between the solver's changes of basis, so each boundary is where a frame crosses a limit.
package struct WidthBoundary: Hashable, Sendable {
    /// The widths swept.
    package var swept: ClosedRange<Double>
    /// The widths where the problem shows, in increasing order.
    package var showing: [ClosedRange<Double>]
    /// What was swept: `root` for a device's screen, `window` for an AppKit window's content.
    package var noun = "root"

    /// "below a root width of 679.034 pt", "from a root width of 420 pt", "between root
    /// widths of 500 and 640 pt", joined by "and"; "at every root width" when it shows
    /// across the whole sweep; "window width" for a window.
    package var phrase: String {
        let tolerance = 1e-6 * max(1, swept.upperBound)
        return showing.map { interval in
            let fromStart = interval.lowerBound <= swept.lowerBound + tolerance
            let toEnd = interval.upperBound >= swept.upperBound - tolerance
            switch (fromStart, toEnd) {
            case (true, true): return "at every \(noun) width"
            case (true, false): return "below a \(noun) width of \(interval.upperBound.roundedForDisplay) pt"
            case (false, true): return "from a \(noun) width of \(interval.lowerBound.roundedForDisplay) pt"
            case (false, false):
                return "between \(noun) widths of \(interval.lowerBound.roundedForDisplay) and \(interval.upperBound.roundedForDisplay) pt"
            }
        }.joined(separator: " and ")
    }
}

extension EnvironmentCheck {
    /// Each finding of a kind whose condition is affine in the frames — one line of text cut
    /// short, overlapping siblings, a view past the root, a small tap target — with the widths
    /// where it shows (``WidthBoundary``), and every finding with the text sizes it shows at
    /// on its smallest environment's screen, as notes. A script that reads its root size or a
    /// frame builds other views at other widths, so it is not swept.
    mutating func addBoundaries(source text: String, name file: String, options: Interpreter.Options) {
        var sweeps: [Int: (interpreter: Interpreter, sweep: WidthSweep)?] = [:]
        for index in findings.indices {
            var finding = findings[index]
            if let sizes = textSizePhrase(of: finding) { finding.located.notes.append(Diagnostic.Note(sizes)) }
            let environment = environments[finding.smallest]
            if sweeps[finding.smallest] == nil, Self.isAffine(finding.report) {
                // A sweep that cannot be made (a size the engine refuses) leaves the problem
                // without widths; the problem itself stands.
                sweeps[finding.smallest] = (try? sweep(source: text, name: file, options: options, in: environment)) ?? nil
            }
            if let swept = sweeps[finding.smallest] ?? nil,
                let showing = Self.widths(of: finding.report, in: swept.sweep, interpreter: swept.interpreter), !showing.isEmpty
            {
                var boundary = WidthBoundary(swept: swept.sweep.widths, showing: showing)
                let range = "\(boundary.swept.lowerBound.roundedForDisplay) to \(boundary.swept.upperBound.roundedForDisplay) pt"
                finding.widths = boundary
                if environment.isWindow {
                    boundary.noun = "window"
                    finding.widths = boundary
                    finding.located.notes.append(Diagnostic.Note(
                        "at a window height of \(environment.screen.size.height.roundedForDisplay) pt it shows \(boundary.phrase) "
                            + "(window widths \(range) swept)"))
                } else {
                    finding.located.notes.append(Diagnostic.Note(
                        "with this screen's height, insets and size classes it shows \(boundary.phrase) (root widths \(range) swept)"))
                }
            }
            findings[index] = finding
        }
    }

    /// "it shows at AX3 and larger here": the text sizes of the environments like the smallest
    /// one (its screen, keyboard and direction) that show the finding, when the check has more
    /// than one text size.
    private func textSizePhrase(of finding: Finding) -> String? {
        let smallest = environments[finding.smallest]
        let checked = Set(environments.map(\.textSize)).sorted()
        guard checked.count > 1 else { return nil }
        let shown = Set(finding.environments.map { environments[$0] }
            .filter { $0.screen == smallest.screen && $0.direction == smallest.direction }.map(\.textSize)).sorted()
        guard let first = shown.first else { return nil }
        if shown == checked { return "on this screen it shows at every text size" }
        if shown == checked.filter({ $0 >= first }) { return "on this screen it shows at \(first.rawValue) and larger" }
        return "on this screen it shows at " + shown.map(\.rawValue).joined(separator: ", ")
    }

    /// The script run in `environment` and its width swept across the widths of the
    /// environments with the same size classes and orientation (of every window size, for
    /// a window); nil when the script reads
    /// its root size or a frame, or there is only one such width.
    private func sweep(source text: String, name file: String, options: Interpreter.Options,
                       in environment: CheckEnvironment) throws(LayoutError) -> (interpreter: Interpreter, sweep: WidthSweep)? {
        let screen = environment.screen
        // A window keeps no size classes: its width moves across the whole content size range.
        let widths = environments.filter { environment.isWindow || $0.screen.traits == screen.traits }.map(\.screen.size.width)
        guard let narrowest = widths.min(), let widest = widths.max(), narrowest < widest else { return nil }
        var options = options
        options.screen = screen
        options.contentSizeCategory = environment.textSize
        options.layoutDirection = environment.direction
        let interpreter = Interpreter(options: options)
        interpreter.run(source: text, name: file)
        guard !interpreter.readsRootSize else { return nil }
        let sweep = try interpreter.engine.sweepRootWidth(
            over: narrowest...widest, height: screen.size.height, safeAreaInsets: screen.safeAreaInsets,
            rootMinimumMargin: screen.minimumSideMarginScheduleKeepingTraits, keyboardHeight: screen.keyboardHeight)
        return (interpreter, sweep)
    }

    /// Whether the finding is of a kind whose condition is affine in the frames, the kinds
    /// ``widths(of:in:interpreter:)`` finds widths for: only they need a sweep.
    private static func isAffine(_ report: ReportDiagnostic) -> Bool {
        switch report.kind {
        case .layout(.truncated), .layout(.overlapping), .layout(.offscreen), .layout(.smallTarget): true
        default: false
        }
    }

    /// The widths where the finding's condition holds, with the tolerances
    /// ``VisibleProblemFinder`` finds it with; nil for a kind that is not affine in the frames.
    private static func widths(of report: ReportDiagnostic, in sweep: WidthSweep, interpreter: Interpreter) -> [ClosedRange<Double>]? {
        let tolerance = VisibleProblemFinder.tolerance
        switch report.kind {
        case .layout(.truncated):
            guard let name = report.views.first, let content = interpreter.engine.view(named: name)?.text, content.lines == 1 else {
                return nil
            }
            let needed = interpreter.textMeasurer.measurer(for: content.weight)
                .size(of: content.text, size: content.size, width: .infinity, maxLines: 1).width
            return sweep.widths(where: name, isNarrowerThan: needed)
        case .layout(.overlapping):
            guard report.views.count == 2 else { return nil }
            let (first, second) = (report.views[0], report.views[1])
            return sweep.widths(whereAllPositive: { piece in
                guard let a = piece.frame(of: first)?.frame, let b = piece.frame(of: second)?.frame else { return nil }
                return [a.width - tolerance, b.width - tolerance, a.height - tolerance, b.height - tolerance,
                        a.maxX - b.x - tolerance, b.maxX - a.x - tolerance, a.maxY - b.y - tolerance, b.maxY - a.y - tolerance]
            })
        case .layout(.offscreen):
            guard let name = report.views.first else { return nil }
            return sweep.widths(whereAnyNegative: { piece in
                guard let frame = piece.frame(of: name)?.absolute, let root = piece.views.first?.absolute else { return nil }
                return [frame.x - root.x + tolerance, frame.y - root.y + tolerance,
                        root.maxX - frame.maxX + tolerance, root.maxY - frame.maxY + tolerance]
            })
        case .layout(.smallTarget):
            guard let name = report.views.first else { return nil }
            let minimum = VisibleProblemFinder.minimumTarget
            return sweep.widths(whereAnyNegative: { piece in
                piece.frame(of: name).map { [$0.frame.width - minimum, $0.frame.height - minimum] }
            })
        default:
            return nil
        }
    }
}
