/// A rectangle of cells: an origin and a size.
///
/// `maxX`/`maxY` are exclusive, so a rect at x 0 of width 10 holds columns 0 to 9.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point = .zero, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(size: .zero)

    package var minX: Int { origin.x }
    package var minY: Int { origin.y }
    package var maxX: Int { origin.x + size.width }
    package var maxY: Int { origin.y + size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }
    package var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of two rects; empty (size zero) when they do not meet.
    package func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The same rect moved by `offset`.
    package func offsetBy(_ offset: Point) -> Rect {
        Rect(origin: origin + offset, size: size)
    }

    public var description: String { "\(origin.x),\(origin.y) \(size)" }
}
