import AutoLayout

/// `tether run --format svg`: every size as a panel, side by side, captioned `320 × 568`;
/// each view a box at scale (1 point = 1 pixel unless the whole picture is wider than
/// ``maxWidth`` or taller than ``maxHeight``), labelled with its name and size, drawn after
/// its superview as UIKit draws subviews. Ambiguous views are dashed orange with arrows for
/// the directions they are free in, misplaced ones solid orange with their designed frame
/// dotted; layout
/// guides are dashed green outlines with their names (margins and readable guides purple);
/// the screen's unsafe bands (status bar, notch or Dynamic Island, home indicator) are shaded
/// grey, so the root's safe area is the clear part; views with a problem of `check --all`
/// (``SizedLayout/flagged``) are red. An AppKit window's content view
/// (``SizedLayout/isWindow``) is drawn under a title bar with its close, minimize and zoom
/// buttons (``drawTitleBar(width:scale:title:into:)``), the frames unchanged. Every name is
/// XML-escaped.
package enum SVGPicture {
    package static let maxWidth = 2400.0
    package static let maxHeight = 1600.0
    package static let margin = 20.0
    package static let gap = 40.0
    package static let titleHeight = 26.0
    package static let captionHeight = 22.0
    package static let legendHeight = 24.0
    /// A Mac window's title bar above its content view, in points: about a `.titled` window's
    /// on macOS 11 and later, what `NSWindow.frameRect(forContentRect:styleMask:)` adds to the
    /// content rectangle (Apple's documentation gives no number). Drawn only: no frame
    /// depends on it, since scripts lay out the content view (`contentLayoutRect`).
    package static let titleBarHeight = 28.0

    /// Interface Builder's colours.
    package enum Palette {
        static let ambiguous = "#FF9500"
        static let misplaced = "#FF9500"
        static let view = "#007AFF"
        static let root = "#8E8E93"
        static let guide = "#34C759"
        static let systemGuide = "#AF52DE"
        static let unsafe = "#8E8E93"
        /// The docked keyboard: a light grey, as the system keyboard's background.
        static let keyboard = "#B8BBC2"
        static let text = "#1C1C1E"
        static let secondaryText = "#636366"
        static let constraint = "#5E5CE6"
        static let broken = "#FF3B30"
    }

    package static func render(file: String, layouts: [SizedLayout]) -> String {
        let sizes = layouts.map { finiteSize($0.result.rootSize) }
        // The gaps between panels keep their size; only the panels scale.
        let gaps = gap * Double(max(0, sizes.count - 1))
        let panelsWidth = sizes.map(\.width).reduce(0, +)
        let naturalHeight = sizes.map(\.height).max() ?? 0
        let scale = min(1, max(maxWidth - gaps, 1) / max(panelsWidth, 1), maxHeight / max(naturalHeight, 1))
        // Each panel's slot is as wide as the panel or its caption, whichever is wider (about
        // 7.2 pixels a character of 13-pixel Helvetica), so that no caption runs into the
        // next panel or off the picture.
        let slots = zip(layouts, sizes).map { layout, size in max(size.width * scale, Double(layout.caption.count) * 7.2) }
        let width = max(slots.reduce(0, +) + gaps + 2 * margin, 200)
        let legend = legendRows(for: layouts, width: width - 2 * margin)
        // Windows' title bars sit between the captions and the content views.
        let chrome = layouts.contains(where: \.isWindow) ? titleBarHeight * scale : 0
        let panelTop = margin + titleHeight + captionHeight + chrome
        let height = panelTop + naturalHeight * scale + margin + Double(legend.count) * legendHeight

        var svg = SVGWriter()
        svg.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">")
        svg.line("<title>\(escape(file))</title>")
        svg.line("<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>")
        svg.line(
            "<text x=\"\(n(margin))\" y=\"\(n(margin + 14))\" font-size=\"15\" font-weight=\"bold\" "
                + "fill=\"\(Palette.text)\">\(escape(file))</text>")
        var left = margin
        for (index, layout) in layouts.enumerated() {
            svg.line(
                "<text x=\"\(n(left))\" y=\"\(n(panelTop - chrome - 7))\" font-size=\"13\" fill=\"\(Palette.secondaryText)\">"
                    + "\(escape(layout.caption))</text>")
            svg.line("<g transform=\"translate(\(n(left)) \(n(panelTop)))\">")
            if layout.isWindow { drawTitleBar(width: sizes[index].width * scale, scale: scale, title: file, into: &svg) }
            drawPanel(layout, panel: index, scale: scale, into: &svg)
            svg.line("</g>")
            left += slots[index] + gap
        }
        for (row, entries) in legend.enumerated() {
            let y = panelTop + naturalHeight * scale + margin + Double(row) * legendHeight + 12
            var x = margin
            for entry in entries {
                svg.line(entry.swatch(x: x, y: y) + "<text x=\"\(n(x + 18))\" y=\"\(n(y))\" font-size=\"12\" fill=\"\(Palette.text)\">\(escape(entry.label))</text>")
                x += entry.width
            }
        }
        svg.line("</svg>")
        return svg.text
    }

    // MARK: - One size

    private static func drawPanel(_ layout: SizedLayout, panel: Int, scale: Double, into svg: inout SVGWriter) {
        let views = layout.result.views
        let misplaced = layout.misplacedViews
        var outsideLabels: [OutsideLabel] = []
        // Where names, sizes and texts are drawn, which a label put outside its box avoids.
        var occupied: [LayoutRect] = []
        // A view whose top-left corner, where its name goes, is under one of its subviews has
        // its name under the box instead, so that the two never overlap.
        var subviewBoxes: [String: [LayoutRect]] = [:]
        for view in views {
            guard let superview = view.superview, let box = normalized(view.absolute) else { continue }
            subviewBoxes[superview, default: []].append(box)
        }
        for (order, index) in drawingOrder(views).enumerated() {
            let view = views[index]
            guard var box = normalized(view.absolute) else { continue }
            box = LayoutRect(x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale)
            let style: String
            if index == 0 {
                style = "fill=\"#FFFFFF\" stroke=\"\(Palette.root)\" stroke-width=\"1\""
            } else if !view.ambiguous.isEmpty {
                style = "fill=\"\(Palette.ambiguous)\" fill-opacity=\"0.08\" stroke=\"\(Palette.ambiguous)\" stroke-width=\"2\" stroke-dasharray=\"6 3\""
            } else if misplaced.contains(view.name) {
                style = "fill=\"\(Palette.misplaced)\" fill-opacity=\"0.08\" stroke=\"\(Palette.misplaced)\" stroke-width=\"2\""
            } else if layout.flagged.contains(view.name) {
                style = "fill=\"\(Palette.broken)\" fill-opacity=\"0.10\" stroke=\"\(Palette.broken)\" stroke-width=\"2.5\" data-flagged=\"true\""
            } else {
                style = "fill=\"\(Palette.view)\" fill-opacity=\"0.06\" stroke=\"\(Palette.view)\" stroke-width=\"1\""
            }
            // The view's name and frame as the box's title: a browser shows it on hover; the
            // preview finds the box by its data-view and data-panel.
            svg.line("<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" \(style) "
                + "data-view=\"\(escape(view.name))\" data-panel=\"\(panel)\">"
                + "<title>\(escape(view.name)) \(view.frame.tableText)</title></rect>")
            guard index != 0 else {
                drawUnsafeBands(layout.result.safeAreaInsets, root: box, scale: scale, into: &svg)
                continue
            }
            if !view.ambiguous.isEmpty { drawFreeDirections(view.ambiguous, in: box, into: &svg) }
            // Where the view was designed, dashed, as Interface Builder shows a misplaced view.
            if let designed = layout.designedFrames[view.name].flatMap(normalized) {
                svg.line(
                    "<rect x=\"\(n(designed.x * scale))\" y=\"\(n(designed.y * scale))\" width=\"\(n(designed.width * scale))\" "
                        + "height=\"\(n(designed.height * scale))\" fill=\"none\" stroke=\"\(Palette.misplaced)\" "
                        + "stroke-width=\"1.5\" stroke-dasharray=\"1.5 3\"/>")
            }
            if let shown = layout.text[view.name] {
                drawText(shown, in: box, scale: scale, id: "clip-\(panel)-\(order)", into: &svg)
                let height = min(box.height, (shown.ascent + Double(shown.lines.count - 1) * shown.lineHeight) * scale + 4)
                occupied.append(LayoutRect(x: box.x, y: box.y, width: box.width, height: height))
            } else if let outside = drawLabel(
                of: view, in: box, isCovered: isLabelCovered(view, by: subviewBoxes[view.name] ?? [], scale: scale),
                id: "clip-\(panel)-\(order)", into: &svg)
            {
                outsideLabels.append(outside)
            } else {
                occupied.append(LayoutRect(x: box.x, y: box.y, width: min(box.width, Double(view.name.count) * 6.5 + 8), height: min(box.height, 28)))
            }
        }
        // The docked keyboard over the views it covers, as on the device.
        if layout.result.keyboardHeight > 0, let root = views.first.flatMap({ normalized($0.absolute) }) {
            let height = min(layout.result.keyboardHeight, root.height) * scale
            let top = (root.y + root.height) * scale - height
            svg.line(
                "<rect x=\"\(n(root.x * scale))\" y=\"\(n(top))\" width=\"\(n(root.width * scale))\" height=\"\(n(height))\" "
                    + "fill=\"\(Palette.keyboard)\" fill-opacity=\"0.45\"><title>keyboard \(layout.result.keyboardHeight.roundedForDisplay)</title></rect>")
        }
        // Layout guides: dashed outlines, named; the root's safe area is the clear part
        // between the shaded bands, and a view's margins the clear part inside its lightly
        // shaded edges. Guides that share a corner (the margins and the readable guide on a
        // phone) have their names side by side rather than over each other.
        var guideLabels: [LayoutRect] = []
        for guide in layout.result.guides where guide.name != "\(views.first?.name ?? "root").safeArea" {
            guard let box = normalized(guide.absolute) else { continue }
            let system = SystemGuide.allCases.contains { guide.name.hasSuffix(".\($0.rawValue)") }
            let colour = !guide.ambiguous.isEmpty ? Palette.ambiguous : system ? Palette.systemGuide : Palette.guide
            let suffix = "." + SystemGuide.margins.rawValue
            if guide.name.hasSuffix(suffix), let owner = views.first(where: { $0.name == guide.name.dropLast(suffix.count) }),
                let outer = normalized(owner.absolute)
            {
                // The band between the view's edges and its margins, one path with a hole.
                func rectangle(_ rect: LayoutRect) -> String {
                    "M\(n(rect.x * scale)) \(n(rect.y * scale))h\(n(rect.width * scale))v\(n(rect.height * scale))h\(n(-rect.width * scale))Z"
                }
                svg.line(
                    "<path d=\"\(rectangle(outer))\(rectangle(box))\" fill=\"\(Palette.systemGuide)\" fill-opacity=\"0.07\" fill-rule=\"evenodd\"/>")
            }
            svg.line(
                "<rect x=\"\(n(box.x * scale))\" y=\"\(n(box.y * scale))\" width=\"\(n(box.width * scale))\" "
                    + "height=\"\(n(box.height * scale))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
            // About 5.5 pixels a character of 10-pixel Helvetica.
            var label = LayoutRect(x: box.x * scale + 2, y: box.y * scale - 12, width: Double(guide.name.count) * 5.5, height: 11)
            while let under = guideLabels.first(where: { overlaps($0, label) }) { label.x = under.x + under.width + 6 }
            guideLabels.append(label)
            svg.line(
                "<text x=\"\(n(label.x))\" y=\"\(n(box.y * scale - 3))\" font-size=\"10\" fill=\"\(colour)\">\(escape(guide.name))</text>")
        }
        if !layout.constraints.isEmpty { drawConstraints(of: layout, scale: scale, into: &svg) }
        // Labels of small boxes go on top of everything in the panel.
        let panelSize = LayoutSize(width: layout.result.rootSize.width * scale, height: layout.result.rootSize.height * scale)
        for line in place(outsideLabels, avoiding: occupied + guideLabels, in: panelSize) { svg.line(line) }
    }

    // MARK: - Legend

    /// One key of the legend: a swatch and what it stands for.
    private struct LegendEntry {
        var label: String
        var swatch: (_ x: Double, _ y: Double) -> String

        func swatch(x: Double, y: Double) -> String { swatch(x, y) }

        /// About 6.6 pixels a character of 12-pixel Helvetica, the swatch and a gap.
        var width: Double { 18 + Double(label.count) * 6.6 + 22 }
    }

    /// The keys the pictures need, in rows that fit `width`.
    private static func legendRows(for layouts: [SizedLayout], width: Double) -> [[LegendEntry]] {
        func box(_ colour: String, dashed: Bool = false, dotted: Bool = false, width stroke: Double = 2) -> (Double, Double) -> String {
            { x, y in
                "<rect x=\"\(n(x))\" y=\"\(n(y - 10))\" width=\"12\" height=\"12\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(n(stroke))\""
                    + (dashed ? " stroke-dasharray=\"6 3\"/>" : dotted ? " stroke-dasharray=\"1.5 3\"/>" : "/>")
            }
        }
        func bar(_ colour: String) -> (Double, Double) -> String {
            { x, y in "<path d=\"M\(n(x)) \(n(y - 7))v6M\(n(x)) \(n(y - 4))h12M\(n(x + 12)) \(n(y - 7))v6\" stroke=\"\(colour)\" stroke-width=\"1.5\" fill=\"none\"/>" }
        }
        func band(_ colour: String, opacity: Double) -> (Double, Double) -> String {
            { x, y in "<rect x=\"\(n(x))\" y=\"\(n(y - 10))\" width=\"12\" height=\"12\" fill=\"\(colour)\" fill-opacity=\"\(n(opacity))\"/>" }
        }
        var entries: [LegendEntry] = []
        if layouts.contains(where: { $0.result.safeAreaInsets != .zero }) {
            entries.append(LegendEntry(label: "outside the safe area", swatch: band(Palette.unsafe, opacity: 0.18)))
        }
        if layouts.contains(where: { $0.result.keyboardHeight > 0 }) {
            entries.append(LegendEntry(label: "docked keyboard", swatch: band(Palette.keyboard, opacity: 0.45)))
        }
        if layouts.contains(where: { $0.result.guides.contains { $0.name.hasSuffix("." + SystemGuide.margins.rawValue) } }) {
            entries.append(LegendEntry(label: "layout margins", swatch: band(Palette.systemGuide, opacity: 0.25)))
        }
        if layouts.contains(where: { $0.views.contains { !$0.ambiguous.isEmpty } }) {
            entries.append(LegendEntry(label: "ambiguous (arrows: the free directions)", swatch: box(Palette.ambiguous, dashed: true)))
        }
        if layouts.contains(where: { !$0.misplacedViews.isEmpty }) {
            entries.append(LegendEntry(label: "misplaced", swatch: box(Palette.misplaced)))
            entries.append(LegendEntry(label: "designed frame of a misplaced view", swatch: box(Palette.misplaced, dotted: true, width: 1.5)))
        }
        if layouts.contains(where: { !$0.flagged.isEmpty }) {
            entries.append(LegendEntry(label: "has a problem here (tether check --all)", swatch: box(Palette.broken, width: 2.5)))
        }
        if layouts.contains(where: { !$0.constraints.isEmpty }) {
            entries.append(LegendEntry(label: "constraint (spacing, size, alignment)", swatch: bar(Palette.constraint)))
        }
        if layouts.contains(where: { layout in layout.constraints.contains { layout.brokenConstraints.contains($0.id) } }) {
            entries.append(LegendEntry(label: "broken constraint", swatch: bar(Palette.broken)))
        }
        var rows: [[LegendEntry]] = []
        var used = 0.0
        for entry in entries {
            if rows.isEmpty || (used + entry.width > width && !(rows.last?.isEmpty ?? true)) {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(entry)
            used += entry.width
        }
        return rows
    }

    // MARK: - Constraints

    /// Each constraint as Interface Builder draws it: a size as a bar across its view, a
    /// spacing between two edges as a bar between them, an alignment as a line along the
    /// edges or centres it aligns, a relation between two sizes as a dotted line between
    /// the views; each with its constant, red when broken at this size, and a `<title>` with
    /// its text. A spacing is drawn from the second item's edge to where the constraint would
    /// put the first's, so a broken one shows what it asked for. Baselines and constraints on
    /// views not in the picture are left out.
    private static func drawConstraints(of layout: SizedLayout, scale: Double, into svg: inout SVGWriter) {
        var frames: [String: LayoutRect] = [:]
        for frame in layout.result.views + layout.result.guides {
            guard let box = normalized(frame.absolute) else { continue }
            frames[frame.name] = LayoutRect(x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale)
        }
        // An edge or centre in picture coordinates; baselines are left out (the picture does
        // not know where a view's text sits).
        func coordinate(_ attribute: LayoutAttribute, of box: LayoutRect) -> Double? {
            guard !attribute.isSize, attribute != .firstBaseline, attribute != .lastBaseline else { return nil }
            return box.value(of: attribute, direction: layout.layoutDirection)
        }
        for reference in layout.constraints {
            let constraint = reference.constraint
            guard let first = frames[constraint.firstItem], let axis = constraint.firstAttribute.axis else { continue }
            let broken = layout.brokenConstraints.contains(reference.id)
            let colour = broken ? Palette.broken : Palette.constraint
            let open = "<g class=\"constraint\(broken ? " broken" : "")\" stroke=\"\(colour)\" fill=\"\(colour)\" stroke-width=\"1.5\">"
                + "<title>\(escape(reference.text))</title>"
            let constant = constraint.constant.magnitude.roundedForDisplay
            let horizontal = axis == .horizontal
            if constraint.firstAttribute.isSize {
                if let itemName = constraint.secondItem {
                    guard let second = frames[itemName] else { continue }
                    let label = constraint.multiplier == 1 ? "=" : "× \(constraint.multiplier.roundedForDisplay)"
                    svg.line(open + "<line x1=\"\(n(first.x + first.width / 2))\" y1=\"\(n(first.y + first.height / 2))\" "
                        + "x2=\"\(n(second.x + second.width / 2))\" y2=\"\(n(second.y + second.height / 2))\" stroke-dasharray=\"2 3\"/>"
                        + caption(label, x: (first.x + first.width / 2 + second.x + second.width / 2) / 2,
                                  y: (first.y + first.height / 2 + second.y + second.height / 2) / 2) + "</g>")
                } else if horizontal {
                    let y = first.y + min(first.height / 2, max(6, first.height - 6))
                    svg.line(open + beam(from: first.x, to: first.x + first.width, at: y, horizontal: true) + caption(constant, x: first.x + first.width / 2, y: y - 3) + "</g>")
                } else {
                    let x = first.x + min(first.width / 2, max(6, first.width - 6))
                    svg.line(open + beam(from: first.y, to: first.y + first.height, at: x, horizontal: false) + caption(constant, x: x + 3, y: first.y + first.height / 2 + 3, anchor: "start") + "</g>")
                }
                continue
            }
            guard let itemName = constraint.secondItem, let second = frames[itemName],
                  let from = coordinate(constraint.secondAttribute, of: second)
            else { continue }
            // Where the constraint puts the first item's edge: where it is, unless the
            // constraint does not hold (broken, or an optional one not met).
            let to = constraint.multiplier * from + constraint.constant * scale
            // Along the other axis: the middle of the overlap of the two views, else the first's middle.
            let low = horizontal ? max(first.y, second.y) : max(first.x, second.x)
            let high = horizontal ? min(first.y + first.height, second.y + second.height) : min(first.x + first.width, second.x + second.width)
            let across = low <= high ? (low + high) / 2 : (horizontal ? first.y + first.height / 2 : first.x + first.width / 2)
            if (to - from).magnitude < 0.5 {
                // An alignment: a line through both views at the shared coordinate.
                let start = horizontal ? min(first.y, second.y) : min(first.x, second.x)
                let end = horizontal ? max(first.y + first.height, second.y + second.height) : max(first.x + first.width, second.x + second.width)
                let line = horizontal
                    ? "<line x1=\"\(n(to))\" y1=\"\(n(start))\" x2=\"\(n(to))\" y2=\"\(n(end))\" stroke-dasharray=\"4 2\" stroke-width=\"1\"/>"
                    : "<line x1=\"\(n(start))\" y1=\"\(n(to))\" x2=\"\(n(end))\" y2=\"\(n(to))\" stroke-dasharray=\"4 2\" stroke-width=\"1\"/>"
                svg.line(open + line + "</g>")
            } else if horizontal {
                svg.line(open + beam(from: from, to: to, at: across, horizontal: true) + caption(constant, x: (from + to) / 2, y: across - 3) + "</g>")
            } else {
                svg.line(open + beam(from: from, to: to, at: across, horizontal: false) + caption(constant, x: across + 3, y: (from + to) / 2 + 3, anchor: "start") + "</g>")
            }
        }
    }

    /// An I-beam: a bar from `start` to `end` with a short cap across each end.
    private static func beam(from start: Double, to end: Double, at position: Double, horizontal: Bool) -> String {
        horizontal
            ? "<path d=\"M\(n(start)) \(n(position - 3))v6M\(n(start)) \(n(position))H\(n(end))M\(n(end)) \(n(position - 3))v6\" fill=\"none\"/>"
            : "<path d=\"M\(n(position - 3)) \(n(start))h6M\(n(position)) \(n(start))V\(n(end))M\(n(position - 3)) \(n(end))h6\" fill=\"none\"/>"
    }

    /// A constraint's constant on a white halo.
    private static func caption(_ text: String, x: Double, y: Double, anchor: String = "middle") -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"9\" text-anchor=\"\(anchor)\" stroke=\"#FFFFFF\" stroke-width=\"3\" "
            + "paint-order=\"stroke\">\(escape(text))</text>"
    }

    /// The directions an ambiguous view is free to move or grow in: a double-headed arrow
    /// across the box for its horizontal position or width, one down it for the vertical,
    /// titled with what is free.
    private static func drawFreeDirections(_ free: [FreeAttribute], in box: LayoutRect, into svg: inout SVGWriter) {
        let horizontal = free.contains(.horizontalPosition) || free.contains(.width)
        let vertical = free.contains(.verticalPosition) || free.contains(.height)
        let midX = box.x + box.width / 2, midY = box.y + box.height / 2
        let half = 14.0
        var path = ""
        if horizontal {
            path += "M\(n(midX - half)) \(n(midY))H\(n(midX + half))"
                + "M\(n(midX - half + 4)) \(n(midY - 3))L\(n(midX - half)) \(n(midY))L\(n(midX - half + 4)) \(n(midY + 3))"
                + "M\(n(midX + half - 4)) \(n(midY - 3))L\(n(midX + half)) \(n(midY))L\(n(midX + half - 4)) \(n(midY + 3))"
        }
        if vertical {
            path += "M\(n(midX)) \(n(midY - half))V\(n(midY + half))"
                + "M\(n(midX - 3)) \(n(midY - half + 4))L\(n(midX)) \(n(midY - half))L\(n(midX + 3)) \(n(midY - half + 4))"
                + "M\(n(midX - 3)) \(n(midY + half - 4))L\(n(midX)) \(n(midY + half))L\(n(midX + 3)) \(n(midY + half - 4))"
        }
        svg.line("<path class=\"free\" d=\"\(path)\" fill=\"none\" stroke=\"\(Palette.ambiguous)\" stroke-width=\"1.5\">"
            + "<title>free: \(free.map(\.rawValue).joined(separator: ", "))</title></path>")
    }

    /// A Mac window's title bar, `titleBarHeight` tall above the content view at (0, 0): the
    /// window's title centred, and on the left the three standard title bar buttons
    /// (`NSWindow.ButtonType`: close, minimize, zoom) in their red, yellow and green.
    private static func drawTitleBar(width: Double, scale: Double, title: String, into svg: inout SVGWriter) {
        let height = titleBarHeight * scale
        svg.line("<g data-chrome=\"title-bar\">")
        svg.line("<rect x=\"0\" y=\"\(n(-height))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#E8E8E8\" "
            + "stroke=\"\(Palette.root)\" stroke-width=\"1\"><title>title bar</title></rect>")
        for (index, (button, colour)) in [("close", "#FF5F57"), ("minimize", "#FEBC2E"), ("zoom", "#28C840")].enumerated() {
            svg.line("<circle cx=\"\(n((14 + 20 * Double(index)) * scale))\" cy=\"\(n(-height / 2))\" r=\"\(n(6 * scale))\" "
                + "fill=\"\(colour)\" data-button=\"\(button)\"/>")
        }
        if width > 160 * scale {
            svg.line("<text x=\"\(n(width / 2))\" y=\"\(n(-height / 2 + 4.5 * scale))\" font-size=\"\(n(13 * scale))\" "
                + "font-weight=\"bold\" text-anchor=\"middle\" fill=\"\(Palette.secondaryText)\">\(escape(title))</text>")
        }
        svg.line("</g>")
    }

    /// The root's unsafe bands, shaded: what the status bar, the notch or Dynamic Island and
    /// the home indicator cover.
    private static func drawUnsafeBands(_ insets: LayoutInsets, root: LayoutRect, scale: Double, into svg: inout SVGWriter) {
        let bands = [
            LayoutRect(x: root.x, y: root.y, width: root.width, height: insets.top * scale),
            LayoutRect(x: root.x, y: root.y + root.height - insets.bottom * scale, width: root.width, height: insets.bottom * scale),
            LayoutRect(x: root.x, y: root.y, width: insets.left * scale, height: root.height),
            LayoutRect(x: root.x + root.width - insets.right * scale, y: root.y, width: insets.right * scale, height: root.height),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            svg.line(
                "<rect x=\"\(n(band.x))\" y=\"\(n(band.y))\" width=\"\(n(band.width))\" height=\"\(n(band.height))\" "
                    + "fill=\"\(Palette.unsafe)\" fill-opacity=\"0.18\"/>")
        }
    }

    /// A label's lines in its box, as UIKit draws them: each line's baseline one line height
    /// below the last, the first the font's ascent below the top, clipped to the box.
    private static func drawText(_ shown: ShownText, in box: LayoutRect, scale: Double, id clip: String, into svg: inout SVGWriter) {
        svg.line(
            "<clipPath id=\"\(clip)\"><rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\"/></clipPath>")
        let spacing = shown.tracking == 0 ? "" : " letter-spacing=\"\(n(shown.tracking * scale))\""
        let weight = shown.weight == .regular ? "" : " font-weight=\"\(shown.weight.numericWeight)\""
        svg.line("<g clip-path=\"url(#\(clip))\" font-family=\"Inter, Helvetica, Arial, sans-serif\" font-size=\"\(n(shown.size * scale))\"\(weight)\(spacing) fill=\"\(Palette.text)\">")
        for (index, line) in shown.lines.enumerated() {
            let baseline = box.y + (shown.ascent + Double(index) * shown.lineHeight) * scale
            svg.line("<text x=\"\(n(box.x))\" y=\"\(n(baseline))\" xml:space=\"preserve\">\(escape(line))</text>")
        }
        svg.line("</g>")
    }

    /// A view's name and size that do not fit in its box, drawn outside it by
    /// ``place(_:avoiding:in:)``.
    private struct OutsideLabel {
        var box: LayoutRect
        var text: String
        /// Estimated: about 6.5 pixels a character of the bold name, 5.5 of the size.
        var width: Double
    }

    /// The name (bold) and size: inside the box, clipped to it, when the name fits its
    /// width; else returned, to be drawn outside the box after every box.
    private static func drawLabel(
        of view: ViewFrame, in box: LayoutRect, isCovered: Bool, id clip: String, into svg: inout SVGWriter
    ) -> OutsideLabel? {
        let size = "\(view.frame.width.roundedForDisplay) × \(view.frame.height.roundedForDisplay)"
        let name = "<tspan font-weight=\"bold\" fill=\"\(Palette.text)\">\(escape(view.name))</tspan>"
        let sizeSpan = "<tspan fill=\"\(Palette.secondaryText)\">\(size)</tspan>"
        // About 6.5 pixels a character of 11-pixel bold Helvetica, plus the padding.
        let nameWidth = Double(view.name.count) * 6.5 + 8
        guard box.width >= nameWidth, box.height >= 12, !isCovered else {
            return OutsideLabel(box: box, text: "\(name) \(sizeSpan)", width: Double(view.name.count) * 6.5 + Double(size.count) * 5.5 + 4)
        }
        svg.line(
            "<clipPath id=\"\(clip)\"><rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\"/></clipPath>"
        )
        svg.line("<g clip-path=\"url(#\(clip))\">")
        if box.height >= 28 {
            svg.line("<text x=\"\(n(box.x + 4))\" y=\"\(n(box.y + 13))\" font-size=\"11\">\(name)</text>")
            svg.line("<text x=\"\(n(box.x + 4))\" y=\"\(n(box.y + 25))\" font-size=\"10\">\(sizeSpan)</text>")
        } else {
            let baseline = box.y + min(13, max(9, box.height / 2 + 4))
            svg.line("<text x=\"\(n(box.x + 4))\" y=\"\(n(baseline))\" font-size=\"10\">\(name) \(sizeSpan)</text>")
        }
        svg.line("</g>")
        return nil
    }

    /// The labels of small boxes, each on a white halo at the first place that overlaps no
    /// name, text or label already drawn and stays in the panel: under its box, above it, to
    /// its right, to its left; else further down, with a leader line to its box; else under
    /// it regardless. A label is 12 pixels tall, its baseline 9 below its top.
    private static func place(_ labels: [OutsideLabel], avoiding drawn: [LayoutRect], in panel: LayoutSize) -> [String] {
        var occupied = drawn
        var lines: [String] = []
        for label in labels {
            let box = label.box
            // Left edges kept in the panel; x is the label's left edge, top its top.
            func left(_ x: Double) -> Double { max(0, min(x, panel.width - label.width)) }
            var candidates = [
                (x: left(box.x), top: box.y + box.height + 2), (x: left(box.x), top: box.y - 14),
                (x: box.x + box.width + 4, top: box.y + box.height / 2 - 6), (x: box.x - 4 - label.width, top: box.y + box.height / 2 - 6),
            ]
            candidates += (1...6).map { (x: left(box.x), top: box.y + box.height + 2 + 14 * Double($0)) }
            let fits = candidates.firstIndex { candidate in
                let rect = LayoutRect(x: candidate.x, y: candidate.top, width: label.width, height: 12)
                return rect.x >= 0 && rect.x + rect.width <= panel.width && rect.y >= 0 && rect.y + rect.height <= panel.height
                    && !occupied.contains { overlaps($0, rect) }
            }
            let chosen = candidates[fits ?? 0]
            occupied.append(LayoutRect(x: chosen.x, y: chosen.top, width: label.width, height: 12))
            if let fits, fits >= 4 {
                lines.append(
                    "<line x1=\"\(n(box.x + min(box.width / 2, 6)))\" y1=\"\(n(box.y + box.height))\" x2=\"\(n(chosen.x + 2))\" "
                        + "y2=\"\(n(chosen.top + 1))\" stroke=\"\(Palette.secondaryText)\" stroke-width=\"0.75\"/>")
            }
            lines.append(
                "<text x=\"\(n(chosen.x))\" y=\"\(n(chosen.top + 9))\" font-size=\"10\" stroke=\"#FFFFFF\" stroke-width=\"3\" "
                    + "paint-order=\"stroke\">\(label.text)</text>")
        }
        return lines
    }

    /// Whether two rectangles share any area.
    private static func overlaps(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// Whether a subview covers the corner where a view's name and size would be drawn.
    private static func isLabelCovered(_ view: ViewFrame, by subviews: [LayoutRect], scale: Double) -> Bool {
        guard let box = normalized(view.absolute) else { return false }
        let label = LayoutRect(x: box.x, y: box.y, width: (Double(view.name.count) * 6.5 + 8) / scale, height: 28 / scale)
        return subviews.contains { overlaps($0, label) }
    }

    /// Indices of the views, each superview before its subviews and siblings in declaration
    /// order (a preorder walk from the root, then from any detached view).
    package static func drawingOrder(_ views: [ViewFrame]) -> [Int] {
        var children: [String: [Int]] = [:]
        var tops: [Int] = []
        let names = Set(views.map(\.name))
        for (index, view) in views.enumerated() {
            if let superview = view.superview, names.contains(superview) {
                children[superview, default: []].append(index)
            } else {
                tops.append(index)
            }
        }
        var order: [Int] = []
        var seen: Set<Int> = []
        var stack = Array(tops.reversed())
        while let index = stack.popLast() {
            guard seen.insert(index).inserted else { continue }
            order.append(index)
            stack += (children[views[index].name] ?? []).reversed()
        }
        return order
    }

    /// The rectangle with a non-negative size (SVG ignores a negative one), nil when not finite.
    package static func normalized(_ rect: LayoutRect) -> LayoutRect? {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        var rect = rect
        if rect.width < 0 { rect.x += rect.width; rect.width = -rect.width }
        if rect.height < 0 { rect.y += rect.height; rect.height = -rect.height }
        return rect
    }

    private static func finiteSize(_ size: LayoutSize) -> LayoutSize {
        LayoutSize(
            width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    /// A coordinate, to two decimals.
    private static func n(_ value: Double) -> String { value.roundedForDisplay }

    /// Text for XML character data and attribute values.
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 cannot carry most control characters, even escaped.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r"
                {
                    out += "\u{FFFD}"
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }
}

/// Lines of SVG text.
private struct SVGWriter {
    package var text = ""
    package mutating func line(_ line: String) {
        text += line
        text += "\n"
    }
}
