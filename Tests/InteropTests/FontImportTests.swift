import AutoLayout
import Foundation
import LayoutScript
import Testing
import TextMetrics

@testable import Interop

/// The fonts Interface Builder stores for a view's text, as the importer reads them: the
/// system font's weights (`UIFont.Weight`), text styles' own weights, attributed text's
/// fonts, and other fonts by name with a metric-compatible stand-in where Debian has one.
@Suite struct FontImportTests {
    static func label(_ id: String, _ text: String, lines: Int = 1, width: Double = 200, font: String) -> String {
        """
        <label text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="100" width="\(width)" height="20.5"/>
            \(font)
        </label>
        """
    }

    /// Constraints holding view `id` `top` points below the root's top and 20 from its leading edge.
    static func pinned(_ id: String, top: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="\(top)" id="\(id)-top"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="\(id)-leading"/>
        """
    }

    /// `boldSystem` is bold, `type="system" weight="…"` that weight, Headline its own
    /// semibold (Apple's HIG, Dynamic Type sizes), Body regular; the script's labels name the
    /// weight after the size and line count where it is not the one the size implies.
    @Test func systemWeights() throws {
        let xml = InteropFixtures.xib("<subviews>" + [
            Self.label("b", "Bold", lines: 0, font: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#),
            Self.label("s", "Semibold", font: #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>"#),
            Self.label("h", "Headline", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#),
            Self.label("r", "Regular", font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#),
        ].joined() + "</subviews>")
        let text = try #require(try InteropFixtures.read(xml).scripts.first).text
        #expect(text.contains(#"ui.label("Bold", 17, 0, "bold")"#), "\(text)")
        #expect(text.contains(#"ui.label("Semibold", 15, 1, "semibold")"#), "\(text)")
        #expect(text.contains(#"ui.label("Headline", "headline")"#), "\(text)")
        #expect(text.contains(#"ui.label("Regular")"#), "\(text)")
    }

    /// IB's weights, attributed text's `NSFont` and named fonts read as UIKit names them.
    @Test func fontsReadFromTheDocument() throws {
        func font(_ xml: String) throws -> ImportedFont {
            let tree = try XMLTree(data: Data(xml.utf8), sourceName: "font.xib")
            return ScriptWriter.font(of: tree.root)
        }
        #expect(try font(#"<l><fontDescription type="boldSystem" pointSize="17"/></l>"#) == .system(.bold))
        #expect(try font(#"<l><fontDescription type="system" weight="light" pointSize="17"/></l>"#) == .system(.light))
        #expect(try font(#"<l><fontDescription type="italicSystem" pointSize="17"/></l>"#) == .system(.regular))
        #expect(try font(#"<l><fontDescription style="UICTFontTextStyleHeadline"/></l>"#) == .system(.semibold))
        #expect(try font(#"<l><fontDescription name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="17"/></l>"#)
            == ImportedFont(weight: .bold, name: "HelveticaNeue-Bold"))
        #expect(try font(#"<l><fontDescription name="AvenirNextCondensed-DemiBold" family="Avenir Next Condensed" pointSize="17"/></l>"#)
            == ImportedFont(weight: .semibold, name: "AvenirNextCondensed-DemiBold"))
        #expect(try font(#"<l><fontDescription name=".AppleSystemUIFontBold" family=".AppleSystemUIFont" pointSize="17"/></l>"#)
            == .system(.bold))
        let attributed = """
            <l><attributedString key="attributedText"><fragment content="Title"><attributes>
            <font key="NSFont" metaFont="systemBold" size="24"/></attributes></fragment></attributedString></l>
            """
        #expect(try font(attributed) == .system(.bold))
    }

    /// Attributed text is measured in its fragment's font and size: a bold 24-point title.
    @Test func attributedText() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                    <rect key="frame" x="20" y="100" width="200" height="29"/>
                    <attributedString key="attributedText">
                        <fragment content="Title">
                            <attributes><font key="NSFont" metaFont="systemBold" size="24"/></attributes>
                        </fragment>
                    </attributedString>
                </label>
            </subviews>
            """)
        let text = try #require(try InteropFixtures.read(xml).scripts.first).text
        #expect(text.contains(#"ui.label("Title", 24, 0, "bold")"#), "\(text)")
    }

    /// An attributed label's paragraph style is its script's: `lineSpacing 3` puts 3 points
    /// between one line's bottom and the next's top (NSParagraphStyle.lineSpacing, Apple's
    /// reference), and `metaFont="system"` without a size is `NSFont.systemFontSize`'s 13
    /// (NSFont.systemFont(ofSize:): 0 "returns the system font at the default size"). Three
    /// lines ("\n" starts each) at 13 points, 15.514 each (SF Pro's 2,444 of 2,048 units),
    /// are 3 × 15.514 + 2 × 3 = 52.541 tall, 52.667 on a 3x canvas, as IB stores such a
    /// label (b-01's 34.333 for two lines, 126.667 for seven); a `lineHeightMultiple` of 1.1
    /// makes each line of 24-point bold text 28.641 × 1.1 = 31.505, three 94.667. A
    /// one-line label gets no spacing: its height is its line's whatever the style says.
    /// `minimumLineHeight` 24 holds each 13-point line at 24: three are 72.
    @Test func attributedParagraphStyle() throws {
        func label(_ id: String, _ text: String, lines: Int, y: Int, font: String, style: String) -> String {
            """
            <label numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id.capitalized)">
                <rect key="frame" x="20" y="\(y)" width="300" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="\(text)">
                        <attributes>
                            \(font)
                            <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(style) tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        }
        let xml = InteropFixtures.xib("<subviews>" + [
            label("spaced", "one&#10;two&#10;three", lines: 0, y: 100, font: #"<font key="NSFont" metaFont="system"/>"#, style: #"lineSpacing="3""#),
            label("tall", "Become part&#10;of a&#10;Masternode", lines: 0, y: 200, font: #"<font key="NSFont" metaFont="systemBold" size="24"/>"#,
                  style: #"lineHeightMultiple="1.1000000000000001""#),
            label("single", "one", lines: 1, y: 400, font: #"<font key="NSFont" metaFont="system"/>"#, style: #"lineSpacing="3""#),
            label("spread", "one&#10;two&#10;three", lines: 0, y: 500, font: #"<font key="NSFont" metaFont="system"/>"#,
                  style: #"minimumLineHeight="24" maximumLineHeight="30""#),
        ].joined() + "</subviews>" + """
            <constraints>
                <constraint firstItem="spaced" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="spaced" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="tall" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="tall" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="200" id="c4"/>
                <constraint firstItem="single" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c5"/>
                <constraint firstItem="single" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="400" id="c6"/>
                <constraint firstItem="spread" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c7"/>
                <constraint firstItem="spread" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="500" id="c8"/>
            </constraints>
            """, device: #"<device id="retina5_9" orientation="portrait" appearance="light"/>"#)
        let script = try #require(try InteropFixtures.read(xml).scripts.first)
        #expect(script.text.contains("lineSpacing 3"), "\(script.text)")
        #expect(script.text.contains("lineHeightMultiple 1.1"), "\(script.text)")
        #expect(script.text.contains(#"ui.label("one\ntwo\nthree", 13, 0)"#), "\(script.text)")
        let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules,
                                                                   textMeasurer: TextMeasurer.systemOrSimple()))
        _ = interpreter.run(source: script.text, name: "imported.layout")
        let heights = Dictionary(interpreter.layout().views.map { ($0.name, $0.frame.height) }, uniquingKeysWith: { a, _ in a })
        #expect(abs((heights["spaced"] ?? 0) - 158.0 / 3) < 1e-6, "\(heights)")
        #expect(abs((heights["tall"] ?? 0) - 284.0 / 3) < 1e-6, "\(heights)")
        #expect(abs((heights["single"] ?? 0) - 47.0 / 3) < 1e-6, "\(heights)")
        #expect(script.text.contains("minimumLineHeight 24"), "\(script.text)")
        #expect(heights["spread"] == 72, "\(heights)")
    }

    /// A fragment whose text IB writes as an element (`<string key="content">`, as it does
    /// for a long or multi-line text) is the label's text as its `content` attribute is:
    /// the label says it, in the fragment's font, not nothing at 0 × 0.
    @Test func attributedTextWrittenAsAnElement() throws {
        let xml = InteropFixtures.xib("""
            <subviews>
                <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                    <rect key="frame" x="20" y="100" width="200" height="20"/>
                    <attributedString key="attributedText">
                        <fragment>
                            <string key="content">In case of larger withdrawals</string>
                            <attributes><font key="NSFont" metaFont="system" size="14"/></attributes>
                        </fragment>
                    </attributedString>
                </label>
            </subviews>
            """)
        let text = try #require(try InteropFixtures.read(xml).scripts.first).text
        #expect(text.contains(#"ui.label("In case of larger withdrawals", 14, 0)"#), "\(text)")
    }

    /// Xcode 6's "System" size (`size="system"`, no `pointSize`) is `UIFont.systemFontSize`,
    /// 14 points: a one-line label in it is 14 × 1.1934 = 16.7, 17 on the 2x canvas, as
    /// SCLAlertView's example stores it (outside the corpus; c-31's wrapping labels store 14-point
    /// lines too), where 17 points gave 20.5.
    @Test func theSystemSizeIsFourteenPoints() throws {
        let xml = InteropFixtures.xib("<subviews>" + Self.label("t", "Detail view content goes here", lines: 1, width: 200,
                                                                 font: #"<fontDescription key="fontDescription" type="system" size="system"/>"#) + """
            </subviews>
            <constraints>
                <constraint firstItem="t" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="t" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
            </constraints>
            """)
        let imported = try InteropFixtures.importAndRun(xml)
        #expect(imported.frames[imported.viewNames["t"] ?? ""]?.last == 17, "\(imported.text)")
    }

    /// A bold wrapping label wraps where bold text does: "Hello Hello" is 81.297 points wide
    /// in Inter Regular at 17 points (14,272 units at 2,816 per em, less eleven characters'
    /// tracking of 0.442) and wider in bold (14,741 units), so at 84 points it is one line
    /// in regular and two in bold: 2 × 20.287 = 40.574, 41 on the iPhone 8's 2x canvas, the
    /// heights IB stores for them (the regular one a point short of 3 % under its width, so
    /// the importer takes no one-line width from the frame).
    @Test func boldTextWraps() throws {
        func height(_ font: String, stored: String) throws -> Double {
            let xml = InteropFixtures.xib("<subviews>" + Self.label("t", "Hello Hello", lines: 0, width: 84, font: font)
                .replacingOccurrences(of: #"height="20.5""#, with: #"height="\#(stored)""#) + """
                </subviews>
                <constraints>
                    <constraint firstItem="t" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="t" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c2"/>
                    <constraint firstItem="t" firstAttribute="width" constant="84" id="c3"/>
                </constraints>
                """)
            let script = try #require(try InteropFixtures.read(xml).scripts.first)
            let interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules,
                                                                       textMeasurer: TextMeasurer.systemOrSimple()))
            _ = interpreter.run(source: script.text, name: "imported.layout")
            return try #require(interpreter.layout().views.first { $0.name != "root" }?.frame.height)
        }
        #expect(try height(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, stored: "20.5") == 20.5)
        #expect(try height(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#, stored: "41") == 41)
    }

    /// Helvetica and Helvetica Neue are measured in Liberation Sans, whose advances are
    /// Arial's and so Helvetica's (Adobe's Helvetica metrics: H 722, e 556, l 222, o 556 per
    /// 1,000 em, "Hello" 2.278 em; Liberation Sans shapes it to 4,667 of 2,048 units, 2.279
    /// em); a font Debian has no stand-in for is measured as the system font, and the
    /// script says which.
    @Test func otherFonts() throws {
        let xml = InteropFixtures.xib("<subviews>" + [
            Self.label("h", "Hello", font: #"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>"#),
            Self.label("g", "Hello", font: #"<fontDescription key="fontDescription" name="AGaramondPro-Regular" family="Adobe Garamond Pro" pointSize="17"/>"#),
        ].joined() + "</subviews>")
        let text = try #require(try InteropFixtures.read(xml).scripts.first).text
        #expect(text.contains("# font HelveticaNeue: measured in LiberationSans-Regular.ttf, metric-compatible with Helvetica and Arial"), "\(text)")
        #expect(text.contains("# font AGaramondPro-Regular: not on this machine, measured as the system font (Inter) regular"), "\(text)")
        let helvetica = try #require(ScriptWriter.standIn(for: ScriptWriter.namedFont("Helvetica-Bold")))
        #expect(helvetica.path.hasSuffix("LiberationSans-Bold.ttf"))
        #expect(ScriptWriter.standIn(for: ScriptWriter.namedFont("Menlo-Regular"))?.path.hasSuffix("DejaVuSansMono.ttf") == true)
        #expect(ScriptWriter.standIn(for: ScriptWriter.namedFont("Futura-Medium")) == nil)
        let standIn = try #require(ScriptWriter.standIn(for: ScriptWriter.namedFont("HelveticaNeue")))
        let face = try #require(ScriptWriter.standInFaces[standIn.path])
        #expect(face.shapedAdvance(of: Substring("Hello")) == 4667)
    }

    /// Roboto Mono is measured in Liberation Mono, whose every glyph advances 1229 of 2048
    /// units as Roboto Mono's do (both font files: 0.6001 em), with Roboto Mono's own line
    /// (hhea 2146 and −555 at 2048: 1.3188 em). A system button titled "Restart" at 17
    /// points is 7 × 0.6001 × 17 = 71.41 wide, 71.5 on the 2x canvas, and its line 22.42 and
    /// UIButton's 6 above and below, 34.42, rounded up to 35 (c-16's such buttons store 35);
    /// a borderless field's line rounds up to the point, 23 in Xcode 10 (c-16's fields). The
    /// stored frames (200 × 50, 100 × 40) are not their sizes.
    @Test func robotoMonoMeasuresInLiberationMonoWithItsOwnLine() throws {
        let font = #"<fontDescription key="fontDescription" name="RobotoMono-Regular" family="Roboto Mono" pointSize="17"/>"#
        let body = """
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="restart" userLabel="Restart">
                    <rect key="frame" x="20" y="40" width="200" height="50"/>
                    \(font)
                    <state key="normal" title="Restart"/>
                </button>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="exploit" translatesAutoresizingMaskIntoConstraints="NO" id="field" userLabel="Field">
                    <rect key="frame" x="20" y="100" width="100" height="40"/>
                    \(font)
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="restart" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="restart" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="field" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c4"/>
            </constraints>
            """
        let xml = InteropFixtures.saved(InteropFixtures.xib(body), byToolsVersion: "14460")
        let run = try InteropFixtures.importAndRun(xml)
        #expect(run.frames["restart"] == [20, 40, 71.5, 35], "\(run.frames)")
        #expect(run.frames["field"]?[3] == 23, "\(run.frames)")
        #expect(run.text.contains("# font RobotoMono-Regular: measured in LiberationMono-Regular.ttf, metric-compatible with Roboto Mono's widths"), "\(run.text)")
        let standIn = try #require(ScriptWriter.standIn(for: ScriptWriter.namedFont("RobotoMono-Regular")))
        let face = try #require(ScriptWriter.standInFaces[standIn.path])
        #expect(face.shapedAdvance(of: Substring("Restart")) == 7 * 1229)
    }

    /// Menlo is measured in DejaVu Sans Mono with its line, hhea 1901 and −483 at 2048
    /// (1.1641 em, both fonts keep Bitstream Vera Sans Mono's): a borderless field at 14
    /// points is its 16.297-point line rounded up to the point and, from Xcode 11, a point
    /// more, 18 (iSH's two such fields outside the corpus store 18); a wrapping label at 14
    /// points is one line, 16.5 on the 2x canvas (Blockstream Green's address label, 16.333 on
    /// its 3x one). Without Menlo's line the field was a borderless field of unknown font, 30
    /// tall, and the label San Francisco's 17.
    @Test func menloHasItsOwnLine() throws {
        let font = #"<fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="14"/>"#
        let body = """
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="/bin/login" translatesAutoresizingMaskIntoConstraints="NO" id="field" userLabel="Field">
                    <rect key="frame" x="20" y="100" width="100" height="40"/>
                    \(font)
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <label text="bc1qar0srrr7xfkvy5l643lydnw9re59gtzz" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="address" userLabel="Address">
                    <rect key="frame" x="20" y="200" width="353" height="40"/>
                    \(font)
                </label>
            </subviews>
            <constraints>
                \(Self.pinned("field", top: 100))\(Self.pinned("address", top: 200))
                <constraint firstItem="address" firstAttribute="width" constant="353" id="c5"/>
            </constraints>
            """
        let xml = InteropFixtures.saved(InteropFixtures.xib(body), byToolsVersion: "22505")
        let run = try InteropFixtures.importAndRun(xml)
        #expect(run.frames["field"]?[3] == 18, "\(run.frames)")
        #expect(run.frames["address"]?[3] == 16.5, "\(run.frames) \(run.text)")
    }

    /// A label's line and paragraph separators (U+2028, U+2029, as IB stores them where a
    /// text was pasted with them) end its lines as newlines do: the script writes each as
    /// `\n`, and "Facts?", an empty line and "Thanks" are three 17-point lines, 3 × 20.287 =
    /// 60.86, 61 on the 2x canvas (an Xcode 11 document outside the corpus, openfoodfacts-
    /// ios, stores its such label seven Body lines tall; the corpus's b-30, c-31 and n-18 hold
    /// such labels too). Read as spaces, the text was one line, 20.5.
    @Test func lineSeparatorsEndLines() throws {
        let label = """
            <label text="" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="t" userLabel="t">
                <rect key="frame" x="20" y="100" width="300" height="61"/>
                <string key="text">Facts?\u{2028}\u{2028}Thanks</string>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """.replacingOccurrences(of: #"text="" "#, with: "")
        let body = "<subviews>" + label + """
            </subviews><constraints>
                <constraint firstItem="t" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="t" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
            </constraints>
            """
        let run = try InteropFixtures.importAndRun(InteropFixtures.xib(body))
        #expect(run.text.contains(#"ui.label("Facts?\n\nThanks", 17, 0)"#), "\(run.text)")
        #expect(run.frames["t"]?[3] == 61, "\(run.frames)")
        // Swift keeps the character, escaped so that no source line holds a line separator.
        #expect(SwiftWriter.quoted("Facts?\u{2028}Thanks\u{2029}") == #""Facts?\u{2028}Thanks\u{2029}""#)
        #expect(ScriptText.quoted("Facts?\u{2028}Thanks\u{1}") == #""Facts?\nThanks ""#)
    }

    /// A wrapping label in a font of Apple's whose line is not San Francisco's keeps its own
    /// line: `measuredLineHeight`, the point size × the line in ems. Avenir's is 1.366
    /// (``ScriptWriter/namedFontLineHeights``, the corpus's unconstrained one-line Avenir
    /// labels): Avenir Heavy at 28 points is 38.248, 38.5 on the 2x canvas (b-34's such label
    /// stores 38.333 on its 3x one), where San Francisco's line would make it 33.5. Courier
    /// New's is its hhea line, 2,320 / 2,048 em (Liberation Mono's file has the same): two
    /// lines at 14 points, split by a line break, are 2 × 15.859 = 31.719, 32 at 2x. A one-
    /// line Avenir Next label is its line as an intrinsic size, 17 × 1.366 = 23.222, 23.5,
    /// not the 30 it was stored at. The stored frames (20.5 tall) are not their sizes.
    @Test func wrappingLabelsInApplesFontsKeepTheirLine() throws {
        func font(_ name: String, _ family: String, _ size: Int) -> String {
            #"<fontDescription key="fontDescription" name="\#(name)" family="\#(family)" pointSize="\#(size)"/>"#
        }
        func label(_ id: String, _ text: String, lines: Int, font: String, y: Int) -> String {
            Self.label(id, text, lines: lines, width: 300, font: font)
                .replacingOccurrences(of: #"y="100""#, with: "y=\"\(y)\"")
                .replacingOccurrences(of: "id=\"\(id)\"", with: "id=\"\(id)\" userLabel=\"\(id)\"")
        }
        func pins(_ id: String, y: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="\(id)-l"/>
            """
        }
        let body = "<subviews>" + [
            label("avenir", "Native iOS", lines: 0, font: font("Avenir-Heavy", "Avenir", 28), y: 40),
            label("courier", "Private key&#10;for the wallet", lines: 0, font: font("CourierNewPSMT", "Courier New", 14), y: 100),
            label("next", "Avenir Next", lines: 1, font: font("AvenirNext-Regular", "Avenir Next", 17), y: 160),
        ].joined() + "</subviews><constraints>" + pins("avenir", y: 40) + pins("courier", y: 100) + pins("next", y: 160) + "</constraints>"
        let run = try InteropFixtures.importAndRun(InteropFixtures.xib(body))
        #expect(run.frames["avenir"]?[3] == 38.5, "\(run.frames)")
        #expect(run.frames["courier"]?[3] == 32, "\(run.frames)")
        #expect(run.frames["next"]?[3] == 23.5, "\(run.frames)")
        #expect(run.text.contains("measuredLineHeight 38.248  # a line of Avenir-Heavy"), "\(run.text)")
    }

    /// A borderless text field's intrinsic width is the longer of its text and its
    /// placeholder, and 4 points (``ScriptWriter/textFieldPadding``, the median of the
    /// corpus's half-0 fields sized by their text), rounded up to the point. In Roboto Mono
    /// at 17 points every glyph is 1229 / 2048 × 17 = 10.2017 wide: "exploit" (7 glyphs) is
    /// 71.41, and 75.41 rounds up to 76 (c-16's such field stores 76); "ab" under the
    /// placeholder "0x292dd10b" (10 glyphs, 102.02) is 106.02, so 107; a field with neither
    /// is 4. Each is pinned at its leading edge only, so its width is its own; the stored
    /// frames (100 wide) are not their sizes.
    @Test func borderlessFieldIsAsWideAsItsLongerText() throws {
        let font = #"<fontDescription key="fontDescription" name="RobotoMono-Regular" family="Roboto Mono" pointSize="17"/>"#
        func field(_ id: String, _ attributes: String, y: Int) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id)">
                <rect key="frame" x="20" y="\(y)" width="100" height="23"/>
                \(font)
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        }
        func pins(_ id: String, y: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="\(y)" id="\(id)-top"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="\(id)-leading"/>
            """
        }
        let body = """
            <subviews>
            \(field("word", #"text="exploit""#, y: 40))
            \(field("placeholder", #"text="ab" placeholder="0x292dd10b""#, y: 80))
            \(field("empty", "", y: 120))
            </subviews>
            <constraints>
            \(pins("word", y: 40))
            \(pins("placeholder", y: 80))
            \(pins("empty", y: 120))
            </constraints>
            """
        let xml = InteropFixtures.saved(InteropFixtures.xib(body), byToolsVersion: "14460")
        let run = try InteropFixtures.importAndRun(xml)
        #expect(run.frames["word"] == [20, 40, 76, 23], "\(run.frames)")
        #expect(run.frames["placeholder"] == [20, 80, 107, 23], "\(run.frames)")
        #expect(run.frames["empty"] == [20, 120, 4, 23], "\(run.frames)")
    }

    /// A rounded-rect field is as wide as its text in the same way (its height the
    /// controls' table's, 34 from Xcode 11): the placeholder "exploit" in Roboto Mono at 14
    /// points is 7 × 1229 / 2048 × 14 = 58.81, and 4 more rounds up to 63. An empty one is
    /// 4 wide, so a `width >= 80` holds it at 80 where it hugs (a-25's two empty fields,
    /// hugging 252, store 80; IB's library width, 97, was wider than that).
    @Test func roundedRectFieldIsAsWideAsItsText() throws {
        let font = #"<fontDescription key="fontDescription" name="RobotoMono-Regular" family="Roboto Mono" pointSize="14"/>"#
        let body = """
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="exploit" translatesAutoresizingMaskIntoConstraints="NO" id="word" userLabel="word">
                    <rect key="frame" x="20" y="40" width="97" height="34"/>
                    \(font)
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="252" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="empty" userLabel="empty">
                    <rect key="frame" x="20" y="100" width="97" height="34"/>
                    <constraints>
                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="80" id="empty-width"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="word" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="word" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="empty" firstAttribute="top" secondItem="root-id" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="empty" firstAttribute="leading" secondItem="root-id" secondAttribute="leading" constant="20" id="c4"/>
            </constraints>
            """
        let run = try InteropFixtures.importAndRun(InteropFixtures.xib(body))
        #expect(run.frames["word"] == [20, 40, 63, 34], "\(run.frames)")
        #expect(run.frames["empty"] == [20, 100, 80, 34], "\(run.frames)")
    }

    /// AppKit's titles in the regular system font below 20 points have word spaces
    /// 0.003 em narrower than the fitted advances give them (``AppKitTitleMeasurer``, the
    /// statistic of half 0's one-line labels sized to their titles). Worked by hand: "Show
    /// all changes" at 13 points has 2 spaces, 0.003 × 13 × 2 = 0.078 points narrower; a
    /// title without a space, bold text (Inter Bold's own space) and text from 20 points
    /// (no fitted advances) are as the measurer measures them. Meta fonts of other weights
    /// read as those weights: `systemSemibold` semibold, `systemMedium` medium,
    /// `systemLight` light, the bold ones bold, `system` and `smallSystem` none.
    @Test func appKitTitlesNarrowTheRegularSystemFontsWordSpaces() throws {
        #expect(ScriptWriter.metaFontWeight("systemSemibold") == .semibold)
        #expect(ScriptWriter.metaFontWeight("systemMedium") == .medium)
        #expect(ScriptWriter.metaFontWeight("systemLight") == .light)
        #expect(ScriptWriter.metaFontWeight("smallSystemBold") == .bold)
        #expect(ScriptWriter.metaFontWeight("system") == nil)
        #expect(ScriptWriter.metaFontWeight("smallSystem") == nil)
        let base = TextMeasurer.systemOrSimple()
        let regular = AppKitTitleMeasurer(base, weight: .regular)
        let narrowed = (base as? TextMeasurer)?.tracksAsSystemFont == true
        let text = "Show all changes"
        #expect(abs(base.width(of: text, size: 13) - regular.width(of: text, size: 13) - (narrowed ? 0.078 : 0)) < 1e-9)
        #expect(regular.width(of: "Changes", size: 13) == base.width(of: "Changes", size: 13))
        #expect(regular.width(of: text, size: 24) == base.width(of: text, size: 24))
        let bold = AppKitTitleMeasurer(base, weight: .bold)
        #expect(bold.width(of: text, size: 13) == base.width(of: text, size: 13))
    }
    /// Xcode 12.5 to 13.4 lay text styles out at xSmall on their canvas
    /// (`InterfaceBuilderEra.xSmallTextStyles`): a document of 19455 (Xcode 13.2) imports with
    /// `textSize xSmall`, its Body label 14 points, one line of 14 × 2,444 / 2,048 = 16.707,
    /// 17 on the 2x canvas, as COVIDSafe's and Awful's 13.2 labels store it; three lines are
    /// 16.707 + 19 + 19 (Body's xSmall leading, Apple's HIG Dynamic Type sizes), 55 up, as
    /// threema's 12.5 labels store them; a button configuration's title, Body without a font
    /// of its own, 16.707 + 14, 31 (ProtonVPN's and Agora's). Saved by 14.0 (21225) the same
    /// document is at Large: no statement, 17 points, 20.5 tall, the button 34.5. The host's text size still wins: at Large the three
    /// lines are 20.287 + 22 + 22, 64.5 up, and the one-line label, written with its measured
    /// width rather than a fixed intrinsic size, is 20.5 tall and 17 / 14 as wide.
    @Test func xcode13CanvasLaysTextStylesOutAtExtraSmall() throws {
        let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
        let xml = InteropFixtures.xib("""
            <subviews>\(Self.label("one", "Postcode", font: body))\(Self.label("three", "One&#10;Two&#10;Three", lines: 0, width: 160, font: body))
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="join"><rect key="frame" x="20" y="200" width="47" height="31"/>
            <buttonConfiguration key="configuration" style="filled" title="Join"/></button></subviews>
            <constraints>
                \(Self.pinned("one", top: 20))\(Self.pinned("three", top: 60))\(Self.pinned("join", top: 200))
                <constraint firstItem="three" firstAttribute="width" constant="160" id="c5"/>
            </constraints>
            """)
        let xcode13 = try InteropFixtures.importAndRun(InteropFixtures.saved(xml, byToolsVersion: "19455"))
        #expect(xcode13.text.contains("\ntextSize xSmall  #"), "\(xcode13.text)")
        let one = try #require(xcode13.viewNames["one"]), three = try #require(xcode13.viewNames["three"])
        #expect(xcode13.frames[one]?[3] == 17)
        #expect(xcode13.frames[three]?[3] == 55)
        #expect(xcode13.frames[try #require(xcode13.viewNames["join"])]?[3] == 31)
        let xcode14 = try InteropFixtures.importAndRun(InteropFixtures.saved(xml, byToolsVersion: "21225"))
        #expect(!xcode14.text.contains("textSize"))
        #expect(xcode14.frames[one]?[3] == 20.5)
        #expect(xcode14.frames[try #require(xcode14.viewNames["join"])]?[3] == 34.5)
        var options = Interpreter.Options(bundledModules: StandardLibrary.modules)
        options.contentSizeCategory = .large
        let host = Interpreter(options: options)
        _ = host.run(source: xcode13.text, name: "imported.layout")
        #expect(xcode13.text.contains("measuredWidth"))
        let atLarge = host.layout().views
        #expect(atLarge.first { $0.name == three }?.frame.height == 64.5)
        let designed = try #require(xcode13.frames[one]?[2])
        let grown = try #require(atLarge.first { $0.name == one }?.frame)
        #expect(grown.height == 20.5)
        #expect(abs(grown.width - designed * 17 / 14) < 0.5)
    }
}
