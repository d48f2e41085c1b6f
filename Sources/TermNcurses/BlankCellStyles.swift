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
/// (what ncurses' pen holds). Each run of blanks is looked at once.
struct BlankCellStyles {
    private let row: ArraySlice<Cell>
    /// The run of blanks last looked at (absolute indices) and the style its blanks borrow.
    private var run: Range<Int> = 0..<0
    private var runNeighbours: (left: Cell?, right: Cell?) = (nil, nil)

    init(row: ArraySlice<Cell>) {
        self.row = row
    }

    /// Whether the cell shows nothing but its background.
    static func isBlank(_ cell: Cell) -> Bool {
        !cell.isContinuation && cell.isSpace
            && cell.style.attributes.isDisjoint(with: [.underline, .reverse])
    }

    /// The style to draw the cell at column `x` with: its own, or for a blank the borrowed one;
    /// `pen` is the style of the cell drawn last in this frame.
    mutating func style(at x: Int, pen: Style?) -> Style {
        let index = row.startIndex + x
        let cell = row[index]
        guard Self.isBlank(cell) else { return cell.style }
        if !run.contains(index) { findRun(around: index) }
        return Self.lend(runNeighbours.left?.style, to: cell)
            ?? Self.lend(runNeighbours.right?.style, to: cell) ?? Self.lend(pen, to: cell) ?? cell.style
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
        runNeighbours = (
            start > row.startIndex ? row[start - 1] : nil, end < row.endIndex ? row[end] : nil
        )
    }
}
