// Naming the views of a document: readable, unique script names.

import LayoutScript

/// Readable, unique view names, from what the document's author called the view first: its
/// IB `userLabel` in camel case (`Title Label` → `titleLabel`), else the outlet that
/// connects it (`<outlet property="titleLabel" destination="…"/>`), else its accessibility
/// identifier (`profile.avatar` → `profileAvatar`); then a control's text and its class, the
/// class once (`signInButton`; `label` for a label whose text is "Label"; `label123`), else
/// the class (`imageView`, `stackView2`). Never a reserved word, a builtin or the names the
/// imports bring (`ui`, `hstack`).
struct Naming {
    private var used: Set<String> = Naming.taken
    /// Outlet names by the id of the view they connect (``outlets(in:)``).
    let outlets: [String: String]

    init(outlets: [String: String] = [:]) {
        self.outlets = outlets
    }

    /// The document's outlets, the first that connects each view by its id: a view
    /// controller's, a xib's File's Owner's, a custom view's own `<connections>`.
    static func outlets(in document: XMLNode) -> [String: String] {
        var outlets: [String: String] = [:]
        var pending = [document]
        while let node = pending.popLast() {
            if node.name == "outlet", let destination = node.attributes["destination"], let property = node.attributes["property"],
               outlets[destination] == nil {
                outlets[destination] = property
            }
            // Depth first in document order: the first outlet to a view is kept.
            pending += node.children.reversed()
        }
        return outlets
    }

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
        let kind = Naming.words(in: suffix)
        let given = [node.attributes["userLabel"], node.attributes["id"].flatMap { outlets[$0] },
                     node.child("accessibility", key: "accessibilityConfiguration")?.attributes["identifier"]]
            .lazy.compactMap { $0.map(Naming.words(in:)) }.first { !$0.isEmpty }
        var words: [String]
        if node.attributes["key"] == "contentView", node.attributes["userLabel"] == nil {
            words = ["content", "View"]
        } else if let given {
            words = given
        } else if let text = text.map(Naming.words(in:)), !text.isEmpty {
            words = Array(text.prefix(3))
            // The class once: a label whose text is "Title Label" is `titleLabel`.
            if words.last?.lowercased() != kind.last?.lowercased() { words += kind }
        } else {
            words = kind
        }
        // A name cannot start with a digit: the class goes first (`label123`, `view2ColumnGrid`).
        if words.first?.first?.isNumber == true {
            if words.count > kind.count, Array(words.suffix(kind.count)) == kind { words.removeLast(kind.count) }
            words = kind + words
        }
        return Naming.unique(Naming.camel(words), among: &used)
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
        // Nearly every text is ASCII, where each byte is a character ("\r\n", two, splits
        // words as the one character does): read on the byte, without finding the
        // characters' boundaries and looking up their properties one by one.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return words(inASCII: text.utf8.lazy.map { Optional($0) }) }
        return words(inASCII: text.lazy.map { $0.isASCII ? $0.asciiValue : nil })
    }

    /// The words of a text given as each character's ASCII value, nil for any other
    /// character: ASCII letters and digits, split at lower-to-upper case changes.
    private static func words(inASCII characters: some Sequence<UInt8?>) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousIsLower = false
        for character in characters {
            guard let byte = character, byte.isASCIILetter || byte.isASCIIDigit else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current = []
                previousIsLower = false
                continue
            }
            let isUpper = byte.isASCIIUppercase
            if isUpper, previousIsLower, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current = []
            }
            current.append(byte)
            previousIsLower = !isUpper
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `["Sign", "In", "Button"]` → `signInButton`.
    static func camel(_ words: [String]) -> String {
        words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
    }
}

private extension UInt8 {
    /// Whether the byte is an ASCII capital, `A` to `Z`.
    var isASCIIUppercase: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }

    /// Whether the byte is an ASCII letter, `A` to `Z` or `a` to `z`.
    var isASCIILetter: Bool { isASCIIUppercase || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }

    /// Whether the byte is an ASCII digit, `0` to `9`.
    var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
