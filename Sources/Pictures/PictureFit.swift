import TermCore

/// The size a picture is drawn at in an area of cells, keeping its aspect ratio.
///
/// A cell is about twice as tall as it is wide, so each cell shows two pixels stacked (the
/// upper and lower half-block) and one such pixel is square: an area of `C × R` cells is a
/// grid of `C × 2R` square pixels. The picture is scaled, up or down, to the largest size
/// that fits that grid.
package struct PictureFit: Hashable, Sendable {
    /// The picture's size in square half-cell pixels: `width` columns, `height` half-rows.
    package let pixelWidth: Int
    package let pixelHeight: Int

    package init(pictureWidth: Int, pictureHeight: Int, area: Size) {
        let columns = max(0, area.width)
        let halfRows = max(0, area.height) * 2
        guard pictureWidth > 0, pictureHeight > 0, columns > 0, halfRows > 0 else {
            pixelWidth = 0
            pixelHeight = 0
            return
        }
        // Width-limited unless that makes it too tall; rounded to the nearest pixel.
        let heightAtFullWidth = (pictureHeight * columns * 2 + pictureWidth) / (pictureWidth * 2)
        if heightAtFullWidth <= halfRows {
            pixelWidth = columns
            pixelHeight = max(1, heightAtFullWidth)
        } else {
            pixelWidth = max(1, min(columns, (pictureWidth * halfRows * 2 + pictureHeight) / (pictureHeight * 2)))
            pixelHeight = halfRows
        }
    }

    package init(_ picture: Picture, area: Size) {
        self.init(pictureWidth: picture.width, pictureHeight: picture.height, area: area)
    }

    /// The cells the picture covers: its width, and half its height rounded up.
    package var cells: Size { Size(width: pixelWidth, height: (pixelHeight + 1) / 2) }
}
