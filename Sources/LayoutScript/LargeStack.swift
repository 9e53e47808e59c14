#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads with a 64 MB stack for running scripts: the deepest script the limits allow
/// needs far less (grammar.md, Limits), whatever stack the caller's own thread has. The C API
/// and the preview run scripts on them.
package enum LargeStack {
    /// The stack of each thread, in bytes.
    package static let size = 64 << 20

    /// Runs `body` on a new large-stack thread and waits for it; on the caller's thread when
    /// no thread can be started.
    package static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox(body)
        guard let thread = start(box) else { return body() }
        pthread_join(thread, nil)
        return box.value ?? body()
    }

    /// Runs `body` on a new large-stack thread without waiting for it; false when no thread
    /// could be started (`body` has not run).
    package static func detach(_ body: @escaping () -> Void) -> Bool {
        guard let thread = start(ResultBox(body)) else { return false }
        pthread_detach(thread)
        return true
    }

    private static func start(_ work: any Runnable) -> pthread_t? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = Unmanaged.passRetained(work as AnyObject).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            (Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue() as? any Runnable)?.run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}

/// What a large-stack thread runs, whatever its result type.
private protocol Runnable: AnyObject {
    func run()
}

/// The work for a large-stack thread and what it hands back; the value is written before
/// the thread ends and read after it is joined.
private final class ResultBox<T>: Runnable {
    let body: () -> T
    var value: T?

    init(_ body: @escaping () -> T) {
        self.body = body
    }

    func run() {
        value = body()
    }
}
