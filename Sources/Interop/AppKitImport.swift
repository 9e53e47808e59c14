// AppKit (macOS) documents: their roots (windows, view controllers, top-level views), their
// frames turned from AppKit's bottom-left origin to the top-left one scripts use, and what
// is not imported yet, each a located warning.

import AutoLayout
import LayoutScript
import TextMetrics

/// What is AppKit's in a Cocoa document, and how its frames are stored (the conformance
/// runner reads the reference with the same rules).
package enum AppKitDocument {
    /// The document types of AppKit's xibs and storyboards, each with whether it is a storyboard.
    package static let documentTypes = [
        "com.apple.InterfaceBuilder3.Cocoa.XIB": false,
        "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": true,
    ]

    /// The elements of views that are flipped (`isFlipped` true: origin at the top left, y
    /// growing downward), whose subviews' frames IB stores from the top. Apple's NSView
    /// reference, `isFlipped`: "The default value of this property is false, which results in
    /// a non-flipped coordinate system. In a non-flipped coordinate system, the origin is in
    /// the lower-left corner of the view and positive y-values extend upward." NSTableView,
    /// NSOutlineView and NSTextView are flipped (text and rows run down), as are NSSplitView
    /// (its first pane is the top one: the corpus's split views with horizontal dividers
    /// store the first pane with the smallest y, /work/shared/conformance/appkit/SOURCES.md)
    /// and NSScrollView (a horizontal scroller is stored at the bottom, y = height − 17 in
    /// m-02), and NSTabView (its items' views are stored 33 below the top of a tab view with
    /// tabs on top, and a tab view with tabs at the bottom leaves more below them: outside
    /// the corpus, MacPass, Sequel-Ace, Transmission). NSStackView and NSGridView are not:
    /// their first row has the largest y.
    static let flippedElements: Set<String> = ["tableView", "outlineView", "textView", "splitView", "scrollView", "tabView"]

    /// Whether IB stores the subviews of this view from its top: a flipped class
    /// (``flippedElements``), a clip view whose document view is one (NSClipView's
    /// `isFlipped` is its document view's), or a custom class whose name says it is flipped
    /// (`FlippedClipView`). The XML stores no flag of its own. A `flipped = YES` user-defined
    /// runtime attribute does not count: IB sets such attributes as the view is loaded at run
    /// time, after the frames it stored were laid out, and NSView's `isFlipped` is read-only
    /// ("override this property and return true", Apple's NSView reference). Half 0: m-29's
    /// clip view with one stores its empty stack at y = 0 under a constraint that pins the
    /// stack's bottom to the clip view's — the bottom of an unflipped view.
    static func isFlipped(_ node: XMLNode) -> Bool {
        let document = node.name == "clipView" ? node.child("subviews")?.children.first { $0.isView } : nil
        return isFlipped(element: node.name, customClass: node.attributes["customClass"],
                         documentViewIsFlipped: document.map(isFlipped) ?? false)
    }

    /// ``isFlipped(_:)`` from what the element says: its name, custom class and, for a clip
    /// view, whether its document view is flipped.
    package static func isFlipped(element: String, customClass: String?, documentViewIsFlipped: Bool) -> Bool {
        flippedElements.contains(element)
            || (element == "clipView" && (documentViewIsFlipped || customClass?.contains("Flipped") == true))
    }

    /// The element with every view's frame turned top-left (``topLeft(_:superview:)``) and
    /// each grid view's cell content views made its subviews.
    static func topLeftTree(_ root: XMLNode) -> XMLNode {
        topLeft(root, superview: nil)
    }

    /// `node` with its frame measured from its superview's top, where the superview is not
    /// flipped: y' = superview height − y − height; its autoresizing mask's minimum and
    /// maximum y margins trade places with it (flexible at the bottom is `flexibleMinY` in
    /// an unflipped superview). `superview` is the nearest enclosing view's height and
    /// whether it is flipped; nil for the root, whose frame is kept.
    static func topLeft(_ node: XMLNode, superview: (height: Double, flipped: Bool)?) -> XMLNode {
        let isView = node.attributes["id"] != nil && node.child("rect", key: "frame") != nil
        let inner = isView ? (node.child("rect", key: "frame")?.number("height") ?? 0, isFlipped(node)) : superview
        var children: [XMLNode] = []
        for child in node.children.map(withoutAnonymousFrame) {
            if isView, let superview, !superview.flipped, child.name == "rect", child.attributes["key"] == "frame" {
                children.append(flippedFrame(child, superviewHeight: superview.height))
            } else if isView, let superview, !superview.flipped, child.name == "autoresizingMask" {
                var attributes = child.attributes
                (attributes["flexibleMinY"], attributes["flexibleMaxY"]) = (child.attributes["flexibleMaxY"], child.attributes["flexibleMinY"])
                children.append(child.variant(attributes: attributes, children: child.children))
            } else {
                children.append(topLeft(child, superview: isView ? inner : superview))
            }
        }
        if node.name == "gridView" {
            // NSGridView keeps its views in `<gridCell>`s as `key="contentView"`, relative
            // to the grid: they are its subviews (the key dropped: no cell's content view).
            let cells = children.first { $0.name == "gridCells" }?.children("gridCell") ?? []
            let contents = cells.flatMap { cell in
                cell.children.filter { $0.attributes["key"] == "contentView" && $0.isView }.map { view in
                    view.variant(attributes: view.attributes.filter { $0.key != "key" }, children: view.children)
                }
            }
            if !contents.isEmpty {
                let subviews = node.child("subviews")
                children.append(XMLNode.element("subviews", at: subviews ?? node, children: contents))
            }
        }
        if node.name == "stackView", node.child("subviews") == nil {
            // A stack saved before `distribution` (Xcode 8 and earlier) keeps its views in
            // its gravity areas, in order: they are its subviews (its arranged views).
            let areas = gravityAreas.flatMap { area in children.first { $0.name == area }?.children.filter(\.isView) ?? [] }
            if !areas.isEmpty { children.append(XMLNode.element("subviews", at: node, children: areas)) }
        }
        return node.variant(attributes: node.attributes, children: children)
    }

    /// `node`, a view IB stores without an id (an old NSBox's `<view key="contentView">`,
    /// which no constraint can name), with its frame's origin moved into its subviews'
    /// frames: they are stored in its coordinates (NSView's `frame`: "in its superview's
    /// coordinate system"), and are read as the subviews of the view with an id around it,
    /// the content view not being flipped. Any other element as it is.
    static func withoutAnonymousFrame(_ node: XMLNode) -> XMLNode {
        guard node.attributes["id"] == nil, node.name != "rect", let frame = node.child("rect", key: "frame"),
              let x = frame.number("x"), let y = frame.number("y"), x != 0 || y != 0, !isFlipped(node) else { return node }
        let children = node.children.map { part -> XMLNode in
            guard part.name == "subviews" else { return part }
            return part.variant(attributes: part.attributes, children: part.children.map { view in
                guard let rect = view.child("rect", key: "frame") else { return view }
                var attributes = rect.attributes
                attributes["x"] = String((rect.number("x") ?? 0) + x)
                attributes["y"] = String((rect.number("y") ?? 0) + y)
                let moved = rect.variant(attributes: attributes, children: rect.children)
                return view.variant(attributes: view.attributes, children: view.children.map { $0 === rect ? moved : $0 })
            })
        }
        return node.variant(attributes: node.attributes, children: children)
    }

    /// An NSStackView's gravity areas as IB stores them, leading (or top) to trailing (or
    /// bottom): NSStackView.Gravity's leading, center and trailing.
    static let gravityAreas = ["beginningViews", "centerViews", "middleViews", "endViews"]

    /// A `<rect key="frame">` measured from the top of a superview `superviewHeight` tall.
    static func flippedFrame(_ rect: XMLNode, superviewHeight: Double) -> XMLNode {
        guard let y = rect.number("y"), let height = rect.number("height") else { return rect }
        var attributes = rect.attributes
        attributes["y"] = String(superviewHeight - y - height)
        return rect.variant(attributes: attributes, children: rect.children)
    }

    /// The elements whose arrangement Tether does not import yet: what is left out, and what
    /// of the element is imported (a located warning says both).
    static let unplacedArrangements: [String: (what: String, hint: String)] = [
        // NSTabView places each item's view in its content rectangle ("the content area of
        // the tab view… does not include the space required for the tab view's tabs or
        // borders (if any)", Apple's NSTabView `contentRect`); Apple gives no inset for a
        // type with tabs or a border. Where ``ScriptWriter/tabContentInsets(of:era:)`` knows
        // none, the items' views, under `<tabViewItems>`, not subviews of the tab view in the
        // document, are left out with a comment.
        "tabView": ("its items' views (`<tabViewItems>`, placed in NSTabView's content rectangle)",
                    "the tab view and its own constraints are imported; the views of its items and their constraints are not"),
    ]

    /// Whether `node` holds views in the document (an element below it with an id and a
    /// frame). A tab view controller's tab view holds none: its items' views are scenes of
    /// their own, each imported at its own size, so nothing it would place is left out.
    static func holdsViews(_ node: XMLNode) -> Bool {
        node.children.contains { $0.isView || holdsViews($0) }
    }
}

extension DocumentReader {
    /// Reads an AppKit document: a script per window's content view, view controller's view
    /// (a split or tab view controller's own view included) and top-level view; each table
    /// view's cell views a script of its own, as iOS cells are. Menus and the application
    /// scene are left out with a note; what is not imported yet gets a located warning.
    mutating func readAppKit(isStoryboard: Bool) throws(Diagnostic) -> InterfaceBuilderImport.Result {
        let document = tree.root
        var roots: [(name: String, view: XMLNode, window: XMLNode?)] = []
        var menus: [XMLNode] = []
        func take(_ object: XMLNode, title: String?) {
            switch object.name {
            case "menu", "application":
                menus.append(object)
            case "window", "panel":
                if let content = object.child("view", key: "contentView") ?? object.children.first(where: { $0.attributes["key"] == "contentView" && $0.isView }) {
                    roots.append((title ?? object.attributes["title"].flatMap { $0.isEmpty ? nil : $0 } ?? "window", content, object))
                }
            case "windowController":
                if let window = object.child("window", key: "window") ?? object.child("panel", key: "window") {
                    take(window, title: title ?? Self.viewTitle(object))
                }
            default:
                if object.isView {
                    roots.append((title ?? Self.viewTitle(object) ?? Self.stem(of: tree.sourceName), object, nil))
                } else if let view = object.children.first(where: { ["view", "splitView", "tabView"].contains($0.attributes["key"] ?? "") && $0.isView }) {
                    roots.append((title ?? Self.viewTitle(object) ?? object.name, view, nil))
                }
            }
        }
        if isStoryboard {
            var index = 0
            for scene in document.child("scenes")?.children("scene") ?? [] {
                index += 1
                for object in scene.child("objects")?.children ?? [] {
                    let isController = object.attributes["sceneMemberID"] == "viewController"
                    let title = isController ? Self.sceneTitle(scene, controller: object) ?? "scene \(index)" : nil
                    take(object, title: title)
                }
            }
        } else {
            for object in document.child("objects")?.children ?? [] { take(object, title: nil) }
        }
        if let menu = menus.first {
            warnings.append(Diagnostic(
                severity: .warning, kind: .syntax,
                message: "\(menus.count) menu\(menus.count == 1 ? "" : "s") and application object\(menus.count == 1 ? "" : "s") left out: menus have no Auto Layout",
                location: tree.location(of: menu), hint: "tether imports the document's windows and views"))
        }
        // Cells: each table or outline view's cell views, laid out in their row.
        var scanned = 0
        while scanned < roots.count {
            let (title, view, _) = roots[scanned]
            scanned += 1
            for cell in Self.appKitCells(under: view) {
                roots.append((Self.viewTitle(cell) ?? "\(title) cell", cell, nil))
            }
        }
        guard !roots.isEmpty else {
            // Interface Builder opens a document with no window or view (an app's MainMenu.xib
            // holds menus only): nothing to lay out, which a warning says.
            warnings.append(Diagnostic(
                severity: .warning, kind: .syntax, message: "the document has no window or view: no script",
                location: tree.location(of: document),
                hint: isStoryboard ? "add a window or view controller scene in Xcode" : "a xib holds its windows and views under <objects>"))
            return InterfaceBuilderImport.Result(scripts: [], warnings: warnings)
        }
        var era = InterfaceBuilderEra(document: document)
        era.keepsEarlierControlFrames = era.drawsXcode26Controls && AppKitControlTable.keepsEarlierControlFrames(in: document)
        noteUnplacedArrangements(under: roots.map(\.view), era: era)
        // As in an iOS document: a constraint naming an object the document does not hold is
        // one Interface Builder drops, left out with a warning.
        let missing = DocumentReader.missingObjects(in: document, tree: tree)
        warnings += missing.warnings
        let measurer = TextMeasurer.systemOrSimple()
        let outlets = Naming.outlets(in: document)
        let images = Self.resourceImages(of: document)
        var scripts: [InterfaceBuilderImport.Script] = []
        var stems: Set<String> = []
        for (title, original, window) in roots {
            var stem = roots.count == 1 && !isStoryboard ? Self.stem(of: tree.sourceName) : Self.kebab(title)
            if stem.isEmpty { stem = "view" }
            let unique = Naming.unique(stem, separator: "-", among: &stems)
            let view = AppKitDocument.topLeftTree(original)
            var writer = ScriptWriter(tree: tree, title: title, device: nil, images: images, limits: limits, measurer: measurer)
            writer.platform = .appkit
            writer.window = window
            writer.namer = Naming(outlets: outlets)
            writer.isCell = original.name == "tableCellView"
            writer.era = era
            writer.missingObjects = missing.ids
            let (text, constraints) = try writer.write(root: view, owner: nil)
            scripts.append(InterfaceBuilderImport.Script(
                name: unique, text: text, constraints: constraints, rootID: view.attributes["id"], viewNames: writer.names,
                designables: writer.designables))
        }
        return InterfaceBuilderImport.Result(scripts: scripts, warnings: warnings)
    }

    /// The cell views of the table and outline views under a view (the views of a column's
    /// `<prototypeCellViews>`, a `<tableCellView>` elsewhere), in document order.
    static func appKitCells(under node: XMLNode) -> [XMLNode] {
        var found: [XMLNode] = []
        for child in node.children {
            if child.name == "prototypeCellViews" {
                // A column's cell views and row views (`identifier="row"`), each placed by its table.
                found += child.children.filter(\.isView)
            } else if child.name == "tableCellView", child.isView {
                found.append(child)
            } else {
                found += appKitCells(under: child)
            }
        }
        return found
    }

    /// One located warning per kind of view whose arrangement is not imported yet
    /// (``AppKitDocument/unplacedArrangements``), at its first, with how many there are.
    mutating func noteUnplacedArrangements(under roots: [XMLNode], era: InterfaceBuilderEra) {
        var found: [String: [XMLNode]] = [:]
        func visit(_ node: XMLNode) {
            if AppKitDocument.unplacedArrangements[node.name] != nil, node.isView, AppKitDocument.holdsViews(node),
               ScriptWriter.tabItemViews(of: node, era: era).isEmpty {
                found[node.name, default: []].append(node)
            }
            node.children.forEach(visit)
        }
        roots.forEach(visit)
        for (element, nodes) in found.sorted(by: { $0.value[0].line < $1.value[0].line }) {
            guard let first = nodes.first, let arrangement = AppKitDocument.unplacedArrangements[element] else { continue }
            warnings.append(Diagnostic(
                severity: .warning, kind: .syntax,
                message: "\(nodes.count) <\(element)>\(nodes.count == 1 ? "" : "s"): \(arrangement.what) not imported yet",
                location: tree.location(of: first),
                hint: arrangement.hint))
        }
    }
}

extension ScriptWriter {
    /// An AppKit root's lines: `platform appkit`, and the root's size — the root view's
    /// stored frame (a window's content view's, else the window's `contentRect`), with the
    /// window's minimum and maximum sizes where they hold it. A content view's frame can
    /// differ from its window's `contentRect` (5 of the corpus's 19 windows, 5 repositories):
    /// IB laid the content out at the view's frame, which its subviews fill (m-04's visual
    /// effect view stores 358 × 249, its content view's frame, in a 357 × 246 contentRect).
    func appKitRootLines(_ root: XMLNode) -> [String] {
        let frame = root.child("rect", key: "frame")
        let content = window?.child("rect", key: "contentRect")
        let width = frame?.number("width") ?? content?.number("width") ?? 480
        let height = frame?.number("height") ?? content?.number("height") ?? 270
        var statement = "root \(ScriptText.number(width)) x \(ScriptText.number(height))"
        var note = window == nil ? (isCell ? "a cell view: its table lays it out" : "the view's frame") : "the window's content view"
        if let content, let w = content.number("width"), let h = content.number("height"), w != width || h != height {
            note += " (its frame; the window's contentRect is \(ScriptText.number(w)) × \(ScriptText.number(h)))"
        }
        // NSWindow.minSize and maxSize are the frame's, title bar included (Apple's NSWindow
        // reference); IB writes them as `<value key="minSize" type="size">`. They are kept
        // as the content's range where they hold the content size, an upper bound on the
        // content's minimum by the title bar's height.
        func size(_ key: String) -> (Double, Double)? {
            guard let value = window?.children.first(where: { $0.name == "value" && $0.attributes["key"] == key }),
                  let w = value.number("width"), let h = value.number("height") else { return nil }
            return (w, h)
        }
        if let (w, h) = size("minSize"), w <= width, h <= height {
            statement += " min \(ScriptText.number(w)) x \(ScriptText.number(h))"
            note += "; min and max: the window's minSize and maxSize (frame sizes)"
        }
        if let (w, h) = size("maxSize"), w >= width, h >= height, w < 10_000, h < 10_000 {
            statement += " max \(ScriptText.number(w)) x \(ScriptText.number(h))"
        }
        return ["platform appkit", "\(statement)  # \(note)"]
    }

    /// The class a view's comment names: its custom class with AppKit's, or AppKit's.
    static func appKitClassName(of node: XMLNode) -> String {
        let appKit = appKitClass(of: node.name)
        return node.attributes["customClass"].map { "\($0) (\(appKit))" } ?? appKit
    }

    /// Whether an AppKit view's child element is read by the import (or carries no layout),
    /// so that no "not imported" comment names it: a control's cell (the controls' table
    /// reads it), a grid's rows, columns and cells, a stack's gravity areas (its subviews),
    /// a view's autoresizing, colours and bindings.
    static func appKitHandled(_ child: XMLNode) -> Bool {
        child.attributes["key"] == "cell" || gridOrStackParts.contains(child.name)
    }

    /// The parts of grids and stacks the import reads, and elements with no layout.
    static let gridOrStackParts: Set<String> = [
        "rows", "columns", "gridCells", "beginningViews", "centerViews", "middleViews", "endViews", "font", "binding",
        "customSpacing", "visibilityPriorities",
        "attributedString", "textInputTraits", "allowedInputSourceLocales",
    ]

    /// AppKit's class for an IB element name: `textField` → `NSTextField`, `customView` → `NSView`.
    static func appKitClass(of element: String) -> String {
        let special = ["customView": "NSView", "view": "NSView", "wkWebView": "WKWebView"]
        if let name = special[element] { return name }
        return "NS" + element.prefix(1).uppercased() + element.dropFirst()
    }
}

extension XMLNode {
    /// A new element standing at `place` in the document (for a diagnostic's location).
    static func element(_ name: String, at place: XMLNode, children: [XMLNode]) -> XMLNode {
        let node = XMLNode(name: name, attributes: [:], line: place.line, byteOffset: place.byteOffset, precedingComment: nil)
        return node.variant(attributes: [:], children: children)
    }
}

// MARK: - NSBox

extension ScriptWriter {
    /// How far below a titled box's top its content rectangle starts, for a constraint that
    /// names the box from a view inside it; nil for a box whose title is not at its top.
    /// "The title appears inside the box, so changing the size of the font will affect the
    /// size of the box's content rectangle" (Box Programming Topics, "Setting a Box's
    /// Title"); the title is drawn in the small system font unless the box names another
    /// (NSBox.titleFont: "By default, the title is drawn using the small system font"), one
    /// line of it tall (``AppKitControlTable/lineHeight(size:era:)``: 11 points, 14). A
    /// constraint from outside the box places its alignment rectangle, which includes the
    /// title (the controls' table's box rows). Half 0: m-14's three titled boxes (Xcode 6,
    /// their content views stored without an id, so the constraints inside name the box),
    /// each view pinned 11 below the box's top stored 14 + 11 below its rectangle's top.
    static func boxTitleBand(of node: XMLNode, era: InterfaceBuilderEra) -> Double? {
        guard node.name == "box", AppKitControlTable.style(of: node) == "primary",
              node.attributes["titlePosition"] ?? "atTop" == "atTop", !(node.attributes["title"] ?? "").isEmpty else { return nil }
        let font = node.child("font", key: "titleFont")
        let size = font?.number("size") ?? font?.attributes["metaFont"].flatMap { Self.metaFontSizes[$0] } ?? 11
        return AppKitControlTable.lineHeight(size: size, era: era)
    }
}

// MARK: - NSSplitView

extension ScriptWriter {
    /// NSSplitView's default holding priority, for a pane IB stores none for:
    /// `NSLayoutConstraint.Priority.defaultLow`, 250 ("The default priority is defaultLow",
    /// Apple's `setHoldingPriority(_:forSubviewAt:)`; NSSplitViewItem's `holdingPriority`
    /// likewise).
    static let splitDefaultHoldingPriority = 250.0

    /// An NSSplitView's panes as constraints (the split view sets its panes' frames, so they
    /// translate no autoresizing mask): each subview a pane, in order (IB stores no list of
    /// arranged subviews, `arrangesAllSubviews="NO"` or not: m-07's two subviews under it are
    /// laid out as panes on its canvas), leading to trailing
    /// when `vertical` (Apple's NSSplitView: "If isVertical is true, the leading divider has
    /// an index of 0") and top to bottom otherwise ("By default, dividers have a horizontal
    /// orientation so that the split view arranges its panes vertically from top to
    /// bottom"); the first and last flush with the split view's edges, a divider between
    /// each two, every pane as long as the split view across; each pane holding the length
    /// IB stored at its `<holdingPriorities>` value (250 where none): "During a split view
    /// resize, subviews with higher priorities maintain their sizes before subviews with
    /// lower priorities. The subview with the lowest priority is the first to gain additional
    /// thickness if the split view grows or shrinks" (Apple's
    /// `holdingPriorityForSubview(at:)`). Panes of one priority share a change in
    /// proportion to their lengths, one priority point below theirs: Apple does not say how
    /// they share it; a Tether choice, so that the layout stays determined. A divider is as
    /// thick as the distance IB stored between the first two panes (IB draws the split view
    /// with its `dividerThickness`, a subclass's own included; Apple gives no number: half
    /// 0's one split view with panes, m-07's thin one, stores 1), 1 where they overlap.
    func splitLines(_ split: ImportedView) -> [String] {
        let panes = views.filter { $0.parent == split.name }
        guard let first = panes.first, let last = panes.last else { return [] }
        let vertical = split.node.flag("vertical")
        let (start, end, length) = vertical ? ("leading", "trailing", "width") : ("top", "bottom", "height")
        let across = vertical ? ("top", "bottom") : ("leading", "trailing")
        func stored(_ pane: ImportedView, _ key: String) -> Double {
            pane.node.child("rect", key: "frame")?.number(key) ?? 0
        }
        let origin = vertical ? "x" : "y"
        var divider = 1.0
        if panes.count > 1 {
            let gap = stored(panes[1], origin) - stored(panes[0], origin) - stored(panes[0], length)
            divider = gap >= 0 ? gap : 1
        }
        let priorities = split.node.child("holdingPriorities")?.children("real").compactMap { $0.number("value") } ?? []
        let holding = panes.indices.map { priorities.indices.contains($0) ? priorities[$0] : Self.splitDefaultHoldingPriority }
        var lines = ["# \(split.name): NSSplitView, \(panes.count) pane\(panes.count == 1 ? "" : "s") \(vertical ? "side by side" : "top to bottom"), dividers \(ScriptText.number(divider)) thick; each pane holds its \(length) at its holding priority"]
        lines.append("pin \(first.name).\(start) == \(split.name).\(start) as \"nssplit\"")
        for (previous, pane) in zip(panes, panes.dropFirst()) {
            lines.append("pin \(pane.name).\(start) == \(previous.name).\(end)\(Self.offset(divider)) as \"nssplit-divider\"")
        }
        lines.append("pin \(last.name).\(end) == \(split.name).\(end) as \"nssplit\"")
        for (index, pane) in panes.enumerated() {
            lines.append("pin \(pane.name).\(across.0) == \(split.name).\(across.0) as \"nssplit\"")
            lines.append("pin \(pane.name).\(across.1) == \(split.name).\(across.1) as \"nssplit\"")
            lines.append("pin \(pane.name).\(length) == \(ScriptText.number(stored(pane, length))) @ \(ScriptText.number(holding[index])) as \"nssplit-holding\"")
        }
        // Panes of one holding priority share a change in proportion to their lengths.
        for (index, pane) in panes.enumerated() {
            guard let next = panes.indices.dropFirst(index + 1).first(where: { holding[$0] == holding[index] }),
                  holding[index] > 1, stored(pane, length) > 0 else { continue }
            let ratio = stored(panes[next], length) / stored(pane, length)
            lines.append("pin \(panes[next].name).\(length) == \(ScriptText.number(ratio)) * \(pane.name).\(length) @ \(ScriptText.number(holding[index] - 1)) as \"nssplit-share\"")
        }
        return lines
    }
}

// MARK: - NSGridView

extension ScriptWriter {
    /// NSGridView's default space between rows and between columns, where the document
    /// stores none: 6 points. Apple's reference gives no number (NSGridView.rowSpacing); on
    /// half 0 of the AppKit corpus, the two grids stored without `rowSpacing` (m-03's) keep
    /// their 25-point rows 6 apart (y 31 over a row 25 tall) and its grids without
    /// `columnSpacing` their columns' alignment rectangles 6 apart; half 1's one such grid
    /// (m-21) agrees.
    static let gridDefaultSpacing = 6.0

    /// An NSGridView's layout as guides and constraints: a guide per row and column, each
    /// row `height` tall if the document says so and else as tall as its tallest view (it
    /// hugs them; columns likewise), rows `rowSpacing` apart and columns `columnSpacing`
    /// apart, the first and last flush with the grid's edges; each cell's view placed in its
    /// cell (its columns' and rows' content, merged cells spanning theirs; paddings lie
    /// between the tracks, ``tracks(_:elements:in:vertical:spacing:)``) by its `xPlacement` and `yPlacement`, else its column's or row's, else the
    /// grid's: leading, trailing, center or fill (NSGridCell.Placement), never outside the
    /// cell. Where the grid is larger than its content, the last row and column take the
    /// rest: Apple does not say which; a Tether choice.
    func gridLines(_ grid: ImportedView) -> [String] {
        let node = grid.node
        let rows = node.child("rows")?.children("gridRow") ?? []
        let columns = node.child("columns")?.children("gridColumn") ?? []
        guard !rows.isEmpty, !columns.isEmpty else { return ["# \(grid.name): a grid without rows or columns"] }
        var used = Set(names.values)
        func guideName(_ base: String) -> String { Naming.unique(base, among: &used) }
        let rowNames = rows.indices.map { guideName("\(grid.name)Row\($0 + 1)") }
        let columnNames = columns.indices.map { guideName("\(grid.name)Column\($0 + 1)") }
        let rowSpacing = node.number("rowSpacing") ?? Self.gridDefaultSpacing
        let columnSpacing = node.number("columnSpacing") ?? Self.gridDefaultSpacing
        var lines = ["# \(grid.name): NSGridView, \(rows.count) rows and \(columns.count) columns"]
        lines += tracks(rowNames, elements: rows, in: grid.name, vertical: true, spacing: rowSpacing)
        lines += tracks(columnNames, elements: columns, in: grid.name, vertical: false, spacing: columnSpacing)
        let rowIndex = Dictionary(rows.enumerated().compactMap { index, row in row.attributes["id"].map { ($0, index) } }, uniquingKeysWith: { first, _ in first })
        let columnIndex = Dictionary(columns.enumerated().compactMap { index, column in column.attributes["id"].map { ($0, index) } }, uniquingKeysWith: { first, _ in first })
        let cells = node.child("gridCells")?.children("gridCell") ?? []
        // A merged cell spans the rows and columns of every cell naming it as its head.
        var spans: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in cells {
            guard let head = cell.attributes["headOfMergedCell"], let row = cell.attributes["row"].flatMap({ rowIndex[$0] }),
                  let column = cell.attributes["column"].flatMap({ columnIndex[$0] }) else { continue }
            let span = spans[head] ?? (row...row, column...column)
            spans[head] = (min(span.rows.lowerBound, row)...max(span.rows.upperBound, row),
                           min(span.columns.lowerBound, column)...max(span.columns.upperBound, column))
        }
        // The cells of each row aligned by a baseline (their `rowAlignment`, else the row's,
        // else the grid's), in order: view, cell area, y placement.
        var aligned: [Int: (baseline: String, views: [(view: String, area: String, y: String)])] = [:]
        for cell in cells {
            guard let content = cell.children.first(where: { $0.isView && $0.attributes["key"] == "contentView" }),
                  let id = content.attributes["id"], let view = names[id],
                  let row = cell.attributes["row"].flatMap({ rowIndex[$0] }),
                  let column = cell.attributes["column"].flatMap({ columnIndex[$0] }) else { continue }
            let span = cell.attributes["id"].flatMap { spans[$0] } ?? (row...row, column...column)
            let area = guideName("\(view)Cell")
            lines += [
                "guide \(area) in \(grid.name)  # \(view)'s cell",
                "pin \(area).top == \(rowNames[span.rows.lowerBound]).top",
                "pin \(area).bottom == \(rowNames[span.rows.upperBound]).bottom",
                "pin \(area).leading == \(columnNames[span.columns.lowerBound]).leading",
                "pin \(area).trailing == \(columnNames[span.columns.upperBound]).trailing",
            ]
            let x = [cell, columns[column], node].lazy.compactMap { Self.placement($0.attributes["xPlacement"]) }.first ?? "leading"
            let y = [cell, rows[row], node].lazy.compactMap { Self.placement($0.attributes["yPlacement"]) }.first ?? "bottom"
            lines += Self.placed(view, in: area, placement: x, edges: ("leading", "trailing", "centerX"))
            let alignment = [cell, rows[row], node].lazy.compactMap { Self.placement($0.attributes["rowAlignment"]) }.first ?? "none"
            if Self.gridBaselines.contains(alignment), span.rows.count == 1 {
                aligned[row, default: (alignment, [])].views.append((view, area, y))
            } else {
                lines += Self.placed(view, in: area, placement: y, edges: ("top", "bottom", "centerY"))
            }
            lines += canvasSpans(of: content, named: view, in: area, placements: (x, y))
        }
        for (row, group) in aligned.sorted(by: { $0.key < $1.key }) {
            lines += baselineGroup(group.views, baseline: group.baseline, in: grid.name, row: rowNames[row], guideName: guideName)
        }
        return lines
    }

    /// The `rowAlignment`s that align a grid row's cells' views by a baseline, each named as
    /// the layout attribute it aligns.
    static let gridBaselines: Set<String> = ["firstBaseline", "lastBaseline"]

    /// A grid row's cells aligned by a baseline, as NSGridView.h has it: "all cells within
    /// a row that specify a rowAlignment (i.e., not \"None\") are considered to be
    /// 'aligned'. The contentViews of such cells will be aligned by the specified baseline
    /// for each cell. … the entire baseline-aligned group is placed using the yPlacement of
    /// the first cell with a value other than NSGridCellPlaceNone. The yPlacement
    /// properties of the remaining cells are overridden by their rowAlignment." The group
    /// is a guide around its views, as short as they allow, placed in the first view's
    /// cell; each view's baseline is the first's. A lone aligned view is placed as any.
    /// Outside the corpus (ViennaRSS's preferences): labels 16 tall beside pop-up buttons
    /// in rows of a `fill` grid aligned by first baseline, stored a point below the row's
    /// top and at their own height, not stretched to the row's 20.
    func baselineGroup(_ views: [(view: String, area: String, y: String)], baseline: String, in grid: String, row: String,
                       guideName: (String) -> String) -> [String] {
        guard let first = views.first else { return [] }
        guard views.count > 1 else { return Self.placed(first.view, in: first.area, placement: first.y, edges: ("top", "bottom", "centerY")) }
        let group = guideName("\(row)Baselines")
        var lines = ["guide \(group) in \(grid)  # \(row)'s views aligned by their \(baseline == "firstBaseline" ? "first" : "last") baselines",
                     "pin \(group).leading == \(row).leading", "pin \(group).trailing == \(row).trailing",
                     "pin \(group).height == 0 @ 3"]
        for (view, _, _) in views {
            lines += ["pin \(view).top >= \(group).top", "pin \(view).bottom <= \(group).bottom"]
            if view != first.view { lines.append("pin \(view).\(baseline) == \(first.view).\(baseline)") }
        }
        let placement = views.first { $0.y != "none" } ?? first
        return lines + Self.placed(group, in: placement.area, placement: placement.y, edges: ("top", "bottom", "centerY"))
    }

    /// A grid cell's view with no intrinsic length along an axis where its placement is not
    /// `fill` (``hasNoIntrinsicLength(_:vertical:era:)``; no designable) as long as its cell
    /// there at priority 25, as in a stack (``appKitCanvasSpans(of:)``): the placement only
    /// puts one edge (or its centre) on the cell's and keeps it inside, which leaves such a
    /// length undetermined, where IB's canvas stores the cell's (half 0: m-29's separators,
    /// 122 and 334 wide in leading-placed cells of those widths).
    func canvasSpans(of node: XMLNode, named view: String, in area: String, placements: (String, String)) -> [String] {
        guard !(node.attributes["id"].map(designables.contains) ?? false) else { return [] }
        var lines: [String] = []
        if placements.0 != "fill", Self.hasNoIntrinsicLength(node, vertical: false, era: era) {
            lines.append(Self.canvasSpan(view, over: area, along: "width"))
        }
        if placements.1 != "fill", Self.hasNoIntrinsicLength(node, vertical: true, era: era) {
            lines.append(Self.canvasSpan(view, over: area, along: "height"))
        }
        return lines
    }

    /// A placement as IB writes it, nil for `inherited` (or none): the next level's decides.
    static func placement(_ value: String?) -> String? {
        guard let value, value != "inherited" else { return nil }
        return value
    }

    /// ` + 4`, ` - 4` or nothing.
    static func offset(_ value: Double) -> String {
        value == 0 ? "" : value > 0 ? " + \(ScriptText.number(value))" : " - \(ScriptText.number(-value))"
    }

    /// A view placed in its cell along one axis: flush with one edge, centred or filling it,
    /// and never past either edge (`none`: only that).
    static func placed(_ view: String, in area: String, placement: String, edges: (String, String, String)) -> [String] {
        let (start, end, center) = edges
        switch placement {
        case "fill":
            return ["pin \(view).\(start) == \(area).\(start)", "pin \(view).\(end) == \(area).\(end)"]
        default:
            var lines = ["pin \(view).\(start) >= \(area).\(start)", "pin \(view).\(end) <= \(area).\(end)"]
            switch placement {
            case "leading", "top": lines.append("pin \(view).\(start) == \(area).\(start)")
            case "trailing", "bottom": lines.append("pin \(view).\(end) == \(area).\(end)")
            case "center": lines.append("pin \(view).\(center) == \(area).\(center)")
            default: break
            }
            return lines
        }
    }

    /// The rows (or columns) of a grid as guides one after another, each its content: the
    /// first its leading padding (`topPadding`, `leadingPadding`) inside the grid, the next
    /// `spacing` plus the paddings between them after the one before, the grid ending its
    /// trailing padding after the last. A padding may be negative (m-03's rows of a checkbox
    /// 16 tall with a bottom padding of −13 step on 16 − 13 + 20 = 23 points to the next,
    /// half 0: its 4 grids): the step can be shorter than the content, while a row's content
    /// is never less than nothing. Each is the `height` (`width`) IB stores, the content's
    /// (m-03's 470-point column with a leading padding of 4 fills 474 of its 690-point grid
    /// beside a 210-point one, 6 apart), else hugging its views, those before the last more
    /// strongly (the last takes any room to spare).
    func tracks(_ names: [String], elements: [XMLNode], in grid: String, vertical: Bool, spacing: Double) -> [String] {
        let (start, end, length, side1, side2) = vertical
            ? ("top", "bottom", "height", "leading", "trailing") : ("leading", "trailing", "width", "top", "bottom")
        let (before, after) = vertical ? ("topPadding", "bottomPadding") : ("leadingPadding", "trailingPadding")
        var lines: [String] = []
        for (index, name) in names.enumerated() {
            let leading = elements[index].number(before) ?? 0
            lines.append("guide \(name) in \(grid)")
            lines.append("pin \(name).\(side1) == \(grid).\(side1)")
            lines.append("pin \(name).\(side2) == \(grid).\(side2)")
            if index == 0 {
                lines.append("pin \(name).\(start) == \(grid).\(start)" + Self.offset(leading))
            } else {
                let gap = (elements[index - 1].number(after) ?? 0) + spacing + leading
                lines.append("pin \(name).\(start) == \(names[index - 1]).\(end)" + Self.offset(gap))
            }
            if let size = elements[index].number(length) {
                lines.append("pin \(name).\(length) == \(ScriptText.number(size))")
            } else {
                lines.append("pin \(name).\(length) == 0 @ \(index == names.count - 1 ? 1 : 2)  # as small as its views allow")
            }
        }
        if let last = names.last, let element = elements.last {
            lines.append("pin \(grid).\(end) == \(last).\(end)" + Self.offset(element.number(after) ?? 0))
        }
        return lines
    }
}

// MARK: - Controls

extension ScriptWriter {
    /// The point sizes of IB's meta fonts that name one: `NSFont.systemFontSize` 13,
    /// `smallSystemFontSize` 11 and `labelFontSize` 10 (Apple's NSFont reference), the mini
    /// size's 9 (AppKitControlScale.mini). Any other meta font takes its control size's.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "label": 10,
        "miniSystem": 9, "miniSystemBold": 9,
    ]

    /// The weight a meta font names: `systemBold`, `smallSystemBold` and `miniSystemBold`
    /// bold (NSFont.boldSystemFont(ofSize:)); the system font in one of
    /// NSFont.Weight's other weights, which IB writes as `system` and the weight's name
    /// (`systemSemibold`, `systemMedium`, `systemLight`: NSFont.systemFont(ofSize:weight:),
    /// "the standard system font with the specified size and weight"), that weight; nil
    /// for any other (`system`, `smallSystem`, `message`: regular). Half 0 has one such
    /// font (m-20's `systemLight`, a label constraints stretch); outside the corpus 14, 3
    /// repositories (OpenInTerminal's 11 semibold, Vienna's 2, ShipHub's semibold and
    /// medium): measured as regular, OpenInTerminal's semibold labels came out a point or
    /// two narrow ("iTerm" 34 where IB stores 36, "Quit" 26 for 27); in their weight, 3
    /// more views of macdev2 match.
    static func metaFontWeight(_ metaFont: String) -> FontWeight? {
        if metaFont.hasSuffix("Bold") { return .bold }
        guard metaFont.hasPrefix("system"), let first = metaFont.dropFirst("system".count).first else { return nil }
        return FontWeight(rawValue: first.lowercased() + metaFont.dropFirst("system".count + 1))
    }

    /// The size of IB's appearance font (`<font key="font" usesAppearanceFont="YES"/>`, the
    /// inspector's "System" font that follows the appearance): `NSFont.systemFontSize`, 13,
    /// whatever the control's size — 44 of 44 small labels with it store the 13-point line,
    /// 16 tall (outside the corpus: iina's inspector and preferences; the corpus's half 0
    /// has only regular ones, its 34 one-line labels all 16 tall).
    static let appearanceFontSize = 13.0

    /// Whether a view's own constraints (IB stores them in its `<constraints>`) set its
    /// `attribute` (`width`, `height`) to a constant, relating it to no other view.
    static func hasOwnConstraint(_ node: XMLNode, on attribute: String) -> Bool {
        (node.child("constraints")?.children("constraint") ?? []).contains {
            $0.attributes["firstAttribute"] == attribute && $0.attributes["secondItem"] == nil
        }
    }

    /// The families whose stand-in font (``standIn(for:)``) is drawn from the same outlines,
    /// with the same advances and vertical metrics: Menlo, Apple's version of DejaVu Sans
    /// Mono (Bitstream Vera Sans Mono's hhea ascender 1901 and descender −483 at 2048 units
    /// per em in both).
    static let appKitSameOutlineFamilies: Set<String> = ["Menlo"]

    /// A measurer in the stand-in of a font a cell names by PostScript name (`Menlo-Bold`)
    /// where that stand-in has the font's own outlines (``appKitSameOutlineFamilies``) and
    /// is installed; nil for any other font.
    static func appKitOwnOutlines(of name: String) -> TextMeasurer? {
        guard let family = name.split(separator: "-").first.map(String.init), appKitSameOutlineFamilies.contains(family),
              let standIn = standIn(for: namedFont(name)), let face = standInFaces[standIn.path] else { return nil }
        return TextMeasurer(fonts: [face])
    }

    /// An AppKit control's `intrinsic` and `alignmentInsets` properties from the controls'
    /// table (AppKitControlTable.swift), for the document's era; none for a view the table
    /// has no row for. A length the table does not know (`stored`) is the frame IB stored
    /// less the insets, and the view counts as sized by its stored frame (``designables``).
    /// A label that wraps (``AppKitControlTable/wrapWidth(of:)``) onto more than one line is
    /// as wide as its wrap width and as tall as its lines: NSTextField's
    /// `preferredMaxLayoutWidth`, "If the text field wraps, the intrinsic height is large
    /// enough to show the entire text contents at that width" — the width IB laid its text
    /// out at in San Francisco, where Inter's widest line is up to a point or so narrower
    /// (outside the corpus, 65 such labels, 13 repositories: 1,058 → 1,063 and 563 → 570
    /// views matched, no document lost). A label that does not wrap is its one line's width.
    mutating func appKitControlProperties(of node: XMLNode) -> [String] {
        guard let entry = AppKitControlTable.sizing(for: node, era: era) else { return [] }
        let frame = node.child("rect", key: "frame")
        let insets = entry.insets
        let scale = AppKitControlTable.scale(of: node) ?? .regular
        let cell = AppKitControlTable.cell(of: node)
        let title = AppKitControlTable.title(of: node)
        // The size the cell's font names, else its meta font's, else the system font of the
        // control's size (NSFont.systemFontSize(for:)).
        let font = cell?.child("font", key: "font")
        // A text style's font (`textStyle="caption1"`, NSFont.TextStyle) has its style's
        // size, weight and line on macOS (``TextStyle/macOSMetrics``, Apple's HIG), the
        // leading as a line's height, as iOS documents' text styles have theirs, but where
        // IB's canvas draws another (``AppKitControlTable/textStyleLine(_:)``).
        let textStyle = font?.attributes["textStyle"].flatMap(TextStyle.init(name:))
        let style = textStyle?.macOSMetrics
        let fontSize = font?.number("size") ?? font?.attributes["metaFont"].flatMap { Self.metaFontSizes[$0] } ?? style?.size
            ?? (font?.flag("usesAppearanceFont") == true ? Self.appearanceFontSize : scale.systemFontSize)
        // A font Tether has the outlines of (Menlo, drawn from DejaVu Sans Mono): measured in
        // its stand-in, its line from its own ascender and descender.
        let outlines = font?.attributes["name"].flatMap(Self.appKitOwnOutlines(of:))
        let lineHeight = textStyle.flatMap(AppKitControlTable.textStyleLine) ?? style?.leading ?? outlines.map { AppKitControlTable.lineHeight(size: fontSize, metrics: $0.lineMetrics) }
            ?? AppKitControlTable.lineHeight(size: fontSize, era: era)
        // A bold meta font (`systemBold`, `smallSystemBold`, `miniSystemBold`) is the
        // emphasized system font, NSFont.boldSystemFont(ofSize:) (Apple's "Querying Aqua
        // Font Variations"), measured in its own weight; a meta font of another weight
        // (`systemSemibold`) in that weight (``metaFontWeight(_:)``); a text style in its own.
        let weight: FontWeight = font?.attributes["metaFont"].flatMap(Self.metaFontWeight) ?? style?.weight ?? .regular
        // The regular system font's word spaces a little narrower than iOS's fitted advances
        // give them (``AppKitTitleMeasurer``).
        let measurer = AppKitTitleMeasurer(outlines ?? (weight == .regular ? measurer : measurer.measurer(for: weight)),
                                           weight: weight)
        // The title's lines: one, unless a label wraps and its text is wider than its wrap
        // width; a pop-up button's, its widest item's (``AppKitControlTable/widestItem(of:measure:)``).
        // A line or paragraph separator in a text field's title ends a line whether it wraps
        // or not (``Character/isLineSeparator``: NSString's line ends), as in a UIKit label
        // (outside the corpus: Transmission's peers label, "Multiline Label" twice over two
        // lines of 14, stored 28 tall where it was one line).
        var lines = [AppKitControlTable.widestItem(of: node) { measurer.width(of: $0, size: fontSize) } ?? title]
        if ["textField", "secureTextField"].contains(node.name), title.contains(where: \.isLineSeparator) {
            lines = title.split(omittingEmptySubsequences: false, whereSeparator: \.isLineSeparator).map(String.init)
        }
        var wrapped: Double?
        if let wrap = AppKitControlTable.wrapWidth(of: node, titleWidth: measurer.width(of: title, size: fontSize)) {
            lines = measurer.lines(of: title, size: fontSize, width: wrap, maxLines: 0)
            if lines.count > 1 { wrapped = wrap }
        }
        // A title with a character no installed font has (Hangul, where only Inter and
        // DejaVu are installed): AppKit sets it in a fallback font from the system font's
        // cascade list (Core Text's `CTFontCopyDefaultCascadeListForLanguages`: "the system
        // follows this list to pick a fallback font that includes the character"), whose
        // advances and lines Tether does not have, so its size is IB's stored frame.
        let unset = !([title] + lines).allSatisfy { measurer.hasGlyphs(for: $0) }
        var stored = false
        func length(_ length: AppKitControlLength, vertical: Bool) -> String {
            switch length {
            case .noIntrinsicMetric:
                return "none"
            case .fixed(let value):
                return ScriptText.number(value)
            case .title where unset:
                stored = true
                let side = vertical ? (frame?.number("height") ?? 0) - insets.top - insets.bottom
                    : (frame?.number("width") ?? 0) - insets.left - insets.right
                return ScriptText.number(max(0, side))
            case .title(let padding):
                // Its wrap width where it wraps, else its line's width, or its lines' height,
                // each rounded up to the whole point as IB's canvas lays text out.
                let text = vertical ? Double(max(1, lines.count)) * lineHeight
                    : wrapped ?? lines.map { measurer.width(of: $0, size: fontSize) }.max() ?? 0
                return ScriptText.number((text + padding - 1e-9).rounded(.up))
            case .stored:
                // A control whose own constraint sets this length (`width`/`height` on
                // itself), where the table gives no length: the frame holds the
                // constraint's length, not its cell's, which nothing in the document gives.
                if Self.hasOwnConstraint(node, on: vertical ? "height" : "width") { return "none" }
                stored = true
                let side = vertical ? (frame?.number("height") ?? 0) - insets.top - insets.bottom
                    : (frame?.number("width") ?? 0) - insets.left - insets.right
                return ScriptText.number(max(0, side))
            }
        }
        let height = AppKitControlTable.height(of: entry, for: node, fontSize: fontSize)
        let imageWidth = cell?.attributes["image"].flatMap { images[$0]?.0 }
        let width = AppKitControlTable.width(of: entry, for: node, title: title, imageWidth: imageWidth, era: era)
        var properties = ["intrinsic \(length(width, vertical: false)) x \(length(height, vertical: true))"
            + (!entry.elements.isEmpty ? (unset && stored ? "  # its title has characters no installed font has (AppKit sets them in a fallback font): the frame IB stored" : "")
                : cell == nil ? "  # its own size, which AppKit's controls' table has no row for: the frame IB stored"
                : "  # its cell's size, which AppKit's controls' table has no row for: the frame IB stored")]
        if stored, let id = node.attributes["id"] { designables.insert(id) }
        if insets != LayoutInsets() {
            properties.append("alignmentInsets " + [insets.top, insets.left, insets.bottom, insets.right].map(ScriptText.number).joined(separator: " "))
        }
        if AppKitControlTable.style(of: node) == "label" {
            // The first line's baseline below the top, the last line's above the bottom.
            let first = outlines.map { (fontSize * $0.lineMetrics.ascender).rounded() } ?? AppKitControlTable.labelBaseline(size: fontSize)
            let last = lineHeight - first
            properties.append("baseline \(ScriptText.number(first)), \(ScriptText.number(last))")
        } else if let baseline = entry.baseline {
            properties.append("baseline \(ScriptText.number(baseline))")
        }
        return properties
    }
}

// MARK: - NSStackView

extension ScriptWriter {
    /// `ns.nshstack(leading, center, trailing, spacing, distribution, alignment, edgeInsets,
    /// detachesHiddenViews, spacingAfter, hugging, clippingResistance, visibility)` (or
    /// `nsvstack`) for an NSStackView, from what IB stores (std/nsstack gives each its
    /// meaning, from Apple's NSStackView reference): `orientation`; the gravity areas
    /// (`<beginningViews>`, `<centerViews>`/`<middleViews>`, `<endViews>`), else every view
    /// of `<subviews>` in the leading area; `distribution` (none: the gravity areas);
    /// `alignment` (`baseline` is the last baseline, NSLayoutConstraint.Attribute's
    /// `.baseline`); `spacing` (8, NSStackView's default); `<edgeInsets key="edgeInsets">`;
    /// `detachesHiddenViews` (stored when on); `<customSpacing>`, one number per view, the
    /// largest float standing for the default spacing (NSStackView.useDefaultSpacing);
    /// `horizontalStackHuggingPriority`/`verticalStackHuggingPriority` (250) and the
    /// clipping resistance priorities (1000); `<visibilityPriorities>`, one per view.
    /// A stack that arranges no views gets no call: its own hugging holds it at no length
    /// on each axis (NSStackView's hugging priority, "for the stack view to minimize its
    /// size", setHuggingPriority(_:for:); std/nsstack's 'nsstack-hugging'), as IB stores an
    /// empty stack (half 0: m-29's, 576 × 0 under three edge constraints).
    func nsStackCall(_ stack: ImportedView) -> [String] {
        let node = stack.node
        let known = names
        func arranged(_ elements: [XMLNode]) -> [String] { elements.compactMap { $0.attributes["id"].flatMap { known[$0] } } }
        let areaViews = AppKitDocument.gravityAreas.map { area in node.child(area)?.children.filter(\.isView) ?? [] }
        var areas: [[String]]
        if areaViews.contains(where: { !$0.isEmpty }) {
            areas = [arranged(areaViews[0]), arranged(areaViews[1] + areaViews[2]), arranged(areaViews[3])]
        } else {
            areas = [arranged(node.child("subviews")?.children.filter(\.isSubview) ?? []), [], []]
        }
        let order = areas.flatMap(\.self)
        guard !order.isEmpty else {
            let hugging = ["horizontalStackHuggingPriority", "verticalStackHuggingPriority"].map { ScriptText.number(node.number($0) ?? 250) }
            return ["# \(stack.name) arranges no views: only its hugging holds it",
                    "pin \(stack.name).width == 0 @ \(hugging[0]) as \"nsstack-hugging\"",
                    "pin \(stack.name).height == 0 @ \(hugging[1]) as \"nsstack-hugging\""]
        }
        let vertical = node.attributes["orientation"] == "vertical"
        var alignment = node.attributes["alignment"] ?? (vertical ? "centerX" : "centerY")
        if alignment == "baseline" { alignment = "lastBaseline" }
        let insets = node.child("edgeInsets", key: "edgeInsets")
        let edgeInsets = ["top", "left", "bottom", "right"].map { ScriptText.number(insets?.number($0) ?? 0) }
        func perView(_ element: String) -> [(String, Double)] {
            let values = node.child(element)?.children.compactMap { $0.number("value") } ?? []
            return zip(order, values).map { ($0, $1) }
        }
        let spacingAfter = perView("customSpacing").filter { $0.1 < 1e30 }
        let visibility = perView("visibilityPriorities").filter { $0.1 != 1000 }
        func pair(_ horizontal: String, _ vertical: String, default value: Double) -> String {
            "(\(ScriptText.number(node.number(horizontal) ?? value)), \(ScriptText.number(node.number(vertical) ?? value)))"
        }
        func list(_ items: [(String, Double)]) -> String {
            "[" + items.map { "(\($0.0), \(ScriptText.number($0.1)))" }.joined(separator: ", ") + "]"
        }
        let arguments = [
            "[\(areas[0].joined(separator: ", "))]", "[\(areas[1].joined(separator: ", "))]", "[\(areas[2].joined(separator: ", "))]",
            ScriptText.number(node.number("spacing") ?? 8), ScriptText.quoted(node.attributes["distribution"] ?? "gravityAreas"),
            ScriptText.quoted(alignment), "(\(edgeInsets.joined(separator: ", ")))", node.flag("detachesHiddenViews") ? "true" : "false",
            list(spacingAfter),
            pair("horizontalStackHuggingPriority", "verticalStackHuggingPriority", default: 250),
            pair("horizontalClippingResistancePriority", "verticalClippingResistancePriority", default: 1000),
            list(visibility),
        ]
        return ["ns.\(vertical ? "nsvstack" : "nshstack")(\(arguments.joined(separator: ", ")))  # \(stack.name)"]
    }

    /// In an NSStackView, each arranged view with no intrinsic length across the stack's axis
    /// (``hasNoIntrinsicLength(_:vertical:)``) and no size of its own from the document
    /// (a designable) as long as the stack there, at priority 25, deciding only where nothing
    /// else does (``InterfaceBuilderImport/canvasSpanIdentifier``, as for UIKit's stacks).
    /// NSStackView's alignments place a view across the axis by one attribute (its
    /// `alignment`, an NSLayoutConstraint.Attribute, "the view alignment within the stack
    /// view", Apple's NSStackView reference) and keep it inside the stack (the clipping
    /// resistance): a view without an intrinsic length there is left undetermined by the
    /// stack's constraints, where IB's canvas stores the stack's length (half 0: m-17's five
    /// scroll views in a leading-aligned stack, 572 wide in a 572-point stack; m-24's
    /// separator). `tether export` leaves these lines out.
    func appKitCanvasSpans(of stack: ImportedView) -> [String] {
        let vertical = stack.node.attributes["orientation"] == "vertical"
        let cross = vertical ? "width" : "height"
        return views.filter { view in
            view.parent == stack.name && !(view.node.attributes["id"].map(designables.contains) ?? false)
                && Self.hasNoIntrinsicLength(view.node, vertical: !vertical, era: era)
        }.map { Self.canvasSpan($0.name, over: stack.name, along: cross) }
    }

    /// Whether an AppKit view has no intrinsic content size along an axis (`vertical`: its
    /// height): a plain view, scroll, split or tab view, visual effect view or box
    /// (NSView's `intrinsicContentSize` is `noIntrinsicMetric` on both axes unless a class
    /// says otherwise: "Returns (NSViewNoIntrinsicMetric, NSViewNoIntrinsicMetric)" by
    /// default, Apple's NSView reference), or a control whose row of the controls' table
    /// gives none there (a horizontal separator's width, a slider's width).
    static func hasNoIntrinsicLength(_ node: XMLNode, vertical: Bool, era: InterfaceBuilderEra) -> Bool {
        if let entry = AppKitControlTable.sizing(for: node, era: era) {
            return (vertical ? entry.height : entry.width) == .noIntrinsicMetric
        }
        return ["customView", "view", "scrollView", "splitView", "tabView", "visualEffectView", "box"].contains(node.name)
    }
}

// MARK: - Titles' widths

/// How AppKit's titles are measured: as the importer's measurer measures them, but for the
/// word spaces of the regular system font below 20 points, each ``wordSpaceNarrowing`` ems
/// narrower than San Francisco's fitted advances (`TextMeasurer.fittedSystemAdvances`)
/// set them. Those advances were fitted on iOS labels (the IB corpus's half 0); AppKit's
/// stored widths show a narrower space and every other character as it is. Apple
/// publishes no advance widths. The statistic: the one-line labels of the regular system
/// font below 20 points that IB sized to their titles (stored within 2.6 points of
/// Tether's width, no width constraint of their own, not misplaced), the stored width less
/// Tether's fitted as a constant plus ems per space and per other character. On half 0 of
/// the AppKit corpus (72 labels): −0.0032 em a space, −0.0014 every other character;
/// taken as −0.003 em a space. The development sets agree on the sign, more strongly
/// (macdev2 −0.0071, macdev −0.0109, macunseen −0.0097; 482 labels, 34 repositories, with
/// every other character at −0.0006, nothing), and labels without a space store Tether's
/// width plus 0.52 (median of 207): the half point IB's rounding up adds, so no other
/// character is off. The pooled value from macOS 11, −0.005, was tried: it lost the
/// held-out set a view and gave it a false alarm.
struct AppKitTitleMeasurer {
    /// San Francisco's word space in AppKit's text, narrower than the fitted advances' by
    /// this many ems (half 0's statistic above).
    static let wordSpaceNarrowing = 0.003

    let base: any TextMeasuring
    /// Whether the word spaces are narrowed: where `base` is Inter standing in for the
    /// regular system font, with the fitted advances (below 20 points).
    let narrowsSpaces: Bool

    init(_ base: any TextMeasuring, weight: FontWeight) {
        self.base = base
        narrowsSpaces = weight == .regular && (base as? TextMeasurer)?.tracksAsSystemFont == true
    }

    /// The width of a line of text at a point size: `base`'s, less ``wordSpaceNarrowing``
    /// × the size for each space where the fitted advances set the text.
    func width(of text: String, size: Double) -> Double {
        let width = base.width(of: text, size: size)
        guard narrowsSpaces, size < 20 else { return width }
        return width - Self.wordSpaceNarrowing * size * Double(text.count { $0 == " " })
    }

    /// The lines of text in a width, as `base` wraps them.
    func lines(of text: String, size: Double, width: Double, maxLines: Int) -> [String] {
        base.lines(of: text, size: size, width: width, maxLines: maxLines)
    }

    /// Whether `base`'s fonts have a glyph for each character.
    func hasGlyphs(for text: String) -> Bool { base.hasGlyphs(for: text) }
}
