import AutoLayout
import Foundation
import LayoutScript

/// A rebuilt block explained: which listed constraints conflict (each conflict minimized),
/// which are bystanders, what the conflict assumes, and the block's one diagnostic and data.
extension BlockExplainer {
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
        let encapsulations = encapsulations()
        let minimal = conflicts.map { conflict in
            minimize(Array(Set(conflict.constraints.compactMap { listedIndex(of: $0, in: encapsulations) })).sorted())
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
}
