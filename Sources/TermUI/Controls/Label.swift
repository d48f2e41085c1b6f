import TermCore

/// Read-only text, wrapped to the view's width by display cells.
///
/// CJK-safe: wide graphemes are never split and may wrap between each other. Lines beyond the
/// view's height are not drawn.
@MainActor
package final class Label: View {
    package var text: String
    package var style: Style
    package var alignment: TextAlignment

    package init(_ text: String = "", style: Style = .plain, alignment: TextAlignment = .left, frame: Rect = .zero) {
        self.text = text
        self.style = style
        self.alignment = alignment
        super.init(frame: frame)
    }

    /// The lines the text takes at `width`.
    package func lines(forWidth width: Int) -> [String] {
        TextWrapper.lines(text, width: width)
    }

    /// Rows needed to show all the text at `width`.
    package func height(forWidth width: Int) -> Int {
        lines(forWidth: width).count
    }

    package override func draw(_ canvas: inout Canvas) {
        for (row, line) in lines(forWidth: bounds.width).prefix(bounds.height).enumerated() {
            let x = alignment.offset(lineWidth: line.displayWidth, in: bounds.width)
            canvas.put(line, at: Point(x: x, y: row), style: style)
        }
    }
}
