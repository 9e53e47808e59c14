import Testing
@testable import AutoLayout

/// The one-line form of a constraint is the contract of `tether vfl`'s output (issue: "in this
/// exact form"), so these compare whole strings.
@Suite struct LayoutConstraintTests {
    @Test func relationsAreTheirSymbols() {
        #expect(LayoutRelation.allCases.map(\.rawValue) == ["<=", "==", ">="])
        #expect(LayoutRelation(rawValue: "==") == .equal)
    }

    @Test func defaultsAreARequiredExplicitConstant() {
        let constraint = LayoutConstraint(firstItem: "a", firstAttribute: .width, relation: .equal)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.multiplier == 1)
        #expect(constraint.constant == 0)
        #expect(constraint.priority == .required)
        #expect(constraint.identifier == nil)
        #expect(constraint.origin == .explicit)
        #expect(constraint.description == "a.width == 0")
    }

    // The issue's four sample lines.
    @Test func issueSampleLines() {
        let lines = [
            LayoutConstraint(
                firstItem: "b", firstAttribute: .leading, relation: .equal, secondItem: "a",
                secondAttribute: .trailing, constant: 8),
            LayoutConstraint(
                firstItem: "superview", firstAttribute: .trailing, relation: .equal, secondItem: "a",
                secondAttribute: .trailing, constant: 20),
            LayoutConstraint(
                firstItem: "a", firstAttribute: .width, relation: .greaterThanOrEqual, constant: 50, priority: 750),
            LayoutConstraint(
                firstItem: "a", firstAttribute: .width, relation: .equal, secondItem: "b", secondAttribute: .width),
        ].map(\.description)
        #expect(
            lines == [
                "b.leading == a.trailing + 8",
                "superview.trailing == a.trailing + 20",
                "a.width >= 50 @750",
                "a.width == b.width",
            ])
    }

    @Test func negativeConstantsAndMultipliers() {
        let ratio = LayoutConstraint(
            firstItem: "imageView", firstAttribute: .width, relation: .equal, secondItem: "imageView",
            secondAttribute: .height, multiplier: 1.5)
        #expect(ratio.description == "imageView.width == 1.5*imageView.height")
        let below = LayoutConstraint(
            firstItem: "b", firstAttribute: .top, relation: .lessThanOrEqual, secondItem: "a",
            secondAttribute: .bottom, multiplier: -2, constant: -8, priority: 250.5)
        #expect(below.description == "b.top <= -2*a.bottom - 8 @250.5")
        let negativeSize = LayoutConstraint(firstItem: "a", firstAttribute: .height, relation: .equal, constant: -10)
        #expect(negativeSize.description == "a.height == -10")
    }

    @Test func numbersPrintInTheirShortestForm() {
        #expect(8.0.layoutDescription == "8")
        #expect(12.5.layoutDescription == "12.5")
        #expect(0.1.layoutDescription == "0.1")
        #expect((-0.0).layoutDescription == "0")
        #expect(100_000.0.layoutDescription == "100000")
        #expect(1e-5.layoutDescription == "1e-05")
        #expect(1e300.layoutDescription == "1e+300")
    }

    @Test func originRemembersTheFormat() {
        let constraint = LayoutConstraint(
            firstItem: "a", firstAttribute: .width, relation: .equal, origin: .visualFormat("[a(0)]"))
        #expect(constraint.origin == .visualFormat("[a(0)]"))
        #expect(constraint.origin != .explicit)
    }
}

/// `constraints(identifiedBy:)` lists what `constraints` lists with that identifier
/// (`NSLayoutConstraint.identifier`), in the order added, and nothing removed.
@Suite struct IdentifiedConstraintTests {
    @Test func onlyTheMarkedConstraintsInOrder() throws {
        let engine = LayoutEngine()
        try engine.addView(named: "a")
        try engine.addView(named: "b")
        func marked(_ view: String, _ attribute: LayoutAttribute, _ constant: Double, _ identifier: String?) -> LayoutConstraint {
            LayoutConstraint(firstItem: view, firstAttribute: attribute, relation: .equal, constant: constant, identifier: identifier)
        }
        let first = try engine.add(marked("a", .width, 10, "park"))
        try engine.add(marked("a", .height, 20, nil))
        let second = try engine.add(marked("b", .width, 30, "park"))
        let gone = try engine.add(marked("b", .height, 40, "park"))
        try engine.add(marked("b", .height, 50, "other"))
        try engine.remove(gone)
        let found = engine.constraints(identifiedBy: "park")
        #expect(found.map(\.id) == [first, second])
        #expect(found.map(\.text) == engine.constraints.filter { $0.constraint.identifier == "park" }.map(\.text))
        #expect(found.map(\.text) == ["a.width == 10", "b.width == 30"])
        #expect(engine.constraints(identifiedBy: "none").isEmpty)
    }
}
