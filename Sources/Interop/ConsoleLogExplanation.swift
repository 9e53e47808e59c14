import AutoLayout
import Foundation
import LayoutScript

/// Explains UIKit's "Unable to simultaneously satisfy constraints" console logs: each block
/// is rebuilt as a layout, solved, and reported as one ``Diagnostic`` — which of the listed
/// constraints actually conflict (the minimal set) and which are only listed, which one
/// UIKit broke and which one Tether would, and a fix that was checked by applying it to the
/// rebuilt layout and solving again.
public enum ConstraintLogExplanation {
    /// One block's explanation as data (`tether explain --format json`).
    public struct Block: Sendable, Hashable {
        /// One listed constraint.
        public struct Entry: Sendable, Hashable {
            /// Its address as the log prints it (`0x600002c18a50`).
            public var address: String
            /// Its line in the log.
            public var line: Int
            /// Its text with readable names.
            public var text: String
            /// Who made it: `app`, `snapkit FILE:LINE`, `uikit IDENTIFIER`, `autoresizing MASK`,
            /// `content size`, `layout support`.
            public var origin: String
            /// Whether it is in the minimal conflicting set.
            public var inConflict: Bool
        }

        /// A fix: the advice and the constraint it changes (its address).
        public struct Fix: Sendable, Hashable {
            /// The advice in words.
            public var message: String
            /// The address of the constraint the fix changes.
            public var constraint: String?
            /// Every constraint the fix changes (an autoresizing mask is several), by address.
            public var constraints: [String]
            /// `translate-autoresizing-off`, `lower-priority`, `remove-or-lower` or `stack-spacing`.
            public var kind: String
        }

        /// The line of "Unable to simultaneously satisfy constraints".
        public var line: Int
        /// Every listed constraint, in the log's order.
        public var constraints: [Entry]
        /// The constraint UIKit broke, if it is one of the listed.
        public var uikitBroke: String?
        /// The address of the constraint UIKit broke as the log names it, listed or not.
        public var broken: String?
        /// Each minimal conflict of the rebuilt block: the addresses of its constraints.
        public var conflicts: [[String]]
        /// What the conflict rests on that the log does not list: margins taken as 8
        /// points, a size kept ≥ 0.
        public var assumptions: [String] = []
        /// Why the paste itself cannot be read whole (redacted, elided, without its list),
        /// if it cannot; the located error says where.
        public var cut: String?
        /// The constraint Tether would break.
        public var tetherBreaks: String?
        /// The fixes, checked by solving again.
        public var fixes: [Fix]
    }

    /// What a log explains to.
    public struct Result: Sendable {
        /// Each block as data.
        public var blocks: [Block]
        /// One diagnostic per block, and a located error per line that could not be read.
        public var diagnostics: [Diagnostic]
        /// The blocks' layouts as one `.layout` script to explore in the REPL.
        public var script: String
        /// How many "Unable to simultaneously satisfy constraints" blocks the log has.
        public var blockCount: Int
    }

    /// Explains every block of `text`; `sourceName` names the log in locations. Each
    /// conflict tries at most `limits.maxFixesTried` fixes.
    public static func explain(_ text: String, sourceName: String, limits: Interpreter.Limits = Interpreter.Limits()) -> Result {
        let log = ConsoleLog(text: text, sourceName: sourceName)
        var diagnostics = log.errors
        var scripts: [String] = []
        var blocks: [Block] = []
        for (index, block) in log.blocks.enumerated() {
            let explainer = BlockExplainer(block: block, number: index + 1, of: log.blocks.count, log: log,
                                           maxFixesTried: limits.maxFixesTried, maxMembersMinimized: limits.maxConflictMembersMinimized)
            let (diagnostic, data, fix) = explainer.explain()
            diagnostics.append(diagnostic)
            blocks.append(data)
            scripts.append(explainer.script(fix: fix))
        }
        diagnostics.sort { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        var script = "# The layouts of \((sourceName as NSString).lastPathComponent)'s conflicts, rebuilt by `tether explain`.\n"
        script += "# Views stand side by side under root: a log names no superviews but '|'.\n"
        script += scripts.joined(separator: "\n")
        return Result(blocks: blocks, diagnostics: diagnostics, script: script, blockCount: log.blocks.count)
    }
}

/// One block rebuilt and explained.
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

    // MARK: Rebuilding

    /// A logged constraint as Tether constraints (a content-size constraint is two: its
    /// hugging and its compression resistance).
    func layoutConstraints(of logged: LoggedConstraint, priority override: Double? = nil) -> [LayoutConstraint] {
        guard let first = side(logged.first) else { return [] }
        var second = logged.second.flatMap(side)
        if logged.second != nil, second == nil { return [] }
        if second == nil, !first.1.isSize {
            // An autoresizing position (`midX == 0`) is measured from the superview's bounds
            // origin: the `'|'` of its names, else the one the block's other constraints give.
            let superview = logged.superview ?? superviews[logged.first.object]
            second = (superview.flatMap { names[$0] } ?? "root", first.1.axis == .horizontal ? .left : .top)
        }
        let priority = override ?? logged.priority
        if let (hug, resist) = logged.contentPriorities {
            return [
                LayoutConstraint(firstItem: first.0, firstAttribute: first.1, relation: .lessThanOrEqual,
                                 constant: logged.constant, priority: LayoutPriority(min(hug, priority)), identifier: logged.identifier),
                LayoutConstraint(firstItem: first.0, firstAttribute: first.1, relation: .greaterThanOrEqual,
                                 constant: logged.constant, priority: LayoutPriority(min(resist, priority)), identifier: logged.identifier),
            ]
        }
        return [LayoutConstraint(
            firstItem: first.0, firstAttribute: first.1, relation: logged.relation, secondItem: second?.0,
            secondAttribute: second?.1 ?? .notAnAttribute, multiplier: logged.multiplier, constant: logged.constant,
            priority: LayoutPriority(priority), identifier: logged.identifier)]
    }

    /// UIKit's attribute names as Tether attributes, and whether through the margins guide:
    /// ``UIKitAttribute/named``, and the names an autoresizing constraint's description uses
    /// for its frame's edges (`minX`, `midY`).
    static let attributes = UIKitAttribute.named.merging([
        "minX": (.left, false), "maxX": (.right, false), "midX": (.centerX, false),
        "minY": (.top, false), "maxY": (.bottom, false), "midY": (.centerY, false),
    ]) { known, _ in known }

    /// An object's attribute as a Tether item: margins through the view's margins guide,
    /// an autoresizing constraint's `minX`… as edges.
    func side(_ side: LoggedConstraint.Side) -> (String, LayoutAttribute)? {
        guard let name = names[side.object] else { return nil }
        guard let (attribute, inMargins) = Self.attributes[side.attribute] else { return nil }
        return (inMargins ? name + ".margins" : name, attribute)
    }

    var isGuide: (LoggedConstraint.Object) -> Bool { { $0.className == "UILayoutGuide" || $0.className == "NSLayoutGuide" } }

    /// A change a fix makes to a listed constraint.
    enum Change {
        case drop
        case priority(Double)
        case constant(Double)
    }

    /// The block's constraints in a new engine, in the order listed; `changes` drops
    /// entries (by index) or gives them another priority or constant.
    func rebuild(changing changes: [Int: Change] = [:]) -> (LayoutEngine, [LayoutDiagnostic], [Diagnostic]) {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 10_000, height: 10_000))
        var problems: [Diagnostic] = []
        // Only the objects the kept constraints name: a conflict solved alone stays small.
        var used: Set<LoggedConstraint.Object> = []
        for (index, logged) in block.constraints.enumerated() {
            if case .drop? = changes[index] { continue }
            used.insert(logged.first.object)
            if let second = logged.second { used.insert(second.object) }
            if let superview = logged.superview ?? superviews[logged.first.object] { used.insert(superview) }
        }
        for object in ordered where used.contains(object) {
            guard let name = names[object] else { continue }
            do {
                if isGuide(object) { try engine.addGuide(named: name) } else { try engine.addView(named: name) }
            } catch {
                problems.append(warning("cannot rebuild \(name): \(error)", line: block.line))
            }
        }
        for (index, listed) in block.constraints.enumerated() {
            var logged = listed
            var priority: Double?
            switch changes[index] {
            case .drop?: continue
            case .priority(let value)?: priority = value
            case .constant(let value)?: logged.constant = value
            case nil: break
            }
            let made = layoutConstraints(of: logged, priority: priority)
            if made.isEmpty {
                problems.append(warning("cannot rebuild \(logged.text): an attribute Tether does not know", line: logged.line))
            }
            for constraint in made {
                do {
                    try engine.add(foldingMargins(constraint), source: tags[index])
                } catch {
                    problems.append(warning("cannot rebuild \(logged.text): \(error)", line: logged.line))
                }
            }
        }
        // The conflicts are found as the constraints are added; a layout pass would only add
        // the frames and their ambiguities, which an explanation does not use.
        return (engine, engine.diagnostics, problems)
    }

    /// A rebuilt constraint with its margins as offsets: `X.leadingMargin` is `X.leading + 8`
    /// and `X.trailingMargin` is `X.trailing - 8` (UIKit's default margins, which do not
    /// shrink with a small view: UIKit reads a margin attribute as the edge and the margin,
    /// without a guide whose size would have to stay ≥ 0).
    func foldingMargins(_ constraint: LayoutConstraint) -> LayoutConstraint {
        func offset(_ item: String?, _ attribute: LayoutAttribute) -> (String?, Double) {
            guard let item, item.hasSuffix(".margins") else { return (item, 0) }
            let view = String(item.dropLast(".margins".count))
            switch attribute {
            case .left, .leading, .top: return (view, 8)
            case .right, .trailing, .bottom: return (view, -8)
            case .width, .height: return (view, -16)
            default: return (view, 0)
            }
        }
        var folded = constraint
        let (first, firstOffset) = offset(constraint.firstItem, constraint.firstAttribute)
        let (second, secondOffset) = offset(constraint.secondItem, constraint.secondAttribute)
        folded.firstItem = first ?? constraint.firstItem
        folded.secondItem = second
        folded.constant = constraint.multiplier * secondOffset + constraint.constant - firstOffset
        return folded
    }

    func warning(_ message: String, line: Int) -> Diagnostic {
        Diagnostic(severity: .warning, kind: .layout, message: message, location: location(line: line, column: 1, length: 1))
    }

    func location(line: Int, column: Int, length: Int) -> SourceLocation {
        Self.location(line: line, column: column, length: length, in: log)
    }

    static func location(line: Int, column: Int, length: Int, in log: ConsoleLog) -> SourceLocation {
        SourceLocation(sourceName: log.sourceName, line: line, column: column, length: length,
                       lineText: log.lines.indices.contains(line - 1) ? String(log.lines[line - 1]) : "")
    }

    // MARK: Explaining

    /// The block's diagnostic — the conflict, the bystanders, who broke what, the fix — the
    /// same as data, and the fix, decided once for the text, the JSON and the script.
    func explain() -> (Diagnostic, ConstraintLogExplanation.Block, Fix?) {
        var decided: Fix?
        var data = ConstraintLogExplanation.Block(line: block.line, constraints: [], conflicts: [], fixes: [])
        let broken = block.broken.flatMap { broken in block.constraints.first { $0.address == broken.address } }
        data.uikitBroke = broken?.address
        data.broken = block.broken?.address
        data.cut = block.cut
        let diagnostic = self.diagnostic { inConflict, conflicts, assumptions, fix in
            data.assumptions = assumptions
            data.conflicts = conflicts.map { $0.map { block.constraints[$0].address } }
            data.constraints = block.constraints.enumerated().map { index, logged in
                ConstraintLogExplanation.Block.Entry(address: logged.address, line: logged.line,
                                                     text: text(of: logged),
                                                     origin: origin(of: logged), inConflict: inConflict.contains(index))
            }
            decided = fix
            if let fix {
                let changed = fix.breaks.first.map { block.constraints[$0].address }
                data.tetherBreaks = changed
                data.fixes = [.init(message: fix.advice, constraint: changed, constraints: fix.breaks.map { block.constraints[$0].address },
                                    kind: fix.kind)]
            }
        }
        return (diagnostic, data, decided)
    }

    /// `app`, `snapkit FILE:LINE`, `uikit IDENTIFIER`, `autoresizing MASK`, `content size`,
    /// `layout support`.
    func origin(of logged: LoggedConstraint) -> String {
        if let source = logged.sourceLocation { return "snapkit " + source.replacingOccurrences(of: "#", with: ":") }
        switch logged.kind {
        case "NSAutoresizingMaskLayoutConstraint": return "autoresizing \(logged.mask ?? "")"
        case "NSContentSizeLayoutConstraint": return "content size"
        case "_UILayoutSupportConstraint": return "layout support"
        default: break
        }
        if logged.isSystem { return logged.identifier.map { "uikit \($0)" } ?? "uikit" }
        return "app"
    }

    /// The block's diagnostic; `report` is told which constraints conflict and the fix.
    func diagnostic(report: (_ inConflict: [Int], _ conflicts: [[Int]], _ assumptions: [String], _ fix: Fix?) -> Void) -> Diagnostic {
        let header = String(log.lines[block.line - 1])
        let column = header.range(of: "Unable to").map { header.distance(from: header.startIndex, to: $0.lowerBound) + 1 } ?? 1
        let at = location(line: block.line, column: column, length: "Unable to simultaneously satisfy constraints".count)
        let prefix = count > 1 ? "conflict \(number) of \(count): " : ""
        guard !block.constraints.isEmpty else {
            report([], [], [], nil)
            return Diagnostic(kind: .layout, message: prefix + "the log lists no constraints for this conflict", location: at,
                              hint: "paste the whole block, from 'Unable to simultaneously satisfy constraints' to the line after 'Will attempt to recover'")
        }
        let (_, layoutDiagnostics, problems) = rebuild()
        let conflicts = layoutDiagnostics.filter { $0.kind == .unsatisfiable }
        var notes = problems.map { Diagnostic.Note($0.message, location: $0.location) }
        if !block.isComplete {
            notes.append(.init("the block is cut short: the list or the constraint UIKit broke is missing"))
        }
        guard !conflicts.isEmpty else {
            report([], [], [], nil)
            notes += block.constraints.map { .init("listed: \(describe($0))", location: location(of: $0)) }
            return Diagnostic(
                severity: .warning, kind: .layout,
                message: prefix + (block.constraints.count == 1 ? "the listed constraint can hold once rebuilt"
                    : "the \(block.constraints.count) listed constraints can all hold once rebuilt"),
                location: at,
                hint: "the conflict involves a constraint UIKit did not list (a margin or safe-area inset other than the defaults Tether assumes: 8 points of margin, no safe area), or one that changed after the log",
                notes: notes)
        }
        // Rebuilt, one logged conflict may be several minimal ones: each is reported.
        let references = conflicts.flatMap(\.constraints)
        let minimal = conflicts.map { conflict in
            minimize(Array(Set(conflict.constraints.compactMap { $0.source.flatMap { listedConstraints[$0] } })).sorted())
        }
        let inConflict = Array(Set(minimal.joined())).sorted()
        var restrictions: [ConstraintReference] = []
        for reference in references where !restrictions.contains(where: { $0.text == reference.text }) {
            if case .sizeRestriction = reference.origin { restrictions.append(reference) }
        }
        var message = prefix + "\(inConflict.count) of the \(block.constraints.count) constraints UIKit listed cannot all hold"
        if !restrictions.isEmpty { message += " with sizes ≥ 0" }
        if conflicts.count > 1 { message += " (\(conflicts.count) conflicts once rebuilt)" }
        for index in inConflict {
            notes.append(.init("in the conflict: \(describe(block.constraints[index]))", location: location(of: block.constraints[index])))
        }
        var assumed: [String] = []
        for index in inConflict {
            let logged = block.constraints[index]
            for side in [logged.first] + (logged.second.map { [$0] } ?? []) where side.attribute.contains("Margin") {
                if let name = names[side.object], !assumed.contains(name) { assumed.append(name) }
            }
        }
        for view in assumed {
            notes.append(.init("in the conflict: \(view)'s layout margins, taken as UIKit's default of 8 points (a log does not give them)"))
        }
        for restriction in restrictions {
            notes.append(.init("in the conflict: \(restriction.text) (UIKit keeps every size ≥ 0 and never lists it)"))
        }
        for index in block.constraints.indices where !inConflict.contains(index) {
            notes.append(.init("not part of the conflict: \(describe(block.constraints[index]))", location: location(of: block.constraints[index])))
        }
        let fix = self.fix(for: inConflict, conflicts: conflicts.count)
        report(inConflict, minimal, assumed.map { "\($0)'s layout margins taken as UIKit's default of 8 points" }
            + restrictions.map { "\($0.text): UIKit keeps every size ≥ 0" }, fix)
        notes.append(brokenNote(fix: fix, inConflict: inConflict))
        let ownsNone = inConflict.allSatisfy { block.constraints[$0].isSystem }
        let fallback = ownsNone
            ? "every constraint in the conflict is UIKit's own (its identifiers, autoresizing masks and private classes): nothing in the app to change; if it persists, report it to Apple"
            : Remedy.removeOrLower("one of these constraints").text
        return Diagnostic(kind: .layout, message: message, location: at, hint: fix?.advice ?? fallback, notes: notes)
    }

    /// A conflict without the members it does not need (deletion filter): the solver names
    /// every constraint of the row that failed, which may hold more than a minimal set;
    /// each member whose removal leaves the rest still in conflict is dropped, a solve of
    /// the conflict alone each. A conflict of more than `Limits.maxConflictMembersMinimized`
    /// members is kept as the solver names it (its solves would grow as its square).
    func minimize(_ members: [Int]) -> [Int] {
        guard members.count <= maxMembersMinimized else { return members }
        var kept = members
        for member in members where kept.count > 1 {
            let trial = kept.filter { $0 != member }
            let dropped = Set(block.constraints.indices).subtracting(trial)
            let (_, diagnostics, _) = rebuild(changing: Dictionary(uniqueKeysWithValues: dropped.map { ($0, Change.drop) }))
            if diagnostics.contains(where: { $0.kind == .unsatisfiable }) { kept = trial }
        }
        return kept
    }

    func location(of logged: LoggedConstraint) -> SourceLocation {
        Self.location(of: logged, in: log)
    }

    /// Where a listed constraint is in the log: the start of its description.
    static func location(of logged: LoggedConstraint, in log: ConsoleLog) -> SourceLocation {
        location(line: logged.line, column: logged.column, length: 1, in: log)
    }

    /// A logged constraint as rebuilt, with readable names, in the compact notation
    /// (`a.height == 0.28125*a.width @750`): its numbers exact, as UIKit printed them; the
    /// log's own text where it cannot be rebuilt.
    func text(of logged: LoggedConstraint) -> String {
        let text = layoutConstraints(of: logged).map(\.description).joined(separator: " and ")
        return text.isEmpty ? logged.text : text
    }

    /// A logged constraint with readable names, its priority, identifier and maker.
    func describe(_ logged: LoggedConstraint) -> String {
        var text = text(of: logged)
        if let identifier = logged.identifier { text = "'\(identifier)' " + text }
        if let source = logged.sourceLocation { text += ", made at \(source) (SnapKit)" }
        if let maker = maker(of: logged) {
            let framework = logged.first.object.className.hasPrefix("NS") ? "AppKit" : "UIKit"
            text += ", made by \(framework): \(maker)"
        }
        return text
    }

    /// What a UIKit-made constraint stands for.
    func maker(of logged: LoggedConstraint) -> String? {
        // The view a system guide belongs to is the other side of the guide's own constraint.
        let owner = LoggedConstraint.isSystemGuide(logged.first.object) ? logged.second?.object ?? logged.first.object : logged.first.object
        let view = names[owner] ?? "the view"
        switch (logged.kind, logged.identifier) {
        case ("NSAutoresizingMaskLayoutConstraint", _):
            return "\(view)'s autoresizing mask (\(logged.mask ?? "h= v=")), since it translates it into constraints"
        case ("NSContentSizeLayoutConstraint", _):
            return "\(view)'s intrinsic content size (hugging and compression resistance)"
        case ("_UILayoutSupportConstraint", _):
            return "the view controller's top or bottom layout guide (iOS 7–10)"
        case (_, let identifier?) where identifier.contains("-Encapsulated-Layout-"):
            return "the size its table, collection or container view gives \(view)"
        case (_, let identifier?) where identifier.hasPrefix("UISV-"):
            return "the stack view's arrangement (\(identifier))"
        case (_, let identifier?) where identifier.contains("Margin") || identifier.contains("margin"):
            return "\(view)'s layout margins"
        case (_, let identifier?) where identifier.contains("SafeArea") || identifier.contains("safeArea"):
            return "\(view)'s safe area"
        case (_, let identifier?) where identifier.hasPrefix("UITemporaryLayout"):
            return "a size UIKit sets while it measures \(view)"
        default:
            return nil
        }
    }
}
