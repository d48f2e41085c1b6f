import CNcurses
import TermCore

/// Neighbouring ASCII cells of one row drawn in one style, handed to ncurses in one call.
///
/// Most of a frame is ASCII text: drawing it a run at a time instead of a cell at a time takes
/// the grapheme, scalar and colour-pair work out of the per-cell path (DECISIONS.md).
struct AsciiRun {
    private var bytes: [UInt8] = []
    private var row = 0
    private var column = 0
    private var style = Style.plain

    /// Adds a cell: to this run when it continues it (same row, next column, same style), else
    /// draws this run and starts a new one.
    mutating func add(_ byte: UInt8, row: Int, column: Int, style: Style, palette: inout TerminalPalette) {
        if !bytes.isEmpty, row == self.row, column == self.column + bytes.count, style == self.style {
            bytes.append(byte)
            return
        }
        draw(palette: &palette)
        bytes.append(byte)
        self.row = row
        self.column = column
        self.style = style
    }

    /// Draws what the run holds and empties it (keeping its storage).
    mutating func draw(palette: inout TerminalPalette) {
        guard !bytes.isEmpty else { return }
        let (attributes, pair) = palette.attributesAndPair(for: style)
        cn_put_ascii(Int32(row), Int32(column), bytes, Int32(bytes.count), attributes, pair)
        bytes.removeAll(keepingCapacity: true)
    }
}
