import TermCore

/// One laid-out line of formatted text: styled spans from its first column.
///
/// Made by ``RichTextLayout``; a view places it (``x`` is relative to the text block) and draws
/// it with ``draw(on:at:)``. Spans carry their link so the cells they fill belong to it.
struct StyledLine: Hashable {
    /// Text in one style, optionally belonging to a hyperlink.
    struct Span: Hashable {
        var text: String
        var style: Style
        var link: String?
    }

    var spans: [Span]
    /// Columns from the left of the text block to the first span (a list item's indent).
    var x: Int
    /// Display width of the spans.
    var width: Int
    /// Prose lines are centred one by one; structured text keeps one left edge.
    var isCentred: Bool

    /// The line's text without styles.
    var text: String { spans.map(\.text).joined() }

    /// Draws the spans from `point` (local to the canvas).
    func draw(on canvas: inout Canvas, at point: Point) {
        var x = point.x
        for span in spans {
            x = canvas.put(span.text, at: Point(x: x, y: point.y), style: span.style, link: span.link)
        }
    }
}
