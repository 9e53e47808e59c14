import Interop
import LayoutScript
import TetherOutput

/// `tether explain --format json`: docs/cli.md's shape, keys in its order, one block and one
/// constraint a line:
///
///     {"blocks": [{"line": 2,
///                  "constraints": [{"address": "0x600002c18a50", "line": 8, "text": "…", "origin": "app", "in_conflict": true}],
///                  "uikit_broke": "0x600002c18a50", "break": "0x600002c18be0",
///                  "fixes": [{"message": "…", "constraint": "0x600002c18be0"}]}],
///      "errors": [{"line": 8, "message": "…"}]}
enum ExplainJSON {
    static func render(_ result: ConstraintLogExplanation.Result) -> String {
        let blocks = result.blocks.map(render).joined(separator: ",\n            ")
        let errors = result.diagnostics.filter { $0.kind == .syntax }.map { error in
            "{\"line\": \(error.location.map { String($0.line) } ?? "null"), \"message\": \(JSONReport.string(error.message))}"
        }
        return "{\"blocks\": [\(blocks)],\n \"errors\": [\(errors.joined(separator: ",\n            "))]}\n"
    }

    private static func render(_ block: ConstraintLogExplanation.Block) -> String {
        let constraints = block.constraints.map { entry in
            "{\"address\": \(JSONReport.string(entry.address)), \"line\": \(entry.line), \"text\": \(JSONReport.string(entry.text)), "
                + "\"origin\": \(JSONReport.string(entry.origin)), \"in_conflict\": \(entry.inConflict)}"
        }.joined(separator: ",\n                             ")
        let fixes = block.fixes.map { fix in
            "{\"message\": \(JSONReport.string(fix.message)), \"constraint\": \(optional(fix.constraint)), "
                + "\"kind\": \(JSONReport.string(fix.kind)), \"constraints\": \(strings(fix.constraints))}"
        }.joined(separator: ", ")
        return "{\"line\": \(block.line),\n             \"constraints\": [\(constraints)],\n"
            + "             \"uikit_broke\": \(optional(block.uikitBroke)), \"break\": \(optional(block.tetherBreaks)),\n"
            + "             \"fixes\": [\(fixes)],\n"
            + "             \"broken\": \(optional(block.broken)), \"conflicts\": [\(block.conflicts.map(strings).joined(separator: ", "))],\n"
            + "             \"assumptions\": \(strings(block.assumptions)), \"cut\": \(optional(block.cut))}"
    }

    private static func optional(_ text: String?) -> String { text.map(JSONReport.string) ?? "null" }

    private static func strings(_ texts: [String]) -> String { "[" + texts.map(JSONReport.string).joined(separator: ", ") + "]" }

    /// A log without any block, as JSON: no blocks, the one error.
    static func noBlock(_ message: String) -> String {
        "{\"blocks\": [],\n \"errors\": [{\"line\": null, \"message\": \(JSONReport.string(message))}]}\n"
    }
}
