import TetherOutput
/// A JSON value: enough to write the benchmark's records and read them back from a child
/// process, without Foundation (which would add its own memory to the peak RSS measured).
enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    /// Keys keep their order, so records print with their fields in a stable order.
    case object([(String, JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    // MARK: - Reading fields

    subscript(key: String) -> JSON? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    var double: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var int: Int? {
        double.flatMap { $0.isFinite ? Int($0) : nil }
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    // MARK: - Writing

    /// Compact JSON on one line. Non-finite numbers, which JSON cannot hold, become `null`.
    func rendered() -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { return "null" }
            return value == value.rounded(.towardZero) && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        case .string(let value): return JSON.quoted(value)
        case .array(let values): return "[" + values.map { $0.rendered() }.joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { "\(JSON.quoted($0.0)):\($0.1.rendered())" }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String { JSONReport.string(text) }

    // MARK: - Parsing

    /// Parses one JSON text; `nil` if it is not valid JSON.
    static func parse(_ text: String) -> JSON? {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.value() else { return nil }
        parser.skipWhitespace()
        return parser.position == parser.bytes.count ? value : nil
    }

    /// A recursive-descent parser over UTF-8 bytes.
    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
                position += 1
            }
        }

        mutating func value() -> JSON? {
            skipWhitespace()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map(JSON.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        mutating func literal(_ word: String, _ value: JSON) -> JSON? {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count,
                  Array(bytes[position ..< position + expected.count]) == expected
            else { return nil }
            position += expected.count
            return value
        }

        mutating func number() -> JSON? {
            let start = position
            while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) {
                position += 1
            }
            guard position > start,
                  let text = String(validating: bytes[start ..< position], as: UTF8.self),
                  let value = Double(text)
            else { return nil }
            return .number(value)
        }

        mutating func string() -> String? {
            position += 1  // the opening quote
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush(&run, into: &scalars)
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(&run, into: &scalars)
                    guard position < bytes.count else { return nil }
                    let escaped = bytes[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "u"):
                        guard bytes.count - position >= 4,
                              let code = UInt32(String(decoding: bytes[position ..< position + 4], as: UTF8.self), radix: 16)
                        else { return nil }
                        position += 4
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default: scalars.append(Unicode.Scalar(escaped))
                    }
                default:
                    run.append(byte)
                }
            }
            return nil
        }

        mutating func array() -> JSON? {
            position += 1
            var values: [JSON] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(values)
            }
            while true {
                guard let element = value() else { return nil }
                values.append(element)
                skipWhitespace()
                guard position < bytes.count else { return nil }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "]") { return .array(values) }
                guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        mutating func object() -> JSON? {
            position += 1
            var fields: [(String, JSON)] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(fields)
            }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                position += 1
                guard let element = value() else { return nil }
                fields.append((key, element))
                skipWhitespace()
                guard position < bytes.count else { return nil }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "}") { return .object(fields) }
                guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
            }
        }
    }
}
