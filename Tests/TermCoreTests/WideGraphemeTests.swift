import Testing

@testable import TermCore

/// Graphemes wider than two columns (`👍🏽` is four: widths sum over scalars, as glibc and the
/// terminal count) and graphemes a cell cannot keep whole.
@Suite("Graphemes of several scalars in cells")
struct WideGraphemeTests {
    private func frame(_ text: String, at x: Int = 0, width: Int = 16) -> CellBuffer {
        var frame = CellBuffer(size: Size(width: width, height: 1))
        frame.write(text, at: Point(x: x, y: 0), style: .plain, clip: frame.bounds)
        return frame
    }

    @Test("A grapheme four columns wide takes its cell and three continuation cells")
    func fourColumns() {
        let frame = frame("👍🏽x")
        #expect((1...3).allSatisfy { frame[$0, 0].isContinuation })
        #expect(frame[4, 0].grapheme == "x")
        #expect(frame.line(0) == "👍🏽x")
    }

    @Test("A flag is two cells, one grapheme; a joined pair is four", arguments: [("🇯🇵", 2), ("👩\u{200D}💻", 4)])
    func widths(text: String, width: Int) {
        let frame = frame(text + "|")
        #expect(frame[width, 0].grapheme == "|")
        #expect(frame.line(0) == text + "|")
    }

    @Test("Overwriting any cell of a four-column grapheme clears all of it", arguments: [0, 1, 2, 3])
    func overwrite(column: Int) {
        var frame = frame("👍🏽", at: 1)
        frame.write("a", at: Point(x: 1 + column, y: 0), style: .plain, clip: frame.bounds)
        #expect(frame.cells.allSatisfy { !$0.isContinuation })
        #expect(frame.line(0) == String(repeating: " ", count: 1 + column) + "a")
    }

    @Test("A grapheme cut by the clip blanks every cell of it inside the clip")
    func clipped() {
        var frame = frame("xxxxxx")
        frame.write("👍🏽", at: Point(x: -2, y: 0), style: .plain, clip: frame.bounds)
        #expect(frame.line(0) == "  xxxx")
    }

    @Test(
        "A grapheme a cell cannot keep is U+FFFD then blanks, over its own width",
        arguments: [
            ("👨\u{200D}👩\u{200D}👧\u{200D}👦 family", "\u{FFFD}        family"),
            ("e\u{301}\u{302}\u{303}\u{304}\u{305}|", "\u{FFFD}|"),
        ])
    func standIn(text: String, line: String) {
        let frame = frame(text)
        #expect(frame.line(0) == line)
        #expect(frame.cells.allSatisfy { !$0.isContinuation })
    }
}
