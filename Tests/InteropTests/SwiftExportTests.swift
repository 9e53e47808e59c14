import Foundation
import Interop
import LayoutScript
import TestSupport
import Testing

/// `tether export`: what the Swift says, that it type-checks against UIKit's and SnapKit's
/// interfaces (kept in `Stubs/`), that it is deterministic, and that an imported document
/// exports the constraints it had.
@Suite struct SwiftExportTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    /// The export of a script, as `tether export` makes it: the container its `# export:`
    /// line declares (a cell's), each size class's differences.
    static func exported(_ text: String, name: String = "screen.layout", style: SwiftExport.Style = .anchors) -> String {
        let (interpreter, _, _) = InteropFixtures.run(text, name: name)
        let container = (try? SwiftExport.Container.declared(in: text, sourceName: name)) ?? SwiftExport.Container()
        return SwiftExport.source(of: interpreter, scriptName: name, style: style, container: container)
    }

    /// One statement of each kind and the Swift a person would write for it.
    @Test func anchorsForEachForm() {
        let swift = Self.exported("""
            import "std/controls" as ui
            root 375 x 667
            view title: ui.label("Hello", 20, 0)
            view badge { intrinsic 20 x 20 }
            view card { margins 4 8 4 8 }
            guide gap
            pin title.leading == root.safeArea.leading + 20
            pin title.top >= root.margins.top
            pin badge.centerX == 0.5 * card.centerX
            ratio card 3:2
            pin card.width <= 300 @ 750
            pin card.top == title.bottom + 8 as "card-top"
            pin gap.leading == title.trailing
            let m = 10
            vfl "H:|-m-[card]-m-|" align top
            vfl "V:[badge]-m-[card]"
            """)
        for line in [
            "    let title = UILabel()",
            "    let badge = IntrinsicSizeView(width: 20, height: 20)",
            "    let gap = UILayoutGuide()",
            "        title.text = \"Hello\"",
            "        title.font = .systemFont(ofSize: 20)",
            "        title.numberOfLines = 0",
            "        title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
            "        card.layoutMargins = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)",
            "        addLayoutGuide(gap)",
            "            title.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 20).identified(\"screen.layout:7\"),",
            "            title.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor).identified(\"screen.layout:8\"),",
            "            NSLayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerX, multiplier: 0.5, constant: 0).identified(\"screen.layout:9\"),",
            "            card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 1.5).identified(\"screen.layout:10\"),",
            "            card.widthAnchor.constraint(lessThanOrEqualToConstant: 300).prioritized(.defaultHigh).identified(\"screen.layout:11\"),",
            "            card.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8).identified(\"card-top\"),",
            "            gap.leadingAnchor.constraint(equalTo: title.trailingAnchor).identified(\"screen.layout:13\"),",
            "                withVisualFormat: \"H:|-m-[card]-m-|\", options: [.alignAllTop],",
            "                metrics: [\"m\": 10], views: [\"card\": card]",
            "            ).identified(\"screen.layout:15\")",
            "                withVisualFormat: \"V:[badge]-m-[card]\", options: [],",
            "                metrics: [\"m\": 10], views: [\"badge\": badge, \"card\": card]",
        ] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
    }

    /// A label's paragraph style (`lineSpacing`, `lineHeightMultiple`) is an
    /// `NSMutableParagraphStyle` on its attributed text, as an app sets NSParagraphStyle's
    /// properties of those names; a label without one keeps its plain `text` alone.
    @Test func paragraphStyleExport() {
        let swift = Self.exported("""
            import "std/controls" as ui
            root 375 x 667
            view note: ui.label("one two", 13, 0) { lineSpacing 3; lineHeightMultiple 1.1; minimumLineHeight 20; maximumLineHeight 30 }
            view plain: ui.label("plain", 13, 0)
            pin note.top == root.top
            pin plain.top == note.bottom
            """)
        for line in [
            "        let noteParagraph = NSMutableParagraphStyle()",
            "        noteParagraph.lineSpacing = 3",
            "        noteParagraph.lineHeightMultiple = 1.1",
            "        noteParagraph.minimumLineHeight = 20",
            "        noteParagraph.maximumLineHeight = 30",
            "        note.attributedText = NSAttributedString(string: \"one two\", attributes: [.paragraphStyle: noteParagraph])",
        ] {
            #expect(swift.contains(line + "\n"), "\(line)\n\(swift)")
        }
        #expect(!swift.contains("plainParagraph"), "\(swift)")
    }

    /// SnapKit: one `makeConstraints` per view, constraints on the root or a system guide
    /// turned around to start from the view.
    @Test func snapKitForm() {
        let swift = Self.exported("""
            view a
            pin a.leading == root.safeArea.leading + 20
            pin root.safeArea.trailing == a.trailing + 20
            pin root.safeArea.bottom >= a.bottom + 8 @ 999
            pin a.height == 0.5 * a.width + 4
            pin a.top == 10
            """, style: .snapKit)
        #expect(swift.contains("""
                    a.snp.makeConstraints { make in
                        make.leading.equalTo(safeAreaLayoutGuide.snp.leading).offset(20).labeled("screen.layout:2")
                        make.trailing.equalTo(safeAreaLayoutGuide.snp.trailing).offset(-20).labeled("screen.layout:3")
                        make.bottom.lessThanOrEqualTo(safeAreaLayoutGuide.snp.bottom).offset(-8).priority(999).labeled("screen.layout:4")
                        make.height.equalTo(a.snp.width).multipliedBy(0.5).offset(4).labeled("screen.layout:5")
                        make.top.equalTo(self.snp.top).offset(10).labeled("screen.layout:6")
                    }

            """))
        #expect(swift.contains("import SnapKit\n"))
    }

    /// A std/stack stack is a UIStackView with its arranged subviews; the constraints the
    /// stack makes are UIKit's, not exported.
    @Test func stacksAreStackViews() {
        let swift = Self.exported("""
            import "std/controls" as ui
            import "std/stack"
            view row
            view name: ui.label("Name") in row
            view field: ui.textField("Jane") in row
            hstack([name, field], 12, "fill", "firstBaseline", 0, false, false, [(name, 20)])
            pin row.top == root.top + 20
            """)
        for line in [
            "        row.axis = .horizontal", "        row.spacing = 12", "        row.alignment = .firstBaseline",
            "        row.setCustomSpacing(20, after: name)", "        row.addArrangedSubview(name)",
            "        row.addArrangedSubview(field)",
        ] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
        #expect(!swift.contains("UISV"))
        #expect(swift.contains("row.topAnchor.constraint(equalTo: topAnchor, constant: 20)"))
    }

    /// A collection view cell of a xib: its content view is a `<view key="contentView">`,
    /// a label pinned to its margins.
    static let photoCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <collectionViewCell opaque="NO" contentMode="center" id="cell" customClass="PhotoCell">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                <rect key="frame" x="8" y="8" width="60" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="caption" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="caption" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                        </constraints>
                    </view>
                </collectionViewCell>
            </objects>
        </document>
        """

    /// A cell's script (its `# export:` line says so) exports as a `UITableViewCell`
    /// subclass laying out its `contentView`: the content view is UIKit's (its margins set,
    /// never created or added), its subviews are added to it, a name the cell inherits
    /// (`imageView`) gets `View` after it; a field keeps its border style; the top that
    /// varies by height class is activated in `updateForSizeClasses()`.
    @Test func tableViewCellExport() throws {
        let script = try #require(try InteropFixtures.read(VariationImportTests.dotCell, name: "DotCell.xib").scripts.first)
        #expect(script.text.contains("# export: UITableViewCell, content view contentView\n"))
        let swift = Self.exported(script.text, name: "DotCell.layout")
        for line in [
            "final class DotCell: UITableViewCell {",
            "    let imageViewView = UIImageView()",
            "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
            "        super.init(style: style, reuseIdentifier: reuseIdentifier)",
            "        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)",
            "        contentView.addSubview(dot)",
            "        searchField.borderStyle = .none",
            "            dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).identified(\"DotCell.layout:",
            "        let vertical: UIUserInterfaceSizeClass = traitCollection.verticalSizeClass == .regular ? .regular : .compact",
            "            constraints.append(dot.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 2).identified(\"DotCell.layout:",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
        #expect(!swift.contains("let contentView"))
        #expect(!swift.contains("addSubview(contentView)"))
        #expect(!swift.contains("contentView.autoresizingMask"))
        #expect(!swift.contains("let horizontal"), "no condition tests the width class")
    }

    /// A collection view cell's script exports as a `UICollectionViewCell` subclass made
    /// with a frame; a xib's top-level view is no container.
    @Test func collectionViewCellExport() throws {
        let script = try #require(try InteropFixtures.read(Self.photoCell, name: "PhotoCell.xib").scripts.first)
        #expect(script.text.contains("# export: UICollectionViewCell, content view contentView\n"))
        let swift = Self.exported(script.text, name: "PhotoCell.layout")
        for line in [
            "final class PhotoCell: UICollectionViewCell {", "    override init(frame: CGRect) {",
            "        contentView.addSubview(captionLabel)",
            "captionLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
        let plain = try #require(try InteropFixtures.read(InteropFixtures.xib("")).scripts.first)
        #expect(!plain.text.contains("# export:"))
    }

    /// `# export:` names a class tether writes, and a content view only for one that has
    /// one; anything else is an error at its line.
    @Test func exportDirective() throws {
        #expect(try SwiftExport.Container.declared(in: "view a\n", sourceName: "a.layout") == SwiftExport.Container())
        #expect(try SwiftExport.Container.declared(in: "# export: UICollectionReusableView\n", sourceName: "a.layout")
            == SwiftExport.Container(superclass: .collectionReusableView))
        for (text, message) in [
            ("# a header\n# export: UIViewController\n", "a.layout:2:1: error: 'UIViewController' is no class tether export writes"),
            ("# export: UICollectionReusableView, content view x\n", "a.layout:1:1: error: expected ', content view NAME' after the class"),
            ("# export: UITableViewCell, contents\n", "a.layout:1:1: error: expected ', content view NAME' after the class"),
        ] {
            do {
                _ = try SwiftExport.Container.declared(in: text, sourceName: "a.layout")
                Issue.record("no error for \(text)")
            } catch {
                #expect(DiagnosticRenderer().render(error).hasPrefix(message), "\(DiagnosticRenderer().render(error))")
            }
        }
    }

    /// A script with size-class variations exports each size class's differences: the
    /// badge (regular × regular only) added and removed, the card's constraints of each
    /// height class; with SnapKit, `prepareConstraints` activated and deactivated.
    @Test func sizeClassesExport() throws {
        let script = try #require(try InteropFixtures.read(VariationImportTests.adaptiveCard, name: "Card.xib").scripts.first)
        let swift = Self.exported(script.text, name: "card.layout")
        for line in [
            "    private var sizeClassConstraints: [NSLayoutConstraint] = []",
            "        updateForSizeClasses()",
            "    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {",
            """
                    NSLayoutConstraint.deactivate(sizeClassConstraints)
                    if horizontal == .regular && vertical == .regular {
                        if badge.superview == nil { addSubview(badge) }
                    } else {
                        badge.removeFromSuperview()
                    }
                    var constraints: [NSLayoutConstraint] = []
                    if vertical == .compact {
                        constraints.append(card.heightAnchor.constraint(equalToConstant: 100)
            """,
            "        sizeClassConstraints = constraints\n        NSLayoutConstraint.activate(constraints)\n",
            "card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20)",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
        // The common constraints are activated once, in addConstraints(); the badge's not.
        let common = try #require(swift.range(of: "private func addConstraints()").flatMap { start in
            swift.range(of: "override func traitCollectionDidChange").map { String(swift[start.upperBound..<$0.lowerBound]) }
        })
        #expect(common.contains("card.leadingAnchor"))
        #expect(!common.contains("badge") && !common.contains("card.heightAnchor"))
        let snapKit = Self.exported(script.text, name: "card.layout", style: .snapKit)
        for line in [
            "    private var sizeClassSnapConstraints: [Constraint] = []",
            "        sizeClassSnapConstraints.forEach { $0.deactivate() }",
            "            snapConstraints += card.snp.prepareConstraints { make in",
            "        snapConstraints.forEach { $0.activate() }",
        ] {
            #expect(snapKit.contains(line), "\(line)")
        }
    }

    /// A label in a text style exports as UIKit's preferred font for that style, following
    /// the reader's text size as the script does with `--text-size`.
    @Test func textStyleExport() {
        let swift = Self.exported("import \"std/controls\" as ui\nview terms: ui.label(\"Terms\", \"body\", 0)\n")
        #expect(swift.contains("terms.font = .preferredFont(forTextStyle: .body)\n"))
        #expect(swift.contains("terms.adjustsFontForContentSizeCategory = true\n"))
        #expect(!swift.contains("systemFont"))
    }

    /// A stack whose axis, spacing and arranged views vary, a label whose font does: the
    /// settings each size class needs are set in it, the defaults too (so that each sets
    /// back what another changed); the second view is arranged where it exists.
    @Test func sizeClassSettingsExport() throws {
        let script = try #require(try InteropFixtures.read(VariationImportTests.pair, name: "Pair.storyboard").scripts.first)
        let swift = Self.exported(script.text, name: "pair.layout")
        #expect(swift.contains("""
                    if horizontal == .compact || vertical == .compact {
                        if second.superview == nil { stackView.addArrangedSubview(second) }
                    } else {
                        second.removeFromSuperview()
                    }
                    if vertical == .compact {
                        stackView.axis = .horizontal
                        stackView.spacing = 20
                        hiLabel.font = .systemFont(ofSize: 34)
                    } else {
                        stackView.axis = .vertical
                        stackView.spacing = 10
                        hiLabel.font = .systemFont(ofSize: 17)
                    }
            """))
        #expect(!swift.contains("stackView.addArrangedSubview(second)\n\n"), "the second view is arranged in the update only")
    }

    /// Every example and every imported scene exports deterministically, with anchors and
    /// with SnapKit, and the Swift type-checks against the UIKit (or, for a `platform
    /// appkit` script, AppKit) and SnapKit interfaces.
    @Test func exportsTypeCheck() throws {
        var sources: [(String, String)] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".layout") }.sorted()
        for file in files {
            let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
            sources.append((file, text))
        }
        for document in ["SignIn.xib", "Main.storyboard"] {
            for script in try InteropFixtures.importing(document).scripts { sources.append((script.name + ".layout", script.text)) }
        }
        // Cells, size classes, a borderless text field.
        for (xml, name) in [(VariationImportTests.dotCell, "DotCell.xib"), (Self.photoCell, "PhotoCell.xib"),
                            (VariationImportTests.adaptiveCard, "Card.xib"), (VariationImportTests.pair, "Pair.storyboard")] {
            for script in try InteropFixtures.read(xml, name: name).scripts { sources.append((script.name + ".layout", script.text)) }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tether-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var swiftFiles: [String] = []
        for (name, text) in sources {
            for style in [SwiftExport.Style.anchors, .snapKit] {
                let first = Self.exported(text, name: name, style: style)
                #expect(first == Self.exported(text, name: name, style: style), "\(name) is not deterministic")
                let path = directory.appendingPathComponent("\(style == .anchors ? "Anchors" : "SnapKit")\(swiftFiles.count).swift").path
                try first.write(toFile: path, atomically: true, encoding: .utf8)
                swiftFiles.append(path)
            }
        }
        // Each file on its own (every one declares its helpers privately), against the
        // interfaces of the framework it imports (an AppKit script's export imports AppKit).
        let modules = try Self.stubModules(in: directory)
        for file in swiftFiles {
            let isAppKit = try String(contentsOfFile: file, encoding: .utf8).contains("\nimport AppKit\n")
            let output = try Swiftc.run(["-typecheck", "-I", (isAppKit ? modules.appKit : modules.uiKit).path, file])
            #expect(output.status == 0, "\(file): \(output.text)")
        }
    }

    /// Builds the stub interfaces in `directory`: UIKit and SnapKit in one folder, AppKit
    /// and SnapKit built against it in another; returns the two folders.
    static func stubModules(in directory: URL) throws -> (uiKit: URL, appKit: URL) {
        let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stubs")
        var folders: [URL] = []
        for framework in ["UIKit", "AppKit"] {
            let folder = directory.appendingPathComponent("\(framework)-modules")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Swiftc.run(["-emit-module", "-parse-as-library", "-module-name", framework, stubs.appendingPathComponent("\(framework).swift").path,
                            "-o", folder.appendingPathComponent("\(framework).swiftmodule").path])
            try Swiftc.run(["-emit-module", "-parse-as-library", "-module-name", "SnapKit", "-I", folder.path,
                            stubs.appendingPathComponent("SnapKit.swift").path, "-o", folder.appendingPathComponent("SnapKit.swiftmodule").path])
            folders.append(folder)
        }
        return (folders[0], folders[1])
    }

    /// The type check can fail: a multiplier on a position anchor is not UIKit's API.
    @Test func typeCheckCatchesWrongAPI() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tether-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stubs")
        try Swiftc.run(["-emit-module", "-parse-as-library", "-module-name", "UIKit", stubs.appendingPathComponent("UIKit.swift").path,
                        "-o", directory.appendingPathComponent("UIKit.swiftmodule").path])
        let wrong = directory.appendingPathComponent("Wrong.swift").path
        try "import UIKit\nlet v = UIView()\nlet c = v.leadingAnchor.constraint(equalTo: v.trailingAnchor, multiplier: 2)\n"
            .write(toFile: wrong, atomically: true, encoding: .utf8)
        let output = try Swiftc.run(["-typecheck", "-I", directory.path, wrong], check: false)
        #expect(output.status != 0)
        #expect(output.text.contains("incorrect argument label"))
    }

    /// Round trip: the constraints an imported script activates in UIKit are the ones the
    /// IB document had (placeholders and unsupported ones left out; with size classes, those
    /// installed on the canvas), compared as sets.
    @Test func importThenExportKeepsTheConstraints() throws {
        var results = try ["SignIn.xib", "Main.storyboard"].map { try InteropFixtures.importing($0) }
        for (xml, name) in [(VariationImportTests.dotCell, "DotCell.xib"), (VariationImportTests.adaptiveCard, "Card.xib"),
                            (VariationImportTests.pair, "Pair.storyboard")] {
            results.append(try InteropFixtures.read(xml, name: name))
        }
        for result in results {
            for script in result.scripts {
                let (interpreter, _, _) = InteropFixtures.run(script.text)
                let exported = SwiftExport.constraintDescriptions(of: interpreter)
                #expect(Set(exported) == Set(script.constraints), "\(script.name)")
                #expect(!exported.isEmpty)
            }
        }
    }
}

/// Runs swiftc from the PATH (the toolchain that runs the tests).
enum Swiftc {
    @discardableResult
    static func run(_ arguments: [String], check: Bool = true) throws -> Command.Output {
        let output = try Command.run("swiftc", arguments)
        if check, output.status != 0 { Issue.record("swiftc \(arguments.joined(separator: " ")): \(output.text)") }
        return output
    }
}
