import Foundation
import Interop
import LayoutScript
import Testing

/// Size-class variations (`<variation key=…>`, `<mask key="constraints|subviews">`): the
/// imported script switches with `traits`, so the document lays out as UIKit lays it out on
/// every device and orientation. Each document is written by hand in the shape Xcode
/// saves; the frames are worked out by hand from UIKit's size classes (Apple's Human
/// Interface Guidelines, "Layout"): an iPhone 8 is compact × regular in portrait and
/// compact × compact in landscape, an iPhone 16 Plus regular × compact in landscape, an
/// iPad regular × regular; and from the rule that a more specific size class overrides a
/// more general one (Apple's Auto Layout Guide, "Size-Class-Specific Layout").
@Suite struct VariationImportTests {
    /// Runs an imported script on a device of Tether's catalogue (`iphone8:landscape`):
    /// its frames by view name and every diagnostic.
    static func layout(_ text: String, on device: String) throws -> ([String: [Double]], [Diagnostic]) {
        var options = Interpreter.Options(bundledModules: StandardLibrary.modules)
        options.screen = try Device.screen(named: device)
        let interpreter = Interpreter(options: options)
        let diagnostics = interpreter.run(source: text, name: "imported.layout")
        let result = interpreter.layout()
        return (InteropFixtures.frames(result), diagnostics + interpreter.locatedDiagnostics(of: result))
    }

    /// A card pinned 20 from both sides: 40 from the top and 200 tall in a regular height,
    /// 10 from the top and 100 tall in a compact one (two constraints, each installed in one
    /// height class, and a height whose constant varies); a badge installed in regular ×
    /// regular only, 8 below the card and centred, with the constraints that name it.
    static let adaptiveCard = InteropFixtures.xib("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="Card">
                <rect key="frame" x="20" y="40" width="335" height="200"/>
                <constraints>
                    <constraint firstAttribute="height" constant="200" id="card-h">
                        <variation key="heightClass=compact" constant="100"/>
                    </constraint>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="Badge">
                <rect key="frame" x="162.5" y="248" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="badge-w"/>
                    <constraint firstAttribute="height" constant="50" id="badge-h"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="card" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c3"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="10" id="c4"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="8" id="c5"/>
            <constraint firstItem="badge" firstAttribute="centerX" secondItem="root-id" secondAttribute="centerX" id="c6"/>
            <constraint firstItem="card" firstAttribute="width" relation="greaterThanOrEqual" constant="10" id="c7"/>
        </constraints>
        <variation key="default">
            <mask key="subviews">
                <exclude reference="badge"/>
            </mask>
            <mask key="constraints">
                <exclude reference="c3"/>
                <exclude reference="c4"/>
                <exclude reference="c7"/>
            </mask>
        </variation>
        <variation key="heightClass=regular">
            <mask key="constraints">
                <include reference="c3"/>
            </mask>
        </variation>
        <variation key="heightClass=compact">
            <mask key="constraints">
                <include reference="c4"/>
            </mask>
        </variation>
        <variation key="heightClass=regular-widthClass=regular">
            <mask key="subviews">
                <include reference="badge"/>
            </mask>
        </variation>
        <variation key="widthClass=unspecified">
            <mask key="constraints">
                <include reference="c7"/>
            </mask>
        </variation>
        """)

    /// The script: the badge and its constraints inside `if` blocks of their size classes,
    /// the card's two tops and two heights as one `if … else`, a constraint installed in no
    /// size class and a variation key IB never writes as comments.
    @Test func scriptSwitchesWithTraits() throws {
        let script = try #require(try InteropFixtures.read(Self.adaptiveCard).scripts.first)
        #expect(script.text.hasSuffix("""
            root device "iphone8" scale 2  # IB's retina4_7: iPhone 8, portrait
            # not imported: <variation key="widthClass=unspecified"> (line 58), not a size class Interface Builder writes

            view card {  # UIView card
              frame 20 40 335 200
            }
            if traits.horizontal == "regular" and traits.vertical == "regular" {
              view badge {  # UIView badge
                frame 162.5 248 50 50
              }
            }

            pin card.leading == root.leading + 20
            pin root.trailing == card.trailing + 20
            # installed in no size class, not imported: pin card.width >= 10
            if traits.vertical == "compact" {
              pin card.height == 100
              pin card.top == root.top + 10
            } else {
              pin card.height == 200
              pin card.top == root.top + 40
            }
            if traits.horizontal == "regular" and traits.vertical == "regular" {
              pin badge.width == 50
              pin badge.height == 50
              pin badge.top == card.bottom + 8
              pin badge.centerX == root.centerX
            }

            """))
        #expect(script.text.contains("# not imported: <variation key=\"widthClass=unspecified\">"))
        #expect(!script.text.contains("# not imported: <variation key=\"default\">"))
        // The constraints the canvas (compact × regular) has, for round trips.
        #expect(script.constraints.contains("card.height == 200"))
        #expect(!script.constraints.contains("card.height == 100"))
        #expect(!script.constraints.contains { $0.contains("badge") })
    }

    /// `installed="NO"` is a constraint or view uninstalled in any × any, which a size class
    /// may install again: the bar (10 tall at the top, its own `installed="NO"` and a
    /// regular-width include) is laid out on an iPad only, where it spans the 768-point
    /// width; a lower bound on its width (`installed="NO"`, no include) is made nowhere. A
    /// constraint's variation of a key IB does not write stays a comment above it.
    @Test func installedNo() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view contentMode="scaleToFill" installed="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="b1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="b2"/>
                <constraint firstItem="bar" firstAttribute="trailing" secondItem="root-id" secondAttribute="trailing" id="b3"/>
                <constraint firstItem="bar" firstAttribute="height" constant="10" id="b4">
                    <variation key="sizeClass=huge" constant="20"/>
                </constraint>
                <constraint firstItem="bar" firstAttribute="width" relation="greaterThanOrEqual" constant="1" installed="NO" id="b5"/>
            </constraints>
            <variation key="widthClass=regular">
                <mask key="subviews">
                    <include reference="bar"/>
                </mask>
            </variation>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("""
            if traits.horizontal == "regular" {
              view bar {  # UIView bar
            """))
        #expect(script.text.contains("# installed in no size class, not imported: pin bar.width >= 1"))
        #expect(script.text.contains("# not imported: <variation key=\"sizeClass=huge\"> (line "))
        let (phone, phoneDiagnostics) = try Self.layout(script.text, on: "iphone8")
        #expect(phoneDiagnostics.isEmpty, "\(phoneDiagnostics.map(\.message))")
        #expect(phone["bar"] == nil)
        let (pad, padDiagnostics) = try Self.layout(script.text, on: "ipad")
        #expect(padDiagnostics.isEmpty, "\(padDiagnostics.map(\.message))")
        #expect(pad["bar"] == [0, 0, 768, 10])
    }

    /// The frames on each screen, by hand: the card spans the width less 20 on each side;
    /// in a regular height it is at y 40 and 200 tall, in a compact one at y 10 and 100
    /// tall; the badge (regular × regular only) is 50 × 50, centred (width / 2 − 25) and 8
    /// below the card (40 + 200 + 8 = 248). Misplacement is reported on the canvas only,
    /// where every view is at its designed frame.
    @Test(arguments: [
        ("iphone8", [20, 40, 335, 200], nil),
        ("iphone8:landscape", [20, 10, 627, 100], nil),
        ("iphone16plus:landscape", [20, 10, 892, 100], nil),
        ("ipad", [20, 40, 728, 200], [359, 248, 50, 50]),
        ("ipad:landscape", [20, 40, 984, 200], [487, 248, 50, 50]),
    ] as [(String, [Double], [Double]?)])
    func framesOnEachDevice(device: String, card: [Double], badge: [Double]?) throws {
        let script = try #require(try InteropFixtures.read(Self.adaptiveCard).scripts.first)
        let (frames, diagnostics) = try Self.layout(script.text, on: device)
        #expect(diagnostics.isEmpty, "\(device): \(diagnostics.map(\.message))")
        #expect(frames["card"] == card, "\(device)")
        #expect(frames["badge"] == badge, "\(device)")
    }

    /// A table view cell whose dot is 8 from the top, 2 in a compact height; a text field
    /// without a border style (IB leaves out UITextField's default, none) 14 to its right,
    /// 200 × 30; an image view 10 × 10 at (350, 8).
    static let dotCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="DotCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                                <rect key="frame" x="16" y="8" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="dw"/>
                                    <constraint firstAttribute="height" constant="10" id="dh"/>
                                </constraints>
                            </view>
                            <textField opaque="NO" contentMode="scaleToFill" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                <rect key="frame" x="40" y="8" width="200" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="200" id="fw"/>
                                    <constraint firstAttribute="height" constant="30" id="fh"/>
                                </constraints>
                            </textField>
                            <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                <rect key="frame" x="350" y="8" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="iw"/>
                                    <constraint firstAttribute="height" constant="10" id="ih"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="field" firstAttribute="leading" secondItem="dot" secondAttribute="trailing" constant="14" id="c3"/>
                            <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c4"/>
                            <constraint firstItem="img" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="350" id="c5"/>
                            <constraint firstItem="img" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c6"/>
                            <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c2">
                                <variation key="heightClass=compact" constant="2"/>
                            </constraint>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    /// A scene with a stack view whose axis, spacing and arranged views vary, and a label
    /// whose font does.
    static let pair = RealDocumentShapesTests.storyboard("""
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" userLabel="Pair" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-id">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="20" y="40" width="100" height="110"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="First">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="aw"/>
                                            <constraint firstAttribute="height" constant="50" id="ah"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="Second">
                                        <rect key="frame" x="0.0" y="60" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="bw"/>
                                            <constraint firstAttribute="height" constant="50" id="bh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                                <variation key="heightClass=regular-widthClass=regular">
                                    <mask key="subviews">
                                        <exclude reference="b"/>
                                    </mask>
                                </variation>
                            </stackView>
                            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="hi">
                                <rect key="frame" x="20" y="200" width="19" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <variation key="heightClass=compact">
                                    <fontDescription key="fontDescription" type="system" pointSize="34"/>
                                </variation>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="s1"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="s2"/>
                            <constraint firstItem="hi" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="s3"/>
                            <constraint firstItem="hi" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="200" id="s4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    /// A table view cell on an iPhone 8 in portrait is compact × regular, like its screen,
    /// though its own 375 × 44 would be compact × compact: the root line says so, so that
    /// the dot is 8 from the top on the canvas (the base constant) and 2 in a compact height
    /// (the iPhone 8 in landscape, where the cell is the 667 × 375 screen).
    @Test func cellHasItsScreensSizeClasses() throws {
        let xml = Self.dotCell
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("root 375 x 44 traits compact regular scale 2  # the root view's frame; a cell"))
        #expect(script.text.contains("""
            if traits.vertical == "compact" {
              pin dot.top == contentView.top + 2
            } else {
              pin dot.top == contentView.top + 8
            }
            """))
        #expect(script.text.contains(#"view searchField: ui.textField("Search", 97, "none") in contentView {"#))
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(InteropFixtures.frames(result)["dot"] == [16, 8, 10, 10])
        #expect(InteropFixtures.frames(result)["searchField"] == [40, 8, 200, 30])
        #expect(InteropFixtures.frames(result)["imageView"] == [350, 8, 10, 10])
        let (landscape, landscapeDiagnostics) = try Self.layout(script.text, on: "iphone8:landscape")
        #expect(landscapeDiagnostics.isEmpty, "\(landscapeDiagnostics.map(\.message))")
        #expect(landscape["contentView"] == [0, 0, 667, 375])
        #expect(landscape["dot"] == [16, 2, 10, 10])
    }

    /// A stack view whose axis and spacing vary (vertical, 10 apart; horizontal, 20 apart in
    /// a compact height) and whose second view is uninstalled in regular × regular, where
    /// UIStackView arranges only the first; a label whose font is 34 points in a compact
    /// height, one line of San Francisco there (34 × 1.1934 = 40.57, up to the 2x pixel:
    /// 41). The views are 100 × 50; the stack's top left at (20, 40).
    @Test(arguments: [
        ("iphone8", [20, 40, 100, 110], [0, 60, 100, 50], 20.5),
        ("iphone8:landscape", [20, 40, 220, 50], [120, 0, 100, 50], 41),
        ("ipad", [20, 40, 100, 50], nil, 20.5),
    ] as [(String, [Double], [Double]?, Double)])
    func stackAndFontVary(device: String, stack: [Double], second: [Double]?, labelHeight: Double) throws {
        let xml = Self.pair
        let script = try #require(try InteropFixtures.read(xml, name: "Pair.storyboard").scripts.first)
        // The second view and its constraints wherever it is installed (all but regular ×
        // regular); the stack's call in each size class it differs in.
        #expect(script.text.contains("""
            if traits.horizontal == "compact" or traits.vertical == "compact" {
              view second in stackView {  # UIView b
                frame 0 60 100 50
              }
            }
            """))
        #expect(script.text.contains("""
            if traits.vertical == "compact" {
              set hiLabel { text "Hi", 34; intrinsic
            """))
        #expect(script.text.contains("""
            if traits.vertical == "compact" {
              hstack([first, second], 20)  # stackView
            }
            if traits.horizontal == "compact" and traits.vertical == "regular" {
              vstack([first, second], 10)  # stackView
            }
            if traits.horizontal == "regular" and traits.vertical == "regular" {
              vstack([first], 10)  # stackView
            }
            """))
        #expect(script.text.contains("""
            if traits.horizontal == "compact" or traits.vertical == "compact" {
              pin second.width == 100
              pin second.height == 50
            }
            """))
        let (frames, diagnostics) = try Self.layout(script.text, on: device)
        #expect(diagnostics.isEmpty, "\(device): \(diagnostics.map(\.message))")
        #expect(frames["stackView"] == stack, "\(device)")
        #expect(frames["first"] == [0, 0, 100, 50], "\(device)")
        #expect(frames["second"] == second, "\(device)")
        #expect(frames["hiLabel"]?[3] == labelHeight, "\(device)")
    }
}
