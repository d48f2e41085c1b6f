import TermCore

/// A cell read as the four 64-bit words it is made of, for the present loop's fast path.
///
/// Most cells of a frame are ASCII in the style of the cell before them. Reading that from the
/// words (the grapheme in the first two, the style in the 13 bytes after them) is a handful of
/// compares, where building and comparing ``Style`` values cost about 150 instructions a cell
/// (docs/decisions/0072). Equal words are equal values; unequal
/// words may still be equal values (an absent colour's payload bytes are no part of its value),
/// so words only ever say "the same", and everything else takes the general path.
struct CellWords {
    let grapheme0: UInt64
    let grapheme1: UInt64
    let style0: UInt64
    let style1: UInt64

    /// Whether `Cell` is laid out as read here.
    ///
    /// The grapheme, then the style at byte 16 (13 bytes), then the continuation flag. Checked
    /// once; without it the loop takes the general path.
    static let isLayoutKnown: Bool =
        MemoryLayout<Cell>.stride == 32 && MemoryLayout<Style>.size == 13
        && MemoryLayout<Cell>.offset(of: \Cell.style) == 16
        && MemoryLayout<Cell>.offset(of: \Cell.isContinuation) == 29
        && MemoryLayout<Style>.offset(of: \Style.background) == 6
        && MemoryLayout<Style>.offset(of: \Style.attributes) == 12 && MemoryLayout<TextAttributes>.size == 1
        && TextAttributes([.underline, .reverse]).rawValue == 0x0C

    /// The style's last five bytes in the fourth word (the continuation flag and link follow).
    private static let styleTail: UInt64 = 0xFF_FFFF_FFFF
    /// An InlineGrapheme of one byte keeps its length in the second word's top byte.
    private static let oneByte: UInt64 = 1 << 56

    @inline(__always)
    init(_ cells: UnsafeRawPointer, at index: Int) {
        let offset = index &* 32
        grapheme0 = cells.load(fromByteOffset: offset, as: UInt64.self)
        grapheme1 = cells.load(fromByteOffset: offset &+ 8, as: UInt64.self)
        style0 = cells.load(fromByteOffset: offset &+ 16, as: UInt64.self)
        style1 = cells.load(fromByteOffset: offset &+ 24, as: UInt64.self) & Self.styleTail
    }

    /// Whether cell `index` has the same 32 bytes in both frames (so the same value).
    ///
    /// The present loop's test for an unchanged cell: four compares, where `Cell`'s `==`
    /// compares field by field (about 30 instructions a cell). Cells equal in value but not in
    /// bytes are drawn again, which ncurses finds unchanged and does not send.
    @inline(__always)
    static func same(_ cells: UnsafeRawPointer, _ other: UnsafeRawPointer, at index: Int) -> Bool {
        let offset = index &* 32
        return cells.load(fromByteOffset: offset, as: UInt64.self)
            == other.load(fromByteOffset: offset, as: UInt64.self)
            && cells.load(fromByteOffset: offset &+ 8, as: UInt64.self)
                == other.load(fromByteOffset: offset &+ 8, as: UInt64.self)
            && cells.load(fromByteOffset: offset &+ 16, as: UInt64.self)
                == other.load(fromByteOffset: offset &+ 16, as: UInt64.self)
            && cells.load(fromByteOffset: offset &+ 24, as: UInt64.self)
                == other.load(fromByteOffset: offset &+ 24, as: UInt64.self)
    }

    /// Whether cell `index` is the second half of a wide grapheme (its flag is byte 29).
    @inline(__always)
    static func isContinuation(_ cells: UnsafeRawPointer, at index: Int) -> Bool {
        cells.load(fromByteOffset: index &* 32 &+ 29, as: UInt8.self) != 0
    }

    /// The cell's printable ASCII byte when that is all it holds (a space included).
    @inline(__always)
    var ascii: UInt8? {
        grapheme1 == Self.oneByte && grapheme0 < 0x80 ? UInt8(truncatingIfNeeded: grapheme0) : nil
    }

    /// Underline and reverse in the attributes byte, the style's last (bits 32–39 of the fourth word).
    private static let visibleOnBlank: UInt64 = 0x0C << 32

    /// Whether the cell shows only its background: one space without underline or reverse, as
    /// ``BlankCellStyles/isBlank(_:)`` (the present loop skips continuation cells before asking).
    @inline(__always)
    var isBlank: Bool {
        grapheme0 == 0x20 && grapheme1 == Self.oneByte && style1 & Self.visibleOnBlank == 0
    }

    /// Whether a blank drawn in `other`'s style looks like this blank: the same background bytes
    /// (the last two of the third word, the first four of the fourth), and no underline or
    /// reverse in `other`'s style (``BlankCellStyles`` lends a neighbour's style on those terms).
    @inline(__always)
    func canBorrowStyle(of other: CellWords) -> Bool {
        style0 >> 48 == other.style0 >> 48 && style1 & 0xFFFF_FFFF == other.style1 & 0xFFFF_FFFF
            && other.style1 & Self.visibleOnBlank == 0
    }

    /// Whether the two cells' styles have the same bytes (so the same value).
    @inline(__always)
    func hasStyle(of other: CellWords) -> Bool {
        style0 == other.style0 && style1 == other.style1
    }
}
