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
    /// m-02). NSStackView and NSGridView are not: their first row has the largest y.
    static let flippedElements: Set<String> = ["tableView", "outlineView", "textView", "splitView", "scrollView"]

    /// Whether IB stores the subviews of this view from its top: a flipped class
    /// (``flippedElements``), a clip view whose document view is one (NSClipView's
    /// `isFlipped` is its document view's), a custom class whose name says it is flipped
    /// (`FlippedClipView`), or a view given `flipped = YES` as a user-defined runtime
    /// attribute. The XML stores no flag of its own.
    static func isFlipped(_ node: XMLNode) -> Bool {
        let attributes = node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
        let document = node.name == "clipView" ? node.child("subviews")?.children.first { $0.isView } : nil
        return isFlipped(element: node.name, customClass: node.attributes["customClass"],
                         flippedAttribute: attributes.contains { $0.attributes["keyPath"] == "flipped" && $0.attributes["value"] == "YES" },
                         documentViewIsFlipped: document.map(isFlipped) ?? false)
    }

    /// ``isFlipped(_:)`` from what the element says: its name, custom class, whether it has
    /// a `flipped = YES` runtime attribute, and for a clip view whether its document view is
    /// flipped.
    package static func isFlipped(element: String, customClass: String?, flippedAttribute: Bool, documentViewIsFlipped: Bool) -> Bool {
        flippedElements.contains(element) || flippedAttribute || customClass?.contains("Flipped") == true
            || (element == "clipView" && documentViewIsFlipped)
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
        for child in node.children {
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
        return node.variant(attributes: node.attributes, children: children)
    }

    /// A `<rect key="frame">` measured from the top of a superview `superviewHeight` tall.
    static func flippedFrame(_ rect: XMLNode, superviewHeight: Double) -> XMLNode {
        guard let y = rect.number("y"), let height = rect.number("height") else { return rect }
        var attributes = rect.attributes
        attributes["y"] = String(superviewHeight - y - height)
        return rect.variant(attributes: attributes, children: rect.children)
    }

    /// The elements whose arrangement Tether does not import yet, with what lays them out in
    /// AppKit: their views are declared and their constraints kept, but nothing places them
    /// the way the class would (a located warning says so).
    static let unplacedArrangements: [String: String] = [
        "stackView": "NSStackView's arrangement (gravity areas, distribution, alignment, visibility priorities)",
        "gridView": "NSGridView's rows and columns",
        "splitView": "NSSplitView's panes and dividers",
        "tabView": "NSTabView's content rectangle",
    ]
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
            throw tree.error("the document has no window or view", at: document,
                             hint: isStoryboard ? "add a window or view controller scene in Xcode" : "a xib holds its windows and views under <objects>")
        }
        noteUnplacedArrangements(under: roots.map(\.view))
        let measurer = TextMeasurer.systemOrSimple()
        let outlets = Naming.outlets(in: document)
        var scripts: [InterfaceBuilderImport.Script] = []
        var stems: Set<String> = []
        for (title, original, window) in roots {
            var stem = roots.count == 1 && !isStoryboard ? Self.stem(of: tree.sourceName) : Self.kebab(title)
            if stem.isEmpty { stem = "view" }
            let unique = Naming.unique(stem, separator: "-", among: &stems)
            let view = AppKitDocument.topLeftTree(original)
            var writer = ScriptWriter(tree: tree, title: title, device: nil, images: [:], limits: limits, measurer: measurer)
            writer.platform = .appkit
            writer.window = window
            writer.namer = Naming(outlets: outlets)
            writer.isCell = original.name == "tableCellView"
            let (text, constraints) = try writer.write(root: view, owner: nil)
            scripts.append(InterfaceBuilderImport.Script(
                name: unique, text: text, constraints: constraints, rootID: view.attributes["id"], viewNames: writer.names,
                designables: writer.designables))
        }
        return InterfaceBuilderImport.Result(scripts: scripts, warnings: warnings)
    }

    /// The cell views of the table and outline views under a view (`<tableCellView>` in a
    /// column's `<prototypeCellViews>`), in document order.
    static func appKitCells(under node: XMLNode) -> [XMLNode] {
        var found: [XMLNode] = []
        for child in node.children {
            if child.name == "tableCellView", child.isView {
                found.append(child)
            } else {
                found += appKitCells(under: child)
            }
        }
        return found
    }

    /// One located warning per kind of view whose arrangement is not imported yet
    /// (``AppKitDocument/unplacedArrangements``), at its first, with how many there are.
    mutating func noteUnplacedArrangements(under roots: [XMLNode]) {
        var found: [String: [XMLNode]] = [:]
        func visit(_ node: XMLNode) {
            if AppKitDocument.unplacedArrangements[node.name] != nil, node.isView { found[node.name, default: []].append(node) }
            node.children.forEach(visit)
        }
        roots.forEach(visit)
        for (element, nodes) in found.sorted(by: { $0.value[0].line < $1.value[0].line }) {
            guard let first = nodes.first, let what = AppKitDocument.unplacedArrangements[element] else { continue }
            warnings.append(Diagnostic(
                severity: .warning, kind: .syntax,
                message: "\(nodes.count) <\(element)>\(nodes.count == 1 ? "" : "s"): \(what) not imported yet",
                location: tree.location(of: first),
                hint: "their views and constraints are imported; what the class itself places is not, so such views may be undetermined"))
        }
    }
}

extension ScriptWriter {
    /// An AppKit root's lines: `platform appkit`, and the root's size — a window's content
    /// view at its `contentRect` size with the window's minimum and maximum sizes where they
    /// hold the content size, else the view's frame.
    func appKitRootLines(_ root: XMLNode) -> [String] {
        let frame = root.child("rect", key: "frame")
        let content = window?.child("rect", key: "contentRect")
        let width = content?.number("width") ?? frame?.number("width") ?? 480
        let height = content?.number("height") ?? frame?.number("height") ?? 270
        var statement = "root \(ScriptText.number(width)) x \(ScriptText.number(height))"
        var note = window != nil ? "the window's content view (contentRect)" : isCell ? "a cell view: its table lays it out" : "the view's frame"
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
