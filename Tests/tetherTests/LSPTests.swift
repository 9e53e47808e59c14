import Foundation
import LayoutScript
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `tether lsp` as an editor drives it: a client in the test speaks the protocol to the real
/// binary over its standard input and output.
@Suite struct LSPTests {
    /// A client of one `tether lsp` process.
    final class Client {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var buffer: [UInt8] = []
        var nextID = 1

        init() throws {
            process.executableURL = try Tether.executable()
            process.arguments = ["lsp"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(raw body: Data) {
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        func send(_ message: [String: Any]) throws {
            send(raw: try JSONSerialization.data(withJSONObject: message.merging(["jsonrpc": "2.0"]) { $1 }))
        }

        func notify(_ method: String, _ params: [String: Any]) throws {
            try send(["method": method, "params": params])
        }

        /// Sends a request and returns its response (notifications before it are skipped).
        func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
            let id = nextID
            nextID += 1
            try send(["id": id, "method": method, "params": params])
            while true {
                let message = try receive()
                if message["id"] as? Int == id { return message }
            }
        }

        /// The next message, waiting at most 20 seconds for it.
        func receive() throws -> [String: Any] {
            let descriptor = output.fileHandleForReading.fileDescriptor
            while true {
                if let end = headerEnd(), let length = contentLength(end), buffer.count >= end + 4 + length {
                    let body = Data(buffer[(end + 4)..<(end + 4 + length)])
                    buffer.removeFirst(end + 4 + length)
                    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
                }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 20_000) > 0 else { throw CocoaError(.fileReadUnknown) }
                var chunk = [UInt8](repeating: 0, count: 65_536)
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { throw CocoaError(.fileReadCorruptFile) }
                buffer += chunk[..<count]
            }
        }

        private func headerEnd() -> Int? {
            guard buffer.count >= 4 else { return nil }
            return (0...(buffer.count - 4)).first { Array(buffer[$0..<($0 + 4)]) == [13, 10, 13, 10] }
        }

        private func contentLength(_ end: Int) -> Int? {
            let header = String(decoding: buffer[..<end], as: UTF8.self)
            return header.split(separator: "\r\n").compactMap { line -> Int? in
                let parts = line.split(separator: ":")
                return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
            }.first
        }

        func finish() throws -> Int32 {
            _ = try request("shutdown")
            try notify("exit", [:])
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static let uri = "file:///tmp/tether-lsp-test/screen.layout"

    static func position(_ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    @Test func anEditorSession() throws {
        let client = try Client()
        let initialize = try client.request("initialize", ["capabilities": [:]])
        let capabilities = try #require((initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect(capabilities["documentFormattingProvider"] as? Bool == true)
        try client.notify("initialized", [:])

        // Two errors: both are published, each with its hint as related information.
        let broken = "import \"std/controls\" as ui\nroot device \"iphone16pro\"\nview title: ui.label(\"Hi\", 17)\npin title.widht == 10\npin title.top == undefinedView.bottom\n"
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri, "languageId": "tether", "version": 1, "text": broken]])
        let published = try client.receive()
        #expect(published["method"] as? String == "textDocument/publishDiagnostics")
        let diagnostics = try #require((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count >= 2, "\(diagnostics)")
        let first = try #require(diagnostics.first)
        #expect(first["message"] as? String == "unknown attribute 'widht'")
        // Line 4, column 11 (0-based 3:10), five characters.
        #expect(first["range"] as? NSDictionary == ["start": ["line": 3, "character": 10], "end": ["line": 3, "character": 15]])
        let related = try #require(first["relatedInformation"] as? [[String: Any]])
        #expect(related.first?["message"] as? String == "hint: did you mean 'width'?")
        #expect(diagnostics.contains { ($0["message"] as? String)?.contains("undefinedView") == true })

        // Fixed: no diagnostics.
        let fixed = """
            import "std/controls" as ui
            root device "iphone16pro"
            view title: ui.label("Hi", 17)
            pin title.leading == root.safeArea.leading + 20
            pin title.top == root.safeArea.top
            """ + "\n"
        try client.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": fixed]]])
        let republished = try client.receive()
        #expect((republished["params"] as? [String: Any])?["diagnostics"] as? [Any] == nil
                || ((republished["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)

        // Hover over `title` on line 4: its frame on the iPhone 16 Pro (402 × 874, safe area 62
        // top): x 20, y 62; the label "Hi" at 17 points in Inter is 16.269 wide, one 21-point line.
        let hover = try client.request("textDocument/hover", Self.position(3, 6))
        let contents = try #require(((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(contents.contains("**title** in `root`"), "\(contents)")
        #expect(contents.contains("(20, 62,"), "\(contents)")
        #expect(contents.contains("402 × 874"), "\(contents)")

        // Hover over `pin` on line 4: the constraint it made, as the engine reads it.
        let pinHover = try client.request("textDocument/hover", Self.position(3, 1))
        let pinText = try #require(((pinHover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(pinText == "`pin` made:\n\n- `title.leading == root.safeArea.leading + 20` — active", "\(pinText)")

        // Completion: attributes after `title.`, the module's kinds after `ui.`, devices.
        let attributes = try client.request("textDocument/completion", Self.position(3, 10))
        let attributeLabels = ((attributes["result"] as? [[String: Any]]) ?? []).compactMap { $0["label"] as? String }
        #expect(attributeLabels.contains("leading") && attributeLabels.contains("safeArea"), "\(attributeLabels)")
        let members = try client.request("textDocument/completion", Self.position(2, 15))
        let memberLabels = ((members["result"] as? [[String: Any]]) ?? []).compactMap { $0["label"] as? String }
        #expect(memberLabels.contains("label") && memberLabels.contains("button"), "\(memberLabels)")
        let devices = try client.request("textDocument/completion", Self.position(1, 13))
        let deviceLabels = ((devices["result"] as? [[String: Any]]) ?? []).compactMap { $0["label"] as? String }
        // The catalogue, every device of it and nothing else (the language server reads it too).
        #expect(Set(deviceLabels) == Set(Device.catalogue.map(\.name)), "\(deviceLabels)")

        // Go to definition: `title` on line 5 is declared on line 3, column 6.
        let definition = try client.request("textDocument/definition", Self.position(4, 6))
        let range = try #require((definition["result"] as? [String: Any])?["range"] as? NSDictionary)
        #expect(range == ["start": ["line": 2, "character": 5], "end": ["line": 2, "character": 10]])

        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
        let names = ((symbols["result"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        #expect(names == ["ui", "title"])

        // Formatting: one edit with what tether fmt writes.
        try client.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 3],
                                                     "contentChanges": [["text": "view a { intrinsic 10 x 20; hug h 251 }\npin a.left==8\n"]]])
        _ = try client.receive()
        let formatting = try client.request("textDocument/formatting", ["textDocument": ["uri": Self.uri], "options": ["tabSize": 2, "insertSpaces": true]])
        let edits = try #require(formatting["result"] as? [[String: Any]])
        #expect(edits.first?["newText"] as? String == "view a {\n  intrinsic 10 x 20\n  hug h 251\n}\npin a.left == 8\n")

        #expect(try client.finish() == 0)
    }

    /// A message that is not JSON, JSON that is not a request, a method nobody knows, bad
    /// parameters and a bad header are
    /// each answered with an error, and the server goes on serving.
    /// A conflict is published once, as `tether check` reports it: `box` cannot be 100 and
    /// 200 wide, and UIKit's rule breaks the later width, whose line the one diagnostic is on.
    @Test func aConflictIsPublishedOnce() throws {
        let client = try Client()
        _ = try client.request("initialize", ["capabilities": [:]])
        try client.notify("initialized", [:])
        let text = "root 320 x 480\nview box\npin box.left == root.left\npin box.top == root.top\npin box.height == 10\npin box.width == 100\npin box.width == 200\n"
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri, "languageId": "tether", "version": 1, "text": text]])
        let published = try client.receive()
        let diagnostics = try #require((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let conflicts = diagnostics.filter { ($0["message"] as? String)?.lowercased().contains("satisf") == true }
        #expect(conflicts.count == 1, "\(diagnostics)")
        #expect((conflicts.first?["range"] as? [String: Any])?["start"] as? NSDictionary == ["line": 6, "character": 0])
        #expect(try client.finish() == 0)
    }

    @Test func badMessagesAreAnsweredAndTheServerGoesOn() throws {
        let client = try Client()
        client.send(raw: Data("{not json".utf8))
        let parseError = try client.receive()
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)

        client.send(raw: Data(#"{"jsonrpc": "2.0", "id": 9, "method": 42}"#.utf8))
        let invalid = try client.receive()
        #expect((invalid["error"] as? [String: Any])?["code"] as? Int == -32600)

        let unknown = try client.request("workspace/somethingNew")
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect((unknown["error"] as? [String: Any])?["message"] as? String == "unknown method 'workspace/somethingNew'")

        let badParams = try client.request("textDocument/hover", ["textDocument": 42])
        #expect((badParams["error"] as? [String: Any])?["code"] as? Int == -32602)

        client.input.fileHandleForWriting.write(Data("Content-Length: lots\r\n\r\n".utf8))
        let badHeader = try client.receive()
        #expect((badHeader["error"] as? [String: Any])?["code"] as? Int == -32600)

        // A hover on a document never opened has no result; the server still answers.
        let hover = try client.request("textDocument/hover", Self.position(0, 0))
        #expect(hover["result"] is NSNull)
        #expect(try client.finish() == 0)
    }
}
