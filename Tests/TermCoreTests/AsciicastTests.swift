import Testing

@testable import TermCore

@Suite("Asciicast recording")
struct AsciicastTests {
    @Test(
        "Times are seconds with up to six decimals and at least one",
        arguments: [
            (Duration.zero, "0.0"), (.milliseconds(300), "0.3"), (.milliseconds(1250), "1.25"),
            (.microseconds(1), "0.000001"), (.seconds(61), "61.0"),
        ])
    func seconds(duration: Duration, expected: String) {
        #expect(AsciicastRecording.seconds(duration) == expected)
    }

    @Test("The header names version 2, the size and TERM, and every frame is an output event")
    func events() {
        var recording = AsciicastRecording(size: Size(width: 3, height: 1), depth: .xterm256)
        var frame = CellBuffer(size: Size(width: 3, height: 1))
        recording.record(frame, at: .zero)
        frame.write("a", at: .zero, style: .plain, clip: frame.bounds)
        recording.record(frame, at: .milliseconds(500))
        recording.mark("after-a", at: .milliseconds(500))
        let lines = recording.text.split(separator: "\n")
        #expect(lines.first == #"{"version":2,"width":3,"height":1,"env":{"TERM":"xterm-256color"}}"#)
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix(#"[0.0, "o", "\u001b[?25l\u001b[1;1H"#))
        #expect(lines[2].hasPrefix(#"[0.5, "o", "#))
        #expect(lines[3] == #"[0.5, "m", "after-a"]"#)
        #expect(recording.text.hasSuffix("\n"))
    }

    @Test("The cast ends by resetting the style and showing the cursor the frames hid, at the last time")
    func closingShowsTheCursor() {
        var recording = AsciicastRecording(size: Size(width: 3, height: 1), depth: .xterm256)
        #expect(recording.text.split(separator: "\n").count == 1, "no frame, nothing to close")
        recording.record(CellBuffer(size: Size(width: 3, height: 1)), at: .milliseconds(250))
        recording.mark("end", at: .seconds(2))
        let lines = recording.text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[3] == #"[2.0, "o", "\u001b[0m\u001b[?25h"]"#)
        #expect(recording.events.count == 2, "the closing event is the file's, not a recorded one")
    }

    @Test("A frame of another size is preceded by a resize event")
    func resize() {
        var recording = AsciicastRecording(size: Size(width: 3, height: 1), depth: .monochrome)
        recording.record(CellBuffer(size: Size(width: 3, height: 1)), at: .zero)
        recording.record(CellBuffer(size: Size(width: 5, height: 2)), at: .seconds(1))
        #expect(recording.events.count == 3)
        #expect(recording.events[1] == #"[1.0, "r", "5x2"]"#)
        #expect(recording.events[2].hasPrefix(#"[1.0, "o", "#))
    }

    @Test("A frame is painted row by row with one SGR per style run, wide glyphs once")
    func ansiFrame() {
        var frame = CellBuffer(size: Size(width: 4, height: 2))
        frame.write("分", at: Point(x: 1, y: 0), style: Style(attributes: .bold), clip: frame.bounds)
        let accent = Color(red: 253, green: 98, blue: 42)
        frame.write("x", at: Point(x: 0, y: 1), style: Style(foreground: accent), clip: frame.bounds)
        let encoded = ANSIFrame.encode(frame, depth: .xterm256)
        let esc = "\u{1B}["
        #expect(
            encoded
                == "\(esc)?25l\(esc)1;1H\(esc)0m \(esc)0;1m分\(esc)0m \(esc)0m"
                + "\(esc)2;1H\(esc)0;38;5;202mx\(esc)0m   \(esc)0m")
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func json() {
        #expect(JSONText.quoted("a\"b\\c\u{1B}[0m\n") == #""a\"b\\c\u001b[0m\n""#)
    }
}
