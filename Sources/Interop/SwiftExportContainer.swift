import Foundation
import LayoutScript

extension SwiftExport {
    /// The UIKit class an export subclasses: a view, or a cell or reusable view whose table
    /// or collection view sizes it.
    public enum Superclass: String, Sendable, Hashable, CaseIterable {
        case view = "UIView"
        case tableViewCell = "UITableViewCell"
        case collectionViewCell = "UICollectionViewCell"
        case tableViewHeaderFooterView = "UITableViewHeaderFooterView"
        case collectionReusableView = "UICollectionReusableView"

        /// The class of an Interface Builder element a script is rooted at (`tableViewCell`);
        /// nil for one that is no cell or view.
        init?(interfaceBuilderElement name: String) {
            switch name {
            case "tableViewCell": self = .tableViewCell
            case "collectionViewCell": self = .collectionViewCell
            case "tableViewHeaderFooterView": self = .tableViewHeaderFooterView
            case "collectionReusableView": self = .collectionReusableView
            case "view": self = .view
            default: return nil
            }
        }

        /// Whether the class lays its content out in a `contentView` of its own.
        var hasContentView: Bool {
            [.tableViewCell, .collectionViewCell, .tableViewHeaderFooterView].contains(self)
        }

        /// The designated initializer the subclass overrides, and the call to super's.
        var initializer: (declaration: String, superCall: String) {
            switch self {
            case .view, .collectionViewCell, .collectionReusableView:
                ("override init(frame: CGRect)", "super.init(frame: frame)")
            case .tableViewCell:
                ("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
                 "super.init(style: style, reuseIdentifier: reuseIdentifier)")
            case .tableViewHeaderFooterView:
                ("override init(reuseIdentifier: String?)", "super.init(reuseIdentifier: reuseIdentifier)")
            }
        }

        /// What the class's name ends in: `SignInView`, `NameCell`.
        var typeSuffix: String {
            [.tableViewCell, .collectionViewCell].contains(self) ? "Cell" : "View"
        }

        /// Properties the class has besides UIView's, which a stored property of the
        /// subclass may not take (Apple's documentation of each class).
        var inheritedNames: Set<String> {
            let reusable: Set<String> = ["reuseIdentifier", "prepareForReuse"]
            let configured: Set<String> = [
                "contentView", "backgroundView", "configurationState", "contentConfiguration", "backgroundConfiguration",
                "automaticallyUpdatesContentConfiguration", "automaticallyUpdatesBackgroundConfiguration",
            ]
            switch self {
            case .view: return []
            case .collectionReusableView: return reusable
            case .tableViewHeaderFooterView: return reusable.union(configured).union(["textLabel", "detailTextLabel", "defaultContentConfiguration"])
            case .collectionViewCell:
                return reusable.union(configured).union(["selectedBackgroundView", "isSelected", "isHighlighted"])
            case .tableViewCell:
                return reusable.union(configured).union([
                    "imageView", "textLabel", "detailTextLabel", "selectedBackgroundView", "multipleSelectionBackgroundView",
                    "accessoryView", "editingAccessoryView", "accessoryType", "editingAccessoryType", "selectionStyle",
                    "isSelected", "isHighlighted", "isEditing", "showsReorderControl", "separatorInset", "indentationLevel",
                    "indentationWidth", "shouldIndentWhileEditing", "showingDeleteConfirmation", "focusStyle",
                    "defaultContentConfiguration", "userInteractionEnabledWhileDragging",
                ])
            }
        }
    }

    /// What an export is: the class it subclasses, and the script's view that stands for
    /// that class's `contentView` (a cell's content view, which UIKit makes and sizes).
    public struct Container: Sendable, Hashable {
        /// The UIKit class.
        public var superclass: Superclass
        /// The script's view that is the class's `contentView`, if it has one in the script.
        public var contentView: String?

        /// Makes a container; a plain `UIView` by default.
        public init(superclass: Superclass = .view, contentView: String? = nil) {
            self.superclass = superclass
            self.contentView = contentView
        }

        /// The container a script's header declares in a comment of its own, `# export:
        /// UITableViewCell, content view contentView` (`tether import` writes one for a
        /// cell's script), else a `UIView`. An `# export:` line that names no class of
        /// ``Superclass`` is a located error in `sourceName`.
        public static func declared(in script: String, sourceName: String) throws(Diagnostic) -> Container {
            let prefix = "# export:"
            for (index, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard line.hasPrefix(prefix) else { continue }
                let parts = line.dropFirst(prefix.count).split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let location = SourceLocation(sourceName: sourceName, line: index + 1, column: 1, length: line.count, lineText: String(line))
                guard let name = parts.first, let superclass = Superclass(rawValue: name) else {
                    throw Diagnostic(kind: .name, message: "'\(parts.first ?? "")' is no class tether export writes", location: location,
                                     hint: "use one of \(Superclass.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                var container = Container(superclass: superclass)
                if parts.count == 2 {
                    let words = parts[1].split(separator: " ").map(String.init)
                    guard words.count == 3, words[0] == "content", words[1] == "view", superclass.hasContentView else {
                        throw Diagnostic(kind: .syntax, message: "expected ', content view NAME' after the class", location: location,
                                         hint: "for example '# export: UITableViewCell, content view contentView'")
                    }
                    container.contentView = words[2]
                }
                return container
            }
            return Container()
        }
    }
}
