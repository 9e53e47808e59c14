import Testing
import TestSupport
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

    /// A random sequence of operations — constraints (some invalid, some conflicting),
    /// constant changes, (de)activation, intrinsic sizes, autoresizing — never traps, never
    /// reaches an internal inconsistency, and after every pass each active required
    /// constraint holds.
    @Test(arguments: 0..<24 as Range<UInt64>)
    func randomOperationsKeepTheRequiredConstraints(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        let engine = LayoutEngine()
        let names = ["root", "a", "b", "c", "d", "e"]
        try engine.addView(named: "a")
        try engine.addView(named: "b")
        try engine.addView(named: "c")
        try engine.addView(named: "d", superview: "c")
        try engine.addView(named: "e", superview: "d")
        var ids: [LayoutConstraintID] = []
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &g)] }
        for step in 0..<80 {
            do {
                switch Int.random(in: 0..<10, using: &g) {
                case 0..<6:
                    let constraint = LayoutConstraint(
                        firstItem: pick(names), firstAttribute: pick(LayoutAttribute.allCases),
                        relation: pick(LayoutRelation.allCases), secondItem: pick([nil, pick(names)]),
                        secondAttribute: pick(LayoutAttribute.allCases), multiplier: pick([1, 1, 2, 0.5, -1]),
                        constant: Double(Int.random(in: -50...300, using: &g)), priority: pick([1000, 1000, 750, 250, 1]))
                    ids.append(try engine.add(constraint))
                case 6 where !ids.isEmpty:
                    try engine.setConstant(Double(Int.random(in: -50...300, using: &g)), of: pick(ids))
                case 7 where !ids.isEmpty:
                    if Bool.random(using: &g) { try engine.deactivate(pick(ids)) } else { try engine.activate(pick(ids)) }
                case 8:
                    try engine.setIntrinsicContentSize(width: Double(Int.random(in: 0...200, using: &g)), height: pick([30, nil]), of: pick(Array(names.dropFirst())))
                default:
                    let name = pick(Array(names.dropFirst()))
                    try engine.setDesignedFrame(rect(10, 10, 50, 50), of: name)
                    try engine.setAutoresizingMask(AutoresizingMask(rawValue: UInt8.random(in: 0...63, using: &g)), of: name)
                    try engine.setTranslatesAutoresizingMaskIntoConstraints(Bool.random(using: &g), of: name)
                }
            } catch {
                if case .internalInconsistency = error { Issue.record("seed \(seed) step \(step): \(error)") }
            }
            guard step % 10 == 9 else { continue }
            let size = pick([(320.0, 480.0), (768, 1024), (0, 0), (100, 2000)])
            let result = try engine.layout(width: size.0, height: size.1)
            #expect(result.views.count == 6)
            #expect(requiredViolations(engine).isEmpty, "seed \(seed) step \(step)")
            _ = engine.exerciseAmbiguity()
        }
    }

    /// The active required constraints the current solution breaks.
    func requiredViolations(_ engine: LayoutEngine) -> [String] {
        engine.records.indices.filter { engine.records[$0].state == .active && engine.records[$0].constraint.priority.isRequired }.compactMap { index in
            let made = engine.solverConstraint(ofRecord: index)
            let expression = made.expression
            let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * engine.solver.value(of: $1.variable) }
            let holds: Bool
            switch made.relation {
            case .equal: holds = Swift.abs(value) < 1e-6
            case .lessThanOrEqual: holds = value <= 1e-6
            case .greaterThanOrEqual: holds = value >= -1e-6
            }
            return holds ? nil : "\(engine.constraint(ofRecord: index)) off by \(value)"
        }
    }
}

