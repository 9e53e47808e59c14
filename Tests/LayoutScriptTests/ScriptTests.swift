import Foundation
import Testing
@testable import LayoutScript
import TextMetrics

/// Runs every `Tests/Scripts/**/*.layout` (except files under a `modules/` folder, which
/// are imported by others) and checks the expectations written in its comments:
///
/// - `# expect: TEXT` — the next line of output (`print`, each line of `show`) is TEXT;
/// - `# expect error: LINE:COL FRAGMENT` — a diagnostic at LINE:COL whose message contains
///   FRAGMENT (any error not expected this way fails the script);
/// - `# limit: NAME N` — sets a limit (maxSteps, maxCallDepth, maxConstraints, maxImports, maxViews,
///   maxElements, maxStringLength).
///
/// The runner gives each script the standard library (`StandardLibrary.modules`, so
/// `import "std/…"` works), the bundled module `test/bundled`, the search path
/// `Tests/Scripts/imports/other`, and text measured as the `tether` front ends measure it
/// (`TextMeasurer.systemOrSimple()`: Inter through HarfBuzz).
@Suite struct ScriptTests {
    static let scriptsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts")

    static let scripts: [String] = {
        let root = scriptsFolder.path
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return paths.filter { $0.hasSuffix(".layout") && !$0.contains("modules/") && !$0.contains("other/") }.sorted()
    }()

    @Test func scriptsAreFound() {
        #expect(ScriptTests.scripts.count >= 10)
    }

    @Test(arguments: ScriptTests.scripts)
    func script(_ relativePath: String) throws {
        let path = ScriptTests.scriptsFolder.appendingPathComponent(relativePath).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var expectedOutput: [String] = []
        var expectedErrors: [(line: Int, column: Int, fragment: String)] = []
        var limits = Interpreter.Limits()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let hash = line.firstIndex(of: "#") else { continue }
            let comment = line[line.index(after: hash)...].trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix("expect error:") {
                let rest = comment.dropFirst("expect error:".count).trimmingCharacters(in: .whitespaces)
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                let position = parts.first?.split(separator: ":").compactMap { Int($0) } ?? []
                if position.count == 2 {
                    expectedErrors.append((position[0], position[1], parts.count > 1 ? parts[1] : ""))
                }
            } else if comment.hasPrefix("expect:") {
                var value = String(comment.dropFirst("expect:".count))
                if value.hasPrefix(" ") { value.removeFirst() }
                expectedOutput.append(value)
            } else if comment.hasPrefix("limit:") {
                let parts = comment.dropFirst("limit:".count).split(separator: " ")
                if parts.count == 2, let value = Int(parts[1]) {
                    switch parts[0] {
                    case "maxSteps": limits.maxSteps = value
                    case "maxCallDepth": limits.maxCallDepth = value
                    case "maxConstraints": limits.maxConstraints = value
                    case "maxImports": limits.maxImports = value
                    case "maxViews": limits.maxViews = value
                    case "maxElements": limits.maxElements = value
                    case "maxStringLength": limits.maxStringLength = value
                    default: Issue.record("unknown limit \(parts[0])")
                    }
                }
            }
        }
        let output = OutputLines()
        let options = Interpreter.Options(
            searchPaths: [ScriptTests.scriptsFolder.appendingPathComponent("imports/other").path],
            bundledModules: StandardLibrary.modules.merging(
                ["test/bundled": "let bundledGap = 13\ndef bundledDouble(n) { return 2 * n }\n"]) { $1 },
            limits: limits, textMeasurer: TextMeasurer.systemOrSimple(), output: { output.lines += $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) })
        let interpreter = Interpreter(options: options)
        interpreter.run(fileAt: path)
        #expect(output.lines == expectedOutput, "\(relativePath): output")
        let rendered = DiagnosticRenderer().render(interpreter.diagnostics)
        var unmatched = interpreter.diagnostics.filter(\.isError)
        for expected in expectedErrors {
            if let index = unmatched.firstIndex(where: {
                $0.location?.line == expected.line && $0.location?.column == expected.column
                    && $0.message.contains(expected.fragment)
            }) {
                unmatched.remove(at: index)
            } else {
                Issue.record("\(relativePath): no error at \(expected.line):\(expected.column) containing '\(expected.fragment)'; got:\n\(rendered)")
            }
        }
        #expect(unmatched.isEmpty, "\(relativePath): unexpected errors:\n\(rendered)")
        for diagnostic in interpreter.diagnostics where diagnostic.kind != .expectation {
            #expect(diagnostic.hint != nil && diagnostic.location != nil, "\(relativePath): no hint or location:\n\(rendered)")
        }
    }
}

final class OutputLines: @unchecked Sendable {
    var lines: [String] = []
}
