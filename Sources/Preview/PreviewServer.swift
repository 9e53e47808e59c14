import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import LayoutScript
import Logging
import NIOCore
import ServiceLifecycle

/// `tether preview`: a web server on the loopback interface that shows the script laid out
/// on its screens and shows it again within milliseconds of every save (docs/preview.md).
///
/// - `GET /`: the page.
/// - `GET /state?rotated=1&rtl=1&constraints=1&textSize=AX3&keyboard=1`: the snapshot of the script
///   now, as JSON.
/// - `GET /files/PATH`: a file of the script's folder (the page shows a diagnostic's line in it).
/// - `GET /updates`: a WebSocket that sends a snapshot at once and after every save, and
///   takes the page's settings as JSON (`{"rotated": true, "rightToLeft": false,
///   "constraints": true, "textSize": "AX3"}`).
package struct PreviewServer: Sendable {
    package let configuration: PreviewConfiguration
    /// The port to listen on; 0 for any free one.
    package let port: Int

    /// A server for `configuration` on `port` of 127.0.0.1.
    package init(configuration: PreviewConfiguration, port: Int) {
        self.configuration = configuration
        self.port = port
    }

    /// Serves until the process receives SIGINT or SIGTERM. `ready` receives the page's
    /// address once the server listens.
    package func run(ready: @escaping @Sendable (String) -> Void) async throws {
        let watcher: DirectoryWatcher
        do {
            watcher = try DirectoryWatcher(alsoNamed: [ScriptFile.fileName(of: configuration.file)])
        } catch {
            throw PreviewError(description: error.description)
        }
        let hub = PreviewHub(configuration: configuration, watcher: watcher)
        let folder = ServedFolder(root: hub.folder, maxBytes: configuration.limits.maxScriptBytes)
        var logger = Logger(label: "tether.preview")
        logger.logLevel = .error
        let router = Self.router(hub: hub, folder: folder)
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 16))),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                ready("http://127.0.0.1:\(channel.localAddress?.port ?? 0)/")
            },
            logger: logger)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await hub.followSaves() }
            group.addTask {
                defer { watcher.stop() }
                do {
                    try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
                } catch let error as IOError {
                    // NIO's description names the system call; a user wants the reason.
                    throw PreviewError(description: String(cString: strerror(error.errnoCode)).lowercased())
                }
            }
        }
    }

    /// The routes, behind the check that every request is addressed to the loopback interface.
    static func router(hub: PreviewHub, folder: ServedFolder) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: LoopbackOnly())
        router.get("/") { _, _ in
            text(PreviewPage.html, contentType: "text/html; charset=utf-8")
        }
        router.get("/state") { request, _ in
            var settings = await hub.initialSettings
            let query = request.uri.queryParameters
            if let value = query["rotated"] { settings.rotated = value == "1" || value == "true" }
            if let value = query["rtl"] { settings.rightToLeft = value == "1" || value == "true" }
            if let value = query["constraints"] { settings.constraints = value == "1" || value == "true" }
            if let value = query["keyboard"] { settings.keyboard = value == "1" || value == "true" }
            if let value = query["textSize"], let category = ContentSizeCategory(name: String(value)) { settings.textSize = category.rawValue }
            return json(await hub.snapshot(for: settings))
        }
        router.get("/files/**") { request, _ in
            folder.response(for: String(request.uri.path.dropFirst("/files/".count)))
        }
        router.ws("/updates") { inbound, outbound, _ in
            try await PreviewConnection(hub: hub, outbound: outbound).serve(inbound)
        }
        router.get("**") { request, _ in
            text("nothing at \(request.uri.path); the preview is at /\n", status: .notFound)
        }
        return router
    }
}

/// Why the preview cannot start.
package struct PreviewError: Error, CustomStringConvertible {
    package var description: String
}

/// One page's WebSocket: a snapshot at once, a new one after every save and every change of
/// the page's settings; a message that is not settings is answered with an error and the
/// connection stays open.
struct PreviewConnection {
    let hub: PreviewHub
    let outbound: WebSocketOutboundWriter

    /// What the connection reacts to, in order.
    private enum Event: Sendable {
        case saved
        case message(WebSocketMessage)
    }

    func serve(_ inbound: WebSocketInboundStream) async throws {
        let (id, revisions) = await hub.subscribe()
        do {
            try await serve(inbound, revisions: revisions)
        } catch {
            await hub.unsubscribe(id)
            throw error
        }
        await hub.unsubscribe(id)
    }

    private func serve(_ inbound: WebSocketInboundStream, revisions: AsyncStream<Int>) async throws {
        var settings = await hub.initialSettings
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(16))
        defer { continuation.finish() }
        // Ctrl-C ends the connection (the server waits for every handler before it stops).
        try await withGracefulShutdownHandler {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await _ in revisions { continuation.yield(.saved) }
                }
                group.addTask {
                    defer { continuation.finish() }
                    for try await message in inbound.messages(maxSize: 1 << 16) { continuation.yield(.message(message)) }
                }
                try await send(await hub.snapshot(for: settings))
                for await event in events {
                    switch event {
                    case .saved:
                        try await send(await hub.snapshot(for: settings))
                    case .message(.text(let text)):
                        guard let asked = try? JSONDecoder().decode(PreviewSettings.self, from: Data(text.utf8)) else {
                            try await sendError("not settings: expected JSON such as {\"rotated\": true, \"rightToLeft\": false, \"constraints\": true}")
                            continue
                        }
                        settings = asked
                        try await send(await hub.snapshot(for: settings))
                    case .message(.binary):
                        try await sendError("binary messages are not understood; send settings as JSON text")
                    }
                }
                group.cancelAll()
            }
        } onGracefulShutdown: {
            continuation.finish()
        }
    }

    private func send(_ snapshot: PreviewSnapshot) async throws {
        try await outbound.write(.text(encode(Message(type: "snapshot", snapshot: snapshot))))
    }

    private func sendError(_ message: String) async throws {
        try await outbound.write(.text(encode(Message(type: "error", message: message))))
    }

    /// What the server sends: `{"type": "snapshot", "snapshot": …}` or
    /// `{"type": "error", "message": …}`.
    private struct Message: Encodable {
        var type: String
        var snapshot: PreviewSnapshot?
        var message: String?
    }
}

/// Refuses a request addressed to any host but the loopback interface (a page elsewhere that
/// resolves its own name to 127.0.0.1 must not read the preview) and a WebSocket opened
/// by a page of another origin.
struct LoopbackOnly<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = request.head.authority ?? ""
        guard Self.isLoopback(host) else {
            return text("the preview answers only requests to 127.0.0.1 or localhost, not '\(host)'\n", status: .forbidden)
        }
        if let origin = request.headers[.origin], !Self.isLoopback(origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? "") {
            return text("the preview answers only its own page, not one from '\(origin)'\n", status: .forbidden)
        }
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return text((error.body ?? "\(error.status.code) \(error.status.reasonPhrase)") + "\n", status: error.status)
        }
    }

    /// Whether `host` (with or without a port) names the loopback interface.
    static func isLoopback(_ host: String) -> Bool {
        let name: Substring
        if host.hasPrefix("[") {
            name = host.dropFirst().prefix { $0 != "]" }
        } else {
            name = host.prefix { $0 != ":" }
        }
        return name == "127.0.0.1" || name.lowercased() == "localhost" || name == "::1"
    }
}

extension ServedFolder {
    /// The file at `path` (as the URL spells it), or why it is not served.
    func response(for path: String) -> Response {
        do {
            let bytes = try file(at: path)
            let type = String(validating: bytes, as: UTF8.self) == nil ? "application/octet-stream" : "text/plain; charset=utf-8"
            return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        } catch {
            return text(error.description + "\n", status: HTTPResponse.Status(code: error.status))
        }
    }
}

/// A text response.
func text(_ body: String, contentType: String = "text/plain; charset=utf-8", status: HTTPResponse.Status = .ok) -> Response {
    Response(status: status, headers: [.contentType: contentType, .cacheControl: "no-store"],
             body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
}

/// A JSON response.
func json(_ snapshot: PreviewSnapshot) -> Response {
    text(encode(snapshot), contentType: "application/json")
}

/// `value` as JSON text, keys sorted (an encoding failure, which these plain values cannot
/// have, is an empty object).
func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}
