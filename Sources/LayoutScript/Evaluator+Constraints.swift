import AutoLayout

// MARK: - pin, ratio, vfl

extension Evaluator {
    /// Evaluates a constraint side: a number or an attribute term.
    func constraintSide(_ expression: Expression, in scope: Scope) throws -> Value {
        let outer = inConstraintSide
        inConstraintSide = true
        defer { inConstraintSide = outer }
        let value = try evaluate(expression, in: scope)
        switch value {
        case .number, .attribute: return value
        default:
            throw typeFailure("an attribute such as 'a.left' or a number", got: value, at: expression.range)
        }
    }

    /// The priority of a constraint statement: its `@ P`, else the enclosing `priority`
    /// block's, else required.
    func constraintPriority(_ expression: Expression?, in scope: Scope) throws -> Double {
        guard let expression else { return priorityStack.last ?? 1000 }
        let value = try number(expression, in: scope)
        try checkPriority(value, at: expression.range)
        return value
    }

    /// `pin FIRST REL SECOND @ P` (and `ratio FIRST = SECOND`): the sides are normalised to
    /// `first.attr REL m × second.attr + c`. A location attribute against a constant is
    /// measured from the same attribute of the view's superview.
    func executePin(_ firstExpression: Expression, _ relation: LayoutRelation, _ secondExpression: Expression,
                    priority: Expression?, identifier: Expression? = nil, in scope: Scope, statement: Statement) throws {
        guard case .attribute(let first) = try constraintSide(firstExpression, in: scope) else {
            throw failure(.type, "the left side of a constraint must be an attribute, such as 'a.left'",
                          at: firstExpression.range, hint: "swap the sides: 'pin a.width == 44', not 'pin 44 == a.width'")
        }
        guard first.multiplier != 0 else {
            throw failure(.runtime, "the left side's multiplier is 0", at: firstExpression.range,
                          hint: "a constraint needs its first attribute: remove the '0 *'")
        }
        let second = try constraintSide(secondExpression, in: scope)
        let priorityValue = try constraintPriority(priority, in: scope)
        var relation = relation
        if first.multiplier < 0 {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        }
        var constraint = LayoutConstraint(
            firstItem: first.view, firstAttribute: first.attribute, relation: relation,
            priority: LayoutPriority(priorityValue))
        if let identifier {
            let value = try evaluate(identifier, in: scope)
            guard case .string(let name) = value else { throw typeFailure("a string naming the constraint", got: value, at: identifier.range) }
            constraint.identifier = name
        }
        switch second {
        case .attribute(let term):
            constraint.secondItem = term.view
            constraint.secondAttribute = term.attribute
            constraint.multiplier = term.multiplier / first.multiplier
            constraint.constant = (term.constant - first.constant) / first.multiplier
        case .number(let value):
            constraint.constant = (value - first.constant) / first.multiplier
            if !first.attribute.isSize {
                guard let superview = engine.view(named: first.view)?.superview.flatMap({ engine.view($0)?.name }) else {
                    throw failure(.runtime, "'\(first.view).\(first.attribute.rawValue)' has no superview to be measured from",
                                  at: firstExpression.range, hint: "relate it to another view's attribute")
                }
                constraint.secondItem = superview
                constraint.secondAttribute = first.attribute
            }
        default:
            return
        }
        try addConstraints([constraint], statement: statement)
    }

    /// `ratio VIEW W:H`: `view.width == (W / H) × view.height`.
    func executeAspect(_ viewExpression: Expression, _ width: Expression, _ height: Expression, priority: Expression?,
                       in scope: Scope, statement: Statement) throws {
        let view = try viewName(try evaluate(viewExpression, in: scope), at: viewExpression.range)
        let w = try number(width, in: scope)
        let h = try number(height, in: scope)
        guard w > 0, h > 0, w.isFinite, h.isFinite else {
            throw failure(.runtime, "an aspect ratio needs a positive width and height", at: width.range.through(height.range),
                          hint: "for example 'ratio imageView 3:2'")
        }
        let constraint = LayoutConstraint(
            firstItem: view, firstAttribute: .width, relation: .equal, secondItem: view, secondAttribute: .height,
            multiplier: w / h, priority: LayoutPriority(try constraintPriority(priority, in: scope)))
        try addConstraints([constraint], statement: statement)
    }

    /// Adds constraints tagged with the statement's location, counting them against the limit.
    @discardableResult
    func addConstraints(_ constraints: [LayoutConstraint], statement: Statement) throws -> [LayoutConstraintID] {
        constraintCount += constraints.count
        if constraintCount > limits.maxConstraints {
            throw limitFailure("the script made more than \(limits.maxConstraints) constraints", name: "maxConstraints",
                               at: statement.keyword)
        }
        let ids: [LayoutConstraintID]
        do {
            let (tag, context) = constraintSource(for: statement.keyword)
            ids = try engine.add(constraints, source: tag, context: context)
        } catch {
            throw failure(.runtime, error.description, at: statement.range, hint: hint(for: error))
        }
        engineChanged()
        checkConflicts(at: statement.range)
        return ids
    }

    // MARK: - vfl

    static let alignments: [String: VisualFormatOptions] = [
        "left": .alignAllLeft, "right": .alignAllRight, "top": .alignAllTop, "bottom": .alignAllBottom,
        "leading": .alignAllLeading, "trailing": .alignAllTrailing, "centerX": .alignAllCenterX,
        "centerY": .alignAllCenterY, "baseline": .alignAllLastBaseline, "lastBaseline": .alignAllLastBaseline,
        "firstBaseline": .alignAllFirstBaseline,
    ]
    static let directions: [String: VisualFormatOptions] = [
        "leadingToTrailing": .directionLeadingToTrailing, "leftToRight": .directionLeftToRight,
        "rightToLeft": .directionRightToLeft,
    ]

    /// `vfl "FORMAT" [align A] [direction D]`: metrics are the numeric names in scope that the
    /// format mentions; views are the declared views it mentions, which must share a superview.
    func executeVFL(_ formatExpression: Expression, container: Expression?, align: (String, SourceRange)?,
                    direction: (String, SourceRange)?, in scope: Scope, statement: Statement) throws {
        let value = try evaluate(formatExpression, in: scope)
        guard case .string(let format) = value else { throw typeFailure("a format string", got: value, at: formatExpression.range) }
        var options = VisualFormatOptions()
        if let (name, range) = align {
            guard let option = Evaluator.alignments[name] ?? VisualFormatOptions(appleName: name) else {
                throw failure(.name, "unknown alignment '\(name)'", at: range,
                              hint: suggestion(for: name, among: Evaluator.alignments.keys) ?? "use top, bottom, leading, trailing, left, right, centerX, centerY or baseline")
            }
            options.formUnion(option)
        }
        if let (name, range) = direction {
            guard let option = Evaluator.directions[name] else {
                throw failure(.name, "unknown direction '\(name)'", at: range,
                              hint: suggestion(for: name, among: Evaluator.directions.keys) ?? "use leadingToTrailing, leftToRight or rightToLeft")
            }
            options.formUnion(option)
        }
        var metrics: [String: Double] = [:]
        var views = Set<String>()
        for word in Evaluator.words(in: format) {
            if case .number(let n)? = scope.lookup(word) {
                metrics[word] = n
            } else if viewNames.contains(word) {
                if engine.view(named: word)?.isGuide == true, Evaluator.bracketed(word, in: format) {
                    throw failure(.runtime, "'\(word)' is a layout guide: a VFL string relates views only", at: formatExpression.range,
                                  hint: "Apple's VFL has no layout guides; constrain a guide with pin, e.g. 'pin \(word).leading == a.trailing'")
                }
                views.insert(word)
            }
        }
        var superview = try commonSuperview(of: views, at: formatExpression.range)
        if let container {
            // Tether's extension: `|` stands for a guide of the views' superview (or the
            // superview itself), so that a VFL string can lay views out in the margins.
            let name = try viewName(try evaluate(container, in: scope), at: container.range)
            let owner = engine.view(named: name).flatMap { $0.isGuide ? $0.superview.flatMap { engine.view($0)?.name } : name } ?? name
            guard views.isEmpty || owner == superview else {
                throw failure(.runtime, "'|' in '\(name)' needs the string's views in \(owner), but they are in \(superview)",
                              at: container.range, hint: "use a guide of their superview, e.g. 'in \(superview).margins'")
            }
            superview = name
        }
        let constraints: [LayoutConstraint]
        do {
            constraints = try VisualFormat.constraints(
                format, options: options, metrics: metrics, views: views, superview: superview, spacing: engine.platform.standardSpacing)
        } catch {
            throw vflFailure(error, literal: formatExpression, scope: scope)
        }
        let priority = priorityStack.last
        let ids = try addConstraints(constraints.map { constraint in
            var constraint = constraint
            if let priority, constraint.priority.isRequired { constraint.priority = LayoutPriority(priority) }
            return constraint
        }, statement: statement)
        provenance.formats.append(Provenance.FormatUse(
            format: format, options: options, metrics: metrics, views: views.sorted(),
            container: container == nil ? nil : superview,
            hasPriorityOverride: priority != nil && constraints.contains { $0.priority.isRequired }, constraints: ids))
    }

    /// Whether `name` stands between brackets in a format string, as a view does (`[name`
    /// or `[name(`), rather than as a metric or a predicate's view.
    static func bracketed(_ name: String, in format: String) -> Bool {
        format.contains("[\(name)]") || format.contains("[\(name)(")
    }

    /// A VFL error located in the script: under the offending character of a string literal.
    /// An unknown name gets "did you mean" among the script's views and numeric names, since
    /// the format only saw the views it mentions.
    func vflFailure(_ error: VisualFormatError, literal: Expression, scope: Scope) -> Interrupt {
        var location = SourceLocation(literal.range, in: source)
        if case .string = literal {
            location.column += 1 + error.offset
            location.length = 1
        }
        var kind = DiagnosticKind.syntax
        var hint = error.hint ?? "see the Visual Format Language section of grammar.md"
        let quoted = error.message.split(separator: "'", omittingEmptySubsequences: false)
        if quoted.count >= 3, error.message.contains("is not one of the views") || error.message.contains("not a key") {
            let name = String(quoted[1])
            kind = .name
            hint = suggestion(for: name, among: viewNames) ?? "declare it first: 'view \(name)'"
        }
        return .failure(Diagnostic(kind: kind, message: "in VFL: \(error.message)", location: location, hint: hint))
    }

    /// The superview `|` stands for: the one superview of every view in the format.
    func commonSuperview(of views: Set<String>, at range: SourceRange) throws -> String {
        var parents: [String: String] = [:]
        for view in views.sorted() {
            let parent = engine.view(named: view)?.superview.flatMap { engine.view($0)?.name } ?? "-"
            parents[view] = parent
        }
        let distinct = Set(parents.values)
        guard distinct.count <= 1 else {
            let listing = parents.keys.sorted().map { "\($0) is in \(parents[$0] ?? "-")" }.joined(separator: ", ")
            throw failure(.runtime, "the views of a VFL string must share one superview: \(listing)", at: range,
                          hint: "write one vfl statement per superview")
        }
        return distinct.first ?? engine.rootName
    }

    /// The identifiers a format string mentions.
    static func words(in format: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in format {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
