import AutoLayout

// MARK: - Values

/// A value in a script, as host functions receive and return it.
public enum Value {
    /// A number; all numbers are `Double`s.
    case number(Double)
    /// A string.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `[a, b, c]`.
    case list([Value])
    /// `(x, y, width, height)`: a fixed-size group such as a frame.
    case tuple([Value])
    /// A view, by name.
    case view(String)
    /// An attribute of a view, possibly scaled and offset: `2 * a.width + 8`. In a
    /// constraint it is a term; where a number is needed it reads the current layout.
    case attribute(AttributeTerm)
    /// A `def`, a `kind`, a builtin or a host function.
    case function(Callable)
    /// A module imported `as` a name.
    case module(Module)
    /// `none`: no value (an absent intrinsic size, a function without `return`).
    case none

    /// The value's type as messages name it.
    public var typeName: String {
        switch self {
        case .number: "number"
        case .string: "string"
        case .bool: "bool"
        case .list: "list"
        case .tuple: "tuple"
        case .view: "view"
        case .attribute: "attribute"
        case .function(let callable): callable.isKind ? "kind" : "function"
        case .module: "module"
        case .none: "none"
        }
    }
}

/// `multiplier × view.attribute + constant`: one side of a constraint.
public struct AttributeTerm: Sendable, Hashable {
    /// The view's name.
    public var view: String
    /// Its attribute.
    public var attribute: LayoutAttribute
    /// The factor.
    public var multiplier: Double
    /// The offset.
    public var constant: Double

    /// Makes a term; the defaults give the plain attribute.
    public init(view: String, attribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
        self.view = view
        self.attribute = attribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether it is the attribute alone.
    var isPlain: Bool { multiplier == 1 && constant == 0 }
}

/// Something a script can call: a `def`, a `kind`, a builtin or a host function.
public final class Callable {
    enum Body {
        case script(Definition, closure: Scope)
        case native(([Value]) throws -> Value)
    }

    /// The name it was defined under.
    public let name: String
    let body: Body

    init(name: String, body: Body) {
        self.name = name
        self.body = body
    }

    /// Whether it is a view template (`kind`).
    public var isKind: Bool {
        if case .script(let definition, _) = body { return definition.isKind }
        return false
    }
}

/// An imported module's top-level names, reached as `name.member`.
public final class Module {
    /// The module's path as imported (`std/controls`).
    public let path: String
    let scope: Scope

    init(path: String, scope: Scope) {
        self.path = path
        self.scope = scope
    }
}

// MARK: - Display

extension Value: CustomStringConvertible {
    /// The value as `print` shows it: numbers without a needless fraction (`8`, `12.5`),
    /// strings without quotes at the top level, tuples as `(0, 524, 320, 44)`.
    public var description: String { display(quoted: false) }

    func display(quoted: Bool) -> String {
        var writer = TextWriter(limit: .max) { $0.description }
        _ = try? writer.write(self, quoted: quoted)
        return writer.text
    }

    /// A short quotation of the value for a message: at most 60 bytes, then "…".
    var excerpt: String {
        var writer = TextWriter(limit: 60) { $0.description }
        let complete = (try? writer.write(self, quoted: true)) ?? false
        return complete ? writer.text : writer.text + "…"
    }

    /// The items of a list or tuple, counted through the lists and tuples inside it
    /// (without recursion, however deep they nest); counting stops once past `limit`.
    func elementCount(upTo limit: Int) -> Int {
        var count = 0
        var pending: [[Value]] = []
        if case .list(let items) = self { pending.append(items) }
        if case .tuple(let items) = self { pending.append(items) }
        while let items = pending.popLast(), count <= limit {
            count += items.count
            for item in items {
                switch item {
                case .list(let inner), .tuple(let inner): pending.append(inner)
                default: continue
                }
            }
        }
        return count
    }
}

/// Writes values as text up to a length: `print`, `str` and messages stop at the limit
/// instead of building text the size of a doubled list.
struct TextWriter {
    /// The most UTF-8 bytes `text` may hold.
    let limit: Int
    /// How an attribute is written: its value in the layout, or its term.
    let attribute: (AttributeTerm) throws -> String
    private(set) var text = ""

    init(limit: Int, attribute: @escaping (AttributeTerm) throws -> String) {
        self.limit = limit
        self.attribute = attribute
    }

    /// Appends text; false when that passes the limit (the text is then cut at it).
    mutating func append(_ piece: String) -> Bool {
        text += piece
        guard text.utf8.count > limit else { return true }
        text = String(decoding: text.utf8.prefix(limit), as: UTF8.self)
        return false
    }

    /// Appends a value as `print` shows it (strings inside lists and tuples quoted); false
    /// when the text passes the limit.
    mutating func write(_ value: Value, quoted: Bool) throws -> Bool {
        switch value {
        case .number(let n): return append(formatNumber(n))
        case .string(let s): return append(quoted ? "\"\(s)\"" : s)
        case .bool(let b): return append(b ? "true" : "false")
        case .list(let items): return try write(items, open: "[", close: "]")
        case .tuple(let items): return try write(items, open: "(", close: ")")
        case .view(let name): return append(name)
        case .attribute(let term): return append(try attribute(term))
        case .function(let callable): return append(callable.isKind ? "<kind \(callable.name)>" : "<function \(callable.name)>")
        case .module(let module): return append("<module \(module.path)>")
        case .none: return append("none")
        }
    }

    private mutating func write(_ items: [Value], open: String, close: String) throws -> Bool {
        guard append(open) else { return false }
        for (index, item) in items.enumerated() {
            if index > 0, !append(", ") { return false }
            guard try write(item, quoted: true) else { return false }
        }
        return append(close)
    }
}

extension AttributeTerm: CustomStringConvertible {
    /// `view.attribute`, with the multiplier and constant when they are not 1 and 0.
    public var description: String {
        var text = multiplier == 1 ? "" : "\(formatNumber(multiplier)) * "
        text += "\(view).\(attribute.rawValue)"
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}

/// A number as scripts print it: whole numbers without a fraction, others rounded to at
/// most 6 decimals with trailing zeros dropped (`0.1`, `12.5`, `3.333333`); from 1e15 up,
/// Swift's shortest exact form (`1e+308`), never `inf` for a finite number.
func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = value.rounded(toDecimals: 6)
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
