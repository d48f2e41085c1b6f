import Testing

@testable import TermCore

@Suite("Lone scalars written straight from their bytes, cell for cell as grapheme by grapheme")
struct LoneScalarTests {
    /// `text` written grapheme by grapheme as the general path does: shown safely, no
    /// zero-width graphemes, a grapheme cut by the clip drawn as blanks.
    private func reference(_ text: String, at x: Int, clip: Rect, width: Int) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: 1))
        var column = x
        for grapheme in text {
            let safe = grapheme.terminalSafe
            let cells = safe.displayWidth
            if cells == 0 { continue }
            if column >= clip.minX, column + cells <= clip.maxX {
                buffer.put(safe, width: cells, x: column, y: 0, style: style)
            } else if column < clip.maxX, column + cells > clip.minX {
                for blank in max(column, clip.minX)..<min(column + cells, clip.maxX) {
                    buffer.put(" ", width: 1, x: blank, y: 0, style: style)
                }
            }
            column += cells
        }
        return buffer
    }

    private let style = Style(foreground: .white)

    @Test("Text of every kind writes the same cells and ends at the same column as the general path")
    func sameCellsAsGraphemes() {
        let texts = [
            "Person 000 @user000", "0m ›", "› Home", "…", "陈伟: 你好", "a·b·c", "● ○ ○",
            "👍 ok", "👍🏽 ok", "e\u{301}x", "中\u{301}x", "\u{600}1 \u{600}", "a\u{202E}b", "\u{85}x", "x\u{200B}y",
            "한국어 ok", "ＡＢ1", "Ω≈ç√", "\u{1100}\u{1161}x", "🇫🇷x", "\u{FFFD}", "tab\there", "ends with 中",
        ]
        for text in texts {
            for (x, clip) in [
                (0, Rect(x: 0, y: 0, width: 30, height: 1)), (-1, Rect(x: 0, y: 0, width: 30, height: 1)),
                (2, Rect(x: 3, y: 0, width: 5, height: 1)), (0, Rect(x: 0, y: 0, width: 4, height: 1)),
            ] {
                var written = CellBuffer(size: Size(width: 30, height: 1))
                let end = written.write(text, at: Point(x: x, y: 0), style: style, clip: clip)
                let expected = reference(text, at: x, clip: clip, width: 30)
                #expect(written == expected, "\(text.debugDescription) at \(x), clip \(clip)")
                #expect(end == x + text.map { $0.terminalSafe.displayWidth }.reduce(0, +))
            }
        }
    }

    @Test("Random text from many scripts writes the same cells as grapheme by grapheme (2 000 texts)")
    func randomText() {
        // Scalars from the blocks taken and from around them: ASCII, Latin, combining marks,
        // Arabic with its Prepend marks, Devanagari, Hangul jamo and syllables, CJK, symbols,
        // bidi and format marks, variation selectors, emoji, skin tones and regional indicators.
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x17F, 0x300...0x36F, 0x5D0...0x5EA, 0x600...0x60F, 0x900...0x97F,
            0x1100...0x1112, 0x1161...0x1175, 0x200B...0x200F, 0x2028...0x202E, 0x2190...0x21FF,
            0x3000...0x303F, 0x4E00...0x4E40, 0xAC00...0xAC40, 0xFE00...0xFE0F, 0xFF01...0xFF20,
            0x1F1E6...0x1F1FF, 0x1F300...0x1F320, 0x1F3FB...0x1F3FF, 0x110BD...0x110BD,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {  // SplitMix64: the same texts on every run
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<(1 + next(12)) {
                let pool = pools[next(pools.count)]
                let value = pool.lowerBound + UInt32(next(Int(pool.upperBound - pool.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            let x = next(6) - 2
            let clip = Rect(x: next(4), y: 0, width: 8 + next(20), height: 1)
            var written = CellBuffer(size: Size(width: 30, height: 1))
            let end = written.write(text, at: Point(x: x, y: 0), style: style, clip: clip)
            #expect(
                written == reference(text, at: x, clip: clip, width: 30), "\(text.debugDescription) at \(x), \(clip)")
            #expect(end == x + text.map { $0.terminalSafe.displayWidth }.reduce(0, +))
        }
    }

    @Test("Only a scalar followed by ASCII or the end, outside Prepend's blocks, with a width, is taken")
    func whichScalars() {
        func lone(_ text: String, at offset: Int = 0) -> LoneScalar? {
            Array(text.utf8).withUnsafeBufferPointer { LoneScalar($0, at: offset) }
        }
        #expect(lone("›")?.width == 1 && lone("›")?.length == 3)
        #expect(lone("中x")?.width == 2)
        #expect(lone("👍")?.length == 4)
        #expect(lone("a") == nil, "ASCII has its own path")
        #expect(lone("中\u{301}") == nil, "a combining mark follows")
        #expect(lone("👍🏽") == nil, "a modifier follows")
        #expect(lone("\u{600}1") == nil, "a Prepend character joins what follows")
        #expect(lone("\u{202E}") == nil, "a bidi override is replaced on the general path")
        #expect(lone("\u{85}") == nil, "a C1 control is replaced on the general path")
        #expect(lone("\u{200B}") == nil, "a scalar of no width is dropped on the general path")
        #expect(lone("x›", at: 1)?.width == 1)
    }
}
