import Testing
@testable import ConstraintSolver

@Suite struct LinearExpressionTests {
    @Test func operatorsBuildTheNormalForm() {
        let x = Variable(index: 0)
        let y = Variable(index: 1)
        // 2x + 10 <= y - 4  is  2x - y + 14 <= 0.
        let constraint = 2 * x + 10 <= y - 4
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.priority == .required)
        #expect(constraint.expression.constant == 14)
        let coefficients = constraint.expression.terms.map { ($0.variable.index, $0.coefficient) }
        #expect(coefficients.map(\.0) == [0, 1])
        #expect(coefficients.map(\.1) == [2, -1])
        #expect(constraint.withPriority(250).priority.value == 250)
    }

    @Test func finiteness() {
        let x = Variable(index: 0)
        #expect((x * 2 + 1).isFinite)
        #expect(!(x * .nan).isFinite)
        #expect(!(LinearExpression(.infinity)).isFinite)
    }

    @Test func priorityRange() {
        #expect(Priority(1).isValid)
        #expect(Priority(1000).isValid && Priority(1000).isRequired)
        #expect(!Priority(0).isValid)
        #expect(!Priority(1000.5).isValid)
        #expect(!Priority(.nan).isValid)
    }
}
