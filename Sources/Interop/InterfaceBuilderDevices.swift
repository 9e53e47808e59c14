import AutoLayout
import LayoutScript

/// The devices Interface Builder names in `<device id=…>`, with their screens in points and
/// the safe-area insets UIKit gives a full-screen view on them (top, left, bottom, right).
///
/// Sizes are Apple's (Human Interface Guidelines, "Layout", device screen dimensions); the
/// insets are the status bar (20 points on home-button devices) or the sensor housing and
/// home indicator, as `safeAreaInsets` reports them on each device. A device with the same
/// screen and insets as one of Tether's catalogue (`tether devices`) is written as
/// `root device NAME`, so that traits follow; any other as `root W x H safe T L B R`.
struct InterfaceBuilderDevice {
    var id: String
    var name: String
    var width: Double
    var height: Double
    var portraitInsets: LayoutInsets
    var landscapeInsets: LayoutInsets
    /// Tether's catalogue name, when the catalogue has this screen.
    var catalogueName: String?
    /// Pixels per point: 3 on Plus, notched and later iPhones except the XR and 11, else 2
    /// (Apple's Human Interface Guidelines, "Layout": device screen dimensions).
    var scale: Double = 2
    /// The status bar's height from a tools version on, where Interface Builder changed it:
    /// Xcode 13 took the iPhone 11 from iOS 13's 44 points to iOS 14's 48, and from tools
    /// version 23727 `retina5_9` has a 50-point (mini-style) status bar.
    var laterTop: (from: Int, top: Double)?
    /// Where IB draws a page sheet: below the status bar.
    var sheetOrigin: Double = 20
    /// The safe-area insets IB gives a page sheet's view (top and bottom).
    var sheetInsets = LayoutInsets.zero

    /// Every screen an id has meant, in the order Xcode used them: `retina6_12` was the
    /// iPhone 14 (390 × 844) until Xcode 15 made it the iPhone 15 (393 × 852).
    static let all: [InterfaceBuilderDevice] = [
        phone("retina3_5", "iPhone 4s", 320, 480, top: 20, catalogue: "iphone4s"),
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568, top: 20, catalogue: "iphone5"),
        phone("retina4_7", "iPhone 8", 375, 667, top: 20, catalogue: "iphone8"),
        phone("retina5_5", "iPhone 8 Plus", 414, 736, top: 20, scale: 3),
        notched("retina5_9", "iPhone 11 Pro", 375, 812, top: 44, laterTop: (23_727, 50)),
        notched("retina5_4", "iPhone 12 mini", 375, 812, top: 50, catalogue: "iphone13mini"),
        notched("retina6_1", "iPhone 11", 414, 896, top: 44, laterTop: (19_000, 48), scale: 2),
        notched("retina6_5", "iPhone 11 Pro Max", 414, 896, top: 44),
        notched("retina6_0", "iPhone 12", 390, 844, top: 47),
        notched("retina6_7", "iPhone 12 Pro Max", 428, 926, top: 47),
        notched("retina6_7", "iPhone 15 Plus", 430, 932, top: 59, catalogue: "iphone16plus"),
        notched("retina6_12", "iPhone 14", 390, 844, top: 47),
        notched("retina6_12", "iPhone 15", 393, 852, top: 59, catalogue: "iphone15"),
        notched("retina6_72", "iPhone 14 Plus", 428, 926, top: 47),
        notched("retina6_72", "iPhone 15 Pro Max", 430, 932, top: 59, catalogue: "iphone16plus"),
        notched("retina6_3", "iPhone 16 Pro", 402, 874, top: 62, landscapeBottom: 20, catalogue: "iphone16pro"),
        notched("retina6_9", "iPhone 16 Pro Max", 440, 956, top: 62, landscapeBottom: 20, catalogue: "iphone16promax"),
        InterfaceBuilderDevice(
            id: "ipad9_7", name: "iPad (9.7-inch)", width: 768, height: 1024,
            portraitInsets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeInsets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0), catalogueName: "ipad"),
        tablet("ipad10_2", "iPad (10.2-inch)", 810, 1080, top: 20, bottom: 0),
        tablet("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, top: 20, bottom: 0),
        tablet("ipad11", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20),
        tablet("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, top: 20, bottom: 0),
        tablet("ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20),
    ]

    /// The first screen an id has meant.
    static func named(_ id: String) -> InterfaceBuilderDevice? { all.first { $0.id == id } }

    /// The screen an id means in a document whose full-screen views have these sizes: the
    /// one whose width (in the orientation) one of them has, else the first.
    static func named(_ id: String, landscape: Bool, viewSizes: [(Double, Double)]) -> InterfaceBuilderDevice? {
        let candidates = all.filter { $0.id == id }
        let matching = candidates.first { device in
            let width = landscape ? device.height : device.width
            return viewSizes.contains { $0.0 == width }
        }
        return matching ?? candidates.first
    }

    /// A home-button iPhone: the status bar in portrait, nothing in landscape.
    private static func phone(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double,
                              scale: Double = 2, catalogue: String? = nil) -> InterfaceBuilderDevice {
        InterfaceBuilderDevice(id: id, name: name, width: width, height: height,
                               portraitInsets: LayoutInsets(top: top, left: 0, bottom: 0, right: 0),
                               landscapeInsets: .zero, catalogueName: catalogue, scale: scale)
    }

    /// An iPhone with a notch: the housing on top (on both sides in landscape), the home
    /// indicator at the bottom (34 points in portrait, 21 in landscape, 20 on the iPhone 16
    /// Pro models); 3 pixels a point but on the iPhone 11 and XR.
    private static func notched(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double,
                                laterTop: (Int, Double)? = nil, landscapeBottom: Double = 21, scale: Double = 3,
                                catalogue: String? = nil) -> InterfaceBuilderDevice {
        InterfaceBuilderDevice(id: id, name: name, width: width, height: height,
                               portraitInsets: LayoutInsets(top: top, left: 0, bottom: 34, right: 0),
                               landscapeInsets: LayoutInsets(top: 0, left: top, bottom: landscapeBottom, right: top),
                               catalogueName: catalogue, scale: scale, laterTop: laterTop)
    }

    /// The tools version from which Interface Builder draws a notched iPhone's safe-area
    /// insets at twice their size (a full-screen view on the iPhone 11 inset 96 and 68,
    /// its status bar still 48): the earliest version the corpus's documents show it in
    /// (a document of 23504 still draws a 47-point status bar; `docs/interop.md`).
    static let doubledInsetsFrom = 23_727
    /// The tools version from which IB draws a presented scene as a page sheet (Xcode 11).
    static let sheetsFrom = 15_000

    /// The device as a document of this tools version shows it: its status bar then, a
    /// notched iPhone's insets doubled from tools version 23727 on, a page sheet's place and
    /// insets.
    func asShown(byToolsVersion version: Int) -> InterfaceBuilderDevice {
        var shown = self
        if let (from, top) = laterTop, version >= from {
            shown.portraitInsets.top = top
            shown.landscapeInsets.left = top
            shown.landscapeInsets.right = top
            shown.catalogueName = nil
        }
        let status = shown.portraitInsets.top
        shown.sheetOrigin = status
        let isNotchedPhone = shown.portraitInsets.bottom > 0 && width < 500
        if isNotchedPhone, version >= Self.doubledInsetsFrom {
            // A sheet keeps the status bar's height on top and no home indicator below.
            shown.sheetInsets = LayoutInsets(top: status, left: 0, bottom: 0, right: 0)
            for keyPath in [\LayoutInsets.top, \.left, \.bottom, \.right] {
                shown.portraitInsets[keyPath: keyPath] *= 2
                shown.landscapeInsets[keyPath: keyPath] *= 2
            }
            shown.catalogueName = nil
        } else {
            // UIKit's page sheet: no status bar above it, the home indicator below.
            shown.sheetInsets = LayoutInsets(top: 0, left: 0, bottom: shown.portraitInsets.bottom, right: 0)
        }
        return shown
    }

    /// An iPad: the status bar on top in both orientations, a home indicator on Face ID models.
    private static func tablet(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double,
                               bottom: Double) -> InterfaceBuilderDevice {
        let insets = LayoutInsets(top: top, left: 0, bottom: bottom, right: 0)
        return InterfaceBuilderDevice(id: id, name: name, width: width, height: height, portraitInsets: insets,
                                      landscapeInsets: insets, catalogueName: nil)
    }
}
