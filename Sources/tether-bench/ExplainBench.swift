import ArgumentParser
import Foundation
import Interop

/// `tether-bench explain`: `tether explain` on a generated console log of one block of N
/// constraints.
struct ExplainBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Time tether explain on a generated conflict block of N constraints.",
        discussion: """
            --shape row: a row of N/2 labels in a cell, each 10 wide and 8 after the one \
            before (as UIKit prints them, quoted, with (active)), the first on the cell's \
            leading edge, and the cell's encapsulated width too narrow for the row: one \
            conflict of every constraint of the row, as the log lists it. --shape \
            bystanders: the same row without the cell, listed but in no conflict, then a \
            4-constraint conflict (a 300-point image between 20-point insets in a 320-point \
            cell).
            """)

    @Option(help: "Constraints in the generated block (repeatable).")
    var constraints: [Int] = [1_000, 10_000]

    @Option(help: "Runs per size.")
    var runs = 3

    @Option(help: "row (one conflict of every constraint) or bystanders (a small conflict among many).")
    var shape: Shape = .row

    enum Shape: String, ExpressibleByArgument {
        case row, bystanders
    }

    func run() throws {
        print("tether-bench explain — Interop; median [min–max] over \(runs) runs\n")
        print("| constraints | bytes | explain | check |")
        print("| --- | --- | --- | --- |")
        for count in constraints {
            let log = Self.log(constraints: count, shape: shape)
            var times: [Double] = []
            var check = "ok"
            for _ in 0..<max(1, runs) {
                let watch = Stopwatch()
                let result = ConstraintLogExplanation.explain(log, sourceName: "bench.log")
                times.append(watch.seconds * 1000)
                if result.blocks.first?.conflicts.isEmpty != false { check = "FAILED: no conflict" }
            }
            guard let summary = Summary(milliseconds: times) else { continue }
            print("| \(grouped(count)) | \(grouped(log.utf8.count)) | \(summary.readable) | \(check) |")
            if check != "ok" { throw ExitCode.failure }
        }
    }

    /// The log: a header, `constraints` entries (a width and a spacing per label, then the
    /// cell's leading and encapsulated width, or the small conflict), the broken one.
    static func log(constraints: Int, shape: Shape) -> String {
        let labels = max(1, (constraints - 2) / 2)
        let cell = "UITableViewCellContentView:0x7f0000000001"
        func label(_ index: Int) -> String { "UILabel:0x7f1\(String(format: "%09x", index))'Item \(index)'" }
        var lines = ["2026-01-01 00:00:00.000000+0000 Bench[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints.", "("]
        var address = 0x600000000000
        func entry(_ text: String) {
            address += 0x10
            lines.append("    \"<NSLayoutConstraint:0x\(String(address, radix: 16)) \(text)   (active)>\",")
        }
        if shape == .row { entry("\(label(0)).leading == \(cell).leading") }
        for index in 0..<labels {
            entry("\(label(index)).width == 10")
            if index > 0 { entry("\(label(index)).leading == \(label(index - 1)).trailing + 8") }
        }
        if shape == .row {
            entry("\(cell).trailing == \(label(labels - 1)).trailing")
        } else {
            let image = "UIImageView:0x7f0000000002"
            entry("\(image).leading == \(cell).leading + 20")
            entry("\(image).width == 300")
            entry("\(cell).trailing == \(image).trailing + 20")
        }
        entry("'UIView-Encapsulated-Layout-Width' \(cell).width == 320")
        lines.append(")")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("<NSLayoutConstraint:0x600000000020 \(label(0)).width == 10   (active)>")
        return lines.joined(separator: "\n") + "\n"
    }
}
