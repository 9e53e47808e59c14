import Foundation
import AutoLayout
import Interop
import LayoutScript
import Testing

/// The keyboard guide across the interop boundary: Xcode 13 and later write a view's
/// `keyboardLayoutGuide` into a document as `<keyboardLayoutGuide key="keyboard" id="…"/>`
/// beside `<viewLayoutGuide key="safeArea">`, and constraints name it by that id; the import
/// reads it as `root.keyboard`, and the Swift export writes `keyboardLayoutGuide`.
@Suite struct KeyboardInteropTests {
    /// A 44-point button 8 above the keyboard guide on IB's iPhone 8 canvas (375 × 667).
    static let document = InteropFixtures.xib("""
        <subviews>
            <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="send-id" userLabel="Send">
                <rect key="frame" x="16" y="615" width="343" height="44"/>
            </button>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe-id"/>
        <keyboardLayoutGuide key="keyboard" id="keyboard-id"/>
        <constraints>
            <constraint firstItem="keyboard-id" firstAttribute="top" secondItem="send-id" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="send-id" firstAttribute="leading" secondItem="safe-id" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="safe-id" firstAttribute="trailing" secondItem="send-id" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstAttribute="height" constant="44" id="c4" firstItem="send-id"/>
        </constraints>
        """)

    /// The constraint to the guide imports as one to `root.keyboard`, with no warning, and the
    /// imported layout puts the button where IB drew it: 667 − 8 − 44 = 615 (no bottom
    /// inset on a home-button iPhone, so the hidden guide is on the root's bottom).
    @Test func importReadsTheKeyboardGuide() throws {
        let result = try InteropFixtures.read(Self.document)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let text = try #require(result.scripts.first?.text)
        #expect(text.contains("pin root.keyboard.top == send.bottom + 8"), "\(text)")
        let (interpreter, hidden, diagnostics) = InteropFixtures.run(text, name: "Send.layout")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(hidden.frame(of: "send") == LayoutRect(x: 16, y: 615, width: 343, height: 44))
        // With the iPhone 8's 260-point keyboard up: 667 − 260 − 52 = 355.
        let shown = try interpreter.layouts(on: [interpreter.screen.showingKeyboard()])
        #expect(shown.first?.frame(of: "send")?.y == 355)
    }

    /// The export names UIKit's guide: `keyboardLayoutGuide.topAnchor` on the root (the
    /// view itself in the exported class) and `card.keyboardLayoutGuide` on another view.
    @Test func swiftExportWritesKeyboardLayoutGuide() {
        let swift = SwiftExportTests.exported("""
            root 375 x 667
            view card
            view send in card
            pin send.bottom == root.keyboard.top - 8
            pin send.top == card.keyboard.top
            pin send.leading == 0
            pin send.trailing == 0
            pin card.leading == 0
            pin card.trailing == 0
            pin card.top == 0
            pin card.bottom == root.bottom
            """)
        #expect(swift.contains("send.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: -8)"), "\(swift)")
        #expect(swift.contains("send.topAnchor.constraint(equalTo: card.keyboardLayoutGuide.topAnchor)"), "\(swift)")
    }
}
