import AutoLayout
import Foundation
import LayoutScript

/// A rebuilt block as a `.layout` script (`tether explain --script`).
extension BlockExplainer {
    /// The block as script text: its objects as views (guides as guides) and its
    /// constraints as `pin`s, each with the log line it came from. The constraints the fix
    /// changes come last, so that the layout pass breaks what the explanation advises (it
    /// breaks the last added of a conflict), never a size UIKit gives; the fix is a comment.
    func script(fix: Fix?) -> String {
        var lines = ["", "# Conflict \(number), from \((log.sourceName as NSString).lastPathComponent):\(block.line)"]
        if let fix { lines.append("# The fix, checked by solving again: \(fix.advice)") }
        for object in ordered {
            guard let name = names[object] else { continue }
            let what = "\(object.className):\(object.address)\(object.text.map { " '\($0)'" } ?? "")"
            lines.append("\(isGuide(object) ? "guide" : "view") \(name)  # \(what)")
        }
        let changed = Set(fix?.breaks ?? [])
        let ordered = block.constraints.indices.filter { !changed.contains($0) } + block.constraints.indices.filter(changed.contains)
        for logged in ordered.map({ block.constraints[$0] }) {
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
