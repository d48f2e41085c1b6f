import CNcurses
import Testing

@Suite("Charset resets dropped from frames")
struct CharsetResetTests {
    /// Runs the shim's trim over `text` between two offsets and returns what is left.
    private static func dropped(_ text: String, from: Int, to: Int) -> String {
        var bytes = Array(text.utf8)
        let length = cn_trim_frame(&bytes, from, to, bytes.count, Int32(CN_TRIM_CHARSET_RESETS.rawValue))
        return String(decoding: bytes[..<length], as: UTF8.self)
    }

    @Test("Every ESC ( B inside the range goes and the tail moves up; SGR and text stay")
    func dropsInsideTheRange() {
        let frame = "\u{1B}[?2026h\u{1B}(B\u{1B}[0;1mTitle\u{1B}[39m\u{1B}(B\u{1B}[m\u{1B}[?2026l"
        let begin = "\u{1B}[?2026h".utf8.count
        let end = frame.utf8.count - "\u{1B}[?2026l".utf8.count
        #expect(
            Self.dropped(frame, from: begin, to: end)
                == "\u{1B}[?2026h\u{1B}[0;1mTitle\u{1B}[39m\u{1B}[m\u{1B}[?2026l")
    }

    @Test("Bytes outside the range are never touched, nor a reset cut by its edge")
    func keepsOutsideTheRange() {
        let frame = "\u{1B}(Babc\u{1B}(Bdef\u{1B}(B"
        #expect(Self.dropped(frame, from: 3, to: 9) == "\u{1B}(Babcdef\u{1B}(B")
        #expect(Self.dropped(frame, from: 3, to: 8) == frame)
        #expect(Self.dropped(frame, from: 3, to: 3) == frame)
        #expect(Self.dropped(frame, from: 4, to: frame.utf8.count) == "\u{1B}(Babcdef")
    }

    @Test("A frame with nothing to drop keeps its length; a range past the end is cut to it")
    func nothingToDrop() {
        #expect(Self.dropped("\u{1B}[mplain (B text", from: 0, to: 17) == "\u{1B}[mplain (B text")
        #expect(Self.dropped("x\u{1B}(B", from: 1, to: 99) == "x")
        #expect(Self.dropped("\u{1B}(", from: 0, to: 2) == "\u{1B}(")
    }
}
