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
    private static func precedes(_ a: Int32, _ b: Int32, highestFirst: Bool) -> Bool {
        highestFirst ? a > b : a < b
    }

    /// The sifts run on the buffer directly: the heap is pushed and popped for every
    /// symbol whose cost changes, and array subscripts checked uniqueness at each step.
    mutating func push(_ item: Int32) {
        items.append(item)
        let highestFirst = popsHighestFirst
        items.withUnsafeMutableBufferPointer { items in
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) >> 1
                guard Self.precedes(items[child], items[parent], highestFirst: highestFirst) else { break }
                items.swapAt(parent, child)
                child = parent
            }
        }
    }

    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        let highestFirst = popsHighestFirst
        items.withUnsafeMutableBufferPointer { items in
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < items.count else { break }
                let right = left + 1
                let child = right < items.count && Self.precedes(items[right], items[left], highestFirst: highestFirst)
                    ? right : left
                guard Self.precedes(items[child], items[parent], highestFirst: highestFirst) else { break }
                items.swapAt(parent, child)
                parent = child
            }
        }
        return first
    }
}
