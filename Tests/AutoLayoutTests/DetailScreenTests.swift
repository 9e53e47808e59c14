import Testing
@testable import AutoLayout

/// The Big Nerd Ranch chapter's detail screen on the three classic device sizes
/// (320 × 480, 320 × 568, 768 × 1024), relaid out incrementally on one engine.
@Suite struct DetailScreenTests {
    /// By hand, for a root W × H:
    /// - toolbar: x 0, width W, height 44, bottom at H → y = H − 44.
    /// - dateLabel: x 20, width W − 40 (required edges beat hugging at 250), y 120, height 21
    ///   (its intrinsic height; nothing else is vertical).
    /// - imageView: x 0, width W; top = 120 + 21 + 8 = 149, bottom = (H − 44) − 8, so
    ///   height = H − 201. Its intrinsic 100 × 100 loses to the required edges.
    @Test(arguments: [(320.0, 480.0), (320, 568), (768, 1024)])
    func framesForEachDevice(width: Double, height: Double) throws {
        let engine = try makeDetailScreen()
        let result = try engine.layout(width: width, height: height)
        #expect(result.frame(of: "toolbar") == rect(0, height - 44, width, 44))
        #expect(result.frame(of: "dateLabel") == rect(20, 120, width - 40, 21))
        #expect(result.frame(of: "imageView") == rect(0, 149, width, height - 201))
        #expect(result.frame(of: "root") == rect(0, 0, width, height))
        #expect(result.diagnostics.isEmpty)
    }

    /// One engine, three sizes and back: 320 × 480 → imageView height 279, 320 × 568 → 367,
    /// 768 × 1024 → 823; toolbar y 436, 524, 980. The solver is never rebuilt: the root
    /// size constraints change their constants.
    @Test func relayoutIsIncremental() throws {
        let engine = try makeDetailScreen()
        let sizes: [(Double, Double, Double, Double)] = [
            (320, 480, 279, 436), (320, 568, 367, 524), (768, 1024, 823, 980), (320, 480, 279, 436),
        ]
        let constraintsBefore = engine.constraints.count
        for (width, height, imageHeight, toolbarY) in sizes {
            let result = try engine.layout(width: width, height: height)
            #expect(result.frame(of: "imageView") == rect(0, 149, width, imageHeight))
            #expect(result.frame(of: "toolbar") == rect(0, toolbarY, width, 44))
        }
        #expect(engine.constraints.count == constraintsBefore)
    }

    /// The Big Nerd Ranch chapter's installation rules: every one of these constraints relates a subview and its superview, or
    /// siblings, so all go on the root view — except the toolbar's height (`V:[toolbar(44)]`)
    /// and the intrinsic-size constraints, which affect one view and go on it.
    @Test func installation() throws {
        let engine = try makeDetailScreen()
        let onToolbar = try engine.constraints(installedOn: "toolbar").map(\.text)
        #expect(onToolbar == ["V:[toolbar(44)]"])
        let onRoot = try engine.constraints(installedOn: "root").filter { !$0.origin.isGenerated }.map(\.text)
        #expect(
            onRoot == [
                "H:|-(20)-[dateLabel]", "H:[dateLabel]-(20)-|", "dateLabel.top == root.top + 120", "H:|-(0)-[toolbar]",
                "H:[toolbar]-(0)-|", "V:[toolbar]-(0)-|", "H:|-(0)-[imageView]", "H:[imageView]-(0)-|",
                "V:[dateLabel]-(8)-[imageView]", "V:[imageView]-(8)-[toolbar]",
            ])
        let onImage = try engine.constraints(installedOn: "imageView").map(\.text)
        #expect(
            onImage == [
                "imageView.width <= 100 @250", "imageView.width >= 100 @750", "imageView.height <= 100 @200",
                "imageView.height >= 100 @700",
            ])
    }
}
