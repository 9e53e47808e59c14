// MARK: - Outline

/// What a script declares and where, read from its tokens without running it: an editor's
/// outline, go to definition and completion (`tether lsp`). Byte offsets into the text.
package struct ScriptOutline {
    /// A name a statement introduces.
    package struct Declaration: Equatable {
        /// What the name stands for.
        package enum Kind: Equatable {
            case view, guide, function, kind, constant, module
        }

        package var kind: Kind
        package var name: String
        /// Where the name is written.
        package var offset: Int
        package var length: Int
        /// For a module: the path in the `import` statement.
        package var path: String?
    }

    /// A token with its text.
    package struct Word: Equatable {
        package var kind: TokenKind
        package var text: String
        package var offset: Int
        package var length: Int
    }

    /// Every token but the end of input, newlines included.
    package let words: [Word]
    /// The declarations in the order they are written.
    package let declarations: [Declaration]

    package init(text: String) {
        let source = Source(name: "<outline>", text: text)
        let tokens = Lexer.tokenize(source).tokens.filter { $0.kind != .endOfInput }
        words = tokens.map { Word(kind: $0.kind, text: source.text($0.sourceRange), offset: $0.offset, length: $0.length) }
        var found: [Declaration] = []
        for (index, word) in words.enumerated() where index + 1 < words.count {
            let next = words[index + 1]
            let kind: Declaration.Kind?
            switch word.kind {
            case .kwView: kind = .view
            case .kwDef: kind = .function
            case .kwKind: kind = .kind
            case .kwLet: kind = .constant
            case .identifier where word.text == "guide" && (index == 0 || words[index - 1].kind == .newline || words[index - 1].kind == .leftBrace):
                kind = .guide
            case .kwImport:
                guard next.kind == .string else { continue }
                let path = String(next.text.dropFirst().dropLast())
                if index + 3 < words.count, words[index + 2].kind == .kwAs, words[index + 3].kind == .identifier {
                    let alias = words[index + 3]
                    found.append(Declaration(kind: .module, name: alias.text, offset: alias.offset, length: alias.length, path: path))
                } else {
                    found.append(Declaration(kind: .module, name: path, offset: next.offset, length: next.length, path: path))
                }
                continue
            default: kind = nil
            }
            guard let kind, next.kind == .identifier else { continue }
            found.append(Declaration(kind: kind, name: next.text, offset: next.offset, length: next.length))
        }
        declarations = found
    }

    /// An example of the statement a keyword starts (`pin a.left == b.right + 8 @ 250`), as
    /// syntax errors show it.
    package static func example(ofKeyword word: String) -> String? {
        Parser.examples[word]
    }

    /// The index of the word that covers `offset` (or ends at it), if any.
    package func wordIndex(at offset: Int) -> Int? {
        words.lastIndex { $0.offset <= offset && offset <= $0.offset + $0.length && $0.kind != .newline }
    }
}
