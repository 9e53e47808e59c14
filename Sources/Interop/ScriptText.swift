import AutoLayout

/// Script text as the importer and the log explainer write it.
enum ScriptText {
    /// A number as a script writes it: `20`, `20.5`, `-8` (``Double/layoutDescription``).
    static func number(_ value: Double) -> String { value.layoutDescription }

    /// A `pin` statement (grammar.md): `pin a.width == 2 * b.width + 8 @ 750 as "name"`, the
    /// equation in the script notation every writer of constraints shares.
    static func pin(_ equation: ConstraintEquation, identifier: String?) -> String {
        "pin " + equation.text(in: .script) + (identifier.map { " as \(quoted($0))" } ?? "")
    }

    /// A script string literal: quotes and backslashes escaped, newlines and tabs as `\n`
    /// and `\t`, the line and paragraph separators (U+2028, U+2029) as `\n` too — each ends
    /// a line of a label's text as a newline does, and a script line must not hold one —
    /// and other control characters as spaces (a script string has no other escapes).
    static func quoted(_ text: String) -> String {
        literal(text) { isControl($0) ? " " : "\\n" }
    }

    /// A double-quoted literal, as scripts and Swift both write one: quotes, backslashes,
    /// newlines and tabs escaped, each other control character and the line and paragraph
    /// separators as `control` spells them.
    static func literal(_ text: String, control: (Unicode.Scalar) -> String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += control(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A line of generated text with every line or paragraph separator and control
    /// character (but tab) as a space, so that text from a document or a log that ends up in
    /// a comment cannot start a line of code of its own.
    static func oneLine(_ text: String) -> String {
        // Almost every line is printable ASCII: nothing to replace, and no Unicode lookups.
        // Its bytes are read in place where the string has them in one block.
        let isPlain = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F || byte == UInt8(ascii: "\t") }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isPlain) }) ?? text.utf8.allSatisfy(isPlain) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) && scalar != "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the scalar is a control character, Unicode's category Cc: U+0000–U+001F and
    /// U+007F–U+009F, a set Unicode's stability policy fixes, so no property lookup is needed
    /// (the line and paragraph separators, categories Zl and Zp, are U+2028 and U+2029 alone).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
