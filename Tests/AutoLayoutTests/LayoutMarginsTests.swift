import Testing
@testable import AutoLayout

/// Layout margins (`layoutMarginsGuide`) and the readable content guide
/// (`readableContentGuide`). UIKit's rules, from UIView's and UIViewController's
/// documentation: a view's default margins are 8 points on every side; the root view's side
/// margins are at least `systemMinimumLayoutMargins` (16 in a compact width, 20 in a regular
/// one; 0 at the top and bottom), and a custom value below the minimum is raised to it;
/// `insetsLayoutMarginsFromSafeArea` (on by default) measures margins from the safe area;
/// `preservesSuperviewLayoutMargins` keeps content inside the superview's margins. The
/// readable content guide is at most UIKit's readable width at the default text size, 672
/// points, centered in the margins.
@Suite struct LayoutMarginsTests {
    /// A card filling the root's margins; its title filling the card's.
    func cardScreen() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "card")
        try engine.addView(named: "title", superview: "card")
        let rootMargins = try engine.systemGuide(.margins, of: "root")
        for attribute in [LayoutAttribute.top, .left, .right] { try engine.add(relate("card", attribute, rootMargins, attribute)) }
        try engine.add(LayoutConstraint(firstItem: "card", firstAttribute: .height, relation: .equal, constant: 200))
        let cardMargins = try engine.systemGuide(.margins, of: "card")
        for attribute in [LayoutAttribute.top, .left, .right] { try engine.add(relate("title", attribute, cardMargins, attribute)) }
        try engine.add(LayoutConstraint(firstItem: "title", firstAttribute: .height, relation: .equal, constant: 20))
        return engine
    }

    /// A view whose height is its content's and its own margins' (a stack laid out in its
    /// margins: a 1-point rule 20 below its top margin edge and 20 above its bottom one) is
    /// 20 + 1 + 20 = 41 tall, the rule at y 20, settled without a warning: the margins are
    /// constants of the guide's edges, as UIKit's layoutMarginsGuide's are. Fitting them
    /// into the 1-point view the first pass gives, then into each pass's taller view, had
    /// grown it a point a round and stopped at 8 rounds, 9 tall, with "did not settle" (a
    /// development document's divider stack).
    @Test func aViewHeldByItsOwnMarginsGrowsToHoldThem() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "divider")
        try engine.addView(named: "rule", superview: "divider")
        var margins = LayoutMargins()
        margins.insets = LayoutInsets(top: 20, bottom: 20)
        try engine.setLayoutMargins(margins, of: "divider")
        for attribute in [LayoutAttribute.top, .left, .right] { try engine.add(relate("divider", attribute, "root", attribute)) }
        let guide = try engine.systemGuide(.margins, of: "divider")
        for attribute in [LayoutAttribute.top, .bottom] { try engine.add(relate("rule", attribute, guide, attribute)) }
        for attribute in [LayoutAttribute.left, .right] { try engine.add(relate("rule", attribute, "divider", attribute)) }
        try engine.add(LayoutConstraint(firstItem: "rule", firstAttribute: .height, relation: .equal, constant: 1))
        let result = try engine.layout(width: 375, height: 667)
        #expect(result.frame(of: "divider") == rect(0, 0, 375, 41))
        #expect(result.frame(of: "rule") == rect(0, 20, 375, 1))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// iPhone 8 (375 × 667, status bar 20): root margins 16 at the sides, 0 + 20 at the top;
    /// the card at (16, 20, 343, 200); the title 8 inside it: (8, 8, 327, 20).
    @Test func defaultsOnAHomeButtonPhone() throws {
        let engine = try cardScreen()
        let result = try engine.layout(width: 375, height: 667, safeAreaInsets: LayoutInsets(top: 20))
        #expect(result.frame(of: "card") == rect(16, 20, 343, 200))
        #expect(result.frame(of: "title") == rect(8, 8, 327, 20))
        #expect(result.frame(of: "root.margins") == rect(16, 20, 343, 647))
    }

    /// A regular width (an iPad, 820 × 1180, insets 24/20) has 20-point side margins:
    /// the card is 820 − 40 = 780 wide at (20, 24).
    @Test func regularWidthRootMarginIs20() throws {
        let engine = try cardScreen()
        let result = try engine.layout(width: 820, height: 1180, safeAreaInsets: LayoutInsets(top: 24, bottom: 20), rootMinimumMargin: 20)
        #expect(result.frame(of: "card") == rect(20, 24, 780, 200))
    }

    /// In landscape on a Dynamic Island iPhone (874 × 402, insets 62 at the sides) the
    /// margins are measured from the safe area: 62 + 16 = 78 on each side, 718 wide. With
    /// insetsLayoutMarginsFromSafeArea off, the root's are 16 from the screen's edges.
    @Test func marginsAreMeasuredFromTheSafeArea() throws {
        let engine = try cardScreen()
        let insets = LayoutInsets(left: 62, bottom: 20, right: 62)
        #expect(try engine.layout(width: 874, height: 402, safeAreaInsets: insets).frame(of: "card") == rect(78, 0, 718, 200))
        var margins = LayoutMargins()
        margins.insetsFromSafeArea = false
        try engine.setLayoutMargins(margins, of: "root")
        #expect(try engine.layout(width: 874, height: 402, safeAreaInsets: insets).frame(of: "card") == rect(16, 0, 842, 200))
    }

    /// A root that does not respect the system minimum
    /// (`viewRespectsSystemMinimumLayoutMargins` false, as a cell, no view controller's root)
    /// has a plain view's margins, 8 on every side (Apple's `directionalLayoutMargins`): the
    /// card at (8, 8), 320 − 16 = 304 wide; set 4-point sides stay 4, 312 wide. Another
    /// view cannot turn the minimum off (it has none), and the engine is left unchanged.
    @Test func aRootWithoutTheSystemMinimumKeepsItsOwnMargins() throws {
        let engine = try cardScreen()
        var root = LayoutMargins()
        root.respectsSystemMinimumMargins = false
        try engine.setLayoutMargins(root, of: "root")
        var result = try engine.layout(width: 320, height: 568)
        #expect(result.frame(of: "card") == rect(8, 8, 304, 200))
        root.insets = LayoutInsets(top: 0, left: 4, bottom: 0, right: 4)
        try engine.setLayoutMargins(root, of: "root")
        result = try engine.layout(width: 320, height: 568)
        #expect(result.frame(of: "card") == rect(4, 0, 312, 200))
        var card = LayoutMargins()
        card.respectsSystemMinimumMargins = false
        #expect(throws: LayoutError.onlyRootView(
            "turn off the system's minimum margins: UIKit keeps them for a view controller's root view only")) {
            try engine.setLayoutMargins(card, of: "card")
        }
        #expect(engine.view(named: "card")?.layoutMargins == LayoutMargins())
    }

    /// Custom margins: a card with (10, 30, 10, 30) puts the title 30 in; the root with
    /// 4-point sides is raised to the 16-point system minimum, with 40 it keeps 40.
    @Test func customMarginsAndTheRootMinimum() throws {
        let engine = try cardScreen()
        var card = LayoutMargins()
        card.insets = LayoutInsets(top: 10, left: 30, bottom: 10, right: 30)
        try engine.setLayoutMargins(card, of: "card")
        var root = LayoutMargins()
        root.insets = LayoutInsets(top: 0, left: 4, bottom: 0, right: 4)
        try engine.setLayoutMargins(root, of: "root")
        var result = try engine.layout(width: 320, height: 568)
        #expect(result.frame(of: "card") == rect(16, 0, 288, 200))
        #expect(result.frame(of: "title") == rect(30, 10, 228, 20))
        root.insets = LayoutInsets(top: 0, left: 40, bottom: 0, right: 40)
        try engine.setLayoutMargins(root, of: "root")
        result = try engine.layout(width: 320, height: 568)
        #expect(result.frame(of: "card") == rect(40, 0, 240, 200))
    }

    /// Directional margins follow the layout direction: leading 30, trailing 10 are left 30
    /// and right 10 left-to-right, the other way round right-to-left.
    @Test func directionalMarginsFlipRightToLeft() throws {
        let engine = try cardScreen()
        var card = LayoutMargins()
        card.insets = LayoutInsets(top: 8, left: 30, bottom: 8, right: 10)
        card.isDirectional = true
        try engine.setLayoutMargins(card, of: "card")
        #expect(try engine.layout(width: 320, height: 568).frame(of: "title") == rect(30, 8, 248, 20))
        try engine.setLayoutDirection(.rightToLeft)
        #expect(try engine.layout(width: 320, height: 568).frame(of: "title") == rect(10, 8, 248, 20))
    }

    /// A full-width strip (x 0) with 8-point margins that preserves its superview's: the
    /// root's margin guide is 16 in from the strip's left edge, more than 8, so the strip's
    /// left margin is 16; without preserving it is 8.
    @Test func preservesSuperviewMargins() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "strip")
        try engine.addView(named: "label", superview: "strip")
        for attribute in [LayoutAttribute.left, .right, .top] { try engine.add(relate("strip", attribute, "root", attribute)) }
        try engine.add(LayoutConstraint(firstItem: "strip", firstAttribute: .height, relation: .equal, constant: 44))
        try engine.systemGuide(.margins, of: "root")
        let stripMargins = try engine.systemGuide(.margins, of: "strip")
        for attribute in [LayoutAttribute.left, .right, .top, .bottom] { try engine.add(relate("label", attribute, stripMargins, attribute)) }
        #expect(try engine.layout(width: 375, height: 667).frame(of: "label") == rect(8, 8, 359, 28))
        var margins = LayoutMargins()
        margins.preservesSuperviewMargins = true
        try engine.setLayoutMargins(margins, of: "strip")
        #expect(try engine.layout(width: 375, height: 667).frame(of: "label") == rect(16, 8, 343, 28))
    }

    /// The readable guide: on a 1,376-wide iPad (margins 20) the margins are 1,336 wide, so
    /// the guide is 672 wide, centered: x = 20 + (1336 − 672) / 2 = 352. On a 402-wide phone
    /// it is the margins guide (370 < 672).
    @Test func readableContentGuide() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "text")
        let readable = try engine.systemGuide(.readable, of: "root")
        for attribute in [LayoutAttribute.left, .right, .top, .bottom] { try engine.add(relate("text", attribute, readable, attribute)) }
        let pad = try engine.layout(width: 1376, height: 1032, safeAreaInsets: LayoutInsets(top: 24, bottom: 20), rootMinimumMargin: 20)
        #expect(pad.frame(of: "text") == rect(352, 24, 672, 988))
        let phone = try engine.layout(width: 402, height: 874, safeAreaInsets: LayoutInsets(top: 62, bottom: 34))
        #expect(phone.frame(of: "text") == rect(16, 62, 370, 778))
    }

    @Test func guidesHaveNoMargins() throws {
        let engine = LayoutEngine()
        try engine.addGuide(named: "g")
        #expect(throws: LayoutError.guideCannot(guide: "g", what: "have layout margins")) { try engine.systemGuide(.margins, of: "g") }
        #expect(throws: LayoutError.guideCannot(guide: "g", what: "have layout margins")) { try engine.setLayoutMargins(LayoutMargins(), of: "g") }
    }
}
