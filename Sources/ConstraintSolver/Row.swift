/// One `coefficient × symbol` term of a ``Row``.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A sparse row `basic = constant + Σ coefficient × symbol` (or `0 = …` while a new
/// constraint's subject is being chosen).
///
/// Cells are kept sorted by symbol, so that `row += k × other` is one linear merge into a
/// reusable scratch buffer — the change that makes kiwi's row update 136× faster on chains
/// (notes/solver-performance.md) — and a lookup is a binary search. They are one array of
/// (symbol, coefficient) pairs rather than two parallel arrays: half the allocations, and
/// half the bookkeeping per merge.
struct Row {
    var cells: [Cell] = []
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    var count: Int { cells.count }

    /// The symbols in order (a copy: for the paths that list them, such as conflicts).
    var symbols: [Int32] { cells.map(\.symbol) }

    /// Where `symbol` sits in the row, if it is there.
    func position(of symbol: Int32) -> Int? {
        cells.withUnsafeBufferPointer { cells in
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) >> 1
                let found = cells[middle].symbol
                if found == symbol { return middle }
                if found < symbol { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    func coefficient(of symbol: Int32) -> Double {
        guard let position = position(of: symbol) else { return 0 }
        return cells[position].coefficient
    }

    func contains(_ symbol: Int32) -> Bool {
        position(of: symbol) != nil
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels. Returns whether a new
    /// cell was made (the caller then records the row in the symbol's column).
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        if low < cells.count, cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: low)
            } else {
                cells[low].coefficient = sum
            }
            return false
        }
        guard !isNearZero(coefficient) else { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        return true
    }

    mutating func remove(_ symbol: Int32) {
        guard let position = position(of: symbol) else { return }
        cells.remove(at: position)
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -(constant + rest) / a`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Int32) {
        guard let position = position(of: symbol) else { return }
        let scale = -1 / cells[position].coefficient
        cells.remove(at: position)
        constant *= scale
        for index in cells.indices { cells[index].coefficient *= scale }
    }

    /// Turns `leaving = …` into `entering = …` (a pivot on this row).
    mutating func solve(for entering: Int32, replacing leaving: Int32) {
        add(leaving, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `other`, the row it equals: `self += c × other` without
    /// `symbol`, where `c` is its coefficient here. Returns false (and changes nothing) if
    /// the row does not hold `symbol`.
    @inline(__always)
    mutating func substitute(_ symbol: Int32, with other: Row, scratch: inout RowScratch) -> Bool {
        guard let position = position(of: symbol) else { return false }
        add(other, times: cells[position].coefficient, removing: symbol, scratch: &scratch)
        return true
    }

    /// `self += k × other`, dropping `removed` from `self` (the symbol being substituted
    /// by `other`). Symbols that are new to `self` are appended to `scratch.added`.
    ///
    /// The merge is written into the scratch buffer and copied back into the row's own
    /// storage, which changes length only by the difference: no allocation unless the row
    /// outgrows its capacity, and no per-cell append.
    mutating func add(_ other: Row, times k: Double, removing removed: Int32, scratch: inout RowScratch) {
        let count = cells.count
        constant += k * other.constant
        scratch.ensureRoom(count + other.cells.count)
        let merged = scratch.cells.withUnsafeMutableBufferPointer { output in
            cells.withUnsafeBufferPointer { cells in
                other.cells.withUnsafeBufferPointer { otherCells in
                    Self.merge(cells, otherCells, times: k, removing: removed, into: output, added: &scratch.added)
                }
            }
        }
        if merged < count {
            cells.removeLast(count - merged)
        } else if merged > count {
            cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: merged - count))
        }
        scratch.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                to.update(from: from, count: merged)
            }
        }
        // A row that shrank a lot gives back the room it no longer needs.
        if cells.capacity > 2 * merged + 32 { cells = Array(cells) }
    }

    /// The merge of ``add(_:times:removing:scratch:)`` into `output`, which has room for
    /// both rows. Returns the merged length.
    @inline(__always)
    private static func merge(
        _ cells: UnsafeBufferPointer<Cell>, _ other: UnsafeBufferPointer<Cell>, times k: Double,
        removing removed: Int32, into output: UnsafeMutableBufferPointer<Cell>, added: inout [Int32]
    ) -> Int {
        var i = 0
        var j = 0
        var w = 0
        while i < cells.count, j < other.count {
            let a = cells[i].symbol
            let b = other[j].symbol
            if a == removed {
                i += 1
            } else if a < b {
                output[w] = cells[i]
                w += 1
                i += 1
            } else if b < a {
                let value = k * other[j].coefficient
                if !isNearZero(value) {
                    output[w] = Cell(symbol: b, coefficient: value)
                    w += 1
                    added.append(b)
                }
                j += 1
            } else {
                let value = cells[i].coefficient + k * other[j].coefficient
                if !isNearZero(value) {
                    output[w] = Cell(symbol: a, coefficient: value)
                    w += 1
                }
                i += 1
                j += 1
            }
        }
        while i < cells.count {
            if cells[i].symbol != removed {
                output[w] = cells[i]
                w += 1
            }
            i += 1
        }
        while j < other.count {
            let value = k * other[j].coefficient
            if !isNearZero(value) {
                output[w] = Cell(symbol: other[j].symbol, coefficient: value)
                w += 1
                added.append(other[j].symbol)
            }
            j += 1
        }
        return w
    }
}

/// Buffers reused by every row merge, so that the inner loop allocates nothing.
struct RowScratch {
    /// The merged row being written; at least as long as any merge so far needed.
    var cells: [Cell] = []
    /// Symbols the last merges added to a row; drained by the caller.
    var added: [Int32] = []

    /// Makes the buffer at least `count` long.
    mutating func ensureRoom(_ count: Int) {
        guard cells.count < count else { return }
        let growth = max(count, 2 * cells.count) - cells.count
        cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: growth))
    }
}
