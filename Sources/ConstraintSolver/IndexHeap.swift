/// A binary heap of symbol or definition ids: the lowest id first, or the highest with
/// `popsHighestFirst`. Duplicates are allowed; callers that need a set track membership.
struct IndexHeap {
    private var items: [Int32] = []
    private let popsHighestFirst: Bool

    init(popsHighestFirst: Bool = false) {
        self.popsHighestFirst = popsHighestFirst
    }

    var isEmpty: Bool { items.isEmpty }

    @inline(__always)
    private func precedes(_ a: Int32, _ b: Int32) -> Bool {
        popsHighestFirst ? a > b : a < b
    }

    mutating func push(_ item: Int32) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            guard precedes(items[child], items[parent]) else { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < items.count else { break }
                let right = left + 1
                let child = right < items.count && precedes(items[right], items[left]) ? right : left
                guard precedes(items[child], items[parent]) else { break }
                items.swapAt(parent, child)
                parent = child
            }
        }
        return first
    }
}
