extension VisualFormat {
    /// A recursive-descent parser from tokens to `Syntax`.
    ///
    /// Each function carries its production from grammar.md. The parser stops at the first
    /// error, with the caret on the token that broke the production: a format string is one
    /// short line, so one precise error serves better than recovery.
    struct Parser {
        private let format: String
        private let characters: [Character]
        private let tokens: [Token]
        private var index = 0

        init(format: String) {
            self.format = format
            self.characters = Array(format)
            var lexer = Lexer(characters)
            self.tokens = lexer.tokens()
        }

        // MARK: - Format

        /// format = [ orientation ] [ "|" connection ] view { connection view } [ connection "|" ] ;
        mutating func parseFormat() throws(VisualFormatError) -> Syntax {
            let axis = try parseOrientation()
            var elements: [Element] = []
            var connections: [Connection] = []
            if peek.kind == .pipe {
                elements.append(.superview(offset: advance().offset))
                connections.append(try parseConnection())
            }
            elements.append(.view(try parseView()))
            while peek.kind != .end {
                try expectConnectionStart()
                connections.append(try parseConnection())
                if peek.kind == .end {
                    throw error("Expected a view or '|' after the connection", at: peek.offset)
                }
                if peek.kind == .pipe {
                    elements.append(.superview(offset: try parseClosingBar()))
                } else {
                    elements.append(.view(try parseView()))
                }
            }
            return Syntax(axis: axis, elements: elements, connections: connections)
        }

        /// The `|` that ends a format; returns its offset.
        private mutating func parseClosingBar() throws(VisualFormatError) -> Int {
            let bar = advance()
            if tokens[index...].contains(where: { $0.kind == .openBracket }) {
                throw error(
                    "'|' stands for the superview and can only begin or end the format", at: bar.offset,
                    hint: "a format is one line of views: |-[a]-[b]-|")
            }
            guard peek.kind == .end else {
                throw error("Expected the end of the format after the closing '|'", at: peek.offset)
            }
            return bar.offset
        }

        /// orientation = ( "H" | "V" ) ":" ;
        private mutating func parseOrientation() throws(VisualFormatError) -> LayoutAxis {
            let first = peek
            let second = peek(1)
            if first.kind == .colon {
                throw error("Expected 'H' or 'V' before ':'", at: first.offset)
            }
            guard first.kind == .name else {
                return .horizontal
            }
            let letter = text(first)
            guard second.kind == .colon else {
                if ["H", "V", "h", "v"].contains(letter) {
                    throw error(
                        "Expected ':' after '\(letter)' to give the orientation", at: second.offset,
                        hint: "write \(letter.uppercased()): at the start, as \(letter.uppercased()):|-[a]-|")
                }
                return .horizontal
            }
            switch letter {
            case "H", "V":
                index += 2
                return letter == "H" ? .horizontal : .vertical
            case "h", "v":
                throw error(
                    "The orientation must be an upper-case 'H' or 'V'", at: first.offset,
                    hint: "write \(letter.uppercased()):")
            default:
                throw error("Expected 'H' or 'V' before ':'", at: first.offset)
            }
        }

        // MARK: - Views

        /// view = "[" name [ predicateList ] "]" ;
        private mutating func parseView() throws(VisualFormatError) -> View {
            guard peek.kind == .openBracket else {
                throw expectedView()
            }
            let open = advance()
            guard peek.kind == .name else {
                throw error(
                    "Expected a view name here", at: peek.offset,
                    hint: "a name starts with a letter or '_' and goes on with letters, digits or '_'")
            }
            let name = name(advance())
            var predicates: [Predicate] = []
            if peek.kind == .openParen {
                predicates = try parsePredicateList(for: .viewSize)
            }
            guard peek.kind == .closeBracket else {
                throw error(
                    "Expected ']' here to end the view that begins at column \(open.offset + 1)",
                    at: peek.offset, hint: predicates.isEmpty ? predicateHint(after: name) : nil)
            }
            index += 1
            return View(name: name, predicates: predicates, offset: open.offset)
        }

        /// The error for a missing view, with a hint when the culprit is a bare name.
        private func expectedView() -> VisualFormatError {
            let culprit = peek
            let hint: String? =
                switch culprit.kind {
                case .name: "views are written in brackets, as [\(text(culprit))]"
                case .end: "a format needs at least one view, as [name]"
                default: nil
                }
            return error("Expected a view here, as [name]", at: culprit.offset, hint: hint)
        }

        /// Why a view name might be followed by something other than `(` or `]`.
        private func predicateHint(after name: Name) -> String? {
            switch peek.kind {
            case .relation, .malformedRelation, .number:
                "a view's size predicates go in parentheses, as [\(name.text)(>=50)]"
            case .other where text(peek) == ".":
                "VFL names whole views; relate other attributes with `pin`"
            default:
                nil
            }
        }

        // MARK: - Connections

        /// After a view: a connection, a view or `|` must follow, or the format must end.
        private func expectConnectionStart() throws(VisualFormatError) {
            switch peek.kind {
            case .dash, .openBracket, .pipe, .end:
                return
            case .openParen:
                throw error(
                    "Expected '-', '[', '|' or the end of the format here", at: peek.offset,
                    hint: "a view's predicates go inside its brackets, as [a(>=50)]")
            case .name:
                throw error(
                    "Expected '-', '[', '|' or the end of the format here", at: peek.offset,
                    hint: "views are written in brackets, as [\(text(peek))]")
            default:
                throw error("Expected '-', '[', '|' or the end of the format here", at: peek.offset)
            }
        }

        /// connection = "" | "-" | "-" spacing "-" ;
        /// spacing = predicateList | predicate ;
        ///
        /// Apple's grammar allows only a number or a metric without parentheses; its parser also
        /// takes one whole predicate (`->=10-`, `-10@500-`), and so does Tether. Without
        /// parentheses a number has no sign: `--10-` would read as two dashes.
        private mutating func parseConnection() throws(VisualFormatError) -> Connection {
            guard peek.kind == .dash else {
                return .flush
            }
            index += 1
            let predicates: [Predicate]
            switch peek.kind {
            case .openBracket, .pipe:
                return .standard
            case .openParen:
                predicates = try parsePredicateList(for: .spacing)
            case .relation, .malformedRelation, .number, .name, .at:
                predicates = [try parsePredicate(for: .spacing, inParentheses: false)]
            case .dash:
                let negative = peek(1).kind == .number
                throw error(
                    "Expected a spacing, a view or '|' after '-'", at: peek.offset,
                    hint: negative ? "a negative spacing goes in parentheses, as -(-10)-" : nil)
            case .end:
                throw error("Expected a view or '|' after '-'", at: peek.offset)
            default:
                throw error("Expected a spacing, a view or '|' after '-'", at: peek.offset)
            }
            guard peek.kind == .dash else {
                throw error("Expected '-' here to end the spacing", at: peek.offset, hint: closingDashHint())
            }
            index += 1
            return .predicates(predicates)
        }

        private func closingDashHint() -> String? {
            switch peek.kind {
            case .comma:
                "a list of predicates goes in parentheses, as -(>=8,<=20)-"
            case .openBracket, .pipe:
                "a spacing sits between two dashes, as [a]-10-[b]"
            default:
                nil
            }
        }

        // MARK: - Predicates

        /// What a predicate constrains, which decides what its object may be.
        enum Subject {
            /// A view's width (H) or height (V): the object may be a view.
            case viewSize
            /// The gap of a connection: the object is a number or a metric.
            case spacing
        }

        /// predicateList = "(" predicate { "," predicate } ")" ;
        private mutating func parsePredicateList(for subject: Subject) throws(VisualFormatError) -> [Predicate] {
            let open = advance()
            var predicates = [try parsePredicate(for: subject, inParentheses: true)]
            while true {
                switch peek.kind {
                case .comma:
                    index += 1
                    predicates.append(try parsePredicate(for: subject, inParentheses: true))
                case .closeParen:
                    index += 1
                    return predicates
                default:
                    throw error(
                        "Expected ',' or ')' here to close the '(' at column \(open.offset + 1)",
                        at: peek.offset)
                }
            }
        }

        /// predicate = [ relation ] object [ "@" priority ] ;
        ///
        /// Inside parentheses a number may carry a sign: `-(-10)-`, `[a(==-5)]`.
        private mutating func parsePredicate(
            for subject: Subject, inParentheses: Bool
        ) throws(VisualFormatError) -> Predicate {
            var relation = LayoutRelation.equal
            switch peek.kind {
            case .relation(let written):
                relation = written
                index += 1
            case .malformedRelation:
                throw malformedRelation(peek)
            default:
                break
            }
            let expected = subject == .viewSize ? "a number, a metric or a view" : "a number or a metric"
            let object = try parseOperand(expecting: expected, signed: inParentheses)
            try rejectArithmetic(inParentheses: inParentheses)
            var priority: Operand?
            if peek.kind == .at {
                index += 1
                priority = try parseOperand(expecting: "a priority (a number or a metric)", signed: inParentheses)
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// object = number | name ;  priority = number | name ;
        /// number = [ "+" | "-" ] unsigned ;   (the sign only inside parentheses)
        private mutating func parseOperand(
            expecting expected: String, signed: Bool
        ) throws(VisualFormatError) -> Operand {
            switch peek.kind {
            case .name:
                return .name(name(advance()))
            case .number:
                let number = advance()
                return .number(try value(of: number, negative: false), offset: number.offset)
            case .dash where signed, .plus where signed:
                let sign = advance()
                guard peek.kind == .number else {
                    throw error("Expected a number after '\(text(sign))'", at: peek.offset)
                }
                let value = try value(of: advance(), negative: sign.kind == .dash)
                return .number(value, offset: sign.offset)
            case .malformedRelation:
                throw malformedRelation(peek)
            default:
                throw error("Expected \(expected) here", at: peek.offset)
            }
        }

        /// VFL predicates hold one number, metric or view: no `2*b`, `b+10` or `b.height`.
        private func rejectArithmetic(inParentheses: Bool) throws(VisualFormatError) {
            let hint = "VFL cannot express multipliers, offsets or other attributes; use `ratio` or `pin`"
            switch peek.kind {
            case .other where text(peek) == "*" || text(peek) == "/":
                throw error(
                    "Unexpected '\(text(peek))': a VFL predicate cannot have a multiplier", at: peek.offset,
                    hint: hint)
            case .plus, .dash:
                // Without parentheses a dash after the object closes the connection; inside them,
                // a dash before anything but a number or a name is more likely a missing ')'.
                let operand = peek(1).kind == .number || peek(1).kind == .name
                guard peek.kind == .plus || (inParentheses && operand) else {
                    return
                }
                throw error(
                    "Unexpected '\(text(peek))': a VFL predicate cannot add an offset", at: peek.offset,
                    hint: hint)
            case .other where text(peek) == ".":
                throw error(
                    "Unexpected '.': a VFL predicate cannot name an attribute; it relates widths (H) or heights (V)",
                    at: peek.offset, hint: hint)
            default:
                return
            }
        }

        private func malformedRelation(_ token: Token) -> VisualFormatError {
            let written = text(token)
            let meant: [String: String] = ["=<": "<=", "=>": ">="]
            let message =
                if let meant = meant[written] {
                    "'\(written)' is not a relation; did you mean '\(meant)'?"
                } else {
                    "'\(written)' is not a relation; expected '==', '<=' or '>='"
                }
            return error(message, at: token.offset)
        }

        // MARK: - Tokens

        private var peek: Token {
            tokens[min(index, tokens.count - 1)]
        }

        private func peek(_ ahead: Int) -> Token {
            tokens[min(index + ahead, tokens.count - 1)]
        }

        @discardableResult
        private mutating func advance() -> Token {
            let token = peek
            if index < tokens.count - 1 {
                index += 1
            }
            return token
        }

        private func text(_ token: Token) -> String {
            String(characters[token.range])
        }

        private func name(_ token: Token) -> Name {
            Name(text: text(token), offset: token.offset)
        }

        /// The number's value; the lexer only lets through what `Double` reads, but a number
        /// too large for a Double (`1e400`) is an error rather than an infinite constant.
        private func value(of token: Token, negative: Bool) throws(VisualFormatError) -> Double {
            guard let value = Double(text(token)), value.isFinite else {
                throw error("The number '\(text(token))' is too large", at: token.offset)
            }
            return negative ? -value : value
        }

        private func error(_ message: String, at offset: Int, hint: String? = nil) -> VisualFormatError {
            VisualFormatError(message, format: format, offset: offset, hint: hint)
        }
    }
}
