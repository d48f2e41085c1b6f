/// A grapheme's UTF-8 bytes kept inside 16 bytes, so a ``Cell`` is a plain value.
///
/// A `Character` is a string: copying one retains it and comparing two runs Unicode rules,
/// and a frame copies and compares thousands of cells. Kept as bytes, a cell copies like an
/// integer and compares by bytes, which made rendering several times faster (docs/decisions/0033).
/// Up to 15 bytes fit. A grapheme is kept only whole: one that does not fit, or that a terminal
/// cell cannot take (see ``init(exactly:)``), is never cut into a fragment (a stray joiner, a
/// lone regional indicator or skin-tone modifier); ``CellBuffer`` draws a stand-in instead.
struct InlineGrapheme: Hashable, Sendable {
    private var low: UInt64
    /// The bytes after the eighth; the top byte holds the count.
    private var high: UInt64

    static let capacity = 15

    /// Zero-width scalars a terminal cell keeps after each spacing one: an X/Open `cchar_t`
    /// holds `CCHARW_MAX` (5) wide characters, the spacing one first.
    static let marksPerPiece = 4

    /// The stand-in for a grapheme that cannot be kept whole: U+FFFD, one column wide.
    static let standIn: Character = "\u{FFFD}"

    /// `character`, or the stand-in (``standIn``) when it cannot be kept whole.
    ///
    /// Callers that lay out cells (``CellBuffer``) ask ``init(exactly:)`` first and keep the
    /// grapheme's width with blanks; this form serves a cell made on its own.
    init(_ character: Character) {
        self = InlineGrapheme(exactly: character) ?? InlineGrapheme(exactly: Self.standIn)!
    }

    /// `character`'s bytes, or nil when they are more than 15 or a terminal cannot draw the
    /// grapheme whole.
    ///
    /// A terminal draws a grapheme as one cell per spacing scalar, each with the zero-width
    /// scalars after it (`👍🏽` is `👍` then `🏽`, `👩‍💻` is `👩`+ZWJ then `💻`), so a grapheme
    /// whose first scalar has no width, or with more than ``marksPerPiece`` zero-width scalars
    /// after one spacing scalar, cannot be sent whole. Widths are ``Unicode/Scalar/displayWidth``,
    /// checked only from the second scalar, so one-scalar graphemes (CJK, `›`) pay nothing.
    init?(exactly character: Character) {
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            self.init(ascii: ascii)
            return
        }
        // Encoded in place, scalar by scalar: an array per scalar cost about 1 800 instructions
        // a grapheme, and a frame writes a few "›" and CJK cells every time.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0
        var leading: Unicode.Scalar?
        var marks = 0
        for scalar in character.unicodeScalars {
            guard count + UTF8.width(scalar) <= Self.capacity else { return nil }
            if let first = leading {
                // From the second scalar on, the grapheme goes out in pieces, each led by a
                // spacing scalar: the first must be one.
                if count == UTF8.width(first), first.displayWidth == 0 { return nil }
                if scalar.displayWidth != 0 {
                    marks = 0
                } else {
                    marks += 1
                    if marks > Self.marksPerPiece { return nil }
                }
            } else {
                leading = scalar
            }
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

    /// The 2 to 4 UTF-8 bytes of one scalar, from `start` in `bytes` (the caller has checked them).
    init(scalarBytes bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) {
        var low: UInt64 = 0
        for index in 0..<count { low |= UInt64(bytes[start &+ index]) << (8 &* index) }
        self.init(low: low, high: UInt64(count) << 56)
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
