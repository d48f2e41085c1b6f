import TermCore
import Testing

@testable import TermUI

@Suite("Table view cell")
@MainActor
struct TableViewCellTests {
    private func render(_ cell: TableViewCell, width: Int = 30, background: Color? = nil) -> CellBuffer {
        var canvas = Canvas(size: Size(width: width, height: cell.frame.height))
        if let background { canvas.paintBackground(background, in: canvas.buffer.bounds) }
        cell.render(into: &canvas)
        return canvas.buffer
    }

    private func makeCell(height: Int = 1, width: Int = 30) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: "cell")
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        return cell
    }

    @Test("A row shows its text, its detail on the right and the accessory at the edge")
    func layout() {
        let cell = makeCell()
        cell.text = "Lina Park"
        cell.detailText = "2m"
        cell.accessory = .disclosureIndicator
        #expect(render(cell).line(0) == "  Lina Park" + String(repeating: " ", count: 14) + "2m ›")
    }

    @Test("In a window with ASCII glyphs the markers and the ellipsis are ASCII")
    func asciiGlyphs() {
        let window = Window(size: Size(width: 20, height: 1))
        window.glyphs = .ascii
        let cell = makeCell(width: 20)
        window.rootViewController = HostScreen(cell)
        cell.text = "A very long row title here"
        cell.isSelected = true
        cell.accessory = .disclosureIndicator
        #expect(render(cell, width: 20).line(0) == "> A very long ... >")
        window.glyphs = .unicode
        #expect(render(cell, width: 20).line(0) == "› A very long ro… ›")
    }

    @Test("A toggle accessory shows its state as a box")
    func toggle() {
        let cell = makeCell()
        cell.text = "Share"
        cell.accessory = .toggle(isOn: true)
        #expect(render(cell).line(0) == "  Share" + String(repeating: " ", count: 19) + "[x]")
        cell.accessory = .toggle(isOn: false)
        #expect(render(cell).line(0) == "  Share" + String(repeating: " ", count: 19) + "[ ]")
    }

    @Test("Text too wide for the row ends in an ellipsis, and wide glyphs are not halved")
    func truncation() {
        let cell = makeCell(width: 12)
        cell.text = "终端里的翻页做好了"
        let line = render(cell, width: 12).line(0)
        #expect(line == "  终端里的…")
        #expect(line.displayWidth <= 12)
    }

    @Test("The second line shows only in a row two lines tall")
    func secondLine() {
        let cell = makeCell(height: 2)
        cell.text = "Lina"
        cell.secondaryText = "Shipped it"
        #expect(render(cell).text == "  Lina\n  Shipped it")
        cell.frame.size.height = 1
        #expect(render(cell).text == "  Lina")
    }

    @Test("An unselected row keeps the background below it and draws white text")
    func clearBackground() {
        let below = Color(red: 28, green: 28, blue: 30)
        let cell = makeCell()
        cell.text = "Row"
        let frame = render(cell, background: below)
        #expect(frame[2, 0].style == Style(foreground: .white, background: below))
        #expect(frame[20, 0].style.background == below)
    }

    @Test("A selected row blends grey 0.5 at alpha 0.3 over the background and uses light-grey text")
    func selectedStyle() {
        let below = Color(red: 246, green: 246, blue: 246)
        let cell = makeCell()
        cell.text = "Row"
        cell.isSelected = true
        let frame = render(cell, background: below)
        let blend = Color(red: 211, green: 211, blue: 211)
        #expect(frame[0, 0].grapheme == "›")
        #expect(frame[2, 0].style == Style(foreground: Color(red: 170, green: 170, blue: 170), background: blend))
        #expect(frame[29, 0].style.background == blend)
    }

    @Test("Reuse clears the content but keeps the colours")
    func prepareForReuse() {
        let cell = makeCell()
        cell.text = "Old"
        cell.detailText = "1h"
        cell.accessory = .disclosureIndicator
        cell.isSelected = true
        cell.textColor = .black
        cell.prepareForReuse()
        #expect(render(cell).line(0) == "")
        #expect(cell.isSelected == false)
        #expect(cell.textColor == .black)
    }
}
