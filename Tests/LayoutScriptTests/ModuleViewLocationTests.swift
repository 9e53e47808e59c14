import AutoLayout
import Testing

@testable import LayoutScript

/// A view a library's def declares is placed at the script's call of the def, where the
/// script's author can act, with a note at its declaration in the library: as a constraint
/// a library makes is, and as an error raised inside a library is.
@Suite struct ModuleViewLocationTests {
    /// `card(name)` declares a 100-wide view and nothing else: its position and height are
    /// free, so the layout warns that the view is ambiguous (UIKit's
    /// `hasAmbiguousLayout`). `row(a, b)` calls `card` from a second library.
    static let modules = [
        "cards": "def card(name) {\n  view (name)\n  pin viewNamed(name).width == 100\n}\n",
        "rows": "import \"cards\"\ndef row(a, b) {\n  card(a)\n  card(b)\n}\n",
    ]

    static func located(_ source: String) -> [Diagnostic] {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: modules, allowsFileImports: false))
        let diagnostics = interpreter.run(source: source, name: "main.layout")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return interpreter.locatedDiagnostics(of: interpreter.layout())
    }

    @Test func viewMadeInALibraryIsPlacedAtTheCall() throws {
        let diagnostics = Self.located("root 400 x 400\nimport \"cards\"\n\ncard(\"c1\")\n")
        let warning = try #require(diagnostics.first { $0.message.hasPrefix("c1:") })
        #expect(warning.location?.sourceName == "main.layout")
        #expect(warning.location?.line == 4)
        #expect(warning.location?.column == 1)
        let note = try #require(warning.notes.last)
        #expect(note.message == "c1 declared here, inside 'card'")
        #expect(note.location?.sourceName == "cards.layout")
        #expect(note.location?.line == 2)
        #expect(note.location?.column == 3)
    }

    @Test func throughTwoLibrariesTheScriptsCallAndTheInnermostDef() throws {
        // The call the script made (row, line 3) is where the author can act; the note names
        // the def that declared the view (card) and its line in cards.layout.
        let diagnostics = Self.located("root 400 x 400\nimport \"rows\"\nrow(\"a\", \"b\")\n")
        for name in ["a", "b"] {
            let warning = try #require(diagnostics.first { $0.message.hasPrefix("\(name):") })
            #expect(warning.location?.sourceName == "main.layout")
            #expect(warning.location?.line == 3)
            #expect(warning.notes.last?.message == "\(name) declared here, inside 'card'")
            #expect(warning.notes.last?.location?.sourceName == "cards.layout")
        }
    }

    @Test func aScriptsOwnViewHasNoLibraryNote() throws {
        let diagnostics = Self.located("root 400 x 400\nview c1\npin c1.width == 100\n")
        let warning = try #require(diagnostics.first { $0.message.hasPrefix("c1:") })
        #expect(warning.location?.line == 2)
        #expect(!warning.notes.contains { $0.message.contains("declared here") })
    }

    @Test func aLibraryViewsSystemGuideIsPlacedWithIt() {
        // `c1.margins` is made on first use, by the script; it belongs with c1's declaration.
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: Self.modules, allowsFileImports: false))
        let source = "root 400 x 400\nimport \"cards\"\ncard(\"c1\")\nview inner in c1\npin inner.leading == c1.margins.leading\n"
        #expect(interpreter.run(source: source, name: "main.layout").isEmpty)
        #expect(interpreter.locator.views["c1.margins"]?.line == 3)
        #expect(interpreter.locator.moduleViews["c1.margins"]?.function == "card")
        #expect(interpreter.locator.moduleViews["inner"] == nil)
    }
}
