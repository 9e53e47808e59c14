// swift-tools-version:6.1
import PackageDescription

// The layers point one way: ConstraintSolver → AutoLayout → LayoutScript → Interop,
// TetherOutput, LanguageServer → Preview (on Hummingbird) → tether (docs/architecture.md).
// LayoutScript measures text through the engine's `TextMeasuring` protocol; HarfBuzz sits
// behind it in TextMetrics, which only the front ends link (through TetherOutput and
// Interop), and libedit only `tether` (through CEditLine): a host app depends on
// LayoutScript without a terminal or text library.
let package = Package(
    name: "Tether",
    // Linux (Debian, as CI runs it) and macOS 15 or later, whose Foundation has the
    // String and typed-throws APIs the libraries use.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "LayoutScript", targets: ["LayoutScript"]),
        .library(name: "TextMetrics", targets: ["TextMetrics"]),
        .library(name: "Interop", targets: ["Interop"]),
        // The C API (Sources/CTetherAPI/include/tether.h), which the Python package loads and
        // `make install` installs with its header and a pkg-config file.
        .library(name: "TetherC", type: .dynamic, targets: ["TetherC"]),
        .executable(name: "tether", targets: ["tether"]),
        .executable(name: "tether-bench", targets: ["tether-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: the DocC catalogues of the library modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `tether preview`: the HTTP and WebSocket server of the live page. Without the default
        // traits (swift-configuration, full Foundation), which the preview does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Hummingbird's graceful shutdown, which the preview's WebSocket handlers follow.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    ],
    targets: [
        .target(name: "ConstraintSolver"),
        .target(name: "AutoLayout", dependencies: ["ConstraintSolver"]),
        .target(name: "LayoutScript", dependencies: ["AutoLayout"]),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .target(name: "TextMetrics", dependencies: ["AutoLayout", "CHarfBuzz"]),
        // Interface Builder documents in, UIKit and SnapKit code out (`tether import`, `tether export`).
        .target(name: "Interop", dependencies: ["LayoutScript", "TextMetrics"]),
        // What a run prints: the frames table, JSON and SVG, for the CLI and the C API alike;
        // the options every front end runs with, text measured with real fonts (TextMetrics).
        .target(name: "TetherOutput", dependencies: ["LayoutScript", "TextMetrics"]),
        // The C API's header, tether.h, as a module: TetherC implements its functions with
        // `@c @implementation`, so the compiler checks each against its declaration.
        // tether.pc.in is the pkg-config file `make install` writes from it.
        .target(name: "CTetherAPI", exclude: ["tether.pc.in"]),
        .target(name: "TetherC", dependencies: ["CTetherAPI", "LayoutScript", "TetherOutput"]),
        // `tether lsp`: the Language Server Protocol over JSON-RPC (Codable), on top of the language.
        // It runs a document as `tether check` does (TetherOutput's ScriptRun) and publishes that run's diagnostics.
        .target(name: "LanguageServer", dependencies: ["LayoutScript", "TetherOutput"]),
        // `tether preview`: the script laid out live in the browser, on Hummingbird's HTTP and
        // WebSocket server, with the script and its modules watched through inotify on Linux
        // and kqueue on macOS.
        .target(
            name: "Preview",
            dependencies: [
                "LayoutScript",
                "TetherOutput",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .executableTarget(
            name: "tether",
            dependencies: [
                "LayoutScript",
                "Interop",
                "TetherOutput",
                "LanguageServer",
                "Preview",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "tether-bench",
            dependencies: [
                "ConstraintSolver",
                "LayoutScript",
                "Interop",
                "TetherOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What several test targets share: the seeded generator, the dense LP oracle, running a
        // program from the PATH.
        .target(name: "TestSupport", dependencies: ["ConstraintSolver"], path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "TestSupport"]),
        // Both measure text as the front ends do, with TextMetrics' fonts.
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "TextMetrics", "TestSupport"]),
        .testTarget(name: "LayoutScriptAPITests", dependencies: ["LayoutScript", "TextMetrics"]),
        // A host that measures text itself: LayoutScript alone, no TextMetrics, no HarfBuzz
        // (Tests/check-layering.py checks the graph).
        .testTarget(name: "HostMeasuringTests", dependencies: ["LayoutScript"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"]),
        .testTarget(name: "InteropTests", dependencies: ["Interop", "LayoutScript", "TestSupport"], exclude: ["Documents", "Logs", "Stubs"]),
        // FrontEndAgreementTests reads every front end: the CLI, the LSP, the preview, the C API.
        .testTarget(
            name: "tetherTests",
            dependencies: ["tether", "TetherOutput", "LanguageServer", "Preview", "TetherC", "CTetherAPI", "TestSupport"]),
        .testTarget(
            name: "PreviewTests",
            dependencies: ["Preview", "LayoutScript", .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket")]),
    ]
)

// `make fuzz` builds the libFuzzer harnesses with TETHER_FUZZ set and -sanitize=fuzzer,
// which supplies their main; ordinary builds leave them out.
if Context.environment["TETHER_FUZZ"] != nil {
    package.products += [
        .executable(name: "tether-fuzz-script", targets: ["ScriptFuzzer"]),
        .executable(name: "tether-fuzz-vfl", targets: ["VFLFuzzer"]),
    ]
    package.targets += [
        .target(name: "FuzzerDriver", path: "Fuzz/FuzzerDriver"),
        .executableTarget(name: "ScriptFuzzer", dependencies: ["LayoutScript", "FuzzerDriver"], path: "Fuzz/ScriptFuzzer"),
        .executableTarget(name: "VFLFuzzer", dependencies: ["AutoLayout", "FuzzerDriver"], path: "Fuzz/VFLFuzzer"),
    ]
}
