/// Which row of a scrolling list is selected and which row is at the top, kept consistent.
///
/// A clamp-safe value, like a paginator: the selection never leaves `0..<count`, the top row
/// never scrolls past the last full page, and after every change the selected row is fully on
/// screen. The arithmetic is apart from the view so it is tested without drawing and costs the
/// same for a million rows as for twenty.
package struct ListPosition: Hashable, Sendable {
    /// How many rows the list has.
    package private(set) var count = 0
    /// How many rows fit fully on screen (at least one).
    package private(set) var capacity = 1
    /// The selected row; nil only when the list is empty.
    package private(set) var selected: Int?
    /// The row drawn at the top.
    package private(set) var top = 0

    package init(count: Int = 0, capacity: Int = 1) {
        resize(count: count, capacity: capacity)
    }

    /// The largest top row that still fills the screen.
    package var maximumTop: Int { max(0, count - capacity) }

    /// Takes a new row count or screen height, keeping the selection (clamped) in view.
    package mutating func resize(count: Int, capacity: Int) {
        self.count = max(0, count)
        self.capacity = max(1, capacity)
        if self.count == 0 {
            selected = nil
        } else {
            selected = min(selected ?? 0, self.count - 1)
        }
        top = min(max(0, top), maximumTop)
        revealSelection()
    }

    /// Selects `row` (clamped) and scrolls as little as needed to show it.
    package mutating func select(_ row: Int) {
        guard count > 0 else { return }
        selected = min(max(0, row), count - 1)
        revealSelection()
    }

    /// Moves the selection by `delta` rows.
    ///
    /// With `scrollsAlong` the top row moves by the same amount, so the selection keeps its
    /// place on screen (page keys and the wheel); otherwise the list scrolls only when the
    /// selection would leave the screen (arrow keys).
    package mutating func move(by delta: Int, scrollsAlong: Bool = false) {
        guard count > 0, let current = selected else { return }
        let target = min(max(0, current + delta), count - 1)
        if scrollsAlong { top = min(max(0, top + target - current), maximumTop) }
        select(target)
    }

    /// The row under screen line `line` for rows `rowHeight` lines tall, if there is one.
    package func row(atLine line: Int, rowHeight: Int) -> Int? {
        guard line >= 0, rowHeight > 0 else { return nil }
        let row = top + line / rowHeight
        return row < count ? row : nil
    }

    private mutating func revealSelection() {
        guard let selected else { return }
        if selected < top {
            top = selected
        } else if selected >= top + capacity {
            top = selected - capacity + 1
        }
    }
}
