import Foundation
@testable import Interop
import LayoutScript
import Testing

/// The shapes real Interface Builder documents have that hand-made ones lacked, each on a
/// small document whose frames are worked out by hand (the corpus runner,
/// `tether-bench conformance ib`, measures them on real documents).
@Suite struct RealDocumentShapesTests {
    /// A storyboard of `scenes` on an iPhone 8 (375 × 667, 2x, status bar 20).
    static func storyboard(_ scenes: String, toolsVersion: String = "22505") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    /// A top-level xib cell is a script rooted at the cell with its content view. On an
    /// Xcode 15 document the content view's margins are 11 above and below and, outside a
    /// table, a table cell's 16 at the sides (``xibCellMarginsByXcode``), so a label on the
    /// top and leading margins is at (16, 11), one 17-point line tall (20.287 up to the 2x
    /// pixel: 20.5). Preserving the superview's
    /// margins changes nothing: the margins are already what the cell gives.
    @Test func xibCell() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell" customClass="NameCell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="16" y="11" width="44" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="name" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("root 375 x 60 scale 2  # the root view's frame; a cell"))
        #expect(script.text.contains("margins 11 16 11 16"))
        #expect(script.viewNames == ["cell": "root", "content": "contentView", "name": "nameLabel"])
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["contentView"] == [0, 0, 375, 60])
        #expect(frames["nameLabel"] == [16, 11, 44, 20.5])
    }

    /// A top-level xib cell's side margins by Xcode: UIView's 8 up to Xcode 8 (11xxx), a
    /// table cell's 16 in Xcode 9 to 10.1 (13000 to 14799: iOS-Samples' cell at 13500,
    /// trust-wallet's at 14113, ProtonVPN's, openHAB's and WooCommerce's at 14460 and 14490
    /// store their views 16 inside the margin's edge), 15 in Xcode 10.2 to 11 (the corpus's
    /// three and development sets' seven from 14800 to 16097), 16 again from Xcode 12
    /// (development sets' 35 from 17506 to 22154). A label on the 320-point cell's leading
    /// margin is at x 8, 16, 15 and 16; the same cell preserving its superview's margins
    /// changes nothing. The wide 20 (``ScriptWriter/xibCellSideMargin(cellWidth:screen:)``):
    /// Xcode 9 to 10.1 by the cell's own width (Element's 600-point cells on a 375-point
    /// iPhone, 14460), later versions by the screen's, except a cell of up to 320 points
    /// (WooCommerce's and ProtonVPN's 320-point cells on a 414-point iPhone: 16, their
    /// 331-point ones 20; Element's 600-point cells of 17701 on a 375-point iPhone: 16).
    @Test(arguments: [("11762", "retina4_7", 320.0, 8.0), ("13529", "retina4_7", 320, 16), ("14113", "retina4_7", 320, 16),
                      ("14490", "retina4_7", 320, 16), ("14868", "retina4_7", 320, 15), ("16097", "retina4_7", 320, 15),
                      ("17701", "retina4_7", 320, 16), ("21701", "retina4_7", 320, 16), ("14460", "retina4_7", 600, 20),
                      ("17701", "retina4_7", 600, 16), ("16097", "retina6_1", 320, 16), ("16097", "retina6_1", 331, 20),
                      ("18122", "retina6_1", 320, 16), ("19455", "retina6_1", 331, 20)])
    func xibCellMarginsByXcode(toolsVersion: String, device: String, width: Double, side: Double) throws {
        let xml = Self.xibCellWithBox(toolsVersion: toolsVersion, device: device, width: width, box: (side, 10),
                                      vertical: "centerY", vertical2: "centerY")
        #expect(try Self.boxFrame(xml) == [side, 10, 40, 40])
    }

    /// A top-level xib cell (60 tall) whose content view holds a 40-point box on its leading
    /// margin, placed vertically by `box.vertical == content.vertical2`; `cell` and `content`
    /// are more attributes of the cell and its content view, `contentChildren` more children
    /// of the content view.
    static func xibCellWithBox(toolsVersion: String, device: String, width: Double, box: (x: Double, y: Double),
                               vertical: String, vertical2: String, cell: String = "", content: String = "",
                               contentChildren: String = "") -> String {
        let width = ScriptText.number(width)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill"\(cell) rowHeight="60" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO"\(content) tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="\(ScriptText.number(box.x))" y="\(ScriptText.number(box.y))" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w"/>
                                        <constraint firstAttribute="height" constant="40" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="box" firstAttribute="\(vertical)" secondItem="content" secondAttribute="\(vertical2)" id="c2"/>
                            </constraints>\(contentChildren)
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    /// The frame Tether lays the box of ``xibCellWithBox`` out at, the script checked clean.
    static func boxFrame(_ xml: String) throws -> [Double]? {
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return InteropFixtures.frames(result)[try #require(script.viewNames["box"])]
    }

    /// A xib cell's content view that sets margins of its own and preserves its cell's is
    /// raised to the cell's, 11 above and below and 20 at the sides on a 414-point iPhone
    /// (``ScriptWriter/preservesCellMarginsOverOwn(_:)``; UIKit's
    /// `preservesSuperviewLayoutMargins`): with its own 8 above and 16 at the sides, a view on
    /// its top and leading margins is at (20, 11), as the Corona-Warn app's cells store theirs;
    /// without preserving, at (16, 8).
    @Test(arguments: [(true, 20.0, 11.0), (false, 16, 8)])
    func cellContentPreservingItsCellsMargins(preserves: Bool, x: Double, y: Double) throws {
        let xml = Self.xibCellWithBox(toolsVersion: "18122", device: "retina6_1", width: 414, box: (x, y),
                                      vertical: "top", vertical2: "topMargin", cell: #" preservesSuperviewLayoutMargins="YES""#,
                                      content: #" preservesSuperviewLayoutMargins="\#(preserves ? "YES" : "NO")""#,
                                      contentChildren: #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>"#)
        #expect(try Self.boxFrame(xml) == [x, y, 40, 40])
    }

    /// Xcode 6 may store a cell's content view without a frame, while constraints still
    /// name it (RxSwift's WikipediaSearchCell, outside the corpus; n-20's eight): it is a
    /// view of the cell, sized as UIKit sizes a content view, the row less its 1-point
    /// separator, 320 × 59 here. A label on its margins (UIView's 8 before Xcode 10's table
    /// margins) is 8 inside it, 320 − 16 wide and 59 − 16 tall. The import refused such a
    /// document ("the constraint names 'content', which is no view or guide of this scene").
    @Test func contentViewsWithoutAFrameAreTheCellsSize() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="8" y="8" width="304" height="43"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                                <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="title" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        #expect(imported.frames["contentView"] == [0, 0, 320, 59], "\(imported.text)")
        #expect(imported.frames[imported.viewNames["title"] ?? ""] == [8, 8, 304, 43], "\(imported.text)")
    }

    /// A cell's row height holds against its content, as UIKit keeps a table's
    /// `UIView-Encapsulated-Layout-Height` and breaks the content's constraint: a label of
    /// required vertical hugging (a 17-point line, 20.5 at 2x) pinned 8 from the top and
    /// bottom of a 60-point row cannot be its line's height, and IB stores it stretched to
    /// 60 − 16 = 44 in a content view kept at the row's 375 × 60 (the corpus's a-17 cell,
    /// three such labels, stores exactly this). The content view is `encapsulated`.
    @Test func rowHeightHoldsAgainstTheContent() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Name" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="16" y="8" width="44" height="44"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
                                <constraint firstItem="name" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c2"/>
                                <constraint firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="8" id="c3"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("autoresize width height\n  encapsulated true"))
        let frames = imported.frames
        #expect(frames["contentView"] == [0, 0, 375, 60])
        #expect(frames["nameLabel"] == [16, 8, 44, 44])
    }

    /// A prototype cell of a table view is a script of its own, not a view of the scene;
    /// in a table on a 375-point screen its content view's side margins are 16.
    @Test func prototypeCell() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="Row" id="row">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" id="rowContent">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                            <rect key="frame" x="16" y="11" width="22" height="22"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="dot" firstAttribute="leading" secondItem="rowContent" secondAttribute="leadingMargin" id="d1"/>
                                        <constraint firstItem="dot" firstAttribute="top" secondItem="rowContent" secondAttribute="topMargin" id="d2"/>
                                        <constraint firstItem="dot" firstAttribute="width" constant="22" id="d3"/>
                                        <constraint firstItem="dot" firstAttribute="height" constant="22" id="d4"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        #expect(scripts.map(\.name) == ["scene-1", "row"])
        #expect(scripts.first?.viewNames["dot"] == nil)
        let row = try #require(scripts.last)
        let (_, result, diagnostics) = InteropFixtures.run(row.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["view2"] == [16, 11, 22, 22])
    }

    /// A cell of a table whose row height is automatic (`rowHeight="-1"`) sizes itself:
    /// the table gives the row the height its content needs (UITableView.rowHeight's
    /// default, `automaticDimension`, "causes the table view to choose an appropriate height
    /// based on your cell's content"), so the row never breaks the content's required
    /// constraints. A 32-point icon 16 from the top and the bottom makes a 16 + 32 + 16 =
    /// 64-point content view, with no conflict, in a row IB drew 64.5 tall (the shape of
    /// b-18's token cell, 64.33 at 3x). Where the content can stretch, IB's row holds: a bar
    /// 11 from the top and the bottom of a 44.5-point row is 44.5 − 22 = 22.5 tall (a-25's
    /// rows store their labels so stretched). The export leaves the row to the table.
    @Test func selfSizingCellIsItsContentsHeight() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" rowHeight="-1" estimatedRowHeight="-1" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="Token" id="row">
                                <rect key="frame" x="0.0" y="28" width="375" height="64.5"/>
                                <tableViewCellContentView key="contentView" id="rowContent">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="64.5"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="icon" userLabel="Icon">
                                            <rect key="frame" x="16" y="16" width="32" height="32.5"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="icon" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="16" id="d1"/>
                                        <constraint firstItem="icon" firstAttribute="top" secondItem="rowContent" secondAttribute="top" constant="16" id="d2"/>
                                        <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" constant="16" id="d3"/>
                                        <constraint firstItem="icon" firstAttribute="width" constant="32" id="d4"/>
                                        <constraint firstItem="icon" firstAttribute="height" constant="32" id="d5"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell reuseIdentifier="Loose" id="loose">
                                <rect key="frame" x="0.0" y="92.5" width="375" height="44.5"/>
                                <tableViewCellContentView key="contentView" id="looseContent">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44.5"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                                            <rect key="frame" x="16" y="11" width="100" height="22.5"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bar" firstAttribute="leading" secondItem="looseContent" secondAttribute="leading" constant="16" id="e1"/>
                                        <constraint firstItem="bar" firstAttribute="top" secondItem="looseContent" secondAttribute="top" constant="11" id="e2"/>
                                        <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="11" id="e3"/>
                                        <constraint firstItem="bar" firstAttribute="width" constant="100" id="e4"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        #expect(scripts.map(\.name) == ["scene-1", "token", "loose"])
        let loose = try #require(scripts.last)
        let (_, looseResult, looseDiagnostics) = InteropFixtures.run(loose.text)
        #expect(looseDiagnostics.isEmpty, "\(looseDiagnostics.map(\.message))")
        #expect(InteropFixtures.frames(looseResult)["contentView"] == [0, 0, 375, 44.5])
        #expect(InteropFixtures.frames(looseResult)["bar"] == [16, 11, 100, 22.5])
        let row = try #require(scripts.dropLast().last)
        #expect(!row.text.contains("encapsulated true"), "\(row.text)")
        #expect(row.text.contains(#"pin contentView.height == 64.5 @ 999 as "UITableView-self-sizing""#), "\(row.text)")
        let (interpreter, result, diagnostics) = InteropFixtures.run(row.text)
        // No conflict: the content view and the icon are only half a point from IB's frames
        // (IB draws the content view down to the separator's pixel), reported as misplaced.
        let problems = diagnostics.filter { !$0.message.contains("is misplaced") }
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(diagnostics.count == 2, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["contentView"] == [0, 0, 375, 64], "\(frames)")
        #expect(frames["icon"] == [16, 16, 32, 32], "\(frames)")
        let exported = SwiftExport.constraintDescriptions(of: interpreter)
        #expect(Set(exported) == Set(row.constraints), "\(exported)")
    }

    /// A scene reached from a navigation controller is under its bar: translucent, the view
    /// fills the screen and its safe area starts below the bar (20 + 44 = 64); opaque, the
    /// view starts below the bar (667 − 64 = 603 tall) with no top inset. So does a view
    /// whose controller leaves the top out of `edgesForExtendedLayout` under a translucent
    /// bar ("the system does not lay out your content underneath other bars on that same
    /// edge", Apple's UIViewController reference; n-44's such scene stores it so).
    @Test func navigationBars() throws {
        func scenes(translucent: Bool, height: Int, extendsTop: Bool = true) -> String {
            Self.storyboard("""
                <scene sceneID="n"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : #"translucent="NO""#) id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="m"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="main">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="\(translucent && extendsTop ? 64 : 0)" width="375" height="10"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="b1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="b2"/>
                                <constraint firstItem="box" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="b3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="10" id="b4"/>
                            </constraints>
                        </view>
                        \(extendsTop ? "" : #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
                    </viewController>
                </objects></scene>
                """)
        }
        for (translucent, height, top, boxY, extendsTop) in [(true, 667, 64.0, 64.0, true), (false, 603, 0, 0, true), (true, 603, 0, 0, false)] {
            let xml = scenes(translucent: translucent, height: height, extendsTop: extendsTop)
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            #expect(script.text.contains("root 375 x \(height) safe \(top == 0 ? "0" : "64") 0 0 0"), "\(script.text)")
            let (_, result, diagnostics) = InteropFixtures.run(script.text)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            #expect(InteropFixtures.frames(result)["view2"] == [0, boxY, 375, 10])
        }
    }

    /// Views a scroll view's subviews pin to its edges define its content: the label sits at
    /// the content's origin and nothing is ambiguous although the content's size is only
    /// the label's (IB's rule before content layout guides).
    @Test func scrollViewContent() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="page">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="page" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="p1"/>
                        <constraint firstItem="page" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="p2"/>
                        <constraint firstAttribute="bottom" secondItem="page" secondAttribute="bottom" id="p3"/>
                        <constraint firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="p4"/>
                        <constraint firstItem="page" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="p5"/>
                        <constraint firstItem="page" firstAttribute="height" constant="1000" id="p6"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="20" id="s1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("pin scrollView.trailing == scrollViewContent.trailing") == false)
        #expect(imported.text.contains("pin scrollViewContent.trailing == view2.trailing"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["scrollView"] == [0, 20, 375, 647])
        #expect(frames["view2"] == [0, 0, 375, 1000])
    }

    /// Constraints between a scroll view's margins and a view inside it attach to its content
    /// area's margins, as its edges do to the content area ("Constraints between the edges or
    /// margins of the scroll view and its content attach to the scroll view's content area",
    /// Apple's Auto Layout Guide, "Working with Scroll Views"); a centre is the frame's. A
    /// page 8 inside the leading margin (8 + 8 = 16), 8 outside the trailing one (the content
    /// area's trailing edge) and centred on the 375-point scroll view is 16 … 359, 343 wide,
    /// and the content area 359 wide — with no conflict, where the frame's trailing margin
    /// (367 + 8 = 375) would have made the page 359 wide and off centre. The content area's
    /// bottom margin is 8 above its bottom, so the page's 16 above, its 100 and the 32 and 8
    /// below make the content area 156 tall. (A document outside the corpus, KeePassium's
    /// tip box, is laid out so.)
    @Test func scrollViewMarginsAttachToTheContentArea() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll" userLabel="Scroll">
                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="page" userLabel="Page">
                            <rect key="frame" x="16" y="16" width="343" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="100" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="page" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="16" id="p1"/>
                        <constraint firstItem="page" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" constant="8" id="p2"/>
                        <constraint firstItem="page" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailingMargin" constant="8" id="p3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="page" secondAttribute="bottom" constant="32" id="p4"/>
                        <constraint firstItem="page" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="p5"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="20" id="s1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("pin page.trailing == scrollContent.trailing"), "\(imported.text)")
        #expect(imported.text.contains("pin scrollContent.bottom == page.bottom + 40"), "\(imported.text)")
        #expect(imported.diagnostics.filter { $0.severity == .error }.isEmpty, "\(imported.diagnostics.map(\.message))")
        #expect(imported.frames["page"] == [16, 16, 343, 100], "\(imported.frames)")
    }

    /// IB writes frames from 32-bit floats: a root 79 1/3 tall on a 3x canvas is stored as
    /// 79.33333587646484, and read as stored a cell of 4 + 8 + 19 1/3 + 8 + 34 + 4 + 2 =
    /// 79 1/3 points of content had 2.5 millionths of a point to spare, which `tether check`
    /// reported as heights not determined. A length within a thousandth of a sixth of a point
    /// is that sixth (2x and 3x pixels alike); 20.25, a quarter, and 79.3 stay as stored.
    @Test func storedLengthsSnapToThePixelGrid() throws {
        #expect(ScriptWriter.pixelSnapped(79.33333587646484) == 476.0 / 6)
        #expect(ScriptWriter.pixelSnapped(20.499999046325684) == 20.5)
        #expect(ScriptWriter.pixelSnapped(20.25) == 20.25)
        #expect(ScriptWriter.pixelSnapped(79.3) == 79.3)
        let xml = InteropFixtures.xib("", device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="79.33333587646484""#)
        let text = try #require(try InteropFixtures.read(xml).scripts.first).text
        #expect(text.contains("root 414 x 79.33333333333333 "), "\(text)")
    }

    /// Xcode's "Layout: Autoresizing Mask" (`fixedFrame`) keeps a view on its frame and mask
    /// although `translatesAutoresizingMaskIntoConstraints` is NO; `1/3` is a multiplier;
    /// an empty label has no size.
    @Test func fixedFrameRatioAndEmptyLabel() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                    <rect key="frame" x="10" y="30" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="third">
                    <rect key="frame" x="0.0" y="100" width="125" height="10"/>
                </view>
                <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                    <rect key="frame" x="0.0" y="200" width="0.0" height="0.0"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="third" firstAttribute="width" secondItem="root-id" secondAttribute="width" multiplier="1/3" id="t1"/>
                <constraint firstItem="third" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="t2"/>
                <constraint firstItem="third" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="t3"/>
                <constraint firstItem="third" firstAttribute="height" constant="10" id="t4"/>
                <constraint firstItem="empty" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="e1"/>
                <constraint firstItem="empty" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="200" id="e2"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("autoresize width"))
        #expect(imported.text.contains("pin view3.width == 1 / 3 * root.width"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["view2"] == [10, 30, 100, 50])
        #expect(frames["view3"] == [0, 100, 125, 10])
        #expect(frames["label"] == [0, 200, 0, 0])
    }

    /// IB writes every content priority but UIView's own, so a label without
    /// `horizontalHuggingPriority` hugs at 250, below the 251 of a library label and of the
    /// image view beside it: the label stretches from 16 + 32 + 8 = 56 to 375 − 16 = 359
    /// (303 wide) and the image view keeps its 32-point image.
    @Test func absentPrioritiesAreUIViews() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="16" y="100" width="32" height="32"/>
                </imageView>
                <label verticalHuggingPriority="251" text="Appearance" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="56" y="105.5" width="303" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="image" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="image" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="image" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c4"/>
                <constraint firstItem="title" firstAttribute="centerY" secondItem="image" secondAttribute="centerY" id="c5"/>
            </constraints>
            """).replacingOccurrences(of: "</document>", with: #"<resources><image name="icon" width="32" height="32"/></resources></document>"#)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("hug h 250"), "\(imported.text)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["imageView"]?[2] == 32)
        #expect(frames["appearanceLabel"].map { [$0[0], $0[2]] } == [56, 303])
    }

    /// The priorities the import leaves unwritten are std/controls' own, read from the
    /// module: a label hugs at 251 both ways (IB's library label), a switch holds 750 on
    /// every side (UISwitch's fixed size), a toolbar hugs 750 vertically, the rest UIView's
    /// (scroll, table and collection views too, as `ui.scrollView()`).
    @Test func kindPrioritiesAreTheModules() {
        #expect(ScriptWriter.defaultPriorities(of: "label") == [251, 251, 750, 750])
        #expect(ScriptWriter.defaultPriorities(of: "switch") == [750, 750, 750, 750])
        #expect(ScriptWriter.defaultPriorities(of: "toolbar") == [250, 750, 750, 750])
        #expect(ScriptWriter.defaultPriorities(of: "button") == [250, 250, 750, 750])
        #expect(ScriptWriter.defaultPriorities(of: "view") == [250, 250, 750, 750])
        #expect(ScriptWriter.defaultPriorities(of: "tableView") == [250, 250, 750, 750])
        #expect(ScriptWriter.kindPriorities.count == 9)
    }

    /// A button showing only an image is the image's size plus its `contentEdgeInsets`
    /// (UIButton adds them to its intrinsic content size): an 8-point image with 8 on every
    /// side is 24 × 24, as a-08's question-mark buttons are 24 wide.
    @Test func imageButtonInsets() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="help">
                    <rect key="frame" x="65" y="290" width="24" height="24"/>
                    <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                    <state key="normal" image="icon_question"/>
                </button>
            </subviews>
            """).replacingOccurrences(of: "</document>", with: #"<resources><image name="icon_question" width="8" height="8"/></resources></document>"#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("intrinsic 24 x 24"), "\(script.text)")
    }

    /// A button of the app's own class (`customModule`) is as tall as IB stored it (a
    /// designable): IB runs such a class to size it, so the 34 it stored is the class's. A
    /// plain system button at 15 points is UIButton's 30 (SF's 17.9-point line and 6 above
    /// and below, to the point), whatever its stored frame says.
    @Test func customButtonsKeepTheirHeight() throws {
        func intrinsic(customClass: String) throws -> String? {
            let xml = InteropFixtures.xib("""
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="go" \(customClass)>
                        <rect key="frame" x="0" y="100" width="80" height="34"/>
                        <state key="normal" title="Check"/>
                    </button>
                </subviews>
                """)
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            // The height: the last number of `intrinsic W x H`, before a comment (`# designable`).
            let line = script.text.split(separator: "\n").first { $0.contains("intrinsic") }
            return line.map { String($0.split(separator: "#")[0].split(separator: " ").last ?? "") }
        }
        #expect(try intrinsic(customClass: #"customClass="ArrowButton" customModule="App" customModuleProvider="target""#) == "34")
        #expect(try intrinsic(customClass: #"buttonType="system""#) == "30")
    }

    /// A button with no `<fontDescription>` has its type's default font, for which IB writes
    /// none: a system button's 15 points, a custom button's `UIFont.buttonFontSize`, 18. Its
    /// height is the title's line and its vertical insets — 6 above and below, or its
    /// `contentEdgeInsets` — rounded up to the whole point: a custom "Track" with insets of 8
    /// is 18 × 1.1934 + 16 = 37.48, so 38 (nine such buttons of a development document
    /// outside the corpus store 38, and their fill-equally stack 9 × 38 + 8 × 35 = 622); a
    /// system one with the same insets 17.9 + 16, so 34; a custom one without insets 21.48
    /// + 12, so 34.
    @Test func customButtonsDefaultToTheButtonFontSize() throws {
        func height(_ attributes: String, insets: Bool) throws -> String? {
            let xml = InteropFixtures.xib("""
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="go" \(attributes)>
                        <rect key="frame" x="0" y="100" width="80" height="38"/>
                        \(insets ? #"<inset key="contentEdgeInsets" minX="0.0" minY="8" maxX="0.0" maxY="8"/>"# : "")
                        <state key="normal" title="Track"/>
                    </button>
                </subviews>
                """)
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            let line = script.text.split(separator: "\n").first { $0.contains("intrinsic") }
            return line.map { String($0.split(separator: "#")[0].split(separator: " ").last ?? "") }
        }
        #expect(try height("", insets: true) == "38")
        #expect(try height(#"buttonType="system""#, insets: true) == "34")
        #expect(try height("", insets: false) == "34")
        #expect(try height(#"buttonType="system""#, insets: false) == "30")
    }

    /// A button that shows nothing — no title, image or background image — is 30 wide and
    /// as tall as its font's line and padding make it: 30 × 30 for a system button, 30 × 34
    /// for a custom one in its 18-point font (a-25's empty custom button stores 30 × 34, a
    /// development document's two 34 tall). It had no size of its own (std/controls' 16 × 30).
    @Test func emptyButtonsKeepTheirFontsLine() throws {
        func intrinsic(_ attributes: String) throws -> String? {
            let xml = InteropFixtures.xib("""
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="go" \(attributes)>
                        <rect key="frame" x="0" y="100" width="30" height="34"/>
                    </button>
                </subviews>
                """)
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            return script.text.split(separator: "\n").first { $0.contains("intrinsic") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(try intrinsic("") == "intrinsic 30 x 34")
        #expect(try intrinsic(#"buttonType="system""#) == "intrinsic 30 x 30")
    }

    /// Beside a disclosure indicator a cell's content view keeps 8 points of trailing margin,
    /// not the table's 20 (n-15's cells on the iPhone 11 store their views 8 from a content
    /// view 383.5 wide), by leading and trailing so that the margin follows the accessory
    /// right to left. Beside a detail button too: n-15's and n-16's switches there end 6
    /// before their 370-point content views, which is 8 from their alignment rectangles
    /// (a switch reaches 2 past its own).
    @Test(arguments: ["disclosureIndicator", "detailButton"])
    func accessoryCellsHaveNarrowTrailingMargins(accessory: String) throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <tableViewController id="t" sceneMemberID="viewController">
                        <tableView key="view" id="tv" rowHeight="56">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <prototypes>
                                <tableViewCell accessoryType="\(accessory)" reuseIdentifier="device" id="c">
                                    <rect key="frame" x="0.0" y="38" width="414" height="56"/>
                                    <tableViewCellContentView key="contentView" id="cv">
                                        <rect key="frame" x="0.0" y="0.0" width="383.5" height="56"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """
        let scripts = try InteropFixtures.read(storyboard, name: "Main.storyboard").scripts
        let cell = try #require(scripts.first { $0.text.contains("tableViewCellContentView") || $0.text.contains("UITableViewCellContentView") })
        #expect(cell.text.contains("margins directional 11 20 11 8"), "\(cell.text)")
    }

    /// A stack view with margins of its own arranges its views inside them, as every such
    /// stack of the corpus stores them: a 30-point view in a stack with margins 10 20 10 20
    /// on a 375-point root sits at (20, 10), 335 wide, and the stack is 10 + 30 + 10 tall
    /// (the stack is 100 points down, clear of the status bar, which would add to its margins).
    @Test func stackMarginsHoldItsViews() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="10" width="335" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <edgeInsets key="layoutMargins" top="10" left="20" bottom="10" right="20"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["stackView"] == [0, 100, 375, 50])
        #expect(frames["view2"] == [20, 10, 335, 30], "\(frames)")
    }

    /// An Xcode 6 or 7 document keeps a default row's 43-point content view in a taller row,
    /// and lays the subviews out in the row less its 1-point separator, as UIKit sizes the
    /// content view (n-20's pickers 162 tall from 1 in a 164-point row): a view pinned 1
    /// inside the top and bottom of a 65-point row's content view is 65 − 1 − 2 = 62 tall.
    @Test func xcode6ContentViewsFillTheirRow() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <tableViewController id="t" sceneMemberID="viewController">
                    <tableView key="view" dataMode="prototypes" rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <prototypes>
                            <tableViewCell rowHeight="65" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="65"/>
                                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="8" y="1" width="100" height="62"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="1" id="t"/>
                                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="1" id="b"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="l"/>
                                        <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: "7531")
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        let cell = try #require(scripts.first { $0.rootID == "cell" })
        #expect(cell.text.contains("frame 0 0 320 64"), "\(cell.text)")
        let (_, result, _) = InteropFixtures.run(cell.text)
        let frames = InteropFixtures.frames(result)
        #expect(frames["contentView"] == [0, 0, 320, 64])
        #expect(frames[cell.viewNames["box"] ?? ""] == [8, 1, 100, 62])
    }

    /// Xcode 6 stores no frame for a table's prototype cells or their content views: the
    /// cell is the table's width (320) by its `rowHeight` (76), and a 4-point bar pinned to
    /// its content view's top, bottom and leading edges is 4 × 76 at the origin.
    @Test func framelessXcode6Cell() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>
                            <tableView dataMode="prototypes" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <prototypes>
                                    <tableViewCell rowHeight="76" id="cell" customClass="TintedCell">
                                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                    <rect key="frame" x="0.0" y="0.0" width="4" height="76"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="4" id="w"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
                                                <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b"/>
                                                <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """, toolsVersion: "7531")
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        let cell = try #require(scripts.first { $0.rootID == "cell" })
        #expect(cell.text.contains("root 320 x 76"), "\(cell.text)")
        let (_, result, diagnostics) = InteropFixtures.run(cell.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["contentView"] == [0, 0, 320, 76])
        #expect(frames[cell.viewNames["bar"] ?? ""] == [0, 0, 4, 76])
    }

    /// A collection view inside a table's cell has cells of its own: each is a script too,
    /// rooted at it (the table's cell, the collection's cell and the scene: three scripts),
    /// and the scene's table says so.
    @Test func cellsInsideCells() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <tableView dataMode="prototypes" rowHeight="100" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <prototypes>
                                    <tableViewCell id="row" customClass="RowCell">
                                        <rect key="frame" x="0.0" y="50" width="375" height="100"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="row" id="rowContent">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                            <subviews>
                                                <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                                    <cells>
                                                        <collectionViewCell id="tile" customClass="TileCell">
                                                            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                                            <view key="contentView" id="tileContent">
                                                                <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                                            </view>
                                                        </collectionViewCell>
                                                    </cells>
                                                </collectionView>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        #expect(scripts.map(\.rootID) == ["main", "row", "tile"])
        // The scene says where its table's cells went, and does not call them left out.
        let scene = try #require(scripts.first)
        #expect(scene.text.contains("# <prototypes> (line 11): each cell is a script of its own"), "\(scene.text)")
        #expect(!scene.text.contains("not imported"))
        let tile = try #require(scripts.last)
        #expect(tile.text.contains("root 80 x 80"), "\(tile.text)")
    }

    /// iOS 26's switch is 63 × 28: a document saved by Xcode 26 (tools version 24765) sizes
    /// its switch so; one saved by Xcode 16 (23727) keeps UISwitch's 51 × 31.
    @Test func switchByToolsVersion() throws {
        for (version, expected) in [("24765", [63.0, 28]), ("23727", [51, 31])] {
            let xml = InteropFixtures.xib("""
                <subviews>
                    <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="20" y="100" width="\(expected[0])" height="\(expected[1])"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstItem="toggle" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="toggle" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                </constraints>
                """).replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(version)\"")
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            let (_, result, diagnostics) = InteropFixtures.run(script.text)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            #expect(InteropFixtures.frames(result)["switch"] == [20, 100] + expected, "tools version \(version)")
        }
    }

    /// iOS 26 draws table rows taller: in a document of Xcode 26 (tools version 24xxx) a
    /// cell's content view is 15 points from its top and bottom margins, where earlier
    /// documents' are 11. Apple publishes no figure; these are the corpus's (docs/interop.md):
    /// each of the 27 constraints to a cell content view's top or bottom margin in its four
    /// Xcode 26 documents (three repositories) stores 15, and 172 of the 173 in nine earlier
    /// ones from Xcode 10 on store 11. A
    /// 17-point label on the top margin of a 60-point cell is at y 15 (11 before), and one
    /// on the bottom margin ends 15 (11) above the cell's bottom.
    @Test func xcode26CellsHaveTallerVerticalMargins() throws {
        for (version, margin) in [("24128", 15.0), ("23727", 11)] {
            let storyboard = Self.storyboard("""
                <scene sceneID="s"><objects>
                    <tableViewController id="t" sceneMemberID="viewController">
                        <tableView key="view" id="tv" rowHeight="60">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="row" id="c">
                                    <rect key="frame" x="0.0" y="50" width="375" height="60"/>
                                    <tableViewCellContentView key="contentView" id="cv">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                        <subviews>
                                            <label text="Top" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                                <rect key="frame" x="16" y="\(margin)" width="30" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label text="Bottom" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                                <rect key="frame" x="300" y="\(60 - margin - 20.5)" width="59" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="top" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                                            <constraint firstItem="top" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="bottom" secondAttribute="trailing" id="c3"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="bottom" secondAttribute="bottom" id="c4"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                """, toolsVersion: version)
            let scripts = try InteropFixtures.read(storyboard, name: "Main.storyboard").scripts
            let cell = try #require(scripts.first { $0.rootID == "c" })
            let (_, result, diagnostics) = InteropFixtures.run(cell.text)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let frames = InteropFixtures.frames(result)
            #expect(frames["topLabel"]?[1] == margin, "tools version \(version): \(frames)")
            #expect(frames["bottomLabel"].map { $0[1] + $0[3] } == 60 - margin, "tools version \(version): \(frames)")
        }
    }

    /// A system button is at least 30 points wide, however short its title: a 15-point "X"
    /// is 30 × 30 (its line, 17.9, plus 12, rounded up to the point), as IB stores it. Apple
    /// publishes no figure; the corpus's 15 system buttons titled with one to three
    /// characters (docs/interop.md) store 30 where no constraint or stack sets their width
    /// (11, two repositories). A custom button has no such minimum: its "3" is narrower.
    @Test func systemButtonsAreAtLeast30Wide() throws {
        func frames(buttonType: String?) throws -> [String: [Double]] {
            let type = buttonType.map { " buttonType=\"\($0)\"" } ?? ""
            let xml = InteropFixtures.xib("""
                <subviews>
                    <button\(type) translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="20" y="100" width="30" height="30"/>
                        <state key="normal" title="X"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                </constraints>
                """)
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            let (_, result, diagnostics) = InteropFixtures.run(script.text)
            // The custom button, narrower than the 30 points stored, is misplaced.
            #expect(diagnostics.isEmpty == (buttonType != nil), "\(diagnostics.map(\.message))")
            return InteropFixtures.frames(result)
        }
        #expect(try frames(buttonType: "system")["xButton"] == [20, 100, 30, 30])
        let custom = try #require(try frames(buttonType: nil)["xButton"])
        #expect(custom[2] < 20, "\(custom)")
    }

    /// A stack whose spacing IB calls "Standard" (`spacingType="standard"`, no `spacing`:
    /// UIStackView.spacingUseSystem) spaces its views by the system's standard space
    /// between siblings, 8 points (Apple's Auto Layout Guide, "Visual Format Language",
    /// Standard Space; Tether's VFL `-`, grammar.md), not UIStackView's default 0: each of
    /// the corpus's seven such stacks (docs/interop.md) has its views 8 apart. Three equal
    /// views in a 300-point `fillEqually` stack are 94.67 wide, 102.67 apart.
    @Test func standardStackSpacingIs8() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <stackView distribution="fillEqually" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="100" width="300" height="40"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="94.5" height="40"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="102.5" y="0.0" width="95" height="40"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="205.5" y="0.0" width="94.5" height="40"/></view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="300" id="c3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="40" id="c4"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("hstack([view2, view3, view4], 8, \"fillEqually\")"), "\(imported.text)")
        let frames = imported.frames
        let width = (300.0 - 16) / 3
        for (name, index) in [("view2", 0.0), ("view3", 1), ("view4", 2)] {
            let frame = try #require(frames[name], "\(frames)")
            #expect(abs(frame[0] - index * (width + 8)) < 0.01 && abs(frame[2] - width) < 0.01, "\(name): \(frame)")
        }
    }

    /// A view whose Size inspector says "Intrinsic Size: Placeholder" has that size on IB's
    /// canvas in place of its class's (Xcode Help, "Set a placeholder intrinsic size for a
    /// view"; `infinite` is the menu's "None", no size along that axis): a 60 × 60
    /// placeholder centred in a 375 × 667 root is at (157.5, 303.5), not ambiguous; a bar
    /// with none × 44 pinned to both sides is the root's width and 44 tall.
    @Test func placeholderIntrinsicSize() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="spinner" customClass="GradientLoadingView" userLabel="Spinner">
                    <rect key="frame" x="157.5" y="303.5" width="60" height="60"/>
                </view>
                <view placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="bar" customClass="HUDView" userLabel="Bar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="spinner" firstAttribute="centerX" secondItem="root-id" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="spinner" firstAttribute="centerY" secondItem="root-id" secondAttribute="centerY" id="c2"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c3"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c5"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("intrinsic 60 x 60"), "\(imported.text)")
        #expect(imported.text.contains("intrinsic none x 44"), "\(imported.text)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["spinner"] == [157.5, 303.5, 60, 60], "\(frames)")
        #expect(frames["bar"] == [0, 0, 375, 44], "\(frames)")
    }

    /// A plain view of the app's own class (`customClass`, with or without a module: an
    /// Objective-C class names none) is a designable: IB ran the class on its canvas and
    /// stored the size it gave, which holds at the view's hugging and compression resistance
    /// (250 and 750), as an intrinsic size. A star-rating view placed only by its centre
    /// and top (c-37's shape) is 240 × 44, as stored, at x = (375 − 240) / 2 = 67.5, not
    /// undetermined; a card pinned at 20 from both sides and 200 tall is 335 × 200 whatever
    /// it stored (300 × 150, reported misplaced): required constraints outrank both priorities.
    @Test func customClassViewsAreDesignables() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="stars" customClass="HCSStarRatingView" userLabel="Stars">
                    <rect key="frame" x="67.5" y="40" width="240" height="44"/>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="card" customClass="CardView" customModule="App" userLabel="Card">
                    <rect key="frame" x="20" y="100" width="300" height="150"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="stars" firstAttribute="centerX" secondItem="root-id" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="stars" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c2"/>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c4"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c5"/>
                <constraint firstItem="card" firstAttribute="height" constant="200" id="c6"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("intrinsic 240 x 44  # designable: the size IB stored for its class (HCSStarRatingView)"), "\(script.text)")
        #expect(script.designables == ["stars", "card"])
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.map(\.message).allSatisfy { $0.hasPrefix("card is misplaced") }, "\(diagnostics.map(\.message))")
        #expect(diagnostics.count == 1)
        let frames = InteropFixtures.frames(result)
        #expect(frames["stars"] == [67.5, 40, 240, 44], "\(frames)")
        #expect(frames["card"] == [20, 100, 335, 200], "\(frames)")
    }

    /// A constraint to a scroll view's `frameLayoutGuide` is to the scroll view's frame
    /// ("the layout guide based on the untranslated frame rectangle of the scroll view",
    /// UIScrollView.frameLayoutGuide), not its content area: a column 15 from the frame
    /// guide's sides of a 375-point scroll view is 375 − 30 = 345 wide at x 15, and 20 below
    /// the content guide's top, in content twice the frame's width (read as the content
    /// area's sides, it was 750 − 30 = 720 wide; b-17's stack so conflicted with its width).
    @Test func frameLayoutGuideIsTheScrollViewsFrame() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll" userLabel="Scroller">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="Column">
                            <rect key="frame" x="15" y="20" width="345" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="column" firstAttribute="leading" secondItem="frame-g" secondAttribute="leading" constant="15" id="s1"/>
                        <constraint firstItem="frame-g" firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="15" id="s2"/>
                        <constraint firstItem="column" firstAttribute="top" secondItem="content-g" secondAttribute="top" constant="20" id="s3"/>
                        <constraint firstItem="content-g" firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="s4"/>
                        <constraint firstItem="column" firstAttribute="height" constant="100" id="s5"/>
                        <constraint firstItem="content-g" firstAttribute="width" secondItem="frame-g" secondAttribute="width" multiplier="2" id="s6"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="content-g"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frame-g"/>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="scroll" firstAttribute="height" constant="600" id="c4"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("pin column.leading == scroller.leading + 15"), "\(imported.text)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        #expect(imported.frames["column"] == [15, 20, 345, 100], "\(imported.frames)")
    }

    /// A placeholder constraint ("Placeholder: Remove at build time", `placeholder="YES"`)
    /// is part of IB's canvas until Xcode builds the nib: a scroll view pinned at its top and
    /// sides whose only bottom is a placeholder to the root's (the shape of c-09's scroll
    /// view) fills the 375 × 667 canvas, as IB stored it, and is determined; the export
    /// activates the other three constraints and not the placeholder, which the app replaces.
    @Test func placeholderConstraintsLayOutTheCanvasOnly() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="scroll" userLabel="Scroller">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" placeholder="YES" id="c4"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains(#"pin root.bottom == scroller.bottom as "IB-placeholder""#), "\(imported.text)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        #expect(imported.frames["scroller"] == [0, 0, 375, 667], "\(imported.frames)")
        let (interpreter, _, _) = InteropFixtures.run(imported.text)
        let exported = SwiftExport.constraintDescriptions(of: interpreter)
        #expect(exported.count == 3, "\(exported)")
        #expect(!exported.contains { $0.contains("bottom") }, "\(exported)")
    }

    /// A wrapping label wraps at its frame's width when nothing else sets it: its
    /// `preferredMaxLayoutWidth` is automatic (IB's default), the width of its bounds, which
    /// start at the frame the nib stores. In a stack pinned only at its top and leading
    /// edges, a long label stored 200 wide makes the stack 200 wide (not the text's one
    /// line, over 900), and is as tall as its text wrapped at 200 — what the same label
    /// pinned 200 wide measures.
    @Test func wrappingLabelsWrapAtTheirFramesWidth() throws {
        let text = "Your provider has not configured the issuer field, please enter the name of the issuer here"
        let xml = InteropFixtures.xib("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="Stack">
                    <rect key="frame" x="20" y="40" width="200" height="81.5"/>
                    <subviews>
                        <label opaque="NO" text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="note" userLabel="Note">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="81.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("intrinsic 200 x none  # wraps at its frame's width"), "\(imported.text)")
        let frames = imported.frames
        let (_, pinned, _) = InteropFixtures.run("""
            import "std/controls" as ui
            root 375 x 667 scale 2
            view note: ui.label("\(text)", 17, 0)
            pin note.width == 200
            """)
        let height = try #require(InteropFixtures.frames(pinned)["note"]?[3])
        #expect(height > 40, "several lines")
        #expect(frames["stack"] == [20, 40, 200, height], "\(frames)")
        #expect(frames["note"] == [0, 0, 200, height], "\(frames)")
    }

    /// A wrapping label IB stored one line tall at its text's width (its own hugging, as
    /// n-18's "and is connected to power source.", 11 points, 181 wide where Inter measures
    /// 181.756) keeps that width as San Francisco's (`measuredWidth`) and stays one line,
    /// 13.5 tall, where Inter's wider line would wrap it onto two. The system font named by
    /// its private PostScript name (`.AppleSystemUIFont`, as dolphin-ios's update notice
    /// names it outside the corpus) is the system font here too.
    @Test(arguments: [#"type="system" pointSize="11""#, #"name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="11""#])
    func wrappingLabelsStoredOneLineTallStayOnOneLine(font: String) throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label opaque="NO" horizontalHuggingPriority="251" text="and is connected to power source." numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="note" userLabel="Note">
                    <rect key="frame" x="10" y="40" width="181" height="13.5"/>
                    <fontDescription key="fontDescription" \(font)/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="note" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="10" id="c2"/>
                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="note" secondAttribute="trailing" constant="10" id="c3"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("measuredWidth 181"), "\(script.text)")
        #expect(!script.text.contains("x none"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["note"] == [10, 40, 181, 13.5], "\(InteropFixtures.frames(result))")
    }

    /// The other way round: a wrapping label IB stored two lines tall at a width its
    /// constraints set (324, between two edges) whose text Inter measures on one line just
    /// under it (322.6 at 15 points medium, 0.4 % short; Element's widget permission text,
    /// outside the corpus) is wider than 324 in San Francisco — IB wrapped it. It keeps the
    /// width and a point as its text's (`measuredWidth 325`), so it wraps at 324 onto two
    /// lines, 2 × 15 × 1.1934 = 35.8, 36 on the 2x canvas, as IB stored it (one line, 18,
    /// before).
    @Test func wrappingLabelsStoredTwoLinesTallWrap() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label opaque="NO" horizontalHuggingPriority="251" text="azre azer azer azer azer aezr azer azer zaer ae" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text" userLabel="Text">
                    <rect key="frame" x="20" y="40" width="324" height="36"/>
                    <fontDescription key="fontDescription" type="system" weight="medium" pointSize="15"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="text" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="text" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="31" id="c3"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("measuredWidth 325"), "\(imported.text)")
        #expect(imported.frames[imported.viewNames["text"] ?? ""] == [20, 40, 324, 36], "\(imported.text)")
    }

    /// A text view that does not scroll is sized by its text, as IB measured it: the size
    /// it stored, 126 × 36, at its pinned top-left corner; one that scrolls has no size of
    /// its own (the import gives it none).
    @Test func textViewsThatDoNotScrollKeepTheirStoredSize() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Private comment" translatesAutoresizingMaskIntoConstraints="NO" id="fixed" userLabel="Fixed">
                    <rect key="frame" x="20" y="40" width="126" height="36"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                </textView>
                <textView clipsSubviews="YES" contentMode="scaleToFill" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="scrolling" userLabel="Scrolling">
                    <rect key="frame" x="20" y="100" width="200" height="100"/>
                </textView>
            </subviews>
            <constraints>
                <constraint firstItem="fixed" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="fixed" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("intrinsic 126 x 36"), "\(script.text)")
        #expect(script.text.components(separatedBy: "intrinsic").count == 2, "only the text view that does not scroll")
        let (_, result, _) = InteropFixtures.run(script.text)
        #expect(InteropFixtures.frames(result)["fixed"] == [20, 40, 126, 36])
    }

    /// A picker view, and a date picker in the wheels style, is 320 × 216 (UIPickerView's
    /// size since iOS 9): each picker of the corpus whose height no constraint sets stores
    /// 216 (docs/interop.md). A picker pinned to the top and centred is at (27.5, 100) on a
    /// 375-point root; a wheels date picker below it 320 wide as well.
    @Test func pickersAre320By216() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <pickerView translatesAutoresizingMaskIntoConstraints="NO" id="picker" userLabel="Picker">
                    <rect key="frame" x="27.5" y="100" width="320" height="216"/>
                </pickerView>
                <datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="date" userLabel="Date">
                    <rect key="frame" x="27.5" y="316" width="320" height="216"/>
                </datePicker>
            </subviews>
            <constraints>
                <constraint firstItem="picker" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="picker" firstAttribute="centerX" secondItem="root-id" secondAttribute="centerX" id="c2"/>
                <constraint firstItem="date" firstAttribute="top" secondItem="picker" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="date" firstAttribute="centerX" secondItem="root-id" secondAttribute="centerX" id="c4"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["picker"] == [27.5, 100, 320, 216], "\(frames)")
        #expect(frames["date"] == [27.5, 316, 320, 216], "\(frames)")
    }

    /// A navigation bar or tab bar placed as a view is as tall as UIKit makes it: 44 and 49
    /// points (the heights the import gives the scenes' simulated bars), a navigation bar
    /// 54 in an Xcode 26 document (iOS 26's; both such bars of the corpus store 54), with
    /// no width of their own (docs/interop.md). Pinned to the root's bottom and sides only,
    /// a tab bar is 375 × 49 at the bottom; a navigation bar on the top, 44 or 54.
    @Test func barsAsViews() throws {
        for (version, navigation) in [("22505", 44.0), ("24506", 54)] {
            let xml = InteropFixtures.xib("""
                <subviews>
                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav" userLabel="Nav">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(navigation)"/>
                    </navigationBar>
                    <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs" userLabel="Tabs">
                        <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                    </tabBar>
                </subviews>
                <constraints>
                    <constraint firstItem="nav" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>
                    <constraint firstItem="nav" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="nav" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" id="c4"/>
                    <constraint firstItem="tabs" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c5"/>
                    <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" id="c6"/>
                </constraints>
                """).replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(version)\"")
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            let (_, result, diagnostics) = InteropFixtures.run(script.text)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let frames = InteropFixtures.frames(result)
            #expect(frames["nav"] == [0, 0, 375, navigation], "tools version \(version): \(frames)")
            #expect(frames["tabs"] == [0, 618, 375, 49], "tools version \(version): \(frames)")
        }
    }

    /// A xib's view is drawn on the canvas a storyboard scene's is: on a home-button iPhone 8
    /// its safe area starts at the top where its Xcode drew no status bar (Xcode 11 to 14.2,
    /// here 21225), so a bar on the safe area's top is at y 0, and 20 points down from
    /// tools version 21500 (here 22505); a notched iPhone 11 keeps its sensor housing's 48. Every xib
    /// view of the corpus on a home-button screen with a constraint to its safe area's top
    /// is of Xcode 11 to 14.2 and stores that top at 0 (docs/interop.md, InterfaceBuilderEra).
    @Test func xibViewsHaveTheirEraStatusBar() throws {
        for (device, version, width, height, top) in [("retina4_7", "21225", 375.0, 667.0, 0.0), ("retina4_7", "22505", 375, 667, 20),
                                                      ("retina6_1", "22505", 414, 896, 48)] {
            var xml = InteropFixtures.xib("""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                        <rect key="frame" x="0.0" y="\(top)" width="\(width)" height="44"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="bar" firstAttribute="height" constant="44" id="c4"/>
                </constraints>
                """, device: "<device id=\"\(device)\" orientation=\"portrait\" appearance=\"light\"/>")
            xml = xml.replacingOccurrences(of: #"width="375" height="667""#, with: "width=\"\(width)\" height=\"\(height)\"")
                .replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(version)\"")
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            let (_, result, diagnostics) = InteropFixtures.run(script.text)
            #expect(diagnostics.isEmpty, "\(device) at \(version): \(diagnostics.map(\.message))")
            #expect(InteropFixtures.frames(result)["bar"] == [0, top, width, 44], "\(device) at \(version): \(script.text)")
        }
    }

    /// A table takes its cells' side margins from its own width, not the screen's: a
    /// 395-point table (a popover wider than the iPhone 8's 375-point screen) gives its
    /// cells' content views the wide 20, a 200-point table on the 414-point iPhone 11 the
    /// narrow 16. Apple publishes no figure; the corpus's cells in tables wider or narrower
    /// than their screen (two documents, docs/interop.md) store these.
    @Test func cellMarginsFollowTheTablesWidth() throws {
        for (device, tableWidth, side) in [("retina4_7", 395.0, 20.0), ("retina6_1", 200, 16)] {
            let storyboard = Self.storyboard("""
                <scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="v">
                            <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="300"/>
                            <subviews>
                                <tableView id="tv" rowHeight="44">
                                    <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="300"/>
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="row" id="c">
                                            <rect key="frame" x="0.0" y="28" width="\(tableWidth)" height="44"/>
                                            <tableViewCellContentView key="contentView" id="cv">
                                                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="44"/>
                                                <subviews>
                                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                                                        <rect key="frame" x="\(side)" y="11" width="10" height="10"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="10" id="w"/>
                                                            <constraint firstAttribute="height" constant="10" id="h"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="dot" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                                                    <constraint firstItem="dot" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                """).replacingOccurrences(of: #"<device id="retina4_7""#, with: "<device id=\"\(device)\"")
            let scripts = try InteropFixtures.read(storyboard, name: "Main.storyboard").scripts
            let cell = try #require(scripts.first { $0.rootID == "c" })
            let (_, result, diagnostics) = InteropFixtures.run(cell.text)
            #expect(diagnostics.isEmpty, "\(device): \(diagnostics.map(\.message))")
            #expect(InteropFixtures.frames(result)["dot"] == [side, 11, 10, 10], "\(device): \(cell.text)")
        }
    }

    /// An SF Symbol (`catalog="system"` in the resources) is not the size its resource
    /// lists, the symbol at about 128 points: IB sizes it by the view's symbol configuration
    /// with San Francisco's metrics, so the import keeps the size IB stored, as for the other
    /// sizes that are San Francisco's (segmented controls). A 14 × 14 timer symbol pinned
    /// by its top and leading edges stays 14 × 14, where its resource says 128 × 121; an
    /// image of the app's own keeps its resource's size. The corpus's image views showing
    /// symbols that no constraint sizes (docs/interop.md) match with it. A symbol's view
    /// counts with the views sized by their stored frame.
    @Test func symbolsKeepTheirStoredSize() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <imageView image="timer" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="timer" userLabel="Timer">
                    <rect key="frame" x="20" y="100" width="14" height="14"/>
                </imageView>
                <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo" userLabel="Logo">
                    <rect key="frame" x="20" y="200" width="64" height="32"/>
                </imageView>
                <imageView image="line.3.horizontal" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="lines" userLabel="Lines">
                    <rect key="frame" x="20" y="300" width="26" height="13"/>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="timer" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="timer" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="logo" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="200" id="c3"/>
                <constraint firstItem="logo" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c4"/>
                <constraint firstItem="lines" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="300" id="c5"/>
                <constraint firstItem="lines" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c6"/>
            </constraints>
            """).replacingOccurrences(of: "</objects>", with: """
            </objects>
            <resources>
                <image name="line.horizontal.3" catalog="system" width="128" height="64"/>
                <image name="timer" catalog="system" width="128" height="121"/>
                <image name="logo" width="64" height="32"/>
            </resources>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["timer"] == [20, 100, 14, 14], "\(imported.text)")
        #expect(frames["logo"] == [20, 200, 64, 32], "\(imported.text)")
        // The view's own `catalog="system"` makes it a symbol when the resources list it
        // under another name (iOS 13's `line.horizontal.3`, n-38): 26 × 13 as stored.
        #expect(frames["lines"] == [20, 300, 26, 13], "\(imported.text)")
        // Each symbol's size is IB's stored one, which only San Francisco's metrics give: it
        // counts with the views sized by their stored frame, and the script says so; the
        // app's image is its resource's size, from the document.
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.designables == ["timer", "lines"], "\(script.text)")
        #expect(script.text.components(separatedBy: "# stored: its SF Symbol's size").count == 3, "\(script.text)")
    }

    /// A button of a system image type (info, detail disclosure, add contact, close) shows
    /// a glyph of UIKit's, an SF Symbol since iOS 13, that IB sizes with San Francisco's
    /// metrics: the import keeps the size IB stored, as for a symbol's image view. A close
    /// button stored 30 × 30 and pinned by its top and trailing edges is 30 × 30, 16 from
    /// the side; every such button of the corpus (five, three repositories) matches with it.
    @Test func systemImageButtonsKeepTheirStoredSize() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <button buttonType="close" translatesAutoresizingMaskIntoConstraints="NO" id="close" userLabel="Close">
                    <rect key="frame" x="329" y="40" width="30" height="30"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="close" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="close" secondAttribute="trailing" constant="16" id="c2"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["close"] == [329, 40, 30, 30], "\(script.text)")
    }

    /// A one-line label of the system font keeps the height IB stored where it lies between
    /// San Francisco's line rounded up to the canvas's pixel (20.287 → 20.5 at 17 points on
    /// a 2x canvas) and the line rounded up to the whole point (21), and IB laid its
    /// neighbours out with it: a separator 12 below a 21-point "Phase" label pinned 20 from
    /// the top is at 53, where a 20.5-point label would put it at 52.5. A label stored at
    /// 20.5 stays 20.5, and one stored at a height outside that range (24, a frame set
    /// before the text) is the line's 20.5. The corpus's one-line system-font labels store
    /// both: 193 the whole point in 25 documents of 20 repositories, 486 the pixel's line in
    /// 44 (docs/interop.md).
    @Test func systemLabelsKeepAWholePointHeightIBStored() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label text="Phase" translatesAutoresizingMaskIntoConstraints="NO" id="phase" userLabel="Phase">
                    <rect key="frame" x="20" y="20" width="47" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="rule" userLabel="Rule">
                    <rect key="frame" x="20" y="53" width="335" height="0.5"/>
                </view>
                <label text="Status" translatesAutoresizingMaskIntoConstraints="NO" id="status" userLabel="Status">
                    <rect key="frame" x="20" y="65.5" width="52" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Stale" translatesAutoresizingMaskIntoConstraints="NO" id="stale" userLabel="Stale">
                    <rect key="frame" x="20" y="98" width="41" height="24"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="phase" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="phase" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="rule" firstAttribute="top" secondItem="phase" secondAttribute="bottom" constant="12" id="c3"/>
                <constraint firstItem="rule" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="rule" secondAttribute="trailing" constant="20" id="c5"/>
                <constraint firstItem="rule" firstAttribute="height" constant="0.5" id="c6"/>
                <constraint firstItem="status" firstAttribute="top" secondItem="rule" secondAttribute="bottom" constant="12" id="c7"/>
                <constraint firstItem="status" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c8"/>
                <constraint firstItem="stale" firstAttribute="top" secondItem="status" secondAttribute="bottom" constant="12" id="c9"/>
                <constraint firstItem="stale" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c10"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        // The stale frame is IB's "Misplaced View", as `tether run` reports it.
        #expect(diagnostics.map(\.message) == [
            "stale is misplaced: its constraints put it elsewhere than its designed frame. Expected: height=20.5 — Actual: height=24",
        ])
        let frames = InteropFixtures.frames(result)
        #expect(frames["phase"]?[3] == 21, "\(script.text)")
        #expect(frames["rule"] == [20, 53, 335, 0.5], "\(script.text)")
        #expect(frames["status"]?[1] == 65.5, "\(script.text)")
        #expect(frames["status"]?[3] == 20.5, "\(script.text)")
        #expect(frames["stale"]?[1] == 98, "\(script.text)")
        #expect(frames["stale"]?[3] == 20.5, "\(script.text)")
    }

    /// A titled button with `contentEdgeInsets` of its own is its title's line and those
    /// insets: UIButton sizes itself by them (Apple's UIButton reference, contentEdgeInsets),
    /// and its default 6 points above and below stand only for insets of zero. n-04's "OK"
    /// (20 points, medium, 10 on each side) stores 48 × 34 beside a 34-point rounded field
    /// in a `fill` stack 34 tall: its 24-point line (23.87 up to the pixel) leaves the stack
    /// to the field, where the default padding's 36 would make the row 36.
    @Test func titledButtonInsetsReplaceTheDefaultPadding() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                    <rect key="frame" x="20" y="100" width="335" height="34"/>
                    <subviews>
                        <textField horizontalHuggingPriority="249" borderStyle="roundedRect" placeholder="usr123" translatesAutoresizingMaskIntoConstraints="NO" id="field" userLabel="Field">
                            <rect key="frame" x="0.0" y="0.0" width="287" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textField>
                        <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ok" userLabel="OK">
                            <rect key="frame" x="287" y="0.0" width="48" height="34"/>
                            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="20"/>
                            <inset key="contentEdgeInsets" minX="10" minY="0.0" maxX="10" maxY="0.0"/>
                            <state key="normal" title="OK"/>
                        </button>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="20" id="c3"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.text.contains("intrinsic 48 x 24"), "\(imported.text)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = imported.frames
        #expect(frames["row"] == [20, 100, 335, 34], "\(frames)")
        #expect(frames["ok"] == [287, 0, 48, 34], "\(frames)")
    }

    /// From tools version 23727 IB draws a notched iPhone's insets doubled (a full-screen view
    /// on `retina5_9` inset 100 and 68), but a freeform child view controller (`freeformSize`,
    /// the destination of a container view's `embed` segue) keeps the home indicator's own 34
    /// below: n-18's five embedded freeform scenes with a constraint to the root's bottom
    /// margin store it 34 from their bottom (the sixth IB marks ambiguous). A box 8 above the
    /// bottom margin of a 375 × 300 embedded view ends at 300 − 34 − 8 = 258; its top margin
    /// stays 100. The same scene not embedded keeps the doubled 68, as a full screen does
    /// (outside the corpus 16 of 17 such scenes, Blockstream's; b-35's 3 in the corpus): its
    /// box ends at 300 − 68 − 8 = 224.
    @Test(arguments: [true, false])
    func freeformChildViewControllersKeepASingleHomeIndicator(embedded: Bool) throws {
        let container = embedded ? """
            <scene sceneID="p"><objects>
                <viewController id="parent" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="parentView">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="slot">
                                <rect key="frame" x="0.0" y="200" width="375" height="300"/>
                                <connections>
                                    <segue destination="vc" kind="embed" id="e1"/>
                                </connections>
                            </containerView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="parentSafe"/>
                    </view>
                </viewController>
            </objects></scene>
            """ : ""
        let bottom = embedded ? 34.0 : 68.0
        let xml = Self.storyboard(container + """
            <scene sceneID="m"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                                <rect key="frame" x="16" y="100" width="343" height="\(Int(192 - bottom))"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="topMargin" id="b1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="b2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="8" id="b4"/>
                        </constraints>
                    </view>
                    <size key="freeformSize" width="375" height="300"/>
                </viewController>
            </objects></scene>
            """, toolsVersion: "24765").replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina5_9""#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first { $0.text.contains("view box") })
        #expect(script.text.contains("root 375 x 300 safe 100 0 \(Int(bottom)) 0"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["box"] == [16, 100, 343, 192 - bottom], "\(InteropFixtures.frames(result))")
    }

    /// A button showing only an SF Symbol named by `<imageReference>` (the form IB writes
    /// with a symbol scale) keeps the size IB stored, as one named by `image=` does: IB
    /// measures symbols with San Francisco's metrics. The 16 the corpus runner compares of its
    /// 18 such buttons without a title or configuration (two documents, one repository) match
    /// with it, where the two no constraint sizes, a large `xmark.circle` stored 25.67 and 26
    /// square, came out 30.
    @Test func symbolReferenceButtonsKeepTheirStoredSize() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="x" userLabel="Cancel">
                    <rect key="frame" x="8" y="9" width="26" height="26"/>
                    <state key="normal">
                        <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                    </state>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="x" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="x" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="9" id="c2"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["cancel"] == [8, 9, 26, 26], "\(script.text)")
    }

    /// A popover's scene with a size of its own has the insets IB gives a sheet: from tools
    /// version 23727 a notched iPhone's status bar above it (50 on `retina5_9`), as n-18's
    /// popover stores a label 20 below its safe area's top at y 70.
    @Test func sizedPopoversHaveASheetsInsets() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="source" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="sourceView">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                <rect key="frame" x="16" y="120" width="60" height="30"/>
                                <state key="normal" title="Filter"/>
                                <connections><segue destination="pop" kind="popoverPresentation" id="p"/></connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="m"><objects>
                <viewController id="pop" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="106"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                                <rect key="frame" x="16" y="70" width="100" height="17"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="b1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="b2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="100" id="b3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="17" id="b4"/>
                        </constraints>
                    </view>
                    <size key="freeformSize" width="320" height="106"/>
                </viewController>
            </objects></scene>
            """, toolsVersion: "24765").replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina5_9""#)
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        let script = try #require(scripts.first { $0.text.contains("root 320 x 106") })
        #expect(script.text.contains("root 320 x 106 safe 50 0 0 0"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["box"] == [16, 70, 100, 17], "\(InteropFixtures.frames(result))")
    }

    /// A collection view's cell is no view controller's root: its margins are UIView's 8 on
    /// each side (Apple's `layoutMargins`), not the 16 a root gets at its sides. A 200 × 80
    /// cell with a 40 × 20 view on its top and leading margins and another on its bottom and
    /// trailing ones places them at (8, 8) and (200 − 8 − 40, 80 − 8 − 20) = (152, 52), as
    /// n-38's cells and a-24's header store theirs. One that preserves its superview's
    /// margins (n-08's) is left to them. The script says so on its root
    /// (`respectsSystemMinimumMargins false`, UIViewController's
    /// `viewRespectsSystemMinimumLayoutMargins`) and pins to `root.margins`, as UIKit does.
    @Test func collectionCellsHaveAViewsMargins() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="flow">
                                    <size key="itemSize" width="200" height="80"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell id="tile">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                                        <view key="contentView" id="tileContent">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="first" userLabel="First">
                                                    <rect key="frame" x="8" y="8" width="40" height="20"/>
                                                </view>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="last" userLabel="Last">
                                                    <rect key="frame" x="152" y="52" width="40" height="20"/>
                                                </view>
                                            </subviews>
                                        </view>
                                        <constraints>
                                            <constraint firstItem="first" firstAttribute="top" secondItem="tile" secondAttribute="topMargin" id="c1"/>
                                            <constraint firstItem="first" firstAttribute="leading" secondItem="tile" secondAttribute="leadingMargin" id="c2"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="last" secondAttribute="bottom" id="c3"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="last" secondAttribute="trailing" id="c4"/>
                                            <constraint firstItem="first" firstAttribute="width" constant="40" id="c5"/>
                                            <constraint firstItem="first" firstAttribute="height" constant="20" id="c6"/>
                                            <constraint firstItem="last" firstAttribute="width" constant="40" id="c7"/>
                                            <constraint firstItem="last" firstAttribute="height" constant="20" id="c8"/>
                                        </constraints>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        let tile = try #require(scripts.first { $0.rootID == "tile" })
        let (_, result, diagnostics) = InteropFixtures.run(tile.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["first"] == [8, 8, 40, 20], "\(tile.text)")
        #expect(frames["last"] == [152, 52, 40, 20], "\(frames)")
        #expect(tile.text.contains("set root { respectsSystemMinimumMargins false; margins 8 8 8 8 }"), "\(tile.text)")
        #expect(tile.text.contains("pin first.top == root.margins.top"), "\(tile.text)")
        #expect(!tile.text.contains("guide "), "\(tile.text)")
    }

    /// A collection view cell at the top of a xib (its own nib, registered in code) is laid
    /// out by IB as a xib's top-level view, at the system minimum margins of a 375-point
    /// screen, 16, not a cell's 8 in its collection view (``collectionCellsHaveAViewsMargins()``):
    /// a development set outside the corpus stores four such cells and reusable views
    /// (AltStore's and Delta's, Xcode 11) with their views 16 inside. A 343-wide stack between
    /// the leading and trailing margins of a 375 × 120 cell is at x 16.
    @Test func topLevelCollectionCellsHaveARootsMargins() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15400" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="body" userLabel="Body">
                                    <rect key="frame" x="16" y="0.0" width="343" height="120"/>
                                </view>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="body" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="body" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="body" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(!script.text.contains("margins 8 8 8 8"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["body"] == [16, 0, 343, 120], "\(InteropFixtures.frames(result))")
    }

    /// Before Xcode 10 a table's cell that preserves its superview's margins (and its content
    /// view, preserving the cell's) has the table's margins, which followed the separator
    /// inset: 15 at the sides of a 375-point table, not a view controller's root's 16 (an
    /// Xcode 8.3 development document outside the corpus stores 16 such views 15 inside).
    /// A label on the leading margin is at x 15; a view 40 wide on the trailing margin ends
    /// at 375 − 15 = 360.
    @Test func olderPreservingTableCellsTakeTheSeparatorInset() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections><tableViewSection id="section"><cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" id="row">
                                <rect key="frame" x="0.0" y="35" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="row" id="rowContent">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="lead" userLabel="Lead">
                                            <rect key="frame" x="15" y="11" width="40" height="21"/>
                                        </view>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="tail" userLabel="Tail">
                                            <rect key="frame" x="320" y="11" width="40" height="21"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="lead" firstAttribute="leading" secondItem="rowContent" secondAttribute="leadingMargin" id="c1"/>
                                        <constraint firstItem="lead" firstAttribute="centerY" secondItem="rowContent" secondAttribute="centerY" id="c2"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="tail" secondAttribute="trailing" id="c3"/>
                                        <constraint firstItem="tail" firstAttribute="centerY" secondItem="rowContent" secondAttribute="centerY" id="c4"/>
                                        <constraint firstItem="lead" firstAttribute="width" constant="40" id="c5"/>
                                        <constraint firstItem="lead" firstAttribute="height" constant="21" id="c6"/>
                                        <constraint firstItem="tail" firstAttribute="width" constant="40" id="c7"/>
                                        <constraint firstItem="tail" firstAttribute="height" constant="21" id="c8"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: "12120").replacingOccurrences(of: " appearance=\"light\"", with: "")  // Xcode 8 named none
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        let row = try #require(scripts.first { $0.rootID == "row" })
        let (_, result, diagnostics) = InteropFixtures.run(row.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["lead"]?.prefix(1) == [15], "\(row.text)")
        #expect(frames["tail"].map { $0[0] + $0[2] } == 360, "\(frames)")
        #expect(row.text.contains("set root { respectsSystemMinimumMargins false; margins 8 15 8 15 }"), "\(row.text)")
        // From Xcode 10 the content view has the table's margins itself: 16 in a 375-point table.
        let xcode10 = try InteropFixtures.read(xml.replacingOccurrences(of: "toolsVersion=\"12120\"", with: "toolsVersion=\"14460\""), name: "Main.storyboard").scripts
        let later = try #require(xcode10.first { $0.rootID == "row" })
        #expect(InteropFixtures.frames(InteropFixtures.run(later.text).1)["lead"]?.prefix(1) == [16], "\(later.text)")
    }

    /// Xcode 6 keeps a collection view cell's library frame, 50 × 50, after its flow layout's
    /// `itemSize` grows, and lays the content view (stored without an id) and its subviews out
    /// at the item's size: n-20's three such cells store 50 × 50 around a 320 × 343 content
    /// view. The script's root is the content view's size, and a view 8 outside the cell's
    /// margins on every side fills it: (0, 0, 320, 343).
    @Test func staleCollectionCellFramesTakeTheirContentsSize() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>
                            <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="342"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="flow">
                                    <size key="itemSize" width="320" height="343"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell id="page">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <view key="contentView">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="343"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="body" userLabel="Body">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="343"/>
                                                </view>
                                            </subviews>
                                        </view>
                                        <constraints>
                                            <constraint firstItem="body" firstAttribute="top" secondItem="page" secondAttribute="topMargin" constant="-8" id="c1"/>
                                            <constraint firstItem="body" firstAttribute="leading" secondItem="page" secondAttribute="leadingMargin" constant="-8" id="c2"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" constant="-8" id="c3"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" constant="-8" id="c4"/>
                                        </constraints>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """, toolsVersion: "7531")
        let scripts = try InteropFixtures.read(xml, name: "Main.storyboard").scripts
        let page = try #require(scripts.first { $0.rootID == "page" })
        #expect(page.text.contains("root 320 x 343"), "\(page.text)")
        let (_, result, diagnostics) = InteropFixtures.run(page.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["body"] == [0, 0, 320, 343], "\(InteropFixtures.frames(result))")
    }

    /// A constraint between a scroll view's centre and a view inside it is the scroll view's
    /// frame's, as its width and height are (Apple's Auto Layout Guide, "Working with Scroll
    /// Views"); its edges are the content area's. A content view pinned to a 320 × 400 scroll
    /// view's four edges and to its two centres is therefore the frame's size, at its origin:
    /// (0, 0, 320, 400), as n-40's stores it. Read as the content's centres, nothing would
    /// size the content.
    @Test func scrollViewCentresAreTheFrames() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll" userLabel="Scroll">
                                <rect key="frame" x="0.0" y="20" width="320" height="400"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="body" userLabel="Body">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="body" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="e1"/>
                                    <constraint firstItem="body" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="e2"/>
                                    <constraint firstItem="body" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="e3"/>
                                    <constraint firstItem="body" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="e4"/>
                                    <constraint firstItem="body" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="e5"/>
                                    <constraint firstItem="body" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" id="e6"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="s1"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="s2"/>
                            <constraint firstItem="scroll" firstAttribute="width" constant="320" id="s3"/>
                            <constraint firstItem="scroll" firstAttribute="height" constant="400" id="s4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        #expect(script.text.contains("pin body.centerX == scroll.centerX"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["body"] == [0, 0, 320, 400], "\(InteropFixtures.frames(result))")
    }

    /// A hidden arranged view stands where the document's constraints put it on IB's canvas:
    /// its place after the shown view before it is 'UISV-hiding' at 999 too, as its length is.
    /// A horizontal stack 320 wide of a shown image view and a hidden view after it, the
    /// image's leading edge pinned to the hidden view's (a document outside the corpus,
    /// openfoodfacts-ios's ingredients header, which Xcode shows clean): the image fills the
    /// stack, 0 to 320, and the hidden view is 0 wide at the image's leading edge, 0 — not at
    /// its trailing edge, 320, where a required place would have conflicted with the pin.
    @Test func hiddenArrangedViewStandsWhereTheDocumentPutsIt() throws {
        let body = """
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="Stack">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image" userLabel="Image">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                        </view>
                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="call" userLabel="Call">
                            <rect key="frame" x="0.0" y="0.0" width="0.0" height="56"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="image" firstAttribute="leading" secondItem="call" secondAttribute="leading" id="lead"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="s1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="s2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="320" id="s3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="56" id="s4"/>
            </constraints>
            """
        let run = try InteropFixtures.importAndRun(InteropFixtures.xib(body))
        #expect(run.diagnostics.filter { $0.severity == .error }.isEmpty, "\(run.diagnostics.map(\.message))")
        #expect(run.frames["image"] == [0, 0, 320, 56], "\(run.frames)")
        #expect(run.frames["call"] == [0, 0, 0, 56], "\(run.frames)")
    }

    /// A hidden arranged view keeps the length its own content requires on IB's canvas and
    /// collapses only as far as that allows (``InterfaceBuilderImport/canvasHidingPriority``,
    /// 999): a-09's form, a hidden panel of a 20-point label 6 above a 23-point one, 25 from
    /// the panel's bottom, is 20 + 6 + 23 + 25 = 74 tall at the stack's top, with no conflict;
    /// a hidden label sized only by its text is 0 tall; the shown 100-point view starts at the
    /// stack's top (y 0), no spacing beside the hidden views, so the stack is 100 tall.
    @Test func hiddenArrangedViewsKeepTheirContentsLength() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="Stack">
                                <rect key="frame" x="0.0" y="20" width="320" height="100"/>
                                <subviews>
                                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel" userLabel="Panel">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
                                        <subviews>
                                            <label text=" " translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Title">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="20" id="t1"/>
                                                </constraints>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            </label>
                                            <label text="Peer" translatesAutoresizingMaskIntoConstraints="NO" id="value" userLabel="Value">
                                                <rect key="frame" x="0.0" y="26" width="320" height="23"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="23" id="v1"/>
                                                </constraints>
                                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="title" firstAttribute="top" secondItem="panel" secondAttribute="top" id="p1"/>
                                            <constraint firstItem="title" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="p2"/>
                                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="p3"/>
                                            <constraint firstItem="value" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="6" id="p4"/>
                                            <constraint firstItem="value" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="p5"/>
                                            <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" id="p6"/>
                                            <constraint firstAttribute="bottom" secondItem="value" secondAttribute="bottom" constant="25" id="p7"/>
                                        </constraints>
                                    </view>
                                    <label hidden="YES" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note" userLabel="Note">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="0.0"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body" userLabel="Body">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="b1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="s1"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="s2"/>
                            <constraint firstItem="stack" firstAttribute="width" constant="320" id="s3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        #expect(script.text.contains("vstack([panel, note, body], 8, \"fill\", \"fill\", 0, false, false, [], 999)"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["panel"] == [0, 0, 320, 74], "\(frames)")
        #expect(frames["value"] == [0, 26, 320, 23], "\(frames)")
        #expect(frames["note"]?[3] == 0, "\(frames)")
        #expect(frames["body"] == [0, 0, 320, 100], "\(frames)")
        #expect(frames["stack"] == [0, 20, 320, 100], "\(frames)")
    }

    /// An arranged plain view of a stack aligned other than `fill`, that nothing sizes across
    /// the axis, is as long as the stack there on IB's canvas
    /// (``InterfaceBuilderImport/canvasSpanIdentifier``, priority 25): b-04's form, two
    /// 5-point spacers beside a label in a centre-aligned row 128 tall are stored 128 tall at
    /// y 0, where the layout left their heights undetermined. The label, 17-point text, is
    /// one line centred: (128 − 20.5) / 2 = 53.75. The export leaves the spans out.
    @Test func plainViewsSpanAStackAlignedOtherThanFill() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                                <rect key="frame" x="0.0" y="20" width="320" height="128"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="left" userLabel="Left">
                                        <rect key="frame" x="0.0" y="0.0" width="5" height="128"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="5" id="l1"/>
                                        </constraints>
                                    </view>
                                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Title">
                                        <rect key="frame" x="5" y="53.75" width="310" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="right" userLabel="Right">
                                        <rect key="frame" x="315" y="0.0" width="5" height="128"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="5" id="r1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="s1"/>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="s2"/>
                            <constraint firstItem="row" firstAttribute="width" constant="320" id="s3"/>
                            <constraint firstItem="row" firstAttribute="height" constant="128" id="s4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        #expect(script.text.contains(#"pin left.height == row.height @ 25 as "IB-canvas-span""#), "\(script.text)")
        let (interpreter, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["left"] == [0, 0, 5, 128], "\(frames)")
        #expect(frames["right"] == [315, 0, 5, 128], "\(frames)")
        #expect(frames["title"] == [5, 53.75, 310, 20.5], "\(frames)")
        let swift = SwiftExport.source(of: interpreter, scriptName: "row.layout", style: .anchors)
        #expect(!swift.contains("IB-canvas-span"), "\(swift)")
    }

    /// A nested stack is spanned as a plain view is: a vertical stack aligned `leading` (a
    /// screen's column, 375 wide) holding a divider stack laid out in its margins around a
    /// 1-point rule that nothing sizes across — LUSH's live and media detail scenes, which
    /// Xcode shows clean and Tether reported undetermined in width — is as wide as the
    /// column at priority 25: the divider 375 × 41 (20 + 1 + 20) at y 0, its rule 375 wide at
    /// y 20 in the divider.
    @Test func nestedStacksSpanAStackAlignedOtherThanFill() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="column" userLabel="Column">
                                <rect key="frame" x="0.0" y="20" width="375" height="41"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" layoutMarginsFollowReadableWidth="NO" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="divider" userLabel="Divider">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="41"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule" userLabel="Rule">
                                                <rect key="frame" x="0.0" y="20" width="375" height="1"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="1" id="h1"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <edgeInsets key="layoutMargins" top="20" left="0.0" bottom="20" right="0.0"/>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="column" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="s1"/>
                            <constraint firstItem="column" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="s2"/>
                            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="s3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        #expect(script.text.contains(#"pin divider.width == column.width @ 25 as "IB-canvas-span""#), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["divider"] == [0, 0, 375, 41], "\(frames)")
        #expect(frames["rule"] == [0, 20, 375, 1], "\(frames)")
    }

    /// Two multi-line labels side by side in a horizontal `fill` stack share its width
    /// equally (``InterfaceBuilderImport/textWidthDisambiguationIdentifier``, UIStackView's
    /// own optional 'UISV-text-width-disambiguation' at 759): b-34's and n-40's form, labels
    /// of different texts at one hugging priority, which IB stores equally wide and Tether
    /// left tied. Worked by hand: a 320-point row with spacing 8 gives each (320 − 8) / 2 =
    /// 156, the second at 156 + 8 = 164; the row is 100 tall, so each label is too (`fill`
    /// alignment). A one-line label beside them gets no such constraint. The export leaves
    /// the constraint out: UIStackView adds it at run time.
    @Test func multiLineLabelsShareAHorizontalStackEqually() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                                <rect key="frame" x="0.0" y="20" width="320" height="100"/>
                                <subviews>
                                    <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Balance:" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="left" userLabel="Left">
                                        <rect key="frame" x="0.0" y="0.0" width="156" height="100"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="A longer caption that wraps" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="right" userLabel="Right">
                                        <rect key="frame" x="164" y="0.0" width="156" height="100"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="single" userLabel="Single">
                                <rect key="frame" x="0.0" y="200" width="320" height="40"/>
                                <subviews>
                                    <label horizontalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name" userLabel="Name">
                                        <rect key="frame" x="0.0" y="0.0" width="44" height="40"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label text="A caption" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="caption" userLabel="Caption">
                                        <rect key="frame" x="52" y="0.0" width="268" height="40"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="s1"/>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="s2"/>
                            <constraint firstItem="row" firstAttribute="width" constant="320" id="s3"/>
                            <constraint firstItem="row" firstAttribute="height" constant="100" id="s4"/>
                            <constraint firstItem="single" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="t1"/>
                            <constraint firstItem="single" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="t2"/>
                            <constraint firstItem="single" firstAttribute="width" constant="320" id="t3"/>
                            <constraint firstItem="single" firstAttribute="height" constant="40" id="t4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        #expect(script.text.contains(#"pin right.width == left.width @ 759 as "UISV-text-width-disambiguation""#), "\(script.text)")
        #expect(!script.text.contains("caption.width =="), "\(script.text)")
        let (interpreter, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["left"] == [0, 0, 156, 100], "\(frames)")
        #expect(frames["right"] == [164, 0, 156, 100], "\(frames)")
        let swift = SwiftExport.source(of: interpreter, scriptName: "row.layout", style: .anchors)
        #expect(!swift.contains("UISV-text-width-disambiguation"), "\(swift)")
    }

    /// A stack view has no layout margins unless the document sets them: a view pinned to its
    /// stack's leading and trailing margins is at the stack's edges (n-40's address stack in
    /// half 0 of the corpus, WooCommerce's ledger cell outside it: 6 of 6 such constraints,
    /// each view at the edge), where UIView's 8 put it 8 inside and, in a `fill` stack, in
    /// conflict with the stack's own edges.
    @Test func stackViewsHaveNoDefaultMargins() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="40" width="335" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="stack" secondAttribute="leadingMargin" id="m1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="row" secondAttribute="trailing" id="m2"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="s1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="s3"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        #expect(script.text.contains("margins 0 0 0 0"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(script.viewNames["row"].flatMap { InteropFixtures.frames(result)[$0] } == [0, 0, 335, 50])
    }

    /// An estimated required priority stays above a priority of 999 that IB stores itself:
    /// in Habitica's subscription details (a development set outside the corpus), labels
    /// hugging at 1000 beside an empty label hugging at 999 in a box IB holds taller than
    /// their text; IB stretches the 999 one, and written 999 the 1000s tied with it, every
    /// height undetermined. Two labels in a 100-point view, the first pinned to the top, the
    /// second 4 below it and to the bottom: the first (hugging 1000) keeps its 17-point
    /// line's 20.5, the second (999) takes the rest, 75.5, and nothing is undetermined.
    @Test func estimatedRequiredPrioritiesStayAboveIBs999() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="20" width="343" height="100"/>
                    <subviews>
                        <label verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" text="Subscription" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label verticalHuggingPriority="999" verticalCompressionResistancePriority="1000" text="" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="type">
                            <rect key="frame" x="0.0" y="24.5" width="343" height="75.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" id="h"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="box" secondAttribute="top" id="t1"/>
                        <constraint firstItem="type" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="4" id="t2"/>
                        <constraint firstAttribute="bottom" secondItem="type" secondAttribute="bottom" id="t3"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="l1"/>
                        <constraint firstItem="type" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="l2"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="r1"/>
                        <constraint firstAttribute="trailing" secondItem="type" secondAttribute="trailing" id="r2"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="20" id="s1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="16" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="s3"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(script.viewNames["title"].flatMap { frames[$0] }?[3] == 20.5, "\(frames)")
        #expect(script.viewNames["type"].flatMap { frames[$0] }?[3] == 75.5, "\(frames)")
    }

    /// A content priority IB stores as required on a view whose intrinsic size Tether
    /// estimates is written 999.5 with a note (``InterfaceBuilderImport/estimatedRequiredPriority``):
    /// a-22's form, an image button hugging its height at 1000 in a 55-point row, whose image
    /// is not in the document, so Tether's size for it is an estimate (a system button's
    /// line, far short of 55) where IB's is the image's. Required, the two would conflict; at
    /// 999.5 the button is the row's 55 with no conflict.
    @Test func requiredPrioritiesOnEstimatedSizesYield() throws {
        let xml = Self.storyboard("""
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="filter" userLabel="Filter">
                                <rect key="frame" x="16" y="20" width="16" height="55"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="55" id="f1"/>
                                </constraints>
                                <state key="normal" image="filter-icon"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="filter" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="s1"/>
                            <constraint firstItem="filter" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="16" id="s2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let script = try #require(try InteropFixtures.read(xml, name: "Main.storyboard").scripts.first)
        #expect(script.text.contains("hug v 999.5\n"), "\(script.text)")
        #expect(script.text.contains("resist v 999.5\n"), "\(script.text)")
        #expect(script.text.contains("# note: IB's hug v, resist v 1000, written 999.5:"), "\(script.text)")
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["filter"]?[3] == 55, "\(InteropFixtures.frames(result))")
    }
}
