import OnboardKit

/// The tool's own screen after the pages, written with OnboardKit alone: `c` counts up.
final class CounterScreen: ViewController {
    private let counter = CounterView()

    override func loadView() {
        view = counter
    }

    override func handleKey(_ key: KeyEvent) -> Bool {
        guard key == KeyEvent(.character("c")) else { return false }
        counter.count += 1
        return true
    }
}

/// One line of text saying how many times `c` was pressed.
final class CounterView: View {
    var count = 0

    override func draw(_ canvas: inout Canvas) {
        canvas.fill(bounds, style: Style(background: Color(red: 0, green: 0, blue: 80)))
        canvas.put(
            "no-traits-tool: main screen, \(count) presses", at: Point(x: 2, y: 1), style: Style(attributes: .bold))
    }
}
