import TermUI

/// The `--stats` line: frames drawn, bytes written and render-plus-present times.
///
/// Printed to stderr on exit so a scripted run can read it without disturbing stdout. Bytes
/// are what the frames wrote to the terminal (zero for headless runs, which write none).
enum StatsLine {
    static func text(_ stats: FrameStats, bytesWritten: Int) -> String {
        "stats: \(stats.frames) frames, \(bytesWritten) bytes written, render+present median "
            + "\(milliseconds(stats.median)), worst \(milliseconds(stats.worst))"
    }

    /// A duration in milliseconds with three decimals (microsecond steps), as `0.042 ms`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = Int(seconds) * 1_000_000 + Int((attoseconds + 500_000_000_000) / 1_000_000_000_000)
        let fraction = String(micros % 1000)
        return "\(micros / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
    }
}
