import Markdown
import TermCore
import TermUI

/// A feature page's formatted body: laid out once per width, scrolled when taller than its frame.
///
/// The page gives it all the rows it needs when they fit; when they do not, it shows as many
/// lines as its frame allows over a hint row (`↓ more (N lines)`, or `↑ more above` at the
/// end). ``scroll(by:)`` reports whether it moved, so the pager can turn the page once the body
/// is at its end. Links are clickable text where the backend supports hyperlinks, else
/// `text (url)`; the choice follows the capabilities the window hands down, so layout does too.
@MainActor
final class PageBodyView: View {
    let text: RichText
    let styles: RichTextStyles
    var usesUnicode = true
    /// The widest a line may be; the block is centred in the view's width.
    var textWidth = 1
    /// The first line shown.
    private(set) var scrollOffset = 0
    private var cache: (width: Int, mode: RichTextLayout.LinkMode, unicode: Bool, lines: [StyledLine])?

    init(text: RichText, styles: RichTextStyles) {
        self.text = text
        self.styles = styles
        super.init()
    }

    /// How this view's window shows links.
    var linkMode: RichTextLayout.LinkMode {
        capabilities.hyperlinks ? .hyperlink : .inline
    }

    /// The body's lines at the current text width.
    var lines: [StyledLine] {
        let mode = linkMode
        if let cache, cache.width == textWidth, cache.mode == mode, cache.unicode == usesUnicode { return cache.lines }
        let layout = RichTextLayout(styles: styles, linkMode: mode, usesUnicode: usesUnicode)
        let lines = layout.lines(text, width: textWidth)
        cache = (textWidth, mode, usesUnicode, lines)
        return lines
    }

    /// True when the lines do not all fit, so a hint row shows and the body scrolls.
    var isScrollable: Bool { lines.count > bounds.height }

    /// Rows of text shown (the frame less the hint row when scrolling).
    private var visibleRows: Int { isScrollable ? max(1, bounds.height - 1) : bounds.height }

    private var maximumOffset: Int { isScrollable ? max(0, lines.count - visibleRows) : 0 }

    /// Scrolls by `delta` lines within the text; returns whether the offset changed.
    @discardableResult
    func scroll(by delta: Int) -> Bool {
        let offset = min(max(0, scrollOffset + delta), maximumOffset)
        defer { scrollOffset = offset }
        return offset != scrollOffset
    }

    /// One screenful: the visible rows less one, so a line of context stays.
    var pageRows: Int { max(1, visibleRows - 1) }

    override func layoutSubviews() {
        scrollOffset = min(scrollOffset, maximumOffset)
    }

    override func draw(_ canvas: inout Canvas) {
        let lines = lines
        let blockWidth = lines.lazy.filter { !$0.isCentred }.map { $0.x + $0.width }.max() ?? 0
        let left = TextAlignment.center.offset(lineWidth: blockWidth, in: bounds.width)
        for (row, line) in lines.dropFirst(scrollOffset).prefix(visibleRows).enumerated() {
            let x =
                line.isCentred ? TextAlignment.center.offset(lineWidth: line.width, in: bounds.width) : left + line.x
            line.draw(on: &canvas, at: Point(x: x, y: row))
        }
        guard isScrollable else { return }
        let below = lines.count - scrollOffset - visibleRows
        let hint = windowWords.moreHint(below: below, glyphs: Glyphs.forUnicode(usesUnicode))
        var style = styles.text
        style.attributes.insert(.dim)
        canvas.put(
            hint,
            at: Point(x: TextAlignment.center.offset(lineWidth: hint.displayWidth, in: bounds.width), y: visibleRows),
            style: style)
    }

    /// The wheel scrolls the body while it can move; at an end the pager gets it and turns the page.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: scroll(by: -3)
        case .scrollDown: scroll(by: 3)
        case .click: false
        }
    }
}
