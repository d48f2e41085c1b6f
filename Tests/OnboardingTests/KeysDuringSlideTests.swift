import TermCore
import FlowSupport
import TestSupport
import Testing

/// Keys typed faster than the slide animation are never lost (found by the tmux pipe test:
/// Enter pressed while the last page was still sliding in did nothing).
@Suite("Keys during a slide")
@MainActor
struct KeysDuringSlideTests {
    @Test("Right right right Enter typed at once finishes the onboarding")
    func enterDuringSlide() throws {
        let app = FlowHarness.demo(size: Size(width: 80, height: 24), motion: .full)
        for key in ["right", "right", "right", "enter"] {
            app.application.handle(.key(try #require(KeyEvent(key))))
        }
        app.application.advance(by: .seconds(1))
        #expect(app.flow.lastResult?.outcome == .finished)
        #expect(app.frame.text.contains("Messages"))
    }

    @Test("Esc during a slide still skips")
    func escapeDuringSlide() throws {
        let app = FlowHarness.demo(size: Size(width: 80, height: 24), motion: .full)
        app.application.handle(.key(KeyEvent(.right)))
        app.application.handle(.key(KeyEvent(.escape)))
        app.application.advance(by: .seconds(1))
        #expect(app.flow.lastResult?.outcome == .skipped)
    }
}
