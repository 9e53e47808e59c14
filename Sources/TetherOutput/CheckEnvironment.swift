import AutoLayout
import LayoutScript

// MARK: - Environments

/// One environment a screen is checked in (`tether check --all`): a device's screen in an
/// orientation or multitasking window with the keyboard hidden or shown, the reader's text
/// size and the layout direction; or, for an AppKit script, a Mac window's content size and
/// the layout direction.
package struct CheckEnvironment: Hashable, Sendable {
    /// The screen: its size, safe area and size classes.
    package var screen: Screen
    /// The reader's text size, which text styles follow.
    package var textSize: ContentSizeCategory
    /// Which way leading and trailing run; nil for the script's own `direction`.
    package var direction: LayoutDirection?
    /// Whether the screen is an AppKit window's content size: the Mac has no Dynamic Type,
    /// so the text size is the default and goes unsaid.
    package var isWindow: Bool

    package init(screen: Screen, textSize: ContentSizeCategory, direction: LayoutDirection?, isWindow: Bool = false) {
        self.screen = screen
        self.textSize = textSize
        self.direction = direction
        self.isWindow = isWindow
    }

    /// `iphonese3:landscape (667 × 375), AX3, right to left`: the screen, the text size, and
    /// the direction when it is not left to right; for a window, `window 400 × 200, right to left`.
    package var caption: String {
        (isWindow ? "window " + screen.label : screen.label + ", " + textSize.rawValue)
            + (direction == .rightToLeft ? ", right to left" : "")
    }

    /// Smaller first: the narrower root, then the shorter, the smaller text, left to right
    /// before right to left, the keyboard hidden before shown. "The smallest environment that shows a problem" is the first in
    /// this order.
    package static func isSmaller(_ lhs: Self, _ rhs: Self) -> Bool {
        let left = lhs.screen.size, right = rhs.screen.size
        if left.width != right.width { return left.width < right.width }
        if left.height != right.height { return left.height < right.height }
        if lhs.textSize != rhs.textSize { return lhs.textSize < rhs.textSize }
        if lhs.direction != rhs.direction { return lhs.direction != .rightToLeft && rhs.direction == .rightToLeft }
        return !lhs.screen.showsKeyboard && rhs.screen.showsKeyboard
    }
}

/// The environments to check: every screen at every text size in every direction.
package struct EnvironmentMatrix: Hashable, Sendable {
    /// Device screens or plain sizes; empty for the script's own screen.
    package var screens: [Screen]
    /// Text sizes (``ContentSizeCategory``), smallest first; empty for the script's own.
    package var textSizes: [ContentSizeCategory]
    /// Layout directions; nil is the script's own.
    package var directions: [LayoutDirection?]
    /// Whether the docked keyboard is hidden (false), shown (true), or each in turn.
    package var keyboards: [Bool]
    /// Whether the screens are an AppKit window's content sizes (``window(designed:range:directions:)``).
    package var isWindow = false
    /// Whether an AppKit script (`platform appkit`) checks its window's content sizes in
    /// place of these screens and text sizes: what `check --all` asks when it is given
    /// neither devices nor text sizes.
    package var resizesAppKitWindow = false

    package init(screens: [Screen], textSizes: [ContentSizeCategory], directions: [LayoutDirection?], keyboards: [Bool] = [false]) {
        self.screens = screens
        self.textSizes = textSizes
        self.directions = directions
        self.keyboards = keyboards
    }

    /// An AppKit window resized across its content size range (`NSWindow.contentMinSize`
    /// to `contentMaxSize`; the script's `root W x H min W x H max W x H`), in `directions`:
    /// each of the smallest, designed and largest widths with each of those heights, without
    /// text sizes (AppKit has no Dynamic Type) or a keyboard. An end the script leaves out
    /// is the designed size on that side (a window without a range is checked at its own
    /// size only): Tether does not guess how far a window may shrink or grow. Between these
    /// sizes, the check sweeps the width exactly (``WidthBoundary``).
    package static func window(designed: LayoutSize, range: ContentSizeRange?, directions: [LayoutDirection?]) -> EnvironmentMatrix {
        func sides(_ keyPath: KeyPath<LayoutSize, Double>) -> [Double] {
            let all = [range?.minimum?[keyPath: keyPath], designed[keyPath: keyPath], range?.maximum?[keyPath: keyPath]]
            return Set(all.compactMap(\.self).filter(\.isFinite)).sorted()
        }
        let screens = sides(\.height).flatMap { height in
            sides(\.width).map { Screen(size: LayoutSize(width: $0, height: height)) }
        }
        var matrix = EnvironmentMatrix(screens: screens, textSizes: [.large], directions: directions)
        matrix.isWindow = true
        return matrix
    }

    /// Each screen with the keyboard hidden or shown as ``keyboards`` asks, a screen's
    /// variants together.
    package var screensWithKeyboards: [Screen] {
        screens.flatMap { screen in keyboards.map { $0 ? screen.showingKeyboard() : screen.hidingKeyboard() } }
    }

    /// Every environment, the screens (and their keyboards) varying fastest, then the text
    /// sizes, then the directions.
    package var environments: [CheckEnvironment] {
        let screens = screensWithKeyboards
        return directions.flatMap { direction in
            textSizes.flatMap { textSize in
                screens.map { CheckEnvironment(screen: $0, textSize: textSize, direction: direction, isWindow: isWindow) }
            }
        }
    }

    /// Every screen of today's devices (``LayoutScript/Device/current``), each in portrait
    /// and in landscape, and each iPad's Split View windows of half and a third of the screen
    /// in landscape, the two widths an iPad app meets most (a third is the narrowest window
    /// of all, 320 or 375 points; two thirds lies between half and the full screen, and Slide
    /// Over is as wide as a third).
    package static var currentScreens: [Screen] {
        Device.current.flatMap { device -> [Screen] in
            let full = [device.screen(landscape: false), device.screen(landscape: true)]
            guard device.isPad else { return full }
            return full + [Device.Split.half, .third].map { device.screen(landscape: true, split: $0) }
        }
    }
}

extension Screen {
    /// The screen without its name: two devices with the same size, safe area, size classes
    /// and scale lay out the same, so one layout serves both.
    var geometry: Screen {
        var screen = self
        screen.deviceName = nil
        return screen
    }
}
