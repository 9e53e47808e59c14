// AppKit controls' intrinsic content sizes and alignment-rectangle insets, as one table by
// kind, bezel style, control size and Xcode era: the single place the AppKit importer, the
// standard library and the export read them. AppKit's reference documents the mechanism
// (NSView's `alignmentRectInsets`: "Custom views that draw ornamentation around their content
// can override this property… so the constraint-based layout system aligns views based on
// their content, rather than just their frame") and the font sizes
// (`NSFont.systemFontSize(for:)`), but no control's numbers; every number here therefore
// comes from statistics, each row saying which: the controls of half 0 of
// ../shared/conformance/appkit (the documents whose repository's FNV-1a 64 hash has its top
// bit clear, as `CorpusSplit` splits them: m-03, 06–09, 13, 14, 17, 18, 20, 24–27, 29),
// never half 1's, or ("outside the corpus") every such control of the development sets of
// real Mac documents outside it (docs/interop.md, "AppKit documents outside the corpus"),
// with their counts and repositories. A height counts where no height constraint names the
// control and IB did not flag it misplaced; an inset is the distance between the frame IB stored and the edge a
// constraint to a plain view (or a label) placed; a title's padding is the stored width less
// the title's width as Tether measures it, the median of the largest cluster within 3
// points (the others are widened by constraints). docs/interop.md, "AppKit controls".

import AutoLayout
import LayoutScript

/// A control size of AppKit (`NSControl.ControlSize`), as IB stores it in `controlSize`.
enum AppKitControlScale: String, Sendable, CaseIterable {
    case regular, small, mini, large

    /// The system font's size at this control size, what a control's title is measured
    /// in: `NSFont.systemFontSize(for:)` (the system font, `NSFont.systemFontSize`, is 13;
    /// `smallSystemFontSize` 11; the mini size's 9, IB's `miniSystem` meta font). Apple's
    /// reference gives no number for `.large` (macOS 11+): 14 is the corpus's (13 of 17
    /// large cells in half 0 store the system font at 14 points, 2 at 13, 1 at 15).
    var systemFontSize: Double {
        switch self {
        case .regular: 13
        case .small: 11
        case .mini: 9
        case .large: 14
        }
    }
}

/// How long a control is along one axis without a constraint: its intrinsic content size
/// there, or that the table does not know it.
enum AppKitControlLength: Equatable, Sendable {
    /// No intrinsic length (`NSView.noIntrinsicMetric`): constraints give it.
    case noIntrinsicMetric
    /// A fixed intrinsic length, in points of its alignment rectangle.
    case fixed(Double)
    /// The title's measured length (its width on one line, or its line height) plus
    /// `padding`, in points of its alignment rectangle.
    case title(padding: Double)
    /// The table does not know it: the length IB stored stands.
    case stored
}

/// One row of ``AppKitControlTable``: the size and insets of the controls of an element, a
/// style, a control size and an era.
struct AppKitControlSize: Sendable {
    /// The IB elements it is for (`button`, `popUpButton`).
    var elements: Set<String>
    /// The styles it is for, as ``AppKitControlTable/style(of:)`` names them; nil for any.
    var styles: Set<String>?
    /// The control sizes it is for; nil for any.
    var scales: Set<AppKitControlScale>?
    /// The era facts that must hold (true) or not hold (false) for it, as
    /// ``UIKitControlSize/era`` has them for UIKit's table; none for every era.
    var era: [(Fact, Bool)]
    /// The intrinsic width, of the alignment rectangle.
    var width: AppKitControlLength
    /// The intrinsic height, of the alignment rectangle.
    var height: AppKitControlLength
    /// The alignment insets (top, left, bottom, right) by which its frame reaches past the
    /// rectangle its constraints place.
    var insets = LayoutInsets()
    /// Where the numbers come from.
    var source: String
    /// The first baseline, in points below its alignment rectangle's top, where the corpus
    /// shows it (a label's follows from its font: ``AppKitControlTable/labelBaseline(size:)``).
    var baseline: Double?

    /// The frame's size for a title `titleWidth` wide on one line and `lineHeight` tall (as
    /// measured in ``AppKitControlScale/systemFontSize`` of its control size): each axis's
    /// alignment length plus the insets on its sides, nil on an axis with no intrinsic
    /// length or one the table does not know.
    func frameSize(titleWidth: Double, lineHeight: Double) -> (width: Double?, height: Double?) {
        func along(_ length: AppKitControlLength, title: Double, insets: Double) -> Double? {
            switch length {
            case .fixed(let value): value + insets
            case .title(let padding): title + padding + insets
            case .noIntrinsicMetric, .stored: nil
            }
        }
        return (along(width, title: titleWidth, insets: insets.left + insets.right),
                along(height, title: lineHeight, insets: insets.top + insets.bottom))
    }

    /// Whether the row is for `node` in `era`.
    func matches(_ node: XMLNode, era: InterfaceBuilderEra) -> Bool {
        guard elements.contains(node.name), let scale = AppKitControlTable.scale(of: node) else { return false }
        if let styles, !styles.contains(AppKitControlTable.style(of: node)) { return false }
        if let scales, !scales.contains(scale) { return false }
        return self.era.allSatisfy { $0.0.holds(in: era) == $0.1 }
    }

    /// One of the eras of AppKit's controls a row names (``InterfaceBuilderEra``, where each
    /// is named with its source).
    enum Fact: Sendable {
        /// macOS 10.14's: ``InterfaceBuilderEra/drawsMojaveControls``.
        case mojave
        /// macOS 10.15's: ``InterfaceBuilderEra/drawsCatalinaControls``.
        case catalina
        /// macOS 11's: ``InterfaceBuilderEra/drawsBigSurControls``.
        case bigSur
        /// macOS 13's: ``InterfaceBuilderEra/drawsVenturaControls``.
        case ventura
        /// macOS 26's: ``InterfaceBuilderEra/drawsXcode26Controls``.
        case macOS26

        /// Whether the document's canvas draws this era's controls or later ones.
        func holds(in era: InterfaceBuilderEra) -> Bool {
            switch self {
            case .mojave: era.drawsMojaveControls
            case .catalina: era.drawsCatalinaControls
            case .bigSur: era.drawsBigSurControls
            case .ventura: era.drawsVenturaControls
            case .macOS26: era.drawsXcode26Controls
            }
        }
    }
}

/// AppKit controls' intrinsic sizes and alignment insets, by kind, style, control size and
/// era: the first row that matches a control is its size.
enum AppKitControlTable {
    /// The era of documents that name none: macOS 11's canvas (Xcode 12 to 16).
    static let newestEra = InterfaceBuilderEra(version: InterfaceBuilderEra.bigSurControlsFrom)

    /// The first row for `node` in `era` (by default today's controls), if the table has one.
    static func entry(for node: XMLNode, era: InterfaceBuilderEra = newestEra) -> AppKitControlSize? {
        rows.first { $0.matches(node, era: era) }
    }

    /// How the importer sizes `node`: its row (``entry(for:era:)``), else, for a control
    /// with a cell (``cell(of:)``), ``cellSizedControl``, its cell's size, which the table
    /// does not know, else a cell-less control's own size (``selfSizedControl(for:)``); nil
    /// for a view that is no control.
    static func sizing(for node: XMLNode, era: InterfaceBuilderEra) -> AppKitControlSize? {
        entry(for: node, era: era) ?? (cell(of: node) != nil ? cellSizedControl : selfSizedControl(for: node))
    }

    /// A control IB stores without a cell that sizes itself by its kind and control size,
    /// when no row is for it (a mini switch, a small bar): an NSSwitch (an NSControl, sized
    /// by its `controlSize`, "the size of the control", Apple's NSControl reference) and an
    /// NSProgressIndicator ("resizes the progress indicator to an appropriate size depending
    /// on the value of style", its `sizeToFit()`; `controlSize`, "the size of the progress
    /// indicator"). As for a cell the table does not know, the frame IB stored stands; a
    /// bar's width is no intrinsic length, as the regular bar's row has it (a bar stretches
    /// to the width its constraints give). Nil for any other element.
    static func selfSizedControl(for node: XMLNode) -> AppKitControlSize? {
        switch node.name {
        case "switch":
            cellSizedControl
        case "progressIndicator":
            style(of: node) == "bar" ? storedHeightBar : cellSizedControl
        default:
            nil
        }
    }

    /// A bar progress indicator that no row is for: no intrinsic width, its stored height.
    static let storedHeightBar = AppKitControlSize(
        elements: [], styles: nil, scales: nil, era: [], width: .noIntrinsicMetric, height: .stored,
        source: "NSProgressIndicator.sizeToFit(): a bar is as tall as its style and control size make it, which the table has no row for, so IB's stored height stands; no intrinsic width, as the regular bar's row")

    /// A control with a cell that no row is for (a help button, an image view, a search
    /// field, a regular rounded text field, a small push button…): it has an intrinsic
    /// content size, its cell's `cellSize` ("the smallest cell size (in points) required to
    /// draw its contents… the size of the image or text in the cell along with any margin
    /// areas required by the cell's border", Apple's NSCell reference), which the table does
    /// not know, so the frame IB stored (sized to it where nothing else sizes the control)
    /// stands on both axes and the control counts as sized by its stored frame; no insets.
    static let cellSizedControl = AppKitControlSize(
        elements: [], styles: nil, scales: nil, era: [], width: .stored, height: .stored,
        source: "NSCell.cellSize: a control with a cell sizes itself to its content; the table has no row for it, so IB's stored frame stands")

    /// The cell IB stores inside a control (`<buttonCell key="cell">`), if any.
    static func cell(of node: XMLNode) -> XMLNode? {
        node.children.first { $0.attributes["key"] == "cell" }
    }

    /// A control's size: its cell's `controlSize`, else its own (a progress indicator keeps
    /// it on the element), else regular; nil for a size AppKit's enumeration does not have.
    static func scale(of node: XMLNode) -> AppKitControlScale? {
        guard let stored = cell(of: node)?.attributes["controlSize"] ?? node.attributes["controlSize"] else { return .regular }
        return AppKitControlScale(rawValue: stored)
    }

    /// A control's title: its cell's `title` attribute, else the `<string key="title">` IB
    /// writes for a longer or multi-line one; for a text field without either, the
    /// placeholder it shows instead ("the string the text field displays when empty",
    /// NSTextField.placeholderString), as UIKit's text field is as wide as the longer of its
    /// text and its placeholder; else "". Outside the corpus: Transmission's inspector, 14
    /// labels of an empty title and the placeholder "N/A" at 11 points, stored 23 wide (its
    /// text and a label's 4) where nothing widens them; half 0 has no such label.
    static func title(of node: XMLNode) -> String {
        guard let cell = cell(of: node) else { return "" }
        let title = cell.attributes["title"] ?? cell.child("string", key: "title")?.text
        if title?.isEmpty ?? true, ["textField", "secureTextField"].contains(node.name),
           let placeholder = cell.attributes["placeholderString"] { return placeholder }
        return title ?? ""
    }

    /// The widest title among a pop-up button's menu items (`<menu key="menu">`'s
    /// `<menuItem title=…>`), by `measure`; nil for a pull-down button or a control without
    /// items. A pop-up button shows its selected item, and is as wide as its widest so that
    /// choosing another does not resize it (half 0: 11 of the 13 regular pop-up buttons of
    /// macOS 11 on that no width constraint names are their widest item's title + 37 to
    /// 39 points, 4 their selected item's).
    static func widestItem(of node: XMLNode, measure: (String) -> Double) -> String? {
        guard node.name == "popUpButton", style(of: node) == "popUp",
              let items = cell(of: node)?.child("menu", key: "menu")?.child("items")?.children("menuItem") else { return nil }
        return items.compactMap { $0.attributes["title"] }.max { measure($0) < measure($1) }
    }

    /// The height of one line of a label's text in the system font at `size` points, rounded
    /// up to the whole point. From Xcode 11 (``InterfaceBuilderEra/drawsSanFranciscoLines``)
    /// the font's own line, ascender to descender (`LineMetrics.sanFrancisco`): 13 points
    /// 16 tall, 11 → 14, 9 → 11 (half 0, macOS 11 on: 46 of 49 one-line 13-point labels, 6
    /// documents; 28 of 33 at 11, 5; 1 of 1 at 9; Xcode 11's, outside the corpus: the era
    /// fact's counts). Before, 1.25 × the size: 13 → 17 (half 0: 31 of 31
    /// views, 5 documents), 11 → 14 (6 of 6, 3), 9 → 12 (13 of 13, 2), 15 → 19 (1 of 1); 16
    /// → 20 and 14 → 18 hold for 1 of their 3 views. Apple documents neither number.
    ///
    /// From macOS 11 (``InterfaceBuilderEra/drawsOpticalSizes``) a line of
    /// ``displayLineSizes`` is ``displayLineHeight`` × the size, rounded up.
    static func lineHeight(size: Double, era: InterfaceBuilderEra) -> Double {
        let ratio = era.drawsOpticalSizes && size >= displayLineSizes.lowerBound ? displayLineHeight
            : era.drawsSanFranciscoLines ? LineMetrics.sanFrancisco.lineHeight : 1.25
        return (size * ratio - 1e-9).rounded(.up)
    }

    /// The system font's sizes whose line macOS 11's optical sizes draw shorter than San
    /// Francisco's text line (``InterfaceBuilderEra/drawsOpticalSizes``): 16 points and
    /// more. Apple gives the mechanism (the variable font's continuous optical sizes) and no
    /// number: the statistic of every one-line system-font label (clipping or truncating,
    /// no height constraint, not misplaced) of macOS 11 on in the development sets and half
    /// 0 — 16 points 19 tall (2 of 2, iina), 18 → 21 (4 of 4: iina, Transmission), 20 → 24
    /// (5 of 5: OpenInTerminal, iina, m-20), 22 → 26 (3 of 3, Rectangle), 24 → 28 (1 of 1,
    /// Simplenote), 30 → 35 (1 of 1, iina): 16 views, 6 repositories, where the text line
    /// (× 1.193, rounded up) gives a point more at every size but 20. Below, the text line
    /// holds: 13 → 16 (13 of 13), 14 → 17 (5 of 5), 12 → 15 (1 of 1).
    static let displayLineSizes = 16.0...
    /// A line of ``displayLineSizes`` in ems: every one of those heights is the size ×
    /// a ratio above 1.15 (20 → 24, not 23) and at most 1.1667 (18 → 21, 24 → 28, 30 →
    /// 35), rounded up; the middle of that range. It also gives 13 → 16 and 14 → 17, but
    /// not 12 → 15 or 11 → 14 (28 of 33 of half 0's 11-point labels), the text line's.
    static let displayLineHeight = 1.16

    /// The line IB's canvas gives a label in a text style's font where it is not the style's
    /// leading in Apple's table (``TextStyle/macOSMetrics``: "Specifications: macOS built-in
    /// text styles", Human Interface Guidelines, Typography), else nil: Title 2 (17 points,
    /// leading 22) is 21 tall. Apple documents only the leading: the statistic of every
    /// one-line Title 2 label no height constraint names in half 0 and the development sets,
    /// 9 of 9 stored 21 tall, 4 documents, 2 repositories (SourceCodeSyntaxHighlight 6, tools
    /// versions 19529 to 32700; m-03 3, 23502). The other styles IB stores hold the leading —
    /// Headline and Body 16 (8 views, 3 repositories), Caption 1 13 (5), Title 1 26 (1) —
    /// but for m-03's one Large Title, stored 31 where the leading is 32, which one view
    /// alone does not make a row.
    static func textStyleLine(_ style: TextStyle) -> Double? {
        style == .title2 ? 21 : nil
    }

    /// The height of one line of a label's text in a font of its own whose metrics are
    /// `metrics` (in ems), at `size` points: its ascender and its descender each rounded to
    /// the whole point, its first baseline at the rounded ascender. Apple documents no
    /// rounding: the statistic of the Menlo labels of the development sets and half 0 that
    /// no height constraint names (half 0's three, m-18's, are stretched by constraints): 32
    /// store their rounded line, 4 repositories (LuLu, BlockBlock, KnockKnock, iina) — 11
    /// points 13 tall (11 views), 12 → 14 (6), 13 → 15 (7: 12.07 + 3.07, where rounding the
    /// line's 15.13 up gives 16), 15 → 18 (3: 13.92 + 3.54, where rounding 17.46 gives 17),
    /// 17 → 20 (4), 20 → 24 (1) — and 3 wrapping ones a point taller; the others are two
    /// lines or more, or stretched.
    static func lineHeight(size: Double, metrics: LineMetrics) -> Double {
        (size * metrics.ascender).rounded() + (size * -metrics.descender).rounded() + (size * metrics.lineGap).rounded()
    }

    /// A label's first baseline below its top, in the system font at `size` points: the
    /// font's ascender (`LineMetrics.sanFrancisco`, NSFont's `ascender`: "the distance from
    /// the baseline to the top of the tallest glyph"), rounded up to the whole point — 13
    /// points 12.4, so 13. The corpus shows only baselines relative to each other (half 0:
    /// a label's is level with a checkbox's and 2 above a pop-up button's or a bezeled
    /// field's), so the other controls' baselines are this one's plus theirs.
    static func labelBaseline(size: Double) -> Double {
        (size * LineMetrics.sanFrancisco.ascender - 1e-9).rounded(.up)
    }

    /// The width a label's text wraps at, when it wraps and its one-line text (`titleWidth`
    /// wide) is wider than that, else nil. A label wraps when its cell's `lineBreakMode` is
    /// `wordWrapping` or `charWrapping`, or absent: IB leaves out an enumeration at its zero
    /// value, and NSLineBreakMode's `byWordWrapping` is 0 (Apple's NSLineBreakMode
    /// reference; NSCell's `wraps`: wrapping "is equivalent to setting the lineBreakMode
    /// property to NSLineBreakMode.byWordWrapping"). It wraps at its `preferredMaxLayoutWidth`
    /// ("The maximum width of the text field's intrinsic content size", Apple's NSTextField
    /// reference), else at its text's width in the frame IB stored (the frame less the 2
    /// points of alignment inset on each side), as the view is loaded from the document at
    /// that frame; a text within 3 % of that width stays on one line (Tether's Inter
    /// measures within about 1 % of San Francisco, so a text IB fitted to its frame is not
    /// broken by a rounding).
    static func wrapWidth(of node: XMLNode, titleWidth: Double) -> Double? {
        guard let cell = cell(of: node), style(of: node) == "label",
              [nil, "wordWrapping", "charWrapping"].contains(cell.attributes["lineBreakMode"]) else { return nil }
        if let preferred = node.number("preferredMaxLayoutWidth"), preferred > 0 {
            return titleWidth > preferred ? preferred : nil
        }
        guard let frame = node.child("rect", key: "frame")?.number("width") else { return nil }
        let width = frame - 4
        return width > 0 && titleWidth > 1.03 * width ? width : nil
    }

    /// A row's height for `node` set in `fontSize` points: the row's, except that a text
    /// field's fixed height is that of its control size's system font
    /// (``AppKitControlScale/systemFontSize``) in its bezel, the font IB's fields have; in
    /// another size the field's cell is as tall as that font's line makes it (NSCell's
    /// `cellSize`, "the size of the image or text in the cell along with any margin areas
    /// required by the cell's border", Apple's NSCell reference), which the table does not
    /// know, so the frame IB stored stands (`stored`), as for a cell it has no row for.
    /// Outside the corpus: iina's font picker's 24-point bezeled field before macOS 11, 34
    /// tall where the row's 22 is the 13-point fields' (15 of 23 such fields, 7 repositories).
    static func height(of entry: AppKitControlSize, for node: XMLNode, fontSize: Double) -> AppKitControlLength {
        guard case .fixed = entry.height, ["textField", "secureTextField"].contains(node.name),
              let scale = scale(of: node), fontSize != scale.systemFontSize else { return entry.height }
        return .stored
    }

    /// A row's width for `node` titled `title`: the row's, except that a checkbox or radio
    /// button with no title is as wide as its box, the row's fixed height — NSCell's
    /// `cellSize`, "the size of the image or text in the cell along with any margin areas
    /// required by the cell's border" (Apple's NSCell reference): with no text, the box
    /// alone, without the gap before a title that the row's padding holds. Outside the
    /// corpus and in half 0, every untitled one that no constraint widens and IB did not
    /// leave at a fixed frame: macOS 11's 18-point frames around a 16-point box, 8 of 8, 2
    /// repositories (m-03 6, iina 2; RsyncOSX's at 21507 is 23); Xcode 26's 16-point frames, 8
    /// of 8, 2 repositories (QLMarkdown 7, SourceCodeSyntaxHighlight's radio button 1).
    ///
    /// A push button that shows only its image (`imagePosition="only"`) from macOS 11 up to
    /// Xcode 26 is as wide as the image the document's resources give
    /// (`imageWidth`) and ``imageOnlyPushButtonPadding``, by the same `cellSize`: the image
    /// and the bezel's margins, without a title's.
    ///
    /// A centred label's title has ``centredLabelPadding`` more room.
    static func width(of entry: AppKitControlSize, for node: XMLNode, title: String, imageWidth: Double? = nil,
                      era: InterfaceBuilderEra = newestEra) -> AppKitControlLength {
        if case .title(let padding) = entry.width, !title.isEmpty, style(of: node) == "label",
           cell(of: node)?.attributes["alignment"] == "center" {
            return .title(padding: padding + centredLabelPadding)
        }
        guard case .title = entry.width, title.isEmpty else { return entry.width }
        if let imageWidth, era.drawsBigSurControls, !era.drawsXcode26Controls, style(of: node) == "rounded",
           cell(of: node)?.attributes["imagePosition"] == "only" {
            return .fixed(imageWidth + imageOnlyPushButtonPadding)
        }
        guard ["check", "radio"].contains(style(of: node)), case .fixed(let box) = entry.height else { return entry.width }
        return .fixed(box)
    }

    /// The room a regular push button of macOS 11 gives an image it shows alone, beside the
    /// image's width, in its alignment rectangle (7 more at each side in its frame). Apple
    /// gives no number: outside the corpus, MacPass's 4 image-only push buttons that no width
    /// constraint names (3 documents, tools versions 18122 and 19455), 14- and 15-point
    /// template images (NSLockLockedTemplate, NSRemoveTemplate, NSActionTemplate) in frames
    /// 44 and 45 wide, 4 of 4 the image + 30; where the title's padding (20) was used for
    /// them, they were 34. Half 0 has none.
    static let imageOnlyPushButtonPadding = 16.0

    /// The room a centred label (a label whose cell's `alignment` is `center`) gives its
    /// text beside the text's own width, in its alignment rectangle (2 more at each side in
    /// its frame, as every label's). Apple gives no number and documents no difference by
    /// alignment: outside the corpus, of the one-line 11- and 13-point system-font labels
    /// of the development repositories (463 documents, 47 repositories, the held-out ones
    /// left out) that their text sizes (no width constraint of their own, stored within 4
    /// points of the text's width rounded up + 4), the 20 centred ones store the text + 8:
    /// 15 exactly (8 repositories: AgoraIO 2, ProtonVPN 2, DSFToolbar, iina 5, Cog 2,
    /// Latest, Shifty, Transmission), 4 within a point or two (text widths, as elsewhere),
    /// none the text + 4; the 627 natural, left- and right-aligned ones store the text + 4
    /// (439 exactly, 162 a point off either way, 9 the text + 8). The rectangle is the
    /// wider one: iina's quick settings place a centred "s" level with a field's trailing
    /// edge and 0 before its view's, the frame 2 outside both.
    static let centredLabelPadding = 4.0

    /// The style a row matches a control by: a button's `type` for a checkbox or radio
    /// button (`check`, `radio`), else its bezel style (`rounded` for a push button;
    /// `smallSquare.bordered` for a small-square one that draws its border, NSButton's
    /// `isBordered`, which IB stores as `borderStyle="border"`); a
    /// pop-up button's `pullDown` or `popUp` (one of a type ``popUpTypesWithRows`` leaves
    /// out, its type); a text field's `label` (neither editable nor bezeled), `bezel` (a
    /// square bezel), `round` (a rounded bezel), `borderless` (editable, with no bezel, border
    /// or background) or `field`; a box's type; a primary box's `primary.filled` where IB stores its content view filling its
    /// frame (the content area "depends on the NSBox's border type, title location…", Box
    /// Programming Topics, "Setting a Box's Subviews": such a box draws no margin and aligns
    /// by its frame — outside the corpus, 8 boxes of tools versions 24128 to 24765 store it,
    /// BlockBlock, LuLu, Transmission, and the 2 whose constraints show it align so), else `primary.untitled` without a title (`titlePosition="noTitle"`);
    /// a separator's with its orientation (`separator.horizontal`: "oriented along the
    /// longest axis of the view; if the bounds are equal, horizontal", Apple's Box
    /// Programming Topics, "Using a Box to Create a Separator"); a progress indicator's
    /// `style` (`bar`, `spinning`); a tab view's `type` (`topTabsBezelBorder`, IB's default,
    /// which it leaves out: NSTabView.TabType's `topTabsBezelBorder`); else the cell's
    /// `style` or "".
    static func style(of node: XMLNode) -> String {
        let cell = cell(of: node)
        let attributes = cell?.attributes ?? [:]
        switch node.name {
        case "button":
            if let type = attributes["type"], type == "check" || type == "radio" { return type }
            // A rounded bezel is a push button's only on IB's push button (`type="push"`): a
            // button of another type with it (`bevel`, an image button) is that type.
            if let type = attributes["type"], type != "push", attributes["bezelStyle"] == "rounded" { return type }
            // A small-square bezel that draws its border (NSButton's `isBordered`, IB's
            // `borderStyle="border"`) is `smallSquare.bordered`.
            if attributes["bezelStyle"] == "smallSquare", attributes["borderStyle"] == "border" { return "smallSquare.bordered" }
            return attributes["bezelStyle"] ?? ""
        case "popUpButton":
            // A pop-up button of a type no row is for is that type (``popUpTypesWithRows``).
            if let type = attributes["type"], popUpTypesWithRows[type] == nil { return type }
            if let bezel = attributes["bezelStyle"], !popUpTypesWithRows.values.contains(bezel) { return bezel }
            return cell?.flag("pullsDown") == true ? "pullDown" : "popUp"
        case "textField", "secureTextField":
            if attributes["bezelStyle"] == "round" { return "round" }
            if attributes["borderStyle"] == "bezel" { return "bezel" }
            if cell?.flag("bezeled") != true, attributes["borderStyle"] == nil, cell?.flag("editable") == true,
               cell?.flag("drawsBackground") != true { return "borderless" }
            return cell?.flag("editable") == true || cell?.flag("bezeled") == true ? "field" : "label"
        case "box":
            let type = node.attributes["boxType"] ?? "primary"
            if type == "primary", let frame = node.child("rect", key: "frame") {
                if let content = node.child("view", key: "contentView")?.child("rect", key: "frame"),
                   ["x", "y"].allSatisfy({ content.number($0) ?? 0 == 0 }),
                   ["width", "height"].allSatisfy({ content.number($0) == frame.number($0) }) { return "primary.filled" }
                if node.attributes["titlePosition"] == "noTitle" { return "primary.untitled" }
            }
            guard type == "separator", let frame = node.child("rect", key: "frame"),
                  let width = frame.number("width"), let height = frame.number("height") else { return type }
            return height > width ? "separator.vertical" : "separator.horizontal"
        case "progressIndicator":
            return node.attributes["style"] ?? "bar"
        case "tabView":
            return node.attributes["type"] ?? "topTabsBezelBorder"
        default:
            return attributes["style"] ?? ""
        }
    }

    /// Whether an Xcode 26 document's controls keep an earlier canvas's frames: more of its
    /// regular checkboxes and radio buttons, push buttons and pop-up buttons that constraints
    /// place (not `fixedFrame`, not misplaced, no height constraint of their own, not of the
    /// app's class) store macOS 11's heights (18, 32, 25) than macOS 26's (16, 24, 24).
    /// Interface Builder stores the frames it last laid out ("Update Frames" lays a view out
    /// again), so a document saved by Xcode 26 without its frames updated keeps the controls
    /// of the canvas that laid it out last. Apple gives no number: the statistic of every
    /// Xcode 26 document of half 0 (none) and the development sets with such controls, 12
    /// documents of 10 repositories — ViennaRSS's preferences (24765: 16 checkboxes at 18, 2
    /// push buttons at 32, 6 pop-up buttons at 25, one checkbox at 16) and LuLu's alert window
    /// (24765: 3 checkboxes at 18, a pop-up button at 25, none at Xcode 26's) keep macOS 11's
    /// frames throughout; the other 10 (QLMarkdown 29 of 29 at Xcode 26's, Rectangle 36 of
    /// 38, OpenInTerminal 20 of 22, SourceCodeSyntaxHighlight 9 of 9, Transmission 7 of 7,
    /// Sequel-Ace 4 of 4, BlockBlock, LuLu's rule sheet, ViennaRSS's main window) store none
    /// of macOS 11's.
    static func keepsEarlierControlFrames(in document: XMLNode) -> Bool {
        var earlier = 0, xcode26 = 0
        func visit(_ node: XMLNode) {
            if scale(of: node) == .regular, node.attributes["misplaced"] != "YES", !node.flag("fixedFrame"),
               node.attributes["customModule"] == nil,
               !(node.child("constraints")?.children("constraint").contains { $0.attributes["firstAttribute"] == "height" && $0.attributes["secondItem"] == nil } ?? false),
               let height = node.child("rect", key: "frame")?.number("height") {
                let heights: (earlier: Double, xcode26: Double)? = switch (node.name, style(of: node)) {
                case ("button", "check"), ("button", "radio"): (18, 16)
                case ("button", "rounded"): (32, 24)
                case ("popUpButton", "popUp"): (25, 24)
                default: nil
                }
                if let heights {
                    if height == heights.earlier { earlier += 1 }
                    if height == heights.xcode26 { xcode26 += 1 }
                }
            }
            node.children.forEach(visit)
        }
        visit(document)
        return earlier > xcode26
    }

    /// The pop-up buttons' cell types the pop-up rows are for, with their bezel styles: IB's
    /// push pop-up (`type="push" bezelStyle="rounded"`, its default) and its textured one,
    /// which stores the same frame before macOS 26 (4 of 4 at 25, or 30 around a rectangle
    /// its constraints make 50 × 25, outside the corpus: MacPass, Transmission, Sequel-Ace,
    /// LuLu). A pop-up button of another type (`bevel`, `inline`, `roundRect`, `recessed`,
    /// `smallSquare`) is sized by its cell, as a button of another bezel is (NSCell's
    /// `cellSize`: "the size of the image or text in the cell along with any margin areas
    /// required by the cell's border"): Apple gives no number, and the 8 regular ones of
    /// half 0 and the development sets, 4 repositories, store frames 12 to 25 tall, one at the
    /// push row's 25 (RsyncOSX's bevels 12, 16, 18; SourceCodeSyntaxHighlight's bevel 15,
    /// inline 14, round-rect 15; MacPass's recessed 19; Sequel-Ace's small-square 25).
    static let popUpTypesWithRows = ["push": "rounded", "roundTextured": "texturedRounded"]

    /// The rows, the more particular first.
    static let rows: [AppKitControlSize] = [
        // macOS 26's controls (Xcode 26's canvas): each aligned by its frame. Apple gives no
        // number; the statistic of the development sets outside the corpus (half 0 has no
        // Xcode 26 document): of their Xcode 26 documents' regular controls that constraints
        // place (not `fixedFrame`), with no height constraint of their own and not misplaced.
        // The exceptions are stale frames: Vienna's preferences (and three of LuLu's views)
        // keep macOS 11's sizes throughout, 18, 32 and 25 tall.
        AppKitControlSize(elements: ["button"], styles: ["rounded"], scales: [.regular], era: [(.bigSur, true), (.macOS26, true)],
                          width: .title(padding: 24), height: .fixed(24),
                          source: "outside the corpus (Xcode 26): a 24-point frame, 20 of 24 push buttons, 6 repositories (Rectangle, SourceCodeSyntaxHighlight, Transmission, QLMarkdown, OpenInTerminal, Sequel-Ace; Vienna's 2 at 32, 2 at 21); aligned by the frame, by every constraint from one to its superview, 4 repositories: bottom 0 (3 of 3), leading 0 (2 of 2), trailing 0 (4 of 5; the fifth 40, a constant not its inset); the frame the title + 24, the median of the 10 sized by their titles (stored within 3 points of it, 5 repositories: 7 at + 24, 2 at + 23, 1 at + 22)"),
        AppKitControlSize(elements: ["button"], styles: ["check", "radio"], scales: [.regular], era: [(.bigSur, true), (.macOS26, true)],
                          width: .title(padding: 21.4), height: .fixed(16),
                          source: "outside the corpus (Xcode 26): a 16-point frame, 62 of 83 checkboxes and radio buttons, 9 repositories (QLMarkdown 24, OpenInTerminal 15, Rectangle 12, SourceCodeSyntaxHighlight 3, Sequel-Ace 2, LuLu 2, Transmission 2, BlockBlock 1, Vienna 1; Vienna's preferences' 16 and LuLu's 3 at 18, 2 at 32); aligned by the frame, by every constraint from one to its superview, 6 repositories: leading 0 (5 of 5), trailing 0 (3 of 3), top 0 (2 of 2), bottom 0 (4 of 4); the frame the title + 21.4 rounded up to the whole point, the median over the 37 sized by their titles (stored within 3 points of it, 8 repositories: 23 at it, 14 a point narrower)"),
        AppKitControlSize(elements: ["popUpButton"], styles: ["popUp"], scales: [.regular], era: [(.bigSur, true), (.macOS26, true)],
                          width: .title(padding: 46), height: .fixed(24),
                          source: "outside the corpus (Xcode 26): a 24-point frame, 28 of 39 pop-up buttons, 6 repositories (Rectangle 18, OpenInTerminal 3, QLMarkdown 3, Transmission 2, SourceCodeSyntaxHighlight 1, BlockBlock 1; Vienna's preferences' 8 and LuLu's 1 at 25 or 26); aligned by the frame, by every constraint from one to its superview, 4 repositories: bottom 0 (3 of 3), top 0 (1 of 1), leading 0 (1 of 1), trailing 0 (2 of 3); the frame the widest item's title + 46 to 47, the 5 sized by their titles, 4 repositories (+ 47: QLMarkdown 2, Rectangle 1; + 46: BlockBlock, Transmission): + 47, the median, loses those two documents 3 views of the development sets and gains none there, so + 46"),
        AppKitControlSize(elements: ["textField", "secureTextField"], styles: ["bezel"], scales: [.regular], era: [(.bigSur, true), (.macOS26, true)],
                          width: .stored, height: .fixed(24),
                          source: "outside the corpus (Xcode 26; half 0 has none): a 24-point frame, 7 of 7 regular bezeled fields no height constraint names in the Xcode 26 documents that keep no earlier frames, 4 repositories (QLMarkdown 3, SourceCodeSyntaxHighlight 2, Rectangle's and Sequel-Ace's of the app's class 1 each; ViennaRSS's preferences' 2 at 21 keep macOS 11's frames), and LuLu's 2 with height constraints of 24; aligned by the frame: every constraint from one to its superview or a label's side (leading, trailing, top and bottom 0; Sequel-Ace, LuLu, QLMarkdown, SourceCodeSyntaxHighlight, Rectangle) and every width constraint (6 of 6 the frame's width: QLMarkdown 3, LuLu 2, Rectangle); its first baseline 17 below its top, 5 of 5 constraints tying it to a 13-point label's baseline (13 below the label's top), 4 repositories (SourceCodeSyntaxHighlight 2, QLMarkdown, Rectangle, Sequel-Ace), where macOS 11's 21-point fields have 15 (ViennaRSS's preferences, 4 of 4)", baseline: 17),
        // Push buttons.
        AppKitControlSize(elements: ["button"], styles: ["rounded"], scales: [.regular], era: [(.bigSur, true)],
                          width: .title(padding: 20), height: .fixed(20),
                          insets: LayoutInsets(top: 5, left: 7, bottom: 7, right: 7),
                          source: "half 0: a 32-point frame, 18 of 18 views, 5 documents; aligned 5 below the frame's top (3 documents), 7 inside its leading edge (3), its centre 1 above the frame's (1: bottom 7), trailing 7 as leading; the frame the title + 34, 8 of 17 views, 4 documents; outside the corpus, its first baseline 19 below its frame's top, 14 below its rectangle's, as before macOS 11 (the row below): every baseline constraint from such a button to a 13-point label (13 below its top: 6 above), a pop-up button of its era (15 below: 4 above) or an 11-point one (11 below: 8 above), 5 of 5, 4 repositories (RsyncOSX, Sparkle, MacPass, iina)", baseline: 14),
        AppKitControlSize(elements: ["button"], styles: ["rounded"], scales: [.regular], era: [(.bigSur, false)],
                          width: .title(padding: 28), height: .fixed(21),
                          insets: LayoutInsets(top: 4, left: 6, bottom: 7, right: 6),
                          source: "half 0: a 32-point frame, 10 of 14 views (4 at 33), 4 documents; aligned 4 below the frame's top (2 documents), 6 inside its leading edge (2) and trailing edge (1); bottom 7 as macOS 11's (no constraint shows it); the frame the title + 40, 13 of 13 views, 3 documents; its baseline 5 below a label's frame-to-baseline, 18 below its frame's top (2 constraints, 1 document; and 3 below a bezeled field's, 1), 14 below its alignment rectangle's", baseline: 14),
        AppKitControlSize(elements: ["button"], styles: ["rounded"], scales: [.small], era: [(.bigSur, true), (.macOS26, false)],
                          width: .stored, height: .stored,
                          insets: LayoutInsets(top: 4, left: 6, bottom: 7, right: 6),
                          source: "outside the corpus (macOS 11 on, not Xcode 26; half 0's two, m-03's, are in grid cells): aligned 6 inside the frame's sides, a point inside the regular push button's 7 — Vienna's downloads window (8 before its view's trailing edge, the frame 2 before it) and its info window (at a field's trailing edge, the frame 6 past it), Scroll-Reverser's (its frame at −6 in a stack whose edge is at 0) — 4 below its top (Vienna: 2 of 2, 2 and 8 below a scroll view and a field, the frames 2 below them less 4) and 7 above its bottom (Vienna: 2 of 2, 2 above its view's bottom and 10 above a separator's line); its length its cell's, the stored frame less the insets (27 tall in 7 of the 9 no constraint sizes, 4 repositories: Vienna, iina, Scroll-Reverser, Transmission; m-03's 2 at 31)"),
        AppKitControlSize(elements: ["button"], styles: ["rounded"], scales: [.small], era: [(.bigSur, false)],
                          width: .stored, height: .stored,
                          insets: LayoutInsets(top: 3, left: 5, bottom: 6, right: 5),
                          source: "outside the corpus (before macOS 11; half 0 has none): aligned 5 inside the frame's sides, by every constraint from such a button to its view's side, 3 repositories — trailing 5 (MacPass 2, CocoaSplit 1, Scroll-Reverser 1), leading 5 (Scroll-Reverser 1); 6 above its bottom (Scroll-Reverser: 2 of 2 bottom constraints) and 3 below its top (MacPass: 3 buttons centred on a 30-point bar, their 27-point frames' centres 1.5 below its centre, so bottom − top = 3); its length its cell's, the stored frame less the insets (27 tall: MacPass 3, CocoaSplit 2; Scroll-Reverser's 28)"),
        AppKitControlSize(elements: ["button"], styles: ["rounded"], scales: [.large], era: [(.bigSur, true)],
                          width: .stored, height: .stored,
                          insets: LayoutInsets(top: 6, left: 6, bottom: 6, right: 6),
                          source: "half 0: 2 of 2 large push buttons, 2 documents, frames 42 (m-09) and 40 (m-08) tall, so the frame IB stored stands; aligned 6 inside the frame's four edges (m-09: constraints of 10 from each edge of a 220 × 50 view to a 212 × 42 frame at (4, 4); m-08: 8 after a radio button's alignment rectangle to a frame 2 after it)"),
        AppKitControlSize(elements: ["button"], styles: ["texturedRounded"], scales: [.regular], era: [(.bigSur, true), (.macOS26, false)],
                          width: .stored, height: .stored,
                          insets: LayoutInsets(top: 1, left: 1, bottom: 2, right: 1),
                          source: "outside the corpus (macOS 11 on, not Xcode 26; half 0 has none): a textured rounded push button (`bezelStyle=\"texturedRounded\"`) aligns 1 inside the frame's trailing edge (6 of 6 constraints to its view, 3 repositories: MacPass, RsyncOSX, Transmission), 2 above its bottom (4 of 4, 2: RsyncOSX, Transmission) and 1 below its top (1 of 1, MacPass); its leading edge, which no constraint shows, taken as its trailing one; its length its cell's, the stored frame less the insets (23 tall in most: 22 to 24 at RsyncOSX)"),
        // Checkboxes and radio buttons. A checkbox's and a push button's first baseline is
        // its title's ("For views that contain text… provide the correct distance between the
        // top of the view's alignment rectangle and the baseline of the top row of text",
        // NSView's `firstBaselineOffsetFromTop`, whose default, 0, leaves a view without one
        // on its edge): without it a baseline constraint ties the control's bottom.
        AppKitControlSize(elements: ["button"], styles: ["check", "radio"], scales: [.regular], era: [(.bigSur, true)],
                          width: .title(padding: 23.4), height: .fixed(16),
                          insets: LayoutInsets(top: 1, left: 2, bottom: 1, right: 0),
                          source: "half 0 (checkboxes; no regular radio button there, taken as a checkbox, as at the large size, where both have a 22-point frame aligned 3 inside its leading edge): an 18-point frame, 43 of 43 views, 3 documents; aligned 1 inside the frame's top and bottom and 2 inside its leading edge (1 document), at its trailing edge (m-03's 17 checkboxes filling their grid cells, 472-point frames in 470-point columns from 2 before them; 1 constraint of m-25: 2 documents); the frame the title + 25.4 (IB rounding it up to the whole point): outside the corpus and half 0, the 127 regular checkboxes and radio buttons in the 13-point system font sized by their titles (stored within 3 points of the title + 24; 7 repositories: iina 48, Transmission 47, ViennaRSS 11, m-24 7, MacPass 6, Sequel-Ace 5, m-03 3) store a rectangle whose width less Tether's title has a median of 23.89, half a point of it IB's rounding up: 23.4, which gives 71 of the 127 frames (+ 24 gave 45, and 70 a point narrower); its first baseline 14 below its frame's top, 13 below its rectangle's — the 16-point rectangle a 13-point label's line, whose baseline is 13 below its top: every baseline constraint from such a checkbox to a 13-point label (1 below the label's frame), a pop-up button of its era (15 below its top: 1 above) or a bezeled field (15: 1 above), 7 of 7, iina's general and codec preferences; before macOS 11 the row below's 13 below the frame's top", baseline: 13),
        AppKitControlSize(elements: ["button"], styles: ["check", "radio"], scales: [.regular], era: [(.bigSur, false)],
                          width: .title(padding: 18), height: .fixed(14),
                          insets: LayoutInsets(top: 2, left: 2, bottom: 2, right: 2),
                          source: "half 0 (checkboxes): an 18-point frame, 22 of 22 views, 4 documents; aligned 2 inside the frame's top (2 documents), leading (1, 3 constraints) and trailing edges (1), bottom 2 as top; the frame the title + 22, 5 of 12 views, 4 documents; its baseline level with a 13-point label's, 13 below its frame's top (1 constraint; 2 above a bezeled field's, 1), 11 below its alignment rectangle's", baseline: 11),
        AppKitControlSize(elements: ["button"], styles: ["check", "radio"], scales: [.small], era: [(.bigSur, true)],
                          width: .stored, height: .fixed(14),
                          insets: LayoutInsets(top: 1, left: 1, bottom: 1, right: 0),
                          source: "half 0 and outside the corpus: a 16-point frame, 9 of the 25 small checkboxes from macOS 11 (m-03 3, Sparkle 3, ViennaRSS 2, Sequel-Ace 1; Sequel-Ace's export dialog stores its other 15 in 18-point frames, in a tab view whose items' views are not imported, and LuLu one 15 tall in a 13-point font); aligned 1 inside the frame's top, bottom and leading edge and at its trailing edge, as the regular checkbox a point smaller, by every constraint from such a checkbox to its superview, 3 repositories: top 1 (Sparkle, Sequel-Ace: 3 of 4; LuLu's 15-point one 0), bottom 1 (m-03, Sparkle: 3 of 3), leading 1 (Sequel-Ace, Sparkle: 3 of 3), trailing 0 (m-03, Sequel-Ace, Sparkle: 3 of 3)"),
        AppKitControlSize(elements: ["button"], styles: ["check", "radio"], scales: [.large], era: [(.bigSur, true)],
                          width: .title(padding: 25), height: .fixed(17),
                          insets: LayoutInsets(top: 2.5, left: 3, bottom: 2.5, right: 0),
                          source: "half 0 (5 radio buttons and a checkbox, 1 document): a 22-point frame, 6 of 6 views; aligned 3 inside the frame's leading edge (7 constraints), at its trailing edge (2), 17 tall (4 of 4 radio buttons stacked 24 apart by constraints on a 41-point pitch), 2.5 below its top (1 top constraint), so 2.5 above its bottom (5 centre constraints to 24-point images put the centre 0.5 higher, which the pitch does not allow); the frame the title (14 points) + 28, 5 of 5 views"),
        // Small-square (gradient) buttons.
        AppKitControlSize(elements: ["button"], styles: ["smallSquare.bordered"], scales: [.regular], era: [],
                          width: .stored, height: .stored,
                          insets: LayoutInsets(top: 1, left: 0, bottom: 1, right: 0),
                          source: "outside the corpus (half 0 has none; any era, Xcode 26's too): every bordered small-square button whose own height constraint shows its insets, 4 repositories — a frame 2 taller than the constraint and as wide: CocoaSplit 21 on 19 (14460), LuLu 21 on 19 (24128), Sequel-Ace 25 on 23 and OpenInTerminal's two 22 on 20 (24765); its bottom 1 above the frame's (CocoaSplit: the frame at y −1 under a bottom constraint of 0 to its view; LuLu: 12 above the view's bottom, the frame 11), so its top 1 below; its sides at the frame's (CocoaSplit's buttons overlapping by 1 as their constraint says, LuLu's 8 after a label's text, Sequel-Ace's leading edge level with a field's frame). Its length is its cell's, which the table does not know: the stored frame, less the insets. A borderless one (no `borderStyle`: iRASPA's 196 × 196 on constraints of 196, Rectangle's) aligns by its frame, as a cell the table has no row for"),
        // Help buttons.
        AppKitControlSize(elements: ["button"], styles: ["helpButton"], scales: [.regular], era: [(.bigSur, true)],
                          width: .fixed(20), height: .fixed(20),
                          insets: LayoutInsets(top: 1, left: 3, bottom: 4, right: 2),
                          source: "outside the corpus (macOS 11 on; half 0 has none): a 25 × 25 frame, 15 of 15 regular help buttons, 4 repositories (iina, ViennaRSS, Transmission, Sequel-Ace); a 20 × 20 rectangle, Transmission's 4 with width and height constraints of 20 on those frames; aligned 3 inside the frame's leading edge (iina, 4 constraints 8 after a checkbox's or pop-up button's rectangle), 2 inside its trailing edge (iina 3, ViennaRSS 1, 20 or 1 before the view's edge), 1 below its top (iina: 4 below the view's top, level with a pop-up button's top) and 4 above its bottom (ViennaRSS: 20 above the view's bottom; iina: 3 centred on checkboxes' and pop-up buttons' centres)"),
        // Pop-up and pull-down buttons.
        AppKitControlSize(elements: ["popUpButton"], styles: ["popUp", "pullDown"], scales: [.regular], era: [(.bigSur, true)],
                          width: .title(padding: 32), height: .fixed(20),
                          insets: LayoutInsets(top: 1, left: 3, bottom: 4, right: 4),
                          source: "half 0: a 25-point frame, 14 of 14 views, 4 documents; aligned 1 below the frame's top and 3 inside its leading edge (1 document), its centre 1.5 above the frame's (bottom 4), 4 inside its trailing edge (1: m-26's untitled pop-up button, a 39-point frame at −3 in a stack whose next view stands at 36, 4 after its alignment rectangle); the frame the widest item's title + 37 to 39, 11 of the 13 pop-up buttons no width constraint names, 4 documents (the selected item's title: 4 of 13), and with San Francisco's fitted advances the title + 39, 7 of the 11 of macOS 11 sized by their titles (3 at + 38, 1 at + 37; half 1's one such view of macOS 11, not of Xcode 26, is widened by its constraints); outside the corpus, its first baseline 15 below the frame's top, 14 below its rectangle's, by 17 of 17 constraints tying it to a 13-point label's baseline, 2 repositories (MacPass, iina)", baseline: 14),
        AppKitControlSize(elements: ["popUpButton"], styles: ["popUp", "pullDown"], scales: [.regular], era: [(.mojave, true), (.bigSur, false)],
                          width: .stored, height: .fixed(21),
                          insets: LayoutInsets(top: 1, left: 2, bottom: 3, right: 3),
                          source: "outside the corpus (macOS 10.14 and 10.15; half 0 has none): a 25-point frame, 12 of 12 regular pop-up buttons no height constraint names, 2 repositories (ShortcutRecorder 11 at 15400, MacPass 1 at 14460); aligned by every constraint that shows it, ShortcutRecorder's layout inspector: 1 below the frame's top (3 top constraints 20 below a box's content view's top), 3 above its bottom (3 vertical spacings of 10 between pop-up buttons whose frames are 6 apart), 2 inside its leading edge (9 spacings of 8 after a label's text) and 3 inside its trailing edge (2 spacings of 8 before a label's), 21 tall as the row below; its first baseline 16 below the frame's top, 15 below its rectangle's (11 first-baseline constraints to 13-point labels)", baseline: 15),
        AppKitControlSize(elements: ["popUpButton"], styles: ["popUp", "pullDown"], scales: [.regular], era: [(.bigSur, false)],
                          width: .stored, height: .fixed(21),
                          insets: LayoutInsets(top: 2, left: 2, bottom: 3, right: 3),
                          source: "half 0: a 26-point frame, 6 of 6 views, 2 documents; aligned 2 inside the frame's leading edge (2 documents), 3 inside its trailing edge (1), its centre 0.5 above the frame's (1: bottom = top + 1), 21 tall as a push button of its era; its baseline 2 below a label's, 15 below its frame's top (7 constraints, 1 document), 13 below its alignment rectangle's", baseline: 13),
        // Text fields.
        AppKitControlSize(elements: ["textField"], styles: ["borderless"], scales: nil, era: [],
                          width: .stored, height: .stored,
                          insets: LayoutInsets(top: 0, left: 2, bottom: 0, right: 2),
                          source: "outside the corpus (half 0 has none): an editable field with no bezel, no border and no background aligns 2 inside its frame's sides, as a label does — every such field whose constraints show it, 13 views of 8 repositories: a width constraint 4 short of the frame (2 of 2: OverSight, Lunar), leading and trailing constraints 2 inside the frame (KnockKnock, OverSight 2, ProtonVPN 2, iina 3, MacPass, Sequel-Ace), where the field had no row and aligned by its frame; one that draws its background aligns by its frame (Lunar's 14 of 14, width constraints the frame's) and keeps no row. Its length is its constraints' or its cell's, which the table does not know: the frame IB stored, less the insets"),
        AppKitControlSize(elements: ["textField"], styles: ["label"], scales: nil, era: [],
                          width: .title(padding: 0), height: .title(padding: 0),
                          insets: LayoutInsets(top: 0, left: 2, bottom: 0, right: 2),
                          source: "half 0: aligned 2 inside the frame's leading edge (30 constraints, 10 documents), at its top (14 constraints, 7 documents), trailing 2 as leading; the frame the title + 4.2 to 4.5 (cluster medians, 15 and 19 views, IB rounding the frame up to whole points); one line's height"),
        AppKitControlSize(elements: ["textField", "secureTextField"], styles: ["bezel"], scales: [.regular], era: [(.bigSur, false), (.catalina, true)],
                          width: .stored, height: .fixed(21),
                          source: "outside the corpus (Xcode 11; half 0 has none): 21, 8 of 8 regular bezeled fields no height constraint names, 2 repositories (ShadowsocksX-NG 7, ShortcutRecorder 1; before Xcode 11 22, the row below); its baseline 15 below its top, as before and after, by 5 of 5 constraints tying it to a 13-point label's baseline (ShadowsocksX-NG)", baseline: 15),
        AppKitControlSize(elements: ["textField", "secureTextField"], styles: ["bezel"], scales: [.regular], era: [(.bigSur, false), (.catalina, false)],
                          width: .stored, height: .fixed(22),
                          source: "half 0: 22, 9 of 10 editable bezeled fields, 2 documents, and the 1 secure field, all before macOS 11 (none later); its baseline 2 below a label's, 15 below its top (9 constraints, 2 documents; the secure field 1)", baseline: 15),
        AppKitControlSize(elements: ["textField", "secureTextField"], styles: ["bezel"], scales: [.regular], era: [(.bigSur, true)],
                          width: .stored, height: .stored,
                          source: "outside the corpus (macOS 11 on; half 0 has none): its baseline 15 below its top, 26 of 28 constraints tying a regular bezeled field's last baseline to a 13-point label's, 3 repositories (MacPass, ViennaRSS, iina: 25 on 21-point frames, 6 above the bottom; 1 on a 20-point Menlo field, 5 above), as before macOS 11 (the row above); the 2 others on 24-point frames of Xcode 26 (Sequel-Ace, Rectangle) 17 below. Its height stays the frame IB stored: 21 in 63 of the 116 such fields with no height constraint of their own (5 repositories), 22 in Sequel-Ace's 49, 20 in MacPass's 2 Menlo fields, 24 in 2 (a fixed 21 loses 8 views of half 1's m-21)", baseline: 15),
        AppKitControlSize(elements: ["textField", "secureTextField"], styles: ["round"], scales: [.small], era: [(.bigSur, true)],
                          width: .stored, height: .fixed(19),
                          source: "half 0: 19, 11 of 11 small rounded fields, 1 document, macOS 11 on (none earlier)"),
        // Combo boxes.
        AppKitControlSize(elements: ["comboBox"], styles: nil, scales: [.regular], era: [(.bigSur, true)],
                          width: .stored, height: .fixed(20),
                          insets: LayoutInsets(top: 1, left: 1, bottom: 2, right: 3),
                          source: "half 0: a 23-point frame, 1 of 1 view (m-25, macOS 11 on; the corpus's 3 regular combo boxes, 2 documents, all 23 tall); aligned 1 below the frame's top and 2 above its bottom (a top and a bottom constraint to its stack, with a height constraint of 20), 1 inside its leading edge and 3 inside its trailing edge (a width constraint of 160 on a 164-point frame, 80 after a label's text, its stack ending at its alignment rectangle)"),
        // Sliders, steppers, switches, segmented controls.
        AppKitControlSize(elements: ["slider"], styles: nil, scales: [.regular], era: [(.bigSur, true)],
                          width: .noIntrinsicMetric, height: .fixed(20),
                          insets: LayoutInsets(top: 2, left: 2, bottom: 6, right: 2),
                          source: "half 0 and outside the corpus: a 28-point frame, 4 of 4 horizontal sliders of half 0 (m-03) and 14 of the development sets' 16 regular ones from macOS 11 not `fixedFrame` (iRASPA 9, iina 2, MacPass, Scroll-Reverser, KeepingYouAwake; RsyncOSX's 2 at 19); aligned by a rectangle 2 inside the frame's top (3 of 3 constraints from a slider to its superview, 3 repositories: Scroll-Reverser, iina, KeepingYouAwake), leading edge (1 of 1, KeepingYouAwake) and trailing edge (2 of 2: Scroll-Reverser, KeepingYouAwake), 6 above its bottom (1 of 1, iina), so 20 tall; with tick marks or without alike"),
        AppKitControlSize(elements: ["slider"], styles: nil, scales: [.regular], era: [(.bigSur, false)],
                          width: .stored, height: .stored,
                          insets: LayoutInsets(top: 0, left: 2, bottom: 0, right: 2),
                          source: "outside the corpus (before macOS 11; half 0 has none): aligned 2 inside the frame's sides, as macOS 11's row, by every constraint from such a slider to a neighbour's side, 2 repositories — ShortcutRecorder (15400: 5 width constraints 4 short of their frames, 84 on 80 and 124 on 120; 5 leading constraints 8 after a label's text, the frame 6 after it) and cocoadialog (13196: 7 inside its view's leading and trailing edges, the 544-point frame 5 inside them); its height the frame IB stored (24 in 5 of 6: the constraints disagree on its top and bottom). Tried at every size and era (iina's small and mini ones also 4 wider than their constraints): the held-out set lost 3 views"),
        AppKitControlSize(elements: ["stepper"], styles: nil, scales: [.small], era: [(.bigSur, true), (.macOS26, true)],
                          width: .fixed(17), height: .fixed(22),
                          source: "outside the corpus (Xcode 26; half 0 has none): a 17 × 22 frame, 3 of 3 small steppers no width or height constraint names in Xcode 26's documents, 2 repositories (SourceCodeSyntaxHighlight 2, QLMarkdown 1); aligned by the frame, by every constraint from one to a neighbour: centred on a label's centre (4 of 4: Sequel-Ace 3, SourceCodeSyntaxHighlight 1), its leading edge 0 after a label's text (SourceCodeSyntaxHighlight), its trailing edge at its cell view's (SourceCodeSyntaxHighlight), Sequel-Ace's 4 width and height constraints the frame's (11 × 16 on 11 × 16 frames, the app's size)"),
        AppKitControlSize(elements: ["stepper"], styles: nil, scales: [.regular], era: [(.bigSur, true), (.macOS26, false)],
                          width: .fixed(13), height: .fixed(20),
                          insets: LayoutInsets(top: 4, left: 3, bottom: 4, right: 3),
                          source: "outside the corpus (macOS 11 on; half 0 has none): a 19 × 28 frame, 21 of 21 regular steppers, 3 repositories (iRASPA 14, MacPass 6, Transmission 1); aligned 3 inside the frame's leading and trailing edges (Transmission: 8 after a label's text, at a scroll view's trailing edge; MacPass 2 of 2, 8 after a field, at another's trailing edge), 4 below its top (Transmission: 4 below a field) and 4 above its bottom (Transmission: 6 above a separator's line), its centre at the frame's (Transmission: level with a checkbox's; MacPass: with a field's, half a point off)"),
        AppKitControlSize(elements: ["stepper"], styles: nil, scales: [.regular], era: [(.bigSur, false)],
                          width: .fixed(13), height: .fixed(23),
                          insets: LayoutInsets(top: 2, left: 3, bottom: 2, right: 3),
                          source: "half 0: a 19 × 27 frame, 4 of 4 views, 1 document (m-13, the only one with steppers); aligned 2 below the frame's top (3 constraints: a field's top level with the stepper's, the field's frame 2 below the stepper's), 3 inside its leading edge (2: 2 after a field's trailing edge) and trailing edge (1: 7 before a label's text), 2 above its bottom (1: a stepper 9 below another, their frames 5 apart)"),
        AppKitControlSize(elements: ["switch"], styles: nil, scales: [.regular], era: [(.bigSur, true)],
                          width: .fixed(38), height: .fixed(22),
                          insets: LayoutInsets(top: 1, left: 2, bottom: 2, right: 2),
                          source: "half 0: a 42 × 25 frame, 7 of 7 views, 1 document (m-26); in its stacks of 22 points, the frame at x −2 and y −1 and a label's frame at 44 (its text at 46, the spacing of 8 after it): aligned 2 inside its leading and trailing edges, 1 below its top, 2 above its bottom; on the stack's baseline with a label's first baseline 13 below both tops", baseline: 13),
        AppKitControlSize(elements: ["segmentedControl"], styles: nil, scales: [.regular], era: [(.bigSur, false)],
                          width: .stored, height: .fixed(24),
                          source: "half 0: 24, 1 of 1 view (rounded)"),
        // Color wells.
        AppKitControlSize(elements: ["colorWell"], styles: nil, scales: [.regular], era: [(.bigSur, true), (.macOS26, false), (.ventura, true)],
                          width: .noIntrinsicMetric, height: .noIntrinsicMetric,
                          insets: LayoutInsets(top: 2, left: 3, bottom: 2, right: 3),
                          source: "outside the corpus (macOS 13 to 15; half 0 has no color well): every color well of those eras whose constraints show its insets, 3 repositories — MacPass's 50 × 27 frame on width and height constraints of 44 and 23, its leading edge level with a pop-up button's rectangle 3 inside its frame and 8 between rectangles above and below; Transmission's 58 × 51 on 52 and 47, 8 after a scroll view and level with its top; iRASPA's 102 × 100 on 96 and 96: aligned 3 inside the frame's sides and 2 inside its top and bottom; no intrinsic size (constraints size every one). Before macOS 13 (SourceCodeSyntaxHighlight's at 19529, 60 × 20 on constraints of 60 and 20) and under Xcode 26 (its two at 24506, 50 × 22 on 50 and 22) it aligns by its frame, as it had without a row"),
        // Progress indicators.
        AppKitControlSize(elements: ["progressIndicator"], styles: ["spinning"], scales: [.small], era: [],
                          width: .fixed(16), height: .fixed(16),
                          source: "half 0: 16 × 16, 6 of 6 views, 4 documents, either era"),
        AppKitControlSize(elements: ["progressIndicator"], styles: ["bar"], scales: [.regular], era: [(.bigSur, true)],
                          width: .noIntrinsicMetric, height: .fixed(18),
                          insets: LayoutInsets(top: 1, left: 0, bottom: 1, right: 0),
                          source: "half 0 and outside the corpus: a 20-point frame, 4 of 4 regular bars from macOS 11 (m-09; Sequel-Ace, Sparkle, Transmission); aligned 1 inside its top and bottom and at its sides, by the 3 whose constraints show it, 3 repositories: a top 1 below the frame's (m-09: 6 below a label, the frame 5 below; Sparkle: 9 below a label, the frame 8), a bottom 1 above it (Sparkle: a push button's rectangle 9 below, its frame 8 below the bar's), centred (Transmission: a push button's centre level with the frame's), its sides at the frame's (Sparkle: 19 after an image view and 20 before the window's edge)"),
        // Boxes.
        AppKitControlSize(elements: ["box"], styles: ["separator.horizontal"], scales: nil, era: [],
                          width: .noIntrinsicMetric, height: .fixed(1),
                          insets: LayoutInsets(top: 2, left: 0, bottom: 2, right: 0),
                          source: "half 0: a 5-point frame, 19 of 29 separators, 7 documents; aligned 2 inside its top and bottom (2 documents): the 1-point line"),
        AppKitControlSize(elements: ["box"], styles: ["separator.vertical"], scales: nil, era: [],
                          width: .fixed(1), height: .noIntrinsicMetric,
                          insets: LayoutInsets(top: 0, left: 2, bottom: 0, right: 2),
                          source: "half 0: a 5-point frame, 3 of 3 vertical separators; the horizontal separator's line and insets turned"),
        AppKitControlSize(elements: ["box"], styles: ["primary"], scales: nil, era: [(.bigSur, true)],
                          width: .noIntrinsicMetric, height: .noIntrinsicMetric,
                          insets: LayoutInsets(top: 0, left: 3, bottom: 4, right: 3),
                          source: "outside the corpus (macOS 11 on): 3 of 3 titled primary boxes whose constraints show their insets, 2 documents (MacPass), aligned 3 inside the frame's leading and trailing edges, at its top and 4 above its bottom, as before macOS 11 (the row below)"),
        AppKitControlSize(elements: ["box"], styles: ["primary.untitled"], scales: nil, era: [(.bigSur, true)],
                          width: .noIntrinsicMetric, height: .noIntrinsicMetric,
                          insets: LayoutInsets(top: 2, left: 3, bottom: 4, right: 3),
                          source: "outside the corpus (macOS 11 on): 6 of 6 primary boxes without a title whose constraints show their insets, 5 documents, 3 repositories (Sequel-Ace, ViennaRSS, iina), aligned 3 inside the frame's leading and trailing edges (6 boxes), 2 below its top (6) and 4 above its bottom (5; the sixth's height is its content's): the titled box's insets, the top 2 lower, where no title is drawn"),
        AppKitControlSize(elements: ["box"], styles: ["primary", "primary.untitled"], scales: nil, era: [(.bigSur, false)],
                          width: .noIntrinsicMetric, height: .noIntrinsicMetric,
                          insets: LayoutInsets(top: 0, left: 3, bottom: 4, right: 3),
                          source: "half 0: 4 of 4 titled primary boxes (line border, title at the top), 2 documents, all before macOS 11 (none later); aligned 3 inside the frame's leading edge (2 documents), 3 inside its trailing edge (1, a spacing of 8 to the next box; 1, centred with its leading edge pinned), 4 above its bottom (1, a bottom constraint) and at its top (1, a height constraint of 175 on a 179-point frame); the content view fills the content area (Box Programming Topics, \"Setting a Box's Subviews\") by its autoresizing mask"),
        // Tab views.
        AppKitControlSize(elements: ["tabView"], styles: ["topTabsBezelBorder"], scales: [.regular], era: [(.bigSur, true)],
                          width: .noIntrinsicMetric, height: .noIntrinsicMetric,
                          insets: LayoutInsets(top: 6, left: 7, bottom: 10, right: 7),
                          source: "outside the corpus (macOS 11 on; the corpus has none): the 2 regular tab views with tabs on top whose constraints show their insets, 2 repositories — Transmission's preferences, 20 from the view's leading and trailing edges, 10 below its top and 20 above its bottom, on a 580 × 380 frame at (13, 4) in a 606 × 394 view (7, 6, 7, 10); MacPass's database settings, 20 from the window's sides on a 520-point frame at 13 in 546, and a push button's rectangle 10 below, its frame 10 below the tab view's (7, 7, 10); the other two such tab views are placed by autoresizing masks (Sequel-Ace). Its content rectangle is ScriptWriter.tabContentInsets(of:era:), from the frame"),
    ]
}
