/// Where a line of text sits inside its width.
package enum TextAlignment: Sendable {
    case left, center, right

    /// The starting column for a line of `lineWidth` cells in `width` cells.
    package func offset(lineWidth: Int, in width: Int) -> Int {
        switch self {
        case .left: return 0
        case .center: return max(0, (width - lineWidth) / 2)
        case .right: return max(0, width - lineWidth)
        }
    }
}
