// The Linux watcher, on inotify; DirectoryWatcher+Darwin.swift is macOS's, on kqueue, with
// the same interface.
#if canImport(Glibc) || canImport(Musl)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LayoutScript
import Synchronization

/// Watches folders with inotify and reports each `.layout` file written, moved or
/// deleted in them, as soon as the kernel does: no polling. Folders, not files, are watched,
/// because editors save by writing a new file and renaming it over the old one, and a
/// deleted script must be seen when it comes back.
final class DirectoryWatcher: Sendable {
    /// Why watching could not start.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    /// A pipe whose read end the reading thread polls beside inotify: a byte written to it
    /// stops the thread.
    private let stopPipe: (read: Int32, write: Int32)
    /// The folders watched, by watch descriptor, and whether the thread has ended: shared
    /// with the reading thread.
    private let shared = Shared()

    private final class Shared: Sendable {
        let state = Mutex(State())
    }

    private struct State {
        var folders: [Int32: String] = [:]
        var stopped = false
        var finished = false
    }

    /// The saves seen, each a file's path (folder and name), in the order they happened.
    let changes: AsyncStream<String>

    /// Starts watching nothing; ``watch(_:)`` adds folders. Files named `.layout` are
    /// reported, and those named in `alsoNamed` (a script called something else).
    init(alsoNamed names: Set<String> = []) throws(Failure) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw Failure(description: "cannot watch files: inotify_init1: \(String(cString: strerror(errno)))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw Failure(description: "cannot watch files: pipe: \(String(cString: strerror(errno)))")
        }
        stopPipe = (ends[0], ends[1])
        // The newest saves are kept if nobody reads for a while: a reader wants to know that
        // something changed, not every event.
        let (changes, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        self.changes = changes
        let (descriptor, stop, shared) = (descriptor, stopPipe.read, shared)
        let started = LargeStack.detach {
            Self.read(descriptor, until: stop, names: names, shared: shared, continuation: continuation)
        }
        guard started else {
            close(descriptor)
            close(stopPipe.read)
            close(stopPipe.write)
            throw Failure(description: "cannot watch files: no thread could be started")
        }
    }

    /// Watches `folder` (once, however often it is asked); false when inotify refuses it
    /// (a missing folder, or the system's limit on watches).
    @discardableResult
    func watch(_ folder: String) -> Bool {
        // A file is reported when it is closed after writing, not when it is created: a run
        // then would read it empty or half written.
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
        return shared.state.withLock { state in
            if state.folders.values.contains(folder) { return true }
            guard !state.finished else { return false }
            let watch = inotify_add_watch(descriptor, folder, mask)
            guard watch >= 0 else { return false }
            state.folders[watch] = folder
            return true
        }
    }

    /// The folders watched.
    var watchedFolders: Set<String> { shared.state.withLock { Set($0.folders.values) } }

    /// Stops the reading thread, which ends ``changes``.
    func stop() {
        shared.state.withLock { state in
            StopPipe.stop(&state.stopped, finished: state.finished, writeEnd: stopPipe.write)
        }
    }

    deinit {
        stop()
    }

    /// The reading thread: blocks in `poll` until inotify has events or the stop pipe is
    /// written, then reports the `.layout` files (and those in `names`) the events name.
    private static func read(
        _ descriptor: Int32, until stop: Int32, names: Set<String>, shared: Shared, continuation: AsyncStream<String>.Continuation
    ) {
        defer {
            shared.state.withLock { state in
                state.finished = true
                close(descriptor)
                close(stop)
            }
            continuation.finish()
        }
        // Room for many events at once (each is 16 bytes and its name, NAME_MAX at most).
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var polled = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&polled, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if polled[1].revents != 0 { return }
            guard polled[0].revents & Int16(POLLIN) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            for (watch, name) in events(in: buffer[..<count]) where name.hasSuffix(".layout") || names.contains(name) {
                guard let folder = shared.state.withLock({ $0.folders[watch] }) else { continue }
                continuation.yield(folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            }
        }
    }

    /// The watch descriptor and file name of each event in `bytes`, as the kernel lays
    /// them out (`struct inotify_event` and its NUL-padded name).
    static func events(in bytes: ArraySlice<UInt8>) -> [(Int32, String)] {
        var events: [(Int32, String)] = []
        let header = MemoryLayout<inotify_event>.size
        bytes.withUnsafeBytes { raw in
            var at = 0
            while at + header <= raw.count {
                let watch = raw.loadUnaligned(fromByteOffset: at, as: Int32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self))
                guard at + header + length <= raw.count else { break }
                let name = raw[(at + header)..<(at + header + length)].prefix { $0 != 0 }
                events.append((watch, String(decoding: name, as: UTF8.self)))
                at += header + length
            }
        }
        return events
    }
}
#endif
