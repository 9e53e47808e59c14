// Writing a script: one root view's views, their statements and its stacks, in document order.

import AutoLayout
import LayoutScript
import TextMetrics

/// What a view of the document is, in Tether's terms.
struct ImportedView {
    var node: XMLNode
    var name: String
    var parent: String?
    var isStack: Bool
    var isArranged: Bool
}

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
    /// The ids of the views a constraint names by a margin (``marginNamedViews(under:)``).
    var marginNamedViews: Set<String> = []
    /// How far below each titled NSBox's top its content rectangle starts, by the box's
    /// name (``boxTitleBand(of:era:)``).
    var boxTitleBands: [String: Double] = [:]
    /// The views of tab view items other than the first (``tabItemViews(of:)``): NSTabView
    /// shows its selected item's view, the first unless the app selects another, and takes
    /// the others out of the window, so they are hidden.
    var unselectedTabItems: Set<ObjectIdentifier> = []
    /// The ids of the scroll views whose content area a constraint reaches
    /// (``constrainedContent(under:)``): only they get a content guide.
    var scrollViewsWithConstrainedContent: Set<String> = []
    /// Each view's superview by name (`root` for the root's subviews).
    var parents: [String: String] = [:]
    /// iOS 7–10 top and bottom layout guides by id: true for the top one.
    var controllerGuides: [String: Bool] = [:]
    var namer = Naming()
    var usesControls = false
    /// The IB ids of the views sized by the frame IB stored, designables
    /// (``designableSize(of:)``).
    var designables: Set<String> = []
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
    /// The document's SF Symbols, by name (the images its resources list as `catalog="system"`).
    var symbols: Set<String> = []
    /// The ids constraints name that no element of the document has: such a constraint is
    /// left out (``DocumentReader/missingObjects(in:tree:)``).
    var missingObjects: Set<String> = []
    /// The `accessoryType` of the table view cell the script is rooted at, if it has one.
    var cellAccessory: String?
    /// The width of the table view the root cell is in, if it is a table's cell.
    var tableWidth: Double?
    /// The height of the row the root table view cell stores, if the root is one.
    var rowHeight: Double?
    /// The root cell's stored size, if the root is a table or collection view cell.
    var cellSize: (width: Double, height: Double)?
    /// Whether the root is a self-sizing table view cell (``DocumentReader/selfSizingCells(under:)``).
    var isSelfSizing = false
    /// What the Interface Builder that saved the document drew differently (its era's
    /// facts, InterfaceBuilderEra.swift).
    var era = InterfaceBuilderEra(version: 0)
    /// The size classes of the canvas, views and constraints (InterfaceBuilderVariations.swift).
    var sizeClasses = ImportedSizeClasses()
    /// Whose document it is: UIKit's (iOS) or AppKit's (macOS, AppKitImport.swift).
    var platform = LayoutPlatform.uikit
    /// The window whose content view the root is, in an AppKit document.
    var window: XMLNode?
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
        if root.name == "tableViewCell" { rowHeight = root.child("rect", key: "frame")?.number("height") }
        if Self.cellElements.contains(root.name), let frame = root.child("rect", key: "frame"),
           let width = frame.number("width"), let height = frame.number("height") {
            cellSize = (width, height)
        }
        if let id = root.attributes["id"] { names[id] = "root" }
        noteGuides(of: root, name: "root")
        for guide in owner?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide.attributes["id"] { controllerGuides[id] = guide.attributes["type"] == "top" }
        }
        // A xib's top-level view may be a stack itself: its subviews are its arranged views.
        let rootStack = root.name == "stackView" && platform == .uikit
            ? ImportedView(node: root, name: "root", parent: nil, isStack: true, isArranged: false) : nil
        scrollViewsWithConstrainedContent = Self.constrainedContent(under: root)
        marginNamedViews = Self.marginNamedViews(under: root)
        // A root tab view (a xib's top-level NSTabView) shows its first item's view, as one
        // below the root does (``collect(subviewsOf:parent:parentIsStack:)``): the others
        // are hidden, and ``tabItemLines(of:)`` places the first in its content rectangle.
        let rootView = ImportedView(node: root, name: "root", parent: nil, isStack: false, isArranged: false)
        unselectedTabItems.formUnion(Self.tabItemViews(of: root, era: era).dropFirst().map(ObjectIdentifier.init))
        try collect(subviewsOf: root, parent: "root", parentIsStack: root.name == "stackView" || (platform == .appkit && root.name == "splitView"))
        noteSizeClasses(root: root)

        var body: [ConditionalLines] = []
        for view in views { body += try sizedDeclaration(of: view) }
        var stackLines: [ConditionalLines] = []
        for view in innermostFirst([rootStack].compactMap(\.self) + views.filter(\.isStack)) {
            stackLines += sizedStackCall(view)
            // Each span where its view and the stack are both installed.
            for (arranged, line) in canvasSpans(of: view) {
                stackLines.append(ConditionalLines(installed: installed(arranged).intersection(installed(view.name)), lines: [line]))
            }
            for (first, other, line) in textWidthDisambiguations(of: view) {
                let shared = installed(first).intersection(installed(other)).intersection(installed(view.name))
                stackLines.append(ConditionalLines(installed: shared, lines: [line]))
            }
        }
        // AppKit's grids (AppKitImport.swift): guides and constraints, no module.
        let grids = platform == .appkit ? views.filter { $0.node.name == "gridView" }.map(gridLines)
            + ([ImportedView(node: root, name: "root", parent: nil, isStack: false, isArranged: false)] + views)
                .filter { $0.node.name == "splitView" }.map(splitLines).filter { !$0.isEmpty } : []
        let tabItems = platform == .appkit ? ([rootView] + views).filter { $0.node.name == "tabView" }.flatMap(tabItemLines) : []
        // AppKit's stacks (std/nsstack), after the constraints that size them: a stack with
        // visibility priorities reads its length from a layout pass.
        let appKitStacks = platform == .appkit
            ? ([ImportedView(node: root, name: "root", parent: nil, isStack: false, isArranged: false)] + views)
                .filter { $0.node.name == "stackView" }.flatMap { nsStackCall($0) + appKitCanvasSpans(of: $0) } : []
        var constraintLines: [ConditionalLines] = []
        var constraints: [String] = []
        try forEachConstraint(in: root, owner: "root") { (node, ownerName) throws(Diagnostic) in
            let (lines, description) = try self.sizedConstraint(node, owner: ownerName)
            constraintLines += lines
            if let description { constraints.append(description) }
        }
        if platform == .uikit {
            for view in views where view.node.name == "toolbar" || view.node.name == "navigationBar" {
                constraintLines += barItemLines(of: view)
            }
        }
        let usesSizeClasses = (body + stackLines + constraintLines).contains { $0.installed != .all }

        var lines = platform == .appkit ? header() : withExportDirective(header(), root: root)
        if !stackLines.isEmpty { usesStacks = true }
        var imports: [String] = []
        if usesControls { imports.append("import \"std/controls\" as ui") }
        if usesStacks { imports.append("import \"std/stack\"") }
        if !appKitStacks.isEmpty { imports.append("import \"std/nsstack\" as ns") }
        if !imports.isEmpty { lines += imports + [""] }
        if platform == .uikit, era.canvasTextSize != .large,
           ([root] + views.map(\.node)).contains(where: { $0.children.contains(where: Self.isTextStyleFont) }) {
            lines.append("textSize \(era.canvasTextSize.rawValue)  # the canvas's: Xcode 12.5 to 13.4 lay text styles out at xSmall")
        }
        lines += platform == .appkit ? appKitRootLines(root) : sizedRootLines(rootLines(root), root: root, uses: usesSizeClasses)
        lines += [""] + ConditionalLines.inOrder(body)
        if !stackLines.isEmpty { lines += [""] + ConditionalLines.grouped(stackLines) }
        for grid in grids { lines += [""] + grid }
        let sizing = selfSizingLines(root: root)
        if !sizing.isEmpty { lines += [""] + sizing }
        if !constraintLines.isEmpty { lines += [""] + ConditionalLines.grouped(constraintLines) }
        if !tabItems.isEmpty { lines += [""] + tabItems }
        if !appKitStacks.isEmpty { lines += [""] + appKitStacks }
        return (lines.map(ScriptText.oneLine).joined(separator: "\n") + "\n", constraints)
    }

    /// Whether an element is a font in a Dynamic Type text style (a `<fontDescription>`, or
    /// a button configuration's `titleFontDescription`, with `style`).
    static func isTextStyleFont(_ element: XMLNode) -> Bool {
        element.name == "fontDescription" && element.attributes["style"] != nil
            || element.name == "buttonConfiguration" && element.children.contains(where: isTextStyleFont)
    }

    // MARK: Views

    /// The elements a cell's or table's view holds as views of its own besides its
    /// `<subviews>`: a cell's content view, a table's header and footer.
    static let keyedSubviews: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "backgroundView"]

    /// Elements that are scripts of their own (their table or collection view places them).
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// A view's subviews in document order: its keyed views (a cell's content view), its
    /// `<subviews>` and the custom views its bar items place (``barItemViews(of:)``); never
    /// a cell, which is a script of its own.
    func subviewElements(of node: XMLNode) -> [XMLNode] {
        var elements: [XMLNode] = []
        for child in node.children {
            if child.name == "subviews" {
                elements += child.children.filter { $0.isSubview && !Self.cellElements.contains($0.name) }
            } else if let key = child.attributes["key"], Self.keyedSubviews.contains(key) {
                // A content view without an id (older collection view cells) cannot be named
                // by a constraint and fills its cell: its subviews are the cell's.
                elements += child.isSubview ? [child] : subviewElements(of: child)
            } else if child.name == "tabViewItems" {
                elements += Self.tabItemViews(of: node, era: era)
            } else if child.name == "items" {
                elements += Self.barItemViews(of: node).map(\.view)
            }
        }
        return elements
    }

    /// The views of an NSTabView's items, in document order, where the insets of the tab
    /// view's content rectangle are known (``tabContentInsets(of:era:)``); none otherwise
    /// (``AppKitDocument/unplacedArrangements``).
    static func tabItemViews(of node: XMLNode, era: InterfaceBuilderEra) -> [XMLNode] {
        guard node.name == "tabView", tabContentInsets(of: node, era: era) != nil else { return [] }
        return (node.child("tabViewItems")?.children("tabViewItem") ?? []).compactMap { $0.child("view", key: "view") }.filter(\.isView)
    }

    /// The insets of an NSTabView's content rectangle, where the tab view places the view of
    /// its selected item: "the content area of the tab view… does not include the space
    /// required for the tab view's tabs or borders (if any)" (NSTabView's `contentRect`), in
    /// the tab view's coordinates, which run down (IB stores an item's view from the tab
    /// view's top: ``AppKitDocument/flippedElements``). None for a tab view with no tabs and
    /// no border ("no tabs and no border", NSTabView.TabType.noTabsNoBorder). Apple gives no
    /// number for the others. For a regular tab view from macOS 11 they are
    /// ``bezelTabContentInsets``, by where its tabs are (NSTabView.TabType: a bezeled border
    /// with tabs on one side, or none) and 1 inside a line border (`noTabsLineBorder`). Other
    /// sizes and eras: nil.
    static func tabContentInsets(of node: XMLNode, era: InterfaceBuilderEra) -> LayoutInsets? {
        let type = node.attributes["type"] ?? "topTabsBezelBorder"
        if type == "noTabsNoBorder" { return .zero }
        guard era.drawsBigSurControls, (AppKitControlTable.scale(of: node) ?? .regular) == .regular else { return nil }
        return type == "noTabsLineBorder" ? LayoutInsets(top: 1, left: 1, bottom: 1, right: 1) : bezelTabContentInsets[type]
    }

    /// The content rectangle's insets of a regular tab view with a bezeled border from macOS
    /// 11, by its type (NSTabView.TabType): the bezel's 10 inside the sides, 7 below the top
    /// and 13 above the bottom, and the tabs' row on their side instead (33 on top, 31 at the
    /// bottom, 32 on the left, 31 on the right). A public conformance test of AppKit's
    /// NSTabView run on macOS (objc2's bindings; its `content_rects` asserts
    /// `contentRect` of a 400 × 300 tab view of each type: (10, 33, 380, 254) with tabs on
    /// top, (32, 7, 358, 280) on the left, (10, 7, 380, 262) at the bottom, (10, 7, 359,
    /// 280) on the right, (10, 7, 380, 280) without tabs, (1, 1, 398, 298) with a line
    /// border), and the documents outside the corpus: every regular tab view with tabs on
    /// top from macOS 11 stores its item's view 33 below its top and 10 inside its sides (4
    /// of 4, three repositories: MacPass, Sequel-Ace, Transmission), 13 above its bottom (3 of
    /// 4; MacPass's view ends higher); Sequel-Ace's export dialog's tab view without tabs
    /// (Xcode 12) stores its selected item's view 7 below its top, 10 inside its sides and
    /// 13 above its bottom. The corpus has none.
    static let bezelTabContentInsets: [String: LayoutInsets] = [
        "topTabsBezelBorder": LayoutInsets(top: 33, left: 10, bottom: 13, right: 10),
        "bottomTabsBezelBorder": LayoutInsets(top: 7, left: 10, bottom: 31, right: 10),
        "leftTabsBezelBorder": LayoutInsets(top: 7, left: 32, bottom: 13, right: 10),
        "rightTabsBezelBorder": LayoutInsets(top: 7, left: 10, bottom: 13, right: 31),
        "noTabsBezelBorder": LayoutInsets(top: 7, left: 10, bottom: 13, right: 10),
    ]

    /// The constraints that place the view of a tab view's selected item — the first: the
    /// document stores no selection (``tabItemViews(of:era:)``) — in its content rectangle:
    /// NSTabView sizes the selected item's view to it. The other items' views are out of the
    /// window, hidden, at the frames the document stores for them (IB's canvas keeps an
    /// unselected item's view at the size it last had: iina's inspector stores one 326 × 382
    /// in a 444 × 450 tab view with no tabs). The content rectangle's insets are from the
    /// frame; the constraints name the tab view's alignment rectangle, which the controls'
    /// table insets from it (AppKitControlTable's tab view row), so they are less those.
    func tabItemLines(of view: ImportedView) -> [String] {
        guard let content = Self.tabContentInsets(of: view.node, era: era),
              let item = Self.tabItemViews(of: view.node, era: era).first,
              let id = item.attributes["id"], let name = names[id] else { return [] }
        // The root is its frame: no alignment rectangle inside it.
        let alignment = view.name == "root" ? LayoutInsets() : AppKitControlTable.entry(for: view.node, era: era)?.insets ?? LayoutInsets()
        let insets = LayoutInsets(top: content.top - alignment.top, left: content.left - alignment.left,
                                  bottom: content.bottom - alignment.bottom, right: content.right - alignment.right)
        func offset(_ value: Double) -> String { value == 0 ? "" : " + \(ScriptText.number(value))" }
        return ["pin \(name).top == \(view.name).top\(offset(insets.top))  # the tab view's content rectangle",
                "pin \(name).leading == \(view.name).leading\(offset(insets.left))",
                "pin \(view.name).bottom == \(name).bottom\(offset(insets.bottom))",
                "pin \(view.name).trailing == \(name).trailing\(offset(insets.right))"]
    }

    /// Names every view under `node` in document order.
    mutating func collect(subviewsOf node: XMLNode, parent: String, parentIsStack: Bool) throws(Diagnostic) {
        // A bar button item's custom view is placed by its bar (``barItemLines(of:)``), the
        // selected tab view item's view by its tab view (``tabItemLines(of:)``).
        let placedByParent = (Self.barItemViews(of: node).map(\.view) + Self.tabItemViews(of: node, era: era).prefix(1)).map(ObjectIdentifier.init)
        for child in subviewElements(of: node) {
            guard views.count < limits.maxViews else {
                throw tree.error("the document has more than \(limits.maxViews) views (maxViews)", at: child,
                                 hint: "split the document, or raise Interpreter.Limits.maxViews")
            }
            let name = namer.name(for: child)
            if let id = child.attributes["id"] { names[id] = name }
            unselectedTabItems.formUnion(Self.tabItemViews(of: child, era: era).dropFirst().map(ObjectIdentifier.init))
            if child.name == "scrollView", let id = child.attributes["id"], scrollViewsWithConstrainedContent.contains(id) {
                contentGuides[name] = namer.unique(name + "Content")
            }
            if platform == .appkit, let band = Self.boxTitleBand(of: child, era: era) { boxTitleBands[name] = band }
            noteGuides(of: child, name: name)
            // An NSStackView is laid out by std/nsstack (``nsStackCall(_:)``), not as a UIKit
            // stack; its views are arranged ones, which the stack does not translate
            // autoresizing masks of.
            let isStack = child.name == "stackView"
            let isArranged = parentIsStack || placedByParent.contains(ObjectIdentifier(child))
            views.append(ImportedView(node: child, name: name, parent: parent, isStack: isStack && platform == .uikit, isArranged: isArranged))
            parents[name] = parent
            // An NSSplitView's panes are arranged too: the split view sets their frames
            // (``splitLines(_:)``), and no autoresizing mask of theirs is translated.
            try collect(subviewsOf: child, parent: name, parentIsStack: isStack || (platform == .appkit && child.name == "splitView"))
        }
    }

    /// The ids of the views under `root` that a constraint names by a margin attribute
    /// (`leadingMargin`, `topMargin`, …), the view holding the constraint where it names
    /// no first item.
    static func marginNamedViews(under root: XMLNode) -> Set<String> {
        var named: Set<String> = []
        func visit(_ node: XMLNode, owner: String?) {
            let here = node.isView ? node.attributes["id"] ?? owner : owner
            if node.name == "constraint" {
                if node.attributes["firstAttribute"]?.hasSuffix("Margin") == true, let first = node.attributes["firstItem"] ?? here {
                    named.insert(first)
                }
                if node.attributes["secondAttribute"]?.hasSuffix("Margin") == true, let second = node.attributes["secondItem"] {
                    named.insert(second)
                }
            }
            for child in node.children { visit(child, owner: here) }
        }
        visit(root, owner: nil)
        return named
    }

    /// The ids of the scroll views under `root` whose content area a constraint reaches: one
    /// between the scroll view's edge and a view inside it, or one naming its
    /// `contentLayoutGuide`. Nothing else sizes a scroll view's content in Auto Layout: with
    /// no such constraint, `contentSize` is what the app sets, zero by default
    /// (UIScrollView.contentSize: "The default size is CGSizeZero"), and no content area is
    /// laid out — subviews placed by frames or autoresizing masks included (Apple's Auto
    /// Layout Guide, "Working with Scroll Views").
    static func constrainedContent(under root: XMLNode) -> Set<String> {
        var scrollViews: [(id: String, inside: Set<String>, contentGuide: String?)] = []
        func ids(under node: XMLNode, into set: inout Set<String>) {
            for child in node.children {
                if !["viewLayoutGuide", "keyboardLayoutGuide", "constraint"].contains(child.name), let id = child.attributes["id"] {
                    set.insert(id)
                }
                ids(under: child, into: &set)
            }
        }
        func findScrollViews(_ node: XMLNode) {
            if node.name == "scrollView", let id = node.attributes["id"] {
                var inside: Set<String> = []
                ids(under: node, into: &inside)
                let guide = node.children("viewLayoutGuide").first { $0.attributes["key"] == "contentLayoutGuide" }
                scrollViews.append((id, inside, guide?.attributes["id"]))
            }
            node.children.forEach(findScrollViews)
        }
        findScrollViews(root)
        guard !scrollViews.isEmpty else { return [] }
        var constrained: Set<String> = []
        func visit(_ node: XMLNode, owner: String?) {
            let here = node.isView ? node.attributes["id"] ?? owner : owner
            if node.name == "constraint" {
                let first = node.attributes["firstItem"] ?? here
                let second = node.attributes["secondItem"]
                // A width, height or centre between a scroll view and a view inside it is
                // the scroll view's frame's, not its content's (``contentSide(_:facing:)``).
                let frameAttributes: Set<String> = ["width", "height", "centerX", "centerY"]
                let firstIsEdge = !frameAttributes.contains(node.attributes["firstAttribute"] ?? "")
                let secondIsEdge = !frameAttributes.contains(node.attributes["secondAttribute"] ?? "")
                for scrollView in scrollViews {
                    let items = [first, second].compactMap(\.self)
                    let reachesGuide = scrollView.contentGuide.map(items.contains) ?? false
                    let edgeToInside = (first == scrollView.id && firstIsEdge && second.map(scrollView.inside.contains) == true)
                        || (second == scrollView.id && secondIsEdge && first.map(scrollView.inside.contains) == true)
                    if reachesGuide || edgeToInside { constrained.insert(scrollView.id) }
                }
            }
            for child in node.children { visit(child, owner: here) }
        }
        visit(root, owner: root.attributes["id"])
        return constrained
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
        let (kindCall, className) = platform == .appkit ? (nil, Self.appKitClassName(of: node)) : kind(of: node)
        var head = "view \(view.name)"
        if let kindCall { head += ": \(kindCall)" }
        if view.parent != "root", let parent = view.parent { head += " in \(parent)" }
        var properties: [String] = []
        if let frame = node.child("rect", key: "frame") {
            var numbers: [Double] = []
            for side in ["x", "y", "width", "height"] { numbers.append(try number(side, of: frame) ?? 0) }
            if node.name == "tableViewCellContentView", view.parent == "root", let rowHeight, numbers[1] == 0,
               numbers[3] < rowHeight - Self.cellSeparator {
                // An Xcode 6 or 7 document keeps a default row's 43-point content view in a
                // taller row, and lays its subviews out in the row less its 1-point separator,
                // as UIKit sizes the content view (n-20's pickers 162 tall from 1 in a
                // 164-point row, buttons to 64 in a 65-point one; the corpus's six such
                // content views, two documents of Xcode 6 and 7, are all 43).
                numbers[3] = rowHeight - Self.cellSeparator
            }
            let negative = numbers.contains { $0 < 0 }
            properties.append("frame " + numbers.map(ScriptText.number).joined(separator: negative ? ", " : " "))
        } else if node.attributes["key"] == "contentView", view.parent == "root", let cellSize {
            // An Xcode 6 cell's content view may be stored without a frame: UIKit sizes it to
            // the cell, a table's row less its 1-point separator (as for Xcode 6 and 7's
            // content views above).
            let height = node.name == "tableViewCellContentView" ? cellSize.height - Self.cellSeparator : cellSize.height
            properties.append("frame 0 0 \(ScriptText.number(cellSize.width)) \(ScriptText.number(height))")
        }
        let defaults = platform == .appkit ? Self.defaultPriorities(of: "") : Self.defaultPriorities(of: node.name)
        // A required content priority holds the view to an intrinsic size Tether estimates
        // (a kind of std/controls: its text in Inter, a control from the table), near UIKit's
        // but not exact: written required, the gap would be a conflict IB's canvas, with
        // UIKit's exact size, never shows. ``estimatedRequiredPriority`` keeps the size
        // wherever nothing contradicts it, as required does, and yields where something does.
        // An AppKit control's size is the controls' table's estimate as well (a measured
        // title, or the stored frame of a control the table has no row for, its alignment
        // insets unknown).
        let sizeIsEstimated = Self.placeholderIntrinsicSize(of: node) == nil && Self.designableSize(of: node) == nil
            && (platform == .uikit
                ? (kindCall != nil || UIKitControlTable.entry(for: node, era: controlEra) != nil) && Self.customViewSize(of: node) == nil
                : AppKitControlTable.sizing(for: node, era: era) != nil && node.attributes["customClass"] == nil)
        var lowered: [String] = []
        for (attribute, property, index) in [
            ("horizontalHuggingPriority", "hug h", 0), ("verticalHuggingPriority", "hug v", 1),
            ("horizontalCompressionResistancePriority", "resist h", 2), ("verticalCompressionResistancePriority", "resist v", 3),
        ] {
            // IB writes every priority but UIView's own (250 hugging, 750 resistance), so an
            // absent one is that, whatever std/controls gives the kind.
            var value = node.number(attribute) ?? (index < 2 ? 250 : 750)
            if value >= 1000, sizeIsEstimated {
                value = InterfaceBuilderImport.estimatedRequiredPriority
                lowered.append(property)
            }
            if value != defaults[index] {
                properties.append("\(property) \(ScriptText.number(value))")
            }
        }
        if !lowered.isEmpty {
            properties.append("# note: IB's \(lowered.joined(separator: ", ")) 1000, written \(ScriptText.number(InterfaceBuilderImport.estimatedRequiredPriority)): Tether estimates this view's intrinsic size")
        }
        // Before any `intrinsic`: each of them sets the text's size again.
        if platform == .uikit {
            if let line = Self.measuredLineHeight(of: node) { properties.append(line) }
            properties += Self.paragraphProperties(of: node)
        }
        if let size = Self.placeholderIntrinsicSize(of: node) {
            properties.append("intrinsic \(size)  # IB's placeholder intrinsic size (the canvas's, not the class's)")
            if platform == .appkit {
                // The placeholder is the alignment rectangle's size, as an intrinsic content
                // size is: the control's insets and baseline still stand (half 0: 7 of 7
                // frames of controls with a placeholder are it plus the table's insets — 5
                // separators 2 → 6 tall, 2 push buttons 200 × 20 → 214 × 32).
                let designed = designables
                properties += appKitControlProperties(of: node).filter { !$0.hasPrefix("intrinsic ") }
                designables = designed
            }
        } else if let size = Self.designableSize(of: node) {
            if platform == .appkit, let row = AppKitControlTable.entry(for: node, era: era),
               let frame = node.child("rect", key: "frame"), let width = frame.number("width"), let height = frame.number("height") {
                let insets = row.insets
                let inner = "\(ScriptText.number(max(0, width - insets.left - insets.right))) x \(ScriptText.number(max(0, height - insets.top - insets.bottom)))"
                // An AppKit control of the app's class inherits its AppKit class's alignment
                // rectangle and baseline (NSView's `alignmentRectInsets` and
                // `firstBaselineOffsetFromTop` hold for a subclass that does not override
                // them): the frame IB stored is that rectangle plus the insets, as for a
                // placeholder intrinsic size above.
                properties.append("intrinsic \(inner)  # designable: the size IB stored for its class (\(node.attributes["customClass"] ?? "")), less its alignment insets")
                let designed = designables
                properties += appKitControlProperties(of: node).filter { !$0.hasPrefix("intrinsic ") }
                designables = designed
            } else {
                properties.append("intrinsic \(size)  # designable: the size IB stored for its class (\(node.attributes["customClass"] ?? ""))")
            }
            if let id = node.attributes["id"] { designables.insert(id) }
        } else if platform == .appkit {
            let control = appKitControlProperties(of: node)
            if control.isEmpty, let size = Self.customViewSize(of: node) {
                properties.append("intrinsic \(size)  # designable: the size IB stored for its class (\(node.attributes["customClass"] ?? ""))")
                if let id = node.attributes["id"] { designables.insert(id) }
            } else {
                properties += control
            }
        } else if let size = Self.customViewSize(of: node) {
            properties.append("intrinsic \(size)  # designable: the size IB stored for its class (\(node.attributes["customClass"] ?? ""))")
            if let id = node.attributes["id"] { designables.insert(id) }
        } else if let size = controlSize(of: node) {
            if isSymbolSized(node) {
                properties.append("intrinsic \(size)  # stored: an SF Symbol's size, San Francisco's, which the document does not hold")
                if let id = node.attributes["id"] { designables.insert(id) }
            } else if hasUnsetText(node) {
                properties.append("intrinsic \(size)  # stored: its text has characters no installed font has (set in a fallback or the app's font)")
                if let id = node.attributes["id"] { designables.insert(id) }
            } else if storesSizeOfUnknownControl(node) {
                properties.append("intrinsic \(size)  # stored: UIKit's size for this control in this Xcode is not known (docs/interop.md)")
                if let id = node.attributes["id"] { designables.insert(id) }
            } else if let width = textStyleLineWidth(of: node, intrinsic: size) {
                properties.append("measuredWidth \(width)  # San Francisco's at its text style's size; its line the style's")
            } else {
                properties.append("intrinsic \(size)")
            }
        } else if let measured = measuredWidth(of: node) {
            properties.append("measuredWidth \(ScriptText.number(measured.width))  # \(measured.note)")
        } else if let width = wrapWidth(of: node) {
            properties.append("intrinsic \(ScriptText.number(width)) x none  # wraps at its frame's width (automatic preferredMaxLayoutWidth)")
        }
        if platform == .uikit, node.name == "imageView", isSymbolSized(node) {
            // Its kind (`ui.imageView(W, H)`) holds the size.
            properties.append("# stored: its SF Symbol's size, San Francisco's, which the document does not hold")
            if let id = node.attributes["id"] { designables.insert(id) }
        }
        if platform == .uikit, let note = fontNote(of: node) { properties.append(note) }
        if platform == .uikit, let insets = alignmentInsets(of: node) {
            properties.append("alignmentInsets " + [insets.top, insets.left, insets.bottom, insets.right].map(ScriptText.number).joined(separator: " "))
        }
        if node.flag("hidden") {
            properties.append("hidden true")
        } else if unselectedTabItems.contains(ObjectIdentifier(node)) {
            properties.append("hidden true  # a tab view item's view: NSTabView shows its first item's")
        }
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            properties.append("margins " + ["top", "left", "bottom", "right"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        } else if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            properties.append("margins directional " + ["top", "leading", "bottom", "trailing"].map { ScriptText.number(insets.number($0) ?? 0) }.joined(separator: " "))
        } else if platform == .uikit, node.name == "stackView", let id = node.attributes["id"], marginNamedViews.contains(id) {
            // A stack view's layout margins are none unless the document sets them: every
            // constraint from an arranged view to its stack's margin puts the view at the
            // stack's edge (n-40's address stack in half 0; WooCommerce's ledger cell
            // outside the corpus, a conflict at UIView's 8).
            properties.append("margins 0 0 0 0  # a stack view's: none unless set")
        }
        let isCellContent = node.name == "tableViewCellContentView" && (era.givesCellsTableMargins || era.givesXibCellsTableMargins && !isInTable)
            && node.child("edgeInsets", key: "layoutMargins") == nil && node.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil
        if isCellContent {
            // The margins UIKit gives the content view from its cell and table, already what
            // preserving the superview's would make them: the cell's script root has none.
            properties.append("margins " + cellContentMargins())
        } else if node.flag("preservesSuperviewLayoutMargins") {
            properties.append("preservesSuperviewMargins true")
        }
        if node.attributes["insetsLayoutMarginsFromSafeArea"] == "NO" { properties.append("insetsMarginsFromSafeArea false") }
        if isSelfSizingContent(node, parent: view.parent) {
            // Placed by selfSizingLines(root:): the row yields to its content.
        } else if node.attributes["key"] == "contentView" {
            // UIKit sizes a cell's content view to the cell (less the accessory) in
            // layoutSubviews, by frame: it follows the cell's size, and the table holds it
            // there ('UIView-Encapsulated-Layout-Height'), breaking the content's
            // constraints instead when they ask for another size.
            properties.append("autoresize width height")
            properties.append("encapsulated true")
        } else if !view.isArranged && Self.translatesMask(node) {
            properties.append("autoresize " + Self.mask(of: node))
        }
        for child in node.children where !Self.handledChildren.contains(child.name) && !child.isView
            && !(platform == .appkit && Self.appKitHandled(child)) {
            if Self.cellHolders.contains(child.name), !DocumentReader.cells(under: child).isEmpty {
                // Not left out: each cell is a script of its own (its table places it).
                properties.append("# <\(child.name)> (line \(child.line)): each cell is a script of its own")
                continue
            }
            // Not left out: a tab view whose content rectangle is known holds its items' views.
            if child.name == "tabViewItems", !Self.tabItemViews(of: node, era: era).isEmpty { continue }
            properties.append("# not imported: <\(child.name)\(child.attributes["key"].map { " key=\"\($0)\"" } ?? "")> (line \(child.line))")
        }
        properties += variationNotes(of: node)
        var lines = ["\(head) {  # \(className) \(node.attributes["id"] ?? "")"]
        lines += properties.map { "  " + $0 }
        lines.append("}")
        return lines
    }

    /// The height of a table row's separator, below its content view, as IB draws it.
    static let cellSeparator = 1.0

    /// The elements a table or collection view holds its cells in.
    static let cellHolders: Set<String> = ["prototypes", "sections", "cells"]

    /// The elements a view's import reads or that carry no layout (colours, fonts, outlets).
    static let handledChildren: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "viewLayoutGuide", "keyboardLayoutGuide", "color", "nil", "fontDescription",
        "state", "string", "attributedString", "buttonConfiguration", "edgeInsets", "directionalEdgeInsets",
        "point", "connections", "textInputTraits", "accessibility", "userDefinedRuntimeAttributes",
        "imageReference", "preferredSymbolConfiguration", "size", "inset", "real", "integer",
        "backgroundConfiguration", "variation",
    ]

    /// UIKit's class for an IB element name: `label` → `UILabel`.
    static func uiKitClass(of element: String) -> String {
        if let name = specialClasses[element] { return name }
        return "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// The elements whose class is not `UI` and their name capitalised.
    static let specialClasses = [
        "switch": "UISwitch", "wkWebView": "WKWebView", "mapView": "MKMapView", "mtkView": "MTKView",
        "arscnView": "ARSCNView", "sceneKitView": "SCNView", "glkView": "GLKView", "view": "UIView",
    ]

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

    // MARK: Stacks

    /// Stacks in document order but each after the stacks nested in it (children before
    /// their parent, siblings in order): std/stack records a stack's fitting lengths as it
    /// builds it, and a fill-proportionally stack shares its length by its nested stacks'.
    func innermostFirst(_ stacks: [ImportedView]) -> [ImportedView] {
        var ordered: [ImportedView] = []
        var open: [ImportedView] = []
        for stack in stacks {
            while let last = open.last, !isInside(stack.name, last.name) { ordered.append(open.removeLast()) }
            open.append(stack)
        }
        return ordered + open.reversed()
    }

    /// `hstack([a, b], spacing, "distribution", "alignment", 0, marginsRelative, baselineRelative)`,
    /// trailing defaults left out; a stack with a hidden arranged view adds `[]` and
    /// ``InterfaceBuilderImport/canvasHidingPriority``.
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
        let spacing = InterfaceBuilderImport.stackSpacing(node.attributes)
        var arguments = ["[\(arranged.joined(separator: ", "))]", ScriptText.number(spacing),
                         ScriptText.quoted(node.attributes["distribution"] ?? "fill"),
                         ScriptText.quoted(node.attributes["alignment"] ?? "fill"), "0",
                         node.flag("layoutMarginsRelativeArrangement") || hasMargins ? "true" : "false",
                         node.flag("baselineRelativeArrangement") ? "true" : "false"]
        // IB's canvas collapses a hidden arranged view only as far as its content allows
        // (``canvasHidingPriority``); UIKit's required 'UISV-hiding' would break one of
        // the content's constraints, where IB keeps them all and stores the content's length.
        let hidesViews = views.contains { $0.parent == stack.name && $0.node.flag("hidden") }
        if hidesViews { arguments += ["[]", ScriptText.number(InterfaceBuilderImport.canvasHidingPriority)] }
        let defaults = ["8", "\"fill\"", "\"fill\"", "0", "false", "false", "[]"]
        while arguments.count > 1, arguments.count - 2 < defaults.count,
              arguments.last == defaults[arguments.count - 2] { arguments.removeLast() }
        return "\(horizontal ? "hstack" : "vstack")(\(arguments.joined(separator: ", ")))  # \(stack.name)"
    }

    /// In a stack aligned other than `fill`, each arranged plain view or stack view as long
    /// as the stack across its axis at priority 25, deciding only where nothing else does
    /// (``InterfaceBuilderImport/canvasSpanIdentifier``).
    /// Each line with the arranged view's name.
    func canvasSpans(of stack: ImportedView) -> [(view: String, line: String)] {
        let horizontal = stack.node.attributes["axis"] != "vertical"
        guard platform != .appkit, (stack.node.attributes["alignment"] ?? "fill") != "fill" else { return [] }
        let cross = horizontal ? "height" : "width"
        return views.filter { $0.parent == stack.name && ["view", "stackView"].contains($0.node.name) }.map {
            ($0.name, Self.canvasSpan($0.name, over: stack.name, along: cross))
        }
    }

    /// `pin view.length == area.length @ 25 as "IB-canvas-span"` (`length`: `width` or
    /// `height`): the view as long as the area it stands in, deciding only where nothing else
    /// does (``InterfaceBuilderImport/canvasSpanIdentifier``), for UIKit's and AppKit's
    /// stacks and AppKit's grid cells alike.
    static func canvasSpan(_ view: String, over area: String, along length: String) -> String {
        "pin \(view).\(length) == \(area).\(length) @ 25 as \(ScriptText.quoted(InterfaceBuilderImport.canvasSpanIdentifier))"
    }

    /// In a horizontal `fill` or `fillProportionally` stack with two or more shown multi-line
    /// labels (`numberOfLines` other than 1), each of them after the first as wide as the
    /// first at priority 759 (``InterfaceBuilderImport/textWidthDisambiguationIdentifier``).
    /// Each line with the two labels' names.
    func textWidthDisambiguations(of stack: ImportedView) -> [(first: String, other: String, line: String)] {
        let distribution = stack.node.attributes["distribution"] ?? "fill"
        guard platform == .uikit, stack.node.attributes["axis"] != "vertical",
              distribution == "fill" || distribution == "fillProportionally" else { return [] }
        let labels = views.filter {
            $0.parent == stack.name && $0.node.name == "label" && !$0.node.flag("hidden")
                && ($0.node.attributes["numberOfLines"] ?? "1") != "1"
        }.map(\.name)
        guard let first = labels.first, labels.count > 1 else { return [] }
        let tag = ScriptText.quoted(InterfaceBuilderImport.textWidthDisambiguationIdentifier)
        let priority = ScriptText.number(InterfaceBuilderImport.textWidthDisambiguationPriority)
        return labels.dropFirst().map { ($0, first, "pin \($0).width == \(first).width @ \(priority) as \(tag)") }
    }
}
