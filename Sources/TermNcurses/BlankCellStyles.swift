import TermCore

/// Picks how the blank cells of one row are drawn so the row changes colour pair as seldom
/// as possible.
///
/// A space without underline or reverse shows only its background: its foreground, bold and
/// dim cannot be seen. ncurses emits a colour-pair change (about 20 bytes: `ESC [39;49m` to
/// reach a default foreground, then the background again) wherever two neighbouring cells
/// differ, so a blank drawn with the foreground of the text beside it costs nothing, while a
/// blank drawn "plain" costs two changes around every word. A blank therefore borrows the
/// foreground and attributes of the nearest visible cell on its row with the same background,
/// the one on its left first, else the one on its right, else the cell drawn just before it
/// (what ncurses' pen holds). Each run of blanks is looked at once, and what a neighbour lent
/// is kept for the run's next blank of the same background (a row's gap before right-aligned
/// text is one run of fifty blanks).
/// The row is read through a pointer the caller keeps valid (the present loop's frame), so
/// looking at a cell copies nothing and checks no bounds in release builds.
struct BlankCellStyles {
    private let row: UnsafeBufferPointer<Cell>
    /// The run of blanks last looked at (columns of the row) and the styles its blanks may borrow.
    private var run: Range<Int> = 0..<0
    private var left: Style?
    private var right: Style?
    /// The background of the run's last blank that a neighbour lent to, and what it lent.
    private var lent: (background: Color?, style: Style)?

    init(row: UnsafeBufferPointer<Cell>) {
        self.row = row
    }

    /// Whether the cell shows nothing but its background.
    @inline(__always)
    static func isBlank(_ cell: Cell) -> Bool {
        cell.isSpace && !cell.isContinuation && cell.style.attributes.isDisjoint(with: [.underline, .reverse])
    }

    /// The style to draw the cell at column `x` with: its own, or for a blank the borrowed one;
    /// `pen` is the style of the cell drawn last in this frame.
    mutating func style(at x: Int, pen: Style?) -> Style {
        style(of: row[x], at: x, pen: pen)
    }

    /// ``style(at:pen:)`` for the row's cell at `x` that the caller has already read.
    @inline(__always)
    mutating func style(of cell: Cell, at x: Int, pen: Style?) -> Style {
        guard Self.isBlank(cell) else { return cell.style }
        return borrowedStyle(for: cell, at: x, pen: pen)
    }

    private mutating func borrowedStyle(for cell: Cell, at index: Int, pen: Style?) -> Style {
        if !run.contains(index) {
            findRun(around: index)
            lent = nil
        }
        if let lent, lent.background == cell.style.background { return lent.style }
        if let neighbour = Self.lend(left, to: cell) ?? Self.lend(right, to: cell) {
            lent = (cell.style.background, neighbour)
            return neighbour
        }
        return Self.lend(pen, to: cell) ?? cell.style
    }

    /// `style` when a blank drawn with it looks like `blank`: same background, nothing visible.
    private static func lend(_ style: Style?, to blank: Cell) -> Style? {
        guard let style, style.background == blank.style.background,
            style.attributes.isDisjoint(with: [.underline, .reverse])
        else { return nil }
        return style
    }

    private mutating func findRun(around index: Int) {
        var start = index
        while start > row.startIndex, Self.isBlank(row[start - 1]) { start -= 1 }
        var end = index + 1
        while end < row.endIndex, Self.isBlank(row[end]) { end += 1 }
        run = start..<end
        left = start > row.startIndex ? row[start - 1].style : nil
        right = end < row.endIndex ? row[end].style : nil
    }
}
