import Testing
@testable import AutoLayout

/// Content Priority Ambiguity, as Interface Builder names it: views in a row (or column)
/// whose content hugging (or compression resistance) priorities tie, so the room to spare
/// (or the shortfall) can go to any of them. The advice lowers one view's priority by one,
/// as IB suggests ("decrease horizontal hugging of 'Title' from 251 to 250"), and is checked
/// on a copy of the solver before it is given; applying it must leave the layout unique.
@Suite struct ContentPriorityAmbiguityTests {
    /// `H:|-[a]-[b]-…-|` in a root 320 wide (standard spacing 20 at the edges, 8 between),
    /// every view placed at the top with the given intrinsic width and height 21.
    func row(_ widths: [String: Double], order: [String], hugging: LayoutPriority = 251,
             resistance: LayoutPriority = 750) throws -> LayoutEngine {
        let engine = LayoutEngine()
        for name in order {
            try engine.addView(named: name)
            try engine.setIntrinsicContentSize(width: widths[name], height: 21, of: name)
            try engine.setContentHuggingPriority(hugging, for: .horizontal, of: name)
            try engine.setCompressionResistancePriority(resistance, for: .horizontal, of: name)
            try engine.add(VisualFormat.constraints("V:|-[\(name)]", superview: engine.rootName))
        }
        let format = "H:|-[" + order.joined(separator: "]-[") + "]-|"
        try engine.add(VisualFormat.constraints(format, superview: engine.rootName))
        return engine
    }

    /// 320 − 20 − 8 − 20 = 272 points for 60 + 80: 132 to spare, and both hug at 251.
    @Test func hugging() throws {
        let engine = try row(["title": 60, "detail": 80], order: ["title", "detail"])
        let result = try engine.layout(width: 320, height: 568)
        let ambiguous = result.diagnostics(.ambiguous)
        #expect(ambiguous.count == 1, "one warning for the tie, none per view: \(ambiguous.map(\.message))")
        let tie = try #require(ambiguous.first)
        #expect(tie.message == """
            Content Priority Ambiguity: 'title' and 'detail' have the same horizontal content hugging priority (251)
                both have room to grow, so either could take it, and their widths are not determined: \
            decrease the horizontal content hugging priority of 'detail' from 251 to 250
            """)
        #expect(tie.fixes == ["decrease the horizontal content hugging priority of 'detail' from 251 to 250"])
        #expect(tie.views == ["title", "detail"])
        #expect(tie.freeAttributes == [.width])
        // The fix applied: detail hugs less, so it takes the 132 points: title 60 at x 20,
        // detail at 20 + 60 + 8 = 88, 80 + 132 = 212 wide.
        try engine.setContentHuggingPriority(250, for: .horizontal, of: "detail")
        let fixed = try engine.layout(width: 320, height: 568)
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.frame(of: "title") == LayoutRect(x: 20, y: 20, width: 60, height: 21))
        #expect(fixed.frame(of: "detail") == LayoutRect(x: 88, y: 20, width: 212, height: 21))
    }

    /// 272 points for 200 + 200: 128 short, and both resist at 750.
    @Test func compression() throws {
        let engine = try row(["title": 200, "detail": 200], order: ["title", "detail"])
        let result = try engine.layout(width: 320, height: 568)
        let tie = try #require(result.diagnostics(.ambiguous).first)
        #expect(result.diagnostics(.ambiguous).count == 1)
        #expect(tie.message.hasPrefix(
            "Content Priority Ambiguity: 'title' and 'detail' have the same horizontal compression resistance priority (750)\n"
                + "    both are squeezed, so either could give up the room"))
        #expect(tie.fixes == ["decrease the horizontal compression resistance priority of 'detail' from 750 to 749"])
        // Applied: detail gives up the 128 points: title 200 at 20, detail at 228, 72 wide.
        try engine.setCompressionResistancePriority(749, for: .horizontal, of: "detail")
        let fixed = try engine.layout(width: 320, height: 568)
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.frame(of: "title") == LayoutRect(x: 20, y: 20, width: 200, height: 21))
        #expect(fixed.frame(of: "detail") == LayoutRect(x: 228, y: 20, width: 72, height: 21))
    }

    /// Three views tied: lowering the last one's priority alone makes it take all the room
    /// (320 − 2 × 20 − 2 × 8 − 3 × 40 = 144 to spare goes to c: 40 + 144 = 184 wide, at
    /// x = 20 + 40 + 8 + 40 + 8 = 116).
    @Test func threeViews() throws {
        let engine = try row(["a": 40, "b": 40, "c": 40], order: ["a", "b", "c"])
        let result = try engine.layout(width: 320, height: 568)
        let tie = try #require(result.diagnostics(.ambiguous).first)
        #expect(result.diagnostics(.ambiguous).count == 1)
        #expect(tie.message.hasPrefix("Content Priority Ambiguity: 'a', 'b' and 'c' have the same horizontal content hugging priority (251)\n"
            + "    all have room to grow, so any of them could take it"))
        #expect(tie.fixes == ["decrease the horizontal content hugging priority of 'c' from 251 to 250"])
        try engine.setContentHuggingPriority(250, for: .horizontal, of: "c")
        let fixed = try engine.layout(width: 320, height: 568)
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.frame(of: "c") == LayoutRect(x: 116, y: 20, width: 184, height: 21))
    }

    /// Different priorities are no tie: the lower one stretches and nothing is ambiguous.
    @Test func differentPrioritiesAreNoTie() throws {
        let engine = try row(["title": 60, "detail": 80], order: ["title", "detail"])
        try engine.setContentHuggingPriority(252, for: .horizontal, of: "title")
        let result = try engine.layout(width: 320, height: 568)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "detail")?.width == 212)
    }

    /// A tie on the vertical axis: `V:|-[top]-[bottom]-|` in 568 points, 21 + 21 tall, both
    /// hugging at 250 (UIKit's default): 568 − 20 − 8 − 20 − 42 = 478 to spare.
    @Test func vertical() throws {
        let engine = LayoutEngine()
        for name in ["top", "bottom"] {
            try engine.addView(named: name)
            try engine.setIntrinsicContentSize(width: 100, height: 21, of: name)
            try engine.add(VisualFormat.constraints("H:|-[\(name)]", superview: engine.rootName))
        }
        try engine.add(VisualFormat.constraints("V:|-[top]-[bottom]-|", superview: engine.rootName))
        let result = try engine.layout(width: 320, height: 568)
        let tie = try #require(result.diagnostics(.ambiguous).first)
        #expect(result.diagnostics(.ambiguous).count == 1)
        #expect(tie.fixes == ["decrease the vertical content hugging priority of 'bottom' from 250 to 249"])
        #expect(tie.freeAttributes == [.height])
        try engine.setContentHuggingPriority(249, for: .vertical, of: "bottom")
        let fixed = try engine.layout(width: 320, height: 568)
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.frame(of: "bottom") == LayoutRect(x: 20, y: 49, width: 100, height: 499))
    }
}
