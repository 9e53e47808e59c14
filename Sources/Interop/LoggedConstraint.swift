import AutoLayout
import Foundation

/// One constraint as UIKit describes it in the console:
///
///     <NSLayoutConstraint:0x6000 UILabel:0x7f9'Title'.leading == UIView:0x7f8.leadingMargin + 20   (active)>
///     <NSLayoutConstraint:0x6000 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f8.height == 44   (active)>
///     <NSLayoutConstraint:0x6000 H:|-(20)-[UILabel:0x7f9]   (active, names: '|':UIView:0x7f8 )>
///     <NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=--& UIView:0x7f8.minX == 0   (active, names: '|':UIWindow:0x7f7 )>
///     <NSContentSizeLayoutConstraint:0x6000 UILabel:0x7f9'Hi'.width == 17 Hug:250 CompressionResistance:750   (active)>
///     <SnapKit.LayoutConstraint:0x6000@ViewController.swift#42 UIView:0x7f8.width == 100.0>
struct LoggedConstraint {
    /// An object of the log: a view or a layout guide, by its address.
    struct Object: Hashable {
        /// `UILabel`, `SnapKitPOC.ExampleBasicView`, `UILayoutGuide`.
        var className: String
        /// `0x7f8b1c40a2f0`; for a name the log gives without one (`Username`), the name.
        var address: String
        /// A label's or button's text, or a guide's identifier (`UIViewSafeAreaLayoutGuide`).
        var text: String?

        /// One object is one address: a label's text may change between two lines of a log.
        static func == (lhs: Object, rhs: Object) -> Bool {
            lhs.address == rhs.address && lhs.className == rhs.className
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(address)
            hasher.combine(className)
        }
    }

    /// One side of a relation: an object's attribute (as UIKit names it: `leadingMargin`,
    /// `minX`), or nothing for a constant.
    struct Side {
        var object: Object
        var attribute: String
    }

    /// Why a description cannot be read, and where in it.
    struct ReadError: Error {
        var message: String
        var offset: Int
    }

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`,
    /// `_UILayoutSupportConstraint`, `SnapKit.LayoutConstraint`…
    var kind: String
    var address: String
    /// The constraint's identifier (`'UIView-Encapsulated-Layout-Height'`, `'UISV-spacing'`).
    var identifier: String?
    /// The autoresizing mask (`h=--& v=--&`) of an NSAutoresizingMaskLayoutConstraint.
    var mask: String?
    /// SnapKit's source location (`ViewController.swift#42`).
    var sourceLocation: String?
    var first: Side
    var relation: LayoutRelation
    var second: Side?
    var multiplier: Double
    var constant: Double
    var priority: Double
    /// NSContentSizeLayoutConstraint's hugging and compression resistance.
    var contentPriorities: (hug: Double, resist: Double)?
    /// The superview the description calls `'|'` in its `names:`: an autoresizing
    /// constraint's `minX == 0` is measured from it.
    var superview: Object?
    /// The description as printed, without `<…>`.
    var text: String
    var line: Int
    var column: Int

    /// Whether UIKit made it itself rather than the app: encapsulated sizes, autoresizing
    /// masks, content size, layout support, stack views' and the system guides' own.
    var isSystem: Bool {
        // UIKit's and AppKit's own classes; Masonry's, SnapKit's and an app's subclasses
        // (`App.LayoutConstraint`) are the app's.
        if kind.hasPrefix("_") || ["NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint", "NSIBPrototypingLayoutConstraint"].contains(kind) {
            return true
        }
        // Between UIKit's private views only (`_UIButtonBarButton`, `_UIKBCompatInputView`).
        if first.object.className.hasPrefix("_"), second.map({ $0.object.className.hasPrefix("_") }) ?? true { return true }
        if isCellSize { return true }
        // A system guide's edge on its owner's (`guide.bottom == view.bottom - 34`).
        if let second, Self.isSystemGuide(first.object) != Self.isSystemGuide(second.object), first.attribute == second.attribute {
            return true
        }
        guard let identifier else { return false }
        return identifier.hasPrefix("UIView-") || identifier.hasPrefix("UISV-") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide")
            || identifier.hasPrefix("_UI") || identifier.hasPrefix("UITemporaryLayout") || identifier.hasPrefix("NSView-") || identifier.hasPrefix("NSWindow-")
    }

    /// Whether it is the one constraint UIKit makes without an identifier: the row height a
    /// table gives a cell's content view, as iOS 8 to 11 print it
    /// (`UITableViewCellContentView:0x….height == 44`; the thread of the corpus's log 024
    /// fixes it by lowering the app's bottom constraint). Every width UIKit gives a content
    /// view carries its identifier (`UIView-Encapsulated-Layout-Width`, `fittingSizeHTarget`),
    /// so an unnamed width is the app's or its library's (a template-cell library's width
    /// fence): origin is decided by identifier and maker, not by the view constrained.
    var isCellSize: Bool {
        identifier == nil && kind == "NSLayoutConstraint" && second == nil && first.attribute == "height"
            && first.object.className.hasSuffix("CellContentView")
    }

    /// Whether an object is a view's safe area, margins or keyboard guide.
    static func isSystemGuide(_ object: Object) -> Bool {
        ["UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide", "UIViewKeyboardLayoutGuide"].contains(object.text ?? "")
    }

    init(entry: String, line: Int, column: Int) throws(ReadError) {
        self.line = line
        self.column = column
        var reader = DescriptionReader(entry)
        reader.skip(while: { $0 == "\"" || $0 == "\\" || $0 == " " })
        try reader.expect("<")
        // A custom subclass prints its own description first: `<<Module.LayoutConstraint:0x…> …>`.
        let nested = reader.peek == "<"
        if nested { reader.advance() }
        let kindText = reader.take { $0 != ":" }
        guard !kindText.isEmpty, reader.peek == ":" else { throw reader.error("expected the constraint's class and ':0x…'") }
        kind = kindText
        reader.advance()
        reader.skipSpaces()
        // SnapKit prints a constraint's label in place of its address: `SnapKit.LayoutConstraint:avatarWidth@…`.
        address = reader.take { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !address.isEmpty else { throw reader.error("expected the constraint's address (0x…)") }
        if reader.peek == "@" {
            reader.advance()
            sourceLocation = reader.take { $0 != " " && $0 != ">" }
        }
        if nested {
            reader.skip { $0 != ">" }
            try reader.expect(">")
        }
        reader.skipSpaces()
        // The description runs to the last `>`; the `(active, names: …)` part first.
        text = ConsoleLog.trimmed(reader.rest, of: " \",\\>")
        let body = try Self.splitNames(text)
        var description = DescriptionReader(body.description, offset: reader.offset)
        if description.peek == "'" {
            description.advance()
            identifier = description.take { $0 != "'" }
            try description.expect("'")
            description.skipSpaces()
        }
        if description.hasPrefix("h="), let space = description.rest.firstIndex(of: " ") {
            var maskText = String(description.rest[..<space])
            description.advance(by: maskText.count)
            description.skipSpaces()
            if description.hasPrefix("v=") {
                let vertical = description.take { $0 != " " }
                maskText += " " + vertical
                description.skipSpaces()
            }
            mask = maskText
            if identifier == nil, description.peek == "'" {
                // iOS 9's autoresizing constraints print the mask first: `h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|…`.
                description.advance()
                identifier = description.take { $0 != "'" }
                try description.expect("'")
                description.skipSpaces()
            }
        }
        let names = body.names
        superview = names["|"]
        var parsed: (Side, LayoutRelation, Side?, Double, Double, Double)
        if description.hasPrefix("H:") || description.hasPrefix("V:") {
            parsed = try Self.readVisualFormat(&description, names: names)
        } else {
            parsed = try Self.readEquation(&description, names: names)
        }
        (first, relation, second, multiplier, constant, priority) = parsed
        description.skipSpaces()
        if description.hasPrefix("Hug:") {
            description.advance(by: 4)
            let hug = Double(description.take { $0 != " " }) ?? 250
            description.skipSpaces()
            guard description.hasPrefix("CompressionResistance:") else {
                throw description.error("expected CompressionResistance: after Hug:")
            }
            description.advance(by: "CompressionResistance:".count)
            let resist = Double(description.take { $0 != " " }) ?? 750
            contentPriorities = (hug, resist)
            description.skipSpaces()
        }
        guard description.isAtEnd else { throw description.error("unexpected '\(description.rest.prefix(20))'") }
    }

    /// The description and the `names:` of its trailing `(active, names: '|':UIView:0x… )`
    /// (or iOS 7's `(Names: …)`, or AppKit's `(inactive)`).
    private static func splitNames(_ text: String) throws(ReadError) -> (description: String, names: [String: Object]) {
        // The last `(` after a space that opens `active`, `inactive` or `names:`.
        var search = text.endIndex
        var found: String.Index?
        while found == nil, let open = text[..<search].lastIndex(of: "(") {
            let after = text[text.index(after: open)...]
            let spaced = open > text.startIndex && text[text.index(before: open)].isWhitespace
            if spaced, ["active", "inactive", "Names:", "names:"].contains(where: after.hasPrefix) { found = open }
            search = open
        }
        guard let open = found else { return (text, [:]) }
        let description = ConsoleLog.trimmed(text[..<open], of: " \t")
        var tail = ConsoleLog.trimmed(text[open...], of: " )(")
        var names: [String: Object] = [:]
        guard let marker = tail.range(of: "names:", options: .caseInsensitive) else { return (description, names) }
        tail = String(tail[marker.upperBound...])
        var reader = DescriptionReader(tail)
        while true {
            reader.skip { $0 == " " || $0 == "," }
            if reader.isAtEnd { break }
            var key: String
            if reader.peek == "'" {
                reader.advance()
                key = reader.take { $0 != "'" }
                try reader.expect("'")
            } else {
                key = reader.take { $0 != ":" }
            }
            try reader.expect(":")
            if reader.hasPrefix("0x") {
                // `Username:0x1528ef800`: a view the description calls by a name.
                names[key] = Object(className: key, address: reader.take { $0.isHexDigit || $0 == "x" }, text: nil)
            } else {
                names[key] = try reader.readObject(names: [:], stopAt: [",", " "])
            }
        }
        return (description, names)
    }

    /// `FIRST.ATTR REL [M*]SECOND.ATTR [± C] [@P]` or `FIRST.ATTR REL C [@P]`.
    private static func readEquation(_ reader: inout DescriptionReader, names: [String: Object]) throws(ReadError)
        -> (Side, LayoutRelation, Side?, Double, Double, Double)
    {
        let first = try reader.readSide(names: names)
        reader.skipSpaces()
        let relationText = reader.take { "=<>".contains($0) }
        guard let relation = LayoutRelation(rawValue: relationText) else { throw reader.error("expected ==, <= or >=") }
        reader.skipSpaces()
        if reader.isAtEnd, first.attribute.hasPrefix("mid") || first.attribute.hasPrefix("min") {
            // iOS 6 and 7 print an autoresizing position whose constant is 0 as `midX ==`
            // (and `midY == + 37.5` otherwise).
            return (first, relation, nil, 1, 0, 1000)
        }
        var multiplier = 1.0
        var constant = 0.0
        var second: Side?
        if let number = reader.readNumber() {
            if reader.peek == "*" {
                reader.advance()
                multiplier = number
                second = try reader.readSide(names: names)
            } else {
                constant = number
            }
        } else {
            second = try reader.readSide(names: names)
            reader.skipSpaces()
            if reader.peek == "*" {
                // SnapKit prints the multiplier after the item: `UIView:0x7f8.width * 0.5`.
                reader.advance()
                reader.skipSpaces()
                guard let number = reader.readNumber() else { throw reader.error("expected a multiplier") }
                multiplier = number
            }
        }
        reader.skipSpaces()
        if second != nil, reader.peek == "+" || reader.peek == "-" {
            let negative = reader.peek == "-"
            reader.advance()
            reader.skipSpaces()
            guard let number = reader.readNumber() else { throw reader.error("expected a constant") }
            constant = negative ? -number : number
        }
        reader.skipSpaces()
        var priority = 1000.0
        if reader.peek == "@" {
            reader.advance()
            guard let number = reader.readNumber() else { throw reader.error("expected a priority") }
            priority = number
        }
        return (first, relation, second, multiplier, constant, priority)
    }

    /// The one-relation VFL UIKit prints: `H:|-(20)-[A]`, `H:[A]-(8)-[B]`, `V:[A]-(0)-|`,
    /// `V:[A(44)]`, `H:[A(>=100@750)]`, `-(NSSpace(8))-`, `(LTR)` for left and right.
    private static func readVisualFormat(_ reader: inout DescriptionReader, names: [String: Object]) throws(ReadError)
        -> (Side, LayoutRelation, Side?, Double, Double, Double)
    {
        let horizontal = reader.peek == "H"
        reader.advance(by: 2)
        let leftToRight = reader.rest.hasSuffix("(LTR)")
        if leftToRight { reader.dropLast(5) }
        let (start, end) = horizontal ? (leftToRight ? ("left", "right") : ("leading", "trailing")) : ("top", "bottom")
        let size = horizontal ? "width" : "height"
        func superview() throws(ReadError) -> Object {
            guard let object = names["|"] else { throw reader.error("'|' without its superview in names:") }
            return object
        }
        if reader.peek == "|" {
            // |-(C)-[A]
            reader.advance()
            let (relation, constant, priority) = try reader.readSpacing()
            let view = try reader.readBracketed(names: names)
            return (Side(object: view, attribute: start), relation, Side(object: try superview(), attribute: start), 1, constant, priority)
        }
        let view = try reader.readBracketed(names: names)
        if reader.peek == "(" {
            // [A(C)] or [A(>=C@P)] — the size predicate was read into readBracketed's rest.
            throw reader.error("unexpected '('")
        }
        if let predicate = reader.pendingPredicate {
            return (Side(object: view, attribute: size), predicate.relation, nil, 1, predicate.constant, predicate.priority)
        }
        let (relation, constant, priority) = try reader.readSpacing()
        if reader.peek == "|" {
            reader.advance()
            // [A]-(C)-| is superview.trailing == A.trailing + C
            return (Side(object: try superview(), attribute: end), relation, Side(object: view, attribute: end), 1, constant, priority)
        }
        let next = try reader.readBracketed(names: names)
        return (Side(object: next, attribute: start), relation, Side(object: view, attribute: end), 1, constant, priority)
    }
}
