import Testing

@testable import TermCore

@Suite("Cell storage and the fast text path")
struct CellStorageTests {
    @Test(
        "A cell gives back the grapheme it was given",
        arguments: ["a", " ", "~", "分", "é", "e\u{301}", "👍🏽", "🇯🇵", "\u{FFFD}"] as [Character])
    func roundTrip(grapheme: Character) {
        #expect(Cell(grapheme: grapheme).grapheme == grapheme)
    }

    @Test("A cell is 32 bytes: five-byte colours, so frames copy and compare little")
    func cellSize() {
        #expect(MemoryLayout<Color>.size == 5)
        #expect(MemoryLayout<Cell>.stride == 32)
    }

    @Test("Alpha keeps three decimals exactly and rounds finer ones", arguments: [0.3, 0.6, 0.001, 1, 0])
    func alphaThousandths(alpha: Double) {
        #expect(Color(white: 0.5, alpha: alpha).alpha == alpha)
        #expect(Color(white: 0.5, alpha: 0.30049).alpha == 0.3)
        #expect(Color(white: 0.5, alpha: 2).isOpaque && Color(white: 0.5, alpha: -1).alpha == 0)
    }

    @Test(
        "A grapheme a cell cannot keep whole is U+FFFD, never a fragment",
        arguments: [
            "👨\u{200D}👩\u{200D}👧", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "e\u{301}\u{302}\u{303}\u{304}\u{305}",
        ] as [Character])
    func graphemeKeptWholeOrNotAtAll(grapheme: Character) {
        #expect(Cell(grapheme: grapheme).grapheme == "\u{FFFD}")
    }

    @Test(
        "Graphemes of several spacing scalars, four marks after one, and up to 15 bytes are kept",
        arguments: ["👩\u{200D}💻", "✈\u{FE0F}", "e\u{301}\u{302}\u{303}\u{304}", "👨\u{200D}👩\u{200D}"] as [Character])
    func graphemeKept(grapheme: Character) {
        #expect(Cell(grapheme: grapheme).grapheme == grapheme)
    }

    @Test(
        "Text written through the ASCII path equals text written grapheme by grapheme",
        arguments: [
            "plain words", "ae\u{301}b", "x\r\ny", "tab\there", "mixed 分享 text", "end é", "a\u{1B}[31m",
            "👍🏽 ✈️ 👩\u{200D}💻 🇯🇵", "👨\u{200D}👩\u{200D}👧\u{200D}👦 x",
        ])
    func fastPathMatchesSlowPath(text: String) {
        var fast = CellBuffer(size: Size(width: 20, height: 1))
        fast.write(text, at: Point(x: 1, y: 0), style: .plain, clip: fast.bounds)
        var slow = CellBuffer(size: Size(width: 20, height: 1))
        var x = 1
        for character in text {
            let safe = character.terminalSafe
            guard safe.displayWidth > 0 else { continue }
            slow.put(safe, width: safe.displayWidth, x: x, y: 0, style: .plain)
            x += safe.displayWidth
        }
        #expect(fast == slow)
        var substring = CellBuffer(size: Size(width: 20, height: 1))
        substring.write(text[...], at: Point(x: 1, y: 0), style: .plain, clip: substring.bounds)
        #expect(substring == fast)
    }

    @Test("An ASCII run that starts or ends on half of a wide glyph clears its other half, as one character would")
    func asciiRunOverWideGlyphs() {
        for (start, text) in [(2, "ab"), (3, "xyz"), (1, "q"), (2, "a"), (0, "abcdefgh")] {
            var run = CellBuffer(size: Size(width: 8, height: 1))
            run.write("分享给", at: Point(x: 1, y: 0), style: .plain, clip: run.bounds)
            var single = run
            run.write(text, at: Point(x: start, y: 0), style: .plain, clip: run.bounds)
            for (offset, character) in text.enumerated() {
                single.write(String(character), at: Point(x: start + offset, y: 0), style: .plain, clip: single.bounds)
            }
            #expect(run == single, "\(text) at \(start): \(run.line(0)) against \(single.line(0))")
        }
    }

    @Test("Reset blanks a frame in place, or resizes it")
    func reset() {
        var frame = CellBuffer(size: Size(width: 4, height: 2))
        frame.write("abcd", at: .zero, style: .plain, clip: frame.bounds)
        frame.reset(size: Size(width: 4, height: 2))
        #expect(frame == CellBuffer(size: Size(width: 4, height: 2)))
        frame.reset(size: Size(width: 3, height: 3))
        #expect(frame == CellBuffer(size: Size(width: 3, height: 3)))
    }
}
