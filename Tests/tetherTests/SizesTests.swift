import AutoLayout
import Foundation
import LayoutScript
import Testing
import TetherOutput

@testable import tether

@Suite struct SizesTests {
    @Test("WxH with x, X or ×, spaces and decimals allowed") func sizes() throws {
        #expect(try Sizes.size("320x568") == LayoutSize(width: 320, height: 568))
        #expect(try Sizes.size("320×568") == LayoutSize(width: 320, height: 568))
        #expect(try Sizes.size("768 X 1024") == LayoutSize(width: 768, height: 1024))
        #expect(try Sizes.size("0x0.5") == LayoutSize(width: 0, height: 0.5))
    }

    @Test("bad sizes are one-line errors", arguments: ["", "320", "320x", "x568", "axb", "320x568x2", "1x2,3", "320*568"])
    func badSizes(text: String) {
        #expect(throws: Sizes.SizeError.self) { try Sizes.size(text) }
        do {
            _ = try Sizes.size(text)
        } catch {
            #expect(error.description == "'\(text)' is not a size; expected WIDTHxHEIGHT in points, such as 320x568")
        }
    }

    @Test("negative, infinite and NaN sides", arguments: ["-1x2", "infx2", "nanx2", "1x-0.5"]) func outOfRange(text: String) {
        do {
            _ = try Sizes.size(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasSuffix("width and height must be finite numbers ≥ 0"))
        }
    }

    /// `--device` and `tether devices` read the catalogue: every device is accepted by name in
    /// both orientations as the catalogue's screen, and listed with its size, safe area
    /// (top, left, bottom, right), size classes and docked keyboard's height.
    @Test func everyCatalogueDeviceIsAcceptedAndListed() throws {
        let table = DevicesCommand.table().split(separator: "\n").map(String.init)
        for device in Device.catalogue {
            for landscape in [false, true] {
                let screen = device.screen(landscape: landscape)
                let name = try #require(screen.deviceName)
                #expect(try Sizes.deviceScreens(name) == [screen])
                let row = try #require(table.first { $0.hasPrefix(name + " ") }, "tether devices lacks \(name)")
                let cells = row.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let insets = screen.safeAreaInsets
                let classes = "\(screen.traits.horizontal.rawValue.prefix(1)) × \(screen.traits.vertical.rawValue.prefix(1))"
                #expect(Array(cells.prefix(5)) == [name, screen.size.label,
                                                   [insets.top, insets.left, insets.bottom, insets.right].map(\.layoutDescription).joined(separator: " "),
                                                   classes, device.keyboardHeight(landscape: landscape).layoutDescription], "\(row)")
            }
        }
    }

    @Test("devices, case-insensitive, in the order given, with their variants") func devices() throws {
        #expect(
            try Sizes.deviceScreens("iphone4s,iPhone5, IPAD").map(\.size) == [
                LayoutSize(width: 320, height: 480), LayoutSize(width: 320, height: 568), LayoutSize(width: 768, height: 1024),
            ])
        let landscape = try Sizes.deviceScreens("iphone16pro:landscape")
        #expect(landscape.map(\.deviceName) == ["iphone16pro:landscape"])
        #expect(landscape.map(\.size) == [LayoutSize(width: 874, height: 402)])
        do {
            _ = try Sizes.deviceScreens("iphone5,iphone6")
            Issue.record("accepted iphone6")
        } catch {
            #expect(error.description.hasPrefix("unknown device 'iphone6'; did you mean 'iphone5'? Known devices: iphone4s, iphone5, iphonese3"))
        }
        #expect(throws: Sizes.SizeError.self) { try Sizes.deviceScreens("iphone5,") }
    }

    /// Each requested screen once: a device given twice is laid out once.
    @Test func requestedScreensAreDistinct() throws {
        let options = try SizeOptions.parse(["--size", "320x568", "--device", "iphone5,ipad:landscape", "--device", "ipad:landscape"])
        #expect(options.requested.map(\.label) == ["320 × 568", "iphone5 (320 × 568)", "ipad:landscape (1024 × 768)"])
    }
}

@Suite struct AtomicFileTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "tether-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("writes, replaces keeping the mode, and leaves no temporary file") func replaces() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.json"
        try AtomicFile.write("first", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
        chmod(path, 0o600)
        try AtomicFile.write("second ×", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second ×")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.json"])
    }

    @Test("a path with doubled slashes: the temporary file beside the target, none left") func doubledSlashes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFile.write("x", to: directory + "//out.json")
        #expect(try String(contentsOfFile: directory + "/out.json", encoding: .utf8) == "x")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.json"])
    }

    @Test("a file's identity: the same through a link, another file's differs, none for no file") func identity() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFile.write("a", to: directory + "/a")
        try AtomicFile.write("b", to: directory + "/b")
        symlink(directory + "/a", directory + "/link")
        let a = try #require(AtomicFile.Identity(ofFileAt: directory + "/a"))
        #expect(AtomicFile.Identity(ofFileAt: directory + "/link") == a)
        #expect(AtomicFile.Identity(ofFileAt: directory + "/./a") == a)
        #expect(AtomicFile.Identity(ofFileAt: directory + "/b") != a)
        #expect(AtomicFile.Identity(ofFileAt: directory + "/none") == nil)
        #expect(AtomicFile.isSameFile(directory + "/link", directory + "/a"))
        #expect(!AtomicFile.isSameFile(directory + "/none", directory + "/none"))
    }

    @Test("a directory, a missing folder, an unwritable folder: one-line errors, the old file intact") func failures() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: AtomicFile.WriteError(path: directory, reason: "it is a directory")) {
            try AtomicFile.write("x", to: directory)
        }
        #expect(throws: AtomicFile.WriteError(path: directory + "/no/such", reason: "No such file or directory")) {
            try AtomicFile.write("x", to: directory + "/no/such")
        }
        // A file in a read-only folder cannot be replaced (unless we are root, who can).
        let locked = directory + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try AtomicFile.write("old", to: locked + "/f")
        chmod(locked, 0o500)
        defer { chmod(locked, 0o700) }
        if geteuid() != 0 {
            #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("new", to: locked + "/f") }
            #expect(try String(contentsOfFile: locked + "/f", encoding: .utf8) == "old")
        }
    }
}

@Suite struct SearchPathTests {
    @Test("stdlib beside or above the executable, then TETHER_PATH; TETHER_STDLIB wins") func paths() throws {
        let root = NSTemporaryDirectory() + "tether-stdlib-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/stdlib/std", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.build/debug", withIntermediateDirectories: true)
        let executable = root + "/.build/debug/tether"
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        #expect(ScriptRun.searchPaths(environment: ["TETHER_PATH": "/a:/b"], executable: executable) == [resolved + "/stdlib", "/a", "/b"])
        #expect(ScriptRun.searchPaths(environment: ["TETHER_STDLIB": "/s"], executable: executable) == ["/s"])
        #expect(ScriptRun.searchPaths(environment: [:], executable: "") == [])
    }
}

@Suite struct BundledStandardLibraryTests {
    @Test("the standard library is bundled; TETHER_STDLIB's files replace its modules") func bundled() throws {
        #expect(ScriptRun.bundledModules(environment: [:]) == StandardLibrary.modules)
        let root = NSTemporaryDirectory() + "tether-stdlib-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/std", withIntermediateDirectories: true)
        try "let edited = 1\n".write(toFile: root + "/std/center.layout", atomically: true, encoding: .utf8)
        let modules = ScriptRun.bundledModules(environment: ["TETHER_STDLIB": root])
        #expect(modules["std/center"] == "let edited = 1\n")
        #expect(modules["std/stack"] == StandardLibrary.modules["std/stack"])
    }

    @Test("import \"std/…\" works from a script in any folder") func importAnywhere() throws {
        let directory = try Tether.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = try Tether.write(
            "import \"std/center\"\nview b { intrinsic 10 x 10 }\ncenter(b)\nexpect b.frame == (155, 279, 10, 10)\n",
            named: "anywhere.layout", in: directory)
        let result = try Tether.run(["run", script], environment: ["TETHER_STDLIB": ""])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("b     root       155  279     10      10"))
    }
}
