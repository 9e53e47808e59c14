import Foundation
import Interop
import LayoutScript
import TestSupport
import Testing

/// `tether import` of AppKit documents, written for these tests in the shapes Xcode saves:
/// frames turned from AppKit's bottom-left origin to the top-left one, roots, and warnings.
@Suite struct AppKitImportTests {
    /// A window xib around `content` (the content view's subviews and constraints).
    func window(_ content: String, size: (Double, Double) = (480, 270), extra: String = "", toolsVersion: Int = 22155) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSWindowController"/>
                <window title="Settings" id="W1">
                    <rect key="contentRect" x="196" y="240" width="\(size.0)" height="\(size.1)"/>
                    <value key="minSize" type="size" width="400" height="200"/>
                    <view key="contentView" id="C1">
                        <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        \(content)
                    </view>
                </window>
                \(extra)
            </objects>
        </document>
        """
    }

    /// A window (``window(_:size:extra:toolsVersion:)``) whose content view holds one grid view,
    /// `G1`, pinned 20 from its leading and top edges: `attributes` are the grid's own
    /// (placements, spacings), `frame` the one IB stores for it (from the content view's
    /// bottom), `rows`, `columns` and `cells` its `<gridRow>`, `<gridColumn>` and
    /// `<gridCell>` elements.
    func gridWindow(_ attributes: String, frame: String, rows: String, columns: String, cells: String) -> String {
        window("""
            <subviews>
                <gridView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="G1">
                    <rect key="frame" \(frame)/>
                    <rows>\(rows)</rows>
                    <columns>\(columns)</columns>
                    <gridCells>\(cells)</gridCells>
                </gridView>
            </subviews>
            <constraints>
                <constraint firstItem="G1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="G1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
            </constraints>
            """)
    }

    /// The constraints that place `id` 20 from the content view's leading and trailing edges
    /// and `top` below its top (ids `k<id>l`, `k<id>t`, `k<id>y`).
    func spanning(_ id: String, top: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k\(id)l"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="k\(id)t"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="\(top)" id="k\(id)y"/>
        """
    }

    /// A grid cell in `row` and `column` (with `attributes`, such as its placement) whose
    /// custom view `id`, stored at (`x`, `y`) from the grid's bottom, has its own constraints
    /// for `width` and `height`.
    func fixedGridCell(_ id: String, row: String, column: String = "c1", attributes: String = "", x: Int = 0, y: Int,
                       width: Int, height: Int) -> String {
        """
        <gridCell row="\(row)" column="\(column)" \(attributes) id="g\(id)">
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="w\(id)"/>
                    <constraint firstAttribute="height" constant="\(height)" id="h\(id)"/>
                </constraints>
            </customView>
        </gridCell>
        """
    }

    /// A titled box `X1` as Xcode 6 saved one (m-14's), at `frame` (x, y, width, height,
    /// from its superview's bottom): its content view without an id, 1 inside its sides and
    /// bottom and 15 below its top (the title), holding one custom view `V1` at `view`;
    /// `constraints` the box's own, which name the box from inside it.
    static func xcode6TitledBox(frame: (Int, Int, Int, Int), view: String, constraints: String = "") -> String {
        """
            <box title="Block formatting" borderType="line" translatesAutoresizingMaskIntoConstraints="NO" id="X1">
                <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                <view key="contentView">
                    <rect key="frame" x="1" y="1" width="\(frame.2 - 2)" height="\(frame.3 - 16)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="V1">
                            <rect key="frame" \(view)/>
                        </customView>
                    </subviews>
                </view>
                \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
            </box>
            """
    }

    /// A constraint naming an id no element of the document has is left out with a warning
    /// at it, as in an iOS document (Interface Builder drops it as it opens the document).
    @Test func constraintsNamingMissingObjectsAreLeftOut() throws {
        let xml = window("""
            <subviews/>
            <constraints>
                <constraint firstItem="gone" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k1"/>
            </constraints>
            """)
        let result = try InteropFixtures.read(xml, name: "Settings.xib")
        #expect(result.warnings.map(\.message).contains("the constraint names 'gone', which is no object of the document: left out"))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("# not imported ('gone' is no object of the document)"), "\(script.text)")
    }

    func frame(_ id: String, in script: InterfaceBuilderImport.Script) throws -> [Double] {
        let (_, result, _) = InteropFixtures.run(script.text)
        let name = try #require(script.viewNames[id])
        let view = try #require(result.views.first { $0.name == name })
        return [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
    }

    /// An unflipped superview (NSView's default: "the origin is in the lower-left corner of
    /// the view and positive y-values extend upward", Apple's `isFlipped`) stores a view 20
    /// above its bottom as y = 20: 270 − 20 − 32 = 218 from the top. The constraints place
    /// it there again, and the designed frame agrees (no misplaced report).
    @Test func unflippedFrameTurnsTopLeft() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                    <rect key="frame" x="20" y="20" width="80" height="32"/>
                </customView>
            </subviews>
            <constraints>
                <constraint firstItem="B1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="B1" secondAttribute="bottom" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="B1" firstAttribute="width" constant="80" id="k3"/>
                <constraint firstItem="B1" firstAttribute="height" constant="32" id="k4"/>
            </constraints>
            """), name: "Settings.xib")
        let script = try #require(result.scripts.first)
        #expect(result.scripts.count == 1)
        #expect(script.text.contains("platform appkit\nroot 480 x 270 min 400 x 200  #"))
        #expect(script.text.contains("frame 20 218 80 32"))
        #expect(try frame("B1", in: script) == [20, 218, 80, 32])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A view of the app's own class whose name says it is flipped (iina's `FlippedView`)
    /// stores its subviews from its bottom all the same: IB lays its canvas out with the
    /// classes it has, and an app's `isFlipped` override runs only in the app ("override
    /// this property and return true", Apple's NSView reference). A view pinned 50 below the
    /// top of a 100-tall one, 30 tall, is stored at y = 100 − 50 − 30 = 20 (outside the
    /// corpus: iina's quick settings, three such content views, read as flipped before).
    @Test func appClassesNamedFlippedStoreFromTheBottom() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="F1" customClass="FlippedView" customModule="App">
                    <rect key="frame" x="20" y="150" width="200" height="100"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="V1">
                            <rect key="frame" x="10" y="20" width="80" height="30"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="V1" firstAttribute="leading" secondItem="F1" secondAttribute="leading" constant="10" id="b1"/>
                        <constraint firstItem="V1" firstAttribute="top" secondItem="F1" secondAttribute="top" constant="50" id="b2"/>
                        <constraint firstItem="V1" firstAttribute="width" constant="80" id="b3"/>
                        <constraint firstItem="V1" firstAttribute="height" constant="30" id="b4"/>
                    </constraints>
                </customView>
            </subviews>
            <constraints>
                <constraint firstItem="F1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="F1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="F1" firstAttribute="width" constant="200" id="k3"/>
                <constraint firstItem="F1" firstAttribute="height" constant="100" id="k4"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(try frame("V1", in: script) == [10, 50, 80, 30])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A control is sized by the AppKit controls' table and placed by its alignment
    /// rectangle: a push button of Xcode 12 and later aligns by a rectangle 20 tall, 5 below
    /// its 32-point frame's top and 7 inside its sides (AppKitControlTable). Pinned 20 from
    /// the bottom-left corner and 80 wide, the rectangle is (20, 230, 80, 20), so the frame
    /// is (20 − 7, 230 − 5, 80 + 14, 32) = (13, 225, 94, 32), which IB stores from the
    /// bottom as y = 270 − 225 − 32 = 13.
    @Test func controlsAlignByTheirAlignmentRectangles() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                    <rect key="frame" x="13" y="13" width="94" height="32"/>
                    <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" borderStyle="border" id="BC1">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="B1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="B1" secondAttribute="bottom" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="B1" firstAttribute="width" constant="80" id="k3"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("x 20\n  alignmentInsets 5 7 7 7\n"))
        #expect(!script.text.contains("not imported"))
        #expect(try frame("B1", in: script) == [13, 225, 94, 32])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A centred label's alignment rectangle is its text + 4 (AppKitControlTable's
    /// `centredLabelPadding`), its frame 2 outside it at each side as every label's: two
    /// "Label" labels 20 from the window's trailing edge, one natural and one centred, end
    /// their frames at 462 (480 − 20 + 2), the centred one's 4 wider and starting 4 before.
    @Test func centredLabelsAreFourPointsWider() throws {
        func label(_ id: String, y: Int, alignment: String) -> String {
            """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="400" y="\(y)" width="60" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" \(alignment) title="Label" id="c\(id)">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        }
        let result = try InteropFixtures.read(window("""
            <subviews>
                \(label("N1", y: 220, alignment: ""))
                \(label("L1", y: 180, alignment: #"alignment="center""#))
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="N1" secondAttribute="trailing" constant="20" id="k1"/>
                <constraint firstAttribute="trailing" secondItem="L1" secondAttribute="trailing" constant="20" id="k2"/>
                <constraint firstItem="N1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k3"/>
                <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="60" id="k4"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        let natural = try frame("N1", in: script), centred = try frame("L1", in: script)
        #expect(natural[0] + natural[2] == 462 && centred[0] + centred[2] == 462)
        #expect(centred[2] == natural[2] + 4 && centred[0] == natural[0] - 4)
    }

    /// An editable field with no bezel, border or background aligns 2 inside its frame's
    /// sides, as a label does (AppKitControlTable's borderless row): 20 from each side of a
    /// 480-point window, its frame is at 18 and 444 wide; one that draws its background
    /// aligns by its frame, at 20 and 440 wide.
    @Test func borderlessFieldsAlignAsLabels() throws {
        func field(_ id: String, y: Int, background: Bool) -> String {
            """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="\(y)" width="100" height="16"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" \(background ? #"drawsBackground="YES""# : "") title="path" id="c\(id)">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        }
        let result = try InteropFixtures.read(window("""
            <subviews>
                \(field("F1", y: 234, background: false))
                \(field("F2", y: 194, background: true))
            </subviews>
            <constraints>
                \(spanning("F1", top: 20))
                \(spanning("F2", top: 60))
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(try frame("F1", in: script) == [18, 20, 444, 16])
        #expect(try frame("F2", in: script) == [20, 60, 440, 16])
    }

    /// A control with a cell that AppKit's controls' table has no row for (a small help
    /// button) sizes itself to its cell (NSCell's `cellSize`, "the smallest cell size… required
    /// to draw its contents"), which only IB's stored frame gives: 18 × 19 here, placed by two
    /// constraints 20 from the window's leading edge and top, so (20, 20, 18, 19), where
    /// without a size it was 0 × 0 and undetermined. A search field whose own constraint sets
    /// its width (120) keeps no stored width: the frame holds the constraint's, not its
    /// cell's. Its vertical compression resistance of 1000 is written 999, as for every
    /// control whose size Tether estimates.
    @Test func controlsWithoutARowKeepTheirCellsStoredSize() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="H1">
                    <rect key="frame" x="20" y="231" width="18" height="19"/>
                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="HC1">
                        <font key="font" metaFont="smallSystem"/>
                    </buttonCell>
                </button>
                <searchField verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="F1">
                    <rect key="frame" x="60" y="228" width="120" height="22"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="120" id="wF1"/>
                    </constraints>
                    <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" bezelStyle="round" id="FC1">
                        <font key="font" metaFont="system"/>
                    </searchFieldCell>
                </searchField>
            </subviews>
            <constraints>
                <constraint firstItem="H1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstItem="H1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="F1" firstAttribute="leading" secondItem="H1" secondAttribute="trailing" constant="22" id="k3"/>
                <constraint firstItem="F1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k4"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic 18 x 19  # its cell's size, which AppKit's controls' table has no row for: the frame IB stored"))
        #expect(script.text.contains("intrinsic none x 22  # its cell's size"))
        #expect(script.text.contains("resist v 999"))
        #expect(try frame("H1", in: script) == [20, 20, 18, 19])
        #expect(try frame("F1", in: script) == [60, 20, 120, 22])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A title with characters no installed font has (Hangul: the machine's Inter and DejaVu
    /// have none) is set by AppKit in a fallback font of the system font's cascade list
    /// (Core Text's `CTFontCopyDefaultCascadeListForLanguages`), whose advances Tether does
    /// not have: the label keeps the frame IB stored, 64 × 16 less its insets (2 at each side)
    /// = 60 × 16, and counts as sized by its stored frame; placed 20 from the leading edge and
    /// top, its frame is (18, 20, 64, 16). A Latin label beside it is measured as before.
    @Test func titlesNoInstalledFontHasKeepTheirStoredFrame() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                    <rect key="frame" x="18" y="234" width="64" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="환경설정" id="LC1">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L2">
                    <rect key="frame" x="98" y="234" width="40" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Input" id="LC2">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="L1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="L2" firstAttribute="leading" secondItem="L1" secondAttribute="trailing" constant="20" id="k3"/>
                <constraint firstItem="L2" firstAttribute="top" secondItem="L1" secondAttribute="top" id="k4"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic 60 x 16  # its title has characters no installed font has (AppKit sets them in a fallback font): the frame IB stored"))
        #expect(try frame("L1", in: script) == [18, 20, 64, 16])
        #expect(!script.text.contains("intrinsic 36 x 16  # its title"))
        #expect(script.designables == ["L1"])
    }

    /// A tab view's items' views, which NSTabView places in its content rectangle ("the
    /// content area of the tab view… does not include the space required for the tab view's
    /// tabs or borders", Apple's `contentRect`), are not imported where the insets of that
    /// rectangle are not known — here tabs on top before macOS 11 (Xcode 11's document):
    /// a tab view holding views says so in a located warning (the tab view itself and its
    /// constraints are imported, the item's view is not declared); a tab view that holds
    /// none (a tab view controller's, whose items' views are scenes of their own) leaves
    /// nothing out, so no warning.
    @Test(arguments: [false, true])
    func onlyATabViewHoldingViewsWarnsOfItsContentRectangle(holdsViews: Bool) throws {
        let item = holdsViews ? """
            <tabViewItems>
                <tabViewItem label="General" identifier="1" id="I1">
                    <view key="view" id="V1">
                        <rect key="frame" x="10" y="33" width="420" height="180"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </tabViewItem>
            </tabViewItems>
            """ : ""
        let result = try InteropFixtures.read(window("""
            <subviews>
                <tabView translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                    <rect key="frame" x="20" y="20" width="440" height="230"/>
                    <font key="font" metaFont="system"/>
                    \(item)
                </tabView>
            </subviews>
            """, toolsVersion: 15705))
        let warning = result.warnings.first { $0.message.hasPrefix("1 <tabView>:") }
        #expect((warning != nil) == holdsViews)
        if holdsViews {
            #expect(warning?.message == "1 <tabView>: its items' views (`<tabViewItems>`, placed in NSTabView's content rectangle) not imported yet")
            #expect(warning?.hint == "the tab view and its own constraints are imported; the views of its items and their constraints are not")
        }
        let script = try #require(result.scripts.first)
        #expect(script.viewNames["T1"] != nil)
        #expect(script.viewNames["V1"] == nil)
    }

    /// A tab view with tabs on top (the default type) from macOS 11 places its selected
    /// item's view — the first: the document stores no selection — 33 below its top, 10
    /// inside its sides and 13 above its bottom (every such tab view outside the corpus:
    /// MacPass, Sequel-Ace, Transmission; Apple gives no number), whatever frame the view
    /// stored (400 × 150 here): (10, 33, 434, 200) in a tab view framed 454 × 246, which IB
    /// stores from the tab view's top (NSTabView's subviews run down). Its constraints place
    /// its alignment rectangle, 20 inside the window here, and its frame reaches 6 above it,
    /// 7 past its sides and 10 below it (the controls' table's tab view row: Transmission's
    /// and MacPass's constraints), so it is framed at (13, 14). A second item's view keeps
    /// the frame it stored, hidden: it is out of the window until selected.
    @Test func aTabViewWithTabsOnTopPlacesItsSelectedItemInItsContentRectangle() throws {
        func item(_ id: String, _ frame: String) -> String {
            """
            <tabViewItem label="\(id)" identifier="\(id)" id="I\(id)">
                <view key="view" id="\(id)">
                    <rect key="frame" \(frame)/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </tabViewItem>
            """
        }
        let result = try InteropFixtures.read(window("""
            <subviews>
                <tabView translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                    <rect key="frame" x="13" y="10" width="454" height="246"/>
                    <font key="font" metaFont="system"/>
                    <tabViewItems>
                        \(item("V1", #"x="10" y="40" width="400" height="150""#))
                        \(item("V2", #"x="10" y="33" width="300" height="100""#))
                    </tabViewItems>
                </tabView>
            </subviews>
            <constraints>
                <constraint firstItem="T1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="K1"/>
                <constraint firstItem="T1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="K2"/>
                <constraint firstAttribute="trailing" secondItem="T1" secondAttribute="trailing" constant="20" id="K3"/>
                <constraint firstAttribute="bottom" secondItem="T1" secondAttribute="bottom" constant="20" id="K4"/>
            </constraints>
            """))
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
        let script = try #require(result.scripts.first)
        #expect(try frame("T1", in: script) == [13, 14, 454, 246], "\(script.text)")
        #expect(try frame("V1", in: script) == [10, 33, 434, 200], "\(script.text)")
        #expect(try frame("V2", in: script) == [10, 33, 300, 100], "\(script.text)")
        #expect(script.text.contains("hidden true  # a tab view item's view"))
    }

    /// A regular tab view from macOS 11 of another type places its selected item's view in
    /// its content rectangle by where its tabs are (``ScriptWriter/bezelTabContentInsets``):
    /// the bezel 10 inside the sides, 7 below the top, 13 above the bottom, the tabs' row on
    /// their side instead — 31 at the bottom, 32 on the left, 31 on the right — and 1 inside
    /// a line border. The numbers are the `contentRect` a public conformance test of AppKit
    /// asserts on macOS for a 400 × 300 tab view of each type ((10, 7, 380, 262) with tabs
    /// at the bottom: 300 − 7 − 262 = 31; (32, 7, 358, 280) on the left; (10, 7, 359, 280)
    /// on the right: 400 − 10 − 359 = 31; (10, 7, 380, 280) without tabs; (1, 1, 398, 298)
    /// with a line border), and Sequel-Ace's tab view without tabs stores its item's view at
    /// (10, 7) with 13 below. Here the tab view, which has no row in the controls' table and
    /// so aligns by its frame, is pinned 20 inside a 480 × 270 window: 440 × 230, so its
    /// item's view is 440 − left − right wide and 230 − top − bottom tall, whatever frame it
    /// stored (400 × 150). A small one (no such row: Apple gives no small tab view's
    /// numbers) still leaves its items' views out, with the warning.
    @Test(arguments: [
        ("noTabsBezelBorder", "regular", [10.0, 7, 420, 210]),
        ("bottomTabsBezelBorder", "regular", [10, 7, 420, 192]),
        ("leftTabsBezelBorder", "regular", [32, 7, 398, 210]),
        ("rightTabsBezelBorder", "regular", [10, 7, 399, 210]),
        ("noTabsLineBorder", "regular", [1, 1, 438, 228]),
        ("noTabsBezelBorder", "small", []),
    ])
    func aBorderedTabViewPlacesItsSelectedItemByWhereItsTabsAre(type: String, size: String, expected: [Double]) throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <tabView type="\(type)" controlSize="\(size)" translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                    <rect key="frame" x="20" y="20" width="440" height="230"/>
                    <font key="font" metaFont="system"/>
                    <tabViewItems>
                        <tabViewItem label="General" identifier="1" id="I1">
                            <view key="view" id="V1">
                                <rect key="frame" x="10" y="40" width="400" height="150"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </tabViewItem>
                    </tabViewItems>
                </tabView>
            </subviews>
            <constraints>
                <constraint firstItem="T1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="K1"/>
                <constraint firstItem="T1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="K2"/>
                <constraint firstAttribute="trailing" secondItem="T1" secondAttribute="trailing" constant="20" id="K3"/>
                <constraint firstAttribute="bottom" secondItem="T1" secondAttribute="bottom" constant="20" id="K4"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(try frame("T1", in: script) == [20, 20, 440, 230], "\(script.text)")
        if expected.isEmpty {
            #expect(result.warnings.contains { $0.message.hasPrefix("1 <tabView>:") })
            #expect(script.viewNames["V1"] == nil)
        } else {
            #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
            #expect(try frame("V1", in: script) == expected, "\(script.text)")
        }
    }

    /// A tab view with no tabs and no border (`type="noTabsNoBorder"`: "The view has no tabs
    /// and no border", NSTabView.TabType) has its whole bounds as its content rectangle, so
    /// its items' views are imported as its subviews, with their constraints and no warning:
    /// an item's view filling the 440 × 230 tab view, and in it a 100 × 50 view 20 from its
    /// leading edge and 20 below its top (stored from the item view's bottom-left: y = 230 −
    /// 20 − 50 = 160), is (20, 20, 100, 50) in it, as IB stores it (an Xcode 15 document
    /// outside the corpus, iina's inspector window, has four such tab views). A second item's
    /// view is laid out too, and hidden.
    @Test func aTabViewWithoutTabsOrBorderHoldsItsItemsViews() throws {
        func script(of result: InterfaceBuilderImport.Result) -> String { result.scripts.first?.text ?? "" }
        let result = try InteropFixtures.read(window("""
            <subviews>
                <tabView type="noTabsNoBorder" translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                    <rect key="frame" x="20" y="20" width="440" height="230"/>
                    <font key="font" metaFont="system"/>
                    <tabViewItems>
                        <tabViewItem label="General" identifier="1" id="I1">
                            <view key="view" id="V1">
                                <rect key="frame" x="0.0" y="0.0" width="440" height="230"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                                        <rect key="frame" x="20" y="160" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w1"/>
                                            <constraint firstAttribute="height" constant="50" id="h1"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="B1" firstAttribute="leading" secondItem="V1" secondAttribute="leading" constant="20" id="l1"/>
                                    <constraint firstItem="B1" firstAttribute="top" secondItem="V1" secondAttribute="top" constant="20" id="t1"/>
                                </constraints>
                            </view>
                        </tabViewItem>
                        <tabViewItem label="Advanced" identifier="2" id="I2">
                            <view key="view" id="V2">
                                <rect key="frame" x="0.0" y="0.0" width="440" height="230"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </tabViewItem>
                    </tabViewItems>
                </tabView>
            </subviews>
            <constraints>
                <constraint firstItem="T1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="T1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="T1" secondAttribute="trailing" constant="20" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="T1" secondAttribute="bottom" constant="20" id="c4"/>
            </constraints>
            """))
        #expect(!script(of: result).contains("# not imported: <tabViewItems>"))
        #expect(!result.warnings.contains { $0.message.contains("<tabView>") }, "\(result.warnings.map(\.message))")
        let script = try #require(result.scripts.first)
        #expect(try frame("V1", in: script) == [0, 0, 440, 230])
        #expect(try frame("B1", in: script) == [20, 20, 100, 50])
        // NSTabView shows the selected item's view, the first, and takes the others out of the
        // window: the second is laid out (IB stores its frame) but hidden.
        #expect(try frame("V2", in: script) == [0, 0, 440, 230])
        #expect(script.text.contains("hidden true  # a tab view item's view: NSTabView shows its first item's"), "\(script.text)")
        #expect(script.text.components(separatedBy: "hidden true").count == 2, "\(script.text)")
    }

    /// A control of the app's own class (`customClass` with a module: a designable, sized
    /// by the frame IB stored) keeps its AppKit class's alignment rectangle and baseline,
    /// which a subclass inherits (NSView's `alignmentRectInsets`, "Custom views that draw
    /// ornamentation around their content can override this property"; one that does not
    /// keeps its class's): the frame is the rectangle plus the controls' table's insets. A
    /// label of the app's class 50 × 16 pinned 20 inside the window's leading edge and 20
    /// below its top has a 46-point rectangle 20 in, its frame 2 before it, (18, 20, 50,
    /// 16); a push button of the app's class 90 × 32 pinned 20 inside the trailing edge with
    /// its first baseline on the label's (33 down) has its 76 × 20 rectangle 14 below its
    /// top, its frame (480 − 20 − 7 − 76, 33 − 14 − 5, 90, 32) = (377, 14, 90, 32). Before,
    /// each was sized by its frame with no insets or baseline, the label at x = 20 and the
    /// button's frame at the window's edge less 20 (iina's time labels and slider, 2 inside
    /// their view's edges by their constraints, were an undetermined chain 8 points long).
    @Test func controlsOfTheAppsClassKeepTheirClassAlignmentInsets() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L1" customClass="DurationField" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="18" y="234" width="50" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="00:00" id="LC1">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="P1" customClass="ActionButton" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="377" y="224" width="90" height="32"/>
                    <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="PC1">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="L1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                <constraint firstAttribute="trailing" secondItem="P1" secondAttribute="trailing" constant="20" symbolic="YES" id="k3"/>
                <constraint firstItem="P1" firstAttribute="firstBaseline" secondItem="L1" secondAttribute="firstBaseline" id="k4"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic 46 x 16  # designable: the size IB stored for its class (DurationField), less its alignment insets\n  alignmentInsets 0 2 0 2\n"), "\(script.text)")
        #expect(script.text.contains("intrinsic 76 x 20  # designable: the size IB stored for its class (ActionButton), less its alignment insets\n  alignmentInsets 5 7 7 7\n  baseline 14\n"), "\(script.text)")
        #expect(script.designables == ["L1", "P1"])
        #expect(try frame("L1", in: script) == [18, 20, 50, 16])
        #expect(try frame("P1", in: script) == [377, 14, 90, 32])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(!diagnostics.contains { $0.message.contains("mbiguous") || $0.message.contains("undetermined") }, "\(diagnostics.map(\.message))")
    }

    /// A xib's top-level tab view with no tabs and no border is the script's root, and shows
    /// its first item's view as one inside a window does (NSTabView shows its selected item's
    /// view, the first where the document stores no selection, and takes the others out of
    /// the window): the first item's view fills the root, its whole content rectangle ("The
    /// view does not include tabs and has no border", NSTabView.TabType.noTabsNoBorder), and
    /// the second's is hidden. Before, neither was placed nor hidden, so both item views were
    /// undetermined (MacPass's context bar, outside the corpus: an 838 × 30 tab view of three
    /// items). An 838 × 30 root; in the first item's view a 100 × 20 view 8 from its leading
    /// edge, centred vertically, is (8, 5, 100, 20).
    @Test func aRootTabViewShowsItsFirstItemsView() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSViewController"/>
                    <tabView type="noTabsNoBorder" translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                        <rect key="frame" x="0.0" y="0.0" width="838" height="30"/>
                        <font key="font" metaFont="system"/>
                        <tabViewItems>
                            <tabViewItem label="Filter" identifier="1" id="I1">
                                <view key="view" id="V1">
                                    <rect key="frame" x="0.0" y="0.0" width="838" height="30"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                                            <rect key="frame" x="8" y="5" width="100" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="w1"/>
                                                <constraint firstAttribute="height" constant="20" id="h1"/>
                                            </constraints>
                                        </customView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="B1" firstAttribute="leading" secondItem="V1" secondAttribute="leading" constant="8" id="l1"/>
                                        <constraint firstItem="B1" firstAttribute="centerY" secondItem="V1" secondAttribute="centerY" id="y1"/>
                                    </constraints>
                                </view>
                            </tabViewItem>
                            <tabViewItem label="Trash" identifier="2" id="I2">
                                <view key="view" id="V2">
                                    <rect key="frame" x="0.0" y="0.0" width="838" height="30"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                            </tabViewItem>
                        </tabViewItems>
                    </tabView>
                </objects>
            </document>
            """
        let result = try InteropFixtures.read(xml)
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("root 838 x 30"), "\(script.text)")
        #expect(try frame("V1", in: script) == [0, 0, 838, 30])
        #expect(try frame("B1", in: script) == [8, 5, 100, 20])
        #expect(script.text.contains("# the tab view's content rectangle"), "\(script.text)")
        #expect(script.text.components(separatedBy: "hidden true  # a tab view item's view").count == 2, "\(script.text)")
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A control IB stores without a cell that sizes itself (NSSwitch by its `controlSize`;
    /// NSProgressIndicator by its style and control size, `sizeToFit()`), of a size no row is
    /// for, keeps the frame IB stored as a cell's does: a mini switch 26 × 15 placed 20 from
    /// the window's leading edge and top is (20, 20, 26, 15), where without a size it was
    /// undetermined; a small bar progress indicator keeps its stored height (12) and has no
    /// intrinsic width (a bar stretches: the regular bar's row), so its two edge constraints
    /// make it 480 − 20 − 20 = 440 wide, 58 from the top (the switch's 20 + 15, then 23).
    @Test func controlsWithoutACellKeepTheirStoredSize() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="mini" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="20" y="235" width="26" height="15"/>
                </switch>
                <progressIndicator maxValue="100" controlSize="small" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="P1">
                    <rect key="frame" x="20" y="200" width="440" height="12"/>
                </progressIndicator>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="P1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k3"/>
                <constraint firstAttribute="trailing" secondItem="P1" secondAttribute="trailing" constant="20" symbolic="YES" id="k4"/>
                <constraint firstItem="P1" firstAttribute="top" secondItem="S1" secondAttribute="bottom" constant="23" id="k5"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic 26 x 15  # its own size, which AppKit's controls' table has no row for: the frame IB stored"))
        #expect(script.text.contains("intrinsic none x 12  # its own size"))
        #expect(try frame("S1", in: script) == [20, 20, 26, 15])
        #expect(try frame("P1", in: script) == [20, 58, 440, 12])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A regular bar progress indicator from macOS 11 aligns by a rectangle 18 tall, 1 inside
    /// its 20-point frame's top and bottom and at its sides (AppKitControlTable's row: the
    /// 3 of 4 such bars whose constraints show it, m-09, Sparkle, Transmission). Under a
    /// label pinned 20 below the window's top (16 tall: 20 to 36) with a gap of 9, the
    /// rectangle is (20, 45, 440, 18), so the frame is (20, 44, 440, 20), stored from the
    /// bottom as y = 270 − 44 − 20 = 206; a push button 9 below the rectangle aligns at
    /// 63 + 9 = 72, its frame 5 above, at 67 (stored 270 − 67 − 32 = 171), where the
    /// frame's own 20 points put it at 74 and the window's height squeezed the chain.
    @Test func regularBarsAlignInsideTheirFrame() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                    <rect key="frame" x="18" y="234" width="34" height="16"/>
                    <textFieldCell key="cell" title="Wait" id="LC1">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <progressIndicator maxValue="100" indeterminate="YES" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="P1">
                    <rect key="frame" x="20" y="206" width="440" height="20"/>
                </progressIndicator>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                    <rect key="frame" x="393" y="171" width="74" height="32"/>
                    <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" borderStyle="border" id="BC1">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="L1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="P1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k3"/>
                <constraint firstAttribute="trailing" secondItem="P1" secondAttribute="trailing" constant="20" symbolic="YES" id="k4"/>
                <constraint firstItem="P1" firstAttribute="top" secondItem="L1" secondAttribute="bottom" constant="9" id="k5"/>
                <constraint firstItem="B1" firstAttribute="top" secondItem="P1" secondAttribute="bottom" constant="9" id="k6"/>
                <constraint firstItem="B1" firstAttribute="trailing" secondItem="P1" secondAttribute="trailing" id="k7"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic none x 18\n  alignmentInsets 1 0 1 0\n"))
        #expect(try frame("P1", in: script) == [20, 44, 440, 20])
        #expect(try frame("B1", in: script)[1] == 67)
    }

    /// A regular help button from macOS 11 aligns by a 20 × 20 rectangle inside its 25 × 25
    /// frame, 1 below its top, 3 inside its leading edge, 4 above its bottom and 2 inside its
    /// trailing edge (AppKitControlTable's row: 15 of 15 such frames outside the corpus, 4
    /// repositories). Pinned 20 from the window's trailing edge and bottom, the rectangle is
    /// (440, 230, 20, 20), so the frame is (440 − 3, 230 − 1, 25, 25) = (437, 229, 25, 25),
    /// stored from the bottom as y = 270 − 229 − 25 = 16 (ViennaRSS's preferences).
    @Test func helpButtonsAlignInsideTheirFrame() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="H1">
                    <rect key="frame" x="437" y="16" width="25" height="25"/>
                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="HC1">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="H1" secondAttribute="trailing" constant="20" symbolic="YES" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="H1" secondAttribute="bottom" constant="20" symbolic="YES" id="k2"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic 20 x 20\n  alignmentInsets 1 3 4 2\n"))
        #expect(try frame("H1", in: script) == [437, 229, 25, 25])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A regular bezeled field from macOS 11 has its first baseline 15 below its top
    /// (AppKitControlTable's row: 26 of 28 constraints tying such a field's baseline to a
    /// label's, 3 repositories outside the corpus), its height the frame IB stored, and no
    /// intrinsic width where its own constraint (`width >= 50`, MacPass's) names its width.
    /// A label pinned 20 below the window's top has its baseline 20 + 13 = 33 down; the
    /// field on that baseline has its top 33 − 15 = 18 down, 21 tall, stored from the bottom
    /// as y = 270 − 18 − 21 = 231 (iina's network preferences); pinned 100 and 20 inside the
    /// window's sides, it is (100, 18, 360, 21). Before, its baseline its bottom (NSView's
    /// default), it stood 6 higher, at y = 33 − 21 = 12.
    @Test func bezeledFieldsOfMacOS11HaveTheirBaseline15BelowTheirTop() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                    <rect key="frame" x="18" y="234" width="44" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Proxy:" id="LC1">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="F1">
                    <rect key="frame" x="100" y="231" width="360" height="21"/>
                    <constraints>
                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="50" id="w1"/>
                    </constraints>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="FC1">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="L1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="F1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="100" id="k3"/>
                <constraint firstAttribute="trailing" secondItem="F1" secondAttribute="trailing" constant="20" symbolic="YES" id="k4"/>
                <constraint firstItem="F1" firstAttribute="lastBaseline" secondItem="L1" secondAttribute="lastBaseline" id="k5"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic none x 21\n  baseline 15\n"))
        #expect(try frame("F1", in: script) == [100, 18, 360, 21])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(!diagnostics.contains { $0.message.contains("mbiguous") || $0.message.contains("undetermined") }, "\(diagnostics.map(\.message))")
    }

    /// A regular checkbox and a regular push button from macOS 11 have their first baseline
    /// at their title's (NSView's `firstBaselineOffsetFromTop`: "For views that contain
    /// text… the distance between the top of the view's alignment rectangle and the baseline
    /// of the top row of text"; AppKitControlTable's rows): the checkbox's 13 below its
    /// 16-point rectangle's top, as a 13-point label's line (7 of 7 baseline constraints
    /// outside the corpus, iina), the push button's 14 below its 20-point rectangle's (5 of 5,
    /// 4 repositories). A label pinned 20 below the window's top has its baseline 20 + 13 =
    /// 33 down; the checkbox on it has its rectangle's top 33 − 13 = 20 down and its frame,
    /// 1 above, 19 down and 18 tall (stored from the bottom as y = 270 − 19 − 18 = 233); the
    /// push button's rectangle 33 − 14 = 19 down, its frame 5 above, 14 down and 32 tall (y =
    /// 270 − 14 − 32 = 224). Before, each baseline was its rectangle's bottom (NSView's
    /// default), and the checkbox stood 3 higher, the push button 6.
    @Test func checkboxesAndPushButtonsOfMacOS11HaveTheirTitlesBaseline() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                    <rect key="frame" x="18" y="234" width="44" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Mode:" id="LC1">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                    <rect key="frame" x="98" y="233" width="71" height="18"/>
                    <buttonCell key="cell" type="check" title="Enable" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="BC1">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="P1">
                    <rect key="frame" x="393" y="224" width="74" height="32"/>
                    <buttonCell key="cell" type="push" title="Reset" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="PC1">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="L1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                <constraint firstItem="B1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="100" id="k3"/>
                <constraint firstItem="B1" firstAttribute="firstBaseline" secondItem="L1" secondAttribute="firstBaseline" id="k4"/>
                <constraint firstAttribute="trailing" secondItem="P1" secondAttribute="trailing" constant="20" symbolic="YES" id="k5"/>
                <constraint firstItem="P1" firstAttribute="lastBaseline" secondItem="L1" secondAttribute="lastBaseline" id="k6"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("alignmentInsets 1 2 1 0\n  baseline 13\n"))
        #expect(script.text.contains("alignmentInsets 5 7 7 7\n  baseline 14\n"))
        let checkbox = try frame("B1", in: script)
        #expect(checkbox[1] == 19 && checkbox[3] == 18)
        let push = try frame("P1", in: script)
        #expect(push[1] == 14 && push[3] == 32)
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(!diagnostics.contains { $0.message.contains("mbiguous") || $0.message.contains("undetermined") }, "\(diagnostics.map(\.message))")
    }

    /// An Xcode 26 document whose checkboxes, push buttons and pop-up buttons keep macOS
    /// 11's frames (18, 32 and 25 tall: saved without its frames updated, as ViennaRSS's
    /// preferences and LuLu's alert window are outside the corpus) is read with macOS 11's
    /// rows (``AppKitControlTable/keepsEarlierControlFrames(in:)``): the macOS 11 fixture
    /// above saved at tools version 24765 gives the same frames — the checkbox 19 down and 18
    /// tall, the push button 14 down and 32 tall — where macOS 26's rows (each aligned by
    /// its 16- and 24-point frame, no baseline) would have put the checkbox's frame at the
    /// label's bottom and given it 16. The same document with Xcode 26's heights stored
    /// keeps macOS 26's rows.
    @Test func xcode26DocumentsKeepingMacOS11FramesKeepMacOS11Rows() throws {
        func document(checkbox: Int, push: Int) -> String {
            window("""
                <subviews>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                        <rect key="frame" x="18" y="234" width="44" height="16"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Mode:" id="LC1">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                        <rect key="frame" x="98" y="233" width="71" height="\(checkbox)"/>
                        <buttonCell key="cell" type="check" title="Enable" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="BC1">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="P1">
                        <rect key="frame" x="393" y="224" width="74" height="\(push)"/>
                        <buttonCell key="cell" type="push" title="Reset" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="PC1">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="L1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" symbolic="YES" id="k1"/>
                    <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" symbolic="YES" id="k2"/>
                    <constraint firstItem="B1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="100" id="k3"/>
                    <constraint firstItem="B1" firstAttribute="firstBaseline" secondItem="L1" secondAttribute="firstBaseline" id="k4"/>
                    <constraint firstAttribute="trailing" secondItem="P1" secondAttribute="trailing" constant="20" symbolic="YES" id="k5"/>
                    <constraint firstItem="P1" firstAttribute="lastBaseline" secondItem="L1" secondAttribute="lastBaseline" id="k6"/>
                </constraints>
                """, toolsVersion: 24765)
        }
        let stale = try #require(InteropFixtures.read(document(checkbox: 18, push: 32)).scripts.first)
        #expect(stale.text.contains("alignmentInsets 1 2 1 0\n  baseline 13\n"))
        #expect(stale.text.contains("alignmentInsets 5 7 7 7\n  baseline 14\n"))
        let checkbox = try frame("B1", in: stale)
        #expect(checkbox[1] == 19 && checkbox[3] == 18)
        let push = try frame("P1", in: stale)
        #expect(push[1] == 14 && push[3] == 32)

        let drawn = try #require(InteropFixtures.read(document(checkbox: 16, push: 24)).scripts.first)
        #expect(!drawn.text.contains("alignmentInsets 1 2 1 0") && !drawn.text.contains("alignmentInsets 5 7 7 7"))
        #expect(try frame("B1", in: drawn)[3] == 16)
        #expect(try frame("P1", in: drawn)[3] == 24)
    }

    /// A titled NSBox (primary, line border) before macOS 11 aligns by a rectangle 3 inside
    /// its frame's sides and 4 above its bottom (AppKitControlTable's row, half 0's 4 boxes),
    /// and its content view fills the content area (Box Programming Topics, "Setting a Box's
    /// Subviews": "as you resize an NSBox its content view is automatically resized to fill
    /// the content area") by its autoresizing mask, measured from the box's frame. Pinned 20
    /// inside a 480 × 270 window and 100 tall, the rectangle is (20, 20, 440, 100), the frame
    /// (17, 20, 446, 104), stored from the bottom as y = 270 − 20 − 104 = 146; the content
    /// view stays 1 inside the border and 15 under the title, (1, 15, 444, 88), and a view
    /// pinned 16 inside it and 10 below its top is (16, 10, 412, 20).
    @Test func titledBoxesAlignInsideTheirFrame() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <box borderType="line" title="Behavior" translatesAutoresizingMaskIntoConstraints="NO" id="X1">
                    <rect key="frame" x="17" y="146" width="446" height="104"/>
                    <view key="contentView" id="X2">
                        <rect key="frame" x="1" y="1" width="444" height="88"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="V1">
                                <rect key="frame" x="16" y="58" width="412" height="20"/>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="V1" firstAttribute="leading" secondItem="X2" secondAttribute="leading" constant="16" id="b1"/>
                            <constraint firstAttribute="trailing" secondItem="V1" secondAttribute="trailing" constant="16" id="b2"/>
                            <constraint firstItem="V1" firstAttribute="top" secondItem="X2" secondAttribute="top" constant="10" id="b3"/>
                            <constraint firstItem="V1" firstAttribute="height" constant="20" id="b4"/>
                        </constraints>
                    </view>
                    <font key="titleFont" metaFont="system"/>
                </box>
            </subviews>
            <constraints>
                <constraint firstItem="X1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstAttribute="trailing" secondItem="X1" secondAttribute="trailing" constant="20" id="k2"/>
                <constraint firstItem="X1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k3"/>
                <constraint firstItem="X1" firstAttribute="height" constant="100" id="k4"/>
            </constraints>
            """, toolsVersion: 12118))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic none x none\n  alignmentInsets 0 3 4 3\n"))
        #expect(try frame("X1", in: script) == [17, 20, 446, 104])
        #expect(try frame("X2", in: script) == [1, 15, 444, 88])
        #expect(try frame("V1", in: script) == [16, 10, 412, 20])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A primary box from macOS 11 without a title aligns by a rectangle 3 inside its
    /// frame's sides, 2 below its top and 4 above its bottom (AppKitControlTable's row: 6 of
    /// 6 such boxes outside the corpus, Sequel-Ace, ViennaRSS, iina); one whose content view
    /// IB stores filling its frame (8 boxes of tools versions 24128 to 24765: BlockBlock,
    /// LuLu, Transmission) draws no margin around it and aligns by its frame. Pinned 20 inside a
    /// 480 × 270 window's sides and top and 100 tall, the rectangle is (20, 20, 440, 100):
    /// the untitled box's frame (17, 18, 446, 106), stored from the bottom as y = 270 − 18 −
    /// 106 = 146, its content view (4, 5, 438, 98) from the box's bottom (iina's margins: 4
    /// at the sides, 5 below, 3 above), (4, 3) from its top; the filled box's frame the
    /// rectangle, stored at y = 270 − 20 − 100 = 150, its content view (0, 0, 440, 100).
    @Test(arguments: [
        (23090, [17.0, 146, 446, 106], [4.0, 5, 438, 98], [17.0, 18, 446, 106], [4.0, 3, 438, 98], "alignmentInsets 2 3 4 3"),
        (24765, [20.0, 150, 440, 100], [0.0, 0, 440, 100], [20.0, 20, 440, 100], [0.0, 0, 440, 100], nil),
    ])
    func untitledBoxesAlignBySideAndMargin(toolsVersion: Int, stored: [Double], content: [Double],
                                           expected: [Double], expectedContent: [Double], insets: String?) throws {
        func rect(_ r: [Double]) -> String {
            #"<rect key="frame" x="\#(r[0])" y="\#(r[1])" width="\#(r[2])" height="\#(r[3])"/>"#
        }
        let result = try InteropFixtures.read(window("""
            <subviews>
                <box title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="X1">
                    \(rect(stored))
                    <view key="contentView" id="X2">
                        \(rect(content))
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </box>
            </subviews>
            <constraints>
                <constraint firstItem="X1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstAttribute="trailing" secondItem="X1" secondAttribute="trailing" constant="20" id="k2"/>
                <constraint firstItem="X1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k3"/>
                <constraint firstItem="X1" firstAttribute="height" constant="100" id="k4"/>
            </constraints>
            """, toolsVersion: toolsVersion))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("alignmentInsets") == (insets != nil))
        if let insets { #expect(script.text.contains(insets)) }
        #expect(try frame("X1", in: script) == expected)
        #expect(try frame("X2", in: script) == expectedContent)
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// An old box's content view without an id (Xcode 6 saved them so: no constraint can
    /// name it) holds its subviews' frames in its own coordinates (NSView's `frame`: "in its
    /// superview's coordinate system"): a view at (16, 32) in a content view at (1, 1), 58
    /// tall, in a box 74 tall is 1 + 16 = 17 from the box's left and 74 − (1 + 32) − 18 = 23
    /// from its top (m-14's boxes, the corpus's only such content views).
    @Test func contentViewsWithoutAnIdMoveTheirSubviews() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                \(Self.xcode6TitledBox(frame: (17, 78, 181, 74),
                                       view: #"x="16" y="32" width="147" height="18""#))
            </subviews>
            """, toolsVersion: 6254))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("view customView in box {  # NSView V1\n  frame 17 23 147 18\n"), "\(script.text)")
    }

    /// A grid row aligned by first baseline places its cells' views as one group
    /// (NSGridView.h: "the entire baseline-aligned group is placed using the yPlacement of
    /// the first cell …. The yPlacement properties of the remaining cells are overridden by
    /// their rowAlignment"): in a `fill` grid, views 16 and 20 tall (placeholder sizes; a
    /// view without a baseline of its own has it at its bottom) share a baseline, the group
    /// fills the 20-point row, and the shorter view keeps its height, 4 below the row's top,
    /// where each filled the row before.
    @Test func baselineAlignedGridRowsPlaceTheirViewsAsOneGroup() throws {
        let xml = gridWindow(
            #"xPlacement="leading" yPlacement="fill" rowAlignment="firstBaseline" rowSpacing="10" columnSpacing="8""#, frame: #"x="20" y="230" width="148" height="20""#,
            rows: #"<gridRow id="r1"/>"#, columns: #"<gridColumn id="c1"/><gridColumn id="c2"/>"#,
            cells: """
            <gridCell row="r1" column="c1" id="g1">
                <customView key="contentView" placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="16" translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="16"/>
                </customView>
            </gridCell>
            <gridCell row="r1" column="c2" id="g2">
                <customView key="contentView" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                    <rect key="frame" x="68" y="0.0" width="80" height="20"/>
                </customView>
            </gridCell>
            """)
        let script = try #require(InteropFixtures.read(xml).scripts.first)
        #expect(try frame("A1", in: script) == [0, 4, 60, 16])
        #expect(try frame("B1", in: script) == [68, 0, 80, 20])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A line break in a label's title ends a line, wrapping or not (NSString's line ends;
    /// Transmission's peers label, outside the corpus, two lines stored 28 tall): at 11
    /// points, a line 14 tall (AppKitControlTable.lineHeight), two lines 28, as wide as the
    /// longer line.
    @Test func lineBreaksInATitleEndLines() throws {
        let script = try #require(InteropFixtures.read(window("""
            <subviews>
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                    <rect key="frame" x="10" y="12" width="100" height="28"/>
                    <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" id="L1c">
                        <font key="font" metaFont="smallSystem"/>
                        <string key="title">Two lines
            One</string>
                    </textFieldCell>
                </textField>
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="L2">
                    <rect key="frame" x="10" y="100" width="100" height="14"/>
                    <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Two lines" id="L2c">
                        <font key="font" metaFont="smallSystem"/>
                    </textFieldCell>
                </textField>
            </subviews>
            """, toolsVersion: 21507)).scripts.first)
        let intrinsics = script.text.split(separator: "\n").filter { $0.hasPrefix("  intrinsic ") }.map { $0.split(separator: " ") }
        #expect(intrinsics.count == 2)
        #expect(intrinsics.first?[3] == "28" && intrinsics.last?[3] == "14", "\(intrinsics)")
        #expect(intrinsics.first?[1] == intrinsics.last?[1], "the longer line's width: \(intrinsics)")
    }

    /// A label with no title shows its placeholder ("the string the text field displays when
    /// empty", NSTextField.placeholderString) and is as wide as it, as a label titled with the
    /// same text is (Transmission's inspector: 14 "N/A" labels stored 23 wide, outside the
    /// corpus); it was as wide as nothing, its 4 points of padding.
    @Test func untitledLabelsAreTheirPlaceholdersWidth() throws {
        func label(_ id: String, _ attributes: String, y: Int) -> String {
            """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="18" y="\(y)" width="23" height="14"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" \(attributes) id="\(id)c">
                    <font key="font" metaFont="smallSystem"/>
                </textFieldCell>
            </textField>
            """
        }
        let script = try #require(InteropFixtures.read(window("""
            <subviews>
                \(label("L1", #"title="N/A""#, y: 200))
                \(label("L2", #"placeholderString="N/A""#, y: 100))
            </subviews>
            """, toolsVersion: 21507)).scripts.first)
        let intrinsics = script.text.split(separator: "\n").filter { $0.hasPrefix("  intrinsic ") }
        #expect(intrinsics.count == 2 && intrinsics[0] == intrinsics[1] && intrinsics[0] != "  intrinsic 4 x 14", "\(intrinsics)")
    }

    /// A push button of macOS 11 that shows only its image is the image's width and 16 wide
    /// in its alignment rectangle (AppKitControlTable.imageOnlyPushButtonPadding: MacPass's
    /// four, the image + 30 in their frames), the image's width from the document's
    /// `<resources>`; its title's padding (20) made every one 34 wide. An action template
    /// 15 points wide, the button pinned 20 from the window's bottom-left: the rectangle
    /// (20, 230, 31, 20), the frame 7 wider at each side and 5 above, 7 below it:
    /// (13, 225, 45, 32), stored from the bottom at y = 270 − 225 − 32 = 13.
    @Test func imageOnlyPushButtonsAreTheirImagesWidth() throws {
        let xml = window("""
            <subviews>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                    <rect key="frame" x="13" y="13" width="45" height="32"/>
                    <buttonCell key="cell" type="push" bezelStyle="rounded" image="NSActionTemplate" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="BC1">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="B1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstAttribute="bottom" secondItem="B1" secondAttribute="bottom" constant="20" id="k2"/>
            </constraints>
            """, toolsVersion: 18122).replacing("</objects>", with: """
            </objects>
            <resources>
                <image name="NSActionTemplate" width="15" height="15"/>
            </resources>
            """)
        let script = try #require(InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("intrinsic 31 x 20"), "\(script.text)")
        #expect(try frame("B1", in: script) == [13, 225, 45, 32])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A constraint that names a titled box from a view inside it places the view in the
    /// box's content rectangle, below the title ("the title appears inside the box, so
    /// changing the size of the font will affect the size of the box's content rectangle",
    /// Box Programming Topics; NSBox.titleFont: the small system font, 11 points, one line
    /// of it 14 tall before macOS 11: 1.25 × 11 rounded up), while a constraint from outside
    /// places the box's alignment rectangle (3 inside its sides, 4 above its bottom, at its
    /// top). m-14's shape (Xcode 6): the box pinned 20 inside a 480 × 270 window's sides and
    /// top is the frame (17, 20, 446, h); a view pinned 16 inside the box's sides, 11 below
    /// its top and 11 above its bottom, 18 tall, is at 20 + 14 + 11 = 45 in the window, 25 in
    /// the box, 19 from its left and 440 − 32 = 408 wide; the box's rectangle ends 11 below
    /// it at 74, its frame 4 lower, so h = 78 − 20 = 58, stored at y = 270 − 20 − 58 = 192.
    @Test func constraintsInsideATitledBoxStartBelowTheTitle() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                \(Self.xcode6TitledBox(frame: (17, 192, 446, 58),
                                       view: #"x="18" y="14" width="408" height="18""#, constraints: """
                    <constraint firstItem="V1" firstAttribute="leading" secondItem="X1" secondAttribute="leading" constant="16" id="b1"/>
                    <constraint firstAttribute="trailing" secondItem="V1" secondAttribute="trailing" constant="16" id="b2"/>
                    <constraint firstItem="V1" firstAttribute="top" secondItem="X1" secondAttribute="top" constant="11" id="b3"/>
                    <constraint firstAttribute="bottom" secondItem="V1" secondAttribute="bottom" constant="11" id="b4"/>
                    <constraint firstItem="V1" firstAttribute="height" constant="18" id="b5"/>
                    """))
            </subviews>
            <constraints>
                \(spanning("X1", top: 20))
            </constraints>
            """, toolsVersion: 6254))
        let script = try #require(result.scripts.first)
        #expect(try frame("X1", in: script) == [17, 20, 446, 58])
        #expect(try frame("V1", in: script) == [19, 25, 408, 18])
        #expect(script.text.contains("pin customView.top == box.top + 25"), "\(script.text)")
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// IB's placeholder intrinsic size stands for the class's intrinsic content size, the
    /// size of the alignment rectangle (Xcode Help, "Set a placeholder intrinsic size for a
    /// view"; NSView's `alignmentRectInsets`: constraints place the alignment rectangle), so
    /// the control's insets still frame it (half 0: 7 of 7 such controls). A horizontal
    /// separator with a placeholder 2 tall is a 2-point rectangle 2 inside the top and
    /// bottom of its frame (AppKitControlTable's row): pinned 20 below the window's top and
    /// 20 inside its sides, the frame is (20, 18, 440, 6), stored from the bottom as
    /// y = 270 − 18 − 6 = 246.
    @Test func placeholderSizesKeepTheControlsInsets() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <box verticalHuggingPriority="750" placeholderIntrinsicWidth="440" placeholderIntrinsicHeight="2" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="20" y="246" width="440" height="6"/>
                </box>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstAttribute="trailing" secondItem="S1" secondAttribute="trailing" constant="20" id="k2"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k3"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("intrinsic 440 x 2  # IB's placeholder intrinsic size (the canvas's, not the class's)\n  alignmentInsets 2 0 2 0\n"))
        #expect(try frame("S1", in: script) == [20, 18, 440, 6])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A label's text is measured in its cell's meta font: `smallSystem` is
    /// `NSFont.smallSystemFontSize`, 11 points (Apple's NSFont reference), one line of it
    /// 11 × 1.193 (San Francisco's line height) = 13.1, 14 rounded up to the whole point;
    /// `system` 13 points, 15.5, so 16.
    @Test func labelsAreMeasuredInTheirMetaFont() throws {
        func label(_ font: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="L\(font)">
                <rect key="frame" x="18" y="20" width="4" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="" id="LC\(font)">
                    <font key="font" metaFont="\(font)"/>
                </textFieldCell>
            </textField>
            """
        }
        let result = try InteropFixtures.read(window("<subviews>" + label("smallSystem") + label("system") + "</subviews>"))
        let text = try #require(result.scripts.first?.text)
        #expect(text.contains("intrinsic 0 x 14\n  alignmentInsets 0 2 0 2"))
        #expect(text.contains("intrinsic 0 x 16\n  alignmentInsets 0 2 0 2"))
    }

    /// A label in Menlo is measured in DejaVu Sans Mono, the outlines Menlo is drawn from
    /// (every advance 1233/2048 em), and its line is Menlo's ascender and descender (1901
    /// and 483 of 2048) each rounded to the whole point: at 13 points "0123" is 4 × 13 ×
    /// 0.602 = 31.3, 32 rounded up, and the line 12.07 → 12 above the baseline and 3.07 → 3
    /// below it, 15 tall, where San Francisco's line is 16 (outside the corpus: 7 of 7
    /// one-line 13-point Menlo labels store 15; 32 Menlo labels of 6 sizes their rounded line).
    @Test func labelsInMenloHaveMenlosLine() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="M1">
                    <rect key="frame" x="18" y="235" width="36" height="15"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="0123" id="MC1">
                        <font key="font" size="13" name="Menlo-Regular"/>
                    </textFieldCell>
                </textField>
            </subviews>
            """))
        let text = try #require(result.scripts.first?.text)
        #expect(Self.intrinsic(of: "M1", in: text) == "intrinsic 32 x 15")
        #expect(text.contains("baseline 12, 3"))
    }

    /// A label in IB's appearance font (`<font key="font" usesAppearanceFont="YES"/>`) is in
    /// the 13-point system font (`NSFont.systemFontSize`) whatever its cell's control size:
    /// a small control's empty label is one 13-point line, 16 tall, not the 11-point 14 its
    /// size would give (outside the corpus, iina's 44 small labels in that font all store 16).
    @Test func labelsInTheAppearanceFontAreThirteenPoints() throws {
        let content = """
            <subviews>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                    <rect key="frame" x="18" y="20" width="4" height="16"/>
                    <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" id="A1C">
                        <font key="font" usesAppearanceFont="YES"/>
                    </textFieldCell>
                </textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="A2">
                    <rect key="frame" x="18" y="60" width="4" height="14"/>
                    <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" id="A2C">
                        <font key="font" metaFont="smallSystem"/>
                    </textFieldCell>
                </textField>
            </subviews>
            """
        let text = try #require(try InteropFixtures.read(window(content)).scripts.first?.text)
        #expect(Self.intrinsic(of: "A1", in: text) == "intrinsic 0 x 16", "\(text)")
        #expect(Self.intrinsic(of: "A2", in: text) == "intrinsic 0 x 14", "\(text)")
    }

    /// A label in a text style's font (`textStyle="caption1"`, macOS 11's NSFont.TextStyle)
    /// has the style's size, weight and leading on macOS (Apple's Human Interface
    /// Guidelines, Typography, "Specifications: macOS built-in text styles"): Caption 1 is 10
    /// points with a leading of 13, so as wide as the same text in a 10-point font and one
    /// line 13 tall (10 × 1.193 = 11.9 would round to 12); Large Title 26 points, 32 tall;
    /// Headline 13 points in bold, wider than Body's 13 regular, both 16 tall.
    @Test func labelsInTextStylesTakeTheStylesSizeAndLeading() throws {
        func label(_ id: String, _ font: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="18" y="20" width="90" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Volume down" id="C\(id)">
                    <font key="font" \(font)/>
                </textFieldCell>
            </textField>
            """
        }
        let result = try InteropFixtures.read(window("<subviews>" + label("A", #"textStyle="caption1" name=".SFNS-Regular""#)
            + label("B", #"size="10" name=".SFNS-Regular""#) + label("C", #"textStyle="largeTitle" name=".SFNS-Regular""#)
            + label("D", #"textStyle="headline" name=".SFNS-Bold""#) + label("E", #"textStyle="body" name=".SFNS-Regular""#) + "</subviews>"))
        let text = try #require(result.scripts.first?.text)
        func size(_ id: String) throws -> [Double] {
            let line = try #require(Self.intrinsic(of: id, in: text))
            let parts = line.split(separator: " ")
            return [try #require(Double(parts[1])), try #require(Double(parts[3]))]
        }
        let caption = try size("A")
        #expect(caption == [try size("B")[0], 13])
        #expect(try size("C")[1] == 32 && size("C")[0] > 2 * caption[0])
        #expect(try size("D")[1] == 16 && size("E")[1] == 16 && size("D")[0] > size("E")[0])
    }

    /// A label in Title 2 (`textStyle="title2"`, 17 points, a leading of 22 in Apple's table,
    /// Human Interface Guidelines, "Specifications: macOS built-in text styles") is one line
    /// 21 tall, the line IB's canvas gives it (``AppKitControlTable/textStyleLine(_:)``: 9 of
    /// the 9 Title 2 labels of half 0 and the development sets that no height constraint
    /// names store 21, 2 repositories), while Title 1 keeps its leading, 26 (the one stored
    /// Title 1 label is 26 tall), and the baseline stays the 17-point font's ascender, 17
    /// below the top (17 × 1950 / 2048 = 16.2, rounded up), the last one 4 above the bottom.
    @Test func titleTwoLabelsAreTwentyOneTall() throws {
        func label(_ id: String, _ style: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="18" y="20" width="160" height="21"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="General settings" id="C\(id)">
                    <font key="font" textStyle="\(style)" name=".SFNS-Regular"/>
                </textFieldCell>
            </textField>
            """
        }
        let result = try InteropFixtures.read(window("<subviews>" + label("A", "title2") + label("B", "title1") + "</subviews>"))
        let text = try #require(result.scripts.first?.text)
        #expect(Self.intrinsic(of: "A", in: text)?.hasSuffix(" x 21") == true, "\(text)")
        #expect(Self.intrinsic(of: "B", in: text)?.hasSuffix(" x 26") == true, "\(text)")
        #expect(text.contains("baseline 17, 4"), "\(text)")
    }

    /// A label that wraps is as tall as its lines and as wide as its wrap width, the width
    /// IB laid its text out at: NSTextField's `preferredMaxLayoutWidth`, "If the text field
    /// wraps, the intrinsic height is large enough to show the entire text contents at that
    /// width" (Apple's NSTextField reference; outside the corpus, 65 such labels of 13
    /// repositories, 12 more views matched than at Inter's widest line). "Preferences" three
    /// times at 11 points (about 58 points a word) wraps at 100 to one word a line: 3 × 14
    /// = 42 from macOS 11 (a line of 11 points is 11 × 1.193 = 13.1, 14 rounded up), 3 ×
    /// 14 = 42 before (11 × 1.25 = 13.75, 14); at 13 points 3 × 16 = 48 (15.5 → 16) and 3 ×
    /// 17 = 51 (16.25 → 17). A cell with no `lineBreakMode` wraps (NSLineBreakMode's
    /// `byWordWrapping` is 0, which IB leaves out), at its frame's text width without a
    /// preferred width (104 − 4 = 100), so each is 100 wide, not its one word's ~58;
    /// `clipping` keeps one line.
    @Test(arguments: [(22155, "smallSystem", 42.0), (12118, "smallSystem", 42.0), (22155, "system", 48.0), (12118, "system", 51.0)])
    func wrappingLabelsAreAsTallAsTheirLines(version: Int, font: String, height: Double) throws {
        func label(_ id: String, _ attributes: String, lineBreak: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
                <rect key="frame" x="18" y="20" width="104" height="16"/>
                <textFieldCell key="cell" \(lineBreak) id="\(id)C">
                    <font key="font" metaFont="\(font)"/>
                    <string key="title">Preferences Preferences Preferences</string>
                </textFieldCell>
            </textField>
            """
        }
        let labels = label("P", #"preferredMaxLayoutWidth="100""#, lineBreak: "") + label("F", "", lineBreak: "")
            + label("W", "", lineBreak: #"lineBreakMode="wordWrapping""#) + label("K", "", lineBreak: #"lineBreakMode="clipping""#)
        let xml = window("<subviews>" + labels + "</subviews>").replacingOccurrences(of: #"toolsVersion="22155""#, with: #"toolsVersion="\#(version)""#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        let oneLine = font == "system" ? (version >= 17_000 ? 16.0 : 17.0) : 14.0
        for (id, expected) in [("P", height), ("F", height), ("W", height), ("K", oneLine)] {
            let intrinsic = try #require(Self.intrinsic(of: id, in: script.text))
            let size = intrinsic.split(separator: " ")
            #expect(Double(size.last ?? "") == expected, "\(id): \(intrinsic)")
            if id != "K" { #expect(Double(size[size.count - 3]) == 100, "\(id): one word a line, as wide as its wrap width") }
        }
    }

    /// The `intrinsic` line of the view whose comment names the document's `id`.
    static func intrinsic(of id: String, in text: String) -> Substring? {
        let lines = text.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("NSTextField \(id)") }) else { return nil }
        return lines[start...].first { $0.hasPrefix("  intrinsic") }.map { $0.drop { $0 == " " } }
    }

    /// Controls aligned by their baselines: a label's first baseline is its font's ascender
    /// below its top (San Francisco's 1950/2048 em, NSFont's `ascender`: 13 × 0.952 = 12.4,
    /// 13 rounded up); before macOS 11 a pop-up button's is 15 below its frame's top and a
    /// bezeled field's 15 below its top, each 2 below a label's (the controls' table, half
    /// 0's constraints). A label 20 below the window's top puts a pop-up button on its
    /// baseline at 20 + 13 − 15 = 18 and a field at 20 + 13 − 15 = 18.
    @Test func controlsAlignByTheirBaselines() throws {
        let xml = window("""
            <subviews>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                    <rect key="frame" x="18" y="233" width="40" height="17"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Kind:" id="L1C">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="P1">
                    <rect key="frame" x="64" y="226" width="100" height="26"/>
                    <popUpButtonCell key="cell" type="push" title="Bug" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" id="P1C">
                        <font key="font" metaFont="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="F1">
                    <rect key="frame" x="180" y="230" width="100" height="22"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="F1C">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="L1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k1"/>
                <constraint firstItem="L1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k2"/>
                <constraint firstItem="P1" firstAttribute="firstBaseline" secondItem="L1" secondAttribute="firstBaseline" id="k3"/>
                <constraint firstItem="P1" firstAttribute="leading" secondItem="L1" secondAttribute="trailing" constant="8" id="k4"/>
                <constraint firstItem="F1" firstAttribute="baseline" secondItem="L1" secondAttribute="baseline" id="k5"/>
                <constraint firstItem="F1" firstAttribute="leading" secondItem="P1" secondAttribute="trailing" constant="8" id="k6"/>
            </constraints>
            """).replacingOccurrences(of: #"toolsVersion="22155""#, with: #"toolsVersion="12118""#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(try frame("L1", in: script)[1] == 20)
        #expect(try frame("P1", in: script)[1] == 18)
        #expect(try frame("F1", in: script)[1] == 18)
    }

    /// IB's `systemBold` meta font is the emphasized system font, NSFont's
    /// `boldSystemFont(ofSize:)` (Apple's "Querying Aqua Font Variations"): a title in it is
    /// measured in the bold weight, wider than the same title in `system` (m-29's
    /// "Transmission Error" is a 126-point frame in bold, 117 measured regular).
    @Test func boldMetaFontsAreMeasuredBold() throws {
        func label(_ id: String, _ font: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="18" y="20" width="126" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Transmission Error" id="\(id)C">
                    <font key="font" metaFont="\(font)"/>
                </textFieldCell>
            </textField>
            """
        }
        let script = try #require(try InteropFixtures.read(window("<subviews>" + label("R", "system") + label("B", "systemBold") + "</subviews>")).scripts.first)
        func width(_ id: String) throws -> Double {
            let line = try #require(Self.intrinsic(of: id, in: script.text))
            return try #require(Double(line.split(separator: " ")[1]))
        }
        #expect(try width("B") > width("R"))
    }

    /// IB writes the system font in one of NSFont.Weight's other weights as a meta font
    /// named `system` and the weight (`systemSemibold`, `systemMedium`, `systemLight`):
    /// NSFont's `systemFont(ofSize:weight:)`, "the standard system font with the specified
    /// size and weight" (Apple's reference). A title in it is measured in that weight, so
    /// — worked from the weights' order, heavier strokes being wider — the same 13-point
    /// title is narrowest in `systemLight`, then `system` (regular), `systemMedium`,
    /// `systemSemibold`, and widest in `systemBold`; measured as regular, as before, the
    /// first four were one width (OpenInTerminal's semibold "iTerm" 34 where IB stores 36).
    @Test func weightedSystemMetaFontsAreMeasuredInTheirWeight() throws {
        let fonts = ["systemLight", "system", "systemMedium", "systemSemibold", "systemBold"]
        let labels = fonts.enumerated().map { index, font in
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="L\(index)">
                <rect key="frame" x="18" y="\(20 + 30 * index)" width="130" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Transmission Error" id="L\(index)C">
                    <font key="font" metaFont="\(font)" size="13"/>
                </textFieldCell>
            </textField>
            """
        }
        let script = try #require(try InteropFixtures.read(window("<subviews>" + labels.joined() + "</subviews>")).scripts.first)
        let widths = try fonts.indices.map { index in
            let line = try #require(Self.intrinsic(of: "L\(index)", in: script.text))
            return try #require(Double(line.split(separator: " ")[1]))
        }
        #expect(widths == widths.sorted() && Set(widths).count == fonts.count, "\(widths)")
    }

    /// A `<customView>` of the app's own class is sized as a `<view customClass=…>` of an
    /// iOS document is: IB laid its canvas out by running the class, whose intrinsic size
    /// the document cannot tell, so the size IB stored stands (here 334 × 32, placed only by
    /// its leading and top edges) and it counts as a designable. A plain `<customView>`
    /// (NSView) has none.
    @Test func customViewsOfTheAppsClassKeepTheirStoredSize() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <customView horizontalHuggingPriority="100" translatesAutoresizingMaskIntoConstraints="NO" id="S1" customClass="SparklineView" customModule="Sparkline">
                    <rect key="frame" x="20" y="218" width="334" height="32"/>
                </customView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="P1">
                    <rect key="frame" x="20" y="20" width="100" height="100"/>
                </customView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(try frame("S1", in: script) == [20, 20, 334, 32])
        #expect(script.designables == ["S1"])
    }

    /// An NSStackView is laid out by std/nsstack from what IB stores: its views, 40 × 20
    /// each, 8 apart (`spacing`), the stack as long as they are (it hugs them), so a at 0
    /// and b at 40 + 8 = 48 in a stack 88 × 20 at the 20 points its constraints give. Its
    /// `<customSpacing>` number for "the default" (the largest float) and its visibility
    /// priorities of 1000 ("must hold") add nothing.
    @Test func stackViewsAreLaidOutByStdNSStack() throws {
        func box(_ id: String, x: Int) -> String {
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="40" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="w\(id)"/>
                    <constraint firstAttribute="height" constant="20" id="h\(id)"/>
                </constraints>
            </customView>
            """
        }
        let result = try InteropFixtures.read(window("""
            <subviews>
                <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="20" y="230" width="88" height="20"/>
                    <subviews>
                        \(box("A1", x: 0))
                        \(box("A2", x: 48))
                    </subviews>
                    <visibilityPriorities>
                        <integer value="1000"/>
                        <integer value="1000"/>
                    </visibilityPriorities>
                    <customSpacing>
                        <real value="3.4028234663852886e+38"/>
                        <real value="3.4028234663852886e+38"/>
                    </customSpacing>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("import \"std/nsstack\" as ns"))
        #expect(script.text.contains("ns.nshstack([customView, customView2], [], [], 8, \"fill\", \"centerY\", (0, 0, 0, 0), true, [], (249.99998474121094, 249.99998474121094), (1000, 1000), [])"))
        #expect(try frame("S1", in: script) == [20, 20, 88, 20])
        #expect(try frame("A1", in: script) == [0, 0, 40, 20])
        #expect(try frame("A2", in: script) == [48, 0, 40, 20])
        #expect(result.warnings.isEmpty)
    }

    /// NSStackView places its views across its axis by its alignment alone (Apple's
    /// NSStackView reference, `alignment`): a view with no intrinsic width (NSView's default,
    /// `noIntrinsicMetric`) in a leading-aligned vertical stack is as wide as the stack,
    /// 200, where IB's canvas stores it so (m-17's scroll views), at priority 25 —
    /// A1's own width constraint of 120 still decides A1.
    @Test func viewsWithoutIntrinsicWidthSpanTheirStack() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="20" y="192" width="200" height="58"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                            <rect key="frame" x="0.0" y="38" width="120" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="wA1"/>
                                <constraint firstAttribute="height" constant="20" id="hA1"/>
                            </constraints>
                        </customView>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="hB1"/>
                            </constraints>
                        </customView>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="S1" firstAttribute="width" constant="200" id="k3"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("pin customView2.width == stackView.width @ 25 as \"IB-canvas-span\""))
        #expect(try frame("A1", in: script) == [0, 0, 120, 20])
        #expect(try frame("B1", in: script) == [0, 28, 200, 30])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty)
    }

    /// An explicit constraint that holds an arranged view of a leading-aligned vertical stack
    /// 20 inside the stack's leading edge places it there: the stack's alignment constraint
    /// gives way (priority 999, std/nsstack's `_alignmentPriority`), as IB stores such views
    /// — half 0's m-25 and, outside the corpus, OpenInTerminal's preferences (9 views of 5
    /// stacks, each frame 20 inside, its text 2 more for a label) and Scroll-Reverser's
    /// checkbox centred in a leading-aligned stack. Apple's NSStackView reference gives no
    /// priority for its alignment; a required one made these a conflict.
    @Test func explicitConstraintsAcrossAStackOutrankItsAlignment() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="20" y="192" width="200" height="58"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                            <rect key="frame" x="0.0" y="38" width="120" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="wA1"/>
                                <constraint firstAttribute="height" constant="20" id="hA1"/>
                            </constraints>
                        </customView>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                            <rect key="frame" x="20" y="0.0" width="100" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="wB1"/>
                                <constraint firstAttribute="height" constant="30" id="hB1"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="B1" firstAttribute="leading" secondItem="S1" secondAttribute="leading" constant="20" id="iB1"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="S1" firstAttribute="width" constant="200" id="k3"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(try frame("A1", in: script) == [0, 0, 120, 20])
        #expect(try frame("B1", in: script) == [20, 28, 100, 30])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// A stack whose hugging priority is required (1000, IB's "Hugging" set to required)
    /// still "fits its contained views" (NSStackView.huggingPriority(for:): "to minimize its
    /// size to fit its contained views as closely as possible"): its pull toward no length
    /// stays below the views' compression resistance (750), so it neither squeezes them nor
    /// conflicts with a length the document gives it (iina's quick settings, outside the
    /// corpus: labels 59 wide in IB, 0 in Tether, and an equalizer stack held 116 tall that
    /// conflicted). A vertical stack of two views with placeholder sizes 60 × 14 and 50 × 14,
    /// 8 apart, leading-aligned, pinned 20 from the window's top-left: (20, 20, 60, 36), the
    /// views at (0, 0) and (0, 22), stored from the stack's bottom at 22 and 0, the narrower
    /// one as wide as the stack (it hugs at 250, less than the stack: the rule of
    /// `viewsHuggingLessThanTheirStackFillItAcross`). A horizontal stack held 30 tall around a
    /// 40 × 14 view pinned 20 from the bottom-left: (20, 220, 40, 30), the view as tall.
    @Test func requiredStackHuggingFitsItsViews() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="1000" verticalStackHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="20" y="214" width="60" height="36"/>
                    <subviews>
                        <customView placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="14" translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                            <rect key="frame" x="0.0" y="22" width="60" height="14"/>
                        </customView>
                        <customView placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="14" translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="14"/>
                        </customView>
                    </subviews>
                </stackView>
                <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" horizontalStackHuggingPriority="1000" verticalStackHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="S2">
                    <rect key="frame" x="20" y="20" width="40" height="30"/>
                    <subviews>
                        <customView placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="14" translatesAutoresizingMaskIntoConstraints="NO" id="D1">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="h2"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="S2" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k3"/>
                <constraint firstAttribute="bottom" secondItem="S2" secondAttribute="bottom" constant="20" id="k4"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        let (_, layout, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        func solved(_ name: String) -> [Double]? {
            layout.views.first { $0.name == name }.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        }
        #expect(solved("stackView") == [20, 20, 60, 36])
        #expect(solved("customView") == [0, 0, 60, 14])
        #expect(solved("customView2") == [0, 22, 60, 14])
        #expect(solved("stackView2") == [20, 220, 40, 30])
        #expect(solved("customView3") == [0, 0, 40, 30])
    }

    /// A stack that arranges no views is held by its own hugging alone ("for the stack view
    /// to minimize its size", NSStackView's setHuggingPriority(_:for:)): pinned to the window's
    /// leading, trailing and bottom edges, it is 480 wide and 0 tall at the bottom, as IB
    /// stores m-29's empty stack, where its height and top were undetermined.
    @Test func emptyStacksHugToNothing() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="leading" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="0.0"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" id="k1"/>
                <constraint firstAttribute="trailing" secondItem="S1" secondAttribute="trailing" id="k2"/>
                <constraint firstAttribute="bottom" secondItem="S1" secondAttribute="bottom" id="k3"/>
            </constraints>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("pin stackView.height == 0 @ 249.99998474121094 as \"nsstack-hugging\""))
        #expect(try frame("S1", in: script) == [0, 270, 480, 0])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A stack hugs each of its views across its axis at its hugging priority ("to minimize
    /// its size to fit its contained views as closely as possible", NSStackView's
    /// `huggingPriority(for:)`), so a view that hugs less than the stack (vertical hugging 50
    /// against the default 250) grows to the stack's height where a constraint makes the
    /// stack taller than the view. A push button before macOS 11 is 21 tall, its frame 4
    /// above and 7 below (the controls' table): in a stack held 22 tall, B1's alignment
    /// rectangle is 22 and its frame 33 at y = −4, as IB stores m-27's four such buttons;
    /// B2, hugging at 750, keeps its 21, centred: frame 32 at 0.5 − 4 = −3.5.
    @Test func viewsHuggingLessThanTheirStackFillItAcross() throws {
        func button(_ id: String, hugging: Int, x: Int) -> String {
            """
            <button verticalHuggingPriority="\(hugging)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="-7" width="100" height="33"/>
                <buttonCell key="cell" type="push" title="Watch" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="c\(id)">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        let result = try InteropFixtures.read(window("""
            <subviews>
                <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="20" y="228" width="200" height="22"/>
                    <subviews>
                        \(button("B1", hugging: 50, x: -6))
                        \(button("B2", hugging: 750, x: 90))
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="22" id="hS1"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" constant="20" id="k2"/>
            </constraints>
            """, toolsVersion: 10117))
        let script = try #require(result.scripts.first)
        let b1 = try frame("B1", in: script)
        let b2 = try frame("B2", in: script)
        #expect([b1[1], b1[3]] == [-4, 33])
        #expect([b2[1], b2[3]] == [-3.5, 32])
    }

    /// The root is the content view at its stored frame where that differs from its
    /// window's `contentRect`: IB laid the content out at the view's frame (a view pinned to
    /// its four edges is stored at 358 × 249, the frame, in a 357 × 246 contentRect, as in
    /// m-04 of the corpus).
    @Test func contentViewFrameIsTheRootSize() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <window title="Preferences" id="W1">
                        <rect key="contentRect" x="957" y="580" width="357" height="246"/>
                        <view key="contentView" id="C1">
                            <rect key="frame" x="0.0" y="0.0" width="358" height="249"/>
                            <subviews>
                                <visualEffectView translatesAutoresizingMaskIntoConstraints="NO" id="E1">
                                    <rect key="frame" x="0.0" y="0.0" width="358" height="249"/>
                                </visualEffectView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="E1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" id="k1"/>
                                <constraint firstItem="E1" firstAttribute="top" secondItem="C1" secondAttribute="top" id="k2"/>
                                <constraint firstAttribute="trailing" secondItem="E1" secondAttribute="trailing" id="k3"/>
                                <constraint firstAttribute="bottom" secondItem="E1" secondAttribute="bottom" id="k4"/>
                            </constraints>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("root 358 x 249  # the window's content view (its frame; the window's contentRect is 357 × 246)"))
        #expect(try frame("E1", in: script) == [0, 0, 358, 249])
    }

    /// A flipped superview keeps y: NSScrollView, and a clip view whose document view is a
    /// table (NSClipView is flipped when its document view is; NSTableView is). In an
    /// unflipped superview the autoresizing mask's `flexibleMinY` is the bottom margin.
    @Test func flippedSuperviewsKeepY() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <scrollView id="S1">
                    <rect key="frame" x="20" y="20" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <clipView key="contentView" id="P1">
                        <rect key="frame" x="1" y="1" width="198" height="98"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <tableView id="T1">
                                <rect key="frame" x="0.0" y="0.0" width="198" height="60"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableView>
                        </subviews>
                    </clipView>
                    <scroller key="horizontalScroller" hidden="YES" id="H1">
                        <rect key="frame" x="-100" y="-100" width="87" height="18"/>
                    </scroller>
                </scrollView>
            </subviews>
            """))
        let script = try #require(result.scripts.first)
        // 270 − 20 − 100 = 150 from the top; a top-left margin of 150 that may grow is the
        // bottom one here (AppKit's flexibleMinY, in an unflipped superview).
        #expect(script.text.contains("frame 20 150 200 100"))
        #expect(script.text.contains("autoresize rightMargin bottomMargin"))
        #expect(try frame("S1", in: script) == [20, 150, 200, 100])
        #expect(try frame("P1", in: script) == [1, 1, 198, 98])
        #expect(try frame("T1", in: script) == [0, 0, 198, 60])
    }

    /// A `flipped = YES` user-defined runtime attribute does not flip the frames IB stored:
    /// it is set as the view is loaded, and NSView's `isFlipped` is read-only (Apple's
    /// reference: "override this property and return true"). The clip view around a plain
    /// view is unflipped, so a view 20 tall stored at y = 10 in its 98 points is 98 − 10 − 20
    /// = 68 from the top (as m-29's empty stack, stored at y = 0 and pinned to the clip
    /// view's bottom); read flipped it was at 10.
    @Test func flippedRuntimeAttributesKeepFramesUnflipped() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <scrollView id="S1">
                    <rect key="frame" x="20" y="20" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <clipView key="contentView" id="P1">
                        <rect key="frame" x="1" y="1" width="198" height="98"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <customView id="D1">
                                <rect key="frame" x="0.0" y="10" width="198" height="20"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </customView>
                        </subviews>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="flipped" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </clipView>
                </scrollView>
            </subviews>
            """))
        let script = try #require(result.scripts.first)
        #expect(try frame("D1", in: script) == [0, 68, 198, 20])
    }

    /// The frame of the view `id` imported from `script`, laid out with its root line
    /// replaced by `root` (the window resized).
    func frame(_ id: String, in script: InterfaceBuilderImport.Script, root: String) throws -> [Double] {
        let lines = script.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("root ") ? Substring(root) : $0 }
        let (_, result, _) = InteropFixtures.run(lines.joined(separator: "\n"))
        let name = try #require(script.viewNames[id])
        let view = try #require(result.views.first { $0.name == name })
        return [view.frame.x, view.frame.y, view.frame.width, view.frame.height]
    }

    /// An NSSplitView sets its panes' frames: side by side when `vertical` ("If isVertical
    /// is true, the leading divider has an index of 0", Apple's NSSplitView), a divider
    /// between them as thick as IB stored it (1: the panes at 0 and 201, 200 wide), each
    /// as tall as the split view; and as the window grows, "the subview with the lowest
    /// priority is the first to gain additional thickness" (Apple's
    /// `holdingPriorityForSubview(at:)`): the sidebar holding at 260 stays 200 wide and the
    /// second pane, at 250, takes the 100 points a 600-point window adds, 299 → 399. Its
    /// panes translate no autoresizing mask (theirs say nothing may resize).
    @Test func splitViewPanesHoldTheirWidthsByPriority() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <splitView dividerStyle="thin" vertical="YES" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="0.0" y="0.0" width="500" height="300"/>
                    <subviews>
                        <customView id="P1">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </customView>
                        <customView id="P2">
                            <rect key="frame" x="201" y="0.0" width="299" height="300"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </customView>
                    </subviews>
                    <holdingPriorities>
                        <real value="260"/>
                        <real value="250"/>
                    </holdingPriorities>
                </splitView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" id="k2"/>
                <constraint firstAttribute="trailing" secondItem="S1" secondAttribute="trailing" id="k3"/>
                <constraint firstAttribute="bottom" secondItem="S1" secondAttribute="bottom" id="k4"/>
            </constraints>
            """, size: (500, 300)))
        let script = try #require(result.scripts.first)
        #expect(!script.text.contains("autoresize"))
        #expect(!result.warnings.contains { $0.message.contains("splitView") })
        #expect(try frame("P1", in: script) == [0, 0, 200, 300])
        #expect(try frame("P2", in: script) == [201, 0, 299, 300])
        #expect(try frame("P1", in: script, root: "root 600 x 300") == [0, 0, 200, 300])
        #expect(try frame("P2", in: script, root: "root 600 x 300") == [201, 0, 399, 300])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A split view that is not `vertical` stacks its panes top to bottom ("By default,
    /// dividers have a horizontal orientation so that the split view arranges its panes
    /// vertically from top to bottom", Apple's NSSplitView), stored flipped (the first pane
    /// at y 0), here a divider of 9 between them as IB stored it. Without
    /// `<holdingPriorities>` both hold at `defaultLow`, 250 ("The default priority is
    /// defaultLow", `setHoldingPriority(_:forSubviewAt:)`); Apple does not say how panes of
    /// one priority share a change, and Tether shares it in proportion to their lengths: a
    /// window 100 taller gives the 100- and 191-point panes 391 × 100 / 291 = 134.364 and
    /// 391 × 191 / 291 = 256.636, the second at 134.364 + 9 = 143.364.
    @Test func splitViewPanesOfOnePriorityShareAChange() throws {
        let result = try InteropFixtures.read(window("""
            <subviews>
                <splitView dividerStyle="paneSplitter" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                    <subviews>
                        <customView id="P1">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="100"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                        </customView>
                        <customView id="P2">
                            <rect key="frame" x="0.0" y="109" width="480" height="191"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </customView>
                    </subviews>
                </splitView>
            </subviews>
            <constraints>
                <constraint firstItem="S1" firstAttribute="leading" secondItem="C1" secondAttribute="leading" id="k1"/>
                <constraint firstItem="S1" firstAttribute="top" secondItem="C1" secondAttribute="top" id="k2"/>
                <constraint firstAttribute="trailing" secondItem="S1" secondAttribute="trailing" id="k3"/>
                <constraint firstAttribute="bottom" secondItem="S1" secondAttribute="bottom" id="k4"/>
            </constraints>
            """, size: (480, 300)))
        let script = try #require(result.scripts.first)
        #expect(try frame("P1", in: script) == [0, 0, 480, 100])
        #expect(try frame("P2", in: script) == [0, 109, 480, 191])
        let first = try frame("P1", in: script, root: "root 480 x 400")
        let second = try frame("P2", in: script, root: "root 480 x 400")
        #expect(abs(first[3] - 134.364) < 0.001 && abs(second[1] - 143.364) < 0.001 && abs(second[3] - 256.636) < 0.001,
                "\(first) \(second)")
    }

    /// A grid row's padding lies outside its content and may be negative, even past it, as
    /// IB stores m-03's rows (a bottom padding of −10 under a separator 1 tall): the first
    /// row's 4-point view at 0, the next row 4 − 13 + 20 (`rowSpacing`) = 11 below the
    /// first row's top, the grid 11 + 16 = 27 tall. A row guide that held its paddings
    /// would need a height of 4 − 13 = −9, which no guide has.
    @Test func gridRowPaddingsMayBeNegative() throws {
        let result = try InteropFixtures.read(gridWindow(
            #"xPlacement="leading" yPlacement="fill" rowSpacing="20""#, frame: #"x="20" y="223" width="60" height="27""#,
            rows: #"<gridRow bottomPadding="-13" id="r1"/><gridRow id="r2"/>"#, columns: #"<gridColumn id="c1"/>"#,
            cells: """
            \(fixedGridCell("V1", row: "r1", y: 23, width: 60, height: 4))
            \(fixedGridCell("V2", row: "r2", y: 0, width: 60, height: 16))
            """))
        let script = try #require(result.scripts.first)
        #expect(try frame("G1", in: script) == [20, 20, 60, 27])
        #expect(try frame("V1", in: script) == [0, 0, 60, 4])
        #expect(try frame("V2", in: script) == [0, 11, 60, 16])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// NSGridView keeps its views in `<gridCell>`s and is not flipped: they become its
    /// subviews with frames from its top. The grid lays them out: columns 6 apart
    /// (NSGridView's default spacing, ScriptWriter.gridDefaultSpacing), the first as wide as
    /// its 60-point view, the second the 100 points its `width` says after its 4-point
    /// `leadingPadding` (outside the width, as m-03's grids store it), its 40-point view at
    /// its trailing edge (`xPlacement="trailing"`): 60 + 6 + 4 + 100 − 40 = 130; the grid as
    /// large as its rows and columns, 170 × 16, at the 20 points its constraints give.
    @Test func gridCellsAreLaidOutByTheGrid() throws {
        let result = try InteropFixtures.read(gridWindow(
            #"xPlacement="leading" yPlacement="bottom""#, frame: #"x="20" y="234" width="170" height="16""#,
            rows: #"<gridRow id="r1"/>"#, columns: #"<gridColumn id="c1"/><gridColumn width="100" leadingPadding="4" id="c2"/>"#,
            cells: fixedGridCell("V1", row: "r1", y: 0, width: 60, height: 16)
                + fixedGridCell("V2", row: "r1", column: "c2", attributes: #"xPlacement="trailing""#, x: 130, y: 0, width: 40, height: 16)))
        let script = try #require(result.scripts.first)
        #expect(result.warnings.isEmpty)
        // 16 − 0 − 16 = 0: stored from the grid's bottom, the row's views are at its top.
        #expect(script.text.contains("frame 0 0 60 16"))
        #expect(try frame("G1", in: script) == [20, 20, 170, 16])
        #expect(try frame("V1", in: script) == [0, 0, 60, 16])
        #expect(try frame("V2", in: script) == [130, 0, 40, 16])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// A grid cell's view with no intrinsic width (a horizontal separator, NSBox's line) in a
    /// leading-placed cell is as wide as its cell, where IB's canvas stores it (m-29's
    /// separators): the column is 120, its first row's fixed view's width, so the separator,
    /// in the second row 6 below (NSGridView's default spacing), is 120 wide; its 1-point
    /// line 22 from the grid's top puts its 5-point frame at 20 (2 of inset above).
    @Test func gridViewsWithoutIntrinsicWidthSpanTheirCell() throws {
        let result = try InteropFixtures.read(gridWindow(
            #"xPlacement="leading" yPlacement="top""#, frame: #"x="20" y="227" width="120" height="23""#,
            rows: #"<gridRow id="r1"/><gridRow id="r2"/>"#, columns: #"<gridColumn id="c1"/>"#,
            cells: fixedGridCell("V1", row: "r1", y: 7, width: 120, height: 16) + """
            <gridCell row="r2" column="c1" id="g2">
                <box key="contentView" verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                    <rect key="frame" x="0.0" y="-2" width="120" height="5"/>
                </box>
            </gridCell>
            """))
        let script = try #require(result.scripts.first)
        #expect(script.text.contains("as \"IB-canvas-span\""))
        #expect(try frame("S1", in: script) == [0, 20, 120, 5])
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// Menus are left out with a note; a storyboard's window controller's window and a view
    /// controller's view are roots, a table's cell view a script of its own.
    @Test func storyboardRootsAndMenus() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <scenes>
                    <scene sceneID="a1">
                        <objects>
                            <application id="A1" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="M1"/>
                            </application>
                        </objects>
                    </scene>
                    <!--Main Window Controller-->
                    <scene sceneID="a2">
                        <objects>
                            <windowController id="WC" sceneMemberID="viewController">
                                <window key="window" title="Main" id="W2">
                                    <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                                </window>
                            </windowController>
                        </objects>
                    </scene>
                    <!--List-->
                    <scene sceneID="a3">
                        <objects>
                            <viewController id="VC" sceneMemberID="viewController">
                                <view key="view" id="R3">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                    <subviews>
                                        <tableView id="T3">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                            <tableColumns>
                                                <tableColumn id="K3">
                                                    <prototypeCellViews>
                                                        <tableCellView id="CV">
                                                            <rect key="frame" x="1" y="1" width="298" height="24"/>
                                                            <subviews>
                                                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="L3">
                                                                    <rect key="frame" x="4" y="4" width="100" height="16"/>
                                                                </textField>
                                                            </subviews>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
                                            </tableColumns>
                                        </tableView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let result = try InteropFixtures.read(xml, name: "Main.storyboard")
        #expect(result.scripts.map(\.name) == ["list", "list-cell"])
        #expect(result.warnings.map(\.message) == ["1 menu and application object left out: menus have no Auto Layout"])
        let cell = try #require(result.scripts.last)
        // A cell view is not flipped (NSTableCellView is a plain NSView): 24 − 4 − 16 = 4.
        #expect(cell.text.contains("root 298 x 24  # a cell view: its table lays it out"))
        #expect(cell.text.contains("frame 4 4 100 16"))
    }

    /// Every AppKit document of the shared corpus imports: no refusal.
    @Test func everyCorpusDocumentImports() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/conformance/appkit")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
            let result = try InterfaceBuilderImport.read(fileAt: folder.appendingPathComponent(name).path)
            #expect(!result.scripts.isEmpty, "\(name)")
        }
    }
}
