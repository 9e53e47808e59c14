extension VisualFormat {
    /// A parsed format string, before its names are looked up.
    ///
    /// The elements are the views and superview bars in the order they are written, and
    /// `connections[i]` joins `elements[i]` to `elements[i + 1]`.
    struct Syntax: Equatable {
        var axis: LayoutAxis
        var elements: [Element]
        var connections: [Connection]

        /// The names written in brackets, in order of appearance.
        var viewNames: [Name] {
            elements.compactMap { element in
                if case .view(let view) = element { view.name } else { nil }
            }
        }
    }

    /// A name as written, with where it was written.
    struct Name: Equatable {
        var text: String
        var offset: Int
    }

    /// `|` or `[name(predicates)]`.
    enum Element: Equatable {
        /// The superview bar, at this offset.
        case superview(offset: Int)
        case view(View)
    }

    /// A bracketed view: its name and the size predicates in its parentheses.
    struct View: Equatable {
        var name: Name
        var predicates: [Predicate]
        /// Where its `[` is.
        var offset: Int
    }

    /// What joins two elements.
    enum Connection: Equatable {
        /// Nothing between them: `[a][b]`, a gap of 0.
        case flush
        /// A bare dash: `[a]-[b]`, the standard spacing.
        case standard
        /// `-N-`, `-name-`, `-(predicate, …)-`.
        case predicates([Predicate])
    }

    /// `[relation] operand [@priority]`.
    struct Predicate: Equatable {
        var relation: LayoutRelation
        var object: Operand
        var priority: Operand?
    }

    /// A number or a name (a metric, or in a view's predicates another view).
    enum Operand: Equatable {
        case number(Double, offset: Int)
        case name(Name)

        /// Where the operand starts (its sign, if it has one).
        var offset: Int {
            switch self {
            case .number(_, let offset): offset
            case .name(let name): name.offset
            }
        }
    }
}
