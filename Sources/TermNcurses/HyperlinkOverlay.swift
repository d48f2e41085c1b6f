import TermCore

/// The bytes that make a frame's linked cells clickable: OSC 8 hyperlinks written over them.
///
/// ncurses knows nothing of OSC 8 (it would print the escape as text), so after each
/// `doupdate` the backend writes the linked cells a second time itself, each run between an
/// OSC 8 opening with its URL and a closing one, in the cells' own colours, so the screen
/// looks the same and ncurses' picture of it stays true. The whole overlay sits between the
/// terminal's save-cursor and restore-cursor (`sc`/`rc`, which also restore the colours), so
/// ncurses' idea of the cursor and the pen is unchanged afterwards. Only cells whose link
/// changed since the previous frame are written: a new or changed linked cell gets its link,
/// and a cell that lost its link is rewritten plain (ncurses would not rewrite a cell whose
/// text stayed the same). URLs are re-checked here: anything but printable ASCII, or longer
/// than 2 048 bytes, is never put in a sequence.
package enum HyperlinkOverlay {
    static let osc8Close = "\u{1B}]8;;\u{1B}\\"

    /// The overlay for `frame` after `previous` (nil: the screen was repainted, write every link).
    package static func encode(_ frame: CellBuffer, after previous: CellBuffer?, depth: ColorDepth) -> String {
        guard !frame.links.isEmpty || !(previous?.links.isEmpty ?? true) else { return "" }
        let previous = previous?.size == frame.size ? previous : nil
        var output = ""
        for y in 0..<frame.size.height {
            var x = 0
            while x < frame.size.width {
                guard needsWriting(x, y, frame, previous) else {
                    x += 1
                    continue
                }
                let url = safeURL(frame, x, y)
                var end = x
                while end < frame.size.width, needsWriting(end, y, frame, previous), safeURL(frame, end, y) == url {
                    end += 1
                }
                output += run(frame, y: y, columns: x..<end, url: url, depth: depth)
                x = end
            }
        }
        return output
    }

    /// Whether the cell at (x, y) must be written: it is linked and new or changed, or it lost its link.
    private static func needsWriting(_ x: Int, _ y: Int, _ frame: CellBuffer, _ previous: CellBuffer?) -> Bool {
        let url = frame.url(ofLink: frame[x, y].link)
        guard let previous else { return url != nil }
        let before = previous.url(ofLink: previous[x, y].link)
        if url != before { return true }
        guard url != nil else { return false }
        var old = previous[x, y]
        old.link = frame[x, y].link
        return old != frame[x, y]
    }

    private static func safeURL(_ frame: CellBuffer, _ x: Int, _ y: Int) -> String? {
        guard let url = frame.url(ofLink: frame[x, y].link), url.utf8.count <= 2048,
            url.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { return nil }
        return url
    }

    /// One run of cells on a row: cursor to its first cell, the link opened, the cells in their
    /// styles, the link closed.
    private static func run(_ frame: CellBuffer, y: Int, columns: Range<Int>, url: String?, depth: ColorDepth)
        -> String
    {
        var start = columns.lowerBound
        while frame[start, y].isContinuation, start > 0 { start -= 1 }  // a wide glyph is written whole
        var output = "\u{1B}[\(y + 1);\(start + 1)H"
        if let url { output += "\u{1B}]8;;\(url)\u{1B}\\" }
        var pen: TerminalStyle?
        for x in start..<columns.upperBound where !frame[x, y].isContinuation {
            let style = TerminalStyle(frame[x, y].style, depth: depth)
            if style != pen { output += ANSIFrame.sgr(style) }
            pen = style
            output.append(frame[x, y].grapheme)
        }
        if url != nil { output += osc8Close }
        return output
    }
}
