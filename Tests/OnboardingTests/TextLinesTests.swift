import Testing

@testable import Onboarding

@Suite("Lines of an art file")
struct TextLinesTests {
    @Test(
        "Split in the bytes exactly where the characters split: a CR LF pair stays one character",
        arguments: [
            "", "\n", "one", "one\ntwo", "one\ntwo\n", "\n\nthree\n\n", "a\r\nb", "a\r\n\nb", "a\rb\nc",
            "\u{301}\nx\n\u{301}", "█▀▄\n  ▀▀\n", "e\u{301}\ne", "\r\n\r\n",
        ])
    func sameAsCharacters(text: String) {
        let bytes = Array(text.utf8)
        let byCharacters = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(TextLines.split(bytes) == byCharacters)
    }

    @Test("Bytes that are not UTF-8 become U+FFFD on the line they are on, as whole-file decoding does")
    func invalidBytes() {
        let bytes: [UInt8] = [0x61, 0xE2, 0x0A, 0x62, 0xFF, 0x0A, 0xC3]
        let byCharacters = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(TextLines.split(bytes) == byCharacters)
        #expect(TextLines.split(bytes) == ["a\u{FFFD}", "b\u{FFFD}", "\u{FFFD}"])
    }
}
