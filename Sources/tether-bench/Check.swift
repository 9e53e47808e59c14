/// The invariant checks a workload runs on the solved values.
///
/// A benchmark that times a wrong answer is worthless, so every check that fails makes
/// `tether-bench` exit non-zero. The tolerances are those of `compare_kiwisolver.py`.
enum Check {
    /// Relative tolerance of a single value (relative to max(1, |expected|)).
    static let tolerance = 1e-6
    /// Relative tolerance of a sum over all variables.
    static let sumTolerance = 1e-9

    static func close(_ actual: Double, _ expected: Double, tolerance: Double = tolerance) -> Bool {
        abs(actual - expected) <= tolerance * max(1, abs(expected))
    }

    /// Records a failure when `actual` is not `expected`.
    static func expect(_ failures: inout [String], _ what: String, _ actual: Double, _ expected: Double,
                       tolerance: Double = tolerance) {
        if !close(actual, expected, tolerance: tolerance) {
            failures.append("\(what) = \(actual), expected \(expected)")
        }
    }

    /// Checks many values at once; reports the first mismatch and how many there are.
    static func expectAll(_ failures: inout [String], _ what: String, _ values: [Double], at indices: [Int32],
                          expected: (Int) -> Double) {
        var first: (position: Int, actual: Double, expected: Double)?
        var count = 0
        for (position, variable) in indices.enumerated() {
            let want = expected(position)
            let actual = values[Int(variable)]
            if !close(actual, want) {
                count += 1
                if first == nil { first = (position, actual, want) }
            }
        }
        if let first {
            failures.append("\(what)[\(first.position)] = \(first.actual), expected \(first.expected) (\(count) such)")
        }
    }

    /// A compensated (Neumaier) sum, so that checksums do not depend on summation error.
    static func sum<S: Sequence>(_ values: S) -> Double where S.Element == Double {
        var total = 0.0
        var compensation = 0.0
        for value in values {
            let next = total + value
            if abs(total) >= abs(value) {
                compensation += (total - next) + value
            } else {
                compensation += (value - next) + total
            }
            total = next
        }
        return total + compensation
    }
}
