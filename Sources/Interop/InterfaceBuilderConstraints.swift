// IB's <constraint> elements as `pin` lines: their items, attributes, guides and numbers.

import AutoLayout
import LayoutScript

extension ScriptWriter {
    /// Calls `body` for every `<constraint>` under `node`, in document order, with the name
    /// of the view that holds it.
    func forEachConstraint(in node: XMLNode, owner: String,
                           _ body: (XMLNode, String) throws(Diagnostic) -> Void) throws(Diagnostic) {
        for part in node.children {
            let views: [XMLNode]
            if part.name == "constraints" {
                for constraint in part.children("constraint") { try body(constraint, owner) }
                continue
            } else if part.name == "subviews" {
                views = part.children.filter { $0.isSubview && !Self.cellElements.contains($0.name) }
            } else if part.name == "tabViewItems" {
                views = Self.tabItemViews(of: node, era: era)
            } else if part.name == "items" {
                views = Self.barItemViews(of: node).map(\.view)
            } else if let key = part.attributes["key"], Self.keyedSubviews.contains(key) {
                guard part.isSubview else {
                    try forEachConstraint(in: part, owner: owner, body)
                    continue
                }
                views = [part]
            } else {
                continue
            }
            for child in views {
                let name = child.attributes["id"].flatMap { names[$0] } ?? owner
                try forEachConstraint(in: child, owner: name, body)
            }
        }
    }

    /// One `<constraint>` as a `pin` line (or a comment saying why it is not one), and its
    /// description for round-trip checks.
    func constraintLine(_ node: XMLNode, owner: String) throws(Diagnostic) -> (String, String?) {
        let firstAttribute = node.attributes["firstAttribute"] ?? ""
        var first = try term(item: node.attributes["firstItem"], attribute: firstAttribute, owner: owner, node: node)
        var second: Term?
        if let secondAttribute = node.attributes["secondAttribute"] {
            guard let item = node.attributes["secondItem"] else {
                throw tree.error("a constraint with secondAttribute '\(secondAttribute)' but no secondItem", at: node,
                                 hint: "Interface Builder writes both or neither; open and save the document in Xcode")
            }
            second = try term(item: item, attribute: secondAttribute, owner: owner, node: node)
        }
        if let other = second {
            (first, second) = (contentSide(first, facing: other), contentSide(other, facing: first))
        }
        let relation: LayoutRelation
        switch node.attributes["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: throw tree.error("unknown constraint relation '\(other)'", at: node,
                                          hint: "Interface Builder writes greaterThanOrEqual or lessThanOrEqual, or none for equal")
        }
        let (multiplierText, multiplier) = try Self.multiplier(node.attributes["multiplier"], node: node, tree: tree)
        // A side read as a scroll view's content area inset by its margins stands that far
        // inside the content guide's edge (``contentSide(_:facing:)``): first + o1 = m ×
        // (second + o2) + c is first = m × second + (c + m × o2 − o1).
        let constant = (try number("constant", of: node) ?? 0) + multiplier * (second?.offset ?? 0) - first.offset
        let priority = try number("priority", of: node) ?? 1000
        guard priority >= 1, priority <= 1000 else {
            throw tree.error("a constraint priority of \(ScriptText.number(priority)), outside 1…1000", at: node,
                             hint: "UILayoutPriority runs from 1 to 1000")
        }
        // A placeholder ("Remove at build time") lays out IB's canvas, which its stored
        // frames show: installed for the designed layout, identified so that the export
        // leaves it out, as Xcode's build does.
        let isPlaceholder = node.flag("placeholder")
        let identifier = isPlaceholder ? InterfaceBuilderImport.placeholderIdentifier : node.attributes["identifier"]
        let text = ScriptText.pin(ConstraintEquation(
            first: first.text, relation: relation, second: second?.text, multiplier: multiplier,
            writtenMultiplier: multiplierText, constant: constant, priority: LayoutPriority(priority)), identifier: identifier)

        if let problem = first.unsupported ?? second?.unsupported {
            return ("# not imported (\(problem)): \(text)", nil)
        }
        if isPlaceholder {
            return ("\(text)  # a placeholder: lays out IB's canvas, removed at build time (not exported)", nil)
        }
        let described = LayoutConstraint(
            firstItem: first.item, firstAttribute: first.attribute, relation: relation,
            secondItem: second?.item, secondAttribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant, priority: LayoutPriority(priority), identifier: identifier)
        return (text, described.description)
    }

    /// A side naming a scroll view's edge, facing a view inside it: the scroll view's content
    /// area, as UIKit reads such a constraint; its trailing or bottom margin, the content
    /// area's edge less the margin ("Constraints between the edges or margins of the scroll
    /// view and its content attach to the scroll view's content area"; its leading and top
    /// margins are the frame's, where the content area starts); any other side as it is, and the edges of its
    /// `frameLayoutGuide` too ("the layout guide based on the untranslated frame rectangle
    /// of the scroll view", UIScrollView.frameLayoutGuide). A width, height or
    /// centre is the scroll view's frame's (Apple's Auto Layout Guide, "Working with Scroll
    /// Views": "Constraints between the height, width, or centers attach to the scroll view's
    /// frame").
    ///
    /// A titled NSBox's top facing a view inside it is its content rectangle's, below the
    /// title (``boxTitleBand(of:era:)``).
    func contentSide(_ side: Term, facing other: Term) -> Term {
        if side.unsupported == nil, side.attribute == .top, let band = boxTitleBands[side.item], isInside(other.item, side.item) {
            return Term(item: side.item, attribute: .top, text: side.text, offset: band)
        }
        if side.unsupported == nil, side.item.hasSuffix(".margins"),
           case let scrollView = String(side.item.dropLast(".margins".count)), let content = contentGuides[scrollView],
           [.trailing, .right, .bottom].contains(side.attribute), isInside(other.item, scrollView) {
            let insets = scrollViewMargins(of: scrollView)
            let inset = side.attribute == .bottom ? insets.bottom : insets.right
            return Term(item: content, attribute: side.attribute, text: "\(content).\(side.attribute.rawValue)", offset: -inset)
        }
        guard let content = contentGuides[side.item], side.unsupported == nil, !side.isFrameGuide,
              ![.width, .height, .centerX, .centerY].contains(side.attribute), isInside(other.item, side.item) else { return side }
        return Term(item: content, attribute: side.attribute, text: "\(content).\(side.attribute.rawValue)")
    }

    /// Whether the view named `name` (or a guide it owns) is inside the view `ancestor`.
    func isInside(_ name: String, _ ancestor: String) -> Bool {
        let owner = name.split(separator: ".").first.map(String.init) ?? name
        var current = parents[owner]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }

    /// An attribute's number: nil when it is missing, an error when it is not a finite number.
    func number(_ attribute: String, of node: XMLNode) throws(Diagnostic) -> Double? {
        guard let text = node.attributes[attribute] else { return nil }
        guard let value = node.number(attribute) else {
            throw tree.error("<\(node.name)> has \(attribute)=\"\(text)\", not a finite number", at: node,
                             hint: "Interface Builder writes numbers such as 20 or 20.5; open and save the document in Xcode")
        }
        return value
    }

    /// One side of a constraint: `title.leading`, `root.safeArea.top`, `card.margins.leading`.
    struct Term {
        var item: String
        var attribute: LayoutAttribute
        var text: String
        /// Why the side cannot be imported, if it cannot.
        var unsupported: String?
        /// Whether the side is a scroll view's `frameLayoutGuide`'s: its frame, never its
        /// content area (``contentSide(_:facing:)``).
        var isFrameGuide = false
        /// Points the side stands from its term: a scroll view's content area's margin edge is
        /// its content guide's edge less the margin.
        var offset: Double = 0
    }

    /// A scroll view's layout margins as the document sets them, else UIView's 8 on every side.
    func scrollViewMargins(of name: String) -> (right: Double, bottom: Double) {
        guard let node = views.first(where: { $0.name == name })?.node else { return (8, 8) }
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            return (insets.number("right") ?? 8, insets.number("bottom") ?? 8)
        }
        if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return (insets.number("trailing") ?? 8, insets.number("bottom") ?? 8)
        }
        return (8, 8)
    }

    func term(item id: String?, attribute name: String, owner: String, node: XMLNode) throws(Diagnostic) -> Term {
        guard let (attribute, inMargins) = UIKitAttribute.named[name] else {
            throw tree.error("unknown layout attribute '\(name)'", at: node,
                             hint: "Interface Builder's attributes are leading, trailing, top, bottom, width, height, centerX, centerY, baseline… with an optional Margin suffix")
        }
        var item = owner
        if let id {
            if let name = names[id] {
                item = name
            } else if let guide = guides[id] {
                guard let guideItem = guide.item else {
                    return Term(item: guide.owner, attribute: attribute, text: "\(guide.owner).\(guide.key).\(attribute.rawValue)",
                                unsupported: "Tether has no \(guide.key) guide")
                }
                if guide.key == "frameLayoutGuide" {
                    return Term(item: guideItem, attribute: attribute, text: "\(guideItem).\(attribute.rawValue)", isFrameGuide: true)
                }
                item = guideItem
            } else if let isTop = controllerGuides[id] {
                // topLayoutGuide's bottom is the safe area's top; bottomLayoutGuide's top its bottom.
                switch (isTop, attribute) {
                case (true, .bottom): return Term(item: "root.safeArea", attribute: .top, text: "root.safeArea.top")
                case (true, .top): return Term(item: "root", attribute: .top, text: "root.top")
                case (false, .top): return Term(item: "root.safeArea", attribute: .bottom, text: "root.safeArea.bottom")
                case (false, .bottom): return Term(item: "root", attribute: .bottom, text: "root.bottom")
                default:
                    return Term(item: "root", attribute: attribute, text: "\(isTop ? "top" : "bottom")LayoutGuide.\(name)",
                                unsupported: "a layout guide's \(name)")
                }
            } else if missingObjects.contains(id) {
                return Term(item: owner, attribute: attribute, text: "'\(id)'.\(name)", unsupported: "'\(id)' is no object of the document")
            } else {
                throw tree.error("the constraint names '\(id)', which is no view or guide of this scene", at: node,
                                 hint: "the document is damaged or the view is in another scene; open it in Xcode")
            }
        }
        if inMargins {
            // A guide's item is `owner.guide`; its byte is checked, not searched for by Foundation.
            guard !item.utf8.contains(UInt8(ascii: ".")) else {
                return Term(item: item, attribute: attribute, text: "\(item).\(name)", unsupported: "a guide has no margins")
            }
            item += ".margins"
        }
        return Term(item: item, attribute: attribute, text: "\(item).\(attribute.rawValue)")
    }

    /// A multiplier as written (`2`, or `16:9` kept as `16 / 9`) and its value.
    static func multiplier(_ text: String?, node: XMLNode, tree: XMLTree) throws(Diagnostic) -> (String, Double) {
        guard let text else { return ("1", 1) }
        let parts = text.split(separator: text.contains("/") ? "/" : ":", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
        if parts.count == 2, numbers.count == 2, numbers[1] != 0, numbers[0] / numbers[1] > 0 {
            return ("\(ScriptText.number(numbers[0])) / \(ScriptText.number(numbers[1]))", numbers[0] / numbers[1])
        }
        if parts.count == 1, numbers.count == 1, numbers[0] != 0 { return (ScriptText.number(numbers[0]), numbers[0]) }
        throw tree.error("a constraint multiplier of '\(text)', not a number or ratio", at: node,
                         hint: "Interface Builder writes a number (0.5) or a ratio (16:9)")
    }
}
