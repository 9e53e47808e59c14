import Foundation
import LayoutScript
import Testing

/// The feed cell Benchmarks/compare_yoga.py lays out with Tether and with Yoga
/// (Benchmarks/FeedCell/feed-cell.layout), checked on Tether's side by hand. Text is measured as
/// the benchmark measures it on both sides: `SimpleTextMeasurer` (an interpreter's default),
/// 0.55 em a character at 17 points = 9.35 points, lines of San Francisco's 17 × 2,444 / 2,048 =
/// 20.287109375, every text size rounded up to the pixel of the script's `scale 3` (UILabel's
/// `intrinsicContentSize` on a 3x screen): one line is 61 / 3 tall.
///
/// The cell's height at a width W, from the script: padding 8 above and below, five one-line
/// rows (top bar, comment, title, domain, action row), the gaps 4 and 2, the 50-point actor row,
/// the content image (W − 16) × 200 / 350, and the poster row, as tall as the taller of its
/// 50-point image and its text column (name and time one line each, the headline's k lines of
/// at most 3 in W − 16 − 58, rounded up to the pixel as one size):
///
///     H(W) = 8 + 5 × 61/3 + max(50, 2 × 61/3 + ⌈3 k × 20.287109375⌉ / 3) + 4 + 2 + 50 + 8 + 4 (W − 16) / 7
///
/// Item 0's headline "poster title 0 with some longer stuff" (37 characters) breaks at its
/// spaces: a line of the column's width holds ⌊(W − 74) / 9.35⌋ characters, and the words end at
/// 6, 12, 14, 19, 24, 31 and 37 characters, so k is 3 at 240 (17: "poster title 0", "with some
/// longer", "stuff"), 2 at 320 (26: up to "some"), 375 (32: up to "longer") and 414 (36), 1 at
/// 768 (74).
@Suite struct FeedCellTests {
    static let script: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/FeedCell/feed-cell.layout")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    static let line = 61.0 / 3

    /// H(W) above, for k lines of headline.
    static func height(width: Double, headlineLines k: Int) -> Double {
        let headline = (3 * Double(k) * 20.287109375).rounded(.up) / 3
        return 8 + 5 * line + max(50, 2 * line + headline) + 4 + 2 + 50 + 8 + 4 * (width - 16) / 7
    }

    func cell(item: Int = 0) -> Interpreter {
        let interpreter = Interpreter()
        interpreter.run(source: Self.script.replacingOccurrences(of: "let item = 0\n", with: "let item = \(item)\n"),
                        name: "feed-cell.layout")
        return interpreter
    }

    /// At 375: 460.1429 tall, the headline 2 lines (122 / 3), Comment at x = 150 — Like, Comment
    /// and Share are 113, 197 and 141 thirds of a point (37.4, 65.45 and 46.75 rounded up), so the
    /// two equal gaps share 359 − 451 / 3 and are 313 / 3 each: 8 + 113 / 3 + 313 / 3 = 150. The
    /// poster's image is centred on its 244 / 3 row: (244 / 3 − 50) / 2 below the row's top.
    @Test func itemZeroAt375() throws {
        let interpreter = cell()
        #expect(!Self.script.isEmpty)
        #expect(interpreter.diagnostics.isEmpty, "\(interpreter.diagnostics)")
        let layout = try interpreter.layout(width: 375, height: 10_000)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        let height = try #require(layout.frame(of: "content")?.height)
        #expect(abs(height - 460.142857) < 1e-6)
        #expect(abs(height - Self.height(width: 375, headlineLines: 2)) < 1e-9)
        #expect(abs((layout.frame(of: "posterHeadline")?.height ?? 0) - 122.0 / 3) < 1e-9)
        #expect(abs((layout.absoluteFrame(of: "commentLabel")?.x ?? 0) - 150) < 1e-9)
        #expect(abs((layout.frame(of: "posterImage")?.y ?? 0) - (244.0 / 3 - 50) / 2) < 1e-9)
        // The actor's comment takes the rest of its row and the image's 50 points of height.
        #expect(layout.frame(of: "actorComment").map { abs($0.width - 301) < 1e-9 && abs($0.height - 50) < 1e-9 } == true)
    }

    /// H(W) at each width, all laid out by one interpreter in turn (incrementally).
    @Test func heightAtEachWidth() throws {
        let interpreter = cell()
        let widths: [(Double, Int)] = [(240, 3), (320, 2), (375, 2), (414, 2), (768, 1)]
        let layouts = try interpreter.layouts(for: widths.map { LayoutSize(width: $0.0, height: 10_000) })
        for ((width, lines), layout) in zip(widths, layouts) {
            let height = try #require(layout.frame(of: "content")?.height)
            #expect(abs(height - Self.height(width: width, headlineLines: lines)) < 1e-9, "at \(width)")
            let headline = (3 * Double(lines) * 20.287109375).rounded(.up) / 3
            #expect(abs((layout.frame(of: "posterHeadline")?.height ?? 0) - headline) < 1e-9, "at \(width)")
            #expect(layout.diagnostics.isEmpty, "at \(width): \(layout.diagnostics)")
        }
        // By hand: 403.333, 428.714, 460.143, 482.429 and 664.381.
        let expected = [1210.0 / 3, 428.714286, 460.142857, 482.428571, 664.380952]
        for (layout, height) in zip(layouts, expected) {
            #expect(abs((layout.frame(of: "content")?.height ?? 0) - height) < 1e-6)
        }
    }

    /// A cell rebound to item 12's texts with `set` (the benchmark's rebind) and laid out again
    /// has the frames of a cell made for item 12.
    @Test func reboundCellMatchesAFreshOne() throws {
        let rebound = cell()
        _ = try rebound.layout(width: 240, height: 10_000)
        let texts = [("actionLabel", "action text 12"), ("posterName", "poster name 12"),
                     ("posterHeadline", "poster title 12 with some longer stuff"),
                     ("posterTime", "poster timestamp 12"), ("posterComment", "poster comment 12"),
                     ("contentTitle", "content title 12"), ("contentDomain", "content domain 12"),
                     ("actorComment", "actor comment 12")]
        // The headline keeps its 3 lines at most.
        let statements = texts.map { "set \($0.0) { text \"\($0.1)\"\($0.0 == "posterHeadline" ? ", 17, 3" : "") }" }
        rebound.run(source: statements.joined(separator: "\n"), name: "bind.layout")
        #expect(rebound.diagnostics.isEmpty, "\(rebound.diagnostics)")
        let fresh = try cell(item: 12).layout(width: 240, height: 10_000)
        let again = try rebound.layout(width: 240, height: 10_000)
        #expect(again.views.map(\.absolute) == fresh.views.map(\.absolute))
        // "poster title 12 with" is 20 characters, over the 17 a line holds at 240: still 3 lines.
        #expect(abs((again.frame(of: "content")?.height ?? 0) - Self.height(width: 240, headlineLines: 3)) < 1e-9)
    }

    /// The same rebind through the host's `setText(_:of:)` (C's `tether_set_text`): each text in
    /// the font and line count its view has — the headline keeps its 3 lines without saying so —
    /// gives the frames of a cell made for item 12; a name that is no view is an error.
    @Test func setTextRebindsWithoutAScript() throws {
        let rebound = cell()
        _ = try rebound.layout(width: 240, height: 10_000)
        for (view, text) in [("actionLabel", "action text 12"), ("posterName", "poster name 12"),
                             ("posterHeadline", "poster title 12 with some longer stuff"),
                             ("posterTime", "poster timestamp 12"), ("posterComment", "poster comment 12"),
                             ("contentTitle", "content title 12"), ("contentDomain", "content domain 12"),
                             ("actorComment", "actor comment 12")] {
            try rebound.setText(text, of: view)
        }
        let fresh = try cell(item: 12).layout(width: 240, height: 10_000)
        let again = try rebound.layout(width: 240, height: 10_000)
        #expect(again.views.map(\.absolute) == fresh.views.map(\.absolute))
        #expect(abs((again.frame(of: "content")?.height ?? 0) - Self.height(width: 240, headlineLines: 3)) < 1e-9)
        // Replayed for another screen (as a script that reads its size is), the cell has its
        // last texts: an earlier text of the same label, item 11's, is replaced in the replay.
        try rebound.setText("poster name 11", of: "posterName")
        try rebound.setText("poster name 12", of: "posterName")
        let replayed = try rebound.replayed(on: Screen(size: LayoutSize(width: 240, height: 10_000))).layout(width: 240, height: 10_000)
        // Solved afresh rather than incrementally: equal to the last bits' rounding.
        let pairs = zip(replayed.views.map(\.absolute), fresh.views.map(\.absolute))
        let near = pairs.allSatisfy { (a: LayoutRect, b: LayoutRect) -> Bool in
            let gaps: [Double] = [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height]
            return gaps.allSatisfy { abs($0) < 1e-9 }
        }
        #expect(replayed.views.count == fresh.views.count && near)
        #expect(throws: LayoutError.self) { try rebound.setText("Hi", of: "posterNam") }
        #expect(throws: LayoutError.self) { try rebound.setText("Hi", of: "likeGap") }
    }

    static let item12 = [("actionLabel", "action text 12"), ("posterName", "poster name 12"),
                         ("posterHeadline", "poster title 12 with some longer stuff"),
                         ("posterTime", "poster timestamp 12"), ("posterComment", "poster comment 12"),
                         ("contentTitle", "content title 12"), ("contentDomain", "content domain 12"),
                         ("actorComment", "actor comment 12")]

    /// A copy of a built cell (the benchmark's build: one run, a copy per cell) given item 12's
    /// texts has a cell made for item 12's frames at every width of the closed form, and
    /// leaves the cell it was copied from as it was: item 0, whose headline is 2 lines at 375.
    @Test func copiedCellMatchesAFreshOne() throws {
        let template = cell()
        _ = try template.layout(width: 375, height: 10_000)
        for width in [240.0, 320, 375, 414, 768] {
            let copy = template.copy()
            for (view, text) in Self.item12 { try copy.setText(text, of: view) }
            let copied = try copy.layout(width: width, height: 10_000)
            let fresh = try cell(item: 12).layout(width: width, height: 10_000)
            #expect(copied.views.map(\.absolute) == fresh.views.map(\.absolute), "at \(width)")
            #expect(copied.diagnostics.isEmpty && copy.diagnostics.isEmpty)
        }
        let original = try template.layout(width: 375, height: 10_000)
        #expect(abs((original.frame(of: "content")?.height ?? 0) - Self.height(width: 375, headlineLines: 2)) < 1e-9)
        #expect(template.engine.view(named: "posterName")?.text?.text == "poster name 0")
    }

    /// A copy runs scripts as the original would: the script's names and definitions are
    /// there (made by replaying the original's runs, which print nothing again), what either
    /// runs after does not reach the other, and each keeps its own diagnostics.
    @Test func copyRunsWithTheOriginalsNames() throws {
        var printed: [String] = []
        var options = Interpreter.Options()
        options.output = { printed.append($0) }
        let original = Interpreter(options: options)
        original.run(source: """
            let gap = 12
            def square(name, side) {
              view (name)
              pin viewNamed(name).width == side
              pin viewNamed(name).height == side
            }
            print "built"
            square("a", 40)
            pin a.left == gap
            pin a.top == gap
            """, name: "shapes.layout")
        #expect(printed == ["built"])
        let copy = original.copy()
        // Layout state alone needs no names: nothing is replayed yet.
        #expect(try copy.layout(width: 320, height: 568).frame(of: "a") == LayoutRect(x: 12, y: 12, width: 40, height: 40))
        #expect(printed == ["built"])
        copy.run(source: "square(\"b\", gap * 2)\npin b.left == a.right + gap\npin b.top == a.top\nprint \"copied\"\n", name: "more.layout")
        #expect(printed == ["built", "copied"])
        #expect(copy.diagnostics.isEmpty, "\(copy.diagnostics)")
        // b: 24 square, 12 right of a's right edge at 52.
        #expect(try copy.layout(width: 320, height: 568).frame(of: "b") == LayoutRect(x: 64, y: 12, width: 24, height: 24))
        #expect(copy.globalNames.contains("square") && copy.globalNames.contains("gap"))
        #expect(original.engine.viewNames.contains("b") == false)
        original.run(source: "pin a.widht == 1", name: "typo.layout")
        #expect(original.hasErrors && !copy.hasErrors)
        #expect(copy.copy().engine.viewNames.contains("b"))
    }
}
