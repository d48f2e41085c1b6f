import Testing

@testable import TermCore

@Suite("SVG screenshots")
struct SVGScreenshotTests {
    /// The `<text>` lines of a one-row screenshot of `text` written with `style` at column `x`.
    private func textLines(_ text: String, x: Int = 0, style: Style = .plain, depth: ColorDepth = .xterm256)
        -> [Substring]
    {
        var frame = CellBuffer(size: Size(width: 20, height: 1))
        frame.write(text, at: Point(x: x, y: 0), style: style, clip: frame.bounds)
        return SVGScreenshot.render(frame, depth: depth, title: "t").split(separator: "\n").filter {
            $0.hasPrefix("<text")
        }
    }

    @Test("Wide glyphs are each centred on their own two cells, so 分享给大家 spans ten")
    func wideGlyphs() {
        let lines = textLines("[x] 分享给大家", x: 2)
        #expect(lines.count == 2)
        #expect(lines[0].contains(#"x="20" textLength="30""#))
        // Columns 6 to 15: centres at cells 7, 9, 11, 13 and 15, ten pixels per cell.
        #expect(
            lines[1].contains(
                #"<tspan x="70">分</tspan><tspan x="90">享</tspan><tspan x="110">给</tspan>"#
                    + #"<tspan x="130">大</tspan><tspan x="150">家</tspan>"#))
    }

    @Test("Words start at their own column and are spaced to their width in cells")
    func narrowWords() {
        let lines = textLines("Enter  app", x: 1)
        #expect(lines.count == 2)
        #expect(lines[0].contains(#"<text x="10" textLength="50""#))
        #expect(lines[1].contains(#"<text x="80" textLength="30""#))
    }

    @Test("Markup in the frame is escaped")
    func escaping() {
        #expect(textLines("<a&b>").first?.hasSuffix(">&lt;a&amp;b&gt;</text>") == true)
    }

    @Test("Reverse swaps the colours, bold and underline become font attributes")
    func attributes() {
        let style = Style(foreground: Color(red: 253, green: 98, blue: 42), attributes: [.reverse, .bold])
        var frame = CellBuffer(size: Size(width: 4, height: 1))
        frame.write("ok", at: .zero, style: style, clip: frame.bounds)
        let svg = SVGScreenshot.render(frame, depth: .xterm256, title: "t")
        #expect(svg.contains(##"<rect x="0" y="0" width="20" height="20" fill="#ff5f00""##))
        #expect(svg.contains(##"fill="#ffffff" font-weight="bold">ok</text>"##))
        #expect(textLines("u", style: Style(attributes: .underline)).first?.contains("underline") == true)
    }

    @Test("The picture is sized by cells and names its CJK fonts")
    func document() {
        let svg = SVGScreenshot.render(CellBuffer(size: Size(width: 80, height: 24)), depth: .monochrome, title: "a&b")
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="824" height="504""#))
        #expect(svg.contains("<title>a&amp;b</title>"))
        #expect(svg.contains("Noto Sans Mono CJK SC"))
        #expect(!svg.contains("<text"))
    }
}
