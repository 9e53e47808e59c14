/// "Did you mean …?" for a misspelt name, as Stencil does for filters.
///
/// Returns a hint naming the closest candidate by edit distance, or nil when none is close
/// enough: at most two edits, and fewer edits than the name has characters, so that `x`
/// does not suggest `y`. Ties go to the alphabetically first candidate, for stable messages.
func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
    let limit = min(2, name.count - 1)
    var best: (candidate: String, distance: Int)?
    for candidate in Set(candidates).sorted() {
        let distance = editDistance(name, candidate)
        if distance <= limit, distance < best?.distance ?? Int.max {
            best = (candidate, distance)
        }
    }
    return best.map { "did you mean '\($0.candidate)'?" }
}

/// The Levenshtein distance between two strings, in characters.
func editDistance(_ source: String, _ target: String) -> Int {
    let source = Array(source)
    let target = Array(target)
    guard !source.isEmpty else { return target.count }
    guard !target.isEmpty else { return source.count }
    var previous = Array(0...target.count)
    var current = previous
    for (row, sourceCharacter) in source.enumerated() {
        current[0] = row + 1
        for (column, targetCharacter) in target.enumerated() {
            let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
            current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[target.count]
}
