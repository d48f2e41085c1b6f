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
