/// The gaps that a bare `-` connection stands for in a visual format string.
///
/// Apple leaves the values undocumented; UIKit and the classic Auto Layout texts agree on 8 points between
/// sibling views and 20 points between a view and its superview.
public struct StandardSpacing: Hashable, Sendable {
    /// The gap of `[a]-[b]`.
    public var siblings: Double
    /// The gap of `|-[a]` and `[a]-|`.
    public var superview: Double

    /// Spacing with UIKit's values unless told otherwise.
    public init(siblings: Double = 8, superview: Double = 20) {
        self.siblings = siblings
        self.superview = superview
    }
}
