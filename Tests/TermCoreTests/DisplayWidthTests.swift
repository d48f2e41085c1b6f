import Testing

@testable import TermCore

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "Text takes the cells a terminal gives it",
        arguments: [
            ("分享给大家", 10), ("Share", 5), ("e\u{301}", 1), ("😀", 2), ("開始使用", 8),
            ("ｶﾀｶﾅ", 4), ("한국어", 6), ("●○", 2), ("👍🏽", 4), ("a\u{200B}b", 2),
        ])
    func widths(text: String, expected: Int) {
        #expect(text.displayWidth == expected)
    }

    @Test(
        "ASCII text (the byte path) measures as its scalars do: controls and DEL take no cell",
        arguments: ["plain", "tab\there", "bell\u{7}", "del\u{7F}", "", "line\r\nbreak", "~!@#$%^&*()"])
    func asciiMatchesScalars(text: String) {
        let scalars = text.unicodeScalars.reduce(0) { $0 + $1.displayWidth }
        #expect(text.displayWidth == scalars)
        #expect(text[...].displayWidth == scalars)
    }

    @Test("Combining marks and format characters take no cell")
    func zeroWidth() {
        #expect(Unicode.Scalar(0x301)!.displayWidth == 0)
        #expect(Unicode.Scalar(0x200D)!.displayWidth == 0)
        #expect(Unicode.Scalar(0xFE0F)!.displayWidth == 0)
    }

    @Test("Prepended format marks count one cell, as glibc does")
    func prependedMarks() {
        #expect(Unicode.Scalar(0x600)!.displayWidth == 1)
        #expect(Unicode.Scalar(0x110CD)!.displayWidth == 1)
        #expect(Unicode.Scalar(0x606)!.displayWidth == 1)
    }

    @Test("The blocks whose width skips the category lookup hold no mark or format character")
    func blocksWithoutMarks() {
        var found: [String] = []
        for value: UInt32 in 0x300...0x2FFFF where DisplayWidthTable.holdsNoMarks(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: found.append(String(value, radix: 16))
            default: break
            }
            if DisplayWidthTable.isPrependedMark(value) { found.append(String(value, radix: 16)) }
        }
        #expect(found.isEmpty, "marks in the fast blocks: \(found.prefix(10))")
        #expect(DisplayWidthTable.holdsNoMarks(0x203A) && DisplayWidthTable.holdsNoMarks(0x9648))
        #expect(!DisplayWidthTable.holdsNoMarks(0x200B) && !DisplayWidthTable.holdsNoMarks(0x302A))
    }
}
