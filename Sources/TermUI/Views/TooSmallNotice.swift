import TermCore

/// The frame shown instead of the app when the terminal is below the window's minimum size.
///
/// Two centred lines, `Terminal too small — need 40×10` (bold) and `now 30×8`, wrapped to the
/// width and clipped to the height, so even a 1×1 terminal gets a valid frame. Bold, not
/// colour, carries the emphasis, so it reads the same under `NO_COLOR` and on a vt100.
enum TooSmallNotice {
    /// In ASCII (`glyphs` for a locale without UTF-8) the dash and the times sign are `-` and `x`;
    /// `words` are the window's, in the person's language.
    static func render(
        size: Size, minimum: Size, glyphs: Glyphs = .unicode, words: InterfaceWords = InterfaceWords()
    ) -> CellBuffer {
        var canvas = Canvas(size: size)
        let text = words.tooSmallLines(minimum: minimum, size: size, glyphs: glyphs)
        let headline = TextWrapper.lines(text.headline, width: size.width)
        let detail = TextWrapper.lines(text.detail, width: size.width)
        let lines = headline.map { ($0, Style(attributes: .bold)) } + detail.map { ($0, Style.plain) }
        var y = max(0, (size.height - lines.count) / 2)
        for (line, style) in lines {
            let x = TextAlignment.center.offset(lineWidth: line.displayWidth, in: size.width)
            canvas.put(line, at: Point(x: x, y: y), style: style)
            y += 1
        }
        return canvas.buffer
    }
}
