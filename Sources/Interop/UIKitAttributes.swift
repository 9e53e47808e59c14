import AutoLayout

/// `NSLayoutConstraint.Attribute`'s names, as Interface Builder documents and UIKit's console
/// log both write them, as Tether attributes, with whether the attribute is measured in the
/// view's layout margins (`leadingMargin`, `centerXWithinMargins`): one table for the
/// importer and the log explainer.
enum UIKitAttribute {
    /// Each name's attribute, and whether it is in the margins. `baseline` is the last
    /// baseline (Apple's `NSLayoutConstraint.Attribute.lastBaseline` is documented as the
    /// object's baseline, the one `baseline` named before iOS 8).
    static let named: [String: (attribute: LayoutAttribute, inMargins: Bool)] = {
        var table: [String: (attribute: LayoutAttribute, inMargins: Bool)] = ["baseline": (.lastBaseline, false)]
        for attribute: LayoutAttribute in [.left, .right, .top, .bottom, .leading, .trailing, .width, .height,
                                           .centerX, .centerY, .firstBaseline, .lastBaseline] {
            table[attribute.rawValue] = (attribute, false)
        }
        for attribute: LayoutAttribute in [.left, .right, .top, .bottom, .leading, .trailing] {
            table[attribute.rawValue + "Margin"] = (attribute, true)
        }
        table["centerXWithinMargins"] = (.centerX, true)
        table["centerYWithinMargins"] = (.centerY, true)
        return table
    }()
}
