import ConstraintSolver
@testable import AutoLayout

/// `item.attribute REL other.otherAttribute + constant`, as VFL or IB would make it.
func relate(
    _ item: String, _ attribute: LayoutAttribute, _ other: String, _ otherAttribute: LayoutAttribute,
    relation: LayoutRelation = .equal, multiplier: Double = 1, plus constant: Double = 0,
    priority: LayoutPriority = .required, vfl: String? = nil
) -> LayoutConstraint {
    LayoutConstraint(
        firstItem: item, firstAttribute: attribute, relation: relation, secondItem: other,
        secondAttribute: otherAttribute, multiplier: multiplier, constant: constant, priority: priority,
        origin: vfl.map(ConstraintOrigin.visualFormat) ?? .explicit)
}

/// `item.attribute REL constant` (a size).
func fix(
    _ item: String, _ attribute: LayoutAttribute, _ constant: Double, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required, vfl: String? = nil
) -> LayoutConstraint {
    LayoutConstraint(
        firstItem: item, firstAttribute: attribute, relation: relation, constant: constant, priority: priority,
        origin: vfl.map(ConstraintOrigin.visualFormat) ?? .explicit)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}

/// Source tags as a host of the engine alone might make them: each place numbered the
/// first time it is tagged (`at("detail.layout:1:1")`), and named so in the messages of the
/// engines it names.
final class Places {
    private var names: [String] = []

    init() {}

    /// Places that `engine`'s messages name its tags by.
    convenience init(naming engine: LayoutEngine) {
        self.init()
        name(engine)
    }

    /// Makes `engine`'s messages name its tags by these places.
    func name(_ engine: LayoutEngine) {
        engine.sourceDescription = name(of:)
    }

    /// The tag of a place, the same each time.
    func callAsFunction(_ place: String) -> SourceTag {
        if let index = names.firstIndex(of: place) { return SourceTag(rawValue: index) }
        names.append(place)
        return SourceTag(rawValue: names.count - 1)
    }

    /// The place a tag stands for.
    func name(of tag: SourceTag) -> String? {
        names.indices.contains(tag.rawValue) ? names[tag.rawValue] : nil
    }
}

/// The Big Nerd Ranch chapter's detail screen, reduced to the three views the chapter constrains in code:
/// the date label (standing in for the rows above it with its top at 120), the image
/// view, and the toolbar. Each VFL string is written out as the constraints
/// `constraintsWithVisualFormat:` makes from it (standard spacing 8 between siblings).
///
/// - dateLabel: intrinsic 120 × 21 (a one-line label), `H:|-20-[dateLabel]-20-|`,
///   `dateLabel.top == root.top + 120`.
/// - imageView: intrinsic 100 × 100 (a small image), vertical hugging 200 and compression
///   700 as the Big Nerd Ranch chapter "Auto Layout: Programmatic Constraints" sets them, `H:|-0-[imageView]-0-|`, `V:[dateLabel]-[imageView]-[toolbar]`.
/// - toolbar (a toolbar's standard 44-point height): `H:|[toolbar]|`, `V:[toolbar(44)]|`.
/// Its constraints are tagged by `at` (`detail.layout:LINE:1`).
func makeDetailScreen(translatingImageView: Bool = false, places at: Places = Places()) throws -> LayoutEngine {
    let engine = LayoutEngine()
    at.name(engine)
    try engine.addView(named: "dateLabel")
    try engine.addView(named: "imageView")
    try engine.addView(named: "toolbar")
    try engine.setIntrinsicContentSize(width: 120, height: 21, of: "dateLabel")
    try engine.setIntrinsicContentSize(width: 100, height: 100, of: "imageView")
    try engine.setContentHuggingPriority(200, for: .vertical, of: "imageView")
    try engine.setCompressionResistancePriority(700, for: .vertical, of: "imageView")
    if translatingImageView {
        // The chapter's "For the More Curious": translation left on, with the frame it was
        // designed with at 320 × 480 (20 points in from each side, 200 tall, just below
        // the date label) and the mask IB gives by default (flexible right and bottom
        // margins: h=--& v=--&).
        try engine.setDesignedFrame(rect(20, 149, 280, 200), of: "imageView")
        try engine.setAutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin], of: "imageView")
        try engine.setTranslatesAutoresizingMaskIntoConstraints(true, of: "imageView")
    }
    let dateH = "H:|-20-[dateLabel]-20-|"
    try engine.add(relate("dateLabel", .leading, "root", .leading, plus: 20, vfl: dateH), source: at("detail.layout:1:1"))
    try engine.add(relate("root", .trailing, "dateLabel", .trailing, plus: 20, vfl: dateH), source: at("detail.layout:1:1"))
    try engine.add(relate("dateLabel", .top, "root", .top, plus: 120), source: at("detail.layout:2:1"))
    let toolbarH = "H:|[toolbar]|", toolbarV = "V:[toolbar(44)]|"
    try engine.add(relate("toolbar", .leading, "root", .leading, vfl: toolbarH), source: at("detail.layout:3:1"))
    try engine.add(relate("root", .trailing, "toolbar", .trailing, vfl: toolbarH), source: at("detail.layout:3:1"))
    try engine.add(fix("toolbar", .height, 44, vfl: toolbarV), source: at("detail.layout:4:1"))
    try engine.add(relate("root", .bottom, "toolbar", .bottom, vfl: toolbarV), source: at("detail.layout:4:1"))
    let imageH = "H:|-0-[imageView]-0-|", imageV = "V:[dateLabel]-[imageView]-[toolbar]"
    try engine.add(relate("imageView", .leading, "root", .leading, vfl: imageH), source: at("detail.layout:5:1"))
    try engine.add(relate("root", .trailing, "imageView", .trailing, vfl: imageH), source: at("detail.layout:5:1"))
    try engine.add(relate("imageView", .top, "dateLabel", .bottom, plus: 8, vfl: imageV), source: at("detail.layout:6:1"))
    try engine.add(relate("toolbar", .top, "imageView", .bottom, plus: 8, vfl: imageV), source: at("detail.layout:6:1"))
    return engine
}
