extension CellBuffer {
    /// Field by field, the cells a word at a time: the run loop compares every frame it renders
    /// with the last one, and most frames that come out the same (a job's result that changed
    /// nothing on the screen) took about 60 000 instructions cell by cell (docs/decisions/0073).
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        lhs.size == rhs.size && sameCells(lhs.cells, rhs.cells) && lhs.links == rhs.links
            && lhs.overlays == rhs.overlays && lhs.cursor == rhs.cursor
    }

    /// Equal bytes are equal cells (a cell has no padding), so the cells are compared as words
    /// up to the first word that differs and cell by cell from that cell on: bytes can differ
    /// where values do not (an absent colour's payload is no part of its value).
    static func sameCells(_ lhs: [Cell], _ rhs: [Cell]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress, leftBase != rightBase else {
                    return true
                }
                var first = 0  // the first cell whose bytes differ
                if MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride, MemoryLayout<Cell>.stride % 8 == 0 {
                    let words = left.count * MemoryLayout<Cell>.stride / 8
                    let leftWords = UnsafeRawPointer(leftBase)
                    let rightWords = UnsafeRawPointer(rightBase)
                    var word = 0
                    while word < words,
                        leftWords.load(fromByteOffset: word &* 8, as: UInt64.self)
                            == rightWords.load(fromByteOffset: word &* 8, as: UInt64.self)
                    {
                        word &+= 1
                    }
                    first = word * 8 / MemoryLayout<Cell>.stride
                }
                for index in first..<left.count where left[index] != right[index] { return false }
                return true
            }
        }
    }
}
