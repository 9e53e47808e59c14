import AutoLayout
import LayoutScript

/// What makes two problems one, whose numbers (sizes, a fix's constant) differ from one size
/// or environment to the next: its kind, views and place, and for an obscured view what
/// covers it — a label under the home indicator and the same label under the keyboard are
/// two problems, with two fixes. `check --all` and `tether check` over several sizes both
/// list a problem once by it, as the first (for `--all`, the smallest) place showing it
/// found it, with the fixes every place verified (``FixesEverywhere``), so that their lists
/// agree (docs/cli.md).
package struct ProblemIdentity: Hashable, Sendable {
    var kind: String
    var views: [String]
    var file: String?
    var line: Int?
    var column: Int?
    var cover: String?

    /// A script's diagnostic: its kind and place.
    package init(_ diagnostic: Diagnostic) {
        kind = diagnostic.kind.rawValue
        views = []
        (file, line, column) = (diagnostic.location?.sourceName, diagnostic.location?.line, diagnostic.location?.column)
    }

    /// An engine's diagnostic at the place its locator gives it.
    package init(_ diagnostic: LayoutDiagnostic, place: SourceLocation?) {
        kind = diagnostic.kind.rawValue
        views = diagnostic.views
        (file, line, column) = (place?.sourceName, place?.line, place?.column)
        cover = diagnostic.cover
    }

    /// A located problem: its report's kind, views and place, and what covers an obscured
    /// view. The REPL tells a problem it has shown by it, across replays and sizes.
    package init(_ problem: LayoutProblem) {
        kind = problem.report.kind.rawValue
        views = problem.report.views
        (file, line, column) = (problem.report.file, problem.report.line, problem.report.column)
        cover = problem.diagnostic?.cover
    }
}

/// The fixes of one problem met in several places: those every place verified (a fix that
/// holds at one width may not at the next), and the first any place verified, to say when
/// none holds everywhere.
package struct FixesEverywhere: Sendable {
    private(set) var everywhere: [String]
    private(set) var some: [String]

    /// The fixes of the first place that shows the problem.
    package init(_ fixes: [String]) {
        everywhere = fixes
        some = fixes
    }

    /// Another place's fixes.
    package mutating func add(_ fixes: [String]) {
        if some.isEmpty { some = fixes }
        everywhere = everywhere.filter(fixes.contains)
    }

    /// The problem as first met, with only the fixes that hold everywhere, its hint saying
    /// so where they are not the ones it was met with.
    package func applied(to problem: LayoutProblem) -> LayoutProblem {
        var problem = problem
        if everywhere != problem.report.fixes {
            let here = problem.report.fixes.joined(separator: "; ")
            problem.report.fixes = everywhere
            problem.located.hint = everywhere.isEmpty
                ? "no one change fixes it in every environment that shows it; in this one: " + here
                : everywhere.joined(separator: "; ")
        } else if everywhere.isEmpty, !some.isEmpty {
            problem.located.hint = "no one change fixes it in every environment that shows it; in one of them: "
                + some.joined(separator: "; ")
        }
        return problem
    }
}
