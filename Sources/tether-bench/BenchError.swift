/// Why `tether-bench` could not measure something (as opposed to a measurement that failed
/// its checks, which is a ``Measurement`` with status `failed`).
enum BenchError: Error, CustomStringConvertible {
    /// A built-in workload's data could not be read.
    case badWorkloadData(String)
    /// The child process for one (workload, N) could not be started or read.
    case childProcess(String)
    /// A child printed something that is not the JSON record expected.
    case badChildOutput(String)

    var description: String {
        switch self {
        case .badWorkloadData(let message): "bad workload data: \(message)"
        case .childProcess(let message): "child process: \(message)"
        case .badChildOutput(let message): "unreadable child output: \(message)"
        }
    }
}
