import BenchSupport
import TermCore
import Testing

@testable import TermUI

@Suite("Table view benchmark")
@MainActor
struct TableViewBenchmarkTests {
    @Test("A Down key does the same work in a table of a million rows as in one of a thousand")
    func sameWorkPerKey() {
        let small = TableViewBenchmark.measureDownKeys(rows: 1000, presses: 200)
        let large = TableViewBenchmark.measureDownKeys(rows: 1_000_000, presses: 200)
        #expect(small.selectedRow == 200 && large.selectedRow == 200)
        #expect(large.createdCells == small.createdCells)
        #expect(large.createdCells <= 24)
        #expect(large.dequeuesDuringPresses == small.dequeuesDuringPresses)
        #expect(large.dequeuesDuringPresses == 200 - 23)
        #expect(large.timePerKey > .zero)
    }
}
