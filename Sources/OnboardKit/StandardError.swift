import Glibc
import TermCore

/// Writes whole lines to stderr, with control characters shown as visible stand-ins.
enum StandardError {
    static func write(_ text: String) {
        fflush(nil)
        let line = Array((String(text.map(\.terminalSafe)) + "\n").utf8)
        line.withUnsafeBytes { bytes in _ = Glibc.write(2, bytes.baseAddress, bytes.count) }
    }
}
