/// A picture a terminal shows as real pixels over a rectangle of cells (kitty graphics or sixel).
///
/// Views add one to the frame (``CellBuffer/overlays``) only when the backend says it can show
/// them (``Backend/showsPictureOverlays``) and the picture is wholly on screen; the cells under
/// it are drawn blank. Backends that cannot show pixels ignore overlays, so a frame's cells are
/// always a complete picture of the screen for headless runs and tests.
package struct PictureOverlay: Hashable, Sendable {
    /// Names the picture to the terminal (same picture, same id): in 1...2³¹−1, since Konsole
    /// ignores kitty image ids of 2³¹ or more (the top bit of the id given is dropped).
    package var id: UInt32
    /// The cells it covers, in frame coordinates.
    package var rect: Rect
    /// The PNG file; sent once per id (kitty graphics takes the file as it is).
    package var png: [UInt8]
    /// The decoded picture, for terminals that need pixels (sixel): `width * height` pixels of
    /// red, green, blue and alpha, top row first; empty when not known.
    package var pixels: [UInt8]
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// What transparent pixels show, and what surrounds the picture inside its cells.
    package var background: Color

    package init(
        id: UInt32, rect: Rect, png: [UInt8], pixels: [UInt8] = [], pixelWidth: Int = 0, pixelHeight: Int = 0,
        background: Color = Color(red: 0, green: 0, blue: 0)
    ) {
        self.id = max(1, id & 0x7FFF_FFFF)
        self.rect = rect
        self.png = png
        let complete = pixelWidth > 0 && pixelHeight > 0 && pixels.count == pixelWidth * pixelHeight * 4
        self.pixels = complete ? pixels : []
        self.pixelWidth = complete ? pixelWidth : 0
        self.pixelHeight = complete ? pixelHeight : 0
        self.background = background
    }

    /// Equal overlays show the same picture in the same place; the bytes are compared only when
    /// the ids match (same picture), and then their shared storage makes it cheap.
    package static func == (lhs: PictureOverlay, rhs: PictureOverlay) -> Bool {
        lhs.id == rhs.id && lhs.rect == rhs.rect && lhs.background == rhs.background && lhs.png == rhs.png
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(rect)
    }
}
