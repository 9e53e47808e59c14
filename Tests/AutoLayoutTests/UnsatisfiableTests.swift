import Testing
@testable import AutoLayout

/// Unsatisfiable constraints (Big Nerd Ranch chapter "Auto Layout: Programmatic Constraints", "For the More Curious: NSAutoresizingMaskLayoutConstraint";
/// lecture slides "Introduction to Auto Layout", "Unsatisfiable Constraints") and the recovery rule.
@Suite struct UnsatisfiableTests {
    /// The chapter's scenario: the image view keeps translating its autoresizing mask (a
    /// frame designed at 320 × 480: (20, 149, 280, 200), `h=--& v=--&`) while the VFL
    /// strings pin it edge to edge and between the date label and the toolbar. UIKit broke
    /// the user's constraint; the engine breaks the translated ones, all four together at
    /// the first conflict (`imageView.left == root.left + 20` against `H:|-0-[imageView]`):
    /// a translated frame is one thing, and keeping its top or height while breaking the
    /// rest would squeeze the screen. Afterwards the frames are the ones the user's
    /// constraints give (DetailScreenTests): imageView (0, 149, 320, 279) at 320 × 480.
    @Test func autoresizingScenarioBreaksTheTranslatedConstraint() throws {
        let engine = try makeDetailScreen(translatingImageView: true)
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "imageView") == rect(0, 149, 320, 279))
        #expect(result.frame(of: "toolbar") == rect(0, 436, 320, 44))
        let conflicts = result.diagnostics(.unsatisfiable)
        #expect(conflicts.count == 1)
        #expect(conflicts.map { $0.brokenConstraint?.text } == ["imageView.left == root.left + 20"])
        #expect(conflicts.allSatisfy { $0.brokenConstraint?.origin == .autoresizingMask(view: "imageView") })
        #expect(conflicts.allSatisfy { $0.severity == .error && $0.views.contains("imageView") })
        let first = try #require(conflicts.first)
        #expect(
            first.message == """
                Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold:
                    imageView.left == root.left + 20   autoresizing mask of imageView (h=--& v=--&), an NSAutoresizingMaskLayoutConstraint
                    H:|-(0)-[imageView]                from VFL 'H:|-0-[imageView]-0-|' at detail.layout:5:1
                Breaking imageView.left == root.left + 20 and the other 3 constraints translated from imageView's autoresizing mask to recover: \
                constraints translated from an autoresizing mask go first, as the least likely intended, and together (a translated frame is one thing: \
                keeping part of it would squeeze the rest). Turn off autoresizing translation on imageView (translatesAutoresizingMaskIntoConstraints = false) to be rid of them.
                """)
        #expect(first.constraints.map { $0.source.flatMap(engine.sourceDescription) } == [nil, "detail.layout:5:1"])
        // The broken constraints stay listed, marked broken: the whole translated frame.
        let broken = engine.constraints.filter { $0.state == .broken }.map(\.text)
        #expect(broken == ["imageView.left == root.left + 20", "imageView.width == 280", "imageView.top == root.top + 149", "imageView.height == 200"])
    }

    /// The conflict lists the minimal set of the constraint that first failed — the
    /// translated left edge and `H:|-0-[imageView]` — not the whole system.
    @Test func conflictIsMinimal() throws {
        let engine = try makeDetailScreen(translatingImageView: true)
        let left = try #require(engine.diagnostics.first { $0.brokenConstraint?.text == "imageView.left == root.left + 20" })
        #expect(left.constraints.map(\.text) == ["imageView.left == root.left + 20", "H:|-(0)-[imageView]"])
        #expect(left.views == ["imageView", "root"])
    }

    /// Turning translation on after the explicit constraints: the translated constraints
    /// are the newcomers and the least likely intended, so they are refused — as a group, at
    /// the first that conflicts — and the user's layout stands: the same frames.
    @Test func translationTurnedOnLate() throws {
        let engine = try makeDetailScreen()
        try engine.setDesignedFrame(rect(20, 149, 280, 200), of: "imageView")
        try engine.setAutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin], of: "imageView")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "imageView")
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "imageView") == rect(0, 149, 320, 279))
        #expect(result.diagnostics(.unsatisfiable).count == 1)
        // Turning it off removes the translated constraints and their diagnostics; the
        // designed frame remains, so the view is now reported as misplaced instead.
        try engine.setTranslatesAutoresizingMaskIntoConstraints(false, of: "imageView")
        let off = try engine.layout(width: 320, height: 480)
        #expect(off.diagnostics.map(\.kind) == [.misplaced])
        #expect(off.diagnostics.first?.message.hasSuffix("Expected: x=0, width=320, height=279 — Actual: x=20, width=280, height=200") == true)
    }

    /// Two explicit widths: `a.width == 100`, then `a.width == 200`. The newer one is the
    /// likeliest mistake and is broken; a stays 100 wide. The message names both, with
    /// their sources, in equation form (they are not from VFL).
    @Test func mostRecentExplicitConstraintIsBroken() throws {
        let engine = LayoutEngine()
        let at = Places(naming: engine)
        try engine.addView(named: "a")
        try engine.add(relate("a", .leading, "root", .leading), source: at("a.layout:1:1"))
        try engine.add(relate("a", .top, "root", .top), source: at("a.layout:2:1"))
        try engine.add(fix("a", .height, 10), source: at("a.layout:3:1"))
        let kept = try engine.add(fix("a", .width, 100), source: at("a.layout:4:1"))
        let newer = try engine.add(fix("a", .width, 200), source: at("a.layout:5:1"))
        #expect(engine.state(of: kept) == .active)
        #expect(engine.state(of: newer) == .broken)
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "a") == rect(0, 0, 100, 10))
        #expect(
            result.diagnostics.map(\.message) == [
                """
                Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold:
                    a.width == 100   explicit constraint at a.layout:4:1
                    a.width == 200   explicit constraint at a.layout:5:1
                Breaking a.width == 200 to recover: it is the most recently added explicit constraint in the conflict, the likeliest mistake. Remove it or lower its priority below 1000.
                """,
            ])
        // Removing the first lets the next pass restore the broken one.
        try engine.remove(kept)
        let after = try engine.layout(width: 320, height: 480)
        #expect(engine.state(of: newer) == .active)
        #expect(after.frame(of: "a") == rect(0, 0, 200, 10))
        #expect(after.diagnostics.isEmpty)
    }

    /// The ratio constraint of the Big Nerd Ranch chapter "Auto Layout: Programmatic Constraints" (`imageView.width == 1.5 × imageView.height`,
    /// "Do not type this hypothetical constraint in your code! It will conflict with others
    /// you already have."). On the reduced detail screen at 320 × 568 it conflicts only
    /// with optional constraints: width 320 forces height 320 / 1.5 = 213.33; the bottom
    /// stays at 568 − 44 − 8 = 516, so the top is 302.67 and the date label (whose height
    /// is only intrinsic) stretches to 302.67 − 8 − 120 = 174.67.
    @Test func ratioConstraintOverridesOptionalOnes() throws {
        let engine = try makeDetailScreen()
        let ratio = try engine.add(relate("imageView", .width, "imageView", .height, multiplier: 1.5))
        #expect(engine.state(of: ratio) == .active)
        let result = try engine.layout(width: 320, height: 568)
        let image = try #require(result.frame(of: "imageView"))
        #expect(Swift.abs(image.height - 640.0 / 3) < 1e-9 && Swift.abs(image.y - (516 - 640.0 / 3)) < 1e-9)
        #expect(Swift.abs((result.frame(of: "dateLabel")?.height ?? 0) - (516 - 640.0 / 3 - 128)) < 1e-9)
        #expect(result.diagnostics.isEmpty)
    }

    /// With the date label's height made required (`V:[dateLabel(21)]`) the ratio
    /// conflicts with required constraints; being the newest explicit one it is broken, and
    /// it is written in equation form with ×.
    @Test func ratioConstraintConflicts() throws {
        let at = Places()
        let engine = try makeDetailScreen(places: at)
        _ = try engine.layout(width: 320, height: 568)
        try engine.add(fix("dateLabel", .height, 21, vfl: "V:[dateLabel(21)]"), source: at("detail.layout:7:1"))
        let ratio = try engine.add(relate("imageView", .width, "imageView", .height, multiplier: 1.5), source: at("detail.layout:8:1"))
        #expect(engine.state(of: ratio) == .broken)
        #expect(engine.installationView(of: ratio) == "imageView")
        let diagnostic = try #require(engine.diagnostics.first)
        #expect(diagnostic.brokenConstraint?.text == "imageView.width == 1.5 × imageView.height")
        #expect(diagnostic.message.contains("imageView.width == 1.5 × imageView.height   explicit constraint at detail.layout:8:1"))
        #expect(diagnostic.message.contains("V:[dateLabel(21)]"))
        #expect(try engine.layout(width: 320, height: 568).frame(of: "imageView") == rect(0, 149, 320, 367))
    }

    /// A constraint that only breaks at a smaller size: `H:|-20-[a(>=300)]-20-|` fits a
    /// 768-wide root but not a 320-wide one (20 + 300 + 20 = 340). The root size is the
    /// pass's input and is never broken; of the three VFL constraints the most recently
    /// added, the trailing edge, is: a keeps 20 + 300 and overflows. Back at 768 the
    /// trailing edge is restored: a spans 728.
    @Test func conflictAtAnotherSize() throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 768, height: 1024))
        try engine.addView(named: "a")
        let format = "H:|-20-[a(>=300)]-20-|"
        try engine.add(relate("a", .leading, "root", .leading, plus: 20, vfl: format))
        try engine.add(fix("a", .width, 300, relation: .greaterThanOrEqual, vfl: format))
        let trailing = try engine.add(relate("root", .trailing, "a", .trailing, plus: 20, vfl: format))
        try engine.add(relate("a", .top, "root", .top))
        try engine.add(fix("a", .height, 10))
        let narrow = try engine.layout(width: 320, height: 480)
        #expect(narrow.frame(of: "a") == rect(20, 0, 300, 10))
        let conflict = try #require(narrow.diagnostics(.unsatisfiable).first)
        #expect(conflict.brokenConstraint?.text == "H:[a]-(20)-|")
        #expect(conflict.constraints.map(\.text) == ["root.width == 320", "H:|-(20)-[a]", "H:[a(>=300)]", "H:[a]-(20)-|"])
        let wide = try engine.layout(width: 768, height: 1024)
        #expect(engine.state(of: trailing) == .active)
        #expect(wide.frame(of: "a") == rect(20, 0, 728, 10))
        #expect(wide.diagnostics.isEmpty)
    }

    /// Required intrinsic-size constraints go before explicit ones: a label hugging at 1000
    /// with intrinsic width 120 cannot also span `H:|-20-[label]-20-|` (280); its hugging
    /// constraint is broken.
    @Test func requiredHuggingIsBrokenBeforeExplicitConstraints() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "label")
        try engine.setIntrinsicContentSize(width: 120, height: 21, of: "label")
        try engine.setContentHuggingPriority(.required, for: .horizontal, of: "label")
        try engine.add(relate("label", .leading, "root", .leading, plus: 20))
        try engine.add(relate("root", .trailing, "label", .trailing, plus: 20))
        try engine.add(relate("label", .top, "root", .top))
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "label") == rect(20, 0, 280, 21))
        let conflict = try #require(result.diagnostics(.unsatisfiable).first)
        #expect(conflict.brokenConstraint?.text == "label.width <= 120")
        #expect(conflict.brokenConstraint?.originDescription == "intrinsic size of label (horizontal content hugging)")
    }

    /// A cell's content view, whose frame its table sets (`encapsulated`): the classic log
    /// of a fixed row (conformance log 007, smileyborg's TableViewCellWithAutoLayoutiOS8
    /// #38, and the corpus's other cells) lists `'UIView-Encapsulated-Layout-Height'
    /// UITableViewCellContentView.height == 44` beside the content's chain and UIKit breaks
    /// the content's constraint, keeping the row's height. Here a 100-point image pinned 8
    /// from the top and bottom of a 44-point content view: the newest explicit constraint
    /// (the bottom) breaks, not the frame the table sets, so the content view stays
    /// 375 × 44 and the image keeps its 100 from y 8. Without `encapsulated` the translated
    /// frame goes first, as for any autoresizing view (all four together): the content view
    /// grows to 8 + 100 + 8 = 116 tall (and nothing is left to say its width).
    @Test func encapsulatedFrameBreaksLast() throws {
        func cell(encapsulated: Bool) throws -> LayoutEngine {
            let engine = LayoutEngine(rootSize: LayoutSize(width: 375, height: 44))
            try engine.addView(named: "contentView")
            try engine.setDesignedFrame(rect(0, 0, 375, 44), of: "contentView")
            try engine.setAutoresizingMask([.flexibleWidth, .flexibleHeight], of: "contentView")
            try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "contentView")
            try engine.setEncapsulated(encapsulated, of: "contentView")
            try engine.addView(named: "image", superview: "contentView")
            try engine.add(fix("image", .height, 100))
            try engine.add(relate("image", .top, "contentView", .top, plus: 8))
            try engine.add(relate("contentView", .bottom, "image", .bottom, plus: 8))
            try engine.add(relate("image", .leading, "contentView", .leading, plus: 16))
            try engine.add(fix("image", .width, 60))
            return engine
        }
        let result = try cell(encapsulated: true).layout(width: 375, height: 44)
        #expect(result.frame(of: "contentView") == rect(0, 0, 375, 44))
        #expect(result.frame(of: "image") == rect(16, 8, 60, 100))
        let conflict = try #require(result.diagnostics(.unsatisfiable).first)
        #expect(conflict.brokenConstraint?.text == "contentView.bottom == image.bottom + 8")
        let height = try #require(conflict.constraints.first { $0.text == "contentView.height == root.height" })
        #expect(height.originDescription == "the frame contentView's superview sets ('UIView-Encapsulated-Layout-Height')")
        #expect(try cell(encapsulated: false).layout(width: 375, height: 44).frame(of: "contentView")?.height == 116)
        #expect(throws: LayoutError.self) { try cell(encapsulated: false).setEncapsulated(true, of: "root") }
    }
}

/// Changing a constant so that a required constraint breaks (`NSLayoutConstraint.constant`
/// set at run time).
@Suite struct ConstantChangeConflictTests {
    /// `a.width == 100` and `a.width <= 150`; setting the first constant to 200 conflicts
    /// with the second. The change is the newest act, so the changed constraint is broken.
    /// With it out, only `<= 150` and the intrinsic width 120 (hugging 250, compression
    /// 750) hold the width: 120. Setting the constant back to 100 lets the next pass
    /// restore it.
    @Test func changedConstraintIsBroken() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.setIntrinsicContentSize(width: 120, height: 10, of: "a")
        try engine.add(relate("a", .leading, "root", .leading))
        try engine.add(relate("a", .top, "root", .top))
        let width = try engine.add(fix("a", .width, 100))
        let limit = try engine.add(fix("a", .width, 150, relation: .lessThanOrEqual))
        try engine.setConstant(200, of: width)
        #expect(engine.state(of: width) == .broken)
        #expect(engine.state(of: limit) == .active)
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "a")?.width == 120)
        #expect(result.diagnostics(.unsatisfiable).first?.brokenConstraint?.text == "a.width == 200")
        try engine.setConstant(100, of: width)
        let restored = try engine.layout(width: 320, height: 480)
        #expect(engine.state(of: width) == .active)
        #expect(restored.frame(of: "a")?.width == 100)
        #expect(restored.diagnostics.isEmpty)
    }

    /// Changing an intrinsic size after a pass at another root size does not re-measure
    /// an autoresizing translation: a badge designed at x = 110 in 320, `h=&-&`, stays
    /// centred at 768 (x = 334) after its intrinsic size changes.
    @Test func intrinsicChangeKeepsTheTranslation() throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 320, height: 480))
        try engine.addView(named: "badge")
        try engine.setDesignedFrame(rect(110, 20, 100, 40), of: "badge")
        try engine.setAutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin], of: "badge")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "badge")
        _ = try engine.layout(width: 768, height: 1024)
        try engine.setIntrinsicContentSize(width: 100, height: 40, of: "badge")
        #expect(try engine.layout(width: 768, height: 1024).frame(of: "badge") == rect(334, 20, 100, 40))
    }
}

/// Constraints between a view and itself.
@Suite struct SelfConstraintTests {
    /// `a.left == a.left + 10` is 0 == 10: it can never hold, whatever else there is.
    /// `a.left == a.left` always holds; `a.width == 2 × a.width + 10` needs width −10, a
    /// conflict with the restriction `a.width >= 0`: it is broken and a stays 0 wide.
    @Test func selfContradiction() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        let impossible = try engine.add(relate("a", .left, "a", .left, plus: 10))
        let trivial = try engine.add(relate("a", .left, "a", .left))
        try engine.add(relate("a", .width, "a", .width, multiplier: 2, plus: 10))
        #expect(engine.state(of: impossible) == .broken)
        #expect(engine.state(of: trivial) == .active)
        let result = try engine.layout(width: 320, height: 480)
        #expect(result.frame(of: "a")?.width == 0)
        #expect(
            result.diagnostics(.unsatisfiable).map(\.message) == [
                """
                Unable to satisfy a constraint: this required constraint can never hold:
                    a.left == a.left + 10   explicit constraint
                Breaking a.left == a.left + 10 to recover: it contradicts itself. Remove it.
                """,
                """
                Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold:
                    a.width == 2 × a.width + 10   explicit constraint
                    a.width >= 0                  a size is never negative
                Breaking a.width == 2 × a.width + 10 to recover: it is the most recently added explicit constraint in the conflict, the likeliest mistake. Remove it or lower its priority below 1000.
                """,
            ])
    }
}

/// The constraints of the Big Nerd Ranch chapter's unsatisfiable log, rebuilt: the detail screen's labels
/// and value field on an iPad-wide root (768), and the image view created with
/// `initWithImage:nil` — the zero frame — with translation left on (`h=--& v=--&`).
@Suite struct ChapterLogTests {
    func makeLogScene() throws -> LayoutEngine {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 768, height: 1024))
        let at = Places(naming: engine)
        for name in ["nameLabel", "serialLabel", "valueLabel", "valueField", "imageView"] {
            try engine.addView(named: name)
        }
        try engine.setAutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin], of: "imageView")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "imageView")
        try engine.add(fix("valueLabel", .width, 42, vfl: "H:[valueLabel(42)]"), source: at("log:1"))
        try engine.add(relate("nameLabel", .leading, "root", .leading, plus: 20, vfl: "H:|-20-[nameLabel]"), source: at("log:2"))
        try engine.add(relate("serialLabel", .leading, "nameLabel", .leading), source: at("log:3"))
        try engine.add(relate("valueLabel", .leading, "serialLabel", .leading), source: at("log:4"))
        try engine.add(relate("root", .trailing, "valueField", .trailing, plus: 20, vfl: "H:[valueField]-20-|"), source: at("log:5"))
        try engine.add(relate("valueField", .leading, "valueLabel", .trailing, plus: 12, vfl: "H:[valueLabel]-12-[valueField]"), source: at("log:6"))
        try engine.add(relate("imageView", .leading, "root", .leading, plus: 20, vfl: "H:|-[imageView]-|"), source: at("log:7"))
        try engine.add(relate("root", .trailing, "imageView", .trailing, plus: 20, vfl: "H:|-[imageView]-|"), source: at("log:8"))
        return engine
    }

    /// UIKit broke `H:[UILabel(42)]`, the user's value label width, and kept the translated
    /// constraint. Here the translated ones go, all four with the first that conflicts: the
    /// image view's `left == root.left + 0` (against `H:|-(20)-[imageView]`). The labels keep
    /// the layout the user wrote, by hand at 768: name, serial and value labels at x 20;
    /// value label 42 wide; value field at 20 + 42 + 12 = 74, width 768 − 20 − 74 = 674;
    /// image view x 20, width 768 − 40 = 728.
    @Test func translatedConstraintIsBrokenNotTheLabelWidth() throws {
        let engine = try makeLogScene()
        let result = try engine.layout(width: 768, height: 1024)
        let conflicts = result.diagnostics(.unsatisfiable)
        #expect(conflicts.map { $0.brokenConstraint?.text } == ["imageView.left == root.left"])
        #expect(!conflicts.contains { $0.brokenConstraint?.text == "H:[valueLabel(42)]" })
        #expect(result.frame(of: "valueLabel").map { [$0.x, $0.width] } == [20, 42])
        #expect(result.frame(of: "serialLabel")?.x == 20)
        #expect(result.frame(of: "valueField").map { [$0.x, $0.width] } == [74, 674])
        #expect(result.frame(of: "imageView").map { [$0.x, $0.width] } == [20, 728])
        #expect(
            conflicts.last?.message == """
                Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold:
                    imageView.left == root.left   autoresizing mask of imageView (h=--& v=--&), an NSAutoresizingMaskLayoutConstraint
                    H:|-(20)-[imageView]          from VFL 'H:|-[imageView]-|' at log:7
                Breaking imageView.left == root.left and the other 3 constraints translated from imageView's autoresizing mask to recover: \
                constraints translated from an autoresizing mask go first, as the least likely intended, and together (a translated frame is one thing: \
                keeping part of it would squeeze the rest). Turn off autoresizing translation on imageView (translatesAutoresizingMaskIntoConstraints = false) to be rid of them.
                """)
    }
}

/// A conflict's text grows with the number of problems, not with the layout: a chain of 300
/// views with 8-point gaps cannot fit 320 points once every width is at least 0.
@Suite struct ConflictListingTests {
    /// `H:|-[v0]-[v1]-…-[v299]-|` in 320 points: 20 + 299 × 8 + 20 = 2,432 > 320. The minimal
    /// set is the root's left and width, the 301 gaps of the string and the 300 widths' ≥ 0
    /// restrictions: 603 constraints, of which 24 are listed (the broken one, the string's
    /// last gap added, among them), the format quoted once and shortened to 60 characters.
    @Test func longConflictIsListedBriefly() throws {
        let engine = LayoutEngine(rootSize: LayoutSize(width: 320, height: 568))
        let at = Places(naming: engine)
        let names = (0..<300).map { "v\($0)" }
        for name in names { try engine.addView(named: name) }
        let format = "H:|-[" + names.joined(separator: "]-[") + "]-|"
        for constraint in try VisualFormat.constraints(format, views: Set(names), superview: engine.rootName) {
            try engine.add(constraint, source: at("main.layout:2:1"))
        }
        let result = try engine.layout(width: 320, height: 568)
        let conflict = try #require(result.diagnostics(.unsatisfiable).first)
        #expect(conflict.constraints.count == 603, "the diagnostic's values keep every constraint")
        let lines = conflict.message.split(separator: "\n")
        #expect(lines.first == "Unable to simultaneously satisfy constraints: these 603 required constraints cannot all hold:")
        #expect(lines.count == 1 + 24 + 1 + 1, "a header, 24 constraints, the count of the rest, the break")
        #expect(lines.contains("    … and 579 more: 300 size restrictions (a size is never negative), 279 from the same VFL"))
        #expect(lines.contains { $0.contains("H:[v299]-(20)-|") }, "the broken constraint is listed")
        let quoted = lines.filter { $0.contains("from VFL '") }
        #expect(quoted.count == 1)
        #expect(quoted.first?.contains("from VFL 'H:|-[v0]-[v1]-[v2]-[v3]-[v4]-[v5]-[v6]-[v7]-[v8]-[v9]-[v10]…' at main.layout:2:1") == true)
        #expect(lines.allSatisfy { $0.count < 200 })
        // Each of the 301 VFL constraints describes its origin with the same shortened quote
        // (JSON's "origin"), so describing the conflict grows with the row, not its square.
        let origins = conflict.constraints.filter { $0.format != nil }.map(\.originDescription)
        #expect(origins.count == 301)
        #expect(Set(origins) == ["from VFL 'H:|-[v0]-[v1]-[v2]-[v3]-[v4]-[v5]-[v6]-[v7]-[v8]-[v9]-[v10]…' at main.layout:2:1"])
    }

    /// A format of exactly 60 characters is quoted whole; one of 61 loses its last two to "…".
    @Test func formatsAreShortenedPastSixtyCharacters() {
        let sixty = "H:|-[" + String(repeating: "a", count: 54) + "]"
        #expect(sixty.count == 60)
        #expect(ConflictListing.shortened(sixty) == sixty)
        #expect(ConflictListing.shortened(sixty + "|") == String(sixty.prefix(59)) + "…")
        #expect(ConflictListing.shortened("H:|[é]|") == "H:|[é]|")
    }
}

/// A conflict that holds at several sizes is reported as it is at each: `H:|-[a]-|` with
/// `a.width == 300` needs a root 340 wide (20 + 300 + 20).
@Suite struct ConflictPerSizeTests {
    func engine() throws -> LayoutEngine {
        let engine = LayoutEngine()
        let at = Places(naming: engine)
        try engine.addView(named: "a")
        try engine.add(VisualFormat.constraints("H:|-[a]-|", superview: engine.rootName), source: at("main.layout:2:1"))
        try engine.add(LayoutConstraint(firstItem: "a", firstAttribute: .width, relation: .equal, constant: 300), source: at("main.layout:3:1"))
        return engine
    }

    /// At 320 the root's width is in the conflict as 320; at 768 as 768 (it was once left as
    /// 320); at 340 there is none and the broken width is restored; at 320 again it breaks again.
    @Test func eachSizeNamesItsOwnRootWidth() throws {
        let engine = try engine()
        let narrow = try engine.layout(width: 320, height: 568)
        #expect(narrow.diagnostics(.unsatisfiable).map { $0.message.contains("root.width == 320") } == [true])
        let wide = try engine.layout(width: 768, height: 1024)
        #expect(wide.diagnostics(.unsatisfiable).count == 1)
        #expect(wide.diagnostics(.unsatisfiable).first?.message.contains("root.width == 768") == true)
        #expect(wide.diagnostics(.unsatisfiable).first?.message.contains("root.width == 320") == false)
        let fitting = try engine.layout(width: 340, height: 568)
        #expect(fitting.diagnostics(.unsatisfiable).isEmpty)
        #expect(fitting.frame(of: "a").map { [$0.x, $0.width] } == [20, 300])
        let again = try engine.layout(width: 320, height: 568)
        #expect(again.diagnostics(.unsatisfiable).first?.message.contains("root.width == 320") == true)
    }

    /// Beside it, a conflict the root is not in — `b.width == 10` and, added last, `b.width
    /// == 20`, which breaks — is the same at every size: each layout tries the broken width
    /// again, meets the same conflict and keeps its one diagnostic word for word, while the
    /// root's conflict is made anew with the root's width, and the two keep their order.
    @Test func aConflictWithoutTheRootStaysAsItWas() throws {
        let engine = try engine()
        let at = Places(naming: engine)
        try engine.addView(named: "b")
        try engine.add(LayoutConstraint(firstItem: "b", firstAttribute: .width, relation: .equal, constant: 10), source: at("main.layout:5:1"))
        try engine.add(LayoutConstraint(firstItem: "b", firstAttribute: .width, relation: .equal, constant: 20), source: at("main.layout:6:1"))
        let narrow = try engine.layout(width: 320, height: 568).diagnostics(.unsatisfiable)
        let wide = try engine.layout(width: 768, height: 1024).diagnostics(.unsatisfiable)
        let again = try engine.layout(width: 320, height: 568).diagnostics(.unsatisfiable)
        #expect(narrow.map(\.brokenConstraint?.text) == ["a.width == 300", "b.width == 20"])
        #expect(wide.map(\.brokenConstraint?.text) == narrow.map(\.brokenConstraint?.text))
        #expect(wide.last == narrow.last)
        #expect(wide.first?.message.contains("root.width == 768") == true)
        #expect(again == narrow)
    }
}
