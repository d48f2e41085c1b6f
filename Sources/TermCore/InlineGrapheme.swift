/// A grapheme's UTF-8 bytes kept inside 16 bytes, so a ``Cell`` is a plain value.
///
/// A `Character` is a string: copying one retains it and comparing two runs Unicode rules,
/// and a frame copies and compares thousands of cells. Kept as bytes, a cell copies like an
/// integer and compares by bytes, which made rendering several times faster (DECISIONS.md).
/// Up to 15 bytes fit; a longer grapheme (a long emoji sequence, which the terminal would
/// misalign anyway) keeps the whole scalars that fit, as the terminal backend keeps at most
/// five scalars.
struct InlineGrapheme: Hashable, Sendable {
    private var low: UInt64
    /// The bytes after the eighth; the top byte holds the count.
    private var high: UInt64

    static let capacity = 15

    init(_ character: Character) {
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            self.init(ascii: ascii)
            return
        }
        // Encoded in place, scalar by scalar: an array per scalar cost about 1 800 instructions
        // a grapheme, and a frame writes a few "›" and CJK cells every time.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0
        for scalar in character.unicodeScalars {
            guard count + UTF8.width(scalar) <= Self.capacity else { break }
            UTF8.encode(scalar) { byte in
                if count < 8 {
                    low |= UInt64(byte) << (8 * count)
                } else {
                    high |= UInt64(byte) << (8 * (count - 8))
                }
                count += 1
            }
        }
        high |= UInt64(count) << 56
        self.init(low: low, high: high)
    }

    /// One ASCII byte: the common case, with no work at all.
    init(ascii: UInt8) {
        self.init(low: UInt64(ascii), high: 1 << 56)
    }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    var count: Int { Int(high >> 56) }

    /// The single ASCII byte, when that is all there is.
    var ascii: UInt8? { count == 1 && low < 0x80 ? UInt8(low) : nil }

    /// Whether this is one space: two word compares, for loops over every cell.
    var isSpace: Bool { low == 0x20 && high == 1 << 56 }

    var character: Character {
        if let ascii { return Character(Unicode.Scalar(ascii)) }
        // The two words' bytes in order, read in place: at most 15, so a small string (no
        // allocation); the count in the top byte is past them.
        let count = self.count
        let words = (low.littleEndian, high.littleEndian)
        return withUnsafeBytes(of: words) { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<count]), as: UTF8.self).first ?? " "
        }
    }
}
