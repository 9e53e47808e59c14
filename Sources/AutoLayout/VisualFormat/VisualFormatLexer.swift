extension VisualFormat {
    /// One token of a format string. It points into the format (a range of character
    /// offsets) rather than copying it.
    struct Token: Equatable {
        enum Kind: Equatable {
            /// A C-style identifier: a view, a metric, or the orientation `H`/`V`.
            case name
            /// An unsigned decimal number, as `strtod` reads it: `8`, `12.5`, `.5`, `1e2`.
            case number
            case colon, pipe, dash, plus, comma, at
            case openBracket, closeBracket, openParen, closeParen
            /// `==`, `<=` or `>=`.
            case relation(LayoutRelation)
            /// Something meant as a relation that is not one: `=`, `<`, `>`, `=<`, `=>`, `!=`.
            case malformedRelation
            /// Any other character; the parser names the useful ones (`*`, `/`, `.`).
            case other
            /// The end of the format.
            case end
        }

        var kind: Kind
        /// The characters of the token, as offsets into the format.
        var range: Range<Int>

        var offset: Int { range.lowerBound }
    }

    /// Splits a format string into tokens, skipping blanks between them.
    ///
    /// Apple's parser ignores spaces between tokens, and published formats rely on it
    /// (`H : | -0- [imageView] -0-|`), so every Unicode whitespace character separates tokens
    /// and is otherwise dropped. Lexing never fails: a character that fits nothing becomes an
    /// `.other` token, and the parser reports it with what it expected there.
    struct Lexer {
        private let characters: [Character]
        private var position = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        /// All the tokens, ending with `.end` at the end of the format.
        mutating func tokens() -> [Token] {
            var tokens: [Token] = []
            while true {
                let token = next()
                tokens.append(token)
                if token.kind == .end {
                    return tokens
                }
            }
        }

        // MARK: - Scanning

        private mutating func next() -> Token {
            while let character = peek(), character.isWhitespace {
                position += 1
            }
            let start = position
            guard let character = peek() else {
                return Token(kind: .end, range: start..<start)
            }
            position += 1
            let kind: Token.Kind
            switch character {
            case "|": kind = .pipe
            case "-": kind = .dash
            case "+": kind = .plus
            case ":": kind = .colon
            case ",": kind = .comma
            case "@": kind = .at
            case "[": kind = .openBracket
            case "]": kind = .closeBracket
            case "(": kind = .openParen
            case ")": kind = .closeParen
            case "=", "<", ">", "!": kind = relation(startingWith: character)
            case "." where peek().map(Self.isDigit) == true: kind = number(startingAt: start)
            case _ where Self.isDigit(character): kind = number(startingAt: start)
            case _ where Self.startsName(character): kind = name()
            default: kind = .other
            }
            return Token(kind: kind, range: start..<position)
        }

        /// relation = "==" | "<=" | ">=" ; anything else made of `=<>!` is malformed.
        private mutating func relation(startingWith first: Character) -> Token.Kind {
            let second = peek()
            switch (first, second) {
            case ("=", "="):
                position += 1
                return .relation(.equal)
            case ("<", "="):
                position += 1
                return .relation(.lessThanOrEqual)
            case (">", "="):
                position += 1
                return .relation(.greaterThanOrEqual)
            case ("=", "<"), ("=", ">"), ("!", "="):
                position += 1
                return .malformedRelation
            case ("!", _):
                return .other
            default:
                return .malformedRelation
            }
        }

        /// number = digits [ "." { digit } ] [ exponent ] | "." digits [ exponent ] ;
        /// exponent = ( "e" | "E" ) [ "+" | "-" ] digits ;
        ///
        /// The sign is a token of its own: only a predicate in parentheses may carry one.
        private mutating func number(startingAt start: Int) -> Token.Kind {
            position = start
            skipDigits()
            if peek() == "." {
                position += 1
                skipDigits()
            }
            if peek() == "e" || peek() == "E" {
                var look = position + 1
                if look < characters.count, characters[look] == "+" || characters[look] == "-" {
                    look += 1
                }
                if look < characters.count, Self.isDigit(characters[look]) {
                    position = look
                    skipDigits()
                }
            }
            return .number
        }

        /// name = ( letter | "_" ) { letter | digit | "_" } ;
        private mutating func name() -> Token.Kind {
            while let character = peek(), character.isLetter || character.isNumber || character == "_" {
                position += 1
            }
            return .name
        }

        // MARK: - Characters

        private func peek() -> Character? {
            position < characters.count ? characters[position] : nil
        }

        private mutating func skipDigits() {
            while let character = peek(), Self.isDigit(character) {
                position += 1
            }
        }

        static func isDigit(_ character: Character) -> Bool {
            character.isASCII && character.isWholeNumber
        }

        static func startsName(_ character: Character) -> Bool {
            character.isLetter || character == "_"
        }
    }
}
