import TermCore

/// A focusable push button drawn as `[ Title ]`.
///
/// Enter, space (unless ``pressesOnSpace`` is off) or a click presses it. The pressed state
/// flashes for a moment on the app's clock before ``onPress`` runs; with reduced motion it runs
/// at once. Keys typed during the flash wait for ``onPress`` (an ``InputHold``), so they act on
/// whatever it shows next. Focus shows as reverse video as well as colour, so it survives
/// `NO_COLOR`.
@MainActor
package final class Button: View {
    package var title: String
    package var onPress: (() -> Void)?
    package private(set) var isHighlighted = false
    package var normalStyle = Style(attributes: .bold)
    package var focusedStyle = Style(attributes: [.bold, .reverse])
    package var highlightedStyle = Style(attributes: [.bold, .reverse, .underline])
    package var disabledStyle = Style(attributes: .dim)
    /// How long the pressed flash lasts.
    package var flashDuration: Duration = .milliseconds(120)
    /// Whether Space presses it as Enter does; off, Space goes on to the screen around it.
    package var pressesOnSpace = true

    package init(title: String, frame: Rect = .zero, onPress: (() -> Void)? = nil) {
        self.title = title
        self.onPress = onPress
        super.init(frame: frame)
    }

    package override var canFocus: Bool { true }

    /// The cells `[ Title ]` takes.
    package var fittingWidth: Int { title.displayWidth + 4 }

    package var currentStyle: Style {
        if !isEnabled { return disabledStyle }
        if isHighlighted { return highlightedStyle }
        return isFocused ? focusedStyle : normalStyle
    }

    package override func draw(_ canvas: inout Canvas) {
        // A title wider than the button is cut with "…", so the brackets still show.
        let label = "[ \(title.truncated(toWidth: max(1, bounds.width - 4), ellipsis: windowGlyphs.ellipsis)) ]"
        let x = TextAlignment.center.offset(lineWidth: label.displayWidth, in: bounds.width)
        canvas.put(label, at: Point(x: x, y: bounds.height / 2), style: currentStyle)
    }

    /// On the title's first cell, inside the brackets.
    package override var cursorPosition: Point? {
        let label = "[ \(title.truncated(toWidth: max(1, bounds.width - 4), ellipsis: windowGlyphs.ellipsis)) ]"
        return Point(
            x: TextAlignment.center.offset(lineWidth: label.displayWidth, in: bounds.width) + 2, y: bounds.height / 2)
    }

    /// Presses the button: flash, then ``onPress``.
    package func press() {
        guard isEnabled, !isHighlighted else { return }
        guard let application = window?.application, !application.motion.isReduced else {
            onPress?()
            return
        }
        isHighlighted = true
        let hold = application.holdInput()
        application.schedule(.after(flashDuration)) { [weak self] in
            defer { hold.release() }
            guard let self else { return }
            isHighlighted = false
            onPress?()
        }
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        guard key == KeyEvent(.enter) || (pressesOnSpace && key == KeyEvent(.space)) else { return false }
        press()
        return true
    }

    package override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click else { return false }
        window?.focus(self)
        press()
        return true
    }
}
