extension VisualFormat {
    /// Turns a parsed format into constraints: looks up names, checks priorities and options,
    /// and writes the constraints in Apple's order.
    ///
    /// The order: walking the elements from first to last, each connection's spacing
    /// constraints, then the size predicates of the view it leads to; after the last element,
    /// the alignment constraints, one per attribute for each pair of adjacent views.
    struct Generator {
        var format: String
        var options: VisualFormatOptions
        var metrics: [String: Double]
        var views: Set<String>?
        var superview: String
        var spacing: StandardSpacing

        private var direction = FormatDirection.leadingToTrailing
        private var knownViews: Set<String> = []
        private var constraints: [LayoutConstraint] = []

        init(
            format: String, options: VisualFormatOptions, metrics: [String: Double],
            views: Set<String>?, superview: String, spacing: StandardSpacing
        ) {
            self.format = format
            self.options = options
            self.metrics = metrics
            self.views = views
            self.superview = superview
            self.spacing = spacing
        }

        // MARK: - Constraints

        mutating func constraints(for syntax: Syntax) throws(VisualFormatError) -> [LayoutConstraint] {
            direction = try resolveDirection()
            knownViews = try resolveViews(syntax)
            constraints = []
            if case .view(let view) = syntax.elements.first {
                try addSize(of: view, axis: syntax.axis)
            }
            let neighbours = zip(syntax.elements, syntax.elements.dropFirst())
            for (connection, (earlier, later)) in zip(syntax.connections, neighbours) {
                try addSpacing(connection, from: earlier, to: later, axis: syntax.axis)
                if case .view(let view) = later {
                    try addSize(of: view, axis: syntax.axis)
                }
            }
            try addAlignment(syntax)
            return constraints
        }

        /// `[a]-8-[b]` makes `b.leading == a.trailing + 8`: the element further along the axis
        /// is the first item, except that right-to-left puts the earlier element there, so the
        /// first item is always the one with the larger coordinate.
        private mutating func addSpacing(
            _ connection: Connection, from earlier: Element, to later: Element, axis: LayoutAxis
        ) throws(VisualFormatError) {
            let touchesSuperview = earlier.isSuperview || later.isSuperview
            let standard = touchesSuperview ? spacing.superview : spacing.siblings
            let predicates: [Predicate] =
                switch connection {
                case .flush: [Predicate(relation: .equal, object: .number(0, offset: 0))]
                case .standard: [Predicate(relation: .equal, object: .number(standard, offset: 0))]
                case .predicates(let predicates): predicates
                }
            let (start, end) = edges(axis: axis)
            // A view meets its neighbour with its near edge; the superview with its inside edge.
            let earlierSide = (item: item(earlier), attribute: earlier.isSuperview ? start : end)
            let laterSide = (item: item(later), attribute: later.isSuperview ? end : start)
            let reversed = axis == .horizontal && direction == .rightToLeft
            let (first, second) = reversed ? (earlierSide, laterSide) : (laterSide, earlierSide)
            for predicate in predicates {
                constraints.append(
                    LayoutConstraint(
                        firstItem: first.item, firstAttribute: first.attribute, relation: predicate.relation,
                        secondItem: second.item, secondAttribute: second.attribute,
                        constant: try spacingConstant(predicate.object),
                        priority: try priority(predicate.priority), origin: .visualFormat(format)))
            }
        }

        /// `[a(>=50)]` makes `a.width >= 50`; `[a(b)]` makes `a.width == b.width` (heights in V).
        private mutating func addSize(of view: View, axis: LayoutAxis) throws(VisualFormatError) {
            let size: LayoutAttribute = axis == .horizontal ? .width : .height
            for predicate in view.predicates {
                var constraint = LayoutConstraint(
                    firstItem: view.name.text, firstAttribute: size, relation: predicate.relation,
                    origin: .visualFormat(format))
                // The object before the priority, so that the first error in the string is reported.
                switch predicate.object {
                case .number(let value, _):
                    constraint.constant = value
                case .name(let name):
                    if let value = try metric(name) {
                        constraint.constant = value
                    } else if knownViews.contains(name.text) {
                        constraint.secondItem = name.text
                        constraint.secondAttribute = size
                    } else {
                        throw error(
                            "'\(name.text)' is not a metric or a view", at: name.offset,
                            hint: suggestion(for: name.text, among: Array(metrics.keys) + knownViews))
                    }
                }
                constraint.priority = try priority(predicate.priority)
                constraints.append(constraint)
            }
        }

        /// An alignment option adds `earlier.attribute == later.attribute` for each pair of
        /// adjacent views; the superview takes no part.
        private mutating func addAlignment(_ syntax: Syntax) throws(VisualFormatError) {
            let attributes = options.alignmentAttributes
            var pairs: [(earlier: View, later: View)] = []
            for (earlier, later) in zip(syntax.elements, syntax.elements.dropFirst()) {
                if case .view(let earlierView) = earlier, case .view(let laterView) = later {
                    pairs.append((earlierView, laterView))
                }
            }
            guard let firstPair = pairs.first else {
                return
            }
            if let parallel = attributes.first(where: { $0.axis == syntax.axis }) {
                let layout = syntax.axis == .horizontal ? "a horizontal" : "a vertical"
                let perpendicular = Self.alignmentNames(across: syntax.axis)
                throw error(
                    "\(VisualFormatOptions.alignmentName(of: parallel)) is not allowed in \(layout) format, "
                        + "which places the views along that axis",
                    at: firstPair.later.offset,
                    hint: "align the views across the axis: \(perpendicular)")
            }
            for pair in pairs {
                for attribute in attributes {
                    constraints.append(
                        LayoutConstraint(
                            firstItem: pair.earlier.name.text, firstAttribute: attribute, relation: .equal,
                            secondItem: pair.later.name.text, secondAttribute: attribute,
                            origin: .visualFormat(format)))
                }
            }
        }

        // MARK: - Names and values

        /// The direction option; Apple takes only one, and ignores it in vertical formats.
        private func resolveDirection() throws(VisualFormatError) -> FormatDirection {
            switch options.intersection(.directionMask) {
            case .directionLeftToRight: return .leftToRight
            case .directionRightToLeft: return .rightToLeft
            case .directionLeadingToTrailing: return .leadingToTrailing
            default:
                throw error(
                    "The options give two directions, directionLeftToRight and directionRightToLeft",
                    at: 0, hint: "give at most one direction option")
            }
        }

        /// The views the format may name: the given ones; or else every name in brackets, that
        /// is each view's own name and each name in its size predicates that is not a metric
        /// (so that `[button1(==button2)]` works without a list of views, as in Apple's guide).
        private func resolveViews(_ syntax: Syntax) throws(VisualFormatError) -> Set<String> {
            let names = syntax.viewNames
            var known: Set<String>
            if let views {
                known = views
            } else {
                known = Set(names.map(\.text))
                for case .view(let view) in syntax.elements {
                    for predicate in view.predicates {
                        if case .name(let name) = predicate.object, metrics[name.text] == nil, name.text != superview {
                            known.insert(name.text)
                        }
                    }
                }
            }
            for name in names {
                if name.text == superview {
                    throw error(
                        "'\(name.text)' names the superview, which is written '|'", at: name.offset,
                        hint: "a bracketed view must be a subview of the superview")
                }
                guard known.contains(name.text) else {
                    let hint = suggestion(for: name.text, among: known) ?? "the views are \(list(known))"
                    throw error("'\(name.text)' is not one of the views", at: name.offset, hint: hint)
                }
            }
            return known
        }

        /// A spacing is a number or a metric, never a view.
        private func spacingConstant(_ operand: Operand) throws(VisualFormatError) -> Double {
            switch operand {
            case .number(let value, _):
                return value
            case .name(let name):
                if let value = try metric(name) {
                    return value
                }
                if knownViews.contains(name.text) {
                    throw error(
                        "'\(name.text)' is a view, but a spacing must be a number or a metric",
                        at: name.offset, hint: "views go in brackets between connections, as [a]-[\(name.text)]")
                }
                throw error(
                    "'\(name.text)' is not a metric", at: name.offset,
                    hint: suggestion(for: name.text, among: metrics.keys))
            }
        }

        /// A priority, 1…1000 as everywhere in Tether (Apple's VFL takes any 0 < p ≤ 1000).
        private func priority(_ operand: Operand?) throws(VisualFormatError) -> LayoutPriority {
            guard let operand else {
                return .required
            }
            let value: Double
            switch operand {
            case .number(let number, _):
                value = number
            case .name(let name):
                guard let metric = try metric(name) else {
                    if knownViews.contains(name.text) {
                        throw error(
                            "'\(name.text)' is a view, but a priority must be a number or a metric", at: name.offset)
                    }
                    throw error(
                        "'\(name.text)' is not a metric", at: name.offset,
                        hint: suggestion(for: name.text, among: metrics.keys))
                }
                value = metric
            }
            let priority = LayoutPriority(value)
            guard priority.isValid else {
                throw error(
                    "A priority must be between 1 and 1000, not \(value.layoutDescription)", at: operand.offset,
                    hint: "1000 is required; lower priorities are satisfied as closely as possible")
            }
            return priority
        }

        /// The metric's value; metrics are looked up before views, as Apple does.
        private func metric(_ name: Name) throws(VisualFormatError) -> Double? {
            guard let value = metrics[name.text] else {
                return nil
            }
            guard value.isFinite else {
                throw error("The metric '\(name.text)' is \(value), not a finite number", at: name.offset)
            }
            return value
        }

        private func item(_ element: Element) -> String {
            switch element {
            case .superview: superview
            case .view(let view): view.name.text
            }
        }

        /// The edges a format runs from and to on its axis.
        private func edges(axis: LayoutAxis) -> (start: LayoutAttribute, end: LayoutAttribute) {
            switch (axis, direction) {
            case (.vertical, _): (.top, .bottom)
            case (.horizontal, .leadingToTrailing): (.leading, .trailing)
            case (.horizontal, .leftToRight): (.left, .right)
            case (.horizontal, .rightToLeft): (.right, .left)
            }
        }

        private static func alignmentNames(across axis: LayoutAxis) -> String {
            VisualFormatOptions.appleNames
                .filter { entry in
                    entry.option.alignmentAttributes.count == 1
                        && entry.option.alignmentAttributes.allSatisfy { $0.axis != axis }
                        && entry.name != "alignAllBaseline"
                }
                .map(\.name)
                .joined(separator: ", ")
        }

        private func list(_ names: Set<String>) -> String {
            names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
        }

        private func error(_ message: String, at offset: Int, hint: String? = nil) -> VisualFormatError {
            VisualFormatError(message, format: format, offset: offset, hint: hint)
        }
    }
}

extension VisualFormat.Element {
    var isSuperview: Bool {
        if case .superview = self { true } else { false }
    }
}
