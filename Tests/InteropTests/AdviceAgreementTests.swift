import AutoLayout
import Foundation
import Interop
import LayoutScript
import Testing

/// The advice on a script's layout (`LayoutDiagnostic.advice`, which check, the JSON, the
/// LSP, the preview and the C API format) and `tether explain`'s fix for a UIKit console
/// log word the same change the same way: only the constraint or the view named, and the
/// explainer's line in the log and its reason after a colon, differ.
@Suite struct AdviceAgreementTests {
    static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Logs")

    /// The advice on the first problem of `kind` a script's layout has.
    static func advice(of script: String, kind: LayoutDiagnostic.Kind) throws -> [String] {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules))
        _ = interpreter.run(source: script, name: "advice.layout")
        let problem = try #require(interpreter.layout().diagnostics.first { $0.kind == kind })
        return problem.advice
    }

    /// The fix `tether explain` gives for the first block of a test log.
    static func fix(_ name: String) throws -> ConstraintLogExplanation.Block.Fix {
        let text = try String(contentsOf: logs.appendingPathComponent(name), encoding: .utf8)
        let result = ConstraintLogExplanation.explain(text, sourceName: name)
        return try #require(result.blocks.first?.fixes.first)
    }

    /// The change a piece of advice names, without its reason: the text before `: `.
    static func change(_ advice: String) -> String {
        advice.components(separatedBy: ": ").first ?? advice
    }

    @Test func turningAutoresizingTranslationOff() throws {
        // A view translating its autoresizing mask (its frame as four constraints) and a VFL
        // row that fights it: UIKit's fix is translatesAutoresizingMaskIntoConstraints = false.
        let script = """
            root 320 x 568
            view image { frame 20 149 280 200; autoresize rightMargin bottomMargin }
            vfl "H:|-0-[image]-0-|"

            """
        let words = "turn off autoresizing translation on VIEW (translatesAutoresizingMaskIntoConstraints = false)"
        #expect(try Self.advice(of: script, kind: .unsatisfiable) == [words.replacingOccurrences(of: "VIEW", with: "image")])
        let fix = try Self.fix("autoresizing.log")
        #expect(fix.kind == "translate-autoresizing-off")
        #expect(Self.change(fix.message) == words.replacingOccurrences(of: "VIEW", with: "PromoBanner_a6b0"))
    }

    @Test func removingOrLoweringARequiredConstraint() throws {
        // Two required widths: the later one is broken, and is the one to remove or lower.
        let script = "view a\npin a.left == 0\npin a.top == 0\npin a.height == 10\npin a.width == 100\npin a.width == 200\n"
        #expect(try Self.advice(of: script, kind: .unsatisfiable) == ["remove a.width == 200 or lower its priority below 1000"])
        let fix = try Self.fix("xcode9-brackets.log")
        #expect(fix.kind == "remove-or-lower")
        #expect(Self.change(fix.message) == "remove UIImageView_0100.width == 80 (line 4, AvatarView.swift#21) or lower its priority below 1000")
    }

    @Test func changingAPriority() throws {
        // Two optional widths of equal priority: raising the later one by 1 decides it.
        let script = "view a\npin a.left == 0\npin a.top == 0\npin a.height == 10\npin a.width == 100 @ 500\npin a.width == 200 @ 500\n"
        #expect(try Self.advice(of: script, kind: .ambiguous) == ["raise the priority of 'a.width == 200 @500' from 500 to 501"])
        // A cell's content view, 44 high before self-sizing: its bottom constraint gives way at 999.
        let fix = try Self.fix("cell-height.log")
        #expect(fix.kind == "lower-priority")
        #expect(Self.change(fix.message)
            == "lower the priority of 'UITableViewCellContentView_b9c0.margins.bottom == UIImageView_c4a0.bottom' (line 10) from 1000 to 999")
    }
}
