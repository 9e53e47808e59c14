import AutoLayout
import LayoutScript

// MARK: - What a user sees

/// Finds what a person would see wrong in a layout whose constraints hold: text cut short or
/// clipped, siblings that overlap, views past the root's edges, text and controls under the
/// unsafe area, controls too small to tap. `tether check --all` asks it in every environment.
///
/// Overlapping siblings and views past the root are reported only where the designed screen
/// (the script's own root) does not show them too: a badge drawn over an icon, or a drawer
/// parked off the screen, is the design. Views inside a scroll view (std/controls'
/// `scrollView`) scroll into sight, so they are never off the screen or obscured.
package struct VisibleProblemFinder {
    /// How far, in points, frames may reach into each other, past an edge or under an inset
    /// before it counts: half a point, the conformance runners' tolerance, well under what a
    /// reader notices and above what rounding to a pixel moves.
    package static let tolerance = 0.5
    /// The smallest tap target the Human Interface Guidelines ask for ("Accessibility":
    /// controls measure at least 44 × 44 points).
    package static let minimumTarget = 44.0
    /// The kinds of std/controls that a person taps: `UIButton` and `UITextField`. A
    /// `UISwitch` (`toggle`) is left out: its 51 × 31 is fixed by UIKit, so no layout can
    /// change it.
    static let tappableKinds: Set<String> = ["button", "textField"]

    let engine: LayoutEngine
    private let measurer: any TextMeasuring
    private let kinds: [String: String]
    private let designedOverlaps: Set<[String]>
    private let designedOffscreen: Set<String>
    /// Each view's frame on the designed screen, relative to its superview.
    let designedFrames: [String: LayoutRect]
    /// The designed screen's layout direction.
    let designedDirection: LayoutDirection
    /// Where the script's constraints are, for the fixes that name one.
    let sources: SourceTable
    /// The fixes each problem kept in the layouts checked before this one.
    let ledger: FixLedger

    /// A finder for the views of `interpreter`'s engine, comparing with `designed`, the
    /// layout on the script's own screen laid out `direction` (nil compares with nothing),
    /// and trying only the fixes `ledger` kept from the check's other layouts.
    package init(interpreter: Interpreter, designed: LayoutResult?, direction: LayoutDirection, ledger: FixLedger) {
        self.ledger = ledger
        engine = interpreter.engine
        measurer = interpreter.textMeasurer
        kinds = interpreter.provenance.kinds.filter { $0.value.module.hasSuffix("std/controls.layout") }.mapValues(\.kind)
        sources = interpreter.locator.sources
        let base = VisibleProblemFinder(engine: engine, measurer: measurer, kinds: kinds, sources: sources, ledger: ledger)
        designedOverlaps = Set(designed.map { base.overlaps(in: $0).map(\.pair) } ?? [])
        designedOffscreen = Set(designed.map { base.offscreen(in: $0).map(\.view) } ?? [])
        designedFrames = Dictionary(designed?.views.map { ($0.name, $0.frame) } ?? [], uniquingKeysWith: { first, _ in first })
        designedDirection = direction
    }

    private init(engine: LayoutEngine, measurer: any TextMeasuring, kinds: [String: String], sources: SourceTable, ledger: FixLedger) {
        self.engine = engine
        self.ledger = ledger
        self.measurer = measurer
        self.kinds = kinds
        self.sources = sources
        designedOverlaps = []
        designedOffscreen = []
        designedFrames = [:]
        designedDirection = .leftToRight
    }

    /// Every problem a person would see in `result`, laid out on `screen`, as diagnostics
    /// about views; asked right after that layout pass, while the engine is at that screen,
    /// where its fixes are tried.
    package func problems(in result: LayoutResult, on screen: Screen) -> [LayoutDiagnostic] {
        var found: [LayoutDiagnostic] = []
        let trials = Trials(engine.maxFixTrials, brokenBefore: engine.brokenConstraintCount)
        let shown = result.views.filter { isShown($0.name) }
        for view in shown { found += textProblems(of: view, trials: trials) }
        for overlap in overlaps(in: result) where !designedOverlaps.contains(overlap.pair) {
            found.append(LayoutDiagnostic(
                kind: .overlapping,
                message: "\(overlap.pair[0]) and \(overlap.pair[1]) overlap by \(overlap.area.width.roundedForDisplay) × "
                    + "\(overlap.area.height.roundedForDisplay) pt, which they do not on the designed screen",
                views: overlap.pair, fixes: ledgered(.overlapping, overlap.pair, trials: trials) {
                    separatingFixes(overlap.pair, trials: trials)
                }))
        }
        for past in offscreen(in: result) where !designedOffscreen.contains(past.view) && !isScrolled(past.view) {
            found.append(LayoutDiagnostic(
                kind: .offscreen,
                message: "\(past.view) reaches \(past.distance.roundedForDisplay) pt past the root's \(past.edge) edge, "
                    + "which it does not on the designed screen",
                views: [past.view], fixes: ledgered(.offscreen, [past.view], trials: trials) {
                    insideFixes(past, in: result, trials: trials)
                }))
        }
        for view in shown where isContent(view.name) && !isScrolled(view.name) {
            if let under = obscuringInset(of: view.absolute, in: result, on: screen) {
                found.append(LayoutDiagnostic(
                    kind: .obscured,
                    message: "\(view.name) is \(under.depth.roundedForDisplay) pt under \(under.what)",
                    views: [view.name], fixes: ledgered(.obscured, [view.name], covering: under.what, trials: trials) {
                        uncoveringFixes(view.name, under: under, in: result, on: screen, trials: trials)
                    }, cover: under.what))
            }
        }
        found += detachedProblems(in: result)
        // A Mac is used with a pointer: the 44 × 44 tap target is iOS's Human Interface
        // Guidelines' rule, not macOS's.
        for view in shown where engine.platform == .uikit && kinds[view.name].map(Self.tappableKinds.contains) == true {
            let size = view.frame
            let short: [LayoutAttribute] = [(LayoutAttribute.width, size.width), (.height, size.height)]
                .filter { $0.1 < Self.minimumTarget - 1e-9 }.map(\.0)
            guard !short.isEmpty else { continue }
            // The fix: a required minimum on each short side, kept only where it holds.
            let fix = short.map { "pin \(view.name).\($0.rawValue) >= 44" }.joined(separator: "; ")
            var added: [LayoutConstraintID] = []
            let fixes = ledgered(.smallTarget, [view.name], trials: trials) {
                verified(fix, trials: trials, by: { engine throws(LayoutError) in
                    for attribute in short {
                        added.append(try engine.add(LayoutConstraint(
                            firstItem: view.name, firstAttribute: attribute, relation: .greaterThanOrEqual, constant: Self.minimumTarget)))
                    }
                }, undo: { engine throws(LayoutError) in
                    for id in added { try engine.remove(id) }
                    added = []
                }, holds: { frames in
                    frames[view.name].map { $0.width >= Self.minimumTarget - 1e-9 && $0.height >= Self.minimumTarget - 1e-9 } ?? false
                })
            }
            found.append(LayoutDiagnostic(
                kind: .smallTarget,
                message: "\(view.name) is \(size.width.roundedForDisplay) × \(size.height.roundedForDisplay) pt, "
                    + "smaller than the 44 × 44 pt a tap target should be",
                views: [view.name], fixes: fixes))
        }
        return found
    }

    // MARK: Detached stack views

    /// The identifier std/nsstack gives the constraints that park a detached view, 0 × 0 at
    /// its stack's origin (AppKit takes it out of the view hierarchy: `NSStackView.detachedViews`).
    static let detachedIdentifier = "nsstack-detached"

    /// The views std/nsstack detached in this layout that were attached, with a size, on the
    /// designed screen: "the stack view detaches views in order of increasing visibility
    /// priority" when they no longer fit (`NSStackView.setVisibilityPriority(_:for:)`), so
    /// a window resized smaller loses them. Views detached on the designed screen too (hidden
    /// ones, `notVisible` ones) are the design.
    private func detachedProblems(in result: LayoutResult) -> [LayoutDiagnostic] {
        var seen: Set<String> = []
        var found: [LayoutDiagnostic] = []
        for reference in engine.constraints(identifiedBy: Self.detachedIdentifier) {
            let name = reference.constraint.firstItem
            // A hidden view keeps its size when detached (std/nsstack): it is the design.
            guard seen.insert(name).inserted, engine.view(named: name)?.isHidden != true,
                  let designed = designedFrames[name], designed.width > 0 || designed.height > 0 else { continue }
            found.append(LayoutDiagnostic(
                kind: .detached,
                message: "\(name) is detached from its stack view, which could not fit it here; it is attached on the designed window",
                views: [name]))
        }
        return found
    }

    // MARK: Text

    /// A label's text cut short or clipped at its solved frame: one line wider than the view,
    /// more lines than `lines` allows, or lines taller than the view.
    private func textProblems(of view: ViewFrame, trials: Trials) -> [LayoutDiagnostic] {
        guard let content = engine.text(ofView: view.name), !content.text.isEmpty else { return [] }
        let frame = view.frame
        let lineHeight = measurer.lineHeight(size: content.size)
        if content.lines == 1 {
            let needed = measurer.measurer(for: content.weight).size(of: content.text, size: content.size, width: .infinity, maxLines: 1).width
            if frame.width < needed - WidthSweep.tolerance {
                // The fix: the label resists compression above everything optional, where
                // that leaves it its text's width without breaking a constraint.
                let fix = "set \(view.name) { resist h 999 }, so that it keeps its text's width"
                let resistance = engine.view(named: view.name)?.compressionResistance.horizontal ?? .defaultHigh
                let fixes = ledgered(.truncated, [view.name], trials: trials) {
                    verified(fix, trials: trials, by: { engine throws(LayoutError) in
                        try engine.setCompressionResistancePriority(LayoutPriority(999), for: .horizontal, of: view.name)
                    }, undo: { engine throws(LayoutError) in
                        try engine.setCompressionResistancePriority(resistance, for: .horizontal, of: view.name)
                    }, holds: { frames in
                        (frames[view.name]?.width ?? 0) >= needed - WidthSweep.tolerance
                    })
                }
                var diagnostic = truncation(view.name, "is cut short: it is \(frame.width.roundedForDisplay) pt wide and its text needs "
                    + needed.roundedForDisplay)
                diagnostic.fixes = fixes
                return [diagnostic]
            }
            if frame.height < lineHeight - Self.tolerance {
                return unfixable(view.name, "is clipped: it is \(frame.height.roundedForDisplay) pt tall and a line needs "
                    + lineHeight.roundedForDisplay, trials: trials)
            }
            return []
        }
        let count = content.shownLines(atWidth: frame.width, measuredBy: measurer, maxLines: 0).count
        if content.lines > 1, count > content.lines {
            return unfixable(view.name, "is cut short: at \(frame.width.roundedForDisplay) pt wide its text needs \(count) lines "
                + "and it shows \(content.lines)", trials: trials)
        }
        let needed = content.height(ofLines: content.lines > 1 ? min(count, content.lines) : count, lineHeight: lineHeight)
        if frame.height < needed - Self.tolerance {
            return unfixable(view.name, "is clipped: its \(count == 1 ? "line needs" : "\(count) lines need") "
                + "\(needed.roundedForDisplay) pt and it is \(frame.height.roundedForDisplay) tall", trials: trials)
        }
        return []
    }

    /// `[fix]` when the views with `change` made (tried on the engine, which has just been
    /// laid out on the screen, and taken back) break no more constraints than before and `holds`
    /// finds the problem gone in their frames (in the root's coordinates); else none, as when
    /// the layout pass has tried its `maxFixesTried` fixes already (a fix not tried here is
    /// not offered, since it must hold in every environment that shows the problem). A fix
    /// tried before in the pass (one anchor moved for three tabs under the home indicator) is
    /// judged on the frames it made then, without another try; one another layout of the
    /// check refused (``ledgered(_:_:covering:trials:_:)``) is not tried.
    func verified(_ fix: String, trials: Trials, by change: (LayoutEngine) throws(LayoutError) -> Void,
                  undo: (LayoutEngine) throws(LayoutError) -> Void, holds: ([String: LayoutRect]) -> Bool) -> [String] {
        if let allowed = trials.allowed, !allowed.contains(fix) { return [] }
        let outcome: (frames: [String: LayoutRect], broken: Int)?
        if let tried = trials.outcomes[fix] {
            outcome = tried
        } else {
            guard trials.remaining > 0 else { return [] }
            trials.remaining -= 1
            outcome = try? engine.trial(change, undo: undo)
            trials.outcomes[fix] = outcome
        }
        guard let outcome else { return [] }
        return outcome.broken <= trials.brokenBefore && holds(outcome.frames) ? [fix] : []
    }

    /// The fixes each problem has kept so far across the layouts of one check: `tether check
    /// --all` offers only a fix that every layout showing the problem verified, so a layout
    /// tries only those (and none once none is left). A problem is its kind, its views and,
    /// for an obscured view, what covers it, as ``EnvironmentCheck`` keys it.
    package final class FixLedger {
        struct Problem: Hashable {
            var kind: LayoutDiagnostic.Kind
            var views: [String]
            var covering: String
        }

        var kept: [Problem: [String]] = [:]
        /// The fixes verified so far that rewrite one of the script's constraints (a moved
        /// anchor, `leading` for `left`), as against bounds they add.
        var rewrites: Set<String> = []

        /// An empty ledger, for one check.
        package init() {}
    }

    /// The fixes `search` verifies for a problem, trying only those the ledger has kept for
    /// it (none once it has kept none); the ledger then keeps those of them that held here.
    func ledgered(_ kind: LayoutDiagnostic.Kind, _ views: [String], covering: String = "", trials: Trials,
                  _ search: () -> [String]) -> [String] {
        let problem = FixLedger.Problem(kind: kind, views: views, covering: covering)
        let kept = ledger.kept[problem]
        if kept?.isEmpty == true { return [] }
        trials.allowed = kept.map(Set.init)
        defer { trials.allowed = nil }
        let fixes = search()
        ledger.kept[problem] = fixes
        return fixes
    }

    /// The fixes a layout pass has tried and how many more it may try.
    final class Trials {
        /// The fixes the problem being fixed may still be offered (all when nil).
        var allowed: Set<String>?
        var remaining: Int
        /// How many constraints the pass broke, before any fix.
        let brokenBefore: Int
        /// Each fix tried, with the frames and the broken count it made (nil when it threw).
        var outcomes: [String: (frames: [String: LayoutRect], broken: Int)?] = [:]

        /// The script's active constraints by the views they name, made on first use.
        private var anchorsByView: [String: [Anchor]]?

        init(_ remaining: Int, brokenBefore: Int) {
            self.remaining = remaining
            self.brokenBefore = brokenBefore
        }

        /// The script's active constraints that name the view, in the order added: one look
        /// at the engine's constraints a pass, however many views a fix looks at.
        func anchors(naming name: String, in engine: LayoutEngine) -> [Anchor] {
            if let anchorsByView { return anchorsByView[name] ?? [] }
            var byView: [String: [Anchor]] = [:]
            for anchor in engine.activeHostConstraints {
                byView[anchor.constraint.firstItem, default: []].append(anchor)
                if let second = anchor.constraint.secondItem, second != anchor.constraint.firstItem {
                    byView[second, default: []].append(anchor)
                }
            }
            anchorsByView = byView
            return byView[name] ?? []
        }
    }

    private func truncation(_ view: String, _ what: String) -> LayoutDiagnostic {
        LayoutDiagnostic(kind: .truncated, message: "\(view)'s text \(what)", views: [view])
    }

    /// A truncation no fix is tried for (clipped, more lines than it shows): the ledger learns
    /// that none holds for it here.
    private func unfixable(_ view: String, _ what: String, trials: Trials) -> [LayoutDiagnostic] {
        _ = ledgered(.truncated, [view], trials: trials) { [] }
        return [truncation(view, what)]
    }

    // MARK: Overlap and edges

    struct Overlap {
        var pair: [String]
        var area: LayoutSize
    }

    /// Siblings whose frames share more than the tolerance along both axes.
    func overlaps(in result: LayoutResult) -> [Overlap] {
        var bySuperview: [String: [ViewFrame]] = [:]
        for view in result.views where view.superview != nil && isShown(view.name) && view.frame.width > 0 && view.frame.height > 0 {
            bySuperview[view.superview ?? "", default: []].append(view)
        }
        var found: [Overlap] = []
        for siblings in bySuperview.values {
            // Sorted by left edge, each view meets only those that start before it ends.
            let sorted = siblings.sorted { $0.frame.x < $1.frame.x }
            for (index, view) in sorted.enumerated() {
                for other in sorted[(index + 1)...] {
                    guard other.frame.x < view.frame.x + view.frame.width - Self.tolerance else { break }
                    let width = min(view.frame.x + view.frame.width, other.frame.x + other.frame.width) - other.frame.x
                    let height = min(view.frame.y + view.frame.height, other.frame.y + other.frame.height) - max(view.frame.y, other.frame.y)
                    guard width > Self.tolerance, height > Self.tolerance else { continue }
                    found.append(Overlap(pair: [view.name, other.name].sorted(), area: LayoutSize(width: width, height: height)))
                }
            }
        }
        return found.sorted { $0.pair.lexicographicallyPrecedes($1.pair) }
    }

    struct PastEdge {
        var view: String
        var edge: String
        var distance: Double
    }

    /// Views that reach past the root's bounds by more than the tolerance; a view inside one
    /// that does is not listed again.
    func offscreen(in result: LayoutResult) -> [PastEdge] {
        let root = result.rootSize
        var outside: Set<String> = []
        var found: [PastEdge] = []
        for view in result.views where view.superview != nil && isShown(view.name) {
            if let superview = view.superview, outside.contains(superview) {
                outside.insert(view.name)
                continue
            }
            let frame = view.absolute
            let edges = [("left", -frame.x), ("top", -frame.y), ("right", frame.x + frame.width - root.width),
                         ("bottom", frame.y + frame.height - root.height)]
            guard let worst = edges.max(by: { $0.1 < $1.1 }), worst.1 > Self.tolerance else { continue }
            outside.insert(view.name)
            found.append(PastEdge(view: view.name, edge: worst.0, distance: worst.1))
        }
        return found
    }

    /// How deep a frame reaches into the unsafe area, and what covers it there, the deepest
    /// of its ``coverings(of:in:on:)``; nil when none covers more than the tolerance.
    func obscuringInset(of frame: LayoutRect, in result: LayoutResult, on screen: Screen) -> Obscuring? {
        guard let deepest = coverings(of: frame, in: result, on: screen).max(by: { $0.depth < $1.depth }),
              deepest.depth > Self.tolerance else { return nil }
        return deepest
    }

    /// How deep a frame reaches under each thing that may cover it (negative where it does
    /// not): the status bar or a sensor housing at the top, the home indicator (or the docked
    /// keyboard, when it is shown) at the bottom, a sensor housing at a side in landscape.
    /// Only the part inside the root counts.
    func coverings(of frame: LayoutRect, in result: LayoutResult, on screen: Screen) -> [Obscuring] {
        let root = result.rootSize, insets = result.safeAreaInsets
        let left = max(frame.x, 0), right = min(frame.x + frame.width, root.width)
        let top = max(frame.y, 0), bottom = min(frame.y + frame.height, root.height)
        guard right - left > Self.tolerance, bottom - top > Self.tolerance else { return [] }
        // How much of the frame each inset's strip covers, across the strip.
        return [
            Obscuring(depth: min(bottom, insets.top) - top, what: screen.traits.isLandscape ? "the top of the unsafe area" : "the status bar",
                      edge: .top),
            Obscuring(depth: bottom - max(top, root.height - insets.bottom), what: "the home indicator", edge: .bottom),
            Obscuring(depth: bottom - max(top, root.height - result.keyboardHeight), what: "the keyboard", edge: .keyboard),
            Obscuring(depth: min(right, insets.left) - left, what: "the sensor housing on the left", edge: .left),
            Obscuring(depth: right - max(left, root.width - insets.right), what: "the sensor housing on the right", edge: .right),
        ]
    }

    /// How deep a frame reaches under what covers it, and the root's edge it reaches from.
    struct Obscuring {
        var depth: Double
        var what: String
        var edge: Edge

        /// The root's edge: of its safe area, or the keyboard's top.
        enum Edge {
            case top, bottom, keyboard, left, right
        }
    }

    // MARK: Views

    /// Text or a control: what a person reads or taps.
    private func isContent(_ name: String) -> Bool {
        if let text = engine.text(ofView: name), !text.text.isEmpty { return true }
        return kinds[name].map(Self.tappableKinds.contains) == true
    }

    /// Whether the view is inside a scroll view (std/controls' `scrollView`): content that
    /// scrolls into sight is not off the screen or under the status bar for good.
    private func isScrolled(_ name: String) -> Bool {
        engine.superviewNames(of: name).contains { kinds[$0] == "scrollView" }
    }

    /// Whether the view and every view above it are shown (`hidden` is off).
    private func isShown(_ name: String) -> Bool {
        engine.isShownWithSuperviews(name)
    }
}
