import CNcurses
import TermCore

/// The present loop: the cells of a frame handed to ncurses.
extension NcursesBackend {
    /// Hands ncurses every cell that differs from `before` (all of them without it).
    ///
    /// ASCII runs go in one call each, through pointers: no copies of cells, no bounds checks. An
    /// ASCII cell joins the open run from its words, without a ``Style`` being made or compared
    /// (``CellWords``), when ``BlankCellStyles`` would give it the run's style: a cell with the
    /// style bytes of the cell before it and blank exactly when that one is (a visible cell is
    /// drawn in its own style; a blank in the same run of blanks gets the same loan); a visible
    /// cell whose style has the bytes of the run's; a blank after a visible cell of the run, with
    /// its background (a blank borrows from its left first).
    static func draw(
        _ cells: UnsafeBufferPointer<Cell>, before: UnsafeBufferPointer<Cell>?, size: Size,
        skipping unchanged: UnchangedRows, palette: inout TerminalPalette, run: inout AsciiRun,
        scalars: inout [wchar_t]
    ) {
        guard let base = cells.baseAddress, !cells.isEmpty else { return }
        let words = UnsafeRawPointer(base)
        let fastPath = CellWords.isLayoutKnown
        let beforeWords = before.flatMap { $0.baseAddress.map { UnsafeRawPointer($0) } }
        let width = size.width
        var pen: Style?
        // The cell last added to the run, while the run stays open, and a visible cell of the
        // run (its style is the run's), unless a blank started or continued it on the slow path.
        var runTail = CellWords(words, at: 0)
        var runStyle: CellWords?
        for y in 0..<size.height where !unchanged.contains(y) {
            let row = UnsafeBufferPointer(rebasing: cells[(y * width)..<(y * width + width)])
            var blanks = BlankCellStyles(row: row)
            for x in 0..<width {
                let index = y * width + x
                if cells[index].isContinuation { continue }
                // A wide grapheme is drawn again when its second half changed (its style, say).
                if fastPath, let beforeWords {
                    if CellWords.same(words, beforeWords, at: index),
                        x + 1 >= width || !cells[index + 1].isContinuation
                            || CellWords.same(words, beforeWords, at: index + 1)
                    {
                        continue
                    }
                } else if let before, before[index] == cells[index],
                    x + 1 >= width || !cells[index + 1].isContinuation || before[index + 1] == cells[index + 1]
                {
                    continue
                }
                if fastPath, run.continues(row: y, column: x) {
                    let cell = CellWords(words, at: index)
                    if let ascii = cell.ascii {
                        // The tail's bytes and its blank-or-not (most cells), else a visible
                        // cell in the run's style, else a blank borrowing the visible tail's.
                        let joins: Bool
                        if cell.hasStyle(of: runTail), (cell.grapheme0 == 0x20) == (runTail.grapheme0 == 0x20) {
                            joins = true
                        } else if !cell.isBlank {
                            joins = runStyle.map { cell.hasStyle(of: $0) } ?? false
                        } else {
                            joins = !runTail.isBlank && (runStyle.map { cell.canBorrowStyle(of: $0) } ?? false)
                        }
                        if joins {
                            run.append(ascii)
                            runTail = cell
                            continue
                        }
                    }
                }
                let style = blanks.style(of: cells[index], at: x, pen: pen)
                pen = style
                if let ascii = cells[index].asciiValue {
                    run.add(ascii, row: y, column: x, style: style, palette: &palette)
                    if fastPath {
                        runTail = CellWords(words, at: index)
                        runStyle = runTail.isBlank ? nil : runTail
                    }
                    continue
                }
                run.draw(palette: &palette)
                fill(&scalars, with: cells[index].grapheme)
                let (attributes, pair) = palette.attributesAndPair(for: style)
                cn_put(Int32(y), Int32(x), scalars, attributes, pair)
            }
        }
        run.draw(palette: &palette)
    }

    /// Puts up to five scalars of a grapheme into a NUL-terminated buffer.
    private static func fill(_ scalars: inout [wchar_t], with grapheme: Character) {
        var count = 0
        for scalar in grapheme.unicodeScalars where count < 5 {
            scalars[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        scalars[count] = 0
    }
}
