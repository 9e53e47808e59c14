import Foundation
import Interop
import Testing

/// A storyboard without a `<device>` (Xcode 5 to 7's "wAny hAny" canvas) draws iOS 7's
/// 20-point status bar over each scene unless the scene's "Status Bar" is None; its bars
/// as on a device. Every such scene of the corpus pinned to its top layout guide stores the
/// guide 20 down (three documents, three repositories), 64 under a navigation bar, 0 with
/// the status bar set to None (docs/interop.md).
@Suite struct NoDeviceCanvasTests {
    /// A storyboard of Xcode 7 (tools version 8173) of one 600 × 600 scene whose banner is
    /// pinned to the top layout guide's bottom: `extra` goes in the controller's element.
    static func storyboard(extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8173.3" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root-id">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner" userLabel="Banner">
                                <rect key="frame" x="0.0" y="20" width="600" height="40"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="banner" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                            <constraint firstItem="banner" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="banner" firstAttribute="height" constant="40" id="c4"/>
                        </constraints>
                    </view>
                    \(extra)
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// The scene's root is its own 600 × 600 with the status bar's 20 on top; the banner
    /// sits below it at y 20, and with "Status Bar: None" at y 0.
    @Test func scenesHaveTheStatusBar() throws {
        let script = try #require(try InteropFixtures.read(Self.storyboard(), name: "Main.storyboard").scripts.first)
        #expect(script.text.contains("root 600 x 600 safe 20 0 0 0  #"), "\(script.text)")
        let (_, layout, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(layout)["banner"] == [0, 20, 600, 40])

        let none = Self.storyboard(extra: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#)
            .replacingOccurrences(of: #"y="20" width="600""#, with: #"y="0" width="600""#)
            .replacingOccurrences(of: "<simulatedStatusBarMetrics key", with: "<nil key")
        let bare = try #require(try InteropFixtures.read(none, name: "Main.storyboard").scripts.first)
        #expect(bare.text.contains("root 600 x 600 safe 0 0 0 0  #"), "\(bare.text)")
        let (_, bareLayout, bareDiagnostics) = InteropFixtures.run(bare.text)
        #expect(bareDiagnostics.isEmpty, "\(bareDiagnostics.map(\.message))")
        #expect(InteropFixtures.frames(bareLayout)["banner"] == [0, 0, 600, 40])
    }
}
