import AutoLayout

/// `tether run --format svg`: every size as a panel, side by side, captioned `320 × 568`;
/// each view a box at scale (1 point = 1 pixel unless the whole picture is wider than
/// ``maxWidth`` or taller than ``maxHeight``), labelled with its name and size, drawn after
/// its superview as UIKit draws subviews. Ambiguous views are outlined red and misplaced
/// ones orange (with their designed frame dashed), as Interface Builder colours them; layout
/// guides are dashed green outlines with their names (margins and readable guides purple);
/// the screen's unsafe bands (status bar, notch or Dynamic Island, home indicator) are shaded
/// grey, so the root's safe area is the clear part. Every name is XML-escaped.
package enum SVGPicture {
    package static let maxWidth = 2400.0
    package static let maxHeight = 1600.0
    package static let margin = 20.0
    package static let gap = 40.0
    package static let titleHeight = 26.0
    package static let captionHeight = 22.0
    package static let legendHeight = 24.0

    /// Interface Builder's colours.
    package enum Palette {
        static let ambiguous = "#FF3B30"
        static let misplaced = "#FF9500"
        static let view = "#007AFF"
        static let root = "#8E8E93"
        static let guide = "#34C759"
        static let systemGuide = "#AF52DE"
        static let unsafe = "#8E8E93"
        static let text = "#1C1C1E"
        static let secondaryText = "#636366"
    }

    package static func render(file: String, layouts: [SizedLayout]) -> String {
        let sizes = layouts.map { finiteSize($0.result.rootSize) }
        // The gaps between panels keep their size; only the panels scale.
        let gaps = gap * Double(max(0, sizes.count - 1))
        let panelsWidth = sizes.map(\.width).reduce(0, +)
        let naturalHeight = sizes.map(\.height).max() ?? 0
        let scale = min(1, max(maxWidth - gaps, 1) / max(panelsWidth, 1), maxHeight / max(naturalHeight, 1))
        let needsLegend = layouts.contains { !$0.misplacedViews.isEmpty || $0.views.contains { !$0.ambiguous.isEmpty } }
        let width = max(panelsWidth * scale + gaps + 2 * margin, 200)
        let panelTop = margin + titleHeight + captionHeight
        let height = panelTop + naturalHeight * scale + margin + (needsLegend ? legendHeight : 0)

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
            let size = sizes[index]
            svg.line(
                "<text x=\"\(n(left))\" y=\"\(n(panelTop - 7))\" font-size=\"13\" fill=\"\(Palette.secondaryText)\">"
                    + "\(escape(layout.caption))</text>")
            svg.line("<g transform=\"translate(\(n(left)) \(n(panelTop)))\">")
            drawPanel(layout, panel: index, scale: scale, into: &svg)
            svg.line("</g>")
            left += size.width * scale + gap
        }
        if needsLegend {
            let y = height - margin + 2
            svg.line(
                "<rect x=\"\(n(margin))\" y=\"\(n(y - 10))\" width=\"12\" height=\"12\" fill=\"none\" stroke=\"\(Palette.ambiguous)\" stroke-width=\"2\"/>"
                    + "<text x=\"\(n(margin + 18))\" y=\"\(n(y))\" font-size=\"12\" fill=\"\(Palette.text)\">ambiguous</text>"
                    + "<rect x=\"\(n(margin + 100))\" y=\"\(n(y - 10))\" width=\"12\" height=\"12\" fill=\"none\" stroke=\"\(Palette.misplaced)\" stroke-width=\"2\"/>"
                    + "<text x=\"\(n(margin + 118))\" y=\"\(n(y))\" font-size=\"12\" fill=\"\(Palette.text)\">misplaced</text>"
                    + "<rect x=\"\(n(margin + 200))\" y=\"\(n(y - 10))\" width=\"12\" height=\"12\" fill=\"none\" stroke=\"\(Palette.misplaced)\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>"
                    + "<text x=\"\(n(margin + 218))\" y=\"\(n(y))\" font-size=\"12\" fill=\"\(Palette.text)\">designed frame of a misplaced view</text>")
        }
        svg.line("</svg>")
        return svg.text
    }

    // MARK: - One size

    private static func drawPanel(_ layout: SizedLayout, panel: Int, scale: Double, into svg: inout SVGWriter) {
        let views = layout.result.views
        let misplaced = layout.misplacedViews
        var outsideLabels: [String] = []
        for (order, index) in drawingOrder(views).enumerated() {
            let view = views[index]
            guard var box = normalized(view.absolute) else { continue }
            box = LayoutRect(x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale)
            let style: String
            if index == 0 {
                style = "fill=\"#FFFFFF\" stroke=\"\(Palette.root)\" stroke-width=\"1\""
            } else if !view.ambiguous.isEmpty {
                style = "fill=\"\(Palette.ambiguous)\" fill-opacity=\"0.08\" stroke=\"\(Palette.ambiguous)\" stroke-width=\"2\""
            } else if misplaced.contains(view.name) {
                style = "fill=\"\(Palette.misplaced)\" fill-opacity=\"0.08\" stroke=\"\(Palette.misplaced)\" stroke-width=\"2\""
            } else {
                style = "fill=\"\(Palette.view)\" fill-opacity=\"0.06\" stroke=\"\(Palette.view)\" stroke-width=\"1\""
            }
            svg.line("<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" \(style)/>")
            guard index != 0 else {
                drawUnsafeBands(layout.result.safeAreaInsets, root: box, scale: scale, into: &svg)
                continue
            }
            // Where the view was designed, dashed, as Interface Builder shows a misplaced view.
            if let designed = layout.designedFrames[view.name].flatMap(normalized) {
                svg.line(
                    "<rect x=\"\(n(designed.x * scale))\" y=\"\(n(designed.y * scale))\" width=\"\(n(designed.width * scale))\" "
                        + "height=\"\(n(designed.height * scale))\" fill=\"none\" stroke=\"\(Palette.misplaced)\" "
                        + "stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>")
            }
            let panelWidth = layout.result.rootSize.width * scale
            if let shown = layout.text[view.name] {
                drawText(shown, in: box, scale: scale, id: "clip-\(panel)-\(order)", into: &svg)
            } else if let outside = drawLabel(of: view, in: box, panelWidth: panelWidth, id: "clip-\(panel)-\(order)", into: &svg) {
                outsideLabels.append(outside)
            }
        }
        // Layout guides: dashed outlines (never filled: they draw nothing in UIKit), named;
        // the root's safe area is the clear part between the shaded bands.
        for guide in layout.result.guides where guide.name != "\(views.first?.name ?? "root").safeArea" {
            guard let box = normalized(guide.absolute) else { continue }
            let system = SystemGuide.allCases.contains { guide.name.hasSuffix(".\($0.rawValue)") }
            let colour = !guide.ambiguous.isEmpty ? Palette.ambiguous : system ? Palette.systemGuide : Palette.guide
            svg.line(
                "<rect x=\"\(n(box.x * scale))\" y=\"\(n(box.y * scale))\" width=\"\(n(box.width * scale))\" "
                    + "height=\"\(n(box.height * scale))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
            svg.line(
                "<text x=\"\(n(box.x * scale + 2))\" y=\"\(n(box.y * scale - 3))\" font-size=\"10\" fill=\"\(colour)\">\(escape(guide.name))</text>")
        }
        // Labels under small boxes go on top of everything in the panel.
        for label in outsideLabels { svg.line(label) }
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
        svg.line("<g clip-path=\"url(#\(clip))\" font-family=\"Inter, Helvetica, Arial, sans-serif\" font-size=\"\(n(shown.size * scale))\" fill=\"\(Palette.text)\">")
        for (index, line) in shown.lines.enumerated() {
            let baseline = box.y + (shown.ascent + Double(index) * shown.lineHeight) * scale
            svg.line("<text x=\"\(n(box.x))\" y=\"\(n(baseline))\" xml:space=\"preserve\">\(escape(line))</text>")
        }
        svg.line("</g>")
    }

    /// The name (bold) and size: inside the box, clipped to it, when the name fits its
    /// width; else under the box on a white halo, so that a small view stays readable (that
    /// label is returned, to be drawn after every box).
    private static func drawLabel(
        of view: ViewFrame, in box: LayoutRect, panelWidth: Double, id clip: String, into svg: inout SVGWriter
    ) -> String? {
        let size = "\(view.frame.width.roundedForDisplay) × \(view.frame.height.roundedForDisplay)"
        let name = "<tspan font-weight=\"bold\" fill=\"\(Palette.text)\">\(escape(view.name))</tspan>"
        let sizeSpan = "<tspan fill=\"\(Palette.secondaryText)\">\(size)</tspan>"
        // About 6.5 pixels a character of 11-pixel bold Helvetica, plus the padding.
        let nameWidth = Double(view.name.count) * 6.5 + 8
        guard box.width >= nameWidth, box.height >= 12 else {
            // Kept inside the panel: right-aligned with the box when it would run past the edge.
            let labelWidth = Double(view.name.count) * 6.5 + Double(size.count) * 5.5 + 4
            let anchor = box.x + labelWidth > panelWidth ? " text-anchor=\"end\"" : ""
            let x = anchor.isEmpty ? box.x : box.x + box.width
            return "<text x=\"\(n(x))\" y=\"\(n(box.y + box.height + 11))\" font-size=\"10\"\(anchor) stroke=\"#FFFFFF\" "
                + "stroke-width=\"3\" paint-order=\"stroke\">\(name) \(sizeSpan)</text>"
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
