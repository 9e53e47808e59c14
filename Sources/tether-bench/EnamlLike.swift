import ConstraintSolver

/// W0: the constraint list of kiwi's `benchmarks/enaml_like_benchmark.cpp` (a form of labels,
/// fields and a container typical of enaml), re-expressed as data.
///
/// The C++ benchmark makes `width` and `height` first (its edit variables, both strong, with
/// no initial suggestion), then the other 35 variables in the order of ``variables``. Its
/// resize cycles through six (width, height) pairs, two suggestions and one update each.
/// kiwi's `Constraint` constructor sorts terms by variable (address = creation order), so
/// terms are sorted by creation index here. `compare_kiwisolver.py` holds the same text.
enum EnamlLike {
    /// Variable names in creation order.
    static let variables = """
        width height left top contents_top contents_bottom contents_left contents_right midline
        ctleft ctheight cttop ctwidth lb1left lb1height lb1top lb1width lb2left lb2height lb2top lb2width
        lb3left lb3height lb3top lb3width fl1left fl1height fl1top fl1width fl2left fl2height fl2top
        fl2width fl3left fl3height fl3top fl3width
        """

    /// One constraint a line: strength, relation, constant, terms `[-][coefficient*]name`;
    /// the constraint is `Σ terms + constant relation 0`. Custom strengths as kiwi's benchmark
    /// makes them: `smedium` = create(0, 100, 0) = 1e5, `mmedium` = create(0, 1, 0, 1.25) = 1250.
    static let constraints = """
        required >= 0 left
        medium == 0 height
        required >= 0 top
        required >= 0 width
        required >= 0 height
        required == -10 -top contents_top
        strong == -16 lb3height
        strong >= -16 lb3height
        required >= 0 ctleft
        required >= 0 cttop
        required >= 0 ctwidth
        required >= 0 ctheight
        required >= 0 fl3left
        smedium >= -24 ctheight
        smedium <= -16777200 ctwidth
        smedium <= -24 ctheight
        required >= 0 fl3top
        required >= 0 fl3width
        required >= 0 fl3height
        weak == -67 lb1width
        required >= 0 lb2width
        required >= 0 lb2height
        required >= 0 fl2height
        required >= 0 lb3left
        strong >= -125 fl2width
        strong == -21 fl2height
        strong >= -21 fl2height
        required >= 0 lb3top
        required >= 0 lb3width
        required >= 0 fl1left
        required >= 0 fl1width
        strong >= -67 lb1width
        required >= 0 fl2left
        weak == -66 lb2width
        strong >= -66 lb2width
        strong == -16 lb2height
        required >= 0 fl1height
        required >= 0 fl1top
        required >= 0 lb2top
        mmedium == -10 -lb2top lb3top -lb2height
        required >= -10 -lb3top -lb3height fl3top
        mmedium == -10 -lb3top -lb3height fl3top
        mmedium == 0 contents_bottom -fl3height -fl3top
        required >= 0 fl1top -contents_top
        mmedium == 0 fl1top -contents_top
        required >= 0 contents_bottom -fl3height -fl3top
        required == 10 -left -width contents_right
        required == 10 -top -height contents_bottom
        required == -10 -left contents_left
        mmedium == 0 lb3left -contents_left
        strong == 0 fl1left -midline
        strong == 0 fl2left -midline
        strong == 0 ctleft -midline
        strong == 0 fl1top 0.5*fl1height -lb1top -0.5*lb1height
        required >= 0 lb1left -contents_left
        mmedium == 0 lb1left -contents_left
        required >= -10 -lb1left fl1left -lb1width
        mmedium == -10 -lb1left fl1left -lb1width
        required >= 0 -fl1left contents_right -fl1width
        medium == 0 width
        required >= -10 -fl1top fl2top -fl1height
        mmedium == -10 -fl1top fl2top -fl1height
        required >= -10 cttop -fl2top -fl2height
        required >= -10 -ctheight -cttop fl3top
        required >= 0 contents_bottom -fl3height -fl3top
        mmedium == -10 cttop -fl2top -fl2height
        mmedium == 0 -fl1left contents_right -fl1width
        strong == 0 -lb2top -0.5*lb2height fl2top 0.5*fl2height
        required >= 0 -contents_left lb2left
        mmedium == 0 -contents_left lb2left
        required >= -10 fl2left -lb2width -lb2left
        mmedium == -10 -ctheight -cttop fl3top
        mmedium == 0 contents_bottom -fl3height -fl3top
        required >= 0 lb1top
        required >= 0 lb1width
        required >= 0 lb1height
        mmedium == -10 fl2left -lb2width -lb2left
        mmedium == 0 -fl2left -fl2width contents_right
        required >= 0 -fl2left -fl2width contents_right
        required >= 0 lb3left -contents_left
        required >= 0 lb1left
        strong == 0 0.5*ctheight cttop -lb3top -0.5*lb3height
        required >= -10 ctleft -lb3left -lb3width
        required >= 0 -ctwidth -ctleft contents_right
        mmedium == -10 ctleft -lb3left -lb3width
        required >= 0 fl3left -contents_left
        mmedium == 0 fl3left -contents_left
        mmedium == 0 -ctwidth -ctleft contents_right
        mmedium == 0 -fl3left contents_right -fl3width
        required >= 0 -contents_top lb1top
        mmedium == 0 -contents_top lb1top
        required >= 0 -fl3left contents_right -fl3width
        required >= -10 lb2top -lb1top -lb1height
        required >= -10 -lb2top lb3top -lb2height
        mmedium == -10 lb2top -lb1top -lb1height
        strong == -21 fl1height
        strong >= -21 fl1height
        required >= 0 lb2left
        strong >= -16 lb2height
        required >= 0 fl2top
        required >= 0 fl2width
        strong >= -16 lb1height
        strong == -16 lb1height
        strong >= -125 fl3width
        strong == -21 fl3height
        strong >= -21 fl3height
        required >= 0 lb3height
        smedium >= -119 ctwidth
        weak == -24 lb3width
        strong >= -24 lb3width
        strong >= -125 fl1width
        """

    /// The (width, height) pairs that resize cycle `k` suggests, `k mod 6`.
    static let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    static var constraintCount: Int {
        constraints.split(separator: "\n").count
    }
}

extension EnamlLike {
    /// The workload, parsed from ``variables`` and ``constraints``.
    static func workload() throws(BenchError) -> Workload {
        var w = Workload(name: "enaml", n: 1, label: "enaml-like")
        var index: [Substring: Int32] = [:]
        for name in variables.split(whereSeparator: \.isWhitespace) {
            index[name] = w.variable(String(name))
        }
        guard let width = index["width"], let height = index["height"] else {
            throw BenchError.badWorkloadData("enaml-like: no width or height variable")
        }
        w.edits = [(width, nil), (height, nil)]
        for line in constraints.split(separator: "\n") {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard words.count >= 4,
                  let strength = Strength(rawValue: String(words[0])),
                  let relation = relation(words[1]),
                  let constant = Double(words[2])
            else {
                throw BenchError.badWorkloadData("enaml-like: cannot read `\(line)`")
            }
            var terms: [(Int32, Double)] = []
            for word in words.dropFirst(3) {
                let sign: Double = word.hasPrefix("-") ? -1 : 1
                let unsigned = word.drop(while: { $0 == "-" })
                let parts = unsigned.split(separator: "*")
                let coefficient = parts.count == 2 ? Double(parts[0]) : 1
                guard let name = parts.last, let variable = index[name], let coefficient else {
                    throw BenchError.badWorkloadData("enaml-like: cannot read term `\(word)` in `\(line)`")
                }
                terms.append((variable, sign * coefficient))
            }
            terms.sort { $0.0 < $1.0 }
            w.add(strength, relation, constant, terms: terms)
        }
        w.cycleValues = { k in
            let size = sizes[k % sizes.count]
            return [size.0, size.1]
        }
        w.checkAfterCycle = { values, k in
            // The edit variables are strong and nothing stronger than strong fights them here.
            var failures: [String] = []
            let size = sizes[k % sizes.count]
            Check.expect(&failures, "width", values[Int(width)], size.0)
            Check.expect(&failures, "height", values[Int(height)], size.1)
            return failures
        }
        return w
    }

    private static func relation(_ symbol: Substring) -> Relation? {
        switch symbol {
        case "==": .equal
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: nil
        }
    }
}
