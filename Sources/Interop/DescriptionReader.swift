import AutoLayout
import Foundation

/// A cursor over a constraint's description.
struct DescriptionReader {
    private let characters: [Character]
    private var index = 0
    private var end: Int
    private let base: Int
    /// A bracket's size predicate, `[A(>=100@750)]`, read with the view.
    var pendingPredicate: (relation: LayoutRelation, constant: Double, priority: Double)?

    init(_ text: String, offset: Int = 0) {
        characters = Array(text)
        end = characters.count
        base = offset
    }

    var offset: Int { base + index }
    var isAtEnd: Bool { index >= end }

    /// Whether the rest starts with `prefix`, without making the rest a string.
    func hasPrefix(_ prefix: String) -> Bool {
        var probe = index
        for character in prefix {
            guard probe < end, characters[probe] == character else { return false }
            probe += 1
        }
        return true
    }
    var peek: Character? { index < end ? characters[index] : nil }
    var rest: String { String(characters[index..<end]) }

    mutating func advance(by count: Int = 1) { index = min(end, index + count) }
    mutating func dropLast(_ count: Int) { end = max(index, end - count) }

    mutating func take(while predicate: (Character) -> Bool) -> String {
        let start = index
        while index < end, predicate(characters[index]) { index += 1 }
        return String(characters[start..<index])
    }

    mutating func skip(while predicate: (Character) -> Bool) {
        while index < end, predicate(characters[index]) { index += 1 }
    }

    mutating func skipSpaces() { skip { $0 == " " || $0 == "\t" } }

    func error(_ message: String) -> LoggedConstraint.ReadError {
        LoggedConstraint.ReadError(message: message, offset: offset)
    }

    mutating func expect(_ character: Character) throws(LoggedConstraint.ReadError) {
        guard peek == character else { throw error("expected '\(character)'") }
        advance()
    }

    /// A number as UIKit prints it: `20`, `-20`, `- 16` (a constant alone, as iOS 13 and
    /// iOS 6 print it), `0.333333`, `100.0`, `1e+06`.
    mutating func readNumber() -> Double? {
        let start = index
        var sign = ""
        if peek == "-" || peek == "+" {
            sign = peek == "-" ? "-" : ""
            advance()
            skipSpaces()
        }
        let digitsStart = index
        let digits = take { $0.isNumber || $0 == "." || $0 == "e" }
        if digits.hasSuffix("e"), peek == "+" || peek == "-" {
            advance()
            _ = take { $0.isNumber }
        }
        let text = sign + String(characters[digitsStart..<index])
        guard !digits.isEmpty, digits.first?.isNumber == true || digits.first == ".", let value = Double(text), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    /// `Class:0xADDR` with an optional `'text'`, or a name from `names:`. A class may be
    /// qualified by its module (`SnapKitPOC.ExampleBasicView:0x…`).
    mutating func readObject(names: [String: LoggedConstraint.Object], stopAt stops: Set<Character>) throws(LoggedConstraint.ReadError)
        -> LoggedConstraint.Object
    {
        // A custom constraint class prints its objects in brackets: `<UIView:0x…>.top`.
        let bracketed = peek == "<"
        if bracketed { advance() }
        let start = index
        while index < end, characters[index] != ":", !stops.contains(characters[index]) {
            if characters[index] == ".", !isModuleDot(at: index) { break }
            index += 1
        }
        let className = String(characters[start..<index])
        if peek == ":" {
            advance()
            // A page may put a space after the colon (`UIView: 0x7f8`).
            skipSpaces()
            var address = take { $0.isHexDigit || $0 == "x" }
            if !address.hasPrefix("0x") {
                // SnapKit prints a view's label in place of its address: `UIImageView:avatar`.
                address += take { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            guard !address.isEmpty, address.hasPrefix("0x") || address.first?.isLetter == true || address.first == "_" else {
                throw error("expected an address (0x…) after '\(className):'")
            }
            var text: String?
            if peek == "'" { text = readQuotedText() }
            if bracketed, peek == ">" { advance() }
            return LoggedConstraint.Object(className: className, address: address, text: text)
        }
        guard let named = names[className] else {
            index = start
            throw error("'\(className)' is neither an object (Class:0x…) nor a name in names:")
        }
        return named
    }

    /// Whether the `.` at `position` separates a module from a class (`SnapKitPOC.View:0x…`,
    /// `App.AvatarView:header` with a SnapKit label) rather than an object from its attribute.
    private func isModuleDot(at position: Int) -> Bool {
        var probe = position + 1
        while probe < end, characters[probe].isLetter || characters[probe].isNumber || characters[probe] == "_" { probe += 1 }
        guard probe + 1 < end, characters[probe] == ":" else { return false }
        let next = characters[probe + 1]
        return next == "0" || next.isLetter || next == "_" || next == " "
    }

    /// A label's `'text'`: it ends at the first quote followed by the attribute's `.name`, a
    /// `]`, a `(`, a comma, a space or the end, so a quote or dot inside the text is kept.
    private mutating func readQuotedText() -> String {
        advance()
        var probe = index
        while probe < end {
            if characters[probe] == "'" {
                let next: Character? = probe + 1 < end ? characters[probe + 1] : nil
                if next == nil || next == "]" || next == "(" || next == "," || next == " " { break }
                if next == ".", probe + 2 < end, characters[probe + 2].isLetter { break }
            }
            probe += 1
        }
        let text = String(characters[index..<min(probe, end)])
        index = min(end, probe + 1)
        return text
    }

    /// `OBJECT.attribute`.
    mutating func readSide(names: [String: LoggedConstraint.Object]) throws(LoggedConstraint.ReadError) -> LoggedConstraint.Side {
        let object = try readObject(names: names, stopAt: [" "])
        try expect(".")
        let attribute = take { $0.isLetter || $0.isNumber }
        guard !attribute.isEmpty else { throw error("expected an attribute after '.'") }
        return LoggedConstraint.Side(object: object, attribute: attribute)
    }

    /// `[OBJECT]` or `[OBJECT(PREDICATE)]`, the predicate kept in ``pendingPredicate``.
    mutating func readBracketed(names: [String: LoggedConstraint.Object]) throws(LoggedConstraint.ReadError) -> LoggedConstraint.Object {
        try expect("[")
        let object = try readObject(names: names, stopAt: ["]", "("])
        if peek == "(" {
            advance()
            let relation = readRelation()
            guard let constant = readNumber() else { throw error("expected a size") }
            var priority = 1000.0
            if peek == "@" {
                advance()
                guard let value = readNumber() else { throw error("expected a priority") }
                priority = value
            }
            try expect(")")
            pendingPredicate = (relation, constant, priority)
        }
        try expect("]")
        return object
    }

    private mutating func readRelation() -> LayoutRelation {
        for relation in [LayoutRelation.greaterThanOrEqual, .lessThanOrEqual, .equal] where hasPrefix(relation.rawValue) {
            advance(by: 2)
            return relation
        }
        return .equal
    }

    /// `-(C)-`, `-(>=C@P)-`, `-(NSSpace(8))-`, `-C-`, `-` (the standard 8), or nothing (0).
    mutating func readSpacing() throws(LoggedConstraint.ReadError) -> (LayoutRelation, Double, Double) {
        guard peek == "-" else { return (.equal, 0, 1000) }
        advance()
        var relation = LayoutRelation.equal
        var constant = 8.0
        var priority = 1000.0
        if peek == "(" {
            advance()
            relation = readRelation()
            if hasPrefix("NSSpace(") {
                advance(by: "NSSpace(".count)
                constant = readNumber() ?? 8
                try expect(")")
            } else {
                guard let value = readNumber() else { throw error("expected a spacing") }
                constant = value
            }
            if peek == "@" {
                advance()
                guard let value = readNumber() else { throw error("expected a priority") }
                priority = value
            }
            try expect(")")
            try expect("-")
        } else if let value = readNumber() {
            constant = value
            try expect("-")
        }
        return (relation, constant, priority)
    }
}
