/// An asciicast v2 recording of a headless run, built frame by frame.
///
/// The file is JSON lines: a header (`version` 2, `width`, `height`, `env.TERM`), then one
/// `[time, code, data]` event per line. Every presented frame becomes an `"o"` event that
/// repaints the whole screen (see ``ANSIFrame``), a change of size is an `"r"` event just before
/// it, and snapshots are `"m"` markers a player can seek to. Times are the virtual clock's, so
/// the same script gives the same file; the header has no wall-clock `timestamp` for that
/// reason. Without `wait` lines every event happens at 0.0: the script sets the pace. Frames
/// hide the cursor, so the file ends with one more output event that resets the style and shows
/// it again: a cast printed to a terminal (`asciinema cat`) leaves the cursor as it found it.
package struct AsciicastRecording: Sendable {
    package let size: Size
    package let depth: ColorDepth
    package private(set) var events: [String] = []
    private var currentSize: Size
    /// When the last event happened: the closing event's time.
    private var lastTime: Duration = .zero

    package init(size: Size, depth: ColorDepth) {
        self.size = size
        self.depth = depth
        self.currentSize = size
    }

    /// The header line.
    package var header: String {
        #"{"version":2,"width":\#(size.width),"height":\#(size.height),"env":{"TERM":\#(JSONText.quoted(term))}}"#
    }

    /// The terminal type the recorded escape sequences are written for.
    package var term: String {
        switch depth {
        case .monochrome: return "xterm-mono"
        case .ansi8: return "xterm"
        case .ansi16: return "xterm-16color"
        case .xterm256: return "xterm-256color"
        case .trueColor: return "xterm-direct"
        }
    }

    /// Adds a frame shown at `time`, preceded by a resize event when its size changed.
    package mutating func record(_ frame: CellBuffer, at time: Duration) {
        if frame.size != currentSize {
            currentSize = frame.size
            append(time, "r", frame.size.description)
        }
        append(time, "o", ANSIFrame.encode(frame, depth: depth))
    }

    /// Adds a marker (a snapshot's name) at `time`.
    package mutating func mark(_ label: String, at time: Duration) {
        append(time, "m", label)
    }

    /// The whole file: the header, every event and the closing one (the style reset, the cursor
    /// shown), each line ending in a newline.
    package var text: String {
        let closing = events.isEmpty ? [] : [Self.event(lastTime, "o", Self.closingOutput)]
        return ([header] + events + closing).map { $0 + "\n" }.joined()
    }

    /// What the closing event writes: SGR reset, cursor shown.
    package static let closingOutput = "\u{1B}[0m\u{1B}[?25h"

    private mutating func append(_ time: Duration, _ code: String, _ data: String) {
        events.append(Self.event(time, code, data))
        lastTime = time
    }

    private static func event(_ time: Duration, _ code: String, _ data: String) -> String {
        "[\(seconds(time)), \(JSONText.quoted(code)), \(JSONText.quoted(data))]"
    }

    /// Seconds with up to six decimals, trailing zeros trimmed but one kept (`0.0`, `1.25`).
    package static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = max(0, seconds) * 1_000_000 + max(0, attoseconds) / 1_000_000_000_000
        var fraction = String(micros % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 1, fraction.last == "0" { fraction.removeLast() }
        return "\(micros / 1_000_000).\(fraction)"
    }
}
