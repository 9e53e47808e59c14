import AutoLayout

// MARK: - Provenance

/// What a script said beyond the constraints the engine keeps: which kind made each view,
/// which `vfl` statement made which constraints, which stack call made a stack. An exporter
/// (`tether export`) reads it to write the UIKit code a person would write — a `UILabel`
/// rather than a view with an intrinsic size, `constraints(withVisualFormat:…)` rather than
/// the constraints it makes, a `UIStackView` rather than its `UISV-` constraints.
package struct Provenance {
    /// A view made with `view NAME: KIND(args)`.
    package struct KindUse {
        /// The kind's name (`label`).
        package var kind: String
        /// The source the kind was written in (`std/controls.layout`, or the script's path).
        package var module: String
        /// The arguments, evaluated, missing ones left out (the kind's defaults apply).
        package var arguments: [Value]
    }

    /// The constraints one `vfl` statement made.
    package struct FormatUse {
        /// The format string.
        package var format: String
        /// The `align` and `direction` options.
        package var options: VisualFormatOptions
        /// The numeric names in scope that the format mentions.
        package var metrics: [String: Double]
        /// The views it mentions.
        package var views: [String]
        /// `in GUIDE` (Tether's extension), if given.
        package var container: String?
        /// Whether an enclosing `priority` block lowered its required constraints.
        package var hasPriorityOverride: Bool
        /// The constraints it made, in order.
        package var constraints: [LayoutConstraintID]
    }

    /// A call of std/stack's `hstack` or `vstack`, or of std/nsstack's `nshstack` or
    /// `nsvstack`.
    package struct StackUse {
        /// Whether it is `hstack` (or `nshstack`).
        package var isHorizontal: Bool
        /// The stack view (the views' superview).
        package var stack: String
        /// The arranged views, in order (std/nsstack's: its gravity areas' views, in order).
        package var views: [String]
        /// std/nsstack's gravity areas (leading or top, center, trailing or bottom), each its
        /// views; nil for std/stack's stacks.
        package var gravityAreas: [[String]]?
        /// The arguments after the views, evaluated (std/stack's: spacing, distribution,
        /// alignment, inset, marginsRelative, baselineRelative, spacingAfter; std/nsstack's,
        /// after the three areas: spacing, distribution, alignment, edgeInsets,
        /// detachesHiddenViews, spacingAfter, hugging, clippingResistance, visibility);
        /// missing ones left out.
        package var arguments: [Value]
        /// Every constraint the call made (`UISV-` and the canvas's): those with IDs in
        /// this range.
        package var constraints: Range<LayoutConstraintID>
        /// The views and guides the call made (the equal distributions' gap guides).
        package var madeViews: [String]
    }

    /// The kind of each view made with one, by view name.
    package var kinds: [String: KindUse] = [:]
    /// Every `vfl` statement that made constraints, in order.
    package var formats: [FormatUse] = []
    /// Every stack call, in order.
    package var stacks: [StackUse] = []
}

extension Interpreter {
    /// What the script said beyond the engine's constraints, for exporters.
    package var provenance: Provenance { evaluator.provenance }
}

extension Provenance {
    /// Whether a definition is std/stack's `hstack` or `vstack`.
    static func isStackFunction(_ definition: Definition) -> Bool {
        (definition.name == "hstack" || definition.name == "vstack") && definition.source.name.hasSuffix("std/stack.layout")
    }

    /// Whether a definition is std/nsstack's `nshstack` or `nsvstack`.
    static func isNSStackFunction(_ definition: Definition) -> Bool {
        (definition.name == "nshstack" || definition.name == "nsvstack") && definition.source.name.hasSuffix("std/nsstack.layout")
    }
}

extension Evaluator {
    /// Runs a stack call and records it: the stack it returned, its views (with
    /// `gravityAreas`, std/nsstack's three lists of them) and arguments, and the constraints
    /// and guides it made.
    func recordingStack(arguments: [Value], horizontal: Bool, gravityAreas: Bool = false, _ call: () throws -> Value) throws -> Value {
        let firstConstraint = engine.nextConstraintID
        let viewsBefore = engine.allViews.count
        let result = try call()
        guard case .view(let stack) = result else { return result }
        let lists = arguments.prefix(gravityAreas ? 3 : 1).map { argument -> [String]? in
            guard case .list(let items) = argument else { return nil }
            return items.compactMap { item -> String? in
                if case .view(let name) = item { return name }
                return nil
            }
        }
        guard !lists.isEmpty, lists.allSatisfy({ $0 != nil }) else { return result }
        var areas = lists.compactMap(\.self)
        while gravityAreas, areas.count < 3 { areas.append([]) }
        provenance.stacks.append(Provenance.StackUse(
            isHorizontal: horizontal, stack: stack, views: areas.flatMap(\.self), gravityAreas: gravityAreas ? areas : nil,
            arguments: Array(arguments.dropFirst(lists.count)),
            constraints: firstConstraint..<engine.nextConstraintID, madeViews: engine.allViews.dropFirst(viewsBefore).map(\.name)))
        return result
    }
}
