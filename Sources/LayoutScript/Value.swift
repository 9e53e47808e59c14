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
        switch self {
        case .number(let n): formatNumber(n)
        case .string(let s): quoted ? "\"\(s)\"" : s
        case .bool(let b): b ? "true" : "false"
        case .list(let items): "[" + items.map { $0.display(quoted: true) }.joined(separator: ", ") + "]"
        case .tuple(let items): "(" + items.map { $0.display(quoted: true) }.joined(separator: ", ") + ")"
        case .view(let name): name
        case .attribute(let term): term.description
        case .function(let callable): callable.isKind ? "<kind \(callable.name)>" : "<function \(callable.name)>"
        case .module(let module): "<module \(module.path)>"
        case .none: "none"
        }
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
/// most 6 decimals with trailing zeros dropped (`0.1`, `12.5`, `3.333333`).
func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
