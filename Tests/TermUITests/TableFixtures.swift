import TermCore
import TermUI
import TestSupport

/// A plain screen whose view holds one subview filling it.
@MainActor
final class HostScreen: ViewController {
    let content: View

    init(_ content: View, title: String? = nil) {
        self.content = content
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        content.frame = view.bounds
        content.autoresizingMask = .fill
        view.addSubview(content)
    }
}

/// Rows that say their own number and count what the table asks for.
@MainActor
final class NumberedRows: TableViewDataSource, TableViewDelegate {
    var count: Int
    private(set) var cellRequests = 0
    private(set) var chosen: [Int] = []

    init(count: Int) {
        self.count = count
    }

    func numberOfRows(in tableView: TableView) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
        cell.text = "Row \(row)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        chosen.append(row)
    }
}

/// A fixture: a table of numbered rows filling a screen, focused, on the one ``Harness``.
@MainActor
struct NumberedTable {
    let rows: NumberedRows
    let table: TableView
    let harness: Harness

    init(count: Int, size: Size = Size(width: 30, height: 10), rowHeight: Int = 1) {
        rows = NumberedRows(count: count)
        table = TableView()
        table.rowHeight = rowHeight
        table.dataSource = rows
        table.delegate = rows
        table.backgroundColor = Color(red: 28, green: 28, blue: 30)
        harness = Harness(size: size, root: HostScreen(table))
        table.reloadData()
        harness.window.focus(table)
        harness.application.runPending()
    }

    /// The screen line whose text starts with the selection indicator.
    var markedLine: Int? { harness.lines.firstIndex { $0.hasPrefix("›") } }
}
