import TermCore
import Testing

@testable import TermNcurses

@Suite("Cells read as words for the present loop's fast path")
struct CellWordsTests {
    private func words(_ cells: [Cell]) -> [CellWords] {
        cells.withUnsafeBytes { raw in (0..<cells.count).map { CellWords(raw.baseAddress!, at: $0) } }
    }

    @Test("The layout the fast path reads is the one Cell has, so the fast path is taken")
    func layoutKnown() {
        #expect(CellWords.isLayoutKnown)
    }

    @Test("ASCII is read from the grapheme words; anything longer or wider is not ASCII")
    func asciiFromWords() {
        let read = words([
            Cell(grapheme: "a"), Cell(grapheme: " "), Cell(grapheme: "é"), Cell(grapheme: "陈"),
            Cell(grapheme: "👍🏽"),
        ])
        #expect(read.map(\.ascii) == [UInt8(ascii: "a"), UInt8(ascii: " "), nil, nil, nil])
    }

    @Test("Equal styles read as the same; a colour, an absent colour or an attribute apart do not")
    func stylesCompared() {
        let base = Style(foreground: Color(red: 1, green: 2, blue: 3), background: Color(red: 9, green: 9, blue: 9))
        var otherBackground = base
        otherBackground.background = Color(red: 9, green: 9, blue: 8)
        var noForeground = base
        noForeground.foreground = nil
        var bold = base
        bold.attributes = [.bold]
        let read = words([
            Cell(grapheme: "a", style: base), Cell(grapheme: "b", style: base),
            Cell(grapheme: "c", style: otherBackground),
            Cell(grapheme: "d", style: noForeground), Cell(grapheme: "e", style: bold),
            Cell(grapheme: "f", style: base, link: 3),
        ])
        #expect(read[0].hasStyle(of: read[1]))
        #expect(!read[0].hasStyle(of: read[2]))
        #expect(!read[0].hasStyle(of: read[3]))
        #expect(!read[0].hasStyle(of: read[4]))
        #expect(read[0].hasStyle(of: read[5]), "the link is drawn by the overlay, not the run's style")
    }

    @Test("A cell is the same in two frames only when every field is: grapheme, style, wide half, link")
    func sameInBothFrames() {
        let style = Style(foreground: Color(red: 1, green: 2, blue: 3))
        let frame = [
            Cell(grapheme: "a", style: style), Cell(grapheme: "陈"), Cell(grapheme: " ", isContinuation: true),
            Cell(grapheme: "b", link: 2),
        ]
        var changed = frame
        changed[0].style.background = Color(red: 0, green: 0, blue: 0)
        changed[1] = Cell(grapheme: "伟")
        changed[2].isContinuation = false
        changed[3].link = 3
        frame.withUnsafeBytes { old in
            frame.map { $0 }.withUnsafeBytes { copy in
                for index in frame.indices {
                    #expect(CellWords.same(copy.baseAddress!, old.baseAddress!, at: index), "cell \(index)")
                }
            }
            changed.withUnsafeBytes { new in
                for index in frame.indices {
                    #expect(!CellWords.same(new.baseAddress!, old.baseAddress!, at: index), "cell \(index)")
                }
            }
        }
    }

    @Test("A blank is one space without underline or reverse; it may borrow a style of its background without them")
    func blanksAndLoans() {
        let dark = Color(red: 9, green: 9, blue: 9)
        let text = Style(foreground: Color(red: 200, green: 200, blue: 200), background: dark)
        var underlined = text
        underlined.attributes = [.underline]
        var reversed = text
        reversed.attributes = [.reverse, .bold]
        let read = words([
            Cell(grapheme: " ", style: Style(background: dark)), Cell(grapheme: " ", style: underlined),
            Cell(grapheme: " ", style: reversed), Cell(grapheme: "x", style: text),
            Cell(grapheme: " ", style: Style(foreground: .black, background: dark, attributes: [.bold])),
            Cell(grapheme: " ", style: Style(background: Color(red: 9, green: 9, blue: 8))),
            Cell(grapheme: " "), Cell(grapheme: "x", style: underlined),
        ])
        #expect(read.map(\.isBlank) == [true, false, false, false, true, true, true, false])
        #expect(read[0].canBorrowStyle(of: read[3]), "same background, no underline or reverse")
        #expect(read[4].canBorrowStyle(of: read[3]), "the blank's own foreground and bold do not show")
        #expect(!read[5].canBorrowStyle(of: read[3]), "another background")
        #expect(!read[6].canBorrowStyle(of: read[3]), "no background against one")
        #expect(!read[0].canBorrowStyle(of: read[7]), "an underlined style would show on the blank")
    }
}
