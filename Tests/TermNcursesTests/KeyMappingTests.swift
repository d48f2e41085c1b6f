import CNcurses
import TermCore
import Testing

@testable import TermNcurses

@Suite("ncurses key mapping")
struct KeyMappingTests {
    @Test(
        "Function-key codes map to canonical keys",
        arguments: [
            (KEY_LEFT, "left"), (KEY_RIGHT, "right"), (KEY_UP, "up"), (KEY_DOWN, "down"), (KEY_HOME, "home"),
            (KEY_END, "end"), (KEY_PPAGE, "pgup"), (KEY_NPAGE, "pgdn"), (KEY_BTAB, "shift+tab"),
            (KEY_BACKSPACE, "backspace"), (KEY_DC, "delete"), (KEY_ENTER, "enter"), (KEY_F0 + 5, "f5"),
            (KEY_SLEFT, "shift+left"),
        ])
    func keyCodes(code: Int32, name: String) {
        #expect(KeyEvent(ncursesKeyCode: code)?.description == name)
    }

    @Test("Resize and mouse codes are not keys")
    func notKeys() {
        #expect(KeyEvent(ncursesKeyCode: KEY_RESIZE) == nil)
        #expect(KeyEvent(ncursesKeyCode: KEY_MOUSE) == nil)
    }

    @Test(
        "Characters map to keys, control codes to named keys or ctrl+letter",
        arguments: [
            (UInt32(13), "enter"), (10, "enter"), (9, "tab"), (27, "esc"), (127, "backspace"), (3, "ctrl+c"),
            (1, "ctrl+a"), (32, "space"), (0x61, "a"), (0x5206, "分"), (0, "ctrl+space"),
        ])
    func characters(value: UInt32, name: String) {
        #expect(KeyEvent(ncursesCharacter: value)?.description == name)
    }

    @Test("C1 controls and invalid scalars are dropped", arguments: [UInt32(0x9B), 0x85, 0xD800, 0x110000])
    func dropped(value: UInt32) {
        #expect(KeyEvent(ncursesCharacter: value) == nil)
    }
}
