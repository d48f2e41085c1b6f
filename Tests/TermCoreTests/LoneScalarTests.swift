import Testing

@testable import TermCore

@Suite("Lone scalars written straight from their bytes, cell for cell as grapheme by grapheme")
struct LoneScalarTests {
    /// `text` written grapheme by grapheme as the general path does: shown safely, no
    /// zero-width graphemes, a grapheme cut by the clip drawn as blanks.
    private func reference(_ text: String, at x: Int, clip: Rect, width: Int) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: 1))
        var column = x
        for grapheme in text {
            let safe = grapheme.terminalSafe
            let cells = safe.displayWidth
            if cells == 0 { continue }
            if column >= clip.minX, column + cells <= clip.maxX {
                buffer.put(safe, width: cells, x: column, y: 0, style: style)
            } else if column < clip.maxX, column + cells > clip.minX {
                for blank in max(column, clip.minX)..<min(column + cells, clip.maxX) {
                    buffer.put(" ", width: 1, x: blank, y: 0, style: style)
                }
            }
            column += cells
        }
        return buffer
    }

    private let style = Style(foreground: .white)

    @Test("Text of every kind writes the same cells and ends at the same column as the general path")
    func sameCellsAsGraphemes() {
        let texts = [
            "Person 000 @user000", "0m ›", "› Home", "…", "陈伟: 你好", "a·b·c", "● ○ ○",
            "👍 ok", "👍🏽 ok", "e\u{301}x", "中\u{301}x", "\u{600}1 \u{600}", "a\u{202E}b", "\u{85}x", "x\u{200B}y",
            "한국어 ok", "ＡＢ1", "Ω≈ç√", "\u{1100}\u{1161}x", "🇫🇷x", "\u{FFFD}", "tab\there", "ends with 中",
        ]
        for text in texts {
            for (x, clip) in [
                (0, Rect(x: 0, y: 0, width: 30, height: 1)), (-1, Rect(x: 0, y: 0, width: 30, height: 1)),
                (2, Rect(x: 3, y: 0, width: 5, height: 1)), (0, Rect(x: 0, y: 0, width: 4, height: 1)),
            ] {
                var written = CellBuffer(size: Size(width: 30, height: 1))
                let end = written.write(text, at: Point(x: x, y: 0), style: style, clip: clip)
                let expected = reference(text, at: x, clip: clip, width: 30)
                #expect(written == expected, "\(text.debugDescription) at \(x), clip \(clip)")
                #expect(end == x + text.map { $0.terminalSafe.displayWidth }.reduce(0, +))
            }
        }
    }

    @Test("Only a scalar followed by ASCII or the end, outside Prepend's blocks, with a width, is taken")
    func whichScalars() {
        func lone(_ text: String, at offset: Int = 0) -> LoneScalar? {
            Array(text.utf8).withUnsafeBufferPointer { LoneScalar($0, at: offset) }
        }
        #expect(lone("›")?.width == 1 && lone("›")?.length == 3)
        #expect(lone("中x")?.width == 2)
        #expect(lone("👍")?.length == 4)
        #expect(lone("a") == nil, "ASCII has its own path")
        #expect(lone("中\u{301}") == nil, "a combining mark follows")
        #expect(lone("👍🏽") == nil, "a modifier follows")
        #expect(lone("\u{600}1") == nil, "a Prepend character joins what follows")
        #expect(lone("\u{202E}") == nil, "a bidi override is replaced on the general path")
        #expect(lone("\u{85}") == nil, "a C1 control is replaced on the general path")
        #expect(lone("\u{200B}") == nil, "a scalar of no width is dropped on the general path")
        #expect(lone("x›", at: 1)?.width == 1)
    }
}
