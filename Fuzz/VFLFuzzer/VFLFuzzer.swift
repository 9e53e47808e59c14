import AutoLayout
import FuzzerDriver

// libFuzzer harness for the Visual Format Language (`make fuzz`): the first byte picks the
// options, the rest (as UTF-8, invalid bytes replaced) is the format string. Whatever the
// parser accepts is added to an engine with the views it names and laid out; whatever it
// refuses must be a VisualFormatError, rendered with its caret. Never a crash or a trap.

func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    // Bits 1–6: the alignAll options; the top two bits: the direction (Apple's bits 16–17).
    let options = VisualFormatOptions(rawValue: (UInt(data[0]) & 0x3F) << 1 | (UInt(data[0]) >> 6) << 16)
    let format = String(decoding: UnsafeBufferPointer(start: data + 1, count: count - 1), as: UTF8.self)
    do {
        let constraints = try VisualFormat.constraints(
            format, options: options, metrics: ["gap": 8, "wide": 1e300, "neg": -5], superview: "root")
        let engine = LayoutEngine()
        // Every constraint from one place, named in the messages as a script's would be.
        let place = SourceTag(rawValue: 0)
        engine.sourceDescription = { _ in "fuzz:1:1" }
        var names: [String] = []
        for constraint in constraints {
            for name in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) where name != "root" && !names.contains(name) {
                names.append(name)
                _ = try? engine.addView(named: name)
            }
        }
        for constraint in constraints { _ = try? engine.add(constraint, source: place) }
        _ = try? engine.layout(width: 320, height: 568)
        _ = try? engine.layout(width: 0, height: 0)
    } catch {
        _ = error.description
    }
    return 0
}

@_cdecl("VFLFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzVisualFormat(data, size)
    }
}
