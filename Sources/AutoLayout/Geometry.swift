/// A width and a height, in points.
public struct LayoutSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in points: origin top-left, y growing downward, as `CGRect` on iOS.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `(x, y, width, height)`, numbers in their shortest form: `(0, 524, 320, 44)`.
    public var description: String {
        "(\(x.layoutDescription), \(y.layoutDescription), \(width.layoutDescription), \(height.layoutDescription))"
    }

    var isFinite: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite
    }
}

/// Which way leading and trailing run: the engine-wide `userInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable {
    /// Leading is left, trailing is right (English).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft
}
