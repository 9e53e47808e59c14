// MARK: - The frames table

/// The table of frames every output shows — `tether run`'s text, `show` in a script, the
/// REPL's `:frames`: one row per view (name, superview, x, y, width, height), frames
/// relative to the superview, numbers as ``Swift/Double/roundedForDisplay`` writes them
/// (to 1/1000 of a point), a view whose layout is ambiguous marked `?`; layout guides in a
/// table of their own after the views'.
package enum FrameTableText {
    /// The header and one line per view, columns padded to their widest cell (numbers
    /// right-aligned); for layout guides, `guides` names the columns `guide` and `owner`.
    package static func lines(for views: [ViewFrame], guides: Bool = false) -> [String] {
        var rows = [guides ? ["guide", "owner", "x", "y", "width", "height"] : ["view", "superview", "x", "y", "width", "height"]]
        for view in views {
            let frame = view.frame
            rows.append([
                view.ambiguous.isEmpty ? view.name : view.name + " ?", view.superview ?? "-",
                frame.x.roundedForDisplay, frame.y.roundedForDisplay,
                frame.width.roundedForDisplay, frame.height.roundedForDisplay,
            ])
        }
        return table(rows, rightAligned: [2, 3, 4, 5])
    }

    /// Pads columns to their widest cell (in characters), right-aligned columns on the left.
    package static func table(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if rightAligned.contains(column) { return padding + cell }
                return column == row.count - 1 ? cell : cell + padding
            }.joined(separator: "  ")
        }
    }
}
