import AutoLayout
import Foundation
import LayoutScript

/// Writes the Swift that builds a script's layout in UIKit: a `UIView` subclass whose
/// initializer creates the views, adds them to their superviews and activates the script's
/// constraints, with anchors (``Style/anchors``) or SnapKit's DSL (``Style/snapKit``).
///
/// What is written, and why (docs/interop.md has the table):
/// - the script's own constraints (`pin`, `ratio`, `vfl`), never the engine's (intrinsic
///   sizes, hugging, autoresizing, system guides), which UIKit makes itself from the
///   properties that are written instead;
/// - a `vfl` statement as `NSLayoutConstraint.constraints(withVisualFormat:…)`, unless it
///   used Tether's `in GUIDE` or a `priority` block changed its priorities;
/// - std/stack's stacks as `UIStackView`s with their arranged subviews, whose constraints
///   UIKit makes;
/// - no constraint identified `IB-placeholder`, `UITableView-self-sizing`, `IB-canvas-span`
///   or `UISV-text-width-disambiguation` (``InterfaceBuilderImport/unexportedIdentifiers``):
///   an imported IB placeholder lays out the designed canvas only, and Xcode's build removes
///   it; a self-sizing cell's content view is sized by its table; a canvas span is how IB's
///   canvas draws a stack's plain view; UIStackView adds the text-width constraint itself;
/// - every constraint's `identifier`: its own, else the script's `file:line`, so that a
///   console log points back at the script.
public enum SwiftExport {
    /// How constraints are written.
    public enum Style: Sendable {
        /// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
        case anchors
        /// SnapKit: `make.leading.equalTo(b.snp.trailing).offset(8)`.
        case snapKit
    }

    /// The Swift source for the layout the interpreter ran; `scriptName` names the script
    /// (its path) in the header, the identifiers and the class (`sign-in.layout` →
    /// `SignInView`); `container` is the class it subclasses (a cell lays out its
    /// `contentView`). A script that reads `traits` or its root size is replayed in each of
    /// the four size classes at its own size: what differs between them is set up and
    /// activated as the size classes change (`traitCollectionDidChange(_:)`).
    ///
    /// A `platform appkit` script exports to AppKit: an `NSView` subclass (whatever
    /// `container` says: AppKit has no cells of UIKit's kind), std/nsstack's stacks as
    /// `NSStackView`s with their gravity areas, and the window's content size range set on
    /// the window the view moves to; the Mac has no size classes.
    public static func source(of interpreter: Interpreter, scriptName: String, style: Style,
                              container: Container = Container()) -> String {
        let container = interpreter.platform == .appkit ? Container() : container
        let model = ExportModel(interpreter: interpreter, scriptName: scriptName, container: container)
        return SwiftWriter(model: model, style: style, sizeClassModels: sizeClassModels(of: interpreter, scriptName: scriptName, container: container)).write()
    }

    /// The export of the script replayed in each size class, when its statements depend on
    /// them; empty when they do not (one model serves every size class), and on AppKit.
    static func sizeClassModels(of interpreter: Interpreter, scriptName: String, container: Container) -> [SizeClassPair: ExportModel] {
        guard interpreter.dependsOnRootSize, interpreter.platform == .uikit else { return [:] }
        let screen = interpreter.screen
        var models: [SizeClassPair: ExportModel] = [:]
        for pair in SizeClassPair.all {
            let traits = Traits(horizontal: pair.horizontal, vertical: pair.vertical, isLandscape: screen.traits.isLandscape)
            let replay = interpreter.replayed(on: Screen(size: screen.size, safeAreaInsets: screen.safeAreaInsets, traits: traits))
            models[pair] = ExportModel(interpreter: replay, scriptName: scriptName, container: container)
        }
        return models
    }

    /// The constraints the export activates, as `LayoutConstraint` descriptions (VFL ones
    /// as the engine made them), for round-trip checks.
    package static func constraintDescriptions(of interpreter: Interpreter) -> [String] {
        ExportModel(interpreter: interpreter, scriptName: "script").constraints.flatMap { item -> [String] in
            switch item {
            case .single(let constraint, _): [constraint.description]
            case .format(_, let constraints, _): constraints.map(\.description)
            }
        }
    }
}

/// A view of the export: its Swift name and class, and the statements that set it up.
struct ExportedView {
    enum Kind {
        case label, button, textField, imageView, toggle, toolbar, scrollView, stack(Provenance.StackUse), guide, intrinsic, plain
    }

    var name: String
    var swiftName: String
    var superview: String
    var kind: Kind
    var view: View
    var kindUse: Provenance.KindUse?
    /// Whether it is added as an arranged subview of a stack exported as `UIStackView` (or
    /// `NSStackView`).
    var isArranged: Bool
    /// Whether it is the container's `contentView`, which UIKit makes and sizes.
    var isContentView = false
}

/// The views and constraints of an export, read from an interpreter.
struct ExportModel {
    enum Item {
        /// One constraint and its identifier.
        case single(LayoutConstraint, identifier: String)
        /// A VFL statement and the constraints it made, and its identifier.
        case format(Provenance.FormatUse, [LayoutConstraint], identifier: String)
    }

    var typeName: String
    var scriptName: String
    var container: SwiftExport.Container
    /// Whose classes the export writes.
    var platform: LayoutPlatform
    /// An AppKit window's content size range (`root … min … max …`).
    var contentSizes: ContentSizeRange?
    var views: [ExportedView] = []
    var rootView: View?
    var constraints: [Item] = []
    var swiftNames: [String: String] = [:]

    init(interpreter: Interpreter, scriptName: String, container: SwiftExport.Container = SwiftExport.Container()) {
        // A file name may hold a newline; it goes into a comment.
        self.scriptName = ScriptText.oneLine((scriptName as NSString).lastPathComponent)
        self.container = container
        platform = interpreter.platform
        contentSizes = interpreter.contentSizes
        typeName = Self.typeName(for: self.scriptName, suffix: container.superclass.typeSuffix)
        let engine = interpreter.engine
        let provenance = interpreter.provenance
        rootView = engine.view(engine.root)
        swiftNames[engine.rootName] = "self"
        var stackOf: [String: Provenance.StackUse] = [:]
        var arranged: Set<String> = []
        var skippedViews: Set<String> = []
        var skippedConstraints: [Range<LayoutConstraintID>] = []
        var usedNames: Set<String> = []
        // Each platform's stack class is the one its module describes: UIStackView std/stack's,
        // NSStackView std/nsstack's; a stack of the other's is written as its constraints.
        for stack in provenance.stacks where (stack.gravityAreas != nil) == (platform == .appkit) {
            stackOf[stack.stack] = stack
            arranged.formUnion(stack.views)
            skippedViews.formUnion(stack.madeViews)
            skippedConstraints.append(stack.constraints)
        }
        for view in engine.allViews.dropFirst() where !skippedViews.contains(view.name) {
            guard !(view.isGuide && view.name.contains(".")) else { continue }
            let superview = view.superview.flatMap { engine.view($0)?.name } ?? engine.rootName
            let use = provenance.kinds[view.name]
            let kind: ExportedView.Kind
            if let stack = stackOf[view.name] {
                kind = .stack(stack)
            } else if view.isGuide {
                kind = .guide
            } else if let use, use.module.hasSuffix("std/controls.layout"), let known = Self.controlKind(use.kind) {
                kind = known
            } else if view.text != nil {
                kind = .label
            } else if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                kind = .intrinsic
            } else {
                kind = .plain
            }
            let isContentView = view.name == container.contentView && superview == engine.rootName
            let inherited = platform == .appkit ? Self.appKitInheritedNames : container.superclass.inheritedNames
            var swiftName = isContentView ? "contentView" : Self.swiftIdentifier(view.name, inheriting: inherited)
            while usedNames.contains(swiftName) { swiftName += "_" }
            usedNames.insert(swiftName)
            swiftNames[view.name] = swiftName
            views.append(ExportedView(name: view.name, swiftName: swiftName, superview: superview, kind: kind, view: view,
                                      kindUse: use, isArranged: arranged.contains(view.name), isContentView: isContentView))
        }
        // Constraints: the script's own, in order; a VFL statement's as one item.
        let live = engine.constraints.filter { reference in
            (reference.state == .active || reference.state == .broken) && !reference.origin.isGenerated
                && !skippedConstraints.contains { $0.contains(reference.id) }
                && !InterfaceBuilderImport.unexportedIdentifiers.contains(reference.constraint.identifier ?? "")
        }
        let byID = Dictionary(live.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var formatOf: [LayoutConstraintID: Provenance.FormatUse] = [:]
        for use in provenance.formats where use.container == nil && !use.hasPriorityOverride
            && use.constraints.allSatisfy({ byID[$0] != nil }) && use.views.allSatisfy({ swiftNames[$0] != nil }) {
            for id in use.constraints { formatOf[id] = use }
        }
        var done: Set<LayoutConstraintID> = []
        for reference in live where !done.contains(reference.id) {
            let identifier = reference.constraint.identifier ?? Self.location(of: reference, in: interpreter)
            if let use = formatOf[reference.id], use.constraints.first == reference.id {
                let made = use.constraints.compactMap { byID[$0]?.constraint }
                done.formUnion(use.constraints)
                constraints.append(.format(use, made, identifier: Self.location(of: reference, in: interpreter)))
            } else {
                constraints.append(.single(reference.constraint, identifier: identifier))
            }
        }
    }

    /// The UIKit class of a std/controls kind.
    static func controlKind(_ name: String) -> ExportedView.Kind? {
        switch name {
        case "label": .label
        case "button": .button
        case "textField": .textField
        case "imageView": .imageView
        case "toggle": .toggle
        case "toolbar": .toolbar
        case "scrollView": .scrollView
        default: nil
        }
    }

    /// `file:line` of the statement that made a constraint (the call in the script for one
    /// made in a module).
    static func location(of reference: ConstraintReference, in interpreter: Interpreter) -> String {
        guard let location = reference.source.flatMap(interpreter.location(of:)) else { return "script" }
        return "\((location.sourceName as NSString).lastPathComponent):\(location.line)"
    }

    /// `sign-in.layout` → `SignInView`; with the suffix `Cell`, `name-cell.layout` →
    /// `NameCell`.
    static func typeName(for file: String, suffix: String = "View") -> String {
        let stem = (file as NSString).deletingPathExtension
        let words = Naming.words(in: stem)
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let name = joined.isEmpty || joined.first?.isNumber == true ? "Layout\(joined)" : joined
        return name.hasSuffix(suffix) ? name : name + suffix
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false",
        "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "some", "any", "await",
    ]

    /// Names a `UIView` subclass inherits, which a stored property may not take.
    static let inheritedNames: Set<String> = [
        "frame", "bounds", "center", "tag", "layer", "window", "superview", "subviews", "alpha", "backgroundColor",
        "isHidden", "mask", "transform", "constraints", "description", "hash", "next", "traitCollection",
        "layoutMargins", "directionalLayoutMargins", "safeAreaInsets", "tintColor", "contentMode", "clipsToBounds",
        "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "layoutGuides", "intrinsicContentSize",
        "isOpaque", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        "snp", "isUserInteractionEnabled", "accessibilityLabel", "keyboardLayoutGuide",
    ]

    /// Names an `NSView` subclass inherits besides those UIView shares with it (Apple's
    /// NSView reference), which a stored property may not take.
    static let appKitInheritedNames: Set<String> = [
        "isFlipped", "identifier", "toolTip", "menu", "needsLayout", "needsDisplay", "wantsLayer", "fittingSize",
        "alignmentRectInsets", "safeAreaRect", "visibleRect", "enclosingScrollView", "nextKeyView", "shadow",
        "appearance", "effectiveAppearance", "userInterfaceLayoutDirection", "isHiddenOrHasHiddenAncestor",
    ]

    /// A Tether name as a Swift identifier: other characters as `_`, backquoted if it is a
    /// keyword, with `View` after it if a `UIView` subclass (or the container's class, whose
    /// names are `inheriting`) inherits the name.
    static func swiftIdentifier(_ name: String, inheriting: Set<String> = []) -> String {
        // A computed name (`view ("row " + n)`) may hold characters Swift names cannot.
        var identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        if inheritedNames.contains(identifier) || inheriting.contains(identifier) { return identifier + "View" }
        return swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
    }
}
