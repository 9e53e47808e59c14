// What the Interface Builder that saved a document drew differently, each fact once, named, with its source.

import LayoutScript

/// The Xcode-era facts of one document, worked out once from its `toolsVersion` (and, for
/// a development build's, its Cocoa Touch plug-in's version): how that Interface Builder
/// drew status bars, safe areas, sheets and cells. Each fact is a named property with the
/// tools versions it holds for and where the range comes from (Apple's documentation, or
/// every document of the corpus that shows it, counted in `docs/interop.md`), so that no
/// branch of the importer compares a bare tools-version literal.
struct InterfaceBuilderEra: Equatable {
    /// The version the facts are read at: the major part of `toolsVersion`, or the
    /// `com.apple.InterfaceBuilder.IBCocoaTouchPlugin` version where `toolsVersion` is a
    /// development build's (``developmentToolsVersion``); 0 when the document says neither.
    let version: Int

    /// The `toolsVersion` a development build of Xcode writes (`32700.99.1234`), which says
    /// nothing of the Xcode that drew the canvas. Its documents' Cocoa Touch plug-in version
    /// does: in every other document of the corpus (57 distinct tools versions, Xcode 5 to
    /// 26) the plug-in's version is within 2 % of the tools version (13771 and 13772, 24765
    /// and 24743), and the corpus's eight `32700.99.1234` documents (six repositories) name
    /// plug-in 22684 or 22685 — Xcode 15's — and store Xcode 15's canvas: notched iPhones'
    /// safe areas single, not doubled (b-01's 47 on `retina6_0`, b-25's 48 + 44 on
    /// `retina6_1`, b-18's 47 on `retina6_7`), and the 20-point status bar on home-button
    /// iPhones (a-25's 64 under a navigation bar on `retina4_7`).
    static let developmentToolsVersion = 32_700

    /// Reads the era from the document's `toolsVersion` and plug-in version.
    init(toolsVersion: String?, pluginVersion: String?) {
        func major(_ text: String?) -> Int? { text?.split(separator: ".").first.flatMap { Int($0) } }
        let tools = major(toolsVersion) ?? 0
        version = tools == Self.developmentToolsVersion ? major(pluginVersion) ?? tools : tools
    }

    /// The era of an `<document>` element.
    init(document: XMLNode) {
        let plugin = document.child("dependencies")?.children("plugIn")
            .first { $0.attributes["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        let saved = Self(toolsVersion: document.attributes["toolsVersion"], pluginVersion: plugin?.attributes["version"]).version
        let namesAppearance = document.child("device")?.attributes["appearance"] != nil
        self.init(version: namesAppearance ? max(saved, Self.appearancesFrom) : saved)
    }

    /// Xcode 11, the first Interface Builder with light and dark appearances (iOS 13's
    /// `UIUserInterfaceStyle`): its documents' `<device>` names the canvas's `appearance`.
    /// A document that names one and a tools version below Xcode 11's release (a beta's:
    /// n-39 at 14845; a-45, b-11, b-16, n-45 at 14868) was drawn by Xcode 11's canvas, and is
    /// read at this version.
    static let appearancesFrom = 15_000

    /// The era at a plain version (tests, and documents that name none).
    init(version: Int) {
        self.version = version
    }

    // MARK: Status bars and safe areas

    /// Xcode 10 (tools version 14000) and later give a table cell's content view its
    /// table's margins, the way UIKit does (the cell's `contentView` preserves them; Apple's
    /// UITableViewCell reference): earlier canvases gave a table's cells UIView's 8 points
    /// (``ScriptWriter/hasDefaultCellMargins(_:)``).
    static let cellTableMarginsFrom = 14_000
    /// Whether the canvas gives a table cell's content view its table's margins.
    var givesCellsTableMargins: Bool { version >= Self.cellTableMarginsFrom }

    /// Xcode 9 to 10.1 (tools versions 13000 to 14799: iOS 11's and 12's canvases) and
    /// Xcode 12 on (17000: iOS 14's) give a table view cell at the top of a xib the margins
    /// a table's cells have, 16 at the sides on a screen up to 375 points wide, where Xcode 8
    /// gave it UIView's 8 and Xcode 10.2 to 11 give it 15 (``ScriptWriter/cellContentMargins()``;
    /// on a wider screen, ``ScriptWriter/xibCellSideMargin(cellWidth:screen:)``).
    /// Statistics, outside the corpus (whose xib cells of up to 375 points with a constraint
    /// to a margin are all of Xcode 10.2 to 11: n-39, a-45, a-26, 15): every xib cell of up to
    /// 375 points with a constraint to its content view's side margin in the development
    /// sets, 126 documents of 9 repositories, each laid out with 16 and with 15 — 16 places
    /// more of their views in 5 of 5 documents of 14460 and 14490 (ProtonVPN, openHAB,
    /// WooCommerce) and 35 of 35 from 17506 to 22154 (WooCommerce, ProtonVPN, Element,
    /// Habitica), 15 in 7 of 7 from 15400 to 16097 (WooCommerce, ProtonVPN, Element); before,
    /// iOS-Samples (13500) and trust-wallet (14113) at 16, four documents up to 11700 at 8.
    static let xibCellTableMargins: [Range<Int>] = [13_000 ..< 14_800, 17_000 ..< Int.max]
    /// Whether the canvas gives a top-level xib cell's content view a table cell's 16-point margins.
    var givesXibCellsTableMargins: Bool { Self.xibCellTableMargins.contains { $0.contains(version) } }
    /// Xcode 9 to 10.1 (tools versions 13000 to 14799) give a xib's cell the wide margins
    /// by its own width; later versions by the screen's (``ScriptWriter/xibCellSideMargin(cellWidth:screen:)``).
    static let xibCellMarginsByCellWidth = 13_000 ..< 14_800
    /// Whether a xib's own cell takes its side margins' class from its own width.
    var xibCellMarginsFollowCellWidth: Bool { Self.xibCellMarginsByCellWidth.contains(version) }

    /// The tools versions (Xcode 11 to 14.2) whose canvas draws a home-button iPhone
    /// (`retina3_5`, `retina4_0`, `retina4_7`, `retina5_5`) or iPad (`ipad9_7`, `ipad10_2`,
    /// `ipad10_5`, `ipad12_9`; a-04 at 15505, its top layout guide's bottom 0 on a landscape
    /// freeform canvas, and a-22 at 16097, its scenes under an opaque 50-point top bar
    /// 1024 − 50 tall, the iPads of these versions) with no status bar, storyboards
    /// and xibs alike, safe areas or top layout guides; before, and from the version that
    /// drew the iPhone 11's 48-point status bar (``iPhone11IOS13StatusBarBefore``), IB draws
    /// the 20-point bar. Every scene of the corpus on such an iPhone whose stored frames
    /// show its top agrees: c-29 (16097, the safe area's top 0), b-44 (17701), b-49 (18122)
    /// and a-24 (20037, the top layout guide's bottom 0), the xibs a-37 (15400), n-12
    /// (15705), a-43 (17156) and n-02 (18122) 0; n-33 (14460) and n-07 (14490) 20 (64
    /// under a bar), c-30 and b-02 (21701) 20, a-25 (Xcode 15), b-33 (24412) and c-09
    /// (24765) 20. Xcode 14.2's 21507 still draws none (an outside development set's
    /// iPhone 8 Plus storyboard: its 16 scenes' safe-area tops at 0), so the range ends at
    /// Xcode 14.3's ``homeButtonStatusBarFrom``, not at the iPhone 11's 21500.
    static let homeButtonStatusBarHidden = pageSheetsFrom ..< homeButtonStatusBarFrom
    /// Xcode 14.3's tools version, the first the corpus shows drawing a home-button
    /// iPhone's status bar again (c-30, b-02, a-38 at 21701).
    static let homeButtonStatusBarFrom = 21_701
    /// Whether the canvas draws a home-button iPhone's or iPad's 20-point status bar.
    var drawsHomeButtonStatusBar: Bool { !Self.homeButtonStatusBarHidden.contains(version) }

    /// The tools versions that drew the iPhone 11 (`retina6_1`) and the iPhone 12 family
    /// (`retina6_0`, `retina6_7`, `retina5_4`) with iOS 13's 44-point status bar, where UIKit
    /// gives 48, 47 and 50 from iOS 14: Xcode 12 to 14.1, below 21500 (n-27's three scenes at
    /// 21208 sit 44 down, n-06's at 21507 and a-08's five at 22505 48; b-19's iPhone 12
    /// scenes at 19529, their containers pinned to the root's top margin, 44 down, where a-44
    /// at 23504 draws 47; the corpus's other iPhone 12 documents, a-02, b-31 and b-01, are of
    /// 21701 and later; a development set's iPhone 12 Pro Max storyboard at 19529,
    /// PINRemoteImage's example, its image views 20 above the safe area's top at 24; no
    /// document shows the 12 mini, drawn as its family).
    static let iPhone11IOS13StatusBarBefore = 21_500
    /// Whether the canvas draws the iPhone 11 and the iPhone 12 with a 44-point status bar.
    var drawsIOS13NotchedStatusBar: Bool { version < Self.iPhone11IOS13StatusBarBefore }
    /// Whether the canvas draws the iPhone 11 Pro (`retina5_9`) with the 12 mini's 50-point
    /// status bar: from the version that stopped drawing iOS 13's bars
    /// (``iPhone11IOS13StatusBarBefore``), not only from ``doubledInsetsFrom`` — outside
    /// development sets' documents of 22505 (IQKeyboardManager's example: eight full-width
    /// rows from y 50) and 23504 (KeePassium's crash report scene, its safe area's top at 50);
    /// the corpus's `retina5_9` documents of 21507 to 23094 pin nothing to the safe area's top.
    var drawsMiniStyleIPhone11ProStatusBar: Bool { !drawsIOS13NotchedStatusBar }

    /// The tools version from which IB draws a notched iPhone's safe-area insets at twice
    /// their size (a full-screen view on the iPhone 11 inset 96 and 68, its status bar
    /// still 48; `retina5_9`'s 50-point bar 100): the earliest version the
    /// corpus's documents show it in (a-44, 23504, still draws a 47-point status bar on
    /// `retina6_0`; n-11 at 23727 96 on `retina6_1`).
    static let doubledInsetsFrom = 23_727
    /// Whether the canvas doubles a notched iPhone's safe-area insets.
    var doublesNotchedInsets: Bool { version >= Self.doubledInsetsFrom }

    /// The tools version from which IB draws a presented scene as a page sheet: Xcode 11
    /// (iOS 13's automatic modal presentation style, Apple's `UIModalPresentationStyle`).
    static let pageSheetsFrom = 15_000
    /// Whether the canvas draws a scene presented as a sheet as a page sheet.
    var drawsPageSheets: Bool { version >= Self.pageSheetsFrom }

    /// The tools version from which IB stores a navigation controller's bar where it draws
    /// it, below the status bar (y 20 on a home-button iPhone): Xcode 9.3. Before, IB
    /// stores every such bar at y 0, whatever it draws above it — all 20 of the corpus's and
    /// of four sets of documents outside it up to 13122 (Xcode 9.2), all of them from 13196
    /// at the status bar's height or more; a document outside the corpus of 9531 (Xcode 7)
    /// stores its scenes' views 20 points below a bar it stores at 0.
    static let barOriginsFrom = 13_196
    /// Whether a navigation controller's stored bar says where the bar starts.
    var storesBarOrigins: Bool { version >= Self.barOriginsFrom }

    /// The tools version from which IB gives a page sheet on a notched iPhone the status
    /// bar's height on top of its safe area: the earliest version the corpus's documents
    /// show it in (n-27, Xcode 14.1, 44 points; n-40 at 18122 and a-42 at 17156 store 0).
    static let sheetStatusBarFrom = 21_208
    /// Whether a page sheet on a notched iPhone keeps the status bar's height above.
    var insetsSheetsByStatusBar: Bool { version >= Self.sheetStatusBarFrom }

    // MARK: Text

    /// Xcode 12.5 to 13.4 (tools versions 18122 to 20037) lay out Dynamic Type's text styles
    /// on their canvas at the smallest text size, xSmall (Body 14 points, 19 from one
    /// baseline to the next; Apple's Human Interface Guidelines, Typography, "iOS, iPadOS
    /// Dynamic Type sizes"), where Xcode 12.4 (17701) and 14 (21225) lay them out at the
    /// default, Large (Body 17). Apple does not document it; the statistic of every label in
    /// a text style with one line (`numberOfLines` 1) and no height constraint of its own,
    /// across the repositories mirrored for the development sets (the held-out ones left
    /// out), by the line its stored height is — either size's, up to the pixel or the point:
    /// of tools versions 18000 to 20999, 20 store xSmall's line, 9 repositories (COVIDSafe,
    /// Agora's examples, Open Food Facts, Awful, ProtonVPN, Zotero, DolphiniOS, WooCommerce,
    /// WordPressAuthenticator), 3 Large's, 2 (VLC, OsmAnd); of every other version, 281
    /// Large's and 5 xSmall's, 2 (objc.io's Core Data sample of Xcode 7 and 8, Element of
    /// Xcode 10). The same labels move with the version that last saved them (Zotero's
    /// abstract, Headline, 17 tall at 20037 and 20.5 at 21701; WooCommerce's SKU, Footnote,
    /// 16 at 17701 and 21701, 14.5 at 20037); wrapping ones store xSmall's leading between
    /// lines (Body: 17, 36, 55, 74 for one to four lines).
    static let xSmallTextStyles = 18_000 ..< 21_000
    /// The text size the canvas lays text styles out at: ``ContentSizeCategory/xSmall`` in
    /// ``xSmallTextStyles``, else `large`.
    var canvasTextSize: ContentSizeCategory { Self.xSmallTextStyles.contains(version) ? .xSmall : .large }

    // MARK: Controls

    /// iOS 11's search bars (Xcode 9, tools versions 13xxx; Xcode 8's are 11xxx–12xxx): a
    /// search bar of the default style 56 tall, where it was 44 (`UIKitControlTable`'s
    /// counts; no document of the corpus holds a search bar between tools versions 7706 and
    /// 14460 to narrow the start).
    static let iOS11SearchBarsFrom = 13_000
    /// Whether the canvas draws iOS 11's search bars.
    var drawsIOS11SearchBars: Bool { version >= Self.iOS11SearchBarsFrom }

    /// iOS 13's controls (Xcode 11 on, tools version 15000): a segmented control 32 tall, a
    /// stepper 32, a rounded-rect text field 34, a page control 26 (was 37)
    /// (`UIKitControlTable`'s counts).
    static let iOS13ControlsFrom = 15_000
    /// Whether the canvas draws iOS 13's controls or later ones.
    var drawsIOS13Controls: Bool { version >= Self.iOS13ControlsFrom }

    /// iOS 14's date picker styles (Xcode 12, tools version 17000; UIDatePickerStyle is
    /// iOS 13.4's): before them a date picker is always the wheels.
    static let datePickerStylesFrom = 17_000
    /// iOS 14's progress view (Xcode 12, tools version 17000, the first with iOS 14's SDK): a
    /// track 4 tall, where it was 2. The corpus's progress views that no constraint sizes
    /// store 2 up to tools version 14460 and 4 from 17156, none between; a document outside
    /// the corpus (openfoodfacts-ios, 15702, Xcode 11.4) stores 2, so the change came after
    /// Xcode 11 (`UIKitControlTable`'s counts).
    static let iOS14ProgressViewsFrom = 17_000
    /// Whether the canvas draws iOS 14's progress views.
    var drawsIOS14ProgressViews: Bool { version >= Self.iOS14ProgressViewsFrom }
    /// Whether a date picker has a style other than the wheels.
    var hasDatePickerStyles: Bool { version >= Self.datePickerStylesFrom }

    /// Xcode 26's tools versions (24xxx; 25095 is Xcode 26.1's), whose canvas draws iOS 26's
    /// and macOS 26's controls: on iOS a switch 63 × 28, a navigation bar 54; on macOS a
    /// regular checkbox 16 tall, a push button and a pop-up button 24, each aligned by its
    /// frame (`AppKitControlTable`'s counts). Apple states the change and no number: NSView's
    /// `prefersCompactControlSizeMetrics` (macOS 26) sizes a view's controls "with compact
    /// metrics compatible with macOS 15.0 and earlier" and "defaults to NO". A development
    /// build is read at its plug-in's version (``version``).
    static let xcode26Controls = 24_000 ..< 30_000
    /// Whether the canvas draws iOS 26's and macOS 26's controls: an Xcode 26 document,
    /// unless its frames are an earlier canvas's (``keepsEarlierControlFrames``).
    var drawsXcode26Controls: Bool { Self.xcode26Controls.contains(version) && !keepsEarlierControlFrames }
    /// Whether an Xcode 26 document keeps the frames an earlier canvas laid its controls out
    /// at (``AppKitControlTable/keepsEarlierControlFrames(in:)``): Interface Builder stores
    /// the frames it last laid out, and a document opened and saved in Xcode 26 without its
    /// frames updated keeps macOS 11's controls. Set by the AppKit importer; false otherwise.
    var keepsEarlierControlFrames = false

    /// iOS 12's iPad bars (Xcode 10, tools version 14000): navigation bars and toolbars 50
    /// tall on an iPad's canvas.
    static let tallIPadBarsFrom = 14_000
    /// Whether an iPad's canvas draws 50-point navigation bars and toolbars.
    var drawsTallIPadBars: Bool { version >= Self.tallIPadBarsFrom }

    /// macOS 11's controls (Xcode 12, tools version 17000, the first with macOS 11's SDK,
    /// which brought `NSControl.ControlSize.large`, "macOS 11.0+" in Apple's reference): a
    /// push button aligns by 20 points of its 32-point frame, not 21, a pop-up button's
    /// frame is 25, not 26 (`AppKitControlTable`'s counts: half 0 of the AppKit corpus has
    /// documents at 14113 and before, and at 17701 and after, and none between).
    static let bigSurControlsFrom = 17_000
    /// Whether the canvas draws macOS 11's controls or later ones.
    var drawsBigSurControls: Bool { version >= Self.bigSurControlsFrom }

    /// macOS 13's controls (Xcode 14, tools version 21000 on, the first with macOS 13's SDK,
    /// which brought `NSColorWell.Style`, "macOS 13.0+" in Apple's reference: the default
    /// style's well "accepts drags and drops of colors"): a color well draws its well 3
    /// inside its frame's sides and 2 inside its top and bottom (`AppKitControlTable`'s
    /// counts: MacPass at 21701, Transmission at 22503, iRASPA at 23727; before,
    /// SourceCodeSyntaxHighlight's at 19529 aligns by its frame; no color well between
    /// 19529 and 21701 narrows the start).
    static let venturaControlsFrom = 21_000
    /// Whether the canvas draws macOS 13's controls or later ones.
    var drawsVenturaControls: Bool { version >= Self.venturaControlsFrom }

    /// Xcode 11 (tools version 15000, the first with macOS 10.15's SDK): a label's line in
    /// the system font is San Francisco's own, ascender to descender (13 points 16 tall),
    /// where earlier canvases gave 1.25 × the size (17). Apple documents neither: outside
    /// the corpus, 29 of the 30 one-line 13-point system-font labels of tools versions
    /// 15000 to 16999 that no height constraint names store 16 (ShortcutRecorder,
    /// ShadowsocksX-NG, IGListKit's macOS example; its other one 17), and 35 of 35 of
    /// 14000 to 14999 store 17 (4 repositories, m-17 of half 0 among them).
    static let sanFranciscoLinesFrom = 15_000
    /// Whether the canvas draws a label's system-font line at San Francisco's height.
    var drawsSanFranciscoLines: Bool { version >= Self.sanFranciscoLinesFrom }

    /// macOS 10.14's controls (Xcode 10, the first with macOS 10.14's SDK, which brought
    /// `NSAppearance.Name.darkAqua`, "macOS 10.14+" in Apple's reference): a regular pop-up
    /// button's frame is 25, its rectangle 1 below its top, where earlier canvases drew 26
    /// (`AppKitControlTable`'s counts: outside the corpus, MacPass's at 14460 and
    /// ShortcutRecorder's 11 at 15400 store 25; m-17 of half 0 at 14113 and m-13 at 12118,
    /// 26). Xcode 10.0's tools versions start at 14300; the corpus has none between 14113
    /// and 14460.
    static let mojaveControlsFrom = 14_300
    /// Whether the canvas draws macOS 10.14's controls or later ones.
    var drawsMojaveControls: Bool { version >= Self.mojaveControlsFrom }

    /// macOS 10.15's controls (Xcode 11, tools version 15000, the first with macOS 10.15's
    /// SDK, the version San Francisco's lines start at, ``sanFranciscoLinesFrom``): a regular
    /// bezeled text field 21 tall, where earlier canvases drew 22 (`AppKitControlTable`'s
    /// counts: outside the corpus, 8 of 8 such fields of tools versions 15000 to 16999, 2
    /// repositories, at 21; the 8 in the 13-point system font of 14000 to 14999, 3 repositories,
    /// m-17 of half 0 among them, at 22).
    static let catalinaControlsFrom = 15_000
    /// Whether the canvas draws macOS 10.15's controls or later ones.
    var drawsCatalinaControls: Bool { version >= Self.catalinaControlsFrom }

    /// macOS 11 (Xcode 12, tools version 17000, the first with macOS 11's SDK), whose system
    /// font is a variable font with continuous optical sizes: "Beginning in macOS 11, the
    /// system provides the San Francisco fonts in the variable font format… the system font
    /// supports dynamic optical sizes, merging the discrete optical sizes Text and Display
    /// into a single, continuous design" (Apple's Human Interface Guidelines, macOS
    /// typography). A large size's line is the display design's, shorter for its size
    /// than the text design's (``AppKitControlTable/lineHeight(size:era:)``; every one-line
    /// system-font label of 16 points or more in the development sets and half 0 is of
    /// this era: none earlier to narrow the start).
    static let opticalSizesFrom = 17_000
    /// Whether the canvas draws the system font with macOS 11's optical sizes.
    var drawsOpticalSizes: Bool { version >= Self.opticalSizesFrom }
}
