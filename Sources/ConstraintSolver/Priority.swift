/// How much a constraint matters, from 1 to 1000; 1000 is required.
///
/// Optional constraints are satisfied in strict priority order, as Apple's Auto Layout
/// Guide describes: no number of errors at a lower priority can outweigh one error at a
/// higher priority. Within one priority, errors add up.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The priority's value; valid values are 1…1000.
    public var value: Double

    /// A priority of `value` (valid from 1 to 1000; see ``isValid``).
    public init(_ value: Double) {
        self.value = value
    }

    /// A priority written as a whole number: `750`.
    public init(integerLiteral value: Int) {
        self.value = Double(value)
    }

    /// A priority written with a fraction: `999.5`.
    public init(floatLiteral value: Double) {
        self.value = value
    }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh` (and its default compression resistance).
    public static let defaultHigh = Priority(750)
    /// 250, UIKit's `defaultLow` (and its default content hugging).
    public static let defaultLow = Priority(250)

    /// Whether the priority is within 1…1000.
    public var isValid: Bool {
        value >= 1 && value <= 1000
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool {
        value == 1000
    }

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.value < rhs.value
    }
}
