// The import's entry point: reads an Interface Builder document's bytes into scripts.

import Foundation
import LayoutScript

/// Reads Interface Builder documents (`.xib` and `.storyboard`, document version 3.0, as
/// Xcode 5 to 26 write them: the corpus's documents run from toolsVersion 4514 to 32700) into Tether scripts that reproduce their layouts: a xib's
/// top-level view, or a storyboard scene's view, becomes one script.
///
/// docs/interop.md gives the mapping. Elements Tether has no equivalent for are kept as
/// comments in the script, never dropped silently; a malformed, truncated or foreign
/// document is one located ``Diagnostic``.
public enum InterfaceBuilderImport {
    /// One script a document yields.
    public struct Script: Sendable {
        /// A file name for it, without `.layout`: the document's name for a xib's only
        /// view, else the scene's or view's name in kebab case (`sign-in`).
        public var name: String
        /// The script's text.
        public var text: String
        /// The constraints it makes, as `LayoutConstraint` descriptions with the script's
        /// view names (`title.leading == root.safeArea.leading + 20`), for round-trip checks.
        package var constraints: [String]
        /// The IB id of the view the script is rooted at (`root`).
        package var rootID: String?
        /// Each imported view's name by its IB id, the root's included: how a conformance
        /// check finds the view IB stored a frame for.
        package var viewNames: [String: String]
        /// The IB ids of the views sized by the frame IB stored, because they are of an
        /// app's or a framework's own class that IB ran on its canvas (a designable), whose
        /// size the document cannot tell; the script marks each (`# designable`).
        public var designables: Set<String> = []
    }

    /// What a document yields.
    public struct Result: Sendable {
        /// One script per top-level view (xib) or scene with a view (storyboard).
        public var scripts: [Script]
        /// What could not be imported as a whole (a scene without a view of its own).
        public var warnings: [Diagnostic]
    }

    /// Reads the document at `path`; `limits.maxScriptBytes` bounds its size and
    /// `limits.maxViews` the views it may have.
    public static func read(fileAt path: String, limits: Interpreter.Limits = Interpreter.Limits()) throws(Diagnostic) -> Result {
        let data: Data
        do {
            data = Data(try ScriptFile.bytes(ofFileAt: path, maxBytes: limits.maxScriptBytes))
        } catch {
            throw Diagnostic(kind: .runtime, message: "cannot read the file: \(error.reason)", location: nil,
                             hint: "give the path of a .xib or .storyboard file")
        }
        return try read(data, sourceName: path, limits: limits)
    }

    /// Reads a document's bytes; `sourceName` names it in diagnostics and scripts.
    public static func read(_ data: Data, sourceName: String, limits: Interpreter.Limits = Interpreter.Limits()) throws(Diagnostic) -> Result {
        if data.starts(with: Array("bplist".utf8)) {
            throw XMLTree.diagnostic(
                "a binary property list, not an Interface Builder document", line: 1, column: 1, lines: [],
                sourceName: sourceName, hint: "tether reads the XML that Xcode saves (.xib, .storyboard), not compiled .nib files")
        }
        guard data.count <= limits.maxScriptBytes else {
            throw Diagnostic(kind: .limit, message: "the document is larger than \(limits.maxScriptBytes) bytes (maxScriptBytes)",
                             location: nil, hint: "no Interface Builder document is this large")
        }
        let tree = try XMLTree(data: data, sourceName: sourceName)
        var reader = DocumentReader(tree: tree, limits: limits)
        return try reader.read()
    }
}

extension InterfaceBuilderImport {
    /// The identifier an imported script gives a placeholder constraint (`placeholder="YES"`,
    /// the Attributes inspector's "Placeholder: Remove at build time"): IB lays its canvas
    /// out with it, so the script installs it for the designed layout, and `tether export`
    /// leaves it out, as Xcode removes it from the nib it builds.
    public static let placeholderIdentifier = "IB-placeholder"

    /// The identifier of the constraints an imported script gives a self-sizing table view
    /// cell's content view (its table's row height automatic): UITableView sizes the content
    /// view itself at run time, so `tether export` leaves them out.
    public static let selfSizingIdentifier = "UITableView-self-sizing"

    /// The priority an imported script gives a content hugging or compression resistance
    /// priority IB stores as required (1000) on a view whose intrinsic size Tether estimates
    /// (a label's text, a button's title, a control's size from the table): IB's canvas
    /// measures with UIKit's exact size, which meets the view's required constraints where
    /// the document is clean (a-17's labels, b-18's buttons: "Content hugging priority … A
    /// value of 1000 means that the view should never be allowed to grow larger than its
    /// intrinsic content size"); Tether's estimate, off by a point or two, would turn the
    /// gap into a conflict. Just below required the size holds wherever nothing contradicts
    /// it; half a point above 999, it still outranks a 999 the document stores itself, as
    /// IB's 1000 does (Habitica's subscription details, outside the corpus: labels hugging
    /// at 1000 beside an empty one at 999 that IB stretches; written 999, all four tied and
    /// their heights were undetermined).
    public static let estimatedRequiredPriority = 999.5

    /// The identifier of the constraint an imported script gives an arranged plain view of a
    /// stack aligned other than `fill` (`UIView`, no intrinsic size): as long as the stack
    /// across its axis, at priority 25, deciding only what nothing else does. IB's canvas
    /// stores such views so (n-40's and b-04's, 3 views; in both halves every such view
    /// nothing else sizes across is stored at the stack's length, none at 0), where the
    /// layout would otherwise leave that length undetermined; `tether export` leaves it out
    /// (the UIStackView sizes its views at run time). AppKit's stacks give it to their views
    /// with no intrinsic length across the axis (`appKitCanvasSpans(of:)`).
    public static let canvasSpanIdentifier = "IB-canvas-span"

    /// The identifier of the constraint an imported script gives the multi-line labels of a
    /// horizontal `fill` or `fillProportionally` stack, two or more: each as wide as the
    /// first, at ``textWidthDisambiguationPriority``. UIStackView adds this optional
    /// constraint itself at run time, under this name, so that wrapping labels side by side
    /// share the row instead of tying (their widths are otherwise ambiguous: each can wrap at
    /// any width); `tether export` leaves it out. Apple documents only the ambiguity
    /// (UIStackView.Distribution.fill: "If there's any ambiguity, the stack view resizes the
    /// arranged views based on their index"); the name and priority are what the view
    /// debugger shows (rdar://39275811). Half-0 of the corpus: the 4 such stacks (b-34 ×2,
    /// n-40 ×2) store their multi-line labels equally wide, the 6 with one multi-line label
    /// (b-18, b-19 ×3, b-34 ×2) do not, so the labels are equal to one another, not to a share
    /// of the stack.
    public static let textWidthDisambiguationIdentifier = "UISV-text-width-disambiguation"

    /// The priority of ``textWidthDisambiguationIdentifier``'s constraint: 759, above the
    /// default content priorities (250, 750) and below a required one.
    public static let textWidthDisambiguationPriority = 759.0

    /// The identifiers of the constraints an imported script adds for IB's canvas or for what
    /// UIKit does at run time, which `tether export` leaves out.
    public static let unexportedIdentifiers: Set<String> = [
        placeholderIdentifier, selfSizingIdentifier, canvasSpanIdentifier, textWidthDisambiguationIdentifier,
    ]

    /// The priority of a hidden arranged view's `'UISV-hiding'` length on IB's canvas, passed
    /// to std/stack as `hidingPriority`. UIKit makes it required and, when the view's own
    /// content needs length, logs the conflict (UIStackView: "Be careful to avoid introducing
    /// conflicts when adding constraints to views inside a stack view"); IB's canvas reports
    /// none and stores such a view at its content's length, while a view only its intrinsic
    /// size lengthens is stored 0 long. 999 gives both: above every content priority IB sets
    /// (compression resistance 750 by default), below the content's required constraints.
    /// Found on a-09's 74-point view of two labels (20 + 6 + 23 + 25); the corpus's other
    /// hidden arranged views agree (b-03's 32-point view, b-18's 100-point one, c-34's and
    /// c-28's labels and buttons stored 0 long).
    public static let canvasHidingPriority = 999.0

    /// A stack view's spacing from its element's attributes: `spacing`, else IB's "Standard"
    /// (`spacingType="standard"`, UIStackView.spacingUseSystem), the system's space between
    /// sibling views — Auto Layout's standard 8 points (VFL's `-`; each of the corpus's seven
    /// such stacks has its views 8 apart) —, else 0.
    package static func stackSpacing(_ attributes: [String: String]) -> Double {
        if let spacing = attributes["spacing"].flatMap(Double.init), spacing.isFinite { return spacing }
        return attributes["spacingType"] == "standard" ? StandardSpacing().siblings : 0
    }
}
