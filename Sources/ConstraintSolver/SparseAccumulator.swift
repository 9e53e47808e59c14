/// A dense vector that remembers which entries it touched, so that summing many sparse
/// rows costs their lengths and clearing costs only what was touched.
struct SparseAccumulator {
    private(set) var values: [Double] = []
    private var isTouched: [Bool] = []
    private(set) var touched: [Int32] = []

    mutating func add(_ value: Double, at index: Int32) {
        let position = Int(index)
        if position >= values.count {
            let growth = position + 1 - values.count
            values.append(contentsOf: repeatElement(0, count: growth))
            isTouched.append(contentsOf: repeatElement(false, count: growth))
        }
        if !isTouched[position] {
            isTouched[position] = true
            touched.append(index)
        }
        values[position] += value
    }

    /// Takes an entry's value out, leaving zero.
    mutating func take(_ index: Int32) -> Double {
        let position = Int(index)
        guard position < values.count else { return 0 }
        let value = values[position]
        values[position] = 0
        return value
    }

    mutating func sortTouched() {
        touched.sort()
    }

    mutating func reset() {
        for index in touched {
            values[Int(index)] = 0
            isTouched[Int(index)] = false
        }
        touched.removeAll(keepingCapacity: true)
    }
}
