import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import DemoScreens

/// Keys typed while a list's content is still loading act on the loaded list, as they do in a
/// headless script (which settles background work before each key), and keys typed during the
/// Enter app flash reach the menu it opens.
@Suite("No key lost while content loads")
@MainActor
struct KeysDuringLoadTests {
    @Test("Down Down typed before Home's posts arrive select row 3 once they do")
    func downDuringLoad() {
        let content = StagedContent()
        let app = FlowHarness.demo(menuOver: content)
        app.application.runPending()
        app.application.handle(.key(KeyEvent(.down)))
        app.application.handle(.key(KeyEvent(.down)))
        content.gate.signal()
        app.application.settle()
        #expect(app.tabs?.selectedIndex == 0)
        #expect(app.lines.firstIndex { $0.hasPrefix("›") } == 5)
    }

    @Test("End, then Enter Down Down at once, with animations: Home's row 3, as headless shows")
    func enterDownDownAnimated() throws {
        let animated = FlowHarness.demo(size: Size(width: 80, height: 24), motion: .full)
        animated.application.handle(.key(KeyEvent(.end)))
        animated.application.advance(by: .seconds(1))
        for key in [KeyEvent(.enter), KeyEvent(.down), KeyEvent(.down)] { animated.application.handle(.key(key)) }
        animated.application.advance(by: .seconds(1))
        animated.application.settle()
        let headless = FlowHarness.demo(size: Size(width: 80, height: 24))
        try headless.press("end enter down down")
        #expect(selectedRow(animated.frame) == 5)
        #expect(animated.frame.text == headless.frame.text)
    }

    @Test("3 then Down Down at once select Discover's row 3 once it loads")
    func tabThenDown() throws {
        let app = FlowHarness.demo(size: Size(width: 80, height: 24), motion: .full)
        try app.press("end enter")
        app.application.advance(by: .seconds(1))
        app.application.settle()
        for name in ["3", "down", "down"] { app.application.handle(.key(try #require(KeyEvent(name)))) }
        app.application.settle()
        let headless = FlowHarness.demo(size: Size(width: 80, height: 24))
        try headless.press("end enter 3 down down")
        #expect(app.frame.text == headless.frame.text)
        #expect(selectedRow(app.frame) != 1)
    }

    /// The screen row that carries the selection indicator.
    private func selectedRow(_ frame: CellBuffer) -> Int? {
        frame.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("›") }
    }
}
