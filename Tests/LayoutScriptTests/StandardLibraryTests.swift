import Foundation
import Testing
import LayoutScript

/// The bundled standard library (`StandardLibrary.modules`, generated) is exactly the files
/// under `stdlib/` (the source of truth), so the two can never drift.
@Suite struct StandardLibraryTests {
    static let stdlibFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("stdlib")

    static func filesOnDisk() throws -> [String: String] {
        let root = stdlibFolder.path
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        var modules: [String: String] = [:]
        for path in paths where path.hasSuffix(".layout") {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            modules[String(path.dropLast(".layout".count))] = text.hasSuffix("\n") ? text : text + "\n"
        }
        return modules
    }

    @Test func bundledModulesMatchTheFilesUnderStdlib() throws {
        let disk = try Self.filesOnDisk()
        #expect(!disk.isEmpty, "no modules found under \(Self.stdlibFolder.path)")
        let stale = "StandardLibrary.swift is out of date: run `make stdlib`"
        #expect(Set(StandardLibrary.modules.keys) == Set(disk.keys), "\(stale)")
        for (name, text) in disk {
            #expect(StandardLibrary.modules[name] == text, "\(name): \(stale)")
        }
    }

    @Test(arguments: ["std/devices", "std/center", "std/edges", "std/controls", "std/stack", "std/grid"])
    func moduleIsBundled(_ name: String) {
        #expect(StandardLibrary.modules[name] != nil)
    }

    /// Every module runs on its own without an error, through the bundled text only.
    @Test func everyModuleImportsCleanly() {
        for name in StandardLibrary.modules.keys.sorted() {
            let options = Interpreter.Options(bundledModules: StandardLibrary.modules, allowsFileImports: false)
            let interpreter = Interpreter(options: options)
            let diagnostics = interpreter.run(source: "import \"\(name)\"\n", name: "main.layout")
            #expect(diagnostics.filter(\.isError).isEmpty, "\(name): \(diagnostics)")
        }
    }
}

extension StandardLibraryTests {
    /// A misspelt stack distribution or alignment stops the run with an error naming it.
    @Test(arguments: [("\"fil\"", "\"fill\"", "unknown stack distribution 'fil'"), ("\"fill\"", "\"middle\"", "unknown stack alignment 'middle'")])
    func stackRejectsUnknownNames(distribution: String, alignment: String, message: String) {
        let options = Interpreter.Options(bundledModules: StandardLibrary.modules, allowsFileImports: false)
        let source = "import \"std/stack\"\nview r\nview a in r\nhstack([a], 8, \(distribution), \(alignment))\n"
        let diagnostics = Interpreter(options: options).run(source: source, name: "main.layout")
        let error = diagnostics.first { $0.isError && $0.message.contains(message) }
        #expect(error != nil, "\(diagnostics)")
        // Raised by `error(…)` inside the module, it is located at the call in main.layout, with
        // the module's line as the first note (it once pointed past the end of main.layout).
        #expect(error?.location?.sourceName == "main.layout")
        #expect(error?.location?.line == 4)
        #expect(error?.location?.column == 1)
        #expect(error?.notes.first?.location?.sourceName == "std/stack.layout")
        #expect(error?.notes.first?.message == "raised here, inside 'hstack'")
        #expect(error?.hint?.hasPrefix("use one of [") == true)
    }
}

extension StandardLibraryTests {
    /// Horizontal stacks and edges use leading and trailing, so a right-to-left host mirrors
    /// them: the first view at the right. By hand, 40- and 60-wide views in 320 with spacing
    /// 8, equalSpacing: the first at 320 - 40 = 280, the second at the left edge, 0.
    @Test func stacksFollowTheLayoutDirection() {
        let options = Interpreter.Options(
            bundledModules: StandardLibrary.modules, allowsFileImports: false, layoutDirection: .rightToLeft)
        let source = """
            import "std/stack"
            import "std/edges"
            view row
            fillH(row)
            pin row.top == 0
            view a in row { intrinsic 40 x 30 }
            view b in row { intrinsic 60 x 30 }
            hstack([a, b], 8, "equalSpacing")
            expect a.frame == (280, 0, 40, 30)
            expect b.frame == (0, 0, 60, 30)

            """
        let diagnostics = Interpreter(options: options).run(source: source, name: "rtl.layout")
        #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics)")
    }
}

extension StandardLibraryTests {
    /// A stack that cannot fit reads like the console's UIStackView conflicts: two required
    /// 60-wide views and 8 points of spacing do not fit a 100-wide row, and the conflict names
    /// the stack's constraints as UIKit names them ('UISV-spacing', 'UISV-canvas-connection').
    /// Its equal-spacing gaps are layout guides, never views.
    @Test func stackConstraintsAreNamedAsUIKitNamesThem() throws {
        let options = Interpreter.Options(bundledModules: StandardLibrary.modules, allowsFileImports: false)
        let source = """
            import "std/stack"
            view row
            pin row.left == 0
            pin row.top == 0
            pin row.width == 100
            view a in row { intrinsic 60 x 30 }
            view b in row { intrinsic 60 x 30 }
            pin a.width == 60
            pin b.width == 60
            hstack([a, b])

            """
        let interpreter = Interpreter(options: options)
        let diagnostics = interpreter.run(source: source, name: "tight.layout")
        let conflict = try #require(diagnostics.first { $0.kind == .layout })
        let notes = conflict.notes.map(\.message).joined(separator: "\n")
        #expect(notes.contains("'UISV-spacing'"), "\(notes)")
        #expect(notes.contains("'UISV-canvas-connection'"), "\(notes)")

        let spaced = Interpreter(options: options)
        _ = spaced.run(source: "import \"std/stack\"\nview r\nview a in r { intrinsic 10 x 10 }\nview b in r { intrinsic 10 x 10 }\nhstack([a, b], 8, \"equalSpacing\")\n", name: "gap.layout")
        let layout = spaced.layout()
        #expect(layout.views.map(\.name) == ["root", "r", "a", "b"])
        #expect(layout.guides.map(\.name) == ["_stack1_gap1"])
    }
}

extension StandardLibraryTests {
    /// std/controls' toggle is UISwitch's 51 × 31 frame around a 49 × 31 alignment rectangle
    /// (`alignmentInsets 0 0 0 2`): pinned 16 from the root's trailing edge (320 wide), its
    /// rectangle ends at 304 and its frame at 306, x 255; a label 8 before it ends at
    /// 255 − 8 = 247. Right to left the switch is mirrored, its inset with it: the rectangle
    /// starts at 16 and the frame 2 before it, at 14; the label starts at 16 + 49 + 8 = 73.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func toggleFrameAroundItsAlignmentRectangle(direction: LayoutDirection) {
        let options = Interpreter.Options(
            bundledModules: StandardLibrary.modules, allowsFileImports: false, layoutDirection: direction)
        let source = """
            import "std/controls" as ui
            root 320 x 480
            view toggle: ui.toggle()
            view label { intrinsic 100 x 21 }
            pin toggle.top == 100
            pin toggle.trailing == root.trailing - 16
            pin label.trailing == toggle.leading - 8
            pin label.centerY == toggle.centerY
            if \(direction == .leftToRight ? "true" : "false") {
              expect toggle.frame == (255, 100, 51, 31)
              expect label.frame == (147, 105, 100, 21)
            } else {
              expect toggle.frame == (14, 100, 51, 31)
              expect label.frame == (73, 105, 100, 21)
            }

            """
        let diagnostics = Interpreter(options: options).run(source: source, name: "toggle.layout")
        #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics)")
    }
}

extension StandardLibraryTests {
    /// An equalSpacing or equalCentering stack that nothing sizes along its axis fits its
    /// content, as UIStackView does (UIStackView.Distribution.equalSpacing: the spacing is the
    /// minimum, "When the arranged views don't fill the stack view, it pads the spacing between
    /// the views evenly"; an unsized stack has nothing to pad). By hand, views 20, 30 and 10
    /// tall with spacing 14: at 0, 20 + 14 = 34 and 34 + 30 + 14 = 78, the stack 78 + 10 = 88
    /// tall, every frame determined. equalCentering's centres 10, 49, 83 are 39 and 34 apart
    /// at the smallest gaps; equal centre distances need the larger, 39: centres 10, 49, 88,
    /// so the views at 0, 34 and 83 (gaps 14 and 19), the stack 93 tall. Sized to 200, the
    /// equalSpacing stack pads its gaps evenly: (200 - 60) / 2 = 70, the views at 0, 90, 190.
    @Test(arguments: [
        ("equalSpacing", "", "(0, 34, 100, 30)", "(0, 78, 100, 10)", "88"),
        ("equalCentering", "", "(0, 34, 100, 30)", "(0, 83, 100, 10)", "93"),
        ("equalSpacing", "pin s.height == 200", "(0, 90, 100, 30)", "(0, 190, 100, 10)", "200"),
    ])
    func spacedStackFitsItsContent(distribution: String, sizing: String, second: String, third: String, height: String) {
        let source = """
            import "std/stack"
            view s
            pin s.left == 0
            pin s.top == 0
            \(sizing)
            view a in s { intrinsic 100 x 20 }
            view b in s { intrinsic 100 x 30 }
            view c in s { intrinsic 100 x 10 }
            vstack([a, b, c], 14, "\(distribution)")
            expect a.frame == (0, 0, 100, 20)
            expect b.frame == \(second)
            expect c.frame == \(third)
            expect s.height == \(height)

            """
        Self.expectDeterminedLayout(of: source, named: "spaced.layout")
    }

    /// Runs `source` with the standard library and expects no diagnostic, from the script or
    /// its layout, and every view determined.
    static func expectDeterminedLayout(of source: String, named name: String) {
        let options = Interpreter.Options(bundledModules: StandardLibrary.modules, allowsFileImports: false)
        let interpreter = Interpreter(options: options)
        let diagnostics = interpreter.run(source: source, name: name)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let layout = interpreter.layout()
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        #expect(layout.views.allSatisfy { $0.ambiguous.isEmpty }, "\(layout.views.filter { !$0.ambiguous.isEmpty }.map(\.name))")
    }

    /// A stack whose arranged views are all hidden: no view connects to its canvas, so it is
    /// as short as its insets where nothing else sizes it, determined, as Interface Builder
    /// stores such stacks (RentCar's and entourage's, 0 long); where its own constraints make
    /// it 320 wide, its hidden views collapse at its start (0 wide at x 0, as sentry's are
    /// stored) and it keeps its 320. The view after it starts 10 after its end.
    @Test(arguments: [("", "(0, 0, 0, 30)", "(0, 0, 0, 21)", "0", "10"), ("pin s.width == 320", "(0, 0, 0, 30)", "(0, 0, 0, 21)", "320", "330")])
    func stackOfHiddenViewsCollapses(sizing: String, first: String, second: String, width: String, after: String) {
        let source = """
            import "std/stack"
            view s
            pin s.left == 0
            pin s.top == 0
            \(sizing)
            view a in s { intrinsic 40 x 30; hidden true }
            view b in s { intrinsic 50 x 21; hidden true }
            hstack([a, b], 8, "fill", "top", 0, false, false, [], 999)
            view next
            pin next.left == s.right + 10
            pin next.top == 0
            pin next.width == 100
            pin next.height == 20
            expect a.frame == \(first)
            expect b.frame == \(second)
            expect s.width == \(width)
            expect next.left == \(after)

            """
        Self.expectDeterminedLayout(of: source, named: "hidden.layout")
    }
}
