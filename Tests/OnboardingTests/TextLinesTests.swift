import TermCore
import TestSupport
import Testing

@testable import Onboarding

@Suite("Lines of an art file")
struct TextLinesTests {
    @Test(
        "Split in the bytes exactly where the characters split at line breaks (LF, or CR LF)",
        arguments: [
            "", "\n", "one", "one\ntwo", "one\ntwo\n", "\n\nthree\n\n", "a\r\nb", "a\r\n\nb", "a\rb\nc",
            "\u{301}\nx\n\u{301}", "█▀▄\n  ▀▀\n", "e\u{301}\ne", "\r\n\r\n", "\r\r\n", "x\r",
        ])
    func sameAsCharacters(text: String) {
        let bytes = Array(text.utf8)
        let byCharacters = String(decoding: bytes, as: UTF8.self).lineBreakLines.map(String.init)
        #expect(TextLines.split(bytes) == byCharacters)
    }

    @Test("A file saved with Windows line endings has the same lines as with line feeds")
    func windowsLineEndings() {
        #expect(TextLines.split(Array(" /\\ \r\n/__\\\r\n|  |\r\n".utf8)) == [" /\\ ", "/__\\", "|  |", ""])
        #expect("press right\r\nsnapshot a\r\n".lineBreakLines == ["press right", "snapshot a", ""])
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

@Suite("Art files: tabs and byte order mark")
struct ArtTabsTests {
    @Test(
        "A tab runs to the next multiple of eight columns, counting wide glyphs as two",
        arguments: [
            ("\tx", "        x"), ("ab\tc", "ab      c"), ("abcdefgh\ti", "abcdefgh        i"), ("分\tx", "分      x"),
            ("no tabs", "no tabs"), ("\t\t|", "                |"),
        ])
    func expanded(line: String, expected: String) {
        #expect(ArtTabs.expanded(line) == expected)
    }

    @Test("An art file's byte order mark is not part of its first line")
    func byteOrderMark() throws {
        let folder = Fixtures.assetsFolder([
            "a.txt": "\u{FEFF}/\\\n",
            "manifest.json": #"{"pages":[{"art":"a.txt","title":"T","body":"B"}],"labels":{"share":"S","enter":"E"}}"#,
        ])
        let manifest = try ManifestLoader.load(from: folder, language: .english)
        #expect(manifest.pages[0].art == ["/\\"])
        #expect(!PlainPages.text(for: manifest.pages).unicodeScalars.contains("\u{FEFF}"))
    }
}
