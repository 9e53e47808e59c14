import ConstraintSolver

// MARK: - Constraints the engine makes from view properties

extension LayoutEngine {
    /// Replaces the view's intrinsic-size constraints with the ones its intrinsic size and
    /// content priorities imply, per axis with an intrinsic value `i` (as UIKit's
    /// `NSContentSizeLayoutConstraint`s do):
    ///
    ///     size <= i   @ content hugging priority
    ///     size >= i   @ compression resistance priority
    func refreshIntrinsicConstraints(of id: ViewID) throws(LayoutError) {
        try removeRecords(&intrinsicRecords[id, default: []])
        var made: [Int] = []
        let view = views[id.index]
        for axis in [LayoutAxis.horizontal, .vertical] {
            guard let intrinsic = view.intrinsicSize(along: axis) else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let hug = LayoutConstraint(
                firstItem: view.name, firstAttribute: attribute, relation: .lessThanOrEqual, constant: intrinsic,
                priority: view.contentHuggingPriority(along: axis), origin: .contentHugging(view: view.name, axis: axis))
            let resist = LayoutConstraint(
                firstItem: view.name, firstAttribute: attribute, relation: .greaterThanOrEqual, constant: intrinsic,
                priority: view.compressionResistancePriority(along: axis),
                origin: .compressionResistance(view: view.name, axis: axis))
            let sources = propertySources[id]
            let hugSource = sources?.hugging[axis] ?? sources?.intrinsic
            let resistSource = sources?.resistance[axis] ?? sources?.intrinsic
            made.append(appendRecord(hug, source: hugSource, views: ConstraintViews(id), installedOn: id))
            made.append(appendRecord(resist, source: resistSource, views: ConstraintViews(id), installedOn: id))
        }
        intrinsicRecords[id] = made
        for index in made { try activateRecord(index, hasCurrentSolverConstraint: true) }
    }

    /// Brings the constants (and sources) of the view's hugging and compression resistance
    /// constraints to its intrinsic size in place, when every one of them is in the solver:
    /// an edit of each constant, not a removal and a new row. False, changing nothing, when one
    /// is broken, inactive or removed, or an axis has none (then the caller remakes them).
    func updateIntrinsicConstants(of id: ViewID) throws(LayoutError) -> Bool {
        let indices = intrinsicRecords[id] ?? []
        let size = (width: views[id.index].intrinsicWidth, height: views[id.index].intrinsicHeight)
        let axes = (size.width == nil ? 0 : 1) + (size.height == nil ? 0 : 1)
        guard indices.count == 2 * axes, indices.allSatisfy({ records[$0].state == .active }) else { return false }
        var updates: [(index: Int, constant: Double, source: SourceTag?)] = []
        updates.reserveCapacity(indices.count)
        let sources = propertySources[id]
        for index in indices {
            let axis: LayoutAxis, source: SourceTag?
            switch records[index].constraint.origin {
            case .contentHugging(_, let along):
                (axis, source) = (along, sources?.hugging[along] ?? sources?.intrinsic)
            case .compressionResistance(_, let along):
                (axis, source) = (along, sources?.resistance[along] ?? sources?.intrinsic)
            default: return false
            }
            guard let constant = axis == .horizontal ? size.width : size.height else { return false }
            updates.append((index, constant, source))
        }
        for update in updates {
            // Written only when it changes: a write copies a copied engine's shared records.
            if records[update.index].source != update.source { records[update.index].source = update.source }
            if constants[update.index].constraint != update.constant {
                try setConstant(ofRecord: update.index, to: update.constant)
            }
        }
        return true
    }

    /// Replaces the view's autoresizing constraints (when translation is on) with the four
    /// of ``AutoresizingTranslation`` — position and size per axis — from its designed
    /// frame (the zero frame without one) and its superview's size at this moment: the
    /// superview's designed size (for the root view, the size the script designed it at),
    /// else the current size for the root view, otherwise 0. As in
    /// UIKit the translation is made once, against the superview's size at the time; the
    /// constraints then follow the superview's actual size.
    func refreshAutoresizingConstraints(of id: ViewID) throws(LayoutError) {
        try removeRecords(&autoresizingRecords[id, default: []])
        guard views[id.index].translatesAutoresizingMaskIntoConstraints, let superview = views[id.index].superview else {
            return
        }
        let made = makeAutoresizingRecords(of: id, in: superview)
        autoresizingRecords[id] = made
        // A conflict breaks the whole group, those not yet added included.
        for index in made where records[index].state != .broken { try activateRecord(index) }
    }

    /// The tag of a view's translated constraints: the mask's statement, else the frame's.
    private func autoresizingSource(of id: ViewID) -> SourceTag? {
        propertySources[id]?.autoresizing ?? propertySources[id]?.frame
    }

    private func removeRecords(_ indices: inout [Int]) throws(LayoutError) {
        for index in indices where records[index].state != .removed {
            try deactivateRecord(index)
            dropConflictDiagnostic(brokenRecord: index)
            records[index].state = .removed
        }
        indices = []
    }

    private func makeAutoresizingRecords(of id: ViewID, in superview: ViewID) -> [Int] {
        let view = views[id.index]
        // The constraints place the alignment rectangle: the frame less the alignment insets.
        let insets = frameInsets(ofView: id.index)
        let frame = (view.designedFrame ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)).outset(by: LayoutInsets(
            top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        let container: LayoutSize
        if let designed = views[superview.index].designedFrame {
            container = LayoutSize(width: designed.width, height: designed.height)
        } else if superview == root {
            container = rootSize
        } else {
            container = LayoutSize(width: 0, height: 0)
        }
        let mask = view.autoresizingMask
        // The mask acts in the superview's bounds, its whole frame (UIView's and NSView's
        // `autoresizingMask`: how the view resizes "when its superview's bounds rectangle
        // changes"), while the superview's variables are its alignment rectangle: a
        // superview with alignment insets (an NSBox's around its content view) moves and
        // stretches the translation by them.
        let outer = frameInsets(ofView: superview.index)
        let horizontal = AutoresizingTranslation(
            origin: frame.x, size: frame.width, container: container.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin)
        ).measuring(from: outer.left, to: outer.right)
        let vertical = AutoresizingTranslation(
            origin: frame.y, size: frame.height, container: container.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin)
        ).measuring(from: outer.top, to: outer.bottom)
        var made: [Int] = []
        for (axis, translation) in [(LayoutAxis.horizontal, horizontal), (.vertical, vertical)] {
            made.append(appendAutoresizingPosition(of: id, in: superview, axis: axis, translation))
            made.append(appendAutoresizingSize(of: id, in: superview, axis: axis, translation))
        }
        return made
    }

    /// `view.left − superview.left == f × superview.width + c`: when f is 0 or 1 it is an
    /// ordinary constraint on the superview's left or right edge.
    private func appendAutoresizingPosition(
        of id: ViewID, in superview: ViewID, axis: LayoutAxis, _ t: AutoresizingTranslation
    ) -> Int {
        let (name, superName) = (views[id.index].name, views[superview.index].name)
        let (edge, farEdge, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
        let onFarEdge = t.positionFactor == 1
        let shown = LayoutConstraint(
            firstItem: name, firstAttribute: edge, relation: .equal, secondItem: superName,
            secondAttribute: onFarEdge ? farEdge : edge, constant: t.positionConstant,
            origin: .autoresizingMask(view: name))
        let index = appendRecord(shown, source: autoresizingSource(of: id), views: ConstraintViews(id, superview), installedOn: superview)
        let sv = variables[superview.index]
        let (position, superPosition, superSize) =
            axis == .horizontal
            ? (variables[id.index].left, sv.left, sv.width) : (variables[id.index].top, sv.top, sv.height)
        setSolverConstraint(Constraint(position - superPosition, .equal, t.positionFactor * superSize + t.positionConstant),
                            ofRecord: index)
        var text = "\(name).\(edge.rawValue) == \(superName).\(edge.rawValue)"
        if t.positionFactor != 0, !onFarEdge {
            text += " + \(t.positionFactor.roundedForDisplay)\(ConstraintNotation.diagnostic.times)\(superName).\(size.rawValue)"
        } else if onFarEdge {
            text = "\(name).\(edge.rawValue) == \(superName).\(farEdge.rawValue)"
        }
        records[index].textOverride = text + ConstraintNotation.diagnostic.signed(t.positionConstant)
        return index
    }

    /// `view.width == f × superview.width + c` (a plain constant when f is 0).
    private func appendAutoresizingSize(
        of id: ViewID, in superview: ViewID, axis: LayoutAxis, _ t: AutoresizingTranslation
    ) -> Int {
        let (name, superName) = (views[id.index].name, views[superview.index].name)
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let proportional = t.sizeFactor != 0
        let shown = LayoutConstraint(
            firstItem: name, firstAttribute: size, relation: .equal, secondItem: proportional ? superName : nil,
            secondAttribute: proportional ? size : .notAnAttribute, multiplier: proportional ? t.sizeFactor : 1,
            constant: t.sizeConstant, origin: .autoresizingMask(view: name))
        let index = appendRecord(shown, source: autoresizingSource(of: id), views: proportional ? ConstraintViews(id, superview) : ConstraintViews(id),
                                 installedOn: proportional ? superview : id)
        records[index].textOverride = shown.text(in: .diagnostic)
        return index
    }
}

extension Double {
    /// The number rounded to at most three decimals (1/1000 of a point), in its shortest
    /// form (`0.333`, `20`): how every output writes a frame or a constant.
    package var roundedForDisplay: String {
        rounded(toDecimals: 3).layoutDescription
    }

    /// The number rounded to at most `decimals` decimals; from 1e15 up, where a Double has
    /// no decimals left (and scaling could overflow to infinity), unchanged.
    package func rounded(toDecimals decimals: Int) -> Double {
        guard Swift.abs(self) < 1e15 else { return self }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
