/// How a cell is drawn: foreground, background and attributes.
///
/// A `nil` colour is the terminal's default. When text is written with a `nil` background the
/// cell keeps the background it already had, so labels sit on their superview's colour.
public struct Style: Hashable, Sendable {
    public var foreground: Color?
    public var background: Color?
    public var attributes: TextAttributes

    public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    /// Field by field, cheapest first; inlinable because renderers compare styles per cell.
    @inlinable
    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.attributes == rhs.attributes && lhs.foreground == rhs.foreground && lhs.background == rhs.background
    }
}
