#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CTetherAPI
import LayoutScript
import TetherOutput

// The C API of tether.h (Sources/CTetherAPI/include): an opaque interpreter, script text in,
// JSON and text out. Each function is `@c @implementation` of its declaration in the header,
// imported as CTetherAPI: the compiler checks that the two have the same types, and
// `tether_limits` is the header's struct, so neither side can drift from the other. Nothing
// here traps on a caller's input: NULL pointers, text that is not UTF-8 and bad sizes are
// refused with the documented return values.

/// What a C `tether_interpreter *` points to.
private final class Session {
    let interpreter: Interpreter
    var name = "<script>"

    init(limits: Interpreter.Limits, simpleText: Bool = false) {
        var options = Interpreter.Options.frontEnd(limits: limits)
        if simpleText { options.textMeasurer = SimpleTextMeasurer() }
        interpreter = Interpreter(options: options)
    }

    /// A session with a copy of `other`'s interpreter (``Interpreter/copy()``).
    init(copying other: Session) {
        interpreter = other.interpreter.copy()
        name = other.name
    }

    /// The screen `tether_layout_json` lays out at for a size: the script's own when it is
    /// that size (its insets too), as `tether run` without `--size`; else a plain size, as
    /// `--size`.
    func screen(width: Double, height: Double) -> Screen {
        let size = LayoutSize(width: width, height: height)
        let own = interpreter.screen
        return own.size == size ? own : Screen(size: size)
    }

    /// The runs so far laid out on `screens` (the script's own when empty) as one
    /// `ScriptRun`, as `tether run` and `check` lay a script out: run again for a screen
    /// that is not its own when it read the root size or its traits (so that
    /// `if isRegular() { … }` takes the device's branch); nil when the engine cannot lay
    /// it out.
    func run(on screens: [Screen]) -> ScriptRun? {
        LargeStack.run {
            try? ScriptRun(interpreter: self.interpreter, file: self.name,
                           scriptDiagnostics: self.interpreter.diagnostics.filter { $0.kind != .layout }, screens: screens)
        }
    }
}

private func session(_ pointer: OpaquePointer?) -> Session? {
    pointer.map { Unmanaged<Session>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
}

/// A copy of `text` in memory the caller frees with `tether_free_string`.
private func cString(_ text: String) -> UnsafeMutablePointer<CChar>? {
    strdup(text)
}

/// `Interpreter.Limits` from the caller's `tether_limits`: each cap 0 or less keeps the default.
private func caps(from given: tether_limits?) -> Interpreter.Limits {
    var caps = Interpreter.Limits()
    guard let given else { return caps }
    if given.max_steps > 0 { caps.maxSteps = Int(clamping: given.max_steps) }
    if given.max_call_depth > 0 { caps.maxCallDepth = Int(clamping: given.max_call_depth) }
    if given.max_constraints > 0 { caps.maxConstraints = Int(clamping: given.max_constraints) }
    if given.max_views > 0 { caps.maxViews = Int(clamping: given.max_views) }
    return caps
}

/// `tether_create` of tether.h: a new interpreter with the standard library bundled.
@c @implementation
public func tether_create(_ limits: UnsafePointer<tether_limits>?) -> OpaquePointer? {
    let session = Session(limits: caps(from: limits?.pointee))
    return OpaquePointer(Unmanaged.passRetained(session).toOpaque())
}

/// `tether_create_simple_text` of tether.h: a new interpreter measuring text with
/// `SimpleTextMeasurer`'s estimate instead of this machine's fonts.
@c @implementation
public func tether_create_simple_text(_ limits: UnsafePointer<tether_limits>?) -> OpaquePointer? {
    let session = Session(limits: caps(from: limits?.pointee), simpleText: true)
    return OpaquePointer(Unmanaged.passRetained(session).toOpaque())
}

/// `tether_destroy` of tether.h: frees an interpreter (NULL is ignored).
@c @implementation
public func tether_destroy(_ pointer: OpaquePointer?) {
    guard let pointer else { return }
    Unmanaged<Session>.fromOpaque(UnsafeRawPointer(pointer)).release()
}

/// `tether_copy` of tether.h: a new interpreter in the state of another.
@c @implementation
public func tether_copy(_ pointer: OpaquePointer?) -> OpaquePointer? {
    guard let original = session(pointer) else { return nil }
    return OpaquePointer(Unmanaged.passRetained(Session(copying: original)).toOpaque())
}

/// `tether_run` of tether.h: runs script text; the number of errors, -1 for bad arguments.
@c @implementation
public func tether_run(_ pointer: OpaquePointer?, _ source: UnsafePointer<CChar>?, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let session = session(pointer), let source, let text = String(validatingCString: source) else { return -1 }
    let scriptName = name.flatMap { String(validatingCString: $0) } ?? "<script>"
    session.name = scriptName
    let diagnostics = LargeStack.run { session.interpreter.run(source: text, name: scriptName) }
    return Int32(clamping: diagnostics.filter(\.isError).count)
}

/// `tether_set_text` of tether.h: a view's new text; 0, 1 for a view that cannot show text,
/// -1 for bad arguments.
@c @implementation
public func tether_set_text(_ pointer: OpaquePointer?, _ view: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?) -> Int32 {
    guard let session = session(pointer), let view, let name = String(validatingCString: view),
          let text, let string = String(validatingCString: text) else { return -1 }
    do {
        try session.interpreter.setText(string, of: name)
        return 0
    } catch {
        return 1
    }
}

/// `tether_layout_json` of tether.h: the layout at a size, as JSON.
@c @implementation
public func tether_layout_json(_ pointer: OpaquePointer?, _ width: Double, _ height: Double) -> UnsafeMutablePointer<CChar>? {
    guard let session = session(pointer), width.isFinite, height.isFinite, width >= 0, height >= 0 else { return nil }
    return layoutJSON(session, on: session.screen(width: width, height: height))
}

/// `tether_layout_frames` of tether.h: the layout at a size as frames in the caller's
/// buffer, every view but the root in declaration order, in root coordinates; the number of
/// views, or -1.
@c @implementation
public func tether_layout_frames(
    _ pointer: OpaquePointer?, _ width: Double, _ height: Double, _ frames: UnsafeMutablePointer<tether_frame>?, _ capacity: Int32
) -> Int32 {
    guard let session = session(pointer), width.isFinite, height.isFinite, width >= 0, height >= 0, capacity >= 0,
          frames != nil || capacity == 0 else { return -1 }
    let screen = session.screen(width: width, height: height)
    // As `Session.run(on:)` lays out, without the JSON report's diagnostics. Only running the
    // script again (for a size it reads) needs a large stack; a layout pass alone runs on the
    // caller's thread, as `tether run` lays out on its main thread, without starting a thread
    // for each call.
    let interpreter = session.interpreter
    let layout = { try? interpreter.frames(on: screen) }
    guard let result = interpreter.replays(on: screen) ? LargeStack.run(layout) : layout() else { return -1 }
    let views = result.dropFirst()
    if let frames {
        for (index, absolute) in views.prefix(Int(capacity)).enumerated() {
            frames[index] = tether_frame(x: absolute.x, y: absolute.y, width: absolute.width, height: absolute.height)
        }
    }
    return Int32(clamping: views.count)
}

/// `tether_view_name` of tether.h: the name of the view at an index of
/// `tether_layout_frames`' order, or NULL.
@c @implementation
public func tether_view_name(_ pointer: OpaquePointer?, _ index: Int32) -> UnsafeMutablePointer<CChar>? {
    guard let session = session(pointer), index >= 0 else { return nil }
    // The views of a layout's result: guides apart, the root first, which the API skips.
    let views = session.interpreter.engine.allViews.lazy.filter { !$0.isGuide }.dropFirst()
    guard let view = views.dropFirst(Int(index)).first else { return nil }
    return cString(view.name)
}

/// `tether_layout_device_json` of tether.h: the layout on a device of the catalogue, as JSON.
@c @implementation
public func tether_layout_device_json(_ pointer: OpaquePointer?, _ device: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    guard let session = session(pointer), let device, let name = String(validatingCString: device),
          let screen = try? Device.screen(named: name) else { return nil }
    return layoutJSON(session, on: screen)
}

/// The script laid out on `screen` (``Session/run(on:)``), as JSON.
private func layoutJSON(_ session: Session, on screen: Screen) -> UnsafeMutablePointer<CChar>? {
    guard let run = session.run(on: [screen]) else { return nil }
    return cString(JSONReport.render(file: run.file, layouts: run.layouts))
}

/// `tether_diagnostics_text` of tether.h: every diagnostic so far, rendered as text: the
/// script's, then the layout's on its own screen (``ScriptRun/renderedDiagnostics()``).
@c @implementation
public func tether_diagnostics_text(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let session = session(pointer) else { return nil }
    if let run = session.run(on: []) { return cString(run.renderedDiagnostics()) }
    // A layout the engine cannot make still has the script's own diagnostics to show.
    let script = session.interpreter.diagnostics.filter { $0.kind != .layout }
    return cString(script.map { DiagnosticRenderer().render($0) + "\n" }.joined())
}

/// `tether_version` of tether.h: the version, a static string.
@c @implementation
public func tether_version() -> UnsafePointer<CChar>? {
    UnsafePointer(versionString)
}

/// `Interpreter.version` as a C string that lives as long as the library (never written).
nonisolated(unsafe) private let versionString: UnsafeMutablePointer<CChar>? = strdup(Interpreter.version)

/// `tether_free_string` of tether.h: frees a string the API returned.
@c @implementation
public func tether_free_string(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}
