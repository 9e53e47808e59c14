import AutoLayout
import LayoutScript
import Testing

@testable import Interop

/// A constraint's one-line forms agree: the `pin` statement both importers write
/// (`ScriptText.pin`), the form diagnostics show (`ConstraintReference.text`, the notation
/// `.diagnostic`) and `LayoutConstraint.description` (`tether vfl`) each read back, through
/// the script language's own parser and evaluator, as the constraint they were written from:
/// the same attributes, relation, multiplier, constant, priority and identifier.
@Suite struct ConstraintTextAgreementTests {
    /// Constraints of every shape a writer meets: each relation, a multiplier, a negative
    /// and a fractional constant, a constant alone, an optional and a fractional priority, an
    /// identifier, a guide's attribute. Constants have at most three decimals, so that the
    /// diagnostic form (rounded to 1/1000 of a point) is exact.
    static let table: [LayoutConstraint] = [
        LayoutConstraint(firstItem: "b", firstAttribute: .leading, relation: .equal, secondItem: "a", secondAttribute: .trailing, constant: 8),
        LayoutConstraint(firstItem: "a", firstAttribute: .width, relation: .greaterThanOrEqual, constant: 50, priority: 750),
        LayoutConstraint(firstItem: "a", firstAttribute: .width, relation: .equal, secondItem: "b", secondAttribute: .height,
                         multiplier: 1.5, constant: -4),
        LayoutConstraint(firstItem: "a", firstAttribute: .height, relation: .lessThanOrEqual, secondItem: "b", secondAttribute: .width,
                         multiplier: 0.25, constant: 12.125, priority: 999.5),
        LayoutConstraint(firstItem: "a", firstAttribute: .centerY, relation: .equal, secondItem: "b", secondAttribute: .centerY,
                         constant: -0.5, priority: 250, identifier: "a-center \"y\""),
        LayoutConstraint(firstItem: "b", firstAttribute: .top, relation: .greaterThanOrEqual, secondItem: "root.safeArea",
                         secondAttribute: .top, constant: 20, identifier: "UISV-spacing"),
        LayoutConstraint(firstItem: "b", firstAttribute: .height, relation: .equal, constant: 44.75),
    ]

    /// The constraint a `pin` statement makes in a script of two views under a root.
    static func evaluated(_ statement: String) throws -> LayoutConstraint {
        let interpreter = Interpreter()
        let diagnostics = interpreter.run(source: "root 400 x 400\nview a\nview b\n\(statement)\n", name: "agreement.layout")
        #expect(diagnostics.isEmpty, "\(statement): \(diagnostics.map(\.message))")
        let made = interpreter.engine.constraints.filter { $0.origin == .explicit }.map(\.constraint)
        return try #require(made.last, "\(statement) made no constraint")
    }

    /// The parts every form must agree on.
    static func parts(_ c: LayoutConstraint) -> String {
        "\(c.firstItem).\(c.firstAttribute.rawValue) \(c.relation.rawValue) \(c.multiplier) × "
            + "\(c.secondItem ?? "-").\(c.secondAttribute.rawValue) + \(c.constant) @\(c.priority.value) as \(c.identifier ?? "-")"
    }

    @Test(arguments: table)
    func pinStatementReadsBackAsTheConstraint(_ constraint: LayoutConstraint) throws {
        let statement = ScriptText.pin(ConstraintEquation(constraint), identifier: constraint.identifier)
        #expect(Self.parts(try Self.evaluated(statement)) == Self.parts(constraint), "\(statement)")
    }

    @Test(arguments: table)
    func diagnosticAndDescriptionFormsReadBackAsTheConstraint(_ constraint: LayoutConstraint) throws {
        var unnamed = constraint
        unnamed.identifier = nil
        // A diagnostic writes the multiplication sign UIKit's documentation writes, ×; a
        // script writes *. That is the only difference in spelling between the forms.
        let diagnostic = constraint.text(in: .diagnostic).replacingOccurrences(of: " × ", with: " * ")
        for text in [diagnostic, constraint.description] {
            #expect(Self.parts(try Self.evaluated("pin " + text)) == Self.parts(unnamed), "\(text)")
        }
    }

    @Test func formsDifferOnlyInSpelling() {
        // Worked out by hand from the shape ConstraintNotation documents.
        let constraint = Self.table[3]
        #expect(constraint.text(in: .script) == "a.height <= 0.25 * b.width + 12.125 @ 999.5")
        #expect(constraint.text(in: .diagnostic) == "a.height <= 0.25 × b.width + 12.125 @999.5")
        #expect(constraint.description == "a.height <= 0.25*b.width + 12.125 @999.5")
        // Diagnostics round to 1/1000 of a point; the script and `tether vfl` stay exact.
        let third = LayoutConstraint(firstItem: "a", firstAttribute: .width, relation: .equal, constant: 100.0 / 3)
        #expect(third.text(in: .diagnostic) == "a.width == 33.333")
        #expect(third.text(in: .script) == "a.width == 33.333333333333336")
    }

    @Test func importerKeepsARatioAsWritten() {
        // Interface Builder writes an aspect ratio as `16:9`; the import keeps the ratio.
        let equation = ConstraintEquation(first: "video.width", relation: .equal, second: "video.height",
                                          multiplier: 16.0 / 9, writtenMultiplier: "16 / 9")
        #expect(ScriptText.pin(equation, identifier: nil) == "pin video.width == 16 / 9 * video.height")
    }
}
