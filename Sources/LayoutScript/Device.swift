import AutoLayout

// MARK: - The device catalogue

/// A device Tether knows, in points, as it stands in portrait: its screen, pixel scale,
/// safe-area insets in both orientations and landscape width class.
///
/// This is the one place device figures live. `--device`, `root device`, `tether devices`
/// and the language server read ``catalogue``; the Interface Builder importer maps each IB
/// device id onto a device of ``all`` (and keeps only how each Xcode drew it, as deltas);
/// `std/devices` names some sizes for scripts and a test checks them against the catalogue.
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
    /// Pixels per point (`UIScreen.scale`): 2 or 3.
    public var scale: Double
    /// The safe-area insets in portrait.
    public var portraitInsets: LayoutInsets
    /// The safe-area insets in landscape.
    public var landscapeInsets: LayoutInsets
    /// The horizontal size class in landscape (regular on the large iPhones).
    public var landscapeWidthClass: SizeClass
    /// The docked system keyboard's height in portrait, its frame from the screen's bottom
    /// edge (home-indicator area included), as `keyboardFrameEndUserInfoKey` reports it.
    public var portraitKeyboardHeight: Double
    /// The docked system keyboard's height in landscape.
    public var landscapeKeyboardHeight: Double

    /// Whether it is an iPad.
    public var isPad: Bool { kind == .iPad || kind == .iPadHomeButton }

    /// The docked keyboard's height in one orientation.
    public func keyboardHeight(landscape: Bool) -> Double {
        landscape ? landscapeKeyboardHeight : portraitKeyboardHeight
    }

    /// Whether `--device` and `root device` know it by name (it is in ``catalogue``).
    public var isListed: Bool { Self.catalogue.contains(self) }

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

    // Where the figures come from.
    //
    // Sizes in points and pixel scales: Apple's Human Interface Guidelines, "Layout",
    // Specifications, "iOS, iPadOS device screen dimensions"
    // (https://developer.apple.com/design/human-interface-guidelines/layout), and each model's
    // Tech Specs page on support.apple.com (its resolution in pixels divided by the scale: the
    // iPhone 17's 2622 × 1206 at 3× is 874 × 402 points, the iPhone Air's 2736 × 1260 is
    // 912 × 420, the iPhone 16e's 2532 × 1170 is 844 × 390, the 11-inch iPad Pro (M4)'s
    // 2420 × 1668 at 2× is 1210 × 834).
    //
    // Size classes: the same page, "Device size classes": every iPhone is compact × regular
    // in portrait; in landscape compact × compact, but regular × compact on the ones 414
    // points wide or more (Plus, Max, XR, 11 and Air); iPads are regular both ways.
    //
    // Safe-area insets: Apple publishes none. They are `safeAreaInsets` of a full-screen view
    // in the Simulator of each device (iOS 18): the status bar (20 on home-button devices, 24
    // on iPads without one, 47 under the notch of the 12 to 14, 50 on the 13 mini's,
    // 59 under the Dynamic Island of the 15/16 and 16 Plus, 62 on the 16 Pro and Pro Max), the
    // home indicator (34 in portrait, 21 in landscape on iPhones, 20 on the 16 Pro line; 20 on
    // iPads); in landscape an iPhone hides its status bar, so its top inset is 0 and a notch
    // or island insets both sides. A device of the 17 line takes the insets of the device with
    // its screen and sensor housing: the 17 and 17 Pro those of the 16 Pro (402 × 874, the
    // same Dynamic Island), the 17 Pro Max those of the 16 Pro Max; the iPhone Air, whose
    // 420 × 912 screen no earlier iPhone has, those of the 17 line's Dynamic Island (62 on
    // top, 34 below; 62, 20 and 62 in landscape) — the one figure here not measured on its
    // own screen (docs/cli.md, "Devices"). The 16e has the iPhone 14's screen and notch
    // (47 and 34; 47, 21 and 47). The new iPads have the home indicator and 24-point status bar
    // of every iPad without a home button. The classic three devices (iPhone 4s, iPhone 5, iPad) keep their sizes, with the
    // status bar of their time (iOS 7–10: 20 points, hidden on an iPhone in landscape).

    // Keyboard heights: Apple publishes none (its documentation tells apps to read the frame
    // from `keyboardFrameEndUserInfoKey` at run time, and its old iPhone HIG's 216 points in
    // portrait and 162 in landscape predate the predictive bar). The figures are the English
    // (US) QWERTY keyboard with the predictive (QuickType) bar, docked, as UIKit reports its
    // end frame on each class of device — measured values widely reported by developers, not
    // published ones, and not measured again for Tether (docs/cli.md, "The keyboard"):
    //
    // - iPhone in portrait: 216 points of keys and a 44-point predictive bar (226 and 45 on
    //   screens 414 points wide and more: Plus, Max, XR, 11, Air), and on a Face ID iPhone a
    //   75-point band below the keys (globe and dictation, over the home indicator): 260 on
    //   the iPhone 8 and SE, 271 on the 8 Plus, 335 on the iPhone X to 17, 346 on the large
    //   ones (the iPhone X's 291 and the iPhone 11's 301 without the bar).
    // - iPhone in landscape: 194 with a home button, 209 on a Face ID iPhone (171 without
    //   the bar on the iPhone X), whatever its width.
    // - iPad with a home button: 313 in portrait and 398 in landscape on the 9.7- to
    //   10.5-inch ones, 378 and 471 on the 12.9-inch; an iPad with a home indicator has the
    //   same keys over the 20-point band of its bottom safe area, so 20 more (333 and 418,
    //   398 and 491 on the 13-inch ones) — derived, the one figure here not reported as such.
    //
    // So each device's pair follows from its kind and portrait width (``dockedKeyboard``).

    /// The docked keyboard's heights (portrait, landscape) of a device of this kind and
    /// portrait width; the figures and where they come from are above ``catalogue``.
    static func dockedKeyboard(kind: Kind, width: Double) -> (portrait: Double, landscape: Double) {
        switch kind {
        case .homeButton: return width >= 414 ? (271, 194) : (260, 194)
        case .notch, .dynamicIsland: return width >= 414 ? (346, 209) : (335, 209)
        case .iPadHomeButton: return width >= 1024 ? (378, 471) : (313, 398)
        case .iPad: return width >= 1024 ? (398, 491) : (333, 418)
        }
    }

    /// Every device `--device` and `root device` know, the iPhones first, then the iPads.
    public static let catalogue: [Device] = [
        phone("iphone4s", "iPhone 4s", .homeButton, 320, 480, scale: 2, top: 20),
        phone("iphone5", "iPhone 5", .homeButton, 320, 568, scale: 2, top: 20),
        phone("iphonese3", "iPhone SE (3rd generation)", .homeButton, 375, 667, scale: 2, top: 20),
        phone("iphone8", "iPhone 8", .homeButton, 375, 667, scale: 2, top: 20),
        phone("iphone13mini", "iPhone 13 mini", .notch, 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("iphone15", "iPhone 15", .dynamicIsland, 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone16", "iPhone 16", .dynamicIsland, 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone16plus", "iPhone 16 Plus", .dynamicIsland, 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
              landscapeWidth: .regular),
        phone("iphone16pro", "iPhone 16 Pro", .dynamicIsland, 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 20),
        phone("iphone16promax", "iPhone 16 Pro Max", .dynamicIsland, 440, 956, top: 62, bottom: 34, side: 62, landscapeBottom: 20,
              landscapeWidth: .regular),
        phone("iphone16e", "iPhone 16e", .notch, 390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iphone17", "iPhone 17", .dynamicIsland, 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 20),
        phone("iphoneair", "iPhone Air", .dynamicIsland, 420, 912, top: 62, bottom: 34, side: 62, landscapeBottom: 20,
              landscapeWidth: .regular),
        phone("iphone17pro", "iPhone 17 Pro", .dynamicIsland, 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 20),
        phone("iphone17promax", "iPhone 17 Pro Max", .dynamicIsland, 440, 956, top: 62, bottom: 34, side: 62, landscapeBottom: 20,
              landscapeWidth: .regular),
        pad("ipad", "iPad (9.7-inch)", .iPadHomeButton, 768, 1024, top: 20, bottom: 0),
        pad("ipadmini", "iPad mini (6th generation)", .iPad, 744, 1133, top: 24, bottom: 20),
        pad("ipada16", "iPad 11-inch (A16)", .iPad, 820, 1180, top: 24, bottom: 20),
        pad("ipadair11", "iPad Air 11-inch (M2)", .iPad, 820, 1180, top: 24, bottom: 20),
        pad("ipadpro11", "iPad Pro 11-inch (M4)", .iPad, 834, 1210, top: 24, bottom: 20),
        pad("ipadair13", "iPad Air 13-inch (M2)", .iPad, 1024, 1366, top: 24, bottom: 20),
        pad("ipadpro13", "iPad Pro 13-inch (M4)", .iPad, 1032, 1376, top: 24, bottom: 20),
    ]

    /// The devices of ``catalogue`` that today's system runs on, which `tether check --all`
    /// checks: iOS 26 and iPadOS 26 need an A13 Bionic or later (Apple's "iOS 26 is
    /// compatible with these devices": the iPhone 11 and SE (2nd generation) onwards; iPadOS
    /// 26's list: the iPad (8th generation), mini (5th), Air (3rd) and every Pro with Face ID
    /// onwards), so the iPhone 4s, 5 and 8 and the 9.7-inch iPad are left out.
    public static let current: [Device] = catalogue.filter { !["iphone4s", "iphone5", "iphone8", "ipad"].contains($0.name) }

    /// Earlier devices, kept because Interface Builder documents are designed on them (its
    /// device ids name them: `retina6_1` is the iPhone 11). `--device` does not offer them:
    /// it lists what a layout is checked on today; an imported script gives their size and
    /// insets on its `root` line. Sizes and scales from the same HIG table (its 2019 edition
    /// for the 10.5-inch and 2nd-generation 12.9-inch iPad Pro); insets those Interface
    /// Builder draws them with (docs/interop.md, "Devices"), the iPhone 11's the 48 points of
    /// iOS 14 and later (Xcode 12 drew iOS 13's 44, a delta the importer keeps).
    public static let earlier: [Device] = [
        phone("iphone8plus", "iPhone 8 Plus", .homeButton, 414, 736, top: 20, landscapeWidth: .regular),
        phone("iphone11pro", "iPhone 11 Pro", .notch, 375, 812, top: 44, bottom: 34, side: 44, landscapeBottom: 21),
        phone("iphone11", "iPhone 11", .notch, 414, 896, scale: 2, top: 48, bottom: 34, side: 48, landscapeBottom: 21,
              landscapeWidth: .regular),
        phone("iphone11promax", "iPhone 11 Pro Max", .notch, 414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21,
              landscapeWidth: .regular),
        phone("iphone12", "iPhone 12", .notch, 390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iphone12promax", "iPhone 12 Pro Max", .notch, 428, 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
              landscapeWidth: .regular),
        phone("iphone14", "iPhone 14", .notch, 390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iphone14plus", "iPhone 14 Plus", .notch, 428, 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
              landscapeWidth: .regular),
        pad("ipad102", "iPad (10.2-inch)", .iPadHomeButton, 810, 1080, top: 20, bottom: 0),
        pad("ipadpro105", "iPad Pro (10.5-inch)", .iPadHomeButton, 834, 1112, top: 20, bottom: 0),
        pad("ipadpro11gen1", "iPad Pro 11-inch (1st to 4th generation)", .iPad, 834, 1194, top: 24, bottom: 20),
        pad("ipadpro129gen2", "iPad Pro 12.9-inch (2nd generation)", .iPadHomeButton, 1024, 1366, top: 20, bottom: 0),
        pad("ipadpro129gen3", "iPad Pro 12.9-inch (3rd to 6th generation)", .iPad, 1024, 1366, top: 24, bottom: 20),
    ]

    /// The catalogue, then the earlier devices.
    public static let all: [Device] = catalogue + earlier

    /// The device of ``all`` with this exact name (`iphone11`), listed or earlier.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name }
    }

    private static func phone(
        _ name: String, _ title: String, _ kind: Kind, _ width: Double, _ height: Double, scale: Double = 3, top: Double,
        bottom: Double = 0, side: Double = 0, landscapeBottom: Double = 0, landscapeWidth: SizeClass = .compact
    ) -> Device {
        let keyboard = dockedKeyboard(kind: kind, width: width)
        return Device(
            name: name, title: title, kind: kind, portrait: LayoutSize(width: width, height: height), scale: scale,
            portraitInsets: LayoutInsets(top: top, bottom: bottom),
            landscapeInsets: LayoutInsets(left: side, bottom: landscapeBottom, right: side), landscapeWidthClass: landscapeWidth,
            portraitKeyboardHeight: keyboard.portrait, landscapeKeyboardHeight: keyboard.landscape)
    }

    private static func pad(_ name: String, _ title: String, _ kind: Kind, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        let keyboard = dockedKeyboard(kind: kind, width: width)
        return Device(
            name: name, title: title, kind: kind, portrait: LayoutSize(width: width, height: height), scale: 2,
            portraitInsets: LayoutInsets(top: top, bottom: bottom), landscapeInsets: LayoutInsets(top: top, bottom: bottom),
            landscapeWidthClass: .regular, portraitKeyboardHeight: keyboard.portrait, landscapeKeyboardHeight: keyboard.landscape)
    }

    /// The catalogue device whose screen, in one of its orientations, is nearest a size
    /// (by the distance between the width-and-height points; the first of equals): whose
    /// keyboard a plain size shows.
    public static func nearest(to size: LayoutSize) -> (device: Device, landscape: Bool)? {
        var best: (device: Device, landscape: Bool, distance: Double)?
        for device in catalogue {
            for landscape in [false, true] {
                let screen = landscape ? LayoutSize(width: device.portrait.height, height: device.portrait.width) : device.portrait
                let distance = (screen.width - size.width) * (screen.width - size.width) + (screen.height - size.height) * (screen.height - size.height)
                if best.map({ distance < $0.distance }) ?? true { best = (device, landscape, distance) }
            }
        }
        return best.map { ($0.device, $0.landscape) }
    }

    /// The screen a name stands for: `DEVICE[:landscape|:portrait][:split-third|:split-half|
    /// :split-two-thirds|:slideover][:keyboard]`, case-insensitive (splits on iPads only;
    /// `:keyboard` shows the docked keyboard, ``Screen/showingKeyboard()``).
    public static func screen(named text: String) throws(DeviceError) -> Screen {
        let parts = text.lowercased().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let device = catalogue.first(where: { $0.name == parts[0] }) else {
            throw .unknownDevice(text, suggestion: closestName(to: parts[0], among: catalogue.map(\.name)) { max(1, min(8, $0.count / 3)) })
        }
        var landscape = false
        var split: Split?
        var keyboard = false
        for modifier in parts.dropFirst() {
            switch modifier {
            case "landscape": landscape = true
            case "portrait": landscape = false
            case "keyboard": keyboard = true
            default:
                guard let found = Split(rawValue: modifier) else { throw .unknownVariant(text, variant: modifier) }
                guard device.isPad else { throw .splitOnPhone(text) }
                split = found
            }
        }
        let screen = split.map { device.screen(landscape: landscape, split: $0) } ?? device.screen(landscape: landscape)
        return keyboard ? screen.showingKeyboard() : screen
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
                return "'\(name)': unknown variant ':\(variant)'; use :landscape or :portrait, :keyboard, "
                    + "and on an iPad :\(Split.allCases.map(\.rawValue).joined(separator: ", :"))"
            case .splitOnPhone(let name):
                return "'\(name)': Split View and Slide Over are iPad windows; an iPhone has none"
            }
        }
    }
}
