import Glibc
import TermCore
import Testing

@testable import TermNcurses

/// How a grapheme is cut into ncurses cells: each piece one spacing scalar and the marks after it.
@Suite("Graphemes cut into terminal cells")
struct GraphemePiecesTests {
    /// Each piece's column offset and scalars, as the backend hands them to `cn_put`.
    private func pieces(_ grapheme: Character) -> [(offset: Int, text: String)] {
        var buffer = [wchar_t](repeating: -1, count: GraphemePieces.capacity + 1)
        var result: [(offset: Int, text: String)] = []
        let count = buffer.withUnsafeMutableBufferPointer { buffer in
            GraphemePieces.split(grapheme, into: buffer) { offset, piece in
                var text = ""
                for value in piece.prefix(while: { $0 != 0 }) {
                    text.unicodeScalars.append(Unicode.Scalar(UInt32(bitPattern: value))!)
                }
                result.append((offset, text))
            }
        }
        #expect(count == result.count)
        return result
    }

    @Test(
        "Every spacing scalar starts a piece at the column its width gives",
        arguments: [
            ("👍🏽", [(0, "👍"), (2, "🏽")]),
            ("👩\u{200D}💻", [(0, "👩\u{200D}"), (2, "💻")]),
            ("🇯🇵", [(0, "🇯"), (1, "🇵")]),
            ("👨\u{200D}👩\u{200D}", [(0, "👨\u{200D}"), (2, "👩\u{200D}")]),
            ("分", [(0, "分")]),
            ("e\u{301}\u{302}\u{303}\u{304}", [(0, "e\u{301}\u{302}\u{303}\u{304}")]),
            ("✈\u{FE0F}", [(0, "✈\u{FE0F}")]),
        ] as [(Character, [(Int, String)])])
    func split(grapheme: Character, expected: [(Int, String)]) {
        let pieces = pieces(grapheme)
        #expect(pieces.map(\.offset) == expected.map(\.0))
        #expect(pieces.map(\.text) == expected.map(\.1))
    }

    @Test(
        "The pieces are the grapheme's scalars in order, none longer than a cchar_t, and end at its width",
        arguments: ["👍🏽", "👩\u{200D}💻", "🇯🇵", "👨\u{200D}👩\u{200D}", "a", "›", "한"] as [Character])
    func wholeAndInOrder(grapheme: Character) {
        let pieces = pieces(grapheme)
        #expect(pieces.map(\.text).joined() == String(grapheme))
        #expect(pieces.allSatisfy { $0.text.unicodeScalars.count <= GraphemePieces.capacity })
        #expect(pieces.allSatisfy { $0.text.unicodeScalars.dropFirst().allSatisfy { $0.displayWidth == 0 } })
        let last = pieces[pieces.count - 1]
        #expect(last.offset + last.text.displayWidth == grapheme.displayWidth)
    }

    @Test("A cell's grapheme always fits the pieces: more marks than a cchar_t takes make U+FFFD")
    func cellsFitPieces() {
        let marks: Character = "e\u{301}\u{302}\u{303}\u{304}\u{305}"
        #expect(Cell(grapheme: marks).grapheme == "\u{FFFD}")
        #expect(pieces(Cell(grapheme: marks).grapheme).map(\.text) == ["\u{FFFD}"])
    }
}
