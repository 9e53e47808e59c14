/// The solver's state and algorithms, as one value type so that the inner loops touch
/// plain arrays of integers and doubles: no class per row or symbol, no hashing.
///
/// The tableau keeps rows `basic = constant + Σ coefficient × symbol` in slots, a column
/// index from each symbol to the slots that mention it (possibly stale, checked on use),
/// and a lexicographic objective (``Objective``).
struct SolverCore {
    // MARK: Variables
    var variableNames: [String] = []
    var symbolOfVariable: [Int32] = []
    var definitionOfVariable: [Int32] = []
    var editOfVariable: [Int32] = []
    /// How many constraints (rows, definitions, edits) have mentioned each variable, ever:
    /// counts only grow, so `1` means that at most the one constraint that mentioned the
    /// variable still does (see ``takeOverDefinition(_:terms:)``).
    var useCounts: [Int32] = []
    var isNonNegative: [Bool] = []
    var values: [Double] = []
    var valuesAreStale = false

    // MARK: Symbols
    var kinds: [SymbolKind] = []
    /// For an external symbol its variable; for a marker or error its tableau entry; -1
    /// for the artificial symbol.
    var owners: [Int32] = []
    var slotOfSymbol: [Int32] = []
    var columns: [[Int32]] = []
    /// The length at which a column is next compacted (see `record(_:inColumnOf:)`).
    var columnLimits: [Int32] = []

    // MARK: Rows
    var rows: [Row] = []
    var basicOfSlot: [Int32] = []
    var freeSlots: [Int32] = []
    var slotStamps: [UInt32] = []
    var stamp: UInt32 = 0
    var scratch = RowScratch()
    var liveRows = 0

    // MARK: Simplex
    var objective = Objective()
    /// Phase one's objective while an artificial variable is in the tableau.
    var artificial: Row?
    var infeasible: [Int32] = []
    /// Rows of redundant required equalities moved by the current constant change.
    var shiftedRedundantRows: [Int32] = []
    /// The symbols of the row that made the last constant change infeasible: the markers
    /// of the constraints it conflicts with.
    var blockingSymbols: [Int32] = []
    var isLoggingPivots = false
    var pivotLog: [(leaving: Int32, entering: Int32)] = []
    var pivotCount = 0

    // MARK: Constraints
    var records: [ConstraintRecord] = []
    var entries: [TableauEntry] = []
    var entryOfKey = EntryTable()
    var definitions: [Definition] = []
    var liveDefinitions = 0

    // MARK: Scratch for building rows
    var variableSums = SparseAccumulator()
    var symbolSums = SparseAccumulator()
    var definitionUses = SparseAccumulator()
    /// Definitions waiting to be expanded, newest first.
    var pendingDefinitions = IndexHeap(popsHighestFirst: true)

    /// Whether a refused constraint is explained with a minimal conflicting set; off in
    /// the scratch solvers that the explanation itself builds.
    var explainsConflicts: Bool
    /// Where minimal conflicts found before are kept, shared with other solvers; nil
    /// minimises every conflict afresh.
    var conflictMemo: ConflictMemo?

    init(explainsConflicts: Bool) {
        self.explainsConflicts = explainsConflicts
    }

    // MARK: - Variables and symbols

    mutating func makeVariable(named name: String, domain: VariableDomain) -> Variable {
        let index = Int32(variableNames.count)
        variableNames.append(name)
        symbolOfVariable.append(-1)
        definitionOfVariable.append(-1)
        editOfVariable.append(-1)
        useCounts.append(0)
        isNonNegative.append(domain == .nonNegative)
        values.append(0)
        return Variable(index: index)
    }

    var variableCount: Int { variableNames.count }

    func isKnown(_ variable: Variable) -> Bool {
        variable.index >= 0 && Int(variable.index) < variableNames.count
    }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        owners.append(owner)
        slotOfSymbol.append(-1)
        columns.append([])
        columnLimits.append(16)
        return symbol
    }

    /// The variable's tableau symbol, made the first time the variable reaches a row.
    mutating func symbol(for variable: Int32) -> Int32 {
        let existing = symbolOfVariable[Int(variable)]
        if existing >= 0 { return existing }
        let symbol = makeSymbol(isNonNegative[Int(variable)] ? .nonNegative : .external, owner: variable)
        symbolOfVariable[Int(variable)] = symbol
        return symbol
    }

    // MARK: - Values

    /// Reads every variable's value: a basic variable's row constant, 0 for a non-basic
    /// one, then the definitions in order.
    mutating func updateValues() {
        for variable in 0..<variableNames.count {
            let symbol = symbolOfVariable[variable]
            if symbol >= 0, case let slot = slotOfSymbol[Int(symbol)], slot >= 0 {
                values[variable] = rows[Int(slot)].constant
            } else {
                values[variable] = 0
            }
        }
        for definition in definitions where definition.isAlive {
            var value = definition.constant
            for (other, coefficient) in zip(definition.variables, definition.coefficients) {
                value += coefficient * values[Int(other)]
            }
            values[Int(definition.variable)] = value
        }
        valuesAreStale = false
    }
}
