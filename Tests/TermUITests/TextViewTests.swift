import TermCore
import TestSupport
import Testing

@testable import TermUI

@Suite("Text view")
@MainActor
struct TextViewTests {
    private func makeView() -> (TextView, Harness) {
        let text = TextView((1...10).map { "Line \($0)" }.joined(separator: "\n"))
        let harness = Harness(size: Size(width: 20, height: 4), root: HostScreen(text))
        return (text, harness)
    }

    @Test("Down and up scroll a line, clamped so the last line stays at the bottom")
    func scrolls() {
        let (text, harness) = makeView()
        harness.press("down", "j")
        #expect(harness.lines[0] == "Line 3")
        for _ in 0..<20 { harness.press("down") }
        #expect(text.scrollOffset == 6)
        #expect(harness.lines[3] == "Line 10")
        harness.press("home")
        #expect(harness.lines[0] == "Line 1")
        harness.press("end")
        #expect(harness.lines[0] == "Line 7")
    }

    @Test("Keys it does not use go on to the next responder")
    func passesOn() {
        let (text, _) = makeView()
        #expect(text.handleKey(KeyEvent(.escape)) == false)
        #expect(text.handleKey(KeyEvent(.left)) == false)
    }

    @Test("Long text wraps to the width")
    func wraps() {
        let text = TextView("终端里的翻页做好了，左右键就能看新功能。")
        let harness = Harness(size: Size(width: 10, height: 4), root: HostScreen(text))
        #expect(harness.lines.prefix(4).allSatisfy { $0.displayWidth <= 10 })
        #expect(harness.lines[0] == "终端里的翻")
    }

    @Test("With the hint on, cut text says how much is below, and at its end that more is above")
    func moreHint() {
        let (text, harness) = makeView()
        text.showsMoreHint = true
        harness.press("down")  // a key makes the harness render again
        harness.press("up")
        #expect(Array(harness.lines.prefix(4)) == ["Line 1", "Line 2", "Line 3", "↓ more (7 lines)"])
        harness.press("down")
        #expect(harness.lines[3] == "↓ more (6 lines)")
        harness.press("end")
        #expect(Array(harness.lines.prefix(4)) == ["Line 8", "Line 9", "Line 10", "↑ more above"])
        #expect(text.scrollOffset == 7)
    }

    @Test("Text that fits shows no hint")
    func noHintWhenItFits() {
        let text = TextView("One\nTwo")
        text.showsMoreHint = true
        let harness = Harness(size: Size(width: 20, height: 4), root: HostScreen(text))
        #expect(!harness.lines.joined().contains("more"))
    }
}
