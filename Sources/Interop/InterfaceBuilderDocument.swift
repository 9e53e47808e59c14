// Reading the document: its type, its scenes and top-level views, its cells, and the script each gets.

import Foundation
import LayoutScript
import TextMetrics

/// One pass over a document: views, stacks, constraints, written as script text.
struct DocumentReader {
    let tree: XMLTree
    let limits: Interpreter.Limits
    var warnings: [Diagnostic] = []

    init(tree: XMLTree, limits: Interpreter.Limits) {
        self.tree = tree
        self.limits = limits
    }

    static let documentTypes = [
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB": false,
        // Xcode 5 wrote an iPad-only xib (`targetRuntime="iOS.CocoaTouch.iPad"`) as its own type.
        "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB": false,
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": true,
    ]

    /// The document formats read: 3.0, Xcode 5's and every later one's, and 2.0, Xcode 4.5's
    /// first storyboards with Auto Layout, which Xcode still opens: the same elements, its
    /// constraints marked `type="default"` or `"user"` (IB's own and the designer's, both
    /// installed at run time), its constrained subviews stored without a frame.
    static let documentVersions: Set<String> = ["2.0", "3.0"]

    /// The sizes of the images the document's `<resources>` list, by name: the size IB
    /// stored for each, the image's own (its intrinsic size in an image view or a button).
    static func resourceImages(of document: XMLNode) -> [String: (Double, Double)] {
        Dictionary(
            (document.child("resources")?.children("image") ?? []).compactMap { image -> (String, (Double, Double))? in
                guard let name = image.attributes["name"], let width = image.number("width"),
                      let height = image.number("height") else { return nil }
                return (name, (width, height))
            }, uniquingKeysWith: { first, _ in first })
    }

    mutating func read() throws(Diagnostic) -> InterfaceBuilderImport.Result {
        let document = tree.root
        guard document.name == "document" else {
            throw tree.error("<\(document.name)> is not an Interface Builder document", at: document,
                             hint: "a .xib or .storyboard starts with <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" …>")
        }
        let type = document.attributes["type"] ?? ""
        let appKit = AppKitDocument.documentTypes[type]
        guard let isStoryboard = Self.documentTypes[type] ?? appKit else {
            throw tree.error("unsupported Interface Builder document type '\(type)'", at: document,
                             hint: "tether imports documents of type com.apple.InterfaceBuilder3.CocoaTouch.XIB or …Storyboard.XIB (iOS) and com.apple.InterfaceBuilder3.Cocoa.XIB or …Storyboard.XIB (macOS)")
        }
        guard let version = document.attributes["version"], Self.documentVersions.contains(version) else {
            throw tree.error("unsupported document version '\(document.attributes["version"] ?? "none")'", at: document,
                             hint: "open the document in Xcode and save it, which writes version 3.0")
        }
        if appKit != nil { return try readAppKit(isStoryboard: isStoryboard) }
        let device = document.child("device")
        let images = Self.resourceImages(of: document)
        // SF Symbols (`catalog="system"`): their resources' sizes are the symbols' at 128
        // points or so, not the size a view shows them at.
        let symbols = Set((document.child("resources")?.children("image") ?? []).compactMap { image in
            image.attributes["catalog"] == "system" ? image.attributes["name"] : nil
        })
        Self.supplyCellFrames(under: document, tableWidth: nil, rowHeight: nil)
        var roots: [(name: String, view: XMLNode, owner: XMLNode?)] = []
        // The cells of the document's tables and collection views, with their table's width.
        var prototypes: [ObjectIdentifier: Double?] = [:]
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
            for object in document.child("objects")?.children ?? [] {
                if object.isView {
                    roots.append((Self.viewTitle(object) ?? Self.stem(of: tree.sourceName), object, nil))
                } else if let view = object.children.first(where: { $0.attributes["key"] == "view" && $0.isView }) {
                    // A top-level view controller (a launch screen's, a controller's own
                    // nib): its view is the root, under the bars its simulated metrics set,
                    // as in a storyboard's scene.
                    roots.append((object.attributes["userLabel"] ?? object.attributes["customClass"] ?? Self.stem(of: tree.sourceName), view, object))
                }
            }
        }
        // Cells are laid out by their table or collection view, each on a canvas of its own:
        // a prototype or static cell is a script rooted at the cell, like a xib's cell.
        // A cell's own cells (a collection view in a table's cell) are scripts of their own too.
        var scanned = 0
        while scanned < roots.count {
            let (title, view, _) = roots[scanned]
            scanned += 1
            for (cell, tableWidth) in Self.cells(under: view) {
                roots.append((Self.viewTitle(cell) ?? "\(title) cell", cell, nil))
                prototypes[ObjectIdentifier(cell)] = tableWidth
            }
        }
        guard !roots.isEmpty else {
            // Interface Builder opens a document with no views (a storyboard whose scenes were
            // all deleted): nothing to lay out, which a warning says.
            warnings.append(Diagnostic(
                severity: .warning, kind: .syntax, message: "the document has no views: no script",
                location: tree.location(of: document),
                hint: isStoryboard ? "add a view controller scene in Xcode" : "a xib holds its views under <objects>"))
            return InterfaceBuilderImport.Result(scripts: [], warnings: warnings)
        }
        // A constraint naming an object the document does not hold (a view deleted without
        // its constraint) is one Interface Builder drops as it opens the document: left out,
        // with a warning at the constraint.
        let missing = Self.missingObjects(in: document, tree: tree)
        warnings += missing.warnings
        let selfSizing = Self.selfSizingCells(under: document)
        let landscape = device?.attributes["orientation"] == "landscape"
        let era = InterfaceBuilderEra(document: document)
        let canvas = InterfaceBuilderDevice.named(
            device?.attributes["id"] ?? "", landscape: landscape,
            viewSizes: roots.compactMap { root in
                root.view.child("rect", key: "frame").flatMap { frame in
                    frame.number("width").flatMap { width in frame.number("height").map { (width, $0) } }
                }
            })?.asShown(by: era)
        // The era's navigation bar over a scene (iOS 26's 54), as a bar placed as a view is drawn.
        let controlEra = ControlEra(era: era, deviceID: device?.attributes["id"], landscape: landscape)
        let navigationBar = UIKitControlTable.navigationBarHeight(era: controlEra)
        // A compact height — an iPhone in landscape, never an iPad (Apple's size classes,
        // Human Interface Guidelines, "Layout") — has UINavigationBar's 32-point landscape bar.
        let compactHeight = landscape && device?.attributes["id"]?.hasPrefix("ipad") != true
        let bars = isStoryboard ? Self.inferredBars(in: document, era: era, compactHeight: compactHeight, barHeight: navigationBar) : [:]
        let measurer = TextMeasurer.systemOrSimple()
        let outlets = Naming.outlets(in: document)
        var scripts: [InterfaceBuilderImport.Script] = []
        var stems: Set<String> = []
        for (title, view, owner) in roots {
            var stem = roots.count == 1 && !isStoryboard ? Self.stem(of: tree.sourceName) : Self.kebab(title)
            if stem.isEmpty { stem = "view" }
            let unique = Naming.unique(stem, separator: "-", among: &stems)
            var writer = ScriptWriter(tree: tree, title: title, device: device, images: images, limits: limits, measurer: measurer)
            writer.namer = Naming(outlets: outlets)
            writer.isInTable = prototypes[ObjectIdentifier(view)] != nil
            writer.tableWidth = prototypes[ObjectIdentifier(view)] ?? nil
            writer.cellAccessory = view.name == "tableViewCell" ? view.attributes["accessoryType"] : nil
            writer.isSelfSizing = selfSizing.contains(ObjectIdentifier(view))
            writer.canvas = canvas ?? owner.flatMap(Self.simulatedScreen)?.asShown(by: era)
            writer.isLandscape = landscape
            writer.isCell = ScriptWriter.cellElements.contains(view.name)
            // A scene's bars are its controller's; a xib's top-level view keeps its own simulated
            // metrics (the Simulated Metrics inspector's top and bottom bars, which IB draws on
            // the view's canvas and lays its safe area out under).
            if let barsOwner = owner ?? (isStoryboard ? nil : view) {
                writer.bars = Self.simulatedBars(of: barsOwner, inferred: owner.flatMap { bars[$0.attributes["id"] ?? ""] } ?? SimulatedBars(),
                                                 compactHeight: compactHeight, barHeight: navigationBar,
                                                 toolbarHeight: UIKitControlTable.toolbarHeight(era: controlEra))
            }
            writer.era = era
            writer.symbols = symbols
            writer.missingObjects = missing.ids
            let (text, constraints) = try writer.write(root: view, owner: owner)
            scripts.append(InterfaceBuilderImport.Script(
                name: unique, text: text, constraints: constraints, rootID: view.attributes["id"], viewNames: writer.names,
                designables: writer.designables))
        }
        return InterfaceBuilderImport.Result(scripts: scripts, warnings: warnings)
    }

    /// IB's name for a scene: the controller's label, the comment IB writes before the
    /// scene, its class, its title.
    static func sceneTitle(_ scene: XMLNode, controller: XMLNode) -> String? {
        controller.attributes["userLabel"] ?? scene.precedingComment ?? controller.attributes["customClass"]
            ?? controller.attributes["title"] ?? controller.child("navigationItem")?.attributes["title"]
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

    /// The table view cells under `node` that size themselves: those of a table whose row
    /// height is automatic (`rowHeight="-1"`, `UITableView.automaticDimension`, which
    /// "causes the table view to choose an appropriate height based on your cell's content":
    /// Apple's UITableView.rowHeight) and that have no row height of their own (a cell's
    /// `rowHeight`, the Size inspector's custom "Row Height", is fixed).
    static func selfSizingCells(under node: XMLNode, automatic: Bool = false) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = []
        for child in node.children {
            var isAutomatic = automatic
            if child.name == "tableView" {
                isAutomatic = child.number("rowHeight") == -1
            } else if child.name == "tableViewCell", automatic, child.attributes["rowHeight"] == nil {
                found.insert(ObjectIdentifier(child))
            }
            found.formUnion(selfSizingCells(under: child, automatic: isAutomatic))
        }
        return found
    }

    /// A top-level view's or cell's name: its label, class or reuse identifier.
    static func viewTitle(_ node: XMLNode) -> String? {
        node.attributes["userLabel"] ?? node.attributes["customClass"] ?? node.attributes["reuseIdentifier"]
    }

    /// The ids the document's constraints name, as their first or second item, that no
    /// element of the document has, and a warning at each such constraint: Interface Builder
    /// drops such a constraint (a view deleted without it) as it opens the document, and the
    /// import leaves it out.
    static func missingObjects(in document: XMLNode, tree: XMLTree) -> (ids: Set<String>, warnings: [Diagnostic]) {
        let missing = constraintsNamingMissingObjects(in: document)
        let warnings = missing.map { constraint, id in
            Diagnostic(
                severity: .warning, kind: .syntax,
                message: "the constraint names '\(id)', which is no object of the document: left out",
                location: tree.location(of: constraint),
                hint: "a view was deleted without its constraint; Interface Builder drops such a constraint as it opens the document")
        }
        return (Set(missing.map(\.id)), warnings)
    }

    /// The constraints of the document that name, as their first or second item, an id no
    /// element of the document has, each with that id (in document order).
    static func constraintsNamingMissingObjects(in document: XMLNode) -> [(constraint: XMLNode, id: String)] {
        var ids: Set<String> = []
        var constraints: [XMLNode] = []
        var pending = [document]
        while let node = pending.popLast() {
            if let id = node.attributes["id"] { ids.insert(id) }
            if node.name == "constraint" { constraints.append(node) }
            pending += node.children.reversed()
        }
        return constraints.flatMap { constraint in
            ["firstItem", "secondItem"].compactMap { key in
                constraint.attributes[key].flatMap { ids.contains($0) ? nil : (constraint, $0) }
            }
        }
    }

    /// The cells under a view, in document order: table views' prototypes and static
    /// cells, collection views' cells and supplementary views (a cell's own cells are found
    /// when the cell is scanned in turn); each with the width of the table view it is in.
    static func cells(under node: XMLNode, tableWidth: Double? = nil) -> [(cell: XMLNode, tableWidth: Double?)] {
        let width = node.name == "tableView" ? node.child("rect", key: "frame")?.number("width") : tableWidth
        var found: [(cell: XMLNode, tableWidth: Double?)] = []
        for child in node.children {
            if ScriptWriter.cellElements.contains(child.name), child.isView {
                found.append((child, width))
            } else {
                found += cells(under: child, tableWidth: width)
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

extension XMLNode {
    /// Whether the element is a view of the document: it has an id and a frame.
    var isView: Bool { attributes["id"] != nil && child("rect", key: "frame") != nil }

    /// Whether the element, a child of `<subviews>`, is a view: it has an id. Xcode 8 stores
    /// some views (stack views' arranged views) without a `<rect key="frame">`; their
    /// constraints place them.
    var isSubview: Bool { attributes["id"] != nil }
}
