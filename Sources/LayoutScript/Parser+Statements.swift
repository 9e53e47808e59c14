import AutoLayout

// MARK: - Statements

extension Parser {
    /// script = { separator } { statement separator { separator } } EOF ;
    mutating func parseScript() -> [Statement] {
        var statements: [Statement] = []
        skipNewlines()
        while !check(.endOfInput) {
            if check(.rightBrace) {
                _ = error("unexpected '}' with no block to close", at: peek.sourceRange,
                          hint: "remove it, or open the block it was meant to close")
                advance()
                skipNewlines()
                continue
            }
            parseStatementRecovering(into: &statements)
        }
        return statements
    }

    /// Parses one statement and its separator; on failure skips to the next statement.
    mutating func parseStatementRecovering(into statements: inout [Statement]) {
        do {
            statements.append(try parseStatement())
            try expectStatementEnd()
        } catch {
            synchronize()
        }
        skipNewlines()
    }

    /// separator = newline | ";" ;  (a `}` or the end of input also ends a statement)
    mutating func expectStatementEnd() throws(Failure) {
        if check(.newline) || check(.rightBrace) || check(.endOfInput) { return }
        throw error(expected: "end of statement", hint: "put each statement on its own line or separate them with ';'")
    }

    /// block     = "{" { separator } { statement separator { separator } } "}" ;
    /// viewBlock = block ;   (* whose statements may be properties *)
    mutating func parseBlock(viewBlock: Bool = false) throws(Failure) -> [Statement] {
        let open = try expect(.leftBrace, "'{'")
        try enterNesting(at: open.sourceRange)
        defer { nesting -= 1 }
        let outer = inViewBlock
        inViewBlock = viewBlock
        defer { inViewBlock = outer }
        var statements: [Statement] = []
        skipNewlines()
        while !check(.rightBrace) {
            if check(.endOfInput) {
                let (line, column) = source.location(of: open.offset)
                throw error("expected '}' to close the block opened at \(line):\(column)", at: peek.sourceRange,
                            hint: "add '}' after the block's last statement", kind: .unexpectedEndOfInput)
            }
            parseStatementRecovering(into: &statements)
        }
        advance()
        return statements
    }

    /// statement = rootStatement | viewStatement | guideStatement | setStatement | property | pinStatement
    ///           | ratioStatement | vflStatement | directionStatement | priorityStatement | letStatement
    ///           | assignment | defStatement | kindStatement | returnStatement | forStatement
    ///           | ifStatement | importStatement | printStatement | "show" | expectStatement
    ///           | expression ;
    /// assignment      = name "=" expression ;
    /// expectStatement = "expect" expression ;
    mutating func parseStatement() throws(Failure) -> Statement {
        let start = peek.sourceRange
        let outerExample = statementExample
        statementExample = Parser.examples[text(peek)]
        defer { statementExample = outerExample }
        let kind: Statement.Kind
        switch peek.kind {
        case .kwRoot where peek(1).kind != .dot: kind = try parseRoot()
        case .kwView: kind = try parseView()
        case .kwSet: kind = try parseSet()
        case .kwPin: kind = try parsePin()
        case .kwRatio: kind = try parseRatio()
        case .kwVfl: kind = try parseVfl()
        case .kwDirection: kind = try parseDirection()
        case .kwPriority: kind = try parsePriority()
        case .kwLet: kind = try parseLet()
        case .kwDef, .kwKind: kind = try parseDefinition()
        case .kwReturn: kind = try parseReturn()
        case .kwFor: kind = try parseFor()
        case .kwIf: kind = try parseIf()
        case .kwImport: kind = try parseImport()
        case .kwPrint: kind = try parsePrint()
        case .kwShow:
            advance()
            kind = .show
        case .kwExpect:
            advance()
            kind = .expect(try parseExpression())
        case .identifier where text(peek) == Parser.platformWord && peek(1).kind == .identifier && isLineEnd(peek(2)):
            kind = try parsePlatform()
        case .identifier where text(peek) == Parser.textSizeWord && [.identifier, .string].contains(peek(1).kind) && isLineEnd(peek(2)):
            kind = parseTextSize()
        case .identifier where text(peek) == Parser.guideWord
            && (peek(1).kind == .identifier || (peek(1).kind == .leftParen && peek(1).offset > peek.offset + peek.length)):
            kind = try parseGuide()
        case .identifier where isPropertyStart:
            kind = .property(try parseProperty())
        case .identifier where peek(1).kind == .equal:
            let name = text(advance())
            advance()
            kind = .assign(name: name, value: try parseExpression())
        default:
            let expression = try parseExpression()
            return Statement(kind: .expression(expression), keyword: expression.range, range: expression.range)
        }
        let end = tokens[max(0, current - 1)].sourceRange
        return Statement(kind: kind, keyword: start, range: start.through(end))
    }

    /// rootStatement = "root" ( size [ "safe" insets ] [ "traits" sizeClass sizeClass ]
    ///                          [ "min" size ] [ "max" size ] [ "scale" expression ]
    ///                        | "device" expression [ "scale" expression ] ) ;
    /// insets        = expression [ "," ] expression [ "," ] expression [ "," ] expression ;
    /// sizeClass     = "compact" | "regular" ;         (* read by context, like an axis *)
    /// (* root 390 x 844 safe 47 0 34 0 · root 375 x 44 traits compact regular · root 402 x 874 scale 3
    ///    · root device "iphone16pro:landscape" · root device "iphone16plus" scale 3
    ///    · root 480 x 270 min 400 x 200 max 900 x 700 *)
    mutating func parseRoot() throws(Failure) -> Statement.Kind {
        advance()
        // `device` is contextual: `root device x 568` is a size whose width is named device.
        if check(.identifier), text(peek) == "device", peek(1).kind == .string || (peek(1).kind == .identifier && text(peek(1)) != "x") {
            advance()
            let name = try parseExpression()
            return .rootDevice(name, scale: try parseScale())
        }
        let (width, height) = try parseSize()
        var insets: [Expression]?
        if check(.identifier), text(peek) == "safe" {
            advance()
            var sides: [Expression] = []
            for index in 0..<4 {
                if index > 0 { _ = match(.comma) }
                guard !check(.newline), !check(.endOfInput), !check(.rightBrace) else {
                    throw error(expected: "four safe-area insets: top, left, bottom, right",
                                hint: "for example 'root 390 x 844 safe 47 0 34 0'")
                }
                sides.append(try parseExpression())
            }
            insets = sides
        }
        var traits: (horizontal: SizeClass, vertical: SizeClass)?
        if check(.identifier), text(peek) == "traits" {
            advance()
            traits = (try parseSizeClass(), try parseSizeClass())
        }
        var limits: [String: (Expression, Expression)] = [:]
        for word in ["min", "max"] where check(.identifier) && text(peek) == word {
            advance()
            limits[word] = try parseSize()
        }
        return .root(width: width, height: height, insets: insets, traits: traits, minimum: limits["min"], maximum: limits["max"],
                     scale: try parseScale())
    }

    /// `[ "scale" expression ]` at the end of a root statement.
    mutating func parseScale() throws(Failure) -> Expression? {
        guard check(.identifier), text(peek) == "scale" else { return nil }
        advance()
        return try parseExpression()
    }

    /// sizeClass = "compact" | "regular" ;
    mutating func parseSizeClass() throws(Failure) -> SizeClass {
        guard check(.identifier), let sizeClass = SizeClass(rawValue: text(peek)) else {
            throw error(expected: "a size class, 'compact' or 'regular' (horizontal, then vertical)",
                        hint: "for example 'root 375 x 44 traits compact regular', an iPhone's in portrait")
        }
        advance()
        return sizeClass
    }

    /// size = expression [ "," ] "x" expression ;
    mutating func parseSize() throws(Failure) -> (Expression, Expression) {
        let width = try parseExpression()
        _ = match(.comma)
        guard check(.identifier), text(peek) == "x" else {
            throw error(expected: "'x' between width and height", hint: "write a size as W x H, for example 320 x 568")
        }
        advance()
        return (width, try parseExpression())
    }

    /// viewStatement = "view" viewName [ ":" postfix ] [ "in" postfix ] [ viewBlock ] ;
    /// viewName      = name | "(" expression ")" ;
    mutating func parseView() throws(Failure) -> Statement.Kind {
        advance()
        let name: ViewName
        if check(.leftParen) {
            name = .computed(try parsePrimary())
        } else {
            name = .fixed(text(try expect(.identifier, "a view name")))
        }
        var kind: Expression?
        if match(.colon) != nil { kind = try parsePostfix() }
        var parent: Expression?
        if match(.kwIn) != nil { parent = try parsePostfix() }
        var body: [Statement]?
        if check(.leftBrace) { body = try parseBlock(viewBlock: true) }
        return .view(name: name, kind: kind, parent: parent, body: body)
    }

    /// guideStatement = "guide" viewName [ "in" postfix ] ;         (* guide spacer in row *)
    /// (`guide` is not reserved: it starts this statement only when a name, or a space and
    /// `(`, follows it; `guide(x)` is a call.)
    mutating func parseGuide() throws(Failure) -> Statement.Kind {
        advance()
        let name: ViewName
        if check(.leftParen) {
            name = .computed(try parsePrimary())
        } else {
            name = .fixed(text(try expect(.identifier, "a guide name")))
        }
        var owner: Expression?
        if match(.kwIn) != nil { owner = try parsePostfix() }
        return .guide(name: name, owner: owner)
    }

    /// setStatement = "set" postfix viewBlock ;                  (* set imageView { hug v 200 } *)
    mutating func parseSet() throws(Failure) -> Statement.Kind {
        advance()
        let view = try parsePostfix()
        return .set(view: view, body: try parseBlock(viewBlock: true))
    }

    /// pinStatement = "pin" sum relation sum [ priorityClause ] [ "as" sum ] ;
    /// relation     = "==" | "<=" | ">=" ;
    mutating func parsePin() throws(Failure) -> Statement.Kind {
        advance()
        let first = try parseExpression(minimumPrecedence: Parser.additivePrecedence)
        let relation: LayoutRelation
        switch peek.kind {
        case .equalEqual: relation = .equal
        case .lessEqual: relation = .lessThanOrEqual
        case .greaterEqual: relation = .greaterThanOrEqual
        case .equal:
            throw error(expected: "'==', '<=' or '>='", hint: "a pin compares with '==', not '='")
        default:
            throw error(expected: "'==', '<=' or '>='")
        }
        advance()
        let second = try parseExpression(minimumPrecedence: Parser.additivePrecedence)
        let priority = try parsePriorityClause()
        let identifier = match(.kwAs) != nil ? try parseExpression(minimumPrecedence: Parser.additivePrecedence) : nil
        return .pin(first: first, relation: relation, second: second, priority: priority, identifier: identifier)
    }

    /// priorityClause = "@" sum ;
    mutating func parsePriorityClause() throws(Failure) -> Expression? {
        guard match(.at) != nil else { return nil }
        return try parseExpression(minimumPrecedence: Parser.additivePrecedence)
    }

    /// ratioStatement = "ratio" sum ( "=" | "==" ) sum [ "@" sum ]
    ///                | "ratio" sum sum ":" sum [ "@" sum ] ;   (* ratio imageView 3:2 *)
    mutating func parseRatio() throws(Failure) -> Statement.Kind {
        advance()
        let first = try parseExpression(minimumPrecedence: Parser.additivePrecedence)
        if match(.equal) != nil || match(.equalEqual) != nil {
            let second = try parseExpression(minimumPrecedence: Parser.additivePrecedence)
            return .ratio(first: first, second: second, priority: try parsePriorityClause())
        }
        let width = try parseExpression(minimumPrecedence: Parser.additivePrecedence)
        _ = try expect(.colon, "':' between the width and height of an aspect ratio")
        let height = try parseExpression(minimumPrecedence: Parser.additivePrecedence)
        return .aspect(view: first, width: width, height: height, priority: try parsePriorityClause())
    }

    /// vflStatement = "vfl" expression [ "in" postfix ] [ "align" name ] [ "direction" name ] ;
    mutating func parseVfl() throws(Failure) -> Statement.Kind {
        advance()
        let format = try parseExpression()
        let container = match(.kwIn) != nil ? try parsePostfix() : nil
        var align: (String, SourceRange)?
        var direction: (String, SourceRange)?
        if match(.kwAlign) != nil {
            let token = try expect(.identifier, "an alignment such as top, leading or centerX")
            align = (text(token), token.sourceRange)
        }
        if match(.kwDirection) != nil {
            let token = try expect(.identifier, "a direction: leadingToTrailing, leftToRight or rightToLeft")
            direction = (text(token), token.sourceRange)
        }
        return .vfl(format: format, container: container, align: align, direction: direction)
    }

    /// platformStatement = "platform" name ;    (* platform appkit; read by context *)
    mutating func parsePlatform() throws(Failure) -> Statement.Kind {
        advance()
        let token = advance()
        return .platform(text(token), token.sourceRange)
    }

    /// Whether a token ends a statement: a newline (or `;`), `}` or the end of input.
    func isLineEnd(_ token: Token) -> Bool {
        [.newline, .rightBrace, .endOfInput].contains(token.kind)
    }

    /// directionStatement = "direction" name ;             (* direction rightToLeft *)
    mutating func parseDirection() throws(Failure) -> Statement.Kind {
        advance()
        let token = try expect(.identifier, "a layout direction: leftToRight or rightToLeft")
        return .direction(text(token), token.sourceRange)
    }

    /// textSizeStatement = "textSize" ( name | string ) ;   (* textSize xSmall; read by context *)
    mutating func parseTextSize() -> Statement.Kind {
        advance()
        let token = advance()
        return .textSize(token.kind == .string ? source.stringValue(token) : text(token), token.sourceRange)
    }

    /// priorityStatement = "priority" expression block ;         (* priority 250 { … } *)
    mutating func parsePriority() throws(Failure) -> Statement.Kind {
        advance()
        let value = try parseExpression()
        return .priority(value, try parseBlock(viewBlock: inViewBlock))
    }

    /// letStatement = "let" name "=" expression ;
    mutating func parseLet() throws(Failure) -> Statement.Kind {
        advance()
        let name = text(try expect(.identifier, "a name after 'let'"))
        _ = try expect(.equal, "'=' after the name")
        return .letBinding(name: name, value: try parseExpression())
    }

    /// defStatement  = "def" name "(" [ parameter { "," parameter } ] ")" block ;
    /// kindStatement = "kind" name "(" [ parameter { "," parameter } ] ")" viewBlock ;
    /// parameter     = name [ "=" expression ] ;
    mutating func parseDefinition() throws(Failure) -> Statement.Kind {
        let keyword = advance()
        let isKind = keyword.kind == .kwKind
        let nameToken = try expect(.identifier, isKind ? "a kind name" : "a function name")
        if check(.leftParen) { tightOpenings.insert(current) }
        let open = try expect(.leftParen, "'(' after the name")
        var parameters: [Parameter] = []
        while !check(.rightParen) {
            let token = try expect(.identifier, "a parameter name")
            var defaultValue: Expression?
            if match(.equal) != nil { defaultValue = try parseExpression() }
            parameters.append(Parameter(name: text(token), defaultValue: defaultValue, range: token.sourceRange))
            if match(.comma) == nil { break }
        }
        try expectClose(.rightParen, opened: open)
        let outer = inViewBlock
        let body = try parseBlock(viewBlock: isKind)
        inViewBlock = outer
        let definition = Definition(
            name: text(nameToken), parameters: parameters, body: body, isKind: isKind,
            source: source)
        return .definition(definition)
    }

    /// returnStatement = "return" [ expression ] ;
    mutating func parseReturn() throws(Failure) -> Statement.Kind {
        advance()
        if check(.newline) || check(.rightBrace) || check(.endOfInput) { return .returnValue(nil) }
        return .returnValue(try parseExpression())
    }

    /// forStatement = "for" name "in" expression block ;
    mutating func parseFor() throws(Failure) -> Statement.Kind {
        advance()
        let name = text(try expect(.identifier, "a loop variable"))
        _ = try expect(.kwIn, "'in' after the loop variable")
        let sequence = try parseExpression()
        return .forLoop(variable: name, sequence: sequence, body: try parseBlock(viewBlock: inViewBlock))
    }

    /// ifStatement = "if" expression block [ "else" ( ifStatement | block ) ] ;
    mutating func parseIf() throws(Failure) -> Statement.Kind {
        advance()
        let condition = try parseExpression()
        let then = try parseBlock(viewBlock: inViewBlock)
        var lookahead = 0
        while peek(lookahead).kind == .newline { lookahead += 1 }
        guard peek(lookahead).kind == .kwElse else { return .ifElse(condition: condition, then: then, otherwise: nil) }
        skipNewlines()
        advance()
        if check(.kwIf) {
            let start = peek.sourceRange
            // An `else if` nests the tree one level deeper, as a block does.
            try enterNesting(at: start)
            defer { nesting -= 1 }
            let nested = try parseIf()
            let end = tokens[max(0, current - 1)].sourceRange
            return .ifElse(condition: condition, then: then,
                           otherwise: [Statement(kind: nested, keyword: start, range: start.through(end))])
        }
        return .ifElse(condition: condition, then: then, otherwise: try parseBlock(viewBlock: inViewBlock))
    }

    /// importStatement = "import" string [ "as" name ] ;
    mutating func parseImport() throws(Failure) -> Statement.Kind {
        advance()
        let pathToken = try expect(.string, "a module path in quotes, such as \"std/controls\"")
        var alias: String?
        if match(.kwAs) != nil { alias = text(try expect(.identifier, "a name after 'as'")) }
        return .importModule(path: source.stringValue(pathToken), alias: alias)
    }

    /// printStatement = "print" expression { "," expression } ;
    mutating func parsePrint() throws(Failure) -> Statement.Kind {
        advance()
        var values = [try parseExpression()]
        while match(.comma) != nil { values.append(try parseExpression()) }
        return .print(values)
    }

    /// Expects a closing `)` or `]`, naming where the pair opened when it is missing.
    mutating func expectClose(_ kind: TokenKind, opened open: Token) throws(Failure) {
        if match(kind) != nil { return }
        let (line, column) = source.location(of: open.offset)
        throw error(expected: "\(kind.readable) to close the \(open.kind.readable) opened at \(line):\(column)")
    }
}
