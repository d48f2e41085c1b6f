import TermCore
import TermUI

/// Draws a picture as half-block cells, scaled to fit its bounds and centred.
///
/// The cells are worked out once per size (scaling is the costly part) and copied each frame.
/// Where the backend shows real pixels (kitty graphics or sixel) and the picture is wholly on
/// screen, the view leaves its cells blank and adds the picture (its PNG file and its decoded
/// pixels) to the frame as an overlay instead; while it is cut off, or anything slides, the
/// half-blocks show, so a terminal gets an image only where the picture comes to rest.
@MainActor
package final class PictureView: View {
    package let picture: Picture
    /// What transparent pixels show: the colour behind the picture.
    package let background: Color
    private var cached: (size: Size, cells: HalfBlockCells)?
    /// Names the picture to the terminal: the same file gets the same id.
    private lazy var overlayID = PictureView.id(of: picture.fileBytes)

    package init(picture: Picture, background: Color, frame: Rect = .zero) {
        self.picture = picture
        self.background = background
        super.init(frame: frame)
    }

    /// FNV-1a of the file, as a kitty image id (32 bits, never 0).
    static func id(of bytes: [UInt8]) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return max(1, hash)
    }

    /// Where the picture is drawn inside the bounds (centred), in local cells.
    package var pictureRect: Rect {
        let cells = halfBlocks.size
        return Rect(
            x: (bounds.width - cells.width) / 2, y: (bounds.height - cells.height) / 2, width: cells.width,
            height: cells.height)
    }

    var halfBlocks: HalfBlockCells {
        if let cached, cached.size == bounds.size { return cached.cells }
        let cells = Self.shared.cells(of: picture, size: bounds.size, background: background)
        cached = (bounds.size, cells)
        return cells
    }

    /// Scaled pictures shared by every view: a pager builds a new view for a page each time it
    /// comes back, and scaling is the costly part of drawing one.
    static var shared = HalfBlockCache()

    package override func draw(_ canvas: inout Canvas) {
        guard !bounds.isEmpty else { return }
        let rect = pictureRect
        if let application = window?.application, application.slidesInMotion == 0,
            capabilities.pictureOverlays, !picture.fileBytes.isEmpty,
            rect.intersection(canvas.visibleRect) == rect
        {
            canvas.fill(rect, style: Style(foreground: background, background: background))
            canvas.buffer.overlays.append(
                PictureOverlay(
                    id: overlayID, rect: rect.offsetBy(canvas.origin), png: picture.fileBytes, pixels: picture.pixels,
                    pixelWidth: picture.width, pixelHeight: picture.height, background: background))
            return
        }
        halfBlocks.draw(on: &canvas, at: rect.origin)
    }
}
