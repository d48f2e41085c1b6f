/// Draws a frame as an SVG picture: a grid of cells sized by display width, with its colours.
///
/// Every run of text is placed at its cell column and stretched to its width in cells
/// (`textLength`), so a CJK glyph takes exactly two cells and nothing drifts after it, unlike
/// Rich's exporter, which sizes runs by string length. Runs are split where the glyph width
/// changes so each glyph lands on its cell. Colours are those a terminal of the given depth
/// shows; the terminal's default colours are a light theme. The output depends only on the
/// frame, the depth and the title, so equal screens give byte-identical files.
package enum SVGScreenshot {
    package static let cellWidth = 10
    package static let cellHeight = 20
    package static let fontSize = 16
    package static let padding = 12
    /// Monospace fonts first, then ones with CJK glyphs, then the platform's monospace.
    package static let fontFamily =
        "'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', 'Noto Sans CJK SC', 'Sarasa Mono SC', "
        + "'WenQuanYi Zen Hei Mono', 'Source Han Mono SC', Menlo, Consolas, 'PingFang SC', "
        + "'Microsoft YaHei', monospace"
    package static let defaultForeground = Color(red: 38, green: 38, blue: 38)
    package static let defaultBackground = Color.white

    package static func render(_ frame: CellBuffer, depth: ColorDepth, title: String) -> String {
        let width = frame.size.width * cellWidth + 2 * padding
        let height = frame.size.height * cellHeight + 2 * padding
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
                + #"viewBox="0 0 \#(width) \#(height)">"#,
            "<title>\(XMLText.escape(title))</title>",
            "<style>text { font-family: \(fontFamily); font-size: \(fontSize)px; white-space: pre; }</style>",
            #"<rect width="\#(width)" height="\#(height)" rx="6" fill="\#(defaultBackground)"/>"#,
            #"<g transform="translate(\#(padding) \#(padding))">"#,
        ]
        for y in 0..<frame.size.height {
            let runs = frame.styleRuns(row: y, depth: depth)
            lines += runs.compactMap { backgroundRect($0, row: y) }
            lines += runs.flatMap { upperHalfRects($0, row: y, in: frame) }
            lines += runs.flatMap { textElements($0, row: y, in: frame) }
        }
        lines += ["</g>", "</svg>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fill behind a run, or nil when it is the default background.
    static func backgroundRect(_ run: StyleRun, row: Int) -> String? {
        let colors = resolvedColors(run.style)
        guard colors.background != defaultBackground else { return nil }
        return #"<rect x="\#(run.columns.lowerBound * cellWidth)" y="\#(row * cellHeight)" "#
            + #"width="\#(run.columns.count * cellWidth)" height="\#(cellHeight)" "#
            + #"fill="\#(colors.background)" shape-rendering="crispEdges"/>"#
    }

    /// Upper half blocks (`▀`, how pictures are drawn) as filled rectangles, one per stretch.
    ///
    /// A font's `▀` rarely covers exactly the upper half of a 10×20 cell, so a picture drawn
    /// as text would show stripes; the rectangle is what a terminal shows.
    static func upperHalfRects(_ run: StyleRun, row: Int, in frame: CellBuffer) -> [String] {
        let foreground = resolvedColors(run.style).foreground
        var rects: [String] = []
        var start: Int?
        for x in run.columns.lowerBound...run.columns.upperBound {
            let isBlock = x < run.columns.upperBound && frame[x, row].grapheme == upperHalfBlock
            if isBlock, start == nil { start = x }
            guard !isBlock, let first = start else { continue }
            rects.append(
                #"<rect x="\#(first * cellWidth)" y="\#(row * cellHeight)" width="\#((x - first) * cellWidth)" "#
                    + #"height="\#(cellHeight / 2)" fill="\#(foreground)" shape-rendering="crispEdges"/>"#)
            start = nil
        }
        return rects
    }

    static let upperHalfBlock: Character = "▀"

    /// One `<text>` per stretch of same-width glyphs in the run, each held to its cells.
    ///
    /// Narrow stretches start at their cell and are spaced to their width (`textLength`); wide
    /// glyphs are each centred on their own two cells, which every renderer honours (librsvg
    /// ignores `textLength` and lists of `x`).
    static func textElements(_ run: StyleRun, row: Int, in frame: CellBuffer) -> [String] {
        let colors = resolvedColors(run.style)
        var attributes = #"y="\#(row * cellHeight + fontSize - 1)" fill="\#(colors.foreground)""#
        if run.style.attributes.contains(.bold) { attributes += #" font-weight="bold""# }
        if run.style.attributes.contains(.italic) { attributes += #" font-style="italic""# }
        if run.style.attributes.contains(.underline) { attributes += #" text-decoration="underline""# }
        return SVGTextSegment.segments(of: run, row: row, in: frame).map { segment in
            guard segment.glyphWidth == 2 else {
                return #"<text x="\#(segment.column * cellWidth)" textLength="\#(segment.cells * cellWidth)" "#
                    + #"lengthAdjust="spacing" \#(attributes)>\#(XMLText.escape(String(segment.glyphs)))</text>"#
            }
            let glyphs = segment.glyphs.enumerated().map { index, glyph in
                let centre = (segment.column + 2 * index + 1) * cellWidth
                return #"<tspan x="\#(centre)">\#(XMLText.escape(String(glyph)))</tspan>"#
            }
            return #"<text text-anchor="middle" \#(attributes)>\#(glyphs.joined())</text>"#
        }
    }

    /// Foreground and background as drawn: defaults filled in, reverse swapped, dim faded.
    static func resolvedColors(_ style: TerminalStyle) -> (foreground: Color, background: Color) {
        var foreground = style.foreground?.color ?? defaultForeground
        var background = style.background?.color ?? defaultBackground
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim) {
            foreground = Color(red: foreground.red, green: foreground.green, blue: foreground.blue, alpha: 0.6)
                .blended(over: background)
        }
        return (foreground, background)
    }
}
