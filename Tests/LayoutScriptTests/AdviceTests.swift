import AutoLayout
import Testing

@testable import LayoutScript

/// Every cause class of a broken layout gets its own advice, and the advice, applied to the
/// script as a person would (the suggested `pin` added, the priority changed, the `set`
/// made, the broken constraint lowered, the autoresizing turned off), leaves a layout
/// without that problem. Frames after each fix are worked out by hand in the comments.
@Suite struct AdviceTests {
    struct Outcome {
        var located: [Diagnostic]
        var result: LayoutResult
        var interpreter: Interpreter
    }

    static func run(_ text: String) -> Outcome {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules))
        _ = interpreter.run(source: text, name: "advice.layout")
        let result = interpreter.layout()
        return Outcome(located: interpreter.locatedDiagnostics(of: result), result: result, interpreter: interpreter)
    }

    /// Applies one piece of advice to the script text.
    static func apply(_ advice: String, to text: String) -> String {
        if advice.hasPrefix("add 'pin "), let end = advice.lastIndex(of: "'") {
            let start = advice.index(advice.startIndex, offsetBy: "add '".count)
            return text + String(advice[start..<end]) + "\n"
        }
        // "raise the priority of 'a.width == 200 @500' from 500 to 501"
        if advice.hasPrefix("raise the priority of '") || advice.hasPrefix("lower the priority of '"),
           let quoted = advice.split(separator: "'").dropFirst().first, let to = advice.split(separator: " ").last {
            let parts = quoted.split(separator: "@")
            let equation = parts[0].trimmingCharacters(in: .whitespaces)
            let old = parts.count > 1 ? String(parts[1]) : "1000"
            return text.replacingOccurrences(of: "pin \(equation) @ \(old)", with: "pin \(equation) @ \(to)")
        }
        // "decrease the horizontal content hugging priority of 'detail' from 251 to 250"
        if advice.hasPrefix("decrease the "), let view = advice.split(separator: "'").dropFirst().first,
           let to = advice.split(separator: " ").last {
            let axis = advice.contains("horizontal") ? "h" : "v"
            let property = advice.contains("hugging") ? "hug" : "resist"
            return text + "set \(view) { \(property) \(axis) \(to) }\n"
        }
        Issue.record("advice not applied: \(advice)")
        return text
    }

    /// Applies every piece of the diagnostics' hints.
    static func applyAll(_ located: [Diagnostic], to text: String) -> String {
        var fixed = text
        for diagnostic in located {
            for advice in (diagnostic.hint ?? "").components(separatedBy: "; ") where !advice.isEmpty {
                fixed = apply(advice, to: fixed)
            }
        }
        return fixed
    }

    static func frame(_ outcome: Outcome, _ name: String) -> [Double]? {
        outcome.result.views.first { $0.name == name }.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
    }

    /// Missing position: the badge has a size and a top but no horizontal position. The
    /// advice keeps it where the pass put it (x 0 in the header) and, applied, determines it.
    @Test func missingPosition() {
        let script = """
            view header
            vfl "H:|[header]|"
            vfl "V:|-20-[header(44)]"
            view badge in header { intrinsic 20 x 20 }
            pin badge.centerY == header.centerY

            """
        let before = Self.run(script)
        #expect(before.located.map(\.message) == ["badge: horizontal position is not determined"])
        #expect(before.located.map(\.hint) == ["add 'pin badge.leading == header.leading'"])
        let after = Self.run(Self.applyAll(before.located, to: script))
        #expect(after.located.isEmpty)
        #expect(Self.frame(after, "badge") == [0, 12, 20, 20])  // centred in 44: (44 − 20) / 2
    }

    /// Missing sizes: a view with only a position gets the general advice for its sizes (a
    /// size of 0 is not worth keeping), the pin for what it has.
    @Test func missingSizes() {
        let before = Self.run("view box\npin box.leading == root.leading + 10\n")
        #expect(before.located.map(\.message) == ["box: width, vertical position and height are not determined"])
        #expect(before.located.map(\.hint) == [
            "add a width constraint or an intrinsic width; add 'pin box.top == root.top'; add a height constraint or an intrinsic height",
        ])
    }

    /// Content priority tie: IB's advice, applied as `set`, makes the row unique: title 60
    /// wide at 20, detail from 20 + 60 + 8 = 88 to 320 − 20 = 300 (212 wide).
    @Test func contentPriorityTie() {
        let script = """
            view title { intrinsic 60 x 21; hug h 251 }
            view detail { intrinsic 80 x 21; hug h 251 }
            vfl "H:|-[title]-[detail]-|"
            vfl "V:|-[title]"
            vfl "V:|-[detail]"

            """
        let before = Self.run(script)
        #expect(before.located.map(\.message) == [
            "Content Priority Ambiguity: 'title' and 'detail' have the same horizontal content hugging priority (251)",
        ])
        #expect(before.located.first?.hint == "decrease the horizontal content hugging priority of 'detail' from 251 to 250")
        let after = Self.run(Self.applyAll(before.located, to: script))
        #expect(after.located.isEmpty)
        #expect(Self.frame(after, "title") == [20, 20, 60, 21])
        #expect(Self.frame(after, "detail") == [88, 20, 212, 21])
    }

    /// Compression resistance tie in a row too short for both: the last declared gives way.
    /// Applied: 20 + 200 + 8 + w + 20 = 320 leaves `b` 72 wide, `a` keeps 200.
    @Test func compressionTie() {
        let script = """
            view a { intrinsic 200 x 21 }
            view b { intrinsic 200 x 21 }
            vfl "H:|-[a]-[b]-|"
            vfl "V:|-[a]"
            vfl "V:|-[b]"

            """
        let before = Self.run(script)
        #expect(before.located.first?.hint == "decrease the horizontal compression resistance priority of 'b' from 750 to 749")
        let after = Self.run(Self.applyAll(before.located, to: script))
        #expect(after.located.isEmpty)
        #expect(Self.frame(after, "a") == [20, 20, 200, 21])
        #expect(Self.frame(after, "b") == [228, 20, 72, 21])
    }

    /// Optional constraints of equal priority pulling one size two ways: both are named
    /// (with their lines), and raising one makes it win: width 200.
    @Test func equalOptionalPriorities() {
        let script = """
            view a
            pin a.left == 0
            pin a.top == 0
            pin a.height == 10
            pin a.width == 100 @ 500
            pin a.width == 200 @ 500

            """
        let before = Self.run(script)
        #expect(before.located.map(\.message) == ["a: width is not determined: optional constraints of equal priority pull it different ways"])
        #expect(before.located.first?.notes.map(\.message) == ["a.width == 100 @500", "a.width == 200 @500"])
        #expect(before.located.first?.notes.map { $0.location?.line } == [5, 6])
        #expect(before.located.first?.hint == "raise the priority of 'a.width == 200 @500' from 500 to 501")
        let after = Self.run(Self.applyAll(before.located, to: script))
        #expect(after.located.isEmpty)
        #expect(Self.frame(after, "a") == [0, 0, 200, 10])
    }

    /// A free layout guide: its sizes get the general advice (a guide has no intrinsic size),
    /// and the view that hangs on it the pin that places it.
    @Test func freeGuide() {
        let script = """
            view a { intrinsic 50 x 20 }
            view b { intrinsic 50 x 20 }
            guide gap
            pin a.left == 0
            pin a.top == 0
            pin b.top == 0
            pin gap.left == a.right
            pin b.left == gap.right

            """
        let before = Self.run(script)
        #expect(before.located.map(\.message) == [
            "b: horizontal position is not determined", "gap: width, vertical position and height are not determined",
        ])
        #expect(before.located.map(\.hint) == [
            "add 'pin b.leading == root.leading + 50'",
            "add a width constraint (a layout guide has no intrinsic size); add 'pin gap.top == root.top'; add a height constraint (a layout guide has no intrinsic size)",
        ])
        // The pins applied (the general advice is a person's choice): b stays at 50.
        var fixed = script
        for advice in before.located.compactMap(\.hint).flatMap({ $0.components(separatedBy: "; ") }) where advice.hasPrefix("add 'pin") {
            fixed = Self.apply(advice, to: fixed)
        }
        let after = Self.run(fixed + "pin gap.height == 0\n")
        #expect(after.located.isEmpty, "\(after.located.map(\.message))")
        #expect(Self.frame(after, "b") == [50, 0, 50, 20])
    }

    /// A conflict: the constraint broken is the last added, and lowering it below 1000 (its
    /// advice) leaves the layout satisfiable, with the first width: 100.
    @Test func conflictAdviceApplied() {
        let script = "view a\npin a.left == 0\npin a.top == 0\npin a.height == 10\npin a.width == 100\npin a.width == 200\n"
        let before = Self.run(script)
        let conflict = before.result.diagnostics.first { $0.kind == .unsatisfiable }
        #expect(conflict?.brokenConstraint?.text == "a.width == 200")
        #expect(conflict?.message.hasSuffix("Remove it or lower its priority below 1000.") == true)
        let after = Self.run(script.replacingOccurrences(of: "pin a.width == 200", with: "pin a.width == 200 @ 999"))
        #expect(!after.result.diagnostics.contains { $0.kind == .unsatisfiable })
        #expect(Self.frame(after, "a") == [0, 0, 100, 10])
    }

    /// An autoresizing conflict: the advice is to turn translation off, and with the
    /// `autoresize` line gone the view follows its constraints (0, 149, 320 × 200).
    @Test func autoresizingAdviceApplied() {
        let script = """
            root 320 x 568
            view image { frame 20 149 280 200; autoresize rightMargin bottomMargin }
            vfl "H:|-0-[image]-0-|"
            pin image.top == root.top + 149
            pin image.height == 200

            """
        let before = Self.run(script)
        let conflict = before.result.diagnostics.first { $0.kind == .unsatisfiable }
        #expect(conflict?.message.contains("translatesAutoresizingMaskIntoConstraints") == true)
        let after = Self.run(script.replacingOccurrences(of: "; autoresize rightMargin bottomMargin", with: ""))
        // Satisfiable; the designed frame is now only where IB drew it: misplaced, as IB says.
        #expect(after.result.diagnostics.map(\.kind) == [.misplaced])
        #expect(Self.frame(after, "image") == [0, 149, 320, 200])
    }
}
