import AutoLayout

// MARK: - Statements

extension Evaluator {
    func execute(_ statements: [Statement], in scope: Scope) throws {
        for statement in statements {
            try execute(statement, in: scope)
        }
    }

    func execute(_ statement: Statement, in scope: Scope) throws {
        try step(statement.keyword)
        switch statement.kind {
        case .root(let width, let height, let insets, let traits, let minimum, let maximum, let scale):
            try executeRoot(width, height, insets: insets, traits: traits, scale: scale, in: scope, statement: statement)
            try executeContentSizes(minimum: minimum, maximum: maximum, in: scope, statement: statement)
        case .platform(let name, let range):
            try executePlatform(name, at: range)
        case .rootDevice(let name, let scale):
            try executeRootDevice(name, scale: scale, in: scope)
        case .direction(let name, let range):
            try executeDirection(name, at: range)
        case .textSize(let name, let range):
            try executeTextSize(name, at: range)
        case .view(let name, let kind, let parent, let body):
            try executeView(name, kind: kind, parent: parent, body: body, in: scope, statement: statement)
        case .guide(let name, let owner):
            try executeGuide(name, owner: owner, in: scope, statement: statement)
        case .set(let viewExpression, let body):
            let view = try viewName(try evaluate(viewExpression, in: scope), at: viewExpression.range)
            try runViewBlock(body, view: view, in: Scope(parent: scope))
        case .property(let property):
            try applyProperty(property, in: scope, statement: statement)
        case .pin(let first, let relation, let second, let priority, let identifier):
            try executePin(first, relation, second, priority: priority, identifier: identifier, in: scope, statement: statement)
        case .ratio(let first, let second, let priority):
            try executePin(first, .equal, second, priority: priority, in: scope, statement: statement)
        case .aspect(let viewExpression, let width, let height, let priority):
            try executeAspect(viewExpression, width, height, priority: priority, in: scope, statement: statement)
        case .vfl(let format, let container, let align, let direction):
            try executeVFL(format, container: container, align: align, direction: direction, in: scope, statement: statement)
        case .priority(let value, let body):
            let priority = try number(value, in: scope)
            try checkPriority(priority, at: value.range)
            priorityStack.append(priority)
            defer { priorityStack.removeLast() }
            try execute(body, in: Scope(parent: scope))
        case .letBinding(let name, let value):
            scope.define(name, try evaluate(value, in: scope))
        case .assign(let name, let value):
            let result = try evaluate(value, in: scope)
            guard scope.assign(name, result) else {
                throw failure(.name, "cannot assign to '\(name)': it is not defined", at: statement.keyword,
                              hint: suggestion(for: name, among: scope.visibleNames) ?? "declare it first with 'let \(name) = …'")
            }
        case .definition(let definition):
            scope.define(definition.name, .function(Callable(name: definition.name, body: .script(definition, closure: scope))))
            if scopesWithDefinitions.last !== scope { scopesWithDefinitions.append(scope) }
        case .returnValue(let value):
            throw Interrupt.returned(ReturnedValue(try value.map { try evaluate($0, in: scope) } ?? .none))
        case .forLoop(let variable, let sequence, let body):
            let items = try listItems(try evaluate(sequence, in: scope), at: sequence.range)
            for item in items {
                try step(statement.keyword)  // an empty body still costs its iterations
                let inner = Scope(parent: scope)
                inner.define(variable, item)
                try execute(body, in: inner)
            }
        case .ifElse(let condition, let then, let otherwise):
            if try truth(condition, in: scope) {
                try execute(then, in: Scope(parent: scope))
            } else if let otherwise {
                try execute(otherwise, in: Scope(parent: scope))
            }
        case .importModule(let path, let alias):
            try importModule(path, alias: alias, into: scope, statement: statement)
        case .print(let values):
            let text = try values.map { try displayed(try evaluate($0, in: scope), at: $0.range) }.joined(separator: " ")
            output(text)
        case .show:
            output(framesTable(try currentLayout(at: statement.keyword)))
        case .expect(let expression):
            try executeExpect(expression, in: scope)
        case .expression(let expression):
            let value = try evaluate(expression, in: scope)
            if scope === globals { lastExpressionValue = value }
        }
    }

    // MARK: - root, view, set

    /// `root W x H [safe T L B R] [traits H V] [scale N]`: the script's size, and its screen
    /// unless the host chose one; the size classes are the size's (``Traits/init(size:)``)
    /// unless given. A host's screen without a scale takes the script's.
    func executeRoot(_ width: Expression, _ height: Expression, insets: [Expression]?,
                     traits sizeClasses: (horizontal: SizeClass, vertical: SizeClass)?, scale scaleExpression: Expression?,
                     in scope: Scope, statement: Statement) throws {
        let w = try number(width, in: scope)
        let h = try number(height, in: scope)
        for (value, expression) in [(w, width), (h, height)] where !(value.isFinite && value >= 0) {
            throw failure(.runtime, "a root size must be a finite number ≥ 0, got \(formatNumber(value))", at: expression.range,
                          hint: "for example 'root 320 x 568'")
        }
        var sides: [Double] = []
        for expression in insets ?? [] {
            let value = try number(expression, in: scope)
            guard value.isFinite, value >= 0, value <= 10_000 else {
                throw failure(.runtime, "a safe-area inset must be a finite number ≥ 0, got \(formatNumber(value))", at: expression.range,
                              hint: "insets are top, left, bottom, right, each ≥ 0: 'root 390 x 844 safe 47 0 34 0'")
            }
            sides.append(value)
        }
        let size = LayoutSize(width: w, height: h)
        let safeArea = sides.count == 4 ? LayoutInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3]) : .zero
        guard safeArea.top + safeArea.bottom <= h, safeArea.left + safeArea.right <= w else {
            throw failure(.runtime, "the safe-area insets (\(safeArea.label)) are larger than the root (\(size.label))",
                          at: statement.range, hint: "top + bottom must fit in the height and left + right in the width")
        }
        let scale = try screenScale(scaleExpression, in: scope)
        try designRoot(size, at: statement.range)
        guard options.screen == nil else {  // the host's screen wins
            if screen.scale == nil { screen.scale = scale }
            return
        }
        let traits = sizeClasses.map { Traits(horizontal: $0.horizontal, vertical: $0.vertical, size: size) }
        try useScreen(Screen(size: size, safeAreaInsets: safeArea, traits: traits, scale: scale), at: statement.range)
    }

    /// `platform uikit|appkit`: whose rules the script follows (``LayoutPlatform``). It must
    /// come before the first view or guide, since it decides what views are given (margins).
    func executePlatform(_ name: String, at range: SourceRange) throws {
        guard let platform = LayoutPlatform(rawValue: name) else {
            throw failure(.name, "unknown platform '\(name)'", at: range,
                          hint: suggestion(for: name, among: LayoutPlatform.allCases.map(\.rawValue)) ?? "use uikit or appkit")
        }
        guard viewCount == 0 || engine.platform == platform else {
            throw failure(.runtime, "'platform \(name)' after the first view: the platform decides what every view is given",
                          at: range, hint: "write 'platform \(name)' before the first view, at the top of the script")
        }
        engine.platform = platform
        engineChanged()
    }

    /// `min W x H` and `max W x H` after a root size: the window's smallest and largest
    /// content sizes (`NSWindow.contentMinSize`, `contentMaxSize`), kept for checks that
    /// resize the window. AppKit only; each side finite, ≥ 0, and min ≤ the size ≤ max.
    func executeContentSizes(minimum: (Expression, Expression)?, maximum: (Expression, Expression)?,
                             in scope: Scope, statement: Statement) throws {
        guard minimum != nil || maximum != nil else { return }
        guard engine.platform == .appkit else {
            throw failure(.runtime, "'min' and 'max' sizes are an AppKit window's content sizes", at: statement.keyword,
                          hint: "write 'platform appkit' before the root statement, or leave out min and max")
        }
        func size(_ pair: (Expression, Expression)?) throws -> LayoutSize? {
            guard let (width, height) = pair else { return nil }
            let w = try number(width, in: scope), h = try number(height, in: scope)
            for (value, expression) in [(w, width), (h, height)] where !(value.isFinite && value >= 0) {
                throw failure(.runtime, "a content size must be a finite number ≥ 0, got \(formatNumber(value))", at: expression.range,
                              hint: "for example 'root 480 x 270 min 400 x 200 max 900 x 700'")
            }
            return LayoutSize(width: w, height: h)
        }
        let range = ContentSizeRange(minimum: try size(minimum), maximum: try size(maximum))
        let lower = range.minimum ?? LayoutSize(width: 0, height: 0)
        let upper = range.maximum ?? LayoutSize(width: .infinity, height: .infinity)
        let frame = engine.view(named: engine.rootName)?.designedFrame
        let designed = LayoutSize(width: frame?.width ?? rootSize.width, height: frame?.height ?? rootSize.height)
        guard lower.width <= designed.width, lower.height <= designed.height,
              designed.width <= upper.width, designed.height <= upper.height else {
            throw failure(.runtime, "the content size \(designed.label) is outside its range (\(range.label))", at: statement.range,
                          hint: "the minimum must be at most the size and the maximum at least it, side by side")
        }
        contentSizes = range
    }

    /// `direction leftToRight|rightToLeft`: which way leading and trailing run from here on
    /// (constraints made before are re-made), unless the host fixed it (`--rtl`).
    func executeDirection(_ name: String, at range: SourceRange) throws {
        let directions: [String: LayoutDirection] = ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft]
        guard let direction = directions[name] else {
            throw failure(.name, "unknown layout direction '\(name)'", at: range,
                          hint: suggestion(for: name, among: directions.keys) ?? "use leftToRight or rightToLeft")
        }
        // The frames that follow are designed this way, whichever way the host lays them out.
        engine.designedDirection = direction
        guard options.layoutDirection == nil else { return }
        do {
            try engine.setLayoutDirection(direction)
        } catch {
            throw failure(.runtime, error.description, at: range, hint: hint(for: error))
        }
        engineChanged()
    }

    /// `root device NAME [scale N]`: the device's screen (`iphone16pro:landscape`) with the
    /// scale if given, unless the host chose one (which takes the scale when it has none).
    func executeRootDevice(_ name: Expression, scale scaleExpression: Expression?, in scope: Scope) throws {
        let value = try evaluate(name, in: scope)
        guard case .string(let text) = value else { throw typeFailure("a device name (a string)", got: value, at: name.range) }
        var device: Screen
        do {
            device = try Device.screen(named: text)
        } catch {
            throw failure(.runtime, error.description, at: name.range, hint: "for example 'root device \"iphone16pro:landscape\"'")
        }
        let scale = try screenScale(scaleExpression, in: scope)
        try designRoot(device.size, at: name.range)
        guard options.screen == nil else {  // the host's screen wins
            if screen.scale == nil { screen.scale = scale }
            return
        }
        device.scale = scale
        try useScreen(device, at: name.range)
    }

    /// A root statement's `scale N`: 1, 2 or 3 (`UIScreen.scale`); nil without one.
    func screenScale(_ expression: Expression?, in scope: Scope) throws -> Double? {
        guard let expression else { return nil }
        let value = try number(expression, in: scope)
        guard Screen.scales.contains(value) else {
            throw failure(.runtime, "a screen scale must be 1, 2 or 3, got \(formatNumber(value))", at: expression.range,
                          hint: "UIScreen.scale: 3 on an iPhone 16, 2 on an iPad or an iPhone 11")
        }
        return value
    }

    /// Lays out on `screen` from here on, and gives the engine its size now, so that the
    /// constraints that follow are solved at the script's size from the start (adding a
    /// thousand of them at another size and then resizing can cost a pivot per view and
    /// priority level).
    func useScreen(_ screen: Screen, at range: SourceRange) throws {
        self.screen = Self.ownScreen(screen, options: options)
        engineChanged()
        do {
            try engine.setRootSize(
                width: self.screen.size.width, height: self.screen.size.height, safeAreaInsets: self.screen.safeAreaInsets,
                rootMinimumMargin: self.screen.minimumSideMargin, keyboardHeight: self.screen.keyboardHeight)
        } catch {
            throw failure(.runtime, error.description, at: range, hint: hint(for: error))
        }
        checkConflicts(at: range)
    }

    /// A screen of the script's own, with the keyboard shown when the host asks for it
    /// (``Interpreter/Options/showsKeyboard``).
    static func ownScreen(_ screen: Screen, options: Interpreter.Options) -> Screen {
        options.showsKeyboard ? screen.showingKeyboard() : screen
    }

    /// The script's root size is the root view's designed size, even when the host lays it
    /// out at another: autoresizing views translate their frames against it, as a nib's
    /// views do against the size Interface Builder designed it at.
    func designRoot(_ size: LayoutSize, at range: SourceRange) throws {
        do {
            try engine.setDesignedFrame(LayoutRect(x: 0, y: 0, width: size.width, height: size.height), of: engine.rootName)
        } catch {
            throw failure(.runtime, error.description, at: range, hint: hint(for: error))
        }
        engineChanged()
    }

    /// The name a `view` or `guide` statement declares: written, or computed from a string.
    func resolve(_ name: ViewName, of what: String, in scope: Scope) throws -> String {
        switch name {
        case .fixed(let fixed): return fixed
        case .computed(let expression):
            let value = try evaluate(expression, in: scope)
            guard case .string(let text) = value else { throw typeFailure("a string as the \(what) name", got: value, at: expression.range) }
            return text
        }
    }

    /// `guide NAME [in VIEW]`: a layout guide owned by VIEW (the root by default), bound to
    /// NAME like a view, counted against `maxViews`.
    func executeGuide(_ guideName: ViewName, owner: Expression?, in scope: Scope, statement: Statement) throws {
        let name = try resolve(guideName, of: "guide", in: scope)
        var ownerName: String?
        if let owner { ownerName = try viewName(try evaluate(owner, in: scope), at: owner.range) }
        viewCount += 1
        if viewCount > limits.maxViews {
            throw limitFailure("the script declared more than \(limits.maxViews) views", name: "maxViews", at: statement.keyword)
        }
        let (location, inside) = place(of: statement.range)
        do {
            try engine.addGuide(named: name, owner: ownerName, source: sourceTable.tag(for: location))
        } catch {
            throw failure(.runtime, error.description, at: statement.range, hint: hint(for: error))
        }
        viewNames.insert(name)
        viewLocations[name] = location
        moduleViews[name] = inside
        engineChanged()
        if case .fixed = guideName { scope.define(name, .view(name)) }
    }

    func executeView(_ name: ViewName, kind: Expression?, parent: Expression?, body: [Statement]?,
                     in scope: Scope, statement: Statement) throws {
        let viewName = try resolve(name, of: "view", in: scope)
        var superview: String?
        if let parent { superview = try self.viewName(try evaluate(parent, in: scope), at: parent.range) }
        viewCount += 1
        if viewCount > limits.maxViews {
            throw limitFailure("the script declared more than \(limits.maxViews) views", name: "maxViews", at: statement.keyword)
        }
        let (location, inside) = place(of: statement.range)
        do {
            // The tag locates the view's size restriction (`width >= 0`) in a conflict.
            try engine.addView(named: viewName, superview: superview, source: sourceTable.tag(for: location))
        } catch {
            throw failure(.runtime, error.description, at: statement.range, hint: hint(for: error))
        }
        viewNames.insert(viewName)
        viewLocations[viewName] = location
        moduleViews[viewName] = inside
        engineChanged()
        if let kind { try applyKind(kind, to: viewName, in: scope) }
        // `view NAME` binds NAME here, after its kind ran, shadowing a kind or def of that name.
        if case .fixed(let fixed) = name { scope.define(fixed, .view(viewName)) }
        if let body { try runViewBlock(body, view: viewName, in: Scope(parent: scope)) }
    }

    /// Runs a view block: its properties apply to `view`, and `self` is the view.
    func runViewBlock(_ body: [Statement], view: String, in scope: Scope) throws {
        let outer = currentView
        currentView = view
        defer { currentView = outer }
        scope.define("self", .view(view))
        try execute(body, in: scope)
    }

    /// `view NAME: kind(args)`: runs the kind's body for the new view.
    func applyKind(_ expression: Expression, to view: String, in scope: Scope) throws {
        var callee = expression
        var arguments: [Expression] = []
        if case .call(let inner, let args, _) = expression {
            callee = inner
            arguments = args
        }
        let value = try evaluate(callee, in: scope)
        guard case .function(let callable) = value, case .script(let definition, let closure) = callable.body,
              definition.isKind
        else {
            throw typeFailure("a kind (a view template made with 'kind')", got: value, at: callee.range)
        }
        let values = try arguments.map { try evaluate($0, in: scope) }
        try checkArity(values, of: definition, at: expression.range)
        provenance.kinds[view] = Provenance.KindUse(kind: definition.name, module: definition.source.name, arguments: values)
        try enterCall(at: expression.range)
        defer { callDepth -= 1 }
        try inSource(of: definition, calledAt: expression.range) {
            let inner = try bindArguments(values, to: definition, closure: closure)
            do {
                try runViewBlock(definition.body, view: view, in: inner)
            } catch Interrupt.returned {
                // A `return` ends the kind's body.
            }
        }
    }

    // MARK: - Properties

    func applyProperty(_ property: ViewProperty, in scope: Scope, statement: Statement) throws {
        guard let view = currentView else {
            throw failure(.runtime, "a view property is only allowed in a view block", at: statement.keyword,
                          hint: "write it inside 'view NAME { … }' or 'set NAME { … }'")
        }
        // The generated constraints point at this statement (or, inside a library's def, at
        // the script's call of it).
        let source = constraintSource(for: statement.range).tag
        do {
            switch property {
            case .intrinsic(let width, let height):
                try engine.setIntrinsicContentSize(
                    width: try optionalNumber(width, in: scope), height: try optionalNumber(height, in: scope), of: view,
                    source: source)
            case .hug(let axis, let priority):
                let value = try number(priority, in: scope)
                try checkPriority(value, at: priority.range)
                try engine.setContentHuggingPriority(LayoutPriority(value), for: axis, of: view, source: source)
            case .resist(let axis, let priority):
                let value = try number(priority, in: scope)
                try checkPriority(value, at: priority.range)
                try engine.setCompressionResistancePriority(LayoutPriority(value), for: axis, of: view, source: source)
            case .baseline(let first, let last):
                let top = try number(first, in: scope)
                var fromBottom = try last.map { try number($0, in: scope) }
                if fromBottom == nil, let height = engine.view(named: view)?.intrinsicHeight { fromBottom = height - top }
                try engine.setBaselines(firstFromTop: top, lastFromBottom: fromBottom, of: view)
            case .frame(let x, let y, let width, let height):
                let rect = LayoutRect(
                    x: try number(x, in: scope), y: try number(y, in: scope), width: try number(width, in: scope),
                    height: try number(height, in: scope))
                try engine.setDesignedFrame(rect, of: view, source: source)
            case .autoresize(let names):
                var mask = AutoresizingMask()
                for (name, range) in names {
                    guard let part = Evaluator.maskNames[name] else {
                        throw failure(.name, "unknown autoresizing mask '\(name)'", at: range,
                                      hint: suggestion(for: name, among: Evaluator.maskNames.keys)
                                        ?? "use leftMargin, width, rightMargin, topMargin, height, bottomMargin or none")
                    }
                    mask.formUnion(part)
                }
                try engine.setAutoresizingMask(mask, of: view, source: source)
                try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: view, source: source)
            case .margins(let parts, let directional):
                var margins = engine.view(named: view)?.layoutMargins ?? LayoutMargins()
                margins.insets = try insets(parts, in: scope, what: "a layout margin", example: "margins are in points: 'margins 8 16 8 16'")
                margins.isDirectional = directional
                try engine.setLayoutMargins(margins, of: view)
            case .alignmentInsets(let parts, let directional):
                let insets = try insets(parts, in: scope, what: "an alignment inset",
                                        example: "alignment insets are in points, top left bottom right: 'alignmentInsets 0 0 0 2'")
                try engine.setAlignmentInsets(insets, directional: directional, of: view)
            case .text(let textExpression, let sizeExpression, let linesExpression, let weightExpression):
                try applyText(textExpression, size: sizeExpression, lines: linesExpression, weight: weightExpression,
                              to: view, in: scope, source: source)
            case .measuredWidth(let expression):
                try applyMeasuredWidth(expression, to: view, in: scope, source: source)
            case .measuredLineHeight(let expression):
                try applyMeasuredLineHeight(expression, to: view, in: scope, source: source)
            case .paragraph(let property, let expression):
                try applyParagraph(property, expression, to: view, in: scope, source: source)
            case .flag("hidden", let expression):
                try engine.setHidden(try truth(expression, in: scope), of: view)
            case .flag("encapsulated", let expression):
                try engine.setEncapsulated(try truth(expression, in: scope), of: view, source: source)
            case .textSizeLimit(let isMaximum, let expression):
                try limitTextSize(of: view, isMaximum: isMaximum, to: expression, in: scope, source: source)
            case .flag(let name, let expression):
                let flag = try truth(expression, in: scope)
                var margins = engine.view(named: view)?.layoutMargins ?? LayoutMargins()
                switch name {
                case "preservesSuperviewMargins": margins.preservesSuperviewMargins = flag
                case "respectsSystemMinimumMargins": margins.respectsSystemMinimumMargins = flag
                default: margins.insetsFromSafeArea = flag
                }
                try engine.setLayoutMargins(margins, of: view)
            }
        } catch let error as LayoutError {
            throw failure(.runtime, error.description, at: statement.range, hint: hint(for: error))
        }
        engineChanged()
        checkConflicts(at: statement.range)
    }

    /// `text T, SIZE, LINES`: UILabel's text. The intrinsic size is the text's on one line
    /// (each paragraph on its own with `lines` ≠ 1), rounded up to the screen's pixel (without
    /// a scale, heights to whole points); with `lines` ≠ 1 the height then follows the width
    /// the layout gives the view: the text wrapped there, at most `lines` lines (0: any
    /// number). Empty text is 0 × 0, as UILabel's `intrinsicContentSize` with no text.
    /// `SIZE` may name a text style (`"body"`): its size at the reader's text size, and the
    /// lines after the first its leading apart. `weight W` measures it in that weight (a
    /// style's own without it: Headline is semibold).
    func applyText(_ textExpression: Expression, size sizeExpression: Expression?, lines linesExpression: Expression?,
                   weight weightExpression: Expression?, to view: String, in scope: Scope, source: SourceTag?) throws {
        let value = try evaluate(textExpression, in: scope)
        guard case .string(let text) = value else { throw typeFailure("a string", got: value, at: textExpression.range) }
        let (size, leading, style) = try sizeExpression.map { try fontSize($0, for: view, in: scope) } ?? (17, nil, nil)
        let lineCount = try linesExpression.map { try number($0, in: scope) } ?? 1
        guard lineCount >= 0, lineCount <= 100_000, lineCount == lineCount.rounded() else {
            throw failure(.runtime, "a line count must be a whole number ≥ 0 (0: as many as needed), got \(formatNumber(lineCount))",
                          at: linesExpression?.range ?? textExpression.range, hint: "numberOfLines: 1 for one line, 0 to wrap as needed")
        }
        // A text style is in its own weight (Headline semibold) unless one is given.
        let weight = try weightExpression.flatMap { try fontWeight($0, in: scope) } ?? style?.weight ?? .regular
        try setText(TextContent(text: text, size: size, weight: weight, lines: Int(lineCount), leading: leading,
                                style: style?.rawValue), of: view, source: source)
    }

    /// A font weight: a string naming one of `UIFont.Weight`'s (`"semibold"`), or `none` for
    /// the font's own (a text style's, else regular).
    func fontWeight(_ expression: Expression, in scope: Scope) throws -> FontWeight? {
        let names = FontWeight.allCases.map(\.rawValue)
        // A bare word that is neither a weight nor a name in scope is a misspelt weight
        // (`weight semibld`), not a variable to declare.
        if case .name(let word, let range) = expression, scope.lookup(word) == nil {
            throw failure(.name, "unknown font weight '\(word)'", at: range,
                          hint: suggestion(for: word, among: names) ?? "use one of \(names.joined(separator: ", "))")
        }
        let value = try evaluate(expression, in: scope)
        if case .none = value { return nil }
        guard case .string(let name) = value else {
            throw typeFailure("a font weight such as semibold", got: value, at: expression.range,
                              hint: "name one of UIFont.Weight's: 'weight semibold', or a string such as \"bold\"")
        }
        guard let weight = FontWeight(rawValue: name) else {
            throw failure(.name, "unknown font weight '\(name)'", at: expression.range,
                          hint: suggestion(for: name, among: names) ?? "use one of \(names.joined(separator: ", "))")
        }
        return weight
    }

    /// How much larger a view's text in a text style is now than at the text size its frame
    /// was designed at (the script's `textSize`): a length measured there, `measuredWidth` or
    /// `measuredLineHeight`, grows by it at the host's text size, as the font does.
    func designedScale(of content: TextContent, in view: String) -> Double {
        guard let style = content.style.flatMap(TextStyle.init(name:)),
              let reader = options.contentSizeCategory, reader != designedTextSize else { return 1 }
        return content.size / style.metrics(at: textSize(of: view, reader: designedTextSize)).size
    }

    /// `measuredWidth W`: the width of the view's text on one line in the font it is drawn
    /// in, where the measurer's stand-in differs (San Francisco's, as Interface Builder stores
    /// it for a label sized to its text), at the text size the script is designed at. It is
    /// the intrinsic width, and the text wraps where the stand-in's lines would with every
    /// width scaled to it: one line at W or wider, as UILabel keeps a text on one line
    /// wherever it fits.
    func applyMeasuredWidth(_ expression: Expression, to view: String, in scope: Scope, source: SourceTag?) throws {
        let width = try number(expression, in: scope)
        guard width.isFinite, width > 0, width <= 1_000_000 else {
            throw failure(.runtime, "a measured width must be a finite number in 0 < W ≤ 1000000, got \(formatNumber(width))",
                          at: expression.range, hint: "the text's width on one line, in points: 'measuredWidth 181'")
        }
        guard var content = engine.view(named: view)?.text, !content.text.isEmpty else {
            throw failure(.runtime, "'\(view)' has no text to measure", at: expression.range,
                          hint: "give the view its text first: 'text \"Terms apply\", 13, 0' before 'measuredWidth'")
        }
        content.measuredWidth = width * designedScale(of: content, in: view)
        try setText(content, of: view, source: source)
    }

    /// `measuredLineHeight H`: the height of a line of the view's text in the font it is drawn
    /// in, where the measurer's stand-in differs (`UIFont.lineHeight` of a font Tether does
    /// not have, as `tether import` knows it for some of Apple's fonts): each line's natural
    /// height, before the paragraph style, in place of the stand-in's line and a text
    /// style's leading. An empty text has a font, and keeps the line for the text it is given.
    func applyMeasuredLineHeight(_ expression: Expression, to view: String, in scope: Scope, source: SourceTag?) throws {
        let height = try number(expression, in: scope)
        guard height.isFinite, height > 0, height <= 10_000 else {
            throw failure(.runtime, "a measured line height must be a finite number in 0 < H ≤ 10000, got \(formatNumber(height))",
                          at: expression.range, hint: "a line's height in points in the text's own font: 'measuredLineHeight 23.25'")
        }
        guard var content = engine.view(named: view)?.text else {
            throw failure(.runtime, "'\(view)' has no text to measure", at: expression.range,
                          hint: "give the view its text first: 'text \"Terms apply\", 17, 0' before 'measuredLineHeight'")
        }
        content.measuredLineHeight = height * designedScale(of: content, in: view)
        try setText(content, of: view, source: source)
    }

    /// `lineSpacing S`, `lineHeightMultiple M`, `minimumLineHeight H`, `maximumLineHeight H`:
    /// the view's text's paragraph style, as NSParagraphStyle's properties of those names set
    /// it. `lineSpacing` is "the distance in points between the bottom of one line fragment
    /// and the top of the next", "always nonnegative"; `lineHeightMultiple` multiplies "the
    /// natural line height" where it is positive, and the result is held between the minimum
    /// and maximum line heights where they are; 0 (each one's default) sets nothing (Apple's
    /// NSParagraphStyle reference).
    func applyParagraph(_ property: ParagraphProperty, _ expression: Expression, to view: String, in scope: Scope,
                        source: SourceTag?) throws {
        let value = try number(expression, in: scope)
        guard value.isFinite, value >= 0, value <= 10_000 else {
            let (what, hint): (String, String) = switch property {
            case .lineSpacing: ("a line spacing", "points between one line's bottom and the next's top: 'lineSpacing 3'")
            case .lineHeightMultiple: ("a line height multiple", "a factor of each line's height, 0 for the font's own: 'lineHeightMultiple 1.1'")
            case .minimumLineHeight: ("a minimum line height", "the least height of a line in points, 0 for none: 'minimumLineHeight 24'")
            case .maximumLineHeight: ("a maximum line height", "the greatest height of a line in points, 0 for none: 'maximumLineHeight 24'")
            }
            throw failure(.runtime, "\(what) must be a finite number in 0 ≤ value ≤ 10000, got \(formatNumber(value))",
                          at: expression.range, hint: hint)
        }
        guard var content = engine.view(named: view)?.text else {
            throw failure(.runtime, "'\(view)' has no text to space", at: expression.range,
                          hint: "give the view its text first: 'text \"Terms apply\", 13, 0' before '\(property.rawValue)'")
        }
        switch property {
        case .lineSpacing: content.lineSpacing = value
        case .lineHeightMultiple: content.lineHeightMultiple = value
        case .minimumLineHeight: content.minimumLineHeight = value
        case .maximumLineHeight: content.maximumLineHeight = value
        }
        try setText(content, of: view, source: source)
    }

    /// Gives `view` the text and UILabel's intrinsic size for it: the first line the font's
    /// height, the next ones a text style's leading apart, rounded up to the screen's pixel
    /// (heights to the point without a scale); wrapped at the width the layout gives it
    /// unless it is one line.
    func setText(_ content: TextContent, of view: String, source: SourceTag?) throws(LayoutError) {
        let (text, size, lines) = (content.text, content.size, content.lines)
        let measurer = self.measurer.measurer(for: content.weight)
        let lineHeight = measurer.lineHeight(size: size)
        let scale = screen.scale
        // Up to the pixel, or for heights without a scale to the point.
        func roundedUp(_ value: Double) -> Double {
            scale.map { (value * $0 - 1e-9).rounded(.up) / $0 } ?? value.rounded(.up)
        }
        func height(ofLines count: Int) -> Double {
            roundedUp(content.height(ofLines: count, lineHeight: lineHeight))
        }
        let natural = text.isEmpty ? (width: 0, height: 0) : measurer.size(of: text, size: size, width: .infinity, maxLines: lines)
        let naturalLines = lines == 1 ? 1 : measurer.lines(of: text, size: size, width: .infinity, maxLines: lines).count
        let measured = text.isEmpty ? nil : content.measuredWidth
        try engine.setText(content, of: view)
        try engine.setIntrinsicContentSize(width: measured ?? (scale == nil ? natural.width : roundedUp(natural.width)),
                                           height: text.isEmpty ? 0 : height(ofLines: naturalLines), of: view, source: source)
        if lines == 1 || text.isEmpty {
            try engine.setHeightForWidth(nil, of: view)
        } else {
            // The engine keeps the answers per width.
            try engine.setHeightForWidth({ width in
                height(ofLines: content.shownLines(atWidth: width, measuredBy: measurer).count)
            }, of: view)
        }
    }

    /// A font size in points, or a text style's name (`"body"`): its size and leading at the
    /// text size `view` follows (``textSize(of:)``).
    func fontSize(_ expression: Expression, for view: String, in scope: Scope) throws -> (size: Double, leading: Double?, style: TextStyle?) {
        let value = try evaluate(expression, in: scope)
        if case .string(let name) = value {
            guard let style = TextStyle(name: name) else {
                throw failure(.name, "unknown text style '\(name)'", at: expression.range,
                              hint: suggestion(for: name, among: TextStyle.allCases.map(\.rawValue))
                                  ?? "use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let metrics = style.metrics(at: textSize(of: view))
            return (metrics.size, metrics.leading, style)
        }
        let size = try number(value, at: expression.range)
        guard size.isFinite, size > 0, size <= 10_000 else {
            throw failure(.runtime, "a font size must be a finite number in 0 < size ≤ 10000, got \(formatNumber(size))",
                          at: expression.range, hint: "sizes are in points (17 is UILabel's body text), or a text style: \"body\"")
        }
        return (size, nil, nil)
    }

    /// The text size a view's text follows: the reader's (`reader`, else the run's), bounded
    /// by the limits of the root and each view down to this one, as UIKit's trait collections
    /// pass `preferredContentSizeCategory` down, each view clamping it by its own
    /// `minimumContentSizeCategory` and `maximumContentSizeCategory`.
    func textSize(of view: String, reader: ContentSizeCategory? = nil) -> ContentSizeCategory {
        var chain: [String] = []
        var current = engine.view(named: view)
        while let found = current {
            chain.append(found.name)
            current = found.superview.flatMap(engine.view(_:))
        }
        var category = reader ?? readTextSize()
        for name in chain.reversed() {
            guard let limits = textSizeLimits[name] else { continue }
            if let minimum = limits.minimum { category = max(category, minimum) }
            if let maximum = limits.maximum { category = min(category, maximum) }
        }
        return category
    }

    /// The reader's text size, the host's (`--text-size`) or the script's own
    /// (``designedTextSize``), now that the run depends on it; at another than the designed
    /// one no view is reported misplaced, as its text is not the size its frame shows.
    func readTextSize() -> ContentSizeCategory {
        readsTextSize = true
        let category = options.contentSizeCategory ?? designedTextSize
        engine.isAtOtherTextSize = category != designedTextSize
        return category
    }

    /// `textSize NAME`: the reader's text size the script is designed at (Interface Builder's
    /// canvas's), which text styles follow unless the host chose one (`--text-size`). Before
    /// the first view, as the text it sizes comes after it.
    func executeTextSize(_ name: String, at range: SourceRange) throws {
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        guard let category = ContentSizeCategory(name: name) else {
            throw failure(.name, "unknown text size '\(name)'", at: range,
                          hint: suggestion(for: name, among: names) ?? "use one of \(names.joined(separator: ", "))")
        }
        guard viewCount == 0 else {
            throw failure(.runtime, "'textSize \(name)' after the first view: the text before it was sized at another",
                          at: range, hint: "write 'textSize \(name)' before the first view, at the top of the script")
        }
        designedTextSize = category
        // A text size read before the statement was compared with the default's: read again.
        if readsTextSize { _ = readTextSize() }
    }

    /// `minimumTextSize NAME` / `maximumTextSize NAME`: bounds the text size of the view and
    /// its subviews; text already set in them in a text style is sized again.
    func limitTextSize(of view: String, isMaximum: Bool, to expression: Expression, in scope: Scope, source: SourceTag?) throws {
        let value = try evaluate(expression, in: scope)
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        guard case .string(let name) = value else { throw typeFailure("a text size name such as \"AX2\"", got: value, at: expression.range) }
        guard let category = ContentSizeCategory(name: name) else {
            throw failure(.name, "unknown text size '\(name)'", at: expression.range,
                          hint: suggestion(for: name, among: names) ?? "use one of \(names.joined(separator: ", "))")
        }
        var limits = textSizeLimits[view] ?? (nil, nil)
        if isMaximum { limits.maximum = category } else { limits.minimum = category }
        textSizeLimits[view] = limits
        var pending = [view]
        while let name = pending.popLast() {
            guard let found = engine.view(named: name) else { continue }
            pending += found.subviews.compactMap { engine.view($0)?.name }
            guard var content = found.text, let style = content.style.flatMap(TextStyle.init(name:)) else { continue }
            let oldSize = content.size
            (content.size, content.leading) = style.metrics(at: textSize(of: name))
            // A measured width grows with the font, as every width of the text does.
            content.measuredWidth = content.measuredWidth.map { $0 * content.size / oldSize }
            content.measuredLineHeight = content.measuredLineHeight.map { $0 * content.size / oldSize }
            try setText(content, of: name, source: source)
        }
    }

    static let maskNames: [String: AutoresizingMask] = [
        "none": [], "leftMargin": .flexibleLeftMargin, "flexibleLeftMargin": .flexibleLeftMargin,
        "width": .flexibleWidth, "flexibleWidth": .flexibleWidth, "rightMargin": .flexibleRightMargin,
        "flexibleRightMargin": .flexibleRightMargin, "topMargin": .flexibleTopMargin,
        "flexibleTopMargin": .flexibleTopMargin, "height": .flexibleHeight, "flexibleHeight": .flexibleHeight,
        "bottomMargin": .flexibleBottomMargin, "flexibleBottomMargin": .flexibleBottomMargin,
    ]

    func checkPriority(_ value: Double, at range: SourceRange) throws {
        guard value >= 1, value <= 1000 else {
            throw failure(.runtime, "priority \(formatNumber(value)) is not in 1…1000", at: range,
                          hint: "1000 is required; UIKit's defaults are 750 (high) and 250 (low)")
        }
    }

    // MARK: - expect

    /// `expect a == b` shows both sides when it fails; any other condition must be true.
    func executeExpect(_ expression: Expression, in scope: Scope) throws {
        let text = source.text(expression.range)
        if case .binary(let op, let left, let right, _) = expression,
           [.equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual].contains(op) {
            let lhs = try evaluate(left, in: scope)
            let rhs = try evaluate(right, in: scope)
            guard try !compare(op, lhs, rhs, at: expression.range) else { return }
            let got = try displayed(lhs, at: left.range)
            let wanted = op == .equal ? "" : " (\(op.rawValue) \(try displayed(rhs, at: right.range)))"
            diagnostics.append(Diagnostic(
                kind: .expectation, message: "expected \(text), got \(got)\(wanted)", range: expression.range, in: source))
            return
        }
        let value = try evaluate(expression, in: scope)
        guard case .bool(let truth) = value else { throw typeFailure("a condition (true or false)", got: value, at: expression.range) }
        if !truth {
            diagnostics.append(Diagnostic(kind: .expectation, message: "expected \(text)", range: expression.range, in: source))
        }
    }
}

extension Evaluator {
    /// Four finite numbers, top, left, bottom, right, as `margins` and `alignmentInsets` take
    /// them; `what` names one in the error, `example` is the hint.
    func insets(_ parts: [Expression], in scope: Scope, what: String, example: String) throws -> LayoutInsets {
        var sides: [Double] = []
        for part in parts {
            let value = try number(part, in: scope)
            guard value.isFinite else {
                throw failure(.runtime, "\(what) must be a finite number, got \(formatNumber(value))", at: part.range, hint: example)
            }
            sides.append(value)
        }
        return LayoutInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }
}
