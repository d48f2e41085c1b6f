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

    @Test("With 8 or 16 colours a foreground never takes its different background's colour")
    func foregroundKeepsContrast() {
        let dot = Color(red: 189, green: 189, blue: 189)
        let page = Color(red: 246, green: 246, blue: 246)
        let night = Color(red: 28, green: 28, blue: 28)
        // Both greys became white (7) at 8 colours: the page's other dots could not be seen.
        #expect(ColorDepth.ansi8.index(for: dot) == ColorDepth.ansi8.index(for: page))
        #expect(ColorDepth.ansi8.foregroundIndex(for: dot, on: page) == 0)
        #expect(ColorDepth.ansi8.foregroundIndex(for: Color(red: 40, green: 40, blue: 40), on: night) == 7)
        #expect(TerminalStyle(Style(foreground: dot, background: page), depth: .ansi8).description == "fg=0 bg=7")
        // Equal in the model stays equal; distinct colours that stay distinct are untouched.
        #expect(ColorDepth.ansi8.foregroundIndex(for: page, on: page) == 7)
        #expect(ColorDepth.ansi16.foregroundIndex(for: dot, on: page) == 7)
        #expect(ColorDepth.xterm256.foregroundIndex(for: dot, on: page) == ColorDepth.xterm256.index(for: dot))
        #expect(ColorDepth.ansi8.foregroundIndex(for: dot, on: nil) == 7)
        #expect(page.isLight && !night.isLight)
    }

    @Test("Model colours become what the depth can show")
    func mapping() {
        let accent = Color(red: 253, green: 98, blue: 42)
        #expect(TerminalColor(accent, depth: .xterm256) == .palette(202))
        #expect(TerminalColor(accent, depth: .trueColor)?.description == "#fd622a")
        #expect(TerminalColor(accent, depth: .monochrome) == nil)
        #expect(TerminalColor(nil, depth: .trueColor) == nil)
        #expect(TerminalColor.palette(202).color == Color(red: 255, green: 95, blue: 0))
    }
}
