import Foundation
import LayoutScript
import Testing

@testable import tether

/// Lines given in advance, as a terminal would give them.
final class ScriptedReader: LineReader {
    var inputs: [LineInput]
    var prompts: [String] = []
    init(_ inputs: [LineInput]) { self.inputs = inputs }
    func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return inputs.isEmpty ? .end : inputs.removeFirst()
    }
}

@Suite struct ReplSessionTests {
    func session(_ inputs: [LineInput]) -> (ReplSession, ScriptedReader, () -> String, () -> String) {
        let reader = ScriptedReader(inputs)
        final class Box { var out = "", err = "" }
        let box = Box()
        let session = ReplSession(reader: reader, out: { box.out += $0 }, err: { box.err += $0 })
        return (session, reader, { box.out }, { box.err })
    }

    /// `:why` reads an attribute as the language does: right to left, leading is the right
    /// edge (a 50-wide view 10 from the root's right edge: leading 310, trailing 260).
    @Test(":why reads leading and trailing by the layout direction") func whyRightToLeft() {
        let (session, _, out, _) = session([
            .line("direction rightToLeft"), .line("view a { intrinsic 50 x 20 }"), .line("pin a.leading == root.leading + 10"),
            .line("pin a.top == 0"), .line(":why a.leading"), .line(":why a.trailing"), .line(":why a.left"),
        ])
        session.run()
        #expect(out().contains("a.leading = 310 (in root coordinates)\n"))
        #expect(out().contains("a.trailing = 260 (in root coordinates)\n"))
        #expect(out().contains("a.left = 260 (in root coordinates)\n"))
    }

    @Test("prompts: layout> then   ...> while a block is open; Ctrl-C drops the unfinished block") func prompts() {
        let (session, reader, out, _) = session([
            .line("view a"), .line("for v in [a] {"), .interrupted, .line("for v in [a] {"), .line("pin v.width == 5"),
            .line("}"),
        ])
        session.run()
        #expect(reader.prompts == ["layout> ", "layout> ", "   ...> ", "layout> ", "   ...> ", "   ...> ", "layout> "])
        #expect(out() == "+ a (0, 0, 0, 0)\n  a (0, 0, 0, 0) → (0, 0, 5, 0)\n")
        #expect(session.chunks.count == 2)
    }

    @Test("completion: commands, attributes after 'name.', keywords, views and definitions") func completion() {
        let (session, _, _, _) = session([.line("view box"), .line("let gap = 8"), .line("def center(v) { pin v.centerX == root.centerX }")])
        session.run()
        #expect(Completion.action(word: "wi", candidates: session.completions(for: "wi", in: "pin box.wi")) == .insert("dth"))
        #expect(session.completions(for: ":he", in: ":he").contains(":help"))
        #expect(session.completions(for: "bo", in: ":why bo") .contains("box"))
        let names = session.completions(for: "", in: "pin ")
        #expect(names.contains("box"))
        #expect(names.contains("gap"))
        #expect(names.contains("center"))
        #expect(names.contains("priority"))
        #expect(names.contains("kind"), "every reserved word, from the lexer's own list")
        #expect(names.contains("autoresize"), "and the view properties")
        #expect(!names.contains("width"))
    }

    @Test(":reset, :undo with nothing, :ambiguous, :exercise, :constraints, unknown") func commands() {
        let (session, _, out, err) = session([
            .line(":undo"), .line("view a"), .line("pin a.width == 10"), .line("pin a.height == 10"), .line(":ambiguous"),
            .line(":exercise"), .line(":constraints a"), .line(":constraints nope"), .line(":why a.widht"), .line(":reset"),
            .line(":views"), .line(":sise 1x1"),
        ])
        session.run()
        #expect(err().contains("nothing to undo\n"))
        #expect(out().contains("a: horizontal position is not determined"))
        #expect(out().contains("another valid layout:\n  a (0, 0, 10, 10) → "))
        #expect(out().contains("a.width == 10   on a  explicit constraint at <repl 2>:1:1"))
        #expect(err().contains("no view named 'nope'\n"))
        #expect(err().contains("usage: :why VIEW.ATTR"))
        #expect(out().hasSuffix("reset: no views\nroot 320 × 568\n"))
        #expect(err().contains("unknown command ':sise'; did you mean ':size'?"))
    }

    @Test(":load runs a file in the session; :size moves frames") func load() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try Tether.write(Tether.detail, named: "d.layout", in: directory)
        let (session, _, out, err) = session([.line(":load \(file)"), .line(":size 320x480"), .line(":load /no/file")])
        session.run()
        #expect(out().contains("+ toolbar (0, 524, 320, 44)\n"))
        #expect(out().contains("size 320 × 480\n  imageView (0, 149, 320, 367) → (0, 149, 320, 279)\n  toolbar (0, 524, 320, 44) → (0, 436, 320, 44)\n"))
        #expect(err().contains("/no/file: error: cannot read the file: no such file\n"))
    }

    @Test(":size replays the session, so size classes choose again") func sizeClasses() {
        let (session, _, out, _) = session([
            .line("view a"), .line("if root.width > 500 { pin a.width == 100 } else { pin a.width == 10 }"),
            .line(":size 768x1024"), .line(":size 320x480"), .line("a.width * 2"),
        ])
        session.run()
        #expect(out().contains("  a (0, 0, 0, 0) → (0, 0, 10, 0)\n"))
        #expect(out().contains("size 768 × 1024\n  a (0, 0, 10, 0) → (0, 0, 100, 0)\n"))
        #expect(out().contains("size 320 × 480\n  a (0, 0, 100, 0) → (0, 0, 10, 0)\n"))
        #expect(out().hasSuffix("= 20\n"))
    }

    /// The REPL shows one run of the session as `tether run` shows a script: a conflict as the
    /// layout's problem at the constraint broken (not also as the script's own diagnostic);
    /// `:show` and `:svg` are the run's frames table and picture.
    @Test("diagnostics, :show and :svg are the session's run, as tether run prints it") func oneRun() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (session, _, out, err) = session([
            .line("view a { text \"Hello\" }"), .line("pin a.left == 0"), .line("pin a.top == 0"), .line("pin a.width == 60"),
            .line("pin a.width == 80"), .line("print a.frame.width"), .line(":size iphone16pro"), .line(":show"),
            .line(":svg \(directory)/a.svg"),
        ])
        session.run()
        #expect(err().contains("\n<repl 5>:1:1: error: Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold:\n"))
        #expect(!err().contains("was broken to recover"))
        #expect(out().contains("size iphone16pro (402 × 874)\niphone16pro (402 × 874)\nview  superview  x  y  width  height\n"))
        let svg = try String(contentsOfFile: directory + "/a.svg", encoding: .utf8)
        #expect(svg.contains(">Hello</"), "the label's text, as `tether run --format svg` draws it")
    }

    /// A conflict is shown once: not again when `:undo` takes back a later statement (the
    /// session is replayed, its constraints made anew) nor after `:size`, while it still holds.
    @Test("a conflict already shown is not shown again after :undo or :size") func conflictShownOnce() {
        let (session, _, _, err) = session([
            .line("view a"), .line("pin a.left == 0"), .line("pin a.top == 0"), .line("pin a.width == 60"),
            .line("pin a.width == 80"), .line("pin a.height == 10"), .line(":undo"), .line(":size 400x600"),
        ])
        session.run()
        let shown = err().components(separatedBy: "Unable to simultaneously satisfy constraints").count - 1
        #expect(shown == 1, "\(err())")
    }

    @Test("change lines and :views round as the frames table does; commands without arguments refuse one")
    func rounding() {
        let (session, _, out, err) = session([
            .line("view a"), .line("pin a.width == root.width * 0.1 - 13.3"), .line("pin a.left == root.left + 0.1 + 0.2"),
            .line("pin a.top == root.top + 1 / 3"), .line(":views extra"), .line(":why\ta.width"), .line(":views"),
        ])
        session.run()
        #expect(out().contains("  a (0, 0, 0, 0) → (0, 0, 18.7, 0)\n  a (0, 0, 18.7, 0) → (0.3, 0, 18.7, 0)\n"))
        #expect(out().contains("  a (0.3, 0, 18.7, 0) → (0.3, 0.333, 18.7, 0)\n"))
        #expect(out().hasSuffix("root 320 × 568\n  a (0.3, 0.333, 18.7, 0) ? height\n"))
        #expect(err().contains(":views takes no argument\n"))
        #expect(out().contains("a.width = 18.7 (in root coordinates)\n"), "a tab separates a command from its argument")
    }
}
