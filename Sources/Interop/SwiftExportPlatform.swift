import AutoLayout

/// The names an export writes for its platform: one writer (``SwiftWriter``), with UIKit's
/// or AppKit's classes, types and members. Each AppKit name is from Apple's AppKit
/// documentation (docs/interop.md, "Export to AppKit", lists the pages).
struct ExportPlatformNames {
    /// `UIKit` or `AppKit`.
    let framework: String
    /// The class a plain view is: `UIView`, `NSView`.
    let view: String
    /// The layout guide class: `UILayoutGuide`, `NSLayoutGuide`.
    let guide: String
    /// The priority type: `UILayoutPriority`, `NSLayoutConstraint.Priority`.
    let priority: String
    /// The size type of `intrinsicContentSize`: `CGSize`, `NSSize`.
    let size: String
    /// The view initializer the export overrides and the call to super's.
    let initializer: (declaration: String, superCall: String)
    /// The name of priority 50: UIKit's `fittingSizeLevel`, AppKit's `fittingSizeCompression`.
    let fittingSizePriority: String

    /// UIKit's names.
    static let uikit = ExportPlatformNames(
        framework: "UIKit", view: "UIView", guide: "UILayoutGuide", priority: "UILayoutPriority", size: "CGSize",
        initializer: ("override init(frame: CGRect)", "super.init(frame: frame)"), fittingSizePriority: "fittingSizeLevel")

    /// AppKit's: `NSView` and its `init(frame:)` (whose parameter is `frameRect`),
    /// `NSLayoutGuide` (macOS 10.11), `NSLayoutConstraint.Priority`, whose named values are
    /// `required`, `defaultHigh`, `defaultLow` and `fittingSizeCompression` (50).
    static let appkit = ExportPlatformNames(
        framework: "AppKit", view: "NSView", guide: "NSLayoutGuide", priority: "NSLayoutConstraint.Priority", size: "NSSize",
        initializer: ("override init(frame frameRect: NSRect)", "super.init(frame: frameRect)"),
        fittingSizePriority: "fittingSizeCompression")
}

extension LayoutPlatform {
    /// The names an export to this platform writes.
    var exportNames: ExportPlatformNames {
        switch self {
        case .uikit: .uikit
        case .appkit: .appkit
        }
    }
}
