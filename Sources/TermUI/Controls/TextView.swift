import TermCore

/// Read-only text that wraps to the view's width and scrolls, like a non-editable `UITextView`.
///
/// It takes focus so that a screen made only of text still receives keys (and passes on the
/// ones it does not use, such as Esc to go back). Up/down/j/k scroll a line, pgup/pgdn a
/// screenful, home/end to the ends, and the wheel three lines; the offset is clamped so the
/// last line never scrolls above the bottom.
@MainActor
public final class TextView: View {
    public var text: String {
        didSet { scrollOffset = min(scrollOffset, maximumOffset) }
    }
    public var style: Style
    /// The first wrapped line shown.
    public private(set) var scrollOffset = 0

    public init(_ text: String = "", style: Style = .plain, frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
    }

    public override var canFocus: Bool { true }

    /// The text wrapped to the current width.
    public var lines: [String] { TextWrapper.lines(text, width: bounds.width) }

    private var maximumOffset: Int { max(0, lines.count - bounds.height) }

    /// Scrolls by `delta` lines, clamped to the text.
    public func scroll(by delta: Int) {
        scrollOffset = min(max(0, scrollOffset + delta), maximumOffset)
    }

    public override func layoutSubviews() {
        scrollOffset = min(scrollOffset, maximumOffset)
    }

    public override func draw(_ canvas: inout Canvas) {
        for (row, line) in lines.dropFirst(scrollOffset).prefix(bounds.height).enumerated() {
            canvas.put(line, at: Point(x: 0, y: row), style: style)
        }
    }

    public override func handleKey(_ key: KeyEvent) -> Bool {
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

    public override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: scroll(by: -3)
        case .scrollDown: scroll(by: 3)
        case .click: window?.focus(self)
        }
        return true
    }
}
