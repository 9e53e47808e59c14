import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutScript

/// One element of an XML document, read with Foundation's `XMLParser`, with where its start
/// tag begins (1-based line and column) and the comment just before it (Interface Builder
/// names a storyboard's scenes in comments: `<!--Sign In-->`).
final class XMLNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [XMLNode] = []
    let line: Int
    /// Where the start tag begins in its line, in UTF-8 bytes (a character column is
    /// worked out only for a diagnostic: a minified document is one long line).
    let byteOffset: Int
    let precedingComment: String?
    /// The text directly inside the element (`<string key="text">Two\nlines</string>`).
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], line: Int, byteOffset: Int, precedingComment: String?) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.byteOffset = byteOffset
        self.precedingComment = precedingComment
    }

    /// The first child with this element name (and `key` attribute, if given).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children with this element name.
    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The attribute as a number, nil when missing or not a finite number.
    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Whether the attribute is `YES`.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    fileprivate func append(_ child: XMLNode) { children.append(child) }

    /// The element with other attributes and children, at the same place in the document:
    /// how it is in one size class (``InterfaceBuilderVariations/element(_:in:)``).
    func variant(attributes: [String: String], children: [XMLNode]) -> XMLNode {
        let copy = XMLNode(name: name, attributes: attributes, line: line, byteOffset: byteOffset, precedingComment: precedingComment)
        copy.children = children
        copy.text = text
        return copy
    }

    /// Gives an element that has none the frame `<rect key="frame">` at the origin with this
    /// size, located at the element (Xcode 6 stores no frame for a table's cells).
    func supplyFrame(width: Double, height: Double) {
        guard child("rect", key: "frame") == nil else { return }
        let size = ["width": width, "height": height].mapValues { String($0) }
        append(XMLNode(name: "rect", attributes: ["key": "frame", "x": "0", "y": "0"].merging(size) { $1 },
                       line: line, byteOffset: byteOffset, precedingComment: nil))
    }
}

/// An XML document's text and tree; errors are located diagnostics in it.
struct XMLTree {
    /// The document's name in diagnostics (its path).
    let sourceName: String
    /// The document's file name without its folder, as each script's header names it.
    let fileName: String
    let lines: [Substring]
    let root: XMLNode

    /// Elements nested deeper than this are refused (the script parser's nesting cap).
    static let maxDepth = 256

    /// Reads a document; malformed or truncated XML is a located error.
    init(data: Data, sourceName: String) throws(Diagnostic) {
        self.sourceName = sourceName
        fileName = (sourceName as NSString).lastPathComponent
        // The document's bytes, copied as one block.
        let bytes = data.withUnsafeBytes { [UInt8]($0) }
        // Interface Builder writes UTF-8; Foundation's parser on Linux traps on a name that
        // is not, so such a byte is refused first, where it is.
        let text: String
        do {
            text = try ScriptFile.text(of: bytes)
        } catch {
            var line = 1
            var column = 1
            if case .notUTF8(_, let at, let col) = error { (line, column) = (at, col) }
            throw Self.diagnostic("the document is not UTF-8: \(error.reason)", line: line, column: column, lines: [],
                                  sourceName: sourceName, hint: "Interface Builder documents are UTF-8 XML; open and save it in Xcode")
        }
        // One pass over the bytes (a megabyte document) finds each line, split on the byte,
        // not on characters ("\r\n" is one character; a line's "\r" is not its text), and
        // the first control character: XML 1.0 allows none but tab, newline and return (and
        // the parser traps on a NUL inside an attribute). In UTF-8 such a byte is always
        // that character.
        let scan = Self.scan(bytes)
        let utf8 = text.utf8
        lines = scan.lines.map { range in
            Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
        }
        if let control = scan.control {
            let (index, bad) = control
            let line = lines[index.line]
            let prefix = line.utf8.prefix(index.offset)
            let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
            throw Self.diagnostic("a control character U+\(String(format: "%04X", bad)), which XML does not allow",
                                  line: index.line + 1, column: column, lines: lines, sourceName: sourceName,
                                  hint: "the file is damaged; open and save it in Xcode")
        }
        let reader = TreeReader(bytes: bytes, lines: scan.lines)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let message = reader.failure {
            throw Self.diagnostic(message, line: parser.lineNumber, column: parser.columnNumber, lines: lines,
                                  sourceName: sourceName, hint: "Interface Builder documents nest far less deeply")
        }
        if parsed, let open = reader.stack.last {
            // Foundation's parser on Linux accepts a document that stops early.
            let last = lines.last.map { $0.count + 1 } ?? 1
            throw Self.diagnostic("malformed XML: the document ends before </\(open.name)> (opened at line \(open.line))",
                                  line: lines.count, column: last, lines: lines, sourceName: sourceName,
                                  hint: "the file is truncated; open and save it in Xcode")
        }
        guard parsed, let root = reader.root else {
            let error = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "the document is empty"
            throw Self.diagnostic("malformed XML: \(Self.plain(error))", line: parser.lineNumber, column: parser.columnNumber,
                                  lines: lines, sourceName: sourceName,
                                  hint: "the file is truncated or not XML; open and save it in Xcode")
        }
        self.root = root
    }

    /// The byte ranges of a document's lines, without their "\n" or a "\r" before it, and the
    /// first byte that is a control character XML does not allow, with its line (0-based)
    /// and offset in it.
    private static func scan(_ bytes: [UInt8]) -> (lines: [Range<Int>], control: ((line: Int, offset: Int), UInt8)?) {
        var lines: [Range<Int>] = []
        var control: ((line: Int, offset: Int), UInt8)?
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            func endLine(at end: Int) {
                lines.append(start..<(end > start && buffer[end - 1] == UInt8(ascii: "\r") ? end - 1 : end))
                start = end + 1
            }
            for (index, byte) in buffer.enumerated() where byte < 0x20 {
                if byte == UInt8(ascii: "\n") {
                    endLine(at: index)
                } else if byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r"), control == nil {
                    control = ((lines.count, index - start), byte)
                }
            }
            endLine(at: buffer.count)
        }
        return (lines, control)
    }

    /// A located error at an element.
    func error(_ message: String, at node: XMLNode, hint: String? = nil) -> Diagnostic {
        Self.diagnostic(message, line: node.line, column: column(of: node), length: node.name.count + 1, lines: lines,
                        sourceName: sourceName, hint: hint)
    }

    /// A location at an element, for notes.
    func location(of node: XMLNode) -> SourceLocation {
        SourceLocation(sourceName: sourceName, line: node.line, column: column(of: node), length: node.name.count + 1,
                       lineText: Self.lineText(node.line, in: lines))
    }

    /// The 1-based character column where an element's start tag begins.
    func column(of node: XMLNode) -> Int {
        guard lines.indices.contains(node.line - 1) else { return 1 }
        return String(decoding: lines[node.line - 1].utf8.prefix(node.byteOffset), as: UTF8.self).count + 1
    }

    static func diagnostic(
        _ message: String, line: Int, column: Int, length: Int = 1, lines: [Substring], sourceName: String, hint: String?
    ) -> Diagnostic {
        let line = max(1, line)
        let location = SourceLocation(sourceName: sourceName, line: line, column: max(1, column), length: length,
                                      lineText: lineText(line, in: lines))
        return Diagnostic(kind: .syntax, message: message, location: location, hint: hint)
    }

    static func lineText(_ line: Int, in lines: [Substring]) -> String {
        lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
    }

    /// libxml2's message without its trailing newline and error-domain prefix.
    private static func plain(_ message: String) -> String {
        message.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// XMLParser's delegate: builds the tree, bounded in depth.
private final class TreeReader: NSObject, XMLParserDelegate {
    /// The document's bytes and each line's range in them.
    let bytes: [UInt8]
    let lines: [Range<Int>]
    var root: XMLNode?
    var stack: [XMLNode] = []
    var failure: String?
    var lastComment: String?

    init(bytes: [UInt8], lines: [Range<Int>]) {
        self.bytes = bytes
        self.lines = lines
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard stack.count < XMLTree.maxDepth else {
            failure = "elements nested more than \(XMLTree.maxDepth) deep"
            parser.abortParsing()
            return
        }
        let (line, offset) = start(of: elementName, endingAt: parser.lineNumber, parser.columnNumber)
        let node = XMLNode(name: elementName, attributes: attributes, line: line, byteOffset: offset,
                           precedingComment: lastComment)
        lastComment = nil
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
        lastComment = nil
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        lastComment = comment.trimmingCharacters(in: .whitespaces)
    }

    /// Where the start tag `<name` begins, as a line and a byte offset in it: the parser
    /// reports the position after the tag (a byte column), so look back from there, line by
    /// line, for the last `<name`.
    private func start(of name: String, endingAt line: Int, _ column: Int) -> (Int, Int) {
        // `<` and the name, compared in place (no pattern built for each of the document's
        // thousands of elements).
        let name = name.utf8
        let length = 1 + name.count
        var lineNumber = min(max(1, line), lines.count)
        var limit = column
        while lineNumber >= 1, lineNumber >= line - 50 {
            let range = lines[lineNumber - 1]
            var index = min(range.count, max(0, limit - 1)) - length
            while index >= 0 {
                let at = range.lowerBound + index
                if bytes[at] == UInt8(ascii: "<"), bytes[at + 1..<at + length].elementsEqual(name) {
                    return (lineNumber, index)
                }
                index -= 1
            }
            lineNumber -= 1
            limit = Int.max
        }
        return (max(1, line), max(0, column - 1))
    }
}
