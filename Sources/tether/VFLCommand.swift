import ArgumentParser
import AutoLayout
import Foundation

/// `tether vfl FORMAT`: prints the constraints a Visual Format Language string makes, one per
/// line, the way `LayoutConstraint.description` writes them.
struct VFLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Print the constraints that a Visual Format Language string makes.",
        discussion: """
            Prints one constraint per line, as ITEM.ATTR REL ITEM.ATTR [+|- CONSTANT] [@PRIORITY] \
            or ITEM.ATTR REL CONSTANT [@PRIORITY]; '|' is printed as 'superview'. A bad format \
            string is reported on standard error with a caret under the culprit, and the exit \
            status is 1. The grammar is in grammar.md.

            Examples:
              tether vfl 'H:|-[find]-[findNext]-[findField(>=20)]-|'
                find.leading == superview.leading + 20
                findNext.leading == find.trailing + 8
                findField.leading == findNext.trailing + 8
                findField.width >= 20
                superview.trailing == findField.trailing + 20
              tether vfl 'V:[dateLabel]-[imageView]-[toolbar]' --option alignAllCenterX
              tether vfl 'H:|-gap-[a(==w@750)]-(>=gap)-|' --metric gap=12 --metric w=90
              tether vfl 'H:[a]-10-[b]' --option directionRightToLeft --views a,b

            Options: alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, \
            alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, \
            alignAllBaseline (= alignAllLastBaseline), alignAllFirstBaseline; \
            directionLeadingToTrailing (the default), directionLeftToRight, \
            directionRightToLeft.
            """)

    @Argument(help: "The format string, such as 'H:|-[a]-[b]-|' (quote it for the shell).")
    var format: String

    @Option(
        name: .customLong("metric"),
        help: ArgumentHelp("A metric the format can name, such as gap=8 (repeatable).", valueName: "name=value"),
        transform: Metric.init(argument:))
    var metrics: [Metric] = []

    @Option(
        name: .customLong("option"),
        help: ArgumentHelp(
            "A format option by its Apple name: alignAllTop, alignAllCenterX, directionRightToLeft… (repeatable).",
            valueName: "name"),
        transform: Self.option(named:))
    var options: [VisualFormatOptions] = []

    @Option(
        name: .customLong("views"),
        help: ArgumentHelp(
            "The only view names the format may use, comma-separated; without it every bracketed name is a view.",
            valueName: "a,b,..."),
        transform: Self.viewNames(in:))
    var views: Set<String>?

    mutating func validate() throws {
        var seen: Set<String> = []
        for metric in metrics where !seen.insert(metric.name).inserted {
            throw ValidationError("The metric '\(metric.name)' is given twice.")
        }
        let directions = options.filter { !$0.intersection(.directionMask).isEmpty }
        if directions.count > 1 {
            throw ValidationError("Give at most one direction option.")
        }
    }

    func run() throws {
        let constraints: [LayoutConstraint]
        do {
            constraints = try VisualFormat.constraints(
                format,
                options: options.reduce(into: []) { $0.formUnion($1) },
                metrics: Dictionary(metrics.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }),
                views: views)
        } catch {
            StandardStream.err("\(error)\n")
            throw ExitCode.failure
        }
        try StandardStream.output(constraints.map { "\($0)\n" }.joined())
    }

    // MARK: - Arguments

    /// `--metric name=value`.
    struct Metric {
        var name: String
        var value: Double

        init(argument: String) throws {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ValidationError("expected name=value, such as gap=8")
            }
            name = argument[..<equals].trimmingCharacters(in: .whitespaces)
            let text = argument[argument.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard isName(name) else {
                throw ValidationError("'\(name)' is not a name a format can use")
            }
            guard let value = Double(text), value.isFinite else {
                throw ValidationError("'\(text)' is not a number")
            }
            self.value = value
        }
    }

    static func option(named name: String) throws -> VisualFormatOptions {
        guard let option = VisualFormatOptions(appleName: name) else {
            let names = VisualFormatOptions.appleNames.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown option; expected one of \(names)")
        }
        return option
    }

    static func viewNames(in list: String) throws -> Set<String> {
        let names = list.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if list.trimmingCharacters(in: .whitespaces).isEmpty {
            return []
        }
        for name in names where !isName(name) {
            throw ValidationError("'\(name)' is not a view name")
        }
        return Set(names)
    }
}

/// Whether a format string can write this name: a letter or `_`, then letters, digits or `_`.
private func isName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else {
        return false
    }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}
