import ArgumentParser

/// `tether-bench conformance`: Tether measured against corpora of what the world wrote
/// (`../shared/conformance/`).
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Score Tether against the real-world corpora in ../shared/conformance.",
        subcommands: [LogConformanceCommand.self]
    )
}
