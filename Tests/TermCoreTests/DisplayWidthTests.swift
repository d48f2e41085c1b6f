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
    }
}
