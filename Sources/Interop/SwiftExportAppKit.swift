import AutoLayout
import LayoutScript

/// What only an AppKit export writes: std/nsstack's stacks as `NSStackView`s, and the
/// window's content size range. Apple's AppKit documentation for each API is named where it
/// is used (docs/interop.md, "Export to AppKit").
extension SwiftWriter {
    /// The std/nsstack call a view is arranged in, if it is.
    func nsStack(arranging view: ExportedView) -> Provenance.StackUse? {
        guard case .stack(let stack) = views.first(where: { $0.name == view.superview })?.kind,
              stack.gravityAreas != nil, stack.views.contains(view.name) else { return nil }
        return stack
    }

    /// The gravity area a view of an `NSStackView` is added in (`NSStackView.Gravity`:
    /// `leading`, `center`, `trailing` for a horizontal stack, `top`, `center`, `bottom` for a
    /// vertical one).
    func gravityArea(of view: ExportedView) -> String? {
        guard let stack = nsStack(arranging: view), let areas = stack.gravityAreas,
              let index = areas.firstIndex(where: { $0.contains(view.name) }) else { return nil }
        let names = stack.isHorizontal ? ["leading", "center", "trailing"] : ["top", "center", "bottom"]
        return names[min(index, 2)]
    }

    /// What a stack sets for one of its views once it is added: the spacing after it
    /// (`setCustomSpacing(_:after:)`) and its visibility priority (`setVisibilityPriority(_:for:)`,
    /// `NSStackView.VisibilityPriority`: `mustHold` 1000, the default, `detachOnlyIfNecessary`
    /// 900, `notVisible` 0); AppKit then detaches the view when the stack cannot fit it.
    func arrangedSettings(of view: ExportedView) -> [String] {
        guard isAppKit, let stack = nsStack(arranging: view) else { return [] }
        let stackName = swiftNames[stack.stack] ?? stack.stack
        var lines: [String] = []
        if let points = Self.pairValue(for: view.name, in: stack.arguments, at: 5) {
            lines.append("\(stackName).setCustomSpacing(\(Self.number(points)), after: \(view.swiftName))")
        }
        if let priority = Self.pairValue(for: view.name, in: stack.arguments, at: 8), priority != 1000 {
            let named = [900: ".detachOnlyIfNecessary", 0: ".notVisible"][priority]
            lines.append("\(stackName).setVisibilityPriority(\(named ?? "NSStackView.VisibilityPriority(rawValue: \(Self.number(priority)))"), for: \(view.swiftName))")
        }
        return lines
    }

    /// An `NSStackView`'s settings from std/nsstack's arguments (spacing, distribution,
    /// alignment, edgeInsets, detachesHiddenViews, spacingAfter, hugging, clippingResistance,
    /// visibility), each written when it differs from NSStackView's default as the module
    /// cites it: `orientation` (`NSUserInterfaceLayoutOrientation`) and `alignment` (an
    /// `NSLayoutConstraint.Attribute`; `none` is `notAnAttribute`) always, `spacing` 8,
    /// `distribution` `.gravityAreas`, `edgeInsets` zero (`NSEdgeInsets`),
    /// `detachesHiddenViews` always, `setHuggingPriority(_:for:)` 250 and
    /// `setClippingResistancePriority(_:for:)` 1000, each for an
    /// `NSLayoutConstraint.Orientation`.
    func nsStackSetup(_ name: String, _ stack: Provenance.StackUse) -> [String] {
        let arguments = stack.arguments
        let horizontal = stack.isHorizontal
        var lines = ["\(name).orientation = .\(horizontal ? "horizontal" : "vertical")"]
        let spacing = Self.number(arguments, 0) ?? 8
        if spacing != 8 { lines.append("\(name).spacing = \(Self.number(spacing))") }
        let distribution = Self.string(arguments, 1) ?? "gravityAreas"
        if distribution != "gravityAreas" { lines.append("\(name).distribution = .\(distribution)") }
        let alignment = Self.string(arguments, 2) ?? (horizontal ? "centerY" : "centerX")
        lines.append("\(name).alignment = .\(alignment == "none" ? "notAnAttribute" : alignment)")
        let insets = Self.numbers(arguments, 3) ?? [0, 0, 0, 0]
        if insets.count == 4, insets != [0, 0, 0, 0] {
            let values = insets.map(Self.number)
            lines.append("\(name).edgeInsets = NSEdgeInsets(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))")
        }
        lines.append("\(name).detachesHiddenViews = \(Self.bool(arguments, 4) ?? true)")
        for (index, method, standard) in [(6, "setHuggingPriority", 250.0), (7, "setClippingResistancePriority", 1000)] {
            let values = Self.numbers(arguments, index) ?? [standard, standard]
            for (value, orientation) in zip(values, ["horizontal", "vertical"]) where value != standard {
                lines.append("\(name).\(method)(\(priority(value)), for: .\(orientation))")
            }
        }
        return lines
    }

    /// `viewDidMoveToWindow()` setting the window's content size range from the script's
    /// `root … min W x H max W x H` (`NSWindow.contentMinSize`, `contentMaxSize`): the view
    /// is the window's content view, and the window is what resizes it. Nothing without a
    /// range.
    func windowSizeMethod() -> [String] {
        guard isAppKit, let range = model.contentSizes, range.minimum != nil || range.maximum != nil else { return [] }
        var lines = ["", "override func viewDidMoveToWindow() {", "    super.viewDidMoveToWindow()"]
        for (property, size) in [("contentMinSize", range.minimum), ("contentMaxSize", range.maximum)] {
            guard let size else { continue }
            lines.append("    window?.\(property) = NSSize(width: \(Self.number(size.width)), height: \(Self.number(size.height)))")
        }
        return lines + ["}"]
    }

    /// The number paired with a view in a list of `(view, number)` tuples among `arguments`.
    static func pairValue(for view: String, in arguments: [Value], at index: Int) -> Double? {
        guard arguments.indices.contains(index), case .list(let pairs) = arguments[index] else { return nil }
        for pair in pairs {
            guard case .tuple(let items) = pair, items.count == 2, case .view(let name) = items[0], name == view,
                  case .number(let value) = items[1] else { continue }
            return value
        }
        return nil
    }

    /// A tuple of numbers among `arguments`.
    static func numbers(_ arguments: [Value], _ index: Int) -> [Double]? {
        guard arguments.indices.contains(index), case .tuple(let items) = arguments[index] else { return nil }
        let values = items.compactMap { item -> Double? in
            if case .number(let value) = item { return value }
            return nil
        }
        return values.count == items.count ? values : nil
    }

    /// The views whose `margins` guide an AppKit export's constraints name, by engine name,
    /// in order of first use. NSView has no layout margins guide (Apple's NSView reference
    /// lists `safeAreaLayoutGuide` only), so the export makes one: an `NSLayoutGuide` inset
    /// from the view by the margins the script set (none by default on AppKit).
    var appKitMarginOwners: [String] {
        guard isAppKit else { return [] }
        var owners: [String] = []
        for item in model.constraints {
            guard case .single(let constraint, _) = item else { continue }
            for name in [constraint.firstItem, constraint.secondItem].compactMap(\.self) where name.hasSuffix(".margins") {
                let owner = String(name.dropLast(".margins".count))
                if !owners.contains(owner) { owners.append(owner) }
            }
        }
        return owners
    }

    /// The Swift name of the guide standing for a view's margins on AppKit: `cardMargins`,
    /// `margins` for the root's, with `_` after it while a view has the name.
    func marginsGuideName(of owner: String) -> String {
        let base = swiftNames[owner] ?? owner
        var name = base == "self" ? "margins" : base + "Margins"
        while swiftNames.values.contains(name) { name += "_" }
        return name
    }

    /// The stored properties of the margins guides.
    func marginsGuideProperties() -> [String] {
        appKitMarginOwners.map { "let \(marginsGuideName(of: $0)) = NSLayoutGuide()" }
    }

    /// The margins guides' additions (`addLayoutGuide(_:)`) and the constraints that inset
    /// each from its view: top, left (leading when directional), bottom, right (trailing),
    /// each the script's margin, or 0.
    func marginsGuideSetup() -> (additions: [String], constraints: [String]) {
        var additions: [String] = []
        var constraints: [String] = []
        for owner in appKitMarginOwners {
            let guide = marginsGuideName(of: owner)
            let ownerName = swiftNames[owner] ?? owner
            let receiver = ownerName == "self" ? "" : ownerName + "."
            additions.append("\(receiver)addLayoutGuide(\(guide))")
            additions.append("\(guide).identifier = NSUserInterfaceItemIdentifier(\(Self.quoted(owner + ".margins")))")
            let view = ownerName == "self" ? model.rootView : views.first { $0.name == owner }?.view
            let margins = view?.layoutMargins
            let insets = margins?.insets ?? LayoutInsets()
            let (left, right) = margins?.isDirectional == true ? ("leading", "trailing") : ("left", "right")
            let identifier = Self.quoted(owner + ".margins")
            func constant(_ value: Double) -> String { value == 0 ? "" : ", constant: \(Self.number(value))" }
            constraints += [
                "\(guide).topAnchor.constraint(equalTo: \(receiver)topAnchor\(constant(insets.top))).identified(\(identifier)),",
                "\(guide).\(left)Anchor.constraint(equalTo: \(receiver)\(left)Anchor\(constant(insets.left))).identified(\(identifier)),",
                "\(receiver)bottomAnchor.constraint(equalTo: \(guide).bottomAnchor\(constant(insets.bottom))).identified(\(identifier)),",
                "\(receiver)\(right)Anchor.constraint(equalTo: \(guide).\(right)Anchor\(constant(insets.right))).identified(\(identifier)),",
            ]
        }
        guard !constraints.isEmpty else { return ([], []) }
        return (additions, ["NSLayoutConstraint.activate(["] + constraints.map { "    " + $0 } + ["])"])
    }
}
