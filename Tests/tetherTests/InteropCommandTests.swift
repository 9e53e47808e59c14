import Foundation
import TestSupport
import Testing

/// `tether import` and `tether export` end to end: exit statuses, what is written, and that
/// nothing is written when a document or script is bad.
@Suite struct InteropCommandTests {
    static let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("InteropTests/Documents")
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    @Test func importsAXibToStandardOutput() throws {
        let run = try Tether.run(["import", Self.documents.appendingPathComponent("SignIn.xib").path])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("# SignIn: imported by `tether import` from SignIn.xib.\n"))
        #expect(run.output.contains("root 375 x 667 safe 0 0 0 0 scale 2  # IB's retina4_7: iPhone 8, portrait"))
    }

    @Test func importsAStoryboardIntoAFolder() throws {
        let folder = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let directory = folder + "/scenes"
        let storyboard = Self.documents.appendingPathComponent("Main.storyboard").path
        let refused = try Tether.run(["import", storyboard])
        #expect(refused.status == 2)
        #expect(refused.error.hasSuffix("\n" + storyboard + ": error: has 3 scenes with views (settings, photo-detail, welcome): give a folder with -o DIR\n"))

        let run = try Tether.run(["import", storyboard, "-o", directory])
        #expect(run.status == 0)
        #expect(run.output == "wrote \(directory)/settings.layout\nwrote \(directory)/photo-detail.layout\nwrote \(directory)/welcome.layout\n")
        #expect(run.error.contains("warning: scene 'Navigation Controller' (navigationController) has no view of its own"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["photo-detail.layout", "settings.layout", "welcome.layout"])
        // The imported scripts run cleanly: no error, no layout problem.
        let check = try Tether.run(["check"] + files.map { directory + "/" + $0 })
        #expect(check.status == 0, "\(check.output)")
    }

    /// A script that cannot be written stops the import with its error, after the `wrote`
    /// lines of the scripts written before it (the lines go out together).
    @Test func aScriptThatCannotBeWrittenStopsTheImport() throws {
        let folder = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let directory = folder + "/scenes"
        try FileManager.default.createDirectory(atPath: directory + "/photo-detail.layout", withIntermediateDirectories: true)
        let storyboard = Self.documents.appendingPathComponent("Main.storyboard").path
        let run = try Tether.run(["import", storyboard, "-o", directory])
        #expect(run.status == 2)
        #expect(run.output == "wrote \(directory)/settings.layout\n")
        #expect(run.error.hasSuffix("\(directory)/photo-detail.layout: error: cannot write the file: it is a directory\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/welcome.layout"))
    }

    /// A truncated document, a binary plist and a file that is not IB: one located error
    /// each, exit 2, nothing written.
    /// A document with nothing to lay out (a menus-only MainMenu.xib, a storyboard with no
    /// scenes, which Interface Builder opens) writes nothing and says so; it is no failure.
    @Test func emptyDocumentsWriteNothing() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let menus = try Tether.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects><menu title="Main Menu" systemMenu="main" id="m1"/></objects>
            </document>
            """, named: "MainMenu.xib", in: directory)
        let run = try Tether.run(["import", menus, "-o", directory + "/scenes"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "")
        #expect(run.error.contains("warning: the document has no window or view: no script"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/scenes"))
    }

    @Test func badDocumentsWriteNothing() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let whole = try String(contentsOf: Self.documents.appendingPathComponent("SignIn.xib"), encoding: .utf8)
        let cases: [(String, Data, String)] = [
            ("truncated.xib", Data(whole.prefix(3000).utf8), "truncated.xib:"),
            ("compiled.nib", Data("bplist00\u{0}\u{1}".utf8), "compiled.nib:1:1: error: a binary property list, not an Interface Builder document"),
            ("page.xib", Data("<html><body/></html>".utf8), "page.xib:1:1: error: <html> is not an Interface Builder document"),
        ]
        for (name, data, message) in cases {
            let path = directory + "/" + name
            try data.write(to: URL(fileURLWithPath: path))
            let output = directory + "/" + name + ".layout"
            let run = try Tether.run(["import", path, "-o", output])
            #expect(run.status == 2, "\(name)")
            #expect(run.error.hasPrefix(directory + "/" + message), "\(run.error)")
            #expect(run.error.split(separator: "\n").filter { $0.contains(": error: ") }.count == 1)
            #expect(!FileManager.default.fileExists(atPath: output), "\(name)")
        }
        let missing = try Tether.run(["import", directory + "/none.xib"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("\(directory)/none.xib: error: cannot read the file: no such file"))
    }

    @Test func exportsSwift() throws {
        let example = Self.examples.appendingPathComponent("sign-in.layout").path
        let run = try Tether.run(["export", "--swift", example])
        #expect(run.status == 0)
        #expect(run.output.contains("final class SignInView: UIView {\n"))
        // The lines the README quotes.
        #expect(run.output.contains("""
                        form.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24).identified("sign-in.layout:15"),
                        form.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).identified("sign-in.layout:16"),
            """))
        let snapKit = try Tether.run(["export", "--snapkit", example])
        #expect(snapKit.output.contains("import SnapKit\n"))
        let both = try Tether.run(["export", "--swift", "--snapkit", example])
        #expect(both.status == 2)
        #expect(both.error.contains("--swift and --snapkit exclude each other"))

        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let broken = directory + "/broken.layout"
        try "view a\npin a.widht == 10\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let output = directory + "/Broken.swift"
        let failed = try Tether.run(["export", broken, "-o", output])
        #expect(failed.status == 1)
        #expect(failed.error.contains("broken.layout:2:"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// A host size other than the script's: the autoresizing badge keeps its distance from
    /// the right edge of the root it was designed in (375 wide): 414 − 10 − 40 = 364.
    @Test func autoresizingFollowsTheDesignedRoot() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/badge.layout"
        try "root 375 x 667\nview badge { frame 325 20 40 20; autoresize leftMargin bottomMargin }\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let run = try Tether.run(["run", script, "--size", "414x736"])
        #expect(run.output.contains("badge  root       364  20     40      20"), "\(run.output)")
    }
}

/// `tether explain` end to end: a file or standard input, the rebuilt script, exit statuses.
@Suite struct ExplainCommandTests {
    static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("InteropTests/Logs")

    @Test func explainsAFileAndStandardInput() throws {
        let path = Self.logs.appendingPathComponent("cell-height.log").path
        let run = try Tether.run(["explain", path])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("\(path):2:73: error: 4 of the 5 constraints UIKit listed cannot all hold\n"))
        let piped = try Tether.run(["explain"], input: try String(contentsOfFile: path, encoding: .utf8))
        #expect(piped.status == 0)
        #expect(piped.output.hasPrefix("<stdin>:2:73: error: 4 of the 5 constraints UIKit listed cannot all hold\n"))
    }

    /// docs/cli.md's JSON: every listed constraint with its address, line, origin and whether
    /// it conflicts; the one UIKit broke and the one Tether would; the fixes; the errors.
    @Test func json() throws {
        let run = try Tether.run(["explain", Self.logs.appendingPathComponent("snapkit-and-noise.log").path, "--format", "json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        #expect(blocks.count == 2)
        #expect(blocks[0]["line"] as? Int == 2)
        let constraints = try #require(blocks[0]["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["address"] as? String } == ["0x600000c4e8e0", "0x600000c4e940", "0x600000c4e9a0", "0x600000c4ea00"])
        #expect(constraints.map { $0["origin"] as? String } == [
            "snapkit ProfileHeaderView.swift:42", "snapkit ProfileHeaderView.swift:43", "snapkit ProfileHeaderView.swift:44",
            "uikit UIView-Encapsulated-Layout-Width",
        ])
        // 24 + width + 24 == 0 would need a width of -48: the width == 96 is not needed.
        #expect(constraints.map { $0["in_conflict"] as? Bool } == [false, true, true, true])
        #expect(blocks[0]["conflicts"] as? [[String]] == [["0x600000c4e940", "0x600000c4e9a0", "0x600000c4ea00"]])
        #expect(blocks[0]["broken"] as? String == "0x600000c4e8e0")
        #expect(blocks[0]["uikit_broke"] as? String == "0x600000c4e8e0")
        #expect(blocks[0]["break"] as? String == "0x600000c4e9a0")
        #expect((blocks[0]["fixes"] as? [[String: Any]])?.first?["constraint"] as? String == "0x600000c4e9a0")
        #expect(blocks[1]["uikit_broke"] is NSNull)
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.map { $0["line"] as? Int } == [8])
    }

    /// A log without a conflict block answers JSON in JSON mode too, with exit status 1.
    @Test func jsonWithoutABlock() throws {
        let run = try Tether.run(["explain", "--format", "json"], input: "")
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((object["blocks"] as? [Any])?.isEmpty == true)
        #expect((object["errors"] as? [[String: Any]])?.first?["message"] as? String == "no \"Unable to simultaneously satisfy constraints\" in the log")
    }

    @Test func writesTheRebuiltScript() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/conflict.layout"
        let run = try Tether.run(["explain", Self.logs.appendingPathComponent("ios8.log").path, "--script", script])
        #expect(run.status == 0)
        let check = try Tether.run(["check", script])
        #expect(check.status == 3, "\(check.output)")  // a layout problem, not a script error
        #expect(check.output.contains("Unable to simultaneously satisfy constraints"))
    }

    @Test func badLogs() throws {
        let unreadableLine = try Tether.run(["explain", Self.logs.appendingPathComponent("snapkit-and-noise.log").path])
        #expect(unreadableLine.status == 1)
        #expect(unreadableLine.output.contains("error: cannot read this constraint"))
        let none = try Tether.run(["explain"], input: "2026-01-01 App[1:1] started\n")
        #expect(none.status == 1)
        #expect(none.error == "<stdin>: no \"Unable to simultaneously satisfy constraints\" in the log\n")
        let missing = try Tether.run(["explain", "/nonexistent/console.log"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("/nonexistent/console.log: error: cannot read the file: no such file"))
    }
}

/// The structured parts of `tether run --format json`'s diagnostics.
@Suite struct StructuredDiagnosticTests {
    /// The Big Nerd Ranch chapter's autoresizing conflict: the conflict's constraints with their origins and
    /// lines, the broken one (a translated constraint: the group is broken), the fix as an item.
    @Test func conflictParts() throws {
        let example = InteropCommandTests.examples.appendingPathComponent("autoresizing-conflict.layout").path
        let run = try Tether.run(["run", example, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let diagnostics = try #require((object["layouts"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
        let conflict = try #require(diagnostics.first { $0["kind"] as? String == "unsatisfiable" })
        let constraints = try #require(conflict["constraints"] as? [[String: Any]])
        #expect(constraints.count >= 2)
        #expect(constraints.allSatisfy { $0["text"] is String && $0["priority"] as? Double == 1000 && $0["origin"] is String })
        #expect(constraints.contains { ($0["origin"] as? String)?.hasPrefix("autoresizing mask of imageView") == true })
        #expect(constraints.allSatisfy { $0["line"] is Int && ($0["file"] as? String)?.hasSuffix("autoresizing-conflict.layout") == true })
        let broken = try #require(conflict["broken"] as? [String: Any])
        #expect((broken["origin"] as? String)?.hasPrefix("autoresizing mask of imageView") == true)
        #expect(conflict["fixes"] as? [String] == ["turn off autoresizing translation on imageView (translatesAutoresizingMaskIntoConstraints = false)"])
        #expect(conflict["views"] as? [String] != nil)
    }

    /// A script error keeps its hint and notes as fields.
    @Test func scriptErrorParts() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/typo.layout"
        try "view a\npin a.widht == 10\n".write(toFile: script, atomically: true, encoding: .utf8)
        let run = try Tether.run(["run", script, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let diagnostics = try #require((object["layouts"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
        let error = try #require(diagnostics.first)
        #expect(error["kind"] as? String == "name")
        #expect(error["hint"] as? String == "did you mean 'width'?")
        #expect(error["constraints"] as? [Any] != nil)
        #expect(error["broken"] is NSNull)
    }
}

/// docs/schema is the JSON contract: every example's `run --format json` (on a phone and an
/// iPad in landscape, with the keyboard hidden and shown) and `check --format json` validate
/// against it, with
/// Tests/validate-json.py (jsonschema, installed by `make test`).
@Suite struct JSONSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func validate(_ schema: String, _ documents: [String]) throws -> (status: Int32, output: String) {
        let result = try Command.run("python3", [root.appendingPathComponent("Tests/validate-json.py").path,
                                                 root.appendingPathComponent("docs/schema/\(schema)").path] + documents)
        return (result.status, result.text)
    }

    @Test func everyExampleValidates() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let examples = try FileManager.default.contentsOfDirectory(atPath: InteropCommandTests.examples.path)
            .filter { $0.hasSuffix(".layout") }.sorted()
        var documents: [String] = []
        for example in examples {
            // Each with the keyboard hidden, then shown ("keyboard" and the root.keyboard guide).
            for keyboard in [false, true] {
                let path = directory + "/" + example + (keyboard ? ".keyboard" : "") + ".json"
                let run = try Tether.run(["run", InteropCommandTests.examples.appendingPathComponent(example).path,
                                          "--device", "iphone16pro,ipadair11:landscape", "--format", "json", "-o", path]
                                         + (keyboard ? ["--keyboard"] : []))
                #expect(run.status == 0, "\(example): \(run.error)")
                documents.append(path)
            }
        }
        let run = try Self.validate("run.schema.json", documents)
        #expect(run.status == 0, "\(run.output)")

        let check = try Tether.run(["check", "--format", "json"] + examples.map { InteropCommandTests.examples.appendingPathComponent($0).path })
        let checked = directory + "/check.json"
        try check.output.write(toFile: checked, atomically: true, encoding: .utf8)
        let result = try Self.validate("check.schema.json", [checked])
        #expect(result.status == 0, "\(result.output)")
    }

    /// The schema can fail: a diagnostic without its fixes does not validate.
    @Test func schemaRejectsAMissingKey() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let example = InteropCommandTests.examples.appendingPathComponent("ambiguous.layout").path
        let run = try Tether.run(["run", example, "--format", "json"])
        #expect(run.output.contains(", \"fixes\": ["))
        let broken = directory + "/broken.json"
        let text = run.output.replacingOccurrences(of: ", \"fixes\": [", with: ", \"remedies\": [")
        try text.write(toFile: broken, atomically: true, encoding: .utf8)
        let result = try Self.validate("run.schema.json", [broken])
        #expect(result.status == 1)
        #expect(result.output.contains("'fixes' is a required property"))
    }

    /// `-` reads the script from standard input, for run and check.
    @Test func standardInput() throws {
        let script = "view a { intrinsic 10 x 10 }\npin a.left == 0\npin a.top == 0\n"
        let run = try Tether.run(["run", "-", "--format", "json"], input: script)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("{\"file\": \"<stdin>\",\n"))
        let check = try Tether.run(["check", "-"], input: "view a\n")
        #expect(check.status == 3)
        #expect(check.output.hasPrefix("<stdin>:1:1: warning: a:"))
    }
}

/// The C API (Sources/CTetherAPI/include/tether.h) from a C program, compiled and run as a C
/// host would: `cc` against the header and libTetherC built beside the tests.
@Suite struct CAPITests {
    /// The compiler checks each function TetherC defines against its declaration in the header
    /// (`@c @implementation`); this checks the other way: every function the header declares
    /// is exported by the library, and the library exports no other `tether_` function.
    @Test func libraryExportsWhatTheHeaderDeclares() throws {
        let header = try String(
            contentsOf: JSONSchemaTests.root.appendingPathComponent("Sources/CTetherAPI/include/tether.h"), encoding: .utf8)
        let declared = Set(header.matches(of: /\b(tether_\w+)\(/).map { String($0.1) })
        let library = try Tether.executable().deletingLastPathComponent().appendingPathComponent("libTetherC.so")
        let symbols = try Command.run("nm", ["-D", "--defined-only", library.path])
        #expect(symbols.status == 0, "\(symbols.text)")
        let exported = Set(symbols.text.matches(of: /\sT (tether_\w+)$/.anchorsMatchLineEndings()).map { String($0.1) })
        #expect(declared.count == 13)
        #expect(exported == declared)
    }

    @Test func cProgramLaysOutAScript() throws {
        let root = JSONSchemaTests.root
        let library = try Tether.executable().deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: library.appendingPathComponent("libTetherC.so").path))
        let folder = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let program = folder + "/layout"
        let compile = try Command.run("cc", [
            root.appendingPathComponent("Tests/CAPI/layout.c").path, "-I", root.appendingPathComponent("Sources/CTetherAPI/include").path,
            "-L", library.path, "-lTetherC", "-Wl,-rpath," + library.path, "-o", program,
        ])
        #expect(compile.status == 0, "\(compile.text)")
        // ConstraintSolver, AutoLayout, LayoutScript and the C API import no Foundation, so
        // a host does not load Foundation and its ICU data (60 MB of libraries).
        let libraries = try Command.run("ldd", [program])
        #expect(libraries.status == 0)
        for foundation in ["libFoundation.so", "libFoundationInternationalization", "_FoundationICU"] {
            #expect(!libraries.text.contains(foundation), "\(libraries.text)")
        }
        let run = Process()
        run.executableURL = URL(fileURLWithPath: program)
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(run.terminationStatus == 0)
        // The toolbar: UIToolbar's 44 points on the bottom of 568, full width (as JSON, then as
        // frames); on the iPhone 16 Pro (402 × 874, Apple's size) on the root's bottom edge,
        // 874 − 44 = 830. Measured without fonts, "Hi" is 2 × 0.55 × 17 = 18.7 wide and one
        // line of 20.287 rounded up to the point (no scale) tall; "Hello", set from C,
        // 5 × 0.55 × 17 = 46.75 wide, as tall. A copy given "Hi there" (8 × 0.55 × 17 = 74.8
        // wide) and a second label "Ho" pinned to its right (at x 74.8, 18.7 wide) leaves the
        // original's one label 46.75 wide.
        #expect(output == """
            version 0.2.0
            errors 0
            {"file": "screen.layout",
             "layouts": [{"root": {"width": 320, "height": 568},
                          "views": [{"name": "toolbar", "superview": "root", "frame": {"x": 0, "y": 524, "width": 320, "height": 44}, "absolute": {"x": 0, "y": 524, "width": 320, "height": 44}, "ambiguous": []}],
                          "diagnostics": []}]}
            {"file": "screen.layout",
             "layouts": [{"root": {"width": 402, "height": 874},
                          "device": "iphone16pro",
                          "safeArea": {"top": 62, "left": 0, "bottom": 34, "right": 0},
                          "views": [{"name": "toolbar", "superview": "root", "frame": {"x": 0, "y": 830, "width": 402, "height": 44}, "absolute": {"x": 0, "y": 830, "width": 402, "height": 44}, "ambiguous": []}],
                          "diagnostics": []}]}
            frames 1: toolbar 0 524 320 44
            count only 1, bad size -1, no view NULL
            unknown device NULL
            errors 1
            more.layout:1:13: error: unknown attribute 'widht'
              1 | pin toolbar.widht == 10
                |             ^~~~~
            hint: did you mean 'width'?
            bad size NULL
            null source -1
            simple text 1: 18.7 21
            set text 0, 1: 46.75 21
            unknown view 1, null text -1
            copy 2: 74.8 21, 74.8 0 18.7 21
            original 1: 46.75 21, copy of NULL NULL

            """)
    }
}
