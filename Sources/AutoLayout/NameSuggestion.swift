/// Names longer than this get no suggestion: nobody misspells a name that long by one
/// letter, and a hostile script's 100,000-character name must not cost a comparison each.
package let maxSuggestedNameLength = 256

/// "Did you mean …?" for a misspelt name, as Stencil does for filters.
///
/// Returns a hint naming the closest other candidate by edit distance, or nil when none is
/// close enough: at most two edits, and fewer edits than the name has characters, so that
/// `x` does not suggest `y`. Ties go to the alphabetically first candidate, for stable
/// messages.
package func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
    let limit = min(2, name.count - 1)
    guard limit > 0, name.utf8.count <= maxSuggestedNameLength else { return nil }
    let others = Set(candidates).subtracting([name]).sorted()
    let closest = closestName(to: name, among: others) { _ in limit }
    return closest.map { "did you mean '\($0)'?" }
}

/// The candidate nearest to `name` by edit distance, if it is within `limit(candidate)`
/// edits; ties go to the earlier candidate. Each comparison costs at most
/// length × limit, so a name of any length is answered quickly.
package func closestName(
    to name: String, among candidates: some Sequence<String>, ignoringCase: Bool = false,
    limit: (String) -> Int
) -> String? {
    let key = ignoringCase ? name.lowercased() : name
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let bound = min(limit(candidate), (best?.distance ?? Int.max) - 1)
        let other = ignoringCase ? candidate.lowercased() : candidate
        if let distance = editDistance(key, other, limit: bound) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// The edit distance between two strings, in characters, or nil when it is more than
/// `limit`: insertions, deletions, substitutions, and a swap of two neighbours as one edit
/// (`widht` → `width`), so that typos suggest what was meant. Only the diagonal band of
/// width 2 × limit + 1 is computed, in three rows: time length × limit, memory length.
func editDistance(_ source: String, _ target: String, limit: Int) -> Int? {
    let source = Array(source)
    let target = Array(target)
    guard limit >= 0, Swift.abs(source.count - target.count) <= limit else { return nil }
    guard !source.isEmpty, !target.isEmpty else { return Swift.max(source.count, target.count) }
    let unreachable = limit + 1
    let width = target.count
    var beforePrevious = Array(repeating: unreachable, count: width + 1)
    var previous = (0...width).map { Swift.min($0, unreachable) }
    var current = Array(repeating: unreachable, count: width + 1)
    for row in 1...source.count {
        let low = Swift.max(1, row - limit)
        let high = Swift.min(width, row + limit)
        current[low - 1] = low == 1 ? Swift.min(row, unreachable) : unreachable
        var rowMinimum = current[low - 1]
        for column in low...high {
            let substitution = previous[column - 1] + (source[row - 1] == target[column - 1] ? 0 : 1)
            var value = Swift.min(previous[column] + 1, current[column - 1] + 1, substitution, unreachable)
            if row > 1, column > 1, source[row - 1] == target[column - 2], source[row - 2] == target[column - 1] {
                value = Swift.min(value, beforePrevious[column - 2] + 1)
            }
            current[column] = value
            rowMinimum = Swift.min(rowMinimum, value)
        }
        if high < width { current[high + 1] = unreachable }
        guard rowMinimum <= limit else { return nil }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[width] <= limit ? previous[width] : nil
}
