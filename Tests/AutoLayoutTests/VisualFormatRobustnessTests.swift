import Testing
import TestSupport
@testable import AutoLayout

/// Issue: "any string of bytes must produce either constraints or a VisualFormatError", never
/// a trap. Random strings (seeded, so a failure can be replayed) from two sources: single
/// characters VFL cares about, and whole VFL fragments, which reach deeper into the grammar.
@Suite struct VisualFormatRobustnessTests {

    static let characters: [String] = Array("HVhv:|-[]()=<>!@,.*+/ \t\n0123456789eE_abé😀#\u{301}").map(String.init)
    static let fragments: [String] = [
        "H:", "V:", "|", "-", "-8-", "[a]", "[b", "(", ")", ">=", "<=", "==", "=", "@", "750", "m", "b", ",",
        "[a(", "-(", ")-", "[b]", "]", "1e9", "-1", ".5", " ", "*", "+", ".height", "[superview]",
    ]

    private func check(_ format: String, options: VisualFormatOptions) -> Bool {
        do {
            let constraints = try VisualFormat.constraints(
                format, options: options, metrics: ["m": 5, "p": 2000], views: nil)
            return constraints.allSatisfy { $0.priority.isValid && $0.constant.isFinite }
        } catch {
            let description = error.description
            return (0...format.count).contains(error.offset) && error.format == format
                && description.hasPrefix("Unable to parse constraint format: ")
        }
    }

    @Test func randomCharactersNeverTrap() {
        var random = SplitMix64(seed: 2024)
        let options: [VisualFormatOptions] = [[], .alignAllTop, .alignAllLeading, .directionRightToLeft]
        var failures: [String] = []
        for _ in 0..<20_000 {
            let length = random.next(below: 16)
            let format = (0..<length).map { _ in Self.characters[random.next(below: Self.characters.count)] }.joined()
            if !check(format, options: options[random.next(below: options.count)]) {
                failures.append(format)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func randomFragmentsNeverTrapAndSometimesSucceed() throws {
        var random = SplitMix64(seed: 7)
        var successes = 0
        var failures: [String] = []
        for _ in 0..<20_000 {
            let length = random.next(below: 10)
            let format = (0..<length).map { _ in Self.fragments[random.next(below: Self.fragments.count)] }.joined()
            if !check(format, options: random.next(below: 2) == 0 ? [] : .alignAllCenterY) {
                failures.append(format)
            }
            if (try? VisualFormat.constraints(format, metrics: ["m": 5])) != nil {
                successes += 1
            }
        }
        #expect(failures.isEmpty)
        #expect(successes > 100)
    }

    @Test func longFormatsAreLinear() throws {
        let views = (0..<2_000).map { "[v\($0)]" }.joined(separator: "-")
        let constraints = try VisualFormat.constraints("H:|-" + views + "-|", options: .alignAllTop)
        #expect(constraints.count == 2_001 + 1_999)
    }
}
