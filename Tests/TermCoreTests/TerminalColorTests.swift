import Testing

@testable import TermCore

@Suite("Terminal colours")
struct TerminalColorTests {
    @Test("Every 256-colour number above 15 maps back to itself through its RGB")
    func paletteRoundTrip() {
        for index in 16..<256 {
            #expect(ColorPalette.xterm256Index(for: ColorPalette.color(at: index)) == index)
        }
    }

    @Test(
        "SGR parameters use classic codes below 16, then 38;5 and 38;2",
        arguments: [
            (TerminalColor.palette(1), false, "31"), (.palette(9), false, "91"), (.palette(9), true, "101"),
            (.palette(202), false, "38;5;202"), (.palette(255), true, "48;5;255"),
            (.rgb(red: 253, green: 98, blue: 42), false, "38;2;253;98;42"),
        ])
    func sgr(color: TerminalColor, isBackground: Bool, expected: String) {
        #expect(color.sgrParameters(isBackground: isBackground) == expected)
    }

    @Test("Model colours become what the depth can show")
    func mapping() {
        let accent = Color(red: 253, green: 98, blue: 42)
        #expect(TerminalColor(accent, depth: .xterm256) == .palette(202))
        #expect(TerminalColor(accent, depth: .trueColor)?.description == "#fd622a")
        #expect(TerminalColor(accent, depth: .none) == nil)
        #expect(TerminalColor(nil, depth: .trueColor) == nil)
        #expect(TerminalColor.palette(202).color == Color(red: 255, green: 95, blue: 0))
    }
}
