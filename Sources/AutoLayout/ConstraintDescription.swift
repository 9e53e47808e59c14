// MARK: - Readable forms of constraints, for diagnostics

/// The equation form diagnostics use, with `×` for the multiplier and the priority when
/// optional: `imageView.width == 1.5 × imageView.height`, `nameLabel.width <= 120 @250`.
func equationText(_ constraint: LayoutConstraint) -> String {
    var text = "\(constraint.firstItem).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
        if constraint.multiplier != 1 { text += "\(constraint.multiplier.roundedForDisplay) × " }
        text += "\(second).\(constraint.secondAttribute.rawValue)" + signedConstant(constraint.constant)
    } else {
        text += constraint.constant.roundedForDisplay
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority.value.layoutDescription)" }
    return text
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
        if case .visualFormat = record.constraint.origin,
            let vfl = visualFormatText(record.constraint, superviewOf: superviewName(of:))
        {
            return vfl
        }
        return equationText(record.constraint)
    }

    /// Where a record came from, in words, with its source and identifier.
    func originDescription(ofRecord index: Int) -> String {
        let record = records[index]
        var text: String
        switch record.constraint.origin {
        case .explicit:
            text = "explicit constraint"
        case .visualFormat(let format):
            text = "from VFL '\(format)'"
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
            id: LayoutConstraintID(Int32(index)), constraint: record.constraint, text: text(ofRecord: index),
            origin: record.constraint.origin, originDescription: originDescription(ofRecord: index),
            source: record.source, context: record.context, installedOn: record.installedOn.map { views[$0.index].name }, state: record.state)
    }
}
