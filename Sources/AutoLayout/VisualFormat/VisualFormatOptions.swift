/// Options for a visual format string, as `NSLayoutConstraint.FormatOptions`: which
/// attribute to align all the views on, and which way a horizontal format runs.
///
/// The raw values are Apple's bits, so a host that bridges UIKit can pass them through.
/// At most one direction may be given; `directionLeadingToTrailing` is the empty set.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as `NSLayoutConstraint.FormatOptions` has them.
    public let rawValue: UInt

    /// The options with these bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    // MARK: - Alignment

    /// Align the left edges of adjacent views (vertical formats only).
    public static let alignAllLeft = Self(rawValue: 1 << 1)
    /// Align the right edges of adjacent views (vertical formats only).
    public static let alignAllRight = Self(rawValue: 1 << 2)
    /// Align the top edges of adjacent views (horizontal formats only).
    public static let alignAllTop = Self(rawValue: 1 << 3)
    /// Align the bottom edges of adjacent views (horizontal formats only).
    public static let alignAllBottom = Self(rawValue: 1 << 4)
    /// Align the leading edges of adjacent views (vertical formats only).
    public static let alignAllLeading = Self(rawValue: 1 << 5)
    /// Align the trailing edges of adjacent views (vertical formats only).
    public static let alignAllTrailing = Self(rawValue: 1 << 6)
    /// Align the horizontal centres of adjacent views (vertical formats only).
    public static let alignAllCenterX = Self(rawValue: 1 << 9)
    /// Align the vertical centres of adjacent views (horizontal formats only).
    public static let alignAllCenterY = Self(rawValue: 1 << 10)
    /// Align the last baselines of adjacent views (horizontal formats only).
    public static let alignAllLastBaseline = Self(rawValue: 1 << 11)
    /// The same as `alignAllLastBaseline`, as in UIKit.
    public static let alignAllBaseline = alignAllLastBaseline
    /// Align the first baselines of adjacent views (horizontal formats only).
    public static let alignAllFirstBaseline = Self(rawValue: 1 << 12)
    /// All the alignment bits.
    public static let alignmentMask = Self(rawValue: 0xFFFF)

    // MARK: - Direction

    /// Horizontal formats run from leading to trailing and use `leading`/`trailing` (the default).
    public static let directionLeadingToTrailing = Self([])
    /// Horizontal formats run from left to right and use `left`/`right`.
    public static let directionLeftToRight = Self(rawValue: 1 << 16)
    /// Horizontal formats run from right to left and use `left`/`right`.
    public static let directionRightToLeft = Self(rawValue: 2 << 16)
    /// All the direction bits.
    public static let directionMask = Self(rawValue: 3 << 16)

    // MARK: - Names

    /// Every option under its Apple name (without the `NSLayoutFormat` prefix), in bit order;
    /// `alignAllBaseline` is listed as well as `alignAllLastBaseline`.
    public static let appleNames: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft),
        ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllBaseline", .alignAllBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
    ]

    /// The option with this Apple name (`"alignAllTop"`, `"directionRightToLeft"`…), or nil.
    public init?(appleName: String) {
        guard let entry = Self.appleNames.first(where: { $0.name == appleName }) else {
            return nil
        }
        self = entry.option
    }

    // MARK: - What the options ask for

    /// The attributes to align adjacent views on, in bit order.
    var alignmentAttributes: [LayoutAttribute] {
        let table: [(VisualFormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right),
            (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
            (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }

    /// The Apple name of the option that aligns on `attribute`.
    static func alignmentName(of attribute: LayoutAttribute) -> String {
        "alignAll" + attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst()
    }
}

/// Which way a horizontal visual format runs.
enum FormatDirection: Equatable {
    case leadingToTrailing, leftToRight, rightToLeft
}
