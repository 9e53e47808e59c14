import ConstraintSolver

// MARK: - The safe area, layout margins, readable content and keyboard guides

/// A layout guide the engine keeps for a view, as UIKit keeps `safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, `readableContentGuide` and `keyboardLayoutGuide`: the view's
/// rectangle inset by amounts the engine works out from the frames after each layout pass.
public enum SystemGuide: String, CaseIterable, Hashable, Sendable {
    /// `VIEW.safeArea`: the part of the view the root's unsafe bands do not cover.
    case safeArea
    /// `VIEW.margins`: the view inset by its layout margins.
    case margins
    /// `VIEW.readable`: the margins guide, narrowed to the readable width and centered.
    case readable
    /// `VIEW.keyboard` (`keyboardLayoutGuide`, a `UIKeyboardLayoutGuide` with its defaults):
    /// the part of the view the docked keyboard covers, full width along the root's bottom
    /// (``LayoutEngine/rootKeyboardHeight`` tall); with the keyboard hidden, the part the
    /// root's bottom safe-area inset covers, so that its top is the safe area's bottom
    /// (`usesBottomSafeArea`, on by default). Apple: "When the keyboard is off screen or
    /// undocked, the guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide"
    /// (`followsUndockedKeyboard`, off by default: only a docked keyboard is modelled).
    case keyboard
}

/// The layout margins a view asks for (`layoutMargins` / `directionalLayoutMargins`) and how
/// they combine with the safe area and the superview's (UIView's properties of those names).
public struct LayoutMargins: Hashable, Sendable {
    /// The margins set on the view, or nil for UIKit's defaults (8 on every side; the root
    /// view 0 at the top and bottom and the system minimum on the sides).
    public var insets: LayoutInsets?
    /// Whether `insets.left` and `insets.right` are leading and trailing
    /// (`directionalLayoutMargins`), flipped in a right-to-left layout.
    public var isDirectional = false
    /// `insetsLayoutMarginsFromSafeArea`: margins are measured from the safe area's edges
    /// rather than the view's (on by default).
    public var insetsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`: where the superview's margin reaches further into
    /// the view than the view's own, the superview's wins (off by default).
    public var preservesSuperviewMargins = false
    /// The root view's only: whether its side margins are raised to the system minimum
    /// (`UIViewController.viewRespectsSystemMinimumLayoutMargins`, on by default). Off, the
    /// root keeps its own margins, UIView's 8 on every side unless set, as a view that is no
    /// view controller's root (a table or collection view cell) does.
    public var respectsSystemMinimumMargins = true

    /// UIKit's defaults.
    public init() {}
}

/// The guide and the records of its four edges: top, left, bottom, right, each the owner's
/// edge inset by a constant the engine keeps.
struct SystemGuideEntry {
    var guide: ViewID
    var edges: [Int]
    var insets: LayoutInsets
}

/// A system guide's key: its owner and which guide.
struct SystemGuideKey: Hashable, Comparable {
    var owner: ViewID
    var kind: SystemGuide

    static func < (lhs: SystemGuideKey, rhs: SystemGuideKey) -> Bool {
        (lhs.owner, SystemGuide.allCases.firstIndex(of: lhs.kind) ?? 0) < (rhs.owner, SystemGuide.allCases.firstIndex(of: rhs.kind) ?? 0)
    }
}

extension LayoutEngine {
    /// The view's safe area guide (``SystemGuide/safeArea``); see ``systemGuide(_:of:)``.
    @discardableResult
    public func safeAreaGuide(of name: String) throws(LayoutError) -> String {
        try systemGuide(.safeArea, of: name)
    }

    /// The view's guide of this kind, made on first use (a layout that never mentions one
    /// pays nothing for it): a layout guide named `VIEW.safeArea`, `VIEW.margins`,
    /// `VIEW.readable` or `VIEW.keyboard` whose edges are the view's, inset by what UIKit's guide of that name
    /// is inset by. The insets follow each layout pass
    /// (``layout(width:height:safeAreaInsets:rootMinimumMargin:keyboardHeight:)``).
    @discardableResult
    public func systemGuide(_ kind: SystemGuide, of name: String) throws(LayoutError) -> String {
        let purpose = switch kind {
        case .safeArea: "have a safe area"
        case .margins, .readable: "have layout margins"
        case .keyboard: "have a keyboard layout guide"
        }
        let owner = try contentView(named: name, for: purpose)
        let key = SystemGuideKey(owner: owner, kind: kind)
        if let existing = systemGuides[key] { return views[existing.guide.index].name }
        let guideName = "\(name).\(kind.rawValue)"
        guard idOfName[guideName] == nil else { throw .duplicateView(guideName) }
        let guide = makeView(named: guideName, superview: owner, isGuide: true, isSystemGuide: true)
        if let source = viewSources[owner] { viewSources[guide] = source }
        var edges: [Int] = []
        let insets = guideInsets(key)
        // guide.top == view.top + t; guide.left == view.left + l;
        // guide.bottom == view.bottom - b; guide.right == view.right - r.
        for (attribute, constant) in [(LayoutAttribute.top, insets.top), (.left, insets.left), (.bottom, -insets.bottom), (.right, -insets.right)] {
            let constraint = LayoutConstraint(
                firstItem: guideName, firstAttribute: attribute, relation: .equal, secondItem: name,
                secondAttribute: attribute, constant: constant, origin: .systemGuide(kind, view: name))
            edges.append(appendRecord(constraint, source: viewSources[owner], views: ConstraintViews(guide, owner), installedOn: owner))
        }
        systemGuides[key] = SystemGuideEntry(guide: guide, edges: edges, insets: insets)
        for index in edges { try activateRecord(index) }
        return guideName
    }

    /// Sets the view's layout margins and how they combine; its margins and readable guides
    /// follow at the next layout pass.
    public func setLayoutMargins(_ margins: LayoutMargins, of name: String) throws(LayoutError) {
        let id = try contentView(named: name, for: "have layout margins")
        guard id == root || margins.respectsSystemMinimumMargins else {
            throw .onlyRootView("turn off the system's minimum margins: UIKit keeps them for a view controller's root view only")
        }
        for inset in margins.insets?.sides ?? [] {
            guard inset.isFinite else { throw .nonFiniteValue("a layout margin") }
        }
        views[id.index].layoutMargins = margins
    }

    /// Hides or shows a view (`isHidden`): it keeps its constraints and frame; pictures draw
    /// it faintly and a stack view collapses it.
    public func setHidden(_ hidden: Bool, of name: String) throws(LayoutError) {
        let id = try contentView(named: name, for: "be hidden")
        views[id.index].isHidden = hidden
    }

    // MARK: Insets

    /// The guide's insets for the current frames, never more than its owner's size: margins
    /// wider than the view meet in its middle, in proportion, so that a guide is never
    /// negative once settled.
    func guideInsets(_ key: SystemGuideKey) -> LayoutInsets {
        let frame = solvedFrame(of: key.owner)
        switch key.kind {
        case .safeArea: return safeAreaInsets(of: key.owner)
        case .margins: return marginInsets(of: key.owner).fitting(frame.width, frame.height)
        case .readable: return readableInsets(of: key.owner, width: frame.width).fitting(frame.width, frame.height)
        case .keyboard: return keyboardInsets(of: key.owner)
        }
    }

    /// Before the root's size (or safe area or keyboard) changes: moves the root's own guides' edges to the lesser of
    /// their insets at the old and the new size, so that neither size finds them too wide
    /// (the root's insets depend on nothing but its size). ``refreshSystemGuides()`` sets
    /// them exactly after.
    func prepareRootGuides(forWidth width: Double, height: Double) throws(LayoutError) {
        for kind in SystemGuide.allCases {
            guard let entry = systemGuides[SystemGuideKey(owner: root, kind: kind)] else { continue }
            let new = rootGuideInsets(kind, width: width, height: height)
            let old = entry.insets
            try setEdges(of: SystemGuideKey(owner: root, kind: kind), to: LayoutInsets(
                top: min(old.top, new.top), left: min(old.left, new.left), bottom: min(old.bottom, new.bottom),
                right: min(old.right, new.right)))
        }
    }

    /// The insets of one of the root's guides at a root size, which they depend on alone
    /// (with the root's safe area and minimum margin).
    func rootGuideInsets(_ kind: SystemGuide, width: Double, height: Double) -> LayoutInsets {
        switch kind {
        case .safeArea: rootSafeAreaInsets
        case .margins: marginInsets(of: root).fitting(width, height)
        case .readable: readableInsets(of: root, width: width).fitting(width, height)
        case .keyboard: LayoutInsets(top: height - keyboardBand(rootHeight: height))
        }
    }

    /// Moves a guide's four edges to new insets.
    func setEdges(of key: SystemGuideKey, to insets: LayoutInsets) throws(LayoutError) {
        guard var entry = systemGuides[key], insets != entry.insets else { return }
        for (index, value) in zip(entry.edges, [insets.top, insets.left, -insets.bottom, -insets.right]) {
            try setConstant(ofRecord: index, to: value)
        }
        entry.insets = insets
        systemGuides[key] = entry
    }

    /// The current frame of a view in root coordinates, sizes at least 0.
    func solvedFrame(of id: ViewID) -> LayoutRect {
        let v = variables[id.index]
        return LayoutRect(
            x: solver.value(of: v.left), y: solver.value(of: v.top),
            width: max(0, solver.value(of: v.width)), height: max(0, solver.value(of: v.height)))
    }

    /// The insets of a view's safe area: the root's own insets for the root; for another
    /// view, on each side, how far the root's unsafe band reaches into the view's current
    /// frame — never more than the band (a view reaching off the screen is inset by the band
    /// only, as UIKit caps it) nor the view's size.
    func safeAreaInsets(of id: ViewID) -> LayoutInsets {
        guard id != root else { return rootSafeAreaInsets }
        let frame = solvedFrame(of: id)
        let unsafe = rootSafeAreaInsets
        func clamp(_ value: Double, band: Double, size: Double) -> Double { min(max(0, value), band, size) }
        return LayoutInsets(
            top: clamp(unsafe.top - frame.y, band: unsafe.top, size: frame.height),
            left: clamp(unsafe.left - frame.x, band: unsafe.left, size: frame.width),
            bottom: clamp(frame.y + frame.height - (rootSize.height - unsafe.bottom), band: unsafe.bottom, size: frame.height),
            right: clamp(frame.x + frame.width - (rootSize.width - unsafe.right), band: unsafe.right, size: frame.width))
    }

    /// The height of the band along the root's bottom the keyboard guide covers: the docked
    /// keyboard's height when it is shown, else the bottom safe-area inset (UIKit's
    /// `usesBottomSafeArea`); never more than the root is tall.
    func keyboardBand(rootHeight: Double) -> Double {
        min(rootHeight, rootKeyboardHeight > 0 ? rootKeyboardHeight : rootSafeAreaInsets.bottom)
    }

    /// The insets of a view's keyboard guide: the root inset by everything above the band
    /// (``keyboardBand(rootHeight:)``); another view inset to the band's overlap with its
    /// current frame (the keyboard spans the root's width), or to a zero-height strip along
    /// its bottom when the band does not reach it. The overlap is what Apple tells apps to
    /// work out from `keyboardFrameEndUserInfoKey`: "get the intersection of the keyboard's
    /// frame and the view or window it overlaps".
    func keyboardInsets(of id: ViewID) -> LayoutInsets {
        let band = keyboardBand(rootHeight: rootSize.height)
        guard id != root else { return LayoutInsets(top: rootSize.height - band) }
        let frame = solvedFrame(of: id)
        let keyboardTop = rootSize.height - band
        let bottomOverhang = min(max(0, frame.y + frame.height - rootSize.height), frame.height)
        let top = min(max(0, keyboardTop - frame.y), frame.height - bottomOverhang)
        guard top + bottomOverhang < frame.height else { return LayoutInsets(top: frame.height) }
        let left = min(max(0, -frame.x), frame.width)
        let right = min(max(0, frame.x + frame.width - rootSize.width), frame.width - left)
        return LayoutInsets(top: top, left: left, bottom: bottomOverhang, right: right)
    }

    /// The margins a view asks for on its own, left and right resolved for the layout
    /// direction: the set ones, else none on AppKit, else UIKit's defaults — 8 on every side for a view; for the
    /// root view 0 at the top and bottom and the system minimum on the sides, which also
    /// floors any set on it (`viewRespectsSystemMinimumLayoutMargins`), unless the root does
    /// not respect the minimum (``LayoutMargins/respectsSystemMinimumMargins``): then it is a
    /// plain view's: Apple's `viewRespectsSystemMinimumLayoutMargins` says that false "causes
    /// the view to obtain its margins solely from its directionalLayoutMargins property",
    /// whose default is "8 points on each side" for a view (`directionalLayoutMargins`).
    func ownMargins(of id: ViewID) -> LayoutInsets {
        let margins = views[id.index].layoutMargins
        guard platform.hasDefaultMargins else {
            // AppKit: no default margins and no system minimum (``LayoutPlatform/hasDefaultMargins``).
            var insets = margins.insets ?? .zero
            if margins.isDirectional && layoutDirection == .rightToLeft { swap(&insets.left, &insets.right) }
            return insets
        }
        let minimum = rootMinimumMargin
        let isControllerRoot = id == root && margins.respectsSystemMinimumMargins
        var insets = margins.insets
            ?? (isControllerRoot ? LayoutInsets(left: minimum, right: minimum) : LayoutInsets(top: 8, left: 8, bottom: 8, right: 8))
        if margins.isDirectional && layoutDirection == .rightToLeft { swap(&insets.left, &insets.right) }
        if isControllerRoot {
            insets.left = max(insets.left, minimum)
            insets.right = max(insets.right, minimum)
        }
        return insets
    }

    /// The insets of a view's margins guide: its own margins, measured from its safe area's
    /// edges unless `insetsFromSafeArea` is off; where it preserves its superview's margins,
    /// at least as far in as the superview's margins guide reaches into it. Worked from the
    /// topmost preserving ancestor down, without recursion.
    func marginInsets(of id: ViewID) -> LayoutInsets {
        var chain = [id]
        while let last = chain.last, views[last.index].layoutMargins.preservesSuperviewMargins,
            let parent = views[last.index].superview, !views[parent.index].isGuide
        {
            chain.append(parent)
        }
        var outer: (frame: LayoutRect, insets: LayoutInsets)?
        for view in chain.reversed() {
            var insets = ownMargins(of: view)
            if views[view.index].layoutMargins.insetsFromSafeArea {
                let safe = safeAreaInsets(of: view)
                insets = LayoutInsets(
                    top: insets.top + safe.top, left: insets.left + safe.left, bottom: insets.bottom + safe.bottom,
                    right: insets.right + safe.right)
            }
            let frame = solvedFrame(of: view)
            if let outer, view != chain.last {
                // How far the superview's margins guide edge lies inside this view.
                insets.top = max(insets.top, outer.frame.y + outer.insets.top - frame.y)
                insets.left = max(insets.left, outer.frame.x + outer.insets.left - frame.x)
                insets.bottom = max(insets.bottom, frame.y + frame.height - (outer.frame.y + outer.frame.height - outer.insets.bottom))
                insets.right = max(insets.right, frame.x + frame.width - (outer.frame.x + outer.frame.width - outer.insets.right))
            }
            outer = (frame, insets)
        }
        return outer?.insets ?? .zero
    }

    /// The insets of a view's readable content guide: its margins guide, with the sides
    /// moved in equally until it is no wider than ``readableWidth``.
    func readableInsets(of id: ViewID, width: Double) -> LayoutInsets {
        var insets = marginInsets(of: id)
        let available = width - insets.left - insets.right
        let extra = max(0, (available - readableWidth) / 2)
        insets.left += extra
        insets.right += extra
        return insets
    }

    // MARK: Settling

    /// A margins (or readable content) guide's insets where they were fitted into a view
    /// too short for them and the view grew, since the last round, by as much as they did on
    /// that axis: the view's length follows its own margins (a stack laid out in its
    /// margins), so it holds them in full once it has grown, and the insets it asks for are
    /// the guide's — where fitting them to each round's length would grow it a round at a
    /// time (a point a round for a 1-point view with 20-point margins). Else `fitted`.
    func grown(_ fitted: LayoutInsets, of key: SystemGuideKey, frame: LayoutRect, current: LayoutInsets,
               last: (frame: LayoutRect, insets: LayoutInsets)) -> LayoutInsets {
        guard key.kind == .margins || key.kind == .readable else { return fitted }
        let asked = key.kind == .margins ? marginInsets(of: key.owner) : readableInsets(of: key.owner, width: frame.width)
        func follows(_ length: Double, _ lastLength: Double, _ sum: Double, _ lastSum: Double) -> Bool {
            let grew = sum - lastSum
            return grew > 1e-9 && Swift.abs((length - lastLength) - grew) <= 1e-6
        }
        var insets = fitted
        if fitted.top + fitted.bottom < asked.top + asked.bottom - 1e-9,
           follows(frame.height, last.frame.height, current.top + current.bottom, last.insets.top + last.insets.bottom) {
            insets.top = asked.top
            insets.bottom = asked.bottom
        }
        if fitted.left + fitted.right < asked.left + asked.right - 1e-9,
           follows(frame.width, last.frame.width, current.left + current.right, last.insets.left + last.insets.right) {
            insets.left = asked.left
            insets.right = asked.right
        }
        return insets
    }

    /// Brings every system guide's insets up to date with the frames, re-solving after each
    /// round, until none changes: a view's safe area and margins depend on where the view
    /// is, which may depend on another's. At most ``maxSettleRounds`` rounds; past that the
    /// last insets stay and a warning says so.
    func refreshSystemGuides() throws(LayoutError) -> LayoutDiagnostic? {
        guard !systemGuides.isEmpty || !heightForWidth.isEmpty else { return nil }
        let keys = systemGuides.keys.sorted()
        var previous: [SystemGuideKey: (frame: LayoutRect, insets: LayoutInsets)] = [:]
        for _ in 0..<maxSettleRounds {
            var changed = try refreshHeightsForWidths()
            for key in keys {
                guard let entry = systemGuides[key] else { continue }
                let frame = solvedFrame(of: key.owner)
                var insets = guideInsets(key)
                if let last = previous[key] { insets = grown(insets, of: key, frame: frame, current: entry.insets, last: last) }
                previous[key] = (frame, entry.insets)
                guard insets != entry.insets else { continue }
                changed = true
                try setEdges(of: key, to: insets)
            }
            if !changed { return nil }
        }
        let names = keys.map { views[$0.owner.index].name + "." + $0.kind.rawValue } + heightForWidth.keys.sorted().map { views[$0.index].name }
        return LayoutDiagnostic(
            kind: .ambiguous, severity: .warning,
            message: "\(names.joined(separator: ", ")) did not settle in \(maxSettleRounds) rounds: a view placed by its own or a descendant's safe area, margins or keyboard guide, or text whose height changes its own width, moves them again; the last insets and heights are kept",
            views: names, constraints: [], brokenConstraint: nil, freeAttributes: [])
    }
}
