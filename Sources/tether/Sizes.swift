import Foundation
import ArgumentParser
import AutoLayout

/// Root sizes from the command line: `--size WxH` and `--device NAME[,NAME…]`.
enum Sizes {
    /// A named device from the seeds' table, in points, portrait.
    struct Device: Hashable, Sendable {
        var name: String
        var size: LayoutSize
    }

    /// The devices the seeds use (Auto Layout Guide, iOS 6-era screens).
    static let devices: [Device] = [
        Device(name: "iphone4s", size: LayoutSize(width: 320, height: 480)),
        Device(name: "iphone5", size: LayoutSize(width: 320, height: 568)),
        Device(name: "ipad", size: LayoutSize(width: 768, height: 1024)),
    ]

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

    /// A comma-separated list of device names, case-insensitive, in the order given.
    static func deviceSizes(_ list: String) throws(SizeError) -> [LayoutSize] {
        var sizes: [LayoutSize] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let key = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let device = devices.first(where: { $0.name == key }) else {
                throw .unknownDevice(name.trimmingCharacters(in: .whitespaces))
            }
            sizes.append(device.size)
        }
        return sizes
    }

    /// What went wrong, in one line.
    enum SizeError: Error, CustomStringConvertible {
        case malformed(String)
        case outOfRange(String)
        case unknownDevice(String)

        var description: String {
            switch self {
            case .malformed(let text):
                "'\(text)' is not a size; expected WIDTHxHEIGHT in points, such as 320x568"
            case .outOfRange(let text):
                "'\(text)' is not a size; width and height must be finite numbers ≥ 0"
            case .unknownDevice(let name):
                "unknown device '\(name)'; known devices: \(Sizes.deviceList)"
            }
        }
    }

    /// `iphone4s (320×480), iphone5 (320×568), ipad (768×1024)`, for help and errors.
    static var deviceList: String {
        devices.map { "\($0.name) (\($0.size.width.roundedForDisplay)×\($0.size.height.roundedForDisplay))" }.joined(separator: ", ")
    }

    /// The `--size` transform for ArgumentParser: the error becomes a one-line usage error.
    static func sizeArgument(_ text: String) throws -> LayoutSize {
        do { return try size(text) } catch { throw ValidationError(error.description) }
    }

    /// The `--device` transform for ArgumentParser.
    static func deviceArgument(_ text: String) throws -> [LayoutSize] {
        do { return try deviceSizes(text) } catch { throw ValidationError(error.description) }
    }
}

/// `--size WxH…` and `--device NAME,…`, shared by `run` and `check`.
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
            "Named devices, comma-separated: iphone4s, iphone5, ipad (repeatable; after the --size sizes).",
            valueName: "names"),
        transform: Sizes.deviceArgument)
    var devices: [[LayoutSize]] = []

    /// The `--size` sizes, then the `--device` ones, each size once, in order (a size given
    /// twice would be laid out and reported twice); empty for the script's own root size.
    var requested: [LayoutSize] {
        var seen: Set<LayoutSize> = []
        return (sizes + devices.joined()).filter { seen.insert($0).inserted }
    }
}
