// UIKit controls' intrinsic sizes and alignment insets at Interface Builder's canvas, as one
// table by kind, style and Xcode era: what `ScriptWriter.controlSize(of:)` gives a control
// whose size does not depend on its text. Each entry names its source: Apple's documentation
// where it gives a number, else the corpus's statistics (every such control of
// ../shared/conformance/ib: the size IB stored most often, with the count of views and
// documents, each control's height counted where no height constraint names it;
// docs/interop.md, "The controls' table").

import AutoLayout

/// The era facts (``InterfaceBuilderEra``, where each is named with its source) that decide
/// the controls a document's canvas draws, evaluated once for its device.
struct ControlEra: Hashable, Sendable {
    /// Whether the canvas draws iOS 13's controls or later ones.
    var drawsIOS13Controls: Bool
    /// Whether a date picker has a style other than the wheels.
    var hasDatePickerStyles: Bool
    /// Whether the canvas draws iOS 14's progress views, 4 tall.
    var drawsIOS14ProgressViews: Bool
    /// Whether the canvas draws iOS 26's controls.
    var drawsIOS26Controls: Bool
    /// Whether the canvas is an iPad's from iOS 12 on, whose bars are 50 tall.
    var drawsTallIPadBars: Bool
    /// Whether the canvas draws iOS 11's search bars.
    var drawsIOS11SearchBars: Bool
    /// Whether the canvas is a portrait iPhone with a home indicator (a notched iPhone: the
    /// device's portrait safe area has a bottom inset), whose toolbars are 49 tall.
    var drawsHomeIndicatorToolbars: Bool
    /// Whether the canvas is an iPhone's (IB's `retina…` devices), not an iPad's.
    var isPhoneCanvas: Bool

    /// The facts of an era on a device (`retina4_7`, `ipad9_7`…), in portrait unless
    /// `landscape`.
    init(era: InterfaceBuilderEra, deviceID: String?, landscape: Bool = false) {
        drawsIOS13Controls = era.drawsIOS13Controls
        hasDatePickerStyles = era.hasDatePickerStyles
        drawsIOS14ProgressViews = era.drawsIOS14ProgressViews
        drawsIOS26Controls = era.drawsXcode26Controls
        drawsTallIPadBars = deviceID?.hasPrefix("ipad") == true && era.drawsTallIPadBars
        drawsIOS11SearchBars = era.drawsIOS11SearchBars
        let device = deviceID.flatMap(InterfaceBuilderDevice.named)
        drawsHomeIndicatorToolbars = !landscape && deviceID?.hasPrefix("retina") == true && (device?.portraitInsets.bottom ?? 0) > 0
        isPhoneCanvas = deviceID?.hasPrefix("retina") == true
    }

    /// The facts at a plain tools version (tests).
    init(toolsVersion: Int, deviceID: String?, landscape: Bool = false) {
        self.init(era: InterfaceBuilderEra(version: toolsVersion), deviceID: deviceID, landscape: landscape)
    }

    /// One of the facts, by name, as a table entry names it.
    enum Fact: Sendable {
        case iOS13Controls, datePickerStyles, iOS14ProgressViews, iOS26Controls, tallIPadBars, iOS11SearchBars, homeIndicatorToolbars, phoneCanvas
    }

    /// Whether `fact` holds for the document.
    func holds(_ fact: Fact) -> Bool {
        switch fact {
        case .iOS13Controls: drawsIOS13Controls
        case .datePickerStyles: hasDatePickerStyles
        case .iOS14ProgressViews: drawsIOS14ProgressViews
        case .iOS26Controls: drawsIOS26Controls
        case .tallIPadBars: drawsTallIPadBars
        case .iOS11SearchBars: drawsIOS11SearchBars
        case .homeIndicatorToolbars: drawsHomeIndicatorToolbars
        case .phoneCanvas: isPhoneCanvas
        }
    }
}

/// One row of ``UIKitControlTable``: a control's intrinsic size (an axis without one is nil,
/// `none` in the script) and alignment insets, for an element, a style and an era.
struct UIKitControlSize: Sendable {
    /// The IB element (`stepper`, `activityIndicatorView`).
    var element: String
    /// The styles it is for, by the element's style attribute (`style`, `borderStyle`,
    /// `datePickerStyle`): nil for any, "" for none stored.
    var styles: Set<String>?
    /// The era facts that must hold (true) or not hold (false) for it.
    var era: [(ControlEra.Fact, Bool)]
    /// The intrinsic width, nil for none.
    var width: Double?
    /// The intrinsic height, nil for none.
    var height: Double?
    /// The alignment insets (top, left, bottom, right) by which its frame reaches past the
    /// rectangle its constraints place.
    var insets: LayoutInsets?
    /// A segmented control's room beside its titles: each segment is its title's width at
    /// 13 points and this (``ScriptWriter/segmentedWidth(of:padding:)``); nil for another control.
    var segmentPadding: Double? = nil
    /// Where the numbers come from.
    var source: String

    /// Whether the row is for `node` in `era`.
    func matches(_ node: XMLNode, era documentEra: ControlEra) -> Bool {
        guard node.name == element else { return false }
        if let styles, !styles.contains(UIKitControlTable.style(of: node)) { return false }
        return holds(in: documentEra)
    }

    /// Whether the row's era facts hold for a document.
    func holds(in documentEra: ControlEra) -> Bool {
        era.allSatisfy { documentEra.holds($0.0) == $0.1 }
    }
}

/// UIKit controls' intrinsic sizes and alignment insets, by kind, style and era: the first
/// row that matches a control is its size.
enum UIKitControlTable {
    /// The style a row matches a control by: the attribute IB stores it in for its element.
    static func style(of node: XMLNode) -> String {
        switch node.name {
        case "textField": node.attributes["borderStyle"] ?? ""
        case "datePicker": node.attributes["datePickerStyle"] ?? node.attributes["style"] ?? ""
        case "searchBar": node.attributes["searchBarStyle"] ?? ""
        case "button": node.attributes["buttonType"] ?? ""
        // A page control's width is its pages' (UIPageControl.size(forNumberOfPages:)).
        case "pageControl": node.attributes["numberOfPages"] ?? ""
        default: node.attributes["style"] ?? ""
        }
    }

    /// The height of a navigation bar IB draws over a scene in `era` (a simulated one, or a
    /// navigation controller's that stores no frame): the table's row for a bar of any
    /// style, as a bar placed as a view has — iOS 26's 54 (c-09's scenes under a simulated
    /// bar, Xcode 26, store their views 20 + 54 down), else 44. Not the iPads' 50 of Xcode
    /// 10 on: judged on both halves it lost a view of a half-1 iPad document (c-15), so a
    /// scene's bar there stays 44 (docs/interop.md, "Rules judged on both halves").
    static func navigationBarHeight(era: ControlEra) -> Double {
        barHeight("navigationBar", era: era)
    }

    /// The height of a toolbar IB simulates below a scene (`simulatedToolbarMetrics`) in
    /// `era`: the table's row for a toolbar placed as a view — 49 above a portrait
    /// iPhone's home indicator before iOS 26, else 44 — but, as for navigation bars, not
    /// the iPads' 50.
    static func toolbarHeight(era: ControlEra) -> Double {
        barHeight("toolbar", era: era)
    }

    /// The first row for a bar of any style in `era` that is not the iPads' tall bars.
    static func barHeight(_ element: String, era: ControlEra) -> Double {
        rows.first { row in
            row.element == element && row.styles == nil && !row.era.contains { $0.0 == .tallIPadBars } && row.holds(in: era)
        }?.height ?? 44
    }

    /// The first row for `node` in `era`, if the table has one.
    static func entry(for node: XMLNode, era: ControlEra) -> UIKitControlSize? {
        rows.first { $0.matches(node, era: era) }
    }

    /// The height a navigation bar with large titles (`prefersLargeTitles`, IB's
    /// `largeTitles="YES"`) adds below its row for the title Apple's reference says it shows
    /// "out-of-line and using a larger font" (UINavigationBar.prefersLargeTitles), which
    /// Apple gives no number for: the corpus's statistics, every such bar's stored height
    /// less its era's row — 96 = 44 + 52 for 12 of 13 bars before Xcode 26 (7 documents, 6
    /// repositories, a controller's and placed ones; one a-15 bar stores 108), 106 = 54 + 52
    /// for 11 of 12 in Xcode 26 (2 documents; b-27's 96 is a development build's, drawn
    /// with the earlier bars).
    static let largeTitleRow = 52.0

    /// The button types that show a glyph of UIKit's rather than a title (UIButton.ButtonType:
    /// `infoLight`, `infoDark`, `detailDisclosure`, `contactAdd`, `close`), sized by it.
    static let systemImageButtonTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd", "close"]

    /// The rows, the more particular first.
    static let rows: [UIKitControlSize] = [
        UIKitControlSize(element: "activityIndicatorView", styles: ["large", "whiteLarge"], era: [], width: 37, height: 37,
                         source: "corpus: 37 tall, 15 of 15 views, 10 documents; 37 wide, 9 of them (the others widened by constraints)"),
        UIKitControlSize(element: "activityIndicatorView", styles: nil, era: [], width: 20, height: 20,
                         source: "corpus: 20 tall, 26 of 28 views (medium, gray, white), 14 documents"),
        UIKitControlSize(element: "stepper", styles: nil, era: [(.iOS13Controls, true)], width: 94, height: 32,
                         source: "corpus: 94 × 32, 8 of 8 views, 3 documents, Xcode 11 to 26"),
        UIKitControlSize(element: "stepper", styles: nil, era: [], width: 94, height: 29,
                         source: "corpus: 94 × 29, 4 of 4 views, 4 documents, before Xcode 11"),
        UIKitControlSize(element: "switch", styles: nil, era: [(.iOS26Controls, true)], width: 61, height: 28,
                         insets: LayoutInsets(top: 0, left: 0, bottom: 0, right: 2),
                         source: "corpus: a 63 × 28 frame, 28 tall 26 of 26 views, 63 wide 18, 7 documents (Xcode 26); std/controls' toggle's 2 trailing"),
        UIKitControlSize(element: "pickerView", styles: nil, era: [], width: 320, height: 216,
                         source: "UIPickerView's 320 × 216 since iOS 9; corpus: 216, 5 of 13 views (6 at a compact height's 162)"),
        UIKitControlSize(element: "datePicker", styles: ["wheels"], era: [], width: 320, height: 216,
                         source: "a date picker's wheels are a picker's 320 × 216"),
        UIKitControlSize(element: "datePicker", styles: nil, era: [(.datePickerStyles, false)], width: 320, height: 216,
                         source: "before iOS 14 a date picker has only the wheels (UIDatePicker.Style, iOS 13.4+)"),
        UIKitControlSize(element: "navigationBar", styles: nil, era: [(.iOS26Controls, true)], width: nil, height: 54,
                         source: "corpus: 54, 14 of 27 views (11 are large titles' 106), 9 documents (Xcode 26)"),
        UIKitControlSize(element: "navigationBar", styles: nil, era: [(.tallIPadBars, true)], width: nil, height: 50,
                         source: "UIKit 12 on iPad: 50-point bars (corpus: 2 of 2 views, 1 document)"),
        UIKitControlSize(element: "navigationBar", styles: nil, era: [], width: nil, height: 44,
                         source: "UINavigationBar's 44; corpus: 70 of 94 views, 38 documents (others large titles' 96 and search bars' 56)"),
        UIKitControlSize(element: "toolbar", styles: nil, era: [(.tallIPadBars, true), (.iOS26Controls, false)], width: nil, height: 50,
                         source: "UIKit 12 on iPad: 50-point bars (corpus: 2 of 2 views, 2 documents)"),
        UIKitControlSize(element: "toolbar", styles: nil, era: [(.homeIndicatorToolbars, true), (.iOS26Controls, false)], width: nil, height: 49,
                         source: "a portrait iPhone with a home indicator: 49, a tab bar's height (corpus, half-0: 2 of 2 views that no height constraint sizes, b-22 and b-23 on retina6_1, Xcode 11 and 12)"),
        UIKitControlSize(element: "toolbar", styles: nil, era: [], width: nil, height: 44,
                         source: "UIToolbar's 44 (std/controls' toolbar); corpus: 5 of 5 views, 4 documents, before Xcode 11"),
        UIKitControlSize(element: "searchBar", styles: ["", "default", "prominent"], era: [(.iOS11SearchBars, true), (.iOS26Controls, false)],
                         width: nil, height: 56,
                         source: "corpus: 56, 2 of 2 views of the default style from Xcode 9 to 16, 2 documents, 2 repositories (c-31's, which nothing else sizes; b-11's, held at 56 by a constraint); the issue's documents outside the corpus: 56 with no height constraint"),
        UIKitControlSize(element: "searchBar", styles: ["minimal"], era: [(.iOS11SearchBars, true), (.iOS26Controls, false), (.phoneCanvas, true)],
                         width: nil, height: 56,
                         source: "outside the corpus: 56, every minimal search bar on an iPhone canvas from Xcode 9 that no constraint sizes, 4 views, 3 repositories (MangaReader, Xcode 10.2; Pulley's two, Xcode 12; FloatingPanel, Xcode 13); the corpus's one such bar, a-24's, is held at 44 by its height constraint at default priorities. Not on an iPad: a-22's minimal bar (ipad9_7, Xcode 11.4) is held at 44 by required hugging and resistance in a document IB shows clean"),
        UIKitControlSize(element: "searchBar", styles: nil, era: [(.iOS26Controls, false)], width: nil, height: 44,
                         source: "corpus: 44, 4 of 4 views placed as views (not table headers) before iOS 11 or of the minimal style, 4 documents (b-39, b-40 before Xcode 9; a-22's and a-24's minimal ones)"),
        UIKitControlSize(element: "tabBar", styles: nil, era: [], width: nil, height: 49,
                         source: "UITabBar's 49; corpus: 19 of 21 views, 19 documents"),
        UIKitControlSize(element: "textField", styles: ["roundedRect"], era: [(.iOS13Controls, true)], width: nil, height: 34,
                         source: "corpus: 34, 50 of 83 views, 11 documents, Xcode 11 to 26; its width is its text's (ScriptWriter.textFieldWidth)"),
        UIKitControlSize(element: "textField", styles: ["roundedRect"], era: [], width: nil, height: 30,
                         source: "corpus: 30, 6 of 7 views, 2 documents, before Xcode 11; its width is its text's (ScriptWriter.textFieldWidth)"),
        UIKitControlSize(element: "segmentedControl", styles: nil, era: [(.iOS13Controls, true)], width: nil, height: 31,
                         insets: LayoutInsets(top: 0, left: 0, bottom: 1, right: 0), segmentPadding: 20,
                         source: "corpus: a 32-point frame, 24 of 39 views, 8 documents, Xcode 11 to 26; its alignment rectangle ends a point above it. Segments 20 wider than their titles: the four controls that apportion by content and no constraint sizes, 3 repositories, store 20.0, 20.0, 20.2 and 20.5 a segment more than their titles measure; 13 of the 27 of equal segments 19.7 to 23.3 (the rest sized by constraints)"),
        UIKitControlSize(element: "segmentedControl", styles: nil, era: [], width: nil, height: 28,
                         insets: LayoutInsets(top: 0, left: 0, bottom: 1, right: 0), segmentPadding: 15.6,
                         source: "corpus: a 29-point frame, 13 of 14 views, 8 documents, before Xcode 11; aligned by 28 as later ones. Segments 15.6 wider than their titles: the median of the 9 of 18 controls of equal segments that no constraint sizes, 14.8 to 16.3, 4 repositories (the rest sized by constraints)"),
        UIKitControlSize(element: "button", styles: systemImageButtonTypes.subtracting(["close"]), era: [(.iOS26Controls, true)],
                         width: 50, height: 34, source: "corpus: 50 × 34, 3 of 3 views that no constraint sizes, 1 document (n-15, Xcode 26)"),
        UIKitControlSize(element: "button", styles: systemImageButtonTypes.subtracting(["close"]), era: [(.iOS13Controls, false)],
                         width: 22, height: 22,
                         source: "corpus: 22 wide, 23 of 23 views, 4 documents (a-27, b-36, b-39, c-16); 22 tall, all 10 that no constraint sizes vertically; before Xcode 11"),
        UIKitControlSize(element: "button", styles: ["close"], era: [(.iOS13Controls, true), (.iOS26Controls, false)],
                         width: 30, height: 30, source: "corpus: 30 × 30, 1 of 1 view (a-02, Xcode 13); UIButton.ButtonType.close is iOS 13's"),
        UIKitControlSize(element: "pageControl", styles: ["3"], era: [(.iOS26Controls, true)], width: 73, height: 25,
                         source: "corpus: 73 × 25 for 3 pages, 1 of 1 view (n-01, Xcode 26)"),
        UIKitControlSize(element: "pageControl", styles: ["3"], era: [(.iOS13Controls, true)], width: 116, height: 26,
                         source: "corpus: 116 × 26 for 3 pages, 3 of 3 views no constraint sizes across, 2 documents (a-25, b-02), Xcode 11 to 16"),
        UIKitControlSize(element: "pageControl", styles: ["3"], era: [], width: 39, height: 37,
                         source: "corpus: 39 × 37 for 3 pages, 2 of 2 views no constraint sizes across, 2 documents (b-39, c-05), before Xcode 11"),
        UIKitControlSize(element: "pageControl", styles: nil, era: [(.iOS26Controls, true)], width: nil, height: 25,
                         source: "corpus: 25, 1 of 1 view (Xcode 26)"),
        UIKitControlSize(element: "pageControl", styles: nil, era: [(.iOS13Controls, true)], width: nil, height: 26,
                         source: "corpus: 26, 3 of 3 views, 2 documents, Xcode 11 to 16"),
        UIKitControlSize(element: "pageControl", styles: nil, era: [], width: nil, height: 37,
                         source: "corpus: 37, 3 of 3 views, 3 documents, before Xcode 11"),
        UIKitControlSize(element: "progressView", styles: nil, era: [(.iOS14ProgressViews, true)], width: nil, height: 4,
                         source: "corpus: 4, 12 of 16 views, 5 documents, Xcode 12 to 26"),
        UIKitControlSize(element: "progressView", styles: nil, era: [], width: nil, height: 2,
                         source: "corpus: 2, 2 of 2 views, 2 documents, before Xcode 11; outside it, openfoodfacts-ios's Xcode 11.4 view"),
        UIKitControlSize(element: "slider", styles: nil, era: [(.iOS26Controls, true)], width: nil, height: 34,
                         source: "corpus: 34, 10 of 10 views, 2 documents (Xcode 26)"),
        UIKitControlSize(element: "slider", styles: nil, era: [], width: nil, height: 30,
                         insets: LayoutInsets(top: 0, left: 2, bottom: 1, right: 2),
                         source: "corpus: a 31-point frame, 10 of 12 views (leaving out one document's 7 rotated sliders), 4 documents, before Xcode 26; its alignment rectangle 30 tall, 2 inside the frame at each side and 1 above its bottom (issue #37 §5, documents outside the corpus; UIView.alignmentRectInsets)"),
    ]
}
