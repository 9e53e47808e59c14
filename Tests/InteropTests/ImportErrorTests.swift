import Foundation
import Interop
import LayoutScript
import TestSupport
import Testing

/// Bad documents: each is one located error, never a crash.
@Suite struct ImportErrorTests {
    func error(_ xml: String, name: String = "bad.xib") -> Diagnostic? {
        do {
            _ = try InteropFixtures.read(xml, name: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func truncatedDocument() throws {
        let whole = try String(contentsOfFile: InteropFixtures.path("SignIn.xib"), encoding: .utf8)
        let truncated = String(whole.prefix(whole.count / 2))
        let diagnostic = try #require(error(truncated))
        #expect(diagnostic.kind == .syntax)
        #expect(diagnostic.message.hasPrefix("malformed XML"))
        #expect(diagnostic.location?.sourceName == "bad.xib")
        #expect((diagnostic.location?.line ?? 0) > 1)
    }

    @Test func binaryPropertyList() throws {
        let data = Data("bplist00\u{1}\u{2}\u{3}".utf8)
        #expect(throws: Diagnostic.self) { try InterfaceBuilderImport.read(data, sourceName: "View.nib") }
        do {
            _ = try InterfaceBuilderImport.read(data, sourceName: "View.nib")
        } catch {
            #expect(error.message == "a binary property list, not an Interface Builder document")
            #expect(error.location?.line == 1)
            #expect(error.location?.column == 1)
        }
    }

    @Test func notInterfaceBuilder() throws {
        let diagnostic = try #require(error("<?xml version=\"1.0\"?>\n<svg width=\"10\"></svg>\n"))
        #expect(diagnostic.message == "<svg> is not an Interface Builder document")
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 1)
        let text = try #require(error("root 320 x 568\nview a\n", name: "a.layout"))
        #expect(text.message.hasPrefix("malformed XML"))
        #expect(text.location?.line == 1)
    }

    /// A macOS document is imported (AppKitImport.swift); one without a window or view (an
    /// app's MainMenu.xib, which Interface Builder opens) imports to no script with a located
    /// warning, and a type neither iOS's nor macOS's is refused with both named.
    @Test func macOSDocument() throws {
        let empty = try InteropFixtures.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>
            """)
        #expect(empty.scripts.isEmpty)
        let diagnostic = try #require(empty.warnings.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "the document has no window or view: no script")
        #expect(diagnostic.hint == "a xib holds its windows and views under <objects>")
        #expect(diagnostic.location?.line == 2)
        let foreign = try #require(error("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Palette" version="3.0"><objects/></document>
            """))
        #expect(foreign.message == "unsupported Interface Builder document type 'com.apple.InterfaceBuilder3.Cocoa.Palette'")
        #expect(foreign.hint?.contains("com.apple.InterfaceBuilder3.Cocoa.XIB") == true)
    }

    @Test func oldDocumentVersion() throws {
        let diagnostic = try #require(error("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><objects/></document>
            """))
        #expect(diagnostic.message == "unsupported document version '8.00'")
    }

    /// Xcode 4.5's storyboards (document version 2.0, the first with Auto Layout) and Xcode
    /// 5's iPad-only xibs (`…CocoaTouch.iPad.XIB`) are documents Xcode still opens: they
    /// import. The 2.0 scene's constrained field has no stored frame (as that format stores
    /// it); its constraints, IB's `type="default"` ones included, place it: 20 in from the
    /// 320-point root's sides, 280 wide, 20 down; a rounded-rect field's 30 tall.
    @Test func xcode4StoryboardsAndIPadXibsImport() throws {
        let storyboard = try InteropFixtures.read("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="3084" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes><scene sceneID="5"><objects>
                    <viewController id="2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="3">
                            <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                            <subviews>
                                <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="f">
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="f" firstAttribute="leading" secondItem="3" secondAttribute="leading" constant="20" symbolic="YES" type="default" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="f" secondAttribute="trailing" constant="20" symbolic="YES" type="default" id="c2"/>
                                <constraint firstItem="f" firstAttribute="top" secondItem="3" secondAttribute="top" constant="20" symbolic="YES" type="user" id="c3"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """, name: "MainStoryboard.storyboard")
        let script = try #require(storyboard.scripts.first)
        let (_, layout, diagnostics) = InteropFixtures.run(script.text, name: "MainStoryboard.layout")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        #expect(layout.frame(of: "field") == LayoutRect(x: 20, y: 20, width: 280, height: 30), "\(script.text)")
        let xib = try InteropFixtures.read("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="5056" targetRuntime="iOS.CocoaTouch.iPad" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root-id">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                    </view>
                </objects>
            </document>
            """, name: "MMFirstView.xib")
        #expect(xib.scripts.count == 1)
    }

    /// A constraint naming an id no element of the document has (a view deleted without its
    /// constraint, as a shipping app's storyboard outside the corpus holds three) is one
    /// Interface Builder drops as it opens the document: the import leaves it out with a
    /// warning at the constraint, and the script says so. One naming a view of another
    /// scene or top-level object is a damaged document, refused.
    @Test func constraintsNamingMissingObjectsAreLeftOut() throws {
        let result = try InteropFixtures.read(InteropFixtures.xib("""
            <constraints>
                <constraint firstItem="nowhere" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>
            </constraints>
            """))
        let warning = try #require(result.warnings.first)
        #expect(warning.message == "the constraint names 'nowhere', which is no object of the document: left out")
        #expect(warning.location?.line == 8)
        #expect(warning.location?.column == 5)
        #expect(warning.location?.length == "<constraint".count)
        #expect(result.scripts.first?.text.contains("# not imported ('nowhere' is no object of the document): pin 'nowhere'.top == root.top") == true,
                "\(result.scripts.first?.text ?? "")")
        let elsewhere = InteropFixtures.xib("""
            <constraints>
                <constraint firstItem="other" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c1"/>
            </constraints>
            """).replacingOccurrences(of: "</objects>", with: #"<view id="other"><rect key="frame" x="0" y="0" width="10" height="10"/></view></objects>"#)
        #expect(error(elsewhere)?.message == "the constraint names 'other', which is no view or guide of this scene")
    }

    @Test func constraintErrors() throws {

        let attribute = try #require(error(InteropFixtures.xib("""
            <constraints><constraint firstAttribute="middle" constant="1" id="c1"/></constraints>
            """)))
        #expect(attribute.message == "unknown layout attribute 'middle'")
        let multiplier = try #require(error(InteropFixtures.xib("""
            <constraints><constraint firstAttribute="width" secondItem="root-id" secondAttribute="height" multiplier="1:0" id="c1"/></constraints>
            """)))
        #expect(multiplier.message == "a constraint multiplier of '1:0', not a number or ratio")
        let priority = try #require(error(InteropFixtures.xib("""
            <constraints><constraint firstAttribute="width" constant="1" priority="0" id="c1"/></constraints>
            """)))
        #expect(priority.message == "a constraint priority of 0, outside 1…1000")
        let constant = try #require(error(InteropFixtures.xib("""
            <constraints><constraint firstAttribute="width" constant="1e999" id="c1"/></constraints>
            """)))
        #expect(constant.message == "<constraint> has constant=\"1e999\", not a finite number")
    }

    @Test func deepNesting() throws {
        let open = String(repeating: "<a>", count: 300)
        let close = String(repeating: "</a>", count: 300)
        let diagnostic = try #require(error("<document>\(open)\(close)</document>"))
        #expect(diagnostic.message == "elements nested more than 256 deep")
    }

    /// A document with no views (a storyboard whose scenes were deleted, which Interface
    /// Builder opens) imports to no script, with a warning at the document.
    @Test func emptyDocument() throws {
        let result = try InteropFixtures.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
            """)
        #expect(result.scripts.isEmpty)
        #expect(result.warnings.map(\.message) == ["the document has no views: no script"])
        #expect(result.warnings.first?.location?.line == 2)
    }

    /// A byte that is not UTF-8 and a control character (on which Foundation's parser on
    /// Linux traps) are located errors.
    @Test func bytesXMLDoesNotAllow() throws {
        do {
            _ = try InterfaceBuilderImport.read(Data([0x3C, 0x61, 0x20, 0x62, 0x3D, 0x22, 0xFE, 0x22, 0x2F, 0x3E]), sourceName: "x.xib")
            Issue.record("a byte that is not UTF-8 was read")
        } catch {
            #expect(error.message == "the document is not UTF-8: it is not UTF-8 text: byte 0xFE at line 1, column 7")
            #expect(error.location?.column == 7)
        }
        let control = try #require(error("<document>\n<a b=\"1\u{0}\"/></document>"))
        #expect(control.message == "a control character U+0000, which XML does not allow")
        #expect(control.location?.line == 2)
        #expect(control.location?.column == 8)
        // Lines end at "\n" whether or not "\r" comes before it, and the "\r" is not shown.
        let windows = try #require(error("<document>\r\n<a b=\"1\u{0}\"/></document>\r\n"))
        #expect(windows.location?.line == 2)
        #expect(windows.location?.column == 8)
        #expect(windows.location?.lineText == "<a b=\"1\u{0}\"/></document>")
        // The column counts characters, not bytes: "é" is two bytes, one column.
        let accented = try #require(error("<document>\n<a b=\"\u{E9}\u{1}\"/></document>"))
        #expect(accented.message == "a control character U+0001, which XML does not allow")
        #expect(accented.location?.column == 8)
    }

    /// The storyboard mutated 600 ways (random bytes, printable characters, and inserted
    /// multi-byte characters, markup and NULs, 8 changes each): an error or a result, never
    /// a trap.
    @Test func garbageNeverCrashes() {
        var generator = SplitMix64(seed: 12)
        let whole = (try? String(contentsOfFile: InteropFixtures.path("Main.storyboard"), encoding: .utf8)) ?? ""
        let bytes = Array(whole.utf8)
        let insertions = ["é", "→", "\u{0}", "😀", "<", ">", "\"", "&", "\u{1}"].map { Array($0.utf8) }
        for round in 0..<600 {
            var mutated = bytes
            for _ in 0..<8 {
                let index = Int.random(in: 0..<mutated.count, using: &generator)
                switch round % 3 {
                case 0: mutated[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: mutated[index] = UInt8.random(in: 32...126, using: &generator)
                default: mutated.replaceSubrange(index..<index + 1, with: insertions[generator.next(below: insertions.count)])
                }
            }
            _ = try? InterfaceBuilderImport.read(Data(mutated), sourceName: "fuzz.storyboard")
        }
    }
}
