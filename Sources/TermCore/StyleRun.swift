/// Consecutive cells of one row that a terminal draws in the same style.
///
/// The style layer, the ANSI encoder and the SVG writer all walk a row as runs, so they agree
/// on where a style starts and ends. Columns are display cells: a wide glyph and its
/// continuation cell always fall in the same run.
package struct StyleRun: Hashable, Sendable {
    package var columns: Range<Int>
    package var style: TerminalStyle

    package init(columns: Range<Int>, style: TerminalStyle) {
        self.columns = columns
        self.style = style
    }
}

extension CellBuffer {
    /// The runs of row `y` as drawn at `depth`, left to right, covering the whole row.
    package func styleRuns(row y: Int, depth: ColorDepth) -> [StyleRun] {
        var runs: [StyleRun] = []
        for x in 0..<size.width {
            let cell = self[x, y]
            // A continuation cell belongs to its glyph, whatever style it was given.
            let style =
                cell.isContinuation && !runs.isEmpty
                ? runs[runs.count - 1].style : TerminalStyle(cell.style, depth: depth)
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].columns = last.columns.lowerBound..<(x + 1)
            } else {
                runs.append(StyleRun(columns: x..<(x + 1), style: style))
            }
        }
        return runs
    }
}
