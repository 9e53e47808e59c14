// MARK: - The frames of every view as functions of the root's width

/// A number that changes linearly with the root's width inside one piece of a
/// ``WidthSweep``: `value` at the piece's first width, changing by `rate` per point of
/// width.
public struct WidthAffine: Hashable, Sendable {
    /// The value at the first width of the piece.
    public var value: Double
    /// The change per point of root width.
    public var rate: Double

    /// A value that moves at `rate` from `value`.
    public init(value: Double, rate: Double = 0) {
        self.value = value
        self.rate = rate
    }

    /// The value `offset` points of width past the piece's first width.
    public func value(atOffset offset: Double) -> Double {
        value + rate * offset
    }

    /// The sum.
    public static func + (lhs: WidthAffine, rhs: WidthAffine) -> WidthAffine {
        WidthAffine(value: lhs.value + rhs.value, rate: lhs.rate + rhs.rate)
    }

    /// The difference.
    public static func - (lhs: WidthAffine, rhs: WidthAffine) -> WidthAffine {
        WidthAffine(value: lhs.value - rhs.value, rate: lhs.rate - rhs.rate)
    }

    /// The function shifted by a constant.
    public static func + (lhs: WidthAffine, rhs: Double) -> WidthAffine {
        WidthAffine(value: lhs.value + rhs, rate: lhs.rate)
    }

    /// The function shifted by a constant.
    public static func - (lhs: WidthAffine, rhs: Double) -> WidthAffine {
        WidthAffine(value: lhs.value - rhs, rate: lhs.rate)
    }

    /// The function scaled.
    public static func * (lhs: Double, rhs: WidthAffine) -> WidthAffine {
        WidthAffine(value: lhs * rhs.value, rate: lhs * rhs.rate)
    }
}

/// A rectangle whose edges move linearly with the root's width inside one piece.
public struct WidthAffineRect: Hashable, Sendable {
    /// The left edge.
    public var x: WidthAffine
    /// The top edge.
    public var y: WidthAffine
    /// The width.
    public var width: WidthAffine
    /// The height.
    public var height: WidthAffine

    /// The right edge.
    public var maxX: WidthAffine { x + width }
    /// The bottom edge.
    public var maxY: WidthAffine { y + height }

    /// The rectangle `offset` points of width past the piece's first width.
    public func rect(atOffset offset: Double) -> LayoutRect {
        LayoutRect(
            x: x.value(atOffset: offset), y: y.value(atOffset: offset),
            width: width.value(atOffset: offset), height: height.value(atOffset: offset))
    }
}

/// One view's (or guide's) frame inside a piece of a sweep.
public struct SweptFrame: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// The superview's name (a guide's owner), nil for the root view.
    public var superview: String?
    /// Relative to the superview, as ``ViewFrame/frame``.
    public var frame: WidthAffineRect
    /// In the root view's coordinates.
    public var absolute: WidthAffineRect
}

/// The root's minimum side margin as a step function of the root's width, as a device
/// gives it (`systemMinimumLayoutMargins`: 16 in a compact width, 20 from a regular one).
public struct RootMarginSchedule: Hashable, Sendable {
    /// From `width` up (until the next step), the margin is `margin`.
    public struct Step: Hashable, Sendable {
        /// The first root width of the step.
        public var width: Double
        /// The margin from that width.
        public var margin: Double

        /// A margin from a width up.
        public init(width: Double, margin: Double) {
            self.width = width
            self.margin = margin
        }
    }

    /// The margin below the first step.
    public var margin: Double
    /// The steps, by width.
    public var steps: [Step]

    /// `margin` below the first step, then each step's from its width up.
    public init(_ margin: Double, steps: [Step] = []) {
        self.margin = margin
        self.steps = steps.sorted { $0.width < $1.width }
    }

    /// The margin at a root width.
    public func margin(atWidth width: Double) -> Double {
        steps.last { $0.width <= width }?.margin ?? margin
    }

    /// The first step strictly after `width`, if any.
    func nextStep(after width: Double) -> Double? {
        steps.first { $0.width > width }?.width
    }
}

/// The layout along an interval of root widths, in pieces inside each of which every frame
/// is affine in the width: what ``LayoutEngine/sweepRootWidth(over:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``
/// finds. Adjacent pieces share their boundary width; where the layout jumps there (a
/// margin step, a text height, a restored constraint) the later piece holds at it.
public struct WidthSweep: Sendable {
    /// Why a piece ends where it does.
    public enum Boundary: String, Hashable, Sendable {
        /// The solver's basis changes: a constraint becomes tight or slack, a size reaches 0.
        case basisChange
        /// One of the root's guides changes its rate: the readable width is reached, or the
        /// margins meet.
        case rootGuide
        /// The root's minimum margin steps (``RootMarginSchedule``).
        case marginStep
        /// Past it the engine changes something itself: a view's safe area or margins, a
        /// text height, a broken constraint that fits again. Located by bisection, to within
        /// ``WidthSweep/tolerance``.
        case engineChange
        /// Past it the required constraints cannot all hold: the engine breaks one.
        case conflict
        /// The last width asked for.
        case end
        /// ``LayoutEngine/maxSweepPieces`` pieces were made: the sweep stops here.
        case limit
    }

    /// One interval of widths with one affine layout.
    public struct Piece: Sendable {
        /// The widths the piece covers.
        public var widths: ClosedRange<Double>
        /// Every view, the root first, in declaration order.
        public var views: [SweptFrame]
        /// Every layout guide, in declaration order, relative to its owner.
        public var guides: [SweptFrame]
        /// Why the piece ends at its upper width.
        public var boundary: Boundary
        /// False when the engine's guides or text heights did not settle at the piece's
        /// first width (``LayoutEngine/maxSettleRounds``) or changed continuously inside it,
        /// so that the frames are the solver's at the engine's values of the first width.
        public var isExact: Bool

        /// The frame of a view or guide by name.
        public func frame(of name: String) -> SweptFrame? {
            views.first { $0.name == name } ?? guides.first { $0.name == name }
        }
    }

    /// The widths asked for.
    public var widths: ClosedRange<Double>
    /// The pieces in order, from the first width asked for; they reach the last one unless
    /// the last piece's boundary is ``Boundary/limit``.
    public var pieces: [Piece]

    /// How closely a boundary of kind ``Boundary/engineChange`` is located, and below what
    /// a function counts as 0 in the interval queries: a millionth of a point.
    public static let tolerance = 1e-6

    /// The piece that holds `width` (the later one at a shared boundary).
    public func piece(atWidth width: Double) -> Piece? {
        pieces.last { $0.widths.contains(width) }
    }

    /// The frame of a view at a width: its frame relative to its superview and in root
    /// coordinates.
    public func frame(of name: String, atWidth width: Double) -> (frame: LayoutRect, absolute: LayoutRect)? {
        guard let piece = piece(atWidth: width), let frame = piece.frame(of: name) else { return nil }
        let offset = width - piece.widths.lowerBound
        return (frame.frame.rect(atOffset: offset), frame.absolute.rect(atOffset: offset))
    }
}
