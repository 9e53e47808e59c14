import LayoutScript
import TetherOutput

/// What the preview runs: the script, its screens and the options of the command line.
package struct PreviewConfiguration: Sendable {
    /// The script, as the command line named it.
    package var file: String
    /// The screens side by side (the script's own when empty).
    package var screens: [Screen]
    /// `--rtl`: the page starts right to left.
    package var rightToLeft: Bool
    /// `--keyboard`: the page starts with the keyboard up.
    package var keyboard = false
    /// Where `import` looks after the script's folder, and the bundled standard library.
    package var searchPaths: [String]
    package var bundledModules: [String: String]
    /// `TETHER_FONT`.
    package var fontPath: String?
    package var limits = Interpreter.Limits()

    /// A configuration for `file` on `screens`.
    package init(file: String, screens: [Screen], rightToLeft: Bool, searchPaths: [String], bundledModules: [String: String], fontPath: String?) {
        self.file = file
        self.screens = screens
        self.rightToLeft = rightToLeft
        self.searchPaths = searchPaths
        self.bundledModules = bundledModules
        self.fontPath = fontPath
    }

    /// The folder of the script, absolute, with symbolic links resolved.
    var folder: String {
        let folder = ScriptFile.folder(of: file)
        return ScriptFile.canonicalPath(of: folder.isEmpty ? "." : folder)
    }
}

/// The script's state for every page: runs it once per revision and settings, on demand,
/// keeps each settings' last good picture, and tells every connected page when a save makes
/// a new revision.
actor PreviewHub {
    let configuration: PreviewConfiguration
    let folder: String
    private let watcher: DirectoryWatcher
    /// Counts the saves seen.
    private(set) var revision = 0
    /// This revision's runs, by settings (at most one each, however many pages ask).
    private var runs: [PreviewSettings: Task<Rendered, Never>] = [:]
    /// The newest snapshot without errors, by settings: shown while the script has errors.
    private var lastGood: [PreviewSettings: PreviewSnapshot] = [:]
    private var subscribers: [Int: AsyncStream<Int>.Continuation] = [:]
    private var nextSubscriber = 0

    /// A snapshot and the module files its run read.
    struct Rendered: Sendable {
        var snapshot: PreviewSnapshot
        var moduleFiles: [String]
    }

    init(configuration: PreviewConfiguration, watcher: DirectoryWatcher) {
        self.configuration = configuration
        self.folder = configuration.folder
        self.watcher = watcher
        watcher.watch(folder)
    }

    /// The settings a new page starts with.
    var initialSettings: PreviewSettings { PreviewSettings(rightToLeft: configuration.rightToLeft, keyboard: configuration.keyboard) }

    /// The snapshot of this revision with `settings`, run now unless it has been.
    func snapshot(for settings: PreviewSettings) async -> PreviewSnapshot {
        let task: Task<Rendered, Never>
        if let running = runs[settings] {
            task = running
        } else {
            let (configuration, revision, previous) = (configuration, revision, lastGood[settings])
            task = Task.detached {
                await onLargeStack { Self.render(configuration, settings: settings, revision: revision, lastGood: previous) }
            }
            runs[settings] = task
        }
        let rendered = await task.value
        for file in rendered.moduleFiles { watcher.watch(ScriptFile.folder(of: file)) }
        if !rendered.snapshot.stale, rendered.snapshot.errors == nil, rendered.snapshot.revision == revision {
            lastGood[settings] = rendered.snapshot
        }
        return rendered.snapshot
    }

    /// A new revision: forgets this one's runs and tells every page.
    func changed() {
        revision += 1
        runs = [:]
        for subscriber in subscribers.values { subscriber.yield(revision) }
    }

    /// Follows the watcher until it stops: each save is a new revision.
    func followSaves() async {
        for await _ in watcher.changes { changed() }
    }

    /// A stream of the revisions to come, for one page; the newest only when the page is
    /// slower than the saves.
    func subscribe() -> (id: Int, revisions: AsyncStream<Int>) {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        nextSubscriber += 1
        subscribers[nextSubscriber] = continuation
        return (nextSubscriber, stream)
    }

    /// Forgets a page that left.
    func unsubscribe(_ id: Int) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    /// The number of pages connected.
    var subscriberCount: Int { subscribers.count }

    /// Reads and runs the script and draws it: on a large-stack thread, as every script run.
    private static func render(_ configuration: PreviewConfiguration, settings: PreviewSettings, revision: Int,
                               lastGood: PreviewSnapshot?) -> Rendered {
        let start = ContinuousClock.now
        func elapsed() -> Double {
            let duration = ContinuousClock.now - start
            return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        }
        let file = configuration.file
        let text: String
        do {
            text = try ScriptFile.load(file, maxBytes: configuration.limits.maxScriptBytes)
        } catch {
            let snapshot = PreviewSnapshot(failure: "\(file): cannot read the script: \(error.reason)", file: file, revision: revision,
                                           settings: settings, lastGood: lastGood, milliseconds: elapsed())
            return Rendered(snapshot: snapshot, moduleFiles: [])
        }
        var options = Interpreter.Options.frontEnd(fontPath: configuration.fontPath, limits: configuration.limits)
        options.searchPaths = configuration.searchPaths
        options.bundledModules = configuration.bundledModules
        options.layoutDirection = settings.rightToLeft ? .rightToLeft : nil
        options.contentSizeCategory = settings.contentSizeCategory
        options.showsKeyboard = settings.keyboard
        let screens = configuration.screens.map { settings.keyboard ? $0.showingKeyboard() : $0.hidingKeyboard() }
        let run: ScriptRun
        do {
            run = try ScriptRun(source: text, name: file, options: options, screens: screens, rotated: settings.rotated)
        } catch {
            let snapshot = PreviewSnapshot(failure: "\(file): cannot lay out: \(error)", file: file, revision: revision,
                                           settings: settings, lastGood: lastGood, milliseconds: elapsed())
            return Rendered(snapshot: snapshot, moduleFiles: [])
        }
        var snapshot = PreviewSnapshot(run, revision: revision, settings: settings, folder: configuration.folder, milliseconds: 0)
        if snapshot.errors != nil, let lastGood { snapshot = snapshot.keepingPicture(of: lastGood) }
        snapshot.milliseconds = elapsed()
        return Rendered(snapshot: snapshot, moduleFiles: run.interpreter.moduleFiles)
    }
}

/// Runs `body` on a large-stack thread (``LayoutScript/LargeStack``) without blocking the
/// caller's; on a task of the cooperative pool if no thread can be started.
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let started = LargeStack.detach { continuation.resume(returning: body()) }
        if !started { continuation.resume(returning: body()) }
    }
}
