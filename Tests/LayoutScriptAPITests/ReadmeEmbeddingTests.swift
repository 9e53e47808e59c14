import LayoutScript
import Testing

/// The embedding example in README.md, run as written. By hand: the title's intrinsic
/// width is the host's textWidth measure, 8 × 5 characters = 40; it sits 20 from the left,
/// 20 below the top, with the host's measured 21-point height.
@Suite struct ReadmeEmbeddingTests {
    @Test func embeddingExample() throws {
        var printed: [String] = []
        let interpreter = Interpreter(options: .init(
            allowsFileImports: false,
            limits: .init(maxSteps: 1_000_000),
            output: { printed.append($0) }))
        interpreter.registerFunction(named: "measure") { arguments in
            guard case .string(let text)? = arguments.first else { return .number(0) }
            return .number(Double(text.count) * 8)
        }
        try interpreter.declareView(named: "avatar", intrinsicSize: LayoutSize(width: 40, height: 40))
        let diagnostics = interpreter.run(source: """
            view title { intrinsic measure("Hello") x 21 }
            pin title.left == 20
            pin title.top == 20
            pin avatar.left == title.right + 8
            pin avatar.top == title.top
            print title.width
            """, name: "screen.layout")
        #expect(diagnostics.isEmpty)
        let layout = try interpreter.layout(width: 320, height: 568)
        #expect(layout.frame(of: "title") == LayoutRect(x: 20, y: 20, width: 40, height: 21))
        #expect(layout.frame(of: "avatar") == LayoutRect(x: 68, y: 20, width: 40, height: 40))
        #expect(printed == ["40"])
        for diagnostic in interpreter.diagnostics {
            print(DiagnosticRenderer().render(diagnostic))
        }
    }
}
