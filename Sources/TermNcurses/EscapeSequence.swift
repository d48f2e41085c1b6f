import TermCore

/// Decodes the escape sequences ncurses' terminfo did not know, so they never read as Esc.
///
/// Terminals and multiplexers disagree about some keys (tmux sends `ESC [ 4 ~` for End while
/// xterm's terminfo expects `ESC O F`). ncurses hands such a sequence back as a lone Esc followed
/// by its bytes; read as keys, that Esc would skip the onboarding. We collect the bytes and map the
/// common xterm/VT forms; anything else is dropped whole.
package enum EscapeSequence {
    /// The key for a CSI (`ESC [`) or SS3 (`ESC O`) sequence, or nil to drop it.
    ///
    /// - Parameters:
    ///   - introducer: `[` or `O`.
    ///   - parameters: the bytes between the introducer and the final byte (`1;5`, `4`, `200`).
    ///   - final: the final byte (`A`…`Z`, `~`).
    ///
    /// A key's parameters are at most two numbers separated by `;`: a sequence with anything
    /// else (`-`, `+`, `<`, `?`, a third field), a number above ``largestParameter`` or a
    /// modifier code above 16 is dropped, so no number typed at the terminal reaches any
    /// arithmetic.
    package static func key(introducer: Character, parameters: String, final: Character) -> KeyEvent? {
        guard let fields = Fields(parameters), fields.count <= 2, fields.modifierCode <= 16 else { return nil }
        let modifiers = fields.count > 1 ? xtermModifiers(fields.modifierCode) : []
        let key: Key?
        switch final {
        case "A": key = .up
        case "B": key = .down
        case "C": key = .right
        case "D": key = .left
        case "H": key = .home
        case "F": key = .end
        case "Z": return KeyEvent(.tab, modifiers: .shift)
        case "P", "Q", "R", "S": key = .function(Int(final.asciiValue! - Character("P").asciiValue!) + 1)
        case "~": key = tildeKey(fields.first)
        default: key = nil
        }
        guard let key, introducer == "[" || introducer == "O" else { return nil }
        return KeyEvent(key, modifiers: modifiers)
    }

    /// `ESC [ n ~` keys: home, insert, delete, end, page up/down and F5–F12.
    private static func tildeKey(_ code: Int?) -> Key? {
        guard let code else { return nil }
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11, 12, 13, 14, 15: return .function(code - 10)
        case 17, 18, 19, 20, 21: return .function(code - 11)
        case 23, 24: return .function(code - 12)
        default: return nil
        }
    }

    /// xterm encodes modifiers as 1 + (shift 1 | alt 2 | ctrl 4).
    private static func xtermModifiers(_ code: Int) -> Modifiers {
        let bits = max(0, code - 1)
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The largest number a parameter may hold; anything longer drops the sequence.
    package static let largestParameter = 9999

    /// The first two numeric fields of a key's parameters, read digit by digit and never past
    /// ``largestParameter``; nil when a field holds anything but digits or a larger number.
    struct Fields {
        /// How many fields there were (`""` is one, `1;5` two).
        private(set) var count = 1
        /// The first field (the key of `ESC [ n ~`); nil when empty.
        private(set) var first: Int?
        /// The second field (xterm's modifier code); 1 when empty or absent.
        private(set) var modifierCode = 1

        init?(_ parameters: String) {
            var value: Int?
            for byte in parameters.utf8 {
                if byte == UInt8(ascii: ";") {
                    store(value)
                    value = nil
                    count += 1
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    let next = (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                    guard next <= EscapeSequence.largestParameter else { return nil }
                    value = next
                } else {
                    return nil
                }
            }
            store(value)
        }

        private mutating func store(_ value: Int?) {
            guard let value else { return }
            if count == 1 { first = value } else if count == 2 { modifierCode = value }
        }
    }

    /// Whether a byte ends a CSI sequence.
    package static func isFinal(_ value: UInt32) -> Bool { (0x40...0x7E).contains(value) }

    /// Whether a byte may stand inside a CSI sequence before its final byte.
    package static func isParameter(_ value: UInt32) -> Bool { (0x20...0x3F).contains(value) }

    /// The longest sequence collected before giving up and dropping it.
    package static let maximumLength = 32
}
