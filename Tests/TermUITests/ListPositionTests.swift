import Testing

@testable import TermUI

@Suite("List position")
struct ListPositionTests {
    @Test("An empty list has no selection and a new list selects its first row")
    func emptyAndFirst() {
        #expect(ListPosition(count: 0, capacity: 5).selected == nil)
        #expect(ListPosition(count: 3, capacity: 5).selected == 0)
    }

    @Test("Moving past either end stops at the end")
    func clamps() {
        var position = ListPosition(count: 3, capacity: 5)
        position.move(by: -1)
        #expect(position.selected == 0)
        position.move(by: 10)
        #expect(position.selected == 2)
    }

    @Test("Arrow moves scroll only when the selection would leave the screen")
    func minimalScroll() {
        var position = ListPosition(count: 100, capacity: 5)
        position.move(by: 4)
        #expect(position.top == 0)
        position.move(by: 1)
        #expect(position.selected == 5 && position.top == 1)
        position.select(0)
        #expect(position.top == 0)
    }

    @Test("Page moves keep the selection at its place on screen until an end")
    func pageMoves() {
        var position = ListPosition(count: 100, capacity: 5)
        position.move(by: 2)
        position.move(by: 5, scrollsAlong: true)
        #expect(position.selected == 7 && position.top == 5)
        position.move(by: 1000, scrollsAlong: true)
        #expect(position.selected == 99 && position.top == 95)
    }

    @Test("A smaller screen scrolls so the selection stays visible")
    func shrinkKeepsSelection() {
        var position = ListPosition(count: 100, capacity: 20)
        position.select(15)
        position.resize(count: 100, capacity: 4)
        #expect(position.selected == 15)
        #expect(position.top <= 15 && 15 < position.top + 4)
    }

    @Test("Fewer rows pull the selection and the top back in range")
    func fewerRows() {
        var position = ListPosition(count: 100, capacity: 5)
        position.select(90)
        position.resize(count: 10, capacity: 5)
        #expect(position.selected == 9 && position.top == 5)
    }

    @Test(
        "A line maps to the row under it",
        arguments: [(0, 1, 3), (1, 1, 4), (3, 2, 4), (5, 2, 5), (40, 1, nil)] as [(Int, Int, Int?)])
    func rowAtLine(line: Int, rowHeight: Int, expected: Int?) {
        var position = ListPosition(count: 20, capacity: 5)
        position.select(19)
        position.select(3)
        #expect(position.top == 3)
        #expect(position.row(atLine: line, rowHeight: rowHeight) == expected)
    }
}
