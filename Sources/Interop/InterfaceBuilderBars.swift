// The bars and presentations Interface Builder draws over a scene, read from its controllers and segues.

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
    /// Whether the scene is a child view controller in another's container view (an
    /// `embed` segue's destination).
    var isEmbedded = false
}

extension DocumentReader {
    /// The bars each view controller is shown under when its scene says "Inferred": a
    /// navigation controller's bar over its root and every scene pushed from it (`show`,
    /// `push`), a tab bar controller's bar under its tabs and what they push, as Interface
    /// Builder draws them; a pushed scene takes the bars its source is drawn with, the
    /// source's own simulated metrics where it sets them. By controller id. A bar the
    /// document stores no height for is `barHeight` tall (the era's), or 32 in a compact
    /// height (an iPhone in landscape).
    static func inferredBars(in document: XMLNode, era: InterfaceBuilderEra, compactHeight: Bool, barHeight: Double) -> [String: SimulatedBars] {
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
        // Whether each controller was walked with bars of its own: one reached by a segue
        // that passes no bars (a presentation) may be walked before its bars reach it from
        // elsewhere (the navigation controller that holds it, later in the document), and
        // is walked again then, so that what it pushes gets them too; at most twice each.
        var walked: [String: Bool] = [:]
        var next = 0
        while true {
            if next == queue.count, let unreached = rest.next() { queue.append(unreached) }
            guard next < queue.count else { break }
            let id = queue[next]
            next += 1
            let hasBars = bars[id] != nil
            guard let controller = byID[id], walked[id] == nil || (walked[id] == false && hasBars) else { continue }
            walked[id] = hasBars
            let own = bars[id] ?? SimulatedBars()
            for segue in seguesByID[id] ?? [] {
                guard let destination = segue.attributes["destination"], destination != id, bars[destination] == nil else { continue }
                var passed = own
                switch (segue.attributes["kind"], segue.attributes["relationship"], controller.name) {
                case ("relationship", "rootViewController", "navigationController"):
                    guard !controller.flag("navigationBarHidden") else { break }
                    let navigationBar = controller.child("navigationBar", key: "navigationBar")
                    let frame = navigationBar?.child("rect", key: "frame")
                    // A placeholder's frame (1000 × 1000 at the origin) places the bar no more
                    // than it sizes it: IB never laid it out.
                    let storedHeight = frame?.number("height").flatMap(Self.plausibleBar)
                    passed.top = storedHeight ?? (compactHeight ? 32 : barHeight)
                    passed.topOrigin = storedHeight == nil || !era.storesBarOrigins ? nil : frame?.number("y").flatMap(Self.plausibleBarOrigin)
                    passed.isTopTranslucent = navigationBar?.attributes["translucent"] != "NO"
                case ("relationship", "viewControllers", "tabBarController"):
                    let tabBar = controller.child("tabBar", key: "tabBar")
                    passed.bottom = tabBar?.child("rect", key: "frame")?.number("height").flatMap(Self.plausibleBar) ?? 49
                    passed.isBottomTranslucent = tabBar?.attributes["translucent"] != "NO"
                case ("show", _, _), ("push", _, _):
                    // A pushed scene is drawn under the bars its source is drawn with: the
                    // source's own simulated metrics where it sets them ("None" included).
                    passed = Self.simulatedBars(of: controller, inferred: own, compactHeight: compactHeight, barHeight: barHeight)
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
        // The scenes a split view controller holds, whose `showDetail` it shows in place.
        var split = controllers.filter { $0.node.name == "splitViewController" }.map(\.id)
        var inSplit = Set(split)
        while let id = split.popLast() {
            for segue in seguesByID[id] ?? [] where ["relationship", "show", "push", "showDetail"].contains(segue.attributes["kind"] ?? "") {
                if let destination = segue.attributes["destination"], inSplit.insert(destination).inserted { split.append(destination) }
            }
        }
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
                case "show" where Self.simulatedBars(of: controller, inferred: bars[id] ?? SimulatedBars(), compactHeight: compactHeight,
                                                              barHeight: barHeight).top == nil
                    && !["navigationController", "tabBarController"].contains(controller.name):
                    depths[destination] = depth + 1
                case "showDetail" where !inSplit.contains(id):
                    // Outside a split view controller nothing shows a detail in place:
                    // UIKit presents it modally (Apple's showDetailViewController(_:sender:)).
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
        for segue in seguesByID.values.joined() where segue.attributes["kind"] == "embed" {
            if let destination = segue.attributes["destination"] { bars[destination, default: SimulatedBars()].isEmbedded = true }
        }
        return bars
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

    /// A controller's bars: its own simulated metrics where it sets them, else the inferred;
    /// a simulated navigation bar is `barHeight` tall (the era's), 32 in a compact height, a simulated
    /// toolbar `toolbarHeight`.
    static func simulatedBars(of controller: XMLNode, inferred: SimulatedBars, compactHeight: Bool, barHeight: Double,
                              toolbarHeight: Double = 44) -> SimulatedBars {
        var bars = inferred
        if let top = controller.children.first(where: { $0.attributes["key"] == "simulatedTopBarMetrics" }) {
            switch top.name {
            case "simulatedNavigationBarMetrics":
                bars.top = (compactHeight ? 32 : barHeight) + (top.flag("prompted") ? 30 : 0)
                bars.isTopTranslucent = top.attributes["translucent"] != "NO"
            default:
                bars.top = nil
            }
        }
        if let bottom = controller.children.first(where: { $0.attributes["key"] == "simulatedBottomBarMetrics" }) {
            switch bottom.name {
            case "simulatedTabBarMetrics": bars.bottom = 49
            case "simulatedToolbarMetrics": bars.bottom = toolbarHeight
            default: bars.bottom = nil
            }
            bars.isBottomTranslucent = bottom.attributes["translucent"] != "NO"
        }
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") {
            // "If you remove an edge value from this property, the system does not lay out
            // your content underneath other bars on that same edge" (UIViewController's
            // `edgesForExtendedLayout`, Apple): the view ends at such a bar, as at an opaque one.
            if !edges.flag("top") { bars.isTopTranslucent = false }
            if !edges.flag("bottom") { bars.isBottomTranslucent = false }
        }
        return bars
    }
}
