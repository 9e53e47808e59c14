import Testing
import TestSupport
import ConstraintSolver
@testable import AutoLayout

// Random layouts against an independent LP: views in a random hierarchy, random constraints between
// their attributes at random priorities (conflicts included, which the engine recovers from by
// breaking constraints), intrinsic sizes, laid out at two root sizes in turn. After each pass the
// engine's active constraints are rebuilt from their `LayoutConstraint`s alone — each attribute as
// the linear form of the view's frame written out here, every width and height of a view (not the
// root) restricted to ≥ 0 — and solved by the dense lexicographic LP oracle (TestSupport). Then:
// no width or height is below 0, every kept required constraint holds, the engine's error at each
// priority is the optimum, and every coordinate the LP determines (the same in all optima) is the
// engine's.

@Suite struct RandomLayoutOracleTests {
    static let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY]

    /// A random layout: 2…5 views, 3…12 constraints, some views with intrinsic sizes.
    func makeLayout(seed: UInt64) throws -> LayoutEngine {
        var rng = SplitMix64(seed: seed)
        let engine = LayoutEngine()
        var names = ["root"]
        for index in 0..<(2 + rng.next(below: 4)) {
            let name = "v\(index)"
            try engine.addView(named: name, superview: rng.pick(names))
            names.append(name)
            if rng.next(below: 3) == 0 {
                try engine.setIntrinsicContentSize(
                    width: Double(rng.next(below: 120)), height: Double(rng.next(below: 60)), of: name)
            }
        }
        let priorities: [LayoutPriority] = [.required, .required, .required, 750, 500, 250]
        for _ in 0..<(3 + rng.next(below: 10)) {
            let first = rng.pick(Array(names.dropFirst()))
            let relation = rng.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            let priority = rng.pick(priorities)
            let constant = Double(rng.next(below: 260)) - 60
            let constraint: LayoutConstraint
            switch rng.next(below: 4) {
            case 0:
                // A size: constant, or a multiple of another size (either axis).
                let attribute = rng.pick([LayoutAttribute.width, .height])
                if rng.next(below: 2) == 0 {
                    constraint = LayoutConstraint(
                        firstItem: first, firstAttribute: attribute, relation: relation, constant: constant,
                        priority: priority)
                } else {
                    constraint = LayoutConstraint(
                        firstItem: first, firstAttribute: attribute, relation: relation, secondItem: rng.pick(names),
                        secondAttribute: rng.pick([.width, .height]), multiplier: rng.pick([0.5, 1, 2]),
                        constant: constant, priority: priority)
                }
            default:
                let axis = rng.next(below: 2) == 0 ? Self.horizontal : Self.vertical
                let firstAttribute = rng.pick(axis)
                var secondAttribute = rng.pick(axis)
                // Leading and trailing relate only to each other (UIKit refuses leading with left).
                if firstAttribute.isDirectional, secondAttribute == .left { secondAttribute = .leading }
                if firstAttribute.isDirectional, secondAttribute == .right { secondAttribute = .trailing }
                if !firstAttribute.isDirectional, secondAttribute == .leading { secondAttribute = .left }
                if !firstAttribute.isDirectional, secondAttribute == .trailing { secondAttribute = .right }
                constraint = LayoutConstraint(
                    firstItem: first, firstAttribute: firstAttribute, relation: relation,
                    secondItem: rng.pick(names.filter { $0 != first }), secondAttribute: secondAttribute,
                    constant: constant, priority: priority)
            }
            _ = try? engine.add(constraint)
        }
        return engine
    }

    /// The attribute as a linear form over the frame variables `[x, y, w, h]` of view `view`
    /// (left-to-right: leading is left, trailing is right).
    func form(_ attribute: LayoutAttribute, view: Int) -> [(index: Int, coefficient: Double)] {
        let (x, y, w, h) = (4 * view, 4 * view + 1, 4 * view + 2, 4 * view + 3)
        switch attribute {
        case .left, .leading: return [(x, 1)]
        case .right, .trailing: return [(x, 1), (w, 1)]
        case .centerX: return [(x, 1), (w, 0.5)]
        case .top: return [(y, 1)]
        case .bottom, .firstBaseline, .lastBaseline: return [(y, 1), (h, 1)]
        case .centerY: return [(y, 1), (h, 0.5)]
        case .width: return [(w, 1)]
        case .height: return [(h, 1)]
        case .notAnAttribute: return []
        }
    }

    /// The engine's active constraints and the size restrictions as dense constraints.
    func denseSystem(_ engine: LayoutEngine) -> [DenseConstraint] {
        let names = engine.viewNames
        let count = 4 * names.count
        var system: [DenseConstraint] = []
        for reference in engine.constraints where reference.state == .active {
            let c = reference.constraint
            guard let first = names.firstIndex(of: c.firstItem) else { continue }
            var coefficients = [Double](repeating: 0, count: count)
            for term in form(c.firstAttribute, view: first) { coefficients[term.index] += term.coefficient }
            if let name = c.secondItem, let second = names.firstIndex(of: name) {
                for term in form(c.secondAttribute, view: second) {
                    coefficients[term.index] -= c.multiplier * term.coefficient
                }
            }
            system.append(DenseConstraint(
                coefficients: coefficients, constant: -c.constant, relation: c.relation.solverRelation,
                priority: c.priority.value))
        }
        for view in 1..<names.count {
            for index in [4 * view + 2, 4 * view + 3] {
                var coefficients = [Double](repeating: 0, count: count)
                coefficients[index] = 1
                system.append(DenseConstraint(coefficients: coefficients, constant: 0, relation: .greaterThanOrEqual, priority: 1000))
            }
        }
        return system
    }

    func check(_ engine: LayoutEngine, _ result: LayoutResult, _ context: String) {
        var values: [Double] = []
        for view in result.views {
            values += [view.absolute.x, view.absolute.y, view.absolute.width, view.absolute.height]
            if view.name != "root" {
                #expect(view.frame.width >= 0 && view.frame.height >= 0, "\(view.name) \(view.frame) \(context)")
            }
        }
        let system = denseSystem(engine)
        #expect(requiredViolation(system, at: values) <= 1e-6, "a kept required constraint is violated \(context)")
        guard var oracle = try? DenseLexicographicLP(variableCount: values.count, constraints: system) else {
            Issue.record("the oracle finds the kept constraints infeasible \(context)")
            return
        }
        let errors = ErrorVector(system, at: values)
        #expect(errors.matches(oracle.errorVector), "errors [\(errors)] ≠ optimum [\(oracle.errorVector)] \(context)")
        for index in values.indices {
            var weights = [Double](repeating: 0, count: values.count)
            weights[index] = 1
            guard let low = oracle.minimiseOverOptima(weights)?[index] else { continue }
            weights[index] = -1
            guard let high = oracle.minimiseOverOptima(weights)?[index], high - low < 1e-7 else { continue }
            #expect(abs(values[index] - low) <= 1e-6 * max(1, abs(low)),
                    "\(result.views[index / 4].name)[\(index % 4)] = \(values[index]), determined as \(low) \(context)")
        }
    }

    @Test(arguments: 0..<4)
    func randomLayoutsMatchTheOracleWithSizesNeverNegative(batch: Int) throws {
        for seed in UInt64(batch * 50)..<UInt64(batch * 50 + 50) {
            let engine = try makeLayout(seed: seed)
            var rng = SplitMix64(seed: seed &+ 99)
            for pass in 0..<2 {
                let width = Double(rng.next(below: 500)), height = Double(rng.next(below: 900))
                let result = try engine.layout(width: width, height: height)
                check(engine, result, "seed \(seed) pass \(pass) at \(width) × \(height)")
            }
        }
    }
}
