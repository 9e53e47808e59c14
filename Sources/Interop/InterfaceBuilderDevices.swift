import AutoLayout
import LayoutScript

/// The devices Interface Builder names in `<device id=…>`: each id is one of Tether's devices
/// (``LayoutScript/Device/all``), whose screen, pixel scale and safe-area insets it takes, as
/// Xcode drew it when it saved the document.
///
/// Only how Interface Builder drew a device differently from the device itself stays here,
/// by the document's era (``InterfaceBuilderEra``): an earlier or later status bar
/// (``drawnTop``), none on a home-button iPhone, a notched iPhone's insets doubled, where a
/// page sheet sits. A device of the
/// catalogue (`tether devices`) shown as the catalogue has it is written as
/// `root device NAME`, so that traits follow; any other as `root W x H safe T L B R`.
struct InterfaceBuilderDevice {
    var id: String
    /// The name Xcode gives the id (`iPhone SE (1st generation)` for `retina4_0`).
    var name: String
    /// The catalogue's device with this screen.
    var device: Device
    /// The safe-area insets in portrait, as shown.
    var portraitInsets: LayoutInsets
    /// The safe-area insets in landscape, as shown.
    var landscapeInsets: LayoutInsets
    /// Tether's catalogue name, when the device is listed and shown as the catalogue has it.
    var catalogueName: String?
    /// The status bar Interface Builder drew instead of the device's, in the eras where the
    /// fact holds: Xcode 12 to 14.2 drew the iPhone 11 with iOS 13's 44 points (UIKit gives
    /// 48 from iOS 14), and from the same version on `retina5_9` has a 50-point (mini-style)
    /// status bar where the catalogue's iPhone 11 Pro has 44.
    var drawnTop: DrawnTop?
    /// Where IB draws a page sheet: below the status bar.
    var sheetOrigin: Double = 20
    /// The safe-area insets IB gives a page sheet's view (top and bottom).
    var sheetInsets = LayoutInsets.zero

    /// The screen's width in portrait, in points.
    var width: Double { device.portrait.width }
    /// The screen's height in portrait, in points.
    var height: Double { device.portrait.height }
    /// Pixels per point (the device's), which label heights round to.
    var scale: Double { device.scale }

    /// Makes an id's entry from its device, as the device is; nil for a name the catalogue
    /// does not have (a test checks every row resolves).
    init?(_ id: String, _ name: String, _ deviceName: String, drawnTop: DrawnTop? = nil) {
        guard let device = Device.named(deviceName) else { return nil }
        self.id = id
        self.name = name
        self.device = device
        portraitInsets = device.portraitInsets
        landscapeInsets = device.landscapeInsets
        catalogueName = device.isListed ? device.name : nil
        self.drawnTop = drawnTop
    }

    /// The rows of ``all``: IB id, Xcode's name for it, the catalogue device, and where IB
    /// drew its status bar otherwise.
    static let rows: [(id: String, name: String, device: String, drawnTop: DrawnTop?)] = [
        ("retina3_5", "iPhone 4s", "iphone4s", nil),
        ("retina4_0", "iPhone SE (1st generation)", "iphone5", nil),
        ("retina4_7", "iPhone 8", "iphone8", nil),
        ("retina5_5", "iPhone 8 Plus", "iphone8plus", nil),
        ("retina5_9", "iPhone 11 Pro", "iphone11pro", ({ $0.drawsMiniStyleIPhone11ProStatusBar }, 50)),
        ("retina5_4", "iPhone 12 mini", "iphone13mini", ({ $0.drawsIOS13NotchedStatusBar }, 44)),
        ("retina6_1", "iPhone 11", "iphone11", ({ $0.drawsIOS13NotchedStatusBar }, 44)),
        ("retina6_5", "iPhone 11 Pro Max", "iphone11promax", nil),
        ("retina6_0", "iPhone 12", "iphone12", ({ $0.drawsIOS13NotchedStatusBar }, 44)),
        ("retina6_7", "iPhone 12 Pro Max", "iphone12promax", ({ $0.drawsIOS13NotchedStatusBar }, 44)),
        ("retina6_7", "iPhone 15 Plus", "iphone16plus", nil),
        ("retina6_12", "iPhone 14", "iphone14", nil),
        ("retina6_12", "iPhone 15", "iphone15", nil),
        ("retina6_72", "iPhone 14 Plus", "iphone14plus", nil),
        ("retina6_72", "iPhone 15 Pro Max", "iphone16plus", nil),
        ("retina6_3", "iPhone 16 Pro", "iphone16pro", nil),
        ("retina6_9", "iPhone 16 Pro Max", "iphone16promax", nil),
        ("ipad9_7", "iPad (9.7-inch)", "ipad", nil),
        // The corpus's one `ipad7_9` document (c-47, Xcode 15) stores its scenes at the
        // iPad mini (6th generation)'s 744 × 1133.
        ("ipad7_9", "iPad mini (6th generation)", "ipadmini", nil),
        ("ipad10_2", "iPad (10.2-inch)", "ipad102", nil),
        ("ipad10_5", "iPad Pro (10.5-inch)", "ipadpro105", nil),
        ("ipad11", "iPad Pro (11-inch)", "ipadpro11gen1", nil),
        ("ipad11_0rounded", "iPad Pro (11-inch)", "ipadpro11gen1", nil),
        ("ipad11_0rounded", "iPad Pro 11-inch (M4)", "ipadpro11", nil),
        ("ipad10_9rounded", "iPad Air (4th generation)", "ipadair11", nil),
        ("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", "ipadpro129gen2", nil),
        ("ipad12_9rounded", "iPad Pro (12.9-inch)", "ipadpro129gen3", nil),
    ]

    /// Every screen an id has meant, in the order Xcode used them: `retina6_12` was the
    /// iPhone 14 (390 × 844) until Xcode 15 made it the iPhone 15 (393 × 852).
    static let all: [InterfaceBuilderDevice] = rows.compactMap { InterfaceBuilderDevice($0.id, $0.name, $0.device, drawnTop: $0.drawnTop) }

    /// The first screen an id has meant.
    static func named(_ id: String) -> InterfaceBuilderDevice? { all.first { $0.id == id } }

    /// The screen an id means in a document whose full-screen views have these sizes: the
    /// one whose size (in the orientation) one of them has, else the one whose width one of
    /// them has (`ipad11_0rounded`'s two screens are both 834 wide, 1194 and 1210 tall),
    /// else the first.
    static func named(_ id: String, landscape: Bool, viewSizes: [(Double, Double)]) -> InterfaceBuilderDevice? {
        let candidates = all.filter { $0.id == id }
        func size(_ device: InterfaceBuilderDevice) -> (Double, Double) {
            landscape ? (device.height, device.width) : (device.width, device.height)
        }
        let sized = candidates.first { device in viewSizes.contains { $0 == size(device) } }
        let wide = candidates.first { device in viewSizes.contains { $0.0 == size(device).0 } }
        return sized ?? wide ?? candidates.first
    }

    /// A status bar IB drew otherwise: in the eras where `era` holds, `top` points.
    typealias DrawnTop = (era: @Sendable (InterfaceBuilderEra) -> Bool, top: Double)

    /// Whether the device is an iPhone or iPad with a home button: a 20-point status bar in
    /// portrait, nothing at the bottom.
    var hasHomeButton: Bool { portraitInsets.top == 20 && portraitInsets.bottom == 0 }

    /// The device as a document of this era shows it: its status bar then (none on a
    /// home-button iPhone or iPad from Xcode 11 to 14), a notched iPhone's insets doubled, a page
    /// sheet's place and insets.
    func asShown(by era: InterfaceBuilderEra) -> InterfaceBuilderDevice {
        var shown = self
        if let (holds, top) = drawnTop, holds(era) {
            shown.portraitInsets.top = top
            shown.landscapeInsets.left = top
            shown.landscapeInsets.right = top
            shown.catalogueName = nil
        }
        let status = shown.portraitInsets.top
        shown.sheetOrigin = status
        let isNotchedPhone = shown.portraitInsets.bottom > 0 && width < 500
        if hasHomeButton, !era.drawsHomeButtonStatusBar {
            // A page sheet still starts below where the status bar would be. An iPad's bar
            // shows in landscape too: none there either.
            shown.portraitInsets.top = 0
            shown.landscapeInsets.top = 0
            shown.catalogueName = nil
        }
        if isNotchedPhone, era.doublesNotchedInsets {
            // A sheet keeps the status bar's height on top and no home indicator below. The
            // canvas adds the portrait insets to those of the orientation shown: portrait's
            // twice, and in landscape the portrait ones to the landscape ones — the side
            // insets stay single, the status bar's height comes on top, the portrait home
            // indicator under the landscape one (issue #37 §5's Xcode 26 landscape iPhone:
            // sides 47, top 47, bottom 55; outside the corpus, xDrip's landscape scene on
            // `retina6_0` at 24412, its stack 5 inside a safe area of 47, 47, 55 and 47).
            shown.sheetInsets = LayoutInsets(top: status, left: 0, bottom: 0, right: 0)
            let portrait = shown.portraitInsets
            for keyPath in [\LayoutInsets.top, \.left, \.bottom, \.right] {
                shown.portraitInsets[keyPath: keyPath] += portrait[keyPath: keyPath]
                shown.landscapeInsets[keyPath: keyPath] += portrait[keyPath: keyPath]
            }
            shown.catalogueName = nil
        } else if isNotchedPhone, era.insetsSheetsByStatusBar {
            // The status bar's height on top, UIKit's home indicator below (no document of
            // these versions pins a sheet's view to its bottom).
            shown.sheetInsets = LayoutInsets(top: status, left: 0, bottom: shown.portraitInsets.bottom, right: 0)
        } else {
            // UIKit's page sheet: no status bar above it, the home indicator below.
            shown.sheetInsets = LayoutInsets(top: 0, left: 0, bottom: shown.portraitInsets.bottom, right: 0)
        }
        return shown
    }
}
