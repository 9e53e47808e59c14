import ArgumentParser
import Foundation
import Interop
import LayoutScript

/// `tether-bench conformance logs [DIR]`: `tether explain` scored on a corpus of real
/// "Unable to simultaneously satisfy constraints" logs against reference answers computed
/// without Tether (Tests/Conformance/log_reference.py, kiwisolver).
struct LogConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logs",
        abstract: "Score tether explain on the corpus of real console logs.",
        discussion: """
            Explains every *.log of DIR (the library call, as `tether explain` makes it) and \
            compares it with the reference answers (--reference), block by block. Figures: \
            read (the file read without a located error), refused (a located error where the \
            reference finds the paste itself cut: redacted <private>, elided '...', no list, \
            a description that stops short), exact (the minimal conflicting sets are the \
            reference's, over the blocks it can decide: not cut), broken (UIKit's broken \
            constraint named), verified (the advice changes only what the app owns and, \
            checked on the reference's minimal sets, leaves no conflict), fix (the advice is \
            the one the thread shows, for the logs SOURCES.md gives one for). With --floor, \
            exits 1 when a figure falls below its floor.
            """)

    @Argument(help: "The corpus folder.")
    var directory = "../shared/conformance/logs"

    @Option(help: "The reference answers (Tests/Conformance/log_reference.py writes them).")
    var reference = "Tests/Conformance/logs-reference.json"

    @Option(help: "A file of `figure value` lines: exit 1 when a figure falls below its value.")
    var floor: String?

    @Flag(help: "Print only the totals.")
    var quiet = false

    func run() throws {
        let answers = try LogReference.load(reference)
        let names = try Corpus.files(in: directory).filter { $0.hasSuffix(".log") }
        var totals = LogScore()
        var halves = [LogScore(), LogScore()]
        if !quiet { print("| log | read | exact | broken | verified | fix |\n| --- | --- | --- | --- | --- | --- |") }
        for name in names {
            let text = try String(contentsOfFile: (directory as NSString).appendingPathComponent(name), encoding: .utf8)
            let result = ConstraintLogExplanation.explain(text, sourceName: name)
            let score = LogScore(result: result, answer: answers[name])
            totals.add(score)
            halves[CorpusSplit.half(ofRepository: Self.origin(ofLog: text))].add(score)
            if !quiet { print("| \(name) | \(score.row) |") }
        }
        print("")
        print(totals.summary)
        var figures = Dictionary(uniqueKeysWithValues: totals.figures.map { ($0.0, Double($0.1)) })
        print("\n| half | " + totals.figures.map(\.0).joined(separator: " | ") + " |")
        print("| --- |" + String(repeating: " ---: |", count: totals.figures.count))
        for (half, score) in halves.enumerated() {
            print("| half-\(half) (\(score.files) logs) | " + score.figures.map { String($0.1) }.joined(separator: " | ") + " |")
            for (name, value) in score.figures { figures["\(name)-half-\(half)"] = Double(value) }
        }
        guard let floor else { return }
        try Floors.check(figures, against: floor)
    }

    /// Where a log comes from, for the split by repository (``CorpusSplit``): the
    /// `owner/repo` of a GitHub address on its `# source:` line, else the site's host — a
    /// Q&A site or a blog is one origin, as a repository is.
    static func origin(ofLog text: String) -> String {
        let first = text.prefix { $0 != "\n" }
        guard let range = first.range(of: "://") else { return "" }
        let parts = first[range.upperBound...].split(separator: "/", omittingEmptySubsequences: true)
        guard let host = parts.first else { return "" }
        if host == "github.com", parts.count >= 3 { return "\(parts[1])/\(parts[2])" }
        return String(host)
    }
}

/// The reference answers of one log, as Tests/Conformance/logs-reference.json holds them.
struct LogReference: Decodable {
    /// One block: its listed constraints, the broken one, and its minimal conflicting sets.
    struct Block: Decodable {
        var constraints: [String]
        var broken: String?
        var cut: String?
        var minimalSets: [[String]]

        enum CodingKeys: String, CodingKey {
            case constraints, broken, cut
            case minimalSets = "minimal_sets"
        }
    }

    /// The fix a thread shows: `lower`, `change` (one of `anyOf`), `autoresizing` (on `view`)
    /// or `uikit` (nothing the app owns).
    struct KnownFix: Decodable {
        var kind: String
        var anyOf: [String]?
        var view: String?

        enum CodingKeys: String, CodingKey {
            case kind, view
            case anyOf = "any_of"
        }
    }

    var blocks: [Block]
    var knownFix: KnownFix?

    enum CodingKeys: String, CodingKey {
        case blocks
        case knownFix = "known_fix"
    }

    static func load(_ path: String) throws -> [String: LogReference] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode([String: LogReference].self, from: data)
    }
}

/// One log's figures, or the corpus's totals.
struct LogScore {
    var files = 0
    var read = 0
    var refused = 0
    var decidable = 0
    var exact = 0
    var brokenShown = 0
    var brokenNamed = 0
    var conflicted = 0
    var verified = 0
    var knownFixes = 0
    var fixMatched = 0
    private(set) var row = ""

    init() {}

    init(result: ConstraintLogExplanation.Result, answer: LogReference?) {
        files = 1
        let errors = result.diagnostics.filter { $0.kind == .syntax }
        let blocks = answer?.blocks ?? []
        let cut = blocks.contains { $0.cut != nil }
        if errors.isEmpty, result.blockCount > 0, !cut {
            read = 1
        } else if cut, !errors.isEmpty, errors.allSatisfy({ $0.location != nil }) {
            refused = 1
        }
        var cells: [String] = []
        for (index, reference) in blocks.enumerated() where reference.cut == nil {
            decidable += 1
            let block = result.blocks.indices.contains(index) ? result.blocks[index] : nil
            let sets = Set(reference.minimalSets.map { Set($0) })
            if let block, Set(block.conflicts.map { Set($0) }).isSubset(of: sets), block.conflicts.isEmpty == sets.isEmpty {
                exact += 1
            } else {
                cells.append("block \(index + 1): \(block.map { "\($0.conflicts)" } ?? "no block") vs \(reference.minimalSets)")
            }
            if !sets.isEmpty {
                conflicted += 1
                if let block, Self.isVerified(block, sets: sets) { verified += 1 }
            }
        }
        for (index, reference) in blocks.enumerated() where reference.broken != nil {
            brokenShown += 1
            if result.blocks.indices.contains(index), result.blocks[index].broken == reference.broken { brokenNamed += 1 }
        }
        if let known = answer?.knownFix {
            knownFixes = 1
            if let block = result.blocks.first, Self.matches(block, known) { fixMatched = 1 }
        }
        let mark = { (good: Int, all: Int) in all == 0 ? "–" : "\(good)/\(all)" }
        row = [read == 1 ? "yes" : refused == 1 ? "refused (cut)" : "NO: " + (errors.first?.message ?? "no block"),
               mark(exact, decidable), mark(brokenNamed, brokenShown), mark(verified, conflicted), mark(fixMatched, knownFixes)]
            .joined(separator: " | ")
        if !cells.isEmpty { row += " | " + cells.joined(separator: "; ") }
    }

    /// Whether the advice changes only constraints the app owns (an autoresizing mask the
    /// app turns off counts as its own) and leaves none of the reference's minimal sets
    /// whole; or, when no constraint of a minimal set is the app's, whether it offers none.
    static func isVerified(_ block: ConstraintLogExplanation.Block, sets: Set<Set<String>>) -> Bool {
        let owners = Dictionary(block.constraints.map { ($0.address, $0.origin) }, uniquingKeysWith: { first, _ in first })
        let isApps = { (address: String) in owners[address].map { $0 == "app" || $0.hasPrefix("snapkit") } ?? false }
        guard !block.conflicts.isEmpty else { return false }
        guard let fix = block.fixes.first else {
            return !sets.contains { $0.contains(where: isApps) }
        }
        // Turning translation off removes a view's autoresizing (or encapsulated) constraints,
        // and a stack's spacing is its UISV-spacing: properties the app sets.
        let owned = fix.constraints.allSatisfy { address in
            let origin = owners[address] ?? ""
            return isApps(address)
                || fix.kind == "translate-autoresizing-off" && (origin.hasPrefix("autoresizing") || origin.contains("-Encapsulated-Layout-"))
                || fix.kind == "stack-spacing" && origin == "uikit UISV-spacing"
        }
        return owned && sets.allSatisfy { !$0.isDisjoint(with: fix.constraints) }
    }

    /// Whether the advice is the thread's fix.
    static func matches(_ block: ConstraintLogExplanation.Block, _ known: LogReference.KnownFix) -> Bool {
        let fix = block.fixes.first
        switch known.kind {
        case "uikit": return fix == nil && !block.conflicts.isEmpty
        case "autoresizing":
            guard let fix, fix.kind == "translate-autoresizing-off", let view = known.view else { return false }
            return fix.message.contains(String(view.suffix(4)))
        case "lower":
            guard let fix, fix.kind != "translate-autoresizing-off" else { return false }
            return !Set(fix.constraints).isDisjoint(with: known.anyOf ?? [])
        default:
            guard let fix else { return false }
            return !Set(fix.constraints).isDisjoint(with: known.anyOf ?? [])
        }
    }

    mutating func add(_ other: LogScore) {
        files += other.files
        read += other.read
        refused += other.refused
        decidable += other.decidable
        exact += other.exact
        brokenShown += other.brokenShown
        brokenNamed += other.brokenNamed
        conflicted += other.conflicted
        verified += other.verified
        knownFixes += other.knownFixes
        fixMatched += other.fixMatched
    }

    /// The figures a floor file can hold, in the order printed.
    var figures: [(String, Int)] {
        [("read", read), ("read_or_refused", read + refused), ("exact", exact), ("broken_named", brokenNamed),
         ("verified", verified), ("known_fix", fixMatched)]
    }

    var summary: String {
        """
        files \(files)
        read \(read) of \(files) (read completely)
        read_or_refused \(read + refused) of \(files) (\(refused) refused with a located reason where the paste itself is cut)
        exact \(exact) of \(decidable) (blocks the reference decides: minimal conflicting sets identical)
        broken_named \(brokenNamed) of \(brokenShown) (blocks that show the constraint UIKit broke)
        verified \(verified) of \(conflicted) (blocks with a conflict: advice on the app's constraints only, resolving every minimal set)
        known_fix \(fixMatched) of \(knownFixes) (logs whose thread shows the fix)
        """
    }
}
