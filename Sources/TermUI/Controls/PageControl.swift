import TermCore

/// A row of dots, one per page, the current one filled: `○ ● ○ ○`.
///
/// Shaped like `UIPageControl`: ``currentPage`` is pinned to the valid range, the control can
/// hide for a single page, and a click on a dot reports that page through ``onSelect``. When the
/// dots do not fit the width it shows `n/N` instead; on terminals without Unicode it uses ASCII.
@MainActor
package final class PageControl: View {
    package var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)) }
    }
    package var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// How many pages from ``currentPage`` on are on screen: 2 for a spread of two pages side
    /// by side, whose dots are then both marked.
    package var currentPageSpan = 1 {
        didSet { currentPageSpan = max(1, currentPageSpan) }
    }
    /// The pages marked as current.
    package var currentPages: Range<Int> {
        currentPage..<max(currentPage + 1, min(numberOfPages, currentPage + currentPageSpan))
    }
    package var hidesForSinglePage = false
    /// Draws the current dot bold as well, for terminals without colour.
    ///
    /// There the accent cannot show. Off by default: the glyph and the accent already tell the
    /// current page, and bold costs bytes on every flip.
    package var boldsCurrentPage = false
    package var currentPageIndicatorColor: Color? = Color(red: 253, green: 98, blue: 42)
    package var pageIndicatorColor: Color? = Color(red: 189, green: 189, blue: 189)
    /// Glyphs for the current page and the others; ASCII ones replace them without Unicode.
    package var glyphs: (current: String, other: String) = ("●", "○")
    /// Mirrors the dots so the first page is on the right.
    package var isRightToLeft = false
    /// Reports a page chosen by clicking its dot.
    package var onSelect: ((Int) -> Void)?

    package static let asciiGlyphs = ("*", ".")

    /// The page a pager at content offset `x` shows, for pages `width` cells wide.
    ///
    /// `min(n − 1, (2x + w) / (2w))`: the classic `x / w + 0.5` in integers, so the dot flips
    /// when the next page is half in view.
    package static func page(forOffset x: Int, pageWidth width: Int, count: Int) -> Int {
        guard width > 0, count > 0 else { return 0 }
        return min(count - 1, max(0, (2 * x + width) / (2 * width)))
    }

    package override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Cells the dots take: one per page with a space between.
    package var dotsWidth: Int { numberOfPages * 2 - 1 }

    private var showsDots: Bool { dotsWidth <= bounds.width }

    private var startX: Int { TextAlignment.center.offset(lineWidth: dotsWidth, in: bounds.width) }

    package override func draw(_ canvas: inout Canvas) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        guard showsDots else {
            // Digits look alike: the count is bold. Dots differ by their glyph and colour.
            let currentStyle = Style(foreground: currentPageIndicatorColor, attributes: .bold)
            let shown = currentPages
            let first = shown.lowerBound + 1
            let text = shown.count > 1 ? "\(first)-\(shown.upperBound)/\(numberOfPages)" : "\(first)/\(numberOfPages)"
            let x = TextAlignment.center.offset(lineWidth: text.displayWidth, in: bounds.width)
            canvas.put(text, at: Point(x: x, y: 0), style: currentStyle)
            return
        }
        let currentStyle = Style(foreground: currentPageIndicatorColor, attributes: boldsCurrentPage ? .bold : [])
        let otherStyle = Style(foreground: pageIndicatorColor)
        for page in 0..<numberOfPages {
            let isCurrent = currentPages.contains(page)
            canvas.put(
                isCurrent ? glyphs.current : glyphs.other, at: Point(x: startX + slot(of: page) * 2, y: 0),
                style: isCurrent ? currentStyle : otherStyle)
        }
    }

    package override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, showsDots, numberOfPages > 0 else { return false }
        let offset = event.position.x - startX
        guard offset >= 0, offset % 2 == 0, offset / 2 < numberOfPages else { return false }
        onSelect?(slot(of: offset / 2))
        return true
    }

    /// The dot position of a page (and, being its own inverse, the page at a dot position).
    private func slot(of page: Int) -> Int {
        isRightToLeft ? numberOfPages - 1 - page : page
    }
}
