import ArgumentParser
import Foundation
import LanguageServer

/// `tether lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the Language Server Protocol server on standard input and output.",
        discussion: """
            For editors: diagnostics as a script changes, hover (a view's frame, a builtin's \
            signature), completion (views, attributes, module members, keywords, devices), go \
            to definition, document symbols and formatting (tether fmt). Messages are \
            JSON-RPC 2.0 framed with Content-Length headers; a message that is not JSON or \
            names an unknown method is answered with an error and the server goes on. It ends \
            at 'exit' or at the end of its input.
            """)

    func run() throws {
        let server = LanguageServer { data in _ = StandardStream.write(Array(data), to: STDOUT_FILENO) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !server.hasExited {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            server.receive(chunk[..<count])
        }
    }
}
