#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a watcher's reading thread is told to stop, on either platform: it waits on a pipe
/// beside its events, and stopping writes one byte to the pipe and closes its write end.
enum StopPipe {
    /// Stops once: marks `stopped`, writes the byte only while the thread still reads the
    /// pipe (`finished` false; a write to a pipe nobody reads raises SIGPIPE), closes
    /// `writeEnd`. Called under the watcher's lock.
    static func stop(_ stopped: inout Bool, finished: Bool, writeEnd: Int32) {
        guard !stopped else { return }
        stopped = true
        if !finished {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
        close(writeEnd)
    }
}
