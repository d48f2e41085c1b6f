import TermCore
import Testing

@testable import TermUI

@Suite("Page control: a spread's two pages")
@MainActor
struct PageControlSpanTests {
    private func dots(width: Int, current: Int, span: Int, pages: Int = 5) -> String {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: width, height: 1))
        control.numberOfPages = pages
        control.currentPage = current
        control.currentPageSpan = span
        return renderText(control).trimmingCharacters(in: " ")
    }

    @Test("Both pages of a spread are marked; a spread past the end marks only the last page")
    func marksBoth() {
        #expect(dots(width: 20, current: 2, span: 2) == "○ ○ ● ● ○")
        #expect(dots(width: 20, current: 4, span: 2) == "○ ○ ○ ○ ●")
        #expect(dots(width: 20, current: 1, span: 1) == "○ ● ○ ○ ○")
    }

    @Test("Too narrow for the dots, a spread reads n-m/N")
    func narrow() {
        #expect(dots(width: 6, current: 2, span: 2) == "3-4/5")
        #expect(dots(width: 6, current: 4, span: 2) == "5/5")
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
