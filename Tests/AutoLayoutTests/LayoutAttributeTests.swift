import Testing
@testable import AutoLayout

@Suite struct LayoutAttributeTests {
    // NSLayoutConstraint.Attribute: x-axis attributes are horizontal, y-axis and baselines vertical.
    @Test func axes() {
        #expect(LayoutAttribute.leading.axis == .horizontal)
        #expect(LayoutAttribute.centerX.axis == .horizontal)
        #expect(LayoutAttribute.firstBaseline.axis == .vertical)
        #expect(LayoutAttribute.height.axis == .vertical)
        #expect(LayoutAttribute.notAnAttribute.axis == nil)
    }

    @Test func sizesAndDirections() {
        #expect(LayoutAttribute.width.isSize)
        #expect(!LayoutAttribute.left.isSize)
        #expect(LayoutAttribute.trailing.isDirectional)
        #expect(!LayoutAttribute.right.isDirectional)
    }
}
