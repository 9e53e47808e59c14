import Testing

@testable import ConstraintSolver

/// The table that finds the tableau entry of a constraint identical to one being added.
@Suite struct EntryTableTests {
    func key(_ constant: Double, variable: Int32 = 0) -> TableauKey {
        var key = TableauKey(relation: .equal, priority: 1000, constant: constant)
        key.count = 1
        key.variables[0] = variable
        key.coefficients[0] = 1
        return key
    }

    @Test("filed, found, replaced and removed through growth; -0 and 0 are one key") func operations() {
        var table = EntryTable()
        #expect(table[key(1)] == nil)
        for index in 0..<1000 { table[key(Double(index), variable: Int32(index % 7))] = Int32(index) }
        for index in 0..<1000 { #expect(table[key(Double(index), variable: Int32(index % 7))] == Int32(index)) }
        #expect(table[key(1, variable: 2)] == nil)
        table[key(0)] = 5000
        #expect(table[key(-0.0)] == 5000)
        for index in stride(from: 0, to: 1000, by: 2) { table[key(Double(index), variable: Int32(index % 7))] = nil }
        #expect(table[key(2, variable: 2)] == nil)
        #expect(table[key(3, variable: 3)] == 3)
        // Refiled over removal marks, many times: still found, and the probes end.
        for round in 0..<20 {
            table[key(2, variable: 2)] = Int32(round)
            table[key(2, variable: 2)] = nil
        }
        #expect(table[key(999, variable: 5)] == 999)
    }

    /// Two tables draw their own seeds, so keys that collide in one do not in the other: the
    /// same key lands in different slots (a 64-bit seed repeats with probability 2⁻⁶⁴).
    @Test("each table hashes with its own seed") func seeded() {
        let (first, second) = (EntryTable(), EntryTable())
        #expect(key(1).tableHash(seed: first.seed) != key(1).tableHash(seed: second.seed))
    }
}
