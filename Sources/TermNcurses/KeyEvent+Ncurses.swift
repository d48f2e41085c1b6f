import CNcurses
import TermCore

extension KeyEvent {
    /// Maps a `get_wch` function-key code (`KEY_*`, returned with `KEY_CODE_YES`) to a key.
    ///
    /// Returns nil for codes that are not keys (`KEY_RESIZE`, `KEY_MOUSE`) or that we ignore.
    package init?(ncursesKeyCode code: Int32) {
        switch code {
        case KEY_UP: self.init(.up)
        case KEY_DOWN: self.init(.down)
        case KEY_LEFT: self.init(.left)
        case KEY_RIGHT: self.init(.right)
        case KEY_SR: self.init(.up, modifiers: .shift)
        case KEY_SF: self.init(.down, modifiers: .shift)
        case KEY_SLEFT: self.init(.left, modifiers: .shift)
        case KEY_SRIGHT: self.init(.right, modifiers: .shift)
        case KEY_HOME: self.init(.home)
        case KEY_END: self.init(.end)
        case KEY_SHOME: self.init(.home, modifiers: .shift)
        case KEY_SEND: self.init(.end, modifiers: .shift)
        case KEY_PPAGE: self.init(.pageUp)
        case KEY_NPAGE: self.init(.pageDown)
        case KEY_ENTER: self.init(.enter)
        case KEY_BTAB: self.init(.tab, modifiers: .shift)
        case KEY_BACKSPACE: self.init(.backspace)
        case KEY_DC: self.init(.delete)
        case KEY_IC: self.init(.insert)
        case (KEY_F0 + 1)...(KEY_F0 + 24): self.init(.function(Int(code - KEY_F0)))
        default: return nil
        }
    }

    /// Maps a character read by `get_wch` to a key: control codes become named keys or
    /// `ctrl+` letters; anything that is not a valid scalar is dropped.
    package init?(ncursesCharacter value: UInt32) {
        switch value {
        case 0: self.init(.space, modifiers: .control)
        case 9: self.init(.tab)
        case 10, 13: self.init(.enter)
        case 8, 127: self.init(.backspace)
        case 27: self.init(.escape)
        case 1...26:
            let letter = Character(Unicode.Scalar(UInt8(value) + 96))
            self.init(.character(letter), modifiers: .control)
        case 28...31, 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            self.init(.character(Character(scalar)))
        }
    }
}
