import Testing

@testable import TermCore

@Suite("Colour")
struct ColorTests {
    static let accent = Color(red: 253, green: 98, blue: 42)
    static let dotGrey = Color(red: 189, green: 189, blue: 189)

    @Test(
        "RGB maps to the nearest palette entry at each depth",
        arguments: [
            (accent, ColorDepth.xterm256, 202), (dotGrey, .xterm256, 250), (accent, .ansi16, 9),
            (accent, .ansi8, 1), (dotGrey, .ansi16, 7), (Color.white, .xterm256, 231),
            (Color(red: 40, green: 40, blue: 40), .xterm256, 235), (Color(red: 40, green: 40, blue: 40), .ansi16, 0),
        ])
    func mapping(color: Color, depth: ColorDepth, expected: Int) {
        #expect(depth.index(for: color) == expected)
    }

    @Test("True colour keeps the exact RGB and no colour gives nothing")
    func trueColourAndNone() {
        #expect(ColorDepth.trueColor.index(for: Self.accent) == 0xFD622A)
        #expect(ColorDepth.monochrome.index(for: Self.accent) == nil)
    }

    @Test("256-colour mapping never picks the themed indices 0-15")
    func neverThemed() {
        for value in stride(from: 0, through: 255, by: 15) {
            let color = Color(red: UInt8(value), green: UInt8(255 - value), blue: UInt8(value / 2))
            #expect(ColorDepth.xterm256.index(for: color)! >= 16)
        }
    }

    @Test("Grey of white 0.5 at alpha 0.3 over RGB(246,246,246) blends per channel")
    func selectedRowBlend() {
        // white 0.5 is 128; 0.3 × 128 + 0.7 × 246 = 38.4 + 172.2 = 210.6, rounded to 211.
        let selected = Color(white: 0.5, alpha: 0.3)
        let blended = selected.blended(over: Color(red: 246, green: 246, blue: 246))
        #expect(blended == Color(red: 211, green: 211, blue: 211))
    }

    @Test("An opaque colour covers what is below")
    func opaque() {
        #expect(Self.accent.blended(over: .white) == Self.accent)
    }
}
