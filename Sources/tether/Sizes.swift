import ArgumentParser
import AutoLayout
import Foundation
import LayoutScript

/// Root sizes from the command line: `--size WxH` and `--device NAME[,NAME…]`.
enum Sizes {
    /// `320x568`, `320×568`, `320 X 568`; each side a finite number ≥ 0.
    static func size(_ text: String) throws(SizeError) -> LayoutSize {
        let separators: Set<Character> = ["x", "X", "×"]
        let parts = text.split(omittingEmptySubsequences: false) { separators.contains($0) }
        guard parts.count == 2 else { throw .malformed(text) }
        let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard let width = numbers[0], let height = numbers[1] else { throw .malformed(text) }
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else { throw .outOfRange(text) }
        return LayoutSize(width: width, height: height)
    }

    /// A comma-separated list of device names (`iphone16pro:landscape`), case-insensitive,
    /// in the order given.
    static func deviceScreens(_ list: String) throws(SizeError) -> [Screen] {
        var screens: [Screen] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            do {
                screens.append(try Device.screen(named: name.trimmingCharacters(in: .whitespaces)))
            } catch {
                throw .unknownDevice(error)
            }
        }
        return screens
    }

    /// What went wrong, in one line.
    enum SizeError: Error, CustomStringConvertible {
        case malformed(String)
        case outOfRange(String)
        case unknownDevice(Device.DeviceError)

        var description: String {
            switch self {
            case .malformed(let text):
                "'\(text)' is not a size; expected WIDTHxHEIGHT in points, such as 320x568"
            case .outOfRange(let text):
                "'\(text)' is not a size; width and height must be finite numbers ≥ 0"
            case .unknownDevice(let error):
                error.description
            }
        }
    }

    /// The `--size` transform for ArgumentParser: the error becomes a one-line usage error.
    static func sizeArgument(_ text: String) throws -> LayoutSize {
        do { return try size(text) } catch { throw ValidationError(error.description) }
    }

    /// The `--device` transform for ArgumentParser.
    static func deviceArgument(_ text: String) throws -> [Screen] {
        do { return try deviceScreens(text) } catch { throw ValidationError(error.description) }
    }

    /// `--text-sizes all` or `--text-sizes large,AX3`: content size categories, in any case,
    /// smallest first.
    static func textSizesArgument(_ text: String) throws -> [ContentSizeCategory] {
        guard text.lowercased() != "all" else { return ContentSizeCategory.allCases }
        let sizes = try text.split(separator: ",", omittingEmptySubsequences: false).map {
            try textSizeArgument($0.trimmingCharacters(in: .whitespaces))
        }
        return ContentSizeCategory.allCases.filter(sizes.contains)
    }

    /// `--directions ltr`, `rtl` or `both`.
    static func directionsArgument(_ text: String) throws -> [LayoutDirection] {
        switch text.lowercased() {
        case "ltr": return [.leftToRight]
        case "rtl": return [.rightToLeft]
        case "both": return [.leftToRight, .rightToLeft]
        default: throw ValidationError("unknown directions '\(text)': use ltr, rtl or both")
        }
    }

    /// `--keyboards hidden`, `shown` or `both`.
    static func keyboardsArgument(_ text: String) throws -> [Bool] {
        switch text.lowercased() {
        case "hidden": return [false]
        case "shown": return [true]
        case "both": return [false, true]
        default: throw ValidationError("unknown keyboards '\(text)': use hidden, shown or both")
        }
    }

    /// `--text-size AX2`: a content size category, in any case.
    static func textSizeArgument(_ text: String) throws -> ContentSizeCategory {
        guard let category = ContentSizeCategory(name: text) else {
            throw ValidationError("unknown text size '\(text)': use one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return category
    }
}

/// `--size WxH…`, `--device NAME,…` and what they show (`--rtl`, `--text-size`,
/// `--keyboard`), shared by `run` and `check`.
struct SizeOptions: ParsableArguments {
    // Unconditional, so that `--size -1x5` is read as a size and rejected as negative
    // instead of being taken for an unknown option.
    @Option(
        name: .customLong("size"),
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A root size, such as 320x568 or 320×568 (repeatable).", valueName: "WxH"),
        transform: Sizes.sizeArgument)
    var sizes: [LayoutSize] = []

    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Devices, comma-separated, each with its safe area and size classes: iphone16pro, iphone16pro:landscape, ipadair11:split-half… (`tether devices` lists them; repeatable; after the --size sizes).",
            valueName: "names"),
        transform: Sizes.deviceArgument)
    var devices: [[Screen]] = []

    @Flag(name: .customLong("rtl"), help: "Lay out right to left, as in Arabic or Hebrew: leading and trailing flip everywhere (overrides the script's 'direction').")
    var rightToLeft = false

    @Option(
        name: .customLong("text-size"),
        help: ArgumentHelp(
            "The reader's text size, which text styles (\"body\", \"headline\"…) follow: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5 (default: the script's 'textSize', else large).",
            valueName: "size"),
        transform: Sizes.textSizeArgument)
    var textSize: ContentSizeCategory?

    @Flag(
        name: .customLong("keyboard"),
        help: "Show the docked keyboard on every screen (its height is the device's, or the nearest device's for a --size; `tether devices` lists them): root.keyboard rises to it and traits.keyboard is true.")
    var keyboard = false

    /// The layout direction the command line fixes, if any.
    var layoutDirection: LayoutDirection? { rightToLeft ? .rightToLeft : nil }

    /// The `--size` sizes, then the `--device` screens, each once, in order (one given twice
    /// would be laid out and reported twice), with the keyboard shown under `--keyboard`;
    /// empty for the script's own root.
    var requested: [Screen] {
        var seen: Set<Screen> = []
        let screens = (sizes.map { Screen(size: $0) } + devices.joined()).filter { seen.insert($0).inserted }
        return keyboard ? screens.map { $0.showingKeyboard() } : screens
    }
}
