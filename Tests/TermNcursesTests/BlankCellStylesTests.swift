import TermCore
import Testing

@testable import TermNcurses

@Suite("Blank cell styles")
struct BlankCellStylesTests {
    static let paper = Color(white: 0.9)
    static let ink = Style(foreground: Color(white: 0.2), background: paper, attributes: .bold)
    static let grey = Style(foreground: Color(white: 0.5), background: paper)
    static let blank = Style(background: paper)

    /// One row from a picture: `a` is ink, `g` grey, `_` an underlined blank, a space a blank.
    func row(_ picture: String) -> ArraySlice<Cell> {
        ArraySlice(
            picture.map { character -> Cell in
                switch character {
                case "a": Cell(grapheme: "a", style: Self.ink)
                case "g": Cell(grapheme: "g", style: Self.grey)
                case "_": Cell(grapheme: " ", style: Style(background: Self.paper, attributes: .underline))
                default: Cell(grapheme: " ", style: Self.blank)
                }
            })
    }

    @Test("A blank borrows its left neighbour's foreground and attributes, else its right one's")
    func borrowsNeighbours() {
        var styles = BlankCellStyles(row: row("  aa  gg"))
        #expect(styles.style(at: 0, pen: nil) == Self.ink)
        #expect(styles.style(at: 4, pen: nil) == Self.ink)
        #expect(styles.style(at: 5, pen: nil) == Self.ink)
        #expect(styles.style(at: 6, pen: nil) == Self.grey)
    }

    @Test("A blank keeps its own style next to another background or an underline; a row of blanks takes the pen")
    func keepsOwn() {
        let other = Cell(grapheme: "x", style: Style(foreground: .white, background: .black))
        var styles = BlankCellStyles(row: ArraySlice([other, Cell(grapheme: " ", style: Self.blank)]))
        #expect(styles.style(at: 1, pen: nil) == Self.blank)
        var underlined = BlankCellStyles(row: row("_ "))
        #expect(underlined.style(at: 0, pen: nil).attributes == .underline)
        #expect(underlined.style(at: 1, pen: nil) == Self.blank)
        var empty = BlankCellStyles(row: row("    "))
        #expect(empty.style(at: 2, pen: Self.grey) == Self.grey)
        #expect(empty.style(at: 2, pen: nil) == Self.blank)
    }
}
