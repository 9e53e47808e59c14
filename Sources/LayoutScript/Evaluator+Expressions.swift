import AutoLayout

// MARK: - Expressions

extension Evaluator {
    func evaluate(_ expression: Expression, in scope: Scope) throws -> Value {
        try step(expression.range)
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        if evaluationDepth > Evaluator.maxEvaluationDepth {
            throw limitFailure("expressions and calls nest more than \(Evaluator.maxEvaluationDepth) deep", name: "evaluation depth",
                               at: expression.range, hint: "a recursive def with deeply nested expressions; simplify it")
        }
        switch expression {
        case .number(let value, _): return .number(value)
        case .string(let value, _): return .string(value)
        case .bool(let value, _): return .bool(value)
        case .none: return .none
        case .root: return .view(engine.rootName)
        case .name(let name, let range): return try lookup(name, in: scope, at: range)
        case .list(let items, let range): return try checkedSize(.list(try items.map { try evaluate($0, in: scope) }), at: range)
        case .tuple(let items, let range): return try checkedSize(.tuple(try items.map { try evaluate($0, in: scope) }), at: range)
        case .negate(let operand, _):
            switch try evaluate(operand, in: scope) {
            case .number(let n): return .number(-n)
            case .attribute(var term):
                term.multiplier = -term.multiplier
                term.constant = -term.constant
                return .attribute(term)
            case let other: throw typeFailure("a number", got: other, at: operand.range)
            }
        case .not(let operand, _):
            return .bool(!(try truth(operand, in: scope)))
        case .binary(let op, let left, let right, let range):
            return try binary(op, left, right, in: scope, at: range)
        case .member(.name("traits", _), let name, let range) where scope.lookup("traits") == nil && !viewNames.contains("traits"):
            // `traits.horizontal` reads one trait: screens that agree on it can share a run.
            screenReads.traits.insert(name)
            if name == "textSize" { readsTextSize = true }
            return try member(.module(Module(path: "traits", scope: traitScope(of: screen))), name, at: range)
        case .member(let object, let name, let range):
            return try member(try evaluate(object, in: scope), name, at: range)
        case .call(let callee, let arguments, _):
            let function = try evaluate(callee, in: scope)
            let values = try arguments.map { try evaluate($0, in: scope) }
            return try call(function, values, at: expression.range, calleeRange: callee.range)
        case .index(let object, let indexExpression, let range):
            let items = try listItems(try evaluate(object, in: scope), at: object.range)
            let index = try number(indexExpression, in: scope)
            guard index == index.rounded(), index >= 0, index < Double(items.count) else {
                throw failure(.runtime, "index \(formatNumber(index)) is out of range 0..<\(items.count)", at: indexExpression.range.through(range),
                              hint: "indices are whole numbers from 0 to count − 1")
            }
            return items[Int(index)]
        }
    }

    /// A name: a binding in scope, else a declared view.
    func lookup(_ name: String, in scope: Scope, at range: SourceRange) throws -> Value {
        if let value = scope.lookup(name) { return value }
        if viewNames.contains(name) { return .view(name) }
        if name == "traits" { return traitsValue() }
        if poisonedNames.contains(name) { throw Interrupt.cascade }
        throw failure(.name, "unknown name '\(name)'", at: range,
                      hint: importHint(for: name)
                        ?? suggestion(for: name, among: scope.visibleNames.union(viewNames))
                        ?? "declare it first with 'let \(name) = …', 'def \(name)(…)' or 'view \(name)'")
    }

    /// For a name a bundled module defines (`label`, without `import "std/controls"`): the
    /// import that brings it, and the name as written after it.
    func importHint(for name: String) -> String? {
        guard let (path, isCallable) = modules.bundledModule(defining: name) else { return nil }
        let use = isCallable ? "(…)" : ""
        return "'\(name)' comes from the module \"\(path)\": add 'import \"\(path)\" as ui', then write 'ui.\(name)\(use)' (or 'import \"\(path)\"' and '\(name)\(use)')"
    }

    /// `traits`: the screen's size classes, orientation, text size and keyboard, read like a
    /// module's names (`traits.horizontal == "regular"`). Reading them whole makes the result
    /// depend on every trait, so that a multi-screen run replays the script per screen.
    func traitsValue() -> Value {
        screenReads.allTraits = true
        readsTextSize = true
        return .module(Module(path: "traits", scope: traitScope(of: screen)))
    }

    /// The traits a script reads on `screen`, by name.
    func traitScope(of screen: Screen) -> Scope {
        let traits = Scope(parent: nil)
        for (name, value) in traitValues(of: screen) { traits.define(name, value) }
        return traits
    }

    /// Each trait's value on `screen` (and the run's text size): what `traits.NAME` reads.
    func traitValues(of screen: Screen) -> KeyValuePairs<String, Value> {
        let insets = screen.safeAreaInsets
        return [
            "horizontal": .string(screen.traits.horizontal.rawValue),
            "vertical": .string(screen.traits.vertical.rawValue),
            "landscape": .bool(screen.traits.isLandscape),
            "device": screen.deviceName.map(Value.string) ?? .none,
            "textSize": .string(readTextSize().rawValue),
            "safeArea": .tuple([insets.top, insets.left, insets.bottom, insets.right].map(Value.number)),
            "keyboard": .bool(screen.showsKeyboard),
        ]
    }

    // MARK: - Conversions

    func number(_ expression: Expression, in scope: Scope) throws -> Double {
        try number(try evaluate(expression, in: scope), at: expression.range)
    }

    /// A number, reading an attribute's current value from the layout.
    func number(_ value: Value, at range: SourceRange) throws -> Double {
        switch value {
        case .number(let n): return n
        case .attribute(let term): return try read(term, at: range)
        default: throw typeFailure("a number", got: value, at: range)
        }
    }

    /// A number or `none` (for an intrinsic size).
    func optionalNumber(_ expression: Expression, in scope: Scope) throws -> Double? {
        let value = try evaluate(expression, in: scope)
        if case .none = value { return nil }
        return try number(value, at: expression.range)
    }

    func truth(_ expression: Expression, in scope: Scope) throws -> Bool {
        let value = try evaluate(expression, in: scope)
        guard case .bool(let truth) = value else { throw typeFailure("a condition (true or false)", got: value, at: expression.range) }
        return truth
    }

    func listItems(_ value: Value, at range: SourceRange) throws -> [Value] {
        switch value {
        case .list(let items), .tuple(let items): return items
        default: throw typeFailure("a list", got: value, at: range)
        }
    }

    func viewName(_ value: Value, at range: SourceRange) throws -> String {
        guard case .view(let name) = value else { throw typeFailure("a view", got: value, at: range) }
        return name
    }

    /// A value as `print` shows it, with attributes read as numbers.
    func displayed(_ value: Value, at range: SourceRange) throws -> String {
        var writer = TextWriter(limit: limits.maxStringLength) { formatNumber(try self.read($0, at: range)) }
        guard try writer.write(value, quoted: false) else { throw textFailure(at: range) }
        return writer.text
    }

    func textFailure(at range: SourceRange) -> Interrupt {
        limitFailure("the text would be longer than \(limits.maxStringLength) bytes", name: "maxStringLength", at: range,
                     hint: "print a part of it, or count it with .count")
    }

    // MARK: - Operators

    func binary(_ op: BinaryOperator, _ leftExpression: Expression, _ rightExpression: Expression,
                in scope: Scope, at range: SourceRange) throws -> Value {
        switch op {
        case .and: return .bool(try truth(leftExpression, in: scope) && truth(rightExpression, in: scope))
        case .or: return .bool(try truth(leftExpression, in: scope) || truth(rightExpression, in: scope))
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            let left = try evaluate(leftExpression, in: scope)
            let right = try evaluate(rightExpression, in: scope)
            return .bool(try compare(op, left, right, at: range))
        default:
            let left = try evaluate(leftExpression, in: scope)
            let right = try evaluate(rightExpression, in: scope)
            return try arithmetic(op, left, right, at: range, leftRange: leftExpression.range, rightRange: rightExpression.range)
        }
    }

    func arithmetic(_ op: BinaryOperator, _ left: Value, _ right: Value, at range: SourceRange,
                    leftRange: SourceRange, rightRange: SourceRange) throws -> Value {
        switch (left, right) {
        case (.number(let a), .number(let b)):
            if (op == .divide || op == .remainder), b == 0 { throw failure(.runtime, "division by zero", at: rightRange, hint: "the right side is 0") }
            let result: Double = switch op {
            case .add: a + b
            case .subtract: a - b
            case .multiply: a * b
            case .divide: a / b
            default: a.truncatingRemainder(dividingBy: b)
            }
            return try checkedSize(.number(result), at: range)
        case (.string(let a), _) where op == .add: return try checkedSize(.string(a + (try displayed(right, at: rightRange))), at: range)
        case (_, .string(let b)) where op == .add: return try checkedSize(.string((try displayed(left, at: leftRange)) + b), at: range)
        case (.list(let a), .list(let b)) where op == .add:
            guard a.count + b.count <= limits.maxElements else { throw elementsFailure(at: range) }
            return try checkedSize(.list(a + b), at: range)
        case (.attribute(var term), .number(let n)):
            switch op {
            case .add: term.constant += n
            case .subtract: term.constant -= n
            case .multiply: term.multiplier *= n; term.constant *= n
            case .divide:
                guard n != 0 else { throw failure(.runtime, "division by zero", at: rightRange, hint: "the right side is 0") }
                term.multiplier /= n; term.constant /= n
            default: return try arithmetic(op, .number(try read(term, at: leftRange)), right, at: range, leftRange: leftRange, rightRange: rightRange)
            }
            return try checkedSize(.attribute(term), at: range)
        case (.number(let n), .attribute(var term)):
            switch op {
            case .add: term.constant += n
            case .subtract: term.multiplier = -term.multiplier; term.constant = n - term.constant
            case .multiply: term.multiplier *= n; term.constant *= n
            default: return try arithmetic(op, left, .number(try read(term, at: rightRange)), at: range, leftRange: leftRange, rightRange: rightRange)
            }
            return try checkedSize(.attribute(term), at: range)
        case (.attribute(let a), .attribute(let b)):
            if inConstraintSide {
                throw failure(.type, "a constraint side can use one attribute, not two", at: range,
                              hint: "a constraint relates one attribute to one other: write 'pin x.width == 2 * y.width', not a sum of attributes")
            }
            return try arithmetic(op, .number(try read(a, at: leftRange)), .number(try read(b, at: rightRange)),
                                  at: range, leftRange: leftRange, rightRange: rightRange)
        default:
            let culprit = isNumeric(left) ? right : left
            throw typeFailure("numbers on both sides of '\(op.rawValue)'", got: culprit, at: isNumeric(left) ? rightRange : leftRange)
        }
    }

    /// Checks a value just made against the limits and charges its making: a step per item
    /// of a list (counted through the lists inside it) and per 100 bytes of a string.
    /// Without the charge a loop copying a long list each time round would run for minutes
    /// within `maxSteps`; without the caps, doubling a list would exhaust memory first. A
    /// number that overflowed (or a builtin's `nan`) is an error here, never `inf` later.
    func checkedSize(_ value: Value, at range: SourceRange) throws -> Value {
        switch value {
        case .number(let n):
            guard n.isFinite else { throw nonFiniteFailure(at: range) }
        case .attribute(let term):
            guard term.multiplier.isFinite, term.constant.isFinite else { throw nonFiniteFailure(at: range) }
        case .string(let text):
            guard text.utf8.count <= limits.maxStringLength else { throw textFailure(at: range) }
            try step(range, count: text.utf8.count / 100)
        case .list, .tuple:
            let count = value.elementCount(upTo: limits.maxElements)
            guard count <= limits.maxElements else { throw elementsFailure(at: range) }
            try step(range, count: count)
        default: break
        }
        return value
    }

    func elementsFailure(at range: SourceRange) -> Interrupt {
        limitFailure("a list would hold more than \(limits.maxElements) items, counting the lists inside it",
                     name: "maxElements", at: range)
    }

    func nonFiniteFailure(at range: SourceRange) -> Interrupt {
        failure(.runtime, "the result is not a finite number", at: range,
                hint: "numbers are Doubles: they overflow past 1.8e308, and sqrt of a negative number has no value")
    }

    func isNumeric(_ value: Value) -> Bool {
        switch value {
        case .number, .attribute: true
        default: false
        }
    }

    /// Comparisons. `==` between numbers and tuples allows 0.001 of difference (frames are
    /// solved in floating point); attributes are read as numbers.
    func compare(_ op: BinaryOperator, _ left: Value, _ right: Value, at range: SourceRange) throws -> Bool {
        if op == .equal || op == .notEqual {
            let equal = try equalValues(left, right, at: range)
            return op == .equal ? equal : !equal
        }
        if case .string(let a) = left, case .string(let b) = right {
            switch op {
            case .less: return a < b
            case .lessEqual: return a <= b
            case .greater: return a > b
            default: return a >= b
            }
        }
        let a = try number(left, at: range)
        let b = try number(right, at: range)
        switch op {
        case .less: return a < b
        case .lessEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }

    static let tolerance = 0.001

    func equalValues(_ left: Value, _ right: Value, at range: SourceRange) throws -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.none, .none): return true
        case (.view(let a), .view(let b)): return a == b
        case (.list(let a), .list(let b)), (.tuple(let a), .tuple(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where try !equalValues(x, y, at: range) { return false }
            return true
        case (.number, _), (.attribute, _):
            guard isNumeric(right) else { return false }
            return abs(try number(left, at: range) - number(right, at: range)) <= Evaluator.tolerance
        default:
            return false
        }
    }

    // MARK: - Members

    /// A view's members, the one list of them: its attributes, its frames, superview, name,
    /// hidden flag and intrinsic size, and its system guides. Completion (the REPL's, the
    /// language server's) and the unknown-attribute hint read it; ViewMemberAgreementTests
    /// checks that ``member(_:_:at:)``, the language server's descriptions and grammar.md agree.
    static let viewMembers = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
        + ["frame", "absolute", "superview", "name", "hidden", "intrinsic"] + SystemGuide.allCases.map(\.rawValue)

    func member(_ object: Value, _ name: String, at range: SourceRange) throws -> Value {
        switch object {
        case .view(let view):
            if let attribute = LayoutAttribute(rawValue: name), attribute != .notAnAttribute {
                return .attribute(AttributeTerm(view: view, attribute: attribute))
            }
            switch name {
            case "frame": return try frameTuple(of: view, absolute: false, at: range)
            case "absolute": return try frameTuple(of: view, absolute: true, at: range)
            case "name": return .string(view)
            case "hidden": return .bool(engine.view(named: view)?.isHidden ?? false)
            case "intrinsic":
                let properties = engine.view(named: view)
                return .tuple([properties?.intrinsicWidth, properties?.intrinsicHeight].map { $0.map(Value.number) ?? .none })
            case "safeArea": return try systemGuide(.safeArea, of: view, at: range)
            case "margins": return try systemGuide(.margins, of: view, at: range)
            case "readable": return try systemGuide(.readable, of: view, at: range)
            case "keyboard": return try systemGuide(.keyboard, of: view, at: range)
            case "superview":
                guard let parent = engine.view(named: view)?.superview.flatMap({ engine.view($0)?.name }) else { return .none }
                return .view(parent)
            default:
                throw failure(.name, "unknown attribute '\(name)'", at: range,
                              hint: suggestion(for: name, among: Evaluator.viewMembers)
                                ?? "a view has \(Evaluator.viewMembers.dropLast().joined(separator: ", ")) and \(Evaluator.viewMembers.last ?? "")")
            }
        case .module(let module):
            guard let value = module.scope.values[name] else {
                throw failure(.name, "module '\(module.path)' has no '\(name)'", at: range,
                              hint: suggestion(for: name, among: module.scope.values.keys)
                                ?? "it defines \(module.scope.values.keys.filter { $0 != "self" }.sorted().joined(separator: ", "))")
            }
            return value
        case .tuple(let items) where items.count == 4:
            let fields = ["x": 0, "y": 1, "width": 2, "height": 3]
            guard let index = fields[name] else {
                throw failure(.name, "a frame has no '\(name)'", at: range, hint: suggestion(for: name, among: fields.keys) ?? "use x, y, width or height")
            }
            return items[index]
        case .list(let items) where name == "count", .tuple(let items) where name == "count":
            return .number(Double(items.count))
        case .string(let text) where name == "count":
            return .number(Double(text.count))
        default:
            throw failure(.type, "\(object.typeName) has no member '\(name)'", at: range,
                          hint: "views have attributes, frame, superview and name; modules their names; frames x, y, width, height; lists and strings count")
        }
    }

    /// `VIEW.safeArea`, `VIEW.margins`, `VIEW.readable`, `VIEW.keyboard`: the view's system
    /// guide, made on first use and bound like a guide (named `VIEW.safeArea` … in reports).
    func systemGuide(_ kind: SystemGuide, of view: String, at range: SourceRange) throws -> Value {
        let name: String
        do {
            name = try engine.systemGuide(kind, of: view)
        } catch {
            throw failure(.runtime, error.description, at: range, hint: hint(for: error))
        }
        if viewNames.insert(name).inserted {
            viewLocations[name] = viewLocations[view] ?? SourceLocation(range, in: source)
            moduleViews[name] = moduleViews[view]
            engineChanged()
        }
        return .view(name)
    }

    // MARK: - Calls

    func call(_ function: Value, _ arguments: [Value], at range: SourceRange, calleeRange: SourceRange) throws -> Value {
        guard case .function(let callable) = function else {
            throw typeFailure("a function", got: function, at: calleeRange)
        }
        switch callable.body {
        case .native(let body):
            do {
                return try checkedSize(try body(arguments), at: range)
            } catch let interrupt as Interrupt {
                throw interrupt
            } catch let exceeded as BuiltinLimitExceeded {
                throw exceeded == .text ? textFailure(at: range) : elementsFailure(at: range)
            } catch let error as ScriptError {
                throw failure(.runtime, error.message, at: range,
                              hint: error.hint ?? "the builtins are described in grammar.md, under Expressions")
            } catch {
                throw failure(.runtime, "\(callable.name): \(error)", at: range, hint: "the host function '\(callable.name)' failed")
            }
        case .script(let definition, let closure):
            if definition.isKind {
                throw failure(.type, "'\(callable.name)' is a kind: it makes a view", at: calleeRange,
                              hint: "declare a view with it: 'view NAME: \(callable.name)(…)'")
            }
            try checkArity(arguments, of: definition, at: range)
            try enterCall(at: range)
            defer { callDepth -= 1 }
            let run: () throws -> Value = {
                try self.inSource(of: definition, calledAt: range) {
                    let scope = try self.bindArguments(arguments, to: definition, closure: closure)
                    do {
                        try self.execute(definition.body, in: scope)
                    } catch Interrupt.returned(let box) {
                        return box.value
                    }
                    return .none
                }
            }
            if Provenance.isStackFunction(definition) {
                return try recordingStack(arguments: arguments, horizontal: definition.name == "hstack", run)
            }
            if Provenance.isNSStackFunction(definition) {
                return try recordingStack(arguments: arguments, horizontal: definition.name == "nshstack", gravityAreas: true, run)
            }
            return try run()
        }
    }

    /// Runs a definition's body (`body`) against the source it was written in. When that is
    /// another source (an imported module, an earlier REPL entry), errors raised or recorded
    /// inside are located at the call, in the caller's source, with a note where they arose:
    /// a script's author can act on their own line, and still see the module's.
    func inSource<T>(of definition: Definition, calledAt range: SourceRange, _ body: () throws -> T) throws -> T {
        let caller = source
        guard !definition.source.isSame(as: caller) else { return try body() }
        let recorded = diagnostics.count
        callSites.append((SourceLocation(range, in: caller), definition.name))
        source = definition.source
        defer {
            callSites.removeLast()
            source = caller
            for index in recorded..<diagnostics.count where diagnostics[index].isError {
                diagnostics[index] = relocated(diagnostics[index], to: range, in: caller, inside: definition.name)
            }
        }
        do {
            return try body()
        } catch Interrupt.failure(let diagnostic) {
            throw Interrupt.failure(relocated(diagnostic, to: range, in: caller, inside: definition.name))
        }
    }

    /// A diagnostic moved to a call, its original location kept as the first note.
    func relocated(_ diagnostic: Diagnostic, to range: SourceRange, in caller: Source, inside name: String) -> Diagnostic {
        var moved = diagnostic
        moved.location = SourceLocation(range, in: caller)
        moved.notes.insert(Diagnostic.Note("raised here, inside '\(name)'", location: diagnostic.location), at: 0)
        return moved
    }

    func enterCall(at range: SourceRange) throws {
        callDepth += 1
        if callDepth > limits.maxCallDepth {
            callDepth -= 1
            throw limitFailure("calls and imports nested more than \(limits.maxCallDepth) deep", name: "maxCallDepth", at: range,
                               hint: "a recursive def needs a case that stops it; a chain of imports counts too")
        }
    }

    /// Checks, at the call, that the arguments fit the parameters: not too many, and none
    /// missing that has no default.
    func checkArity(_ arguments: [Value], of definition: Definition, at range: SourceRange) throws {
        let parameters = definition.parameters
        guard arguments.count <= parameters.count else {
            throw failure(.runtime, "'\(definition.name)' takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), got \(arguments.count)", at: range,
                          hint: "remove the extra arguments")
        }
        if let missing = parameters.dropFirst(arguments.count).first(where: { $0.defaultValue == nil }) {
            throw failure(.runtime, "missing argument '\(missing.name)' of '\(definition.name)'", at: range,
                          hint: "pass it, or give it a default: '\(missing.name) = …'")
        }
    }

    /// A new scope for a call: parameters bound to arguments or their defaults (evaluated in
    /// the definition's source, after `checkArity`).
    func bindArguments(_ arguments: [Value], to definition: Definition, closure: Scope) throws -> Scope {
        let scope = Scope(parent: closure)
        for (index, parameter) in definition.parameters.enumerated() {
            if index < arguments.count {
                scope.define(parameter.name, arguments[index])
            } else if let defaultValue = parameter.defaultValue {
                scope.define(parameter.name, try evaluate(defaultValue, in: scope))
            }
        }
        return scope
    }
}

/// Thrown by a builtin whose result would pass `Limits.maxStringLength` or `maxElements`
/// before it is made.
enum BuiltinLimitExceeded: Error {
    case text
    case elements
}

/// An error a host function throws to fail with a message (and a hint) located at the call.
public struct ScriptError: Error, Sendable {
    /// What went wrong.
    public var message: String
    /// How to fix it.
    public var hint: String?

    /// Makes an error.
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}
