/// An array kept in chunks of 8 elements, each copied on its own first write: a copy of the
/// whole shares every chunk, and a change copies only the chunk it touches.
///
/// What an engine copied for many cells of one script keeps its records in (`tether_copy`):
/// a cell given new texts changes the constants of a few records, and with one array it would
/// copy, and later free, every record of the script.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    typealias Index = Int
    typealias Indices = Range<Int>

    private final class Chunk {
        @exclusivity(unchecked) var elements: ContiguousArray<Element>

        init(_ elements: ContiguousArray<Element>) {
            self.elements = elements
        }
    }

    /// log2 of the elements a chunk holds.
    private static var chunkShift: Int { 3 }
    private static var chunkMask: Int { (1 << chunkShift) - 1 }

    private var chunks: ContiguousArray<Chunk> = []
    /// The number of elements.
    private(set) var count = 0

    /// An empty array.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var indices: Range<Int> { 0..<count }

    subscript(position: Int) -> Element {
        _read {
            precondition(position >= 0 && position < count, "index out of range")
            yield chunks[position >> Self.chunkShift].elements[position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "index out of range")
            let chunk = uniqueChunk(position >> Self.chunkShift)
            yield &chunk.elements[position & Self.chunkMask]
        }
    }

    /// Adds an element at the end.
    mutating func append(_ element: Element) {
        if count & Self.chunkMask == 0 {
            var elements = ContiguousArray<Element>()
            elements.reserveCapacity(1 << Self.chunkShift)
            elements.append(element)
            chunks.append(Chunk(elements))
        } else {
            uniqueChunk(chunks.count - 1).elements.append(element)
        }
        count += 1
    }

    /// The chunk at `index`, copied first when another array shares it.
    private mutating func uniqueChunk(_ index: Int) -> Chunk {
        if !isKnownUniquelyReferenced(&chunks[index]) {
            chunks[index] = Chunk(chunks[index].elements)
        }
        return chunks[index]
    }
}
