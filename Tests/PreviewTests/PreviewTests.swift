import Foundation
import HummingbirdWebSocket
import LayoutScript
import Testing

@testable import Preview

/// A fresh folder under the system's temporary folder, symbolic links resolved (the preview
/// compares canonical paths), removed by the caller.
func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return ScriptFile.canonicalPath(of: url.path)
}

/// What `GET /files/PATH` serves: regular files of the script's folder, nothing else.
@Suite struct ServedFolderTests {
    @Test("files of the folder and its subfolders; .., %2e%2e, absolute paths and links out refused")
    func paths() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "view a\n".write(toFile: root + "/screen.layout", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/ui", withIntermediateDirectories: true)
        try "def f() { }\n".write(toFile: root + "/ui/kit.layout", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: root + "/in", withDestinationPath: root + "/screen.layout")
        let folder = ServedFolder(root: root, maxBytes: 1000)
        #expect(try folder.file(at: "screen.layout") == Array("view a\n".utf8))
        #expect(try folder.file(at: "ui/kit.layout") == Array("def f() { }\n".utf8))
        #expect(try folder.file(at: "ui%2Fkit.layout") == Array("def f() { }\n".utf8))
        #expect(try folder.file(at: "in") == Array("view a\n".utf8))
        #expect(throws: ServedFolder.Refusal(status: 403, description: "'../etc/passwd' is outside the script's folder; only its files are served")) {
            try folder.file(at: "../etc/passwd")
        }
        #expect(throws: ServedFolder.Refusal(status: 403, description: "'ui/../../x' is outside the script's folder; only its files are served")) {
            try folder.file(at: "ui/%2e%2e/%2E%2E/x")
        }
        #expect(throws: ServedFolder.Refusal(status: 403, description: "'/etc/passwd' is outside the script's folder; only its files are served")) {
            try folder.file(at: "%2Fetc/passwd")
        }
        #expect(throws: ServedFolder.Refusal(status: 403, description: "'out' leads outside the script's folder; only its files are served")) {
            try folder.file(at: "out")
        }
        #expect(throws: ServedFolder.Refusal(status: 404, description: "no file 'missing.layout' in the script's folder")) {
            try folder.file(at: "missing.layout")
        }
        #expect(throws: ServedFolder.Refusal(status: 404, description: "'ui' is not a regular file")) {
            try folder.file(at: "ui")
        }
        #expect(throws: ServedFolder.Refusal(status: 404, description: "'%zz' is not a file name")) {
            try folder.file(at: "%zz")
        }
        #expect(throws: ServedFolder.Refusal(status: 404, description: "'a%00b' is not a file name")) {
            try folder.file(at: "a%00b")
        }
    }

    @Test("a file over the size limit is refused, one at the limit served") func size() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try String(repeating: "#", count: 10).write(toFile: root + "/ten.layout", atomically: true, encoding: .utf8)
        #expect(try ServedFolder(root: root, maxBytes: 10).file(at: "ten.layout").count == 10)
        #expect(throws: ServedFolder.Refusal(status: 413, description: "'ten.layout' is larger than 9 bytes")) {
            try ServedFolder(root: root, maxBytes: 9).file(at: "ten.layout")
        }
    }

    @Test("percent escapes: either case, malformed ones and invalid UTF-8 rejected") func percentDecoding() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a b", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/a b/c.layout", atomically: true, encoding: .utf8)
        try "y".write(toFile: root + "/café.layout", atomically: true, encoding: .utf8)
        let folder = ServedFolder(root: root, maxBytes: 100)
        #expect(try folder.file(at: "a%20b%2Fc.layout") == Array("x".utf8))
        #expect(try folder.file(at: "a%20b%2fc.layout") == Array("x".utf8))
        #expect(try folder.file(at: "caf%C3%A9.layout") == Array("y".utf8))
        for malformed in ["%", "%4", "%g0", "%FF"] {
            #expect(throws: ServedFolder.Refusal(status: 404, description: "'\(malformed)' is not a file name")) {
                try folder.file(at: malformed)
            }
        }
    }
}

/// The watcher reports `.layout` saves in watched folders as the kernel delivers them (inotify
/// on Linux, kqueue on macOS).
@Suite struct DirectoryWatcherTests {
    /// The first change the watcher reports, or nil after five seconds.
    func firstChange(of watcher: DirectoryWatcher) async -> String? {
        await withTaskGroup(of: String?.self) { group in
            group.addTask {
                for await path in watcher.changes { return path }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test("a save, a rename over the file and a deletion are reported; other files are not")
    func saves() async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try DirectoryWatcher()
        defer { watcher.stop() }
        #expect(watcher.watch(root))
        #expect(watcher.watch(root))  // once, however often asked
        #expect(watcher.watchedFolders == [root])
        #expect(!watcher.watch(root + "/missing"))
        try "notes".write(toFile: root + "/notes.txt", atomically: false, encoding: .utf8)
        try "view a\n".write(toFile: root + "/screen.layout", atomically: false, encoding: .utf8)
        #expect(await firstChange(of: watcher) == root + "/screen.layout")
        // An editor's save: a new file renamed over the old one.
        try "view b\n".write(toFile: root + "/.screen.tmp", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: root + "/screen.layout")
        #expect(await firstChange(of: watcher) == root + "/screen.layout")
        try FileManager.default.moveItem(atPath: root + "/.screen.tmp", toPath: root + "/screen.layout")
        #expect(await firstChange(of: watcher) == root + "/screen.layout")
    }

    @Test("a script not named .layout is reported when named") func otherNames() async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try DirectoryWatcher(alsoNamed: ["screen.txt"])
        defer { watcher.stop() }
        #expect(watcher.watch(root))
        try "notes".write(toFile: root + "/notes.txt", atomically: false, encoding: .utf8)
        try "view a\n".write(toFile: root + "/screen.txt", atomically: false, encoding: .utf8)
        #expect(await firstChange(of: watcher) == root + "/screen.txt")
    }

    @Test("stopping ends the stream of changes") func stop() async throws {
        let watcher = try DirectoryWatcher()
        watcher.stop()
        watcher.stop()
        var count = 0
        for await _ in watcher.changes { count += 1 }
        #expect(count == 0)
        #expect(!watcher.watch("/tmp"))
    }

    #if canImport(Glibc) || canImport(Musl)
    @Test("inotify's events read as the kernel lays them out: watch, mask, cookie, length, padded name")
    func eventLayout() {
        func event(_ watch: Int32, _ name: String) -> [UInt8] {
            var padded = Array(name.utf8)
            padded += Array(repeating: 0, count: 16 - padded.count % 16)
            var bytes: [UInt8] = []
            withUnsafeBytes(of: watch.littleEndian) { bytes += $0 }
            bytes += [0, 0, 0, 8] + [0, 0, 0, 0]  // mask (IN_CLOSE_WRITE), cookie
            withUnsafeBytes(of: UInt32(padded.count).littleEndian) { bytes += $0 }
            return bytes + padded
        }
        let bytes = event(1, "a.layout") + event(7, "some longer name.layout")
        let events = DirectoryWatcher.events(in: bytes[...])
        #expect(events.map(\.0) == [1, 7])
        #expect(events.map(\.1) == ["a.layout", "some longer name.layout"])
        // A truncated event (fewer bytes than its length says) is not read.
        #expect(DirectoryWatcher.events(in: bytes[..<(bytes.count - 1)]).count == 1)
    }
    #endif
}

/// Only requests to the loopback interface are answered.
@Suite struct LoopbackTests {
    @Test("127.0.0.1, localhost and [::1], with or without a port; nothing else") func hosts() {
        for host in ["127.0.0.1", "127.0.0.1:7420", "localhost", "LocalHost:80", "[::1]", "[::1]:7420"] {
            #expect(LoopbackOnly<BasicWebSocketRequestContext>.isLoopback(host), "\(host)")
        }
        for host in ["", "evil.com", "127.0.0.1.evil.com", "localhost.evil.com:80", "10.0.0.1:7420", "[::2]"] {
            #expect(!LoopbackOnly<BasicWebSocketRequestContext>.isLoopback(host), "\(host)")
        }
    }
}

/// What a page receives: the snapshot of each revision, its last good picture kept while the
/// script has errors.
@Suite struct PreviewHubTests {
    func hub(for script: String, in root: String) throws -> PreviewHub {
        try script.write(toFile: root + "/screen.layout", atomically: true, encoding: .utf8)
        let configuration = PreviewConfiguration(
            file: root + "/screen.layout", screens: [], rightToLeft: false, searchPaths: [], bundledModules: [:], fontPath: nil)
        return PreviewHub(configuration: configuration, watcher: try DirectoryWatcher())
    }

    /// A header 20 points in from each side of a 320-wide root and 20 from its top, 44 tall:
    /// x 20, y 20, width 320 − 40 = 280.
    let script = """
        root 320 x 480
        view header
        vfl "H:|-20-[header]-20-|"
        vfl "V:|-20-[header(44)]"

        """

    @Test("frames, constraints with their lines, diagnostics; an error keeps the last good picture")
    func revisions() async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let hub = try hub(for: script, in: root)
        let first = await hub.snapshot(for: PreviewSettings())
        #expect(first.revision == 0)
        #expect(first.errors == nil && !first.stale)
        #expect(first.screens == ["320 × 480"])
        #expect(first.views["header"]?.frames == [[20, 20, 280, 44]])
        #expect(first.views["header"]?.superview == "root")
        let lines = first.views["header"]?.constraints.compactMap { $0.location?.line } ?? []
        #expect(lines.sorted() == [3, 3, 4, 4])
        #expect(first.views["header"]?.constraints.first?.location?.path == "screen.layout")
        #expect(first.svg.contains("data-view=\"header\" data-panel=\"0\""))

        // A typo: the error is shown over the picture of revision 0.
        try (script + "pin header.heigth == 50\n").write(toFile: root + "/screen.layout", atomically: true, encoding: .utf8)
        await hub.changed()
        let broken = await hub.snapshot(for: PreviewSettings())
        #expect(broken.revision == 1)
        #expect(broken.stale)
        #expect(broken.errors?.contains("heigth") == true)
        #expect(broken.svg == first.svg)
        #expect(broken.diagnostics.first?.location?.line == 5)

        // Deleted: the same, with the reason.
        try FileManager.default.removeItem(atPath: root + "/screen.layout")
        await hub.changed()
        let deleted = await hub.snapshot(for: PreviewSettings())
        #expect(deleted.stale)
        #expect(deleted.errors?.contains("cannot read the script") == true)
        #expect(deleted.svg == first.svg)

        // Back, 60 tall.
        try script.replacingOccurrences(of: "(44)", with: "(60)").write(toFile: root + "/screen.layout", atomically: true, encoding: .utf8)
        await hub.changed()
        let fixed = await hub.snapshot(for: PreviewSettings())
        #expect(fixed.revision == 3)
        #expect(!fixed.stale && fixed.errors == nil)
        #expect(fixed.views["header"]?.frames == [[20, 20, 280, 60]])
    }

    @Test("settings: turned, the root is 480 × 320 and the header 440 wide; right to left mirrors nothing here")
    func settings() async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let hub = try hub(for: script, in: root)
        let turned = await hub.snapshot(for: PreviewSettings(rotated: true))
        #expect(turned.screens == ["480 × 320"])
        #expect(turned.views["header"]?.frames == [[20, 20, 440, 44]])
        let drawn = await hub.snapshot(for: PreviewSettings(constraints: true))
        #expect(drawn.svg.count > (await hub.snapshot(for: PreviewSettings())).svg.count)
        #expect(await hub.subscriberCount == 0)
        let (id, _) = await hub.subscribe()
        #expect(await hub.subscriberCount == 1)
        await hub.unsubscribe(id)
        #expect(await hub.subscriberCount == 0)
    }

    @Test("settings JSON: a missing key is off, a wrong type is an error") func settingsJSON() throws {
        let decoded = try JSONDecoder().decode(PreviewSettings.self, from: Data(#"{"rotated": true}"#.utf8))
        #expect(decoded == PreviewSettings(rotated: true))
        #expect(decoded.textSize == "large")
        #expect(try JSONDecoder().decode(PreviewSettings.self, from: Data(#"{"textSize": "ax3"}"#.utf8)).textSize == "AX3")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PreviewSettings.self, from: Data(#"{"rotated": "yes"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PreviewSettings.self, from: Data(#"{"textSize": "huge"}"#.utf8))
        }
    }

    /// The page's text-size slider: a Body label is 17 points at `large` and 40 at `AX3`
    /// (Apple's HIG, Dynamic Type sizes): one San Francisco line, 2,444 / 2,048 of the size
    /// rounded up to the point, 21 and 48 tall.
    @Test("the text size setting sizes text styles") func textSize() async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let hub = try hub(for: "view note { text \"Hi\", \"body\" }\npin note.top == 0\npin note.left == 0\n", in: root)
        #expect((await hub.snapshot(for: PreviewSettings())).views["note"]?.frames.first??[3] == 21)
        let large = await hub.snapshot(for: PreviewSettings(textSize: .ax3))
        #expect(large.views["note"]?.frames.first??[3] == 48)
        #expect(large.settings.textSize == "AX3")
    }

    /// The page's keyboard toggle: the script's own 320 × 480 root is nearest the iPhone 4s,
    /// whose docked keyboard is 260 tall (Device.swift), so a bar pinned 8 above
    /// `root.keyboard` moves from 480 − 8 − 44 = 428 to 480 − 260 − 52 = 168; turned, the
    /// 480 × 320 screen takes the 4s's 194 in landscape.
    @Test("the keyboard setting shows the docked keyboard") func keyboard() async throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = "root 320 x 480\nview bar\npin bar.left == 0\npin bar.right == root.right\npin bar.bottom == root.keyboard.top - 8\npin bar.height == 44\n"
        let hub = try hub(for: text, in: root)
        #expect((await hub.snapshot(for: PreviewSettings())).views["bar"]?.frames.first??[1] == 428)
        let shown = await hub.snapshot(for: PreviewSettings(keyboard: true))
        #expect(shown.views["bar"]?.frames.first??[1] == 168)
        #expect(shown.screens == ["320 × 480, keyboard 260"])
        #expect(shown.svg.contains("<title>keyboard 260</title>"))
        #expect((await hub.snapshot(for: PreviewSettings(rotated: true, keyboard: true))).screens == ["480 × 320, keyboard 194"])
        #expect(try JSONDecoder().decode(PreviewSettings.self, from: Data(#"{"keyboard": true}"#.utf8)) == PreviewSettings(keyboard: true))
    }

    @Test("source links: a file under the folder by its relative path, elsewhere none") func links() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "x".write(toFile: root + "/a.layout", atomically: true, encoding: .utf8)
        #expect(PreviewSnapshot.path(of: root + "/a.layout", in: root) == "a.layout")
        #expect(PreviewSnapshot.path(of: "/etc/hostname", in: root) == nil)
    }
}
