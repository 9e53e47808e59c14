import Foundation
import Interop
import Testing

/// Documents Interface Builder opens that earlier imports refused: a xib whose only
/// top-level object is a view controller (launch screens are saved so), and views Xcode 8
/// stored without a `<rect key="frame">` (a stack view's arranged views), which their
/// constraints place. The frames expected are the constraints' own, worked out by hand.
@Suite struct StillImportsTests {
    /// A xib of tools version 21225 (Xcode 14: no status bar on a home-button iPhone,
    /// InterfaceBuilderEra) on an iPhone 8 whose only top-level object is a view controller:
    /// its view is the script's root, a box pinned 20 below the safe area's top and 16 from
    /// the leading edge at 100 × 50 lands at (16, 20).
    @Test func aXibOfOneViewController() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <viewController id="vc" customClass="LaunchViewController">
                        <view key="view" contentMode="scaleToFill" id="root-id">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                                    <rect key="frame" x="16" y="20" width="100" height="50"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="16" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </document>
            """
        let result = try InteropFixtures.read(xml, name: "LaunchScreen.xib")
        #expect(result.scripts.count == 1)
        let script = try #require(result.scripts.first)
        #expect(script.name == "LaunchScreen")
        #expect(script.text.contains("root 375 x 667 safe 0 0 0 0 scale 2"), "\(script.text)")
        let (_, layout, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(layout)["box"] == [16, 20, 100, 50], "\(script.text)")
    }

    /// Views stored without a frame are imported and laid out by their constraints: a
    /// vertical fill stack 20 in from the sides at y 40 (335 wide) arranges a 30- and a
    /// 44-point view with no frame at 0 and 30 down (UIStackView's `fill` distribution,
    /// spacing 0), and a frameless box pinned 100 above the bottom, centred, 80 × 20, sits
    /// at (147.5, 547).
    @Test func viewsWithoutStoredFrames() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="Stack">
                    <rect key="frame" x="20" y="40" width="335" height="74"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="first" userLabel="First">
                            <constraints><constraint firstAttribute="height" constant="30" id="h1"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" id="second" userLabel="Second">
                            <constraints><constraint firstAttribute="height" constant="44" id="h2"/></constraints>
                        </view>
                    </subviews>
                </stackView>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box"/>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="100" id="c4"/>
                <constraint firstItem="box" firstAttribute="centerX" secondItem="root-id" secondAttribute="centerX" id="c5"/>
                <constraint firstItem="box" firstAttribute="width" constant="80" id="c6"/>
                <constraint firstItem="box" firstAttribute="height" constant="20" id="c7"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        let (_, layout, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(script.text)")
        let frames = InteropFixtures.frames(layout)
        #expect(frames["stack"] == [20, 40, 335, 74], "\(script.text)")
        #expect(frames["first"] == [0, 0, 335, 30], "\(script.text)")
        #expect(frames["second"] == [0, 30, 335, 44], "\(script.text)")
        #expect(frames["box"] == [147.5, 547, 80, 20], "\(script.text)")
    }
}
