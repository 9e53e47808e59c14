// The script's header and root: the canvas IB shows the root view on, its safe area and margins.
import AutoLayout
import Foundation
import LayoutScript
extension ScriptWriter {
    func header() -> [String] {
        [
            "# \(title): imported by `tether import` from \(tree.fileName).",
            "# Frames are Interface Builder's designed frames: `tether run` reports a view that its",
            "# constraints put elsewhere (IB's \"Misplaced Views\").",
            "",
        ]
    }

    /// The frame of a collection view cell's content view where it is larger than the cell's
    /// own on both sides, else nil. Xcode 6 keeps the library's 50 × 50 cell frame after the
    /// flow layout's `itemSize` changes, and lays the content view and its subviews out at the
    /// item's size: UICollectionViewFlowLayout gives every item `itemSize` (Apple's
    /// UICollectionViewFlowLayout reference) and UIKit sizes the content view to its cell. The
    /// corpus's three such cells (n-20, tools version 7531) store 50 × 50 around a
    /// 320 × 343 content view, their layout's `itemSize`; no other cell's content view differs
    /// from its cell.
    static func cellContentFrame(of root: XMLNode) -> XMLNode? {
        guard root.name == "collectionViewCell", let cell = root.child("rect", key: "frame"),
              let content = root.child("view", key: "contentView")?.child("rect", key: "frame"),
              let cellWidth = cell.number("width"), let cellHeight = cell.number("height"),
              let width = content.number("width"), let height = content.number("height"),
              width > cellWidth, height > cellHeight else { return nil }
        return content
    }

    /// The root's size: IB's device when the root view fills its screen, else the root
    /// view's own frame; and the root view's margins.
    func rootLines(_ root: XMLNode) -> [String] {
        let frame = Self.cellContentFrame(of: root) ?? root.child("rect", key: "frame")
        let width = Self.pixelSnapped(frame?.number("width") ?? 320)
        let height = Self.pixelSnapped(frame?.number("height") ?? 568)
        var lines: [String] = []
        let id = device?.attributes["id"] ?? ""
        let size = "\(ScriptText.number(width)) x \(ScriptText.number(height))"
        if canvas == nil, !isCell, owner != nil, self.device == nil {
            // A scene of a document without a `<device>` (Xcode 5 to 7's "wAny hAny"
            // canvas): IB draws iOS 7's 20-point status bar over it unless its "Status Bar"
            // is None, and its bars as on a device. The canvas is the view's own size, from
            // the top of the screen to the bottom bar when it ends at an opaque one. Every
            // such scene of the corpus pinned to its top layout guide stores the guide 20
            // down (b-40, b-41, c-37), 64 under a navigation bar (b-36), 0 with the status
            // bar set to None (b-42, c-12).
            let status: Double = owner?.children.contains {
                $0.name == "nil" && $0.attributes["key"] == "simulatedStatusBarMetrics"
            } == true ? 0 : 20
            let device = LayoutInsets(top: status, left: 0, bottom: 0, right: 0)
            let safeTop = bars.top.map { (bars.topOrigin ?? status) + $0 } ?? status
            let originY = bars.top != nil && !bars.isTopTranslucent ? safeTop : 0
            let below = bars.bottom != nil && !bars.isBottomTranslucent ? bars.bottom ?? 0 : 0
            let insets = insetsOnCanvas(width: width, height: height, screen: (width, originY + height + below), device: device)
            let safe = [insets.top, insets.left, insets.bottom, insets.right].map(ScriptText.number).joined(separator: " ")
            return ["root \(size) safe \(safe)  # the root view's frame; no <device> in the document: IB's canvas of Xcode 5 to 7, the status bar and bars it draws"]
                + rootProperties(root)
        }
        guard let known = canvas, !isCell else {
            let note = isCell ? "a cell: its table lays it out, with no safe area of its own"
                : id.isEmpty ? "no <device> in the document" : "IB's device '\(id)' is not in tether's table: no safe area"
            return ["root \(size)  # the root view's frame; \(note)"] + rootProperties(root)
        }
        let deviceScreen = isLandscape ? (known.height, known.width) : (known.width, known.height)
        var screen = deviceScreen
        let deviceInsets = isLandscape ? known.landscapeInsets : known.portraitInsets
        var device = deviceInsets
        let metrics = owner?.children.filter { $0.attributes["key"]?.hasPrefix("simulated") == true } ?? []
        if owner == nil, root.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }), height > screen.1 {
            // A xib's freeform view taller than the device (a scroll view's content drawn
            // whole): IB's canvas grows to the view, the home indicator at its bottom; the
            // screen's bottom band stays where it was and covered most of the view.
            screen.1 = height
        }
        if metrics.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }) || owner?.child("size", key: "freeformSize") != nil {
            // "Size: Freeform": the canvas is the size the inspector sets (`freeformSize`),
            // else the view's own (a view shorter than its freeform canvas is one IB placed
            // below a bar or in a sheet there); in a popover, with the insets IB gives a sheet:
            // none, but where IB doubles notched insets a notched iPhone's status bar above (n-18's
            // popover stores 50 on `retina5_9`; a-25's five, on an iPhone 8, 0).
            let freeform = owner?.child("size", key: "freeformSize")
            screen = (freeform?.number("width") ?? width, freeform?.number("height") ?? height)
            if bars.isPopover {
                device = known.sheetInsets
            } else if bars.isEmbedded, !isLandscape, era.doublesNotchedInsets, known.width < 500 {
                // Where IB doubles a notched iPhone's insets (a full screen's home indicator
                // 68), a freeform child view controller in a container view (an `embed`
                // segue's destination) keeps the home indicator's own 34 below: n-18's
                // embedded scenes store it. A freeform scene of its own keeps the doubled 68:
                // outside the corpus 16 of 17 such scenes with a constraint to the safe
                // area's bottom (Blockstream's, at heights 838 to 1922), in the corpus b-35's 3.
                device.bottom /= 2
            }
        }
        if metrics.contains(where: { $0.name == "nil" && $0.attributes["key"] == "simulatedStatusBarMetrics" }), device.top == 20 {
            // "Status Bar: None" on a home-button device: nothing covers the top.
            device.top = 0
        }
        // A page sheet: the scene's container is the sheet, below the status bar (and 10
        // points lower over another sheet, IB drawing no deeper: the corpus's sheets three
        // and four deep store the second's height), with the sheet's insets.
        let sheetDepth = max(bars.sheetDepth, metrics.contains { $0.name == "modalPageSheetSimulatedSizeMetrics" } ? 1 : 0)
        let isSheet = sheetDepth > 0 && era.drawsPageSheets && !isLandscape && height < screen.1
        if isSheet {
            screen.1 -= known.sheetOrigin + 10 * Double(min(sheetDepth, 2) - 1)
            device.top = known.sheetInsets.top
            device.bottom = known.sheetInsets.bottom
        }
        // The view as IB places it in its container: below an opaque top bar, else at the
        // top; its safe area what the container's and the translucent bars' cover of it. A
        // navigation bar whose frame the document stores starts where IB drew it.
        let topBar = bars.top ?? 0
        let bottomBar = bars.bottom ?? 0
        let insets = insetsOnCanvas(width: width, height: height, screen: screen, device: device)
        let orientation = isLandscape ? "landscape" : "portrait"
        var described = "IB's \(id): \(known.name), \(orientation)"
        if isSheet { described += ", a page sheet" }
        if bars.top != nil { described += ", \(bars.isTopTranslucent ? "a translucent" : "an opaque") \(ScriptText.number(topBar))-point top bar" }
        if bars.bottom != nil { described += ", \(bars.isBottomTranslucent ? "a translucent" : "an opaque") \(ScriptText.number(bottomBar))-point bottom bar" }
        if deviceScreen != (width, height) { described += "; the root view's frame" }
        // `root device` only where the safe area is the catalogue device's own.
        if deviceScreen == (width, height), insets == deviceInsets, let catalogue = known.catalogueName {
            lines.append("root device \"\(catalogue)\(isLandscape ? ":landscape" : "")\"  # \(described)")
        } else {
            let safe = [insets.top, insets.left, insets.bottom, insets.right].map(ScriptText.number).joined(separator: " ")
            lines.append("root \(size) safe \(safe)  # \(described)")
        }
        return lines + rootProperties(root)
    }

    /// The root view's safe-area insets where IB places it on a canvas of `screen` whose
    /// own insets are `device`, under the scene's bars: below an opaque top bar, else at the
    /// top; covered by what the container's insets and the translucent bars cover of it.
    /// A navigation bar whose frame the document stores starts where IB drew it.
    func insetsOnCanvas(width: Double, height: Double, screen: (Double, Double), device: LayoutInsets) -> LayoutInsets {
        let topBar = bars.top ?? 0
        let bottomBar = bars.bottom ?? 0
        let safeTop = bars.top == nil ? device.top : (bars.topOrigin ?? device.top) + topBar
        let originY = bars.top != nil && !bars.isTopTranslucent ? safeTop : 0
        let safeBottom = screen.1 - device.bottom - bottomBar
        // Only the part of the unsafe bands that covers the view: a view smaller than them
        // (a scene's extra 46 × 30 button under a 44-point status bar) is covered whole.
        let top = min(height, max(0, safeTop - originY))
        return LayoutInsets(
            top: top, left: min(width, device.left),
            bottom: min(height - top, max(0, originY + height - safeBottom)),
            right: min(device.right, max(0, width - (screen.0 - device.right))))
    }

    /// The cells of a collection view, which UIKit gives a plain view's margins.
    static let collectionCellElements: Set<String> = ["collectionViewCell", "collectionReusableView"]

    /// Whether the root is a cell with UIView's default margins, none of its own and not its
    /// superview's: a collection view's cell or supplementary view in its collection view, or
    /// a table view's cell in a document from before Xcode 10
    /// (``InterfaceBuilderEra/givesCellsTableMargins``), whose canvas gave cells no table
    /// margins (``cellContentMargins()``). A collection cell at the top of a xib is laid out
    /// as the xib's top-level view, at a root's margins (a development set's four, 16 inside
    /// a 375-point cell).
    func hasDefaultCellMargins(_ root: XMLNode) -> Bool {
        (Self.collectionCellElements.contains(root.name) && isInTable
            || root.name == "tableViewCell" && !era.givesCellsTableMargins && !(era.givesXibCellsTableMargins && !isInTable))
            && !root.flag("preservesSuperviewLayoutMargins")
            && root.child("edgeInsets", key: "layoutMargins") == nil
            && root.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil
    }

    /// The side margins of a table's cell that preserves its superview's margins in a
    /// document from before Xcode 10 (``InterfaceBuilderEra/givesCellsTableMargins``): the
    /// table's, which then followed its separator inset, 15 points in a table up to 375
    /// wide (20 in a wider one, as the later margins are); nil for any other root. A
    /// development set outside the corpus (MiniKeePass's three Xcode 8.3 storyboards: 16
    /// views pinned to their content view's leading margin stored 15 inside, 7 trailing
    /// ones 15 inside, 9 switches 13, their frames 2 past their rectangles); earlier, such
    /// a cell took a view controller's root view's 16.
    func preservedSeparatorInset(_ root: XMLNode) -> Double? {
        guard root.name == "tableViewCell", isInTable, !era.givesCellsTableMargins, root.flag("preservesSuperviewLayoutMargins"),
              root.child("edgeInsets", key: "layoutMargins") == nil,
              root.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil else { return nil }
        let screen = canvas.map { isLandscape ? $0.height : $0.width } ?? 375
        return (tableWidth ?? screen) > 375 ? 20 : 15
    }

    /// Whether the root is a table view cell whose content view sets margins of its own and
    /// preserves its cell's: UIKit raises each of the content view's margins to the cell's
    /// (`preservesSuperviewLayoutMargins`), which are the ones a content view without margins
    /// of its own has (``cellContentMargins()``), 11 above and below and the table's at the
    /// sides. Outside the corpus, the Corona-Warn app's eight xib cells of Xcode 12 and 13 on
    /// a 414-point iPhone: margins set to 16 on every side store their views 20 inside at the
    /// sides and 16 above and below, margins of 8 and 16 store them 11 and 20 inside.
    func preservesCellMarginsOverOwn(_ root: XMLNode) -> Bool {
        guard root.name == "tableViewCell", era.givesCellsTableMargins || era.givesXibCellsTableMargins && !isInTable,
              let content = root.child("tableViewCellContentView", key: "contentView"),
              content.flag("preservesSuperviewLayoutMargins") else { return false }
        return content.child("edgeInsets", key: "layoutMargins") != nil
            || content.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }

    /// Whether `node` is the content view of a self-sizing table view cell at the root.
    func isSelfSizingContent(_ node: XMLNode, parent: String?) -> Bool {
        isSelfSizing && parent == "root" && node.name == "tableViewCellContentView" && node.attributes["key"] == "contentView"
    }

    /// A self-sizing cell's content view, placed as UITableView places it: at the cell's
    /// top and leading edges and its width (less an accessory), at the row's height IB drew
    /// unless the content's required constraints ask for another. A table whose row height
    /// is automatic (`UITableView.automaticDimension`) makes each row as tall as its cell's
    /// content needs, so such a row never breaks the content's required constraints, as a
    /// fixed row does (`encapsulated`); yet IB's canvas holds the row at its stored height
    /// where the content can stretch (the corpus: a-25's 43.5-point content in 44.5-point
    /// rows, labels stretched a point), so the height holds at 999, below required only.
    func selfSizingLines(root: XMLNode) -> [String] {
        guard isSelfSizing, let content = root.child("tableViewCellContentView", key: "contentView"),
              let id = content.attributes["id"], let name = names[id], let frame = content.child("rect", key: "frame"),
              let cellWidth = root.child("rect", key: "frame")?.number("width"),
              let width = frame.number("width").map(Self.pixelSnapped), let height = frame.number("height").map(Self.pixelSnapped) else { return [] }
        let tag = " as " + ScriptText.quoted(InterfaceBuilderImport.selfSizingIdentifier)
        let accessory = cellWidth - width
        return [
            "# a self-sizing cell (its table's row height is automatic): the row yields to its content's required constraints",
            "pin \(name).top == root.top\(tag)",
            "pin \(name).leading == root.leading\(tag)",
            "pin \(name).width == root.width" + (accessory == 0 ? "" : " - \(ScriptText.number(accessory))") + tag,
            "pin \(name).height == \(ScriptText.number(height)) @ 999\(tag)",
        ]
    }

    /// The root's own margins and safe-area setting, as a `set root { … }` line: the
    /// document's, else a cell's with UIView's default margins (``hasDefaultCellMargins(_:)``),
    /// 8 points on each side, which the script's root keeps as a plain view's
    /// (`respectsSystemMinimumMargins false`), where a view controller's root view's sides are
    /// raised to the system minimum, 16 or 20. The corpus's collection view cells and
    /// supplementary views with constraints to their own margins (four documents) store them 8
    /// inside on every side (n-20, n-38, a-24), but n-08's, which preserves its superview's
    /// margins, at the screen's 16.
    func rootProperties(_ root: XMLNode) -> [String] {
        var lines: [String] = []
        var properties: [String] = []
        if let insets = root.child("edgeInsets", key: "layoutMargins") {
            properties.append("margins " + ["top", "left", "bottom", "right"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        } else if let insets = root.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            properties.append("margins directional " + ["top", "leading", "bottom", "trailing"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        } else if hasDefaultCellMargins(root) {
            // A collection view's cell or supplementary view is no view controller's root:
            // UIView's default margins, 8 points on each side (Apple's `layoutMargins`), not
            // raised to the system minimum (`viewRespectsSystemMinimumLayoutMargins`).
            properties += ["respectsSystemMinimumMargins false", "margins 8 8 8 8"]
        } else if preservesCellMarginsOverOwn(root) {
            // The cell's own margins, which its content view's own are raised to.
            properties += ["respectsSystemMinimumMargins false", "margins " + cellContentMargins()]
        } else if let side = preservedSeparatorInset(root) {
            // Before Xcode 10 a table's cell that preserves its table's margins has the
            // table's separator inset at its sides (``preservedSeparatorInset(_:)``).
            properties += ["respectsSystemMinimumMargins false", "margins 8 \(ScriptText.number(side)) 8 \(ScriptText.number(side))"]
        }
        if root.attributes["insetsLayoutMarginsFromSafeArea"] == "NO" { properties.append("insetsMarginsFromSafeArea false") }
        if !properties.isEmpty { lines.append("set root { \(properties.joined(separator: "; ")) }") }
        return lines
    }
}
