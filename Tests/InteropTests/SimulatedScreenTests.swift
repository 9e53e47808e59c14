import Foundation
import Interop
import Testing

/// The screen each scene is drawn on, as the Interface Builder that saved the document drew
/// it: the device's status bar then, a notched iPhone's insets from Xcode 15 on, page sheets
/// and navigation bars where the document stores them. Each expectation is the `root` line
/// the importer writes; the figures come from the device's published insets and from what
/// the corpus's documents store (`docs/interop.md`, "Devices and bars").
@Suite struct SimulatedScreenTests {
    /// A storyboard on `device` saved by `toolsVersion`, of `scenes`.
    static func storyboard(_ scenes: String, device: String, toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    /// A scene of a view controller `id` whose view is `width` × `height`, with `extra`
    /// inside the controller (segues, simulated metrics).
    static func scene(_ id: String, width: Int, height: Int, extra: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                </view>
                \(extra)
            </viewController>
        </objects></scene>
        """
    }

    /// The root line of each scene's script, by scene order.
    static func rootLines(_ xml: String) throws -> [String] {
        try InteropFixtures.read(xml, name: "Main.storyboard").scripts.map { script in
            script.text.split(separator: "\n").first { $0.hasPrefix("root ") }.map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) } ?? ""
        }
    }

    /// The iPhone 11 (`retina6_1`, 414 × 896): Xcode 12 to 14.2 drew iOS 13's 44-point status
    /// bar (n-27, tools version 21208, stores three scenes' safe areas 44 down), Xcode 14.3 on
    /// iOS 14's 48 (n-06 at 21507, a-08 at 22505); Xcode 15 on store every inset of a notched
    /// iPhone at twice its size (96 above, 68 below), as every document of theirs in the
    /// corpus has it.
    @Test func statusBarByToolsVersion() throws {
        for (version, line) in [("17701", "root 414 x 896 safe 44 0 34 0 scale 2"), ("21208", "root 414 x 896 safe 44 0 34 0 scale 2"),
                                ("21507", "root 414 x 896 safe 48 0 34 0 scale 2"), ("22505", "root 414 x 896 safe 48 0 34 0 scale 2"),
                                ("23727", "root 414 x 896 safe 96 0 68 0 scale 2")] {
            let xml = Self.storyboard(Self.scene("a", width: 414, height: 896), device: "retina6_1", toolsVersion: version)
            #expect(try Self.rootLines(xml) == [line], "tools version \(version)")
        }
    }

    /// In landscape, the canvas of the versions that double a notched iPhone's insets adds
    /// the portrait insets to the landscape ones rather than doubling them: the iPhone 12
    /// (`retina6_0`, portrait 47 above and 34 below, landscape 47 at each side and 21 below)
    /// is drawn 844 × 390 with 47 above, 47 at each side and 21 + 34 = 55 below (issue #37
    /// §5's Xcode 26 landscape iPhone; outside the corpus, xDrip's landscape scene at 24412,
    /// its stack pinned 5 and 25 inside the safe area at (52, 72, 740, 258)), where doubling
    /// gave 0, 94, 42 and 94. In portrait the same canvas doubles them (94 above, 68 below).
    @Test func landscapeNotchedIPhonesAddThePortraitInsets() throws {
        let landscape = Self.storyboard(Self.scene("a", width: 844, height: 390), device: "retina6_0", toolsVersion: "24412")
            .replacing(#"orientation="portrait""#, with: #"orientation="landscape""#)
        #expect(try Self.rootLines(landscape) == ["root 844 x 390 safe 47 47 55 47 scale 3"])
        let portrait = Self.storyboard(Self.scene("a", width: 390, height: 844), device: "retina6_0", toolsVersion: "24412")
        #expect(try Self.rootLines(portrait) == ["root 390 x 844 safe 94 0 68 0 scale 3"])
    }

    /// The iPhone 12 Pro Max (`retina6_7`, 428 × 926) and the 12 mini (`retina5_4`, 375 × 812)
    /// are drawn as the iPhone 12 is: iOS 13's 44-point status bar up to Xcode 14.1 (a
    /// development document at 19529, PINRemoteImage's example, stores image views pinned 20
    /// above the safe area's top at 24), iOS 14's from Xcode 14.2 (47 and 50).
    @Test func iPhone12FamilyStatusBarByToolsVersion() throws {
        for (device, width, height, old, new) in [("retina6_7", 428, 926, "root 428 x 926 safe 44 0 34 0 scale 3", "root 428 x 926 safe 47 0 34 0 scale 3"),
                                                  ("retina5_4", 375, 812, "root 375 x 812 safe 44 0 34 0 scale 3", "root device \"iphone13mini\" scale 3")] {
            let before = Self.storyboard(Self.scene("a", width: width, height: height), device: device, toolsVersion: "19529")
            #expect(try Self.rootLines(before) == [old], "\(device)")
            let after = Self.storyboard(Self.scene("a", width: width, height: height), device: device, toolsVersion: "21507")
            #expect(try Self.rootLines(after) == [new], "\(device)")
        }
    }

    /// A xib's top-level view keeps the bars its own Simulated Metrics draw: a navigation bar
    /// puts its safe area under the iPhone 8's 20-point status bar and the 44-point bar (64,
    /// as an Xcode 10 document outside the corpus, 3Qax/TODOs, stores its views 12 below it),
    /// a tab bar 49 above its bottom; `<nil key="simulatedTopBarMetrics"/>`, as the corpus's
    /// xibs store it, draws none.
    @Test func xibViewsKeepTheirSimulatedBars() throws {
        func rootLine(_ metrics: String) throws -> String {
            let xml = InteropFixtures.saved(InteropFixtures.xib("", device: #"<device id="retina4_7" orientation="portrait"/>"#), byToolsVersion: "14490")
                .replacingOccurrences(of: #"<view contentMode="scaleToFill" id="root-id">"#, with: #"<view contentMode="scaleToFill" id="root-id">"# + metrics)
            let text = try #require(try InteropFixtures.read(xml).scripts.first).text
            return text.split(separator: "\n").first { $0.hasPrefix("root ") }.map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) } ?? ""
        }
        #expect(try rootLine(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#) == "root 375 x 667 safe 64 0 0 0 scale 2")
        #expect(try rootLine(#"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#) == "root 375 x 667 safe 20 0 49 0 scale 2")
        #expect(try rootLine(#"<nil key="simulatedTopBarMetrics"/>"#) == "root device \"iphone8\" scale 2")
    }

    /// A xib's view wider than tall on a portrait iPhone is in portrait, the device's
    /// orientation: 414 points wide, its minimum side margins are a wide portrait root's 20
    /// (Screen.minimumSideMargin; outside the corpus 17 of 17 such views store 20), where its
    /// own shape had it in landscape at 16. A view pinned to its leading and trailing margins
    /// is at 20 and 374 wide.
    @Test func wideXibViewsOnAPortraitPhoneAreInPortrait() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                    <rect key="frame" x="20" y="60" width="374" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root-id" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="60" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
            </constraints>
            """, device: #"<device id="retina6_1" orientation="portrait"/>"#)
            .replacingOccurrences(of: #"width="375" height="667"/>"#, with: #"width="414" height="277"/>"#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("traits compact regular"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["box"] == [20, 60, 374, 100], "\(InteropFixtures.frames(result))")
    }

    /// A xib's freeform view taller than its device (an iPhone 11, 896 tall) is drawn on a
    /// canvas as tall as it: the status bar's 44 above, the home indicator's 34 at its own
    /// bottom — not the 2,000 − (896 − 34) = 1,138 below the screen's home indicator band that
    /// a view placed on the 896-point screen would have (a development set's 2,166-point home
    /// view, COVIDSafe's, stores its scroll view to the safe area's bottom 2,088 tall from 44, 34
    /// above its own bottom). A shorter one stays on the screen, in portrait though wider than
    /// tall (`traits compact regular`: the device's orientation).
    @Test func tallXibViewsGrowTheirCanvas() throws {
        func rootLine(height: Int) throws -> String {
            let xml = InteropFixtures.saved(InteropFixtures.xib("", device: #"<device id="retina6_1" orientation="portrait"/>"#), byToolsVersion: "18122")
                .replacingOccurrences(of: #"<view contentMode="scaleToFill" id="root-id">"#,
                                      with: #"<view contentMode="scaleToFill" id="root-id"><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
                .replacingOccurrences(of: #"width="375" height="667"/>"#, with: #"width="414" height="\#(height)"/>"#)
            let text = try #require(try InteropFixtures.read(xml).scripts.first).text
            return text.split(separator: "\n").first { $0.hasPrefix("root ") }.map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) } ?? ""
        }
        #expect(try rootLine(height: 2000) == "root 414 x 2000 safe 44 0 34 0 scale 2")
        #expect(try rootLine(height: 300) == "root 414 x 300 safe 44 0 0 0 traits compact regular scale 2")
    }

    /// `<size key="freeformSize">` is "Size: Freeform": the canvas is the view, 1,896 tall,
    /// with the device's insets at its top and bottom (not the screen's bottom 1,000 points up).
    @Test func freeformSize() throws {
        let xml = Self.storyboard(Self.scene("a", width: 414, height: 1896, extra: #"<size key="freeformSize" width="414" height="1896"/>"#),
                                  device: "retina6_1", toolsVersion: "17701")
        #expect(try Self.rootLines(xml) == ["root 414 x 1896 safe 44 0 34 0 scale 2"])
    }

    /// A freeform canvas (`freeformSize`) is the screen the view is drawn on: a scene
    /// presented as a sheet on a 320 × 650 canvas (`retina5_9`, Xcode 26) is the sheet below
    /// the 50-point status bar, 600 tall, with 50 points on top and none below, as the
    /// corpus's one view shorter than its freeform size on an iPhone stores it (its
    /// container pinned to the safe area's top at 50). The 58 of the corpus's 62 freeform
    /// views that are their canvas's size stay as they were.
    @Test func freeformCanvasHoldsASheet() throws {
        let scenes = Self.scene("a", width: 375, height: 812, extra: #"<connections><segue destination="b" kind="presentation" id="p1"/></connections>"#)
            + Self.scene("b", width: 320, height: 600, extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="650"/>"#)
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina5_9", toolsVersion: "24765"))
        #expect(lines.last == "root 320 x 600 safe 50 0 0 0 scale 3")
    }

    /// A scene presented with the automatic style is a page sheet (Xcode 11 on): on an
    /// iPhone 8 below the 20-point status bar, 647 tall, with UIKit's sheet insets (none on a
    /// home-button iPhone). A scene presented full screen is not.
    @Test func pageSheets() throws {
        let scenes = Self.scene("a", width: 375, height: 667, extra: """
            <connections>
                <segue destination="b" kind="presentation" id="p1"/>
                <segue destination="c" kind="presentation" modalPresentationStyle="fullScreen" id="p2"/>
            </connections>
            """)
            + Self.scene("b", width: 375, height: 647, extra: #"<connections><segue destination="d" kind="show" id="p3"/></connections>"#)
            + Self.scene("c", width: 375, height: 667)
            + Self.scene("d", width: 375, height: 637)
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina4_7", toolsVersion: "22505"))
        // b: a sheet; c: the whole screen under the status bar; d, shown from b outside a
        // navigation controller: a second sheet, 10 points lower.
        #expect(lines == ["root device \"iphone8\" scale 2", "root 375 x 647 safe 0 0 0 0 scale 2", "root device \"iphone8\" scale 2", "root 375 x 637 safe 0 0 0 0 scale 2"])
    }

    /// A page sheet on a notched iPhone: Xcode 12 gives it UIKit's insets, none on top (n-40
    /// at 18122 and a-42 at 17156 store their sheets' safe areas at 0), Xcode 14.1 on the
    /// status bar's height on top (n-27 at 21208 stores its sheet's 44 down, the iPhone 11's
    /// status bar then); both draw it below the status bar and 10 points lower, 842 tall,
    /// with the home indicator's inset below as before (what of it reaches the sheet: 24).
    @Test func notchedSheetsKeepTheStatusBarFromXcode14() throws {
        let scenes = Self.scene("a", width: 414, height: 896, extra: #"<connections><segue destination="b" kind="presentation" id="p1"/></connections>"#)
            + Self.scene("b", width: 414, height: 842)
        for (version, line) in [("18122", "root 414 x 842 safe 0 0 24 0 scale 2"), ("21208", "root 414 x 842 safe 44 0 24 0 scale 2")] {
            let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina6_1", toolsVersion: version))
            #expect(lines.last == line, "tools version \(version)")
        }
    }

    /// A `showDetail` segue outside a split view controller presents its scene: nothing
    /// overrides `showDetailViewController(_:sender:)` there, and UIKit's default presents the
    /// view controller modally (Apple's reference; a navigation controller overrides only
    /// `show`), so Xcode 12 draws it as a page sheet on the iPhone 11: 842 tall, no inset on
    /// top, 24 of the home indicator below. A split view controller shows its detail in
    /// place: the same segue from its master draws no sheet (44 of the status bar above, as
    /// any view; the 842-point view ends above the home indicator). n-40's block height scene,
    /// shown so from a table in a navigation controller, stores its label pinned 258 below the
    /// safe area's top at y 258.
    @Test func showDetailOutsideASplitViewIsASheet() throws {
        let navigation = """
            <scene sceneID="s-nav"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """
        let split = """
            <scene sceneID="s-split"><objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections><segue destination="c" kind="relationship" relationship="masterViewController" id="r2"/></connections>
                </splitViewController>
            </objects></scene>
            """
        let scenes = navigation
            + Self.scene("a", width: 414, height: 896, extra: #"<connections><segue destination="b" kind="showDetail" id="d1"/></connections>"#)
            + Self.scene("b", width: 414, height: 842)
            + split
            + Self.scene("c", width: 414, height: 896, extra: #"<connections><segue destination="d" kind="showDetail" id="d2"/></connections>"#)
            + Self.scene("d", width: 414, height: 842)
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina6_1", toolsVersion: "18122"))
        #expect(lines.count == 4 && lines[1] == "root 414 x 842 safe 0 0 24 0 scale 2", "\(lines)")
        #expect(lines.last == "root 414 x 842 safe 44 0 0 0 scale 2", "\(lines)")
    }

    /// A sheet presented from a sheet is 10 points lower; one presented from that is drawn
    /// no lower: IB draws a sheet at most two deep. On `retina5_9` (Xcode 16 and later, a
    /// 50-point status bar) b is 762 tall, c and d 752, each with 50 points on top and none
    /// below. The corpus's five scenes three or four sheets deep (one document) store their
    /// root views 752 tall, a second sheet's height.
    @Test func sheetsAtMostTwoDeep() throws {
        let scenes = Self.scene("a", width: 375, height: 812, extra: #"<connections><segue destination="b" kind="presentation" id="p1"/></connections>"#)
            + Self.scene("b", width: 375, height: 762, extra: #"<connections><segue destination="c" kind="presentation" id="p2"/></connections>"#)
            + Self.scene("c", width: 375, height: 752, extra: #"<connections><segue destination="d" kind="presentation" id="p3"/></connections>"#)
            + Self.scene("d", width: 375, height: 752)
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina5_9", toolsVersion: "24765"))
        #expect(Array(lines.dropFirst()) == ["root 375 x 762 safe 50 0 0 0 scale 3", "root 375 x 752 safe 50 0 0 0 scale 3", "root 375 x 752 safe 50 0 0 0 scale 3"])
    }

    /// A navigation controller whose bar IB stored at a placeholder's 1000 × 1000 frame (it
    /// never laid the bar out) gives its root the era's bar below the status bar, as one that
    /// stores no frame does: on an iPhone 8 in Xcode 8.3, 20 + 44 = 64 on top. The frame's
    /// y of 0 is no status bar's height: it was read as the bar's origin, 44 on top
    /// (M13ProgressSuite's storyboard, outside the corpus, stores its scenes' views 64 below).
    @Test func placeholderBarFramesPlaceNoBar() throws {
        let scenes = """
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """ + Self.scene("a", width: 375, height: 667)
        // Xcode 8.3's device has no appearance (Xcode 11 brought light and dark).
        let xml = Self.storyboard(scenes, device: "retina4_7", toolsVersion: "11542").replacingOccurrences(of: #" appearance="light""#, with: "")
        #expect(try Self.rootLines(xml) == ["root 375 x 667 safe 64 0 0 0 scale 2"])
    }

    /// Before Xcode 9.3 (tools version 13196) IB stores a navigation controller's bar at y 0
    /// whatever it draws above it (all 20 such bars of the corpus and of four sets outside
    /// it), so the stored origin says nothing of the status bar: an iPhone 8 scene of Xcode
    /// 8.3 under it has the status bar and the bar, 64 on top. From 13196 the origin is where
    /// IB drew the bar: stored at 0, no status bar above it, 44.
    @Test(arguments: [("11542", 64), ("14460", 44)])
    func barsStoredAtZeroBeforeXcode9point3(toolsVersion: String, top: Int) throws {
        let scenes = """
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """ + Self.scene("a", width: 375, height: 667)
        let xml = Self.storyboard(scenes, device: "retina4_7", toolsVersion: toolsVersion).replacingOccurrences(of: #" appearance="light""#, with: "")
        #expect(try Self.rootLines(xml) == ["root 375 x 667 safe \(top) 0 0 0 scale 2"])
    }

    /// Xcode 16 on `retina5_9` (375 × 812, a 50-point status bar, insets drawn doubled): a
    /// sheet starts below the 50-point status bar (762 tall) and keeps 50 points on top and
    /// none below; a navigation controller's opaque bar, stored at y 100 and 54 tall, puts its
    /// root below 154 (658 tall, the doubled 68 below); a hidden bar covers nothing.
    @Test func xcode16Sheets() throws {
        let scenes = Self.scene("a", width: 375, height: 812, extra: """
            <connections>
                <segue destination="b" kind="presentation" id="p1"/>
            </connections>
            """)
            + Self.scene("b", width: 375, height: 762)
            + """
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                        <rect key="frame" x="0.0" y="100" width="375" height="54"/>
                    </navigationBar>
                    <connections><segue destination="c" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="h"><objects>
                <navigationController navigationBarHidden="YES" id="hidden" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar2">
                        <rect key="frame" x="0.0" y="-50" width="0.0" height="0.0"/>
                    </navigationBar>
                    <connections><segue destination="d" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
            """
            + Self.scene("c", width: 375, height: 658)
            + Self.scene("d", width: 375, height: 812)
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina5_9", toolsVersion: "24765"))
        #expect(lines == ["root 375 x 812 safe 100 0 68 0 scale 3", "root 375 x 762 safe 50 0 0 0 scale 3",
                          "root 375 x 658 safe 0 0 68 0 scale 3", "root 375 x 812 safe 100 0 68 0 scale 3"])
    }

    /// A tab bar controller stored after the navigation controller it holds still gives the
    /// navigation controller's root its 49-point tab bar (and the navigation bar its 44 on
    /// top of the 20-point status bar); a placeholder's 1000-point bar frame is no bar height.
    @Test func barsReachThroughControllersInAnyOrder() throws {
        let scenes = """
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    </navigationBar>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """
            + Self.scene("a", width: 375, height: 667)
            + """
            <scene sceneID="t"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                    </tabBar>
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/></connections>
                </tabBarController>
            </objects></scene>
            """
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina4_7", toolsVersion: "22505"))
        #expect(lines == ["root 375 x 667 safe 64 0 49 0 scale 2"])
    }

    /// A popover's scene with a size of its own is drawn at that size with no safe area; one
    /// without is drawn as the sheet a popover becomes on an iPhone (667 − 20 = 647 tall).
    @Test func popovers() throws {
        let scenes = Self.scene("a", width: 375, height: 667, extra: """
            <connections>
                <segue destination="b" kind="popoverPresentation" id="p1"/>
                <segue destination="c" kind="popoverPresentation" id="p2"/>
            </connections>
            """)
            + Self.scene("b", width: 290, height: 267, extra: #"<size key="freeformSize" width="290" height="267"/>"#)
            + Self.scene("c", width: 375, height: 647)
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina4_7", toolsVersion: "22505"))
        #expect(lines == ["root device \"iphone8\" scale 2", "root 290 x 267 safe 0 0 0 0 scale 2", "root 375 x 647 safe 0 0 0 0 scale 2"])
    }

    /// A navigation bar stored at an origin no status bar has (a damaged document's 1e308)
    /// starts below the device's status bar instead: an opaque bar on an iPhone 8 puts its
    /// root at 20 + 44, 603 tall, with no insets left.
    @Test func implausibleBarOrigin() throws {
        let scenes = """
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                        <rect key="frame" x="0.0" y="1e308" width="375" height="44"/>
                    </navigationBar>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """ + Self.scene("a", width: 375, height: 603)
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina4_7", toolsVersion: "22505"))
        #expect(lines == ["root 375 x 603 safe 0 0 0 0 scale 2"])
    }

    /// A scene pushed from another (`show`) with "Inferred" bars is drawn under the bars its
    /// source is drawn with, the source's own simulated metrics where it sets them: under a
    /// source that simulates a navigation bar outside any navigation controller, the 20-point
    /// status bar and the 44-point bar (a-32 stores its pushed scene's views 64 down); under
    /// a navigation controller's root whose top bar is "None", the status bar alone (n-04
    /// stores its pushed scene's stack below the status bar). Neither is a sheet: a scene
    /// drawn with a navigation bar pushes.
    @Test func pushedScenesTakeTheirSourcesBars() throws {
        let simulated = Self.scene("a", width: 375, height: 667, extra: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <connections><segue destination="b" kind="show" id="p1"/></connections>
            """) + Self.scene("b", width: 375, height: 667)
        let lines = try Self.rootLines(Self.storyboard(simulated, device: "retina4_7", toolsVersion: "22505"))
        #expect(lines == ["root 375 x 667 safe 64 0 0 0 scale 2", "root 375 x 667 safe 64 0 0 0 scale 2"])

        let none = """
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """ + Self.scene("a", width: 375, height: 667, extra: """
            <nil key="simulatedTopBarMetrics"/>
            <connections><segue destination="b" kind="show" id="p1"/></connections>
            """) + Self.scene("b", width: 375, height: 667)
        let noneLines = try Self.rootLines(Self.storyboard(none, device: "retina4_7", toolsVersion: "22505"))
        #expect(noneLines == ["root device \"iphone8\" scale 2", "root device \"iphone8\" scale 2"])
    }
    /// Bars reach a pushed scene however late in the document its navigation controller
    /// comes: the initial scene presents a tab bar controller (a presentation passes no bars)
    /// stored after the scenes its navigation controller's root pushes, as RentCar's
    /// storyboard stores them. IB draws the root and both scenes it pushes, one after the
    /// other, under the same bars — the 20-point status bar, the 44-point navigation bar
    /// (64 above) and the 49-point tab bar (49 below) — where the walk had marked the pushed
    /// scenes done, with no bars, before the tab bar controller reached them (c-38 +5, the
    /// development set +22).
    @Test func barsReachScenesStoredBeforeTheirController() throws {
        let scenes = Self.scene("login", width: 375, height: 667, extra: """
            <connections><segue destination="tabs" kind="presentation" modalPresentationStyle="fullScreen" id="p0"/></connections>
            """)
            + Self.scene("list", width: 375, height: 667, extra: """
            <connections><segue destination="detail" kind="show" id="p2"/></connections>
            """)
            + Self.scene("detail", width: 375, height: 667)
            + Self.scene("home", width: 375, height: 667, extra: """
            <connections><segue destination="list" kind="show" id="p1"/></connections>
            """)
            + """
            <scene sceneID="t"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r0"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """
        let lines = try Self.rootLines(Self.storyboard(scenes, device: "retina4_7", toolsVersion: "22505"))
        let barred = "root 375 x 667 safe 64 0 49 0 scale 2"
        #expect(lines == ["root device \"iphone8\" scale 2", barred, barred, barred])
    }
}
