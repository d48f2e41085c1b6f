import Testing

@testable import TermCore

@Suite("Frames compared a word at a time")
struct CellBufferEqualityTests {
    private func frame(_ text: String, width: Int = 8, link: String? = nil) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: 2))
        buffer.write(text, at: Point(x: 0, y: 1), style: Style(foreground: .white), clip: buffer.bounds, link: link)
        return buffer
    }

    private func bytes(_ buffer: CellBuffer) -> [UInt8] {
        buffer.cells.withUnsafeBytes { Array($0) }
    }

    @Test("Equal frames are equal; a cell apart anywhere, a size or a link apart are not")
    func differences() {
        #expect(frame("hello") == frame("hello"))
        #expect(frame("hello") != frame("hellO"))
        #expect(frame("hello") != frame("Hello"))
        #expect(frame("hello") != frame("hello", width: 9))
        #expect(frame("hello", link: "https://example.org") != frame("hello", link: "https://example.org/a"))
    }

    @Test("Cells equal in value but not in bytes (an absent colour's payload) are still equal")
    func equalValuesOtherBytes() {
        let left = frame("hi")
        var right = left
        var cell = right[0, 0]  // a blank: its colours are absent
        withUnsafeMutableBytes(of: &cell) { raw in
            let foreground =
                MemoryLayout<Cell>.offset(of: \Cell.style)! + MemoryLayout<Style>.offset(of: \Style.foreground)!
            for offset in foreground..<(foreground + MemoryLayout<Color>.size) { raw[offset] = 0xA5 }
        }
        #expect(cell.style.foreground == nil)
        right[0, 0] = cell
        #expect(bytes(left) != bytes(right), "the payload bytes reached the frame, so the cell-by-cell path is tried")
        #expect(left == right)
        right[1, 1] = Cell(grapheme: "I", style: Style(foreground: .white))
        #expect(right != left)
    }
}
