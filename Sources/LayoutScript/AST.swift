import AutoLayout

// MARK: - Expressions

/// A binary operator, in the precedence table of `Parser+Expressions.swift`.
enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case and, or
}

/// An expression with its source range. Only the cases that contain expressions are
/// `indirect`, so that leaves (numbers, names) need no allocation.
enum Expression: Sendable {
    case number(Double, SourceRange)
    case string(String, SourceRange)
    case bool(Bool, SourceRange)
    case none(SourceRange)
    /// A name: a variable, definition, module or view.
    case name(String, SourceRange)
    /// `root`: the root view.
    case root(SourceRange)
    /// `[a, b, c]`.
    indirect case list([Expression], SourceRange)
    /// `(a, b, c)`: a tuple such as a frame.
    indirect case tuple([Expression], SourceRange)
    /// `-x`, `not x`.
    indirect case negate(Expression, SourceRange)
    indirect case not(Expression, SourceRange)
    indirect case binary(BinaryOperator, Expression, Expression, SourceRange)
    /// `object.name`; the range is the name's.
    indirect case member(Expression, String, SourceRange)
    /// `callee(arguments)`.
    indirect case call(Expression, [Expression], SourceRange)
    /// `list[index]`.
    indirect case index(Expression, Expression, SourceRange)

    /// The whole expression's range.
    var range: SourceRange {
        switch self {
        case .number(_, let r), .string(_, let r), .bool(_, let r), .none(let r), .name(_, let r), .root(let r),
            .list(_, let r), .tuple(_, let r), .negate(_, let r), .not(_, let r), .binary(_, _, _, let r):
            r
        case .member(let object, _, let r), .call(let object, _, let r), .index(let object, _, let r):
            object.range.through(r)
        }
    }
}

// MARK: - Statements

/// A parameter of a `def` or `kind`, with its default value.
struct Parameter: Sendable {
    var name: String
    var defaultValue: Expression?
    var range: SourceRange
}

/// A property in a view block: `intrinsic 120 x 21`, `hug v 200`…
enum ViewProperty: Sendable {
    case intrinsic(width: Expression, height: Expression)
    case hug(axis: LayoutAxis, priority: Expression)
    case resist(axis: LayoutAxis, priority: Expression)
    case baseline(first: Expression, last: Expression?)
    case frame(Expression, Expression, Expression, Expression)
    case autoresize([(name: String, range: SourceRange)])
    /// `margins [directional] T L B R`: layout margins (leading and trailing when directional).
    case margins([Expression], directional: Bool)
    /// `alignmentInsets [directional] T L B R`: how far the frame reaches past the rectangle
    /// constraints place (`alignmentRectInsets`; leading and trailing when directional).
    case alignmentInsets([Expression], directional: Bool)
    /// `text T [, SIZE [, LINES]] [weight W]`: the text a label shows, measured and wrapped;
    /// a weight's name written bare is a string literal here.
    case text(Expression, size: Expression?, lines: Expression?, weight: Expression?)
    /// `measuredWidth W`: the text's one-line width in the font it is drawn in.
    case measuredWidth(Expression)
    /// `measuredLineHeight H`: a line's height in the font the text is drawn in.
    case measuredLineHeight(Expression)
    /// `lineSpacing S`, `lineHeightMultiple M`, `minimumLineHeight H` or `maximumLineHeight H`:
    /// the text's paragraph style (`NSParagraphStyle`'s properties of those names).
    case paragraph(ParagraphProperty, Expression)
    /// `preservesSuperviewMargins B`, `insetsMarginsFromSafeArea B`, `respectsSystemMinimumMargins B`,
    /// `hidden B` or `encapsulated B`.
    case flag(String, Expression)
    /// `minimumTextSize NAME` or `maximumTextSize NAME`: bounds on the text size the view
    /// and its subviews follow (`UIView.minimumContentSizeCategory`, `maximumContentSizeCategory`).
    case textSizeLimit(isMaximum: Bool, Expression)
}

/// A property of a text's paragraph style that a view block may set.
enum ParagraphProperty: String, Sendable {
    /// `lineSpacing`: points between one line's bottom and the next's top.
    case lineSpacing
    /// `lineHeightMultiple`: the factor of each line's natural height.
    case lineHeightMultiple
    /// `minimumLineHeight`: the least height of a line.
    case minimumLineHeight
    /// `maximumLineHeight`: the greatest height of a line.
    case maximumLineHeight
}

/// A `def` or `kind`: parameters and a body, with the source they were written in (a call
/// from another module runs the body against it, so that its ranges locate correctly).
final class Definition: Sendable {
    let name: String
    let parameters: [Parameter]
    let body: [Statement]
    let isKind: Bool
    let source: Source

    init(name: String, parameters: [Parameter], body: [Statement], isKind: Bool, source: Source) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isKind = isKind
        self.source = source
    }
}

/// How a view declaration names its view: a fixed name or a computed one.
enum ViewName: Sendable {
    case fixed(String)
    case computed(Expression)
}

/// A statement with the range of its keyword (where diagnostics point) and its whole range.
struct Statement: Sendable {
    enum Kind: Sendable {
        /// `root W x H [safe T L B R] [traits H V] [min W x H] [max W x H] [scale N]`: the
        /// root size, and its safe-area insets, size classes, window content size range
        /// (AppKit) and screen scale if given.
        case root(width: Expression, height: Expression, insets: [Expression]?, traits: (horizontal: SizeClass, vertical: SizeClass)?,
                  minimum: (Expression, Expression)?, maximum: (Expression, Expression)?, scale: Expression?)
        /// `platform NAME`: whose rules the script follows, UIKit's or AppKit's.
        case platform(String, SourceRange)
        /// `root device NAME [scale N]`: a device's size, safe area and traits, and the screen
        /// scale if given.
        case rootDevice(Expression, scale: Expression?)
        /// `direction NAME`: the layout direction, as an app's language sets it.
        case direction(String, SourceRange)
        /// `textSize NAME`: the reader's text size the script is designed at.
        case textSize(String, SourceRange)
        case view(name: ViewName, kind: Expression?, parent: Expression?, body: [Statement]?)
        case guide(name: ViewName, owner: Expression?)
        case set(view: Expression, body: [Statement])
        case property(ViewProperty)
        case pin(first: Expression, relation: LayoutRelation, second: Expression, priority: Expression?, identifier: Expression?)
        case ratio(first: Expression, second: Expression, priority: Expression?)
        case aspect(view: Expression, width: Expression, height: Expression, priority: Expression?)
        case vfl(format: Expression, container: Expression?, align: (String, SourceRange)?, direction: (String, SourceRange)?)
        case priority(Expression, [Statement])
        case letBinding(name: String, value: Expression)
        case assign(name: String, value: Expression)
        case definition(Definition)
        case returnValue(Expression?)
        case forLoop(variable: String, sequence: Expression, body: [Statement])
        case ifElse(condition: Expression, then: [Statement], otherwise: [Statement]?)
        case importModule(path: String, alias: String?)
        case print([Expression])
        case show
        case expect(Expression)
        case expression(Expression)
    }

    var kind: Kind
    /// The keyword (or the expression, for an expression statement).
    var keyword: SourceRange
    /// The whole statement.
    var range: SourceRange
}
