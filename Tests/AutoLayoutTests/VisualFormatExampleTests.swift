import Testing
@testable import AutoLayout

/// Every example of the Auto Layout Guide's "Visual Format Language" appendix and of the Big
/// Nerd Ranch Guide's chapter "Auto Layout: Programmatic Constraints" (iOS Programming, 2014),
/// with the constraints Apple makes for it, in Apple's order.
@Suite struct AppleGuideExampleTests {
    @Test("Auto Layout Guide: Standard Space") func standardSpace() throws {
        #expect(try lines("[button]-[textField]") == ["textField.leading == button.trailing + 8"])
    }

    @Test("Auto Layout Guide: Width Constraint") func widthConstraint() throws {
        #expect(try lines("[button(>=50)]") == ["button.width >= 50"])
    }

    @Test("Auto Layout Guide: Connection to Superview") func connectionToSuperview() throws {
        #expect(
            try lines("|-50-[purpleBox]-50-|") == [
                "purpleBox.leading == superview.leading + 50",
                "superview.trailing == purpleBox.trailing + 50",
            ])
    }

    @Test("Auto Layout Guide: Vertical Layout") func verticalLayout() throws {
        #expect(try lines("V:[topField]-10-[bottomField]") == ["bottomField.top == topField.bottom + 10"])
    }

    @Test("Auto Layout Guide: Flush Views") func flushViews() throws {
        #expect(try lines("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing"])
    }

    @Test("Auto Layout Guide: Priority") func priority() throws {
        #expect(try lines("[button(100@20)]") == ["button.width == 100 @20"])
    }

    @Test("Auto Layout Guide: Equal Widths") func equalWidths() throws {
        #expect(try lines("[button1(==button2)]") == ["button1.width == button2.width"])
        // The same with the views given, as Apple's views dictionary would.
        #expect(try lines("[button1(==button2)]", views: ["button1", "button2"]) == ["button1.width == button2.width"])
    }

    @Test("Auto Layout Guide: Multiple Predicates") func multiplePredicates() throws {
        #expect(
            try lines("[flexibleButton(>=70,<=100)]") == [
                "flexibleButton.width >= 70",
                "flexibleButton.width <= 100",
            ])
    }

    // Apple's order: each connection, then the size predicates of the view it leads to.
    @Test("Auto Layout Guide: A Complete Line of Layout") func completeLine() throws {
        #expect(
            try lines("|-[find]-[findNext]-[findField(>=20)]-|") == [
                "find.leading == superview.leading + 20",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "superview.trailing == findField.trailing + 20",
            ])
    }
}

/// The Big Nerd Ranch chapter "Auto Layout: Programmatic Constraints" and study notes on it, which write the
/// same strings with blanks between the tokens.
@Suite struct BigNerdRanchSeedTests {
    static let imageViewRow = [
        "imageView.leading == superview.leading",
        "superview.trailing == imageView.trailing",
    ]
    static let imageViewColumn = [
        "imageView.top == dateLabel.bottom + 8",
        "toolbar.top == imageView.bottom + 8",
    ]

    @Test("Big Nerd Ranch chapter: H:|-0-[imageView]-0-| and its flush form") func imageViewRow() throws {
        #expect(try lines("H:|-0-[imageView]-0-|") == Self.imageViewRow)
        #expect(try lines("H:|[imageView]|") == Self.imageViewRow)
    }

    @Test("Big Nerd Ranch chapter: V:[dateLabel]-8-[imageView]-8-[toolbar] and its standard form") func imageViewColumn() throws {
        #expect(try lines("V:[dateLabel]-8-[imageView]-8-[toolbar]") == Self.imageViewColumn)
        #expect(try lines("V:[dateLabel]-[imageView]-[toolbar]") == Self.imageViewColumn)
    }

    @Test("study notes: the same strings with blanks between tokens") func blanks() throws {
        #expect(try lines("H : | -0- [imageView] -0-|") == Self.imageViewRow)
        #expect(try lines("H: | [imageView] | ") == Self.imageViewRow)
        #expect(try lines("V : [dateLabel] -8- [imageView] -8- [toolbar]") == Self.imageViewColumn)
        #expect(try lines("V : [dateLabel] - [imageView] - [toolbar]") == Self.imageViewColumn)
    }

    @Test("Big Nerd Ranch chapter: H:|-[imageView]-| uses the superview spacing, 20") func standardToSuperview() throws {
        #expect(
            try lines("H:|-[imageView]-|", views: ["imageView", "dateLabel", "toolbar"]) == [
                "imageView.leading == superview.leading + 20",
                "superview.trailing == imageView.trailing + 20",
            ])
    }

    @Test("Big Nerd Ranch chapter: H:|-20-[imageViewLeft]-10-[imageViewRight]-20-|") func twoImageViews() throws {
        #expect(
            try lines("H:|-20-[imageViewLeft]-10-[imageViewRight]-20-|") == [
                "imageViewLeft.leading == superview.leading + 20",
                "imageViewRight.leading == imageViewLeft.trailing + 10",
                "superview.trailing == imageViewRight.trailing + 20",
            ])
    }

    @Test("Big Nerd Ranch chapter: V:[someView(==50)] is a height") func fixedHeight() throws {
        #expect(try lines("V:[someView(==50)]") == ["someView.height == 50"])
    }

    // The unsatisfiable-constraints log of the Big Nerd Ranch chapter prints constraints in VFL; they read back.
    @Test("Big Nerd Ranch chapter: the constraints of the unsatisfiable log") func unsatisfiableLog() throws {
        #expect(try lines("H:[label(42)]") == ["label.width == 42"])
        #expect(try lines("H:|-(20)-[nameLabel]") == ["nameLabel.leading == superview.leading + 20"])
        #expect(try lines("H:[valueField]-(20)-|") == ["superview.trailing == valueField.trailing + 20"])
        #expect(try lines("H:[label]-(12)-[valueField]") == ["valueField.leading == label.trailing + 12"])
    }
}

/// An annotated VFL tutorial's examples.
@Suite struct AnnotatedExcerptSeedTests {
    // The seed spells out the two constraints of this call.
    @Test("VFL tutorial: V:[view1]-8-[view2] with alignAllLeading") func leftAlignedColumn() throws {
        #expect(
            try lines("V:[view1]-8-[view2]", options: .alignAllLeading) == [
                "view2.top == view1.bottom + 8",
                "view1.leading == view2.leading",
            ])
    }

    @Test("VFL tutorial: H:[view1]-8-[view2] with no options adds no alignment") func skippingOptions() throws {
        #expect(try lines("H:[view1]-8-[view2]", options: []) == ["view2.leading == view1.trailing + 8"])
    }

    @Test("VFL tutorial: V:[view1]-spacing-[view2] with a metric and alignAllCenterX") func metricSpacing() throws {
        #expect(
            try lines("V:[view1]-spacing-[view2]", options: .alignAllCenterX, metrics: ["spacing": 10]) == [
                "view2.top == view1.bottom + 10",
                "view1.centerX == view2.centerX",
            ])
    }

    @Test("VFL tutorial: H:[view(==width)] with a width metric") func metricWidth() throws {
        #expect(try lines("H:[view(==width)]", metrics: ["width": 120]) == ["view.width == 120"])
    }

    @Test("VFL tutorial: the superview examples") func superviews() throws {
        #expect(
            try lines("H:|[view]|") == ["view.leading == superview.leading", "superview.trailing == view.trailing"])
        #expect(try lines("V:[view]-8-|") == ["superview.bottom == view.bottom + 8"])
        #expect(
            try lines("V:|-[view1]-[view2]-[view3]-[view4]") == [
                "view1.top == superview.top + 20",
                "view2.top == view1.bottom + 8",
                "view3.top == view2.bottom + 8",
                "view4.top == view3.bottom + 8",
            ])
    }

    @Test("VFL tutorial: empty connections, standard and numeric spacers") func connections() throws {
        #expect(try lines("H:[view1][view2]") == ["view2.leading == view1.trailing"])
        #expect(try lines("V:|[view3]") == ["view3.top == superview.top"])
        #expect(
            try lines("H:|-[view1]-[view2]") == [
                "view1.leading == superview.leading + 20",
                "view2.leading == view1.trailing + 8",
            ])
        #expect(try lines("H:[view1]-30-[view2]") == ["view2.leading == view1.trailing + 30"])
    }

    @Test("VFL tutorial: H:|-(5@20)-[view1]-[view2]-| gives the first gap priority 20") func connectionPriority() throws {
        #expect(
            try lines("H:|-(5@20)-[view1]-[view2]-|") == [
                "view1.leading == superview.leading + 5 @20",
                "view2.leading == view1.trailing + 8",
                "superview.trailing == view2.trailing + 20",
            ])
    }

    @Test("VFL tutorial: size predicates") func sizes() throws {
        #expect(try lines("H:[view1(120)]") == ["view1.width == 120"])
        #expect(try lines("H:[view1(==120)]") == ["view1.width == 120"])
        #expect(try lines("H:[view1(>=50)]") == ["view1.width >= 50"])
        #expect(try lines("H:[view1(>=50,<=70)]") == ["view1.width >= 50", "view1.width <= 70"])
        #expect(try lines("H:[view1(view2)]") == ["view1.width == view2.width"])
    }

    @Test("VFL tutorial: H:|- [view1(view2)]-[view2]-| matches the sizes") func sizeMatching() throws {
        #expect(
            try lines("H:|- [view1(view2)]-[view2]-|") == [
                "view1.leading == superview.leading + 20",
                "view1.width == view2.width",
                "view2.leading == view1.trailing + 8",
                "superview.trailing == view2.trailing + 20",
            ])
    }

    @Test("VFL tutorial: flanking views H:|-[view1(<=80)]-[view2]-[view3(view1)]-|") func flankingViews() throws {
        #expect(
            try lines("H:|-[view1(<=80)]-[view2]-[view3(view1)]-|") == [
                "view1.leading == superview.leading + 20",
                "view1.width <= 80",
                "view2.leading == view1.trailing + 8",
                "view3.leading == view2.trailing + 8",
                "view3.width == view1.width",
                "superview.trailing == view3.trailing + 20",
            ])
    }

    @Test("VFL tutorial: competing sizes H:|-[view1(==250@700)]- [view2(==250@701)]-|") func competingSizes() throws {
        #expect(
            try lines("H:|-[view1(==250@700)]- [view2(==250@701)]-|") == [
                "view1.leading == superview.leading + 20",
                "view1.width == 250 @700",
                "view2.leading == view1.trailing + 8",
                "view2.width == 250 @701",
                "superview.trailing == view2.trailing + 20",
            ])
    }

    @Test("VFL tutorial: constrainViewSize's formats with width, height and priority metrics") func viewSize() throws {
        let metrics: [String: Double] = ["width": 44, "height": 30, "priority": 750]
        #expect(try lines("H:[view(==width@priority)]", metrics: metrics) == ["view.width == 44 @750"])
        #expect(try lines("V:[view(==height@priority)]", metrics: metrics) == ["view.height == 30 @750"])
    }

    @Test("VFL tutorial: a row of four views aligned on their tops") func alignedRow() throws {
        #expect(
            try lines("H:[view1]-[view2]-[view3]-[view4]", options: .alignAllTop) == [
                "view2.leading == view1.trailing + 8",
                "view3.leading == view2.trailing + 8",
                "view4.leading == view3.trailing + 8",
                "view1.top == view2.top",
                "view2.top == view3.top",
                "view3.top == view4.top",
            ])
    }

    @Test("VFL tutorial: a multiplier is illegal in VFL") func multiplierIsIllegal() {
        let error = failure("H:|- [view1(==2*view2)]-[view2]-|")
        #expect(error?.offset == 15)
        #expect(error?.message == "Unexpected '*': a VFL predicate cannot have a multiplier")
    }
}
