// MARK: - One line of a constraint, in each notation Tether writes

/// How one of Tether's one-line forms of a constraint spells it. All share one shape,
/// written by ``ConstraintEquation/text(in:)``:
///
///     first RELATION [multiplier TIMES] second ± constant [AT priority]
///
/// with the constant alone where there is no second side, the multiplier left out at 1,
/// the constant at 0 beside a second side, and the priority when required; so each form
/// reads back as the same constraint (InteropTests' ConstraintTextAgreementTests check it).
package struct ConstraintNotation: Sendable {
    /// What stands between the multiplier and the second side.
    package let times: String
    /// What stands before the priority.
    package let at: String
    /// Whether multipliers and constants are rounded to 1/1000 of a point, or exact.
    package let rounds: Bool

    /// ``LayoutConstraint/description`` and `tether vfl`: `a.width == 1.5*b.height - 4 @750`.
    package static let compact = ConstraintNotation(times: "*", at: " @", rounds: false)
    /// Diagnostics: `a.width == 1.5 × b.height - 4 @750`, numbers rounded for display.
    package static let diagnostic = ConstraintNotation(times: " × ", at: " @", rounds: true)
    /// A script's `pin` statement after `pin` (grammar.md): `a.width == 1.5 * b.height - 4 @ 750`.
    package static let script = ConstraintNotation(times: " * ", at: " @ ", rounds: false)

    /// A multiplier or constant in this notation.
    package func number(_ value: Double) -> String {
        rounds ? value.roundedForDisplay : value.layoutDescription
    }

    /// A constant added to a side: ` + 8`, ` - 8`, nothing for 0.
    package func signed(_ constant: Double) -> String {
        if constant == 0 { return "" }
        return constant < 0 ? " - \(number(-constant))" : " + \(number(constant))"
    }
}

/// A constraint's parts as its one-line forms write them: its sides as text, so that a
/// writer can name a side the engine would not resolve (an importer's comment on
/// `topLayoutGuide.centerX`) and keep a multiplier as its document wrote it (`16 / 9`).
package struct ConstraintEquation: Sendable {
    /// The left-hand side: `title.leading`.
    package var first: String
    /// How the sides compare.
    package var relation: LayoutRelation
    /// The right-hand side's attribute (`root.safeArea.top`), nil for a constant.
    package var second: String?
    /// The factor of the second side.
    package var multiplier: Double
    /// The multiplier as written where that is not its value in the notation (`16 / 9`).
    package var writtenMultiplier: String?
    /// The offset (the whole right-hand side without a second side).
    package var constant: Double
    /// The priority, left out when required.
    package var priority: LayoutPriority

    /// An equation of sides written as text.
    package init(first: String, relation: LayoutRelation, second: String? = nil, multiplier: Double = 1,
                 writtenMultiplier: String? = nil, constant: Double = 0, priority: LayoutPriority = .required) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.writtenMultiplier = writtenMultiplier
        self.constant = constant
        self.priority = priority
    }

    /// The equation of a constraint, its sides `item.attribute`.
    package init(_ constraint: LayoutConstraint) {
        var second: String?
        if let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            second = "\(item).\(constraint.secondAttribute.rawValue)"
        }
        self.init(first: "\(constraint.firstItem).\(constraint.firstAttribute.rawValue)", relation: constraint.relation,
                  second: second, multiplier: constraint.multiplier, constant: constraint.constant,
                  priority: constraint.priority)
    }

    /// The equation in `notation`.
    package func text(in notation: ConstraintNotation) -> String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += (writtenMultiplier ?? notation.number(multiplier)) + notation.times }
            text += second + notation.signed(constant)
        } else {
            text += notation.number(constant)
        }
        // A priority is always exact: 999.5 is not 1000.
        if !priority.isRequired { text += notation.at + priority.value.layoutDescription }
        return text
    }
}

extension LayoutConstraint {
    /// The constraint as one line in `notation` (``ConstraintEquation/text(in:)``).
    package func text(in notation: ConstraintNotation) -> String {
        ConstraintEquation(self).text(in: notation)
    }
}

/// The constraint as UIKit's log prints a VFL-made one, when it has one of VFL's shapes:
///
///     H:|-(20)-[nameLabel]          nameLabel.leading == superview.leading + 20
///     H:[imageView]-(0)-|           superview.trailing == imageView.trailing
///     V:[dateLabel]-(8)-[imageView] imageView.top == dateLabel.bottom + 8
///     H:[label(42)]                 label.width == 42
///     H:[a(>=b@750)]                a.width >= b.width @750
///
/// `superviewOf` names the first item's superview (`|`). Other shapes give nil.
func visualFormatText(_ c: LayoutConstraint, superviewOf: (String) -> String?) -> String? {
    guard let axis = c.firstAttribute.axis else { return nil }
    let orientation = axis == .horizontal ? "H:" : "V:"
    let leadingEdges: Set<LayoutAttribute> = axis == .horizontal ? [.leading, .left] : [.top]
    let trailingEdges: Set<LayoutAttribute> = axis == .horizontal ? [.trailing, .right] : [.bottom]
    let size: LayoutAttribute = axis == .horizontal ? .width : .height
    let priority = c.priority.isRequired ? "" : "@\(c.priority.value.layoutDescription)"
    let relation = c.relation == .equal ? "" : c.relation.rawValue
    let amount = "\(relation)\(c.constant.roundedForDisplay)\(priority)"
    guard let second = c.secondItem else {
        guard c.firstAttribute == size else { return nil }
        return "\(orientation)[\(c.firstItem)(\(amount))]"
    }
    guard c.multiplier == 1 else { return nil }
    if c.firstAttribute == size, c.secondAttribute == size, c.constant == 0 {
        return "\(orientation)[\(c.firstItem)(\(c.relation.rawValue)\(second)\(priority))]"
    }
    // first.leadingEdge REL second.X + k
    if leadingEdges.contains(c.firstAttribute) {
        if leadingEdges.contains(c.secondAttribute), superviewOf(c.firstItem) == second {
            return "\(orientation)|-(\(amount))-[\(c.firstItem)]"
        }
        if trailingEdges.contains(c.secondAttribute), superviewOf(second) == superviewOf(c.firstItem) {
            return "\(orientation)[\(second)]-(\(amount))-[\(c.firstItem)]"
        }
    }
    // superview.trailingEdge REL view.trailingEdge + k
    if trailingEdges.contains(c.firstAttribute), trailingEdges.contains(c.secondAttribute),
        superviewOf(second) == c.firstItem
    {
        return "\(orientation)[\(second)]-(\(amount))-|"
    }
    return nil
}

extension LayoutEngine {
    /// The readable form of a record: UIKit-style VFL for a VFL-made constraint of a VFL
    /// shape, the equation otherwise (an autoresizing one's mask, `h=--& v=--&`, is in its
    /// origin description).
    func text(ofRecord index: Int) -> String {
        let record = records[index]
        if let override = record.textOverride { return override }
        let constraint = constraint(ofRecord: index)
        if case .visualFormat = constraint.origin,
            let vfl = visualFormatText(constraint, superviewOf: superviewName(of:))
        {
            return vfl
        }
        return constraint.text(in: .diagnostic)
    }

    /// Where a record came from, in words, with its source and identifier.
    func originDescription(ofRecord index: Int) -> String {
        let record = records[index]
        var text: String
        switch record.constraint.origin {
        case .explicit:
            text = "explicit constraint"
        case .visualFormat(let format):
            // Shortened as a conflict's listing quotes it: the whole string in each of a long
            // row's thousands of constraints made describing a conflict grow with the row's
            // square (a 10,000-view row quoted 20,000 times, 3 GB).
            text = "from VFL '\(ConflictListing.shortened(format))'"
        case .autoresizingMask(let view) where idOfName[view].map({ views[$0.index].isEncapsulated }) == true:
            let part = record.constraint.firstAttribute.rawValue
            text = "the frame \(view)'s superview sets ('UIView-Encapsulated-Layout-\(part.prefix(1).uppercased() + part.dropFirst())')"
        case .autoresizingMask(let view):
            let mask = idOfName[view].map { views[$0.index].autoresizingMask.description } ?? ""
            text = "autoresizing mask of \(view) (\(mask)), an NSAutoresizingMaskLayoutConstraint"
        case .contentHugging(let view, let axis):
            text = "intrinsic size of \(view) (\(axis.rawValue) content hugging)"
        case .compressionResistance(let view, let axis):
            text = "intrinsic size of \(view) (\(axis.rawValue) compression resistance)"
        case .systemGuide(.safeArea, let view):
            text = "the safe area of \(view), inset by the root's safe-area insets it lies under"
        case .systemGuide(.margins, let view):
            text = "the layout margins of \(view)"
        case .systemGuide(.readable, let view):
            text = "the readable content guide of \(view) (at most \(readableWidth.roundedForDisplay) wide)"
        case .systemGuide(.keyboard, let view):
            text = rootKeyboardHeight > 0
                ? "the keyboard layout guide of \(view), the part the \(rootKeyboardHeight.roundedForDisplay)-point docked keyboard covers"
                : "the keyboard layout guide of \(view), at the bottom of the safe area while the keyboard is hidden"
        case .rootSize(let view):
            text = "the size of the root view '\(view)' asked for by the layout pass"
        case .sizeRestriction(let view):
            // Its source is the view's declaration, not a constraint's.
            text = "a size is never negative"
            if let place = record.source.flatMap(sourceDescription) { text += " (\(view) declared at \(place))" }
            return text
        }
        if let identifier = record.constraint.identifier { text += " '\(identifier)'" }
        if let place = record.source.flatMap(sourceDescription) { text += " at \(place)" }
        if let context = record.context { text += ", \(context)" }
        return text
    }

    func superviewName(of name: String) -> String? {
        guard let id = idOfName[name], let superview = views[id.index].superview else { return nil }
        return views[superview.index].name
    }

    func reference(toRecord index: Int) -> ConstraintReference {
        let record = records[index]
        return ConstraintReference(
            id: LayoutConstraintID(Int32(index)), constraint: constraint(ofRecord: index), text: text(ofRecord: index),
            origin: record.constraint.origin, originDescription: originDescription(ofRecord: index),
            source: record.source, context: record.context, installedOn: record.installedOn.map { views[$0.index].name }, state: record.state)
    }
}
