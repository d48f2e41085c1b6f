import Testing

@testable import TermCore

@Suite("Style layer")
struct StyleLayerTests {
    static let accent = Color(red: 253, green: 98, blue: 42)
    static let grey = Color(red: 246, green: 246, blue: 246)

    /// A 6×4 frame: two grey rows, a row with an accent dot, and a plain row.
    static func frame() -> CellBuffer {
        var frame = CellBuffer(size: Size(width: 6, height: 4))
        frame.paintBackground(grey, in: Rect(x: 0, y: 0, width: 6, height: 3), clip: frame.bounds)
        frame.write("●", at: Point(x: 2, y: 2), style: Style(foreground: accent, attributes: .bold), clip: frame.bounds)
        return frame
    }

    @Test("Rows list their runs; equal neighbours share a line and default rows are left out")
    func layer() {
        #expect(
            StyleLayer.render(Self.frame(), depth: .xterm256) == """
                ~~~ styles (colour depth 256)
                0-1: 0-5 bg=255
                2: 0-1 bg=255 | 2 fg=202 bg=255 bold | 3-5 bg=255
                """)
    }

    @Test(
        "Colours are named as the forced depth draws them",
        arguments: [
            (ColorDepth.trueColor, "2: 0-1 bg=#f6f6f6 | 2 fg=#fd622a bg=#f6f6f6 bold | 3-5 bg=#f6f6f6"),
            (.ansi16, "2: 0-1 bg=15 | 2 fg=9 bg=15 bold | 3-5 bg=15"),
            (.monochrome, "2: 0-1 default | 2 bold | 3-5 default"),
        ])
    func depths(depth: ColorDepth, row: String) {
        let lines = StyleLayer.render(Self.frame(), depth: depth).split(separator: "\n").map(String.init)
        #expect(lines.contains(row))
    }

    @Test("A wide glyph's run covers both of its cells")
    func wideGlyph() {
        var frame = CellBuffer(size: Size(width: 6, height: 1))
        frame.write("分享", at: Point(x: 1, y: 0), style: Style(attributes: .reverse), clip: frame.bounds)
        #expect(StyleLayer.render(frame, depth: .monochrome).hasSuffix("0: 0 default | 1-4 reverse | 5 default"))
    }

    @Test("Without a depth the snapshot text is the frame text alone")
    func textOnly() {
        let frame = Self.frame()
        #expect(StyleLayer.text(of: frame, styles: nil) == frame.text)
        #expect(StyleLayer.text(of: frame, styles: .xterm256).hasPrefix(frame.text + "\n~~~ styles"))
    }
}
