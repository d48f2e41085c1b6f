import TermCore

/// Scales a picture to a grid of opaque colours: each target pixel is the average of the source
/// pixels it covers (weighted by their alpha), laid over a background.
///
/// Area averaging keeps thin lines and flat shapes readable when a picture shrinks; when it
/// grows, each target pixel covers one source pixel and the picture stays crisp.
enum PictureSampler {
    static func colors(of picture: Picture, width: Int, height: Int, over background: Color) -> [Color] {
        guard width > 0, height > 0 else { return [] }
        var result: [Color] = []
        result.reserveCapacity(width * height)
        let pixels = picture.pixels
        for targetY in 0..<height {
            let (y0, y1) = span(targetY, of: height, source: picture.height)
            for targetX in 0..<width {
                let (x0, x1) = span(targetX, of: width, source: picture.width)
                var red = 0
                var green = 0
                var blue = 0
                var alpha = 0
                var count = 0
                for y in y0..<y1 {
                    var index = (y * picture.width + x0) * 4
                    for _ in x0..<x1 {
                        let a = Int(pixels[index + 3])
                        red += Int(pixels[index]) * a
                        green += Int(pixels[index + 1]) * a
                        blue += Int(pixels[index + 2]) * a
                        alpha += a
                        count += 1
                        index += 4
                    }
                }
                result.append(blend(red: red, green: green, blue: blue, alpha: alpha, count: count, over: background))
            }
        }
        return result
    }

    /// The source rows (or columns) that target index `index` of `count` covers: at least one.
    private static func span(_ index: Int, of count: Int, source: Int) -> (Int, Int) {
        let start = index * source / count
        let end = max(start + 1, (index + 1) * source / count)
        return (start, min(source, end))
    }

    /// The average colour (channels weighted by alpha) at its average opacity, over `background`.
    private static func blend(red: Int, green: Int, blue: Int, alpha: Int, count: Int, over background: Color)
        -> Color
    {
        guard alpha > 0 else { return background }
        func channel(_ sum: Int, _ base: UInt8) -> UInt8 {
            // colour·coverage + base·(1 − coverage), with coverage = alpha / (255·count)
            let full = 255 * count
            let value = (sum + Int(base) * (full - alpha) + full / 2) / full
            return UInt8(min(255, max(0, value)))
        }
        return Color(
            red: channel(red, background.red), green: channel(green, background.green),
            blue: channel(blue, background.blue))
    }
}
