import Glibc
import TermCore

/// The rows of a frame whose cells are byte for byte those of the frame before, which the
/// present loop skips without comparing cell by cell.
///
/// A cell is a plain value, so equal bytes are equal cells. Unequal bytes (say, padding) only
/// send a row on to the cell-by-cell comparison, which decides; so this never hides a change.
struct UnchangedRows {
    private var rows: [Bool] = []

    init(_ cells: [Cell], _ earlier: [Cell]?, width: Int) {
        guard let earlier, earlier.count == cells.count, width > 0 else { return }
        let rowBytes = width * MemoryLayout<Cell>.stride
        cells.withUnsafeBytes { current in
            earlier.withUnsafeBytes { previous in
                guard let now = current.baseAddress, let before = previous.baseAddress else { return }
                rows = (0..<(cells.count / width)).map { y in
                    memcmp(now + y * rowBytes, before + y * rowBytes, rowBytes) == 0
                }
            }
        }
    }

    func contains(_ y: Int) -> Bool { y < rows.count && rows[y] }
}
