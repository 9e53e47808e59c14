import Testing
@testable import AutoLayout

/// Layout format options: alignment of adjacent views and the direction of horizontal formats.
@Suite struct VisualFormatOptionsTests {
    // Issue: "for each adjacent pair of views (never the superview), earlier.attr == later.attr,
    // one per connection, after the other constraints".
    @Test("issue: alignment pairs adjacent views only, after the other constraints") func alignmentPairs() throws {
        #expect(
            try lines("H:|-[a]-[b]-[c]-|", options: .alignAllCenterY) == [
                "a.leading == superview.leading + 20",
                "b.leading == a.trailing + 8",
                "c.leading == b.trailing + 8",
                "superview.trailing == c.trailing + 20",
                "a.centerY == b.centerY",
                "b.centerY == c.centerY",
            ])
        #expect(try lines("H:|-[a]-|", options: .alignAllTop).count == 2)
    }

    // Every perpendicular option, each alone, on a row and on a column.
    @Test("issue: each alignment option names its attribute") func everyAlignment() throws {
        let row: [(VisualFormatOptions, String)] = [
            (.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
            (.alignAllBaseline, "lastBaseline"), (.alignAllLastBaseline, "lastBaseline"),
            (.alignAllFirstBaseline, "firstBaseline"),
        ]
        for (option, attribute) in row {
            #expect(try lines("H:[a][b]", options: option).last == "a.\(attribute) == b.\(attribute)")
        }
        let column: [(VisualFormatOptions, String)] = [
            (.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
            (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX"),
        ]
        for (option, attribute) in column {
            #expect(try lines("V:[a][b]", options: option).last == "a.\(attribute) == b.\(attribute)")
        }
    }

    // Several alignments at once (allowed since iOS 7): per pair, in Apple's bit order.
    @Test("VFL tutorial: alignment masks combine, in bit order") func combinedAlignment() throws {
        #expect(
            try lines("H:[a][b][c]", options: [.alignAllBottom, .alignAllTop]) == [
                "b.leading == a.trailing",
                "c.leading == b.trailing",
                "a.top == b.top",
                "a.bottom == b.bottom",
                "b.top == c.top",
                "b.bottom == c.bottom",
            ])
    }

    @Test("issue: an alignment along the axis is an error when a pair exists") func parallelAlignment() {
        let error = failure("H:|-[a]-[b]-|", options: .alignAllLeading)
        #expect(error?.offset == 8)
        #expect(
            error?.message
                == "alignAllLeading is not allowed in a horizontal format, which places the views along that axis")
        #expect(
            error?.hint == "align the views across the axis: "
                + "alignAllTop, alignAllBottom, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline")
        #expect(failure("V:[a][b]", options: .alignAllFirstBaseline)?.offset == 5)
        // No pair of views, nothing to align, no error.
        #expect(failure("H:|-[a]-|", options: .alignAllLeft) == nil)
    }

    // Apple's test of direction options: |-[find]-[findNext]-| in each direction.
    @Test("issue: directionLeftToRight uses left and right") func leftToRight() throws {
        #expect(
            try lines("|-[find]-[findNext]-|", options: .directionLeftToRight) == [
                "find.left == superview.left + 20",
                "findNext.left == find.right + 8",
                "superview.right == findNext.right + 20",
            ])
    }

    @Test("issue: directionRightToLeft makes the earlier element the first item") func rightToLeft() throws {
        #expect(try lines("[a]-10-[b]", options: .directionRightToLeft) == ["a.left == b.right + 10"])
        #expect(
            try lines("|-[find]-[findNext]-|", options: .directionRightToLeft) == [
                "superview.right == find.right + 20",
                "find.left == findNext.right + 8",
                "findNext.left == superview.left + 20",
            ])
        #expect(try lines("[a]-(>=10@300)-[b]", options: .directionRightToLeft) == ["a.left >= b.right + 10 @300"])
    }

    @Test("issue: directionLeadingToTrailing is the default") func leadingToTrailing() throws {
        #expect(try lines("[a]-[b]", options: .directionLeadingToTrailing) == ["b.leading == a.trailing + 8"])
        #expect(VisualFormatOptions.directionLeadingToTrailing.isEmpty)
    }

    // Decision (grammar.md): Apple ignores the direction in vertical formats, and so does Tether.
    @Test("decision: direction options do not change a vertical format") func directionOnVertical() throws {
        let expected = [
            "find.top == superview.top + 20",
            "findNext.top == find.bottom + 8",
            "superview.bottom == findNext.bottom + 20",
        ]
        for option in [VisualFormatOptions.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft] {
            #expect(try lines("V:|-[find]-[findNext]-|", options: option) == expected)
        }
    }

    @Test("decision: two directions at once are an error") func twoDirections() {
        let error = failure("[a]-[b]", options: [.directionLeftToRight, .directionRightToLeft])
        #expect(error?.offset == 0)
        #expect(error?.message == "The options give two directions, directionLeftToRight and directionRightToLeft")
    }

    @Test("alignment and direction together") func alignmentWithDirection() throws {
        #expect(
            try lines("[a]-[b]", options: [.alignAllCenterY, .directionRightToLeft]) == [
                "a.left == b.right + 8",
                "a.centerY == b.centerY",
            ])
    }

    @Test("Apple names look up options, for the command line") func appleNames() {
        #expect(VisualFormatOptions(appleName: "alignAllTop") == .alignAllTop)
        #expect(VisualFormatOptions(appleName: "alignAllBaseline") == .alignAllLastBaseline)
        #expect(VisualFormatOptions(appleName: "directionRightToLeft") == .directionRightToLeft)
        #expect(VisualFormatOptions(appleName: "directionLeadingToTrailing") == [])
        #expect(VisualFormatOptions(appleName: "alignalltop") == nil)
        #expect(VisualFormatOptions(appleName: "NSLayoutFormatAlignAllTop") == nil)
        #expect(VisualFormatOptions.appleNames.count == 14)
        // Apple's bits, so that a host bridging UIKit can pass its raw value through.
        #expect(VisualFormatOptions.alignAllLeft.rawValue == 1 << 1)
        #expect(VisualFormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(VisualFormatOptions.directionRightToLeft.rawValue == 2 << 16)
    }
}

/// Metrics, the views dictionary, the superview's name and the standard spacing.
@Suite struct VisualFormatNameTests {
    @Test("issue: metric names are looked up before view names") func metricsBeforeViews() throws {
        #expect(try lines("[a(b)]-b-[b]", metrics: ["b": 30]) == ["a.width == 30", "b.leading == a.trailing + 30"])
        #expect(try lines("[a(b)]", metrics: ["b": 30], views: ["a", "b"]) == ["a.width == 30"])
    }

    @Test("metrics work as spacings, sizes and priorities, in both relations") func metricsEverywhere() throws {
        let metrics: [String: Double] = ["gap": 12.5, "width": 100, "low": 250]
        #expect(
            try lines("H:|-gap-[a(>=width@low)]-(<=gap@low)-|", metrics: metrics) == [
                "a.leading == superview.leading + 12.5",
                "a.width >= 100 @250",
                "superview.trailing <= a.trailing + 12.5 @250",
            ])
    }

    @Test("issue: a single predicate without parentheses between dashes") func barePredicates() throws {
        #expect(try lines("[a]->=10-[b]") == ["b.leading >= a.trailing + 10"])
        #expect(try lines("[a]-10@500-[b]") == ["b.leading == a.trailing + 10 @500"])
        #expect(try lines("[a]-<=gap@p-[b]", metrics: ["gap": 4, "p": 999]) == ["b.leading <= a.trailing + 4 @999"])
    }

    @Test("issue: a connection predicate with relation and priority, and lists") func connectionLists() throws {
        #expect(try lines("[a]-(>=20@750)-[b]") == ["b.leading >= a.trailing + 20 @750"])
        #expect(try lines("[a]-(>=8,<=20)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"])
    }

    @Test("issue: numbers are read as strtod reads them; negatives inside parentheses") func numbers() throws {
        #expect(try lines("[a(12.5)]") == ["a.width == 12.5"])
        #expect(try lines("[a(1e2)]") == ["a.width == 100"])
        #expect(
            try lines("[a(.5)]-(2.E1)-[b(1E-1)]") == [
                "a.width == 0.5", "b.leading == a.trailing + 20", "b.width == 0.1",
            ])
        #expect(try lines("[a]-(-10)-[b]") == ["b.leading == a.trailing - 10"])
        #expect(try lines("|-(-8)-[a(==-5)]-(+3)-|") == [
            "a.leading == superview.leading - 8",
            "a.width == -5",
            "superview.trailing == a.trailing + 3",
        ])
    }

    @Test("blanks between any tokens, tabs and newlines included") func blanks() throws {
        #expect(try lines(" V :\t| - ( >= 10 @ 500 ) - [ a ( 50 , <= b ) ]\n| ") == [
            "a.top >= superview.top + 10 @500",
            "a.height == 50",
            "a.height <= b.height",
            "superview.bottom == a.bottom",
        ])
    }

    @Test("views: nil takes every bracketed name; a set restricts them") func viewsDictionary() throws {
        #expect(try lines("[a]-[b]", views: ["a", "b", "c"]) == ["b.leading == a.trailing + 8"])
        #expect(try lines("[a(==c)]", views: ["a", "c"]) == ["a.width == c.width"])
        #expect(failure("[a]-[b]", views: ["a"])?.offset == 5)
        #expect(failure("[a(==c)]", views: ["a"])?.offset == 5)
    }

    @Test("the superview's name is the caller's") func superviewName() throws {
        #expect(
            try lines("|-[a]|", superview: "root") == [
                "a.leading == root.leading + 20", "root.trailing == a.trailing",
            ])
        let constraints = try VisualFormat.constraints("|[a]", superview: "root")
        #expect(constraints.first?.secondItem == "root")
    }

    @Test("issue: standard spacing is configurable") func configurableSpacing() throws {
        #expect(
            try lines("|-[a]-[b]-|", spacing: StandardSpacing(siblings: 6, superview: 16)) == [
                "a.leading == superview.leading + 16",
                "b.leading == a.trailing + 6",
                "superview.trailing == b.trailing + 16",
            ])
        #expect(StandardSpacing() == StandardSpacing(siblings: 8, superview: 20))
    }

    @Test("every constraint remembers its format") func origins() throws {
        let format = "V:|-[a(>=10)]-[b]"
        let constraints = try VisualFormat.constraints(format, options: .alignAllLeading)
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { $0.origin == .visualFormat(format) })
        #expect(constraints.allSatisfy { $0.identifier == nil && $0.multiplier == 1 })
    }

    @Test("a format that is a single view makes no constraints") func singleView() throws {
        #expect(try lines("[view]").isEmpty)
        #expect(try lines("V:[view]").isEmpty)
    }

    @Test("names may use letters beyond ASCII and digits after the first character") func unicodeNames() throws {
        #expect(try lines("[vue_é]-[label2]") == ["label2.leading == vue_é.trailing + 8"])
        #expect(try lines("[_a][H]") == ["H.leading == _a.trailing"])
    }
}
