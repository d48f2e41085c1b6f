import TermCore

/// The title line at the top of a ``NavigationController``: a back hint and the title.
///
/// The back hint (`‹ Home`) names the screen a pop returns to and is hidden on the root
/// screen; a click on it goes back. ``titleStyle`` plays the part of UIKit's title text
/// attributes (colour, bold), so an app sets its look once per navigation controller.
@MainActor
package final class NavigationBar: View {
    package var title = ""
    /// The title of the screen below the top one; nil on the root screen.
    package var backTitle: String?
    package var titleStyle = Style(foreground: .white, attributes: .bold)
    package var backStyle = Style(foreground: Color(white: 2.0 / 3.0))
    package var barColor: Color? = Color(red: 40, green: 40, blue: 40)
    /// Called when the back hint is clicked.
    package var onBack: (() -> Void)?

    package override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The back hint as drawn, such as `‹ Home`.
    package var backHint: String? { backTitle.map { windowGlyphs.back + " " + $0 } }

    /// The columns the back hint takes.
    private var backRange: Range<Int>? {
        backHint.map { 1..<(1 + $0.displayWidth) }
    }

    package override func draw(_ canvas: inout Canvas) {
        canvas.fill(bounds, style: Style(background: barColor))
        var titleStart = 0
        if let backHint, let backRange {
            canvas.put(backHint, at: Point(x: backRange.lowerBound, y: 0), style: backStyle)
            titleStart = backRange.upperBound + 2
        }
        let available = max(0, bounds.width - titleStart)
        let shown = title.truncated(toWidth: available, ellipsis: windowGlyphs.ellipsis)
        let centred = TextAlignment.center.offset(lineWidth: shown.displayWidth, in: bounds.width)
        canvas.put(shown, at: Point(x: max(titleStart, centred), y: 0), style: titleStyle)
    }

    package override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, let backRange, backRange.contains(event.position.x) else { return false }
        onBack?()
        return true
    }
}
