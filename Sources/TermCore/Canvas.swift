/// A window onto a ``CellBuffer`` in a view's local coordinates, clipped to the view.
///
/// Views draw at `(0, 0)` for their own top-left corner; the canvas adds the origin and drops
/// whatever falls outside the clip, so a view cannot paint over its neighbours.
public struct Canvas: Sendable {
    package var buffer: CellBuffer
    /// Where local `(0, 0)` is in the buffer.
    package private(set) var origin: Point
    /// The region of the buffer this canvas may touch, in buffer coordinates.
    package private(set) var clip: Rect

    package init(size: Size) {
        buffer = CellBuffer(size: size)
        origin = .zero
        clip = buffer.bounds
    }

    package init(buffer: CellBuffer) {
        self.buffer = buffer
        origin = .zero
        clip = buffer.bounds
    }

    /// The visible part of this canvas in local coordinates.
    package var visibleRect: Rect { clip.offsetBy(Point(x: -origin.x, y: -origin.y)) }

    /// Writes one line of text at a local point and returns the local column after it.
    ///
    /// With a `link` (a checked URL), the text's cells belong to that hyperlink.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, at point: Point, style: Style = .plain, link: String? = nil)
        -> Int
    {
        buffer.write(text, at: point + origin, style: style, clip: clip, link: link) - origin.x
    }

    /// Blanks a local rectangle with a style.
    public mutating func fill(_ rect: Rect, style: Style) {
        buffer.fill(rect.offsetBy(origin), style: style, clip: clip)
    }

    /// Paints a background colour under a local rectangle, blending it when translucent.
    package mutating func paintBackground(_ color: Color, in rect: Rect) {
        buffer.paintBackground(color, in: rect.offsetBy(origin), clip: clip)
    }

    /// Runs `body` on a sub-canvas for `rect` (local), whose own origin is the rect's corner.
    ///
    /// The buffer moves into the sub-canvas and back, so nesting never copies a frame.
    package mutating func withRegion(_ rect: Rect, _ body: (inout Canvas) -> Void) {
        let absolute = rect.offsetBy(origin)
        var sub = Canvas(buffer: CellBuffer(size: .zero))
        swap(&sub.buffer, &buffer)
        sub.origin = absolute.origin
        sub.clip = clip.intersection(absolute)
        if !sub.clip.isEmpty { body(&sub) }
        swap(&sub.buffer, &buffer)
    }
}
