/// A stretch of glyphs of one display width on one row, the unit an SVG screenshot places.
///
/// Stretches end at spaces (unless the style is underlined, when the spaces show) and where the
/// glyph width changes, so each one can be pinned to its starting cell and a wide glyph can be
/// pinned to its own two cells.
struct SVGTextSegment: Equatable {
    var column: Int
    var glyphWidth: Int
    var glyphs: [Character]

    /// Cells the stretch covers.
    var cells: Int { glyphs.count * glyphWidth }

    /// The stretches of a style run, left to right.
    static func segments(of run: StyleRun, row: Int, in frame: CellBuffer) -> [SVGTextSegment] {
        let keepsSpaces = run.style.attributes.contains(.underline)
        var result: [SVGTextSegment] = []
        for x in run.columns where !frame[x, row].isContinuation {
            let grapheme = frame[x, row].grapheme
            if grapheme == " ", !keepsSpaces { continue }
            if grapheme == SVGScreenshot.upperHalfBlock { continue }  // drawn as a rectangle
            var width = 1
            while x + width < frame.size.width, frame[x + width, row].isContinuation { width += 1 }
            if let last = result.last, last.glyphWidth == width, last.column + last.cells == x {
                result[result.count - 1].glyphs.append(grapheme)
            } else {
                result.append(SVGTextSegment(column: x, glyphWidth: width, glyphs: [grapheme]))
            }
        }
        return result
    }
}
