import CEditLine
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// All of tether's C interop with libedit lives in this file and in CEditLine's shim.h.
// What was verified about libedit from SwiftPM, and why it is used this way, is in
// shared/notes/libedit.md.

// MARK: - Reading lines

/// What one read gave.
enum LineInput: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// Ctrl-C: the line being typed was cancelled; the caller reads again.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case end
}

/// Reads a line at a time: with libedit on a terminal, plainly from a pipe.
protocol LineReader: AnyObject {
    /// Shows the prompt (where the reader has one) and reads one line.
    func readLine(prompt: String) -> LineInput
}

/// What the REPL offers for tab completion.
protocol CompletionSource: AnyObject {
    /// Every word that could complete `word`, the word under the cursor; `text` is the whole
    /// line up to the cursor (so `box.wi` can be seen to want an attribute of `box`).
    /// Candidates that do not start with `word` are ignored.
    func completions(for word: String, in text: String) -> [String]
}

/// Chooses the reader for the session and where its history lives.
enum LineEditor {
    /// libedit on a terminal (standard input and output both); plain reading otherwise, so
    /// that a pipe is read without line editing, prompts or history.
    static func makeReader(completion: CompletionSource?, environment: [String: String]) -> LineReader {
        if isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0,
            let reader = EditLineReader(historyPath: historyPath(environment: environment), completion: completion)
        {
            return reader
        }
        return PlainLineReader()
    }

    /// `$TETHER_HISTORY`, else `$XDG_STATE_HOME/tether/history`, else `~/.tether_history`.
    static func historyPath(environment: [String: String]) -> String? {
        if let path = environment["TETHER_HISTORY"], !path.isEmpty { return path }
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/tether/history" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.tether_history" }
        return nil
    }
}

// MARK: - Completion

/// Tab completion as a pure function of the line and the candidates.
enum Completion {
    /// Characters that end a word: `.` so that `box.wi` completes `wi`, and the operators.
    /// Not `:`, so that `:he` completes a REPL command.
    static let wordBreaks: Set<Character> = [
        " ", "\t", ".", ",", "(", ")", "[", "]", "{", "}", "=", "<", ">", "+", "-", "*", "/", "@", "\"", ";", "#",
    ]

    /// The word the cursor is at the end of.
    static func word(before text: String) -> String {
        String(text.reversed().prefix { !wordBreaks.contains($0) }.reversed())
    }

    enum Action: Equatable {
        /// Type these characters.
        case insert(String)
        /// Several candidates share no longer prefix: show them.
        case list([String])
        /// Nothing completes the word.
        case none
    }

    /// The single candidate's rest, or the candidates' longest common prefix beyond the
    /// word, or the list of candidates.
    static func action(word: String, candidates: [String]) -> Action {
        let matches = Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
        guard let first = matches.first else { return .none }
        if matches.count == 1 {
            return first == word ? .none : .insert(String(first.dropFirst(word.count)))
        }
        var common = first
        for match in matches.dropFirst() {
            common = String(zip(common, match).prefix { $0 == $1 }.map(\.0))
        }
        if common.count > word.count {
            return .insert(String(common.dropFirst(word.count)))
        }
        return .list(matches)
    }
}

// MARK: - Plain

/// Reads standard input with `readLine`: no prompt, no editing, no history. Used when
/// standard input or output is not a terminal.
final class PlainLineReader: LineReader {
    func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .end }
        return .line(line)
    }
}

// MARK: - libedit

/// libedit's native API (`el_gets`): emacs key bindings, `~/.editrc`, history saved after
/// every line to a temporary file renamed over the history file (so a REPL killed while
/// saving never leaves it empty), Tab bound to a completion function that reaches this
/// object through `EL_CLIENTDATA` instead of a global.
final class EditLineReader: LineReader {
    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    /// Asked on Tab; weak because the REPL that implements it owns this reader.
    weak var completion: CompletionSource?
    /// The prompt libedit shows, owned here (libedit asks for it through a callback).
    private var prompt: UnsafeMutablePointer<CChar>

    init?(historyPath: String?, completion: CompletionSource?) {
        // Without a locale libedit silently drops every non-ASCII keystroke.
        setlocale(LC_CTYPE, "")
        guard let editor = cedit_el_init_stdio("tether") else { return nil }
        guard let history = history_init() else {
            el_end(editor)
            return nil
        }
        guard let prompt = strdup("") else {
            history_end(history)
            el_end(editor)
            return nil
        }
        self.editor = editor
        self.history = history
        self.historyPath = historyPath
        self.completion = completion
        self.prompt = prompt

        cedit_install_sigint_handler { _ in Interruption.flag.store(true, ordering: .relaxed) }
        cedit_history_setsize(history, 1000)
        cedit_history_setunique(history, 1)
        if let historyPath { cedit_history_load(history, historyPath) }
        cedit_set_editor(editor, "emacs")
        cedit_set_history(editor, history)
        cedit_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        cedit_set_prompt(editor) { editor in
            guard let editor, let reader = EditLineReader.reader(of: editor) else { return nil }
            return reader.prompt
        }
        cedit_add_function(editor, "tether-complete", "Complete a keyword, view, attribute or definition") { editor, _ in
            guard let editor, let reader = EditLineReader.reader(of: editor) else { return UInt8(CC_ERROR) }
            return reader.complete(editor)
        }
        cedit_bind(editor, "^I", "tether-complete")
        el_source(editor, nil)
    }

    deinit {
        el_end(editor)
        history_end(history)
        free(prompt)
    }

    private static func reader(of editor: OpaquePointer) -> EditLineReader? {
        guard let data = cedit_client_data(editor) else { return nil }
        return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
    }

    func readLine(prompt text: String) -> LineInput {
        if let copy = strdup(text) {
            free(prompt)
            prompt = copy
        }
        // libedit's own signal handling is off (its SIGINT handler signals the whole process
        // group), so it does not see SIGWINCH: measure the terminal before each line instead.
        el_resize(editor)
        var count: Int32 = 0
        cedit_clear_errno()
        guard let buffer = el_gets(editor, &count) else {
            if count == -1, cedit_errno() == EINTR {
                writeOut("\n")
                return .interrupted
            }
            writeOut("\n")
            return .end
        }
        // el_gets's buffer belongs to libedit and ends with the line break.
        var line = String(cString: buffer)
        while line.last == "\n" || line.last == "\r\n" || line.last == "\r" { line.removeLast() }
        remember(line)
        return .line(line)
    }

    /// Adds a non-blank line to the history and saves the history file.
    private func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        cedit_history_enter(history, line)
        guard let historyPath else { return }
        let directory = (historyPath as NSString).deletingLastPathComponent
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        let temporary = "\(historyPath).\(getpid()).tmp"
        if cedit_history_save(history, temporary) >= 0 {
            if rename(temporary, historyPath) != 0 { unlink(temporary) }
        } else {
            unlink(temporary)
        }
    }

    /// Tab: inserts the completion, or lists the candidates under the line.
    private func complete(_ editor: OpaquePointer) -> UInt8 {
        guard let info = el_line(editor)?.pointee, let start = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let bytes = UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self)
        let count = max(0, cursor - start)
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        let word = Completion.word(before: text)
        let candidates = completion?.completions(for: word, in: text) ?? []
        switch Completion.action(word: word, candidates: candidates) {
        case .insert(let rest):
            return el_insertstr(editor, rest) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .list(let matches):
            writeOut("\n" + matches.joined(separator: "  ") + "\n")
            return UInt8(CC_REDISPLAY)
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        }
    }

    /// Straight to the terminal, past Swift's and C's buffers, so it lands in order with
    /// what libedit draws.
    private func writeOut(_ text: String) {
        StandardStream.out(text)
    }
}

/// Ctrl-C in the REPL: the SIGINT handler sets the flag (an atomic store is safe in a signal
/// handler); a blocked read returns, and a running statement stops at its next check.
enum Interruption {
    static let flag = Atomic<Bool>(false)

    /// Whether Ctrl-C was pressed since the last call, clearing it.
    static func take() -> Bool {
        flag.exchange(false, ordering: .relaxed)
    }
}
