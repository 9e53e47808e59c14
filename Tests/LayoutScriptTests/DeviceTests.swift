import AutoLayout
import Testing

@testable import LayoutScript

/// The device catalogue: sizes in points from Apple's HIG ("Layout", device screen sizes and
/// size classes), safe-area insets as the Simulator reports them (the sources are listed next
/// to `Device.catalogue`). One device per class of screen edge, in both orientations.
@Suite struct DeviceTests {
    func screen(_ name: String) throws -> Screen { try Device.screen(named: name) }

    /// Home button (iPhone 8, SE): a 20-point status bar in portrait, hidden in landscape;
    /// compact width in both orientations, compact height in landscape.
    @Test func homeButtonPhone() throws {
        let portrait = try screen("iphonese3")
        #expect(portrait.size == LayoutSize(width: 375, height: 667))
        #expect(portrait.safeAreaInsets == LayoutInsets(top: 20))
        #expect(portrait.traits == Traits(horizontal: .compact, vertical: .regular, isLandscape: false))
        let landscape = try screen("iphonese3:landscape")
        #expect(landscape.size == LayoutSize(width: 667, height: 375))
        #expect(landscape.safeAreaInsets == .zero)
        #expect(landscape.traits == Traits(horizontal: .compact, vertical: .compact, isLandscape: true))
    }

    /// Notch (13 mini): 50 top and 34 bottom; in landscape the notch side and its mirror
    /// are inset 50 and the home indicator 21.
    @Test func notchedPhone() throws {
        #expect(try screen("iphone13mini").safeAreaInsets == LayoutInsets(top: 50, bottom: 34))
        #expect(try screen("iphone13mini:landscape").safeAreaInsets == LayoutInsets(left: 50, bottom: 21, right: 50))
    }

    /// Dynamic Island: 59 on the 16 and 16 Plus, 62 on the 16 Pro line; the Plus and Pro
    /// Max are regular-width in landscape.
    @Test func dynamicIslandPhones() throws {
        #expect(try screen("iphone16").safeAreaInsets == LayoutInsets(top: 59, bottom: 34))
        #expect(try screen("iphone16pro").size == LayoutSize(width: 402, height: 874))
        #expect(try screen("iphone16pro:landscape").safeAreaInsets == LayoutInsets(left: 62, bottom: 20, right: 62))
        #expect(try screen("iphone16pro:landscape").traits.horizontal == .compact)
        #expect(try screen("iphone16promax:landscape").traits == Traits(horizontal: .regular, vertical: .compact, isLandscape: true))
        #expect(try screen("iphone16plus:landscape").size == LayoutSize(width: 932, height: 430))
    }

    /// iPads keep their status bar (24) and home indicator (20) in both orientations and are
    /// regular both ways full screen.
    @Test func iPads() throws {
        let air = try screen("ipadair11:landscape")
        #expect(air.size == LayoutSize(width: 1180, height: 820))
        #expect(air.safeAreaInsets == LayoutInsets(top: 24, bottom: 20))
        #expect(air.traits == Traits(horizontal: .regular, vertical: .regular, isLandscape: true))
        #expect(try screen("ipad").safeAreaInsets == LayoutInsets(top: 20))
    }

    /// The preview's landscape toggle: a device turns into its other orientation with that
    /// orientation's insets and classes (and back), a split keeps its fraction; a plain size
    /// swaps its sides and keeps its insets.
    @Test func rotated() throws {
        let landscape = try screen("iphone16pro").rotated
        #expect(landscape == (try screen("iphone16pro:landscape")))
        #expect(landscape.safeAreaInsets == LayoutInsets(left: 62, bottom: 20, right: 62))
        #expect(landscape.rotated == (try screen("iphone16pro")))
        #expect(try screen("ipadpro13:split-half").rotated == (try screen("ipadpro13:landscape:split-half")))
        let window = Screen(size: LayoutSize(width: 320, height: 480), safeAreaInsets: LayoutInsets(top: 20))
        #expect(window.rotated.size == LayoutSize(width: 480, height: 320))
        #expect(window.rotated.safeAreaInsets == LayoutInsets(top: 20))
        #expect(window.rotated.traits.isLandscape)
    }

    /// Split View follows Apple's published widths: on a 1,376-wide iPad Pro 13-inch a half
    /// is (1376 − 10) / 2 = 683 (regular), a third 375 and two thirds 1376 − 10 − 375 = 991;
    /// on the 1,180-wide Air a third is 320 and a half 585 (compact); Slide Over is 320.
    @Test func splitViewWidths() throws {
        let half = try screen("ipadpro13:landscape:split-half")
        #expect(half.size == LayoutSize(width: 683, height: 1032))
        #expect(half.traits.horizontal == .regular)
        #expect(try screen("ipadpro13:landscape:split-two-thirds").size.width == 991)
        #expect(try screen("ipadpro13:split-third").size.width == 375)
        let airHalf = try screen("ipadair11:landscape:split-half")
        #expect(airHalf.size.width == 585)
        #expect(airHalf.traits.horizontal == .compact)
        #expect(try screen("ipadair11:split-third").size.width == 320)
        #expect(try screen("ipadmini:slideover").size == LayoutSize(width: 320, height: 1133))
        #expect(half.safeAreaInsets == LayoutInsets(top: 24, bottom: 20))
    }

    /// `:keyboard` shows the docked keyboard at the device's height in that orientation
    /// (Screen.dockedKeyboardHeight: the iPhone 17's 335 in portrait, 209 in landscape),
    /// whatever else the name says.
    @Test func keyboardVariant() throws {
        let up = try screen("iphone17:keyboard")
        #expect(up.keyboardHeight == 335)
        #expect(up.keyboardHeight == (try screen("iphone17")).showingKeyboard().keyboardHeight)
        #expect(try screen("iphone17:landscape:keyboard").keyboardHeight == 209)
        #expect(try screen("iphone17:keyboard:landscape").keyboardHeight == 209)
        #expect(try screen("iphone17:landscape").keyboardHeight == 0)
        let pad = try screen("ipadair11:landscape:split-half:keyboard")
        #expect(pad.size.width == 585)
        #expect(pad.showsKeyboard)
    }

    @Test func badNames() {
        #expect(throws: Device.DeviceError.unknownDevice("iphone16prp", suggestion: "iphone16pro")) { try screen("iphone16prp") }
        #expect(throws: Device.DeviceError.unknownVariant("iphone16:sideways", variant: "sideways")) { try screen("iphone16:sideways") }
        #expect(throws: Device.DeviceError.splitOnPhone("iphone16:split-half")) { try screen("iphone16:split-half") }
    }

    /// Every name, listed or earlier, is lowercase without spaces, and unique; `--device`
    /// knows only the listed ones, and an earlier device by name only through ``Device/named(_:)``.
    @Test func namesAreUnique() {
        let names = Device.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") })
        #expect(Device.catalogue.count == 22)
        #expect(Device.named("iphone11")?.portrait == LayoutSize(width: 414, height: 896))
        #expect(Device.named("iphone11")?.isListed == false)
        #expect(throws: Device.DeviceError.self) { try screen("iphone11") }
    }

    /// Every device's pixel scale is 2 or 3, and its landscape width class follows Apple's
    /// rule for iPhones: regular from 414 points wide in portrait.
    @Test func scalesAndLandscapeClasses() {
        for device in Device.all {
            #expect(device.scale == 2 || device.scale == 3, "\(device.name)")
            if !device.isPad {
                #expect(device.landscapeWidthClass == (device.portrait.width >= 414 ? .regular : .compact), "\(device.name)")
            }
        }
    }
}

/// Today's devices against Apple's published figures. Points and scale: Apple's Human
/// Interface Guidelines, "Layout" → Specifications → "iOS, iPadOS device screen dimensions"
/// (each model's Tech Specs resolution in pixels divided by its scale gives the same points).
/// Size classes: the same page, "Device size classes". Safe-area insets are not published:
/// each is the figure of the device with the same screen and sensor housing (`Device.swift`,
/// docs/cli.md "Devices"), and the expectations say which.
@Suite struct TodaysDeviceTests {
    func screen(_ name: String) throws -> Screen { try Device.screen(named: name) }

    func device(_ name: String) throws -> Device { try #require(Device.catalogue.first { $0.name == name }) }

    /// iPhone 17 and 17 Pro: 402 × 874 pt at 3× (Tech Specs: 2622 × 1206 px); compact width
    /// in both orientations (HIG size classes); insets those of the iPhone 16 Pro, which has
    /// the same screen and Dynamic Island.
    @Test(arguments: ["iphone17", "iphone17pro"]) func iPhone17AndPro(name: String) throws {
        let phone = try device(name)
        #expect(phone.portrait == LayoutSize(width: 402, height: 874))
        #expect(phone.portrait.width * phone.scale == 1206 && phone.portrait.height * phone.scale == 2622)
        #expect(phone.kind == .dynamicIsland)
        let sixteenPro = try device("iphone16pro")
        #expect(phone.portraitInsets == sixteenPro.portraitInsets && phone.landscapeInsets == sixteenPro.landscapeInsets)
        #expect(try screen(name).safeAreaInsets == LayoutInsets(top: 62, bottom: 34))
        #expect(try screen("\(name):landscape").safeAreaInsets == LayoutInsets(left: 62, bottom: 20, right: 62))
        #expect(try screen(name).traits == Traits(horizontal: .compact, vertical: .regular, isLandscape: false))
        #expect(try screen("\(name):landscape").traits == Traits(horizontal: .compact, vertical: .compact, isLandscape: true))
    }

    /// iPhone 17 Pro Max: 440 × 956 pt at 3× (2868 × 1320 px); regular × compact in
    /// landscape (HIG); insets those of the 16 Pro Max (same screen and island).
    @Test func iPhone17ProMax() throws {
        let phone = try device("iphone17promax")
        #expect(phone.portrait == LayoutSize(width: 440, height: 956))
        #expect(phone.portrait.width * phone.scale == 1320 && phone.portrait.height * phone.scale == 2868)
        let sixteenProMax = try device("iphone16promax")
        #expect(phone.portraitInsets == sixteenProMax.portraitInsets && phone.landscapeInsets == sixteenProMax.landscapeInsets)
        #expect(try screen("iphone17promax:landscape").size == LayoutSize(width: 956, height: 440))
        #expect(try screen("iphone17promax:landscape").traits == Traits(horizontal: .regular, vertical: .compact, isLandscape: true))
    }

    /// iPhone Air: 420 × 912 pt at 3× (2736 × 1260 px); regular × compact in landscape (HIG:
    /// 420 points wide, like the Plus models). No earlier iPhone has its screen: its insets are
    /// the 17 line's Dynamic Island's (62 and 34; 62, 20 and 62), a decision written down in
    /// docs/cli.md.
    @Test func iPhoneAir() throws {
        let phone = try device("iphoneair")
        #expect(phone.portrait == LayoutSize(width: 420, height: 912))
        #expect(phone.portrait.width * phone.scale == 1260 && phone.portrait.height * phone.scale == 2736)
        #expect(try screen("iphoneair").safeAreaInsets == (try screen("iphone17pro")).safeAreaInsets)
        #expect(try screen("iphoneair:landscape").safeAreaInsets == (try screen("iphone17pro:landscape")).safeAreaInsets)
        #expect(try screen("iphoneair:landscape").traits == Traits(horizontal: .regular, vertical: .compact, isLandscape: true))
    }

    /// iPhone 16e: 390 × 844 pt at 3× (2532 × 1170 px), a notch; compact in landscape (HIG);
    /// the iPhone 14's screen and notch, so its insets (47 and 34; 47, 21 and 47).
    @Test func iPhone16e() throws {
        let phone = try device("iphone16e")
        #expect(phone.portrait == LayoutSize(width: 390, height: 844))
        #expect(phone.portrait.width * phone.scale == 1170 && phone.portrait.height * phone.scale == 2532)
        #expect(phone.kind == .notch)
        let fourteen = try #require(Device.named("iphone14"))
        #expect(phone.portrait == fourteen.portrait)
        #expect(phone.portraitInsets == fourteen.portraitInsets && phone.landscapeInsets == fourteen.landscapeInsets)
        #expect(try screen("iphone16e:landscape").safeAreaInsets == LayoutInsets(left: 47, bottom: 21, right: 47))
        #expect(try screen("iphone16e:landscape").traits.horizontal == .compact)
    }

    /// The current iPads, at 2× (HIG): iPad 11-inch (A16) and iPad Air 11-inch 820 × 1180
    /// (2360 × 1640 px), iPad Pro 11-inch (M4) 834 × 1210 (2420 × 1668), iPad Air 13-inch
    /// 1024 × 1366 (2732 × 2048), iPad Pro 13-inch (M4) 1032 × 1376 (2752 × 2064), iPad mini
    /// 744 × 1133 (2266 × 1488). Regular × regular full screen; the 24-point status bar and
    /// 20-point home indicator of every iPad without a home button.
    @Test(arguments: [("ipada16", 820.0, 1180.0), ("ipadair11", 820, 1180), ("ipadpro11", 834, 1210),
                      ("ipadair13", 1024, 1366), ("ipadpro13", 1032, 1376), ("ipadmini", 744, 1133)])
    func currentIPads(name: String, width: Double, height: Double) throws {
        let pad = try device(name)
        #expect(pad.portrait == LayoutSize(width: width, height: height))
        #expect(pad.scale == 2)
        for landscape in [false, true] {
            let screen = pad.screen(landscape: landscape)
            #expect(screen.safeAreaInsets == LayoutInsets(top: 24, bottom: 20))
            #expect(screen.traits.horizontal == .regular && screen.traits.vertical == .regular)
        }
    }

    /// Split View on the new iPads, by Apple's rule (`Device.screen(landscape:split:)`): the
    /// 13-inch Air has the 12.9-inch iPad Pro's screen, so Apple's published 375 / 678 / 981
    /// in landscape and 375 / 639 in portrait; the 11-inch Pro (1,210 wide) 320, 600 and 880,
    /// the half compact; the A16 iPad the Air 11-inch's 320, 585 and 850.
    @Test func splitViewOnNewIPads() throws {
        #expect(try screen("ipadair13:landscape:split-third").size == LayoutSize(width: 375, height: 1024))
        #expect(try screen("ipadair13:landscape:split-half").size.width == 678)
        #expect(try screen("ipadair13:landscape:split-half").traits.horizontal == .regular)
        #expect(try screen("ipadair13:landscape:split-two-thirds").size.width == 981)
        #expect(try screen("ipadair13:split-half").size.width == 507)
        #expect(try screen("ipadair13:split-two-thirds").size.width == 639)
        #expect(try screen("ipadpro11:landscape:split-half").size == LayoutSize(width: 600, height: 834))
        #expect(try screen("ipadpro11:landscape:split-half").traits.horizontal == .compact)
        #expect(try screen("ipadpro11:landscape:split-two-thirds").size.width == 880)
        #expect(try screen("ipada16:landscape:split-two-thirds").size.width == 850)
        #expect(try screen("ipada16:slideover").size == LayoutSize(width: 320, height: 1180))
    }
}

/// `std/devices` names device sizes for scripts (`iphone4s`, `ipad`, …) in the language
/// itself; the catalogue is the source of truth, and this checks the module against it.
/// (Checked, not generated: the module is read by people as documentation and built by
/// `make stdlib` with Python alone, so it stays hand-written, and any drift fails here.)
@Suite struct StdDevicesAgreementTests {
    /// Every `(width, height)` tuple `std/devices` binds is named after a device of the
    /// catalogue and is that device's portrait size; `regular` and `compact` are the size
    /// classes' values, as `traits` gives them.
    @Test func stdDevicesAgreesWithTheCatalogue() throws {
        let options = Interpreter.Options(bundledModules: StandardLibrary.modules, allowsFileImports: false)
        let interpreter = Interpreter(options: options)
        #expect(interpreter.run(source: "import \"std/devices\"\n", name: "main.layout").filter(\.isError).isEmpty)
        var checked = 0
        for name in interpreter.globalNames {
            _ = interpreter.run(source: name + "\n", name: "<check>")
            switch interpreter.lastExpressionValue {
            case .tuple(let items)?:
                guard items.count == 2, case .number(let width) = items[0], case .number(let height) = items[1] else { continue }
                let device = Device.catalogue.first { $0.name == name }
                #expect(device != nil, "std/devices binds '\(name)', which is no device of the catalogue")
                #expect(device?.portrait == LayoutSize(width: width, height: height),
                        "std/devices: \(name) is (\(width), \(height)); the catalogue says \(device.map { $0.portrait.label } ?? "nothing")")
                checked += 1
            case .string(let text)? where name == "regular" || name == "compact":
                #expect(SizeClass(rawValue: text)?.rawValue == name, "std/devices: \(name) is '\(text)'")
            default:
                continue
            }
        }
        #expect(checked >= 3, "std/devices binds no device sizes; the check found nothing to compare")
    }
}
