import Foundation
import Testing
@testable import LayoutScript

/// Paths as `import` joins and shows them, spelled as NSString spells them (LayoutScript
/// does without Foundation), and a module's identity.
@Suite struct ScriptFileTests {
    @Test func folderAndFileName() {
        #expect(ScriptFile.folder(of: "a/b/c.layout") == "a/b")
        #expect(ScriptFile.folder(of: "c.layout") == "")
        #expect(ScriptFile.folder(of: "/c.layout") == "/")
        #expect(ScriptFile.folder(of: "a//b.layout") == "a")
        #expect(ScriptFile.folder(of: "a/b/") == "a")
        #expect(ScriptFile.fileName(of: "a/b/c.layout") == "c.layout")
        #expect(ScriptFile.fileName(of: "c.layout") == "c.layout")
        #expect(ScriptFile.fileName(of: "a/b/") == "b")
        #expect(ScriptFile.fileName(of: "/") == "/")
        #expect(ScriptFile.path("c.layout", in: "a/b") == "a/b/c.layout")
        #expect(ScriptFile.path("c.layout", in: "/") == "/c.layout")
        #expect(ScriptFile.path("c.layout", in: "a/") == "a/c.layout")
    }

    /// A module reached by its name and through a symbolic link to it is one module: it
    /// runs once.
    @Test func symbolicLinkIsTheSameModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tether-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "print \"loaded\"\nlet width = 10\n".write(toFile: folder + "/shared.layout", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias.layout", withDestinationPath: "shared.layout")
        try "import \"shared\"\nimport \"alias\"\nprint width\n".write(toFile: folder + "/main.layout", atomically: true, encoding: .utf8)
        var printed: [String] = []
        var options = Interpreter.Options()
        options.output = { printed.append($0) }
        let interpreter = Interpreter(options: options)
        #expect(interpreter.run(fileAt: folder + "/main.layout").isEmpty)
        #expect(printed == ["loaded", "10"])
        #expect(ScriptFile.canonicalPath(of: folder + "/alias.layout") == ScriptFile.canonicalPath(of: folder + "/./shared.layout"))
    }
}
