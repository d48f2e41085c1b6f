import TermCore

/// A scrolling list of rows with one selected row, shaped like `UITableView`.
///
/// Rows come from a ``TableViewDataSource`` and only the rows on screen get cells, which are
/// reused through ``dequeueReusableCell(withIdentifier:)`` as rows scroll by: a million rows
/// cost what twenty do, in memory and per key. Up/down/j/k move the selection, pgup/pgdn move
/// a screenful, home/end jump, the wheel moves three rows, and the selection always stays on
/// screen (also after a resize). Enter or a click chooses a row and tells the
/// ``TableViewDelegate``. Rows have one fixed height, so finding a row is arithmetic.
@MainActor
package final class TableView: View {
    package weak var dataSource: (any TableViewDataSource)?
    package weak var delegate: (any TableViewDelegate)?
    /// Lines per row (at least one); every row has the same height.
    package var rowHeight = 1 {
        didSet {
            rowHeight = max(1, rowHeight)
            updateCapacity()
        }
    }
    /// Rows the wheel moves per notch.
    package var wheelStep = 3
    /// The selection and scroll position.
    package private(set) var position = ListPosition()
    /// Cells made so far: never more than the rows that were on screen at once.
    package private(set) var createdCellCount = 0
    /// Times ``dequeueReusableCell(withIdentifier:)`` was asked for a cell.
    package private(set) var dequeueCount = 0
    private var cellsByRow: [Int: TableViewCell] = [:]
    private var reusableCells: [String: [TableViewCell]] = [:]
    private var cellClasses: [String: TableViewCell.Type] = [:]

    package override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    package override var canFocus: Bool { true }

    package var numberOfRows: Int { position.count }
    package var selectedRow: Int? { position.selected }

    /// The rows that have cells: those wholly or partly on screen.
    package var visibleRows: Range<Int> {
        let lines = (bounds.height + rowHeight - 1) / rowHeight
        return position.top..<min(position.count, position.top + lines)
    }

    /// The cell showing `row`, when it is on screen.
    package func cellForRow(at row: Int) -> TableViewCell? { cellsByRow[row] }

    /// Makes ``dequeueReusableCell(withIdentifier:)`` build `cellClass` for `identifier`.
    package func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// A cell to configure for a row: a recycled one when there is one, else a new one of the
    /// registered class (a plain ``TableViewCell`` when none was registered).
    package func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
        dequeueCount += 1
        if let cell = reusableCells[identifier]?.popLast() { return cell }
        createdCellCount += 1
        return (cellClasses[identifier] ?? TableViewCell.self).init(reuseIdentifier: identifier)
    }

    /// Asks the data source again for the row count and the cells on screen.
    ///
    /// The selection stays on its row number, clamped to the new count.
    package func reloadData() {
        for row in Array(cellsByRow.keys) { recycleCell(ofRow: row) }
        position.resize(count: dataSource?.numberOfRows(in: self) ?? 0, capacity: capacity)
        layoutCells()
    }

    /// Selects `row` (clamped) and scrolls it into view; the delegate is not told.
    package func selectRow(_ row: Int) {
        position.select(row)
        layoutCells()
    }

    /// Moves the selection by `delta` rows; `scrollsAlong` keeps it at its place on screen.
    package func moveSelection(by delta: Int, scrollsAlong: Bool = false) {
        position.move(by: delta, scrollsAlong: scrollsAlong)
        layoutCells()
    }

    private var capacity: Int { max(1, bounds.height / rowHeight) }

    private func updateCapacity() {
        position.resize(count: position.count, capacity: capacity)
        layoutCells()
    }

    package override func layoutSubviews() {
        updateCapacity()
    }

    /// Recycles the cells that scrolled off, asks for the rows that scrolled on, and places them.
    private func layoutCells() {
        let rows = visibleRows
        for row in Array(cellsByRow.keys) where !rows.contains(row) { recycleCell(ofRow: row) }
        for row in rows {
            guard let cell = cellsByRow[row] ?? makeCell(forRow: row) else { continue }
            cell.frame = Rect(x: 0, y: (row - position.top) * rowHeight, width: bounds.width, height: rowHeight)
            cell.isSelected = row == position.selected
        }
    }

    /// At the start of the selected row (its marker) while that row is in view.
    package override var cursorPosition: Point? {
        guard let selected = position.selected, visibleRows.contains(selected) else { return nil }
        return Point(x: 0, y: (selected - position.top) * rowHeight)
    }

    /// Hands the window's glyphs to the visible cells once a frame, so each cell does not walk
    /// up to the window for them (two walks a cell cost Down about a tenth of its time).
    package override func draw(_ canvas: inout Canvas) {
        let glyphs = windowGlyphs
        for cell in cellsByRow.values { cell.glyphs = glyphs }
    }

    private func makeCell(forRow row: Int) -> TableViewCell? {
        guard let cell = dataSource?.tableView(self, cellForRowAt: row) else { return nil }
        cellsByRow[row] = cell
        addSubview(cell)
        return cell
    }

    private func recycleCell(ofRow row: Int) {
        guard let cell = cellsByRow.removeValue(forKey: row) else { return }
        cell.removeFromSuperview()
        cell.prepareForReuse()
        reusableCells[cell.reuseIdentifier, default: []].append(cell)
    }

    /// Tells the delegate that the selected row was chosen.
    package func chooseSelectedRow() {
        guard let row = position.selected else { return }
        delegate?.tableView(self, didSelectRowAt: row)
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .pageUp: moveSelection(by: -capacity, scrollsAlong: true)
        case .pageDown: moveSelection(by: capacity, scrollsAlong: true)
        case .home: selectRow(0)
        case .end: selectRow(position.count - 1)
        case .enter: chooseSelectedRow()
        default: return false
        }
        return true
    }

    package override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: moveSelection(by: -wheelStep, scrollsAlong: true)
        case .scrollDown: moveSelection(by: wheelStep, scrollsAlong: true)
        case .click:
            guard let row = position.row(atLine: event.position.y, rowHeight: rowHeight) else { return false }
            window?.focus(self)
            selectRow(row)
            chooseSelectedRow()
        }
        return true
    }
}
