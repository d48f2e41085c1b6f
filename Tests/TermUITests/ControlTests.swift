import TermCore
import Testing

@testable import TermUI

@Suite("Controls")
@MainActor
struct ControlTests {
    @Test("A label wraps Latin text at spaces and centres each line")
    func labelWraps() {
        let label = Label(
            "Share the news with everyone", alignment: .center, frame: Rect(x: 0, y: 0, width: 12, height: 3))
        #expect(renderText(label) == " Share the\n news with\n  everyone")
    }

    @Test("CJK text wraps between wide glyphs and never splits one")
    func labelWrapsCJK() {
        #expect(TextWrapper.lines("把好消息分享给大家，然后进入应用。", width: 9) == ["把好消息", "分享给大", "家，然后", "进入应用", "。"])
        for width in 1...12 {
            for line in TextWrapper.lines("分享给大家 Share 開始使用", width: width) {
                #expect(line.displayWidth <= max(width, 2))
            }
        }
    }

    @Test("Words longer than a line are split; newlines always break")
    func longWords() {
        #expect(TextWrapper.lines("abcdefgh ij\nk", width: 3) == ["abc", "def", "gh", "ij", "k"])
    }

    @Test("A long URL breaks after / and ?, not in the middle of a word; a piece too long still splits")
    func longURLs() {
        let lines = TextWrapper.lines(
            "https://example.org/owner/repository/compare/v1.0.0...v1.1.0?diff=split&w=1", width: 30)
        #expect(lines == ["https://example.org/owner/", "repository/compare/", "v1.0.0...v1.1.0?diff=split&w=1"])
        #expect(TextWrapper.lines("a/bcdefgh/i", width: 4) == ["a/", "bcde", "fgh/", "i"])
    }

    @Test("Lines beyond the label's height are not drawn")
    func labelClips() {
        let label = Label("one two three four", frame: Rect(x: 0, y: 0, width: 5, height: 2))
        #expect(renderText(label) == "one\ntwo")
    }

    @Test("A button flashes when pressed and reports after the flash")
    func buttonFlash() {
        let (app, _) = makeApplication()
        let root = ViewController()
        app.window.rootViewController = root
        var presses = 0
        let button = Button(title: "Enter app", frame: Rect(x: 0, y: 0, width: 20, height: 1)) { presses += 1 }
        root.view.addSubview(button)
        app.window.focus(button)
        #expect(button.currentStyle == button.focusedStyle)
        app.handle(.key(KeyEvent(.enter)))
        #expect(button.isHighlighted)
        #expect(button.currentStyle == button.highlightedStyle)
        #expect(presses == 0)
        app.advance(by: .milliseconds(120))
        #expect(!button.isHighlighted)
        #expect(presses == 1)
        #expect(renderText(button) == "   [ Enter app ]")
    }

    @Test("A disabled button ignores presses and draws dim")
    func disabledButton() {
        var presses = 0
        let button = Button(title: "Go", frame: Rect(x: 0, y: 0, width: 6, height: 1)) { presses += 1 }
        button.isEnabled = false
        button.press()
        #expect(presses == 0)
        #expect(button.currentStyle == button.disabledStyle)
    }

    @Test("Space toggles a checkbox between [x] and [ ] and reports each change")
    func checkbox() {
        let box = Checkbox(label: "分享给大家", isOn: true, frame: Rect(x: 0, y: 0, width: 14, height: 1))
        var changes: [Bool] = []
        box.onChange = { changes.append($0) }
        #expect(renderText(box) == "[x] 分享给大家")
        #expect(box.handleKey(KeyEvent(.space)))
        #expect(renderText(box) == "[ ] 分享给大家")
        #expect(!box.handleKey(KeyEvent(.enter)))
        #expect(changes == [false])
        #expect(box.fittingWidth == 14)
    }

    @Test("A title or label wider than its control is cut with …, keeping the brackets")
    func longTitles() {
        let button = Button(title: "Enter the app now", frame: Rect(x: 0, y: 0, width: 12, height: 1)) {}
        #expect(renderText(button) == "[ Enter t… ]")
        let box = Checkbox(label: "Share with everyone", isOn: true, frame: Rect(x: 0, y: 0, width: 12, height: 1))
        #expect(renderText(box) == "[x] Share w…")
        let wide = Checkbox(label: "分享给大家", isOn: false, frame: Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(renderText(wide) == "[ ] 分享…")
    }
}

@Suite("Page control")
@MainActor
struct PageControlTests {
    private func control(pages: Int, current: Int, width: Int = 11) -> PageControl {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: width, height: 1))
        control.numberOfPages = pages
        control.currentPage = current
        return control
    }

    @Test("Dots are centred and the current page is filled", arguments: [(0, "   ● ○ ○"), (2, "   ○ ○ ●")])
    func dots(current: Int, expected: String) {
        #expect(renderText(control(pages: 3, current: current)) == expected)
    }

    @Test("The current dot differs by glyph and accent colour (no bold: it would cost bytes every flip)")
    func colours() {
        let control = control(pages: 2, current: 1, width: 3)
        var canvas = Canvas(size: Size(width: 3, height: 1))
        control.render(into: &canvas)
        #expect(canvas.buffer[0, 0].style.foreground == Color(red: 189, green: 189, blue: 189))
        #expect(canvas.buffer[2, 0].style.foreground == Color(red: 253, green: 98, blue: 42))
        #expect(canvas.buffer[2, 0].grapheme == "●" && canvas.buffer[0, 0].grapheme == "○")
        #expect(canvas.buffer[2, 0].style.attributes.isEmpty)
    }

    @Test("For terminals without colour the current dot can be bold as well")
    func boldWithoutColour() {
        let control = control(pages: 2, current: 1, width: 3)
        control.boldsCurrentPage = true
        var canvas = Canvas(size: Size(width: 3, height: 1))
        control.render(into: &canvas)
        #expect(canvas.buffer[2, 0].style.attributes.contains(.bold))
        #expect(!canvas.buffer[0, 0].style.attributes.contains(.bold))
    }

    @Test("When the dots do not fit, the n/N count is bold in the accent colour")
    func countIsBold() {
        let control = control(pages: 9, current: 1, width: 5)
        var canvas = Canvas(size: Size(width: 5, height: 1))
        control.render(into: &canvas)
        #expect(canvas.buffer.text.contains("2/9"))
        let digit = (0..<5).first { canvas.buffer[$0, 0].grapheme == "2" }
        #expect(digit.map { canvas.buffer[$0, 0].style.attributes.contains(.bold) } == true)
    }

    @Test("The current page is pinned to the valid range")
    func pinned() {
        let control = control(pages: 3, current: 7)
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
    }

    @Test("When the dots do not fit, it shows n/N")
    func fallback() {
        #expect(renderText(control(pages: 12, current: 4, width: 9)) == "  5/12")
    }

    @Test("ASCII glyphs replace the dots where Unicode is missing")
    func ascii() {
        let control = control(pages: 3, current: 1)
        control.glyphs = PageControl.asciiGlyphs
        #expect(renderText(control) == "   . * .")
    }

    @Test("A single page hides when asked")
    func hidesForSinglePage() {
        let control = control(pages: 1, current: 0)
        #expect(renderText(control) == "     ●")
        control.hidesForSinglePage = true
        #expect(renderText(control) == "")
    }

    @Test("A click on a dot selects its page; a click between dots does nothing")
    func clickSelects() {
        let control = control(pages: 3, current: 0)
        var selected: [Int] = []
        control.onSelect = { selected.append($0) }
        #expect(control.handleMouse(MouseEvent(.click, at: Point(x: 7, y: 0))))
        #expect(!control.handleMouse(MouseEvent(.click, at: Point(x: 4, y: 0))))
        #expect(selected == [2])
    }

    @Test(
        "The page shown follows the offset and flips at the midpoint",
        arguments: [(80, 39, 0), (80, 40, 1), (80, 119, 1), (80, 120, 2), (81, 40, 0), (81, 41, 1), (80, 1000, 3)])
    func pageFormula(width: Int, offset: Int, expected: Int) {
        #expect(PageControl.page(forOffset: offset, pageWidth: width, count: 4) == expected)
    }
}
