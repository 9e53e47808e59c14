/// What an imported script says for `tether export` beyond its layout: the UIKit class its
/// root is (a cell's script exports as a cell subclass) and a text field's border style.
extension ScriptWriter {
    /// The header with the export's directive for a cell's script: `# export:
    /// UITableViewCell, content view contentView` (``SwiftExport/Container``), before the
    /// header's blank line.
    func withExportDirective(_ header: [String], root: XMLNode) -> [String] {
        guard let superclass = SwiftExport.Superclass(interfaceBuilderElement: root.name), superclass != .view else { return header }
        var directive = "# export: \(superclass.rawValue)"
        let content = root.children.first { $0.attributes["key"] == "contentView" && $0.isView }
        if let id = content?.attributes["id"], let name = names[id] { directive += ", content view \(name)" }
        guard header.last == "" else { return header + [directive] }
        return header.dropLast() + [directive, ""]
    }

    /// `"Email"`, and the border style when it is not std/controls' rounded rect:
    /// `"Search", 97, "none"` (IB writes `borderStyle`; without it a field has none, as
    /// UITextField's default).
    static func textFieldArguments(_ node: XMLNode) -> String {
        let placeholder = ScriptText.quoted(node.attributes["placeholder"] ?? "")
        switch node.attributes["borderStyle"] ?? "none" {
        case let border where ["none", "line", "bezel"].contains(border):
            return "\(placeholder), 97, \(ScriptText.quoted(border))"
        default:
            return placeholder
        }
    }
}
