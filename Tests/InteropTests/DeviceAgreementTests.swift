import AutoLayout
import Foundation
import LayoutScript
import Testing

@testable import Interop

/// The importer reads its devices from Tether's catalogue (`Device.all`): each IB device id
/// is a catalogue device, and a full-screen scene on it is imported with that device's size,
/// safe area and size classes — written as `root device NAME` for a listed device (so that
/// `--device NAME` and the import are one screen), as `root W x H safe …` otherwise. Only
/// the documented deltas of what an Xcode drew (`drawnTop`, doubled insets, sheets) differ.
@Suite struct DeviceAgreementTests {
    /// A tools version with none of the deltas but `retina5_9`'s 50-point status bar: after
    /// Xcode 12 to 14.2 drew the iPhone 11's 44-point status bar (21500), before the doubled
    /// insets (23727).
    static let plainToolsVersion = "22505"

    /// A tools version at which IB drew `entry` as the catalogue's device: the plain one, or
    /// for `retina5_9` (50 points from 21500) Xcode 12's 19455, before its bar changed.
    static func plainToolsVersion(for entry: InterfaceBuilderDevice) -> String {
        let drawsOtherwise = entry.drawnTop.map { $0.era(InterfaceBuilderEra(version: 22_505)) } ?? false
        return drawsOtherwise ? "19455" : plainToolsVersion
    }

    /// A storyboard of one full-screen scene on IB device `id` in an orientation.
    /// `plugin` is the Cocoa Touch plug-in version the document names, if any.
    static func storyboard(id: String, width: Double, height: Double, landscape: Bool, toolsVersion: String,
                           plugin: String? = nil) -> String {
        // Xcode 11 and later name the canvas's appearance (the corpus's earliest: 14845, a beta).
        let appearance = (Int(toolsVersion.prefix { $0 != "." }) ?? 0) >= 14_845 ? " appearance=\"light\"" : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(id)" orientation="\(landscape ? "landscape" : "portrait")"\(appearance)/>
            <dependencies>\(plugin.map { "<plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"\($0)\"/>" } ?? "")</dependencies>
            <scenes><scene sceneID="s-a"><objects>
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-a">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <viewLayoutGuide key="safeArea" id="g-a"/>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// The scene's `root` line, without its comment.
    static func rootLine(_ xml: String) throws -> String {
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        let line = try #require(script.text.split(separator: "\n").first { $0.hasPrefix("root ") })
        return String(line.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces)
    }

    /// Every row of the importer's table names a device of the catalogue.
    @Test func everyInterfaceBuilderIdIsACatalogueDevice() {
        for row in InterfaceBuilderDevice.rows {
            #expect(Device.named(row.device) != nil, "IB's \(row.id) (\(row.name)) names '\(row.device)', which the catalogue lacks")
        }
        #expect(InterfaceBuilderDevice.all.count == InterfaceBuilderDevice.rows.count)
    }

    /// The importer and the catalogue agree on every IB device, in both orientations: the
    /// root line is the catalogue device's screen (through `Device.screen(named:)` when it
    /// names one), and the size classes the importer gives variations are the device's.
    @Test func importedRootLinesAreTheCatalogueScreens() throws {
        for entry in InterfaceBuilderDevice.all {
            for landscape in [false, true] {
                let expected = entry.device.screen(landscape: landscape)
                let xml = Self.storyboard(id: entry.id, width: expected.size.width, height: expected.size.height,
                                          landscape: landscape, toolsVersion: Self.plainToolsVersion(for: entry))
                let line = try Self.rootLine(xml)
                let context = "IB's \(entry.id) (\(entry.name)), \(landscape ? "landscape" : "portrait"): \(line)"
                if line.hasPrefix("root device \"") {
                    // `root device "NAME" scale N`: the name between the quotes.
                    let name = line.dropFirst("root device \"".count).prefix { $0 != "\"" }
                    #expect(entry.device.isListed, "\(context): an earlier device written by name")
                    #expect(try Device.screen(named: String(name)) == expected, "\(context)")
                } else {
                    let insets = expected.safeAreaInsets
                    let numbers = [expected.size.width, expected.size.height, insets.top, insets.left, insets.bottom, insets.right]
                        .map { $0.layoutDescription }
                    #expect(!entry.device.isListed, "\(context): a listed device not written by name")
                    let scale = entry.device.scale.layoutDescription
                    #expect(line == "root \(numbers[0]) x \(numbers[1]) safe \(numbers[2...].joined(separator: " ")) scale \(scale)", "\(context)")
                }
                let era = InterfaceBuilderEra(version: Int(Self.plainToolsVersion(for: entry)) ?? 0)
                #expect(entry.asShown(by: era).traits(landscape: landscape) == expected.traits, "\(context)")
                #expect(entry.scale == entry.device.scale)
            }
        }
    }

    /// The documented deltas, and only those: Xcode 12 to 14.2 drew the iPhone 11 and the
    /// iPhone 12 with iOS 13's 44-point status bar (the catalogue's 48 and 47 from tools
    /// version 21500: b-19's iPhone 12 scenes at 19529 sit 44 down); from the same 21500
    /// `retina5_9` has a 50-point one (the 12 mini's; outside development documents of
    /// 22505 and 23504 pin views 50 down), drawn doubled like every notched iPhone's insets
    /// from 23727;
    /// home-button iPhones and iPads have none from Xcode 11 to 14.
    @Test func drawnStatusBarsAreTheOnlyDeltas() throws {
        let cases = [("retina6_1", "17701", "root 414 x 896 safe 44 0 34 0 scale 2"), ("retina6_1", "22505", "root 414 x 896 safe 48 0 34 0 scale 2"),
                     ("retina6_0", "19529", "root 390 x 844 safe 44 0 34 0 scale 3"), ("retina6_0", "21701", "root 390 x 844 safe 47 0 34 0 scale 3"),
                     ("retina5_9", "19455", "root 375 x 812 safe 44 0 34 0 scale 3"), ("retina5_9", "22505", "root 375 x 812 safe 50 0 34 0 scale 3"),
                     ("retina5_9", "23504", "root 375 x 812 safe 50 0 34 0 scale 3"), ("retina5_9", "23727", "root 375 x 812 safe 100 0 68 0 scale 3")]
        for (id, version, expected) in cases {
            let entry = try #require(InterfaceBuilderDevice.named(id))
            let xml = Self.storyboard(id: id, width: entry.width, height: entry.height, landscape: false, toolsVersion: version)
            #expect(try Self.rootLine(xml) == expected, "IB's \(id) at tools version \(version)")
        }
        // Xcode 11 to 14.2 (tools versions 15000 to 21499) drew home-button iPhones without a
        // status bar; before and after, with UIKit's 20 points (InterfaceBuilderEra).
        let homeButton = [("retina4_7", "14490", "root device \"iphone8\" scale 2"), ("retina4_7", "17701", "root 375 x 667 safe 0 0 0 0 scale 2"),
                          ("retina5_5", "21225", "root 414 x 736 safe 0 0 0 0 scale 3"), ("retina4_7", "21701", "root device \"iphone8\" scale 2"),
                          ("retina4_0", "24765", "root device \"iphone5\" scale 2")]
        for (id, version, expected) in homeButton {
            let entry = try #require(InterfaceBuilderDevice.named(id))
            let xml = Self.storyboard(id: id, width: entry.width, height: entry.height, landscape: false, toolsVersion: version)
            #expect(try Self.rootLine(xml) == expected, "IB's \(id) at tools version \(version)")
        }
        // So did they home-button iPads, in landscape too (a-04, 15505: its top layout
        // guide's bottom at 0; a-22, 16097: scenes under an opaque 50-point top bar 1024 − 50
        // tall); before, UIKit's 20 points.
        let iPads = [("14490", false, "root device \"ipad\" scale 2"), ("16097", false, "root 768 x 1024 safe 0 0 0 0 scale 2"),
                     ("15505", true, "root 1024 x 768 safe 0 0 0 0 scale 2")]
        for (version, landscape, expected) in iPads {
            let xml = Self.storyboard(id: "ipad9_7", width: landscape ? 1024 : 768, height: landscape ? 768 : 1024, landscape: landscape,
                                      toolsVersion: version)
            #expect(try Self.rootLine(xml) == expected, "IB's ipad9_7 at tools version \(version)")
        }
        let withDeltas = InterfaceBuilderDevice.all.filter { $0.drawnTop != nil }.map(\.id)
        #expect(withDeltas == ["retina5_9", "retina5_4", "retina6_1", "retina6_0", "retina6_7"])
    }

    /// The rounded-corner iPads and the iPad mini are read as the devices they are, not as
    /// unknown ids kept at their frame without a safe area: Apple's screens (Human
    /// Interface Guidelines, "Layout"), 24 above and 20 below. `ipad11_0rounded` has meant two
    /// screens 834 points wide, the first 11-inch iPad Pro's 1194 tall and the M4's 1210
    /// (b-28 stores 1210 × 834 in landscape): the scene's height chooses where the width ties.
    @Test func roundedIPadsAreTheirCatalogueScreens() throws {
        let cases = [("ipad11_0rounded", 834.0, 1194.0, false, "root 834 x 1194 safe 24 0 20 0 scale 2"),
                     ("ipad11_0rounded", 1210.0, 834.0, true, "root device \"ipadpro11:landscape\" scale 2"),
                     ("ipad10_9rounded", 820.0, 1180.0, false, "root device \"ipadair11\" scale 2"),
                     ("ipad7_9", 744.0, 1133.0, false, "root device \"ipadmini\" scale 2")]
        for (id, width, height, landscape, expected) in cases {
            let xml = Self.storyboard(id: id, width: width, height: height, landscape: landscape, toolsVersion: Self.plainToolsVersion)
            #expect(try Self.rootLine(xml) == expected, "IB's \(id), \(width) x \(height)")
        }
    }

    /// Only an iPhone's navigation bar is 32 in landscape, the compact height ("Specifies metrics when
    /// using the phone idiom", Apple's UIBarMetrics.compact): a landscape iPad's is the same
    /// bar, 20 + 44 = 64 below its top, where 20 + 32 was given.
    @Test func landscapeIPadsKeepTheirNavigationBar() throws {
        let xml = Self.storyboard(id: "ipad9_7", width: 1024, height: 768, landscape: true, toolsVersion: Self.plainToolsVersion)
            .replacingOccurrences(of: "</view>", with: """
                </view>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                """)
        #expect(try Self.rootLine(xml) == "root 1024 x 768 safe 64 0 0 0 scale 2")
    }

    /// A navigation bar IB simulates over a scene (`simulatedTopBarMetrics`) is the era's bar,
    /// the controls' table's: iOS 26's 54 in Xcode 26, 44 before (c-09's scenes, Xcode 26 on an
    /// iPhone SE, store their views 20 + 54 = 74 down). Under the translucent bar on the iPhone
    /// 8 the root fills the screen, its safe area 20 + 54 = 74, or 20 + 44 = 64, from the top.
    @Test(arguments: [("24765", 74.0), ("22505", 64.0)])
    func simulatedNavigationBarsAreTheErasBar(toolsVersion: String, top: Double) throws {
        let xml = Self.storyboard(id: "retina4_7", width: 375, height: 667, landscape: false, toolsVersion: toolsVersion)
            .replacingOccurrences(of: "</view>", with: """
                </view>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                """)
        #expect(try Self.rootLine(xml) == "root 375 x 667 safe \(ScriptText.number(top)) 0 0 0 scale 2")
    }

    /// A toolbar IB simulates below a scene (`simulatedToolbarMetrics`) is the controls'
    /// table's toolbar: 49 above a portrait iPhone's home indicator before iOS 26 (the
    /// table's row from half-0's b-22 and b-23), 44 on a home-button iPhone. Under the
    /// translucent toolbar the root fills the screen: the iPhone 11's safe area ends
    /// 34 + 49 = 83 above its bottom (48 below its top, Xcode 14.3 on), the iPhone 8's 44.
    @Test(arguments: [("retina6_1", 414.0, 896.0, "root 414 x 896 safe 48 0 83 0 scale 2"),
                      ("retina4_7", 375.0, 667.0, "root 375 x 667 safe 20 0 44 0 scale 2")])
    func simulatedToolbarsAreTheTablesToolbar(id: String, width: Double, height: Double, expected: String) throws {
        let xml = Self.storyboard(id: id, width: width, height: height, landscape: false, toolsVersion: Self.plainToolsVersion)
            .replacingOccurrences(of: "</view>", with: """
                </view>
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                """)
        #expect(try Self.rootLine(xml) == expected)
    }

    /// A development build's `toolsVersion` (`32700.99.1234`) is read at its Cocoa Touch
    /// plug-in's version: the corpus's such documents name Xcode 15's plug-in (22684) and
    /// store Xcode 15's single notched insets (b-01's 47 on `retina6_0`), not the doubled ones.
    @Test func developmentBuildsAreReadAtTheirPluginVersion() throws {
        #expect(InterfaceBuilderEra(toolsVersion: "32700.99.1234", pluginVersion: "22684").version == 22_684)
        #expect(InterfaceBuilderEra(toolsVersion: "24765", pluginVersion: "24743").version == 24_765)
        #expect(InterfaceBuilderEra(toolsVersion: "32700.99.1234", pluginVersion: nil).version == 32_700)
        let entry = try #require(InterfaceBuilderDevice.named("retina6_1"))
        let xml = Self.storyboard(id: "retina6_1", width: entry.width, height: entry.height, landscape: false,
                                  toolsVersion: "32700.99.1234", plugin: "22684")
        #expect(try Self.rootLine(xml) == "root 414 x 896 safe 48 0 34 0 scale 2")
    }

    /// A document whose `<device>` names an `appearance` was saved by Xcode 11 or later (light
    /// and dark appearances came with it), whatever its tools version: an Xcode 11 beta's
    /// 14868 is read at Xcode 11's 15000, whose canvas draws a home-button iPhone with no
    /// status bar (safe area top 0, ``InterfaceBuilderEra/homeButtonStatusBarHidden``); the
    /// same version without an appearance is Xcode 10's, with iOS's 20-point status bar.
    @Test func documentsWithAnAppearanceAreReadAsXcode11() throws {
        let xml = Self.storyboard(id: "retina4_7", width: 375, height: 667, landscape: false, toolsVersion: "14868")
        #expect(try Self.rootLine(xml) == "root 375 x 667 safe 0 0 0 0 scale 2")
        let xcode10 = xml.replacingOccurrences(of: " appearance=\"light\"", with: "")
        #expect(try Self.rootLine(xcode10) == "root device \"iphone8\" scale 2")
        #expect(InterfaceBuilderEra(toolsVersion: "14868", pluginVersion: nil).version == 14_868)
    }

    /// Xcode 14.2 (21507) still draws a home-button iPhone with no status bar, as Xcode 11 to
    /// 14.1 do; Xcode 14.3 (21701) draws iOS's 20-point bar again (``InterfaceBuilderEra/
    /// homeButtonStatusBarFrom``). The iPhone 11's 44-point bar ends earlier, at 21500: the
    /// two are separate facts.
    @Test func xcode14Point2StillDrawsNoHomeButtonStatusBar() throws {
        let xcode14Point2 = Self.storyboard(id: "retina5_5", width: 414, height: 736, landscape: false, toolsVersion: "21507")
        #expect(try Self.rootLine(xcode14Point2) == "root 414 x 736 safe 0 0 0 0 scale 3")
        let xcode14Point3 = Self.storyboard(id: "retina5_5", width: 414, height: 736, landscape: false, toolsVersion: "21701")
        #expect(try Self.rootLine(xcode14Point3) == "root 414 x 736 safe 20 0 0 0 scale 3")
    }
}
