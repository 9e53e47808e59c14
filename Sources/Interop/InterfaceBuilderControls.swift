// What UIKit gives each kind of view at IB's canvas: its std/controls kind, intrinsic size,
// content priorities, and a cell content view's margins.

import AutoLayout
import LayoutScript
import TextMetrics

extension ScriptWriter {
    /// The std/controls kind call for a view's class, and the class as a comment names it.
    mutating func kind(of node: XMLNode) -> (String?, String) {
        let custom = node.attributes["customClass"]
        let uiClass = Self.uiKitClass(of: node.name)
        let className = custom.map { "\($0) (\(uiClass))" } ?? uiClass
        switch node.name {
        case "label":
            usesControls = true
            var arguments = [ScriptText.quoted(Self.labelText(node))]
            let size = fontSize(node) ?? 17
            let lines = node.number("numberOfLines") ?? 1
            if let style = Self.textStyle(node) {
                // A text style: its size at the reader's text size, its lines its leading apart.
                arguments.append(ScriptText.quoted(style.rawValue))
            } else if size != 17 || lines != 1 {
                arguments.append(ScriptText.number(size))
            }
            if lines != 1 { arguments.append(ScriptText.number(lines)) }
            arguments += Self.labelWeightArguments(of: node, after: arguments.count, size: size)
            return ("ui.label(\(arguments.joined(separator: ", ")))", className)
        case "button":
            usesControls = true
            // A configuration's title is the one the button shows (UIButton.Configuration
            // replaces the state's, which IB still writes).
            let configuration = node.child("buttonConfiguration")
            let title = configuration.map { $0.attributes["title"] ?? "" } ?? Self.normalState(of: node)?.attributes["title"] ?? ""
            var arguments = [ScriptText.quoted(title)]
            let size = titleFontSize(node)
            if size != 15 { arguments.append(ScriptText.number(size)) }
            return ("ui.button(\(arguments.joined(separator: ", ")))", className)
        case "textField":
            usesControls = true
            return ("ui.textField(\(Self.textFieldArguments(node)))", className)
        case "imageView":
            usesControls = true
            // The image is `image=`, or an `<imageReference key="image">` (IB's form with a
            // symbol scale or rendering mode, an SF Symbol when `catalog="system"`).
            let image = node.attributes["image"] ?? node.child("imageReference", key: "image")?.attributes["image"]
            if let image, let (width, height) = symbolSize(image, of: node) ?? images[image] {
                return ("ui.imageView(\(ScriptText.number(width)), \(ScriptText.number(height)))", className)
            }
            return ("ui.imageView()", className)
        case "switch":
            usesControls = true
            return ("ui.toggle()", className)
        case "toolbar":
            usesControls = true
            return ("ui.toolbar()", className)
        case "scrollView", "tableView", "collectionView":
            usesControls = true
            return ("ui.scrollView()", className)
        default:
            return (nil, className)
        }
    }

    /// The facts of the Interface Builder that saved the document which decide its controls
    /// (UIKitControlTable.swift).
    var controlEra: ControlEra {
        ControlEra(era: era, deviceID: device?.attributes["id"], landscape: device?.attributes["orientation"] == "landscape")
    }

    /// Whether the document is Xcode 26's, whose canvas draws iOS 26's controls and cells
    /// (``ControlEra/drawsIOS26Controls``).
    var drawsIOS26: Bool { controlEra.drawsIOS26Controls }

    /// A table view cell's content view margins as UIKit 11 and later sets them (IB from
    /// Xcode 10 shows them): 11 above and below, 15 in documents of Xcode 26 (iOS 26's
    /// taller rows); at the sides the table's system minimum margins, 16 in a table up to
    /// 375 points wide and 20 in a wider one (a xib's cell outside a table: 15, or 20 on a
    /// wider screen). Documents from earlier Xcode show UIView's 8 all round. The numbers
    /// are what the corpus's stored frames give (docs/interop.md), where Apple publishes none.
    ///
    /// Beside an accessory (a disclosure indicator, a checkmark) the content view ends where
    /// the accessory's own margin starts, and its trailing margin is 8: every such cell of
    /// the corpus stores its views there (a detail button's too: its two, switches whose
    /// frames end 6 before it, reach 2 past their alignment rectangles).
    func cellContentMargins() -> String {
        let screen = canvas.map { isLandscape ? $0.height : $0.width } ?? 375
        // A table takes its cells' margins from its own width: a table in a popover wider
        // than the screen has the wide ones, a narrow table the narrow ones.
        let side: Double
        if !isInTable, tableWidth == nil, let cell = cellSize?.width {
            side = xibCellSideMargin(cellWidth: cell, screen: screen)
        } else {
            side = (tableWidth ?? screen) > 375 ? 20 : isInTable || era.givesXibCellsTableMargins ? 16 : 15
        }
        let trailing: Double = cellAccessory == nil || cellAccessory == "none" ? side : 8
        let vertical = ScriptText.number(drawsIOS26 ? 15 : 11)
        // By leading and trailing where they differ: right to left the accessory is on the left.
        return (trailing == side ? "" : "directional ")
            + "\(vertical) \(ScriptText.number(side)) \(vertical) \(ScriptText.number(trailing))"
    }

    /// The side margin of a xib's own table view cell, laid out by IB in a table of the
    /// cell's width on the document's screen. Statistics over every such cell with a
    /// constraint to its content view's side margin in two development sets outside the
    /// corpus (116 cells of 9 repositories, docs/interop.md): Xcode 9 to 10.1 take the wide
    /// margin from the cell's own width (Element's 600-point cells on a 375-point iPhone: 20;
    /// cells of 317 to 343: 16); later versions from the screen, where a cell of up to 320
    /// points keeps the narrow 16 (WooCommerce's, ProtonVPN's, WordPress's and the Corona-Warn
    /// app's 320-point cells on 390- and 414-point iPhones: 16 in 29 of 29; cells of 331 to
    /// 462 there: 20 in 18 of 18; any width on a 375-point iPhone: its era's 16 or 15).
    func xibCellSideMargin(cellWidth: Double, screen: Double) -> Double {
        if era.xibCellMarginsFollowCellWidth { return cellWidth > 375 ? 20 : 16 }
        if screen > 375 { return cellWidth > Self.narrowXibCellWidth ? 20 : 16 }
        return era.givesXibCellsTableMargins ? 16 : 15
    }

    /// The widest xib cell that keeps a table's narrow margins on a wide screen
    /// (``xibCellSideMargin(cellWidth:screen:)``): IB's default cell width.
    static let narrowXibCellWidth = 320.0

    /// San Francisco's line height in ems (`UIFont.systemFont(ofSize: 17).lineHeight` is
    /// 20.287).
    static let systemLineHeight = LineMetrics.sanFrancisco.lineHeight

    /// A stored length as IB laid it out: IB writes frames from 32-bit floats, so a length
    /// on the 2x or 3x pixel grid is stored a few millionths off it (79 1/3 as
    /// 79.33333587646484); one within a thousandth of a sixth of a point is that sixth, and
    /// any other is as stored. Laid out as stored, such a cell's content had 2.5 millionths
    /// of a point to spare, which `tether check` reported as views whose heights are not
    /// determined (an Xcode 12 cell outside the corpus, KeePassium's password field).
    static func pixelSnapped(_ value: Double) -> Double {
        let sixths = value * 6
        return abs(sixths - sixths.rounded()) < 1e-3 ? sixths.rounded() / 6 : value
    }

    /// `value` rounded up to the device's pixel, as UIKit rounds an intrinsic size.
    func pixelCeil(_ value: Double) -> Double {
        let scale = canvas?.scale ?? 2
        return (value * scale - 1e-9).rounded(.up) / scale
    }

    /// Whether the view's text is in the system font: no font of its own, a text style,
    /// `system` in any weight or slant, or the system font's private name
    /// (`.AppleSystemUIFont`, ``namedFont(_:)``).
    static func usesSystemFont(_ node: XMLNode) -> Bool {
        let font = node.child("fontDescription")
        return font == nil || font?.attributes["style"] != nil
            || ["system", "boldSystem", "italicSystem"].contains(font?.attributes["type"] ?? "")
            || font?.attributes["name"].map { namedFont($0).name == nil } == true
    }

    /// The alignment insets of a control whose frame reaches past the rectangle its
    /// constraints place (`alignmentRectInsets`), as an `alignmentInsets` property's
    /// numbers, else nil: the controls' table's (UIKitControlTable.swift). A segmented
    /// control ends its alignment rectangle a point above its frame's bottom: each of the
    /// corpus's such controls whose constraints show it (three documents, three
    /// repositories, Xcode 13 to 26) stores it so — a stack of alignment centre 31 tall
    /// around one stored 32 tall at y 0, one 32 tall whose bottom is 17 above a view pinned
    /// 16 below it, one centred half a point above its frame's centre. A switch's are
    /// std/controls' toggle's own, and a designable's the class's, which the import cannot know.
    func alignmentInsets(of node: XMLNode) -> LayoutInsets? {
        guard node.name != "switch", !Self.isDesignable(node) else { return nil }
        return UIKitControlTable.entry(for: node, era: controlEra)?.insets
    }

    /// `W` or `none`: one side of an intrinsic size.
    static func side(_ length: Double?) -> String { length.map(ScriptText.number) ?? "none" }

    /// Whether the view is of an app's or a framework's own class (`customClass` with a
    /// `customModule`, or the target's module): IB runs such a class on its canvas (a
    /// designable) and stores the size it gives itself, which the document cannot tell.
    static func isDesignable(_ node: XMLNode) -> Bool {
        node.attributes["customClass"] != nil
            && (node.attributes["customModule"] != nil || node.attributes["customModuleProvider"] == "target")
    }

    /// The elements whose UIKit class has an intrinsic size of its own, which a designable
    /// subclass may change: a designable of one of them is sized by the frame IB stored.
    static let designableSizedElements: Set<String> = [
        "label", "button", "textField", "segmentedControl", "pageControl", "slider", "progressView",
        "stepper", "activityIndicatorView",
    ]

    /// `W x H`: the size IB stored for a designable (``isDesignable(_:)``) of a control with
    /// an intrinsic size, the only place the import takes a size from a stored frame; nil
    /// for another view or one stored without a size.
    static func designableSize(of node: XMLNode) -> String? {
        guard isDesignable(node), designableSizedElements.contains(node.name),
              let frame = node.child("rect", key: "frame"),
              let width = frame.number("width"), let height = frame.number("height"), width > 0, height > 0 else { return nil }
        return "\(ScriptText.number(width)) x \(ScriptText.number(height))"
    }

    /// `W x H`: the size IB stored for a plain view of the app's or a framework's own class
    /// (`<view customClass=…>`, AppKit's `<customView customClass=…>`, a grid cell's content
    /// view among them; with a module or not: an Objective-C class has none), nil
    /// for any other view. IB lays its canvas out by running such a class (a designable),
    /// and its `intrinsicContentSize`, which the document cannot tell, holds at the view's
    /// own hugging and compression resistance, as any intrinsic size does; where nothing
    /// else sizes the view the size it gave is the one IB stored (a class that gave none
    /// would leave IB's layout ambiguous, which IB flags with `ambiguous="YES"`, views the
    /// comparison leaves out), and where constraints size it the intrinsic size yields.
    static func customViewSize(of node: XMLNode) -> String? {
        guard node.name == "view" || node.name == "customView", node.attributes["customClass"] != nil, node.attributes["key"] == nil || node.attributes["key"] == "contentView",
              let frame = node.child("rect", key: "frame"),
              let width = frame.number("width"), let height = frame.number("height"), width > 0, height > 0 else { return nil }
        return "\(ScriptText.number(width)) x \(ScriptText.number(height))"
    }

    /// The width a wrapping label's text wraps at when it is narrower than the text on one
    /// line, else nil: its frame's. A label of more than one line whose
    /// `preferredMaxLayoutWidth` is automatic (IB's default, iOS 8 on) wraps at its own
    /// bounds' width, which a label loaded from a nib starts at the frame IB stored, so its
    /// text asks for no more than that (a stack sized by such a label and a one-line label
    /// beside it is as wide as the frames say, not the first label's line: 11 views of five
    /// documents of the corpus, five repositories). A label IB stored one line tall at its
    /// text's width is ``measuredWidth(of:)``'s instead.
    func wrapWidth(of node: XMLNode) -> Double? {
        guard node.name == "label", (node.number("numberOfLines") ?? 1) != 1,
              let width = node.child("rect", key: "frame")?.number("width"), width > 0 else { return nil }
        let text = Self.labelText(node)
        return !text.isEmpty && textMeasurer(for: node).width(of: text, size: fontSize(node) ?? 17) > width ? width : nil
    }

    /// San Francisco's one-line width of a wrapping label's text, for `measuredWidth`, where
    /// IB stored the label one line tall (less than a line and a half) at its text's width,
    /// else nil. The stored width is taken as the text's when Inter's measure of it, in the
    /// system font, is within 3 % (Inter is within about 1 % of San Francisco's regular, and
    /// measures other weights in its own regular: 1.7 and 2.8 % narrower in n-18's medium
    /// labels); then the label is one line at that width, as UIKit keeps it, where Inter's
    /// measure a fraction of a percent wider would wrap it. The other way round, a label IB
    /// stored two lines tall (up to two and a half) whose text Inter measures on one line
    /// within 3 % under its width is wider than that width in San Francisco — IB wrapped
    /// it —: its width is taken as the stored one and a point, the least that wraps it at
    /// that width, as IB did.
    func measuredWidth(of node: XMLNode) -> (width: Double, note: String)? {
        guard node.name == "label", (node.number("numberOfLines") ?? 1) != 1,
              let frame = node.child("rect", key: "frame"),
              let width = frame.number("width"), width > 0, let height = frame.number("height") else { return nil }
        let text = Self.labelText(node)
        let size = fontSize(node) ?? 17
        guard Self.usesSystemFont(node), !text.isEmpty, height > 0 else { return nil }
        let measured = textMeasurer(for: node).width(of: text, size: size)
        let line = size * Self.systemLineHeight
        if height < 1.5 * line {
            return abs(measured - width) <= 0.03 * width ? (width, "San Francisco's, one line as IB stored it") : nil
        }
        guard height < 2.5 * line, measured <= width, measured >= 0.97 * width else { return nil }
        return (width + 1, "wider than its frame in San Francisco: IB wrapped it")
    }

    /// `W x H`: the intrinsic size UIKit gives a single-line label or a system button at IB's
    /// canvas, where it can be told from what the document holds; nil leaves std/controls'
    /// measure.
    ///
    /// - Heights are San Francisco's: a label's line is `pixelCeil(size × 1.1934)` (20.5 at
    ///   17 points on a 2x canvas, 20.333 on a 3x one), or the height IB stored where it lies
    ///   between that and the line rounded up to the whole point (21); a button adds 6
    ///   above and below and rounds to the point (30 at 15 points) — its `contentEdgeInsets`
    ///   instead where it has them —, its title in its type's font without a
    ///   `<fontDescription>` (``titleFontSize(_:)``: 18 points in a custom button), a button
    ///   configuration adds 7 to its title font's line (Body's without one) and rounds to
    ///   the pixel (34.5). A label in another font keeps the height IB stored when it is one
    ///   line's (at most 2.5 × the point size).
    /// - Widths: Inter is not San Francisco, but where IB sized the view to its text the
    ///   stored frame holds SF's width. The stored width is taken as the text's when Inter's
    ///   measure of the same text is within 25 % of it (a width set by constraints is far from
    ///   it, and then constraints decide it anyway); otherwise Inter's measure, rounded up to
    ///   the pixel.
    /// - An empty label is 0 × 0, as UILabel's `intrinsicContentSize` with no text; a button
    ///   with only an image is its image's size (the document's `<image>` resource); one
    ///   with a title beside such an image, ``titleAndImageSize(of:title:image:size:width:)``.
    func controlSize(of node: XMLNode) -> String? {
        let frame = node.child("rect", key: "frame")
        let stored = (frame?.number("width") ?? 0, frame?.number("height") ?? 0)
        // A class of the app's own: IB sizes it by running it (a designable), so the size it
        // stored is the class's, not UIKit's.
        if let size = Self.designableSize(of: node) { return size }
        // Text no installed font can set (an icon font's glyphs, Chinese, emoji): a font
        // Tether does not have set it, so its size is the one IB stored.
        if hasUnsetText(node), stored.0 > 0, stored.1 > 0 {
            return "\(ScriptText.number(stored.0)) x \(ScriptText.number(stored.1))"
        }
        let isSystemFont = Self.usesSystemFont(node)
        func trusted(_ measured: Double) -> Double {
            if stored.0 > 0, abs(measured - stored.0) <= 0.25 * stored.0 { return stored.0 }
            return pixelCeil(measured)
        }
        func width(of text: String, size: Double, padding: Double) -> Double {
            trusted(textMeasurer(for: node).width(of: text, size: size) + padding)
        }
        switch node.name {
        case "label":
            let text = Self.labelText(node)
            if text.isEmpty { return "0 x 0" }
            guard (node.number("numberOfLines") ?? 1) == 1 else { return nil }
            let size = fontSize(node) ?? 17
            let height: Double
            if let lineHeight = Self.lineHeight(of: node) {
                // The line (the system font's, or a named font's published one) rounded up to
                // the canvas's pixel, or the height IB stored where it lies between that and
                // the line rounded up to the whole point (21 at 17 points): IB laid such a
                // label's neighbours out with the height it stored.
                let line = pixelCeil(size * lineHeight)
                let wholePoint = (size * lineHeight - 1e-9).rounded(.up)
                height = stored.1 > line && stored.1 <= wholePoint ? stored.1 : line
            } else if stored.1 > 0, stored.1 <= 2.5 * size {
                height = stored.1
            } else {
                return nil
            }
            return "\(ScriptText.number(width(of: text, size: size, padding: 0))) x \(ScriptText.number(height))"
        case "button" where UIKitControlTable.systemImageButtonTypes.contains(node.attributes["buttonType"] ?? ""):
            // A button of a system image type shows a glyph of UIKit's (an SF Symbol since iOS
            // 13): the table's size for its era, else (an era the corpus shows none of) the
            // size IB stored, which ``storesSizeOfUnknownControl(_:)`` marks as such.
            if let entry = UIKitControlTable.entry(for: node, era: controlEra), let width = entry.width, let height = entry.height {
                return "\(ScriptText.number(width)) x \(ScriptText.number(height))"
            }
            guard stored.0 > 0, stored.1 > 0 else { return nil }
            return "\(ScriptText.number(stored.0)) x \(ScriptText.number(stored.1))"
        case "button":
            let normal = Self.normalState(of: node)
            if let normal, normal.attributes["title"]?.isEmpty ?? true, node.child("buttonConfiguration") == nil,
               let image = normal.attributes["image"], let (width, height) = images[image] {
                // A symbol's stored size is the button's own, its insets included.
                if let (width, height) = symbolSize(image, of: node) { return "\(ScriptText.number(width)) x \(ScriptText.number(height))" }
                // A button showing only an image is the image's size and its
                // `contentEdgeInsets` (UIButton adds them to its intrinsic content size).
                let insets = Self.contentEdgeInsets(of: node)
                return "\(ScriptText.number(width + insets.left + insets.right)) x \(ScriptText.number(height + insets.top + insets.bottom))"
            }
            if let normal, normal.attributes["title"]?.isEmpty ?? true, node.child("buttonConfiguration") == nil,
               normal.child("imageReference", key: "image")?.attributes["catalog"] == "system",
               stored.0 > 0, stored.1 > 0 {
                // A symbol named by `<imageReference>` (IB's form with a symbol scale or
                // rendering mode) is a symbol as `image=` names one: the size IB stored.
                return "\(ScriptText.number(stored.0)) x \(ScriptText.number(stored.1))"
            }
            // `roundedRect` is `system` since iOS 7 (UIKit's header: UIButtonTypeRoundedRect =
            // UIButtonTypeSystem), as older documents still name it.
            let isSystemType = ["system", "roundedRect"].contains(node.attributes["buttonType"] ?? "")
            // A title in the system font, or in a named font whose line the import knows
            // (Roboto Mono: c-16's buttons, 35 tall at 17 points, its 22.42 line and 12).
            guard let lineHeight = Self.lineHeight(of: node), node.attributes["buttonType"] == nil || isSystemType else { return nil }
            if let configuration = node.child("buttonConfiguration") {
                // A configuration showing an SF Symbol, alone or beside its title: the
                // symbol's size is San Francisco's, as a symbol's in a button without a
                // configuration, and the stored size is the button's.
                if configuration.child("imageReference", key: "image")?.attributes["catalog"] == "system", stored.0 > 0, stored.1 > 0 {
                    return "\(ScriptText.number(stored.0)) x \(ScriptText.number(stored.1))"
                }
                guard isSystemFont, let title = configuration.attributes["title"], !title.isEmpty,
                      configuration.child("imageReference") == nil else { return nil }
                // The title's line in the configuration's title font (Body's without one, 17
                // points, 14 on the xSmall canvas of Xcode 12.5 to 13.4: 7 of 8 such buttons of
                // those versions outside the corpus, 2 repositories, store its 31),
                // 7 above and below.
                let titleFont = configuration.child("fontDescription", key: "titleFontDescription")
                let size = titleFont?.number("pointSize").flatMap { $0 > 0 ? $0 : nil }
                    ?? (titleFont?.attributes["style"].flatMap(TextStyle.init(name:)) ?? .body).metrics(at: era.canvasTextSize).size
                let height = pixelCeil(size * Self.systemLineHeight + 14)
                return "\(ScriptText.number(width(of: title, size: size, padding: 24))) x \(ScriptText.number(height))"
            }
            let size = titleFontSize(node)
            // UIButton sizes itself by `contentEdgeInsets` (Apple's UIButton reference): its
            // default 6 points above and below are the insets' place when they are zero, so
            // a title with insets of its own is its line and those insets; either rounded up
            // to the whole point (a custom 18-point title with insets of 8 stores 38, not
            // 21.5 + 16: nine such buttons of a development document outside the corpus).
            let insets = Self.contentEdgeInsets(of: node)
            let vertical = insets == .zero ? 12 : insets.top + insets.bottom
            let height = (size * lineHeight + vertical - 1e-9).rounded(.up)
            let padding = insets.left + insets.right
            if normal.map(Self.showsNothing) ?? true {
                // A button with nothing to show is 30 wide and as tall as its font's line
                // would make it (UIButton keeps its title label's line): 30 × 30 at a system
                // button's 15 points, 30 × 34 at a custom one's 18 (a-25's, and a development
                // set's two, 34 tall).
                return "\(ScriptText.number(30 + padding)) x \(ScriptText.number(height))"
            }
            guard let title = normal?.attributes["title"], !title.isEmpty else { return nil }
            if let image = normal?.attributes["image"] {
                // A title beside an SF Symbol: the symbol's size is San Francisco's, as a
                // symbol alone, and the stored size is the button's.
                if let (width, height) = symbolSize(image, of: node) {
                    return "\(ScriptText.number(width)) x \(ScriptText.number(height))"
                }
                return titleAndImageSize(of: node, title: title, image: image, size: size, line: lineHeight,
                                         width: width(of:size:padding:))
            }
            // A system button is at least 30 wide, however short its title ("X", "Off"):
            // every such button of the corpus stores 30. A custom one is its title's width.
            var titleWidth = width(of: title, size: size, padding: padding)
            if isSystemType { titleWidth = max(titleWidth, 30) }
            return "\(ScriptText.number(titleWidth)) x \(ScriptText.number(height))"
        case "textField" where (node.attributes["borderStyle"] ?? "none") == "none" && node.attributes["background"] == nil:
            // A borderless field is its font's line rounded up to the point and, since iOS 13
            // (Xcode 11 documents, as the rounded rect's 34), one point more: every such field
            // of the corpus that no constraint sizes stores it, within the runner's 0.5 (22
            // and 22.33 at 17 points in a-43, a-44 and n-04; 23 and 23.33 at 18 in n-04; 21 at
            // 17 in a-13, Xcode 10). A named font
            // whose line the import knows likewise (c-16's Roboto Mono fields, 23 at 17
            // points in Xcode 10: its 22.42 line).
            //
            // Its width is its text's (UIView.intrinsicContentSize: "the natural size for the
            // receiving view, considering only properties of the view itself"): the longer of
            // its text and its placeholder, which it shows in the same bounds, and
            // ``textFieldPadding`` (``textFieldWidth(of:size:)``).
            //
            // A secure field (`secureTextEntry`, its text drawn as bullets) is its line alone,
            // without iOS 13's extra point: NetNewsWire's three 17-point secure fields outside
            // the corpus store 21 beside its five plain ones at 22 (Xcode 16); judged on half
            // 1, three documents of three repositories gained (docs/interop.md).
            guard let lineHeight = Self.lineHeight(of: node) else { return nil }
            let size = fontSize(node) ?? 17
            let line = (size * lineHeight - 1e-9).rounded(.up)
            let fieldWidth = ScriptText.number(textFieldWidth(of: node, size: size))
            let isSecure = node.child("textInputTraits", key: "textInputTraits")?.flag("secureTextEntry") == true
            return "\(fieldWidth) x \(ScriptText.number(controlEra.drawsIOS13Controls && !isSecure ? line + 1 : line))"
        case "textView" where node.attributes["scrollEnabled"] == "NO":
            // A text view that does not scroll is as large as its text (UITextView's intrinsic
            // content size), with its text container's insets around it: `textContainerInset`,
            // 8 above and below, and `lineFragmentPadding`, 5 at each side (Apple's defaults).
            // Its lines are TextKit's, a text style's leading apart (n-04's Subhead views store
            // 20 + 16 = 36). One line of the system font is measured so; a longer text wraps
            // at the width the layout gives it, which Tether's text does not measure with those
            // insets, and an empty one is a line of an unknown font: there IB's measure, the
            // size it stored, stands for it (the corpus's 12 such views: 4 sized by their
            // text, a-16's three lines and a-07's empty one among them; 8 by constraints).
            if isSystemFont, let text = node.attributes["text"], !text.isEmpty, !text.contains("\n"),
               let size = fontSize(node), textMeasurer(for: node).width(of: text, size: size) + 10 <= stored.0 + 1 {
                let line = Self.textStyle(node)?.metrics(at: era.canvasTextSize).leading ?? pixelCeil(size * Self.systemLineHeight)
                return "\(ScriptText.number(width(of: text, size: size, padding: 10))) x \(ScriptText.number(line + 16))"
            }
            guard stored.0 > 0, stored.1 > 0 else { return nil }
            return "\(ScriptText.number(stored.0)) x \(ScriptText.number(stored.1))"
        case "textField" where node.attributes["borderStyle"] == "roundedRect":
            // The table's height for the era, and its text's width (``textFieldWidth(of:size:)``)
            // in its font, IB's system 14 without one: it was IB's library 97, wider than a-25's
            // two empty fields that IB holds at their `width >= 80` (hugging 252).
            guard let entry = UIKitControlTable.entry(for: node, era: controlEra), let height = entry.height else { return nil }
            return "\(ScriptText.number(textFieldWidth(of: node, size: fontSize(node) ?? 14))) x \(ScriptText.number(height))"
        case "segmentedControl", "pageControl":
            // Their height is the table's, and a page control's width for its page count where
            // the table has it; a segmented control's from its titles (``segmentedWidth(of:padding:)``),
            // as a label's from its text; else (an unknown page count, a segment showing an
            // image or a character no installed font has) the width IB measured, the one it
            // stored.
            guard let entry = UIKitControlTable.entry(for: node, era: controlEra) else { return nil }
            if let width = entry.width { return "\(ScriptText.number(width)) x \(Self.side(entry.height))" }
            if let padding = entry.segmentPadding, let measured = segmentedWidth(of: node, padding: padding) {
                return "\(ScriptText.number(trusted(measured))) x \(Self.side(entry.height))"
            }
            guard stored.0 > 0 else { return nil }
            return "\(ScriptText.number(stored.0)) x \(Self.side(entry.height))"
        case "datePicker":
            // The wheels are a picker's 320 × 216; the styles of iOS 14 (compact, inline, and
            // automatic, a style-less picker from Xcode 12) lay the date out in San Francisco
            // by the locale's format, which IB measured: the size it stored, which
            // ``storesSizeOfUnknownControl(_:)`` marks as such.
            if let entry = UIKitControlTable.entry(for: node, era: controlEra) {
                return "\(Self.side(entry.width)) x \(Self.side(entry.height))"
            }
            guard stored.0 > 0, stored.1 > 0 else { return nil }
            return "\(ScriptText.number(stored.0)) x \(ScriptText.number(stored.1))"
        case "navigationBar" where node.flag("largeTitles"):
            // A bar with large titles (`prefersLargeTitles`) shows its title out of line below
            // the bar's row (Apple's UINavigationBar.prefersLargeTitles): the table's bar and
            // the large title's row (UIKitControlTable.largeTitleRow).
            guard let height = UIKitControlTable.entry(for: node, era: controlEra)?.height else { return nil }
            return "none x \(ScriptText.number(height + UIKitControlTable.largeTitleRow))"
        default:
            guard let entry = UIKitControlTable.entry(for: node, era: controlEra) else { return nil }
            return "\(Self.side(entry.width)) x \(Self.side(entry.height))"
        }
    }

    /// What a text field adds to its text's width: the median over the corpus's half-0
    /// fields whose width only their text decides (c-16's six borderless Roboto Mono fields
    /// at 17 points, 3.8 to 4.7 points more than their text, every glyph 0.6 em), rounded to
    /// the point. Apple publishes no figure for UITextField's own padding; no rounded-rect
    /// field of half-0 is sized by its text alone, so a rounded rect's border adds nothing
    /// known to it.
    static let textFieldPadding = 4.0

    /// A text field's intrinsic width: the longer of its text and its placeholder in its
    /// font (UITextField shows either in the same bounds), and ``textFieldPadding``, rounded
    /// up to the whole point as IB stores every borderless such field (76, 117, 188 at 17
    /// points); a field with neither is its padding alone.
    func textFieldWidth(of node: XMLNode, size: Double) -> Double {
        let measurer = textMeasurer(for: node)
        let texts = [node.attributes["text"] ?? node.child("string", key: "text")?.text, node.attributes["placeholder"]]
        let text = texts.compactMap { $0 }.map { measurer.width(of: $0, size: size) }.max() ?? 0
        return (text + Self.textFieldPadding - 1e-9).rounded(.up)
    }

    /// `W x H` for a system button showing a title beside an image (the document's `<image>`
    /// resource, not a symbol): UIButton's intrinsic content size holds the image and the
    /// title's line side by side, as tall as the taller of the two, plus `contentEdgeInsets`
    /// — not the 6 points a title alone has above and below, and not `imageEdgeInsets` or
    /// `titleEdgeInsets`, which UIButton leaves out of its size. Every such button of the
    /// corpus that no frame fixes stores it (a-25's three at 24, their 24-point images beside
    /// 15- and 18-point titles; a-27's 17, a 14-point image beside a 14-point title). `line`
    /// is the title font's line in ems. Nil for an image of unknown size.
    func titleAndImageSize(of node: XMLNode, title: String, image: String, size: Double, line: Double,
                           width: (String, Double, Double) -> Double) -> String? {
        guard symbolSize(image, of: node) == nil, let (imageWidth, imageHeight) = images[image] else { return nil }
        let insets = Self.contentEdgeInsets(of: node)
        let height = max(imageHeight, pixelCeil(size * line)) + insets.top + insets.bottom
        let across = width(title, size, imageWidth + insets.left + insets.right)
        return "\(ScriptText.number(across)) x \(ScriptText.number(height))"
    }

    /// A button's `contentEdgeInsets` (UIButton's default is `.zero`).
    static func contentEdgeInsets(of node: XMLNode) -> LayoutInsets {
        guard let insets = node.child("inset", key: "contentEdgeInsets") else { return .zero }
        return LayoutInsets(top: insets.number("minY") ?? 0, left: insets.number("minX") ?? 0,
                            bottom: insets.number("maxY") ?? 0, right: insets.number("maxX") ?? 0)
    }

    /// `W x H`: the intrinsic size a view's Size inspector gives it as "Intrinsic Size:
    /// Placeholder" (`placeholderIntrinsicWidth`, `placeholderIntrinsicHeight`), which
    /// Interface Builder lays the canvas out with in place of the class's own (Xcode Help,
    /// "Set a placeholder intrinsic size for a view"); `infinite`, the menu's "None", is no
    /// intrinsic size along that axis. Nil for a view without one.
    static func placeholderIntrinsicSize(of node: XMLNode) -> String? {
        let width = node.attributes["placeholderIntrinsicWidth"]
        let height = node.attributes["placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return nil }
        func side(_ attribute: String) -> String {
            guard let value = node.number(attribute), value >= 0 else { return "none" }
            return ScriptText.number(value)
        }
        return "\(side("placeholderIntrinsicWidth")) x \(side("placeholderIntrinsicHeight"))"
    }

    /// The width of a one-line label in a text style whose ``controlSize(of:)`` (`intrinsic`)
    /// is its text's width and its line at the canvas (not a stored height): written as
    /// `measuredWidth` instead, so that at another reader's text size its width grows with
    /// the style's size and its height is the style's line, as a label with a preferred font
    /// does when its nib loads (`UIFont.preferredFont(forTextStyle:)` at the reader's size).
    func textStyleLineWidth(of node: XMLNode, intrinsic: String) -> String? {
        guard node.name == "label", Self.textStyle(node) != nil, (node.number("numberOfLines") ?? 1) == 1,
              !Self.labelText(node).isEmpty, let size = fontSize(node), let line = Self.lineHeight(of: node) else { return nil }
        let suffix = " x " + ScriptText.number(pixelCeil(size * line))
        guard intrinsic.hasSuffix(suffix) else { return nil }
        return String(intrinsic.dropLast(suffix.count))
    }

    /// Whether ``controlSize(of:)`` gives `node` the size IB stored because UIKit's is not
    /// known for its era: a button of a system image type the controls' table has no row
    /// for, a page control whose page count it has no width for, a date picker of a style
    /// of iOS 14 (compact, inline, automatic). Such a view counts with the designables, as
    /// sized by its stored frame.
    func storesSizeOfUnknownControl(_ node: XMLNode) -> Bool {
        switch node.name {
        case "button":
            UIKitControlTable.systemImageButtonTypes.contains(node.attributes["buttonType"] ?? "")
                && UIKitControlTable.entry(for: node, era: controlEra) == nil
        case "pageControl":
            UIKitControlTable.entry(for: node, era: controlEra)?.width == nil
        case "datePicker":
            UIKitControlTable.entry(for: node, era: controlEra) == nil
        default:
            false
        }
    }

    /// A segmented control's width from its segments' titles, nil where a segment shows an
    /// image, no title or a character no installed font has: each segment the widest title
    /// at 13 points (UISegmentedControl's font) and `padding` (the controls' table's,
    /// ``UIKitControlSize/segmentPadding``), the segments alike, or each its own title and
    /// `padding` where they apportion their widths by content
    /// (`apportionsSegmentWidthsByContent`: "the control attempts to adjust segment widths
    /// based on their content widths", Apple's UISegmentedControl reference).
    func segmentedWidth(of node: XMLNode, padding: Double) -> Double? {
        let segments = node.child("segments")?.children("segment") ?? []
        let titles = segments.compactMap { $0.attributes["title"] }
        let measurer = textMeasurer(for: node)
        guard !segments.isEmpty, titles.count == segments.count, !titles.contains(where: \.isEmpty),
              segments.allSatisfy({ $0.attributes["image"] == nil }),
              titles.allSatisfy(measurer.hasGlyphs(for:)) else { return nil }
        let widths = titles.map { measurer.width(of: $0, size: 13) + padding }
        return node.flag("apportionsSegmentWidthsByContent") ? widths.reduce(0, +) : Double(widths.count) * (widths.max() ?? 0)
    }

    /// Whether `node`, a one-line label or a button, shows text with a character that no
    /// font Tether has can set: an icon font's private-use glyphs (the app's own font, as
    /// icomoon), or Chinese, Japanese or an emoji, which iOS sets in a fallback font of the
    /// system font's cascade list (PingFang, Hiragino, Apple Color Emoji), whose advances
    /// and lines Tether does not have. The text's size is the one IB measured, the size it
    /// stored; such a view counts with the designables, as sized by its stored frame, as
    /// AppKit's titles with characters no installed font has do.
    func hasUnsetText(_ node: XMLNode) -> Bool {
        let text: String
        switch node.name {
        case "label":
            guard (node.number("numberOfLines") ?? 1) == 1 else { return false }
            text = Self.labelText(node)
        case "button":
            text = node.child("buttonConfiguration")?.attributes["title"] ?? Self.normalState(of: node)?.attributes["title"] ?? ""
        default:
            return false
        }
        return !text.isEmpty && !textMeasurer(for: node).hasGlyphs(for: text)
    }

    /// Whether the size the import gives `node` is the one IB stored for the SF Symbol it
    /// shows (``symbolSize(_:of:)``): an image view's symbol, a button's symbol alone or
    /// beside its title, a configuration's. San Francisco sizes a symbol by its font and
    /// scale, which Tether does not have, so such a view counts with the designables, as
    /// sized by its stored frame.
    func isSymbolSized(_ node: XMLNode) -> Bool {
        switch node.name {
        case "imageView":
            let image = node.attributes["image"] ?? node.child("imageReference", key: "image")?.attributes["image"]
            return image.map { symbolSize($0, of: node) != nil } ?? false
        case "button":
            // The branches of ``controlSize(of:)`` that take a symbol's stored size.
            if let configuration = node.child("buttonConfiguration") {
                return configuration.child("imageReference", key: "image")?.attributes["catalog"] == "system"
            }
            let normal = Self.normalState(of: node)
            let untitled = normal?.attributes["title"]?.isEmpty ?? true
            if untitled, normal?.child("imageReference", key: "image")?.attributes["catalog"] == "system" { return true }
            return normal?.attributes["image"].map { symbolSize($0, of: node) != nil } ?? false
        default:
            return false
        }
    }

    /// The size IB stored for a view showing the SF Symbol `image`: IB sizes a symbol by its
    /// font and scale (the view's symbol configuration) with San Francisco's metrics, which
    /// Tether does not have, and the resource's size is the symbol's at about 128 points; nil
    /// for another image or a view stored without a size.
    func symbolSize(_ image: String, of node: XMLNode) -> (Double, Double)? {
        // The view's own `catalog="system"` names a symbol too: a document may list it
        // among its resources under another name (n-38's `line.3.horizontal`, stored as
        // iOS 13's `line.horizontal.3`), and so does an `<imageReference>`'s.
        let isSymbol = symbols.contains(image) || node.attributes["catalog"] == "system"
            || node.child("imageReference", key: "image")?.attributes["catalog"] == "system"
        guard isSymbol, let frame = node.child("rect", key: "frame"),
              let width = frame.number("width"), let height = frame.number("height"), width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// A button's `<state key="normal">`: its title and image.
    static func normalState(of node: XMLNode) -> XMLNode? {
        node.children("state").first { $0.attributes["key"] == "normal" }
    }

    /// The text of a label: its `text` attribute, a `<string key="text">`, or an attributed
    /// string's fragments, each its `content` attribute or, where IB writes the text as an
    /// element (a long or multi-line one), its `<string key="content">`.
    static func labelText(_ node: XMLNode) -> String {
        if let text = node.attributes["text"] { return text }
        if let string = node.child("string", key: "text") { return string.text }
        if let attributed = node.child("attributedString", key: "attributedText") {
            return attributed.children("fragment").compactMap { $0.attributes["content"] ?? $0.child("string", key: "content")?.text }.joined()
        }
        return ""
    }

    /// Whether a button's normal state shows nothing: no title (plain or attributed), no
    /// image and no background image.
    static func showsNothing(_ state: XMLNode) -> Bool {
        (state.attributes["title"] ?? "").isEmpty && state.attributes["image"] == nil && state.attributes["backgroundImage"] == nil
            && state.child("attributedString", key: "attributedTitle") == nil && !state.children.contains { $0.name == "imageReference" }
    }

    /// The size of a button's title font: its `<fontDescription>`'s, else its type's
    /// default, for which IB writes none — a custom button's `UIFont.buttonFontSize`, 18
    /// points, a system button's 15.
    func titleFontSize(_ node: XMLNode) -> Double {
        fontSize(node) ?? (node.attributes["buttonType"] == nil ? 18 : 15)
    }

    /// The point size of a `<fontDescription>` on this document's canvas (``fontSize(_:at:)``
    /// at the era's ``InterfaceBuilderEra/canvasTextSize``).
    func fontSize(_ node: XMLNode) -> Double? {
        Self.fontSize(node, at: era.canvasTextSize)
    }

    /// The point size of a `<fontDescription>`: its `pointSize`, or the text style's size
    /// at `textSize`, from Apple's Human Interface Guidelines, "Typography": body 17,
    /// title1 28… at Large.
    static func fontSize(_ node: XMLNode, at textSize: ContentSizeCategory) -> Double? {
        guard let font = node.child("fontDescription") else { return attributedFontSize(of: node) }
        if let size = font.number("pointSize"), size > 0 { return size }
        if font.attributes["size"] == "system" { return systemFontSize }
        return textStyle(node)?.metrics(at: textSize).size
    }

    /// The size of the font IB's older documents name by `size="system"` (Xcode 6's "System"
    /// size): `UIFont.systemFontSize`, 14 points — every such label of the corpus and the
    /// documents outside it stores 14-point lines (c-31's three wrapping labels, 33.5 for two
    /// lines of 16.7; SCLAlertView's example, 17 for one).
    static let systemFontSize = 14.0

    /// The Dynamic Type style of a view's font (`style="UICTFontTextStyleBody"`; IB's
    /// `Title0` is the large title), which IB's canvas shows at the default text size.
    static func textStyle(_ node: XMLNode) -> TextStyle? {
        node.child("fontDescription")?.attributes["style"].flatMap(TextStyle.init(name:))
    }

    /// The content priorities std/controls gives a kind (hug h, hug v, resist h, resist v),
    /// so that only different ones are written; UIView's for an element without a kind.
    static func defaultPriorities(of element: String) -> [Double] {
        kindPriorities[element] ?? [250, 250, 750, 750]
    }

    /// The std/controls kind each element becomes (as ``kind(of:)`` writes it), with its
    /// priorities read from the module itself, once, so that the import and the module
    /// cannot disagree.
    static let kindPriorities: [String: [Double]] = {
        let calls = ["label": "ui.label(\"x\")", "button": "ui.button(\"x\")", "textField": "ui.textField(\"x\")",
                     "imageView": "ui.imageView()", "switch": "ui.toggle()", "toolbar": "ui.toolbar()",
                     "scrollView": "ui.scrollView()", "tableView": "ui.scrollView()", "collectionView": "ui.scrollView()"]
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules))
        let elements = calls.keys.sorted()
        let views = elements.map { "view \($0)Kind: \(calls[$0] ?? "")" }
        interpreter.run(source: (["import \"std/controls\" as ui"] + views).joined(separator: "\n"), name: "<std/controls>")
        var priorities: [String: [Double]] = [:]
        for element in elements {
            guard let view = interpreter.engine.view(named: element + "Kind") else { continue }
            priorities[element] = [view.contentHugging.horizontal.value, view.contentHugging.vertical.value,
                                   view.compressionResistance.horizontal.value, view.compressionResistance.vertical.value]
        }
        return priorities
    }()
}
