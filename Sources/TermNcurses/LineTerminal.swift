import CNcurses
import TermCore

/// The accessible mode's terminal: plain lines out, keys one at a time in; never curses, the
/// alternate screen or a cursor move (`CNcurses/line_mode.c`).
///
/// Lines go to the terminal itself (`/dev/tty`), so stdout keeps only what the program prints
/// there (the runner's JSON line). Ctrl-C arrives as a key, as in full screen; a termination
/// signal from outside ends ``readKey()`` with nil and is kept in ``pendingSignal``.
@MainActor
package final class LineTerminal {
    private var isOpen = false

    /// Takes the terminal; nil when there is none.
    package init?() {
        guard cn_line_begin() == 0 else {
            cn_line_end()
            return nil
        }
        isOpen = true
    }

    /// The termination signal that ended reading, if one did.
    package var pendingSignal: Int32? {
        let signal = cn_line_signal()
        return signal == 0 ? nil : signal
    }

    /// Writes `line` and a line break.
    package func write(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = cn_line_write($0.baseAddress, $0.count) }
        }
    }

    /// The next key: Enter, Esc, a character (Ctrl-C as `c` with control), or `.function(0)`
    /// for anything else (arrows, other escape sequences, other control bytes); nil at the end
    /// of input or on a termination signal.
    package func readKey() -> KeyEvent? {
        let byte = cn_line_read(-1)
        if byte == -1 { return KeyEvent(.function(0)) }
        guard byte >= 0 else { return nil }
        switch byte {
        case 10, 13: return KeyEvent(.enter)
        case 3: return KeyEvent(.character("c"), modifiers: .control)
        case 27: return escapeOrSequence()
        case 32...126: return KeyEvent(.character(Character(Unicode.Scalar(UInt8(byte)))))
        case 0xC0...0xFF:
            drain(continuationBytes: byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1)
            return KeyEvent(.function(0))
        default: return KeyEvent(.function(0))
        }
    }

    /// A lone Esc, or an escape sequence (an arrow key, say) read to its end and ignored.
    private func escapeOrSequence() -> KeyEvent {
        let next = cn_line_read(30)
        guard next >= 0 else { return KeyEvent(.escape) }
        if next == 91 || next == 79 {  // CSI or SS3: up to the final byte
            for _ in 0..<16 {
                let byte = cn_line_read(30)
                if byte < 0 || (0x40...0x7E).contains(byte) { break }
            }
        }
        return KeyEvent(.function(0))
    }

    private func drain(continuationBytes count: Int) {
        for _ in 0..<count where cn_line_read(30) < 0 { break }
    }

    /// Gives the terminal back as it was found.
    package func stop() {
        guard isOpen else { return }
        isOpen = false
        cn_line_end()
    }
}
