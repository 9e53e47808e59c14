import Foundation
import Testing

@testable import LanguageServer

/// The language server finds an imported module where a run finds it (`ModuleLoader`): a
/// file beside the script, the bundled standard library, nothing else.
@Suite struct AnalysisModuleTests {
    @Test func goToAnImportedModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tether-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("parts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "let gap = 20\n".write(to: folder.appendingPathComponent("parts/metrics.layout"), atomically: true, encoding: .utf8)
        let script = "import \"parts/metrics\" as m\nimport \"std/controls\" as ui\nview a\npin a.left == m.gap\n"
        let file = folder.appendingPathComponent("screen.layout")
        let analysis = Analysis(uri: file.absoluteString, text: script)
        // The import's string (line 1, column 8) goes to the file, its symbolic links resolved.
        let module = try #require(analysis.definition(at: Position(line: 0, character: 9)))
        #expect(URL(string: module.uri)?.lastPathComponent == "metrics.layout")
        #expect(module.uri.contains("/parts/"))
        // `m.gap` (line 4) goes to the module's `let gap`, line 1.
        let gap = try #require(analysis.definition(at: Position(line: 3, character: 17)))
        #expect(gap.range.start.line == 0)
        // A bundled module has no file to go to.
        #expect(analysis.definition(at: Position(line: 1, character: 9)) == nil)
    }
}
