import AutoLayout
import Foundation
import LayoutScript

/// A listed constraint in words: its rebuilt text with readable names, who made it and,
/// for one UIKit made, what it stands for.
extension BlockExplainer {
    /// `app`, `snapkit FILE:LINE`, `uikit IDENTIFIER`, `autoresizing MASK`, `content size`,
    /// `layout support`.
    func origin(of logged: LoggedConstraint) -> String {
        if let source = logged.sourceLocation { return "snapkit " + source.replacingOccurrences(of: "#", with: ":") }
        switch logged.kind {
        case "NSAutoresizingMaskLayoutConstraint": return "autoresizing \(logged.mask ?? "")"
        case "NSContentSizeLayoutConstraint": return "content size"
        case "_UILayoutSupportConstraint": return "layout support"
        default: break
        }
        if logged.isSystem { return logged.identifier.map { "uikit \($0)" } ?? "uikit" }
        return "app"
    }

    /// A logged constraint as rebuilt, with readable names, in the compact notation
    /// (`a.height == 0.28125*a.width @750`): its numbers exact, as UIKit printed them; the
    /// log's own text where it cannot be rebuilt.
    func text(of logged: LoggedConstraint) -> String {
        let text = layoutConstraints(of: logged).map(\.description).joined(separator: " and ")
        return text.isEmpty ? logged.text : text
    }

    /// A logged constraint with readable names, its priority, identifier and maker.
    func describe(_ logged: LoggedConstraint) -> String {
        var text = text(of: logged)
        if let identifier = logged.identifier { text = "'\(identifier)' " + text }
        if let source = logged.sourceLocation { text += ", made at \(source) (SnapKit)" }
        if let maker = maker(of: logged) {
            let framework = logged.first.object.className.hasPrefix("NS") ? "AppKit" : "UIKit"
            text += ", made by \(framework): \(maker)"
        }
        return text
    }

    /// What a UIKit-made constraint stands for.
    func maker(of logged: LoggedConstraint) -> String? {
        // The view a system guide belongs to is the other side of the guide's own constraint.
        let owner = LoggedConstraint.isSystemGuide(logged.first.object) ? logged.second?.object ?? logged.first.object : logged.first.object
        let view = names[owner] ?? "the view"
        switch (logged.kind, logged.identifier) {
        case ("NSAutoresizingMaskLayoutConstraint", _):
            return "\(view)'s autoresizing mask (\(logged.mask ?? "h= v=")), since it translates it into constraints"
        case ("NSContentSizeLayoutConstraint", _):
            return "\(view)'s intrinsic content size (hugging and compression resistance)"
        case ("_UILayoutSupportConstraint", _):
            return "the view controller's top or bottom layout guide (iOS 7–10)"
        case (_, let identifier?) where identifier.contains("-Encapsulated-Layout-"):
            return "the size its table, collection or container view gives \(view)"
        case (_, let identifier?) where identifier.hasPrefix("UISV-"):
            return "the stack view's arrangement (\(identifier))"
        case (_, let identifier?) where identifier.contains("Margin") || identifier.contains("margin"):
            return "\(view)'s layout margins"
        case (_, let identifier?) where identifier.contains("SafeArea") || identifier.contains("safeArea"):
            return "\(view)'s safe area"
        case (_, let identifier?) where identifier.hasPrefix("UITemporaryLayout"):
            return "a size UIKit sets while it measures \(view)"
        default:
            return nil
        }
    }
}
