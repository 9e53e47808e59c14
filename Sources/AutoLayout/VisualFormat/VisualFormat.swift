/// Apple's Visual Format Language: constraints from an ASCII-art string such as
/// `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// The grammar, the constraints each form makes and the errors are specified in grammar.md.
public enum VisualFormat {
    /// The constraints a visual format string describes, in Apple's order; the equivalent of
    /// `+[NSLayoutConstraint constraintsWithVisualFormat:options:metrics:views:]`.
    ///
    /// - Parameters:
    ///   - format: The format string, for example `V:[dateLabel]-[imageView]-[toolbar]`.
    ///   - options: Alignment of adjacent views and the direction of horizontal formats.
    ///   - metrics: Values for the names used as spacings, sizes and priorities. A name that is
    ///     both a metric and a view is the metric.
    ///   - views: The names of the views the format may use. With nil, every name written in
    ///     brackets is a view: each view's own name, and each name in its size predicates that
    ///     is not a metric (so `[button1(==button2)]` works alone).
    ///   - superview: The name that `|` stands for in the constraints.
    ///   - spacing: What a bare `-` stands for.
    /// - Returns: The constraints, each with `origin` `.visualFormat(format)`.
    /// - Throws: `VisualFormatError`, with a caret under the offending character, for any
    ///   string that is not a valid format or names something unknown.
    public static func constraints(
        _ format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Double] = [:],
        views: Set<String>? = nil,
        superview: String = "superview",
        spacing: StandardSpacing = .init()
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = Parser(format: format)
        let syntax = try parser.parseFormat()
        var generator = Generator(
            format: format, options: options, metrics: metrics, views: views, superview: superview,
            spacing: spacing)
        return try generator.constraints(for: syntax)
    }
}
