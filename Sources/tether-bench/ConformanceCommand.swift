import ArgumentParser

/// `tether-bench conformance`: Tether measured on inputs the world wrote, each runner
/// printing its figure and failing below the floor recorded in the repository.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Measure Tether on real documents and logs (../shared/conformance).",
        subcommands: [InterfaceBuilderConformanceCommand.self]
    )
}
