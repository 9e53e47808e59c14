import Foundation

// MARK: - JSON-RPC 2.0 over a byte stream, as the Language Server Protocol frames it

/// Any JSON value, for the parts of a message whose shape depends on its method.
package enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

/// A message as it arrives: a request (with an id), a notification (without) or a response.
package struct IncomingMessage: Decodable {
    package var id: JSONValue?
    package var method: String?
    package var params: JSONValue?
}

/// What a request failed with (JSON-RPC's error object).
package struct ResponseError: Error, Encodable {
    package var code: Int
    package var message: String

    static let parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
}

/// Splits a byte stream into the bodies of `Content-Length`-framed messages.
package struct MessageFramer {
    /// The largest body read; a longer one is skipped with an error (no unbounded buffer).
    package static let maxBodyBytes = 16 << 20
    private var buffer: [UInt8] = []
    /// Where the search for the end of a header resumes: the bytes before it hold none.
    private var searchFrom = 0

    package init() {}

    /// What the bytes so far hold: whole bodies, or the reason a header was refused.
    package mutating func append(_ bytes: some Sequence<UInt8>) -> [Result<[UInt8], ResponseError>] {
        buffer += bytes
        var results: [Result<[UInt8], ResponseError>] = []
        while let headerEnd = findHeaderEnd() {
            let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
            var length: Int?
            for line in header.split(separator: "\r\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == "content-length" {
                    length = Int(parts[1].trimmingCharacters(in: .whitespaces))
                }
            }
            guard let length, length >= 0, length <= Self.maxBodyBytes else {
                buffer.removeSubrange(..<(headerEnd + 4))
                searchFrom = 0
                results.append(.failure(ResponseError(code: ResponseError.invalidRequest,
                                                      message: "a message needs a Content-Length of at most \(Self.maxBodyBytes) bytes")))
                continue
            }
            guard buffer.count >= headerEnd + 4 + length else { break }
            results.append(.success(Array(buffer[(headerEnd + 4)..<(headerEnd + 4 + length)])))
            buffer.removeSubrange(..<(headerEnd + 4 + length))
            searchFrom = 0
        }
        if buffer.count > Self.maxBodyBytes + 1024, findHeaderEnd() == nil {
            buffer.removeAll()
            searchFrom = 0
            results.append(.failure(ResponseError(code: ResponseError.invalidRequest, message: "a message header without an end")))
        }
        return results
    }

    /// The offset of the first `\r\n\r\n`, scanning each byte once across calls.
    private mutating func findHeaderEnd() -> Int? {
        var index = searchFrom
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        searchFrom = max(0, buffer.count - 3)
        return nil
    }

    /// A body framed for the wire.
    package static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
