/// The xterm default palette and the nearest-colour searches over it.
///
/// RGB input never maps to indices 0–15 in 256-colour mode: those are themed by the user's
/// terminal, so only the 6×6×6 cube and the grey ramp are predictable.
package enum ColorPalette {
    /// xterm's default colours for indices 0–15.
    package static let ansi: [Color] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { Color(red: $0.0, green: $0.1, blue: $0.2) }

    /// Channel levels of the 6×6×6 colour cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index in `range` (a prefix of ``ansi``) closest to `color`.
    package static func nearest(to color: Color, among range: Range<Int>) -> Int {
        var best = range.lowerBound
        var bestDistance = Int.max
        for index in range {
            let distance = color.distanceSquared(to: ansi[index])
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The RGB xterm shows by default for a palette number from 0 to 255.
    ///
    /// Numbers outside that range are clamped, so a bad number still draws something.
    package static func color(at index: Int) -> Color {
        let index = min(255, max(0, index))
        switch index {
        case 0..<16:
            return ansi[index]
        case 16..<232:
            let cube = index - 16
            let level = { UInt8(cubeLevels[$0]) }
            return Color(red: level(cube / 36), green: level(cube / 6 % 6), blue: level(cube % 6))
        default:
            let grey = UInt8(8 + 10 * (index - 232))
            return Color(red: grey, green: grey, blue: grey)
        }
    }

    /// The xterm-256 index closest to `color`: the nearer of the cube snap and the grey ramp.
    package static func xterm256Index(for color: Color) -> Int {
        func snap(_ channel: UInt8) -> Int {
            var best = 0
            for (level, value) in cubeLevels.enumerated()
            where abs(value - Int(channel)) < abs(cubeLevels[best] - Int(channel)) {
                best = level
            }
            return best
        }
        let (r, g, b) = (snap(color.red), snap(color.green), snap(color.blue))
        let cube = Color(
            red: UInt8(cubeLevels[r]), green: UInt8(cubeLevels[g]), blue: UInt8(cubeLevels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(23, max(0, (average - 3) / 10))
        let greyLevel = UInt8(8 + 10 * step)
        let grey = Color(red: greyLevel, green: greyLevel, blue: greyLevel)
        if grey.distanceSquared(to: color) < cube.distanceSquared(to: color) {
            return 232 + step
        }
        return 16 + 36 * r + 6 * g + b
    }
}
