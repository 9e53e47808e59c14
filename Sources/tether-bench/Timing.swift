#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Median, minimum and maximum of a set of timings, in milliseconds.
struct Summary {
    var median: Double
    var min: Double
    var max: Double

    /// `nil` for no samples; the median of an even count is the mean of the middle two.
    init?(milliseconds samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    init(median: Double, min: Double, max: Double) {
        self.median = median
        self.min = min
        self.max = max
    }

    /// "3.05 ms [2.9 ms–4.1 ms]".
    var readable: String {
        "\(formatMilliseconds(median)) [\(formatMilliseconds(min))–\(formatMilliseconds(max))]"
    }

    var json: JSON {
        .object([("median", .number(median)), ("min", .number(min)), ("max", .number(max))])
    }

    init?(json: JSON?) {
        guard let json, let median = json["median"]?.double, let min = json["min"]?.double,
              let max = json["max"]?.double
        else { return nil }
        self.init(median: median, min: min, max: max)
    }
}

/// Monotonic time for the measurements (`ContinuousClock`).
struct Stopwatch {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init() {
        start = clock.now
    }

    /// Seconds since the stopwatch was made.
    var seconds: Double {
        (clock.now - start).seconds
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// Memory as the kernel counts it for this process.
enum Memory {
    /// The peak resident set size so far (`getrusage(RUSAGE_SELF).ru_maxrss`), in KiB.
    static func peakResidentKB() -> Int {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
    }
}

// MARK: - Human-readable units

/// A duration given in milliseconds, with a unit that keeps 3 significant digits:
/// "820 ns", "12.4 µs", "3.05 ms", "1.24 s".
func formatMilliseconds(_ ms: Double) -> String {
    func significant(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        if value >= 10 { return fixed(value, decimals: 1) }
        return fixed(value, decimals: 2)
    }
    if ms >= 100_000 { return "\(Int((ms / 1000).rounded())) s" }
    if ms >= 1000 { return significant(ms / 1000) + " s" }
    if ms >= 1 { return significant(ms) + " ms" }
    if ms >= 0.001 { return significant(ms * 1000) + " µs" }
    return significant(ms * 1_000_000) + " ns"
}

/// `value` with exactly `decimals` digits after the point (no Foundation `String(format:)`).
func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0 ..< decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return "\(value)" }
    let whole = Int(scaled) / Int(scale)
    let fraction = Int(scaled) % Int(scale)
    var digits = String(fraction)
    digits = String(repeating: "0", count: max(0, decimals - digits.count)) + digits
    let sign = value < 0 && scaled > 0 ? "-" : ""
    return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(digits)"
}

/// An integer with thousands separators: 1,234,567.
func grouped(_ value: Int) -> String {
    let digits = String(abs(value))
    var result = ""
    for (index, character) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
        result.append(character)
    }
    return value < 0 ? "-" + result : result
}
