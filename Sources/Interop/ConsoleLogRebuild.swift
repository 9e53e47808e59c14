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

    // MARK: - Sizes a container gives

    /// A view whose frame its container sets, as the listed `UIView-Encapsulated-Layout-…`
    /// constraints (AppKit's `NSView-…`) show it: rebuilt as the language's `encapsulated`
    /// view (``LayoutEngine/setEncapsulated(_:of:source:)``), in a superview of its own that
    /// nothing else constrains, so that only the edges and sizes UIKit listed are held.
    struct Encapsulation {
        /// Its superview's name: the `'|'` a listed edge names, else one made for it.
        var superview: String
        /// Whether ``superview`` is made for it (not an object of the log).
        var isSuperviewMade: Bool
        /// The frame in its superview: the listed constants, 0 where nothing is listed.
        var frame: LayoutRect
        /// The listed constraint (its index) behind each held edge or size.
        var held: [LayoutAttribute: Int]

        /// A fixed size where one is listed; elsewhere the size follows the superview's
        /// (a made one nothing constrains), free as in the log. An edge is always an offset
        /// from the superview's, so it is free where the superview is.
        var mask: AutoresizingMask {
            var mask: AutoresizingMask = []
            if held[.width] == nil { mask.insert(.flexibleWidth) }
            if held[.height] == nil { mask.insert(.flexibleHeight) }
            return mask
        }

        /// The mask as `autoresize` writes it (nil for none).
        var maskWords: String? {
            let words = [(AutoresizingMask.flexibleWidth, "width"), (.flexibleHeight, "height")].filter { mask.contains($0.0) }.map(\.1)
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
    }

    /// The edge or size a container holds a view at (`'UIView-Encapsulated-Layout-Height'
    /// contentView.height == 44`, `'UIView-Encapsulated-Layout-Left' H:|-(0)-[cell]`): nil
    /// for any other constraint, and for one a frame cannot give (a relation, a multiplier,
    /// a priority below required).
    func encapsulatedAttribute(of logged: LoggedConstraint) -> LayoutAttribute? {
        guard let identifier = logged.identifier, let marker = identifier.range(of: "-Encapsulated-Layout-"),
              logged.relation == .equal, logged.multiplier == 1, logged.priority >= 1000, logged.contentPriorities == nil,
              let (attribute, inMargins) = Self.attributes[logged.first.attribute], !inMargins else { return nil }
        let part = identifier[marker.upperBound...]
        let held: LayoutAttribute
        switch (part, attribute) {
        case ("Width", .width), ("Height", .height): return logged.second == nil ? attribute : nil
        case ("Left", .left), ("Left", .leading): held = .left
        case ("Top", .top): held = .top
        default: return nil
        }
        // An edge is an offset from its superview's same edge: `'|'`, or (autoresizing's
        // `minX == 0`) the bounds' origin.
        guard let second = logged.second else { return held }
        guard second.object == logged.superview, Self.attributes[second.attribute]?.attribute == attribute else { return nil }
        return held
    }

    /// The views the kept constraints hold as encapsulated, each listed edge or size once
    /// (a second listing of one is rebuilt as a constraint).
    func encapsulations(changing changes: [Int: Change] = [:]) -> [LoggedConstraint.Object: Encapsulation] {
        var found: [LoggedConstraint.Object: Encapsulation] = [:]
        for (index, logged) in block.constraints.enumerated() {
            if case .drop? = changes[index] { continue }
            guard let attribute = encapsulatedAttribute(of: logged), let name = names[logged.first.object] else { continue }
            var encapsulation = found[logged.first.object] ?? Encapsulation(
                superview: name + "_superview", isSuperviewMade: true, frame: LayoutRect(x: 0, y: 0, width: 0, height: 0), held: [:])
            guard encapsulation.held[attribute] == nil else { continue }
            encapsulation.held[attribute] = index
            switch attribute {
            case .left: encapsulation.frame.x = logged.constant
            case .top: encapsulation.frame.y = logged.constant
            case .width: encapsulation.frame.width = logged.constant
            default: encapsulation.frame.height = logged.constant
            }
            if !attribute.isSize, let superview = logged.superview.flatMap({ names[$0] }) {
                encapsulation.superview = superview
                encapsulation.isSuperviewMade = false
            }
            found[logged.first.object] = encapsulation
        }
        return found
    }

    /// Whether the listed constraint at `index` is rebuilt as part of an encapsulated frame.
    func isEncapsulated(_ index: Int, in encapsulations: [LoggedConstraint.Object: Encapsulation]) -> Bool {
        encapsulations[block.constraints[index].first.object]?.held.values.contains(index) == true
    }

    /// The listed constraint a rebuilt constraint stands for: by its tag, or for an
    /// encapsulated view's translated constraint, by the edge or size it holds.
    func listedIndex(of reference: ConstraintReference, in encapsulations: [LoggedConstraint.Object: Encapsulation]) -> Int? {
        if case .autoresizingMask(let view) = reference.origin,
           let object = names.first(where: { $0.value == view })?.key, let encapsulation = encapsulations[object] {
            return encapsulation.held[reference.constraint.firstAttribute]
        }
        return reference.source.flatMap { listedConstraints[$0] }
    }

    // MARK: - Rebuilding

    /// The block's constraints in a new engine, in the order listed; `changes` drops
    /// entries (by index) or gives them another priority or constant. A container's sizes
    /// (``Encapsulation``) are the engine's encapsulated frames, held before any constraint
    /// is added, as a table sizes its cell before the cell's constraints are solved: a
    /// conflict is met at the app's constraint, which the engine then breaks, as UIKit does.
    func rebuild(changing changes: [Int: Change] = [:]) -> (LayoutEngine, [LayoutDiagnostic], [Diagnostic]) {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 10_000, height: 10_000))
        var problems: [Diagnostic] = []
        let encapsulations = encapsulations(changing: changes)
        // Only the objects the kept constraints name: a conflict solved alone stays small.
        var used: Set<LoggedConstraint.Object> = []
        for (index, logged) in block.constraints.enumerated() {
            if case .drop? = changes[index] { continue }
            used.insert(logged.first.object)
            if let second = logged.second { used.insert(second.object) }
            if let superview = logged.superview ?? superviews[logged.first.object] { used.insert(superview) }
        }
        // An encapsulated view after the superview it is put in.
        for object in ordered where used.contains(object) && encapsulations[object] == nil {
            guard let name = names[object] else { continue }
            do {
                if isGuide(object) { try engine.addGuide(named: name) } else { try engine.addView(named: name) }
            } catch {
                problems.append(warning("cannot rebuild \(name): \(error)", line: block.line))
            }
        }
        for object in ordered {
            guard let encapsulation = encapsulations[object], let name = names[object] else { continue }
            do {
                if encapsulation.isSuperviewMade { _ = try engine.addView(named: encapsulation.superview) }
                _ = try engine.addView(named: name, superview: encapsulation.superview)
                try engine.setDesignedFrame(encapsulation.frame, of: name)
                try engine.setAutoresizingMask(encapsulation.mask, of: name)
                // Its first listed part tags it: each part is found again by what it holds.
                let first = encapsulation.held.values.min() ?? 0
                try engine.setEncapsulated(true, of: name, source: tags[first])
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
            if isEncapsulated(index, in: encapsulations) { continue }
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
