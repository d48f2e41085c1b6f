import TermCore

#if Sixel
    import CSixel
#endif

/// Sixel images for picture overlays: the pixels over a rectangle of cells, encoded by libsixel.
///
/// A sixel image is drawn from the cursor's cell and its pixels live in the cells it covers, so
/// the image is exactly the rectangle's cells in pixels (the picture fitted and centred on its
/// background), to the pixel: mlterm fills the rest of a cell the image only partly covers with
/// white. A later text cell written there wipes it. The image never reaches the last row (with
/// sixel scrolling on, an image ending on the last row moves the cursor below it and scrolls the
/// screen); its last sixel band may be partial (xterm and mlterm paint only the rows the raster
/// attributes give, and scroll by them). The cursor move is wrapped in save/restore
/// (DECSC/DECRC), so ncurses' idea of the cursor and pen stays true.
///
/// Built without the package's `Sixel` trait there is no libsixel: ``isAvailable`` is false and
/// a terminal that speaks only sixel gets the pictures as cells.
enum SixelGraphics {
    /// Whether sixel images can be encoded in this build (the `Sixel` trait).
    static var isAvailable: Bool {
        #if Sixel
            true
        #else
            false
        #endif
    }

    /// The largest side libsixel is asked to encode, in pixels.
    #if Sixel
        static let maximumSide = Int(CSIXEL_MAX_SIDE)
    #else
        static let maximumSide = 4096
    #endif

    /// The image's size in pixels for `rect` on a screen of `screenRows`: its cells above the last
    /// row, to the pixel; nil when none is left.
    static func box(for rect: Rect, cell: Size, screenRows: Int) -> Size? {
        let rows = min(rect.height, screenRows - 1 - rect.minY)
        guard rows > 0, rect.width > 0, rect.minY >= 0, rect.minX >= 0, cell.width > 0, cell.height > 0 else {
            return nil
        }
        return Size(width: min(maximumSide, rect.width * cell.width), height: min(maximumSide, rows * cell.height))
    }

    /// The picture as a sixel image of `box` pixels on `background`, or nil when it has no
    /// pixels or libsixel fails.
    static func encode(_ overlay: PictureOverlay, box: Size, background color: Color) -> [UInt8]? {
        guard overlay.pixelWidth > 0, overlay.pixelHeight > 0 else { return nil }
        #if Sixel
            return encodeWithLibsixel(overlay, box: box, background: color)
        #else
            return nil
        #endif
    }

    #if Sixel
        private static func encodeWithLibsixel(_ overlay: PictureOverlay, box: Size, background color: Color)
            -> [UInt8]?
        {
            let background = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
            var image = csixel_image()
            let status = overlay.pixels.withUnsafeBufferPointer { pixels in
                csixel_encode(
                    pixels.baseAddress, Int32(overlay.pixelWidth), Int32(overlay.pixelHeight), Int32(box.width),
                    Int32(box.height), background, &image)
            }
            defer { csixel_free(&image) }
            guard status == Int32(CSIXEL_OK.rawValue), let bytes = image.bytes else { return nil }
            return Array(UnsafeBufferPointer(start: bytes, count: image.length))
        }
    #endif

    /// Draws `image` with its top-left corner at `rect`'s first cell, the cursor put back after.
    static func place(_ image: [UInt8], at rect: Rect) -> [UInt8] {
        Array("\u{1B}7\u{1B}[\(rect.minY + 1);\(rect.minX + 1)H".utf8) + image + Array("\u{1B}8".utf8)
    }
}
