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
