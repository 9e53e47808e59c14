import ArgumentParser
import Interop

/// `tether-bench conformance appkit`: every AppKit document of a folder imported and laid
/// out at its stored size, each view's frame compared with the frame IB stored for it,
/// turned to the top-left origin scripts use.
struct AppKitConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appkit",
        abstract: "Compare imported AppKit IB documents' frames with the frames Interface Builder stored.",
        discussion: """
            The reference is read from the XML by this runner: every element with an id and \
            a <rect key="frame"> under a root (a window's content view, a view controller's \
            view, a top-level view, a table's cell view) is a view, its frame relative to the \
            view it is nested in and turned from AppKit's bottom-left origin to the top-left \
            unless that view is flipped (the importer's rule, AppKitDocument.isFlipped). A \
            view matches when x, y, width and height are each within 0.5 pt. Left out and \
            counted apart: views IB marks misplaced="YES" or ambiguous="YES", and the \
            scrollers, header and corner views an NSScrollView tiles itself.
            """)

    @Argument(help: "The folder of .xib and .storyboard files.")
    var folder = "../shared/conformance/appkit"

    @Option(help: "A file of recorded floors (`key value` lines): exit 1 when a figure is below its floor.")
    var floor: String?

    @Flag(help: "List every mismatched view.")
    var verbose = false

    func run() throws {
        try InterfaceBuilderConformanceCommand.report("appkit", folder: folder, floor: floor, verbose: verbose, appKit: true)
    }
}

extension ReferenceDocument {
    /// The views an NSScrollView tiles itself (its scrollers, header and corner views): no
    /// constraint places them.
    static let tiledByScrollView: Set<String> = ["horizontalScroller", "verticalScroller", "headerView", "cornerView"]

    /// The roots of an AppKit document: each window's content view, each controller's view
    /// (a split or tab view controller's own), each top-level view, and each table's cell
    /// view, whose subviews are compared against it.
    func appKitRoots() -> [ReferenceRoot] {
        var roots: [ReferenceNode] = []
        func take(_ object: ReferenceNode) {
            switch object.name {
            case "menu", "application": return
            case "window", "panel":
                if let content = object.children.first(where: { $0.attributes["key"] == "contentView" && Self.isView($0) }) {
                    roots.append(content)
                }
            case "windowController":
                if let window = object.children.first(where: { $0.attributes["key"] == "window" }) { take(window) }
            default:
                if Self.isView(object) {
                    roots.append(object)
                } else if let view = object.children.first(where: {
                    ["view", "splitView", "tabView"].contains($0.attributes["key"] ?? "") && Self.isView($0)
                }) {
                    roots.append(view)
                }
            }
        }
        if let scenes = root.child("scenes") {
            for scene in scenes.children where scene.name == "scene" {
                for object in scene.child("objects")?.children ?? [] { take(object) }
            }
        } else {
            for object in root.child("objects")?.children ?? [] { take(object) }
        }
        var scanned = 0
        while scanned < roots.count {
            roots += Self.cellViews(under: roots[scanned])
            scanned += 1
        }
        return roots.map { node in
            var views: [ReferenceView] = []
            var apart: [(view: ReferenceView, reason: String)] = []
            collectAppKit(under: node, height: Self.frame(of: node)[3], flipped: Self.isFlipped(node), context: [],
                          into: &views, apart: &apart)
            return ReferenceRoot(node: node, id: node.attributes["id"] ?? "", views: views, apart: apart)
        }
    }

    /// The cell and row views of the tables under a view (each a root of its own).
    static func cellViews(under node: ReferenceNode) -> [ReferenceNode] {
        node.children.flatMap { child in
            child.name == "prototypeCellViews" ? child.children.filter(isView)
                : child.name == "tableCellView" && isView(child) ? [child] : cellViews(under: child)
        }
    }

    /// Appends every view nested in `element` (whose nearest enclosing view is `height` tall
    /// and flipped or not) with its frame turned top-left; stops at cell and row views (roots of
    /// their own) and puts what a scroll view tiles apart. A view IB stores without an id (an
    /// old NSBox's `<view key="contentView">`) is no view of the comparison, but its subviews'
    /// frames are in its coordinates (NSView's `frame`: "in its superview's coordinate
    /// system"): they are measured in the nearest view with an id, `offset` (x, y) from it.
    func collectAppKit(under element: ReferenceNode, height: Double, flipped: Bool, context: [String],
                       offset: (x: Double, y: Double) = (0, 0),
                       into views: inout [ReferenceView], apart: inout [(view: ReferenceView, reason: String)]) {
        for child in element.children {
            guard Self.isView(child) else {
                if child.name != "rect", child.child("rect", key: "frame") != nil {
                    // A view without an id: its own frame moves what is inside it.
                    let inner = Self.frame(of: child)
                    let top = flipped ? inner[1] : height - inner[1] - inner[3]
                    collectAppKit(under: child, height: inner[3], flipped: Self.isFlipped(child), context: context,
                                  offset: (offset.x + inner[0], offset.y + top), into: &views, apart: &apart)
                    continue
                }
                collectAppKit(under: child, height: height, flipped: flipped, context: context, offset: offset,
                              into: &views, apart: &apart)
                continue
            }
            guard child.name != "tableCellView", element.name != "prototypeCellViews" else { continue }
            var frame = Self.frame(of: child)
            if !flipped { frame[1] = height - frame[1] - frame[3] }
            frame[0] += offset.x
            frame[1] += offset.y
            let place = context.isEmpty ? "plain" : Set(context).sorted().joined(separator: ", ")
            let view = ReferenceView(node: child, id: child.attributes["id"] ?? "", frame: frame, context: place)
            if element.name == "scrollView", let key = child.attributes["key"], Self.tiledByScrollView.contains(key) {
                apart.append((view, "tiled by its scroll view"))
                continue
            }
            views.append(view)
            var inner = context
            if let feature = Self.appKitFeatures[child.name] { inner.append(feature) }
            collectAppKit(under: child, height: frame[3], flipped: Self.isFlipped(child), context: inner, into: &views, apart: &apart)
        }
    }

    /// What an AppKit view makes of the views inside it, for the mismatch tables.
    static let appKitFeatures: [String: String] = [
        "stackView": "stack view", "gridView": "grid view", "splitView": "split view", "scrollView": "scroll view",
        "box": "box", "tabView": "tab view", "tableCellView": "cell",
    ]

    /// Whether IB stores the subviews of this view from its top (``AppKitDocument``'s rule).
    static func isFlipped(_ node: ReferenceNode) -> Bool {
        let document = node.name == "clipView" ? node.child("subviews")?.children.first(where: isView) : nil
        return AppKitDocument.isFlipped(element: node.name, customClass: node.attributes["customClass"],
                                        documentViewIsFlipped: document.map(isFlipped) ?? false)
    }
}
