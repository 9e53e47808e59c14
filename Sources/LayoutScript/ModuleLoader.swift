// MARK: - Modules

/// Finds and remembers modules for `import`.
///
/// Search order for `import "PATH"` (`.layout` is added when missing): the importing
/// file's folder, then the host's bundled modules (`Options.bundledModules`, keyed by
/// `PATH` without the extension), then each of `Options.searchPaths`. Files are read only
/// when `Options.allowsFileImports` is true. Each module is evaluated once; the loader
/// keeps the scope of each, and the stack of modules being loaded to report cycles.
final class ModuleLoader {
    /// A module's text, where it was found.
    struct Resolved {
        /// Identifies the module: its file's absolute path with symbolic links resolved, or
        /// `bundled:PATH`.
        var key: String
        /// The name diagnostics use.
        var displayName: String
        var text: String
    }

    let options: Interpreter.Options
    /// Scopes of the modules evaluated so far, by key.
    var loaded: [String: Scope] = [:]
    /// Keys and display names of the modules being evaluated now, outermost first.
    var loading: [(key: String, name: String)] = []
    var count = 0
    /// The module files read, by absolute path with symbolic links resolved (bundled
    /// modules are not files): what a watcher of the script must watch.
    var files: Set<String> = []

    init(options: Interpreter.Options) {
        self.options = options
    }

    /// The places searched for a module, for the "cannot find" note.
    func candidates(for path: String, importer: String) -> [(key: String, display: String, bundled: String?)] {
        let file = path.hasSuffix(".layout") ? path : path + ".layout"
        let bare = path.hasSuffix(".layout") ? String(path.dropLast(".layout".count)) : path
        var result: [(key: String, display: String, bundled: String?)] = []
        if options.allowsFileImports {
            if file.hasPrefix("/") {
                result.append((file, file, nil))
            } else if !importer.hasPrefix("<") {
                let folder = ScriptFile.folder(of: importer)
                let joined = folder.isEmpty ? file : ScriptFile.path(file, in: folder)
                result.append((joined, joined, nil))
            }
        }
        if options.bundledModules[bare] != nil {
            result.append(("bundled:\(bare)", "\(bare).layout", bare))
        }
        if options.allowsFileImports, !file.hasPrefix("/") {
            for directory in options.searchPaths where !directory.isEmpty {
                let joined = ScriptFile.path(file, in: directory)
                result.append((joined, joined, nil))
            }
        }
        return result
    }

    /// A candidate that exists but cannot be a module: a folder, a file that cannot be read
    /// or is not UTF-8 text.
    struct Unreadable: Error {
        var path: String
        var reason: String
    }

    /// The first candidate that exists, read; nil when none exists.
    func resolve(_ path: String, importer: String) throws(Unreadable) -> Resolved? {
        for (key, display, bundled) in candidates(for: path, importer: importer) {
            if let bundled, let text = options.bundledModules[bundled] {
                return Resolved(key: key, displayName: display, text: text)
            }
            guard bundled == nil, ScriptFile.exists(key) else { continue }
            let text: String
            do {
                text = try ScriptFile.load(key, maxBytes: options.limits.maxScriptBytes)
            } catch {
                throw Unreadable(path: display, reason: error.reason)
            }
            let canonical = ScriptFile.canonicalPath(of: key)
            files.insert(canonical)
            return Resolved(key: canonical, displayName: display, text: text)
        }
        return nil
    }
}

extension ModuleLoader {
    /// The bundled module that defines `name` at its top level (`std/controls` for `label`),
    /// the first by path, and whether the name is a `def` or `kind` (called) rather than a
    /// `let`; nil when none does. A name starting with `_` is a module's own and never counts.
    /// Only asked after an unknown name, so each bundled module is parsed then.
    func bundledModule(defining name: String) -> (path: String, isCallable: Bool)? {
        guard !name.hasPrefix("_") else { return nil }
        for path in options.bundledModules.keys.sorted() {
            guard let text = options.bundledModules[path] else { continue }
            for statement in Parser.parse(Source(name: path, text: text)).statements {
                switch statement.kind {
                case .definition(let definition) where definition.name == name: return (path, true)
                case .letBinding(name, _): return (path, false)
                default: continue
                }
            }
        }
        return nil
    }
}

extension Interpreter {
    /// Where `import "PATH"` in the file `importer` finds its module with `options`, looked
    /// up as the import looks (the importing file's folder, the bundled modules, the search
    /// paths): the file (nil for a bundled module) and its text; nil when there is none or it
    /// cannot be read. An editor's "go to definition" follows it.
    package static func module(_ path: String, importedBy importer: String, options: Options) -> (file: String?, text: String)? {
        guard let found = try? ModuleLoader(options: options).resolve(path, importer: importer) else { return nil }
        return (found.key.hasPrefix("bundled:") ? nil : found.key, found.text)
    }
}

extension Evaluator {
    /// `import "PATH" [as NAME]`: evaluates the module once (its views go into this engine)
    /// and brings its top-level names into scope, or binds them under NAME.
    func importModule(_ path: String, alias: String?, into scope: Scope, statement: Statement) throws {
        let found: ModuleLoader.Resolved?
        do {
            found = try modules.resolve(path, importer: source.name)
        } catch {
            throw failure(.runtime, "cannot read module '\(path)' at \(error.path): \(error.reason)", at: statement.range,
                          hint: "an import names a .layout file of UTF-8 text")
        }
        guard let resolved = found else {
            let searched = modules.candidates(for: path, importer: source.name).map(\.display)
            var hint = options.allowsFileImports ? "check the path and the search paths" : "file imports are turned off by the host"
            if let close = suggestion(for: path, among: options.bundledModules.keys) { hint = close }
            throw failure(.name, "cannot find module '\(path)'", at: statement.range, hint: hint,
                          notes: searched.map { Diagnostic.Note("searched \($0)") })
        }
        if let start = modules.loading.firstIndex(where: { $0.key == resolved.key }) {
            let cycle = (modules.loading[start...].map(\.name) + [modules.loading[start].name])
                .map(ScriptFile.fileName(of:))
            throw failure(.runtime, "import cycle: \(cycle.joined(separator: " → "))", at: statement.range,
                          hint: "move what both modules need into a third module")
        }
        let moduleScope: Scope
        if let loaded = modules.loaded[resolved.key] {
            moduleScope = loaded
        } else {
            modules.count += 1
            if modules.count > limits.maxImports {
                throw limitFailure("the script imported more than \(limits.maxImports) modules", name: "maxImports", at: statement.range)
            }
            try enterCall(at: statement.range)
            defer { callDepth -= 1 }
            do {
                moduleScope = try evaluateModule(resolved)
            } catch Interrupt.failure(let diagnostic) {
                // Located at this import, where the script's author can act, with a note
                // where in the module it arose (one per module, for nested imports).
                throw Interrupt.failure(relocated(diagnostic, to: statement.range, in: source,
                                                  inside: ScriptFile.fileName(of: resolved.displayName)))
            }
        }
        if let alias {
            scope.define(alias, .module(Module(path: path, scope: moduleScope)))
        } else {
            for (name, value) in moduleScope.values where name != "self" {
                scope.define(name, value)
            }
        }
    }

    private func evaluateModule(_ resolved: ModuleLoader.Resolved) throws -> Scope {
        let moduleSource = Source(name: resolved.displayName, text: resolved.text)
        let (statements, syntax) = Parser.parse(moduleSource)
        if let first = syntax.first {
            diagnostics += syntax.dropLast()
            throw Interrupt.failure(syntax.last ?? first)
        }
        let saved = source
        source = moduleSource
        modules.loading.append((resolved.key, resolved.displayName))
        defer {
            source = saved
            modules.loading.removeLast()
        }
        let scope = Scope(parent: builtins)
        try execute(statements, in: scope)
        modules.loaded[resolved.key] = scope
        return scope
    }
}
