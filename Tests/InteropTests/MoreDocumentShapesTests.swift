import Foundation
@testable import Interop
import LayoutScript
import Testing

/// More shapes of real Interface Builder documents, each on a small hand-written document
/// whose frames are worked out by hand from Apple's documented UIKit behaviour and what the
/// conformance corpus stores (docs/interop.md, "Conformance").
@Suite struct MoreDocumentShapesTests {
    /// A system button showing a title beside an image is the image and the title's line
    /// side by side, as tall as the taller (Apple's UIButton reference: `contentEdgeInsets`
    /// surround "the button image and button title" and size `intrinsicContentSize`;
    /// `imageEdgeInsets` and `titleEdgeInsets` do not). So a 24-point image beside a
    /// 15-point title is 24 tall, not the 30 of a title alone (6 above and below); beside an
    /// 18-point title with `imageEdgeInsets` still 24; with `contentEdgeInsets` 4 above and
    /// below 32; a 14-point image beside a 14-point title is the title's line, 14 × 1.1934
    /// up to the 2x pixel, 17. a-25 stores its three such buttons 24 tall, a-27 its one 17;
    /// widths are the stored ones, Inter's measure of title and image being within 25 % of
    /// them.
    @Test func buttonWithTitleAndImage() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sd">
                    <rect key="frame" x="20" y="40" width="48" height="24"/>
                    <state key="normal" title="SD" image="Refresh"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                    <rect key="frame" x="20" y="100" width="150" height="24"/>
                    <fontDescription key="fontDescription" type="system" pointSize="18"/>
                    <inset key="imageEdgeInsets" minX="0.0" minY="4" maxX="5" maxY="4"/>
                    <state key="normal" title="Not refreshing" image="Refresh"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="padded">
                    <rect key="frame" x="20" y="160" width="48" height="32"/>
                    <inset key="contentEdgeInsets" minX="0.0" minY="4" maxX="0.0" maxY="4"/>
                    <state key="normal" title="SD" image="Refresh"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="pat">
                    <rect key="frame" x="20" y="220" width="41" height="17"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                    <state key="normal" title="PAT" image="Pencil"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="sd" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="sd" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c2"/>
                <constraint firstItem="info" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="info" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c4"/>
                <constraint firstItem="padded" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c5"/>
                <constraint firstItem="padded" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="160" id="c6"/>
                <constraint firstItem="pat" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c7"/>
                <constraint firstItem="pat" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="220" id="c8"/>
            </constraints>
            """, images: #"<image name="Refresh" width="24" height="24"/><image name="Pencil" width="14" height="14"/>"#)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        let names = imported.viewNames
        #expect(names["sd"].flatMap { frames[$0] } == [20, 40, 48, 24])
        #expect(names["info"].flatMap { frames[$0] } == [20, 100, 150, 24])
        #expect(names["padded"].flatMap { frames[$0] } == [20, 160, 48, 32])
        #expect(names["pat"].flatMap { frames[$0] } == [20, 220, 41, 17])
    }

    /// A xib's top-level view can be a stack (UIStackView is a UIView IB lays out like any
    /// other), and its subviews are then its arranged views, as a nested stack's are: a
    /// 300 × 50 horizontal stack, 10 apart and filling equally, gives each of its two views
    /// (300 − 10) / 2 = 145 × 50, the second from 145 + 10 = 155. Before, the views had no
    /// stack around them and nothing placed them. The corpus's one such document (a-39's
    /// status bar, three views 16 apart) stores its views so.
    @Test func topLevelStackArrangesItsViews() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" id="root-id">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="A">
                                <rect key="frame" x="0.0" y="0.0" width="145" height="50"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="B">
                                <rect key="frame" x="155" y="0.0" width="145" height="50"/>
                            </view>
                        </subviews>
                    </stackView>
                </objects>
            </document>
            """
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("hstack([a, b], 10, \"fillEqually\")  # root"), "\(imported.text)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["a"] == [0, 0, 145, 50], "\(frames)")
        #expect(frames["b"] == [155, 0, 145, 50], "\(frames)")
    }

    /// A view's safe area is only the part of the unsafe bands that covers it (Apple's
    /// `safeAreaInsets`: for a view other than a view controller's root "the insets reflect
    /// only the portion of the view that is covered"): a 46 × 30 view at the top of an
    /// iPhone 11, whose status bar is 48 tall in this Xcode's drawing, is covered whole, so
    /// its top inset is 30, not 48 (a safe area larger than the view, which a script
    /// rejects). A view pinned below its safe area's bottom and to its own bottom is 0 tall
    /// at y 30. n-40's scene holds such a view (a spare 46 × 30 button beside its scene).
    @Test func safeAreaInsetsAreThePartThatCovers() throws {
        var xml = InteropFixtures.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="below" userLabel="Below">
                    <rect key="frame" x="0.0" y="30" width="46" height="0.0"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="below" firstAttribute="top" secondItem="safe" secondAttribute="bottom" id="c1"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="below" secondAttribute="bottom" id="c4"/>
            </constraints>
            """, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)
        xml = xml.replacingOccurrences(of: #"width="375" height="667""#, with: #"width="46" height="30""#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("root 46 x 30 safe 30 0 0 0"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["below"] == [0, 30, 46, 0])
    }

    /// From iOS 12 (Xcode 10, tools version 14000) UIKit makes an iPad's navigation bars and
    /// toolbars 50 tall, not 44 (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height
    /// Changes in iOS 12", 2018: Xcode 10 builds get "navigation bar and toolbar heights …
    /// 6 points taller at 50 points"). On an iPad a toolbar and a navigation bar placed as
    /// views, pinned to the top and sides, are 768 × 50, and a view pinned below the toolbar
    /// starts at 50. a-22 stores its toolbar and both its navigation controllers' bars 50
    /// tall (the corpus's only iPad bars).
    @Test func iPadBarsAre50Tall() throws {
        var xml = InteropFixtures.xib("""
            <subviews>
                <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tools" userLabel="Tools">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="50"/>
                    <items/>
                </toolbar>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="below" userLabel="Below">
                    <rect key="frame" x="0.0" y="50" width="768" height="100"/>
                </view>
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                    <rect key="frame" x="0.0" y="200" width="768" height="50"/>
                    <items/>
                </navigationBar>
            </subviews>
            <constraints>
                <constraint firstItem="tools" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>
                <constraint firstItem="tools" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="tools" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="tools" secondAttribute="bottom" id="c4"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="below" firstAttribute="height" constant="100" id="c7"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="200" id="c8"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c9"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c10"/>
            </constraints>
            """, device: #"<device id="ipad9_7" orientation="portrait" appearance="light"/>"#)
        xml = xml.replacingOccurrences(of: #"width="375" height="667""#, with: #"width="768" height="1024""#)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["tools"] == [0, 0, 768, 50], "\(frames)")
        #expect(frames["below"] == [0, 50, 768, 100], "\(frames)")
        #expect(frames["bar"] == [0, 200, 768, 50], "\(frames)")
    }

    /// A button configuration's height is its title font's line with 7 above and below:
    /// a Subheadline title (15 points, San Francisco's line 15 × 1.1934 = 17.90) is
    /// 17.90 + 14 = 31.90, 32 on the 2x pixel; a Headline title (17 points, 20.29) 34.29, up
    /// to 34.5; without a title font, Body's 17 points, 34.5 too. a-02 stores its Subheadline
    /// "Restore" button 32 tall beside a Headline one at 34.33 (on 3x); the corpus's other
    /// configurations without a title font store 34.33 or 34.5.
    @Test func buttonConfigurationsTakeTheirTitleFontsLine() throws {
        func button(_ id: String, y: Int, height: Double, font: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
                <rect key="frame" x="20" y="\(y)" width="95" height="\(height)"/>
                <state key="normal" title="Restore"/>
                <buttonConfiguration key="configuration" style="plain" title="Restore">\(font)</buttonConfiguration>
            </button>
            """
        }
        let xml = InteropFixtures.xib("""
            <subviews>
                \(button("subhead", y: 40, height: 32, font: #"<fontDescription key="titleFontDescription" style="UICTFontTextStyleSubhead"/>"#))
                \(button("headline", y: 100, height: 34.5, font: #"<fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/>"#))
                \(button("body", y: 160, height: 34.5, font: ""))
            </subviews>
            <constraints>
                <constraint firstItem="subhead" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="subhead" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c2"/>
                <constraint firstItem="headline" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="headline" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c4"/>
                <constraint firstItem="body" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c5"/>
                <constraint firstItem="body" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="160" id="c6"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["subhead"]?[3] == 32, "\(frames)")
        #expect(frames["headline"]?[3] == 34.5, "\(frames)")
        #expect(frames["body"]?[3] == 34.5, "\(frames)")
    }

    /// A borderless text field (no `borderStyle`) that no constraint sizes is its font's
    /// line rounded up to the point and one point more from Xcode 11 (iOS 13's fields, the
    /// tools version where the rounded rect went from 30 to 34): 17-point San Francisco's
    /// 20.287 line makes 22, an 18-point field's 21.48 makes 23, a Body field is 17 points;
    /// an Xcode 10 document's field is the line alone, 21. Apple publishes no figure; every
    /// such field of the corpus stores it within 0.5 (a-43, a-44, n-04: 22 and 22.33 at 17
    /// points, 23 and 23.33 at 18; a-13, Xcode 10: 21). A secure field is its line alone,
    /// 21 at 17 points (outside the corpus NetNewsWire's three store 21 beside its plain
    /// ones at 22; n-04's two, 22 at 18). Pinned 20 from the sides and centred in the
    /// 667-point root, a 22-point field is at y (667 − 22) / 2.
    @Test func borderlessTextFieldHeight() throws {
        func field(_ id: String, font: String, secure: Bool = false) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="300" width="335" height="22"/>
                \(font)
                <textInputTraits key="textInputTraits"\(secure ? #" secureTextEntry="YES""# : "")/>
            </textField>
            """
        }
        func constraints(_ id: String, _ n: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="l\(n)"/>
            <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="t\(n)"/>
            <constraint firstItem="\(id)" firstAttribute="centerY" secondItem="root-id" secondAttribute="centerY" id="y\(n)"/>
            """
        }
        let xml = InteropFixtures.xib("""
            <subviews>
                \(field("f17", font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
                \(field("f18", font: #"<fontDescription key="fontDescription" type="system" pointSize="18"/>"#))
                \(field("body", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#))
                \(field("secure", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, secure: true))
            </subviews>
            <constraints>\(constraints("f17", 1))\(constraints("f18", 2))\(constraints("body", 3))\(constraints("secure", 4))</constraints>
            """)
        func frames(_ xml: String) throws -> [String: [Double]] {
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            let (_, result, _) = InteropFixtures.run(script.text)
            let frames = InteropFixtures.frames(result)
            return script.viewNames.compactMapValues { frames[$0] }
        }
        let today = try frames(xml)
        #expect(today["f17"] == [20, 322.5, 335, 22], "\(today)")
        #expect(today["f18"] == [20, 322, 335, 23], "\(today)")
        #expect(today["body"] == [20, 322.5, 335, 22], "\(today)")
        #expect(today["secure"] == [20, 323, 335, 21], "\(today)")
        let xcode10 = try frames(InteropFixtures.saved(xml, byToolsVersion: "14313"))
        #expect(xcode10["f17"] == [20, 323, 335, 21], "\(xcode10)")
    }

    /// A table view cell of a document from before Xcode 10 (tools version 14000) has UIView's
    /// 8-point margins, and a content view that preserves its superview's margins has those:
    /// a view pinned to the content view's leading and trailing margins in a 382-point cell
    /// is at x 8, 366 wide, as n-41 (Xcode 7) stores its row of seven buttons from 8 to 374 —
    /// not the 16 of a view controller's root, which the script's root would give. Such
    /// documents' cells whose content views keep their own margins (a-11, n-20, n-22, n-42,
    /// n-43) store their views 8 inside as well.
    @Test func olderTableCellsHaveUIViewsMargins() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="8191" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="382" height="50"/>
                        <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="382" height="49"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                    <rect key="frame" x="8" y="0.0" width="366" height="49"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="row" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="row" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c2"/>
                                <constraint firstItem="row" firstAttribute="top" secondItem="content" secondAttribute="top" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(imported.viewNames["row"].flatMap { frames[$0] } == [8, 0, 366, 49], "\(frames)")
    }

    /// `buttonType="roundedRect"`, what older documents call a system button, is one since
    /// iOS 7 (UIKit's header: `UIButtonTypeRoundedRect = UIButtonTypeSystem`): sized as a
    /// system button, its line plus 12 rounded up to the point and at least 30 wide. A "Go"
    /// at 15 points is 30 × 30; a Footnote "Button" (13 points: 15.51 + 12) 28 tall, at the
    /// 41 points IB stored for its title, as n-07 stores it (the corpus's 64 such buttons,
    /// 13 documents, lose no view to the rule).
    @Test func roundedRectButtonsAreSystemButtons() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="20" y="100" width="30" height="30"/>
                    <state key="normal" title="Go"/>
                </button>
                <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                    <rect key="frame" x="20" y="200" width="41" height="28"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                    <state key="normal" title="Button"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="go" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="go" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="note" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="200" id="c4"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(imported.viewNames["go"].flatMap { frames[$0] } == [20, 100, 30, 30], "\(frames)")
        #expect(imported.viewNames["note"].flatMap { frames[$0] } == [20, 200, 41, 28], "\(frames)")
    }

    /// A text view that does not scroll is its text's size with the text container's insets
    /// around it (Apple's UITextView `textContainerInset`, (8, 0, 8, 0) by default, and
    /// NSTextContainer's `lineFragmentPadding`, 5): one Subhead line, the style's 20-point
    /// leading, is 20 + 16 = 36 tall, and "Private comment" at the 126 points IB stored for
    /// it (Inter's 15-point measure and the 10 points of padding being within 25 % of it), as
    /// n-04 stores it. One without text keeps the size IB stored (a line of its font that
    /// IB measured); one that scrolls has no intrinsic size.
    @Test func nonScrollingTextViewIsItsText() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <textView scrollEnabled="NO" text="Private comment" translatesAutoresizingMaskIntoConstraints="NO" id="comment">
                    <rect key="frame" x="20" y="100" width="126" height="36"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                </textView>
                <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                    <rect key="frame" x="20" y="200" width="126" height="36"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
            </subviews>
            <constraints>
                <constraint firstItem="comment" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="comment" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.components(separatedBy: "intrinsic ").count == 3, "\(imported.text)")
        #expect(imported.text.contains("intrinsic 126 x 36"), "\(imported.text)")
        let frames = imported.frames
        #expect(imported.viewNames["comment"].flatMap { frames[$0] } == [20, 100, 126, 36], "\(frames)")
    }

    /// A button with a title beside an SF Symbol keeps the size IB stored, as a symbol alone
    /// does: IB sizes the symbol with San Francisco's metrics, which Tether does not have, and
    /// the symbol resource's size is the symbol's at about 128 points (n-04's "Configure
    /// Connection" beside `qrcode`, the corpus's one such button, stores 178.33 × 24).
    @Test func titleBesideASymbolKeepsItsStoredSize() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="configure">
                    <rect key="frame" x="20" y="100" width="178.5" height="24"/>
                    <fontDescription key="fontDescription" type="system" pointSize="16"/>
                    <state key="normal" title="Configure Connection" image="qrcode" catalog="system"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="configure" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="configure" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
            </constraints>
            """, images: #"<image name="qrcode" catalog="system" width="128" height="114"/>"#)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(imported.viewNames["configure"].flatMap { frames[$0] } == [20, 100, 178.5, 24], "\(frames)")
    }
}

