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

extension StyledLine {
    /// The line cut short to end in `ellipsis`, all of it within `width` cells of the block's left.
    ///
    /// Marks the last line shown of text that goes on (a page title clipped to the rows left).
    /// Cuts between graphemes, so a wide glyph is never halved, drops the spaces the cut leaves
    /// before the ellipsis, and draws the ellipsis in `style`, outside any link.
    func endingInEllipsis(_ ellipsis: String, width: Int, style: Style) -> StyledLine {
        let room = max(0, width - x - ellipsis.displayWidth)
        var kept: [Span] = []
        var used = 0
        cutting: for span in spans {
            var cut = span
            cut.text = ""
            for grapheme in span.text {
                guard used + grapheme.displayWidth <= room else {
                    kept.append(cut)
                    break cutting
                }
                cut.text.append(grapheme)
                used += grapheme.displayWidth
            }
            kept.append(cut)
        }
        while let last = kept.last, last.text.isEmpty || last.text.last == " " {
            if last.text.isEmpty { kept.removeLast() } else { kept[kept.count - 1].text.removeLast() }
        }
        kept.append(Span(text: ellipsis, style: style, link: nil))
        return StyledLine(
            spans: kept, x: x, width: kept.reduce(0) { $0 + $1.text.displayWidth }, isCentred: isCentred)
    }
}
