#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutScript
import TetherOutput

// The C API of tether.h: an opaque interpreter, script text in, JSON and text out. Nothing
// here traps on a caller's input: NULL pointers, text that is not UTF-8 and bad sizes are
// refused with the documented return values.

/// What a C `tether_interpreter *` points to.
private final class Session {
    let interpreter: Interpreter
    var name = "<script>"

    init(limits: Interpreter.Limits) {
        interpreter = Interpreter(options: Interpreter.Options(bundledModules: StandardLibrary.modules, limits: limits))
    }
}

private func session(_ pointer: OpaquePointer?) -> Session? {
    pointer.map { Unmanaged<Session>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
}

/// A copy of `text` in memory the caller frees with `tether_free_string`.
private func cString(_ text: String) -> UnsafeMutablePointer<CChar>? {
    strdup(text)
}

@_cdecl("tether_create")
public func tether_create(_ limits: UnsafeRawPointer?) -> OpaquePointer? {
    var caps = Interpreter.Limits()
    if let limits {
        // tether_limits: four int64_t, in this order.
        let given = (0..<4).map { limits.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self) }
        if given[0] > 0 { caps.maxSteps = Int(clamping: given[0]) }
        if given[1] > 0 { caps.maxCallDepth = Int(clamping: given[1]) }
        if given[2] > 0 { caps.maxConstraints = Int(clamping: given[2]) }
        if given[3] > 0 { caps.maxViews = Int(clamping: given[3]) }
    }
    return OpaquePointer(Unmanaged.passRetained(Session(limits: caps)).toOpaque())
}

@_cdecl("tether_destroy")
public func tether_destroy(_ pointer: OpaquePointer?) {
    guard let pointer else { return }
    Unmanaged<Session>.fromOpaque(UnsafeRawPointer(pointer)).release()
}

@_cdecl("tether_run")
public func tether_run(_ pointer: OpaquePointer?, _ source: UnsafePointer<CChar>?, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let session = session(pointer), let source, let text = String(validatingCString: source) else { return -1 }
    let scriptName = name.flatMap { String(validatingCString: $0) } ?? "<script>"
    session.name = scriptName
    let diagnostics = LargeStack.run { session.interpreter.run(source: text, name: scriptName) }
    return Int32(clamping: diagnostics.filter(\.isError).count)
}

@_cdecl("tether_layout_json")
public func tether_layout_json(_ pointer: OpaquePointer?, _ width: Double, _ height: Double) -> UnsafeMutablePointer<CChar>? {
    guard let session = session(pointer) else { return nil }
    let interpreter = session.interpreter
    guard let result = try? interpreter.layout(width: width, height: height) else { return nil }
    let scriptDiagnostics = interpreter.diagnostics.filter { $0.kind != .layout }.map(ReportDiagnostic.init(_:))
    let layout = SizedLayout(result, engine: interpreter.engine, scriptDiagnostics: scriptDiagnostics)
    return cString(JSONReport.render(file: session.name, layouts: [layout]))
}

@_cdecl("tether_layout_device_json")
public func tether_layout_device_json(_ pointer: OpaquePointer?, _ device: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    guard let session = session(pointer), let device, let name = String(validatingCString: device),
          let screen = try? Device.screen(named: name) else { return nil }
    let interpreter = session.interpreter
    guard let result = LargeStack.run({ try? interpreter.layout(on: screen) }) else { return nil }
    let scriptDiagnostics = interpreter.diagnostics.filter { $0.kind != .layout }.map(ReportDiagnostic.init(_:))
    var layout = SizedLayout(result, engine: interpreter.engine, scriptDiagnostics: scriptDiagnostics)
    layout.deviceName = screen.deviceName
    return cString(JSONReport.render(file: session.name, layouts: [layout]))
}

@_cdecl("tether_diagnostics_text")
public func tether_diagnostics_text(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let session = session(pointer) else { return nil }
    let interpreter = session.interpreter
    let located = interpreter.locatedDiagnostics(of: interpreter.layout())
    let all = interpreter.diagnostics.filter { $0.kind != .layout } + located
    return cString(all.isEmpty ? "" : DiagnosticRenderer().render(all) + "\n")
}

@_cdecl("tether_version")
public func tether_version() -> UnsafePointer<CChar>? {
    UnsafePointer(versionString)
}

/// `Interpreter.version` as a C string that lives as long as the library (never written).
nonisolated(unsafe) private let versionString: UnsafeMutablePointer<CChar>? = strdup(Interpreter.version)

@_cdecl("tether_free_string")
public func tether_free_string(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}
