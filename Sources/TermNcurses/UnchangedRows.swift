import Glibc
import TermCore

/// The rows of a frame whose cells are those of the frame before, which the present loop skips.
///
/// A cell is a plain value, so equal bytes are equal cells; rows whose bytes differ are compared
/// cell by cell (an absent colour's payload bytes are not part of its value), so this never
/// hides a change and never misses an unchanged row.
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
                        || Self.equal(cells, earlier, from: y * width, count: width)
                }
            }
        }
    }

    func contains(_ y: Int) -> Bool { y < rows.count && rows[y] }

    /// Cell by cell, for rows whose bytes differ: equal cells can differ in bytes that are no
    /// part of their value (an absent colour's payload), and a changed row differs early.
    private static func equal(_ cells: [Cell], _ earlier: [Cell], from start: Int, count: Int) -> Bool {
        cells.withUnsafeBufferPointer { now in
            earlier.withUnsafeBufferPointer { before in
                for index in start..<(start + count) where now[index] != before[index] { return false }
                return true
            }
        }
    }
}
