import Foundation
import Interop
import LayoutScript
import TestSupport
import Testing

/// `tether explain`: logs written for these tests in the shapes UIKit and AppKit print
/// (iOS 8's `(Names: …)` and VFL, iOS 10+'s `(active, names: …)` and equations, SnapKit's
/// `@File.swift#line`), each explained exactly.
@Suite struct ConstraintLogTests {
    static let logs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Logs")

    static func explain(_ name: String) throws -> ConstraintLogExplanation.Result {
        let text = try String(contentsOf: logs.appendingPathComponent(name), encoding: .utf8)
        return ConstraintLogExplanation.explain(text, sourceName: name)
    }

    static func render(_ result: ConstraintLogExplanation.Result) -> String {
        DiagnosticRenderer().render(result.diagnostics)
    }

    /// A table cell's content view at the table's 44 points against 8 + 60 + 8 of its own:
    /// the minimal conflict is the image's height, its top and bottom on the margins, and
    /// the encapsulated height; the label is only listed. The fix is the classic one, checked
    /// by solving again: the bottom constraint at 999.
    @Test func cellHeight() throws {
        let result = try Self.explain("cell-height.log")
        #expect(result.blockCount == 1)
        #expect(Self.render(result) == """
            cell-height.log:2:73: error: 4 of the 5 constraints UIKit listed cannot all hold
              2 | 2026-03-02 09:14:27.130551+0100 Shop[48211:2291734] [LayoutConstraints] Unable to simultaneously satisfy constraints.
                |                                                                         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: lower the priority of 'UITableViewCellContentView_b9c0.margins.bottom == UIImageView_c4a0.bottom' (line 10) from 1000 to 999: UITableViewCellContentView_b9c0 is given a height of 44 by its container (UIView-Encapsulated-Layout-Height) before your constraints settle it; at 999 it gives way to that height until the layout settles
            cell-height.log:8:5: note: in the conflict: UIImageView_c4a0.height == 60
            cell-height.log:9:5: note: in the conflict: UIImageView_c4a0.top == UITableViewCellContentView_b9c0.margins.top
            cell-height.log:10:5: note: in the conflict: UITableViewCellContentView_b9c0.margins.bottom == UIImageView_c4a0.bottom
            cell-height.log:12:5: note: in the conflict: 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView_b9c0.height == 44, made by UIKit: the size its table, collection or container view gives UITableViewCellContentView_b9c0
            note: in the conflict: UITableViewCellContentView_b9c0's layout margins, taken as UIKit's default of 8 points (a log does not give them)
            cell-height.log:11:5: note: not part of the conflict: UILabel_BlueMug_c7e0.leading == UIImageView_c4a0.trailing + 12
            cell-height.log:16:1: note: UIKit broke UIImageView_c4a0.height == 60 (line 8); Tether would break line 10 instead, as the fix says
            """)
    }

    /// The rebuilt layout as a script: views named as in the explanation, constraints as
    /// pins with their lines, the one the fix changes last; the content view the table
    /// sizes (line 12's `UIView-Encapsulated-Layout-Height`) is an `encapsulated` view
    /// framed 44 tall, in a superview of its own that leaves its width free as the log does
    /// (only the height is listed). It runs and reports the same conflict, which lists the
    /// height as UIKit's `UIView-Encapsulated-Layout-Height`, and Tether's pass breaks the
    /// one the fix names (line 10), not the height the table gives.
    @Test func rebuiltScript() throws {
        let result = try Self.explain("cell-height.log")
        #expect(result.script.contains("""
            view UIImageView_c4a0  # UIImageView:0x7fb8e2d0c4a0
            view UILabel_BlueMug_c7e0  # UILabel:0x7fb8e2d0c7e0 'Blue Mug'
            view UITableViewCellContentView_b9c0_superview  # the container that sets UITableViewCellContentView_b9c0's frame (not in the log)
            view UITableViewCellContentView_b9c0 in UITableViewCellContentView_b9c0_superview { frame 0 0 0 44; autoresize width; encapsulated true }  # UITableViewCellContentView:0x7fb8e2d0b9c0
            pin UIImageView_c4a0.height == 60  # line 8
            pin UIImageView_c4a0.top == UITableViewCellContentView_b9c0.margins.top  # line 9
            pin UILabel_BlueMug_c7e0.leading == UIImageView_c4a0.trailing + 12  # line 11
            # line 12: UIView-Encapsulated-Layout-Height UITableViewCellContentView_b9c0.height == 44, held by UITableViewCellContentView_b9c0's encapsulated frame
            pin UITableViewCellContentView_b9c0.margins.bottom == UIImageView_c4a0.bottom  # line 10
            """))
        #expect(result.script.contains("# The fix, checked by solving again: lower the priority of 'UITableViewCellContentView_b9c0.margins.bottom == UIImageView_c4a0.bottom' (line 10) from 1000 to 999: UITableViewCellContentView_b9c0 is given a height of 44"))
        let interpreter = Interpreter()
        let diagnostics = interpreter.run(source: result.script, name: "conflict.layout")
        #expect(!diagnostics.contains { $0.kind != .layout && $0.isError }, "\(diagnostics.map(\.message))")
        let conflict = interpreter.layout().diagnostics.first { $0.kind == .unsatisfiable }
        #expect(conflict?.brokenConstraint?.text == "UITableViewCellContentView_b9c0.margins.bottom == UIImageView_c4a0.bottom")
        let height = conflict?.constraints.first { $0.text == "UITableViewCellContentView_b9c0.height == 44" }
        #expect(height?.originDescription.contains("('UIView-Encapsulated-Layout-Height')") == true)
    }

    /// Autoresizing: the mask's constraints (`minX` measured from the `'|'` superview) fight
    /// the app's; the fix turns translation off and breaks the whole group.
    @Test func autoresizingMask() throws {
        let rendered = Self.render(try Self.explain("autoresizing.log"))
        #expect(rendered.hasPrefix("autoresizing.log:1:73: error: 5 of the 5 constraints UIKit listed cannot all hold (2 conflicts once rebuilt)\n"))
        #expect(rendered.contains("\nhint: turn off autoresizing translation on PromoBanner_a6b0 (translatesAutoresizingMaskIntoConstraints = false): its autoresizing mask (h=--& v=--&) became the constraints at lines 8, 9, which fight your own\n"))
        #expect(rendered.contains("autoresizing.log:8:5: note: in the conflict: PromoBanner_a6b0.left == UIView_8f30.left, made by UIKit: PromoBanner_a6b0's autoresizing mask (h=--& v=--&), since it translates it into constraints\n"))
        #expect(rendered.hasSuffix("autoresizing.log:16:1: note: UIKit broke UIView_8f30.trailing == PromoBanner_a6b0.trailing + 16 (line 11); Tether would break lines 8, 9 instead, as the fix says"))
    }

    /// iOS 8: `(Names: …)`, VFL descriptions with texts, `NSSpace(8)`, a `>=` size, an
    /// encapsulated width in VFL. A real width (320) is not a passing one: the fix lowers the
    /// app's fixed width, which does not follow the container.
    @Test func iOS8VisualFormat() throws {
        let rendered = Self.render(try Self.explain("ios8.log"))
        for line in [
            "ios8.log:1:46: error: 6 of the 6 constraints UIKit listed cannot all hold",
            "hint: remove UILabel_FeelsLike_1c90.width == 220 (line 8) or lower its priority below 1000: it is the last-listed of your fixed sizes in the conflict, which do not follow the container, and its change resolves it",
            "ios8.log:4:5: note: in the conflict: UILabel_FeelsLike_1c90.leading == UITableViewCellContentView_16f0.leading + 15",
            "ios8.log:5:5: note: in the conflict: UILabel_21_2330.leading == UILabel_FeelsLike_1c90.trailing + 8",
            "ios8.log:6:5: note: in the conflict: UILabel_21_2330.width >= 80",
            "ios8.log:7:5: note: in the conflict: UITableViewCellContentView_16f0.trailing == UILabel_21_2330.trailing + 15",
            "ios8.log:9:5: note: in the conflict: 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView_16f0.width == 320, made by UIKit: the size its table, collection or container view gives UITableViewCellContentView_16f0",
            "ios8.log:13:1: note: UIKit broke UILabel_21_2330.width >= 80 (line 6); Tether would break line 8 instead, as the fix says",
        ] {
            #expect(rendered.contains(line + "\n") || rendered.hasSuffix(line), "\(line)")
        }
    }

    /// Two blocks: a stack view's `UISV-hiding`, then a safe-area guide in VFL
    /// (`'UIViewSafeAreaLayoutGuide-bottom'`), `centerYWithinMargins`, a multiplier at @750
    /// and a content-size constraint, which are listed but not in the conflict.
    @Test func stackViewsAndGuides() throws {
        let result = try Self.explain("stack-and-guides.log")
        #expect(result.blockCount == 2)
        let rendered = Self.render(result)
        for line in [
            "stack-and-guides.log:1:72: error: conflict 1 of 2: 2 of the 2 constraints UIKit listed cannot all hold",
            "hint: lower the priority of 'UIButton_Delete_f2a0.width == 120' (line 7) from 1000 to 999: a hidden arranged view is squeezed to 0 by its stack view; at 999 it gives way to that width until the layout settles",
            "stack-and-guides.log:8:5: note: in the conflict: 'UISV-hiding' UIButton_Delete_f2a0.width == 0, made by UIKit: the stack view's arrangement (UISV-hiding)",
            "stack-and-guides.log:12:1: note: UIKit broke UIButton_Delete_f2a0.width == 120 (line 7); Tether would break the same",
            "stack-and-guides.log:16:72: error: conflict 2 of 2: 4 of the 7 constraints UIKit listed cannot all hold with sizes ≥ 0",
            "hint: remove UIButton_Save_0c10.top >= UIView_69d0.margins.centerY + 400 (line 21) or lower its priority below 1000: it is the last-listed of your required constraints in the conflict whose change resolves it",
            "stack-and-guides.log:19:5: note: in the conflict: 'UIViewSafeAreaLayoutGuide-bottom' UIView_69d0.bottom == safeArea_c0e0.bottom + 34, made by UIKit: UIView_69d0's safe area",
            // The button's top is at least 422 + 400 = 822 and its bottom 844 - 34 - 20 = 790:
            // its height would be -32 < 0, so its height == 50 is not needed to conflict, and
            // the restriction to sizes ≥ 0 is (the root's height is its encapsulated 844 from
            // the start, as the window sizes it, so the conflict is met at the app's line 21).
            "note: in the conflict: UIButton_Save_0c10.height >= 0 (UIKit keeps every size ≥ 0 and never lists it)",
            "stack-and-guides.log:22:5: note: not part of the conflict: UIButton_Save_0c10.height == 0.5*UIView_69d0.width @750",
            "stack-and-guides.log:23:5: note: not part of the conflict: UIButton_Save_0c10.height == 50",
            "stack-and-guides.log:24:5: note: not part of the conflict: UIButton_Save_0c10.height <= 34 @250 and UIButton_Save_0c10.height >= 34 @750, made by UIKit: UIButton_Save_0c10's intrinsic content size (hugging and compression resistance)",
        ] {
            #expect(rendered.contains(line + "\n"), "\(line)")
        }
    }

    /// SnapKit's `@File.swift#line`, a module-qualified class, a zero width before the first
    /// pass; a line that is no constraint is a located error and the block is still
    /// explained; a block cut short says so.
    @Test func snapKitNoiseAndDamage() throws {
        let result = try Self.explain("snapkit-and-noise.log")
        let rendered = Self.render(result)
        for line in [
            // 24 + width + 24 == 0 needs a width of -48 < 0: the width == 96 is not needed.
            "snapkit-and-noise.log:2:67: error: conflict 1 of 2: 3 of the 4 constraints UIKit listed cannot all hold",
            "hint: lower the priority of 'UIImageView_e520.trailing == ProfileHeaderView_d2f0.trailing - 24' (line 6, ProfileHeaderView.swift#44) from 1000 to 999: ProfileHeaderView_d2f0 is given a width of 0 by its container (UIView-Encapsulated-Layout-Width) before your constraints settle it; at 999 it gives way to that width until the layout settles",
            "snapkit-and-noise.log:4:5: note: not part of the conflict: UIImageView_e520.width == 96, made at ProfileHeaderView.swift#42 (SnapKit)",
            "snapkit-and-noise.log:8:41: error: cannot read this constraint: 'this' is neither an object (Class:0x…) nor a name in names:",
            "snapkit-and-noise.log:14:67: warning: conflict 2 of 2: the listed constraint can hold once rebuilt",
            "note: the block is cut short: the list or the constraint UIKit broke is missing",
        ] {
            #expect(rendered.contains(line + "\n"), "\(line)")
        }
        #expect(result.diagnostics.filter { $0.kind == .syntax }.count == 1)
    }

    /// iOS 7's `_UILayoutSupportConstraint`, `(LTR)` VFL, views the log calls by name
    /// (`names: Username:0x…`), `centerXWithinMargins`, `@999`, and AppKit's block.
    @Test func layoutSupportNamesAndAppKit() throws {
        let rendered = Self.render(try Self.explain("mixed.log"))
        for line in [
            "mixed.log:4:5: note: in the conflict: _UILayoutGuide_a2b0.height == 64, made by UIKit: the view controller's top or bottom layout guide (iOS 7–10)",
            "mixed.log:10:1: note: UIKit broke UISearchBar_e6a0.top == _UILayoutGuide_a2b0.bottom - 20 (line 6); Tether would break line 7 instead, as the fix says",
            "mixed.log:13:5: note: in the conflict: UIImageView_0aa0.left == UITableViewCellContentView_0500.left + 12",
            "mixed.log:15:5: note: in the conflict: Username_0cd0.centerX == UITableViewCellContentView_0500.margins.centerX",
            "mixed.log:17:5: note: not part of the conflict: UIImageView_0aa0.height == 0.75*UIImageView_0aa0.width @999",
            "hint: remove UIImageView_0aa0.width == 300 (line 16) or lower its priority below 1000: it is the last-listed of your fixed sizes in the conflict, which do not follow the container, and its change resolves it",
            "mixed.log:29:5: note: in the conflict: 'NSView-Encapsulated-Layout-Width' NSView_9e60.width == 260, made by AppKit: the size its table, collection or container view gives NSView_9e60",
        ] {
            #expect(rendered.contains(line + "\n"), "\(line)")
        }
        #expect(rendered.hasSuffix("mixed.log:33:1: note: AppKit broke NSTextField_a1f0.width == 240 (line 26); Tether would break the same"))
    }

    /// A view's margins guide as the log shows it (`'UIViewLayoutMarginsGuide'`, its own
    /// constraints in VFL with `(LTR)` after the `|`): a field too wide for the margins.
    @Test func marginsGuide() throws {
        let rendered = Self.render(try Self.explain("margins-guide.log"))
        for line in [
            "margins-guide.log:1:71: error: 6 of the 6 constraints UIKit listed cannot all hold",
            "hint: remove UITextField_b610.width == 400 (line 8) or lower its priority below 1000: it is the last-listed of your fixed sizes in the conflict, which do not follow the container, and its change resolves it",
            "margins-guide.log:4:5: note: in the conflict: 'UIView-leftMargin-guide-constraint' margins_4380.left == UIView_a9c0.left + 16, made by UIKit: UIView_a9c0's layout margins",
            "margins-guide.log:5:5: note: in the conflict: 'UIView-rightMargin-guide-constraint' UIView_a9c0.right == margins_4380.right + 16, made by UIKit: UIView_a9c0's layout margins",
            "margins-guide.log:6:5: note: in the conflict: UITextField_b610.leading == margins_4380.leading",
        ] {
            #expect(rendered.contains(line + "\n"), "\(line)")
        }
        #expect(rendered.hasSuffix("margins-guide.log:13:1: note: UIKit broke UITextField_b610.width == 400 (line 8); Tether would break the same"))
    }

    /// A cell the table places and sizes (`UIView-Encapsulated-Layout-Left` and `-Width`,
    /// as realm-tasks' log 078 lists a Left): rebuilt as an `encapsulated` view in the `'|'`
    /// the Left names, framed at x 0 and 320 wide, its height free (nothing vertical is
    /// listed). Against the app's width of 300 the conflict is the two widths; the Left
    /// holds nothing the widths need, so it is not part of it.
    @Test func encapsulatedEdgeAndWidth() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x7f01.width == 300   (active)>",
                "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIView:0x7f01.width == 320   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[UIView:0x7f01]   (Names: '|':UITableViewWrapperView:0x7f02 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIView:0x7f01.width == 300   (active)>
            """
        let result = ConstraintLogExplanation.explain(log, sourceName: "cell.log")
        let block = try #require(result.blocks.first)
        #expect(block.conflicts == [["0x1", "0x2"]])
        #expect(block.constraints.map(\.inConflict) == [true, true, false])
        #expect(result.script.contains("""
            view UITableViewWrapperView_7f02  # UITableViewWrapperView:0x7f02
            view UIView_7f01 in UITableViewWrapperView_7f02 { frame 0 0 320 0; autoresize height; encapsulated true }  # UIView:0x7f01
            # line 4: UIView-Encapsulated-Layout-Width UIView_7f01.width == 320, held by UIView_7f01's encapsulated frame
            # line 5: UIView-Encapsulated-Layout-Left UIView_7f01.leading == UITableViewWrapperView_7f02.leading, held by UIView_7f01's encapsulated frame
            pin UIView_7f01.width == 300  # line 3
            """))
        let interpreter = Interpreter()
        _ = interpreter.run(source: result.script, name: "cell.layout")
        let conflict = interpreter.layout().diagnostics.first { $0.kind == .unsatisfiable }
        #expect(conflict?.brokenConstraint?.text == "UIView_7f01.width == 300")
    }

    /// A label on its superview's leading margin, too wide for a 0-wide cell: the margin is
    /// the view's margins guide (8 points assumed), and the size restriction takes part.
    @Test func leadingMarginAndZeroWidth() {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6000001 UILabel:0x7f01'Title'.leading == UITableViewCellContentView:0x7f02.leadingMargin + 20   (active)>",
                "<NSLayoutConstraint:0x6000002 UITableViewCellContentView:0x7f02.trailingMargin == UILabel:0x7f01'Title'.trailing   (active)>",
                "<NSLayoutConstraint:0x6000003 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f02.width == 0   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6000001 UILabel:0x7f01'Title'.leading == UITableViewCellContentView:0x7f02.leadingMargin + 20   (active)>
            """
        let rendered = DiagnosticRenderer().render(ConstraintLogExplanation.explain(log, sourceName: "zero.log").diagnostics)
        for line in [
            "zero.log:1:1: error: 3 of the 3 constraints UIKit listed cannot all hold with sizes ≥ 0",
            "zero.log:3:5: note: in the conflict: UILabel_Title_7f01.leading == UITableViewCellContentView_7f02.margins.leading + 20",
            "note: in the conflict: UILabel_Title_7f01.width >= 0 (UIKit keeps every size ≥ 0 and never lists it)",
            "note: in the conflict: UITableViewCellContentView_7f02's layout margins, taken as UIKit's default of 8 points (a log does not give them)",
        ] {
            #expect(rendered.contains(line + "\n"), "\(line)\n\(rendered)")
        }
        #expect(rendered.contains("from 1000 to 999: UITableViewCellContentView_7f02 is given a width of 0 by its container (UIView-Encapsulated-Layout-Width)"))
    }

    /// A template-cell library measuring a cell (FDTemplateLayoutCell's width fence, 375,
    /// against a width of 0 read before the table was laid out): neither constraint has an
    /// identifier, and UIKit names every width it gives a content view
    /// (`UIView-Encapsulated-Layout-Width`, `fittingSizeHTarget`), so both are the app's, and
    /// the advice names the nonzero fence — a zero width is the passing one. The library's
    /// own fix was that fence at 999.
    @Test func templateCellWidths() {
        let log = """
            Unable to simultaneously satisfy constraints.
            [
            \t<NSLayoutConstraint:0x604000281900 UITableViewCellContentView:0x7fa19ec34030.width == 375>,
            \t<NSLayoutConstraint:0x60400028ca80 UITableViewCellContentView:0x7fa19ec34030.width == 0>
            ]
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x604000281900 UITableViewCellContentView:0x7fa19ec34030.width == 375>
            """
        let result = ConstraintLogExplanation.explain(log, sourceName: "template.log")
        let block = result.blocks.first
        #expect(block?.constraints.map(\.origin) == ["app", "app"])
        #expect(block?.fixes.first?.constraints == ["0x604000281900"])
        let rendered = DiagnosticRenderer().render(result.diagnostics)
        #expect(rendered.contains("hint: remove UITableViewCellContentView_4030.width == 375 (line 3) or lower its priority below 1000: it is the last-listed of your fixed sizes in the conflict (a size of 0 aside: that is a passing one)"), "\(rendered)")
        #expect(!rendered.contains("UIKit's own"))
    }

    /// Xcode 9+'s `[` … `]` list, entries unquoted, the first unindented and the others
    /// tab-indented, made by SnapKit: 16 + 80 + 16 = 112 points in a view 100 wide, so all
    /// four conflict; the 100 is a real width, so the app's fixed width gives way.
    @Test func bracketedUnquotedList() throws {
        let result = try Self.explain("xcode9-brackets.log")
        let rendered = Self.render(result)
        for line in [
            "xcode9-brackets.log:1:70: error: 4 of the 4 constraints UIKit listed cannot all hold",
            "hint: remove UIImageView_0100.width == 80 (line 4, AvatarView.swift#21) or lower its priority below 1000: it is the last-listed of your fixed sizes",
            "xcode9-brackets.log:4:1: note: in the conflict: UIImageView_0100.width == 80, made at AvatarView.swift#21 (SnapKit)",
            "xcode9-brackets.log:5:2: note: in the conflict: UIImageView_0100.leading == AvatarView_0200.leading + 16, made at AvatarView.swift#22 (SnapKit)",
        ] {
            #expect(rendered.contains(line), "\(line)\n\(rendered)")
        }
        #expect(result.blocks.first?.conflicts == [["0x600000aa0010", "0x600000aa0020", "0x600000aa0030", "0x600000aa0040"]])
        #expect(result.blocks.first?.broken == "0x600000aa0010")
    }

    /// SnapKit's labels in place of addresses (`UIImageView:avatar`, a constraint labelled
    /// `avatarHeight`, a module-qualified `Gallery.HeaderView:header`) and its multiplier
    /// after the item (`width * 1.5`): the image is 1.5 × 64 = 96 high, but 100 - 12 - 12
    /// = 76 is left for it, so all five conflict; its fixed width gives way.
    @Test func snapKitLabels() throws {
        let result = try Self.explain("snapkit-labels.log")
        let rendered = Self.render(result)
        #expect(!result.diagnostics.contains { $0.kind == .syntax })
        #expect(result.blocks.first?.conflicts == [["avatarWidth", "avatarHeight", "0x600003a80100", "0x600003a80140", "0x600003a80180"]])
        #expect(result.blocks.first?.broken == "avatarHeight")
        #expect(result.blocks.first?.fixes.first?.constraints == ["avatarWidth"])
        #expect(rendered.contains("snapkit-labels.log:5:5: note: in the conflict: UIImageView_avatar.height == 1.5*UIImageView_avatar.width, made at HeaderView.swift#32 (SnapKit)\n"))
    }

    /// A paste quoted with Markdown `> ` and started at `(`, without the header, from a
    /// Flutter host: the FlutterView's autoresizing height 0 against a 120-point view
    /// pinned to its top and bottom. The block is located at its first line.
    @Test func quotedHeaderlessPaste() throws {
        let result = try Self.explain("flutter-quoted-headerless.log")
        let rendered = Self.render(result)
        #expect(result.blockCount == 1)
        #expect(!result.diagnostics.contains { $0.kind == .syntax })
        #expect(rendered.hasPrefix("flutter-quoted-headerless.log:2:1: error: 4 of the 4 constraints UIKit listed cannot all hold\n"))
        #expect(rendered.contains("hint: turn off autoresizing translation on FlutterView_0200 (translatesAutoresizingMaskIntoConstraints = false): its autoresizing mask (h=--& v=--&) became the constraints at line 5, which fight your own\n"))
        #expect(result.blocks.first?.fixes.first?.kind == "translate-autoresizing-off")
    }

    /// A custom subclass (`<<App.LayoutConstraint:0x…> <UIView:0x…>.top …>`), iOS 7's
    /// layout guides, `NSIBPrototypingLayoutConstraint` and `midY == + 39`. The view's top
    /// is guide 2's bottom - 20 and guide 3's bottom + 10, guide 3 starting at guide 2's
    /// bottom: guide 3 would be -30 high, and a guide's height is never negative, so the
    /// guide's `height == 0` is not needed in the conflict.
    @Test func rareFormsAndGuideSizes() throws {
        let result = try Self.explain("rare-forms.log")
        let rendered = Self.render(result)
        #expect(!result.diagnostics.contains { $0.kind == .syntax })
        #expect(result.blocks.first?.conflicts == [["0x600002b00100", "0x600002b00200", "0x600002b00350"]])
        for line in [
            "rare-forms.log:3:5: note: in the conflict: UIView_0100.top == _UILayoutGuide_0200.bottom - 20",
            "rare-forms.log:5:5: note: not part of the conflict: _UILayoutGuide_0300.height == 0, made by UIKit: the view controller's top or bottom layout guide (iOS 7–10)",
            "rare-forms.log:8:5: note: not part of the conflict: UIView_0100.centerY == UIView_0400.top + 39, made by UIKit",
        ] {
            #expect(rendered.contains(line), "\(line)\n\(rendered)")
        }
        #expect(result.blocks.first?.constraints.first?.origin == "app")
    }

    /// What the paste itself lost is a located error, never a silent drop: a redacted
    /// unified log, an elided entry, a block without its list.
    @Test func cutPastesAreLocatedErrors() {
        let redacted = ConstraintLogExplanation.explain("""
            [Layout] Unable to simultaneously satisfy constraints:
            <private>
            Will attempt to recover by breaking constraint
            <private>
            """, sourceName: "private.log")
        #expect(redacted.diagnostics.first { $0.kind == .syntax }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == "2:1")
        let elided = ConstraintLogExplanation.explain("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIButton:0x7f01.width == 13>",
                ...
                "<NSLayoutConstraint:0x2 UIButton:0x7f01.width == 50>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIButton:0x7f01.width == 13>
            """, sourceName: "elided.log")
        let errors = elided.diagnostics.filter { $0.kind == .syntax }
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 4)
        #expect(errors.first?.message.hasPrefix("the paste elides constraints here") == true)
        #expect(elided.blocks.first?.cut?.hasPrefix("the paste elides constraints here") == true)
        // The listed ones are still explained: 13 and 50 cannot both be the width.
        #expect(elided.blocks.first?.conflicts == [["0x1", "0x2"]])
        let listless = ConstraintLogExplanation.explain("""
            Unable to simultaneously satisfy constraints.
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIButton:0x7f01.width == 13>
            """, sourceName: "listless.log")
        #expect(listless.diagnostics.first { $0.kind == .syntax }?.location?.line == 1)
        // A line of the list without a description is an error too; a closing `}` is not.
        let stray = ConstraintLogExplanation.explain("""
            Unable to simultaneously satisfy constraints.
            (
                "NSLayoutConstraint:0x1 UIButton:0x7f01.width == 13",
                "<NSLayoutConstraint:0x2 UIButton:0x7f01.width == 50>"
            }
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UIButton:0x7f01.width == 50>
            """, sourceName: "stray.log")
        #expect(stray.diagnostics.filter { $0.kind == .syntax }.map { $0.location?.line } == [3])
    }

    /// `Limits.maxConflictMembersMinimized`: the solver names the 4 constraints of the
    /// SnapKit conflict; with a limit of 4 the width == 96 it does not need is dropped (3
    /// left), with a limit of 3 the conflict is kept as the solver names it.
    @Test func conflictsLargerThanTheLimitAreKeptAsNamed() throws {
        let text = try String(contentsOf: Self.logs.appendingPathComponent("snapkit-and-noise.log"), encoding: .utf8)
        let kept = ConstraintLogExplanation.explain(text, sourceName: "s.log", limits: Interpreter.Limits(maxConflictMembersMinimized: 3))
        #expect(kept.blocks.first?.conflicts.first?.count == 4)
        let minimal = ConstraintLogExplanation.explain(text, sourceName: "s.log", limits: Interpreter.Limits(maxConflictMembersMinimized: 4))
        #expect(minimal.blocks.first?.conflicts.first?.count == 3)
    }

    /// Advice that is not "lower the app's constraint": a conflict between UIKit's private
    /// views only (44 and 49 cannot both be the height) has nothing to change; a hidden
    /// stack view (height 0) that still spaces two labels by 12 needs a height of at least
    /// 12, so its spacing goes to 0; a keyboard extension's input view 300 high in a
    /// keyboard that sizes it 216 stops translating its autoresizing mask.
    @Test func adviceBeyondTheAppsConstraints() {
        func explain(_ entries: [String]) -> ConstraintLogExplanation.Block? {
            let text = "Unable to simultaneously satisfy constraints.\n(\n" + entries.map { "    \"\($0)\"," }.joined(separator: "\n")
                + "\n)\nWill attempt to recover by breaking constraint\n" + (entries.first ?? "") + "\n"
            return ConstraintLogExplanation.explain(text, sourceName: "advice.log").blocks.first
        }
        let own = explain([
            "<NSLayoutConstraint:0x1 _UIToolbarContentView:0x7f01.height == 44   (active)>",
            "<NSLayoutConstraint:0x2 _UIToolbarContentView:0x7f01.height == 49   (active)>",
        ])
        #expect(own?.conflicts == [["0x1", "0x2"]])
        #expect(own?.fixes.isEmpty == true)
        let stack = explain([
            "<NSLayoutConstraint:0x1 'UISV-hiding' UIStackView:0x7f01.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 'UISV-canvas-connection' UIStackView:0x7f01.top == UILabel:0x7f02'A'.top   (active)>",
            "<NSLayoutConstraint:0x3 'UISV-canvas-connection' V:[UILabel:0x7f03'B']-(0)-|   (active, names: '|':UIStackView:0x7f01 )>",
            "<NSLayoutConstraint:0x4 'UISV-spacing' V:[UILabel:0x7f02'A']-(12)-[UILabel:0x7f03'B']   (active)>",
        ])
        #expect(stack?.conflicts == [["0x1", "0x2", "0x3", "0x4"]])
        #expect(stack?.fixes.map(\.kind) == ["stack-spacing"])
        #expect(stack?.fixes.first?.constraints == ["0x4"])
        let input = explain([
            "<NSLayoutConstraint:0x1 UIInputView:0x7f01.height == 300   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UIInputView:0x7f01.height == 216   (active)>",
        ])
        #expect(input?.fixes.map(\.kind) == ["translate-autoresizing-off"])
        #expect(input?.fixes.first?.constraints == ["0x2"])
        // A design-time 320-point image between the margins of a 375-point cell: 8 + 320 + 8
        // is 336, not 375. The fixed width gives way, not the margin constraint after it.
        let designTime = explain([
            "<NSLayoutConstraint:0x1 H:[UIImageView:0x7f01(320)]   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0x7f01.leading == UITableViewCellContentView:0x7f02.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x3 UITableViewCellContentView:0x7f02.trailingMargin == UIImageView:0x7f01.trailing   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f02.width == 375   (active)>",
        ])
        #expect(designTime?.conflicts == [["0x1", "0x2", "0x3", "0x4"]])
        #expect(designTime?.fixes.first?.constraints == ["0x1"])
    }

    /// What pages and consoles do to a paste: a block flattened onto its syslog line; a
    /// bold header, backslash-escaped unquoted entries and a `1: ` numbering; AppKit's
    /// window width (`'NSWindow-current-width'`, AppKit's own) against a content 20 + 480
    /// + 20 wide. Each is read whole; 10 and 20 cannot both be the width.
    @Test func pageArtifactsAndAppKit() {
        let flattened = ConstraintLogExplanation.explain(
            "2026-01-01 09:00:00.000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. ( \"<NSLayoutConstraint:0x1 UIView:0x7f01.width == 10   (active)>\", \"<NSLayoutConstraint:0x2 UIView:0x7f01.width == 20   (active)>\" ) Will attempt to recover by breaking constraint <NSLayoutConstraint:0x2 UIView:0x7f01.width == 20   (active)>",
            sourceName: "flat.log")
        #expect(!flattened.diagnostics.contains { $0.kind == .syntax })
        #expect(flattened.blocks.first?.conflicts == [["0x1", "0x2"]])
        #expect(flattened.blocks.first?.broken == "0x2")
        let escaped = ConstraintLogExplanation.explain("""
            **Unable to simultaneously satisfy constraints.**
            1: (
            2:     \\<NSLayoutConstraint:0x1 UIView:0x7f01.width == 10\\>,
            3:     \\<NSLayoutConstraint:0x2 UIView:0x7f01.width == 20\\>
            4: )
            Will attempt to recover by breaking constraint
            \\<NSLayoutConstraint:0x2 UIView:0x7f01.width == 20\\>
            """, sourceName: "escaped.log")
        #expect(!escaped.diagnostics.contains { $0.kind == .syntax })
        #expect(escaped.blocks.first?.conflicts == [["0x1", "0x2"]])
        let appKit = ConstraintLogExplanation.explain("""
            2026-01-01 09:00:00.000 Mac[1:2] [Layout] Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x1 H:|-(20)-[NSTextField:0x7f01]   (active, names: '|':NSView:0x7f02 )>",
                "<NSLayoutConstraint:0x2 NSTextField:0x7f01.width == 480   (active)>",
                "<NSLayoutConstraint:0x3 H:[NSTextField:0x7f01]-(20)-|   (active, names: '|':NSView:0x7f02 )>",
                "<NSLayoutConstraint:0x4 'NSWindow-current-width' NSView:0x7f02.width == 480   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 NSTextField:0x7f01.width == 480   (active)>
            """, sourceName: "appkit.log")
        #expect(appKit.blocks.first?.conflicts == [["0x1", "0x2", "0x3", "0x4"]])
        #expect(appKit.blocks.first?.constraints.last?.origin == "uikit NSWindow-current-width")
        #expect(appKit.blocks.first?.fixes.first?.constraints == ["0x2"])
    }

    /// Every fix the explainer offers, applied to the rebuilt script (the priority it names
    /// lowered, or the autoresizing lines dropped), leaves a layout without a conflict.
    @Test func everyFixResolvesItsConflict() throws {
        let fixes: [(String, (String) -> String)] = [
            ("cell-height.log", { $0.replacingOccurrences(of: "UIImageView_c4a0.bottom  # line 10", with: "UIImageView_c4a0.bottom @ 999  # line 10") }),
            ("autoresizing.log", { $0.split(separator: "\n").filter { !$0.hasSuffix("# line 8") && !$0.hasSuffix("# line 9") }.joined(separator: "\n") }),
            ("ios8.log", { $0.replacingOccurrences(of: "width == 220  # line 8", with: "width == 220 @ 999  # line 8") }),
        ]
        for (log, apply) in fixes {
            let script = apply(try Self.explain(log).script)
            let interpreter = Interpreter()
            _ = interpreter.run(source: script, name: log)
            #expect(!interpreter.layout().diagnostics.contains { $0.kind == .unsatisfiable }, "\(log)")
        }
    }

    /// Logs mutated 300 ways (bytes changed, lines cut, quotes and brackets removed): an
    /// explanation or located errors, never a trap.
    @Test func garbageNeverCrashes() throws {
        var generator = SplitMix64(seed: 7)
        var texts: [String] = []
        for name in ["cell-height.log", "autoresizing.log", "ios8.log", "stack-and-guides.log", "snapkit-and-noise.log", "mixed.log",
                     "margins-guide.log"] {
            texts.append(try String(contentsOf: Self.logs.appendingPathComponent(name), encoding: .utf8))
        }
        let pieces = ["(", ")", "[", "]", "'", "\"", "<", ">", "|", "-", ":0x", ".", "@", "==", " ", "\n", "H:", "V:", "names: ", "é"]
        for round in 0..<300 {
            var characters = Array(generator.pick(texts))
            for _ in 0..<6 {
                let index = generator.next(below: characters.count)
                switch round % 3 {
                case 0: characters.remove(at: index)
                case 1: characters.insert(contentsOf: generator.pick(pieces), at: index)
                default: characters = Array(characters.prefix(max(1, index)))
                }
            }
            _ = ConstraintLogExplanation.explain(String(characters), sourceName: "fuzz.log")
        }
    }
}

extension ConstraintLogTests {
    /// The rebuilt constraints carry tags for their places in the log, and the conflict's
    /// members come back by those tags: with three constraints pasted on one line (a place
    /// each, told apart by column), the two that conflict are the two in the conflict, each
    /// noted at its own column, and the third only listed.
    @Test func conflictMembersComeBackByTheirPlaceInTheLog() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            ("<NSLayoutConstraint:0x6000000a UIView:0x7f01.width == 100   (active)>", "<NSLayoutConstraint:0x6000000b UIView:0x7f01.height == 50   (active)>", "<NSLayoutConstraint:0x6000000c UIView:0x7f01.width == 200   (active)>")

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x6000000c UIView:0x7f01.width == 200   (active)>
            """
        let result = ConstraintLogExplanation.explain(log, sourceName: "one:line.log")
        let block = try #require(result.blocks.first)
        #expect(block.conflicts == [["0x6000000a", "0x6000000c"]])
        #expect(block.constraints.map(\.inConflict) == [true, false, true])
        let notes = try #require(result.diagnostics.first).notes
        let placed = notes.compactMap { note in note.location.map { "\($0.description): \(note.message)" } }
        #expect(placed == [
            "one:line.log:2:2: in the conflict: UIView_7f01.width == 100",
            "one:line.log:2:148: in the conflict: UIView_7f01.width == 200",
            "one:line.log:2:75: not part of the conflict: UIView_7f01.height == 50",
            "one:line.log:5:1: UIKit broke UIView_7f01.width == 200 (line 2); Tether would break the same",
        ])
    }
}
