import Glibc
import TermCore

/// Writes whole lines to stdout and stderr.
enum Console {
    static func output(_ text: String, terminator: String = "\n") {
        print(text, terminator: terminator)
    }

    /// Writes `onboard: text` to stderr after flushing stdout, so the two stay in order.
    ///
    /// Messages quote manifests, scripts and paths, which are untrusted: control characters
    /// are shown as their visible stand-ins, so an error can never carry an escape sequence.
    static func error(_ text: String) {
        fflush(nil)
        let visible = String(text.map(\.terminalSafe))
        let line = Array("onboard: \(visible)\n".utf8)
        line.withUnsafeBytes { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
