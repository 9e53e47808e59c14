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
    /// Whether the screen is wider than tall.
    public var isLandscape: Bool

    /// Makes traits.
    public init(horizontal: SizeClass, vertical: SizeClass, isLandscape: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.isLandscape = isLandscape
    }

    /// The traits of a size that is no device's: wider than tall is landscape; the width is
    /// regular from 678 points (the narrowest regular-width window in Apple's iPad
    /// multitasking table, half of a 12.9-inch iPad Pro in landscape; every narrower split
    /// is compact) and the height from 500 (every iPhone in landscape is under 450 points
    /// tall and compact; every iPad window is taller and regular).
    public init(size: LayoutSize) {
        self.init(
            horizontal: size.width >= 678 ? .regular : .compact,
            vertical: size.height >= 500 ? .regular : .compact,
            isLandscape: size.width > size.height)
    }
}

/// Where a layout is shown: the root's size and safe-area insets, its traits, and the
/// device it is, if it is one (`iphone16pro:landscape`).
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

    /// The root view's minimum side margin (`systemMinimumLayoutMargins`): 16 points in a
    /// compact width, 20 in a regular one.
    public var minimumSideMargin: Double { traits.horizontal == .regular ? 20 : 16 }

    /// `iphone16pro:landscape (874 × 402)`, or `320 × 568` for a plain size.
    public var label: String {
        deviceName.map { "\($0) (\(size.label))" } ?? size.label
    }

    /// The screen turned a quarter: a device in its other orientation, with that
    /// orientation's safe area, size classes and multitasking width; a plain size with its
    /// width and height swapped, its traits those of the new size and its insets kept (a
    /// window's status bar stays at its top).
    public var rotated: Screen {
        if let deviceName {
            var parts = deviceName.split(separator: ":").map(String.init)
            let landscape = parts.contains("landscape")
            parts.removeAll { $0 == "landscape" || $0 == "portrait" }
            if !landscape { parts.insert("landscape", at: min(1, parts.count)) }
            if let screen = try? Device.screen(named: parts.joined(separator: ":")) { return screen }
        }
        return Screen(size: LayoutSize(width: size.height, height: size.width), safeAreaInsets: safeAreaInsets, scale: scale)
    }
}

/// A device of the catalogue (``Device/catalogue``), in points, as it stands in portrait.
public struct Device: Hashable, Sendable {
    /// What sits at the screen's edges, which decides the safe area.
    public enum Kind: String, Hashable, Sendable {
        case homeButton = "home button"
        case notch
        case dynamicIsland = "Dynamic Island"
        case iPadHomeButton = "home button (iPad)"
        case iPad = "home indicator (iPad)"
    }

    /// The lowercase name without spaces: `iphone16pro`.
    public var name: String
    /// The marketing name: `iPhone 16 Pro`.
    public var title: String
    /// Its sensor housing and home button, which decide its insets.
    public var kind: Kind
    /// The screen in portrait.
    public var portrait: LayoutSize
    /// The safe-area insets in portrait.
    public var portraitInsets: LayoutInsets
    /// The safe-area insets in landscape.
    public var landscapeInsets: LayoutInsets
    /// The horizontal size class in landscape (regular on the large iPhones).
    public var landscapeWidthClass: SizeClass

    /// Whether it is an iPad.
    public var isPad: Bool { kind == .iPad || kind == .iPadHomeButton }

    /// The device in one orientation, full screen.
    public func screen(landscape: Bool) -> Screen {
        let size = landscape ? LayoutSize(width: portrait.height, height: portrait.width) : portrait
        let traits: Traits
        if isPad {
            traits = Traits(horizontal: .regular, vertical: .regular, isLandscape: landscape)
        } else if landscape {
            traits = Traits(horizontal: landscapeWidthClass, vertical: .compact, isLandscape: true)
        } else {
            traits = Traits(horizontal: .compact, vertical: .regular, isLandscape: false)
        }
        return Screen(
            size: size, safeAreaInsets: landscape ? landscapeInsets : portraitInsets, traits: traits,
            deviceName: landscape ? "\(name):landscape" : name)
    }

    /// An iPad's window in Split View or Slide Over. Apple's multitasking widths follow one
    /// rule (checked against the 12.9-inch iPad Pro's 375/678/981 in landscape and 375/639 in
    /// portrait, and the 10.5-inch's 320/551/782 and 320/504): a 10-point divider, halves of
    /// what is left, a third of 375 points on screens 1,366 points wide or more and 320 below,
    /// two thirds the rest; Slide Over is 320 wide. The window keeps the screen's height and
    /// its status-bar and home-indicator insets; its width class is regular from 678 points.
    public func screen(landscape: Bool, split: Split) -> Screen {
        var screen = self.screen(landscape: landscape)
        let full = screen.size.width
        let third: Double = max(portrait.width, portrait.height) >= 1366 ? 375 : 320
        let width: Double
        switch split {
        case .third: width = third
        case .half: width = ((full - 10) / 2).rounded(.down)
        case .twoThirds: width = full - 10 - third
        case .slideOver: width = 320
        }
        screen.size.width = width
        screen.traits.horizontal = width >= 678 ? .regular : .compact
        screen.deviceName = (screen.deviceName ?? name) + ":" + split.rawValue
        return screen
    }

    /// An iPad multitasking window.
    public enum Split: String, CaseIterable, Hashable, Sendable {
        case third = "split-third", half = "split-half", twoThirds = "split-two-thirds", slideOver = "slideover"
    }

    // Sizes in points and size classes: Apple's Human Interface Guidelines, "Layout" —
    // "Device screen sizes and orientations" and "Device size classes" (iPhone 16 Plus and
    // Pro Max are regular-width in landscape, the others compact; iPads regular both ways).
    // Safe-area insets, `safeAreaInsets` of a full-screen view in the Simulator of each
    // device (iOS 18): the status bar (20 on home-button devices, 24 on iPads without one,
    // 50 on the 13 mini's notch, 59 under the Dynamic Island of the 15/16 and 16 Plus, 62 on
    // the 16 Pro and Pro Max), the home indicator (34 in portrait, 21 in landscape on iPhones,
    // 20 on the 16 Pro line; 20 on iPads); in landscape an iPhone hides its status bar, so its
    // top inset is 0 and a notch or island insets both sides. The seeds' three devices keep
    // their sizes, with the status bar of their time (iOS 7–10: 20 points, hidden on an iPhone
    // in landscape).
    /// Every device Tether knows, smallest first within iPhones, then iPads.
    public static let catalogue: [Device] = [
        phone("iphone4s", "iPhone 4s", .homeButton, 320, 480, top: 20),
        phone("iphone5", "iPhone 5", .homeButton, 320, 568, top: 20),
        phone("iphonese3", "iPhone SE (3rd generation)", .homeButton, 375, 667, top: 20),
        phone("iphone8", "iPhone 8", .homeButton, 375, 667, top: 20),
        phone("iphone13mini", "iPhone 13 mini", .notch, 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("iphone15", "iPhone 15", .dynamicIsland, 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone16", "iPhone 16", .dynamicIsland, 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone16plus", "iPhone 16 Plus", .dynamicIsland, 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
              landscapeWidth: .regular),
        phone("iphone16pro", "iPhone 16 Pro", .dynamicIsland, 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 20),
        phone("iphone16promax", "iPhone 16 Pro Max", .dynamicIsland, 440, 956, top: 62, bottom: 34, side: 62, landscapeBottom: 20,
              landscapeWidth: .regular),
        pad("ipad", "iPad (9.7-inch)", .iPadHomeButton, 768, 1024, top: 20, bottom: 0),
        pad("ipadmini", "iPad mini (6th generation)", .iPad, 744, 1133, top: 24, bottom: 20),
        pad("ipadair11", "iPad Air 11-inch (M2)", .iPad, 820, 1180, top: 24, bottom: 20),
        pad("ipadpro13", "iPad Pro 13-inch (M4)", .iPad, 1032, 1376, top: 24, bottom: 20),
    ]

    private static func phone(
        _ name: String, _ title: String, _ kind: Kind, _ width: Double, _ height: Double, top: Double, bottom: Double = 0,
        side: Double = 0, landscapeBottom: Double = 0, landscapeWidth: SizeClass = .compact
    ) -> Device {
        Device(
            name: name, title: title, kind: kind, portrait: LayoutSize(width: width, height: height),
            portraitInsets: LayoutInsets(top: top, bottom: bottom),
            landscapeInsets: LayoutInsets(left: side, bottom: landscapeBottom, right: side), landscapeWidthClass: landscapeWidth)
    }

    private static func pad(_ name: String, _ title: String, _ kind: Kind, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        Device(
            name: name, title: title, kind: kind, portrait: LayoutSize(width: width, height: height),
            portraitInsets: LayoutInsets(top: top, bottom: bottom), landscapeInsets: LayoutInsets(top: top, bottom: bottom),
            landscapeWidthClass: .regular)
    }

    /// The screen a name stands for: `DEVICE[:landscape|:portrait][:split-third|:split-half|
    /// :split-two-thirds|:slideover]`, case-insensitive (splits on iPads only).
    public static func screen(named text: String) throws(DeviceError) -> Screen {
        let parts = text.lowercased().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let device = catalogue.first(where: { $0.name == parts[0] }) else {
            throw .unknownDevice(text, suggestion: closestName(to: parts[0], among: catalogue.map(\.name)) { max(1, min(8, $0.count / 3)) })
        }
        var landscape = false
        var split: Split?
        for modifier in parts.dropFirst() {
            switch modifier {
            case "landscape": landscape = true
            case "portrait": landscape = false
            default:
                guard let found = Split(rawValue: modifier) else { throw .unknownVariant(text, variant: modifier) }
                guard device.isPad else { throw .splitOnPhone(text) }
                split = found
            }
        }
        if let split { return device.screen(landscape: landscape, split: split) }
        return device.screen(landscape: landscape)
    }

    /// Why a device name was refused, in one line.
    public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownDevice(String, suggestion: String?)
        case unknownVariant(String, variant: String)
        case splitOnPhone(String)

        /// The error in words, with the closest name and the catalogue.
        public var description: String {
            switch self {
            case .unknownDevice(let name, let suggestion):
                let guess = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                return "unknown device '\(name)'\(guess) Known devices: \(Device.catalogue.map(\.name).joined(separator: ", ")) (`tether devices` lists them)"
            case .unknownVariant(let name, let variant):
                return "'\(name)': unknown variant ':\(variant)'; use :landscape or :portrait, and on an iPad :\(Split.allCases.map(\.rawValue).joined(separator: ", :"))"
            case .splitOnPhone(let name):
                return "'\(name)': Split View and Slide Over are iPad windows; an iPhone has none"
            }
        }
    }
}
