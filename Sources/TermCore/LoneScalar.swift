/// A non-ASCII scalar in UTF-8 text that is a whole grapheme on its own and needs no change to
/// be shown: ``CellBuffer``'s write puts it in a cell straight from its bytes.
///
/// `›`, `…`, `●` and every CJK character of a translation went through grapheme breaking, a
/// `Character` and its checks: about 3 000 instructions a glyph, a third of drawing a menu row.
/// A scalar followed by ASCII (or by nothing) is a grapheme of its own unless it is a Prepend
/// character (Unicode's grapheme rule GB9b), so only blocks without any are taken: Latin to
/// Hebrew, the symbol and punctuation blocks, CJK and Hangul, the compatibility and full-width
/// forms, and emoji. Controls and bidi marks (``Unicode/Scalar/isTerminalUnsafe``) and scalars
/// of no width are left to the general path, which replaces or drops them.
struct LoneScalar {
    /// Its UTF-8 bytes and the columns it takes.
    let length: Int
    let width: Int

    /// The scalar starting at `offset`, when it is one; nil for ASCII, for a scalar followed by
    /// more non-ASCII (a combining mark or joiner may follow), and for the cases above.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        let end = offset + length
        guard end <= bytes.count, end == bytes.count || bytes[end] < 0x80 else { return nil }
        for index in (offset + 1)..<end {
            let byte = bytes[index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard Self.hasNoPrepend(value), let scalar = Unicode.Scalar(value), !scalar.isTerminalUnsafe else {
            return nil
        }
        let width = scalar.displayWidth
        guard width > 0 else { return nil }
        self.length = length
        self.width = width
    }

    /// Whether `value` lies in a block taken here (none holds a Prepend character).
    static func hasNoPrepend(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0..<0x600, 0x2000..<0xD800, 0xF900..<0xFFFE, 0x1F000..<0x1FB00: return true
        default: return false
        }
    }
}
