import Foundation
import LayoutScript
import TetherOutput

/// `tether run`, `check` and `export`: the script at a path, run with the command line's
/// options (`TETHER_PATH`, `TETHER_STDLIB`, `TETHER_FONT`).
extension ScriptRun {
    /// Reads the file, runs it and lays it out at `sizes` (the script's own root size when
    /// empty; with `keyboard`, those show the docked keyboard) at `textSize` (nil: the
    /// script's own). `output` receives `print` and `show` lines of the run at the first size.
    /// - Throws: ``CommandFailure`` (status 2) for a file that cannot be read.
    init(file: String, screens: [Screen], layoutDirection: LayoutDirection? = nil, textSize: ContentSizeCategory? = nil,
         keyboard: Bool = false, output: @escaping (String) -> Void) throws(CommandFailure) {
        // `-` is standard input, named `<stdin>` in diagnostics; its imports start from the
        // current folder.
        let file = file == "-" ? "<stdin>" : file
        let text = try Self.readScript(file == "<stdin>" ? "/dev/stdin" : file)
        var options = Self.options(output: output)
        options.layoutDirection = layoutDirection
        options.contentSizeCategory = textSize
        options.showsKeyboard = keyboard
        do {
            try self.init(source: text, name: file, options: options, screens: screens)
        } catch {
            throw CommandFailure.file(file, "cannot lay out: \(error)", status: 1)
        }
    }

    /// The environment variable naming a font file to measure text with instead of Inter.
    static let fontVariable = "TETHER_FONT"

    /// The interpreter's options from the environment: the search paths, the standard
    /// library, the font; `output` for `print` and `show`.
    static func options(output: @escaping (String) -> Void) -> Interpreter.Options {
        let environment = ProcessInfo.processInfo.environment
        var options = Interpreter.Options.frontEnd(fontPath: environment[fontVariable], output: output)
        options.searchPaths = Self.searchPaths(environment: environment)
        options.bundledModules = Self.bundledModules(environment: environment)
        return options
    }

    // MARK: - Files

    /// The script's text (see `ScriptFile`). A missing or unreadable path, a directory or a
    /// device is a usage error (status 2); a file too large or not UTF-8 is the script's
    /// error (status 1), located at the offending byte when it is not UTF-8.
    static func readScript(_ path: String) throws(CommandFailure) -> String {
        do {
            return try ScriptFile.load(path, maxBytes: Interpreter.Limits().maxScriptBytes)
        } catch .unreadable(let reason) {
            throw .file(path, "cannot read the file: \(reason)", status: 2)
        } catch .notUTF8(let byte, let line, let column) {
            let hex = String(byte, radix: 16, uppercase: true)
            throw .file(path, line: line, column: column, "byte 0x\(hex) is not UTF-8; save the script as UTF-8 text", status: 1)
        } catch {
            throw .file(path, error.reason, status: 1)
        }
    }

    /// Where `import` looks after the script's own folder and the bundled standard library
    /// (`StandardLibrary.modules`, which `import "std/…"` finds first): a `stdlib` folder on
    /// disk (for modules not bundled), then `TETHER_PATH`'s colon-separated folders.
    static func searchPaths(environment: [String: String], executable: String = CommandLine.arguments.first ?? "") -> [String] {
        let extra = (environment["TETHER_PATH"] ?? "").split(separator: ":").map(String.init)
        return (standardLibrary(environment: environment, executable: executable).map { [$0] } ?? []) + extra
    }

    /// The standard library bundled into the binary (`StandardLibrary.modules`), with the
    /// `.layout` files under `TETHER_STDLIB` (when set) in place of the bundled text: a
    /// development override, so an edited `stdlib/std/stack.layout` runs without
    /// `make stdlib` and a rebuild (`TETHER_STDLIB=stdlib tether run …`).
    static func bundledModules(environment: [String: String]) -> [String: String] {
        var modules = StandardLibrary.modules
        guard let root = environment["TETHER_STDLIB"], !root.isEmpty,
            let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String]
        else { return modules }
        for path in paths where path.hasSuffix(".layout") {
            if let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) {
                modules[String(path.dropLast(".layout".count))] = text
            }
        }
        return modules
    }

    /// `TETHER_STDLIB`, else the first `stdlib` folder found beside the executable or up to
    /// four folders above it (`.build/debug/tether` in a checkout finds the repository's
    /// `stdlib/`; an installed `bin/tether` finds `bin/../stdlib`).
    static func standardLibrary(environment: [String: String], executable: String) -> String? {
        if let path = environment["TETHER_STDLIB"], !path.isEmpty { return path }
        guard !executable.isEmpty else { return nil }
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("stdlib").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
