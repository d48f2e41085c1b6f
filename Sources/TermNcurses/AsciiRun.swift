import CNcurses
import TermCore

/// Neighbouring ASCII cells of one row drawn in one style, handed to ncurses in one call.
///
/// Most of a frame is ASCII text: drawing it a run at a time instead of a cell at a time takes
/// the grapheme, scalar and colour-pair work out of the per-cell path (docs/decisions/0062). The
/// bytes
/// go into a buffer of one row's width that the caller owns for the frame, so adding a cell is
/// a store, with no growth or uniqueness check.
struct AsciiRun {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    private var row = 0
    private var column = 0
    private var style = Style.plain

    /// A run over `buffer`, which holds at least one row of the frame.
    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        bytes = buffer
    }

    /// Adds a cell: to this run when it continues it (same row, next column, same style), else
    /// draws this run and starts a new one.
    mutating func add(_ byte: UInt8, row: Int, column: Int, style: Style, palette: inout TerminalPalette) {
        if count > 0, row == self.row, column == self.column + count, style == self.style {
            bytes[count] = byte
            count += 1
            return
        }
        draw(palette: &palette)
        bytes[0] = byte
        count = 1
        self.row = row
        self.column = column
        self.style = style
    }

    /// Whether the run is open and its next cell is at `column` of `row`.
    @inline(__always)
    func continues(row: Int, column: Int) -> Bool {
        count > 0 && row == self.row && column == self.column &+ count
    }

    /// Adds a cell that ``continues(row:column:)`` in the run's style.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        bytes[count] = byte
        count &+= 1
    }

    /// Where the run's next byte goes, for ``NcursesBackend/joiningCells(_:before:from:to:tail:into:)``;
    /// the buffer holds a row, and a run never leaves its row.
    @inline(__always)
    var end: UnsafeMutablePointer<UInt8> {
        bytes.baseAddress.unsafelyUnwrapped + count
    }

    /// Counts `added` bytes written at ``end`` as the run's.
    @inline(__always)
    mutating func didAppend(_ added: Int) {
        count &+= added
    }

    /// Draws what the run holds and empties it.
    mutating func draw(palette: inout TerminalPalette) {
        guard count > 0 else { return }
        let (attributes, pair) = palette.attributesAndPair(for: style)
        cn_put_ascii(Int32(row), Int32(column), bytes.baseAddress, Int32(count), attributes, pair)
        count = 0
    }
}
