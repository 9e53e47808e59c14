import AutoLayout
import Foundation
import LayoutScript

/// A block rebuilt: its listed constraints as Tether constraints (margins folded into offsets,
/// UIKit's attribute names read), added to a new engine with a fix's changes applied.
extension BlockExplainer {
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
}
