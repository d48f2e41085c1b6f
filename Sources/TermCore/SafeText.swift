/// Replacements that keep untrusted text from ever reaching the terminal as control codes.
///
/// C0 controls become their Unicode control pictures (`ESC` shows as `␛`), `DEL` becomes `␡`,
/// and C1 controls and bidi overrides become `�`. Every write into a ``CellBuffer`` goes
/// through this, so no view, asset or data file can smuggle an escape sequence out.
extension Character {
    /// This grapheme, or a visible stand-in when it carries a control or bidi-override scalar.
    package var terminalSafe: Character {
        if let ascii = asciiValue {
            if ascii < 0x20 { return Character(Unicode.Scalar(0x2400 + UInt32(ascii))!) }
            return ascii == 0x7F ? "\u{2421}" : self
        }
        for scalar in unicodeScalars where scalar.isTerminalUnsafe {
            if scalar.value < 0x20 { return Character(Unicode.Scalar(0x2400 + scalar.value)!) }
            return "\u{FFFD}"
        }
        return self
    }
}

extension Unicode.Scalar {
    /// Controls (C0, DEL, C1) and the bidi embedding, override and isolate marks: the one rule
    /// for text bound for a terminal, shown as stand-ins by ``Character/terminalSafe`` and
    /// escaped by ``JSONText``.
    var isTerminalUnsafe: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
