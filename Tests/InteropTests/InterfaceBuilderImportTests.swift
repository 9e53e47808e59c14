import AutoLayout
import Foundation
import Interop
import LayoutScript
import Testing

/// The documents under `Documents/` are written by hand in the shape Xcode saves (document
/// version 3.0), with frames worked out by hand from their constraints, so that the frames
/// IB stores are the frames a run must give.
enum InteropFixtures {
    static let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents")

    static func path(_ name: String) -> String { documents.appendingPathComponent(name).path }

    static func importing(_ name: String) throws -> InterfaceBuilderImport.Result {
        try InterfaceBuilderImport.read(fileAt: path(name))
    }

    static func read(_ xml: String, name: String = "test.xib") throws(Diagnostic) -> InterfaceBuilderImport.Result {
        try InterfaceBuilderImport.read(Data(xml.utf8), sourceName: name)
    }

    /// Runs a script with the standard library; no diagnostics of any kind may come out.
    static func run(_ text: String, name: String = "imported.layout") -> (Interpreter, LayoutResult, [Diagnostic]) {
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules))
        let diagnostics = interpreter.run(source: text, name: name)
        let result = interpreter.layout()
        return (interpreter, result, diagnostics + interpreter.locatedDiagnostics(of: result))
    }

    static func frames(_ result: LayoutResult) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: result.views.map { ($0.name, [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) })
    }

    /// The first script a document imports to, run: its text, the view names it gave IB's
    /// ids, its frames by view name and what running it reported.
    static func importAndRun(_ xml: String, name: String = "test.xib") throws
        -> (text: String, viewNames: [String: String], frames: [String: [Double]], diagnostics: [Diagnostic]) {
        let script = try #require(try read(xml, name: name).scripts.first)
        let (_, result, diagnostics) = run(script.text)
        return (script.text, script.viewNames, frames(result), diagnostics)
    }

    /// A xib of one root view holding `body` (subviews, constraints) on an iPhone 8, with the
    /// document's image resources `images` when given.
    /// `xml` (a fixture of tools version 22505) as the Xcode of `version` saved it: that tools
    /// version, and no canvas `appearance` before Xcode 11 (its betas' 14845 on), which brought
    /// light and dark appearances.
    static func saved(_ xml: String, byToolsVersion version: String) -> String {
        let text = xml.replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(version)\"")
        let major = Int(version.prefix { $0 != "." }) ?? 0
        return major < 14_845 ? text.replacingOccurrences(of: #" appearance="light""#, with: "") : text
    }

    static func xib(_ body: String, device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
                    images: String? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            \(device)
            <objects>
                <view contentMode="scaleToFill" id="root-id">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    \(body)
                </view>
            </objects>
            \(images.map { "<resources>\($0)</resources>" } ?? "")
        </document>
        """
    }
}

@Suite struct InterfaceBuilderImportTests {
    /// Every construct of a sign-in xib: labels, text fields, a switch, a button with a
    /// title, an image view sized by its image resource, a nested view, an autoresizing view,
    /// safe-area and margin constraints, a ratio multiplier, a priority, an identifier, a
    /// placeholder constraint, a button's font in a regular width (20 points: a 20-point
    /// line of San Francisco plus 12, 35.87 up to the point, 36 tall; Inter's width of its
    /// title, 64.0 to 64.4, in San Francisco's display design, × 0.924: 59.5 on the 2x canvas);
    /// rounded-rect fields as wide as their placeholders at 14 points (San Francisco's fitted
    /// advances, `TextMeasurer.fittedSystemAdvances`) and 4 (`ScriptWriter.textFieldPadding`),
    /// rounded up to the point: "Email" 39, "Password" 67.
    @Test func signInScriptText() throws {
        let result = try InteropFixtures.importing("SignIn.xib")
        #expect(result.warnings.isEmpty)
        #expect(result.scripts.map(\.name) == ["SignIn"])
        #expect(result.scripts.first?.text == """
            # SignIn: imported by `tether import` from SignIn.xib.
            # Frames are Interface Builder's designed frames: `tether run` reports a view that its
            # constraints put elsewhere (IB's "Misplaced Views").

            import "std/controls" as ui

            root 375 x 667 safe 0 0 0 0 scale 2  # IB's retina4_7: iPhone 8, portrait

            view title: ui.label("Sign in") {  # UILabel tLb-aa-001
              frame 20 24 335 20.5
              intrinsic 51.5 x 20.5
            }
            view emailField: ui.textField("Email") {  # UITextField eMl-ff-002
              frame 20 60.5 335 34
              hug h 248
              intrinsic 39 x 34
            }
            view passwordField: ui.textField("Password") {  # UITextField pWd-ff-003
              frame 20 102.5 335 34
              intrinsic 67 x 34
            }
            view switch: ui.toggle() {  # UISwitch rMb-sw-004
              frame 20 152.5 51 31
            }
            view rememberMeLabel: ui.label("Remember me") {  # UILabel rMl-lb-005
              frame 77 157.75 278 20.5
              intrinsic 111.5 x 20.5
            }
            view signInButton: ui.button("Sign In") {  # UIButton sIn-bt-006
              frame 127.5 207.5 120 44
              intrinsic 47 x 30
            }
            if traits.horizontal == "regular" {
              set signInButton { intrinsic 59.5 x 36 }
            }
            view banner {  # UIView bNr-vw-007
              frame 0 542 375 125
            }
            view imageView: ui.imageView(64, 64) in banner {  # UIImageView lGo-iv-008
              frame 155.5 30.5 64 64
              hug h 251
              hug v 251
            }
            view badge {  # UIView bDg-vw-009
              frame 325 20 40 20
              autoresize leftMargin bottomMargin
            }

            pin imageView.centerX == banner.centerX
            pin imageView.centerY == banner.centerY
            pin banner.height == 1 / 3 * banner.width
            pin title.leading == root.safeArea.leading + 20
            pin root.safeArea.trailing == title.trailing + 20
            pin title.top == root.safeArea.top + 24 as "title-top"
            pin title.width == 335 as "IB-placeholder"  # a placeholder: lays out IB's canvas, removed at build time (not exported)
            pin emailField.leading == title.leading
            pin emailField.trailing == title.trailing
            pin emailField.top == title.bottom + 16
            pin passwordField.leading == title.leading
            pin passwordField.trailing == title.trailing
            pin passwordField.top == emailField.bottom + 8
            pin switch.leading == title.leading
            pin switch.top == passwordField.bottom + 16
            pin rememberMeLabel.leading == switch.trailing + 8
            pin rememberMeLabel.centerY == switch.centerY
            pin rememberMeLabel.trailing == title.trailing
            pin root.margins.trailing >= rememberMeLabel.trailing
            pin signInButton.centerX == root.centerX
            pin signInButton.top == switch.bottom + 24
            pin signInButton.width == 120 @ 999
            pin signInButton.height == 44
            pin emailField.height == 34
            pin passwordField.height == 34
            pin root.safeArea.bottom >= signInButton.bottom + 20
            pin banner.leading == root.leading
            pin root.trailing == banner.trailing
            pin root.bottom == banner.bottom

            """)
    }

    /// The imported script runs without a diagnostic (no conflict, no ambiguity, no
    /// misplaced view) and puts every view at the frame IB stored. Worked out by hand on the
    /// iPhone 8 (375 × 667; a xib's view has no status bar over it, so its safe area starts
    /// at the top): the title 20 from the safe area's sides and 24 below its top (y 24),
    /// one 17-point line of San Francisco on a 2x screen
    /// (20.287 rounded up to the pixel: 20.5); the fields 16 and 8 below, 34 tall; the
    /// switch's 51 × 31 is UISwitch's frame, 2 points past its 49-point alignment rectangle
    /// on the right (std/controls' toggle), so the label 8 after it starts at 20 + 49 + 8 = 77,
    /// centred on the switch (152.5 + 15.5 − 10.25); the button centred, 120 wide at 999; the
    /// banner one third as tall as the screen is wide
    /// (125) on the bottom; the 64-point logo centred in it; the badge keeps its frame.
    @Test func signInFramesAreInterfaceBuildersFrames() throws {
        let script = try #require(try InteropFixtures.importing("SignIn.xib").scripts.first)
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frames = InteropFixtures.frames(result)
        #expect(frames["title"] == [20, 24, 335, 20.5])
        #expect(frames["emailField"] == [20, 60.5, 335, 34])
        #expect(frames["passwordField"] == [20, 102.5, 335, 34])
        #expect(frames["switch"] == [20, 152.5, 51, 31])
        #expect(frames["rememberMeLabel"] == [77, 157.75, 278, 20.5])
        #expect(frames["signInButton"] == [127.5, 207.5, 120, 44])
        #expect(frames["banner"] == [0, 542, 375, 125])
        #expect(frames["imageView"] == [155.5, 30.5, 64, 64])
        #expect(frames["badge"] == [325, 20, 40, 20])
    }

    /// A label without a given name is named after its text's first three ASCII words, split
    /// at anything else and at lower-to-upper case changes (docs/interop.md, the mapping's
    /// view names row): a
    /// character that is not ASCII ends a word whether it is one scalar ("é", U+00E9) or an
    /// ASCII letter with a combining mark ("e" + U+0301, one character), and "\r\n" splits as a
    /// space does. The same names whether a text is ASCII or not (the import reads ASCII text
    /// on the byte).
    @Test func labelsAreNamedAfterTheirTextsWords() throws {
        let texts = ["Sign In", "Caf\u{E9} Menu", "Cafe\u{301} Menu", "Wi-Fi&#13;&#10;On", "iPhoneXS", "2 Step Login Code"]
        let labels = texts.enumerated().map { index, text in
            #"<label text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="l\#(index)"><rect key="frame" x="0" y="\#(index * 30)" width="200" height="21"/></label>"#
        }
        let script = try #require(try InteropFixtures.read(InteropFixtures.xib("<subviews>\(labels.joined())</subviews>")).scripts.first)
        #expect((0..<texts.count).map { script.viewNames["l\($0)"] } ==
                ["signInLabel", "cafMenuLabel", "cafMenuLabel2", "wiFiOnLabel", "iPhoneXsLabel", "label2StepLogin"])
    }

    /// A storyboard yields a script per scene with a view, named after the scene; the
    /// navigation controller, which has no view of its own, is a located warning.
    @Test func storyboardScenes() throws {
        let result = try InteropFixtures.importing("Main.storyboard")
        #expect(result.scripts.map(\.name) == ["settings", "photo-detail", "welcome"])
        #expect(result.warnings.count == 1)
        let warning = try #require(result.warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "scene 'Navigation Controller' (navigationController) has no view of its own: no script for it")
        #expect(warning.location?.line == 13)
        #expect(warning.location?.column == 17)
    }

    /// The Settings scene: stack views become std/stack calls with IB's axis, spacing and
    /// alignment (UIStackView's spacing default 0 written out, since std/stack's is 8), a
    /// nested stack's call before its stack's (std/stack records its fitting lengths), a
    /// text style's size (Body, 17) with its width as measured, so that it follows the
    /// reader's text size, constraints to the root's margins.
    @Test func storyboardStackScene() throws {
        let scripts = try InteropFixtures.importing("Main.storyboard").scripts
        let settings = try #require(scripts.first { $0.name == "settings" })
        #expect(settings.text.contains("""
            root 390 x 844 safe 47 0 34 0 scale 3  # IB's retina6_12: iPhone 14, portrait
            """))
        #expect(settings.text.contains("""
            view wiFiLabel: ui.label("Wi-Fi", "body") in wiFiRow {  # UILabel set-lb-012
              frame 0 5.333333333333334 301 20.333333333333332
              hug h 249
              measuredWidth 40.666666666666664  # San Francisco's at its text style's size; its line the style's
            }
            """))
        #expect(settings.text.contains("""
            hstack([wiFiLabel, switch], 8, "fill", "center")  # wiFiRow
            vstack([wiFiRow, divider], 12)  # options

            pin divider.height == 1
            pin options.leading == root.margins.leading
            pin root.margins.trailing == options.trailing
            pin options.top == root.safeArea.top + 20
            """))
    }

    /// Every scene runs cleanly at IB's frames. On the iPhone 14 (390 × 844, safe area 47
    /// top and 34 bottom, margins 16 at the sides in a compact width):
    /// - Settings: the stack from the margins (16, 358 wide), 20 below the safe area (67);
    ///   the row is as tall as the switch (31), the label one 17-point line on the 3x
    ///   iPhone 14 (20.287 up to the pixel: 61 / 3), centred in it ((31 − 61 / 3) / 2) and
    ///   stretched (hugging 249: 358 − 8 − 49 = 301, the switch's 49-point alignment rectangle
    ///   at the row's end and its 51-point frame 2 past it, x 309); the divider 12 below (43), 1 tall.
    /// - Photo Detail: the iOS 7 top layout guide's bottom is the safe area's top (47 + 8 =
    ///   55); the photo 3:4 of its width (292.5); the caption 8 below (355.5) in the margins,
    ///   one 13-point line (SF's 15.514, 47 / 3 = 15.667 on the 3x canvas); the toolbar on the bottom layout guide, 49 tall above the home indicator as
    ///   the corpus's toolbars on notched iPhones are (UIKitControlTable; 810 − 49 = 761).
    /// - Welcome: the button 16 inside the safe area, 17 above its bottom (810 − 17 − 50).
    @Test func storyboardFrames() throws {
        let scripts = try InteropFixtures.importing("Main.storyboard").scripts
        let expected: [String: [String: [Double]]] = [
            "settings": [
                "options": [16, 67, 358, 44], "wiFiRow": [0, 0, 358, 31], "wiFiLabel": [0, 5.333, 301, 20.333],
                "switch": [309, 0, 51, 31], "divider": [0, 43, 358, 1],
            ],
            "photo-detail": ["photo": [0, 55, 390, 292.5], "caption": [16, 355.5, 358, 15.667], "toolbar": [0, 761, 390, 49]],
            "welcome": ["getStartedButton": [16, 743, 358, 50]],
        ]
        for script in scripts {
            let (_, result, diagnostics) = InteropFixtures.run(script.text, name: script.name + ".layout")
            #expect(diagnostics.isEmpty, "\(script.name): \(diagnostics.map(\.message))")
            let frames = InteropFixtures.frames(result)
            for (view, frame) in expected[script.name] ?? [:] {
                #expect(frames[view]?.map { ($0 * 1000).rounded() / 1000 } == frame, "\(script.name).\(view)")
            }
        }
    }

    /// A label in a Dynamic Type style keeps the style, so that it follows the reader's text
    /// size and spaces its lines by the style's leading: IB's `Title0` is the large title
    /// (34 / 41 at the default size, Apple's HIG); two lines of it are 40.574 + 41 =
    /// 81.574, 245 / 3 = 81.667 on the iPhone 14's 3x canvas, as IB stores such a label.
    @Test func textStyles() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label text="Why Onion Browser needs Orbot" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                    <rect key="frame" x="20" y="100" width="350" height="81.666666666666671"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="t" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="t" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="t" firstAttribute="width" constant="350" id="c3"/>
            </constraints>
            """, device: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="390" height="844""#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains(#"ui.label("Why Onion Browser needs Orbot", "largeTitle", 0)"#))
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let frame = try #require(InteropFixtures.frames(result).first { $0.key != "root" }?.value)
        #expect(abs(frame[3] - 245.0 / 3) < 1e-9, "\(frame)")
    }

    /// A view whose constraints put it elsewhere than its IB frame is reported the way IB's
    /// "Misplaced Views" does.
    @Test func misplacedView() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-id" userLabel="Box">
                    <rect key="frame" x="10" y="10" width="100" height="50"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box-id" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="30" id="c1"/>
                <constraint firstItem="box-id" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="box-id" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="box-id" firstAttribute="height" constant="50" id="c4"/>
            </constraints>
            """)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        let (_, _, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.map(\.message) == [
            "box is misplaced: its constraints put it elsewhere than its designed frame. Expected: x=30 — Actual: x=10",
        ])
    }

    /// Margin attributes on each side, `centerXWithinMargins`, a relation, a multiplier, a
    /// first baseline, a missing first item (the owning view), directional margins,
    /// `preservesSuperviewLayoutMargins` and `insetsLayoutMarginsFromSafeArea`, hidden, and a
    /// scroll view's content guide (a guide at the scroll view's origin).
    @Test func attributesAndProperties() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view contentMode="scaleToFill" hidden="YES" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="card-id" userLabel="Card">
                    <rect key="frame" x="16" y="20" width="343" height="100"/>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="12" bottom="4" trailing="8"/>
                    <subviews>
                        <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll-id">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <viewLayoutGuide key="contentLayoutGuide" id="content-id"/>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll-id" firstAttribute="top" secondItem="content-id" secondAttribute="top" id="c0"/>
                        <constraint firstAttribute="height" relation="lessThanOrEqual" constant="100" id="c1"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe-id"/>
            <constraints>
                <constraint firstItem="card-id" firstAttribute="leading" secondItem="root-id" secondAttribute="leadingMargin" id="c2"/>
                <constraint firstAttribute="trailingMargin" secondItem="card-id" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="card-id" firstAttribute="centerX" secondItem="root-id" secondAttribute="centerXWithinMargins" multiplier="0.5" constant="-4" id="c4"/>
                <constraint firstItem="card-id" firstAttribute="firstBaseline" relation="greaterThanOrEqual" secondItem="safe-id" secondAttribute="top" priority="250" id="c5"/>
                <constraint firstItem="card-id" firstAttribute="top" secondItem="root-id" secondAttribute="topMargin" id="c6"/>
                <constraint firstItem="card-id" firstAttribute="baseline" secondItem="root-id" secondAttribute="bottomMargin" id="c7"/>
            </constraints>
            """)
        let text = try #require(try InteropFixtures.read(xml).scripts.first?.text)
        #expect(text.contains("""
            view card {  # UIView card-id
              frame 16 20 343 100
              hidden true
              margins directional 4 12 4 8
              preservesSuperviewMargins true
              insetsMarginsFromSafeArea false
            }
            view scrollView: ui.scrollView() in card {  # UIScrollView scroll-id
              frame 0 0 10 10
            }
            """))
        #expect(text.contains("""
            pin scrollView.top == scrollViewContent.top
            pin card.height <= 100
            pin card.leading == root.margins.leading
            pin root.margins.trailing == card.trailing
            pin card.centerX == 0.5 * root.margins.centerX - 4
            pin card.firstBaseline >= root.safeArea.top @ 250
            pin card.top == root.margins.top
            pin card.lastBaseline == root.margins.bottom
            """))
    }

    /// A scroll view's content area is laid out only where a constraint reaches it (an edge of
    /// the scroll view to a view inside it, or its `contentLayoutGuide`); otherwise its
    /// `contentSize` is what the app sets, zero by default (UIScrollView.contentSize: "The
    /// default size is CGSizeZero"), and Xcode reports nothing. A scroll view holding only an
    /// autoresized view, and an empty one, import with no content guide and no undetermined
    /// view; a width between the scroll view and its subview is the frame's and reaches no
    /// content. One pinned by its edges keeps its guide, the subview placed in it.
    @Test func scrollContentOnlyWhereConstraintsReachIt() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="free-id">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="sized-id">
                            <rect key="frame" x="0.0" y="10" width="375" height="70"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                </scrollView>
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="empty-id">
                    <rect key="frame" x="0.0" y="200" width="375" height="100"/>
                </scrollView>
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned-id">
                    <rect key="frame" x="0.0" y="300" width="375" height="300"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page-id">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="500"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="500" id="p0"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="page-id" firstAttribute="top" secondItem="pinned-id" secondAttribute="top" id="p1"/>
                        <constraint firstItem="page-id" firstAttribute="leading" secondItem="pinned-id" secondAttribute="leading" id="p2"/>
                        <constraint firstAttribute="trailing" secondItem="page-id" secondAttribute="trailing" id="p3"/>
                        <constraint firstAttribute="bottom" secondItem="page-id" secondAttribute="bottom" id="p4"/>
                        <constraint firstItem="page-id" firstAttribute="width" secondItem="pinned-id" secondAttribute="width" id="p5"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="free-id" firstAttribute="top" secondItem="root-id" secondAttribute="top" id="c0"/>
                <constraint firstItem="free-id" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c1"/>
                <constraint firstItem="free-id" firstAttribute="width" secondItem="root-id" secondAttribute="width" id="c2"/>
                <constraint firstItem="free-id" firstAttribute="height" constant="200" id="c3"/>
                <constraint firstItem="empty-id" firstAttribute="top" secondItem="free-id" secondAttribute="bottom" id="c4"/>
                <constraint firstItem="empty-id" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c5"/>
                <constraint firstItem="empty-id" firstAttribute="width" secondItem="root-id" secondAttribute="width" id="c6"/>
                <constraint firstItem="empty-id" firstAttribute="height" constant="100" id="c7"/>
                <constraint firstItem="pinned-id" firstAttribute="top" secondItem="empty-id" secondAttribute="bottom" id="c8"/>
                <constraint firstItem="pinned-id" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" id="c9"/>
                <constraint firstItem="pinned-id" firstAttribute="width" secondItem="root-id" secondAttribute="width" id="c10"/>
                <constraint firstItem="pinned-id" firstAttribute="height" constant="300" id="c11"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(!imported.text.contains("guide scrollViewContent "))
        #expect(!imported.text.contains("guide scrollView2Content "))
        #expect(imported.text.contains("guide scrollView3Content in scrollView3"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        #expect(imported.frames["view2"] == [0, 10, 375, 70])
        #expect(imported.frames["view3"] == [0, 0, 375, 500])
    }

    /// Names: a userLabel in camel case, a control's text and kind, the class; never a
    /// reserved word or a name twice; a label's multi-line `<string>` text and quotes.
    @Test func viewNames() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label text="Sign in" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                <label text="Sign in" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                <view id="c" userLabel="for"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                <view id="d" userLabel="2 Column Grid"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                <label id="e" numberOfLines="0"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <string key="text">Line one
            "Line" two</string>
                </label>
                <textField placeholder="E-mail address" id="f"><rect key="frame" x="0" y="0" width="1" height="1"/></textField>
                <collectionView id="g" customClass="PhotoGrid"><rect key="frame" x="0" y="0" width="1" height="1"/></collectionView>
            </subviews>
            """)
        let text = try #require(try InteropFixtures.read(xml).scripts.first?.text)
        for line in [
            #"view signInLabel: ui.label("Sign in") {  # UILabel a"#,
            #"view signInLabel2: ui.label("Sign in") {  # UILabel b"#,
            #"view for2 {  # UIView c"#,
            #"view view2ColumnGrid {  # UIView d"#,
            #"view label: ui.label("Line one\n\"Line\" two", 17, 0) {  # UILabel e"#,
            // No borderStyle: IB leaves out UITextField's default, none.
            #"view eMailAddressField: ui.textField("E-mail address", 97, "none") {  # UITextField f"#,
            #"view collectionView: ui.scrollView() {  # PhotoGrid (UICollectionView) g"#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
        let (_, _, diagnostics) = InteropFixtures.run(text)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
    }

    /// Names from what the document's author called a view, first: its userLabel, the outlet
    /// that connects it (`<outlet property="titleLabel" destination="…"/>`, here the root's
    /// own, as a custom view's xib stores them), its accessibility identifier; then its text,
    /// with the class once (`label`, not `labelLabel`; `label123`, not `v123Label`).
    @Test func viewNamesFromOutletsAndAccessibility() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label text="Hi" id="h"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                <stackView axis="vertical" id="s"><rect key="frame" x="0" y="0" width="1" height="1"/></stackView>
                <imageView id="i"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <accessibility key="accessibilityConfiguration" identifier="profile.avatar"/>
                </imageView>
                <view id="u" userLabel="Header"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                <label text="Label" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                <label text="123" id="n"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                <button id="b"><rect key="frame" x="0" y="0" width="1" height="1"/><state key="normal" title="OK Button"/></button>
            </subviews>
            <connections>
                <outlet property="titleLabel" destination="h"/>
                <outlet property="buttonsStack" destination="s"/>
                <outlet property="headerView" destination="u"/>
            </connections>
            """)
        let text = try #require(try InteropFixtures.read(xml).scripts.first?.text)
        for line in [
            #"view titleLabel: ui.label("Hi") {  # UILabel h"#,
            "view buttonsStack",
            "view profileAvatar",
            // The userLabel comes before the outlet.
            "view header {  # UIView u",
            #"view label: ui.label("Label") {  # UILabel l"#,
            #"view label123: ui.label("123") {  # UILabel n"#,
            "view okButton",
        ] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
        #expect(!text.contains("labelLabel") && !text.contains("v123") && !text.contains("stackView"), "\(text)")
    }

    /// Text from the document that lands in a comment (a class, an element's key) cannot
    /// start a line of code: a newline in it (`&#10;`) becomes a space.
    @Test func newlinesStayInComments() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <view id="a" customClass="Evil&#10;pin root.width == 1"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <unknownThing key="k&#10;view injected"/>
                </view>
            </subviews>
            """)
        let text = try #require(try InteropFixtures.read(xml).scripts.first?.text)
        #expect(text.contains("# Evil pin root.width == 1 (UIView) a"))
        #expect(text.contains("# not imported: <unknownThing key=\"k view injected\">"))
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("pin root.width") || $0.hasPrefix("view injected") })
    }

    /// A device Tether's catalogue lacks keeps IB's size and safe area; a landscape one is
    /// turned; a root view that does not fill the device's screen (a freeform xib) keeps
    /// its own size, and on a portrait iPhone the portrait orientation whatever its shape
    /// (`traits compact regular`).
    @Test func devices() throws {
        func rootLine(_ device: String, width: Int = 375, height: Int = 667) throws -> String? {
            var xml = InteropFixtures.xib("", device: device)
            xml = xml.replacingOccurrences(of: #"width="375" height="667""#, with: #"width="\#(width)" height="\#(height)""#)
            return try InteropFixtures.read(xml).scripts.first?.text.split(separator: "\n").first { $0.hasPrefix("root") }.map(String.init)
        }
        #expect(try rootLine(#"<device id="retina6_1" orientation="portrait"/>"#, width: 414, height: 896)
            == "root 414 x 896 safe 48 0 34 0 scale 2  # IB's retina6_1: iPhone 11, portrait")
        #expect(try rootLine(#"<device id="retina6_12" orientation="landscape"/>"#, width: 844, height: 390)
            == "root 844 x 390 safe 0 47 21 47 scale 3  # IB's retina6_12: iPhone 14, landscape")
        #expect(try rootLine(#"<device id="retina4_0" orientation="landscape"/>"#, width: 568, height: 320)
            == #"root device "iphone5:landscape" scale 2  # IB's retina4_0: iPhone SE (1st generation), landscape"#)
        #expect(try rootLine(#"<device id="retina4_7" orientation="portrait"/>"#, width: 375, height: 100)
            == "root 375 x 100 safe 20 0 0 0 traits compact regular scale 2  # IB's retina4_7: iPhone 8, portrait; the root view's frame")
        #expect(try rootLine(#"<device id="watch38"/>"#, width: 136, height: 170)
            == "root 136 x 170  # the root view's frame; IB's device 'watch38' is not in tether's table: no safe area")
    }

    /// A 200-view document imports completely (20 rows of 10 views, each pinned to its
    /// neighbour) and runs at IB's frames.
    @Test func twoHundredViews() throws {
        var subviews = ""
        var constraints = ""
        for row in 0..<20 {
            for column in 0..<10 {
                let id = "v\(row)-\(column)"
                subviews += #"<view translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="\#(column * 37)" y="\#(row * 33)" width="30" height="30"/></view>"#
                let left = column == 0 ? #"secondItem="root-id" secondAttribute="leading""# : #"secondItem="v\#(row)-\#(column - 1)" secondAttribute="trailing" constant="7""#
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" \#(left) id="l\#(id)"/>"#
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="\#(row * 33)" id="t\#(id)"/>"#
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="width" constant="30" id="w\#(id)"/>"#
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="height" constant="30" id="h\#(id)"/>"#
            }
        }
        let xml = InteropFixtures.xib("<subviews>\(subviews)</subviews><constraints>\(constraints)</constraints>")
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.constraints.count == 800)
        let (_, result, diagnostics) = InteropFixtures.run(script.text)
        #expect(diagnostics.isEmpty)
        #expect(result.views.count == 201)
        // `view` is a reserved word, so the first is view2 and the last view201.
        #expect(InteropFixtures.frames(result)["view201"] == [333, 627, 30, 30])
    }
}
