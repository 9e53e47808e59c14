import ConstraintSolver
import Testing
@testable import AutoLayout

/// Values worked out by hand from Apple's rules, for what the chapter's scenes do not reach.
@Suite struct MultiplierLocationTests {
    /// `a.centerX == 0.5 × root.centerX`: root.centerX = 160 at 320 → a.centerX = 80 → a.x = 80 − 50
    /// = 30; at 400: 0.5 × 200 = 100 → a.x = 50. `b.centerY == 1.5 × root.centerY`: at 568,
    /// 1.5 × 284 = 426 → b.y = 426 − 10 = 416; at 480, 1.5 × 240 = 360 → b.y = 350.
    @Test func centersWithMultipliersAtTheRoot() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.addView(named: "b")
        try engine.add(fix("a", .width, 100))
        try engine.add(fix("a", .height, 20))
        try engine.add(relate("a", .top, "root", .top, plus: 10))
        try engine.add(relate("a", .centerX, "root", .centerX, multiplier: 0.5))
        try engine.add(fix("b", .width, 10))
        try engine.add(fix("b", .height, 20))
        try engine.add(relate("b", .left, "root", .left))
        try engine.add(relate("b", .centerY, "root", .centerY, multiplier: 1.5))
        let tall = try engine.layout(width: 320, height: 568)
        #expect(tall.frame(of: "a") == rect(30, 10, 100, 20))
        #expect(tall.frame(of: "b") == rect(0, 416, 10, 20))
        let wide = try engine.layout(width: 400, height: 480)
        #expect(wide.frame(of: "a") == rect(50, 10, 100, 20))
        #expect(wide.frame(of: "b") == rect(0, 350, 10, 20))
        #expect(wide.diagnostics.isEmpty)
    }

    /// As in UIKit, locations are measured in the installing view's own coordinates: the
    /// container sits at (100, 50), 200 × 300. `child.centerX == 0.5 × container.centerX`
    /// is 0.5 × 100 = 50 inside the container → child.x = 50 − 20 = 30 (absolute 130);
    /// `child.centerY == 0.5 × container.centerY` = 75 → child.y = 55 (absolute 105).
    /// `bar.trailing == 0.5 × container.trailing` = 100 → bar.x = 60.
    @Test func multipliersMeasureInTheContainer() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "container")
        try engine.addView(named: "child", superview: "container")
        try engine.addView(named: "bar", superview: "container")
        try engine.add(relate("container", .left, "root", .left, plus: 100))
        try engine.add(relate("container", .top, "root", .top, plus: 50))
        try engine.add(fix("container", .width, 200))
        try engine.add(fix("container", .height, 300))
        try engine.add(fix("child", .width, 40))
        try engine.add(fix("child", .height, 40))
        try engine.add(relate("child", .centerX, "container", .centerX, multiplier: 0.5))
        try engine.add(relate("child", .centerY, "container", .centerY, multiplier: 0.5))
        try engine.add(fix("bar", .width, 40))
        try engine.add(fix("bar", .height, 10))
        try engine.add(relate("bar", .top, "container", .top))
        try engine.add(relate("bar", .trailing, "container", .trailing, multiplier: 0.5))
        let result = try engine.layout(width: 320, height: 568)
        #expect(result.frame(of: "child") == rect(30, 55, 40, 40))
        #expect(result.absoluteFrame(of: "child") == rect(130, 105, 40, 40))
        #expect(result.frame(of: "bar") == rect(60, 0, 40, 10))
        #expect(result.diagnostics.isEmpty)
    }

    /// Multiplier 0 on a size is a constant; a negative one mirrors.
    /// `a.width == 0 × b.width + 50` → 50; `c.width == −1 × b.width + 300` → 200;
    /// `c.centerX == −1 × root.centerX + 320` → 160 → c.x = 60.
    @Test func zeroAndNegativeMultipliers() throws {
        let engine = LayoutEngine()
        for name in ["a", "b", "c"] {
            try engine.addView(named: name)
            try engine.add(relate(name, .top, "root", .top))
            try engine.add(fix(name, .height, 10))
        }
        try engine.add(fix("b", .width, 100))
        try engine.add(relate("b", .left, "root", .left))
        try engine.add(relate("a", .left, "root", .left))
        try engine.add(relate("a", .width, "b", .width, multiplier: 0, plus: 50))
        try engine.add(relate("c", .width, "b", .width, multiplier: -1, plus: 300))
        try engine.add(relate("c", .centerX, "root", .centerX, multiplier: -1, plus: 320))
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "a")?.width == 50)
        #expect(result.frame(of: "c") == rect(60, 0, 200, 10))
        #expect(result.diagnostics.isEmpty)
    }
}

@Suite struct RightToLeftTests {
    /// Right-to-left at 320: leading is the right edge and `+ 20` points inwards
    /// (a.right = 300 → a.x = 200); left, right and centerX are absolute and do not flip
    /// (b.x = 20; c.right = 300 → c.x = 250; d.centerX = 190 → d.x = 180);
    /// `e.leading == 0.5 × root.trailing` is halfway from the right edge: e.right = 160 → e.x = 120.
    @Test func onlyLeadingAndTrailingFlip() throws {
        let engine = LayoutEngine(layoutDirection: .rightToLeft)
        let widths = ["a": 100.0, "b": 50, "c": 50, "d": 20, "e": 40]
        for (name, width) in widths.sorted(by: { $0.key < $1.key }) {
            try engine.addView(named: name)
            try engine.add(fix(name, .width, width))
            try engine.add(fix(name, .height, 10))
            try engine.add(relate(name, .top, "root", .top))
        }
        try engine.add(relate("a", .leading, "root", .leading, plus: 20))
        try engine.add(relate("b", .left, "root", .left, plus: 20))
        try engine.add(relate("c", .right, "root", .right, plus: -20))
        try engine.add(relate("d", .centerX, "root", .centerX, plus: 30))
        try engine.add(relate("e", .leading, "root", .trailing, multiplier: 0.5))
        let result = try engine.layout(width: 320, height: 100)
        #expect(result.frame(of: "a")?.x == 200)
        #expect(result.frame(of: "b")?.x == 20)
        #expect(result.frame(of: "c")?.x == 250)
        #expect(result.frame(of: "d")?.x == 180)
        #expect(result.frame(of: "e")?.x == 120)
        #expect(result.diagnostics.isEmpty)
    }

    /// In a container at x = 100, 200 wide, `f.leading == container.leading + 10` puts f's
    /// right edge at 290 (absolute) → f.x = 290 − 40 − 100 = 150 in the container.
    @Test func nestedLeadingFlipsInsideItsContainer() throws {
        let engine = LayoutEngine(layoutDirection: .rightToLeft)
        try engine.addView(named: "container")
        try engine.addView(named: "f", superview: "container")
        try engine.add(relate("container", .left, "root", .left, plus: 100))
        try engine.add(relate("container", .top, "root", .top))
        try engine.add(fix("container", .width, 200))
        try engine.add(fix("container", .height, 50))
        try engine.add(relate("f", .leading, "container", .leading, plus: 10))
        try engine.add(relate("f", .top, "container", .top))
        try engine.add(fix("f", .width, 40))
        try engine.add(fix("f", .height, 10))
        let result = try engine.layout(width: 320, height: 100)
        #expect(result.frame(of: "f") == rect(150, 0, 40, 10))
        #expect(result.absoluteFrame(of: "f") == rect(250, 0, 40, 10))
    }
}

@Suite struct BaselineTests {
    /// label1 at (20, 100), 80 × 21, first baseline 17 below its top, last 4 above its bottom:
    /// first = 117, last = 100 + 21 − 4 = 117.
    /// label2 (height 30, first baseline 24): `firstBaseline == label1.firstBaseline` → top 93.
    /// label3 (height 40, last baseline 6 above the bottom): top + 34 = 117 → top 83.
    /// plain (no text, height 10): its baseline is its bottom → top 107.
    @Test func labelsAlignOnTheirBaselines() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "label1")
        try engine.addView(named: "label2")
        try engine.addView(named: "label3")
        try engine.addView(named: "plain")
        try engine.setIntrinsicContentSize(width: 80, height: 21, of: "label1")
        try engine.setBaselines(firstFromTop: 17, lastFromBottom: 4, of: "label1")
        try engine.setIntrinsicContentSize(width: 60, height: 30, of: "label2")
        try engine.setBaselines(firstFromTop: 24, lastFromBottom: 6, of: "label2")
        try engine.setIntrinsicContentSize(width: 60, height: 40, of: "label3")
        try engine.setBaselines(firstFromTop: 30, lastFromBottom: 6, of: "label3")
        try engine.add(relate("label1", .top, "root", .top, plus: 100))
        try engine.add(relate("label1", .left, "root", .left, plus: 20))
        try engine.add(relate("label2", .left, "label1", .right, plus: 8))
        try engine.add(relate("label2", .firstBaseline, "label1", .firstBaseline))
        try engine.add(relate("label3", .left, "label2", .right, plus: 8))
        try engine.add(relate("label3", .lastBaseline, "label1", .lastBaseline))
        try engine.add(relate("plain", .left, "label3", .right, plus: 8))
        try engine.add(fix("plain", .width, 10))
        try engine.add(fix("plain", .height, 10))
        try engine.add(relate("plain", .firstBaseline, "label1", .firstBaseline))
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "label1") == rect(20, 100, 80, 21))
        #expect(result.frame(of: "label2") == rect(108, 93, 60, 30))
        #expect(result.frame(of: "label3") == rect(176, 83, 60, 40))
        #expect(result.frame(of: "plain") == rect(244, 107, 10, 10))
        #expect(result.diagnostics.isEmpty)
    }
}

/// Each mask combination on both axes, for the frame (40, 40, 160, 160) designed in a
/// 320 × 320 root: the parts along each axis are 40 (leading margin), 160 (size), 120
/// (trailing margin). The flexible parts share the change in proportion to their lengths.
///
/// At 600 (+280): L: x 320. W: w 440. R or none: unchanged. L+W (200): x + 56, w + 224.
/// L+R (160): x + 70. W+R (280): w + 160. L+W+R (320): x + 35, w + 140.
/// At 460 (+140): half of each.
@Suite struct AutoresizingCombinationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var flexible: (leading: Bool, size: Bool, trailing: Bool)
        var at600: (origin: Double, size: Double)
        var at460: (origin: Double, size: Double)
        var testDescription: String {
            "\(flexible.leading ? "L" : "")\(flexible.size ? "W" : "")\(flexible.trailing ? "R" : "")"
        }
    }

    static let cases: [Case] = [
        Case(flexible: (false, false, false), at600: (40, 160), at460: (40, 160)),
        Case(flexible: (true, false, false), at600: (320, 160), at460: (180, 160)),
        Case(flexible: (false, true, false), at600: (40, 440), at460: (40, 300)),
        Case(flexible: (false, false, true), at600: (40, 160), at460: (40, 160)),
        Case(flexible: (true, true, false), at600: (96, 384), at460: (68, 272)),
        Case(flexible: (true, false, true), at600: (110, 160), at460: (75, 160)),
        Case(flexible: (false, true, true), at600: (40, 320), at460: (40, 240)),
        Case(flexible: (true, true, true), at600: (75, 300), at460: (57.5, 230)),
    ]

    @Test(arguments: cases) func bothAxesAtTwoSizes(_ test: Case) throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 320, height: 320))
        try engine.addView(named: "v")
        var mask: AutoresizingMask = []
        if test.flexible.leading { mask.formUnion([.flexibleLeftMargin, .flexibleTopMargin]) }
        if test.flexible.size { mask.formUnion([.flexibleWidth, .flexibleHeight]) }
        if test.flexible.trailing { mask.formUnion([.flexibleRightMargin, .flexibleBottomMargin]) }
        try engine.setDesignedFrame(rect(40, 40, 160, 160), of: "v")
        try engine.setAutoresizingMask(mask, of: "v")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "v")
        let large = try engine.layout(width: 600, height: 600)
        #expect(large.frame(of: "v") == rect(test.at600.origin, test.at600.origin, test.at600.size, test.at600.size))
        let medium = try engine.layout(width: 460, height: 460)
        #expect(medium.frame(of: "v") == rect(test.at460.origin, test.at460.origin, test.at460.size, test.at460.size))
        let designed = try engine.layout(width: 320, height: 320)
        #expect(designed.frame(of: "v") == rect(40, 40, 160, 160))
        #expect(designed.diagnostics.isEmpty)
    }
}

@Suite struct RoundTripTests {
    /// Deactivating, reactivating and changing constants come back to where they started.
    @Test func activateDeactivateSetConstant() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.add(relate("a", .left, "root", .left))
        try engine.add(relate("a", .top, "root", .top))
        try engine.add(fix("a", .height, 10))
        let required = try engine.add(fix("a", .width, 100))
        try engine.add(fix("a", .width, 200, priority: 500))
        #expect(try engine.layout(width: 320, height: 480).frame(of: "a")?.width == 100)
        try engine.deactivate(required)
        #expect(try engine.layout(width: 320, height: 480).frame(of: "a")?.width == 200)
        try engine.activate(required)
        #expect(try engine.layout(width: 320, height: 480).frame(of: "a")?.width == 100)
        try engine.setConstant(150, of: required)
        #expect(try engine.layout(width: 320, height: 480).frame(of: "a")?.width == 150)
        try engine.setConstant(100, of: required)
        let back = try engine.layout(width: 320, height: 480)
        #expect(back.frame(of: "a")?.width == 100)
        #expect(back.diagnostics.isEmpty)
        #expect(engine.state(of: required) == .active)
    }

    /// Two required widths: the newer is broken. Swapping which one is active and then
    /// deactivating the other restores the broken one on the next pass.
    @Test func brokenConstraintComesBackWhenItsRivalGoes() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.add(relate("a", .left, "root", .left))
        try engine.add(relate("a", .top, "root", .top))
        try engine.add(fix("a", .height, 10))
        let hundred = try engine.add(fix("a", .width, 100))
        let other = try engine.add(fix("a", .width, 120))
        #expect(engine.state(of: other) == .broken)
        try engine.deactivate(hundred)
        try engine.activate(other)
        #expect(try engine.layout(width: 320, height: 480).frame(of: "a")?.width == 120)
        try engine.activate(hundred)
        #expect(engine.state(of: hundred) == .broken)
        try engine.deactivate(other)
        let result = try engine.layout(width: 320, height: 480)
        #expect(engine.state(of: hundred) == .active)
        #expect(result.frame(of: "a")?.width == 100)
        #expect(result.diagnostics.isEmpty)
    }

    /// `a.width == 300` and `a.right <= root.right`: at 200 one must go and is reported;
    /// back at 320 it is restored and the diagnostic is gone.
    @Test func brokenConstraintRestoredWhenTheSizeComesBack() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.add(relate("a", .left, "root", .left))
        try engine.add(relate("a", .top, "root", .top))
        try engine.add(fix("a", .height, 10))
        try engine.add(fix("a", .width, 300))
        let inside = try engine.add(relate("a", .right, "root", .right, relation: .lessThanOrEqual))
        let narrow = try engine.layout(width: 200, height: 480)
        #expect(narrow.diagnostics(.unsatisfiable).count == 1)
        #expect(engine.state(of: inside) == .broken)
        let wide = try engine.layout(width: 320, height: 480)
        #expect(engine.state(of: inside) == .active)
        #expect(wide.frame(of: "a")?.width == 300)
        #expect(wide.diagnostics.isEmpty)
    }
}

@Suite struct NestedInstallationTests {
    /// Views in two branches (root → left → a, root → right → b): `a.top == b.bottom + 5` is
    /// installed on the root, `a.width == b.width` too, and frames come back relative to
    /// each superview. left at (10, 20), right at (200, 40); b: 30 tall at right's top + 10
    /// → absolute bottom 80 → a.top = 85 absolute, 65 in left.
    @Test func acrossBranches() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "left")
        try engine.addView(named: "right")
        try engine.addView(named: "a", superview: "left")
        try engine.addView(named: "b", superview: "right")
        for (name, x, y) in [("left", 10.0, 20.0), ("right", 200, 40)] {
            try engine.add(relate(name, .left, "root", .left, plus: x))
            try engine.add(relate(name, .top, "root", .top, plus: y))
            try engine.add(fix(name, .width, 100))
            try engine.add(fix(name, .height, 200))
        }
        try engine.add(relate("b", .top, "right", .top, plus: 10))
        try engine.add(relate("b", .left, "right", .left))
        try engine.add(fix("b", .height, 30))
        try engine.add(fix("b", .width, 60))
        let top = try engine.add(relate("a", .top, "b", .bottom, plus: 5))
        let width = try engine.add(relate("a", .width, "b", .width))
        try engine.add(relate("a", .left, "left", .left))
        try engine.add(fix("a", .height, 10))
        #expect(engine.installationView(of: top) == "root")
        #expect(engine.installationView(of: width) == "root")
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "a") == rect(0, 65, 60, 10))
        #expect(result.absoluteFrame(of: "a") == rect(10, 85, 60, 10))
    }
}
