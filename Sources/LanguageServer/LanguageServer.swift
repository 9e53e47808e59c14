import Foundation
import LayoutScript

// MARK: - The language server

/// `tether lsp`: diagnostics as a script is edited (every error, the hint as related
/// information), hover (a view's frame, a builtin's signature, a keyword's form), completion
/// (views, attributes after `.`, a module's members after `ALIAS.`, keywords, devices in
/// `root device "…"`), go to definition (views, guides, functions, kinds, constants,
/// imports), document symbols and formatting (`tether fmt`).
///
/// Bytes in through ``receive(_:)``, framed messages out through the `send` closure; a
/// message that is not JSON or names an unknown method is answered with an error, and the
/// server goes on.
package final class LanguageServer {
    private let send: (Data) -> Void
    private var framer = MessageFramer()
    private var documents: [String: Analysis] = [:]
    /// Whether `exit` arrived: the host stops reading.
    package private(set) var hasExited = false

    package init(send: @escaping (Data) -> Void) {
        self.send = send
    }

    /// Handles every whole message in the bytes read so far.
    package func receive(_ bytes: some Sequence<UInt8>) {
        for body in framer.append(bytes) {
            switch body {
            case .success(let bytes): handle(Data(bytes))
            case .failure(let error): reply(id: .null, error: error)
            }
        }
    }

    // MARK: Dispatch

    private func handle(_ body: Data) {
        guard (try? JSONDecoder().decode(JSONValue.self, from: body)) != nil else {
            reply(id: .null, error: ResponseError(code: ResponseError.parseError, message: "the message is not JSON"))
            return
        }
        guard let message = try? JSONDecoder().decode(IncomingMessage.self, from: body) else {
            reply(id: .null, error: ResponseError(code: ResponseError.invalidRequest, message: "the message is JSON but not a JSON-RPC request"))
            return
        }
        guard let method = message.method else { return }  // a response to us: we send no requests
        let id = message.id
        do {
            switch method {
            case "initialize":
                reply(id: id, result: Capabilities())
            case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
                break
            case "shutdown":
                reply(id: id, result: JSONValue.null)
            case "exit":
                hasExited = true
            case "textDocument/didOpen":
                let params = try decode(DidOpenParams.self, message.params)
                open(params.textDocument.uri, text: params.textDocument.text)
            case "textDocument/didChange":
                let params = try decode(DidChangeParams.self, message.params)
                guard let text = params.contentChanges.last?.text else { return }
                open(params.textDocument.uri, text: text)
            case "textDocument/didClose":
                let params = try decode(DocumentParams.self, message.params)
                documents[params.textDocument.uri] = nil
                notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: params.textDocument.uri, diagnostics: []))
            case "textDocument/hover":
                let params = try decode(PositionParams.self, message.params)
                reply(id: id, result: analysis(params.textDocument.uri)?.hover(at: params.position) ?? nil)
            case "textDocument/completion":
                let params = try decode(PositionParams.self, message.params)
                reply(id: id, result: analysis(params.textDocument.uri)?.completions(at: params.position) ?? [])
            case "textDocument/definition":
                let params = try decode(PositionParams.self, message.params)
                reply(id: id, result: analysis(params.textDocument.uri)?.definition(at: params.position) ?? nil)
            case "textDocument/documentSymbol":
                let params = try decode(DocumentParams.self, message.params)
                reply(id: id, result: analysis(params.textDocument.uri)?.symbols() ?? [])
            case "textDocument/formatting":
                let params = try decode(DocumentParams.self, message.params)
                reply(id: id, result: analysis(params.textDocument.uri)?.formatting() ?? [])
            default:
                if let id { reply(id: id, error: ResponseError(code: ResponseError.methodNotFound, message: "unknown method '\(method)'")) }
            }
        } catch let error as ResponseError {
            if let id { reply(id: id, error: error) }
        } catch {
            if let id { reply(id: id, error: ResponseError(code: ResponseError.invalidParams, message: "\(error)")) }
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ params: JSONValue?) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: JSONEncoder().encode(params ?? .null))
        } catch {
            throw ResponseError(code: ResponseError.invalidParams, message: "the parameters are not those of the method: \(error.localizedDescription)")
        }
    }

    private func analysis(_ uri: String) -> Analysis? {
        documents[uri]
    }

    private func open(_ uri: String, text: String) {
        let analysis = Analysis(uri: uri, text: text)
        documents[uri] = analysis
        notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, diagnostics: analysis.diagnostics))
    }

    // MARK: Output

    private struct Reply<Result: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: JSONValue
        var result: Result?
        var error: ResponseError?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            if let error { try container.encode(error, forKey: .error) } else { try container.encode(result, forKey: .result) }
        }

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }
    }

    private struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    private func reply<Result: Encodable>(id: JSONValue?, result: Result) {
        write(Reply(id: id ?? .null, result: result, error: nil))
    }

    private func reply(id: JSONValue, error: ResponseError) {
        write(Reply<JSONValue>(id: id, result: nil, error: error))
    }

    private func notify<Params: Encodable>(_ method: String, _ params: Params) {
        write(Notification(method: method, params: params))
    }

    private func write<Message: Encodable>(_ message: Message) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { return }
        send(MessageFramer.frame(body))
    }

    /// What the server can do, for `initialize`.
    private struct Capabilities: Encodable {
        struct Server: Encodable {
            struct Completion: Encodable { var triggerCharacters = [".", "\""] }
            var textDocumentSync = 1  // full text on every change
            var hoverProvider = true
            var completionProvider = Completion()
            var definitionProvider = true
            var documentSymbolProvider = true
            var documentFormattingProvider = true
        }

        struct Info: Encodable {
            var name = "tether"
            var version = Interpreter.version
        }

        var capabilities = Server()
        var serverInfo = Info()
    }
}
