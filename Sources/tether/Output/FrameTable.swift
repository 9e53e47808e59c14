import AutoLayout

/// `tether run --format text`: for each size a header and a table of views (name,
/// superview, x, y, width, height), frames relative to the superview, numbers rounded to
/// two decimals. Diagnostics go to standard error, rendered by ``DiagnosticText``.
enum FrameTable {
    static let header = ["view", "superview", "x", "y", "width", "height"]

    /// The tables of every size, separated by a blank line.
    static func render(_ layouts: [SizedLayout]) -> String {
        layouts.map(render(_:)).joined(separator: "\n")
    }

    /// One size: `320 × 568`, then the table; a view with an ambiguous layout is marked `?`.
    static func render(_ layout: SizedLayout) -> String {
        let size = layout.result.rootSize
        var rows = [header]
        for view in layout.views {
            let frame = view.frame
            let name = view.ambiguous.isEmpty ? view.name : view.name + " ?"
            rows.append([
                name, view.superview ?? "-", frame.x.tableNumber, frame.y.tableNumber,
                frame.width.tableNumber, frame.height.tableNumber,
            ])
        }
        var lines = [size.label]
        lines += table(rows, rightAligned: [2, 3, 4, 5])
        if layout.views.isEmpty {
            lines.append("(no views)")
        }
        if layout.views.contains(where: { !$0.ambiguous.isEmpty }) {
            lines.append("? the view's layout is ambiguous")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Pads columns to their widest cell (in characters), numbers right-aligned.
    static func table(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
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

/// Diagnostics for a person, one block each: `file:line:col: warning: message` (the
/// location left out when unknown), continuation lines of the message indented as written.
enum DiagnosticText {
    static func render(_ diagnostics: [ReportDiagnostic], defaultFile: String? = nil) -> String {
        diagnostics.map { render($0, defaultFile: defaultFile) }.joined()
    }

    static func render(_ diagnostic: ReportDiagnostic, defaultFile: String? = nil) -> String {
        var prefix = ""
        if let file = diagnostic.file ?? defaultFile {
            prefix = file
            if let line = diagnostic.line {
                prefix += ":\(line)"
                if let column = diagnostic.column { prefix += ":\(column)" }
            }
            prefix += ": "
        }
        return "\(prefix)\(diagnostic.severity): \(diagnostic.message)\n"
    }
}
