import ArgumentParser
import Foundation
import LayoutScript
import TetherOutput

/// `tether repl` (and `tether` alone): the interactive session.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore a layout interactively, a statement at a time.",
        discussion: """
            On a terminal: libedit line editing (emacs keys, ~/.editrc), history kept across \
            runs in $TETHER_HISTORY, $XDG_STATE_HOME/tether/history or ~/.tether_history, Tab \
            completion of keywords, view names, attributes after 'view.', definitions and \
            commands; a block continues on '   ...>' lines until it is closed; Ctrl-C cancels \
            the line, Ctrl-D or :quit leaves. After each statement the REPL shows the frames \
            that changed and any new diagnostic. :help lists the commands (:views, \
            :constraints, :why, :ambiguous, :exercise, :undo, :size, :show, :svg, :load, \
            :reset, :quit).

            With standard input or output not a terminal, statements are read from the pipe \
            without prompts, line editing or history, and the exit status is 1 if any \
            statement had an error.

            Examples:
              tether repl
              layout> view box
              layout> pin box.width == 100
              layout> :why box.width
              printf 'view a\\npin a.width == 10\\n:views\\n' | tether repl
            """)

    @Option(
        name: .customLong("size"),
        parsing: .unconditional,
        help: ArgumentHelp("The root size to start at, such as 320x568.", valueName: "WxH"),
        transform: Sizes.sizeArgument)
    var size: LayoutSize?

    func run() throws {
        let interactive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
        let environment = ProcessInfo.processInfo.environment
        let reader = LineEditor.makeReader(completion: nil, environment: environment)
        // The session prints through its own gate.
        var options = ScriptRun.options(output: { _ in })
        options.rootSize = size
        if reader is EditLineReader { options.isInterrupted = { Interruption.flag.load(ordering: .relaxed) } }
        let session = ReplSession(
            reader: reader, options: options,
            out: StandardStream.out, err: StandardStream.err)
        (reader as? EditLineReader)?.completion = session
        if interactive {
            StandardStream.out("Tether — :help for commands, Tab to complete, Ctrl-D to quit.\n")
        }
        session.run()
        if !interactive, session.sawErrors { throw ExitCode(1) }
    }
}
