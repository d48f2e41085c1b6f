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
    /// its background (a blank borrows from its left first). After a cell joins, the cells after
    /// it that join it on the first of those cases are taken in a tight loop (``joiningCells``).
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
            // A row left blank is handed over whole, changed or not (``blankRowStart``).
            let handedWhole =
                if fastPath, let beforeWords {
                    blankRowStart(words, before: beforeWords, at: y * width, width: width)
                } else if let before {
                    blankRowStart(of: row, at: y * width, before: before)
                } else {
                    y * width + width
                }
            // The column moves on at the top, so `continue` goes to the next cell and a stretch
            // joined in ``joiningCells`` is stepped over by moving it once more.
            var x = -1
            while x &+ 1 < width {
                x &+= 1
                let index = y * width + x
                if cells[index].isContinuation { continue }
                // A wide grapheme is drawn again when one of its other cells changed (its style, say).
                if index >= handedWhole {
                    // Not skipped when unchanged: see ``blankRowStart(of:at:before:)``.
                } else if fastPath, let beforeWords {
                    if CellWords.same(words, beforeWords, at: index),
                        x + 1 >= width || !cells[index + 1].isContinuation
                            || continuationsSame(cells, before, from: index + 1, to: y * width + width)
                    {
                        continue
                    }
                } else if let before, before[index] == cells[index],
                    x + 1 >= width || !cells[index + 1].isContinuation
                        || continuationsSame(cells, before, from: index + 1, to: y * width + width)
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
                            let joined = joiningCells(
                                words, before: beforeWords, from: index + 1, to: y * width + width,
                                comparingBefore: handedWhole, tail: cell, into: run.end)
                            run.didAppend(joined)
                            runTail = joined == 0 ? cell : CellWords(words, at: index + joined)
                            x &+= joined
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
                let (attributes, pair) = palette.attributesAndPair(for: style)
                put(cells[index].grapheme, row: y, column: x, attributes: attributes, pair: pair, scalars: &scalars)
            }
        }
        run.draw(palette: &palette)
    }

    /// How many cells from `start` join the run that `tail` ends, written to `destination`: the
    /// first case of the loop's fast path, kept in registers for the stretch of a row it holds.
    ///
    /// A cell joins when it changed since `before` (if there is one; cells from `comparedUpTo`
    /// join changed or not), is no continuation, holds one ASCII byte, and has `tail`'s style
    /// bytes and blank-or-not; the first that does not goes back to the loop, which decides it
    /// as before. `end` is the row's end.
    @inline(__always)
    static func joiningCells(
        _ words: UnsafeRawPointer, before: UnsafeRawPointer?, from start: Int, to end: Int,
        comparingBefore comparedUpTo: Int, tail: CellWords, into destination: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let tailIsSpace = tail.grapheme0 == 0x20
        var index = start
        while index < end {
            let cell = CellWords(words, at: index)
            guard let ascii = cell.ascii, (cell.grapheme0 == 0x20) == tailIsSpace, cell.hasStyle(of: tail),
                !CellWords.isContinuation(words, at: index)
            else { break }
            if index < comparedUpTo, let before, CellWords.same(words, before, at: index) { break }
            destination[index &- start] = ascii
            index &+= 1
        }
        return index &- start
    }

    /// Where a row's cells stop being left out when unchanged: its start when the row is all
    /// blanks and one of them changed since `before`, else its end.
    ///
    /// Blanks borrow their neighbours' pens (``BlankCellStyles``), so an unchanged blank can hold
    /// a pen the row's new blanks do not, and ncurses clears a row with one `EL` only when all
    /// its cells from the first change are the same blank. A list shorter than the screen
    /// emptied each row it left with an `ECH`, a cursor move and an `EL`; the whole row is
    /// handed over now. Only rows left blank: handing over the blank end of every changed row
    /// cost more in the present loop than ncurses saved.
    @inline(__always)
    private static func blankRowStart(
        _ words: UnsafeRawPointer, before: UnsafeRawPointer, at start: Int, width: Int
    ) -> Int {
        let end = start &+ width
        var index = start
        var changed = false
        while index < end {
            guard CellWords(words, at: index).isBlank else { return end }
            if !changed, !CellWords.same(words, before, at: index) { changed = true }
            index &+= 1
        }
        return changed ? start : end
    }

    /// ``blankRowStart(_:before:at:width:)`` through `Cell` values, where the words' layout is
    /// not the one ``CellWords`` reads.
    private static func blankRowStart(
        of row: UnsafeBufferPointer<Cell>, at start: Int, before: UnsafeBufferPointer<Cell>
    ) -> Int {
        var changed = false
        for x in row.indices {
            guard BlankCellStyles.isBlank(row[x]) else { return start + row.count }
            if !changed, before[start + x] != row[x] { changed = true }
        }
        return changed ? start : start + row.count
    }

    /// Whether the continuation cells from `start`, the rest of a wide grapheme, are unchanged.
    ///
    /// `end` is the row's end. Reached only for a cell followed by a continuation, never for ASCII.
    private static func continuationsSame(
        _ cells: UnsafeBufferPointer<Cell>, _ before: UnsafeBufferPointer<Cell>?, from start: Int, to end: Int
    ) -> Bool {
        guard let before else { return false }
        var index = start
        while index < end, cells[index].isContinuation {
            if before[index] != cells[index] { return false }
            index += 1
        }
        return true
    }

    /// Draws a grapheme from `column`: one ncurses cell per piece (``GraphemePieces``), and
    /// when there are several, the row sent again whole (`cn_repaint_rows`, as for sixel).
    ///
    /// ncurses sends only the cells that differ from what it believes the terminal shows, so
    /// of `👍🏽` drawn over `👍🏿` it would send `🏿` alone, a lone modifier; a joiner left at the
    /// end of what it sends glues onto whatever comes next. Throwing away its idea of the row
    /// makes the next flush send every piece, in order. Only rows with such graphemes that
    /// changed pay, and a page's rows change whole when it slides anyway.
    static func put(
        _ grapheme: Character, row: Int, column: Int, attributes: Int32, pair: Int32, scalars: inout [wchar_t]
    ) {
        let pieces = scalars.withUnsafeMutableBufferPointer { buffer in
            GraphemePieces.split(grapheme, into: buffer) { offset, piece in
                cn_put(Int32(row), Int32(column + offset), piece.baseAddress, attributes, pair)
            }
        }
        if pieces > 1 { cn_repaint_rows(Int32(row), 1) }
    }
}
