import TermCore
import Testing

@testable import TermNcurses

@Suite("The present loop's tight run: which cells join a run without leaving registers")
struct JoiningCellsTests {
    private let text = Style(
        foreground: Color(red: 200, green: 200, blue: 200), background: Color(red: 9, green: 9, blue: 9))

    /// Joins from cell 1 on, with cell 0 as the run's tail; the count and the bytes written.
    private func join(_ cells: [Cell], before: [Cell]? = nil, comparedUpTo: Int? = nil) -> (Int, String) {
        var bytes = [UInt8](repeating: 0, count: cells.count)
        let joined = cells.withUnsafeBytes { raw in
            let tail = CellWords(raw.baseAddress!, at: 0)
            return bytes.withUnsafeMutableBufferPointer { out in
                if let before {
                    return before.withUnsafeBytes { old in
                        NcursesBackend.joiningCells(
                            raw.baseAddress!, before: old.baseAddress!, from: 1, to: cells.count,
                            comparingBefore: comparedUpTo ?? cells.count, tail: tail, into: out.baseAddress!)
                    }
                }
                return NcursesBackend.joiningCells(
                    raw.baseAddress!, before: nil, from: 1, to: cells.count, comparingBefore: cells.count, tail: tail,
                    into: out.baseAddress!)
            }
        }
        return (joined, String(decoding: bytes.prefix(joined), as: UTF8.self))
    }

    private func cells(_ text: String, style: Style) -> [Cell] {
        text.map { Cell(grapheme: $0, style: style) }
    }

    @Test("Visible ASCII in the tail's style joins up to the row's end, its bytes in order")
    func wholeRow() {
        #expect(join(cells("Lina@park.example", style: text)) == (16, "ina@park.example"))
    }

    @Test("The run stops at a cell in another style, at a blank after visible text and at visible text after blanks")
    func stopsAtStyleAndBlankness() {
        var grey = text
        grey.foreground = Color(red: 150, green: 150, blue: 150)
        #expect(join(cells("ab", style: text) + cells("cd", style: grey)) == (1, "b"))
        #expect(join(cells("ab c", style: text)) == (1, "b"))
        #expect(join(cells("  x", style: text)) == (1, " "))
        var bold = text
        bold.attributes = [.bold]
        #expect(join(cells("ab", style: text) + cells("c", style: bold)) == (1, "b"))
    }

    @Test("The run stops at a grapheme that is not one ASCII byte and at the second half of a wide one")
    func stopsAtWideAndNonASCII() {
        #expect(join(cells("ab", style: text) + cells("é", style: text)) == (1, "b"))
        #expect(join(cells("ab陈", style: text)) == (1, "b"))
        let half = Cell(grapheme: " ", style: text, isContinuation: true)
        #expect(join(cells("  ", style: text) + [half]) == (1, " "))
    }

    @Test("A cell unchanged since the last frame ends the run (the loop skips it); changed ones join")
    func stopsAtUnchanged() {
        let now = cells("abcd", style: text)
        var before = cells("xyzw", style: text)
        before[3] = now[3]
        #expect(join(now, before: before) == (2, "bc"))
        var link = now
        link[2].link = 4
        #expect(join(link, before: now) == (0, ""), "cell 1 is unchanged")
    }

    @Test("From the index the loop hands over whole (a row left blank), unchanged cells join too")
    func joinsUnchangedFromHandedWhole() {
        let now = cells("    ", style: text)
        var before = cells("ab  ", style: text)
        #expect(join(now, before: before) == (1, " "), "cell 2 is unchanged and ends the run")
        #expect(join(now, before: before, comparedUpTo: 0) == (3, "   "))
        before = now
        #expect(join(now, before: before, comparedUpTo: 2) == (0, ""), "cell 1 is unchanged and before the index")
    }

    @Test("A cell's continuation flag is read from its byte")
    func continuationFlag() {
        let row = [Cell(grapheme: "陈"), Cell(grapheme: " ", isContinuation: true), Cell(grapheme: " ")]
        let flags = row.withUnsafeBytes { raw in row.indices.map { CellWords.isContinuation(raw.baseAddress!, at: $0) }
        }
        #expect(flags == [false, true, false])
    }
}
