#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs this executable again for one (workload, N), so that the child's peak RSS
/// (`ru_maxrss`) belongs to that workload alone. All of the C interop lives in this file.
enum ChildProcess {
    /// What a child printed on standard output and how it ended.
    struct Output {
        var standardOutput: String
        /// The exit status, or `nil` when the child was killed by a signal.
        var exitStatus: Int32?
        /// Whether the child was killed for running past its time limit.
        var timedOut: Bool
    }

    /// The path of the running executable (`/proc/self/exe`, else `argv[0]`).
    static func currentExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            return String(decoding: buffer[0 ..< count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return CommandLine.arguments.first ?? "tether-bench"
    }

    /// Runs `executable arguments…` with standard output captured (standard error is
    /// inherited), killing it after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], timeout: Double) throws(BenchError) -> Output {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            throw .childProcess("pipe() failed (errno \(errno))")
        }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, writeEnd)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw .childProcess("cannot start \(executable) (error \(spawned))")
        }

        let (bytes, timedOut) = readAll(from: readEnd, pid: pid, timeout: timeout)
        close(readEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exitStatus: Int32? = (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
        return Output(standardOutput: String(decoding: bytes, as: UTF8.self), exitStatus: exitStatus, timedOut: timedOut)
    }

    /// Reads until end of file, or kills the child at the deadline.
    private static func readAll(from descriptor: Int32, pid: pid_t, timeout: Double) -> (bytes: [UInt8], timedOut: Bool) {
        let watch = Stopwatch()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let remaining = timeout - watch.seconds
            if remaining <= 0 {
                kill(pid, SIGKILL)
                return (bytes, true)
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(min(remaining, 1.0) * 1000) + 1)
            if ready < 0 {
                if errno == EINTR { continue }
                return (bytes, false)
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0 ..< count])
            } else if count == 0 {
                return (bytes, false)
            } else if errno != EINTR {
                return (bytes, false)
            }
        }
    }
}
