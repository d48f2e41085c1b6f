import Testing

@testable import TermCore

@Suite("Cell buffer")
struct CellBufferTests {
    private func buffer(width: Int, height: Int = 1) -> CellBuffer {
        CellBuffer(size: Size(width: width, height: height))
    }

    @Test("Writing text reads back as the same text, trailing spaces trimmed")
    func writesText() {
        var frame = buffer(width: 12, height: 2)
        frame.write("hello", at: Point(x: 2, y: 1), style: .plain, clip: frame.bounds)
        #expect(frame.text == "\n  hello")
    }

    @Test("Wide glyphs take two cells and show once in the text")
    func wideGlyphs() {
        var frame = buffer(width: 12)
        let end = frame.write("分享给", at: .zero, style: .plain, clip: frame.bounds)
        #expect(end == 6)
        #expect(frame[1, 0].isContinuation)
        #expect(frame.text == "分享给")
    }

    @Test("A clip edge never splits a wide glyph; the half that fits is blanked")
    func clipNeverSplits() {
        var frame = buffer(width: 10)
        let clip = Rect(x: 0, y: 0, width: 5, height: 1)
        frame.write("分享给大家", at: .zero, style: .plain, clip: clip)
        #expect(frame.text == "分享")
        #expect(frame[4, 0] == Cell.blank)
        #expect(!frame[4, 0].isContinuation)

        var left = buffer(width: 10)
        left.write("分享给", at: Point(x: 0, y: 0), style: .plain, clip: Rect(x: 1, y: 0, width: 9, height: 1))
        #expect(left.text == "  享给")
    }

    @Test("Overwriting either half of a wide glyph clears both halves")
    func overwriteHalf() {
        var frame = buffer(width: 6)
        frame.write("分享", at: .zero, style: .plain, clip: frame.bounds)
        frame.write("x", at: Point(x: 1, y: 0), style: .plain, clip: frame.bounds)
        #expect(frame.text == " x享")
        frame.write("y", at: Point(x: 2, y: 0), style: .plain, clip: frame.bounds)
        #expect(frame.text == " xy")
        #expect(!frame[3, 0].isContinuation)
    }

    @Test("Writes outside the grid are ignored and reads return blanks")
    func outsideGrid() {
        var frame = buffer(width: 3)
        frame.write("abc", at: Point(x: -1, y: 0), style: .plain, clip: frame.bounds)
        frame.write("zzz", at: Point(x: 0, y: 5), style: .plain, clip: frame.bounds)
        #expect(frame.text == "bc")
        #expect(frame[99, 99] == .blank)
    }

    @Test("Control characters and escape sequences become visible replacements")
    func controlCharacters() {
        var frame = buffer(width: 20)
        frame.write("a\u{1B}[31mb\u{7}\u{9B}c\u{202E}", at: .zero, style: .plain, clip: frame.bounds)
        #expect(frame.text == "a␛[31mb␇�c�")
        #expect(!frame.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test("Text keeps the background already painted under it")
    func keepsBackground() {
        var frame = buffer(width: 4)
        let grey = Color(red: 246, green: 246, blue: 246)
        frame.paintBackground(grey, in: frame.bounds, clip: frame.bounds)
        frame.write("ab", at: .zero, style: Style(foreground: .black), clip: frame.bounds)
        #expect(frame[0, 0].style == Style(foreground: .black, background: grey))
    }

    @Test("A translucent background blends over each cell's own background, run after run")
    func translucentOverMixedBackgrounds() {
        var frame = buffer(width: 9)
        let red = Color(red: 200, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 200)
        // Backgrounds by column: none, red, red, blue, none, none, blue, blue, red.
        let below: [Color?] = [nil, red, red, blue, nil, nil, blue, blue, red]
        for (x, color) in below.enumerated() {
            if let color { frame.paintBackground(color, in: Rect(x: x, y: 0, width: 1, height: 1), clip: frame.bounds) }
        }
        let veil = Color(red: 255, green: 255, blue: 255, alpha: 0.25)
        frame.paintBackground(veil, in: frame.bounds, clip: frame.bounds)
        for (x, color) in below.enumerated() {
            #expect(frame[x, 0].style.background == (color.map { veil.blended(over: $0) } ?? veil), "column \(x)")
        }
        #expect(frame[1, 0].style.background == Color(red: 214, green: 64, blue: 64))
    }

    @Test("A canvas draws in local coordinates and clips to its region")
    func canvasRegion() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.withRegion(Rect(x: 2, y: 1, width: 4, height: 1)) { local in
            local.put("abcdefgh", at: .zero)
        }
        #expect(canvas.buffer.text == "\n  abcd\n")
    }
}
