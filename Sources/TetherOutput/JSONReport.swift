import AutoLayout

/// `tether run --format json`: docs/cli.md's shape (docs/schema/run.schema.json), keys in its order, views in declaration
/// order (the root view is the `root` size, not a view), whole numbers without `.0`:
///
///     {"file": "screen.layout",
///      "layouts": [{"root": {"width": 320, "height": 568},
///                   "device": "iphone16pro", "safeArea": {"top": 62, …},  (only on a device / with insets)
///                   "keyboard": 335,                                    (only with the keyboard shown)
///                   "views": [{"name": "toolbar", "superview": "root", "frame": {…}, "absolute": {…}, "ambiguous": []}],
///                   "guides": [{"name": "gap", "owner": "root", "frame": {…}, …}],   (only with guides)
///                   "diagnostics": [{"severity": …, "kind": …, "message": …, "file": …, "line": 3, "column": 1,
///                                    "hint": …, "notes": […], "views": […],
///                                    "constraints": [{"text", "priority", "origin", "identifier", "file", "line", "column"}],
///                                    "broken": {…} or null, "fixes": […]}]}]}
///
/// Written by hand because `JSONSerialization` does not keep key order. One view or
/// diagnostic a line, so that a diff of two runs reads well.
package enum JSONReport {
    package static func render(file: String, layouts: [SizedLayout]) -> String {
        let indent = String(repeating: " ", count: 13)
        let body = layouts.map { render($0, indent: indent) }.joined(separator: ",\n" + indent)
        return "{\"file\": \(string(file)),\n \"layouts\": [\(body)]}\n"
    }

    /// One file of `tether check --format json`: each size's root (and device, safe area, keyboard)
    /// and diagnostics, no frames; the counts the text summary gives.
    package static func renderCheck(file: String, layouts: [SizedLayout], errors: Int, warnings: Int) -> String {
        let indent = String(repeating: " ", count: 24)
        let body = layouts.map { layout in
            render(layout, indent: indent, withFrames: false)
        }.joined(separator: ",\n" + indent)
        return "{\"file\": \(string(file)),\n            \"layouts\": [\(body)],\n            \"errors\": \(errors), \"warnings\": \(warnings)}"
    }

    /// One file of `tether check --all --format json` (docs/cli.md, "Every environment"):
    /// the environments in order, then the script's diagnostics and each problem once, a
    /// problem with the environments that show it (indices) and the smallest of them:
    ///
    ///     {"file": "screen.layout",
    ///      "environments": [{"screen": "iphonese3:landscape", "width": 667, "height": 375,
    ///                        "safeArea": {…}, "keyboard": 0, "textSize": "AX3", "direction": "rightToLeft"}, …],
    ///      "layouts": 312,
    ///      "diagnostics": [{…, "fixes": […], "environments": [4, 5, 40], "smallest": 4,
    ///                       "widths": {"swept": [667, 874], "showing": [[667, 679.034]]} or null}],
    ///      "errors": 0, "warnings": 3}
    package static func renderEnvironmentCheck(_ check: EnvironmentCheck, errors: Int, warnings: Int) -> String {
        let indent = String(repeating: " ", count: 29)
        let environments = check.environments.map { environment in
            let screen = environment.screen
            let insets = screen.safeAreaInsets
            return "{\"screen\": \(screen.deviceName.map(string) ?? "null"), \"width\": \(number(screen.size.width)), "
                + "\"height\": \(number(screen.size.height)), \"safeArea\": {\"top\": \(number(insets.top)), "
                + "\"left\": \(number(insets.left)), \"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}, "
                + "\"keyboard\": \(number(screen.keyboardHeight)), \"textSize\": \(string(environment.textSize.rawValue)), "
                + "\"direction\": \(environment.direction.map { string($0.rawValue) } ?? "null")}"
        }
        let diagnostics = check.scriptDiagnostics.map { render(ReportDiagnostic($0)) } + check.findings.map { finding in
            var text = render(finding.report)
            text.removeLast()
            let widths = finding.widths.map { boundary in
                "{\"swept\": [\(number(boundary.swept.lowerBound)), \(number(boundary.swept.upperBound))], \"showing\": ["
                    + boundary.showing.map { "[\(number($0.lowerBound)), \(number($0.upperBound))]" }.joined(separator: ", ") + "]}"
            } ?? "null"
            return text + ", \"environments\": [\(finding.environments.map(String.init).joined(separator: ", "))], "
                + "\"smallest\": \(finding.smallest), \"widths\": \(widths)}"
        }
        return "{\"file\": \(string(check.file)),\n            \"environments\": \(list(environments, indent: indent)),\n"
            + "            \"layouts\": \(check.solvedLayouts),\n"
            + "            \"diagnostics\": \(list(diagnostics, indent: indent)),\n"
            + "            \"errors\": \(errors), \"warnings\": \(warnings)}"
    }

    private static func render(_ layout: SizedLayout, indent: String, withFrames: Bool = true) -> String {
        let inner = indent + " "
        let views = layout.views.map { render($0) }
        let diagnostics = layout.diagnostics.map(render(_:))
        let root = layout.result.rootSize
        // Layout guides, when the script has any: beside the views, their owner named.
        let guides = layout.result.guides.isEmpty ? "" : "\(inner)\"guides\": "
            + list(layout.result.guides.map { render($0, container: "owner") }, indent: inner + "           ") + ",\n"
        let device = layout.deviceName.map { "\(inner)\"device\": \(string($0)),\n" } ?? ""
        let insets = layout.result.safeAreaInsets
        let safeArea = insets == .zero ? "" : "\(inner)\"safeArea\": {\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), "
            + "\"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))},\n"
        let keyboardHeight = layout.result.keyboardHeight
        let keyboard = keyboardHeight > 0 ? "\(inner)\"keyboard\": \(number(keyboardHeight)),\n" : ""
        return "{\"root\": {\"width\": \(number(root.width)), \"height\": \(number(root.height))},\n"
            + device + safeArea + keyboard
            + (withFrames ? "\(inner)\"views\": \(list(views, indent: inner + "          ")),\n" + guides : "")
            + "\(inner)\"diagnostics\": \(list(diagnostics, indent: inner + "                "))}"
    }

    /// A view's line, written into one string: a run at 50 sizes writes thousands.
    private static func render(_ view: ViewFrame, container: String = "superview") -> String {
        var out = "{\"name\": "
        out.reserveCapacity(160 + view.name.utf8.count)
        appendString(view.name, to: &out)
        out += ", \""
        out += container
        out += "\": "
        if let superview = view.superview { appendString(superview, to: &out) } else { out += "null" }
        out += ", \"frame\": "
        appendRect(view.frame, to: &out)
        out += ", \"absolute\": "
        appendRect(view.absolute, to: &out)
        out += ", \"ambiguous\": ["
        for (index, attribute) in view.ambiguous.enumerated() {
            if index > 0 { out += ", " }
            appendString(attribute.rawValue, to: &out)
        }
        out += "]}"
        return out
    }

    private static func render(_ diagnostic: ReportDiagnostic) -> String {
        "{\"severity\": \(string(diagnostic.severity.rawValue)), \"kind\": \(string(diagnostic.kind.rawValue)), "
            + "\"message\": \(string(diagnostic.message)), \"file\": \(diagnostic.file.map(string) ?? "null"), "
            + "\"line\": \(diagnostic.line.map(String.init) ?? "null"), "
            + "\"column\": \(diagnostic.column.map(String.init) ?? "null"), "
            + "\"hint\": \(diagnostic.hint.map(string) ?? "null"), \"notes\": \(strings(diagnostic.notes)), "
            + "\"views\": \(strings(diagnostic.views)), "
            + "\"constraints\": [\(diagnostic.constraints.map(render).joined(separator: ", "))], "
            + "\"broken\": \(diagnostic.broken.map(render) ?? "null"), \"fixes\": \(strings(diagnostic.fixes))}"
    }

    private static func render(_ constraint: ReportConstraint) -> String {
        "{\"text\": \(string(constraint.text)), \"priority\": \(number(constraint.priority)), "
            + "\"origin\": \(string(constraint.origin)), \"identifier\": \(constraint.identifier.map(string) ?? "null"), "
            + "\"file\": \(constraint.location.map { string($0.file) } ?? "null"), "
            + "\"line\": \(constraint.location.map { String($0.line) } ?? "null"), "
            + "\"column\": \(constraint.location.map { String($0.column) } ?? "null")}"
    }

    private static func strings(_ items: [String]) -> String {
        "[" + items.map(string).joined(separator: ", ") + "]"
    }

    private static func list(_ items: [String], indent: String) -> String {
        "[" + items.joined(separator: ",\n" + indent) + "]"
    }

    private static func appendRect(_ rect: LayoutRect, to out: inout String) {
        out += "{\"x\": "
        out += number(rect.x)
        out += ", \"y\": "
        out += number(rect.y)
        out += ", \"width\": "
        out += number(rect.width)
        out += ", \"height\": "
        out += number(rect.height)
        out += "}"
    }

    /// A JSON number; JSON has no infinity or NaN, so those are `null`.
    package static func number(_ value: Double) -> String {
        value.isFinite ? value.roundedForDisplay : "null"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    package static func string(_ text: String) -> String {
        var out = ""
        appendString(text, to: &out)
        return out
    }

    /// ``string(_:)`` written at the end of `out`; a text with nothing to escape (no quote,
    /// backslash or control byte, no byte that may begin U+2028 or U+2029) is copied whole.
    private static func appendString(_ text: String, to out: inout String) {
        out += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
