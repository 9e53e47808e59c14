import AutoLayout

/// `tether run --format text`: for each size a header and the table of frames
/// (`FrameTableText`). Diagnostics go to standard error, rendered by ``DiagnosticText``.
package enum FrameTable {
    /// The tables of every size, separated by a blank line.
    package static func render(_ layouts: [SizedLayout]) -> String {
        layouts.map(render(_:)).joined(separator: "\n")
    }

    /// One size: `320 × 568`, then the table; a view with an ambiguous layout is marked `?`.
    package static func render(_ layout: SizedLayout) -> String {
        var lines = [layout.caption]
        lines += FrameTableText.lines(for: Array(layout.views))
        if layout.views.isEmpty {
            lines.append("(no views)")
        }
        if !layout.result.guides.isEmpty {
            lines += FrameTableText.lines(for: layout.result.guides, guides: true)
        }
        if (layout.views + layout.result.guides).contains(where: { !$0.ambiguous.isEmpty }) {
            lines.append("? the view's layout is ambiguous")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
