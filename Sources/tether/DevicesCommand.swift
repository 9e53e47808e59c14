import ArgumentParser
import AutoLayout
import LayoutScript

/// `tether devices`: the device catalogue, each device in both orientations with its size,
/// safe-area insets, size classes and docked keyboard's height, then the iPad multitasking
/// variants.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device and 'root device' know.",
        discussion: """
            Each device in portrait and with :landscape: its size in points, its safe-area \
            insets (top, left, bottom, right), its size classes (width × height, c compact, \
            r regular) and the height of its docked keyboard (--keyboard). iPads also take :split-third, :split-half, :split-two-thirds and \
            :slideover, after the orientation (ipadair11:landscape:split-half).
            """)

    func run() {
        print(Self.table(), terminator: "")
    }

    /// The catalogue as an aligned table.
    static func table() -> String {
        var rows = [["device", "size", "safe area (t l b r)", "classes", "keyboard", "kind"]]
        for device in Device.catalogue {
            for landscape in [false, true] {
                let screen = device.screen(landscape: landscape)
                rows.append(row(screen, kind: landscape ? "" : "\(device.title), \(device.kind.rawValue)"))
            }
        }
        var text = columns(rows)
        text += "\niPad multitasking (Split View, Slide Over), for example on ipadpro13:\n"
        var splits = [["window", "size", "safe area (t l b r)", "classes", "keyboard", ""]]
        if let pad = Device.catalogue.last(where: \.isPad) {
            for landscape in [false, true] {
                for split in Device.Split.allCases {
                    splits.append(row(pad.screen(landscape: landscape, split: split), kind: ""))
                }
            }
        }
        return text + columns(splits)
    }

    private static func row(_ screen: Screen, kind: String) -> [String] {
        let insets = screen.safeAreaInsets
        let classes = "\(screen.traits.horizontal.rawValue.prefix(1)) × \(screen.traits.vertical.rawValue.prefix(1))"
        return [
            screen.deviceName ?? "", screen.size.label,
            [insets.top, insets.left, insets.bottom, insets.right].map(\.roundedForDisplay).joined(separator: " "),
            classes, screen.dockedKeyboardHeight.roundedForDisplay, kind,
        ]
    }

    private static func columns(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
            }.joined().trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
