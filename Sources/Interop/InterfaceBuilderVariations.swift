import LayoutScript

// MARK: - Size classes

/// One of UIKit's four final size classes (Apple's Auto Layout Guide, "Size-Class-Specific
/// Layout"): a horizontal and a vertical class, each compact or regular. A device shows one
/// at a time; Interface Builder's five base classes (Any × Compact, …) are sets of them.
struct SizeClassPair: Hashable, Sendable {
    var horizontal: SizeClass
    var vertical: SizeClass

    /// The four, in a fixed order: the bits of ``SizeClassSet``.
    static let all: [SizeClassPair] = [
        SizeClassPair(horizontal: .compact, vertical: .compact), SizeClassPair(horizontal: .compact, vertical: .regular),
        SizeClassPair(horizontal: .regular, vertical: .compact), SizeClassPair(horizontal: .regular, vertical: .regular),
    ]

    init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The pair of a screen's traits.
    init(_ traits: Traits) {
        self.init(horizontal: traits.horizontal, vertical: traits.vertical)
    }

    var bit: UInt8 { UInt8(1) << ((horizontal == .regular ? 2 : 0) + (vertical == .regular ? 1 : 0)) }

}

/// A set of final size classes: where a constraint or view is installed.
struct SizeClassSet: Hashable, Sendable {
    var bits: UInt8

    static let all = SizeClassSet(bits: 0b1111)
    static let none = SizeClassSet(bits: 0)

    init(bits: UInt8) { self.bits = bits & 0b1111 }

    init(_ pairs: [SizeClassPair]) {
        self.init(bits: pairs.reduce(0) { $0 | $1.bit })
    }

    func contains(_ pair: SizeClassPair) -> Bool { bits & pair.bit != 0 }
    func intersection(_ other: SizeClassSet) -> SizeClassSet { SizeClassSet(bits: bits & other.bits) }
    var complement: SizeClassSet { SizeClassSet(bits: ~bits) }
    var isEmpty: Bool { bits == 0 }
    var pairs: [SizeClassPair] { SizeClassPair.all.filter(contains) }

    static func test(_ axis: String, _ sizeClass: SizeClass) -> String {
        "traits.\(axis) == \(ScriptText.quoted(sizeClass.rawValue))"
    }

    /// The condition a script tests for the set, as short as the set allows: one class
    /// (`traits.vertical == "compact"`), one pair, the three pairs but one (`… or …`), two
    /// opposite pairs. Nil for every pair (no condition); `false` for none.
    var condition: String? {
        condition(test: Self.test, and: "and", or: "or", never: "false")
    }

    /// The condition in Swift, on local constants `horizontal` and `vertical` of type
    /// `UIUserInterfaceSizeClass`: `vertical == .compact`.
    var swiftCondition: String? {
        condition(test: { "\($0) == .\($1.rawValue)" }, and: "&&", or: "||", never: "false")
    }

    /// The condition with `test(axis, sizeClass)` for one class and the language's `and`,
    /// `or` and false.
    func condition(test: (String, SizeClass) -> String, and: String, or: String, never: String) -> String? {
        let pairs = self.pairs
        func both(_ pair: SizeClassPair) -> String { "\(test("horizontal", pair.horizontal)) \(and) \(test("vertical", pair.vertical))" }
        switch pairs.count {
        case 4: return nil
        case 0: return never
        case 1: return both(pairs[0])
        case 2 where pairs[0].horizontal == pairs[1].horizontal: return test("horizontal", pairs[0].horizontal)
        case 2 where pairs[0].vertical == pairs[1].vertical: return test("vertical", pairs[0].vertical)
        case 2: return pairs.map { "(\(both($0)))" }.joined(separator: " \(or) ")
        default:
            // All but one pair: either class differs from the missing pair's.
            guard let missing = complement.pairs.first else { return nil }
            return "\(test("horizontal", missing.horizontal.other)) \(or) \(test("vertical", missing.vertical.other))"
        }
    }
}

extension SizeClass {
    /// The other size class.
    var other: SizeClass { self == .compact ? .regular : .compact }
}

extension InterfaceBuilderDevice {
    /// The size classes the device shows a full-screen view with: its catalogue device's
    /// (``LayoutScript/Device/screen(landscape:)``, from Apple's table of device size classes).
    func traits(landscape: Bool) -> Traits {
        device.screen(landscape: landscape).traits
    }
}

// MARK: - A document's variations

/// A `<variation key=…>`'s size classes: `default` is any × any, `widthClass=compact` compact
/// × any, `heightClass=regular-widthClass=compact` compact × regular.
struct VariationKey: Hashable, Sendable {
    var horizontal: SizeClass?
    var vertical: SizeClass?

    /// Reads a key; nil for one Interface Builder does not write.
    init?(_ text: String) {
        guard text != "default" else { return }
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass" where horizontal == nil: horizontal = sizeClass
            case "heightClass" where vertical == nil: vertical = sizeClass
            default: return nil
            }
        }
    }

    /// Whether the key covers the pair.
    func matches(_ pair: SizeClassPair) -> Bool {
        (horizontal == nil || horizontal == pair.horizontal) && (vertical == nil || vertical == pair.vertical)
    }

    /// Which key wins where several cover a pair: the more specific ("anything set in a more
    /// specific size class overrides the more general", Apple's Auto Layout Guide); between
    /// a width-only and a height-only key, which Apple does not rank, the width's (no
    /// document of the corpus sets both for one item).
    var rank: Int {
        switch (horizontal, vertical) {
        case (nil, nil): 0
        case (nil, _): 1
        case (_, nil): 2
        default: 3
        }
    }
}

/// What an Interface Builder document varies by size class (Apple's Auto Layout Guide,
/// "Size-Class-Specific Layout"): constraints and subviews installed or not
/// (`<variation key=…><mask key="constraints|subviews"><include|exclude reference=…/>`, and
/// `installed="NO"` for not installed in any × any), and attributes that differ
/// (`<variation key=… constant="8"/>` in a constraint, `axis="vertical"` in a stack view, a
/// `<fontDescription>` in a label's or button's).
struct InterfaceBuilderVariations {
    /// Include (true) and exclude rules for each referenced constraint's or view's id.
    private var rules: [String: [(key: VariationKey, installed: Bool)]] = [:]
    /// Whether the document has any variation at all.
    private(set) var isEmpty = true

    init() {}

    /// Reads every variation under `root`.
    init(root: XMLNode) {
        read(root)
    }

    private mutating func read(_ node: XMLNode) {
        if node.attributes["installed"] == "NO", let id = node.attributes["id"] {
            rules[id, default: []].append((VariationKey(horizontal: nil, vertical: nil), false))
            isEmpty = false
        }
        for child in node.children {
            guard child.name == "variation" else {
                read(child)
                continue
            }
            isEmpty = false
            // A key IB does not write is left to the comments the script keeps of it.
            guard let key = VariationKey(child.attributes["key"] ?? "") else { continue }
            for mask in child.children("mask") {
                for item in mask.children {
                    guard let reference = item.attributes["reference"], item.name == "include" || item.name == "exclude" else { continue }
                    rules[reference, default: []].append((key, item.name == "include"))
                }
            }
        }
    }

    /// Where the constraint or view with this id is installed: everywhere, unless a rule
    /// of the most specific key that covers a size class says otherwise there.
    func installed(_ id: String?) -> SizeClassSet {
        guard let id, let rules = rules[id] else { return .all }
        return SizeClassSet(SizeClassPair.all.filter { pair in
            rules.filter { $0.key.matches(pair) }.max { $0.key.rank < $1.key.rank }?.installed ?? true
        })
    }

    /// The element as it is in one size class: its attributes with those of the variations
    /// that cover the pair (the more specific last), and their children (a font) in place
    /// of its own of the same name and key. The element itself when nothing varies.
    static func element(_ node: XMLNode, in pair: SizeClassPair) -> XMLNode {
        let variations = node.children("variation").compactMap { variation in
            VariationKey(variation.attributes["key"] ?? "").map { (key: $0, node: variation) }
        }.filter { $0.key.matches(pair) }.sorted { $0.key.rank < $1.key.rank }
        let varying = variations.filter { $0.node.attributes.count > 1 || $0.node.children.contains { $0.name != "mask" } }
        guard !varying.isEmpty else { return node }
        var attributes = node.attributes
        var children = node.children
        for (_, variation) in varying {
            for (name, value) in variation.attributes where name != "key" { attributes[name] = value }
            for replacement in variation.children where replacement.name != "mask" {
                children.removeAll { $0.name == replacement.name && $0.attributes["key"] == replacement.attributes["key"] }
                children.append(replacement)
            }
        }
        return node.variant(attributes: attributes, children: children)
    }
}

extension VariationKey {
    init(horizontal: SizeClass?, vertical: SizeClass?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

// MARK: - Statements that depend on the size class

/// A script line (or lines) and the size classes it is run in.
struct ConditionalLines {
    var installed: SizeClassSet
    var lines: [String]

    /// The lines as the script writes them: as they are everywhere, else inside
    /// `if CONDITION { … }`; consecutive items of one set share a block, so that the order
    /// is kept (a view is declared before its subviews). Nothing for an empty set.
    static func inOrder(_ items: [ConditionalLines]) -> [String] {
        var lines: [String] = []
        var index = 0
        while index < items.count {
            let set = items[index].installed
            var end = index
            while end < items.count, items[end].installed == set { end += 1 }
            let run = items[index..<end].flatMap(\.lines)
            if let condition = set.condition {
                if !set.isEmpty { lines += ["if \(condition) {"] + run.map { "  " + $0 } + ["}"] }
            } else {
                lines += run
            }
            index = end
        }
        return lines
    }

    /// The lines grouped by size classes: those that hold everywhere in order, then a block
    /// per set in the order the sets first appear, a set and its complement as `if … { … }
    /// else { … }`. For statements whose order does not matter (constraints). `condition`
    /// writes a set's test (the script's by default, Swift's for an export), `indent` a
    /// block's indentation.
    static func grouped(_ items: [ConditionalLines], condition: (SizeClassSet) -> String? = { $0.condition },
                        indent: String = "  ") -> [String] {
        var lines = items.filter { $0.installed == .all }.flatMap(\.lines)
        var order: [SizeClassSet] = []
        var groups: [SizeClassSet: [String]] = [:]
        for item in items where item.installed != .all && !item.installed.isEmpty {
            if groups[item.installed] == nil { order.append(item.installed) }
            groups[item.installed, default: []] += item.lines
        }
        var written: Set<SizeClassSet> = []
        for set in order where !written.contains(set) {
            guard let test = condition(set) else { continue }
            written.insert(set)
            lines += ["if \(test) {"] + (groups[set] ?? []).map { $0.isEmpty ? "" : indent + $0 }
            if let other = groups[set.complement], !written.contains(set.complement) {
                written.insert(set.complement)
                lines += ["} else {"] + other.map { $0.isEmpty ? "" : indent + $0 }
            }
            lines.append("}")
        }
        return lines
    }

    /// One statement's text in each size class (nil where it is not made): written once,
    /// unconditionally, when it is the same everywhere; else once per distinct text with
    /// the size classes that make it.
    static func varying(_ texts: [SizeClassPair: String]) -> [ConditionalLines] {
        varying(texts.mapValues { [$0] })
    }

    /// Several lines' texts in each size class, as ``varying(_:)-([SizeClassPair:String])``.
    static func varying(_ texts: [SizeClassPair: [String]]) -> [ConditionalLines] {
        var order: [[String]] = []
        var sets: [[String]: [SizeClassPair]] = [:]
        for pair in SizeClassPair.all {
            guard let text = texts[pair] else { continue }
            if sets[text] == nil { order.append(text) }
            sets[text, default: []].append(pair)
        }
        return order.map { ConditionalLines(installed: SizeClassSet(sets[$0] ?? []), lines: $0) }
    }
}

// MARK: - The import of a scene's variations

/// What a script's import knows of size classes: the document's variations, each view's
/// size classes, and the canvas's.
struct ImportedSizeClasses {
    var document = InterfaceBuilderVariations()
    /// Where each view is installed, by name: its own mask's size classes and its
    /// superview's (UIKit removes a view's subviews with it). The root is everywhere.
    var views: [String: SizeClassSet] = [:]
    /// The size classes Interface Builder shows the canvas in: the device's in its
    /// orientation, or those of the root's size in a document without a known device.
    var canvas = SizeClassPair(horizontal: .compact, vertical: .regular)
}

extension ScriptWriter {
    /// Reads the variations under `root` and where each view is installed; call after
    /// ``collect(subviewsOf:parent:parentIsStack:)``.
    mutating func noteSizeClasses(root: XMLNode) {
        sizeClasses.document = InterfaceBuilderVariations(root: root)
        if let canvas {
            sizeClasses.canvas = SizeClassPair(canvas.traits(landscape: isLandscape))
        } else {
            let frame = root.child("rect", key: "frame")
            sizeClasses.canvas = SizeClassPair(Traits(size: LayoutSize(
                width: frame?.number("width") ?? 320, height: frame?.number("height") ?? 568)))
        }
        guard !sizeClasses.document.isEmpty else { return }
        for view in views {
            let parent = view.parent.flatMap { sizeClasses.views[$0] } ?? .all
            let installed = sizeClasses.document.installed(view.node.attributes["id"]).intersection(parent)
            sizeClasses.views[view.name] = installed
        }
    }

    /// Where a view (by name) is installed.
    func installed(_ name: String) -> SizeClassSet {
        sizeClasses.views[name] ?? .all
    }

    /// Where the view or guide an IB id names is installed (a guide where its owner is).
    func installed(item id: String?, owner: String) -> SizeClassSet {
        guard let id else { return installed(owner) }
        if let name = names[id] { return installed(name) }
        if let guide = guides[id] { return installed(guide.owner) }
        return .all
    }

    /// A view's declaration (its lines, its scroll view content guide's) in the size classes
    /// it is installed in, then its label's or button's font where a size class changes it.
    mutating func sizedDeclaration(of view: ImportedView) throws(Diagnostic) -> [ConditionalLines] {
        var lines = try declaration(of: view)
        if let content = contentGuides[view.name] {
            // UIScrollView's content area at a zero content offset: what constraints from
            // its subviews to its edges (and its contentLayoutGuide) define, its size
            // theirs to set (Apple's "Working with Scroll Views").
            lines += ["guide \(content) in \(view.name)", "pin \(content).top == \(view.name).top",
                      "pin \(content).left == \(view.name).left"]
        }
        return [ConditionalLines(installed: installed(view.name), lines: lines)] + variedFonts(of: view)
    }

    /// `set title { text "…", 42 }` (and the intrinsic size the import gives that text)
    /// in the size classes whose variation gives a label or button another font.
    func variedFonts(of view: ImportedView) -> [ConditionalLines] {
        let node = view.node
        guard ["label", "button"].contains(node.name),
              node.children("variation").contains(where: { $0.child("fontDescription") != nil }) else { return [] }
        func properties(_ element: XMLNode) -> String {
            var parts: [String] = []
            if element.name == "label" {
                var arguments = [ScriptText.quoted(Self.labelText(element)), ScriptText.number(fontSize(element) ?? 17)]
                let lines = element.number("numberOfLines") ?? 1
                if lines != 1 { arguments.append(ScriptText.number(lines)) }
                let weight = Self.font(of: element).weight
                parts.append("text " + arguments.joined(separator: ", ") + (weight == .regular ? "" : " weight \(weight.rawValue)"))
            }
            if let size = controlSize(of: element) { parts.append("intrinsic \(size)") }
            return parts.joined(separator: "; ")
        }
        let base = properties(node)
        var texts: [SizeClassPair: String] = [:]
        for pair in installed(view.name).pairs {
            let varied = properties(InterfaceBuilderVariations.element(node, in: pair))
            if varied != base, !varied.isEmpty { texts[pair] = "set \(view.name) { \(varied) }" }
        }
        return ConditionalLines.varying(texts)
    }

    /// Comments for the variations of a view the import cannot read: a key IB does not
    /// write, an attribute that is not a stack view's axis, spacing, alignment or
    /// distribution or a constraint's, a child that is not a font or mask.
    func variationNotes(of node: XMLNode) -> [String] {
        var notes: [String] = []
        let readAttributes: Set<String> = node.name == "stackView" ? ["key", "axis", "spacing", "alignment", "distribution"] : ["key"]
        for variation in node.children("variation") {
            let key = variation.attributes["key"] ?? ""
            guard VariationKey(key) != nil else {
                notes.append("# not imported: <variation key=\"\(key)\"> (line \(variation.line)), not a size class Interface Builder writes")
                continue
            }
            let attributes = variation.attributes.keys.filter { !readAttributes.contains($0) }.sorted()
            let children = variation.children.filter {
                $0.name != "mask" && !($0.name == "fontDescription" && ["label", "button"].contains(node.name))
            }.map { "<\($0.name)>" }
            if !attributes.isEmpty || !children.isEmpty {
                notes.append("# not imported: <variation key=\"\(key)\"> (line \(variation.line)) sets \((attributes + children).joined(separator: ", "))")
            }
        }
        return notes
    }

    /// A stack's `hstack`/`vstack` call in each size class it is installed in: the
    /// arranged views installed there (UIStackView drops a removed view from its arranged
    /// subviews), the axis and spacing the stack's variations give it there.
    func sizedStackCall(_ stack: ImportedView) -> [ConditionalLines] {
        let installed = self.installed(stack.name)
        let arranged = views.filter { $0.parent == stack.name }
        guard installed != .all || stack.node.children("variation").contains(where: { $0.attributes.count > 1 })
                || arranged.contains(where: { self.installed($0.name) != .all }) else {
            return [ConditionalLines(installed: .all, lines: [stackCall(stack)])]
        }
        var texts: [SizeClassPair: String] = [:]
        for pair in installed.pairs {
            var writer = self
            writer.views = views.filter { $0.parent != stack.name || self.installed($0.name).contains(pair) }
            var varied = stack
            varied.node = InterfaceBuilderVariations.element(stack.node, in: pair)
            texts[pair] = writer.stackCall(varied)
        }
        return ConditionalLines.varying(texts)
    }

    /// A `<constraint>`'s lines in the size classes it is installed in — those of its
    /// variations, its views' and the view that holds it — each with the constant its
    /// variations give it there; and its description where the canvas has it.
    func sizedConstraint(_ node: XMLNode, owner: String) throws(Diagnostic) -> (lines: [ConditionalLines], description: String?) {
        let installed = sizeClasses.document.installed(node.attributes["id"])
            .intersection(self.installed(owner))
            .intersection(self.installed(item: node.attributes["firstItem"], owner: owner))
            .intersection(node.attributes["secondItem"].map { self.installed(item: $0, owner: owner) } ?? .all)
        let varies = node.children("variation").contains { $0.attributes.count > 1 }
        let notes = node.children("variation").filter { VariationKey($0.attributes["key"] ?? "") == nil }.map {
            "# not imported: <variation key=\"\($0.attributes["key"] ?? "")\"> (line \($0.line)) of the constraint below, not a size class Interface Builder writes"
        }
        let (lines, description) = try sizedConstraint(node, owner: owner, installed: installed, varies: varies)
        return ((notes.isEmpty ? [] : [ConditionalLines(installed: .all, lines: notes)]) + lines, description)
    }

    private func sizedConstraint(_ node: XMLNode, owner: String, installed: SizeClassSet, varies: Bool) throws(Diagnostic)
        -> (lines: [ConditionalLines], description: String?) {
        guard installed != .all || varies else {
            let (line, description) = try constraintLine(node, owner: owner)
            return ([ConditionalLines(installed: .all, lines: [line])], description)
        }
        let (base, _) = try constraintLine(node, owner: owner)
        if base.hasPrefix("#") {
            // Not imported in any size class (a guide Tether lacks).
            return ([ConditionalLines(installed: .all, lines: [base])], nil)
        }
        guard !installed.isEmpty else {
            return ([ConditionalLines(installed: .all, lines: ["# installed in no size class, not imported: \(base)"])], nil)
        }
        var texts: [SizeClassPair: String] = [:]
        var description: String?
        for pair in installed.pairs {
            let (line, made) = try constraintLine(InterfaceBuilderVariations.element(node, in: pair), owner: owner)
            texts[pair] = line
            if pair == sizeClasses.canvas { description = made }
        }
        return (ConditionalLines.varying(texts), description)
    }

    /// The root line with the canvas's size classes (`traits compact regular`) where the
    /// root's size alone would give others (a cell, a sheet, an iPhone in landscape wider
    /// than 678 points) and either the script tests them or the root is a xib's view on a
    /// portrait iPhone (``givesPortraitPhoneOrientation``): there they also give the root its
    /// orientation, the device's, not its own size's (a view 414 × 277 is in portrait, its
    /// minimum side margins 20, as IB lays it out); and the canvas's scale (`scale 3`: text
    /// rounds to its pixel); then the root's variations the import cannot read, as comments.
    func sizedRootLines(_ lines: [String], root: XMLNode, uses: Bool) -> [String] {
        withCanvasScale(withCanvasTraits(lines, uses: uses)) + variationNotes(of: root)
    }

    private func withCanvasScale(_ lines: [String]) -> [String] {
        guard let scale = canvas?.scale, let first = lines.first, first.hasPrefix("root ") else { return lines }
        let statement = Self.statement(of: first)
        return [statement + " scale \(ScriptText.number(scale))" + first[statement.endIndex...]] + lines.dropFirst()
    }

    private func withCanvasTraits(_ lines: [String], uses: Bool) -> [String] {
        guard uses || givesPortraitPhoneOrientation, let first = lines.first, first.hasPrefix("root "),
              !first.hasPrefix("root device") else { return lines }
        let statement = Self.statement(of: first)
        let parts = statement.split(separator: " ")
        guard parts.count >= 4, let width = Double(parts[1]), let height = Double(parts[3]) else { return lines }
        let own = SizeClassPair(Traits(size: LayoutSize(width: width, height: height)))
        guard own != sizeClasses.canvas else { return lines }
        let clause = " traits \(sizeClasses.canvas.horizontal.rawValue) \(sizeClasses.canvas.vertical.rawValue)"
        return [statement + clause + first[statement.endIndex...]] + lines.dropFirst()
    }

    /// Whether the root is a xib's own view (no view controller's, no cell) on a portrait
    /// iPhone's canvas, whose size classes (compact × regular) also give its orientation:
    /// portrait, whatever its own size. Outside the corpus, every such view at least 400
    /// points wide with a constraint to its leading margin stores it 20 inside (17 of 17, 5
    /// repositories: Zotero, OsmAnd, Element, WooCommerce, ProtonVPN), the minimum side
    /// margin of a portrait root that wide, where a view wider than tall had it in
    /// landscape by its own size, at 16.
    private var givesPortraitPhoneOrientation: Bool {
        owner == nil && !isCell && !isLandscape && sizeClasses.canvas == SizeClassPair(horizontal: .compact, vertical: .regular)
    }

    /// A root line without its comment (`  # …`).
    private static func statement(of line: String) -> Substring {
        let bytes = Array(line.utf8)
        let marker = Array("  #".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return line[...] }
        return line[..<line.utf8.index(line.utf8.startIndex, offsetBy: start)]
    }
}
