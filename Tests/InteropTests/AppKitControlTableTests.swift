import AutoLayout
import Foundation
@testable import Interop
import Testing

/// The AppKit controls' table (AppKitControlTable.swift): which row a control's XML finds,
/// by element, style, control size and era, and that each row gives back the frames IB
/// stores (the numbers of half 0 of the AppKit corpus that each row's source counts).
@Suite struct AppKitControlTableTests {
    /// The first element named `name` in `xml`, read as the importer reads documents.
    static func element(_ name: String, in xml: String) throws -> XMLNode {
        let tree = try XMLTree(data: Data(xml.utf8), sourceName: "controls.xib")
        func find(_ node: XMLNode) -> XMLNode? {
            node.name == name ? node : node.children.lazy.compactMap(find).first
        }
        return try #require(find(tree.root))
    }

    /// A button whose cell is `cell` (its attributes), framed 100 × 32.
    static func button(_ cell: String, element: String = "button", cellElement: String = "buttonCell") throws -> XMLNode {
        try Self.element(element, in: """
            <\(element) verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                <rect key="frame" x="20" y="20" width="100" height="32"/>
                <\(cellElement) key="cell" \(cell) id="c1">
                    <font key="font" metaFont="system"/>
                </\(cellElement)>
            </\(element)>
            """)
    }

    static let bigSur = InterfaceBuilderEra(version: 17_701)
    static let catalina = InterfaceBuilderEra(version: 14_113)

    /// The era fact starts at Xcode 12's tools version 17000 (macOS 11's SDK); documents
    /// that name none are read as today's.
    @Test func bigSurControlsStartAtXcode12() {
        #expect(!InterfaceBuilderEra(version: 16_999).drawsBigSurControls)
        #expect(InterfaceBuilderEra(version: 17_000).drawsBigSurControls)
        #expect(AppKitControlTable.newestEra.drawsBigSurControls)
    }

    /// `NSFont.systemFontSize(for:)`: 13 at the regular size, 11 small, 9 mini; the large
    /// size's 14 is the corpus's.
    @Test func titlesAreMeasuredInTheSystemFontOfTheirControlSize() {
        #expect(AppKitControlScale.allCases.map(\.systemFontSize) == [13, 11, 9, 14])
    }

    /// One line of a label: from macOS 11 the system font's line, 1.193 × its size (San
    /// Francisco's ascender and descender) rounded up — 13 → 15.5 → 16, 11 → 13.1 → 14, 9 →
    /// 10.7 → 11; before, 1.25 × its size rounded up — 13 → 16.25 → 17, 11 → 13.75 → 14, 9
    /// → 11.25 → 12, 15 → 18.75 → 19 (half 0's stored heights, the row's source).
    @Test func labelLinesByEra() {
        #expect([13, 11, 9].map { AppKitControlTable.lineHeight(size: $0, era: Self.bigSur) } == [16, 14, 11])
        #expect([13, 11, 9, 15].map { AppKitControlTable.lineHeight(size: $0, era: Self.catalina) } == [17, 14, 12, 19])
    }

    /// The San Francisco line came with Xcode 11 (tools version 15000), not with macOS 11's
    /// controls: outside the corpus, 29 of the 30 one-line 13-point system-font labels of
    /// tools versions 15000 to 16999 that no height constraint names store 16 (3
    /// repositories), and 35 of 35 of 14000 to 14999 store 17 (4, m-17 among them). Apple
    /// documents neither.
    @Test func sanFranciscoLinesStartAtXcode11() {
        #expect(!InterfaceBuilderEra(version: 14_999).drawsSanFranciscoLines)
        #expect(InterfaceBuilderEra(version: 15_000).drawsSanFranciscoLines)
        let xcode11 = InterfaceBuilderEra(version: 15_400)
        #expect(!xcode11.drawsBigSurControls)
        #expect([13, 11, 9].map { AppKitControlTable.lineHeight(size: $0, era: xcode11) } == [16, 14, 11])
        #expect(AppKitControlTable.lineHeight(size: 13, era: InterfaceBuilderEra(version: 14_490)) == 17)
    }

    /// From macOS 11 the system font is a variable font with continuous optical sizes
    /// ("Beginning in macOS 11…", Apple's HIG, macOS typography): a line of 16 points or
    /// more is the display design's, 1.16 × the size rounded up — the stored heights of
    /// every one-line system-font label of those sizes in the development sets and half 0
    /// (16 views, 6 repositories): 16 → 19, 18 → 21, 20 → 24, 22 → 26, 24 → 28, 30 → 35,
    /// where San Francisco's text line gives 20, 22, 24, 27, 29 and 36. Below 16 points, and
    /// before macOS 11 (Xcode 11's San Francisco line), the text line holds.
    @Test func largeSystemFontLinesFromMacOS11() {
        #expect(!InterfaceBuilderEra(version: 16_999).drawsOpticalSizes)
        #expect(InterfaceBuilderEra(version: 17_000).drawsOpticalSizes)
        let sizes: [Double] = [16, 18, 20, 22, 24, 30]
        #expect(sizes.map { AppKitControlTable.lineHeight(size: $0, era: Self.bigSur) } == [19, 21, 24, 26, 28, 35])
        #expect([11, 12, 13, 14].map { AppKitControlTable.lineHeight(size: $0, era: Self.bigSur) } == [14, 15, 16, 17])
        let xcode11 = InterfaceBuilderEra(version: 15_400)
        #expect(sizes.map { AppKitControlTable.lineHeight(size: $0, era: xcode11) } == [20, 22, 24, 27, 29, 36])
    }

    /// A push button (`bezelStyle="rounded"`) is a 32-point frame in both eras (half 0: 18
    /// of 18 views from Xcode 12, 10 of 14 before): from macOS 11 its alignment rectangle
    /// is 20 tall, 5 below the frame's top and 7 inside each side, before 21 tall, 4 below
    /// the top and 6 inside. Its width is the title's plus 20 (28 before), so a title 50
    /// wide is a 50 + 20 + 14 = 84-point frame (50 + 28 + 12 = 90).
    @Test func pushButtonsAlignInsideTheirFrame() throws {
        let node = try Self.button(#"type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border""#)
        let now = try #require(AppKitControlTable.entry(for: node, era: Self.bigSur))
        #expect(now.height == .fixed(20))
        #expect(now.insets == LayoutInsets(top: 5, left: 7, bottom: 7, right: 7))
        #expect(now.width == .title(padding: 20))
        #expect(now.frameSize(titleWidth: 50, lineHeight: 16) == (84, 32))
        let before = try #require(AppKitControlTable.entry(for: node, era: Self.catalina))
        #expect(before.height == .fixed(21))
        #expect(before.insets == LayoutInsets(top: 4, left: 6, bottom: 7, right: 6))
        #expect(before.width == .title(padding: 28))
        #expect(before.frameSize(titleWidth: 50, lineHeight: 16) == (90, 32))
        // With no era named, today's controls.
        #expect(AppKitControlTable.entry(for: node)?.height == .fixed(20))
    }

    /// A checkbox and a radio button are told from a push button by the cell's `type`, not
    /// its bezel style (IB stores `regularSquare` for both): an 18-point frame, 16 tall
    /// aligned from macOS 11 (1 inside top and bottom), 14 before (2 inside).
    @Test(arguments: ["check", "radio"])
    func checkboxesAndRadioButtonsGoByTheirType(type: String) throws {
        let node = try Self.button(#"type="\#(type)" title="Show" bezelStyle="regularSquare" imagePosition="left""#)
        #expect(AppKitControlTable.style(of: node) == type)
        let now = try #require(AppKitControlTable.entry(for: node, era: Self.bigSur))
        #expect(now.height == .fixed(16))
        #expect(16 + now.insets.top + now.insets.bottom == 18)
        // From macOS 11 its frame ends at the rectangle's trailing edge (m-03's checkboxes
        // fill 470-point grid columns with 472-point frames that start 2 before them). Its
        // rectangle is the title + 23.4, which IB rounds up to the whole point: Apple gives no
        // number; over the 127 regular checkboxes and radio buttons from macOS 11 in the
        // 13-point system font sized by their titles (stored within 3 points of the title +
        // 24; half 0 and the development sets, 7 repositories), the stored rectangle less
        // Tether's title has a median of 23.89, and IB's rounding up adds half a point on
        // average, so 23.39: a 50.3-point title gives 50.3 + 23.4 = 73.7, a 74-point
        // rectangle and a 76-point frame. The title + 24 gave 45 of the 127 stored frames and
        // was a point wide for 70; the title + 23.4 gives 71.
        #expect(now.insets.left == 2 && now.insets.right == 0)
        #expect(now.width == .title(padding: 23.4))
        #expect(now.frameSize(titleWidth: 50.3, lineHeight: 16) == (50.3 + 23.4 + 2, 18))
        let before = try #require(AppKitControlTable.entry(for: node, era: Self.catalina))
        #expect(14 + before.insets.top + before.insets.bottom == 18)
    }

    /// Xcode 26's canvas (tools versions 24000 to 29999; InterfaceBuilderEra's
    /// `xcode26Controls`) draws macOS 26's regular controls, each aligned by its frame (no
    /// inset on any side): a checkbox or radio button 16 tall and its title + 21.4 wide (62 of
    /// the 83 such controls that constraints place in the development sets' Xcode 26
    /// documents store 16, 9 repositories; the median of the 37 sized by their titles is the
    /// title + 21.4), a push button 24 tall and its title + 24 (20 of 24, 6 repositories;
    /// median of 10), a pop-up button 24 tall and its widest item + 46 (28 of 39, 6
    /// repositories; 5 sized by their titles, 2 at + 46, 3 at + 47). Apple gives no number;
    /// the counts are the rows' sources. Xcode 16's canvas keeps macOS 11's rows, and a
    /// pull-down button and the other control sizes keep them in Xcode 26.
    @Test func macOS26ControlsAlignByTheirFrame() throws {
        let tahoe = InterfaceBuilderEra(version: 24_765)
        #expect(tahoe.drawsXcode26Controls && tahoe.drawsBigSurControls)
        #expect(!InterfaceBuilderEra(version: 23_999).drawsXcode26Controls)
        #expect(InterfaceBuilderEra(version: 24_000).drawsXcode26Controls)
        #expect(!InterfaceBuilderEra(version: 30_000).drawsXcode26Controls)
        #expect(!AppKitControlTable.newestEra.drawsXcode26Controls)

        let push = try Self.button(#"type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border""#)
        let pushRow = try #require(AppKitControlTable.entry(for: push, era: tahoe))
        #expect(pushRow.insets == LayoutInsets())
        #expect(pushRow.frameSize(titleWidth: 50, lineHeight: 16) == (74, 24))
        #expect(AppKitControlTable.entry(for: push, era: Self.bigSur)?.height == .fixed(20))

        for type in ["check", "radio"] {
            let box = try Self.button(#"type="\#(type)" title="Show" bezelStyle="regularSquare" imagePosition="left""#)
            let row = try #require(AppKitControlTable.entry(for: box, era: tahoe))
            #expect(row.insets == LayoutInsets())
            #expect(row.frameSize(titleWidth: 50, lineHeight: 16) == (71.4, 16))
        }

        let popUp = try Self.button(#"type="push" bezelStyle="rounded" pullsDown="NO""#, element: "popUpButton", cellElement: "popUpButtonCell")
        let popUpRow = try #require(AppKitControlTable.entry(for: popUp, era: tahoe))
        #expect(popUpRow.insets == LayoutInsets())
        #expect(popUpRow.frameSize(titleWidth: 50, lineHeight: 16) == (96, 24))
        let pullDown = try Self.button(#"type="push" bezelStyle="rounded" pullsDown="YES""#, element: "popUpButton", cellElement: "popUpButtonCell")
        #expect(AppKitControlTable.entry(for: pullDown, era: tahoe)?.height == .fixed(20))

        let small = try Self.button(#"type="check" bezelStyle="regularSquare" controlSize="small""#)
        #expect(AppKitControlTable.entry(for: small, era: tahoe)?.height == .fixed(14))
    }

    /// The control size is the cell's `controlSize` (a small checkbox is a 16-point frame,
    /// a large radio button 22), or the element's where IB keeps it there (a progress
    /// indicator: a small spinning one is 16 × 16); none stored is regular.
    @Test func controlSizeComesFromTheCellOrTheElement() throws {
        let small = try Self.button(#"type="check" bezelStyle="regularSquare" controlSize="small""#)
        #expect(AppKitControlTable.scale(of: small) == .small)
        #expect(AppKitControlTable.entry(for: small, era: Self.bigSur)?.frameSize(titleWidth: 0, lineHeight: 14).height == 16)
        let large = try Self.button(#"type="radio" bezelStyle="regularSquare" controlSize="large""#)
        let row = try #require(AppKitControlTable.entry(for: large, era: Self.bigSur))
        // 17 tall inside its 22-point frame: m-08's four large radio buttons stacked 24
        // apart by constraints stand on a 41-point pitch (41 − 24 = 17).
        #expect(row.height == .fixed(17))
        #expect(17 + row.insets.top + row.insets.bottom == 22)
        let spinner = try Self.element("progressIndicator", in: """
            <progressIndicator maxValue="100" displayedWhenStopped="NO" indeterminate="YES" controlSize="small" style="spinning" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                <rect key="frame" x="10" y="10" width="16" height="16"/>
            </progressIndicator>
            """)
        #expect(AppKitControlTable.scale(of: spinner) == .small)
        let entry = try #require(AppKitControlTable.entry(for: spinner))
        #expect(entry.width == .fixed(16) && entry.height == .fixed(16))
        let regular = try Self.button(#"type="push" bezelStyle="rounded""#)
        #expect(AppKitControlTable.scale(of: regular) == .regular)
    }

    /// A control size AppKit does not have is no row, not a regular one: the importer
    /// keeps the stored frame.
    @Test func anUnknownControlSizeFindsNoRow() throws {
        let node = try Self.button(#"type="push" bezelStyle="rounded" controlSize="huge""#)
        #expect(AppKitControlTable.scale(of: node) == nil)
        #expect(AppKitControlTable.entry(for: node) == nil)
    }

    /// The push button's rows are for IB's push button (`type="push"`): a bevel button with
    /// the rounded bezel and an image (half 0: m-18's six 180 × 40 image buttons, two more in
    /// m-03 and m-08) finds no row, and the importer sizes it by its cell, its stored frame
    /// (``AppKitControlTable/sizing(for:era:)``).
    @Test func onlyPushButtonsFindThePushButtonRows() throws {
        let push = try Self.button(#"type="push" bezelStyle="rounded""#)
        #expect(AppKitControlTable.style(of: push) == "rounded")
        let bevel = try Self.button(#"type="bevel" title="Open" bezelStyle="rounded" image="Background" imagePosition="overlaps""#)
        #expect(AppKitControlTable.style(of: bevel) == "bevel")
        #expect(AppKitControlTable.entry(for: bevel, era: Self.catalina) == nil)
        let sizing = try #require(AppKitControlTable.sizing(for: bevel, era: Self.catalina))
        #expect(sizing.width == .stored && sizing.height == .stored)
    }

    /// A large push button from macOS 11 keeps the frame IB stored (half 0's two are 42 and
    /// 40 tall) around an alignment rectangle 6 inside each edge: m-09's is pinned 10 from
    /// each edge of a 220 × 50 view and IB draws its 212 × 42 frame at (4, 4), 10 − 4 = 6
    /// and 220 − 20 − 212 = −12 = −(6 + 6). No row before macOS 11 (none in half 0).
    @Test func largePushButtonsAlignSixInside() throws {
        let large = try Self.button(#"type="push" bezelStyle="rounded" controlSize="large""#)
        let row = try #require(AppKitControlTable.entry(for: large, era: Self.bigSur))
        #expect(row.width == .stored && row.height == .stored)
        #expect([row.insets.top, row.insets.left, row.insets.bottom, row.insets.right] == [6, 6, 6, 6])
        #expect(220 - 10 - 10 + row.insets.left + row.insets.right == 212)
        #expect(50 - 10 - 10 + row.insets.top + row.insets.bottom == 42)
        #expect(AppKitControlTable.entry(for: large, era: Self.catalina) == nil)
    }

    /// A pop-up button (`<popUpButtonCell>`) is a 25-point frame from macOS 11 (14 of 14
    /// views), 20 tall aligned; 26 before (6 of 6), 21 aligned. A pull-down button is the
    /// same cell with `pullsDown="YES"`. From macOS 11 its frame is its title + 39 (7 of the
    /// 11 sized by their titles): an alignment rectangle of the title + 32, 3 inside the
    /// frame's leading edge and 4 inside its trailing edge — m-26's untitled one, a 39-point
    /// frame at −3 in a stack whose next view stands at 36 (4 after 32), so 3 + 32 + 4 = 39.
    /// Only the push pop-up and the textured one have rows (``AppKitControlTable/popUpTypesWithRows``):
    /// a bevel, inline, round-rect, recessed or small-square pop-up button is sized by its
    /// cell, its stored frame (the 8 regular ones outside the corpus store 12 to 25 points
    /// tall, RsyncOSX's bevels 12, 16 and 18 among them); a textured one before macOS 26 is
    /// the push one's 25-point frame around a 20-point rectangle.
    @Test(arguments: [(#"type="bevel" bezelStyle="rounded""#, "bevel"), (#"type="inline" bezelStyle="inline""#, "inline"),
                      (#"type="roundRect" bezelStyle="roundedRect""#, "roundRect"), (#"type="recessed" bezelStyle="recessed""#, "recessed"),
                      (#"type="smallSquare" bezelStyle="smallSquare""#, "smallSquare")])
    func popUpButtonsOfOtherTypesAreSizedByTheirCells(cell: String, style: String) throws {
        let node = try Self.button(cell + #" pullsDown="YES""#, element: "popUpButton", cellElement: "popUpButtonCell")
        #expect(AppKitControlTable.style(of: node) == style)
        #expect(AppKitControlTable.entry(for: node, era: Self.bigSur) == nil)
        let sizing = try #require(AppKitControlTable.sizing(for: node, era: Self.bigSur))
        #expect(sizing.width == .stored && sizing.height == .stored)

        let textured = try Self.button(#"type="roundTextured" bezelStyle="texturedRounded" pullsDown="YES""#,
                                       element: "popUpButton", cellElement: "popUpButtonCell")
        #expect(AppKitControlTable.style(of: textured) == "pullDown")
        let row = try #require(AppKitControlTable.entry(for: textured, era: Self.bigSur))
        #expect(row.height == .fixed(20) && 20 + row.insets.top + row.insets.bottom == 25)
    }

    @Test(arguments: ["NO", "YES"])
    func popUpAndPullDownButtons(pullsDown: String) throws {
        let node = try Self.button(#"type="push" bezelStyle="rounded" pullsDown="\#(pullsDown)""#,
                                   element: "popUpButton", cellElement: "popUpButtonCell")
        #expect(AppKitControlTable.style(of: node) == (pullsDown == "YES" ? "pullDown" : "popUp"))
        let now = try #require(AppKitControlTable.entry(for: node, era: Self.bigSur))
        #expect(now.height == .fixed(20))
        #expect(20 + now.insets.top + now.insets.bottom == 25)
        let untitled = try #require(now.frameSize(titleWidth: 0, lineHeight: 16).width)
        #expect(untitled == 39 && (now.insets.left, now.insets.right) == (3, 4))
        #expect(untitled - now.insets.left - now.insets.right == 32)
        let before = try #require(AppKitControlTable.entry(for: node, era: Self.catalina))
        #expect(21 + before.insets.top + before.insets.bottom == 26)
        #expect(before.width == .stored)
    }

    /// A pop-up button is measured by its widest item's title (it keeps its size whichever
    /// is chosen), a pull-down button by its own title: "Medium" is wider than "S" and "M".
    @Test(arguments: [("NO", "Medium"), ("YES", nil)])
    func popUpButtonsAreAsWideAsTheirWidestItem(pullsDown: String, widest: String?) throws {
        let node = try Self.element("popUpButton", in: """
            <popUpButton id="p1"><rect key="frame" x="0" y="0" width="80" height="25"/>
                <popUpButtonCell key="cell" type="push" title="S" bezelStyle="rounded" pullsDown="\(pullsDown)" id="c1">
                    <menu key="menu" id="m1"><items>
                        <menuItem title="S" state="on" id="i1"/><menuItem title="Medium" id="i2"/><menuItem title="M" id="i3"/>
                    </items></menu>
                </popUpButtonCell>
            </popUpButton>
            """)
        #expect(AppKitControlTable.widestItem(of: node) { Double($0.count) } == widest)
    }

    /// A label (a text field neither editable nor bezeled) is its text, one line tall, its
    /// frame 2 wider on each side, in either era; an editable bezeled field is 22 tall with
    /// a width of its constraints' before macOS 11 (half 0's), its stored frame from macOS 11
    /// (outside the corpus), its baseline 15 below its top in both; a rounded small field 19
    /// (from macOS 11); an editable field with no bezel, border or background aligns as a
    /// label.
    @Test func textFieldsByCell() throws {
        let label = try Self.button(#"lineBreakMode="clipping" title="Name:""#, element: "textField", cellElement: "textFieldCell")
        #expect(AppKitControlTable.style(of: label) == "label")
        let row = try #require(AppKitControlTable.entry(for: label))
        #expect(row.width == .title(padding: 0) && row.height == .title(padding: 0))
        #expect(AppKitControlTable.entry(for: label, era: Self.catalina)?.insets == row.insets)
        #expect(row.insets == LayoutInsets(top: 0, left: 2, bottom: 0, right: 2))
        // A 13-point title 40.5 wide, one line 16 tall: a frame 44.5 × 16.
        #expect(row.frameSize(titleWidth: 40.5, lineHeight: 16) == (44.5, 16))
        let field = try Self.button(#"scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES""#,
                                    element: "textField", cellElement: "textFieldCell")
        #expect(AppKitControlTable.style(of: field) == "bezel")
        let fieldRow = try #require(AppKitControlTable.entry(for: field, era: Self.catalina))
        #expect(fieldRow.height == .fixed(22) && fieldRow.width == .stored)
        let bigSurRow = try #require(AppKitControlTable.entry(for: field, era: Self.bigSur))
        #expect(bigSurRow.width == .stored && bigSurRow.height == .stored)
        #expect(bigSurRow.baseline == 15 && fieldRow.baseline == 15)
        #expect(fieldRow.frameSize(titleWidth: 30, lineHeight: 16) == (nil, 22))
        let round = try Self.button(#"controlSize="small" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" bezelStyle="round""#,
                                    element: "textField", cellElement: "textFieldCell")
        #expect(AppKitControlTable.style(of: round) == "round")
        #expect(AppKitControlTable.entry(for: round)?.height == .fixed(19))
        // An editable field with no bezel, border or background aligns 2 inside its frame's
        // sides as a label does (outside the corpus: 13 views of 8 repositories), its length
        // its constraints'; one that draws its background aligns by its frame (no row).
        let plain = try Self.button(#"editable="YES""#, element: "textField", cellElement: "textFieldCell")
        #expect(AppKitControlTable.style(of: plain) == "borderless")
        let plainRow = try #require(AppKitControlTable.entry(for: plain))
        #expect(plainRow.insets == LayoutInsets(top: 0, left: 2, bottom: 0, right: 2))
        #expect(plainRow.width == .stored && plainRow.height == .stored)
        let filled = try Self.button(#"editable="YES" drawsBackground="YES""#, element: "textField", cellElement: "textFieldCell")
        #expect(AppKitControlTable.style(of: filled) == "field")
        #expect(AppKitControlTable.entry(for: filled) == nil)
    }

    /// A centred label gives its text 4 more points in its alignment rectangle than a
    /// natural, left- or right-aligned one (``AppKitControlTable/centredLabelPadding``: the
    /// statistic outside the corpus, 15 of the 20 centred one-line labels their text sizes
    /// storing the text + 8, none the text + 4), so a 13-point "Label" whose text is 32.9
    /// wide has a 37-point rectangle and a 41-point frame (AgoraIO's video views), where a
    /// natural one has 33 and 37. A centred field (editable or bezeled) is not a label and
    /// keeps its row's length.
    @Test func centredLabelsHaveFourMorePoints() throws {
        let natural = try Self.button(#"lineBreakMode="clipping" title="Label""#, element: "textField", cellElement: "textFieldCell")
        let centred = try Self.button(#"lineBreakMode="clipping" alignment="center" title="Label""#, element: "textField", cellElement: "textFieldCell")
        let row = try #require(AppKitControlTable.entry(for: centred, era: Self.bigSur))
        #expect(AppKitControlTable.width(of: row, for: natural, title: "Label") == .title(padding: 0))
        #expect(AppKitControlTable.width(of: row, for: centred, title: "Label") == .title(padding: 4))
        var centredRow = row
        centredRow.width = AppKitControlTable.width(of: row, for: centred, title: "Label")
        #expect(centredRow.frameSize(titleWidth: 33, lineHeight: 16) == (41, 16))
        #expect(row.frameSize(titleWidth: 33, lineHeight: 16) == (37, 16))
        for alignment in ["left", "right"] {
            let other = try Self.button(#"lineBreakMode="clipping" alignment="\#(alignment)" title="Label""#,
                                        element: "textField", cellElement: "textFieldCell")
            #expect(AppKitControlTable.width(of: row, for: other, title: "Label") == .title(padding: 0))
        }
        let field = try Self.button(#"editable="YES" borderStyle="bezel" alignment="center" title="Label""#,
                                    element: "textField", cellElement: "textFieldCell")
        let fieldRow = try #require(AppKitControlTable.entry(for: field, era: Self.bigSur))
        #expect(AppKitControlTable.width(of: fieldRow, for: field, title: "Label") == fieldRow.width)
    }

    /// A separator box is a line along its frame's longer side, horizontal when the sides
    /// are equal (Apple's Box Programming Topics): a 1-point line in a 5-point frame, 2
    /// inside each long side.
    @Test(arguments: [(200.0, 5.0, "separator.horizontal"), (5.0, 120.0, "separator.vertical"), (5.0, 5.0, "separator.horizontal")])
    func separatorsFollowTheirFrame(width: Double, height: Double, style: String) throws {
        let node = try Self.element("box", in: """
            <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
            </box>
            """)
        #expect(AppKitControlTable.style(of: node) == style)
        let row = try #require(AppKitControlTable.entry(for: node))
        if style == "separator.vertical" {
            #expect(row.width == .fixed(1) && row.height == .noIntrinsicMetric)
            #expect(1 + row.insets.left + row.insets.right == 5)
        } else {
            #expect(row.height == .fixed(1) && row.width == .noIntrinsicMetric)
            #expect(1 + row.insets.top + row.insets.bottom == 5)
        }
    }

    /// Fixed sizes from the corpus: a switch's frame 42 × 25, a stepper's frame 19 × 27 (before macOS 11;
    /// 19 × 28 from it, outside the corpus), a horizontal slider's frame 28 tall from macOS 11
    /// (2 inside its sides before, outside the corpus).
    @Test func fixedSizes() throws {
        let toggle = try Self.element("switch", in: #"<switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="w1"><rect key="frame" x="0" y="0" width="42" height="25"/></switch>"#)
        let row = try #require(AppKitControlTable.entry(for: toggle))
        // The 42 × 25 frame IB stores, around a 38 × 22 alignment rectangle (2 inside its
        // sides, 1 below its top, 2 above its bottom: m-26's stacks), baseline 13.
        #expect(row.width == .fixed(38) && row.height == .fixed(22))
        #expect(row.frameSize(titleWidth: 0, lineHeight: 16) == (42, 25))
        #expect(row.baseline == 13)
        let stepper = try Self.button(#"alignment="left" maxValue="100" doubleValue="1""#, element: "stepper", cellElement: "stepperCell")
        // A stepper's 19 × 27 frame around a 13 × 23 alignment rectangle, 2 inside its top
        // and bottom and 3 inside its sides (m-13's constraints: a field's top level with the
        // stepper's 2 below its frame's, 2 after a field's trailing edge 3 inside its frame).
        let stepperRow = try #require(AppKitControlTable.entry(for: stepper, era: Self.catalina))
        #expect(stepperRow.width == .fixed(13) && stepperRow.height == .fixed(23))
        #expect(stepperRow.frameSize(titleWidth: 0, lineHeight: 17) == (19, 27))
        // From macOS 11 a 19 × 28 frame around a 13 × 20 rectangle, 4 inside its top and
        // bottom and 3 inside its sides (outside the corpus: 21 of 21 regular steppers' frames,
        // 3 repositories; Transmission's and MacPass's constraints show each side). Xcode 26's
        // have no row: none that constraints alone size shows its frame.
        let bigSurStepper = try #require(AppKitControlTable.entry(for: stepper, era: Self.bigSur))
        #expect(bigSurStepper.insets == LayoutInsets(top: 4, left: 3, bottom: 4, right: 3))
        #expect(bigSurStepper.frameSize(titleWidth: 0, lineHeight: 16) == (19, 28))
        #expect(AppKitControlTable.entry(for: stepper, era: InterfaceBuilderEra(version: 24_765)) == nil)
        let slider = try Self.button(#"state="on" alignment="left" maxValue="100" tickMarkPosition="above" sliderType="linear""#, element: "slider", cellElement: "sliderCell")
        // A slider's 28-point frame around a rectangle 20 tall, 2 inside the frame's top and
        // sides and 6 above its bottom (outside the corpus: every constraint from a slider to
        // its superview, 3 repositories — top 2 (3 of 3), leading 2 (1 of 1), trailing 2 (2
        // of 2), bottom 6 (1 of 1, iina's)).
        let sliderRow = try #require(AppKitControlTable.entry(for: slider, era: Self.bigSur))
        #expect(sliderRow.height == .fixed(20))
        #expect(sliderRow.insets == LayoutInsets(top: 2, left: 2, bottom: 6, right: 2))
        #expect(sliderRow.frameSize(titleWidth: 0, lineHeight: 16).height == 28)
        #expect(sliderRow.width == AppKitControlLength.noIntrinsicMetric)
        // Before macOS 11 a regular slider keeps its stored length and aligns 2 inside its
        // frame's sides (outside the corpus: ShortcutRecorder's width constraints of 80 on
        // 84-point frames, cocoadialog's 7 inside its view on a frame 5 inside it).
        let olderSlider = try #require(AppKitControlTable.entry(for: slider, era: Self.catalina))
        #expect(olderSlider.width == .stored && olderSlider.height == .stored)
        #expect(80 + olderSlider.insets.left + olderSlider.insets.right == 84)
        #expect(olderSlider.insets.top == 0 && olderSlider.insets.bottom == 0)
    }

    /// A regular combo box from macOS 11: the 23-point frame of the corpus's 3 combo boxes
    /// around a 20-point alignment rectangle, 1 below its top and 2 above its bottom, 1 inside
    /// its leading edge and 3 inside its trailing edge (m-25's: height and width constraints
    /// of 20 and 160 on a 164 × 23 frame, between top and bottom constraints to its stack);
    /// no row before macOS 11 (half 0 has none there).
    @Test func comboBoxFrameAroundItsAlignmentRectangle() throws {
        let combo = try Self.button(#"scrollable="YES" lineBreakMode="clipping" selectable="YES" borderStyle="bezel" drawsBackground="YES""#,
                                    element: "comboBox", cellElement: "comboBoxCell")
        let row = try #require(AppKitControlTable.entry(for: combo, era: Self.bigSur))
        #expect(row.width == .stored && row.height == .fixed(20))
        #expect(row.frameSize(titleWidth: 0, lineHeight: 16).height == 23)
        #expect(row.insets.left + 160 + row.insets.right == 164)
        #expect(AppKitControlTable.entry(for: combo, era: Self.catalina) == nil)
    }

    /// A regular tab view with tabs on top (IB leaves out its default `type`) from macOS 11
    /// aligns by a rectangle 6 below its frame's top, 7 inside its sides and 10 above its
    /// bottom, and has no intrinsic size: Apple gives no number (NSView's
    /// `alignmentRectInsets` only says that views which "draw ornamentation around their
    /// content" override it); the statistic of every such tab view outside the corpus whose
    /// constraints show its insets — Transmission's preferences, a 580 × 380 frame at
    /// (13, 4) pinned 20, 10, 20 and 20 inside a 606 × 394 view, and MacPass's database
    /// settings, 7 past its sides and 10 below it, 2 repositories. No row for other types or
    /// before macOS 11, which no constraint shows.
    @Test func tabViewsWithTabsOnTopAlignInsideTheirFrame() throws {
        func tabView(_ type: String) throws -> XMLNode {
            try Self.element("tabView", in: """
                <tabView \(type) translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="13" y="4" width="580" height="380"/>
                    <font key="font" metaFont="system"/>
                </tabView>
                """)
        }
        let row = try #require(AppKitControlTable.entry(for: try tabView(""), era: Self.bigSur))
        #expect(row.insets == LayoutInsets(top: 6, left: 7, bottom: 10, right: 7))
        #expect(row.width == .noIntrinsicMetric && row.height == .noIntrinsicMetric)
        // Transmission's: 606 − 20 − 20 = 566 wide and 394 − 10 − 20 = 364 tall, framed 580 × 380.
        #expect(566 + row.insets.left + row.insets.right == 580 && 364 + row.insets.top + row.insets.bottom == 380)
        #expect(AppKitControlTable.entry(for: try tabView(#"type="noTabsNoBorder""#), era: Self.bigSur) == nil)
        #expect(AppKitControlTable.entry(for: try tabView(""), era: Self.catalina) == nil)
    }

    /// A small checkbox from macOS 11 is a 16-point frame (9 of 25 small checkboxes of half 0
    /// and the development sets, 4 repositories) around a rectangle 14 tall, 1 inside its
    /// top, bottom and leading edge and at its trailing edge: Apple gives no number; every
    /// constraint from such a checkbox to its superview shows it (3 repositories: m-03,
    /// Sparkle, Sequel-Ace; 3 of 3 on each side but the top's 3 of 4).
    @Test func smallCheckboxesAlignInsideTheirFrame() throws {
        let node = try Self.button(#"type="check" title="Show" bezelStyle="regularSquare" imagePosition="left" controlSize="small""#)
        let row = try #require(AppKitControlTable.entry(for: node, era: Self.bigSur))
        #expect(row.insets == LayoutInsets(top: 1, left: 1, bottom: 1, right: 0))
        #expect(row.frameSize(titleWidth: 40, lineHeight: 14).height == 16)
    }

    /// A bezeled text field's row gives the height of a field in its control size's system
    /// font (13 points: 22 before macOS 11, 15 of the 23 such fields outside the corpus and
    /// in half 0, 7 repositories); in another font size the field is as tall as its font's
    /// line makes it (NSCell's `cellSize`: "the size of the image or text in the cell along
    /// with any margin areas"), which the table does not know: the frame IB stored stands
    /// (iina's font picker's 24-point field, stored 34 tall).
    @Test func aFieldInAnotherFontSizeKeepsItsStoredHeight() throws {
        let field = try Self.button(#"scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES""#,
                                    element: "textField", cellElement: "textFieldCell")
        let row = try #require(AppKitControlTable.entry(for: field, era: Self.catalina))
        #expect(AppKitControlTable.height(of: row, for: field, fontSize: 13) == .fixed(22))
        #expect(AppKitControlTable.height(of: row, for: field, fontSize: 24) == .stored)
        // A push button's bezel is as tall whatever its title's font.
        let push = try Self.button(#"type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border""#)
        let pushRow = try #require(AppKitControlTable.entry(for: push, era: Self.catalina))
        #expect(AppKitControlTable.height(of: pushRow, for: push, fontSize: 24) == .fixed(21))
    }

    /// A color well from macOS 13 (Xcode 14, tools version 21000: `NSColorWell.Style` is
    /// "macOS 13.0+" in Apple's reference) to macOS 15 aligns 3 inside its frame's sides and
    /// 2 inside its top and bottom, with no intrinsic size; before and under Xcode 26 it has
    /// no row. The numbers are the statistic outside the corpus: MacPass's 50 × 27 frame on
    /// constraints of 44 × 23, Transmission's 58 × 51 on 52 × 47, iRASPA's 102 × 100 on 96 × 96.
    @Test func colorWellsAlignInsideTheirFramesFromMacOS13() throws {
        let well = try Self.element("colorWell", in: #"<colorWell translatesAutoresizingMaskIntoConstraints="NO" id="w1"><rect key="frame" x="197" y="42" width="50" height="27"/></colorWell>"#)
        #expect(!InterfaceBuilderEra(version: 20_999).drawsVenturaControls)
        #expect(InterfaceBuilderEra(version: 21_000).drawsVenturaControls)
        let row = try #require(AppKitControlTable.entry(for: well, era: InterfaceBuilderEra(version: 21_701)))
        #expect(row.width == .noIntrinsicMetric && row.height == .noIntrinsicMetric)
        #expect(row.insets == LayoutInsets(top: 2, left: 3, bottom: 2, right: 3))
        // MacPass's constraints, 44 × 23, give the frame IB stored.
        #expect(44 + row.insets.left + row.insets.right == 50 && 23 + row.insets.top + row.insets.bottom == 27)
        #expect(AppKitControlTable.entry(for: well, era: InterfaceBuilderEra(version: 19_529)) == nil)
        #expect(AppKitControlTable.entry(for: well, era: InterfaceBuilderEra(version: 24_506)) == nil)
    }

    /// A bordered small-square button aligns 1 inside its frame's top and bottom and at its
    /// sides, its length its cell's (the stored frame less the insets); a borderless one has
    /// no row. The numbers are the statistic outside the corpus: CocoaSplit's and LuLu's
    /// 21-point frames on height constraints of 19, Sequel-Ace's 25 on 23, OpenInTerminal's
    /// 22 on 20, each as wide as its width constraint.
    @Test func borderedSmallSquareButtonsAlignInsideTheirFrames() throws {
        let bordered = try Self.button(#"type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="overlaps" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2""#)
        #expect(AppKitControlTable.style(of: bordered) == "smallSquare.bordered")
        let row = try #require(AppKitControlTable.entry(for: bordered, era: Self.catalina))
        #expect(row.width == .stored && row.height == .stored)
        #expect(row.insets == LayoutInsets(top: 1, left: 0, bottom: 1, right: 0))
        #expect(try #require(AppKitControlTable.entry(for: bordered, era: InterfaceBuilderEra(version: 24_765))).insets == row.insets)
        // CocoaSplit's 19-point constraint gives its 21-point frame.
        #expect(19 + row.insets.top + row.insets.bottom == 21)
        let borderless = try Self.button(#"type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="overlaps" alignment="center" imageScaling="proportionallyDown" inset="2""#)
        #expect(AppKitControlTable.style(of: borderless) == "smallSquare")
        #expect(AppKitControlTable.entry(for: borderless, era: Self.catalina) == nil)
    }

    /// A checkbox or radio button without a title is as wide as its box, its row's height:
    /// macOS 11's 16-point rectangle in an 18-point frame, Xcode 26's 16-point frame (the
    /// statistic outside the corpus and in half 0: m-03's and iina's 18-point frames,
    /// QLMarkdown's and SourceCodeSyntaxHighlight's 16-point ones). A titled one keeps the
    /// title's width.
    @Test func anUntitledCheckboxIsAsWideAsItsBox() throws {
        let untitled = try Self.button(#"type="check" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2""#)
        let row = try #require(AppKitControlTable.entry(for: untitled, era: Self.bigSur))
        let width = AppKitControlTable.width(of: row, for: untitled, title: AppKitControlTable.title(of: untitled))
        #expect(width == .fixed(16))
        #expect(16 + row.insets.left + row.insets.right == 18)
        let tahoe = try #require(AppKitControlTable.entry(for: untitled, era: InterfaceBuilderEra(version: 24_765)))
        #expect(AppKitControlTable.width(of: tahoe, for: untitled, title: "") == .fixed(16))
        #expect(AppKitControlTable.width(of: row, for: untitled, title: "Show") == row.width)
    }

    /// A regular bezeled field is 22 tall before Xcode 11 and 21 from Xcode 11 (tools
    /// version 15000) to macOS 11, its baseline 15 below its top either way (the statistic:
    /// half 0's and outside the corpus's 22-point fields of 14000 to 14999, ShadowsocksX-NG's
    /// and ShortcutRecorder's 21-point ones of 15400, ShadowsocksX-NG's baseline constraints).
    @Test func bezeledFieldsOfXcode11AreAPointShorter() throws {
        let field = try Self.element("textField", in: #"<textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="f1"><rect key="frame" x="222" y="254" width="60" height="21"/><textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="c1"><font key="font" metaFont="system"/></textFieldCell></textField>"#)
        #expect(!InterfaceBuilderEra(version: 14_999).drawsCatalinaControls)
        #expect(InterfaceBuilderEra(version: 15_000).drawsCatalinaControls)
        let xcode11 = try #require(AppKitControlTable.entry(for: field, era: InterfaceBuilderEra(version: 15_400)))
        #expect(xcode11.height == .fixed(21) && xcode11.baseline == 15)
        let older = try #require(AppKitControlTable.entry(for: field, era: Self.catalina))
        #expect(older.height == .fixed(22) && older.baseline == 15)
    }

    /// A pop-up button of macOS 11 has its first baseline 15 below its 25-point frame's top,
    /// 14 below its rectangle's (1 below the frame's), where a 13-point label's is 13 below
    /// its top (outside the corpus: 17 of 17 baseline constraints to such labels, MacPass and
    /// iina); Xcode 26's has none from the table.
    @Test func bigSurPopUpButtonsHaveABaseline() throws {
        let popUp = try Self.button(#"type="push" bezelStyle="rounded" pullsDown="NO""#, element: "popUpButton", cellElement: "popUpButtonCell")
        let row = try #require(AppKitControlTable.entry(for: popUp, era: Self.bigSur))
        #expect(row.baseline == 14)
        #expect(try #require(row.baseline) + row.insets.top == 15)
        #expect(try #require(AppKitControlTable.entry(for: popUp, era: InterfaceBuilderEra(version: 24_765))).baseline == nil)
    }

    /// A regular pop-up button of macOS 10.14 and 10.15 (Xcode 10 to 11: tools versions 14300
    /// to 16999) is a 25-point frame around a 21-point rectangle 1 below its top, its first
    /// baseline 16 below the frame's top (outside the corpus: ShortcutRecorder's 11 at 15400
    /// and MacPass's at 14460 store 25; its top constraints of 20 put the frame 19 below its
    /// box's top; 13-point labels on its first baseline 3 below the frame's top); before, a
    /// 26-point frame, the rectangle 2 below its top (m-17 at 14113, m-13 at 12118).
    @Test func mojavePopUpButtonsAreAPointShorter() throws {
        let popUp = try Self.button(#"type="push" bezelStyle="rounded" pullsDown="NO""#, element: "popUpButton", cellElement: "popUpButtonCell")
        #expect(!InterfaceBuilderEra(version: 14_113).drawsMojaveControls)
        #expect(InterfaceBuilderEra(version: 14_300).drawsMojaveControls)
        for version in [14_460, 15_400] {
            let row = try #require(AppKitControlTable.entry(for: popUp, era: InterfaceBuilderEra(version: version)))
            #expect(row.height == .fixed(21) && row.insets.top == 1 && 21 + row.insets.top + row.insets.bottom == 25)
            #expect(try #require(row.baseline) + row.insets.top == 16)
        }
        let older = try #require(AppKitControlTable.entry(for: popUp, era: InterfaceBuilderEra(version: 14_113)))
        #expect(older.insets.top == 2 && 21 + older.insets.top + older.insets.bottom == 26)
    }

    /// A regular checkbox (or radio button) and a regular push button of macOS 11 have their
    /// title's first baseline: the checkbox's 13 below its rectangle's top, 14 below its
    /// 18-point frame's (a 13-point label's line, 7 of 7 baseline constraints outside the
    /// corpus), the push button's 14 below its rectangle's, 19 below its 32-point frame's (5 of
    /// 5, 4 repositories), as the push button's before macOS 11; Xcode 26's rows have none.
    @Test func bigSurCheckboxesAndPushButtonsHaveABaseline() throws {
        let checkbox = try Self.button(#"type="check" title="Enable" bezelStyle="regularSquare" imagePosition="left""#)
        let checkRow = try #require(AppKitControlTable.entry(for: checkbox, era: Self.bigSur))
        #expect(checkRow.baseline == 13)
        #expect(try #require(checkRow.baseline) + checkRow.insets.top == 14)
        let push = try Self.button(#"type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border""#)
        let pushRow = try #require(AppKitControlTable.entry(for: push, era: Self.bigSur))
        #expect(pushRow.baseline == 14)
        #expect(try #require(pushRow.baseline) + pushRow.insets.top == 19)
        #expect(try #require(AppKitControlTable.entry(for: push, era: Self.catalina)).baseline == 14)
        let xcode26 = InterfaceBuilderEra(version: 24_765)
        #expect(try #require(AppKitControlTable.entry(for: checkbox, era: xcode26)).baseline == nil)
        #expect(try #require(AppKitControlTable.entry(for: push, era: xcode26)).baseline == nil)
    }

    /// A small push button keeps its cell's size (the stored frame) and aligns inside its
    /// frame: from macOS 11 by 4, 6, 7 and 6 points (outside the corpus: Vienna's
    /// constraints on each side, Scroll-Reverser's frame 6 before its stack's edge), before
    /// it by 3, 5, 6 and 5 (MacPass, CocoaSplit and Scroll-Reverser's side constraints,
    /// Scroll-Reverser's bottom ones, MacPass's centres 1.5 below its bar's); Xcode 26's has
    /// no row.
    @Test func smallPushButtonsAlignInsideTheirFrames() throws {
        let push = try Self.button(#"type="push" title="Clear" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" inset="2""#)
        let bigSur = try #require(AppKitControlTable.entry(for: push, era: Self.bigSur))
        #expect(bigSur.width == .stored && bigSur.height == .stored)
        #expect(bigSur.insets == LayoutInsets(top: 4, left: 6, bottom: 7, right: 6))
        // Vienna's 27-point frame around a 16-point rectangle.
        #expect(27 - bigSur.insets.top - bigSur.insets.bottom == 16)
        let older = try #require(AppKitControlTable.entry(for: push, era: Self.catalina))
        #expect(older.insets == LayoutInsets(top: 3, left: 5, bottom: 6, right: 5))
        #expect(AppKitControlTable.entry(for: push, era: InterfaceBuilderEra(version: 24_765)) == nil)
    }

    /// A textured rounded push button from macOS 11 keeps its cell's size and aligns 1 inside
    /// its frame's top and sides and 2 above its bottom (outside the corpus: MacPass's,
    /// RsyncOSX's and Transmission's constraints), a 23-point frame around 20 points.
    @Test func texturedRoundedButtonsAlignInsideTheirFrames() throws {
        let textured = try Self.button(#"type="roundTextured" title="Copy" bezelStyle="texturedRounded" alignment="center" lineBreakMode="truncatingTail" state="on" borderStyle="border" inset="2""#)
        #expect(AppKitControlTable.style(of: textured) == "texturedRounded")
        let row = try #require(AppKitControlTable.entry(for: textured, era: Self.bigSur))
        #expect(row.width == .stored && row.height == .stored)
        #expect(23 - row.insets.top - row.insets.bottom == 20)
        #expect(row.insets.left == row.insets.right)
        #expect(AppKitControlTable.entry(for: textured, era: Self.catalina) == nil)
        #expect(AppKitControlTable.entry(for: textured, era: InterfaceBuilderEra(version: 24_765)) == nil)
    }

    /// Xcode 26's regular bezeled field is 24 tall and aligned by its frame, its first
    /// baseline 17 below its top (outside the corpus: 7 of 7 such fields no height
    /// constraint names in Xcode 26's documents, 4 repositories; 5 of 5 baseline
    /// constraints to 13-point labels, whose baselines are 13 below their tops, 4
    /// repositories): a field laid out by it is (stored width) × 24, and a 13-point label
    /// on its baseline has its top 17 − 13 = 4 below the field's. macOS 11's row keeps the
    /// stored height and 15; a document keeping macOS 11's frames keeps macOS 11's row.
    @Test func xcode26BezeledFieldsAreTwentyFourTall() throws {
        let field = try Self.element("textField", in: """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="F1">
                <rect key="frame" x="20" y="20" width="96" height="24"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="FC1">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        let tahoe = InterfaceBuilderEra(version: 24_765)
        let row = try #require(AppKitControlTable.entry(for: field, era: tahoe))
        #expect(row.insets == LayoutInsets())
        #expect(row.width == .stored)
        #expect(row.frameSize(titleWidth: 0, lineHeight: 16) == (nil, 24))
        #expect(row.baseline == 17)
        #expect(try #require(row.baseline) - AppKitControlTable.labelBaseline(size: 13) == 4)
        let bigSur = try #require(AppKitControlTable.entry(for: field, era: Self.bigSur))
        #expect(bigSur.height == .stored && bigSur.baseline == 15)
        var stale = tahoe
        stale.keepsEarlierControlFrames = true
        #expect(try #require(AppKitControlTable.entry(for: field, era: stale)).baseline == 15)
    }

    /// Xcode 26's small stepper is 17 × 22 and aligned by its frame (outside the corpus: 3
    /// of 3 small steppers no width or height constraint names in Xcode 26's documents, 2
    /// repositories; every constraint to a neighbour at the frame's edge or centre): the
    /// frame it gives is 17 × 22 whatever its title (it has none). Before Xcode 26 a small
    /// stepper has no row (its cell's size, the stored frame).
    @Test func xcode26SmallSteppersAreSeventeenByTwentyTwo() throws {
        let stepper = try Self.element("stepper", in: """
            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                <rect key="frame" x="316" y="267" width="17" height="22"/>
                <stepperCell key="cell" controlSize="small" continuous="YES" alignment="left" minValue="6" maxValue="100" doubleValue="12" id="SC1"/>
            </stepper>
            """)
        let row = try #require(AppKitControlTable.entry(for: stepper, era: InterfaceBuilderEra(version: 24_765)))
        #expect(row.insets == LayoutInsets())
        #expect(row.frameSize(titleWidth: 0, lineHeight: 14) == (17, 22))
        #expect(AppKitControlTable.entry(for: stepper, era: Self.bigSur) == nil)
    }

    /// Every row's numbers come from half 0 of the corpus or from documents outside it (the
    /// rows say which, and which counts), never from half 1, and none is negative.
    @Test func everyRowNamesItsHalfAndCounts() {
        for row in AppKitControlTable.rows {
            #expect(row.source.hasPrefix("half 0") || row.source.hasPrefix("outside the corpus"), "\(row.elements): \(row.source)")
            let insets = [row.insets.top, row.insets.left, row.insets.bottom, row.insets.right]
            #expect(insets.allSatisfy { $0 >= 0 }, "\(row.elements)")
        }
    }
}
