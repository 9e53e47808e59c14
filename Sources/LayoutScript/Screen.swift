import AutoLayout

// MARK: - Screens, traits and devices

/// A size class (`UIUserInterfaceSizeClass`): how much room there is along one axis.
public enum SizeClass: String, Hashable, Sendable {
    case compact, regular
}

/// What a script can branch on (`traits.horizontal`, `traits.landscape`): the size classes
/// and orientation of a `UITraitCollection`.
public struct Traits: Hashable, Sendable {
    /// The horizontal size class (`horizontalSizeClass`).
    public var horizontal: SizeClass
    /// The vertical size class (`verticalSizeClass`).
    public var vertical: SizeClass
    /// Whether the screen is in landscape: its device's orientation, or what a `root`
    /// statement's size classes say (compact tall, or compact wide and regular tall), else
    /// wider than tall.
    public var isLandscape: Bool

    /// Makes traits.
    public init(horizontal: SizeClass, vertical: SizeClass, isLandscape: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.isLandscape = isLandscape
    }

    /// A screen's given size classes for a root of `size` inside it: an iPhone's
    /// orientation follows from them where they say it (compact tall is landscape, compact
    /// wide and regular tall portrait), not from the root's own size — a 510 × 160 view on a
    /// portrait iPhone is in portrait; an iPad's regular × regular is the size's.
    init(horizontal: SizeClass, vertical: SizeClass, size: LayoutSize) {
        let landscape = switch (horizontal, vertical) {
        case (_, .compact): true
        case (.compact, .regular): false
        case (.regular, .regular): size.width > size.height
        }
        self.init(horizontal: horizontal, vertical: vertical, isLandscape: landscape)
    }

    /// The narrowest width that is regular for a size that is no device's (below).
    public static let regularWidth = 678.0

    /// The traits of a size that is no device's: wider than tall is landscape; the width is
    /// regular from 678 points (the narrowest regular-width window in Apple's iPad
    /// multitasking table, half of a 12.9-inch iPad Pro in landscape; every narrower split
    /// is compact) and the height from 500 (every iPhone in landscape is under 450 points
    /// tall and compact; every iPad window is taller and regular).
    public init(size: LayoutSize) {
        self.init(
            horizontal: size.width >= Self.regularWidth ? .regular : .compact,
            vertical: size.height >= 500 ? .regular : .compact,
            isLandscape: size.width > size.height)
    }
}

/// Where a layout is shown: the root's size and safe-area insets, its traits, the device it
/// is, if it is one (`iphone16pro:landscape`), and whether the docked keyboard is up.
public struct Screen: Hashable, Sendable {
    /// The root's size in points.
    public var size: LayoutSize
    /// The root's safe-area insets.
    public var safeAreaInsets: LayoutInsets
    /// The size classes and orientation.
    public var traits: Traits
    /// The device name with its variant, or nil for a plain size.
    public var deviceName: String?
    /// Pixels per point (`UIScreen.scale`: 1, 2 or 3), to which text sizes are rounded up;
    /// nil rounds text heights to whole points and keeps text widths as measured.
    public var scale: Double?
    /// The docked keyboard's height over the root's bottom, in points; 0 while it is hidden
    /// (``showingKeyboard()`` shows the device's). The root's `keyboard` guide follows it.
    public var keyboardHeight: Double = 0

    /// Whether the keyboard is shown (`traits.keyboard`).
    public var showsKeyboard: Bool { keyboardHeight > 0 }

    /// The scales a screen may have: `UIScreen.scale` is 1, 2 or 3 on every iOS device.
    public static let scales: Set<Double> = [1, 2, 3]

    /// Makes a screen; traits default to those of the size (``Traits/init(size:)``).
    public init(size: LayoutSize, safeAreaInsets: LayoutInsets = .zero, traits: Traits? = nil, deviceName: String? = nil,
                scale: Double? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.traits = traits ?? Traits(size: size)
        self.deviceName = deviceName
        self.scale = scale
    }

    /// The root view's minimum side margin (`systemMinimumLayoutMargins`): 20 points in a
    /// regular width, and on iPhones in portrait 400 points wide or more; 16 on the others.
    /// Apple publishes no threshold; the IB corpus and documents outside it place it between
    /// 390 (an iPhone 12 canvas, 16) and 400 (freeform roots of two repositories, 20; every
    /// canvas 414 wide and more, 20). The iPhone 16 and 17 Pro, 402 wide, follow the width.
    public var minimumSideMargin: Double {
        traits.horizontal == .regular || (!traits.isLandscape && size.width >= Self.largePhoneWidth) ? 20 : 16
    }

    /// The narrowest portrait width with 20-point minimum margins (``minimumSideMargin``).
    public static let largePhoneWidth = 400.0

    /// The root's minimum side margin of a plain size of this height along its width, for a
    /// sweep of the width (`LayoutEngine.sweepRootWidth`): ``minimumSideMargin`` of the plain
    /// size at every width. It steps where the traits or the rule change: at
    /// ``largePhoneWidth``, past the height (landscape from there) and at
    /// ``Traits/regularWidth``.
    public static func minimumSideMarginSchedule(height: Double) -> RootMarginSchedule {
        func margin(_ width: Double) -> Double { Screen(size: LayoutSize(width: width, height: height)).minimumSideMargin }
        var schedule = RootMarginSchedule(margin(0))
        var current = schedule.margin
        for width in [largePhoneWidth, height.nextUp, Traits.regularWidth].sorted() where width > 0 && margin(width) != current {
            current = margin(width)
            schedule.steps.append(RootMarginSchedule.Step(width: width, margin: current))
        }
        return schedule
    }

    /// This screen's minimum side margin along its width with its traits kept (a device's
    /// screen widened or narrowed, its size classes and orientation the device's): the
    /// ``minimumSideMargin`` of each width, stepping at ``largePhoneWidth`` in a compact
    /// portrait width.
    public var minimumSideMarginScheduleKeepingTraits: RootMarginSchedule {
        func margin(_ width: Double) -> Double {
            var screen = self
            screen.size.width = width
            return screen.minimumSideMargin
        }
        let narrow = margin(0), wide = margin(Self.largePhoneWidth)
        return RootMarginSchedule(narrow, steps: wide == narrow ? [] : [RootMarginSchedule.Step(width: Self.largePhoneWidth, margin: wide)])
    }

    /// `iphone16pro:landscape (874 × 402)`, or `320 × 568` for a plain size; with the
    /// keyboard shown, `iphone16pro (402 × 874, keyboard 335)`.
    public var label: String {
        let size = showsKeyboard ? "\(size.label), keyboard \(keyboardHeight.roundedForDisplay)" : size.label
        return deviceName.map { "\($0) (\(size))" } ?? size
    }

    /// The same screen with the docked system keyboard shown, ``dockedKeyboardHeight`` tall.
    /// A pure function of the screen, so that a host can pair every screen it checks with
    /// its keyboard-up twin; laying the twin out after the screen re-solves incrementally.
    public func showingKeyboard() -> Screen {
        var screen = self
        screen.keyboardHeight = dockedKeyboardHeight
        return screen
    }

    /// The same screen with the keyboard hidden.
    public func hidingKeyboard() -> Screen {
        var screen = self
        screen.keyboardHeight = 0
        return screen
    }

    /// How tall the docked keyboard is on this screen: a device's for its orientation
    /// (``Device/keyboardHeight(landscape:)``; an iPad's Split View or Slide Over window
    /// shows its iPad's, the keyboard spanning the window); a plain size takes the keyboard
    /// of the catalogue screen nearest it (``Device/nearest(to:)``).
    public var dockedKeyboardHeight: Double {
        if let name = deviceName?.split(separator: ":").first, let device = Device.named(String(name)) {
            return device.keyboardHeight(landscape: traits.isLandscape)
        }
        guard let nearest = Device.nearest(to: size) else { return 0 }
        return nearest.device.keyboardHeight(landscape: nearest.landscape)
    }

    /// The screen turned a quarter: a device in its other orientation, with that
    /// orientation's safe area, size classes and multitasking width; a plain size with its
    /// width and height swapped, its traits those of the new size and its insets kept (a
    /// window's status bar stays at its top). A shown keyboard stays shown, at the new
    /// orientation's height.
    public var rotated: Screen {
        var turned = Screen(size: LayoutSize(width: size.height, height: size.width), safeAreaInsets: safeAreaInsets, scale: scale)
        if let deviceName {
            var parts = deviceName.split(separator: ":").map(String.init)
            let landscape = parts.contains("landscape")
            parts.removeAll { $0 == "landscape" || $0 == "portrait" }
            if !landscape { parts.insert("landscape", at: min(1, parts.count)) }
            if let screen = try? Device.screen(named: parts.joined(separator: ":")) { turned = screen }
        }
        return showsKeyboard ? turned.showingKeyboard() : turned
    }
}

/// The sizes an AppKit window's content may take (`NSWindow.contentMinSize` and
/// `contentMaxSize`): the range a check resizes the window over. Either end may be open.
public struct ContentSizeRange: Hashable, Sendable {
    /// The smallest content size, nil for none.
    public var minimum: LayoutSize?
    /// The largest content size, nil for none.
    public var maximum: LayoutSize?

    /// Makes a range.
    public init(minimum: LayoutSize?, maximum: LayoutSize?) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `min 400 × 200, max 900 × 700`.
    public var label: String {
        [minimum.map { "min \($0.label)" }, maximum.map { "max \($0.label)" }].compactMap(\.self).joined(separator: ", ")
    }
}
