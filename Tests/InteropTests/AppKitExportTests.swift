import Foundation
import Interop
import LayoutScript
import Testing

/// `tether export` of a `platform appkit` script: AppKit's classes and names, std/nsstack's
/// stacks as `NSStackView`s with their gravity areas, the window's content size range, and
/// Swift that type-checks against AppKit's interface (`Stubs/AppKit.swift`). Each expected
/// line is AppKit's API as Apple's AppKit documentation names it (docs/interop.md, "Export
/// to AppKit", lists the pages).
@Suite struct AppKitExportTests {
    /// A toolbar in a resizable window: a search field in the stack's leading area, share
    /// and info buttons in its trailing area, spacing 12 with 20 after the search field,
    /// edge insets (2, 4, 2, 4), share detaching only if necessary (900) and info at 800; a
    /// note under it.
    static let script = """
        platform appkit
        import "std/nsstack"
        root 480 x 270 min 400 x 200 max 900 x 700
        view bar
        view search in bar { intrinsic 120 x 22; hug h 750 }
        view share in bar { intrinsic 60 x 20; hug h 750 }
        view info in bar { intrinsic 40 x 20; hug h 750 }
        view note { intrinsic 200 x 16 }
        pin bar.leading == root.leading + 20
        pin bar.trailing == root.trailing - 20
        pin bar.top == root.top + 10
        nshstack([search], [], [share, info], 12, "gravityAreas", "centerY", (2, 4, 2, 4), true, [(search, 20)], (250, 250),
          (1000, 1000), [(share, 900), (info, 800)])
        vfl "H:|-[note]"
        pin note.top == bar.bottom + 8 @ 750

        """

    @Test func appKitNamesAndStackView() {
        let swift = SwiftExportTests.exported(Self.script, name: "toolbar.layout")
        for line in [
            "import AppKit",
            "final class ToolbarView: NSView {",
            "    let bar = NSStackView()",
            "    let search = IntrinsicSizeView(width: 120, height: 22)",
            // NSView's designated initializer is init(frame:), its parameter frameRect.
            "    override init(frame frameRect: NSRect) {",
            "        super.init(frame: frameRect)",
            // NSStackView: orientation, spacing, alignment, edgeInsets, detachesHiddenViews.
            "        bar.orientation = .horizontal",
            "        bar.spacing = 12",
            "        bar.alignment = .centerY",
            "        bar.edgeInsets = NSEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)",
            "        bar.detachesHiddenViews = true",
            "        addSubview(bar)",
            // NSView's hugging takes an NSLayoutConstraint.Orientation; 750 is defaultHigh.
            "        search.setContentHuggingPriority(.defaultHigh, for: .horizontal)",
            // The gravity areas (addView(_:in:)), custom spacing, visibility priorities.
            "        bar.addView(search, in: .leading)",
            "        bar.setCustomSpacing(20, after: search)",
            "        bar.addView(share, in: .trailing)",
            "        bar.setVisibilityPriority(.detachOnlyIfNecessary, for: share)",
            "        bar.addView(info, in: .trailing)",
            "        bar.setVisibilityPriority(NSStackView.VisibilityPriority(rawValue: 800), for: info)",
            "            bar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20).identified(\"toolbar.layout:9\"),",
            "            bar.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20).identified(\"toolbar.layout:10\"),",
            "            note.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8).prioritized(.defaultHigh).identified(\"toolbar.layout:15\"),",
            // The window's content size range (NSWindow.contentMinSize, contentMaxSize).
            "    override func viewDidMoveToWindow() {",
            "        super.viewDidMoveToWindow()",
            "        window?.contentMinSize = NSSize(width: 400, height: 200)",
            "        window?.contentMaxSize = NSSize(width: 900, height: 700)",
            "    func prioritized(_ priority: NSLayoutConstraint.Priority) -> NSLayoutConstraint {",
            "final class IntrinsicSizeView: NSView {",
            "    override var intrinsicContentSize: NSSize { size }",
        ] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
        // Nothing of UIKit's: no UI classes, no layout margins (NSView has none), no size classes.
        #expect(swift.range(of: #"\bUI[A-Z]"#, options: .regularExpression) == nil)
        #expect(!swift.contains("layoutMargins") && !swift.contains("traitCollection"))
        // The stack's own constraints are NSStackView's to make: none is written.
        #expect(!swift.contains("nsstack"))
    }

    /// The constraints the export activates are the script's own: its three pins, the VFL
    /// statement's one (`|-[note]`, 20 from the edge: Aqua's standard space) and the note's
    /// pin; none of std/nsstack's, which NSStackView makes.
    @Test func constraintsAreTheScripts() {
        let (interpreter, _, _) = InteropFixtures.run(Self.script, name: "toolbar.layout")
        let exported = SwiftExport.constraintDescriptions(of: interpreter)
        #expect(exported.count == 5, "\(exported)")
        #expect(!exported.contains { $0.contains("nsstack") })
        for expected in ["bar.leading == root.leading + 20", "bar.trailing == root.trailing - 20", "bar.top == root.top + 10",
                         "note.leading == root.leading + 20", "note.top == bar.bottom + 8"] {
            #expect(exported.contains { $0.contains(expected) }, "\(expected) in \(exported)")
        }
    }

    /// A vertical stack: its areas are top, center and bottom, its alignment is written.
    @Test func verticalStackAreas() {
        let swift = SwiftExportTests.exported("""
            platform appkit
            import "std/nsstack"
            root 300 x 400
            view column
            view a in column { intrinsic 40 x 20 }
            view b in column { intrinsic 40 x 20 }
            view c in column { intrinsic 40 x 20 }
            pin column.top == root.top
            pin column.leading == root.leading
            nsvstack([a], [b], [c], 8, "fill", "leading", (0, 0, 0, 0), false)
            """, name: "column.layout")
        for line in [
            "        column.orientation = .vertical", "        column.distribution = .fill", "        column.alignment = .leading",
            "        column.detachesHiddenViews = false", "        column.addView(a, in: .top)", "        column.addView(b, in: .center)",
            "        column.addView(c, in: .bottom)",
        ] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
        #expect(!swift.contains("viewDidMoveToWindow"))
    }

    /// NSView has no layout margins guide: a constraint on `a.margins` uses a guide the
    /// export makes, inset from `a` by the script's margins (4, 8, 4, 8), as `tether run`
    /// places `a.margins` at (8, 4, 84, 92) in a 100 × 100 `a`; the root's margins are none
    /// on AppKit (the guide on the root's edges). It type-checks against AppKit's interface.
    @Test func marginsGuidesAreMade() throws {
        let script = """
            platform appkit
            root 300 x 200
            view a { margins 4 8 4 8 }
            view b in a
            pin b.leading == a.margins.leading
            pin b.top == root.margins.top
            pin a.top == root.top
            """
        let swift = SwiftExportTests.exported(script, name: "margins.layout")
        for line in [
            "    let aMargins = NSLayoutGuide()", "    let margins = NSLayoutGuide()",
            "        a.addLayoutGuide(aMargins)", "        addLayoutGuide(margins)",
            "            b.leadingAnchor.constraint(equalTo: aMargins.leadingAnchor).identified(\"margins.layout:5\"),",
            "            b.topAnchor.constraint(equalTo: margins.topAnchor).identified(\"margins.layout:6\"),",
            "            aMargins.topAnchor.constraint(equalTo: a.topAnchor, constant: 4).identified(\"a.margins\"),",
            "            aMargins.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 8).identified(\"a.margins\"),",
            "            a.bottomAnchor.constraint(equalTo: aMargins.bottomAnchor, constant: 4).identified(\"a.margins\"),",
            "            a.rightAnchor.constraint(equalTo: aMargins.rightAnchor, constant: 8).identified(\"a.margins\"),",
            "            margins.topAnchor.constraint(equalTo: topAnchor).identified(\"root.margins\"),",
        ] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
        #expect(!swift.contains("layoutMargins"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tether-appkit-margins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = try SwiftExportTests.stubModules(in: directory)
        for (index, style) in [SwiftExport.Style.anchors, .snapKit].enumerated() {
            let file = directory.appendingPathComponent("Margins\(index).swift").path
            try SwiftExportTests.exported(script, name: "margins.layout", style: style).write(toFile: file, atomically: true, encoding: .utf8)
            let output = try Swiftc.run(["-typecheck", "-I", modules.appKit.path, file])
            #expect(output.status == 0, "\(output.text)")
        }
    }

    /// The exports type-check against AppKit's interface, with anchors and with SnapKit
    /// (which names its view type per platform), and a UIKit-only API does not: the check
    /// can fail.
    @Test func typeChecksAgainstAppKit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tether-appkit-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = try SwiftExportTests.stubModules(in: directory)
        for (index, style) in [SwiftExport.Style.anchors, .snapKit].enumerated() {
            let file = directory.appendingPathComponent("Export\(index).swift").path
            try SwiftExportTests.exported(Self.script, name: "toolbar.layout", style: style).write(toFile: file, atomically: true, encoding: .utf8)
            let output = try Swiftc.run(["-typecheck", "-I", modules.appKit.path, file])
            #expect(output.status == 0, "\(output.text)")
        }
        let wrong = directory.appendingPathComponent("Wrong.swift").path
        try "import AppKit\nlet v = NSView()\nv.layoutMargins = .init()\n".write(toFile: wrong, atomically: true, encoding: .utf8)
        let output = try Swiftc.run(["-typecheck", "-I", modules.appKit.path, wrong], check: false)
        #expect(output.status != 0)
        #expect(output.text.contains("has no member 'layoutMargins'"))
    }
}
