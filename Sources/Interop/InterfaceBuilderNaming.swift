// Naming the views of a document: readable, unique script names.

import LayoutScript

/// Readable, unique view names: an IB `userLabel` in camel case (`Title Label` →
/// `titleLabel`), else a control's text and its class (`signInButton`), else the class
/// (`imageView`, `stackView2`). Never a reserved word, a builtin or the names the imports
/// bring (`ui`, `hstack`).
struct Naming {
    private var used: Set<String> = Naming.taken

    static let taken: Set<String> = Set(Interpreter.languageWords).union([
        "root", "self", "ui", "hstack", "vstack", "traits", "range", "min", "max", "abs", "round", "floor", "ceil",
        "sqrt", "str", "viewNamed", "error", "textWidth", "textLineHeight", "textAscent", "guide", "x", "h", "v",
    ])

    mutating func name(for node: XMLNode) -> String {
        let suffix: String
        var text: String?
        switch node.name {
        case "label": (suffix, text) = ("Label", node.attributes["text"])
        case "button":
            suffix = "Button"
            text = ScriptWriter.normalState(of: node)?.attributes["title"]
                ?? node.child("buttonConfiguration")?.attributes["title"]
        case "textField": (suffix, text) = ("Field", node.attributes["placeholder"])
        case "switch": suffix = "Switch"
        default: suffix = String(node.name.prefix(1).uppercased() + node.name.dropFirst())
        }
        var base: String
        if node.attributes["key"] == "contentView", node.attributes["userLabel"] == nil {
            base = "contentView"
        } else if let label = node.attributes["userLabel"], !Naming.words(in: label).isEmpty {
            base = Naming.camel(Naming.words(in: label))
        } else if let text, !Naming.words(in: text).isEmpty {
            base = Naming.camel(Array(Naming.words(in: text).prefix(3)) + Naming.words(in: suffix))
        } else {
            base = Naming.camel(Naming.words(in: suffix))
        }
        if base.first?.isNumber == true { base = "v" + base }
        return Naming.unique(base, among: &used)
    }

    /// `base` or `base2`, `base3`…, whichever is free, taken from now on.
    mutating func unique(_ base: String) -> String {
        Naming.unique(base, among: &used)
    }

    /// `base`, or `base2`, `base3`… (with `separator` before the number) if taken; the
    /// name returned is added to `used`.
    static func unique(_ base: String, separator: String = "", among used: inout Set<String>) -> String {
        var name = base
        var counter = 2
        while used.contains(name) {
            name = "\(base)\(separator)\(counter)"
            counter += 1
        }
        used.insert(name)
        return name
    }

    /// The ASCII words of a text, split at anything else and at lower-to-upper case changes.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `["Sign", "In", "Button"]` → `signInButton`.
    static func camel(_ words: [String]) -> String {
        words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
    }
}
