import Testing
@testable import AutoLayout

/// The keyboard guide (`keyboardLayoutGuide`, a `UIKeyboardLayoutGuide` with its defaults).
/// Apple's documentation of `followsUndockedKeyboard` and `usesBottomSafeArea`: when the
/// keyboard is off screen the guide's top anchor matches the bottom anchor of the view's
/// `safeAreaLayoutGuide`; when the docked keyboard is shown the guide is the keyboard's frame
/// (full width along the bottom). For another view, Apple's `keyboardFrameEndUserInfoKey`:
/// "get the intersection of the keyboard's frame and the view … it overlaps".
///
/// The screens: an iPhone 16 Pro (402 × 874, insets 62 top and 34 bottom; HIG sizes, Simulator
/// insets) with its 335-point docked keyboard, and an iPhone 8 (375 × 667, a 20-point status
/// bar and no bottom inset) with its 260-point one (Device.swift says where both come from).
@Suite struct KeyboardGuideTests {
    static let faceID = LayoutInsets(top: 62, bottom: 34)
    static let homeButton = LayoutInsets(top: 20)

    /// A 44-point button 8 above the keyboard guide, full width minus 16 on each side.
    func buttonAboveKeyboard() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "button")
        let keyboard = try engine.systemGuide(.keyboard, of: "root")
        #expect(keyboard == "root.keyboard")
        try engine.add(relate("button", .bottom, keyboard, .top, plus: -8))
        try engine.add(relate("button", .left, "root", .left, plus: 16))
        try engine.add(relate("button", .right, "root", .right, plus: -16))
        try engine.add(LayoutConstraint(firstItem: "button", firstAttribute: .height, relation: .equal, constant: 44))
        return engine
    }

    /// Face ID iPhone. Hidden: the guide is the home-indicator band, y 874 − 34 = 840, 34
    /// tall; the button's bottom is 840 − 8 = 832, its top 788. Shown: y 874 − 335 = 539,
    /// 335 tall; the button's bottom 531, top 487. Hidden again: back to 788.
    @Test func faceIDGuideIsTheBottomInsetThenTheKeyboard() throws {
        let engine = try buttonAboveKeyboard()
        let hidden = try engine.layout(width: 402, height: 874, safeAreaInsets: Self.faceID)
        #expect(hidden.frame(of: "root.keyboard") == rect(0, 840, 402, 34))
        #expect(hidden.frame(of: "button") == rect(16, 788, 370, 44))
        #expect(hidden.keyboardHeight == 0)
        let shown = try engine.layout(width: 402, height: 874, safeAreaInsets: Self.faceID, keyboardHeight: 335)
        #expect(shown.frame(of: "root.keyboard") == rect(0, 539, 402, 335))
        #expect(shown.frame(of: "button") == rect(16, 487, 370, 44))
        #expect(shown.keyboardHeight == 335)
        #expect(shown.diagnostics.isEmpty)
        let again = try engine.layout(width: 402, height: 874, safeAreaInsets: Self.faceID)
        #expect(again.frame(of: "button") == rect(16, 788, 370, 44))
    }

    /// Home-button iPhone: no bottom inset, so the hidden guide is a zero-height strip on
    /// the root's bottom (y 667) and the button sits at 667 − 8 − 44 = 615; shown, the guide
    /// is y 667 − 260 = 407, 260 tall, and the button at 407 − 52 = 355.
    @Test func homeButtonGuideIsEmptyThenTheKeyboard() throws {
        let engine = try buttonAboveKeyboard()
        let hidden = try engine.layout(width: 375, height: 667, safeAreaInsets: Self.homeButton)
        #expect(hidden.frame(of: "root.keyboard") == rect(0, 667, 375, 0))
        #expect(hidden.frame(of: "button") == rect(16, 615, 343, 44))
        let shown = try engine.layout(width: 375, height: 667, safeAreaInsets: Self.homeButton, keyboardHeight: 260)
        #expect(shown.frame(of: "root.keyboard") == rect(0, 407, 375, 260))
        #expect(shown.frame(of: "button") == rect(16, 355, 343, 44))
    }

    /// Showing the keyboard changes constants only: no constraint is added or removed.
    @Test func showingTheKeyboardEditsConstantsOnly() throws {
        let engine = try buttonAboveKeyboard()
        _ = try engine.layout(width: 402, height: 874, safeAreaInsets: Self.faceID)
        let count = engine.constraints.count
        _ = try engine.layout(width: 402, height: 874, safeAreaInsets: Self.faceID, keyboardHeight: 335)
        #expect(engine.constraints.count == count)
    }

    /// A button pinned to the safe area's bottom (its top 844 − 34 − 44 = 766 on a 390 × 844 notched
    /// iPhone) does not move when the 335-point keyboard shows (its top at 844 − 335 = 509):
    /// the keyboard covers it, the overlap of the two frames 44 tall.
    @Test func buttonOnTheSafeAreaEndsUpUnderTheKeyboard() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "button")
        let safe = try engine.safeAreaGuide(of: "root")
        try engine.systemGuide(.keyboard, of: "root")
        try engine.add(relate("button", .bottom, safe, .bottom))
        try engine.add(relate("button", .left, safe, .left))
        try engine.add(relate("button", .right, safe, .right))
        try engine.add(LayoutConstraint(firstItem: "button", firstAttribute: .height, relation: .equal, constant: 44))
        let result = try engine.layout(width: 390, height: 844, safeAreaInsets: LayoutInsets(top: 47, bottom: 34), keyboardHeight: 335)
        let button = try #require(result.absoluteFrame(of: "button"))
        let keyboard = try #require(result.absoluteFrame(of: "root.keyboard"))
        #expect(button == rect(0, 766, 390, 44))
        #expect(keyboard == rect(0, 509, 390, 335))
        let overlapTop = max(button.y, keyboard.y)
        let overlapBottom = min(button.y + button.height, keyboard.y + keyboard.height)
        #expect(overlapBottom - overlapTop == 44)
    }

    /// A subview's keyboard guide is the keyboard's overlap with it, in its coordinates: a
    /// 200-point footer along the bottom of the 874-point screen (y 674) under the
    /// 335-point keyboard (top 539) is covered entirely, so its guide is the whole footer;
    /// a card from y 100 to 600 is covered from 539, its last 61 points; a header at the top
    /// is clear of it, so its guide is a zero-height strip along its bottom. Hidden, the
    /// footer's guide is the 34-point band of the home indicator.
    @Test func subviewGuideIsTheOverlap() throws {
        let engine = LayoutEngine()
        for (name, top, height) in [("footer", 674.0, 200.0), ("card", 100, 500), ("header", 0, 80)] {
            try engine.addView(named: name)
            try engine.add(relate(name, .top, "root", .top, plus: top))
            try engine.add(relate(name, .left, "root", .left))
            try engine.add(relate(name, .right, "root", .right))
            try engine.add(LayoutConstraint(firstItem: name, firstAttribute: .height, relation: .equal, constant: height))
            try engine.systemGuide(.keyboard, of: name)
        }
        let shown = try engine.layout(width: 402, height: 874, safeAreaInsets: Self.faceID, keyboardHeight: 335)
        #expect(shown.frame(of: "footer.keyboard") == rect(0, 0, 402, 200))
        #expect(shown.frame(of: "card.keyboard") == rect(0, 439, 402, 61))
        #expect(shown.frame(of: "header.keyboard") == rect(0, 80, 402, 0))
        let hidden = try engine.layout(width: 402, height: 874, safeAreaInsets: Self.faceID)
        #expect(hidden.frame(of: "footer.keyboard") == rect(0, 166, 402, 34))
        #expect(hidden.frame(of: "card.keyboard") == rect(0, 500, 402, 0))
    }

    /// A keyboard taller than the root covers all of it; a bad height is refused.
    @Test func keyboardHeightIsCheckedAndCapped() throws {
        let engine = try buttonAboveKeyboard()
        let short = try engine.layout(width: 402, height: 200, keyboardHeight: 335)
        #expect(short.frame(of: "root.keyboard") == rect(0, 0, 402, 200))
        #expect(throws: LayoutError.invalidSize("the keyboard's height must be a finite number ≥ 0 (-1)")) {
            try engine.layout(width: 402, height: 874, keyboardHeight: -1)
        }
        #expect(throws: LayoutError.invalidSize("the keyboard's height must be a finite number ≥ 0 (nan)")) {
            try engine.layout(width: 402, height: 874, keyboardHeight: .nan)
        }
    }
}
