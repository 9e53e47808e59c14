import ArgumentParser
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Interop
import LayoutScript
import TetherOutput

/// `tether-bench conformance ib`: every Interface Builder document of a folder imported and
/// laid out at its canvas, each view's frame compared with the frame IB stored for it.
struct InterfaceBuilderConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib",
        abstract: "Compare imported IB documents' frames with the frames Interface Builder stored.",
        discussion: """
            The reference is read from the XML by this runner, not by the importer: every \
            element with an id and a <rect key="frame"> under a root view (a xib's top-level \
            view, a storyboard scene's view, a cell) is a view, its frame relative to the \
            view it is nested in. A view matches when x, y, width and height are each within \
            0.5 pt. Left out: views IB marks misplaced="YES" or ambiguous="YES", views \
            whose stored frame breaks one of their own required constraints installed on the \
            canvas or their stack's spacing (IB saved them misplaced), and views the canvas does not show (not \
            installed in its size classes, <variation> masks), which are listed. \
            False alarms: of the scripts of documents IB shows clean (no element marked \
            misplaced or ambiguous), those `tether check` would report at the designed size \
            (a conflict, an undetermined view, an error); --verbose lists them. A script whose \
            conflict the document's own stored frames show (one of its views breaks a required \
            constraint where IB stored it), or whose conflict is among the document's own \
            constraints alone (no size, margin, baseline or constraint of Tether's in it), is \
            the document's conflict, counted apart and not as clean.
            """)

    @Argument(help: "The folder of .xib and .storyboard files.")
    var folder = "../shared/conformance/ib"

    @Option(help: "A file of recorded floors (`key value` lines): exit 1 when a figure is below its floor.")
    var floor: String?

    @Flag(help: "List every mismatched view.")
    var verbose = false

    func run() throws {
        try Self.report("ib", folder: folder, floor: floor, verbose: verbose, appKit: false)
    }

    /// The kind of a reason a view is left out: its text before any colon.
    static func kind(of reason: String) -> String {
        String(reason.prefix { $0 != ":" })
    }

    /// Imports and compares every document of `folder`, prints the tables and figures (per
    /// document, collection and half) and checks them against `floor`; `appKit` reads the
    /// reference as AppKit stores it (``ReferenceDocument/appKitRoots()``).
    static func report(_ kind: String, folder: String, floor: String?, verbose: Bool, appKit: Bool) throws {
        let files = try Corpus.files(in: folder).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        let split = try CorpusSplit(folder: folder, files: files)
        var total = Tally()
        var parts: [String: Tally] = [:]
        var causes: [String: Int] = [:]
        var kinds: [String: Int] = [:]
        var reasons: [String: Int] = [:]
        print("tether-bench conformance \(kind) — \(files.count) documents in \(folder)\n")
        print("| document | views | match | excluded | note |")
        print("| --- | ---: | ---: | ---: | --- |")
        for file in files {
            let path = (folder as NSString).appendingPathComponent(file)
            let outcome = DocumentCheck(path: path, isAppKit: appKit).run()
            total.add(outcome.tally)
            parts["half-\(split.half(of: file))", default: Tally()].add(outcome.tally)
            parts[CorpusSplit.collection(of: file), default: Tally()].add(outcome.tally)
            for mismatch in outcome.mismatches {
                causes[mismatch.cause, default: 0] += 1
                kinds[mismatch.element, default: 0] += 1
                if verbose { print("  \(file) \(mismatch.id) <\(mismatch.element)> \(mismatch.cause): \(mismatch.detail)") }
            }
            let excluded = outcome.tally.excluded
            print("| \(file) | \(outcome.tally.compared) | \(outcome.tally.matched) | \(excluded) | \(outcome.note) |")
            for (view, reason) in outcome.excludedViews {
                reasons[Self.kind(of: reason), default: 0] += 1
                if verbose { print("  excluded \(view) (\(reason))") }
            }
            for line in outcome.alarms where verbose { print("  false alarm \(line)") }
            for line in outcome.ownConflicts where verbose { print("  the document's own conflict \(line)") }
        }
        let percent = total.percent()
        print("\n| cause of a mismatch | views |")
        print("| --- | ---: |")
        for (cause, count) in causes.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("| \(cause) | \(count) |") }
        print("\n| mismatched element | views |")
        print("| --- | ---: |")
        for (kind, count) in kinds.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(15) { print("| \(kind) | \(count) |") }
        print("\n| why a view is left out | views |")
        print("| --- | ---: |")
        for (reason, count) in reasons.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("| \(reason) | \(count) |") }
        var figures = ["matched-views": Double(total.matched), "imported-documents": Double(total.imported),
                       "matched-percent": percent]
        print("\n| part | documents | import | views | match | % | designables (match) | % without them | false alarms (scripts of clean documents) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (part, tally) in parts.sorted(by: { ($0.key.count, $0.key) < ($1.key.count, $1.key) }) {
            let partPercent = tally.percent()
            print("| \(part) | \(tally.documents) | \(tally.imported) | \(tally.compared) | \(tally.matched) | \(fixed(partPercent, decimals: 1)) "
                + "| \(tally.designables) (\(tally.designablesMatched)) | \(fixed(tally.percent(withoutDesignables: true), decimals: 1)) "
                + "| \(tally.alarms) of \(tally.cleanScripts) |")
            figures["matched-views-\(part)"] = Double(tally.matched)
            figures["matched-percent-\(part)"] = partPercent
            figures["imported-documents-\(part)"] = Double(tally.imported)
            figures["alarm-free-percent-\(part)"] = tally.alarmFreePercent
        }
        print("""

            \(kind) conformance: \(total.matched) of \(total.compared) views within 0.5 pt (\(fixed(percent, decimals: 1)) %); \
            \(total.imported) of \(files.count) documents import; \(total.excluded) views left out; \
            without the \(total.designables) views sized by their stored frame (designables), \
            \(total.matched - total.designablesMatched) of \(total.compared - total.designables) \
            (\(fixed(total.percent(withoutDesignables: true), decimals: 1)) %)
            false alarms: \(total.alarms) of \(total.cleanScripts) scripts of documents IB shows clean \
            (\(fixed(100 - total.alarmFreePercent, decimals: 1)) %) have a conflict, an undetermined view or an error\
            \(total.ownConflicts == 0 ? "" : "; \(total.ownConflicts) more scripts conflict where the document's own stored frames break a required constraint, or its own constraints alone conflict (not counted as clean)")
            """)
        figures["alarm-free-percent"] = total.alarmFreePercent
        if let floor { try Floors.check(figures, against: floor) }
    }
}

/// Counts for one document or the whole corpus.
struct Tally {
    var compared = 0
    var matched = 0
    var excluded = 0
    var imported = 0
    var documents = 0
    /// Scripts imported from documents IB shows clean (no view misplaced or ambiguous).
    var cleanScripts = 0
    /// Those of them with a conflict, an undetermined view or an error: false alarms.
    var alarms = 0
    /// Scripts of documents without IB's flags whose conflict the document's own stored
    /// frames show (a view of theirs breaks a required constraint): not counted as clean.
    var ownConflicts = 0

    /// The share of clean documents' scripts without a false alarm, in percent.
    var alarmFreePercent: Double {
        cleanScripts == 0 ? 100 : 100 * Double(cleanScripts - alarms) / Double(cleanScripts)
    }

    /// Compared views the import sized by their stored frame (designables), and how many of
    /// them match: the figure without them leaves them out.
    var designables = 0
    var designablesMatched = 0

    /// The share of compared views that match, in percent; without the designables, the
    /// share of the others.
    func percent(withoutDesignables: Bool = false) -> Double {
        let compared = withoutDesignables ? self.compared - designables : self.compared
        let matched = withoutDesignables ? self.matched - designablesMatched : self.matched
        return compared == 0 ? 0 : 100 * Double(matched) / Double(compared)
    }

    mutating func add(_ other: Tally) {
        documents += other.documents
        cleanScripts += other.cleanScripts
        alarms += other.alarms
        ownConflicts += other.ownConflicts
        compared += other.compared
        matched += other.matched
        excluded += other.excluded
        imported += other.imported
        designables += other.designables
        designablesMatched += other.designablesMatched
    }
}

/// A view whose frame differs from IB's, and why as far as can be told.
struct Mismatch {
    var id: String
    var element: String
    var cause: String
    var detail: String
}

/// One document: the reference read from its XML, the import run, the frames compared.
struct DocumentCheck {
    /// The reason a view is left out whose stored frame breaks one of its required constraints.
    static let breaksConstraint = "its stored frame breaks a required constraint"

    var path: String
    /// Whether the document is AppKit's: its roots and frames are read as AppKit stores them.
    var isAppKit = false

    struct Outcome {
        var tally = Tally(documents: 1)
        var mismatches: [Mismatch] = []
        /// The views left out of the comparison, each with why (``leaveOut(_:reason:)``).
        var excludedViews: [(view: String, reason: String)] = []
        /// Scripts of a document IB shows clean that `tether check` would report (a conflict,
        /// an undetermined view, an error), each with why.
        var alarms: [String] = []
        /// Scripts of such a document whose conflict its own stored frames show: a view of
        /// the script breaks a required constraint where IB stored it, so the document is
        /// not clean (IB lists the conflict in its issue navigator, which writes no flag).
        var ownConflicts: [String] = []
        var note = ""

        /// Leaves `view` out of the comparison and counts it apart: `reason` is its kind,
        /// then, after a colon, what in the document shows it.
        mutating func leaveOut(_ view: ReferenceView, reason: String) {
            tally.excluded += 1
            excludedViews.append(("\(view.id) <\(view.node.name)>", reason))
        }
    }

    func run() -> Outcome {
        var outcome = Outcome()
        guard let data = FileManager.default.contents(atPath: path), let document = ReferenceDocument(data: data) else {
            outcome.note = "unreadable XML"
            return outcome
        }
        let roots = isAppKit ? document.appKitRoots() : document.roots()
        var references: [(root: ReferenceRoot, view: ReferenceView)] = []
        let uninstalled = document.uninstalledViews()
        var brokenByFrames: Set<String> = []
        for root in roots {
            for (view, reason) in root.apart {
                outcome.leaveOut(view, reason: reason)
            }
            let contradicted = isAppKit ? [:] : document.contradicted(under: root)
            let stale = isAppKit ? nil : document.unresizedContent(under: root)
            for view in root.views {
                if let stale {
                    outcome.leaveOut(view, reason: "in a scene whose root IB resized without laying its views out again: \(stale)")
                } else if view.node.attributes["misplaced"] == "YES" {
                    outcome.leaveOut(view, reason: "IB marks it misplaced")
                } else if view.node.attributes["ambiguous"] == "YES" {
                    outcome.leaveOut(view, reason: "IB marks it ambiguous")
                } else if let reason = contradicted[view.id] {
                    if reason.hasPrefix(DocumentCheck.breaksConstraint) { brokenByFrames.insert(view.id) }
                    outcome.leaveOut(view, reason: reason)
                } else if uninstalled.contains(view.id) {
                    outcome.leaveOut(view, reason: "not installed in the canvas's size classes")
                } else {
                    references.append((root, view))
                }
            }
        }
        outcome.tally.compared = references.count
        let result: InterfaceBuilderImport.Result
        do {
            result = try InterfaceBuilderImport.read(fileAt: path)
        } catch {
            outcome.note = "import: \(error.message)"
            outcome.mismatches = references.map {
                Mismatch(id: $0.view.id, element: $0.view.node.name, cause: "document not imported", detail: error.message)
            }
            return outcome
        }
        outcome.tally.imported = 1
        let designables = result.scripts.reduce(into: Set<String>()) { $0.formUnion($1.designables) }
        var frames: [String: (frame: [Double], ambiguous: Bool)] = [:]
        var scriptFailures: [String: String] = [:]
        var imported: Set<String> = []
        let clean = document.isClean
        for script in result.scripts {
            for id in script.viewNames.keys { imported.insert(id) }
            let interpreter = Interpreter(options: .frontEnd())
            let diagnostics = interpreter.run(source: script.text, name: script.name + ".layout")
            let showsOwnConflict = script.viewNames.keys.contains(where: brokenByFrames.contains)
            if clean { outcome.tally.cleanScripts += 1 }
            // A conflict is laid out as UIKit lays it out, a constraint broken; only an
            // error that stops the script leaves nothing to compare.
            if let error = diagnostics.first(where: { $0.isError && $0.kind != .layout }) {
                for id in script.viewNames.keys { scriptFailures[id] = error.message }
                if clean { outcome.alarms.append("\(script.name): \(error.message)") }
                continue
            }
            let layout = interpreter.layout()
            // What `tether check` reports at the designed size: a conflict or an undetermined view.
            if clean, let alarm = layout.diagnostics.first(where: { $0.kind == .unsatisfiable || $0.kind == .ambiguous }) {
                let line = "\(script.name): \(alarm.kind.rawValue) \(alarm.views.prefix(3).joined(separator: ", "))"
                let rootID = script.viewNames.first { $0.value == "root" }?.key
                let isCell = rootID.flatMap(document.element(withID:)).map { ReferenceDocument.cellElements.contains($0.name) } ?? false
                if alarm.kind == .unsatisfiable
                    && (showsOwnConflict || ReferenceDocument.isDocumentsOwnConflict(alarm, views: Set(script.viewNames.values), ofCell: isCell)) {
                    outcome.tally.cleanScripts -= 1
                    outcome.ownConflicts.append(line)
                } else {
                    outcome.alarms.append(line)
                }
            }
            let byName = Dictionary(layout.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for (id, name) in script.viewNames {
                guard let view = byName[name] else { continue }
                let frame = view.frame
                frames[id] = ([frame.x, frame.y, frame.width, frame.height], !view.ambiguous.isEmpty)
            }
        }
        for (root, view) in references {
            let expected = view.frame
            let isDesignable = designables.contains(view.id)
            if isDesignable { outcome.tally.designables += 1 }
            guard let actual = frames[view.id] else {
                let cause = !imported.contains(root.id) ? "scene not imported (\(root.node.name))"
                    : scriptFailures[view.id].map { _ in "script error" } ?? "view not imported (\(view.context))"
                outcome.mismatches.append(Mismatch(id: view.id, element: view.node.name, cause: cause,
                                                   detail: scriptFailures[view.id] ?? ""))
                continue
            }
            let differs = zip(expected, actual.frame).map { abs($0 - $1) > 0.5 }
            guard differs.contains(true) else {
                outcome.tally.matched += 1
                if isDesignable { outcome.tally.designablesMatched += 1 }
                continue
            }
            if let reason = document.laidOutWithAnotherImage(view, tether: actual.frame) {
                outcome.tally.compared -= 1
                if isDesignable { outcome.tally.designables -= 1 }
                outcome.leaveOut(view, reason: reason)
                continue
            }
            let sizeWrong = differs[2] || differs[3]
            var cause = sizeWrong ? "size" : "position"
            if actual.ambiguous { cause = "ambiguous in tether" }
            cause += " (\(view.context))"
            let detail = "IB \(expected.map(Self.text)) tether \(actual.frame.map(Self.text))"
            outcome.mismatches.append(Mismatch(id: view.id, element: view.node.name, cause: cause, detail: detail))
        }
        outcome.tally.alarms = outcome.alarms.count
        outcome.tally.ownConflicts = outcome.ownConflicts.count
        let warnings = result.warnings.count
        if warnings > 0 { outcome.note = "\(warnings) warning\(warnings == 1 ? "" : "s")" }
        if !outcome.alarms.isEmpty {
            outcome.note += (outcome.note.isEmpty ? "" : "; ") + "false alarms in \(outcome.alarms.count) of \(outcome.tally.cleanScripts) scripts"
        }
        if !scriptFailures.isEmpty { outcome.note += (outcome.note.isEmpty ? "" : "; ") + "script error: \(scriptFailures.values.sorted().first ?? "")" }
        return outcome
    }

    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : fixed(value, decimals: 2)
    }
}

// MARK: - The reference, read from the XML

/// An element of the document, as Foundation's XMLParser reads it.
final class ReferenceNode {
    let name: String
    let attributes: [String: String]
    var children: [ReferenceNode] = []
    weak var parent: ReferenceNode?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func child(_ name: String, key: String? = nil) -> ReferenceNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }
}

/// A view of the reference: an element with an id and a stored frame.
struct ReferenceView {
    let node: ReferenceNode
    let id: String
    /// x, y, width, height relative to the view it is nested in.
    let frame: [Double]
    /// Where it sits: in a cell, in a scroll view, in a scene with size-class variations…
    let context: String
}

/// A view IB lays out on a canvas of its own, and every view nested in it.
struct ReferenceRoot {
    let node: ReferenceNode
    let id: String
    let views: [ReferenceView]
    /// Views left out of the comparison and counted apart, each with why (AppKit: the views
    /// an NSScrollView tiles itself).
    var apart: [(view: ReferenceView, reason: String)] = []
}

/// A document read with Foundation's XMLParser, independently of the importer.
struct ReferenceDocument {
    let root: ReferenceNode
    /// Every include and exclude rule of the document's size-class variations, by id.
    let variationRules: [String: [(key: String, installed: Bool)]]
    /// The size classes IB shows the canvas in (``canvasSizeClasses(of:)``).
    let canvasSizeClasses: (horizontal: String?, vertical: String?)
    /// The sizes of the document's own named images, as `<resources>` lists them (system
    /// symbols left out: their size depends on the symbol configuration).
    let resourceImages: [String: (width: Double, height: Double)]

    init?(data: Data) {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else { return nil }
        self.root = root
        variationRules = Self.variationRules(in: root)
        canvasSizeClasses = Self.canvasSizeClasses(of: root)
        var images: [String: (width: Double, height: Double)] = [:]
        for image in root.child("resources")?.children ?? [] where image.name == "image" && image.attributes["catalog"] != "system" {
            if let name = image.attributes["name"], let width = image.attributes["width"].flatMap(Double.init),
               let height = image.attributes["height"].flatMap(Double.init) {
                images[name] = (width, height)
            }
        }
        resourceImages = images
    }

    /// Why an image view's stored size is not its image's, if IB laid it out with another
    /// image than the one `<resources>` lists: it shows a named image of the document's own
    /// (not a system symbol), Tether lays it out at exactly that image's size — its intrinsic
    /// content size (UIImageView's is its image's size, Apple's UIImageView reference), which
    /// the document's constraints left standing on both axes — and IB stored another width
    /// and another height. One axis off is left to the comparison (a neighbour's hugging or
    /// a stretch explains it); both off, with nothing in the constraints stretching either,
    /// means the frame was laid out around an image of another size: IB writes `<resources>`
    /// from the asset catalog when it saves, but keeps a frame it does not lay out again.
    func laidOutWithAnotherImage(_ view: ReferenceView, tether frame: [Double]) -> String? {
        guard view.node.name == "imageView", let name = view.node.attributes["image"],
              let image = resourceImages[name] else { return nil }
        let lengths = [image.width, image.height]
        let isImageSize = zip(frame[2...], lengths).allSatisfy { abs($0 - $1) < 0.01 }
        let storedElsewise = zip(view.frame[2...], lengths).allSatisfy { abs($0 - $1) > 0.5 }
        guard isImageSize, storedElsewise else { return nil }
        return "laid out with another image than <resources> lists: \(name) is "
            + "\(DocumentCheck.text(image.width)) × \(DocumentCheck.text(image.height)), "
            + "stored \(DocumentCheck.text(view.frame[2])) × \(DocumentCheck.text(view.frame[3]))"
    }

    /// Whether IB shows the document clean: no element marked `misplaced` or `ambiguous`.
    var isClean: Bool {
        func flagged(_ node: ReferenceNode) -> Bool {
            node.attributes["misplaced"] == "YES" || node.attributes["ambiguous"] == "YES" || node.children.contains(where: flagged)
        }
        return !flagged(root)
    }

    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// The element with the id `id`, anywhere in the document, else nil.
    func element(withID id: String) -> ReferenceNode? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.attributes["id"] == id { return node }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    /// Whether an element is a view: it has an id and a frame.
    static func isView(_ node: ReferenceNode) -> Bool {
        node.attributes["id"] != nil && node.child("rect", key: "frame") != nil
    }

    /// The roots IB lays out on a canvas of their own: a storyboard scene's view controller's
    /// view, every top-level view of a xib or a scene.
    func roots() -> [ReferenceRoot] {
        var roots: [ReferenceNode] = []
        if let scenes = root.child("scenes") {
            for scene in scenes.children where scene.name == "scene" {
                for object in scene.child("objects")?.children ?? [] {
                    if object.attributes["sceneMemberID"] == "viewController" {
                        if let view = object.children.first(where: { $0.attributes["key"] == "view" && Self.isView($0) }) {
                            roots.append(view)
                        }
                    } else if Self.isView(object) {
                        roots.append(object)
                    }
                }
            }
        } else {
            roots = (root.child("objects")?.children ?? []).filter(Self.isView)
        }
        return roots.map { node in
            var views: [ReferenceView] = []
            collect(under: node, context: Self.features(of: node), into: &views)
            return ReferenceRoot(node: node, id: node.attributes["id"] ?? "", views: views)
        }
    }

    /// Appends every view nested in `element`, each with where it sits. A cell is laid out on
    /// a canvas of its own, its table or collection view placing it: its own frame is not
    /// compared, its content is.
    func collect(under element: ReferenceNode, context: [String], into views: inout [ReferenceView]) {
        for child in element.children {
            guard Self.isView(child) else {
                collect(under: child, context: context, into: &views)
                continue
            }
            if !Self.cellElements.contains(child.name) {
                let place = context.isEmpty ? "plain" : Set(context).sorted().joined(separator: ", ")
                views.append(ReferenceView(node: child, id: child.attributes["id"] ?? "", frame: Self.frame(of: child), context: place))
            }
            collect(under: child, context: context + Self.features(of: child), into: &views)
        }
    }

    /// What a view makes of the views inside it: a cell, a scroll view, size-class variations.
    static func features(of node: ReferenceNode) -> [String] {
        var features: [String] = []
        if cellElements.contains(node.name) { features.append("cell") }
        if ["scrollView", "tableView", "collectionView"].contains(node.name) { features.append("scroll view") }
        if node.children.contains(where: { $0.name == "variation" }) { features.append("variations") }
        return features
    }

    /// A view's stored frame: x, y, width, height.
    static func frame(of node: ReferenceNode) -> [Double] {
        let rect = node.child("rect", key: "frame")
        return ["x", "y", "width", "height"].map { Double(rect?.attributes[$0] ?? "0") ?? 0 }
    }

    /// Whether a conflict is the document's alone: every constraint in it is one of the
    /// script's own lines between the document's views (no identifier: the importer and
    /// std/stack tag what they add), on their edges, sizes or centres — not a baseline,
    /// which Tether's font measure places, nor a margin or safe area guide, whose insets
    /// are Tether's — and none is an intrinsic size, the root's size or anything else the
    /// engine made. Such constraints contradict each other whatever sizes Tether gives (a
    /// view pinned 1 below its cell's top, 0.5 above its bottom and centred in it), which
    /// Xcode lists as a conflict in its issue navigator without writing it into the file.
    ///
    /// In a cell's script the cell's size is the document's too — the size IB stored for the
    /// cell, and its content view's, which the script holds by its frame
    /// (`UIView-Encapsulated-Layout-…`) — so the root's size and an autoresizing frame may be
    /// in such a conflict (a row of 78 whose content's constraints add up to 77.67); a
    /// scene's root is the canvas Tether works out, and may not.
    static func isDocumentsOwnConflict(_ alarm: LayoutDiagnostic, views: Set<String>, ofCell isCell: Bool = false) -> Bool {
        let items = views.union(["root"])
        return !alarm.constraints.isEmpty && alarm.constraints.allSatisfy { reference in
            if isCell {
                switch reference.origin {
                case .rootSize, .autoresizingMask: return true
                default: break
                }
            }
            let constraint = reference.constraint
            let attributes = [constraint.firstAttribute, constraint.secondAttribute]
            return reference.origin == .explicit && constraint.identifier == nil
                && items.contains(constraint.firstItem) && (constraint.secondItem.map(items.contains) ?? true)
                && !attributes.contains(.firstBaseline) && !attributes.contains(.lastBaseline)
        }
    }

    /// The views under `root` whose stored frames break one of their own required
    /// constraints between views (edges, sizes, centres; margins and guides, whose frames
    /// IB does not store, are not checked, nor is an image view showing an SF Symbol, which
    /// aligns by the symbol's own `alignmentRectInsets`, nor a scroll view's edge bound to
    /// its content's, ``bindsContentArea(_:first:second:)``), or a stack's spacing between
    /// its arranged views, or a required content priority against IB's placeholder
    /// intrinsic size, each with why: IB saved them misplaced. A control of
    /// ``insetControls`` is checked with slack for its alignment insets.
    func contradicted(under root: ReferenceRoot) -> [String: String] {
        var absolute: [String: [Double]] = [:]
        var owners: [String: ReferenceNode] = [:]
        func place(_ node: ReferenceNode, origin: (Double, Double)) {
            var next = origin
            if Self.isView(node), let id = node.attributes["id"] {
                let values = Self.frame(of: node)
                let frame = node === root.node ? [0, 0, values[2], values[3]]
                    : [origin.0 + values[0], origin.1 + values[1], values[2], values[3]]
                absolute[id] = frame
                owners[id] = node
                next = (frame[0], frame[1])
            }
            for child in node.children { place(child, origin: next) }
        }
        place(root.node, origin: (0, 0))
        var broken: [String: String] = [:]
        for (ownerID, owner) in owners.sorted(by: { $0.key < $1.key }) {
            // A constraint is evaluated in the coordinates of the view that holds it, the
            // items' nearest common ancestor (its own edges at 0): a multiplier on a position
            // scales it from there, as UIKit's engine does.
            let origin = absolute[ownerID].map { ($0[0], $0[1]) } ?? (0, 0)
            func placed(_ id: String) -> [Double]? {
                absolute[id].map { [$0[0] - origin.0, $0[1] - origin.1, $0[2], $0[3]] }
            }
            for constraint in owner.child("constraints")?.children ?? [] where isRequiredOnCanvas(constraint) {
                let attributes = constraint.attributes
                let firstID = attributes["firstItem"] ?? ownerID
                guard let first = placed(firstID), let firstValue = Self.value(attributes["firstAttribute"], of: first) else { continue }
                var right = Double(attributes["constant"] ?? "0") ?? 0
                var secondID: String?
                if let secondAttribute = attributes["secondAttribute"] {
                    guard let id = attributes["secondItem"], let second = placed(id),
                          let secondValue = Self.value(secondAttribute, of: second),
                          let multiplier = Self.multiplier(attributes["multiplier"]) else { continue }
                    right += multiplier * secondValue
                    secondID = id
                }
                let gap = firstValue - right
                let symbolic = [firstID, secondID].contains { id in
                    guard let id, let node = owners[id], node.name == "imageView" else { return false }
                    return node.attributes["catalog"] == "system" || node.children.contains { $0.attributes["catalog"] == "system" }
                }
                if symbolic || Self.bindsContentArea(attributes, first: owners[firstID], second: secondID.flatMap { owners[$0] }) {
                    continue
                }
                let slack = 0.5 + [firstID, secondID].reduce(0.0) { slack, id in
                    guard let id, let name = owners[id]?.name, Self.insetControls.contains(name) else { return slack }
                    return slack + 2 * Self.insetAllowance
                }
                let holds = switch attributes["relation"] {
                case "greaterThanOrEqual": gap >= -slack
                case "lessThanOrEqual": gap <= slack
                default: abs(gap) <= slack
                }
                if !holds {
                    let reason = "\(DocumentCheck.breaksConstraint): \(attributes["id"] ?? "without an id")"
                    broken[firstID] = broken[firstID] ?? reason
                    if let secondID { broken[secondID] = broken[secondID] ?? reason }
                }
            }
        }
        // IB's placeholder intrinsic size is the canvas's: a required hugging the stored frame
        // is larger than, or a required resistance it is smaller than, breaks on the canvas.
        for (id, node) in owners.sorted(by: { $0.key < $1.key }) where broken[id] == nil {
            guard let frame = absolute[id] else { continue }
            for (axis, length) in [("Width", frame[2]), ("Height", frame[3])] {
                guard let placeholder = node.attributes["placeholderIntrinsic" + axis].flatMap(Double.init) else { continue }
                let prefix = axis == "Width" ? "horizontal" : "vertical"
                let hugs = node.attributes[prefix + "HuggingPriority"] == "1000" && length > placeholder + 0.5
                let resists = node.attributes[prefix + "CompressionResistancePriority"] == "1000" && length < placeholder - 0.5
                if hugs || resists {
                    broken[id] = "\(DocumentCheck.breaksConstraint): its required \(hugs ? "hugging" : "compression resistance") against IB's placeholder intrinsic \(axis.lowercased())"
                }
            }
        }
        for (stackID, owner) in owners.sorted(by: { $0.key < $1.key }) where owner.name == "stackView" {
            for id in overlappingArrangedViews(of: owner, frames: absolute) where broken[id] == nil {
                broken[id] = "closer to its neighbour than its stack's spacing: \(stackID)"
            }
        }
        broken[root.id] = nil
        return broken
    }

    /// The constraint that shows IB resized `root` without laying its views out again, else
    /// nil: one of the root's own required constraints between a view directly inside it
    /// and its leading or trailing edge or width — the root's or, on a canvas not in
    /// landscape, its safe area's, which has the root's sides there — that the stored
    /// frames break by more than a point, so that every view of the scene is where IB
    /// laid it out for a root of another width. A view IB marks misplaced, or a control
    /// whose alignment rectangle lies inside its frame (``insetControls``), shows nothing.
    func unresizedContent(under root: ReferenceRoot) -> String? {
        let width = Self.frame(of: root.node)[2]
        let safeArea = root.node.children.first { $0.name == "viewLayoutGuide" && $0.attributes["key"] == "safeArea" }?.attributes["id"]
        let sidesAreSafe = self.root.child("device")?.attributes["orientation"] != "landscape"
        let edges = [root.id] + (sidesAreSafe ? [safeArea].compactMap { $0 } : [])
        var subviews: [String: [Double]] = [:]
        for child in root.node.child("subviews")?.children ?? [] where Self.isView(child) {
            guard let id = child.attributes["id"], isInstalledOnCanvas(id), !Self.insetControls.contains(child.name),
                  child.attributes["misplaced"] != "YES" else { continue }
            subviews[id] = Self.frame(of: child)
        }
        let horizontal: Set<String> = ["leading", "trailing", "left", "right", "width"]
        for constraint in root.node.child("constraints")?.children ?? [] where isRequiredOnCanvas(constraint) {
            let attributes = constraint.attributes
            guard attributes["relation"] == nil,
                  Self.multiplier(attributes["multiplier"]) == 1,
                  let first = attributes["firstItem"], let second = attributes["secondItem"],
                  let firstAttribute = attributes["firstAttribute"], let secondAttribute = attributes["secondAttribute"],
                  firstAttribute == secondAttribute, horizontal.contains(firstAttribute) else { continue }
            let (view, edge, sign) = subviews[first] != nil && edges.contains(second) ? (first, second, 1.0)
                : subviews[second] != nil && edges.contains(first) ? (second, first, -1.0) : ("", "", 0)
            guard let frame = subviews[view], !edge.isEmpty else { continue }
            let rootValue = Self.value(firstAttribute, of: [0, 0, width, 0]) ?? 0
            let viewValue = Self.value(firstAttribute, of: frame) ?? 0
            let constant = Double(attributes["constant"] ?? "0") ?? 0
            if abs(sign * (viewValue - rootValue) - constant) > 1 { return attributes["id"] ?? "without an id" }
        }
        return nil
    }

    /// Whether `node` is a required constraint IB's canvas holds: installed in its size
    /// classes, not a placeholder (removed at build time), at priority 1000.
    func isRequiredOnCanvas(_ node: ReferenceNode) -> Bool {
        node.name == "constraint" && isInstalledOnCanvas(node.attributes["id"]) && node.attributes["placeholder"] != "YES"
            && (Double(node.attributes["priority"] ?? "1000") ?? 1000) >= 1000
    }

    /// Whether a constraint ties an edge of a scroll view to an edge of a view inside it:
    /// "constraints between the edges or margins of the scroll view and its content attach
    /// to the scroll view's content area" — they size and place the content, while
    /// "constraints between the height, width, or centers attach to the scroll view's frame"
    /// (Apple's Auto Layout Guide, "Working with Scroll Views"). A stored frame is checked
    /// against the frame only.
    static func bindsContentArea(_ attributes: [String: String], first: ReferenceNode?, second: ReferenceNode?) -> Bool {
        let edges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right"]
        guard let first, let second, edges.contains(attributes["firstAttribute"] ?? ""),
              edges.contains(attributes["secondAttribute"] ?? "") else { return false }
        func contains(_ outer: ReferenceNode, _ inner: ReferenceNode) -> Bool {
            guard scrollingElements.contains(outer.name) else { return false }
            var up = inner.parent
            while let node = up {
                if node === outer { return true }
                up = node.parent
            }
            return false
        }
        return contains(first, second) || contains(second, first)
    }

    /// UIScrollView and its subclasses, whose edges bind their content area.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// The controls whose alignment rectangle, which constraints place, may lie inside their
    /// frame, which IB stores: "the constraint-based layout system uses alignment rectangles
    /// to align views, rather than their frame" (UIView.alignmentRectInsets). A switch, a
    /// slider and a segmented control reach past theirs by up to ``insetAllowance`` on a
    /// side (2 after a switch, 2 beside a slider and 1 below it, 1 below a segmented
    /// control), so a constraint on one is checked with that much slack on each of its two
    /// edges, as the runner reads frames, not the importer's insets.
    static let insetControls: Set<String> = ["switch", "slider", "segmentedControl"]

    /// The most a control of ``insetControls`` reaches past its alignment rectangle on a side.
    static let insetAllowance = 2.0

    /// The ids of a stack's arranged views whose stored frames are closer together along its
    /// axis than its spacing: UIStackView keeps consecutive arranged views at least its
    /// spacing apart by required constraints (`UISV-spacing`, equal in the fill
    /// distributions, at least in the others), so IB saved such views misplaced.
    func overlappingArrangedViews(of stack: ReferenceNode, frames: [String: [Double]]) -> Set<String> {
        let vertical = stack.attributes["axis"] == "vertical"
        let spacing = InterfaceBuilderImport.stackSpacing(stack.attributes)
        let arranged = (stack.child("subviews")?.children ?? []).filter {
            Self.isView($0) && $0.attributes["hidden"] != "YES" && isInstalledOnCanvas($0.attributes["id"])
        }
        let ids = arranged.compactMap { $0.attributes["id"] }
        var broken: Set<String> = []
        for (before, after) in zip(ids, ids.dropFirst()) {
            guard let first = frames[before], let second = frames[after] else { continue }
            let gap = vertical ? second[1] - (first[1] + first[3]) : second[0] - (first[0] + first[2])
            if gap < spacing - 0.5 { broken.formUnion([before, after]) }
        }
        return broken
    }

    /// An edge, size or centre of a frame (left to right, as IB's canvas is).
    static func value(_ attribute: String?, of frame: [Double]) -> Double? {
        switch attribute {
        case "left", "leading": frame[0]
        case "right", "trailing": frame[0] + frame[2]
        case "top": frame[1]
        case "bottom": frame[1] + frame[3]
        case "width": frame[2]
        case "height": frame[3]
        case "centerX": frame[0] + frame[2] / 2
        case "centerY": frame[1] + frame[3] / 2
        default: nil
        }
    }

    /// IB's multiplier forms: `0.5`, `16:9`, `1/3`.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
            guard parts.count == 2, parts[1] != 0 else { return nil }
            return parts[0] / parts[1]
        }
        return Double(text)
    }
}

// MARK: - Size classes

extension ReferenceDocument {
    /// The size classes Interface Builder shows the canvas in, horizontal and vertical
    /// (nil: any): the `<device>`'s — an iPad regular × regular, an iPhone compact ×
    /// regular in portrait, compact × compact in landscape (regular × compact when it is 414
    /// points wide or more in portrait, the Plus and Max models) — or any × any without one
    /// (Xcode 6 and 7's "wAny hAny" canvas). Apple's Human Interface Guidelines, "Layout".
    static func canvasSizeClasses(of document: ReferenceNode) -> (horizontal: String?, vertical: String?) {
        guard let device = document.child("device") else { return (nil, nil) }
        if device.attributes["id"]?.hasPrefix("ipad") == true { return ("regular", "regular") }
        guard device.attributes["orientation"] == "landscape" else { return ("compact", "regular") }
        // A full-screen view's height in landscape is the screen's width in portrait.
        var tallest = 0.0
        func visit(_ node: ReferenceNode) {
            if node.attributes["key"] == "view", isView(node) { tallest = max(tallest, frame(of: node)[3]) }
            for child in node.children { visit(child) }
        }
        visit(document)
        return (tallest >= 414 ? "regular" : "compact", "compact")
    }

    /// Whether the constraint or view with this id is installed on the canvas: the
    /// `<variation key=…><mask><include|exclude reference=…/>` rules of the most specific key
    /// that covers the canvas's size classes decide (Apple's Auto Layout Guide,
    /// "Size-Class-Specific Layout"); without a rule it is installed.
    func isInstalledOnCanvas(_ id: String?) -> Bool {
        guard let id, let rules = variationRules[id] else { return true }
        let canvas = canvasSizeClasses
        var best: (rank: Int, installed: Bool)?
        for (key, installed) in rules {
            var horizontal: String?
            var vertical: String?
            if key != "default" {
                for part in key.split(separator: "-") {
                    let pair = part.split(separator: "=").map(String.init)
                    guard pair.count == 2 else { continue }
                    if pair[0] == "widthClass" { horizontal = pair[1] } else if pair[0] == "heightClass" { vertical = pair[1] }
                }
            }
            guard horizontal == nil || horizontal == canvas.horizontal, vertical == nil || vertical == canvas.vertical else { continue }
            let rank = (horizontal != nil && vertical != nil) ? 3 : horizontal != nil ? 2 : vertical != nil ? 1 : 0
            if best.map({ rank > $0.rank }) ?? true { best = (rank, installed) }
        }
        return best?.installed ?? true
    }

    /// Every include and exclude rule of the document's variations, by referenced id.
    static func variationRules(in root: ReferenceNode) -> [String: [(key: String, installed: Bool)]] {
        var rules: [String: [(key: String, installed: Bool)]] = [:]
        func visit(_ node: ReferenceNode) {
            if node.name == "variation", let key = node.attributes["key"] {
                for mask in node.children where mask.name == "mask" {
                    for item in mask.children {
                        if let reference = item.attributes["reference"] { rules[reference, default: []].append((key, item.name == "include")) }
                    }
                }
            }
            if node.attributes["installed"] == "NO", let id = node.attributes["id"] { rules[id, default: []].append(("default", false)) }
            for child in node.children { visit(child) }
        }
        visit(root)
        return rules
    }

    /// The ids of views the canvas does not show: uninstalled in its size classes, or
    /// inside such a view. IB lays them out nowhere on the canvas; their stored frames are
    /// those of another size class.
    func uninstalledViews() -> Set<String> {
        var ids: Set<String> = []
        func visit(_ node: ReferenceNode, hidden: Bool) {
            let id = node.attributes["id"]
            let gone = hidden || (Self.isView(node) && !isInstalledOnCanvas(id))
            if gone, Self.isView(node), let id { ids.insert(id) }
            for child in node.children { visit(child, hidden: gone) }
        }
        visit(root, hidden: false)
        return ids
    }
}

/// Builds a ``ReferenceNode`` tree.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: ReferenceNode?
    var stack: [ReferenceNode] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        let node = ReferenceNode(name: elementName, attributes: attributes)
        if let parent = stack.last {
            node.parent = parent
            parent.children.append(node)
        } else {
            root = node
        }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }
}
