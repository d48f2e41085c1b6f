import TermCore

/// A picture as rows of half-block cells: `▀` with the upper pixel as foreground and the lower
/// pixel as background, as chafa and viu draw pictures on colour terminals.
///
/// Colours stay RGB; the backend maps them to what the terminal has (exact in truecolor, the
/// nearest palette entry at 256, 16 or 8 colours), so the headless style layer shows the same
/// colours a terminal of that depth would. A cell whose two pixels are the same colour is a
/// space on that background, which draws the same with fewer bytes.
package struct HalfBlockCells: Sendable {
    package let size: Size
    /// Row by row, `size.width * size.height` cells.
    package let cells: [Cell]

    package static let upperHalf: Character = "▀"

    package init(picture: Picture, fit: PictureFit, background: Color) {
        let width = fit.pixelWidth
        let height = fit.pixelHeight
        size = fit.cells
        let colors = PictureSampler.colors(of: picture, width: width, height: height, over: background)
        var cells: [Cell] = []
        cells.reserveCapacity(size.width * size.height)
        for row in 0..<size.height {
            for x in 0..<width {
                let top = colors[row * 2 * width + x]
                let bottom = row * 2 + 1 < height ? colors[(row * 2 + 1) * width + x] : background
                if top == bottom {
                    cells.append(Cell(grapheme: " ", style: Style(foreground: top, background: bottom)))
                } else {
                    cells.append(Cell(grapheme: Self.upperHalf, style: Style(foreground: top, background: bottom)))
                }
            }
        }
        self.cells = cells
    }

    /// Copies the cells onto `canvas` with their top-left corner at `origin` (local), clipped.
    package func draw(on canvas: inout Canvas, at origin: Point) {
        let visible = canvas.visibleRect
        for y in 0..<size.height {
            let localY = origin.y + y
            guard localY >= visible.minY, localY < visible.maxY else { continue }
            for x in 0..<size.width {
                let localX = origin.x + x
                guard localX >= visible.minX, localX < visible.maxX else { continue }
                canvas.buffer.put(cells[y * size.width + x], x: localX + canvas.origin.x, y: localY + canvas.origin.y)
            }
        }
    }
}
