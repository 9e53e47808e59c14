import Testing
@testable import AutoLayout

/// Bad input is a `LayoutError` with a clear message, never a trap, and leaves the engine
/// as it was.
@Suite struct LayoutErrorTests {
    func makeEngine() throws -> LayoutEngine {
        let engine = LayoutEngine()
        try engine.addView(named: "nameLabel")
        try engine.addView(named: "nameField")
        return engine
    }

    @Test func unknownViewSuggestsAName() throws {
        let engine = try makeEngine()
        #expect(throws: LayoutError.unknownView("nameLabl", suggestion: "nameLabel")) {
            try engine.add(fix("nameLabl", .width, 10))
        }
        #expect(LayoutError.unknownView("nameLabl", suggestion: "nameLabel").description == "unknown view 'nameLabl'; did you mean 'nameLabel'?")
        #expect(throws: LayoutError.unknownView("zzz", suggestion: nil)) {
            try engine.add(relate("nameLabel", .width, "zzz", .width))
        }
        #expect(throws: LayoutError.unknownView("nowhere", suggestion: nil)) {
            try engine.addView(named: "x", superview: "nowhere")
        }
    }

    @Test func viewNames() throws {
        let engine = try makeEngine()
        #expect(throws: LayoutError.duplicateView("nameLabel")) { try engine.addView(named: "nameLabel") }
        #expect(throws: LayoutError.duplicateView("root")) { try engine.addView(named: "root") }
        #expect(throws: LayoutError.invalidViewName("")) { try engine.addView(named: "") }
        #expect(throws: LayoutError.invalidViewName("a.b")) { try engine.addView(named: "a.b") }
    }

    /// A view outside the hierarchy shares no ancestor with it (UIKit: "… because they
    /// have no common ancestor").
    @Test func noCommonAncestor() throws {
        let engine = try makeEngine()
        try engine.addDetachedView(named: "floating")
        #expect(throws: LayoutError.noCommonAncestor("floating", "nameLabel")) {
            try engine.add(relate("floating", .top, "nameLabel", .bottom))
        }
        #expect(
            LayoutError.noCommonAncestor("floating", "nameLabel").description
                == "'floating' and 'nameLabel' have no common ancestor: a constraint can only relate views in the same view tree")
        // A constraint on the detached view alone is fine (installed on it).
        let width = try engine.add(fix("floating", .width, 10))
        #expect(engine.installationView(of: width) == "floating")
    }

    /// UIKit's pairing rules, each with its own reason.
    @Test(arguments: [
        (relate("nameLabel", .width, "nameField", .leading), "a size (width) cannot be related to a location (leading)"),
        (relate("nameLabel", .top, "nameField", .leading), "a vertical attribute (top) cannot be related to a horizontal one (leading)"),
        (relate("nameLabel", .leading, "nameField", .left), "leading/trailing cannot be related to left/right: use leading/trailing on both sides, or left/right on both"),
        (relate("nameLabel", .right, "nameField", .trailing), "leading/trailing cannot be related to left/right: use leading/trailing on both sides, or left/right on both"),
        (fix("nameLabel", .top, 20), "a location attribute (top) cannot equal a constant; relate it to another view's top, as in 'nameLabel.top == superview.top + 20'"),
        (relate("nameLabel", .centerX, "nameField", .centerX, multiplier: 0), "a multiplier of 0 makes a location (centerX) equal to a constant; location attributes must be specified in pairs"),
        (fix("nameLabel", .notAnAttribute, 20), "the first attribute cannot be notAnAttribute"),
        (relate("nameLabel", .width, "nameField", .notAnAttribute), "the second item 'nameField' needs an attribute"),
    ])
    func invalidPairings(constraint: LayoutConstraint, reason: String) throws {
        let engine = try makeEngine()
        #expect(throws: LayoutError.invalidAttributePairing(constraint: constraint.description, reason: reason)) {
            try engine.add(constraint)
        }
        #expect(engine.constraints.count == 4)  // the root's four, nothing added
    }

    /// Width against height is allowed (the chapter's ratio), and so is centerX against leading.
    @Test func allowedPairings() throws {
        let engine = try makeEngine()
        try engine.add(relate("nameLabel", .width, "nameLabel", .height, multiplier: 1.5))
        try engine.add(relate("nameLabel", .centerX, "nameField", .leading))
        try engine.add(relate("nameLabel", .firstBaseline, "nameField", .top))
    }

    @Test func prioritiesAndNumbers() throws {
        let engine = try makeEngine()
        #expect(throws: LayoutError.invalidPriority(0)) { try engine.add(fix("nameLabel", .width, 1, priority: 0)) }
        #expect(throws: LayoutError.invalidPriority(1001)) { try engine.add(fix("nameLabel", .width, 1, priority: 1001)) }
        #expect(throws: LayoutError.self) { try engine.add(fix("nameLabel", .width, 1, priority: LayoutPriority(.nan))) }
        #expect(throws: LayoutError.invalidPriority(0)) { try engine.setContentHuggingPriority(0, for: .vertical, of: "nameLabel") }
        #expect(throws: LayoutError.nonFiniteValue("the constant of 'nameLabel.width == nan'")) {
            try engine.add(fix("nameLabel", .width, .nan))
        }
        #expect(throws: LayoutError.self) { try engine.add(relate("nameLabel", .width, "nameField", .width, multiplier: .infinity)) }
        #expect(throws: LayoutError.nonFiniteValue("the root width")) { try engine.layout(width: .nan, height: 10) }
        #expect(throws: LayoutError.invalidSize("the root height cannot be negative (-1)")) { try engine.layout(width: 10, height: -1) }
        #expect(throws: LayoutError.self) { try engine.setIntrinsicContentSize(width: -5, height: nil, of: "nameLabel") }
        #expect(throws: LayoutError.self) { try engine.setIntrinsicContentSize(width: .infinity, height: nil, of: "nameLabel") }
        #expect(throws: LayoutError.self) { try engine.setDesignedFrame(rect(0, .nan, 1, 1), of: "nameLabel") }
        #expect(throws: LayoutError.self) { try engine.setBaselines(firstFromTop: .nan, lastFromBottom: nil, of: "nameLabel") }
        let id = try engine.add(fix("nameLabel", .width, 10))
        #expect(throws: LayoutError.nonFiniteValue("a constraint's constant")) { try engine.setConstant(.nan, of: id) }
        // The engine still works.
        #expect(try engine.layout(width: 320, height: 480).frame(of: "nameLabel")?.width == 10)
    }

    @Test func unknownConstraintsAndTheRoot() throws {
        let engine = try makeEngine()
        let id = try engine.add(fix("nameLabel", .width, 10))
        try engine.remove(id)
        #expect(throws: LayoutError.unknownConstraint(id)) { try engine.remove(id) }
        #expect(throws: LayoutError.unknownConstraint(id)) { try engine.setConstant(5, of: id) }
        #expect(engine.constraint(id) == nil)
        #expect(throws: LayoutError.rootViewCannot("translate an autoresizing mask: its size comes from the layout pass")) {
            try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "root")
        }
        // The engine's own constraints cannot be edited as if they were the user's.
        let rootWidth = try #require(engine.constraints.first { $0.text == "root.width == 320" })
        let made = LayoutError.generatedConstraint(
            constraint: "root.width == 320", origin: "the size of the root view 'root' asked for by the layout pass")
        #expect(throws: made) { try engine.setConstant(100, of: rootWidth.id) }
        #expect(throws: made) { try engine.remove(rootWidth.id) }
        #expect(throws: made) { try engine.deactivate(rootWidth.id) }
        #expect(
            made.description
                == "'root.width == 320' was made by the engine (the size of the root view 'root' asked for by the layout pass); change that property instead")
        // An intrinsic-size constraint can be removed, until the intrinsic size changes.
        try engine.setIntrinsicContentSize(width: 120, height: nil, of: "nameField")
        let hugging = try #require(engine.constraints.first { $0.text == "nameField.width <= 120 @250" })
        try engine.remove(hugging.id)
        #expect(!engine.constraints.contains { $0.text == "nameField.width <= 120 @250" })
    }

    /// A random soup of constraints, some invalid, never traps and always lays out.
    @Test(arguments: [0x7e7e_0016, 1, 2, 3] as [UInt64]) func randomInputNeverTraps(seed: UInt64) throws {
        let engine = LayoutEngine()
        let names = ["root", "a", "b", "c", "d"]
        for name in names.dropFirst() { try engine.addView(named: name, superview: name == "d" ? "c" : nil) }
        var generator = SplitMix64(seed: seed)
        let attributes = LayoutAttribute.allCases
        let relations = LayoutRelation.allCases
        for _ in 0..<300 {
            let constraint = LayoutConstraint(
                firstItem: names.randomElement(using: &generator) ?? "a",
                firstAttribute: attributes.randomElement(using: &generator) ?? .width,
                relation: relations.randomElement(using: &generator) ?? .equal,
                secondItem: Bool.random(using: &generator) ? names.randomElement(using: &generator) : nil,
                secondAttribute: attributes.randomElement(using: &generator) ?? .width,
                multiplier: [0, 1, 2, -1, 0.5].randomElement(using: &generator) ?? 1,
                constant: Double(Int.random(in: -100...400, using: &generator)),
                priority: [1000, 750, 250, 1].randomElement(using: &generator) ?? 1000)
            _ = try? engine.add(constraint)
        }
        for (width, height) in [(320.0, 480.0), (768, 1024), (0, 0)] {
            let result = try engine.layout(width: width, height: height)
            #expect(result.views.count == 5)
            #expect(result.views.allSatisfy { $0.absolute.x.isFinite && $0.absolute.width.isFinite })
            _ = engine.exerciseAmbiguity()
        }
    }
}

/// A seeded generator, so that a failure of the random test reproduces.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
