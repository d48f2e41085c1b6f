/// A decoded picture: 8-bit sRGB pixels with alpha, top row first, and the file it came from.
///
/// A plain value (its arrays are shared until changed). The file's bytes are kept so a terminal
/// that shows real pixels can be sent the PNG itself instead of a re-encoding.
package struct Picture: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// `width * height` pixels of four bytes: red, green, blue, alpha (not premultiplied).
    package let pixels: [UInt8]
    /// The PNG file as read.
    package let fileBytes: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8], fileBytes: [UInt8] = []) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "pixels must fill the picture")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.fileBytes = fileBytes
    }

    package static func == (lhs: Picture, rhs: Picture) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels
    }

    /// Hashes the size and a sample of pixels; equality still compares every pixel.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels.count)
        if let first = pixels.first, let last = pixels.last {
            hasher.combine(first)
            hasher.combine(last)
        }
    }
}
