import AutoLayout
import Foundation
import LayoutScript
import TextMetrics

/// Reads Interface Builder documents (`.xib` and `.storyboard`, document version 3.0, as
/// Xcode 9 to 16 write them) into Tether scripts that reproduce their layouts: a xib's
/// top-level view, or a storyboard scene's view, becomes one script.
///
/// docs/interop.md gives the mapping. Elements Tether has no equivalent for are kept as
/// comments in the script, never dropped silently; a malformed, truncated or foreign
/// document is one located ``Diagnostic``.
public enum InterfaceBuilderImport {
    /// One script a document yields.
    public struct Script: Sendable {
        /// A file name for it, without `.layout`: the document's name for a xib's only
        /// view, else the scene's or view's name in kebab case (`sign-in`).
        public var name: String
        /// The script's text.
        public var text: String
        /// The constraints it makes, as `LayoutConstraint` descriptions with the script's
        /// view names (`title.leading == root.safeArea.leading + 20`), for round-trip checks.
        package var constraints: [String]
        /// The IB id of the view the script is rooted at (`root`).
        package var rootID: String?
        /// Each imported view's name by its IB id, the root's included: how a conformance
        /// check finds the view IB stored a frame for.
        package var viewNames: [String: String]
    }

    /// What a document yields.
    public struct Result: Sendable {
        /// One script per top-level view (xib) or scene with a view (storyboard).
        public var scripts: [Script]
        /// What could not be imported as a whole (a scene without a view of its own).
        public var warnings: [Diagnostic]
    }

    /// Reads the document at `path`; `limits.maxScriptBytes` bounds its size and
    /// `limits.maxViews` the views it may have.
    public static func read(fileAt path: String, limits: Interpreter.Limits = Interpreter.Limits()) throws(Diagnostic) -> Result {
        let data: Data
        do {
            data = Data(try ScriptFile.bytes(ofFileAt: path, maxBytes: limits.maxScriptBytes))
        } catch {
            throw Diagnostic(kind: .runtime, message: "cannot read the file: \(error.reason)", location: nil,
                             hint: "give the path of a .xib or .storyboard file")
        }
        return try read(data, sourceName: path, limits: limits)
    }

    /// Reads a document's bytes; `sourceName` names it in diagnostics and scripts.
    public static func read(_ data: Data, sourceName: String, limits: Interpreter.Limits = Interpreter.Limits()) throws(Diagnostic) -> Result {
        if data.starts(with: Array("bplist".utf8)) {
            throw XMLTree.diagnostic(
                "a binary property list, not an Interface Builder document", line: 1, column: 1, lines: [],
                sourceName: sourceName, hint: "tether reads the XML that Xcode saves (.xib, .storyboard), not compiled .nib files")
        }
        guard data.count <= limits.maxScriptBytes else {
            throw Diagnostic(kind: .limit, message: "the document is larger than \(limits.maxScriptBytes) bytes (maxScriptBytes)",
                             location: nil, hint: "no Interface Builder document is this large")
        }
        let tree = try XMLTree(data: data, sourceName: sourceName)
        var reader = DocumentReader(tree: tree, limits: limits)
        return try reader.read()
    }
}

/// The bars Interface Builder draws over a scene: a navigation bar's height at the top, a
/// tab bar's or toolbar's at the bottom, each translucent (the view runs under it, its
/// safe area inset by it) or opaque (the view ends at it).
struct SimulatedBars {
    var top: Double?
    var isTopTranslucent = true
    /// Where the top bar starts, when its navigation controller stores the bar's frame: the
    /// status bar as that Interface Builder drew it.
    var topOrigin: Double?
    var bottom: Double?
    var isBottomTranslucent = true
    /// How many sheets deep the scene is presented (0: full screen). IB draws a page sheet
    /// below the status bar, and each sheet shown over a sheet 10 points lower.
    var sheetDepth = 0
    /// Whether the scene is shown in a popover: IB draws it at its own size, with no safe
    /// area, or as a sheet when it has no size of its own.
    var isPopover = false
}

/// What a view of the document is, in Tether's terms.
struct ImportedView {
    var node: XMLNode
    var name: String
    var parent: String?
    var isStack: Bool
    var isArranged: Bool
}

/// One pass over a document: views, stacks, constraints, written as script text.
private struct DocumentReader {
    let tree: XMLTree
    let limits: Interpreter.Limits
    var warnings: [Diagnostic] = []

    init(tree: XMLTree, limits: Interpreter.Limits) {
        self.tree = tree
        self.limits = limits
    }

    static let documentTypes = [
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB": false,
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": true,
    ]

    mutating func read() throws(Diagnostic) -> InterfaceBuilderImport.Result {
        let document = tree.root
        guard document.name == "document" else {
            throw tree.error("<\(document.name)> is not an Interface Builder document", at: document,
                             hint: "a .xib or .storyboard starts with <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" …>")
        }
        let type = document.attributes["type"] ?? ""
        guard let isStoryboard = Self.documentTypes[type] else {
            let hint = type.contains(".Cocoa.") ? "this is a macOS (AppKit) document; tether imports iOS (Cocoa Touch) documents"
                : "tether imports iOS documents of type com.apple.InterfaceBuilder3.CocoaTouch.XIB or …Storyboard.XIB"
            throw tree.error("unsupported Interface Builder document type '\(type)'", at: document, hint: hint)
        }
        guard document.attributes["version"] == "3.0" else {
            throw tree.error("unsupported document version '\(document.attributes["version"] ?? "none")'", at: document,
                             hint: "open the document in Xcode 9 or later and save it, which writes version 3.0")
        }
        let device = document.child("device")
        let images = Dictionary(
            (document.child("resources")?.children("image") ?? []).compactMap { image -> (String, (Double, Double))? in
                guard let name = image.attributes["name"], let width = image.number("width"),
                      let height = image.number("height") else { return nil }
                return (name, (width, height))
            }, uniquingKeysWith: { first, _ in first })
        Self.supplyCellFrames(under: document, tableWidth: nil, rowHeight: nil)
        var roots: [(name: String, view: XMLNode, owner: XMLNode?)] = []
        var prototypes: Set<ObjectIdentifier> = []
        if isStoryboard {
            var index = 0
            for scene in document.child("scenes")?.children("scene") ?? [] {
                index += 1
                guard let controller = scene.child("objects")?.children.first(where: { $0.attributes["sceneMemberID"] == "viewController" })
                else { continue }
                let title = Self.sceneTitle(scene, controller: controller) ?? "scene \(index)"
                guard let view = controller.children.first(where: { $0.attributes["key"] == "view" }) else {
                    warnings.append(Diagnostic(
                        severity: .warning, kind: .syntax,
                        message: "scene '\(title)' (\(controller.name)) has no view of its own: no script for it",
                        location: tree.location(of: controller),
                        hint: "a navigation or tab bar controller shows other scenes' views"))
                    continue
                }
                roots.append((title, view, controller))
                // A scene's other top-level views (IB's "extra views" of the scene's dock).
                for object in scene.child("objects")?.children ?? [] where object !== controller && object.isView {
                    roots.append((Self.viewTitle(object) ?? "\(title) view", object, nil))
                }
            }
        } else {
            for object in document.child("objects")?.children ?? [] where object.isView {
                roots.append((Self.viewTitle(object) ?? Self.stem(of: tree.sourceName), object, nil))
            }
        }
        // Cells are laid out by their table or collection view, each on a canvas of its own:
        // a prototype or static cell is a script rooted at the cell, like a xib's cell.
        // A cell's own cells (a collection view in a table's cell) are scripts of their own too.
        var scanned = 0
        while scanned < roots.count {
            let (title, view, _) = roots[scanned]
            scanned += 1
            for cell in Self.cells(under: view) {
                roots.append((Self.viewTitle(cell) ?? "\(title) cell", cell, nil))
                prototypes.insert(ObjectIdentifier(cell))
            }
        }
        guard !roots.isEmpty else {
            throw tree.error("the document has no views", at: document,
                             hint: isStoryboard ? "add a view controller scene in Xcode" : "a xib holds its views under <objects>")
        }
        let landscape = device?.attributes["orientation"] == "landscape"
        let toolsVersion = Int(document.attributes["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
        let canvas = InterfaceBuilderDevice.named(
            device?.attributes["id"] ?? "", landscape: landscape,
            viewSizes: roots.compactMap { root in
                root.view.child("rect", key: "frame").flatMap { frame in
                    frame.number("width").flatMap { width in frame.number("height").map { (width, $0) } }
                }
            })?.asShown(byToolsVersion: toolsVersion)
        let bars = isStoryboard ? Self.inferredBars(in: document, landscape: landscape) : [:]
        let measurer = TextMeasurer.systemOrSimple()
        var scripts: [InterfaceBuilderImport.Script] = []
        var stems: Set<String> = []
        for (title, view, owner) in roots {
            var stem = roots.count == 1 && !isStoryboard ? Self.stem(of: tree.sourceName) : Self.kebab(title)
            if stem.isEmpty { stem = "view" }
            let unique = Naming.unique(stem, separator: "-", among: &stems)
            var writer = ScriptWriter(tree: tree, title: title, device: device, images: images, limits: limits, measurer: measurer)
            writer.isInTable = prototypes.contains(ObjectIdentifier(view))
            writer.cellAccessory = view.name == "tableViewCell" ? view.attributes["accessoryType"] : nil
            writer.canvas = canvas ?? owner.flatMap(Self.simulatedScreen)?.asShown(byToolsVersion: toolsVersion)
            writer.isLandscape = landscape
            writer.isCell = ScriptWriter.cellElements.contains(view.name)
            if let owner {
                writer.bars = Self.simulatedBars(of: owner, inferred: bars[owner.attributes["id"] ?? ""] ?? SimulatedBars(), landscape: landscape)
            }
            writer.toolsVersion = toolsVersion
            let (text, constraints) = try writer.write(root: view, owner: owner)
            scripts.append(InterfaceBuilderImport.Script(
                name: unique, text: text, constraints: constraints, rootID: view.attributes["id"], viewNames: writer.names))
        }
        return InterfaceBuilderImport.Result(scripts: scripts, warnings: warnings)
    }

    /// IB's name for a scene: the controller's label, the comment IB writes before the
    /// scene, its class, its title.
    static func sceneTitle(_ scene: XMLNode, controller: XMLNode) -> String? {
        controller.attributes["userLabel"] ?? scene.precedingComment ?? controller.attributes["customClass"]
            ?? controller.attributes["title"] ?? controller.child("navigationItem")?.attributes["title"]
    }

    /// The bars each view controller is shown under when its scene says "Inferred": a
    /// navigation controller's bar over its root and every scene pushed from it (`show`,
    /// `push`), a tab bar controller's bar under its tabs and what they push, as Interface
    /// Builder draws them. By controller id.
    static func inferredBars(in document: XMLNode, landscape: Bool) -> [String: SimulatedBars] {
        var controllers: [(id: String, node: XMLNode)] = []
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] where object.attributes["sceneMemberID"] == "viewController" {
                if let id = object.attributes["id"] { controllers.append((id, object)) }
            }
        }
        let byID = Dictionary(controllers.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first })
        // Each controller's segues, read once (the walk covers its whole view hierarchy).
        let seguesByID = byID.mapValues(segues(in:))
        var bars: [String: SimulatedBars] = [:]
        // Breadth first from the scenes no segue reaches (a tab bar controller before the
        // navigation controllers it holds, so that they pass its bar on), then every other
        // controller in document order: the first bars to reach a scene are its own, the
        // same every run, in linear time.
        let reached = Set(seguesByID.values.joined().compactMap { $0.attributes["destination"] })
        var queue = controllers.map(\.id).filter { !reached.contains($0) }
        var rest = controllers.map(\.id).filter { reached.contains($0) }.makeIterator()
        var visited: Set<String> = []
        var next = 0
        while true {
            if next == queue.count, let unreached = rest.next() { queue.append(unreached) }
            guard next < queue.count else { break }
            let id = queue[next]
            next += 1
            guard visited.insert(id).inserted, let controller = byID[id] else { continue }
            let own = bars[id] ?? SimulatedBars()
            for segue in seguesByID[id] ?? [] {
                guard let destination = segue.attributes["destination"], destination != id, bars[destination] == nil else { continue }
                var passed = own
                switch (segue.attributes["kind"], segue.attributes["relationship"], controller.name) {
                case ("relationship", "rootViewController", "navigationController"):
                    guard !controller.flag("navigationBarHidden") else { break }
                    let navigationBar = controller.child("navigationBar", key: "navigationBar")
                    let frame = navigationBar?.child("rect", key: "frame")
                    passed.top = frame?.number("height").flatMap(Self.plausibleBar) ?? (landscape ? 32 : 44)
                    passed.topOrigin = frame?.number("y").flatMap(Self.plausibleBarOrigin)
                    passed.isTopTranslucent = navigationBar?.attributes["translucent"] != "NO"
                case ("relationship", "viewControllers", "tabBarController"):
                    let tabBar = controller.child("tabBar", key: "tabBar")
                    passed.bottom = tabBar?.child("rect", key: "frame")?.number("height").flatMap(Self.plausibleBar) ?? 49
                    passed.isBottomTranslucent = tabBar?.attributes["translucent"] != "NO"
                case ("show", _, _), ("push", _, _):
                    break
                default:
                    continue
                }
                guard passed.top != nil || passed.bottom != nil else { continue }
                bars[destination] = passed
                queue.append(destination)
            }
        }
        // Then how many sheets deep each scene is: from the scenes no segue reaches, a
        // presentation as a sheet, or a `show` from outside a navigation controller, one
        // deeper; a navigation or tab bar controller's scenes as deep as it.
        var depths: [String: Int] = [:]
        var popovers: Set<String> = []
        queue = controllers.map(\.id).filter { !reached.contains($0) }
        for id in queue { depths[id] = 0 }
        next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            guard let controller = byID[id], let depth = depths[id] else { continue }
            for segue in seguesByID[id] ?? [] {
                guard let destination = segue.attributes["destination"], depths[destination] == nil else { continue }
                switch segue.attributes["kind"] {
                case "presentation" where presentsSheet(segue):
                    depths[destination] = depth + 1
                case "popoverPresentation":
                    depths[destination] = depth + 1
                    popovers.insert(destination)
                case "show" where bars[id]?.top == nil && !["navigationController", "tabBarController"].contains(controller.name):
                    depths[destination] = depth + 1
                case "relationship", "show", "push":
                    depths[destination] = depth
                default:
                    continue
                }
                queue.append(destination)
            }
        }
        for (id, depth) in depths where depth > 0 {
            bars[id, default: SimulatedBars()].sheetDepth = depth
        }
        for id in popovers {
            bars[id, default: SimulatedBars()].isPopover = true
        }
        return bars
    }

    /// The screen an Xcode 6 scene names in `<simulatedScreenMetrics type=…>`, in a
    /// document without a `<device>`.
    static func simulatedScreen(of controller: XMLNode) -> InterfaceBuilderDevice? {
        let ids = ["retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5"]
        guard let metrics = controller.children.first(where: { $0.name == "simulatedScreenMetrics" }),
              let id = metrics.attributes["type"].flatMap({ ids[$0] }) else { return nil }
        return InterfaceBuilderDevice.named(id)
    }

    /// Gives each table cell Xcode 6 stored without a frame (and its content view) the one
    /// its table gives it: the table's width, the cell's `rowHeight`, else the table's, else
    /// UITableView's default 44.
    static func supplyCellFrames(under node: XMLNode, tableWidth: Double?, rowHeight: Double?) {
        for child in node.children {
            var width = tableWidth
            var height = rowHeight
            if child.name == "tableView" {
                width = child.child("rect", key: "frame")?.number("width")
                height = child.number("rowHeight").flatMap { $0 > 0 ? $0 : nil }
            } else if child.name == "tableViewCell", child.attributes["id"] != nil, let width {
                let cellHeight = child.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } ?? height ?? 44
                child.supplyFrame(width: width, height: cellHeight)
                child.child("tableViewCellContentView", key: "contentView")?.supplyFrame(width: width, height: cellHeight)
            }
            supplyCellFrames(under: child, tableWidth: width, rowHeight: height)
        }
    }

    /// A bar's stored height when it is one a bar can have (IB sometimes stores a
    /// placeholder's 1000 × 1000 frame): at most a large-title navigation bar's 116.
    static func plausibleBar(_ height: Double) -> Double? {
        height > 0 && height <= 116 ? height : nil
    }

    /// A bar's stored origin when it is a status bar's height as IB draws one (at most the
    /// iPhone 16 Pro's 62 doubled): a hidden bar's negative one, or a damaged document's,
    /// is none.
    static func plausibleBarOrigin(_ y: Double) -> Double? {
        y >= 0 && y <= 124 ? y : nil
    }

    /// Whether a presentation segue shows its scene as a page sheet: iOS 13's automatic
    /// style, `pageSheet`, and `formSheet` (a page sheet on an iPhone).
    static func presentsSheet(_ segue: XMLNode) -> Bool {
        [nil, "automatic", "pageSheet", "formSheet"].contains(segue.attributes["modalPresentationStyle"])
    }

    /// Every `<segue>` a controller's element holds, its views' included.
    static func segues(in node: XMLNode) -> [XMLNode] {
        node.children.flatMap { $0.name == "segue" ? [$0] : segues(in: $0) }
    }

    /// A controller's bars: its own simulated metrics where it sets them, else the inferred.
    static func simulatedBars(of controller: XMLNode, inferred: SimulatedBars, landscape: Bool) -> SimulatedBars {
        var bars = inferred
        if let top = controller.children.first(where: { $0.attributes["key"] == "simulatedTopBarMetrics" }) {
            switch top.name {
            case "simulatedNavigationBarMetrics":
                bars.top = (landscape ? 32 : 44) + (top.flag("prompted") ? 30 : 0)
                bars.isTopTranslucent = top.attributes["translucent"] != "NO"
            default:
                bars.top = nil
            }
        }
        if let bottom = controller.children.first(where: { $0.attributes["key"] == "simulatedBottomBarMetrics" }) {
            switch bottom.name {
            case "simulatedTabBarMetrics": bars.bottom = 49
            case "simulatedToolbarMetrics": bars.bottom = 44
            default: bars.bottom = nil
            }
            bars.isBottomTranslucent = bottom.attributes["translucent"] != "NO"
        }
        return bars
    }

    /// A top-level view's or cell's name: its label, class or reuse identifier.
    static func viewTitle(_ node: XMLNode) -> String? {
        node.attributes["userLabel"] ?? node.attributes["customClass"] ?? node.attributes["reuseIdentifier"]
    }

    /// The cells under a view, in document order: table views' prototypes and static
    /// cells, collection views' cells and supplementary views (a cell's own cells are found
    /// when the cell is scanned in turn).
    static func cells(under node: XMLNode) -> [XMLNode] {
        var found: [XMLNode] = []
        for child in node.children {
            if ScriptWriter.cellElements.contains(child.name), child.isView {
                found.append(child)
            } else {
                found += cells(under: child)
            }
        }
        return found
    }

    /// The file name without folder and extension.
    static func stem(of path: String) -> String {
        let file = (path as NSString).lastPathComponent
        return (file as NSString).deletingPathExtension
    }

    /// "Sign In View Controller" → "sign-in-view-controller".
    static func kebab(_ text: String) -> String {
        Naming.words(in: text).map { $0.lowercased() }.joined(separator: "-")
    }
}

// MARK: - Writing a script

/// Writes one root view and everything under it as a script.
struct ScriptWriter {
    let tree: XMLTree
    let title: String
    let device: XMLNode?
    let images: [String: (Double, Double)]
    let limits: Interpreter.Limits

    var views: [ImportedView] = []
    /// Names by IB id; the root view's id is `root`.
    var names: [String: String] = [:]
    /// System guides by id: the owner's name, the item a constraint names for it
    /// (`title.safeArea`, a scroll view's content guide), nil when Tether has none, and IB's key.
    var guides: [String: (owner: String, item: String?, key: String)] = [:]
    /// Each scroll view's content guide, by the scroll view's name.
    var contentGuides: [String: String] = [:]
    /// Each view's superview by name (`root` for the root's subviews).
    var parents: [String: String] = [:]
    /// iOS 7–10 top and bottom layout guides by id: true for the top one.
    var controllerGuides: [String: Bool] = [:]
    var namer = Naming()
    var usesControls = false
    var usesStacks = false
    /// The screen the document is designed on, and its orientation.
    var canvas: InterfaceBuilderDevice?
    var isLandscape = false
    /// Whether the root is a cell (laid out by its table, with no safe area of its own).
    var isCell = false
    /// The bars over a scene's view.
    var bars = SimulatedBars()
    /// The view controller whose view the root is, in a storyboard.
    var owner: XMLNode?
    /// Whether the root is a cell of a table or collection view in the document (a
    /// prototype or static cell), not a xib's own cell.
    var isInTable = false
    /// The `accessoryType` of the table view cell the script is rooted at, if it has one.
    var cellAccessory: String?
    /// The document's `toolsVersion`: the Interface Builder that saved it (Xcode 10 writes
    /// 14xxx).
    var toolsVersion = 0
    /// The size classes of the canvas, views and constraints (InterfaceBuilderVariations.swift).
    var sizeClasses = ImportedSizeClasses()
    /// Inter, to tell whether a stored width is the text's (``controlSize(of:)``); one for
    /// the whole document.
    let measurer: any TextMeasuring

    init(tree: XMLTree, title: String, device: XMLNode?, images: [String: (Double, Double)], limits: Interpreter.Limits,
         measurer: any TextMeasuring) {
        self.measurer = measurer
        self.tree = tree
        self.title = title
        self.device = device
        self.images = images
        self.limits = limits
    }

    mutating func write(root: XMLNode, owner: XMLNode?) throws(Diagnostic) -> (String, [String]) {
        self.owner = owner
        if let id = root.attributes["id"] { names[id] = "root" }
        noteGuides(of: root, name: "root")
        for guide in owner?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide.attributes["id"] { controllerGuides[id] = guide.attributes["type"] == "top" }
        }
        try collect(subviewsOf: root, parent: "root", parentIsStack: false)
        noteSizeClasses(root: root)

        var body: [ConditionalLines] = []
        for view in views { body += try sizedDeclaration(of: view) }
        var stackLines: [ConditionalLines] = []
        for view in views where view.isStack { stackLines += sizedStackCall(view) }
        var constraintLines: [ConditionalLines] = []
        var constraints: [String] = []
        try forEachConstraint(in: root, owner: "root") { (node, ownerName) throws(Diagnostic) in
            let (lines, description) = try self.sizedConstraint(node, owner: ownerName)
            constraintLines += lines
            if let description { constraints.append(description) }
        }
        let usesSizeClasses = (body + stackLines + constraintLines).contains { $0.installed != .all }

        var lines = withExportDirective(header(), root: root)
        if !stackLines.isEmpty { usesStacks = true }
        var imports: [String] = []
        if usesControls { imports.append("import \"std/controls\" as ui") }
        if usesStacks { imports.append("import \"std/stack\"") }
        if !imports.isEmpty { lines += imports + [""] }
        lines += sizedRootLines(rootLines(root), root: root, uses: usesSizeClasses)
        lines += [""] + ConditionalLines.inOrder(body)
        if !stackLines.isEmpty { lines += [""] + ConditionalLines.grouped(stackLines) }
        if !constraintLines.isEmpty { lines += [""] + ConditionalLines.grouped(constraintLines) }
        return (lines.map(ScriptText.oneLine).joined(separator: "\n") + "\n", constraints)
    }

    // MARK: Views

    /// The elements a cell's or table's view holds as views of its own besides its
    /// `<subviews>`: a cell's content view, a table's header and footer.
    static let keyedSubviews: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "backgroundView"]

    /// Elements that are scripts of their own (their table or collection view places them).
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// A view's subviews in document order: its keyed views (a cell's content view) and its
    /// `<subviews>`; never a cell, which is a script of its own.
    static func subviewElements(of node: XMLNode) -> [XMLNode] {
        var elements: [XMLNode] = []
        for child in node.children {
            if child.name == "subviews" {
                elements += child.children.filter { $0.isView && !cellElements.contains($0.name) }
            } else if let key = child.attributes["key"], keyedSubviews.contains(key) {
                // A content view without an id (older collection view cells) cannot be named
                // by a constraint and fills its cell: its subviews are the cell's.
                elements += child.isView ? [child] : subviewElements(of: child)
            }
        }
        return elements
    }

    /// Names every view under `node` in document order.
    mutating func collect(subviewsOf node: XMLNode, parent: String, parentIsStack: Bool) throws(Diagnostic) {
        for child in Self.subviewElements(of: node) {
            guard views.count < limits.maxViews else {
                throw tree.error("the document has more than \(limits.maxViews) views (maxViews)", at: child,
                                 hint: "split the document, or raise Interpreter.Limits.maxViews")
            }
            let name = namer.name(for: child)
            if let id = child.attributes["id"] { names[id] = name }
            if child.name == "scrollView" { contentGuides[name] = namer.unique(name + "Content") }
            noteGuides(of: child, name: name)
            let isStack = child.name == "stackView"
            views.append(ImportedView(node: child, name: name, parent: parent, isStack: isStack, isArranged: parentIsStack))
            parents[name] = parent
            try collect(subviewsOf: child, parent: name, parentIsStack: isStack)
        }
    }

    /// Records a view's `<viewLayoutGuide key="safeArea">` and `<keyboardLayoutGuide
    /// key="keyboard">` (Xcode 13's element for `keyboardLayoutGuide`), and scroll views'
    /// content and frame guides.
    mutating func noteGuides(of node: XMLNode, name: String) {
        for guide in node.children("keyboardLayoutGuide") {
            guard let id = guide.attributes["id"] else { continue }
            guides[id] = (name, "\(name).keyboard", guide.attributes["key"] ?? "keyboard")
        }
        for guide in node.children("viewLayoutGuide") {
            guard let id = guide.attributes["id"] else { continue }
            let key = guide.attributes["key"] ?? ""
            switch key {
            case "safeArea": guides[id] = (name, "\(name).safeArea", key)
            case "contentLayoutGuide": guides[id] = (name, contentGuides[name], key)
            case "frameLayoutGuide": guides[id] = (name, name, key)
            default: guides[id] = (name, nil, key)
            }
        }
    }

    /// A view's statement, its block and the comments of what was not imported.
    mutating func declaration(of view: ImportedView) throws(Diagnostic) -> [String] {
        let node = view.node
        let (kindCall, className) = kind(of: node)
        var head = "view \(view.name)"
        if let kindCall { head += ": \(kindCall)" }
        if view.parent != "root", let parent = view.parent { head += " in \(parent)" }
        var properties: [String] = []
        if let frame = node.child("rect", key: "frame") {
            var numbers: [Double] = []
            for side in ["x", "y", "width", "height"] { numbers.append(try number(side, of: frame) ?? 0) }
            let negative = numbers.contains { $0 < 0 }
            properties.append("frame " + numbers.map(ScriptText.number).joined(separator: negative ? ", " : " "))
        }
        let defaults = Self.defaultPriorities(of: node.name)
        for (attribute, property, index) in [
            ("horizontalHuggingPriority", "hug h", 0), ("verticalHuggingPriority", "hug v", 1),
            ("horizontalCompressionResistancePriority", "resist h", 2), ("verticalCompressionResistancePriority", "resist v", 3),
        ] {
            // IB writes every priority but UIView's own (250 hugging, 750 resistance), so an
            // absent one is that, whatever std/controls gives the kind.
            let value = node.number(attribute) ?? (index < 2 ? 250 : 750)
            if value != defaults[index] {
                properties.append("\(property) \(ScriptText.number(value))")
            }
        }
        if let size = controlSize(of: node) { properties.append("intrinsic \(size)") }
        if node.flag("hidden") { properties.append("hidden true") }
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            properties.append("margins " + ["top", "left", "bottom", "right"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        } else if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            properties.append("margins directional " + ["top", "leading", "bottom", "trailing"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        }
        let isCellContent = node.name == "tableViewCellContentView" && toolsVersion >= 14_000
            && node.child("edgeInsets", key: "layoutMargins") == nil && node.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil
        if isCellContent {
            // The margins UIKit gives the content view from its cell and table, already what
            // preserving the superview's would make them: the cell's script root has none.
            properties.append("margins " + cellContentMargins())
        } else if node.flag("preservesSuperviewLayoutMargins") {
            properties.append("preservesSuperviewMargins true")
        }
        if node.attributes["insetsLayoutMarginsFromSafeArea"] == "NO" { properties.append("insetsMarginsFromSafeArea false") }
        if node.attributes["key"] == "contentView" {
            // UIKit sizes a cell's content view to the cell (less the accessory) in
            // layoutSubviews, by frame: it follows the cell's size.
            properties.append("autoresize width height")
        } else if !view.isArranged && Self.translatesMask(node) {
            properties.append("autoresize " + Self.mask(of: node))
        }
        for child in node.children where !Self.handledChildren.contains(child.name) && !child.isView {
            if Self.cellHolders.contains(child.name), !DocumentReader.cells(under: child).isEmpty {
                // Not left out: each cell is a script of its own (its table places it).
                properties.append("# <\(child.name)> (line \(child.line)): each cell is a script of its own")
                continue
            }
            properties.append("# not imported: <\(child.name)\(child.attributes["key"].map { " key=\"\($0)\"" } ?? "")> (line \(child.line))")
        }
        properties += variationNotes(of: node)
        var lines = ["\(head) {  # \(className) \(node.attributes["id"] ?? "")"]
        lines += properties.map { "  " + $0 }
        lines.append("}")
        return lines
    }

    /// The std/controls kind call for a view's class, and the class as a comment names it.
    mutating func kind(of node: XMLNode) -> (String?, String) {
        let custom = node.attributes["customClass"]
        let uiClass = Self.uiKitClass(of: node.name)
        let className = custom.map { "\($0) (\(uiClass))" } ?? uiClass
        switch node.name {
        case "label":
            usesControls = true
            var arguments = [ScriptText.quoted(Self.labelText(node))]
            let size = Self.fontSize(node) ?? 17
            let lines = node.number("numberOfLines") ?? 1
            if let style = Self.textStyle(node) {
                // A text style: its size at the reader's text size, its lines its leading apart.
                arguments.append(ScriptText.quoted(style.rawValue))
            } else if size != 17 || lines != 1 {
                arguments.append(ScriptText.number(size))
            }
            if lines != 1 { arguments.append(ScriptText.number(lines)) }
            return ("ui.label(\(arguments.joined(separator: ", ")))", className)
        case "button":
            usesControls = true
            let title = Self.normalState(of: node)?.attributes["title"]
                ?? node.child("buttonConfiguration")?.attributes["title"] ?? ""
            var arguments = [ScriptText.quoted(title)]
            if let size = Self.fontSize(node), size != 15 { arguments.append(ScriptText.number(size)) }
            return ("ui.button(\(arguments.joined(separator: ", ")))", className)
        case "textField":
            usesControls = true
            return ("ui.textField(\(Self.textFieldArguments(node)))", className)
        case "imageView":
            usesControls = true
            if let image = node.attributes["image"], let (width, height) = images[image] {
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

    /// A table view cell's content view margins as UIKit 11 and later sets them (IB from
    /// Xcode 10 shows them): 11 above and below; at the sides the table's system minimum
    /// margins, 16 on screens up to 375 points wide (15 for a xib's cell outside a table)
    /// and 20 on wider ones. Documents from earlier Xcode show UIView's 8 all round. The
    /// numbers are what the corpus's stored frames give (docs/interop.md), where Apple
    /// publishes none.
    ///
    /// Beside an accessory (a disclosure indicator, a checkmark) the content view ends where
    /// the accessory's own margin starts, and its trailing margin is 8 (6 beside a detail
    /// button): every such cell of the corpus stores its views there.
    func cellContentMargins() -> String {
        let width = canvas.map { isLandscape ? $0.height : $0.width } ?? 375
        let side: Double = width > 375 ? 20 : isInTable ? 16 : 15
        let trailing: Double = switch cellAccessory {
        case nil, "none": side
        case "detailButton", "detailDisclosureButton": 6
        default: 8
        }
        // By leading and trailing where they differ: right to left the accessory is on the left.
        return (trailing == side ? "" : "directional ") + "11 \(ScriptText.number(side)) 11 \(ScriptText.number(trailing))"
    }

    /// San Francisco's line height in ems (`UIFont.systemFont(ofSize: 17).lineHeight` is
    /// 20.287).
    static let systemLineHeight = LineMetrics.sanFrancisco.lineHeight

    /// `value` rounded up to the device's pixel, as UIKit rounds an intrinsic size.
    func pixelCeil(_ value: Double) -> Double {
        let scale = canvas?.scale ?? 2
        return (value * scale - 1e-9).rounded(.up) / scale
    }

    /// `W x H`: the intrinsic size UIKit gives a single-line label or a system button at IB's
    /// canvas, where it can be told from what the document holds; nil leaves std/controls'
    /// measure.
    ///
    /// - Heights are San Francisco's: a label's line is `pixelCeil(size × 1.1934)` (20.5 at
    ///   17 points on a 2x canvas, 20.333 on a 3x one), a system button adds 6 above and below
    ///   and rounds to the point (30 at 15 points), a button configuration adds 7 and rounds to
    ///   the pixel (34.5). A label in another font keeps the height IB stored when it is one
    ///   line's (at most 2.5 × the point size).
    /// - Widths: Inter is not San Francisco, but where IB sized the view to its text the
    ///   stored frame holds SF's width. The stored width is taken as the text's when Inter's
    ///   measure of the same text is within 25 % of it (a width set by constraints is far from
    ///   it, and then constraints decide it anyway); otherwise Inter's measure, rounded up to
    ///   the pixel.
    /// - An empty label is 0 × 0, as UILabel's `intrinsicContentSize` with no text; a button
    ///   with only an image is its image's size (the document's `<image>` resource).
    func controlSize(of node: XMLNode) -> String? {
        let frame = node.child("rect", key: "frame")
        let stored = (frame?.number("width") ?? 0, frame?.number("height") ?? 0)
        // A class of the app's own: IB sizes it by running it (a designable), so the height
        // it stored is the class's, not UIKit's.
        let isAppClass = node.attributes["customClass"] != nil && node.attributes["customModuleProvider"] == "target"
        let font = node.child("fontDescription")
        let isSystemFont = font == nil || font?.attributes["style"] != nil
            || ["system", "boldSystem", "italicSystem"].contains(font?.attributes["type"] ?? "")
        func width(of text: String, size: Double, padding: Double) -> Double {
            let measured = measurer.width(of: text, size: size) + padding
            if stored.0 > 0, abs(measured - stored.0) <= 0.25 * stored.0 { return stored.0 }
            return pixelCeil(measured)
        }
        switch node.name {
        case "label":
            let text = Self.labelText(node)
            if text.isEmpty { return "0 x 0" }
            guard (node.number("numberOfLines") ?? 1) == 1 else { return nil }
            let size = Self.fontSize(node) ?? 17
            let height: Double
            if isAppClass, stored.1 > 0 {
                height = stored.1
            } else if isSystemFont {
                height = pixelCeil(size * Self.systemLineHeight)
            } else if stored.1 > 0, stored.1 <= 2.5 * size {
                height = stored.1
            } else {
                return nil
            }
            return "\(ScriptText.number(width(of: text, size: size, padding: 0))) x \(ScriptText.number(height))"
        case "button":
            let normal = Self.normalState(of: node)
            if let normal, normal.attributes["title"]?.isEmpty ?? true, node.child("buttonConfiguration") == nil,
               let image = normal.attributes["image"], let (width, height) = images[image] {
                // A button showing only an image is the image's size and its
                // `contentEdgeInsets` (UIButton adds them to its intrinsic content size).
                let insets = node.child("inset", key: "contentEdgeInsets")
                let across = (insets?.number("minX") ?? 0) + (insets?.number("maxX") ?? 0)
                let down = (insets?.number("minY") ?? 0) + (insets?.number("maxY") ?? 0)
                return "\(ScriptText.number(width + across)) x \(ScriptText.number(height + down))"
            }
            guard isSystemFont, node.attributes["buttonType"] == nil || node.attributes["buttonType"] == "system" else { return nil }
            if let configuration = node.child("buttonConfiguration") {
                guard let title = configuration.attributes["title"], !title.isEmpty,
                      configuration.child("imageReference") == nil else { return nil }
                let height = pixelCeil(17 * Self.systemLineHeight + 14)
                return "\(ScriptText.number(width(of: title, size: 17, padding: 24))) x \(ScriptText.number(height))"
            }
            guard let title = normal?.attributes["title"], !title.isEmpty, normal?.attributes["image"] == nil else { return nil }
            let size = Self.fontSize(node) ?? 15
            let height = isAppClass && stored.1 > 0 ? stored.1 : (size * Self.systemLineHeight + 12 - 1e-9).rounded(.up)
            return "\(ScriptText.number(width(of: title, size: size, padding: 0))) x \(ScriptText.number(height))"
        case "textField" where node.attributes["borderStyle"] == "roundedRect":
            // UITextField's rounded rect is 34 tall since iOS 13 (Xcode 11 documents), 30
            // before; its width stays std/controls' (97, IB's default field width).
            return "97 x \(toolsVersion >= 15_000 ? 34 : 30)"
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(node.attributes["style"] ?? "")
            return large ? "37 x 37" : "20 x 20"
        case "stepper":
            return toolsVersion >= 15_000 ? "94 x 32" : "94 x 29"
        case "switch":
            // iOS 26's switch is a 63 × 28 frame (Xcode 26, tools versions 24xxx; every switch
            // those documents store); before it UISwitch is 51 × 31, std/controls' toggle. Both
            // reach 2 points past their alignment rectangle on the right (the toggle's
            // `alignmentInsets`), so the intrinsic size is 61 × 28. A development build that
            // writes 32700.99.1234 still draws the older switch.
            return (24_000..<30_000).contains(toolsVersion) ? "61 x 28" : nil
        case "segmentedControl", "pageControl":
            // Their segments' and dots' sizes come from SF text and the page count: IB's
            // stored size is theirs where it is a control's own height.
            guard stored.0 > 0, stored.1 > 0, stored.1 <= 40 else { return nil }
            return "\(ScriptText.number(stored.0)) x \(ScriptText.number(stored.1))"
        case "progressView", "slider":
            // No intrinsic width; the track's height as IB drew it.
            guard stored.1 > 0, stored.1 <= 40 else { return nil }
            return "none x \(ScriptText.number(stored.1))"
        default:
            return nil
        }
    }

    /// A button's `<state key="normal">`: its title and image.
    static func normalState(of node: XMLNode) -> XMLNode? {
        node.children("state").first { $0.attributes["key"] == "normal" }
    }

    /// The text of a label: its `text` attribute, a `<string key="text">`, or an attributed
    /// string's fragments.
    static func labelText(_ node: XMLNode) -> String {
        if let text = node.attributes["text"] { return text }
        if let string = node.child("string", key: "text") { return string.text }
        if let attributed = node.child("attributedString", key: "attributedText") {
            return attributed.children("fragment").compactMap { $0.attributes["content"] }.joined()
        }
        return ""
    }

    /// The point size of a `<fontDescription>`: its `pointSize`, or the text style's size
    /// at the default Dynamic Type setting (Large), from Apple's Human Interface
    /// Guidelines, "Typography": body 17, title1 28…
    static func fontSize(_ node: XMLNode) -> Double? {
        guard let font = node.child("fontDescription") else { return nil }
        if let size = font.number("pointSize"), size > 0 { return size }
        return textStyle(node)?.metrics(at: .large).size
    }

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

    /// The elements a view's import reads or that carry no layout (colours, fonts, outlets).
    /// The elements a table or collection view holds its cells in.
    static let cellHolders: Set<String> = ["prototypes", "sections", "cells"]

    static let handledChildren: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "viewLayoutGuide", "keyboardLayoutGuide", "color", "nil", "fontDescription",
        "state", "string", "attributedString", "buttonConfiguration", "edgeInsets", "directionalEdgeInsets",
        "point", "connections", "textInputTraits", "accessibility", "userDefinedRuntimeAttributes",
        "imageReference", "preferredSymbolConfiguration", "size", "inset", "real", "integer",
        "backgroundConfiguration", "variation",
    ]

    /// UIKit's class for an IB element name: `label` → `UILabel`.
    static func uiKitClass(of element: String) -> String {
        let special = [
            "switch": "UISwitch", "wkWebView": "WKWebView", "mapView": "MKMapView", "mtkView": "MTKView",
            "arscnView": "ARSCNView", "sceneKitView": "SCNView", "glkView": "GLKView", "view": "UIView",
        ]
        if let name = special[element] { return name }
        return "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// Whether UIKit lays the view out by its frame and autoresizing mask: IB's default, and
    /// views whose Size inspector says "Layout: Autoresizing Mask" (`fixedFrame="YES"`,
    /// which Xcode writes beside `translatesAutoresizingMaskIntoConstraints="NO"` for a view
    /// without constraints of its own: the nib sets the property back at build time).
    static func translatesMask(_ node: XMLNode) -> Bool {
        node.attributes["translatesAutoresizingMaskIntoConstraints"] != "NO" || node.flag("fixedFrame")
    }

    /// The autoresizing mask's names, `none` for none.
    static func mask(of node: XMLNode) -> String {
        guard let mask = node.child("autoresizingMask", key: "autoresizingMask") else { return "none" }
        let names = [
            ("flexibleMinX", "leftMargin"), ("widthSizable", "width"), ("flexibleMaxX", "rightMargin"),
            ("flexibleMinY", "topMargin"), ("heightSizable", "height"), ("flexibleMaxY", "bottomMargin"),
        ].filter { mask.flag($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: " ")
    }

    // MARK: Header and root

    func header() -> [String] {
        let file = (tree.sourceName as NSString).lastPathComponent
        return [
            "# \(title): imported by `tether import` from \(file).",
            "# Frames are Interface Builder's designed frames: `tether run` reports a view that its",
            "# constraints put elsewhere (IB's \"Misplaced Views\").",
            "",
        ]
    }

    /// The root's size: IB's device when the root view fills its screen, else the root
    /// view's own frame; and the root view's margins.
    func rootLines(_ root: XMLNode) -> [String] {
        let frame = root.child("rect", key: "frame")
        let width = frame?.number("width") ?? 320
        let height = frame?.number("height") ?? 568
        var lines: [String] = []
        let id = device?.attributes["id"] ?? ""
        let size = "\(ScriptText.number(width)) x \(ScriptText.number(height))"
        guard let known = canvas, !isCell else {
            let note = isCell ? "a cell: its table lays it out, with no safe area of its own"
                : id.isEmpty ? "no <device> in the document" : "IB's device '\(id)' is not in tether's table: no safe area"
            return ["root \(size)  # the root view's frame; \(note)"] + rootProperties(root)
        }
        let deviceScreen = isLandscape ? (known.height, known.width) : (known.width, known.height)
        var screen = deviceScreen
        var device = isLandscape ? known.landscapeInsets : known.portraitInsets
        let metrics = owner?.children.filter { $0.attributes["key"]?.hasPrefix("simulated") == true } ?? []
        if metrics.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }) || owner?.child("size", key: "freeformSize") != nil {
            // "Size: Freeform": the canvas is the view's own size; in a popover, with no
            // status bar or home indicator over it.
            screen = (width, height)
            if bars.isPopover { device = .zero }
        }
        if metrics.contains(where: { $0.name == "nil" && $0.attributes["key"] == "simulatedStatusBarMetrics" }), device.top == 20 {
            // "Status Bar: None" on a home-button device: nothing covers the top.
            device.top = 0
        }
        // A page sheet: the scene's container is the sheet, below the status bar (and 10
        // points lower for each sheet under it), with the sheet's insets.
        let sheetDepth = max(bars.sheetDepth, metrics.contains { $0.name == "modalPageSheetSimulatedSizeMetrics" } ? 1 : 0)
        let isSheet = sheetDepth > 0 && toolsVersion >= InterfaceBuilderDevice.sheetsFrom && !isLandscape && height < screen.1
        if isSheet {
            screen.1 -= known.sheetOrigin + 10 * Double(sheetDepth - 1)
            device.top = known.sheetInsets.top
            device.bottom = known.sheetInsets.bottom
        }
        // The view as IB places it in its container: below an opaque top bar, else at the
        // top; its safe area what the container's and the translucent bars' cover of it. A
        // navigation bar whose frame the document stores starts where IB drew it.
        let topBar = bars.top ?? 0
        let bottomBar = bars.bottom ?? 0
        let safeTop = bars.top == nil ? device.top : (bars.topOrigin ?? device.top) + topBar
        let originY = bars.top != nil && !bars.isTopTranslucent ? safeTop : 0
        let safeBottom = screen.1 - device.bottom - bottomBar
        let insets = LayoutInsets(
            top: max(0, safeTop - originY), left: device.left,
            bottom: max(0, originY + height - safeBottom), right: min(device.right, max(0, width - (screen.0 - device.right))))
        let orientation = isLandscape ? "landscape" : "portrait"
        var described = "IB's \(id): \(known.name), \(orientation)"
        if isSheet { described += ", a page sheet" }
        if bars.top != nil { described += ", \(bars.isTopTranslucent ? "a translucent" : "an opaque") \(ScriptText.number(topBar))-point top bar" }
        if bars.bottom != nil { described += ", \(bars.isBottomTranslucent ? "a translucent" : "an opaque") \(ScriptText.number(bottomBar))-point bottom bar" }
        if deviceScreen != (width, height) { described += "; the root view's frame" }
        if deviceScreen == (width, height), insets == device, let catalogue = known.catalogueName {
            lines.append("root device \"\(catalogue)\(isLandscape ? ":landscape" : "")\"  # \(described)")
        } else {
            let safe = [insets.top, insets.left, insets.bottom, insets.right].map(ScriptText.number).joined(separator: " ")
            lines.append("root \(size) safe \(safe)  # \(described)")
        }
        return lines + rootProperties(root)
    }

    /// The root view's margins, as `set root { … }`.
    func rootProperties(_ root: XMLNode) -> [String] {
        var lines: [String] = []
        var properties: [String] = []
        if let insets = root.child("edgeInsets", key: "layoutMargins") {
            properties.append("margins " + ["top", "left", "bottom", "right"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        } else if let insets = root.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            properties.append("margins directional " + ["top", "leading", "bottom", "trailing"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        }
        if root.attributes["insetsLayoutMarginsFromSafeArea"] == "NO" { properties.append("insetsMarginsFromSafeArea false") }
        if !properties.isEmpty { lines.append("set root { \(properties.joined(separator: "; ")) }") }
        return lines
    }

    // MARK: Stacks

    /// `hstack([a, b], spacing, "distribution", "alignment", 0, marginsRelative, baselineRelative)`,
    /// trailing defaults left out.
    func stackCall(_ stack: ImportedView) -> String {
        let node = stack.node
        let arranged = views.filter { $0.parent == stack.name }.map(\.name)
        guard !arranged.isEmpty else {
            return "# \(stack.name) arranges no views: UIStackView adds no constraints for it"
        }
        let horizontal = node.attributes["axis"] != "vertical"
        // A stack with margins of its own arranges its views inside them: every such stack
        // of the corpus has its views there, with or without the attribute.
        let hasMargins = node.child("edgeInsets", key: "layoutMargins") != nil
            || node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        var arguments = ["[\(arranged.joined(separator: ", "))]", ScriptText.number(node.number("spacing") ?? 0),
                         ScriptText.quoted(node.attributes["distribution"] ?? "fill"),
                         ScriptText.quoted(node.attributes["alignment"] ?? "fill"), "0",
                         node.flag("layoutMarginsRelativeArrangement") || hasMargins ? "true" : "false",
                         node.flag("baselineRelativeArrangement") ? "true" : "false"]
        let defaults = ["8", "\"fill\"", "\"fill\"", "0", "false", "false"]
        while arguments.count > 1, arguments.last == defaults[arguments.count - 2] { arguments.removeLast() }
        return "\(horizontal ? "hstack" : "vstack")(\(arguments.joined(separator: ", ")))  # \(stack.name)"
    }

    // MARK: Constraints

    /// Calls `body` for every `<constraint>` under `node`, in document order, with the name
    /// of the view that holds it.
    func forEachConstraint(in node: XMLNode, owner: String,
                           _ body: (XMLNode, String) throws(Diagnostic) -> Void) throws(Diagnostic) {
        for part in node.children {
            let views: [XMLNode]
            if part.name == "constraints" {
                for constraint in part.children("constraint") { try body(constraint, owner) }
                continue
            } else if part.name == "subviews" {
                views = part.children.filter { $0.isView && !Self.cellElements.contains($0.name) }
            } else if let key = part.attributes["key"], Self.keyedSubviews.contains(key) {
                guard part.isView else {
                    try forEachConstraint(in: part, owner: owner, body)
                    continue
                }
                views = [part]
            } else {
                continue
            }
            for child in views {
                let name = child.attributes["id"].flatMap { names[$0] } ?? owner
                try forEachConstraint(in: child, owner: name, body)
            }
        }
    }

    /// One `<constraint>` as a `pin` line (or a comment saying why it is not one), and its
    /// description for round-trip checks.
    func constraintLine(_ node: XMLNode, owner: String) throws(Diagnostic) -> (String, String?) {
        let firstAttribute = node.attributes["firstAttribute"] ?? ""
        var first = try term(item: node.attributes["firstItem"], attribute: firstAttribute, owner: owner, node: node)
        var second: Term?
        if let secondAttribute = node.attributes["secondAttribute"] {
            guard let item = node.attributes["secondItem"] else {
                throw tree.error("a constraint with secondAttribute '\(secondAttribute)' but no secondItem", at: node,
                                 hint: "Interface Builder writes both or neither; open and save the document in Xcode")
            }
            second = try term(item: item, attribute: secondAttribute, owner: owner, node: node)
        }
        if let other = second {
            (first, second) = (contentSide(first, facing: other), contentSide(other, facing: first))
        }
        let relation: LayoutRelation
        switch node.attributes["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: throw tree.error("unknown constraint relation '\(other)'", at: node,
                                          hint: "Interface Builder writes greaterThanOrEqual or lessThanOrEqual, or none for equal")
        }
        let (multiplierText, multiplier) = try Self.multiplier(node.attributes["multiplier"], node: node, tree: tree)
        let constant = try number("constant", of: node) ?? 0
        let priority = try number("priority", of: node) ?? 1000
        guard priority >= 1, priority <= 1000 else {
            throw tree.error("a constraint priority of \(ScriptText.number(priority)), outside 1…1000", at: node,
                             hint: "UILayoutPriority runs from 1 to 1000")
        }
        let identifier = node.attributes["identifier"]
        let text = ScriptText.pin(ConstraintEquation(
            first: first.text, relation: relation, second: second?.text, multiplier: multiplier,
            writtenMultiplier: multiplierText, constant: constant, priority: LayoutPriority(priority)), identifier: identifier)

        if let problem = first.unsupported ?? second?.unsupported {
            return ("# not imported (\(problem)): \(text)", nil)
        }
        if node.flag("placeholder") {
            return ("# a placeholder, removed at build time, not imported: \(text)", nil)
        }
        let described = LayoutConstraint(
            firstItem: first.item, firstAttribute: first.attribute, relation: relation,
            secondItem: second?.item, secondAttribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant, priority: LayoutPriority(priority), identifier: identifier)
        return (text, described.description)
    }

    /// A side naming a scroll view's edge or centre, facing a view inside it: the scroll
    /// view's content area, as UIKit reads such a constraint; any other side as it is.
    func contentSide(_ side: Term, facing other: Term) -> Term {
        guard let content = contentGuides[side.item], side.unsupported == nil,
              ![.width, .height].contains(side.attribute), isInside(other.item, side.item) else { return side }
        return Term(item: content, attribute: side.attribute, text: "\(content).\(side.attribute.rawValue)")
    }

    /// Whether the view named `name` (or a guide it owns) is inside the view `ancestor`.
    func isInside(_ name: String, _ ancestor: String) -> Bool {
        let owner = name.split(separator: ".").first.map(String.init) ?? name
        var current = parents[owner]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }

    /// An attribute's number: nil when it is missing, an error when it is not a finite number.
    func number(_ attribute: String, of node: XMLNode) throws(Diagnostic) -> Double? {
        guard let text = node.attributes[attribute] else { return nil }
        guard let value = node.number(attribute) else {
            throw tree.error("<\(node.name)> has \(attribute)=\"\(text)\", not a finite number", at: node,
                             hint: "Interface Builder writes numbers such as 20 or 20.5; open and save the document in Xcode")
        }
        return value
    }

    /// One side of a constraint: `title.leading`, `root.safeArea.top`, `card.margins.leading`.
    struct Term {
        var item: String
        var attribute: LayoutAttribute
        var text: String
        /// Why the side cannot be imported, if it cannot.
        var unsupported: String?
    }

    func term(item id: String?, attribute name: String, owner: String, node: XMLNode) throws(Diagnostic) -> Term {
        guard let (attribute, inMargins) = UIKitAttribute.named[name] else {
            throw tree.error("unknown layout attribute '\(name)'", at: node,
                             hint: "Interface Builder's attributes are leading, trailing, top, bottom, width, height, centerX, centerY, baseline… with an optional Margin suffix")
        }
        var item = owner
        if let id {
            if let name = names[id] {
                item = name
            } else if let guide = guides[id] {
                guard let guideItem = guide.item else {
                    return Term(item: guide.owner, attribute: attribute, text: "\(guide.owner).\(guide.key).\(attribute.rawValue)",
                                unsupported: "Tether has no \(guide.key) guide")
                }
                item = guideItem
            } else if let isTop = controllerGuides[id] {
                // topLayoutGuide's bottom is the safe area's top; bottomLayoutGuide's top its bottom.
                switch (isTop, attribute) {
                case (true, .bottom): return Term(item: "root.safeArea", attribute: .top, text: "root.safeArea.top")
                case (true, .top): return Term(item: "root", attribute: .top, text: "root.top")
                case (false, .top): return Term(item: "root.safeArea", attribute: .bottom, text: "root.safeArea.bottom")
                case (false, .bottom): return Term(item: "root", attribute: .bottom, text: "root.bottom")
                default:
                    return Term(item: "root", attribute: attribute, text: "\(isTop ? "top" : "bottom")LayoutGuide.\(name)",
                                unsupported: "a layout guide's \(name)")
                }
            } else {
                throw tree.error("the constraint names '\(id)', which is no view or guide of this scene", at: node,
                                 hint: "the document is damaged or the view is in another scene; open it in Xcode")
            }
        }
        if inMargins {
            guard !item.contains(".") else {
                return Term(item: item, attribute: attribute, text: "\(item).\(name)", unsupported: "a guide has no margins")
            }
            item += ".margins"
        }
        return Term(item: item, attribute: attribute, text: "\(item).\(attribute.rawValue)")
    }

    /// A multiplier as written (`2`, or `16:9` kept as `16 / 9`) and its value.
    static func multiplier(_ text: String?, node: XMLNode, tree: XMLTree) throws(Diagnostic) -> (String, Double) {
        guard let text else { return ("1", 1) }
        let parts = text.split(separator: text.contains("/") ? "/" : ":", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
        if parts.count == 2, numbers.count == 2, numbers[1] != 0, numbers[0] / numbers[1] > 0 {
            return ("\(ScriptText.number(numbers[0])) / \(ScriptText.number(numbers[1]))", numbers[0] / numbers[1])
        }
        if parts.count == 1, numbers.count == 1, numbers[0] != 0 { return (ScriptText.number(numbers[0]), numbers[0]) }
        throw tree.error("a constraint multiplier of '\(text)', not a number or ratio", at: node,
                         hint: "Interface Builder writes a number (0.5) or a ratio (16:9)")
    }
}

// MARK: - Names

/// Readable, unique view names: an IB `userLabel` in camel case (`Title Label` →
/// `titleLabel`), else a control's text and its class (`signInButton`), else the class
/// (`imageView`, `stackView2`). Never a reserved word, a builtin or the names the imports
/// bring (`ui`, `hstack`).
struct Naming {
    private var used: Set<String> = Naming.taken

    static let taken: Set<String> = Set(Interpreter.languageWords).union([
        "root", "self", "ui", "hstack", "vstack", "traits", "range", "min", "max", "abs", "round", "floor", "ceil",
        "sqrt", "str", "viewNamed", "error", "textWidth", "textLineHeight", "textAscent", "guide", "x", "h", "v",
    ])

    mutating func name(for node: XMLNode) -> String {
        let suffix: String
        var text: String?
        switch node.name {
        case "label": (suffix, text) = ("Label", node.attributes["text"])
        case "button":
            suffix = "Button"
            text = ScriptWriter.normalState(of: node)?.attributes["title"]
                ?? node.child("buttonConfiguration")?.attributes["title"]
        case "textField": (suffix, text) = ("Field", node.attributes["placeholder"])
        case "switch": suffix = "Switch"
        default: suffix = String(node.name.prefix(1).uppercased() + node.name.dropFirst())
        }
        var base: String
        if node.attributes["key"] == "contentView", node.attributes["userLabel"] == nil {
            base = "contentView"
        } else if let label = node.attributes["userLabel"], !Naming.words(in: label).isEmpty {
            base = Naming.camel(Naming.words(in: label))
        } else if let text, !Naming.words(in: text).isEmpty {
            base = Naming.camel(Array(Naming.words(in: text).prefix(3)) + Naming.words(in: suffix))
        } else {
            base = Naming.camel(Naming.words(in: suffix))
        }
        if base.first?.isNumber == true { base = "v" + base }
        return Naming.unique(base, among: &used)
    }

    /// `base` or `base2`, `base3`…, whichever is free, taken from now on.
    mutating func unique(_ base: String) -> String {
        Naming.unique(base, among: &used)
    }

    /// `base`, or `base2`, `base3`… (with `separator` before the number) if taken; the
    /// name returned is added to `used`.
    static func unique(_ base: String, separator: String = "", among used: inout Set<String>) -> String {
        var name = base
        var counter = 2
        while used.contains(name) {
            name = "\(base)\(separator)\(counter)"
            counter += 1
        }
        used.insert(name)
        return name
    }

    /// The ASCII words of a text, split at anything else and at lower-to-upper case changes.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `["Sign", "In", "Button"]` → `signInButton`.
    static func camel(_ words: [String]) -> String {
        words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
    }
}

extension XMLNode {
    /// Whether the element is a view of the document: it has an id and a frame.
    var isView: Bool { attributes["id"] != nil && child("rect", key: "frame") != nil }
}
