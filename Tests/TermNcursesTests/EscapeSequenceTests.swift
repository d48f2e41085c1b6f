import TermCore
import Testing

@testable import TermNcurses

@Suite("Escape sequences ncurses did not know")
struct EscapeSequenceTests {
    @Test(
        "Common xterm and VT sequences decode to canonical keys",
        arguments: [
            ("[", "4", "~", "end"), ("[", "1", "~", "home"), ("[", "", "A", "up"), ("O", "", "D", "left"),
            ("[", "1;5", "C", "ctrl+right"), ("[", "1;2", "A", "shift+up"), ("[", "", "Z", "shift+tab"),
            ("[", "5", "~", "pgup"), ("[", "6", "~", "pgdn"), ("[", "3", "~", "delete"), ("O", "", "P", "f1"),
            ("[", "15", "~", "f5"), ("[", "24", "~", "f12"), ("[", "8", "~", "end"),
        ])
    func decodes(introducer: String, parameters: String, final: String, name: String) {
        let key = EscapeSequence.key(introducer: Character(introducer), parameters: parameters, final: Character(final))
        #expect(key?.description == name)
    }

    @Test(
        "Unknown sequences, bracketed paste marks and mouse reports are dropped",
        arguments: [("[", "200", "~"), ("[", "201", "~"), ("[", "<0;10;5", "M"), ("[", "99", "~"), ("[", "?1049", "h")])
    func drops(introducer: String, parameters: String, final: String) {
        #expect(
            EscapeSequence.key(introducer: Character(introducer), parameters: parameters, final: Character(final))
                == nil)
    }
}

@Suite("Escape sequences with hostile numbers")
struct HostileEscapeSequenceTests {
    /// `ESC [ 1 ; -9223372036854775808 A` typed at the pager killed it (`Int.min - 1` on the
    /// modifier field); numbers of any size or sign, long digit runs and many fields are dropped.
    @Test(
        "Huge, negative, long and many parameters never trap and are dropped",
        arguments: [
            "1;-9223372036854775808", "1;9223372036854775807", "1;99999999999999999999999999", "-1",
            "-9223372036854775808", "1;+5", "9223372036854775807", "1;5;7;9;11;13;15;17;19;21;23;25",
            String(repeating: "9", count: 40), "1;" + String(repeating: "9", count: 40), "1;-1", "1;10000",
        ])
    func hostileNumbers(parameters: String) {
        for final in ["A", "B", "C", "D", "H", "F", "P", "S", "~", "Z"] {
            let key = EscapeSequence.key(introducer: "[", parameters: parameters, final: Character(final))
            #expect(key == nil, "ESC [ \(parameters) \(final) read as \(key.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("Modifier codes up to 16 still decode; the numbers beside them do not change the key")
    func plausibleModifiers() {
        #expect(EscapeSequence.key(introducer: "[", parameters: "1;16", final: "A")?.description == "ctrl+alt+shift+up")
        #expect(EscapeSequence.key(introducer: "[", parameters: "1;1", final: "A")?.description == "up")
        #expect(EscapeSequence.key(introducer: "[", parameters: "0015", final: "~")?.description == "f5")
    }

    /// The picture query's answers are read by `TerminalAnswer`, which caps each number at
    /// 99 999 and a reply at 64 bytes: huge, negative and many numbers are no cell size.
    @Test(
        "Terminal answers with hostile numbers never trap and give no cell size",
        arguments: [
            "\u{1B}[6;99999999999999999999;9223372036854775807t", "\u{1B}[6;-9223372036854775808;9t",
            "\u{1B}[?" + String(repeating: "9", count: 300) + "c", "\u{1B}[?" + String(repeating: "4;", count: 200) + "c",
            "\u{1B}[6;0;0t", "\u{1B}_G" + String(repeating: "i=31;", count: 500),
        ])
    func hostileAnswers(answer: String) {
        let read = TerminalAnswer(Array(answer.utf8))
        #expect(read.cellSize == nil)
        #expect(!read.saysKittyGraphics)
    }
}
