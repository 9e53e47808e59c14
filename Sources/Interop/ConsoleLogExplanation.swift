import AutoLayout
import Foundation
import LayoutScript

/// Explains UIKit's "Unable to simultaneously satisfy constraints" console logs: each block
/// is rebuilt as a layout, solved, and reported as one ``Diagnostic`` — which of the listed
/// constraints actually conflict (the minimal set) and which are only listed, which one
/// UIKit broke and which one Tether would, and a fix that was checked by applying it to the
/// rebuilt layout and solving again.
public enum ConstraintLogExplanation {
    /// One block's explanation as data (`tether explain --format json`).
    public struct Block: Sendable, Hashable {
        /// One listed constraint.
        public struct Entry: Sendable, Hashable {
            /// Its address as the log prints it (`0x600002c18a50`).
            public var address: String
            /// Its line in the log.
            public var line: Int
            /// Its text with readable names.
            public var text: String
            /// Who made it: `app`, `snapkit FILE:LINE`, `uikit IDENTIFIER`, `autoresizing MASK`,
            /// `content size`, `layout support`.
            public var origin: String
            /// Whether it is in the minimal conflicting set.
            public var inConflict: Bool
        }

        /// A fix: the advice and the constraint it changes (its address).
        public struct Fix: Sendable, Hashable {
            /// The advice in words.
            public var message: String
            /// The address of the constraint the fix changes.
            public var constraint: String?
            /// Every constraint the fix changes (an autoresizing mask is several), by address.
            public var constraints: [String]
            /// `translate-autoresizing-off`, `lower-priority`, `remove-or-lower` or `stack-spacing`.
            public var kind: String
        }

        /// The line of "Unable to simultaneously satisfy constraints".
        public var line: Int
        /// Every listed constraint, in the log's order.
        public var constraints: [Entry]
        /// The constraint UIKit broke, if it is one of the listed.
        public var uikitBroke: String?
        /// The address of the constraint UIKit broke as the log names it, listed or not.
        public var broken: String?
        /// Each minimal conflict of the rebuilt block: the addresses of its constraints.
        public var conflicts: [[String]]
        /// What the conflict rests on that the log does not list: margins taken as 8
        /// points, a size kept ≥ 0.
        public var assumptions: [String] = []
        /// Why the paste itself cannot be read whole (redacted, elided, without its list),
        /// if it cannot; the located error says where.
        public var cut: String?
        /// The constraint Tether would break.
        public var tetherBreaks: String?
        /// The fixes, checked by solving again.
        public var fixes: [Fix]
    }

    /// What a log explains to.
    public struct Result: Sendable {
        /// Each block as data.
        public var blocks: [Block]
        /// One diagnostic per block, and a located error per line that could not be read.
        public var diagnostics: [Diagnostic]
        /// The blocks' layouts as one `.layout` script to explore in the REPL.
        public var script: String
        /// How many "Unable to simultaneously satisfy constraints" blocks the log has.
        public var blockCount: Int
    }

    /// Explains every block of `text`; `sourceName` names the log in locations. Each
    /// conflict tries at most `limits.maxFixesTried` fixes.
    public static func explain(_ text: String, sourceName: String, limits: Interpreter.Limits = Interpreter.Limits()) -> Result {
        let log = ConsoleLog(text: text, sourceName: sourceName)
        var diagnostics = log.errors
        var scripts: [String] = []
        var blocks: [Block] = []
        for (index, block) in log.blocks.enumerated() {
            let explainer = BlockExplainer(block: block, number: index + 1, of: log.blocks.count, log: log,
                                           maxFixesTried: limits.maxFixesTried, maxMembersMinimized: limits.maxConflictMembersMinimized)
            let (diagnostic, data, fix) = explainer.explain()
            diagnostics.append(diagnostic)
            blocks.append(data)
            scripts.append(explainer.script(fix: fix))
        }
        diagnostics.sort { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        var script = "# The layouts of \((sourceName as NSString).lastPathComponent)'s conflicts, rebuilt by `tether explain`.\n"
        script += "# Views stand side by side under root: a log names no superviews but '|'.\n"
        script += scripts.joined(separator: "\n")
        return Result(blocks: blocks, diagnostics: diagnostics, script: script, blockCount: log.blocks.count)
    }
}
