import ArgumentParser

/// `tether-bench conformance`: Tether measured on inputs the world wrote
/// (`../shared/conformance/`), each runner printing its figure and failing below the floor
/// recorded in the repository.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Score Tether against the real-world corpora in ../shared/conformance.",
        subcommands: [InterfaceBuilderConformanceCommand.self, AppKitConformanceCommand.self, LogConformanceCommand.self]
    )
}
