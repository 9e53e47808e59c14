/// A width and a height, in points.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A label's text: what it says, its point size and weight, and `numberOfLines` (0: as many
/// as needed).
public struct TextContent: Hashable, Sendable {
    /// What the label says.
    public var text: String
    /// The font's point size.
    public var size: Double
    /// The font's weight (UIFont's `systemFont(ofSize:weight:)`).
    public var weight: FontWeight
    /// `numberOfLines`: 1 for one line, 0 for as many as needed.
    public var lines: Int
    /// A text style's leading, the distance from a line's baseline to the next's; nil for
    /// lines the font's own height apart.
    public var leading: Double?
    /// The Dynamic Type text style it follows (`"body"`, `UIFont.TextStyle`'s names), if any.
    public var style: String?
    /// The text's width on one line in the font it is drawn in, where it was measured there
    /// (San Francisco's, as Interface Builder stores it); nil for the measurer's own.
    public var measuredWidth: Double?
    /// A line's natural height in the font the text is drawn in, where it was measured there
    /// (`UIFont.lineHeight` of a font the measurer stands in for); nil for the measurer's own
    /// line and a text style's leading.
    public var measuredLineHeight: Double?
    /// The points between the bottom of one line and the top of the next
    /// (`NSParagraphStyle.lineSpacing`); 0 by default.
    public var lineSpacing: Double
    /// The factor each line's natural height is multiplied by
    /// (`NSParagraphStyle.lineHeightMultiple`); 0, the default, leaves it natural.
    public var lineHeightMultiple: Double
    /// The least height of a line (`NSParagraphStyle.minimumLineHeight`); 0, the default, for none.
    public var minimumLineHeight: Double = 0
    /// The greatest height of a line (`NSParagraphStyle.maximumLineHeight`); 0, the default, for none.
    public var maximumLineHeight: Double = 0

    /// The height `count` lines take (at least one): the first the font's `lineHeight` (the
    /// ``measuredLineHeight`` where there is one), the next ones the ``leading`` apart (the
    /// font's line height without a style), each line's
    /// height × ``lineHeightMultiple`` where it is positive and ``lineSpacing`` between two
    /// lines, before any rounding to the screen. NSParagraphStyle's `lineSpacing` is "the
    /// distance in points between the bottom of one line fragment and the top of the next",
    /// and `lineHeightMultiple` multiplies "the natural line height" (Apple's reference).
    public func height(ofLines count: Int, lineHeight: Double) -> Double {
        fragmentHeight(measuredLineHeight ?? lineHeight) + Double(max(1, count) - 1) * linePitch(lineHeight: lineHeight)
    }

    /// The distance from one line's top to the next's after the first: the
    /// ``measuredLineHeight``, else the ``leading`` (the font's `lineHeight` without a
    /// style) as the paragraph style makes a line (× the
    /// ``lineHeightMultiple``, held between ``minimumLineHeight`` and ``maximumLineHeight``),
    /// plus ``lineSpacing``.
    public func linePitch(lineHeight: Double) -> Double {
        fragmentHeight(measuredLineHeight ?? leading ?? lineHeight) + lineSpacing
    }

    /// A line of natural height `natural` as the paragraph style makes it: × the
    /// ``lineHeightMultiple`` where it is positive, then at least ``minimumLineHeight`` and
    /// at most ``maximumLineHeight`` where each is positive ("The framework multiplies the
    /// natural line height … by this factor (if positive), and constrains the resulting value
    /// by the minimum and maximum line height", Apple's NSParagraphStyle.lineHeightMultiple).
    func fragmentHeight(_ natural: Double) -> Double {
        var height = natural * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// The lines the text shows at a layout width, broken by `measurer`. Where the text was
    /// measured in the font it is drawn in (``measuredWidth``), it is one line a paragraph at
    /// that width or wider, and below it breaks where the measurer's lines do at the width
    /// scaled by the measurer's width over the measured one: the layout, the picture and the
    /// check for cut text all wrap it here. `maxLines` overrides ``lines`` (0: every line).
    public func shownLines(atWidth width: Double, measuredBy measurer: any TextMeasuring, maxLines: Int? = nil) -> [String] {
        let measurer = measurer.measurer(for: weight)
        var wrapWidth = width
        if let measuredWidth, !text.isEmpty {
            let natural = measurer.size(of: text, size: size, width: .infinity, maxLines: lines).width
            wrapWidth = width >= measuredWidth - 1e-6 ? .infinity : width * (natural > 0 ? natural / measuredWidth : 1)
        }
        return measurer.lines(of: text, size: size, width: wrapWidth, maxLines: maxLines ?? lines)
    }

    /// Makes text content.
    public init(text: String, size: Double, weight: FontWeight = .regular, lines: Int, leading: Double? = nil,
                style: String? = nil, measuredWidth: Double? = nil, lineSpacing: Double = 0, lineHeightMultiple: Double = 0) {
        self.text = text
        self.size = size
        self.weight = weight
        self.lines = lines
        self.leading = leading
        self.style = style
        self.measuredWidth = measuredWidth
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
    }
}

/// Insets from each edge of a rectangle, in points.
public struct LayoutInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Makes insets; each side defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = LayoutInsets()

    /// The four sides, top, left, bottom, right.
    var sides: [Double] { [top, left, bottom, right] }

    /// The insets, each side at least 0, and where two opposite sides add up to more than
    /// the size, both shrunk in proportion to meet.
    func fitting(_ width: Double, _ height: Double) -> LayoutInsets {
        func fit(_ a: Double, _ b: Double, _ size: Double) -> (Double, Double) {
            let size = max(0, size)
            guard a + b > size, a + b > 0 else { return (a, b) }
            return (a * size / (a + b), b * size / (a + b))
        }
        let (top, bottom) = fit(self.top, self.bottom, height)
        let (left, right) = fit(self.left, self.right, width)
        return LayoutInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `top 47, left 0, bottom 34, right 0`: the caption of insets in tables and diagnostics.
    package var label: String {
        "top \(top.roundedForDisplay), left \(left.roundedForDisplay), bottom \(bottom.roundedForDisplay), right \(right.roundedForDisplay)"
    }
}

extension LayoutSize {
    /// `320 × 568`: the caption of a size in the table, the picture, the REPL and diagnostics.
    package var label: String { "\(width.roundedForDisplay) × \(height.roundedForDisplay)" }
}

/// A rectangle in points: origin top-left, y growing downward, as `CGRect` on iOS.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The rectangle at (`x`, `y`) of `width` × `height`.
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

    /// An attribute's value for a view with this frame: leading and trailing as `direction`
    /// has them (leading is the right edge right to left), baselines at the given offsets
    /// (the bottom without them), as UIKit reads them. Nil for `.notAnAttribute`.
    package func value(
        of attribute: LayoutAttribute, direction: LayoutDirection, firstBaselineOffset: Double? = nil,
        lastBaselineOffsetFromBottom: Double? = nil
    ) -> Double? {
        let leftToRight = direction == .leftToRight
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width / 2
        case .centerY: return y + height / 2
        case .leading: return leftToRight ? x : x + width
        case .trailing: return leftToRight ? x + width : x
        case .firstBaseline: return y + (firstBaselineOffset ?? height)
        case .lastBaseline: return y + height - (lastBaselineOffsetFromBottom ?? 0)
        case .notAnAttribute: return nil
        }
    }

    /// The rectangle grown by `insets` on each side (a frame from its alignment rectangle,
    /// UIKit's `frame(forAlignmentRect:)`); negative insets shrink it.
    package func outset(by insets: LayoutInsets) -> LayoutRect {
        LayoutRect(x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right,
                   height: height + insets.top + insets.bottom)
    }

    /// `(x, y, width, height)` to 1/1000 of a point, as every output prints a frame:
    /// `(0, 18.7, 106.667, 44)`.
    package var tableText: String {
        "(\(x.roundedForDisplay), \(y.roundedForDisplay), \(width.roundedForDisplay), \(height.roundedForDisplay))"
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
