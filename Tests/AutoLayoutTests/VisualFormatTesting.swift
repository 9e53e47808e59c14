@testable import AutoLayout

/// The constraints of a format as `tether vfl` prints them, one string each.
func lines(
    _ format: String,
    options: VisualFormatOptions = [],
    metrics: [String: Double] = [:],
    views: Set<String>? = nil,
    superview: String = "superview",
    spacing: StandardSpacing = .init()
) throws -> [String] {
    try VisualFormat.constraints(
        format, options: options, metrics: metrics, views: views, superview: superview, spacing: spacing
    ).map(\.description)
}

/// The error a format throws, or nil if it makes constraints.
func failure(
    _ format: String,
    options: VisualFormatOptions = [],
    metrics: [String: Double] = [:],
    views: Set<String>? = nil
) -> VisualFormatError? {
    do {
        _ = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        return nil
    } catch {
        return error
    }
}
