import Foundation
import Testing
import TestSupport
@testable import LayoutScript

/// `tether fmt`: the canonical layout (grammar.md, Formatting), idempotent, and never a change
/// of meaning — the tokens stay the same, and every example lays out to the same frames.
@Suite struct ScriptFormatterTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func formatted(_ text: String) -> String? {
        try? ScriptFormatter.format(text).get()
    }

    @Test func spacing() {
        #expect(formatted("pin  a.left==b.right+8 @250\n") == "pin a.left == b.right + 8 @ 250\n")
        #expect(formatted("let x=( 1 , 2 )\nprint x [ 0 ]\n") == "let x = (1, 2)\nprint x[0]\n")
        #expect(formatted("view title : ui.label ( \"Hi\" , 17 ) in form\n") == "view title: ui.label(\"Hi\", 17) in form\n")
        // A `-` that negates sticks to its operand, also where a statement takes several
        // expressions; one between operands is spaced.
        #expect(formatted("view a {\n  margins - 4 0 0 0\n}\npin a.left==-8\nlet d=2 -1\n")
                == "view a {\n  margins -4 0 0 0\n}\npin a.left == -8\nlet d = 2 - 1\n")
        #expect(formatted("ratio a 3 : 2\n") == "ratio a 3:2\n")
        #expect(formatted("def f( v,dx=0 ) { return v+dx }\n") == "def f(v, dx = 0) { return v + dx }\n")
        #expect(formatted("for i in[1,2] {}\n") == "for i in [1, 2] {}\n")
    }

    /// `guide (x)` is the guide statement with a computed name; `guide(x)` is a call. The space
    /// is what tells them apart, so the formatter keeps each as it is.
    @Test func guideKeepsItsSpace() {
        #expect(formatted("guide (\"g\" + \"1\")\n") == "guide (\"g\" + \"1\")\n")
        #expect(formatted("def guide(x) { return x }\nprint guide(1)\n") == "def guide(x) { return x }\nprint guide(1)\n")
    }

    @Test func oneStatementPerLine() {
        #expect(formatted("let a = 1; let b = 2\n") == "let a = 1\nlet b = 2\n")
        #expect(formatted("view b { intrinsic 30 x 20; hug h 251 }\n") == "view b {\n  intrinsic 30 x 20\n  hug h 251\n}\n")
        #expect(formatted("view b { intrinsic 30 x 20 }\n") == "view b { intrinsic 30 x 20 }\n")
        #expect(formatted("if x > 1 { print 1\nprint 2 } else { print 3 }\n")
                == "if x > 1 {\n  print 1\n  print 2\n} else { print 3 }\n")
    }

    @Test func indentationAndBlankLines() {
        let text = "\n\nview row {\n\n      hug h 1\n\n\n   resist h 2\n\n}\n\n\n\nvstack([a,\nb],\n    8)\n\n"
        #expect(formatted(text) == "view row {\n  hug h 1\n\n  resist h 2\n}\n\nvstack([a,\n  b],\n  8)\n")
    }

    @Test func commentsAreKept() {
        let text = """
            # heading
                # indented heading
            view a   # a view
            pin a.left==0        # keeps its column
            pin a.top    ==    0   #  moves
            vstack([a, # first
              b])
            view b {
            # inside
              hug h 1
            }

            """
        #expect(formatted(text) == """
            # heading
            # indented heading
            view a   # a view
            pin a.left == 0      # keeps its column
            pin a.top == 0         #  moves
            vstack([a, # first
              b])
            view b {
              # inside
              hug h 1
            }

            """)
    }

    @Test func aScriptThatDoesNotParseIsNotFormatted() {
        guard case .failure(let failure) = ScriptFormatter.format("pin a.left ==\nview (\n", name: "bad.layout") else {
            Issue.record("a syntax error was formatted")
            return
        }
        #expect(!failure.diagnostics.isEmpty)
        #expect(failure.diagnostics.allSatisfy { $0.location?.sourceName == "bad.layout" })
    }

    // MARK: - Every script of the repository

    /// The examples, the standard library's modules and the test scripts that parse.
    static let scripts: [String] = {
        var paths: [String] = []
        for folder in ["examples", "stdlib/std", "Tests/Scripts"] {
            let root = repository.appendingPathComponent(folder).path
            let found = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
            paths += found.filter { $0.hasSuffix(".layout") }.map { "\(folder)/\($0)" }
        }
        return paths.sorted()
    }()

    func text(of path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text of a script, nil for the test scripts that are not UTF-8 on purpose.
    func readable(_ path: String) -> String? {
        try? text(of: path)
    }

    /// Each token's kind and text, a `;` and a newline alike.
    func tokens(of text: String) -> [String] {
        let source = Source(name: "t", text: text)
        return Lexer.tokenize(source).tokens.map { token in
            token.kind == .newline ? "⏎" : "\(token.kind):\(source.text(token.sourceRange))"
        }
    }

    /// The tokens with separators normalised: one between statements, none at the ends of
    /// the script or just inside braces.
    func statementTokens(of text: String) -> [String] {
        var result: [String] = []
        for token in tokens(of: text) {
            if token == "⏎", result.last == nil || result.last == "⏎" || result.last?.hasPrefix("leftBrace") == true { continue }
            if token.hasPrefix("rightBrace") || token.hasPrefix("endOfInput"), result.last == "⏎" { result.removeLast() }
            result.append(token)
        }
        return result
    }

    @Test func idempotentAndTheSameTokensOnEveryScript() {
        var count = 0
        for path in Self.scripts {
            guard let original = readable(path), let once = formatted(original) else { continue }
            count += 1
            #expect(formatted(once) == once, "\(path): fmt of fmt is not fmt")
            // Only the space between tokens changes: a `;` may become a line break, a run of
            // separators one, and a block of several statements gains line breaks inside its
            // braces, where the parser skips them.
            #expect(statementTokens(of: once) == statementTokens(of: original), "\(path): the tokens changed")
        }
        #expect(count >= 90, "every example, module and test script that parses")
    }

    /// Random soups of the fuzz test's fragments (comments included) that happen to parse:
    /// each formats to the same tokens, and formatting the result changes nothing.
    @Test func randomScriptsThatParseFormatStably() {
        var random = SplitMix64(seed: 20261125)
        var parsed = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(Int(random.next() % 24) + 1) {
                let fragment = random.pick(FuzzTests.fragments + ["guide", "guide ", "guide(", "ratio", "3", ":", "margins", "- 4"])
                text += fragment == "#" ? "# note\n" : fragment
                if random.next() % 3 == 0 { text += random.pick([" ", "  ", "\n", "\t"]) }
            }
            guard let once = formatted(text) else { continue }
            parsed += 1
            #expect(formatted(once) == once, "fmt of fmt is not fmt for \(text.debugDescription)")
            #expect(statementTokens(of: once) == statementTokens(of: text), "the tokens changed for \(text.debugDescription)")
            #expect(guideSpacing(once) == guideSpacing(text), "a guide's space changed for \(text.debugDescription)")
        }
        #expect(parsed >= 300)
    }

    /// For each `guide` followed by `(`: whether a space is between them (the only place where
    /// space changes what a script means).
    func guideSpacing(_ text: String) -> [Bool] {
        let source = Source(name: "t", text: text)
        let tokens = Lexer.tokenize(source).tokens
        return tokens.indices.dropLast().compactMap { index in
            guard tokens[index].kind == .identifier, source.text(tokens[index].sourceRange) == "guide",
                  tokens[index + 1].kind == .leftParen else { return nil }
            return tokens[index + 1].offset > tokens[index].offset + tokens[index].length
        }
    }

    /// The house style: the examples and the standard library are formatted.
    @Test func examplesAndStandardLibraryAreInTheHouseStyle() throws {
        for path in Self.scripts where !path.hasPrefix("Tests/") {
            #expect(formatted(try text(of: path)) == (try text(of: path)), "\(path) is not formatted: run tether fmt on it")
        }
    }

    /// The scripts in grammar.md's and the README's code blocks (those that parse on their
    /// own) are in the house style too.
    @Test func documentationBlocksAreInTheHouseStyle() throws {
        var count = 0
        for document in ["grammar.md", "README.md"] {
            var block: [Substring]?
            for line in try text(of: document).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    if let lines = block {
                        let script = lines.joined(separator: "\n") + "\n"
                        if let result = formatted(script) {
                            count += 1
                            #expect(result == script, "\(document): a block is not formatted:\n\(script)")
                        }
                        block = nil
                    } else {
                        block = []
                    }
                } else {
                    block?.append(line)
                }
            }
        }
        #expect(count >= 10)
    }

    /// Spaces added at random between the tokens of every example and standard library module
    /// (and to the front of its lines) are formatted away, and the examples lay out to the same
    /// frames with the same diagnostics, on their own and with the messed-up library.
    @Test func formattingNeverChangesTheFrames() throws {
        var rng = SplitMix64(seed: 25)
        let library = Dictionary(uniqueKeysWithValues: try Self.scripts.filter { $0.hasPrefix("stdlib/std/") }.map { path in
            ("std/" + ScriptFile.fileName(of: path).replacingOccurrences(of: ".layout", with: ""), try text(of: path))
        })
        #expect(library.keys.sorted() == StandardLibrary.modules.keys.filter { $0.hasPrefix("std/") }.sorted())
        var messyLibrary: [String: String] = [:]
        for (name, module) in library {
            let messy = messedUp(module, &rng)
            #expect(formatted(messy) == module, "\(name): the messed-up module does not format back")
            messyLibrary[name] = messy
        }
        let screens = try ["iphone5", "iphone16pro", "ipadair11:landscape"].map { try Device.screen(named: $0) }
        for path in Self.scripts where path.hasPrefix("examples/") {
            let original = try text(of: path)
            let messy = messedUp(original, &rng)
            #expect(formatted(messy) == original, "\(path): the messed-up script does not format back")
            let expected = layouts(of: original, path: path, library: library, on: screens)
            #expect(!expected.isEmpty)
            #expect(layouts(of: messy, path: path, library: library, on: screens) == expected, "\(path)")
            #expect(layouts(of: try #require(formatted(messy)), path: path, library: messyLibrary, on: screens) == expected, "\(path) with the messed-up library")
        }
    }

    /// Every frame of a script's layouts, and each diagnostic's kind and views (a message may
    /// quote the source text of a constraint, spaces and all).
    func layouts(of text: String, path: String, library: [String: String], on screens: [Screen]) -> [String] {
        var options = Interpreter.Options(bundledModules: library)
        options.output = { _ in }
        let interpreter = Interpreter(options: options)
        let diagnostics = interpreter.run(source: text, name: Self.repository.appendingPathComponent(path).path)
        var lines = diagnostics.map { "\($0.severity) \($0.kind) \($0.location?.line ?? 0)" }
        for screen in screens {
            guard let layout = try? interpreter.layout(on: screen) else { continue }
            lines += layout.views.map { "\($0.name) \($0.absolute)" } + layout.diagnostics.map { "\($0.kind) \($0.views)" }
        }
        return lines
    }

    /// The text with 1–3 spaces added between some tokens on a line and at the start of some
    /// lines; never between `guide` and `(` (the space decides what that is).
    func messedUp(_ text: String, _ rng: inout SplitMix64) -> String {
        let source = Source(name: "t", text: text)
        let tokens = Lexer.tokenize(source).tokens
        var bytes = Array(text.utf8)
        for index in tokens.indices.reversed() where index > 0 {
            let token = tokens[index], before = tokens[index - 1]
            guard token.kind != .newline, token.kind != .endOfInput, before.kind != .newline,
                  source.text(before.sourceRange) != "guide", Int.random(in: 0...2, using: &rng) == 0 else { continue }
            bytes.insert(contentsOf: Array(repeating: UInt8(ascii: " "), count: Int.random(in: 1...3, using: &rng)), at: token.offset)
        }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices where !lines[index].isEmpty && Int.random(in: 0...3, using: &rng) == 0 {
            lines[index] = " " + lines[index]
        }
        return lines.joined(separator: "\n")
    }
}
