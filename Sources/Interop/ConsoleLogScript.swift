import AutoLayout
import Foundation
import LayoutScript

/// A rebuilt block as a `.layout` script (`tether explain --script`).
extension BlockExplainer {
    /// The block as script text: its objects as views (guides as guides), a view its
    /// container sizes as an `encapsulated` one, and its other constraints as `pin`s, each
    /// with the log line it came from. The constraints the fix
    /// changes come last, so that the layout pass breaks what the explanation advises (it
    /// breaks the last added of a conflict), never a size UIKit gives; the fix is a comment.
    func script(fix: Fix?) -> String {
        var lines = ["", "# Conflict \(number), from \((log.sourceName as NSString).lastPathComponent):\(block.line)"]
        if let fix { lines.append("# The fix, checked by solving again: \(fix.advice)") }
        let encapsulations = encapsulations()
        // An encapsulated view after its superview, its frame the listed sizes (`encapsulated`).
        for object in ordered.filter({ encapsulations[$0] == nil }) + ordered.filter({ encapsulations[$0] != nil }) {
            guard let name = names[object] else { continue }
            let what = "\(object.className):\(object.address)\(object.text.map { " '\($0)'" } ?? "")"
            guard let encapsulation = encapsulations[object] else {
                lines.append("\(isGuide(object) ? "guide" : "view") \(name)  # \(what)")
                continue
            }
            if encapsulation.isSuperviewMade {
                lines.append("view \(encapsulation.superview)  # the container that sets \(name)'s frame (not in the log)")
            }
            let frame = encapsulation.frame
            let properties = ["frame " + [frame.x, frame.y, frame.width, frame.height].map(ScriptText.number).joined(separator: " ")]
                + (encapsulation.maskWords.map { ["autoresize " + $0] } ?? []) + ["encapsulated true"]
            lines.append("view \(name) in \(encapsulation.superview) { \(properties.joined(separator: "; ")) }  # \(what)")
        }
        let changed = Set(fix?.breaks ?? [])
        let ordered = block.constraints.indices.filter { !changed.contains($0) } + block.constraints.indices.filter(changed.contains)
        for index in ordered {
            let logged = block.constraints[index]
            if isEncapsulated(index, in: encapsulations) {
                lines.append("# line \(logged.line): \(logged.identifier ?? "") \(text(of: logged)), held by \(names[logged.first.object] ?? "the view")'s encapsulated frame")
                continue
            }
            let made = layoutConstraints(of: logged)
            if made.isEmpty {
                lines.append("# not rebuilt (line \(logged.line)): \(logged.text)")
                continue
            }
            for constraint in made {
                let text = ScriptText.pin(ConstraintEquation(constraint), identifier: constraint.identifier)
                lines.append(text + "  # line \(logged.line)")
            }
        }
        return lines.map(ScriptText.oneLine).joined(separator: "\n") + "\n"
    }
}
