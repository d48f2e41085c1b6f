import Glibc

/// Writes whole lines to stdout and stderr.
enum Console {
    static func output(_ text: String) {
        print(text)
    }

    /// Writes `onboard: text` to stderr after flushing stdout, so the two stay in order.
    static func error(_ text: String) {
        fflush(nil)
        let line = Array("onboard: \(text)\n".utf8)
        line.withUnsafeBytes { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
