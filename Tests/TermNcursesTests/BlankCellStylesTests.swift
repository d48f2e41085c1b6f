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
    func row(_ picture: String) -> [Cell] {
        picture.map { character -> Cell in
            switch character {
            case "a": Cell(grapheme: "a", style: Self.ink)
            case "g": Cell(grapheme: "g", style: Self.grey)
            case "_": Cell(grapheme: " ", style: Style(background: Self.paper, attributes: .underline))
            default: Cell(grapheme: " ", style: Self.blank)
            }
        }
    }

    /// Runs `body` with the styles of a row (the type reads rows through a pointer).
    func withStyles(_ cells: [Cell], _ body: (inout BlankCellStyles) -> Void) {
        cells.withUnsafeBufferPointer { row in
            var styles = BlankCellStyles(row: row)
            body(&styles)
        }
    }

    @Test("A blank borrows its left neighbour's foreground and attributes, else its right one's")
    func borrowsNeighbours() {
        withStyles(row("  aa  gg")) { styles in
            #expect(styles.style(at: 0, pen: nil) == Self.ink)
            #expect(styles.style(at: 4, pen: nil) == Self.ink)
            #expect(styles.style(at: 5, pen: nil) == Self.ink)
            #expect(styles.style(at: 6, pen: nil) == Self.grey)
        }
    }

    @Test("A blank keeps its own style next to another background or an underline; a row of blanks takes the pen")
    func keepsOwn() {
        let other = Cell(grapheme: "x", style: Style(foreground: .white, background: .black))
        withStyles([other, Cell(grapheme: " ", style: Self.blank)]) { styles in
            #expect(styles.style(at: 1, pen: nil) == Self.blank)
        }
        withStyles(row("_ ")) { underlined in
            #expect(underlined.style(at: 0, pen: nil).attributes == .underline)
            #expect(underlined.style(at: 1, pen: nil) == Self.blank)
        }
        withStyles(row("    ")) { empty in
            #expect(empty.style(at: 2, pen: Self.grey) == Self.grey)
            #expect(empty.style(at: 2, pen: nil) == Self.blank)
        }
    }

    @Test("What a neighbour lent is reused only for blanks of its background in the same run")
    func lentPerBackground() {
        let dark = Color(white: 0.1)
        let darkText = Cell(grapheme: "d", style: Style(foreground: .white, background: dark))
        let darkBlank = Cell(grapheme: " ", style: Style(background: dark))
        // ink text, two paper blanks, two dark blanks, dark text: one run of four blanks.
        let cells = [row("a")[0], row(" ")[0], row(" ")[0], darkBlank, darkBlank, darkText]
        withStyles(cells) { styles in
            #expect(styles.style(at: 1, pen: nil) == Self.ink)
            #expect(styles.style(at: 2, pen: nil) == Self.ink)
            #expect(styles.style(at: 3, pen: nil) == darkText.style)
            #expect(styles.style(at: 4, pen: nil) == darkText.style)
        }
        // The same blanks after another run: the lent style of the first run is gone.
        withStyles(row("aa  g  ")) { styles in
            #expect(styles.style(at: 2, pen: nil) == Self.ink)
            #expect(styles.style(at: 5, pen: nil) == Self.grey)
        }
    }
}
