import Testing
@testable import AutoLayout

/// The safe area (`safeAreaLayoutGuide`, `safeAreaInsets`). UIKit's documentation of
/// `safeAreaInsets`: for the root view of a view controller, the insets of the status bar
/// and other visible bars; "for other views in the view hierarchy, the insets reflect only
/// the portion of the view that is covered", so a subview clear of the unsafe bands has
/// none, and one under a band is inset by as much of the band as covers it.
///
/// The insets here are a notched iPhone's as the Simulator reports them (iPhone 13/14:
/// 47 top and 34 bottom in portrait; 47 left and right and 21 bottom in landscape), on its
/// 390 × 844 screen (Apple's HIG, "Layout", device screen sizes).
@Suite struct SafeAreaTests {
    static let portrait = LayoutInsets(top: 47, bottom: 34)
    static let landscape = LayoutInsets(left: 47, bottom: 21, right: 47)

    /// A 49-point tab bar in UIKit's way: its top above the home indicator, its bottom on the
    /// screen's, so it is 49 + 34 tall and its own safe area is the upper 49.
    func tabBarScreen() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "tabBar")
        let safe = try engine.safeAreaGuide(of: "root")
        try engine.add(relate("tabBar", .left, "root", .left))
        try engine.add(relate("tabBar", .right, "root", .right))
        try engine.add(relate("tabBar", .bottom, "root", .bottom))
        try engine.add(relate("tabBar", .top, safe, .bottom, plus: -49))
        return engine
    }

    /// root.safeArea is the root inset by the device's insets: 390 − 0 wide, 844 − 47 − 34 =
    /// 763 tall at y 47; in landscape 844 − 2 × 47 = 750 wide at x 47, 390 − 21 = 369 tall.
    @Test func rootSafeAreaFollowsTheInsetsOfEachPass() throws {
        let engine = try tabBarScreen()
        let portrait = try engine.layout(width: 390, height: 844, safeAreaInsets: Self.portrait)
        #expect(portrait.frame(of: "root.safeArea") == rect(0, 47, 390, 763))
        #expect(portrait.safeAreaInsets == Self.portrait)
        let landscape = try engine.layout(width: 844, height: 390, safeAreaInsets: Self.landscape)
        #expect(landscape.frame(of: "root.safeArea") == rect(47, 0, 750, 369))
        let again = try engine.layout(width: 390, height: 844, safeAreaInsets: Self.portrait)
        #expect(again.frame(of: "root.safeArea") == rect(0, 47, 390, 763))
        #expect(again.diagnostics.isEmpty)
    }

    /// The tab bar's top is 49 above the safe bottom (844 − 34 − 49 = 761), its height 83;
    /// the home indicator's 34 points cover its bottom, so its safe area is its top 49. In
    /// landscape (bottom inset 21) it is 390 − 21 − 49 = 320 down, 70 tall, and its safe
    /// area is inset 47 on each side (it spans the whole width) and 21 at the bottom.
    @Test func subviewSafeAreaIsThePartTheRootInsetsCover() throws {
        let engine = try tabBarScreen()
        let guide = try engine.safeAreaGuide(of: "tabBar")
        #expect(guide == "tabBar.safeArea")
        let portrait = try engine.layout(width: 390, height: 844, safeAreaInsets: Self.portrait)
        #expect(portrait.frame(of: "tabBar") == rect(0, 761, 390, 83))
        #expect(portrait.frame(of: "tabBar.safeArea") == rect(0, 0, 390, 49))
        #expect(try engine.safeAreaInsets(of: engine.viewID(named: "tabBar")) == LayoutInsets(bottom: 34))
        let landscape = try engine.layout(width: 844, height: 390, safeAreaInsets: Self.landscape)
        #expect(landscape.frame(of: "tabBar") == rect(0, 320, 844, 70))
        #expect(landscape.frame(of: "tabBar.safeArea") == rect(47, 0, 750, 49))
    }

    /// A view in the middle of the screen lies clear of every band: its safe area is itself.
    @Test func viewClearOfTheBandsHasNoInsets() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "card")
        for (attribute, constant) in [(LayoutAttribute.left, 20.0), (.top, 200)] {
            try engine.add(relate("card", attribute, "root", attribute, plus: constant))
        }
        try engine.add(LayoutConstraint(firstItem: "card", firstAttribute: .width, relation: .equal, constant: 300))
        try engine.add(LayoutConstraint(firstItem: "card", firstAttribute: .height, relation: .equal, constant: 100))
        try engine.safeAreaGuide(of: "card")
        let result = try engine.layout(width: 390, height: 844, safeAreaInsets: Self.portrait)
        #expect(result.frame(of: "card.safeArea") == rect(0, 0, 300, 100))
        #expect(result.guides.first { $0.name == "card.safeArea" }?.absolute == rect(20, 200, 300, 100))
    }

    /// A header pinned to the root's top (y 0, 100 tall) is covered by the 47-point status
    /// bar; a title pinned to the header's safe area starts at 47, and moves to 0 when the
    /// insets go (landscape has no top inset): the second safe area settles after the first.
    @Test func safeAreasSettleWhenOneDependsOnAnother() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "header")
        try engine.addView(named: "title", superview: "header")
        try engine.add(relate("header", .top, "root", .top))
        try engine.add(relate("header", .left, "root", .left))
        try engine.add(relate("header", .right, "root", .right))
        try engine.add(LayoutConstraint(firstItem: "header", firstAttribute: .height, relation: .equal, constant: 100))
        let headerSafe = try engine.safeAreaGuide(of: "header")
        for attribute in [LayoutAttribute.top, .left, .right] {
            try engine.add(relate("title", attribute, headerSafe, attribute))
        }
        try engine.add(LayoutConstraint(firstItem: "title", firstAttribute: .height, relation: .equal, constant: 30))
        let portrait = try engine.layout(width: 390, height: 844, safeAreaInsets: Self.portrait)
        #expect(portrait.frame(of: "title") == rect(0, 47, 390, 30))
        let landscape = try engine.layout(width: 844, height: 390, safeAreaInsets: Self.landscape)
        #expect(landscape.frame(of: "title") == rect(47, 0, 750, 30))
        #expect(landscape.diagnostics.isEmpty)
    }

    /// A view whose position follows its own safe area moves it again each round: a sibling
    /// w sits on v's safe area (w.top == v.safeArea.top == v.top + i) and v.top == 0.5 ×
    /// w.top (both in root coordinates), so v.top = i, while i, the part of the 47-point band
    /// over v, is 47 − v.top: placed at 0, v is covered 47, so it moves to 47, where it is
    /// clear of the band, so it moves back to 0 — it never settles. The pass stops after
    /// maxSettleRounds and says so, with finite frames.
    @Test func unsettledSafeAreaIsBoundedAndReported() throws {
        let engine = LayoutEngine()
        engine.maxSettleRounds = 3
        try engine.addView(named: "v")
        try engine.addView(named: "w")
        let guide = try engine.safeAreaGuide(of: "v")
        try engine.add(relate("w", .top, guide, .top))
        try engine.add(LayoutConstraint(firstItem: "v", firstAttribute: .top, relation: .equal, secondItem: "w",
                                        secondAttribute: .top, multiplier: 0.5))
        for attribute in [LayoutAttribute.left, .width, .height] { try engine.add(relate("w", attribute, "v", attribute)) }
        try engine.add(relate("v", .left, "root", .left))
        try engine.add(LayoutConstraint(firstItem: "v", firstAttribute: .width, relation: .equal, constant: 100))
        try engine.add(LayoutConstraint(firstItem: "v", firstAttribute: .height, relation: .equal, constant: 100))
        let result = try engine.layout(width: 390, height: 844, safeAreaInsets: Self.portrait)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("v.safeArea did not settle in 3 rounds"))
        #expect([0, 47].contains(result.frame(of: "v")?.y))
    }

    @Test func insetsMustBeFiniteAndNotNegative() throws {
        let engine = try tabBarScreen()
        #expect(throws: LayoutError.invalidSize("a safe-area inset cannot be negative (-1)")) {
            try engine.layout(width: 390, height: 844, safeAreaInsets: LayoutInsets(top: -1))
        }
        #expect(throws: LayoutError.nonFiniteValue("a safe-area inset")) {
            try engine.layout(width: 390, height: 844, safeAreaInsets: LayoutInsets(left: .infinity))
        }
    }

    /// The safe area's edges are the engine's: never broken, listed by what they are.
    @Test func safeAreaEdgesAreNeverBroken() throws {
        let engine = try tabBarScreen()
        try engine.add(LayoutConstraint(firstItem: "root.safeArea", firstAttribute: .top, relation: .equal,
                                        secondItem: "root", secondAttribute: .top, constant: 10))
        let result = try engine.layout(width: 390, height: 844, safeAreaInsets: Self.portrait)
        let conflict = try #require(result.diagnostics(.unsatisfiable).first)
        #expect(conflict.brokenConstraint?.text == "root.safeArea.top == root.top + 10")
        #expect(result.frame(of: "root.safeArea")?.y == 47)
    }

    @Test func aGuideHasNoSafeArea() throws {
        let engine = LayoutEngine()
        try engine.addGuide(named: "g")
        #expect(throws: LayoutError.guideCannot(guide: "g", what: "have a safe area")) { try engine.safeAreaGuide(of: "g") }
    }
}
