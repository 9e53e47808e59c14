import CTetherAPI
import AutoLayout
import Foundation
import LayoutScript
import Testing
import TetherOutput

@testable import LanguageServer
@testable import Preview
@testable import tether

/// Every front end reports the same diagnostics for the same script: `tether check --format
/// json`, the language server's publishDiagnostics, the preview's `/state` and the C API's
/// `tether_layout_json` (which the Python binding returns as it is:
/// python/tests/test_agreement.py checks it) each find, for every example and every test
/// script, the same kind, severity, place, views, constraints (with their places), broken
/// constraint and fixes. Tests/Scripts/diagnostics holds broken and ambiguous cases for it: a
/// view pulled two ways by optional constraints of equal priority (the JSON used to put it at
/// its first constraint, the text at the view), a script error beside a layout problem, a
/// conflict made inside a module, a script that reads its size.
///
/// The command line runs once for all the files (one process); the other front ends run in
/// the test's process, through the code each one serves with.
@Suite struct FrontEndAgreementTests {
    /// A diagnostic as every front end can state it. `place` is `file:line:column`, or for
    /// the language server the LSP position (0-based line and UTF-16 character) in the
    /// document, which is where it shows the diagnostic.
    struct Seen: Hashable, CustomStringConvertible {
        var severity: String
        var kind: String
        var place: String
        var views: [String]
        var constraints: [String]
        var broken: String?
        var fixes: [String]

        var description: String {
            "\(severity) \(kind) at \(place) views \(views) constraints \(constraints) broken \(broken ?? "-") fixes \(fixes)"
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("check --format json, the language server, the preview's /state and the C API agree on every script")
    func agree() throws {
        let files = try Self.scripts()
        let check = try Tether.run(["check", "--format", "json"] + files)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any], "\(check.error)")
        let reports = try #require(object["files"] as? [[String: Any]])
        #expect(reports.count == files.count)
        var compared = 0
        for (file, report) in zip(files, reports) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let layout = try #require((report["layouts"] as? [[String: Any]])?.first, "\(file)")
            let cli = try #require(layout["diagnostics"] as? [[String: Any]]).map(Self.seen(json:))
            compared += cli.count
            #expect(Self.preview(file: file, text: text) == cli, "the preview's /state for \(file)")
            #expect(Self.capi(file: file, text: text, layout: layout) == cli, "the C API for \(file)")
            let lines = DocumentLines(text)
            let expected = cli.map { seen in
                var projected = seen
                projected.place = Self.lspPlace(seen.place, file: file, lines: lines)
                return projected
            }
            #expect(Self.lsp(file: file, text: text) == expected, "the language server for \(file)")
        }
        // The set exercises conflicts, ambiguity and script errors, not only clean screens.
        #expect(compared > 20)
    }

    @Test("a script that reads its size class is run again for a device: the C API prints what `tether run` prints")
    func replayForADevice() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = """
            import "std/devices"
            let side = 20
            if isRegular() { side = 100 }
            view box
            pin box.left == root.left + side
            pin box.top == 0
            pin box.width == 10
            view loose

            """
        let file = try Tether.write(text, named: "classes.layout", in: directory)
        let interpreter = try #require(tether_create(nil))
        defer { tether_destroy(interpreter) }
        #expect(tether_run(interpreter, text, file) == 0)
        func taken(_ string: UnsafeMutablePointer<CChar>?) -> String? {
            defer { tether_free_string(string) }
            return string.map { String(cString: $0) }
        }
        for device in ["ipad", "iphone16pro"] {
            let cli = try Tether.run(["run", file, "--device", device, "--format", "json"])
            let capi = taken(tether_layout_device_json(interpreter, device))
            #expect(capi == cli.output, "\(device)")
            #expect(cli.output.contains(#""name": "box", "superview": "root", "frame": {"x": \#(device == "ipad" ? 100 : 20), "y": 0"#))
        }
        // The diagnostics at the script's own screen: the ambiguous `loose` and `box`, as
        // `tether run` renders them.
        let cli = try Tether.run(["run", file])
        #expect(taken(tether_diagnostics_text(interpreter)) == cli.error)
        #expect(cli.error.contains("warning: loose:"))
    }

    /// Every example and every test script, by absolute path (as the language server names
    /// a document); not the one that is not UTF-8, which no editor sends as text and which
    /// `check` refuses before it runs anything.
    static func scripts() throws -> [String] {
        let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".layout") }.sorted().map { root.appendingPathComponent("examples/" + $0).path }
        let scripts = root.appendingPathComponent("Tests/Scripts")
        let tests = (FileManager.default.enumerator(atPath: scripts.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".layout") }.sorted().map { scripts.appendingPathComponent($0).path }
            .filter { (try? String(contentsOfFile: $0, encoding: .utf8)) != nil }
        return examples + tests
    }

    // MARK: - Each front end, read back

    /// A diagnostic of the JSON that `check`, `run` and the C API print.
    static func seen(json diagnostic: [String: Any]) -> Seen {
        func place(_ object: [String: Any]?) -> String {
            guard let object, let file = object["file"] as? String, let line = object["line"] as? Int,
                let column = object["column"] as? Int
            else { return "-" }
            return "\(file):\(line):\(column)"
        }
        func constraint(_ object: [String: Any]) -> String {
            "\(object["text"] as? String ?? "?") at \(place(object))"
        }
        return Seen(
            severity: diagnostic["severity"] as? String ?? "?", kind: diagnostic["kind"] as? String ?? "?",
            place: place(diagnostic), views: diagnostic["views"] as? [String] ?? [],
            constraints: (diagnostic["constraints"] as? [[String: Any]] ?? []).map(constraint),
            broken: (diagnostic["broken"] as? [String: Any]).map(constraint), fixes: diagnostic["fixes"] as? [String] ?? [])
    }

    /// The diagnostics of the preview's `/state` (a `PreviewSnapshot` as JSON), made as
    /// `PreviewHub` makes it.
    static func preview(file: String, text: String) -> [Seen] {
        let folder = (file as NSString).deletingLastPathComponent
        guard let run = try? ScriptRun(source: text, name: file, options: ScriptRun.options(output: { _ in }), screens: []),
            let data = try? JSONEncoder().encode(PreviewSnapshot(run, revision: 0, settings: PreviewSettings(), folder: folder, milliseconds: 0)),
            let state = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        func flattened(_ constraint: [String: Any]) -> [String: Any] {
            constraint.merging(constraint["location"] as? [String: Any] ?? [:]) { $1 }
        }
        return (state["diagnostics"] as? [[String: Any]] ?? []).map { item in
            var item = flattened(item)
            item["constraints"] = (item["constraints"] as? [[String: Any]] ?? []).map(flattened)
            item["broken"] = (item["broken"] as? [String: Any]).map(flattened)
            return seen(json: item)
        }
    }

    /// The diagnostics of the C API's JSON for the layout `check` made: on its device, else at
    /// its root size.
    static func capi(file: String, text: String, layout: [String: Any]) -> [Seen] {
        guard let interpreter = tether_create(nil) else { return [] }
        defer { tether_destroy(interpreter) }
        _ = tether_run(interpreter, text, file)
        let root = layout["root"] as? [String: Double] ?? [:]
        let json = if let device = layout["device"] as? String {
            tether_layout_device_json(interpreter, device)
        } else {
            tether_layout_json(interpreter, root["width"] ?? 0, root["height"] ?? 0)
        }
        guard let json else { return [] }
        defer { tether_free_string(json) }
        let object = try? JSONSerialization.jsonObject(with: Data(String(cString: json).utf8)) as? [String: Any]
        let layouts = object?["layouts"] as? [[String: Any]]
        return (layouts?.first?["diagnostics"] as? [[String: Any]] ?? []).map(seen(json:))
    }

    /// The diagnostics the language server publishes for the document.
    static func lsp(file: String, text: String) -> [Seen] {
        Analysis(uri: URL(fileURLWithPath: file).absoluteString, text: text).diagnostics.map { diagnostic in
            func constraint(_ constraint: LSPDiagnostic.Parts.Constraint) -> String {
                let place = constraint.file.flatMap { file in
                    constraint.line.flatMap { line in constraint.column.map { "\(file):\(line):\($0)" } }
                }
                return "\(constraint.text) at \(place ?? "-")"
            }
            let start = diagnostic.range.start
            return Seen(
                severity: diagnostic.severity == 1 ? "error" : "warning", kind: diagnostic.code,
                place: "\(start.line):\(start.character)", views: diagnostic.data.views,
                constraints: diagnostic.data.constraints.map(constraint), broken: diagnostic.data.broken.map(constraint),
                fixes: diagnostic.data.fixes)
        }
    }

    /// Where the language server shows a diagnostic at `place` (`file:line:column`): at that
    /// position in the document, or at its start for a place in another file or none.
    static func lspPlace(_ place: String, file: String, lines: DocumentLines) -> String {
        let parts = place.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
            parts.dropLast(2).joined(separator: ":") == file
        else { return "0:0" }
        let position = lines.position(line: line, column: column)
        return "\(position.line):\(position.character)"
    }
}

/// A view's members are listed once, in `Interpreter.viewMembers` (the REPL's and the
/// language server's completion read it, and an unknown attribute's hint lists it); the
/// places that cannot read it agree with it: the evaluator answers every one, the language
/// server describes every one and nothing else, and grammar.md names every one that is not
/// an attribute (those it gives as the range `left` … `lastBaseline`).
@Suite struct ViewMemberAgreementTests {
    @Test func everyListedMemberEvaluates() {
        for member in Interpreter.viewMembers {
            let interpreter = Interpreter(options: .init(output: { _ in }))
            interpreter.run(source: "root 320 x 480\nview a\nlet m = a.\(member)\n", name: "m.layout")
            #expect(!interpreter.diagnostics.contains { $0.message.contains("unknown attribute") }, "\(member)")
        }
    }

    @Test func theLanguageServerDescribesEachMember() {
        #expect(Set(Analysis.attributeDescriptions.keys) == Set(Interpreter.viewMembers))
    }

    @Test func grammarNamesEachMember() throws {
        let grammar = try String(contentsOf: FrontEndAgreementTests.root.appendingPathComponent("grammar.md"), encoding: .utf8)
        let attributes = Set(LayoutAttribute.allCases.map(\.rawValue))
        for member in Interpreter.viewMembers where !attributes.contains(member) {
            #expect(grammar.contains("`\(member)`"), "\(member)")
        }
    }

    @Test func anUnknownMemberHintListsThemAll() {
        let interpreter = Interpreter(options: .init(output: { _ in }))
        interpreter.run(source: "view a\nlet m = a.zzzzzzzzzz\n", name: "m.layout")
        let hint = interpreter.diagnostics.first?.hint ?? ""
        for member in Interpreter.viewMembers {
            #expect(hint.contains(member), "\(member) in \(hint)")
        }
    }
}
