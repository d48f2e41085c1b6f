import TermCore
import TermUI

/// Draws a picture as half-block cells, scaled to fit its bounds and centred.
///
/// The cells are worked out once per size (scaling is the costly part) and copied each frame.
@MainActor
public final class PictureView: View {
    public let picture: Picture
    /// What transparent pixels show: the colour behind the picture.
    public let background: Color
    private var cached: (size: Size, cells: HalfBlockCells)?

    public init(picture: Picture, background: Color, frame: Rect = .zero) {
        self.picture = picture
        self.background = background
        super.init(frame: frame)
    }

    /// Where the picture is drawn inside the bounds (centred), in local cells.
    public var pictureRect: Rect {
        let cells = halfBlocks.size
        return Rect(
            x: (bounds.width - cells.width) / 2, y: (bounds.height - cells.height) / 2, width: cells.width,
            height: cells.height)
    }

    var halfBlocks: HalfBlockCells {
        if let cached, cached.size == bounds.size { return cached.cells }
        let cells = HalfBlockCells(picture: picture, fit: PictureFit(picture, area: bounds.size), background: background)
        cached = (bounds.size, cells)
        return cells
    }

    public override func draw(_ canvas: inout Canvas) {
        guard !bounds.isEmpty else { return }
        halfBlocks.draw(on: &canvas, at: pictureRect.origin)
    }
}
