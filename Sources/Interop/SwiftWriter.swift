import AutoLayout
import Foundation
import LayoutScript

/// Writes an ``ExportModel`` as Swift, indented and wrapped as a person would write it.
struct SwiftWriter {
    let model: ExportModel
    let style: SwiftExport.Style
    /// The script's export in each size class, when they differ (empty when one serves all).
    let sizeClassModels: [SizeClassPair: ExportModel]
    /// Every view of every size class, a superview before its subviews.
    let views: [ExportedView]
    /// Where each view exists, by name.
    let presence: [String: SizeClassSet]
    /// Each view's Swift name, by name.
    let swiftNames: [String: String]
    /// The platform's classes and types.
    var names: ExportPlatformNames { model.platform.exportNames }
    /// Whether the export is AppKit's.
    var isAppKit: Bool { model.platform == .appkit }

    init(model: ExportModel, style: SwiftExport.Style, sizeClassModels: [SizeClassPair: ExportModel] = [:]) {
        self.model = model
        self.style = style
        self.sizeClassModels = sizeClassModels
        (views, presence, swiftNames) = Self.merged(model, sizeClassModels)
    }

    func write() -> String {
        let variations = SizeClassVariations(writer: self)
        let superclass = model.container.superclass
        var lines: [String] = [
            "// \(model.typeName).swift: made by `tether export\(style == .snapKit ? " --snapkit" : " --swift")` from \(model.scriptName).",
            "// Each constraint's identifier is the script line that made it (or the script's own",
            "// identifier), so a console log of a conflict points back at the script.",
            "",
            "import \(names.framework)",
        ]
        if style == .snapKit { lines.append("import SnapKit") }
        let superclassName = isAppKit ? names.view : superclass.rawValue
        let initializer = isAppKit ? names.initializer : superclass.initializer
        lines += ["", "final class \(model.typeName): \(superclassName) {"]
        for view in views where !view.isContentView { lines.append("    let \(view.swiftName) = \(creation(of: view))") }
        lines += variations.storedProperties.map { "    " + $0 }
        let marginsGuides = marginsGuideSetup()
        lines += marginsGuideProperties().map { "    " + $0 }
        if views.contains(where: { !$0.isContentView }) || !variations.storedProperties.isEmpty || !marginsGuides.additions.isEmpty {
            lines.append("")
        }
        let setUp = ["addViews()", "addConstraints()"] + (variations.isEmpty ? [] : ["updateForSizeClasses()"])
        lines += ["    \(initializer.declaration) {", "        \(initializer.superCall)"]
        lines += setUp.map { "        " + $0 }
        lines += ["    }", "", "    required init?(coder: NSCoder) {", "        super.init(coder: coder)"]
        lines += setUp.map { "        " + $0 }
        lines += ["    }", "", "    private func addViews() {"]
        var body: [String] = rootSetup()
        for view in views {
            let setup = variations.setup(of: view)
            guard !setup.isEmpty else { continue }
            if !body.isEmpty, body.last != "" { body.append("") }
            body += setup
        }
        if !marginsGuides.additions.isEmpty {
            if !body.isEmpty { body.append("") }
            body += marginsGuides.additions
        }
        lines += body.map { $0.isEmpty ? "" : "        " + $0 }
        lines += ["    }", "", "    private func addConstraints() {"]
        var constraintBody = constraintLines(variations.commonConstraints)
        if !marginsGuides.constraints.isEmpty {
            if !constraintBody.isEmpty { constraintBody.append("") }
            constraintBody += marginsGuides.constraints
        }
        lines += constraintBody.map { $0.isEmpty ? "" : "        " + $0 }
        lines += ["    }"]
        lines += windowSizeMethod().map { $0.isEmpty ? "" : "    " + $0 }
        lines += variations.methods().map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        lines += helpers()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The views of the model and of every size class's, each once, in an order that puts a
    /// superview before its subviews (each model's order, a view missing from the first
    /// after the one it follows in its own); where each exists; their Swift names.
    static func merged(_ model: ExportModel, _ others: [SizeClassPair: ExportModel])
        -> ([ExportedView], [String: SizeClassSet], [String: String]) {
        guard !others.isEmpty else {
            return (model.views, Dictionary(model.views.map { ($0.name, SizeClassSet.all) }, uniquingKeysWith: { first, _ in first }),
                    model.swiftNames)
        }
        var views = model.views
        var swiftNames = model.swiftNames
        var used = Set(swiftNames.values)
        for pair in SizeClassPair.all {
            guard let other = others[pair] else { continue }
            var previous: String?
            for view in other.views {
                defer { previous = view.name }
                guard !views.contains(where: { $0.name == view.name }) else { continue }
                var added = view
                if swiftNames[view.name] == nil {
                    while used.contains(added.swiftName) { added.swiftName += "_" }
                    used.insert(added.swiftName)
                    swiftNames[view.name] = added.swiftName
                }
                added.swiftName = swiftNames[view.name] ?? added.swiftName
                let index = previous.flatMap { name in views.firstIndex { $0.name == name } }.map { $0 + 1 } ?? 0
                views.insert(added, at: index)
            }
        }
        var presence: [String: SizeClassSet] = [:]
        for view in views {
            presence[view.name] = SizeClassSet(SizeClassPair.all.filter { pair in
                others[pair]?.views.contains { $0.name == view.name } ?? false
            })
        }
        return (views, presence, swiftNames)
    }

    // MARK: Views

    func creation(of view: ExportedView) -> String {
        isAppKit ? appKitCreation(of: view) : uiKitCreation(of: view)
    }

    /// UIKit's class for each kind.
    func uiKitCreation(of view: ExportedView) -> String {
        switch view.kind {
        case .label: "UILabel()"
        case .button: "UIButton(type: .system)"
        case .textField: "UITextField()"
        case .imageView: "UIImageView()"
        case .toggle: "UISwitch()"
        case .toolbar: "UIToolbar()"
        case .scrollView: "UIScrollView()"
        case .stack: "UIStackView()"
        case .guide: "UILayoutGuide()"
        case .intrinsic:
            "IntrinsicSizeView(width: \(dimension(view.view.intrinsicWidth)), height: \(dimension(view.view.intrinsicHeight)))"
        case .plain: "UIView()"
        }
    }

    /// AppKit's class for each kind: a label is `NSTextField(labelWithString:)` (macOS
    /// 10.12), a switch `NSSwitch` (10.15); AppKit's toolbar belongs to the window, not the
    /// view hierarchy, so std/controls' toolbar is a plain `NSView`.
    func appKitCreation(of view: ExportedView) -> String {
        switch view.kind {
        case .label: "NSTextField(labelWithString: \(Self.quoted(view.view.text?.text ?? "")))"
        case .button: "NSButton(title: \(Self.quoted(Self.string(view.kindUse?.arguments ?? [], 0) ?? "")), target: nil, action: nil)"
        case .textField: "NSTextField()"
        case .imageView: "NSImageView()"
        case .toggle: "NSSwitch()"
        case .scrollView: "NSScrollView()"
        case .stack: "NSStackView()"
        case .guide: "NSLayoutGuide()"
        case .intrinsic:
            "IntrinsicSizeView(width: \(dimension(view.view.intrinsicWidth)), height: \(dimension(view.view.intrinsicHeight)))"
        case .toolbar, .plain: "NSView()"
        }
    }

    func dimension(_ value: Double?) -> String {
        value.map(Self.number) ?? "\(names.view).noIntrinsicMetric"
    }

    /// The root view's own settings (margins).
    func rootSetup() -> [String] {
        guard let root = model.rootView else { return [] }
        return margins(of: root, receiver: "")
    }

    /// A view's setup and its addition to its superview.
    func setup(of view: ExportedView) -> [String] {
        properties(of: view) + [addition(of: view)].compactMap { $0 } + arrangedSettings(of: view)
    }

    /// What sets a view up, without adding it: its class's properties (all of them that it
    /// has with `explicit`, even at UIKit's defaults, so that a size class can set them back),
    /// priorities, hidden, margins, autoresizing. A container's content view only takes its
    /// margins: UIKit makes and sizes it.
    func properties(of view: ExportedView, explicit: Bool = false) -> [String] {
        let name = view.swiftName
        if view.isContentView { return margins(of: view.view, receiver: name + ".") }
        if case .guide = view.kind {
            // NSLayoutGuide's identifier is an NSUserInterfaceItemIdentifier.
            return ["\(name).identifier = \(isAppKit ? "NSUserInterfaceItemIdentifier(\(Self.quoted(view.name)))" : Self.quoted(view.name))"]
        }
        var lines: [String] = []
        if isAppKit {
            lines += appKitProperties(of: view, explicit: explicit)
        } else {
            lines += uiKitProperties(of: view, explicit: explicit)
        }
        lines += priorities(of: view)
        if view.view.isHidden || explicit { lines.append("\(name).isHidden = \(view.view.isHidden)") }
        lines += margins(of: view.view, receiver: name + ".")
        let insets = view.view.alignmentInsets
        let isSwitch = if case .toggle = view.kind { true } else { false }
        if insets != .zero, !(isSwitch && insets == LayoutInsets(right: 2)) {
            // `alignmentRectInsets` is read-only on UIView and NSView: a class of the app's
            // overrides it (a UISwitch has its own, std/controls' toggle's).
            let (left, right) = view.view.alignmentInsetsAreDirectional ? ("leading", "trailing") : ("left", "right")
            lines.append("// \(name)'s frame reaches past its alignment rectangle by (top \(Self.number(insets.top)), "
                + "\(left) \(Self.number(insets.left)), bottom \(Self.number(insets.bottom)), \(right) \(Self.number(insets.right))): "
                + "override alignmentRectInsets in its class to return them.")
        }
        if view.view.translatesAutoresizingMaskIntoConstraints {
            lines += autoresizing(of: view)
        } else {
            lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
        }
        return lines
    }

    /// A UIKit view's class's properties.
    func uiKitProperties(of view: ExportedView, explicit: Bool) -> [String] {
        let name = view.swiftName
        var lines: [String] = []
        let arguments = view.kindUse?.arguments ?? []
        switch view.kind {
        case .label:
            if let text = view.view.text {
                lines.append("\(name).text = \(Self.quoted(text.text))")
                if let style = text.style {
                    // A text style follows the reader's text size, as Tether's `--text-size`.
                    lines.append("\(name).font = .preferredFont(forTextStyle: .\(style))")
                    lines.append("\(name).adjustsFontForContentSizeCategory = true")
                } else {
                    lines.append("\(name).font = .systemFont(ofSize: \(Self.number(text.size)))")
                }
                if text.lines != 1 || explicit { lines.append("\(name).numberOfLines = \(text.lines)") }
                lines += paragraphStyle(of: text, label: name)
            }
        case .button:
            lines.append("\(name).setTitle(\(Self.quoted(Self.string(arguments, 0) ?? "")), for: .normal)")
            lines.append("\(name).titleLabel?.font = .systemFont(ofSize: \(Self.number(Self.number(arguments, 1) ?? 15)))")
        case .textField:
            lines.append("\(name).placeholder = \(Self.quoted(Self.string(arguments, 0) ?? ""))")
            lines.append("\(name).borderStyle = .\(Self.string(arguments, 2) ?? "roundedRect")")
        case .imageView:
            if let width = view.view.intrinsicWidth, let height = view.view.intrinsicHeight {
                lines.append("// UIKit sizes an image view by its image: give \(name) one of \(Self.number(width)) × \(Self.number(height)) points.")
            }
        case .stack(let stack):
            lines += stackSetup(name, stack, explicit: explicit)
        default:
            break
        }
        return lines
    }

    /// A label's paragraph style (`lineSpacing`, `lineHeightMultiple`, `minimumLineHeight`,
    /// `maximumLineHeight`: grammar.md, Text) as
    /// an `NSMutableParagraphStyle` on its attributed text; UILabel draws the ranges that
    /// name no font in its own `font`. None where the text has neither.
    func paragraphStyle(of text: TextContent, label name: String) -> [String] {
        guard text.lineSpacing > 0 || text.lineHeightMultiple > 0 || text.minimumLineHeight > 0 || text.maximumLineHeight > 0 else { return [] }
        var lines = ["let \(name)Paragraph = NSMutableParagraphStyle()"]
        if text.lineSpacing > 0 { lines.append("\(name)Paragraph.lineSpacing = \(Self.number(text.lineSpacing))") }
        if text.lineHeightMultiple > 0 { lines.append("\(name)Paragraph.lineHeightMultiple = \(Self.number(text.lineHeightMultiple))") }
        if text.minimumLineHeight > 0 { lines.append("\(name)Paragraph.minimumLineHeight = \(Self.number(text.minimumLineHeight))") }
        if text.maximumLineHeight > 0 { lines.append("\(name)Paragraph.maximumLineHeight = \(Self.number(text.maximumLineHeight))") }
        lines.append("\(name).attributedText = NSAttributedString(string: \(Self.quoted(text.text)), attributes: [.paragraphStyle: \(name)Paragraph])")
        return lines
    }

    /// An AppKit view's class's properties: a label's font (`NSFont.systemFont(ofSize:)`,
    /// or `preferredFont(forTextStyle:)`, macOS 11) and line limit (NSTextField's
    /// `maximumNumberOfLines`, 0 for none), a button's font, a text field's
    /// `placeholderString`, a stack's settings (``nsStackSetup(_:_:)``).
    func appKitProperties(of view: ExportedView, explicit: Bool) -> [String] {
        let name = view.swiftName
        var lines: [String] = []
        let arguments = view.kindUse?.arguments ?? []
        switch view.kind {
        case .label:
            if let text = view.view.text {
                lines.append(text.style.map { "\(name).font = .preferredFont(forTextStyle: .\($0))" }
                    ?? "\(name).font = .systemFont(ofSize: \(Self.number(text.size)))")
                if text.lines != 1 || explicit { lines.append("\(name).maximumNumberOfLines = \(text.lines)") }
            }
        case .button:
            lines.append("\(name).font = .systemFont(ofSize: \(Self.number(Self.number(arguments, 1) ?? 13)))")
        case .textField:
            lines.append("\(name).placeholderString = \(Self.quoted(Self.string(arguments, 0) ?? ""))")
        case .imageView:
            if let width = view.view.intrinsicWidth, let height = view.view.intrinsicHeight {
                lines.append("// AppKit sizes an image view by its image: give \(name) one of \(Self.number(width)) × \(Self.number(height)) points.")
            }
        case .stack(let stack):
            lines += nsStackSetup(name, stack)
        default:
            break
        }
        return lines
    }

    /// An autoresizing view's mask and frame. AppKit's frames are from the superview's
    /// bottom-left unless it is flipped (NSView's `isFlipped`, false by default), so its
    /// margins turn over (`.minYMargin` is the bottom) and its `y` is measured from the
    /// superview's bottom edge (NSView.AutoresizingMask's documentation).
    func autoresizing(of view: ExportedView) -> [String] {
        let name = view.swiftName
        var lines: [String] = []
        let mask = isAppKit ? Self.appKitMaskNames(view.view.autoresizingMask) : Self.maskNames(view.view.autoresizingMask)
        lines.append("\(name).autoresizingMask = [\(mask.map { "." + $0 }.joined(separator: ", "))]")
        guard let frame = view.view.designedFrame else { return lines }
        var y = frame.y
        if isAppKit {
            guard let height = superviewHeight(of: view) else { return lines }
            y = height - frame.y - frame.height
        }
        lines.append("\(name).frame = \(isAppKit ? "NSRect" : "CGRect")(x: \(Self.number(frame.x)), y: \(Self.number(y)), width: \(Self.number(frame.width)), height: \(Self.number(frame.height)))")
        return lines
    }

    /// The height a view's superview is designed at (the root's, or the superview's own
    /// designed frame), for AppKit's bottom-left frames.
    func superviewHeight(of view: ExportedView) -> Double? {
        if swiftNames[view.superview] == "self" { return model.rootView?.designedFrame?.height }
        return views.first { $0.name == view.superview }?.view.designedFrame?.height
    }

    /// The statement that adds a view to its superview (a stack's arranged subviews, a
    /// guide's owner); nil for a container's content view, which UIKit adds.
    func addition(of view: ExportedView) -> String? {
        let name = view.swiftName
        if view.isContentView { return nil }
        if case .guide = view.kind { return "\(receiver(of: view.superview))addLayoutGuide(\(name))" }
        if isAppKit, view.isArranged, let area = gravityArea(of: view) {
            return "\(swiftNames[view.superview] ?? view.superview).addView(\(name), in: .\(area))"
        }
        if view.isArranged { return "\(swiftNames[view.superview] ?? view.superview).addArrangedSubview(\(name))" }
        return "\(receiver(of: view.superview))addSubview(\(name))"
    }

    /// `card.` for a subview's superview, nothing for the root (the class itself), or
    /// `contentView.` in a container that has one where the script has none: a cell's views
    /// belong in its content view.
    func receiver(of superview: String) -> String {
        let name = swiftNames[superview] ?? superview
        if name == "self", model.container.superclass.hasContentView, model.container.contentView == nil { return "contentView." }
        return name == "self" ? "" : name + "."
    }

    func priorities(of view: ExportedView) -> [String] {
        var lines: [String] = []
        // A view made in code has UIView's priorities whatever its class (UILayoutPriority's
        // defaultLow hugging, defaultHigh resistance), as an engine's new view has.
        let values = [
            ("setContentHuggingPriority", view.view.contentHugging.horizontal, LayoutPriority.defaultLow, "horizontal"),
            ("setContentHuggingPriority", view.view.contentHugging.vertical, LayoutPriority.defaultLow, "vertical"),
            ("setContentCompressionResistancePriority", view.view.compressionResistance.horizontal, LayoutPriority.defaultHigh, "horizontal"),
            ("setContentCompressionResistancePriority", view.view.compressionResistance.vertical, LayoutPriority.defaultHigh, "vertical"),
        ]
        for (method, value, standard, axis) in values where value != standard {
            lines.append("\(view.swiftName).\(method)(\(priority(value.value)), for: .\(axis))")
        }
        return lines
    }

    func margins(of view: View, receiver: String) -> [String] {
        // NSView has no layout margins: an AppKit script's are written as guides (``marginGuides``).
        guard !isAppKit else { return [] }
        var lines: [String] = []
        let margins = view.layoutMargins
        if let insets = margins.insets {
            let values = [insets.top, insets.left, insets.bottom, insets.right].map(Self.number)
            lines.append(margins.isDirectional
                ? "\(receiver)directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), trailing: \(values[3]))"
                : "\(receiver)layoutMargins = UIEdgeInsets(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))")
        }
        if margins.preservesSuperviewMargins { lines.append("\(receiver)preservesSuperviewLayoutMargins = true") }
        if !margins.insetsFromSafeArea { lines.append("\(receiver)insetsLayoutMarginsFromSafeArea = false") }
        return lines
    }

    /// A stack's axis, spacing, distribution and alignment, from std/stack's arguments
    /// (spacing, distribution, alignment, inset, marginsRelative, baselineRelative,
    /// spacingAfter), with the module's defaults; UIKit's defaults too with `explicit`.
    func stackSetup(_ name: String, _ stack: Provenance.StackUse, explicit: Bool = false) -> [String] {
        let arguments = stack.arguments
        var lines = ["\(name).axis = .\(stack.isHorizontal ? "horizontal" : "vertical")"]
        let spacing = Self.number(arguments, 0) ?? 8
        if spacing != 0 || explicit { lines.append("\(name).spacing = \(Self.number(spacing))") }
        let distribution = Self.string(arguments, 1) ?? "fill"
        if distribution != "fill" || explicit { lines.append("\(name).distribution = .\(distribution)") }
        let alignment = Self.string(arguments, 2) ?? "fill"
        if alignment != "fill" || explicit { lines.append("\(name).alignment = .\(alignment)") }
        let inset = Self.number(arguments, 3) ?? 0
        if inset != 0 {
            let value = Self.number(inset)
            lines.append("\(name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(value), leading: \(value), bottom: \(value), trailing: \(value))")
        }
        if inset != 0 || Self.bool(arguments, 4) == true { lines.append("\(name).isLayoutMarginsRelativeArrangement = true") }
        if Self.bool(arguments, 5) == true { lines.append("\(name).isBaselineRelativeArrangement = true") }
        if arguments.count > 6, case .list(let pairs) = arguments[6] {
            for pair in pairs {
                guard case .tuple(let items) = pair, items.count == 2, case .view(let view) = items[0],
                      case .number(let points) = items[1] else { continue }
                lines.append("\(name).setCustomSpacing(\(Self.number(points)), after: \(swiftNames[view] ?? view))")
            }
        }
        return lines
    }

    // MARK: Constraints

    /// The statements that make and activate `items`.
    func constraintLines(_ items: [ExportModel.Item]) -> [String] {
        switch style {
        case .anchors: anchorConstraintLines(items)
        case .snapKit: snapKitConstraintLines(items)
        }
    }

    /// Runs of single constraints in one `activate([…])`, each VFL statement in its own.
    func anchorConstraintLines(_ items: [ExportModel.Item]) -> [String] {
        var lines: [String] = []
        var run: [String] = []
        func flush() {
            guard !run.isEmpty else { return }
            if !lines.isEmpty { lines.append("") }
            lines.append("NSLayoutConstraint.activate([")
            lines += run.map { "    " + $0 + "," }
            lines.append("])")
            run = []
        }
        for item in items {
            switch item {
            case .single(let constraint, let identifier):
                run.append(anchorExpression(constraint) + modifiers(constraint, identifier: identifier))
            case .format(let use, _, let identifier):
                flush()
                if !lines.isEmpty { lines.append("") }
                lines += formatActivation(use, identifier: identifier)
            }
        }
        flush()
        return lines
    }

    func formatActivation(_ use: Provenance.FormatUse, identifier: String) -> [String] {
        ["NSLayoutConstraint.activate("] + formatConstraints(use, identifier: identifier).map { "    " + $0 } + [")"]
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:…).identified(…)`, over lines.
    func formatConstraints(_ use: Provenance.FormatUse, identifier: String) -> [String] {
        let metrics = use.metrics.isEmpty ? "nil"
            : "[" + use.metrics.sorted { $0.key < $1.key }.map { "\(Self.quoted($0.key)): \(Self.number($0.value))" }.joined(separator: ", ") + "]"
        let views = "[" + use.views.map { "\(Self.quoted($0)): \(swiftNames[$0] ?? $0)" }.joined(separator: ", ") + "]"
        return [
            "NSLayoutConstraint.constraints(",
            "    withVisualFormat: \(Self.quoted(use.format)), options: \(Self.options(use.options)),",
            "    metrics: \(metrics), views: \(views)",
            ").identified(\(Self.quoted(identifier)))",
        ]
    }

    /// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`, or
    /// `NSLayoutConstraint(item:…)` where anchors cannot say it (a multiplier on a position).
    func anchorExpression(_ constraint: LayoutConstraint) -> String {
        let first = anchor(constraint.firstItem, constraint.firstAttribute)
        let relation = ["==": "equalTo", ">=": "greaterThanOrEqualTo", "<=": "lessThanOrEqualTo"][constraint.relation.rawValue] ?? "equalTo"
        let isDimension = constraint.firstAttribute == .width || constraint.firstAttribute == .height
        guard let secondItem = constraint.secondItem else {
            if isDimension { return "\(first).constraint(\(relation)Constant: \(Self.number(constraint.constant)))" }
            return itemExpression(constraint)
        }
        let second = anchor(secondItem, constraint.secondAttribute)
        let constant = constraint.constant == 0 ? "" : ", constant: \(Self.number(constraint.constant))"
        if constraint.multiplier == 1 { return "\(first).constraint(\(relation): \(second)\(constant))" }
        guard isDimension else { return itemExpression(constraint) }
        return "\(first).constraint(\(relation): \(second), multiplier: \(Self.number(constraint.multiplier))\(constant))"
    }

    func itemExpression(_ constraint: LayoutConstraint) -> String {
        let relation = ["==": ".equal", ">=": ".greaterThanOrEqual", "<=": ".lessThanOrEqual"][constraint.relation.rawValue] ?? ".equal"
        let second = constraint.secondItem.map(object) ?? "nil"
        let secondAttribute = constraint.secondItem == nil ? ".notAnAttribute" : "." + constraint.secondAttribute.rawValue
        return "NSLayoutConstraint(item: \(object(constraint.firstItem)), attribute: .\(constraint.firstAttribute.rawValue), "
            + "relatedBy: \(relation), toItem: \(second), attribute: \(secondAttribute), "
            + "multiplier: \(Self.number(constraint.multiplier)), constant: \(Self.number(constraint.constant)))"
    }

    /// `.prioritized(…)` when not required, then `.identified(…)`.
    func modifiers(_ constraint: LayoutConstraint, identifier: String) -> String {
        var text = ""
        if !constraint.priority.isRequired { text += ".prioritized(\(priority(constraint.priority.value)))" }
        return text + ".identified(\(Self.quoted(identifier)))"
    }

    /// A view or guide of the engine as a Swift expression: `title`, `self`, the root's
    /// `safeAreaLayoutGuide`, `card.layoutMarginsGuide`, `keyboardLayoutGuide`.
    func object(_ item: String) -> String {
        let parts = item.split(separator: ".", maxSplits: 1).map(String.init)
        let first = parts.first ?? item
        let owner = swiftNames[first] ?? first
        guard parts.count == 2 else { return owner }
        if isAppKit, parts[1] == "margins" { return marginsGuideName(of: first) }
        let guide = [
            "safeArea": "safeAreaLayoutGuide", "margins": "layoutMarginsGuide", "readable": "readableContentGuide",
            "keyboard": "keyboardLayoutGuide",
        ][parts[1]] ?? parts[1]
        return owner == "self" ? guide : "\(owner).\(guide)"
    }

    func anchor(_ item: String, _ attribute: LayoutAttribute) -> String {
        let base = object(item)
        let name = attribute.rawValue + "Anchor"
        return base == "self" ? name : "\(base).\(name)"
    }

    /// SnapKit: one `makeConstraints` per first item, in order of first use; VFL statements
    /// as `constraints(withVisualFormat:…)`, since SnapKit has no VFL.
    func snapKitConstraintLines(_ items: [ExportModel.Item]) -> [String] {
        var order: [String] = []
        var groups: [String: [String]] = [:]
        var formats: [[String]] = []
        for item in items {
            switch item {
            case .single(let written, let identifier):
                let constraint = Self.viewFirst(written)
                if groups[constraint.firstItem] == nil { order.append(constraint.firstItem) }
                groups[constraint.firstItem, default: []].append(snapKitLine(constraint, identifier: identifier))
            case .format(let use, _, let identifier):
                formats.append(formatActivation(use, identifier: identifier))
            }
        }
        var lines: [String] = []
        for item in order {
            if !lines.isEmpty { lines.append("") }
            let base = object(item)
            lines.append("\(base == "self" ? "" : base + ".")snp.makeConstraints { make in")
            lines += (groups[item] ?? []).map { "    " + $0 }
            lines.append("}")
        }
        for format in formats {
            if !lines.isEmpty { lines.append("") }
            lines += format
        }
        return lines
    }

    /// The constraint turned around when its first item is the root or a system guide and
    /// its second a view (`safe.trailing == title.trailing + 20` → `title.trailing ==
    /// safe.trailing - 20`), so that it is made with the view's `makeConstraints`, as a
    /// person writes it.
    static func viewFirst(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard let second = constraint.secondItem, constraint.multiplier == 1, !second.contains("."),
              constraint.firstItem.contains(".") || constraint.firstItem == "root", second != "root" else { return constraint }
        var turned = constraint
        turned.firstItem = second
        turned.firstAttribute = constraint.secondAttribute
        turned.secondItem = constraint.firstItem
        turned.secondAttribute = constraint.firstAttribute
        turned.constant = -constraint.constant
        switch constraint.relation {
        case .lessThanOrEqual: turned.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: turned.relation = .lessThanOrEqual
        case .equal: break
        }
        return turned
    }

    func snapKitLine(_ constraint: LayoutConstraint, identifier: String) -> String {
        let relation = ["==": "equalTo", ">=": "greaterThanOrEqualTo", "<=": "lessThanOrEqualTo"][constraint.relation.rawValue] ?? "equalTo"
        var text = "make.\(constraint.firstAttribute.rawValue).\(relation)("
        if let second = constraint.secondItem {
            let base = object(second)
            text += "\(base == "self" ? "self" : base).snp.\(constraint.secondAttribute.rawValue))"
            if constraint.multiplier != 1 { text += ".multipliedBy(\(Self.number(constraint.multiplier)))" }
            if constraint.constant != 0 { text += ".offset(\(Self.number(constraint.constant)))" }
        } else {
            text += "\(Self.number(constraint.constant)))"
        }
        if !constraint.priority.isRequired { text += ".priority(\(Self.number(constraint.priority.value)))" }
        return text + ".labeled(\(Self.quoted(identifier)))"
    }

    // MARK: Helpers

    func helpers() -> [String] {
        var lines = [
            "",
            "private extension NSLayoutConstraint {",
            "    /// The constraint with this identifier, for use inside `activate([…])`.",
            "    func identified(_ identifier: String) -> NSLayoutConstraint {",
            "        self.identifier = identifier",
            "        return self",
            "    }",
            "",
            "    /// The constraint with this priority, for use inside `activate([…])`.",
            "    func prioritized(_ priority: \(names.priority)) -> NSLayoutConstraint {",
            "        self.priority = priority",
            "        return self",
            "    }",
            "}",
            "",
            "private extension Array where Element == NSLayoutConstraint {",
            "    /// The constraints, each with this identifier.",
            "    func identified(_ identifier: String) -> [NSLayoutConstraint] {",
            "        forEach { $0.identifier = identifier }",
            "        return self",
            "    }",
            "}",
        ]
        if views.contains(where: { if case .intrinsic = $0.kind { true } else { false } }) {
            lines += [
                "",
                "/// A view whose content asks for a fixed size (the script's `intrinsic W x H`).",
                "final class IntrinsicSizeView: \(names.view) {",
                "    private let size: \(names.size)",
                "",
                "    init(width: CGFloat, height: CGFloat) {",
                "        size = \(names.size)(width: width, height: height)",
                "        super.init(frame: .zero)",
                "    }",
                "",
                "    required init?(coder: NSCoder) {",
                "        size = \(names.size)(width: \(names.view).noIntrinsicMetric, height: \(names.view).noIntrinsicMetric)",
                "        super.init(coder: coder)",
                "    }",
                "",
                "    override var intrinsicContentSize: \(names.size) { size }",
                "}",
            ]
        }
        return lines
    }

    // MARK: Literals

    /// A number as Swift source: `20`, `0.5`, `-8` (``Double/layoutDescription``).
    static func number(_ value: Double) -> String { value.layoutDescription }

    func priority(_ value: Double) -> String {
        switch value {
        case 1000: ".required"
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        case 50: "." + names.fittingSizePriority
        default: "\(names.priority)(\(Self.number(value)))"
        }
    }

    static func options(_ options: VisualFormatOptions) -> String {
        let names = VisualFormatOptions.appleNames.filter { entry in
            entry.name != "alignAllBaseline" && !entry.option.isEmpty && options.contains(entry.option)
                && entry.option.rawValue & VisualFormatOptions.alignmentMask.rawValue == entry.option.rawValue
        }.map(\.name)
        let direction: String? = options.contains(.directionRightToLeft) ? "directionRightToLeft"
            : options.contains(.directionLeftToRight) ? "directionLeftToRight" : nil
        let all = names + (direction.map { [$0] } ?? [])
        return "[" + all.map { "." + $0 }.joined(separator: ", ") + "]"
    }

    /// NSView.AutoresizingMask's names, in an unflipped superview: the top margin is
    /// `maxYMargin`, the bottom `minYMargin`.
    static func appKitMaskNames(_ mask: AutoresizingMask) -> [String] {
        [
            (AutoresizingMask.flexibleLeftMargin, "minXMargin"), (.flexibleWidth, "width"), (.flexibleRightMargin, "maxXMargin"),
            (.flexibleTopMargin, "maxYMargin"), (.flexibleHeight, "height"), (.flexibleBottomMargin, "minYMargin"),
        ].filter { mask.contains($0.0) }.map(\.1)
    }

    static func maskNames(_ mask: AutoresizingMask) -> [String] {
        [
            (AutoresizingMask.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
            (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
            (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
        ].filter { mask.contains($0.0) }.map(\.1)
    }

    /// A Swift string literal.
    static func quoted(_ text: String) -> String {
        ScriptText.literal(text) { $0 == "\r" ? "\\r" : "\\u{\(String($0.value, radix: 16))}" }
    }

    static func string(_ arguments: [Value], _ index: Int) -> String? {
        guard arguments.indices.contains(index), case .string(let text) = arguments[index] else { return nil }
        return text
    }

    static func number(_ arguments: [Value], _ index: Int) -> Double? {
        guard arguments.indices.contains(index), case .number(let value) = arguments[index] else { return nil }
        return value
    }

    static func bool(_ arguments: [Value], _ index: Int) -> Bool? {
        guard arguments.indices.contains(index), case .bool(let value) = arguments[index] else { return nil }
        return value
    }
}
