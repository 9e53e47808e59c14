/// Which parts of a view's frame stretch when its superview's size changes, as
/// `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, in `UIView.AutoresizingMask`'s order.
    public let rawValue: UInt8

    /// The mask with these bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The left margin stretches (`flexibleLeftMargin`, IB's flexibleMinX).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches (`flexibleWidth`).
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches (`flexibleRightMargin`, IB's flexibleMaxX).
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches (`flexibleTopMargin`).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches (`flexibleHeight`).
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches (`flexibleBottomMargin`).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The mask the way UIKit prints it in an `NSAutoresizingMaskLayoutConstraint`:
    /// `h=--& v=--&`, each triple being (leading margin, size, trailing margin) with `-` fixed
    /// and `&` flexible.
    public var description: String {
        func mark(_ flag: AutoresizingMask) -> String { contains(flag) ? "&" : "-" }
        return "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin))"
            + " v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
    }
}

/// The two constraints an autoresizing mask implies along one axis, for a frame `origin`,
/// `size` in a superview of size `container`:
///
///     view.origin (relative to the superview) == positionFactor × superview.size + positionConstant
///     view.size                               == sizeFactor × superview.size + sizeConstant
///
/// UIKit's rule: the three parts (leading margin, size, trailing margin) share the change
/// of the superview's size. With one part flexible it takes the whole change; with two or
/// three they take it in proportion to their current lengths (equally when those add up
/// to nothing). With none flexible the view keeps its frame (UIKit's `h=---`: the trailing
/// margin gives).
struct AutoresizingTranslation: Equatable {
    var positionFactor: Double
    var positionConstant: Double
    var sizeFactor: Double
    var sizeConstant: Double

    init(positionFactor: Double, positionConstant: Double, sizeFactor: Double, sizeConstant: Double) {
        self.positionFactor = positionFactor
        self.positionConstant = positionConstant
        self.sizeFactor = sizeFactor
        self.sizeConstant = sizeConstant
    }

    init(origin: Double, size: Double, container: Double, flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool) {
        let parts = [origin, size, container - origin - size]
        var flexible = [flexibleLeading, flexibleSize, flexibleTrailing]
        if !flexible.contains(true) { flexible[2] = true }
        let flexibleCount = flexible.filter { $0 }.count
        let flexibleLength = zip(parts, flexible).reduce(0) { $1.1 ? $0 + $1.0 : $0 }
        var shares = [0.0, 0.0, 0.0]
        for index in 0..<3 where flexible[index] {
            if flexibleCount == 1 {
                shares[index] = 1
            } else if flexibleLength > 0 {
                shares[index] = parts[index] / flexibleLength
            } else {
                shares[index] = 1 / Double(flexibleCount)
            }
        }
        positionFactor = shares[0]
        positionConstant = origin - shares[0] * container
        sizeFactor = shares[1]
        sizeConstant = size - shares[1] * container
    }

    /// The same translation against the superview's alignment rectangle, which lies
    /// `leading` and `trailing` inside the frame the translation measures: its frame's
    /// origin is the rectangle's less `leading`, its size the rectangle's plus both.
    func measuring(from leading: Double, to trailing: Double) -> AutoresizingTranslation {
        AutoresizingTranslation(
            positionFactor: positionFactor,
            positionConstant: positionConstant + positionFactor * (leading + trailing) - leading,
            sizeFactor: sizeFactor,
            sizeConstant: sizeConstant + sizeFactor * (leading + trailing))
    }
}
