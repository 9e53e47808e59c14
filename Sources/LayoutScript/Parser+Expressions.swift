import AutoLayout

// MARK: - View properties

extension Parser {
    /// `guide`, the statement word read by its context (a name follows) rather than reserved.
    static let guideWord = "guide"
    /// `platform`, the statement word read by its context (a name and the line's end follow).
    static let platformWord = "platform"
    /// `textSize NAME` at the start of a line: the text size the script is designed at
    /// (read by context, as `platform` is).
    static let textSizeWord = "textSize"

    static let propertyNames: Set<String> = [
        "intrinsic", "hug", "resist", "baseline", "frame", "autoresize", "margins", "preservesSuperviewMargins",
        "insetsMarginsFromSafeArea", "respectsSystemMinimumMargins", "hidden", "encapsulated", "text", "measuredWidth", "measuredLineHeight", "lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "minimumTextSize", "maximumTextSize", "alignmentInsets",
    ]

    /// Whether the current token starts a property: a property name at the start of a
    /// statement in a view block, not followed by `(`, `=` or `.`.
    var isPropertyStart: Bool {
        guard inViewBlock, Parser.propertyNames.contains(text(peek)) else { return false }
        let next = peek(1).kind
        return next != .leftParen && next != .equal && next != .dot
    }

    /// property = "intrinsic" size | "hug" axis expression | "resist" axis expression
    ///          | "baseline" expression [ "," expression ]
    ///          | "frame" expression [","] expression [","] expression [","] expression
    ///          | "autoresize" name { name }
    ///          | "margins" [ "directional" ] expression [","] expression [","] expression [","] expression
    ///          | "alignmentInsets" [ "directional" ] expression [","] expression [","] expression [","] expression
    ///          | ( "preservesSuperviewMargins" | "insetsMarginsFromSafeArea" | "respectsSystemMinimumMargins"
    ///            | "hidden" | "encapsulated" ) expression
    ///          | "text" expression [ "," expression [ "," expression ] ] [ "weight" ( fontWeight | expression ) ]
    ///          | "measuredWidth" expression
    ///          | "measuredLineHeight" expression
    ///          | ( "lineSpacing" | "lineHeightMultiple" | "minimumLineHeight" | "maximumLineHeight" ) expression
    ///          | ( "minimumTextSize" | "maximumTextSize" ) expression ;
    /// axis     = "h" | "v" | "horizontal" | "vertical" ;
    /// fontWeight = "ultraLight" | "thin" | "light" | "regular" | "medium" | "semibold" | "bold" | "heavy" | "black" ;
    mutating func parseProperty() throws(Failure) -> ViewProperty {
        let name = text(advance())
        switch name {
        case "intrinsic":
            let (width, height) = try parseSize()
            return .intrinsic(width: width, height: height)
        case "hug", "resist":
            let axis = try parseAxis()
            let priority = try parseExpression()
            return name == "hug" ? .hug(axis: axis, priority: priority) : .resist(axis: axis, priority: priority)
        case "baseline":
            let first = try parseExpression()
            let last = match(.comma) != nil ? try parseExpression() : nil
            return .baseline(first: first, last: last)
        case "frame":
            let parts = try parseFourNumbers()
            return .frame(parts[0], parts[1], parts[2], parts[3])
        case "margins":
            let directional = check(.identifier) && text(peek) == "directional"
            if directional { advance() }
            return .margins(try parseFourNumbers(), directional: directional)
        case "alignmentInsets":
            let directional = check(.identifier) && text(peek) == "directional"
            if directional { advance() }
            return .alignmentInsets(try parseFourNumbers(), directional: directional)
        case "text":
            let text = try parseExpression()
            let size = match(.comma) != nil ? try parseExpression() : nil
            let lines = size != nil && match(.comma) != nil ? try parseExpression() : nil
            return .text(text, size: size, lines: lines, weight: try parseFontWeight())
        case "measuredWidth":
            return .measuredWidth(try parseExpression())
        case "measuredLineHeight":
            return .measuredLineHeight(try parseExpression())
        case "lineSpacing":
            return .paragraph(.lineSpacing, try parseExpression())
        case "lineHeightMultiple":
            return .paragraph(.lineHeightMultiple, try parseExpression())
        case "minimumLineHeight":
            return .paragraph(.minimumLineHeight, try parseExpression())
        case "maximumLineHeight":
            return .paragraph(.maximumLineHeight, try parseExpression())
        case "preservesSuperviewMargins", "insetsMarginsFromSafeArea", "respectsSystemMinimumMargins", "hidden", "encapsulated":
            return .flag(name, try parseExpression())
        case "minimumTextSize", "maximumTextSize":
            return .textSizeLimit(isMaximum: name == "maximumTextSize", try parseExpression())
        default:
            var masks: [(name: String, range: SourceRange)] = []
            while check(.identifier) || check(.kwNone) {
                let token = advance()
                masks.append((text(token), token.sourceRange))
            }
            if masks.isEmpty { throw error(expected: "autoresizing mask names such as width, height or none") }
            return .autoresize(masks)
        }
    }

    /// `[ "weight" ( fontWeight | expression ) ]` after a `text` property's numbers: a weight's
    /// name written bare (read by context, as a size class is), else an expression giving one
    /// as a string (`weight w` in a kind that takes the weight as an argument).
    mutating func parseFontWeight() throws(Failure) -> Expression? {
        guard check(.identifier), text(peek) == "weight" else { return nil }
        advance()
        if check(.identifier), FontWeight(rawValue: text(peek)) != nil {
            let token = advance()
            return .string(text(token), token.sourceRange)
        }
        return try parseExpression()
    }

    /// Four expressions separated by spaces or commas, as `frame`, `margins` and
    /// `alignmentInsets` take them.
    mutating func parseFourNumbers() throws(Failure) -> [Expression] {
        var parts: [Expression] = []
        for index in 0..<4 {
            if index > 0 { _ = match(.comma) }
            parts.append(try parseExpression(minimumPrecedence: Parser.additivePrecedence))
        }
        return parts
    }

    mutating func parseAxis() throws(Failure) -> LayoutAxis {
        let token = peek
        switch token.kind == .identifier ? text(token) : "" {
        case "h", "horizontal":
            advance()
            return .horizontal
        case "v", "vertical":
            advance()
            return .vertical
        default:
            throw error(expected: "an axis, 'h' or 'v'", hint: "for example 'hug v 200'")
        }
    }
}

// MARK: - Expressions

extension Parser {
    /// The binary operators by precedence, loosest first; all are left-associative. (A
    /// switch rather than a dictionary: this is looked up after every operand.)
    ///
    ///     1  or        2  and        3  == != < <= > >=        4  + -        5  * / %
    static func binaryOperator(_ kind: TokenKind) -> (op: BinaryOperator, precedence: Int)? {
        switch kind {
        case .kwOr: (.or, 1)
        case .kwAnd: (.and, 2)
        case .equalEqual: (.equal, 3)
        case .bangEqual: (.notEqual, 3)
        case .less: (.less, 3)
        case .lessEqual: (.lessEqual, 3)
        case .greater: (.greater, 3)
        case .greaterEqual: (.greaterEqual, 3)
        case .plus: (.add, 4)
        case .minus: (.subtract, 4)
        case .star: (.multiply, 5)
        case .slash: (.divide, 5)
        case .percent: (.remainder, 5)
        default: nil
        }
    }
    /// The precedence of `+` and `-`: constraint sides are sums, so that `==` ends them.
    static let additivePrecedence = 4

    /// expression = unary { binaryOperator unary } ;   (* climbed by precedence *)
    /// binaryOperator = "or" | "and" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "+" | "-" | "*" | "/" | "%" ;
    /// sum = an expression of "+", "-", "*", "/", "%" only ;
    mutating func parseExpression(minimumPrecedence: Int = 1) throws(Failure) -> Expression {
        try enterNesting(at: peek.sourceRange)
        var levels = 1
        defer { nesting -= levels }
        var left = try parseUnary()
        while let (op, precedence) = Parser.binaryOperator(peek.kind), precedence >= minimumPrecedence {
            // Each operator of a chain nests the tree one level deeper (`1 + 1 + …` is
            // left-nested), and evaluating or freeing the tree recurses that deep.
            try enterNesting(at: advance().sourceRange)
            levels += 1
            let right = try parseExpression(minimumPrecedence: precedence + 1)
            left = .binary(op, left, right, left.range.through(right.range))
        }
        return left
    }

    /// unary = ( "-" | "not" ) unary | postfix ;
    mutating func parseUnary() throws(Failure) -> Expression {
        if check(.minus) || check(.kwNot) {
            if check(.minus) { prefixMinuses.insert(current) }
            let op = advance()
            try enterNesting(at: op.sourceRange)
            defer { nesting -= 1 }
            let operand = try parseUnary()
            let range = op.sourceRange.through(operand.range)
            return op.kind == .minus ? .negate(operand, range) : .not(operand, range)
        }
        return try parsePostfix()
    }

    /// postfix = primary { "." name | "(" [ expression { "," expression } ] ")" | "[" expression "]" } ;
    mutating func parsePostfix() throws(Failure) -> Expression {
        var expression = try parsePrimary()
        var levels = 0
        defer { nesting -= levels }
        while true {
            // Each postfix wraps the tree one level deeper, as an operator of a chain does.
            if [.dot, .leftParen, .leftBracket].contains(peek.kind) {
                try enterNesting(at: peek.sourceRange)
                levels += 1
            }
            if match(.dot) != nil {
                let token = peek
                guard token.kind == .identifier || token.kind.isKeyword else {
                    throw error(expected: "an attribute or member name after '.'")
                }
                advance()
                expression = .member(expression, text(token), token.sourceRange)
            } else if check(.leftParen) {
                tightOpenings.insert(current)
                let open = advance()
                let arguments = try parseArguments(closing: .rightParen, opened: open)
                expression = .call(expression, arguments, tokens[max(0, current - 1)].sourceRange)
            } else if check(.leftBracket) {
                tightOpenings.insert(current)
                let open = advance()
                let index = try parseExpression()
                try expectClose(.rightBracket, opened: open)
                expression = .index(expression, index, tokens[max(0, current - 1)].sourceRange)
            } else {
                return expression
            }
        }
    }

    /// Comma-separated expressions up to the closing token (a trailing comma is allowed).
    mutating func parseArguments(closing: TokenKind, opened open: Token) throws(Failure) -> [Expression] {
        try enterNesting(at: open.sourceRange)
        defer { nesting -= 1 }
        var items: [Expression] = []
        while !check(closing) {
            if check(.endOfInput) || check(.newline) || check(.rightBrace) { break }
            items.append(try parseExpression())
            if match(.comma) == nil { break }
        }
        try expectClose(closing, opened: open)
        return items
    }

    /// primary = number | string | "true" | "false" | "none" | "root" | name
    ///         | "(" expression ")" | "(" expression "," [ expression { "," expression } ] ")"
    ///         | "[" [ expression { "," expression } ] "]" ;
    mutating func parsePrimary() throws(Failure) -> Expression {
        let token = peek
        switch token.kind {
        case .number:
            advance()
            return .number(source.numberValue(token), token.sourceRange)
        case .string:
            advance()
            return .string(source.stringValue(token), token.sourceRange)
        case .kwTrue, .kwFalse:
            advance()
            return .bool(token.kind == .kwTrue, token.sourceRange)
        case .kwNone:
            advance()
            return .none(token.sourceRange)
        case .kwRoot:
            advance()
            return .root(token.sourceRange)
        case .identifier:
            advance()
            return .name(text(token), token.sourceRange)
        case .leftParen:
            return try parseParenthesized()
        case .leftBracket:
            advance()
            let items = try parseArguments(closing: .rightBracket, opened: token)
            return .list(items, token.sourceRange.through(tokens[max(0, current - 1)].sourceRange))
        default:
            throw error(expected: "an expression")
        }
    }

    /// A parenthesized expression, or a tuple when there is a comma.
    mutating func parseParenthesized() throws(Failure) -> Expression {
        let open = advance()
        let first = try parseExpression()
        if check(.rightParen) {
            advance()
            return first
        }
        guard match(.comma) != nil else {
            try expectClose(.rightParen, opened: open)
            return first
        }
        var items = [first]
        while !check(.rightParen), !check(.endOfInput), !check(.newline) {
            items.append(try parseExpression())
            if match(.comma) == nil { break }
        }
        try expectClose(.rightParen, opened: open)
        return .tuple(items, open.sourceRange.through(tokens[max(0, current - 1)].sourceRange))
    }
}
