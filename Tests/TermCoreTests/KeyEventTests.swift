import Testing

@testable import TermCore

@Suite("Key names")
struct KeyEventTests {
    static let canonical = [
        "left", "right", "up", "down", "home", "end", "pgup", "pgdn", "enter", "tab", "shift+tab",
        "backspace", "delete", "insert", "esc", "space", "plus", "hash", "star", "ctrl+c", "alt+x",
        "ctrl+alt+shift+f5", "a", "Z", "1", "分", "f12", "shift+up",
    ]

    @Test("Every canonical name parses and prints back the same", arguments: canonical)
    func roundTrip(name: String) throws {
        let key = try #require(KeyEvent(name))
        #expect(key.description == name)
    }

    @Test("Every named key prints a name that parses back to it")
    func everyKeyRoundTrips() throws {
        var keys: [Key] = [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .tab,
            .backspace, .delete, .insert, .escape, .space,
        ]
        keys += (1...24).map(Key.function)
        for key in keys {
            for modifiers in [Modifiers(), .control, .shift, [.control, .alt]] {
                let event = KeyEvent(key, modifiers: modifiers)
                #expect(KeyEvent(event.description) == event)
            }
        }
    }

    @Test("Shift-Tab is Tab with a modifier, not a key of its own")
    func shiftTab() {
        #expect(KeyEvent("shift+tab") == KeyEvent(.tab, modifiers: .shift))
    }

    @Test(
        "Aliases parse to the canonical key", arguments: [("return", "enter"), ("escape", "esc"), ("PageDown", "pgdn")])
    func aliases(alias: String, canonical: String) {
        #expect(KeyEvent(alias)?.description == canonical)
    }

    @Test("Unknown names do not parse", arguments: ["rigth", "", "ctrl+", "hyper+a", "f99", "ab"])
    func unknown(name: String) {
        #expect(KeyEvent(name) == nil)
    }
}
