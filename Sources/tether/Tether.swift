import ArgumentParser
import LayoutScript

/// The `tether` command: runs `.layout` scripts, checks them, hosts the REPL, explains VFL.
@main
struct Tether: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tether",
        abstract: "An embeddable scripting language for Auto Layout.",
        discussion: """
            Without a subcommand, tether starts the REPL.

            Examples:
              tether run screen.layout --device iphone16pro,iphone16pro:landscape,ipadair11
              tether devices
              tether check screen.layout
              tether repl
              tether vfl 'H:|-[a]-[b]-|'
              tether import SignIn.xib -o sign-in.layout
              tether export --swift sign-in.layout -o SignInView.swift
              pbpaste | tether explain
              tether preview screen.layout --device iphone16pro,ipadair11
            """,
        version: Interpreter.version,
        subcommands: [
            RunCommand.self, CheckCommand.self, ReplCommand.self, VFLCommand.self, DevicesCommand.self, ImportCommand.self,
            ExportCommand.self, ExplainCommand.self, FormatCommand.self, LSPCommand.self, PreviewCommand.self,
        ],
        defaultSubcommand: ReplCommand.self
    )
}
