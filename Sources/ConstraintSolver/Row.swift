/// A sparse row `basic = constant + Σ coefficient × symbol` (or `0 = …` while a new
/// constraint's subject is being chosen).
///
/// Symbols are kept sorted, in two parallel arrays, so that `row += k × other` is one
/// linear merge into a reusable scratch buffer — the change that makes kiwi's row update
/// 136× faster on chains (notes/solver-performance.md) — and a lookup is a binary search.
struct Row {
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row from cells sorted by symbol, each symbol once.
    init(sortedSymbols: [Int32], coefficients: [Double], constant: Double) {
        self.symbols = sortedSymbols
        self.coefficients = coefficients
        self.constant = constant
    }

    var count: Int { symbols.count }

    /// Where `symbol` sits in the row, if it is there.
    func position(of symbol: Int32) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let found = symbols[middle]
            if found == symbol { return middle }
            if found < symbol { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        guard let position = position(of: symbol) else { return 0 }
        return coefficients[position]
    }

    func contains(_ symbol: Int32) -> Bool {
        position(of: symbol) != nil
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels. Returns whether a new
    /// cell was made (the caller then records the row in the symbol's column).
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        if low < symbols.count, symbols[low] == symbol {
            let sum = coefficients[low] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
            return false
        }
        guard !isNearZero(coefficient) else { return false }
        symbols.insert(symbol, at: low)
        coefficients.insert(coefficient, at: low)
        return true
    }

    mutating func remove(_ symbol: Int32) {
        guard let position = position(of: symbol) else { return }
        symbols.remove(at: position)
        coefficients.remove(at: position)
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -(constant + rest) / a`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Int32) {
        guard let position = position(of: symbol) else { return }
        let scale = -1 / coefficients[position]
        symbols.remove(at: position)
        coefficients.remove(at: position)
        constant *= scale
        for index in coefficients.indices { coefficients[index] *= scale }
    }

    /// Turns `leaving = …` into `entering = …` (a pivot on this row).
    mutating func solve(for entering: Int32, replacing leaving: Int32) {
        add(leaving, -1)
        solve(for: entering)
    }

    /// `self += k × other`, dropping `removed` from `self` (the symbol being substituted
    /// by `other`). Symbols that are new to `self` are appended to `scratch.added`.
    ///
    /// The merge is written into the scratch buffers and copied back into the row's own
    /// storage, which changes length only by the difference: no allocation unless the row
    /// outgrows its capacity, and no per-cell append.
    mutating func add(_ other: Row, times k: Double, removing removed: Int32, scratch: inout RowScratch) {
        let count1 = symbols.count
        constant += k * other.constant
        scratch.ensureRoom(count1 + other.symbols.count)
        let merged = scratch.symbols.withUnsafeMutableBufferPointer { outSymbols in
            scratch.coefficients.withUnsafeMutableBufferPointer { outCoefficients in
                Self.merge(
                    symbols, coefficients, other, times: k, removing: removed,
                    into: outSymbols, outCoefficients, added: &scratch.added)
            }
        }
        if merged < count1 {
            symbols.removeLast(count1 - merged)
            coefficients.removeLast(count1 - merged)
        } else if merged > count1 {
            symbols.append(contentsOf: repeatElement(0, count: merged - count1))
            coefficients.append(contentsOf: repeatElement(0, count: merged - count1))
        }
        scratch.symbols.withUnsafeBufferPointer { source in
            symbols.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                to.update(from: from, count: merged)
            }
        }
        scratch.coefficients.withUnsafeBufferPointer { source in
            coefficients.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                to.update(from: from, count: merged)
            }
        }
        // A row that shrank a lot gives back the room it no longer needs.
        if symbols.capacity > 2 * merged + 32 {
            symbols = Array(symbols)
            coefficients = Array(coefficients)
        }
    }

    /// The merge of ``add(_:times:removing:scratch:)`` into `outSymbols` and
    /// `outCoefficients`, which have room for both rows. Returns the merged length.
    @inline(__always)
    private static func merge(
        _ symbols: [Int32], _ coefficients: [Double], _ other: Row, times k: Double, removing removed: Int32,
        into outSymbols: UnsafeMutableBufferPointer<Int32>, _ outCoefficients: UnsafeMutableBufferPointer<Double>,
        added: inout [Int32]
    ) -> Int {
        symbols.withUnsafeBufferPointer { s1 in
            coefficients.withUnsafeBufferPointer { c1 in
                other.symbols.withUnsafeBufferPointer { s2 in
                    other.coefficients.withUnsafeBufferPointer { c2 in
                        let count1 = s1.count
                        let count2 = s2.count
                        var i = 0
                        var j = 0
                        var w = 0
                        while i < count1, j < count2 {
                            let a = s1[i]
                            let b = s2[j]
                            if a == removed {
                                i += 1
                            } else if a < b {
                                outSymbols[w] = a
                                outCoefficients[w] = c1[i]
                                w += 1
                                i += 1
                            } else if b < a {
                                let value = k * c2[j]
                                if !isNearZero(value) {
                                    outSymbols[w] = b
                                    outCoefficients[w] = value
                                    w += 1
                                    added.append(b)
                                }
                                j += 1
                            } else {
                                let value = c1[i] + k * c2[j]
                                if !isNearZero(value) {
                                    outSymbols[w] = a
                                    outCoefficients[w] = value
                                    w += 1
                                }
                                i += 1
                                j += 1
                            }
                        }
                        while i < count1 {
                            if s1[i] != removed {
                                outSymbols[w] = s1[i]
                                outCoefficients[w] = c1[i]
                                w += 1
                            }
                            i += 1
                        }
                        while j < count2 {
                            let value = k * c2[j]
                            if !isNearZero(value) {
                                outSymbols[w] = s2[j]
                                outCoefficients[w] = value
                                w += 1
                                added.append(s2[j])
                            }
                            j += 1
                        }
                        return w
                    }
                }
            }
        }
    }
}

/// Buffers reused by every row merge, so that the inner loop allocates nothing.
struct RowScratch {
    /// The merged row being written; at least as long as any merge so far needed.
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    /// Symbols the last merges added to a row; drained by the caller.
    var added: [Int32] = []

    /// Makes the buffers at least `count` long.
    mutating func ensureRoom(_ count: Int) {
        guard symbols.count < count else { return }
        let growth = max(count, 2 * symbols.count) - symbols.count
        symbols.append(contentsOf: repeatElement(0, count: growth))
        coefficients.append(contentsOf: repeatElement(0, count: growth))
    }
}
