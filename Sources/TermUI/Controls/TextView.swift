import TermCore

/// Read-only text that wraps to the view's width and scrolls, like a non-editable `UITextView`.
///
/// It takes focus so that a screen made only of text still receives keys (and passes on the
/// ones it does not use, such as Esc to go back). Up/down/j/k scroll a line, pgup/pgdn a
/// screenful, home/end to the ends, and the wheel three lines; the offset is clamped so the
/// last line never scrolls above the bottom. With ``showsMoreHint``, text taller than the view
/// gives its last row to a dim `↓ more (N lines)` (`↑ more above` at the end), as the
/// onboarding's long pages do, so text cut at the bottom never looks complete.
@MainActor
package final class TextView: View {
    package var text: String {
        didSet { scrollOffset = min(scrollOffset, maximumOffset) }
    }
    package var style: Style
    /// Whether overflowing text shows how much is below (or that more is above) on its last row.
    package var showsMoreHint = false
    /// The first wrapped line shown.
    package private(set) var scrollOffset = 0

    package init(_ text: String = "", style: Style = .plain, frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
    }

    package override var canFocus: Bool { true }

    /// The text wrapped to the current width.
    package var lines: [String] { TextWrapper.lines(text, width: bounds.width) }

    /// Rows the text itself gets: all of them, or all but the hint's.
    private func textRows(lineCount: Int) -> Int {
        showsMoreHint && lineCount > bounds.height && bounds.height >= 2 ? bounds.height - 1 : bounds.height
    }

    private var maximumOffset: Int {
        let count = lines.count
        return max(0, count - textRows(lineCount: count))
    }

    /// Scrolls by `delta` lines, clamped to the text.
    package func scroll(by delta: Int) {
        scrollOffset = min(max(0, scrollOffset + delta), maximumOffset)
    }

    package override func layoutSubviews() {
        scrollOffset = min(scrollOffset, maximumOffset)
    }

    package override func draw(_ canvas: inout Canvas) {
        let lines = lines
        let rows = textRows(lineCount: lines.count)
        for (row, line) in lines.dropFirst(scrollOffset).prefix(rows).enumerated() {
            canvas.put(line, at: Point(x: 0, y: row), style: style)
        }
        guard rows < bounds.height else { return }
        let below = lines.count - scrollOffset - rows
        let hint = windowWords.moreHint(below: below, glyphs: windowGlyphs)
        var hintStyle = style
        hintStyle.attributes.insert(.dim)
        canvas.put(hint, at: Point(x: 0, y: rows), style: hintStyle)
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .pageUp: scroll(by: -max(1, bounds.height - 1))
        case .pageDown: scroll(by: max(1, bounds.height - 1))
        case .home: scroll(by: -scrollOffset)
        case .end: scroll(by: maximumOffset)
        default: return false
        }
        return true
    }

    package override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: scroll(by: -3)
        case .scrollDown: scroll(by: 3)
        case .click: window?.focus(self)
        }
        return true
    }
}
