import Testing
@testable import ConstraintSolver

// Bad input is an error, never a trap: each case is the `SolverError` its documentation names
// (`Sources/ConstraintSolver/SolverError.swift`), and after each refusal the solver still solves as
// before ("After any error the solver is as it was before the call").

/// A small solver with a known optimum, so each test can check that a refused call changed nothing:
/// x ≥ 0, y == x + 10, x == 5 @500, and w an edit variable at 750 suggested 320.
private final class Fixture {
    let s = RecordedSolver()
    let x: Variable, y: Variable, w: Variable
    let floor: ConstraintID, link: ConstraintID, preference: ConstraintID

    init() throws {
        x = s.variable("x")
        y = s.variable("y")
        w = s.variable("w")
        floor = try s.add(x >= 0)
        link = try s.add(y == x + 10)
        preference = try s.add((x == 5).withPriority(500))
        try s.addEditVariable(w, priority: 750)
        try s.suggest(w, 320)
    }

    /// x = 5 (its preference), y = 15, w = 320 (its suggestion), and every constraint still there.
    func expectUnchanged(sourceLocation: SourceLocation = #_sourceLocation) {
        expectValue(s.solver, x, 5, sourceLocation: sourceLocation)
        expectValue(s.solver, y, 15, sourceLocation: sourceLocation)
        expectValue(s.solver, w, 320, sourceLocation: sourceLocation)
        #expect(s.solver.hasConstraint(floor) && s.solver.hasConstraint(link) && s.solver.hasConstraint(preference),
                sourceLocation: sourceLocation)
        #expect(s.solver.hasEditVariable(w), sourceLocation: sourceLocation)
        #expect(s.solver.variableCount == 3, sourceLocation: sourceLocation)
        expectOptimal(s, sourceLocation: sourceLocation)
    }

    /// Goes on working: a new required constraint and a new suggestion take effect.
    func expectStillWorks(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try s.add(x >= 7)
        try s.suggest(w, 100)
        // x == 5 @500 is pushed to the new bound 7; y = 17; w follows its suggestion.
        expectValue(s.solver, x, 7, sourceLocation: sourceLocation)
        expectValue(s.solver, y, 17, sourceLocation: sourceLocation)
        expectValue(s.solver, w, 100, sourceLocation: sourceLocation)
    }
}

@Suite struct BadInputTests {
    // MARK: - Priorities

    @Test(arguments: [0.0, 0.5, -1, 1000.5, 1001, -.infinity, .infinity])
    func priorityOutOfRangeIsRefused(priority: Double) throws {
        let f = try Fixture()
        let error = caught { () throws(SolverError) in try f.s.add((f.x == 1).withPriority(Priority(priority))) }
        #expect(error == .invalidPriority(priority))
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    @Test func nanPriorityIsRefused() throws {
        let f = try Fixture()
        let error = caught { () throws(SolverError) in try f.s.add((f.x == 1).withPriority(Priority(.nan))) }
        // NaN ≠ NaN, so match the case and check the payload is NaN.
        guard case .invalidPriority(let p)? = error else {
            Issue.record("expected .invalidPriority(nan), got \(String(describing: error))")
            return
        }
        #expect(p.isNaN)
        f.expectUnchanged()
    }

    @Test func boundaryPrioritiesAreAccepted() throws {
        let f = try Fixture()
        // 1 and 1000 are the ends of the valid range (Priority.isValid).
        try f.s.add((f.y == 0).withPriority(1))
        try f.s.add(f.w <= 1000)
        // y == 0 @1 cannot pull x below its preference at 500: unchanged.
        f.expectUnchanged()
    }

    @Test(arguments: [0.0, 1000.5, -3])
    func editVariablePriorityOutOfRangeIsRefused(priority: Double) throws {
        let f = try Fixture()
        let error = caught { () throws(SolverError) in try f.s.addEditVariable(f.x, priority: Priority(priority)) }
        #expect(error == .invalidPriority(priority))
        #expect(!f.s.solver.hasEditVariable(f.x))
        f.expectUnchanged()
    }

    @Test func requiredEditVariableIsRefused() throws {
        let f = try Fixture()
        let error = caught { () throws(SolverError) in try f.s.addEditVariable(f.x, priority: .required) }
        #expect(error == .requiredEditVariable(f.x))
        #expect(!f.s.solver.hasEditVariable(f.x))
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    // MARK: - Non-finite numbers

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoefficientIsRefused(bad: Double) throws {
        let f = try Fixture()
        #expect(caught { () throws(SolverError) in try f.s.add(bad * f.x == 1) } == .nonFiniteValue)
        #expect(caught { () throws(SolverError) in try f.s.add(f.y + bad * f.x <= 1) } == .nonFiniteValue)
        // On the right-hand side too: it becomes a coefficient of the normal form.
        #expect(caught { () throws(SolverError) in try f.s.add(f.y >= bad * f.x) } == .nonFiniteValue)
        // Optional constraints are checked as well.
        #expect(caught { () throws(SolverError) in try f.s.add((bad * f.x == 1).withPriority(250)) } == .nonFiniteValue)
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteConstantIsRefused(bad: Double) throws {
        let f = try Fixture()
        #expect(caught { () throws(SolverError) in try f.s.add(f.x == bad) } == .nonFiniteValue)
        #expect(caught { () throws(SolverError) in try f.s.add(f.x + bad <= f.y) } == .nonFiniteValue)
        #expect(caught { () throws(SolverError) in try f.s.add((f.x >= bad).withPriority(100)) } == .nonFiniteValue)
        f.expectUnchanged()
    }

    @Test func infinitiesThatCancelAreStillRefused() throws {
        let f = try Fixture()
        // x + ∞ == y + ∞ has the constant ∞ - ∞ = NaN in its normal form.
        #expect(caught { () throws(SolverError) in try f.s.add(f.x + .infinity == f.y + .infinity) } == .nonFiniteValue)
        f.expectUnchanged()
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSuggestionIsRefused(bad: Double) throws {
        let f = try Fixture()
        #expect(caught { () throws(SolverError) in try f.s.suggest(f.w, bad) } == .nonFiniteValue)
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteUpdatedConstantIsRefused(bad: Double) throws {
        let f = try Fixture()
        #expect(caught { () throws(SolverError) in try f.s.updateConstant(of: f.preference, to: bad) } == .nonFiniteValue)
        #expect(caught { () throws(SolverError) in try f.s.updateConstant(of: f.floor, to: bad) } == .nonFiniteValue)
        #expect(f.s.solver.constraint(f.preference)?.expression.constant == -5, "x - 5 == 0 as added")
        f.expectUnchanged()
    }

    // MARK: - Unknown variables and constraints

    @Test func variableOfAnotherSolverIsRefused() throws {
        let f = try Fixture()
        let other = Solver()
        _ = other.makeVariable()
        _ = other.makeVariable()
        _ = other.makeVariable()
        let foreign = other.makeVariable()          // index 3 ≥ f's variableCount of 3
        #expect(foreign.index == 3)
        #expect(caught { () throws(SolverError) in try f.s.add(foreign == 1) } == .unknownVariable(foreign))
        #expect(caught { () throws(SolverError) in try f.s.add(f.x + foreign <= 1) } == .unknownVariable(foreign))
        #expect(caught { () throws(SolverError) in try f.s.add((foreign == 1).withPriority(10)) } == .unknownVariable(foreign))
        #expect(caught { () throws(SolverError) in try f.s.addEditVariable(foreign, priority: 500) } == .unknownVariable(foreign))
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    @Test func negativeVariableIndexIsRefused() throws {
        let f = try Fixture()
        let bogus = Variable(index: -1)
        #expect(caught { () throws(SolverError) in try f.s.add(bogus == 1) } == .unknownVariable(bogus))
        #expect(caught { () throws(SolverError) in try f.s.addEditVariable(bogus, priority: 500) } == .unknownVariable(bogus))
        f.expectUnchanged()
    }

    @Test func queriesAboutUnknownThingsDoNotTrap() throws {
        let f = try Fixture()
        let foreign = Variable(index: 99)
        let nowhere = ConstraintID(index: 12_345)
        // Non-throwing queries answer "no" rather than trap.
        #expect(!f.s.solver.hasConstraint(nowhere))
        #expect(f.s.solver.constraint(nowhere) == nil)
        #expect(!f.s.solver.hasEditVariable(foreign))
        #expect(!f.s.solver.hasEditVariable(Variable(index: -7)))
        _ = f.s.solver.name(of: foreign)
        _ = f.s.solver.value(of: foreign)
        _ = f.s.solver.value(of: Variable(index: -7))
        f.expectUnchanged()
    }

    @Test func removingAConstraintTwiceIsRefused() throws {
        let f = try Fixture()
        try f.s.remove(f.preference)
        #expect(caught { () throws(SolverError) in try f.s.remove(f.preference) } == .unknownConstraint(f.preference))
        #expect(caught { () throws(SolverError) in try f.s.updateConstant(of: f.preference, to: 1) }
                == .unknownConstraint(f.preference))
        // Without x == 5 @500, x is free above 0: put the preference back and all is as before.
        try f.s.add((f.x == 5).withPriority(500))
        expectValue(f.s.solver, f.x, 5)
        expectValue(f.s.solver, f.y, 15)
    }

    @Test func removingAConstraintThatWasNeverAddedIsRefused() throws {
        let f = try Fixture()
        let nowhere = ConstraintID(index: 12_345)
        #expect(caught { () throws(SolverError) in try f.s.remove(nowhere) } == .unknownConstraint(nowhere))
        #expect(caught { () throws(SolverError) in try f.s.updateConstant(of: nowhere, to: 3) } == .unknownConstraint(nowhere))
        let negative = ConstraintID(index: -1)
        #expect(caught { () throws(SolverError) in try f.s.remove(negative) } == .unknownConstraint(negative))
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    @Test func rejectedConstraintsHaveNoID() throws {
        let f = try Fixture()
        // A refused add hands out no id, so the next id must be valid and the bad one unknown.
        _ = caught { () throws(SolverError) in try f.s.add(f.x <= -1) }     // contradicts x ≥ 0
        let next = try f.s.add(f.y <= 100)
        #expect(f.s.solver.hasConstraint(next))
        try f.s.remove(next)
        f.expectUnchanged()
    }

    // MARK: - Edit variables

    @Test func duplicateEditVariableIsRefused() throws {
        let f = try Fixture()
        #expect(caught { () throws(SolverError) in try f.s.addEditVariable(f.w, priority: 750) } == .duplicateEditVariable(f.w))
        // A different priority is still a duplicate, and the first edit (and its suggestion) stays.
        #expect(caught { () throws(SolverError) in try f.s.addEditVariable(f.w, priority: 100) } == .duplicateEditVariable(f.w))
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    @Test func suggestingANonEditVariableIsRefused() throws {
        let f = try Fixture()
        #expect(caught { () throws(SolverError) in try f.s.suggest(f.x, 99) } == .unknownEditVariable(f.x))
        #expect(caught { () throws(SolverError) in try f.s.removeEditVariable(f.y) } == .unknownEditVariable(f.y))
        f.expectUnchanged()
        try f.expectStillWorks()
    }

    @Test func removedEditVariableIsNoLongerAnEditVariable() throws {
        let f = try Fixture()
        try f.s.removeEditVariable(f.w)
        #expect(caught { () throws(SolverError) in try f.s.suggest(f.w, 10) } == .unknownEditVariable(f.w))
        #expect(caught { () throws(SolverError) in try f.s.removeEditVariable(f.w) } == .unknownEditVariable(f.w))
        // w is in no constraint now: it is free.
        #expect(f.s.solver.ambiguousVariables() == [f.w])
        expectValue(f.s.solver, f.x, 5)
    }

    @Test func editCallsWithAForeignVariableAreRefused() throws {
        let f = try Fixture()
        let foreign = Variable(index: 42)
        // Either error names the problem; what matters is an error, not a trap, and no change.
        let suggest = caught { () throws(SolverError) in try f.s.suggest(foreign, 1) }
        #expect(suggest == .unknownVariable(foreign) || suggest == .unknownEditVariable(foreign))
        let remove = caught { () throws(SolverError) in try f.s.removeEditVariable(foreign) }
        #expect(remove == .unknownVariable(foreign) || remove == .unknownEditVariable(foreign))
        f.expectUnchanged()
    }

    // MARK: - Odd but valid input

    @Test func hugeButFiniteNumbersAreAccepted() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        try s.add(x == 1e9)
        try s.add(y == 1e-6 * x)
        // y = 1e-6 · 1e9 = 1000.
        expectValue(s.solver, x, 1e9)
        expectValue(s.solver, y, 1000)
    }

    @Test func zeroCoefficientsAndEmptyExpressions() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        try s.add(0 * x + y == 2)
        try s.add((LinearExpression(0) == 1).withPriority(10))   // optional and impossible: error 1
        try s.add(LinearExpression(3) >= 1)                       // 2 >= 0: always true
        // 0·x + y == 2 gives y = 2; x appears only with coefficient 0 and is free.
        expectValue(s.solver, y, 2)
        #expect(s.solver.ambiguousVariables() == [x])
        expectOptimal(s)
    }
}
