/// What the solver keeps about one added constraint.
struct ConstraintRecord {
    enum State: Equatable {
        /// Carried by a row of the simplex tableau, possibly shared (see ``TableauEntry``).
        case inTableau(entry: Int32)
        /// A required equality that defines a fresh variable directly (see ``Definition``).
        case resolved(definition: Int32)
        case removed
    }

    /// The constraint as given; explanations and rebuilds start from it.
    var constraint: Constraint
    var state: State
    /// Whether this is the hidden constraint of an edit variable.
    var isEdit: Bool
    /// The definitions the constraint's expanded form went through, with how many times
    /// each was used: changing a definition's constant shifts this constraint by that
    /// multiple, and dropping the definition means expanding this constraint again.
    var dependencies: [Dependency] = []
}

/// The tableau row of one or more constraints whose expanded forms are identical (same
/// terms, constant, relation and priority). Identical optional constraints weigh their
/// shared error by their number — c equal errors cost c × |error| — so a grid whose cells
/// all want `width(r, 0) == 100` keeps one weighted row per grid row instead of one per
/// cell, and a resize pivots once per row rather than once per cell.
struct TableauEntry {
    /// The constraints sharing the row; the first one's constraint defines it.
    var members: EntryMembers
    /// The slack (inequality), dummy (required equality) or positive error (optional
    /// equality) symbol that identifies the row.
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    var priority: Priority
    /// The coefficient the marker had when the row was made; a change of the constant by Δ
    /// shifts the marker by Δ / this.
    var markerCoefficient: Double
    /// The key under which identical constraints found this entry when it was made; nil for
    /// edit variables. After its row is shifted the key is stale, and only ``EntryTable``
    /// says which entry a key finds.
    var key: TableauKey?

    var isAlive: Bool { !members.isEmpty }
}

/// The constraints of a ``TableauEntry``, oldest first. The first is held inline, so that
/// an entry of one constraint — nearly every entry — allocates nothing for it.
struct EntryMembers {
    /// The oldest member, or -1 when there is none.
    private var first: Int32
    private var rest: [Int32] = []

    /// One member.
    init(_ first: Int32) {
        self.first = first
    }

    var isEmpty: Bool { first < 0 }

    var count: Int { isEmpty ? 0 : 1 + rest.count }

    /// Every member, oldest first (a copy).
    var all: [Int32] { isEmpty ? [] : [first] + rest }

    mutating func append(_ index: Int32) {
        if isEmpty { first = index } else { rest.append(index) }
    }

    /// Removes every occurrence of `index`, keeping the others' order.
    mutating func remove(_ index: Int32) {
        rest.removeAll { $0 == index }
        guard first == index else { return }
        first = rest.isEmpty ? -1 : rest.removeFirst()
    }
}

/// A constraint's expanded form — what makes two constraints identical — held inline for
/// up to four terms, so that filing a constraint allocates nothing. Longer forms are not
/// shared (they are rarely repeated).
struct TableauKey: Equatable {
    static let capacity = 4
    var relation: Relation
    var priority: Double
    var constant: Double
    var count = 0
    var variables = SIMD4<Int32>(repeating: -1)
    var coefficients = SIMD4<Double>(repeating: 0)

    /// The hash ``EntryTable`` files the key under: the table's random seed and the lanes
    /// in use folded into one word by multiplying, then mixed so that the low bits the table
    /// uses vary. Numbers are hashed with 0 added, so that -0 and 0, which are equal, hash
    /// alike. The seed keeps a script from choosing constants that all collide.
    func tableHash(seed: UInt64) -> Int {
        var folded = seed ^ UInt64(truncatingIfNeeded: count) ^ (constant + 0).bitPattern
        for lane in 0..<count {
            folded = (folded ^ UInt64(UInt32(bitPattern: variables[lane]))) &* 0x0000_0100_0000_01B3
            folded = (folded ^ (coefficients[lane] + 0).bitPattern) &* 0x0000_0100_0000_01B3
        }
        folded = (folded ^ (folded >> 30)) &* 0xBF58_476D_1CE4_E5B9
        folded = (folded ^ (folded >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: folded ^ (folded >> 31))
    }
}

/// The tableau entries filed by their keys, to find the entry of a constraint identical to
/// one being added: open addressing with linear probing in a power-of-two table. A
/// `Dictionary` hashed each key with SipHash and rehashed as it grew, which cost more than
/// the lookups it served (one per constraint added).
struct EntryTable {
    /// A slot never used.
    private static let empty: Int32 = -1
    /// A slot whose key was removed: probing goes on past it.
    private static let removed: Int32 = -2

    private var keys: [TableauKey] = []
    private var values: [Int32] = []
    /// Drawn once per table, as `Dictionary` seeds its hashing: which keys collide is not
    /// known in advance, so no input makes every lookup probe the whole table.
    let seed = UInt64.random(in: .min ... .max)
    /// Slots holding a key or a removal mark; kept below three quarters of the table, so
    /// that every probe meets an empty slot.
    private var occupied = 0

    /// The entry filed under `key`; setting nil removes it.
    subscript(key: TableauKey) -> Int32? {
        get {
            guard !values.isEmpty else { return nil }
            let mask = values.count - 1
            var slot = key.tableHash(seed: seed) & mask
            while true {
                let value = values[slot]
                if value == Self.empty { return nil }
                if value >= 0, keys[slot] == key { return value }
                slot = (slot + 1) & mask
            }
        }
        set {
            if let newValue { file(newValue, under: key) } else { remove(key) }
        }
    }

    private mutating func file(_ entry: Int32, under key: TableauKey) {
        if 4 * (occupied + 1) > 3 * values.count { grow() }
        let mask = values.count - 1
        var slot = key.tableHash(seed: seed) & mask
        var firstRemoved = -1
        while true {
            let value = values[slot]
            if value == Self.empty { break }
            if value == Self.removed {
                if firstRemoved < 0 { firstRemoved = slot }
            } else if keys[slot] == key {
                values[slot] = entry
                return
            }
            slot = (slot + 1) & mask
        }
        if firstRemoved >= 0 {
            slot = firstRemoved
        } else {
            occupied += 1
        }
        keys[slot] = key
        values[slot] = entry
    }

    private mutating func remove(_ key: TableauKey) {
        guard !values.isEmpty else { return }
        let mask = values.count - 1
        var slot = key.tableHash(seed: seed) & mask
        while values[slot] != Self.empty {
            if values[slot] >= 0, keys[slot] == key {
                values[slot] = Self.removed
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Refiles the live keys in a table at least twice their number (and 16), dropping
    /// the removal marks.
    private mutating func grow() {
        let live = values.reduce(0) { $1 >= 0 ? $0 + 1 : $0 }
        var capacity = 16
        while capacity < 2 * (live + 1) { capacity *= 2 }
        let (oldKeys, oldValues) = (keys, values)
        keys = Array(repeating: TableauKey(relation: .equal, priority: 0, constant: 0), count: capacity)
        values = Array(repeating: Self.empty, count: capacity)
        occupied = live
        let mask = capacity - 1
        for (key, value) in zip(oldKeys, oldValues) where value >= 0 {
            var slot = key.tableHash(seed: seed) & mask
            while values[slot] != Self.empty { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
        }
    }
}

/// A use of a definition by a constraint's expanded form, seen from either side.
struct Dependency {
    var index: Int32
    var multiplier: Double
}

/// `variable = Σ coefficient × other + constant`: a required equality solved directly for
/// a variable that appeared nowhere else, in the way Android ConstraintLayout resolves
/// chains before its simplex. The variable never enters the tableau; rows that mention it
/// are expanded through the definition, which keeps chains and grids sparse.
///
/// A definition only mentions variables whose definitions are older than it (a variable
/// defined afresh when another constraint takes its definition over gets a new, later
/// one), so definitions in creation order are topologically sorted.
struct Definition {
    var variable: Int32
    var constraint: Int32
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    /// The defined variable's coefficient in the constraint.
    var pivotCoefficient: Double
    /// Tableau constraints whose expanded forms went through this definition.
    var dependents: [Dependency] = []
    var isAlive = true
}
