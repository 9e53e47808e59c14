import AutoLayout
import Foundation
import LayoutScript

/// One block rebuilt and explained. Here: what every step shares — the block's objects
/// named for a script, each view's superview, a source tag per listed constraint, and places
/// in the log. The steps are extensions, a file each: rebuilding (`ConsoleLogRebuild.swift`),
/// explaining (`ConsoleLogDiagnosis.swift`), a constraint in words
/// (`ConsoleLogDescription.swift`), the fix (`ConsoleLogAdvice.swift`) and the script
/// (`ConsoleLogScript.swift`).
struct BlockExplainer {
    let block: ConsoleLog.Block
    let number: Int
    let count: Int
    let log: ConsoleLog
    let maxFixesTried: Int
    let maxMembersMinimized: Int
    /// Readable, script-safe names of the block's objects.
    let names: [LoggedConstraint.Object: String]
    /// Each view's superview, as the `'|'` of the block's visual-format constraints gives it.
    let superviews: [LoggedConstraint.Object: LoggedConstraint.Object]
    /// The objects in the order of their names, as every rebuild adds them.
    let ordered: [LoggedConstraint.Object]
    /// Where each listed constraint is in the log, by the tag its rebuilt constraints carry.
    let sources = SourceTable()
    /// The tag of each listed constraint, in the block's order.
    let tags: [SourceTag]
    /// The listed constraint (its index in the block) each tag stands for.
    let listedConstraints: [SourceTag: Int]

    init(block: ConsoleLog.Block, number: Int, of count: Int, log: ConsoleLog, maxFixesTried: Int, maxMembersMinimized: Int) {
        self.maxFixesTried = maxFixesTried
        self.maxMembersMinimized = maxMembersMinimized
        self.block = block
        self.number = number
        self.count = count
        self.log = log
        var objects: [LoggedConstraint.Object] = []
        var seen: Set<LoggedConstraint.Object> = []
        for constraint in block.constraints + (block.broken.map { [$0] } ?? []) {
            let mentioned = [constraint.first.object] + (constraint.second.map { [$0.object] } ?? [])
                + (constraint.superview.map { [$0] } ?? [])
            for object in mentioned where seen.insert(object).inserted {
                objects.append(object)
            }
        }
        names = Self.name(objects)
        let names = self.names
        ordered = objects.sorted { (names[$0] ?? "") < (names[$1] ?? "") }
        var superviews: [LoggedConstraint.Object: LoggedConstraint.Object] = [:]
        for constraint in block.constraints {
            guard let superview = constraint.superview else { continue }
            for side in [constraint.first] + (constraint.second.map { [$0] } ?? []) where side.object != superview {
                superviews[side.object] = superview
            }
        }
        self.superviews = superviews
        // Each listed constraint has a place of its own: its line, and its column there.
        let sources = self.sources
        tags = block.constraints.map { sources.tag(for: Self.location(of: $0, in: log)) }
        listedConstraints = Dictionary(tags.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `UILabel_Title_a2f0`, `UIView_9e60`, `safeArea_c0e0`: the class without its module,
    /// a label's text or a guide's kind, and the address's last digits (more when two share
    /// them).
    static func name(_ objects: [LoggedConstraint.Object]) -> [LoggedConstraint.Object: String] {
        var result: [LoggedConstraint.Object: String] = [:]
        var used: Set<String> = []
        for object in objects {
            let className = object.className.split(separator: ".").last.map(String.init) ?? object.className
            var base = Naming.words(in: className).joined()
            if base.isEmpty { base = "view" }
            switch object.text {
            case "UIViewSafeAreaLayoutGuide"?: base = "safeArea"
            case "UIViewLayoutMarginsGuide"?: base = "margins"
            case "UIViewKeyboardLayoutGuide"?: base = "keyboard"
            case let text?:
                let words = Naming.words(in: text).prefix(3).map { $0.prefix(1).uppercased() + $0.dropFirst() }
                if !words.isEmpty { base += "_" + words.joined() }
            case nil: break
            }
            if className.hasPrefix("_") { base = "_" + base }
            if !object.address.hasPrefix("0x"), object.address != object.className {
                // A SnapKit label stands for the address.
                base += "_" + object.address
            }
            let digits = object.address.hasPrefix("0x") ? String(object.address.dropFirst(2)) : ""
            var length = min(4, digits.count)
            var name = digits.isEmpty ? base : "\(base)_\(digits.suffix(length))"
            while used.contains(name) || Naming.taken.contains(name) {
                if length < digits.count {
                    length += 1
                    name = "\(base)_\(digits.suffix(length))"
                } else {
                    name += "_"
                }
            }
            used.insert(name)
            result[object] = name
        }
        return result
    }

    // MARK: - Places in the log

    func location(line: Int, column: Int, length: Int) -> SourceLocation {
        Self.location(line: line, column: column, length: length, in: log)
    }

    static func location(line: Int, column: Int, length: Int, in log: ConsoleLog) -> SourceLocation {
        SourceLocation(sourceName: log.sourceName, line: line, column: column, length: length,
                       lineText: log.lines.indices.contains(line - 1) ? String(log.lines[line - 1]) : "")
    }

    func location(of logged: LoggedConstraint) -> SourceLocation {
        Self.location(of: logged, in: log)
    }

    /// Where a listed constraint is in the log: the start of its description.
    static func location(of logged: LoggedConstraint, in log: ConsoleLog) -> SourceLocation {
        location(line: logged.line, column: logged.column, length: 1, in: log)
    }
}
