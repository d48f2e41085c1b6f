import TermCore
import TestSupport
import Testing

@testable import TermUI

@Suite("Table view")
@MainActor
struct TableViewTests {
    @Test("A table of a million rows builds cells only for the rows on screen")
    func millionRowsFewCells() {
        let subject = NumberedTable(count: 1_000_000, size: Size(width: 30, height: 10))
        #expect(subject.table.createdCellCount == 10)
        #expect(subject.rows.cellRequests == 10)
        subject.harness.press("end")
        subject.harness.press("home")
        for _ in 0..<50 { subject.harness.press("pgdn") }
        #expect(subject.table.createdCellCount <= 10)
        #expect(subject.table.subviews.count == 10)
        #expect(subject.harness.lines[0] == "› Row 500")
        subject.harness.assertSnapshot(named: "table-million-rows-paged")
    }

    @Test("Scrolling one row asks for one new cell and reuses the one that left")
    func reuseOnScroll() {
        let subject = NumberedTable(count: 1000, size: Size(width: 30, height: 10))
        subject.harness.press("end", "home")
        let requests = subject.rows.cellRequests
        let created = subject.table.createdCellCount
        for _ in 0..<9 { subject.harness.press("down") }
        #expect(subject.rows.cellRequests == requests)
        for _ in 0..<10 { subject.harness.press("down") }
        #expect(subject.rows.cellRequests == requests + 10)
        #expect(subject.table.createdCellCount == created)
        #expect(subject.harness.lines.first == "  Row 10")
        subject.harness.assertSnapshot(named: "table-scrolled-one-row")
    }

    @Test("A registered cell class is what dequeue builds, and only for its identifier")
    func registeredClass() {
        let table = TableView()
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        #expect(table.dequeueReusableCell(withIdentifier: "badge") is BadgeCell)
        #expect(!(table.dequeueReusableCell(withIdentifier: "plain") is BadgeCell))
        #expect(table.createdCellCount == 2 && table.dequeueCount == 2)
    }

    @Test("Down, j, up and k move the selection one row")
    func arrowKeys() {
        let subject = NumberedTable(count: 50)
        subject.harness.press("down", "j", "j", "up")
        #expect(subject.table.selectedRow == 2)
        subject.harness.press("k", "k", "k")
        #expect(subject.table.selectedRow == 0)
        #expect(subject.markedLine == 0)
        subject.harness.assertSnapshot(named: "table-first-row-selected")
    }

    @Test("Page keys move a screenful and home and end jump to the ends")
    func pageKeys() {
        let subject = NumberedTable(count: 50, size: Size(width: 30, height: 10))
        subject.harness.press("pgdn")
        #expect(subject.table.selectedRow == 10)
        subject.harness.press("end")
        #expect(subject.table.selectedRow == 49)
        #expect(subject.harness.lines[9] == "› Row 49")
        subject.harness.assertSnapshot(named: "table-end")
        subject.harness.press("pgup")
        #expect(subject.table.selectedRow == 39)
        subject.harness.press("home")
        #expect(subject.table.selectedRow == 0 && subject.harness.lines[0] == "› Row 0")
    }

    @Test("The wheel moves the selection three rows and scrolls the list with it")
    func wheel() {
        let subject = NumberedTable(count: 50, size: Size(width: 30, height: 10))
        for _ in 0..<5 { subject.harness.press("down") }
        subject.harness.scroll(.scrollDown)
        #expect(subject.table.selectedRow == 8 && subject.table.position.top == 3)
        #expect(subject.markedLine == 5)
        subject.harness.assertSnapshot(named: "table-wheel-down")
        for _ in 0..<20 { subject.harness.scroll(.scrollDown) }
        #expect(subject.table.selectedRow == 49 && subject.table.position.top == 40)
        subject.harness.scroll(.scrollUp)
        #expect(subject.table.selectedRow == 46 && subject.table.position.top == 37)
        #expect(subject.markedLine == 9)
        subject.harness.assertSnapshot(named: "table-wheel-up-at-end")
    }

    @Test("The selection stays on screen through every key")
    func selectionAlwaysVisible() {
        let subject = NumberedTable(count: 200, size: Size(width: 30, height: 7))
        for key in ["down", "pgdn", "pgdn", "down", "end", "up", "pgup", "k", "home", "j"] {
            subject.harness.press(key)
            let selected = subject.table.selectedRow ?? -1
            #expect(subject.table.visibleRows.contains(selected), "after \(key)")
            #expect(subject.markedLine == selected - subject.table.position.top, "after \(key)")
        }
    }

    @Test("A click selects the row under it and tells the delegate")
    func click() {
        let subject = NumberedTable(count: 50)
        subject.harness.press("pgdn")
        subject.harness.click(x: 5, y: 4)
        #expect(subject.table.selectedRow == subject.table.position.top + 4)
        #expect(subject.rows.chosen == [subject.table.position.top + 4])
        subject.harness.assertSnapshot(named: "table-clicked-row")
    }

    @Test("A click on two-line rows picks the row by its height, and below the last row does nothing")
    func clickTallRows() {
        let subject = NumberedTable(count: 3, size: Size(width: 30, height: 10), rowHeight: 2)
        subject.harness.click(x: 3, y: 3)
        #expect(subject.rows.chosen == [1])
        subject.harness.click(x: 3, y: 8)
        #expect(subject.rows.chosen == [1])
        #expect(subject.table.selectedRow == 1)
    }

    @Test("Enter tells the delegate which row was chosen")
    func enterChooses() {
        let subject = NumberedTable(count: 50)
        subject.harness.press("down", "down", "enter")
        #expect(subject.rows.chosen == [2])
    }

    @Test("A shorter screen scrolls so the selected row stays visible")
    func resizeKeepsSelection() {
        let subject = NumberedTable(count: 100, size: Size(width: 30, height: 20))
        for _ in 0..<15 { subject.harness.press("down") }
        subject.harness.resize(to: Size(width: 30, height: 5))
        #expect(subject.table.selectedRow == 15)
        #expect(subject.markedLine == 4)
        #expect(subject.harness.lines[4] == "› Row 15")
        #expect(subject.table.subviews.count == 5)
    }

    @Test("Reloading with fewer rows keeps the selection in range")
    func reloadFewer() {
        let subject = NumberedTable(count: 100)
        subject.harness.press("end")
        subject.rows.count = 4
        subject.table.reloadData()
        subject.harness.redraw()
        #expect(subject.table.selectedRow == 3)
        #expect(subject.harness.lines[3] == "› Row 3")
        #expect(subject.harness.lines[4] == "")
    }

    @Test("An empty table draws nothing and ignores enter")
    func empty() {
        let subject = NumberedTable(count: 0)
        subject.harness.press("down", "enter")
        #expect(subject.table.selectedRow == nil)
        #expect(subject.rows.chosen.isEmpty)
        #expect(subject.table.subviews.isEmpty)
    }

    @Test("The selected row's background is the selection grey blended over the table's background")
    func selectedBackgroundBlend() {
        let subject = NumberedTable(count: 5)
        subject.harness.press("down")
        let expected = Color(white: 0.5, alpha: 0.3).blended(over: Color(red: 28, green: 28, blue: 30))
        #expect(expected == Color(red: 58, green: 58, blue: 59))
        let frame = subject.harness.frame
        for x in 0..<30 {
            #expect(frame[x, 1].style.background == expected)
            #expect(frame[x, 0].style.background == Color(red: 28, green: 28, blue: 30))
        }
        #expect(frame[2, 1].style.foreground == Color(white: 2.0 / 3.0))
        #expect(frame[2, 0].style.foreground == .white)
    }
}

/// A cell subclass, to see that registration decides what dequeue builds.
@MainActor
private final class BadgeCell: TableViewCell {}
