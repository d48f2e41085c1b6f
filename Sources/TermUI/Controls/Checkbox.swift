import TermCore

/// A focusable on/off choice drawn as `[x] Label` or `[ ] Label`.
///
/// Space or a click toggles it (Enter is left to the screen, which may mean "done") and reports through ``onChange``. The box glyphs carry
/// the state even without colour; focus adds reverse video.
@MainActor
package final class Checkbox: View {
    package var label: String
    package var isOn: Bool
    package var onChange: ((Bool) -> Void)?
    package var normalStyle = Style()
    package var focusedStyle = Style(attributes: .reverse)

    package init(label: String, isOn: Bool = false, frame: Rect = .zero) {
        self.label = label
        self.isOn = isOn
        super.init(frame: frame)
    }

    package override var canFocus: Bool { true }

    /// The text as drawn.
    package var renderedText: String { (isOn ? "[x] " : "[ ] ") + label }

    /// The cells the checkbox takes.
    package var fittingWidth: Int { renderedText.displayWidth }

    package override func draw(_ canvas: inout Canvas) {
        // A label wider than the control is cut, its end marked.
        let text = renderedText.truncated(toWidth: bounds.width, ellipsis: windowGlyphs.ellipsis)
        let x = TextAlignment.center.offset(lineWidth: text.displayWidth, in: bounds.width)
        canvas.put(text, at: Point(x: x, y: bounds.height / 2), style: isFocused ? focusedStyle : normalStyle)
    }

    /// On the box's mark, between the brackets.
    package override var cursorPosition: Point? {
        let width = renderedText.truncated(toWidth: bounds.width, ellipsis: windowGlyphs.ellipsis).displayWidth
        return Point(x: TextAlignment.center.offset(lineWidth: width, in: bounds.width) + 1, y: bounds.height / 2)
    }

    /// Flips the value and reports it.
    package func toggle() {
        isOn.toggle()
        onChange?(isOn)
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        guard key == KeyEvent(.space) else { return false }
        toggle()
        return true
    }

    package override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click else { return false }
        window?.focus(self)
        toggle()
        return true
    }
}
