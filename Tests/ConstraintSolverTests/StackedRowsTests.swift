import Testing
@testable import ConstraintSolver

// Issue #29's form, vertically: rows of a label (intrinsic height 20: `h <= 20` @250 and
// `h >= 20` @750) and a field 30 tall centred on it, the fields stacked 8 apart from y = 20 —
// stated in the order a script states them (`pin field.centerY == label.centerY`, then
// `pin field.height == 30`, then `V:[above]-[field]`). Each stack constraint finds every
// variable it mentions already defined and takes over `field.top`'s definition (the centring
// then defines `label.top`), so the tableau holds only the heights' rows: a fixed number of
// rows and cells per form row, where a row per stack constraint would hold every row above's
// error variables.

/// The vertical variables of one form row.
private struct FormRow {
    var labelTop: Variable
    var labelHeight: Variable
    var fieldTop: Variable
    var fieldHeight: Variable
    var centring: ConstraintID
    var stacking: ConstraintID
}

/// Builds `count` rows on `s`, 8 apart from `root.top + 20`.
private func stackedForm(_ s: RecordedSolver, rows count: Int) throws(SolverError) -> (rootTop: Variable, rows: [FormRow]) {
    let rootTop = s.variable("root.top")
    try s.add(rootTop == 0)
    var rows: [FormRow] = []
    for r in 0..<count {
        let labelTop = s.variable("label\(r).top"), labelHeight = s.variable("label\(r).height", domain: .nonNegative)
        let fieldTop = s.variable("field\(r).top"), fieldHeight = s.variable("field\(r).height", domain: .nonNegative)
        try s.add((labelHeight <= 20).withPriority(250))
        try s.add((labelHeight >= 20).withPriority(750))
        let centring = try s.add(fieldTop + 0.5 * fieldHeight == labelTop + 0.5 * labelHeight)
        try s.add(fieldHeight == 30)
        let stacking = try s.add(r == 0 ? fieldTop == rootTop + 20 : fieldTop == rows[r - 1].fieldTop + rows[r - 1].fieldHeight + 8)
        rows.append(FormRow(labelTop: labelTop, labelHeight: labelHeight, fieldTop: fieldTop, fieldHeight: fieldHeight,
                            centring: centring, stacking: stacking))
    }
    return (rootTop, rows)
}

@Suite struct StackedRowsTests {
    @Test func theStackIsSolvedExactly() throws {
        let s = RecordedSolver()
        let (_, rows) = try stackedForm(s, rows: 6)
        for (r, row) in rows.enumerated() {
            // Field r at 20 + 38r, 30 tall; its label centred on it: 5 lower, 20 tall.
            expectValue(s.solver, row.fieldTop, 20 + 38 * Double(r))
            expectValue(s.solver, row.labelTop, 25 + 38 * Double(r))
            expectValue(s.solver, row.labelHeight, 20)
        }
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectOptimal(s)
    }

    @Test func theTableauGrowsLinearlyWithTheRows() throws {
        func size(_ count: Int) throws -> Solver.Statistics {
            let s = RecordedSolver()
            _ = try stackedForm(s, rows: count)
            return s.solver.statistics
        }
        let small = try size(100), large = try size(400)
        // Per row: two label-height rows and the field height's; both tops are definitions.
        #expect(large.rows == 4 * small.rows)
        #expect(large.cells == 4 * small.cells)
        // Both tops of every row, and root.top.
        #expect(large.resolvedVariables == 2 * 400 + 1 && small.resolvedVariables == 2 * 100 + 1)
        #expect(large.cells <= 400 * 8)
    }

    @Test func aTakenOverDefinitionStillAnswersForItsConstraints() throws {
        let s = RecordedSolver()
        let (rootTop, rows) = try stackedForm(s, rows: 4)
        // The first stack constraint's constant moves every row.
        try s.updateConstant(of: rows[0].stacking, to: -50)
        expectValue(s.solver, rows[3].fieldTop, 50 + 38 * 3)
        expectValue(s.solver, rows[3].labelTop, 55 + 38 * 3)
        expectOptimal(s)
        // Without its centring, label 2 may sit anywhere; the fields stay.
        try s.remove(rows[2].centring)
        #expect(s.solver.ambiguousVariables() == [rows[2].labelTop])
        expectValue(s.solver, rows[3].fieldTop, 50 + 38 * 3)
        expectAlternativeIsSound(s)
        // Without row 1's stack constraint, rows 1 to 3 move together (label 2 as well).
        try s.remove(rows[1].stacking)
        let free = Set(s.solver.ambiguousVariables())
        #expect(free == [rows[1].fieldTop, rows[1].labelTop, rows[2].fieldTop, rows[2].labelTop,
                         rows[3].fieldTop, rows[3].labelTop])
        expectAlternativeIsSound(s)
        // Stacked again, below root.top + 100 this time: exact, and a conflict still names the chain.
        let again = try s.add(rows[1].fieldTop == rootTop + 100)
        expectValue(s.solver, rows[3].fieldTop, 100 + 38 * 2)
        try s.add(rows[2].labelTop == rows[2].fieldTop + 5)
        #expect(s.solver.ambiguousVariables().isEmpty)
        expectOptimal(s)
        let clash = rows[3].fieldTop == rootTop
        let error = caught { () throws(SolverError) in try s.solver.add(clash) }
        let set = conflictingSet(error) ?? []
        #expect(Set([again, rows[2].stacking, rows[3].stacking]).isSubset(of: set))
        expectMinimalConflict(set, restricted: restrictedSet(error) ?? [], new: clash, existing: s.record)
    }

    @Test func aTakeOverNeverHidesAConflict() throws {
        let s = RecordedSolver()
        let x = s.variable("x"), y = s.variable("y")
        let first = try s.add(x == y + 3)
        // Every variable is defined or used once: x cannot be handed over to y, which this
        // equality mentions too; the tableau finds the conflict.
        let clash = x == y + 5
        let error = caught { () throws(SolverError) in try s.solver.add(clash) }
        #expect(conflictingSet(error) == [first])
        // A consistent restatement is redundant, not a conflict.
        try s.add(2 * x == 2 * y + 6)
        #expect(close(s.solver.value(of: x) - s.solver.value(of: y), 3))
        // The form's pattern: f defined through l, then stacked under r, defined by a
        // constant (which has nothing to hand its definition to).
        let l = s.variable("l"), f = s.variable("f"), r = s.variable("r")
        let top = try s.add(r == 10)
        try s.add(f == l + 1)
        let before = s.solver.statistics
        try s.add(f == r + 20)
        // Taken over: f follows r, l follows f; nothing entered the tableau.
        #expect(s.solver.statistics.rows == before.rows)
        #expect(s.solver.statistics.resolvedVariables == before.resolvedVariables + 1)
        expectValue(s.solver, f, 30)
        expectValue(s.solver, l, 29)
        try s.updateConstant(of: top, to: -40)
        expectValue(s.solver, l, 59)
        expectOptimal(s)
    }
}
