import LayoutScript

/// What an export does differently in each size class, from the script replayed in each
/// (``SwiftExport/sizeClassModels(of:scriptName:container:)``): views that exist in some
/// size classes only, added to and removed from the hierarchy as UIKit does for a view
/// uninstalled in a size class; settings that differ (a stack's axis, a label's font); and
/// the constraints of each size class, activated and deactivated in
/// `updateForSizeClasses()`, which `traitCollectionDidChange(_:)` calls when a size class
/// changes. Empty when the script makes the same everywhere.
struct SizeClassVariations {
    let writer: SwiftWriter
    /// The views added and removed as the size classes change: those that exist where
    /// their superview does not (a subview of such a view comes and goes with it).
    private(set) var toggled: [ExportedView] = []
    /// Each view's settings that every size class shares, by name.
    private(set) var sharedProperties: [String: [String]] = [:]
    /// The settings that differ, in the size classes that have them.
    private(set) var variedProperties: [ConditionalLines] = []
    /// The constraints every size class has, in the script's order.
    private(set) var commonConstraints: [ExportModel.Item]
    /// The others, with the size classes that have them.
    private(set) var variedConstraints: [(installed: SizeClassSet, item: ExportModel.Item)] = []

    init(writer: SwiftWriter) {
        self.writer = writer
        let models = writer.sizeClassModels
        guard !models.isEmpty else {
            commonConstraints = writer.model.constraints
            return
        }
        for view in writer.views {
            let installed = writer.presence[view.name] ?? .all
            let superview = writer.presence[view.superview] ?? .all
            if installed != superview, !view.isContentView { toggled.append(view) }
            let instances = Dictionary(installed.pairs.compactMap { pair in
                models[pair]?.views.first { $0.name == view.name }.map { (pair, $0) }
            }, uniquingKeysWith: { first, _ in first })
            let plain = instances.mapValues { writer.properties(of: $0) }
            var lines = plain
            if Set(plain.values).count > 1 {
                // Set in every size class, UIKit's defaults included, so that each one sets
                // back what another changed.
                lines = instances.mapValues { writer.properties(of: $0, explicit: true) }
            }
            let first = installed.pairs.first.flatMap { lines[$0] } ?? []
            // What every size class sets alike, but a default none of them needs to set.
            let shared = first.filter { line in lines.values.allSatisfy { $0.contains(line) } }
                .filter { line in plain.values.contains { $0.contains(line) } }
            let common = first.filter { line in lines.values.allSatisfy { $0.contains(line) } }
            sharedProperties[view.name] = shared
            let creations = Set(instances.values.map { writer.creation(of: $0) })
            if creations.count > 1 {
                sharedProperties[view.name]?.insert(
                    "// \(view.swiftName) is \(creations.sorted().joined(separator: " or ")) by size class; the export makes the first", at: 0)
            }
            variedProperties += ConditionalLines.varying(lines.mapValues { $0.filter { !common.contains($0) } })
                .filter { !$0.lines.isEmpty }
        }
        // Constraints by their Swift text (which holds the script line that made them).
        var order: [String] = []
        var items: [String: ExportModel.Item] = [:]
        var sets: [String: [SizeClassPair]] = [:]
        for pair in SizeClassPair.all {
            for item in models[pair]?.constraints ?? [] {
                let key = writer.key(of: item)
                if items[key] == nil { order.append(key); items[key] = item }
                sets[key, default: []].append(pair)
            }
        }
        commonConstraints = order.filter { sets[$0]?.count == 4 }.compactMap { items[$0] }
        variedConstraints = order.filter { sets[$0]?.count != 4 }.compactMap { key in
            items[key].map { (SizeClassSet(sets[key] ?? []), $0) }
        }
    }

    /// Whether nothing differs between size classes.
    var isEmpty: Bool { toggled.isEmpty && variedProperties.isEmpty && variedConstraints.isEmpty }

    /// A view's statements in `addViews()`: its shared settings, and its addition unless it
    /// comes and goes with the size classes.
    func setup(of view: ExportedView) -> [String] {
        guard !writer.sizeClassModels.isEmpty else { return writer.setup(of: view) }
        let addition = toggled.contains { $0.name == view.name } ? nil : writer.addition(of: view)
        return (sharedProperties[view.name] ?? []) + [addition].compactMap { $0 }
    }

    private var hasVariedFormats: Bool {
        variedConstraints.contains { if case .format = $0.item { true } else { false } }
    }

    private var hasVariedSingles: Bool {
        variedConstraints.contains { if case .single = $0.item { true } else { false } }
    }

    /// The stored properties that hold the active size class's constraints.
    var storedProperties: [String] {
        var lines: [String] = []
        if writer.style == .snapKit, hasVariedSingles {
            lines.append("private var sizeClassSnapConstraints: [Constraint] = []")
        }
        if writer.style == .anchors ? !variedConstraints.isEmpty : hasVariedFormats {
            lines.append("private var sizeClassConstraints: [NSLayoutConstraint] = []")
        }
        return lines
    }

    /// `traitCollectionDidChange(_:)` and `updateForSizeClasses()`.
    func methods() -> [String] {
        guard !isEmpty else { return [] }
        var body: [String] = []
        let snap = writer.style == .snapKit && hasVariedSingles
        let layout = writer.style == .anchors ? !variedConstraints.isEmpty : hasVariedFormats
        if snap { body.append("sizeClassSnapConstraints.forEach { $0.deactivate() }") }
        if layout { body.append("NSLayoutConstraint.deactivate(sizeClassConstraints)") }
        // Consecutive views of the same size classes in one block.
        var index = 0
        while index < toggled.count {
            let installed = writer.presence[toggled[index].name] ?? .all
            var end = index
            while end < toggled.count, writer.presence[toggled[end].name] == installed { end += 1 }
            let run = toggled[index..<end]
            index = end
            guard let condition = installed.swiftCondition else { continue }
            body += ["if \(condition) {"] + run.flatMap(additionIfAbsent).map { "    " + $0 } + ["} else {"]
                + run.map { "    " + removal(of: $0) } + ["}"]
        }
        body += ConditionalLines.grouped(variedProperties, condition: { $0.swiftCondition }, indent: "    ")
        if snap || layout {
            if snap { body.append("var snapConstraints: [Constraint] = []") }
            if layout { body.append("var constraints: [NSLayoutConstraint] = []") }
            body += ConditionalLines.grouped(constraintBlocks(), condition: { $0.swiftCondition }, indent: "    ")
            if snap { body += ["sizeClassSnapConstraints = snapConstraints", "snapConstraints.forEach { $0.activate() }"] }
            if layout { body += ["sizeClassConstraints = constraints", "NSLayoutConstraint.activate(constraints)"] }
        }
        let text = body.joined(separator: "\n")
        var classes: [String] = []
        if text.contains("horizontal ==") {
            classes.append("let horizontal: UIUserInterfaceSizeClass = traitCollection.horizontalSizeClass == .regular ? .regular : .compact")
        }
        if text.contains("vertical ==") {
            classes.append("let vertical: UIUserInterfaceSizeClass = traitCollection.verticalSizeClass == .regular ? .regular : .compact")
        }
        return [
            "",
            "override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {",
            "    super.traitCollectionDidChange(previousTraitCollection)",
            "    guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass",
            "        || previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }",
            "    updateForSizeClasses()",
            "}",
            "",
            "/// What the script makes differently in each size class (an unspecified one counts as",
            "/// compact): the views that exist there, their settings, the constraints.",
            "private func updateForSizeClasses() {",
        ] + (classes + body).map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
    }

    /// Adds a view that comes and goes with the size classes, unless it is there: a stack's
    /// arranged view before the first of its later siblings that is arranged now.
    private func additionIfAbsent(_ view: ExportedView) -> [String] {
        let name = view.swiftName
        if case .guide = view.kind {
            return ["if \(name).owningView == nil { \(writer.addition(of: view) ?? "") }"]
        }
        guard view.isArranged else { return ["if \(name).superview == nil { \(writer.addition(of: view) ?? "") }"] }
        let stack = writer.swiftNames[view.superview] ?? view.superview
        let siblings = writer.views.filter { $0.superview == view.superview && $0.isArranged }
        let later = siblings.drop { $0.name != view.name }.dropFirst().map(\.swiftName)
        guard !later.isEmpty else { return ["if \(name).superview == nil { \(stack).addArrangedSubview(\(name)) }"] }
        return [
            "if \(name).superview == nil {",
            "    let index = \(stack).arrangedSubviews.firstIndex { [\(later.joined(separator: ", "))].contains($0) }",
            "    \(stack).insertArrangedSubview(\(name), at: index ?? \(stack).arrangedSubviews.count)",
            "}",
        ]
    }

    /// Takes a view out of the hierarchy (a stack's arranged view out of its arrangement
    /// too, as UIStackView does), or a guide from its owner.
    private func removal(of view: ExportedView) -> String {
        if case .guide = view.kind { return "\(writer.receiver(of: view.superview))removeLayoutGuide(\(view.swiftName))" }
        return "\(view.swiftName).removeFromSuperview()"
    }

    /// The statements that make the size classes' constraints and collect them, by size
    /// classes: with anchors one `append` each; with SnapKit one `prepareConstraints` per
    /// first item and size classes, as `makeConstraints` groups them.
    private func constraintBlocks() -> [ConditionalLines] {
        var blocks: [ConditionalLines] = []
        var snapGroups: [(installed: SizeClassSet, item: String, lines: [String])] = []
        for (installed, item) in variedConstraints {
            switch item {
            case .single(let written, let identifier) where writer.style == .snapKit:
                let constraint = SwiftWriter.viewFirst(written)
                let line = writer.snapKitLine(constraint, identifier: identifier)
                if let index = snapGroups.firstIndex(where: { $0.installed == installed && $0.item == constraint.firstItem }) {
                    snapGroups[index].lines.append(line)
                } else {
                    snapGroups.append((installed, constraint.firstItem, [line]))
                }
            case .single(let written, let identifier):
                blocks.append(ConditionalLines(installed: installed, lines: [
                    "constraints.append(\(writer.anchorExpression(written))\(writer.modifiers(written, identifier: identifier)))",
                ]))
            case .format(let use, _, let identifier):
                let lines = writer.formatConstraints(use, identifier: identifier)
                blocks.append(ConditionalLines(installed: installed, lines: ["constraints += " + (lines.first ?? "")] + lines.dropFirst()))
            }
        }
        for group in snapGroups {
            let base = writer.object(group.item)
            blocks.append(ConditionalLines(installed: group.installed, lines: [
                "snapConstraints += \(base == "self" ? "" : base + ".")snp.prepareConstraints { make in",
            ] + group.lines.map { "    " + $0 } + ["}"]))
        }
        return blocks
    }
}

extension SwiftWriter {
    /// What identifies a constraint item across size classes: its Swift text, identifier
    /// (the script line) included.
    func key(of item: ExportModel.Item) -> String {
        switch item {
        case .single(let constraint, let identifier): anchorExpression(constraint) + modifiers(constraint, identifier: identifier)
        case .format(let use, _, let identifier): formatConstraints(use, identifier: identifier).joined(separator: "\n")
        }
    }
}
