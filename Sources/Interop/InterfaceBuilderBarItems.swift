// The custom views of bar button items in a toolbar or navigation bar placed as a view.

import LayoutScript

/// Where a bar lays a bar button item's custom view out along its row.
enum BarItemPlace {
    /// At the bar's leading margin: the toolbar's first item, a navigation bar's left item.
    case leading
    /// Centred: a toolbar's only item between flexible spaces, a navigation item's title view.
    case center
    /// At the bar's trailing margin: the toolbar's last item, a navigation bar's right item.
    case trailing
}

extension ScriptWriter {
    /// The custom views (`<… key="customView">`) a toolbar or navigation bar placed as a view
    /// lays out, each with where; none for another view. A bar places its items itself
    /// (UIToolbar.items, UINavigationItem), not by its subviews' constraints, so only the
    /// arrangements whose place follows from the items alone are read: a toolbar whose one
    /// item other than flexible spaces is a custom view (a flexible space is "space that is
    /// distributed equally with other flexible space items", UIBarButtonItem.SystemItem
    /// .flexibleSpace: between two, the view is centred; with none before or after, it is
    /// at that margin), and a navigation bar's top item's right item, left item (when no
    /// item below it gives a back button there) and title view. A bar with other items
    /// (titles, system items, fixed spaces) of widths Tether cannot know places none.
    static func barItemViews(of bar: XMLNode) -> [(view: XMLNode, place: BarItemPlace)] {
        func customView(of item: XMLNode?) -> XMLNode? {
            item?.children.first { $0.attributes["key"] == "customView" && $0.isView }
        }
        switch bar.name {
        case "toolbar":
            let items = bar.child("items")?.children("barButtonItem") ?? []
            let isFlexible = { (item: XMLNode) in item.attributes["systemItem"] == "flexibleSpace" }
            guard let index = items.firstIndex(where: { !isFlexible($0) }),
                  items[(index + 1)...].allSatisfy(isFlexible), let view = customView(of: items[index]) else { return [] }
            let place: BarItemPlace = index == 0 ? .leading : index == items.count - 1 ? .trailing : .center
            return [(view, place)]
        case "navigationBar":
            let items = bar.child("items")?.children("navigationItem") ?? []
            guard let top = items.last else { return [] }
            var placed: [(view: XMLNode, place: BarItemPlace)] = []
            if items.count == 1, let view = customView(of: top.children.first { $0.attributes["key"] == "leftBarButtonItem" }) {
                placed.append((view, .leading))
            }
            if let view = top.children.first(where: { $0.attributes["key"] == "titleView" && $0.isView }) {
                placed.append((view, .center))
            }
            if let view = customView(of: top.children.first { $0.attributes["key"] == "rightBarButtonItem" }) {
                placed.append((view, .trailing))
            }
            return placed
        default:
            return []
        }
    }

    /// The constraints that place the custom views of ``barItemViews(of:)`` in the bar
    /// `view`: centred in the bar's row (the controls' table's bar height, without a large
    /// title's row below it), at the bar's side margins — the root's minimum side margin
    /// (`systemMinimumLayoutMargins`: 16, or 20 on a wide canvas; c-16's right items stand
    /// 16 inside a 375-point bar) — or at its centre, and, for a view that translates its
    /// autoresizing mask, at its frame's size: "if the custom view doesn't use Auto Layout,
    /// the bar button item uses the custom view's frame size" — the size the nib gives it.
    func barItemLines(of view: ImportedView) -> [ConditionalLines] {
        let placed = Self.barItemViews(of: view.node)
        guard !placed.isEmpty, let row = UIKitControlTable.entry(for: view.node, era: controlEra)?.height else { return [] }
        let margin = barItemMargin
        var lines: [ConditionalLines] = []
        for (node, place) in placed {
            guard let id = node.attributes["id"], let name = names[id] else { continue }
            // The bar places the view's frame; pins place its alignment rectangle.
            let insets = alignmentInsets(of: node) ?? .zero
            func plus(_ value: Double) -> String {
                value == 0 ? "" : value < 0 ? " - \(ScriptText.number(-value))" : " + \(ScriptText.number(value))"
            }
            var pins = ["pin \(name).centerY == \(view.name).top\(plus(row / 2 + (insets.top - insets.bottom) / 2))  # centred in the bar's row"]
            switch place {
            case .leading: pins.append("pin \(name).leading == \(view.name).leading\(plus(margin + insets.left))  # at the bar's margin")
            case .center: pins.append("pin \(name).centerX == \(view.name).centerX\(plus((insets.left - insets.right) / 2))")
            case .trailing: pins.append("pin \(view.name).trailing == \(name).trailing\(plus(margin + insets.right))  # at the bar's margin")
            }
            if Self.translatesMask(node), let frame = node.child("rect", key: "frame"),
               let width = frame.number("width"), let height = frame.number("height") {
                pins.append("pin \(name).width == \(ScriptText.number(width - insets.left - insets.right))  # a bar button item's custom view keeps its frame's size")
                pins.append("pin \(name).height == \(ScriptText.number(height - insets.top - insets.bottom))")
            }
            lines.append(ConditionalLines(installed: installed(name).intersection(installed(view.name)), lines: pins))
        }
        return lines
    }
}

extension ScriptWriter {
    /// A bar's side margin for its items: the canvas's minimum side margin
    /// (``Screen/minimumSideMargin``), 16 without a known device.
    var barItemMargin: Double {
        canvas?.device.screen(landscape: isLandscape).minimumSideMargin ?? 16
    }
}
