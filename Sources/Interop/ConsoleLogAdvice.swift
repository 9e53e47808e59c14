import AutoLayout
import Foundation
import LayoutScript

/// The advice on a rebuilt block: candidate fixes in order, each checked by solving again.
extension BlockExplainer {
    struct Fix {
        /// The change and then why, as every advice is written: `REMEDY: REASON`.
        var advice: String
        /// The constraints the fix breaks (drops or makes optional), by index.
        var breaks: [Int]
        /// What kind of change (``ConstraintLogExplanation/Block/Fix/kind``).
        var kind: String

        /// A fix whose change is one the engine's advice also offers, worded as it words it.
        init(_ remedy: Remedy, because reason: String, breaks: [Int]) {
            advice = "\(remedy.text): \(reason)"
            self.breaks = breaks
            switch remedy {
            case .removeOrLower: kind = "remove-or-lower"
            // A log's fix only ever lowers a required constraint's priority.
            case .changePriority: kind = "lower-priority"
            case .stopTranslatingAutoresizingMask: kind = "translate-autoresizing-off"
            }
        }

        /// A fix only a log calls for (a stack view's spacing while it is hidden).
        init(advice: String, breaks: [Int], kind: String) {
            self.advice = advice
            self.breaks = breaks
            self.kind = kind
        }
    }

    /// The first candidate fix that, applied to the rebuilt layout, leaves one conflict
    /// fewer: turning off a view's autoresizing translation; lowering the app's own
    /// constraint that fights a size UIKit gives (an encapsulated size, a stack's hiding) to
    /// 999; else lowering the app's last-listed required constraint in the conflict.
    func fix(for conflict: [Int], conflicts: Int) -> Fix? {
        var candidates: [(Fix, [Int: Change])] = []
        let constraints = block.constraints
        let autoresizing = conflict.filter { constraints[$0].kind == "NSAutoresizingMaskLayoutConstraint" }
        // An autoresizing mask of UIKit's own private views (`_UIButtonBarButton`) is not the app's to turn off.
        if let first = autoresizing.first, !constraints[first].first.object.className.hasPrefix("_") {
            let view = constraints[first].first.object
            let group = constraints.indices.filter {
                constraints[$0].kind == "NSAutoresizingMaskLayoutConstraint" && constraints[$0].first.object == view
            }
            let name = names[view] ?? "the view"
            candidates.append((Fix(
                .stopTranslatingAutoresizingMask(of: name),
                because: "its autoresizing mask (\(constraints[first].mask ?? "h= v=")) became the constraints at line\(group.count == 1 ? "" : "s") \(lines(group)), which fight your own",
                breaks: group), Dictionary(uniqueKeysWithValues: group.map { ($0, Change.drop) })))
        }
        let own = conflict.filter { !constraints[$0].isSystem && constraints[$0].priority >= 1000 }
        let systemSize = conflict.first {
            let identifier = constraints[$0].identifier ?? ""
            return identifier.contains("-Encapsulated-Layout-") || identifier == "UISV-hiding" || identifier.hasPrefix("UITemporaryLayout")
                || constraints[$0].isCellSize
        }
        if let systemSize, constraints[systemSize].first.object.className == "UIInputView",
           (constraints[systemSize].identifier ?? "").contains("-Encapsulated-Layout-") {
            // A keyboard extension's input view: the keyboard sizes it through its frame
            // until it stops translating its autoresizing mask; then the app's height holds.
            let sized = constraints[systemSize]
            candidates.append((Fix(
                .stopTranslatingAutoresizingMask(of: names[sized.first.object] ?? "the input view"),
                because: "the keyboard gives its input view a \(sized.first.attribute) of \(sized.constant.layoutDescription) through its frame (\(sized.identifier ?? "")) while it translates its autoresizing mask, and your own \(sized.first.attribute) holds once it does not",
                breaks: [systemSize]), [systemSize: .drop]))
        }
        let spacing = conflict.first { constraints[$0].identifier == "UISV-spacing" && constraints[$0].constant > 0 }
        if let spacing, own.isEmpty, conflict.contains(where: { constraints[$0].identifier == "UISV-hiding" }) {
            // A hidden stack view (UISV-hiding, height 0) still spaces its own arranged views.
            candidates.append((Fix(
                advice: "set the stack view's spacing to 0 while it is hidden, or wrap it in a view whose edge constraint has a priority of 999: it is hidden (UISV-hiding squeezes it to 0) but still spaces its arranged views by \(constraints[spacing].constant.layoutDescription) (UISV-spacing, line \(constraints[spacing].line))",
                breaks: [spacing], kind: "stack-spacing"), [spacing: .constant(0)]))
        }
        if let systemSize, Self.isContainerSized(constraints[systemSize]) {
            let sized = constraints[systemSize]
            let attribute = sized.first.attribute
            let axis: LayoutAxis = attribute == "width" ? .horizontal : .vertical
            let onAxis = own.filter { Self.attributes[constraints[$0].first.attribute]?.attribute.axis == axis }
            // The constraint to the container's far edge (bottom, trailing) first: the
            // classic self-sizing fix.
            let farEdges: Set<String> = ["bottom", "bottomMargin", "trailing", "trailingMargin", "right", "rightMargin"]
            let container = sized.first.object
            let ordered = onAxis.filter { index in
                var sides = [constraints[index].first]
                if let second = constraints[index].second { sides.append(second) }
                return sides.contains { $0.object == container && farEdges.contains($0.attribute) }
            } + onAxis.reversed()
            let value = sized.relation == .equal ? sized.constant : nil
            let what = (sized.identifier ?? "").hasPrefix("UISV-hiding") ? "a hidden arranged view is squeezed to 0 by its stack view"
                : "\(names[sized.first.object] ?? "the view") is given a \(attribute) of \(value.map { $0.layoutDescription } ?? "its own") by its container (\(sized.identifier ?? "UIKit")) before your constraints settle it"
            for index in ordered {
                let (text, place) = reference(index)
                candidates.append((Fix(
                    .changePriority(of: text, place: place, from: constraints[index].priority, to: 999),
                    because: "\(what); at 999 it gives way to that \(attribute) until the layout settles",
                    breaks: [index]), [index: .priority(999)]))
            }
        }
        // The last-listed constant size first (`H:[UIImageView(320)]`, a design-time size
        // that does not follow the container), then the others from the last listed. One
        // size only: where many fixed sizes add up (a row of labels), none resolves alone,
        // and each trial is a solve of the whole block.
        // A fixed size of 0 is the passing one (a width read before the table had laid the
        // cell out), so a nonzero size is named first.
        let sizes = own.filter { constraints[$0].second == nil && ["width", "height"].contains(constraints[$0].first.attribute) }
        let constantSize = sizes.last { constraints[$0].constant != 0 } ?? sizes.last
        let first = constantSize.map { [$0] } ?? []
        for index in first + own.filter({ $0 != constantSize }).reversed() {
            let zeroAside = sizes.last != constantSize ? " (a size of 0 aside: that is a passing one)" : ""
            let why = index == constantSize ? "it is the last-listed of your fixed sizes in the conflict\(zeroAside), which do not follow the container, and its change resolves it"
                : "it is the last-listed of your required constraints in the conflict whose change resolves it"
            let (text, place) = reference(index)
            candidates.append((Fix(.removeOrLower(text, place: place), because: why, breaks: [index]), [index: .priority(999)]))
        }
        // The first that resolves every conflict, else the first that resolves one.
        var partial: Fix?
        for (fix, change) in candidates.prefix(max(0, maxFixesTried)) {
            let (_, diagnostics, _) = rebuild(changing: change)
            let left = diagnostics.filter { $0.kind == .unsatisfiable }.count
            if left == 0 { return fix }
            if left < conflicts, partial == nil { partial = fix }
        }
        return partial
    }

    /// Whether a size UIKit gives is a passing one the app's constraints should give way to
    /// (the classic fixes): a stack's hiding, a temporary size, a zero size before the
    /// first real pass, a cell's height before self-sizing. A real size (a cell 320 wide)
    /// is not: then the app's constraints do not fit, and the generic fix applies.
    static func isContainerSized(_ sized: LoggedConstraint) -> Bool {
        let identifier = sized.identifier ?? ""
        if identifier == "UISV-hiding" || identifier.hasPrefix("UITemporaryLayout") { return true }
        if sized.second == nil, sized.constant == 0 { return true }
        // A cell's height before self-sizing (the table's row or estimated height).
        return (identifier == "UIView-Encapsulated-Layout-Height" || sized.isCellSize && sized.first.attribute == "height")
            && sized.first.object.className.contains("Cell")
    }

    /// Which constraint UIKit broke, and which one Tether would.
    func brokenNote(fix: Fix?, inConflict: [Int]) -> Diagnostic.Note {
        guard let broken = block.broken else { return .init("the log does not say which constraint UIKit broke") }
        let index = block.constraints.firstIndex { $0.address == broken.address }
        let where_ = index.map { " (line \(block.constraints[$0].line))" } ?? ""
        let framework = broken.first.object.className.hasPrefix("NS") ? "AppKit" : "UIKit"
        var text = "\(framework) broke \(describe(broken))\(where_)"
        if let index, !inConflict.contains(index) { text += ", which is not part of the conflict" }
        if let fix {
            if let index, fix.breaks == [index] {
                text += "; Tether would break the same"
            } else {
                let lines = fix.breaks.map { String(block.constraints[$0].line) }
                text += "; Tether would break line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")) instead, as the fix says"
            }
        }
        return .init(text, location: location(line: broken.line, column: broken.column, length: 1))
    }

    /// A listed constraint in advice: its text, and its place: its line (and SnapKit's source).
    func reference(_ index: Int) -> (text: String, place: String) {
        let logged = block.constraints[index]
        return (text(of: logged), "line \(logged.line)\(logged.sourceLocation.map { ", \($0)" } ?? "")")
    }

    func lines(_ indices: [Int]) -> String {
        indices.map { String(block.constraints[$0].line) }.joined(separator: ", ")
    }
}
