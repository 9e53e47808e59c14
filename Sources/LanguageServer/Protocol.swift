import TetherOutput

// MARK: - The parts of the Language Server Protocol (3.17) that `tether lsp` speaks

/// A place in a document: a 0-based line and a 0-based offset in UTF-16 code units.
package struct Position: Codable, Equatable {
    package var line: Int
    package var character: Int
}

package struct Range: Codable, Equatable {
    package var start: Position
    package var end: Position
}

package struct Location: Codable, Equatable {
    package var uri: String
    package var range: Range
}

package struct TextDocumentIdentifier: Codable {
    package var uri: String
}

package struct TextDocumentItem: Codable {
    package var uri: String
    package var text: String
}

package struct DidOpenParams: Codable {
    package var textDocument: TextDocumentItem
}

package struct DidChangeParams: Codable {
    package struct Change: Codable {
        package var text: String
    }

    package var textDocument: TextDocumentIdentifier
    package var contentChanges: [Change]
}

package struct DocumentParams: Codable {
    package var textDocument: TextDocumentIdentifier
}

package struct PositionParams: Codable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position
}

package struct LSPDiagnostic: Codable, Equatable {
    package struct Related: Codable, Equatable {
        package var location: Location
        package var message: String
    }

    /// What `tether check --format json` gives a diagnostic besides its message and place
    /// (docs/cli.md): the views, the constraints with where each was made, the broken one,
    /// the fixes. Clients that do not know it ignore it.
    package struct Parts: Codable, Equatable {
        package struct Constraint: Codable, Equatable {
            package var text: String
            package var file: String?
            package var line: Int?
            package var column: Int?

            init(_ constraint: ReportConstraint) {
                text = constraint.text
                file = constraint.location?.file
                line = constraint.location?.line
                column = constraint.location?.column
            }
        }

        package var views: [String]
        package var constraints: [Constraint]
        package var broken: Constraint?
        package var fixes: [String]

        init(_ report: ReportDiagnostic) {
            views = report.views
            constraints = report.constraints.map(Constraint.init)
            broken = report.broken.map(Constraint.init)
            fixes = report.fixes
        }
    }

    package var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    package var severity: Int
    /// The diagnostic's kind: `unsatisfiable`, `ambiguous`, `misplaced`, `overflow`, or the
    /// script error's (`syntax`, `name`, …), as in the JSON.
    package var code: String
    package var source = "tether"
    package var message: String
    package var relatedInformation: [Related]?
    package var data: Parts
}

package struct PublishDiagnosticsParams: Codable {
    package var uri: String
    package var diagnostics: [LSPDiagnostic]
}

package struct MarkupContent: Codable, Equatable {
    package var kind = "markdown"
    package var value: String
}

package struct Hover: Codable, Equatable {
    package var contents: MarkupContent
    package var range: Range?
}

package struct CompletionItem: Codable, Equatable {
    package var label: String
    /// 3 function, 5 field, 6 variable, 7 class, 9 module, 14 keyword, 21 constant, 12 value.
    package var kind: Int
    package var detail: String?
}

package struct DocumentSymbol: Codable, Equatable {
    package var name: String
    /// 2 module, 5 class, 12 function, 13 variable, 14 constant, 23 struct.
    package var kind: Int
    package var range: Range
    package var selectionRange: Range
}

package struct TextEdit: Codable, Equatable {
    package var range: Range
    package var newText: String
}
