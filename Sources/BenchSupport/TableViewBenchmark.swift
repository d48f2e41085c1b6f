import TermCore
import TermUI

/// Measures what one Down key costs in a full-screen table of any length, in process.
///
/// The benchmark and the tests call it with 1 000 and 1 000 000 rows: each key goes through
/// the window (routing, selection, cell reuse) and a full render, as in the app. The result
/// carries the work counts as well as the time, so a test can check that the cost does not
/// grow with the row count without depending on the machine's speed.
@MainActor
package enum TableViewBenchmark {
    /// What a run measured.
    package struct Result: Sendable {
        package var rows: Int
        package var presses: Int
        /// Wall time per key, handling and rendering included.
        package var timePerKey: Duration
        /// Cells the table built over the whole run.
        package var createdCells: Int
        /// Cells asked of the data source (dequeues) during the key presses only.
        package var dequeuesDuringPresses: Int
        /// The row selected at the end.
        package var selectedRow: Int?
    }

    /// Presses Down `presses` times in a table of `rows` rows on a headless screen of `size`.
    package static func measureDownKeys(
        rows: Int, presses: Int = 1000, size: Size = Size(width: 80, height: 24)
    ) -> Result {
        let application = Application(backend: HeadlessBackend(size: size), clock: VirtualClock(), motion: .reduced)
        let rowsSource = NumberedRows(count: rows)
        let table = TableView(frame: Rect(size: size))
        table.autoresizingMask = .fill
        table.dataSource = rowsSource
        let screen = ViewController()
        application.window.rootViewController = screen
        screen.view.addSubview(table)
        table.reloadData()
        application.window.focus(table)
        application.runPending()
        let dequeuesBefore = table.dequeueCount
        let start = ContinuousClock.now
        for _ in 0..<presses {
            application.handle(.key(KeyEvent(.down)))
            application.runPending()
        }
        let elapsed = ContinuousClock.now - start
        return Result(
            rows: rows, presses: presses, timePerKey: presses > 0 ? elapsed / presses : .zero,
            createdCells: table.createdCellCount, dequeuesDuringPresses: table.dequeueCount - dequeuesBefore,
            selectedRow: table.selectedRow)
    }
}

/// Rows that say their own number, made on demand: the benchmark's data source.
@MainActor
private final class NumberedRows: TableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func numberOfRows(in tableView: TableView) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
        cell.text = "Row \(row + 1)"
        return cell
    }
}
