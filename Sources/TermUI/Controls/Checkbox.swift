import TermCore

/// A focusable on/off choice drawn as `[x] Label` or `[ ] Label`.
///
/// Space or a click toggles it (Enter is left to the screen, which may mean "done") and reports through ``onChange``. The box glyphs carry
/// the state even without colour; focus adds reverse video.
@MainActor
public final class Checkbox: View {
    public var label: String
    public var isOn: Bool
    public var onChange: ((Bool) -> Void)?
    public var normalStyle = Style()
    public var focusedStyle = Style(attributes: .reverse)

    public init(label: String, isOn: Bool = false, frame: Rect = .zero) {
        self.label = label
        self.isOn = isOn
        super.init(frame: frame)
    }

    public override var canFocus: Bool { true }

    /// The text as drawn.
    public var renderedText: String { (isOn ? "[x] " : "[ ] ") + label }

    /// The cells the checkbox takes.
    public var fittingWidth: Int { renderedText.displayWidth }

    public override func draw(_ canvas: inout Canvas) {
        // A label wider than the control is cut, its end marked.
        let text = renderedText.truncated(toWidth: bounds.width, ellipsis: windowGlyphs.ellipsis)
        let x = TextAlignment.center.offset(lineWidth: text.displayWidth, in: bounds.width)
        canvas.put(text, at: Point(x: x, y: bounds.height / 2), style: isFocused ? focusedStyle : normalStyle)
    }

    /// Flips the value and reports it.
    public func toggle() {
        isOn.toggle()
        onChange?(isOn)
    }

    public override func handleKey(_ key: KeyEvent) -> Bool {
        guard key == KeyEvent(.space) else { return false }
        toggle()
        return true
    }

    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click else { return false }
        window?.focus(self)
        toggle()
        return true
    }
}
