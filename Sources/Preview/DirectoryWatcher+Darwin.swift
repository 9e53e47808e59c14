// The macOS watcher, on kqueue, with the interface of the Linux one
// (DirectoryWatcher+Linux.swift, on inotify).
#if canImport(Darwin)
import Darwin
import LayoutScript
import Synchronization

/// Watches folders with kqueue and reports each `.layout` file written, moved or deleted in
/// them, as soon as the kernel says so: no polling. kqueue tells that a folder's entries
/// changed, or that a file was written, but not which entry, so each event scans that folder
/// again and reports the scripts that appeared, went, or whose inode, size or modification
/// time changed. Folders are watched for editors that save by renaming a new file over the
/// old one; each script in them too, for editors that write in place, which leaves the
/// folder as it was.
final class DirectoryWatcher: Sendable {
    /// Why watching could not start.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let queue: Int32
    /// A pipe whose read end kqueue watches beside the files: a byte written to it stops the
    /// reading thread.
    private let stopPipe: (read: Int32, write: Int32)
    private let names: Set<String>
    /// The folders and scripts watched, and whether the thread has ended: shared with the
    /// reading thread.
    private let shared = Shared()

    private final class Shared: Sendable {
        let state = Mutex(State())
    }

    /// What a script looked like when its folder was last scanned.
    private struct Stamp: Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    /// A script seen in a watched folder: the descriptor kqueue watches it through (-1 when
    /// it could not be opened: its folder's events still cover renames and deletions).
    private struct Script {
        var descriptor: Int32
        var stamp: Stamp
    }

    private struct Folder {
        var path: String
        var scripts: [String: Script] = [:]
    }

    private struct State {
        /// The folders watched, by the descriptor kqueue reports their events with.
        var folders: [Int32: Folder] = [:]
        /// Each watched script's folder, by the script's descriptor.
        var folderOfScript: [Int32: Int32] = [:]
        var stopped = false
        var finished = false
    }

    /// The saves seen, each a file's path (folder and name), in the order they happened.
    let changes: AsyncStream<String>

    /// Starts watching nothing; ``watch(_:)`` adds folders. Files named `.layout` are
    /// reported, and those named in `alsoNamed` (a script called something else).
    init(alsoNamed names: Set<String> = []) throws(Failure) {
        queue = kqueue()
        guard queue >= 0 else { throw Failure(description: "cannot watch files: kqueue: \(String(cString: strerror(errno)))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(queue)
            throw Failure(description: "cannot watch files: pipe: \(String(cString: strerror(errno)))")
        }
        stopPipe = (ends[0], ends[1])
        self.names = names
        // The newest saves are kept if nobody reads for a while: a reader wants to know that
        // something changed, not every event.
        let (changes, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        self.changes = changes
        let (queue, stop, shared) = (queue, stopPipe.read, shared)
        guard DirectoryWatcher.register(stop, in: queue, filter: Int16(EVFILT_READ), events: 0) else {
            closeAll()
            throw Failure(description: "cannot watch files: kevent: \(String(cString: strerror(errno)))")
        }
        let started = LargeStack.detach {
            DirectoryWatcher.read(queue, until: stop, names: names, shared: shared, continuation: continuation)
        }
        guard started else {
            closeAll()
            throw Failure(description: "cannot watch files: no thread could be started")
        }
    }

    /// Closes the queue and the pipe when watching cannot start, marked stopped so that
    /// `deinit` (which runs when an initializer throws) closes nothing twice.
    private func closeAll() {
        shared.state.withLock { state in
            state.stopped = true
            state.finished = true
        }
        close(queue)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    /// Watches `folder` (once, however often it is asked); false when it cannot be opened
    /// (a missing folder, or the system's limit on open files).
    @discardableResult
    func watch(_ folder: String) -> Bool {
        shared.state.withLock { state in
            if state.folders.values.contains(where: { $0.path == folder }) { return true }
            guard !state.stopped, !state.finished else { return false }
            let descriptor = open(folder, O_EVTONLY)
            guard descriptor >= 0 else { return false }
            let events = UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME)
            guard Self.register(descriptor, in: queue, filter: Int16(EVFILT_VNODE), events: events) else {
                close(descriptor)
                return false
            }
            state.folders[descriptor] = Folder(path: folder)
            // The scripts there now: watched, not reported.
            _ = Self.scan(descriptor, in: queue, names: names, state: &state)
            return true
        }
    }

    /// The folders watched.
    var watchedFolders: Set<String> { shared.state.withLock { Set($0.folders.values.map(\.path)) } }

    /// Stops the reading thread, which ends ``changes``.
    func stop() {
        shared.state.withLock { state in
            StopPipe.stop(&state.stopped, finished: state.finished, writeEnd: stopPipe.write)
        }
    }

    deinit {
        stop()
    }

    /// The reading thread: blocks in `kevent` until a watched folder or script changes or the
    /// stop pipe is written, then reports what scanning the folder again finds changed.
    private static func read(
        _ queue: Int32, until stop: Int32, names: Set<String>, shared: Shared, continuation: AsyncStream<String>.Continuation
    ) {
        defer {
            shared.state.withLock { state in
                state.finished = true
                for (descriptor, folder) in state.folders {
                    for script in folder.scripts.values where script.descriptor >= 0 { close(script.descriptor) }
                    close(descriptor)
                }
                state.folders = [:]
                state.folderOfScript = [:]
                close(queue)
                close(stop)
            }
            continuation.finish()
        }
        var events = Array(repeating: kevent(), count: 32)
        while true {
            let count = kevent(queue, nil, 0, &events, Int32(events.count), nil)
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            for event in events[..<Int(count)] {
                let descriptor = Int32(truncatingIfNeeded: event.ident)
                if descriptor == stop { return }
                let changed = shared.state.withLock { state in
                    guard let folder = state.folders[descriptor] == nil ? state.folderOfScript[descriptor] : descriptor else { return [String]() }
                    return scan(folder, in: queue, names: names, state: &state)
                }
                for path in changed { continuation.yield(path) }
            }
        }
    }

    /// Scans the folder kqueue knows as `descriptor` again: watches the scripts that appeared
    /// (or were replaced by another file of the same name), forgets those that went, and
    /// returns the path of each that appeared, went or changed.
    private static func scan(_ descriptor: Int32, in queue: Int32, names: Set<String>, state: inout State) -> [String] {
        guard var folder = state.folders[descriptor] else { return [] }
        var now: [String: Stamp] = [:]
        for name in entries(of: folder.path) where name.hasSuffix(".layout") || names.contains(name) {
            if let stamp = stamp(of: path(name, in: folder.path)) { now[name] = stamp }
        }
        let before = folder.scripts
        var changed: [String] = []
        for (name, script) in before where now[name] != script.stamp {
            changed.append(name)
            if let stamp = now[name], stamp.inode == script.stamp.inode {
                folder.scripts[name]?.stamp = stamp
                continue
            }
            // Gone, or replaced by a new file: the descriptor watches nothing of use now.
            if script.descriptor >= 0 {
                close(script.descriptor)
                state.folderOfScript[script.descriptor] = nil
            }
            folder.scripts[name] = nil
        }
        for (name, stamp) in now where folder.scripts[name] == nil {
            if before[name] == nil { changed.append(name) }
            var script = open(path(name, in: folder.path), O_EVTONLY)
            let events = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME)
            if script >= 0, !register(script, in: queue, filter: Int16(EVFILT_VNODE), events: events) {
                close(script)
                script = -1
            }
            if script >= 0 { state.folderOfScript[script] = descriptor }
            folder.scripts[name] = Script(descriptor: script, stamp: stamp)
        }
        state.folders[descriptor] = folder
        return changed.map { path($0, in: folder.path) }
    }

    /// Adds `descriptor` to `queue` for `filter`'s `events`, reported once each time they happen.
    private static func register(_ descriptor: Int32, in queue: Int32, filter: Int16, events: UInt32) -> Bool {
        var change = kevent(
            ident: UInt(descriptor), filter: filter, flags: UInt16(EV_ADD | EV_CLEAR), fflags: events, data: 0, udata: nil)
        return kevent(queue, &change, 1, nil, 0, nil) == 0
    }

    /// The names in the folder at `path` (none when it cannot be read).
    private static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The inode, size and modification time of the file at `path`, or nil when there is none.
    private static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtimespec.tv_sec),
            nanoseconds: Int(info.st_mtimespec.tv_nsec))
    }

    private static func path(_ name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
#endif
