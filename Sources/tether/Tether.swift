import ArgumentParser

/// The `tether` command: runs `.layout` scripts, explains VFL, hosts the REPL.
@main
struct Tether: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tether",
        abstract: "An embeddable scripting language for Auto Layout.",
        subcommands: [VFLCommand.self]
    )
}
