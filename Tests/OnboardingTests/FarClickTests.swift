import TermCore
import FlowSupport
import TestSupport
import Testing

/// Key scripts take click and wheel positions as any whole number from 0: positions far off
/// screen (up to 2^63 - 1) reach every screen's hit tests and change nothing.
@Suite("Clicks far off screen")
@MainActor
struct FarClickTests {
    static let far = ["9223372036854775807 9223372036854775807", "9223372036854775807 0", "0 9223372036854775807"]

    @Test(
        "Clicks and wheel turns at 2^63 - 1 on pages, the last page, each tab and a detail screen act as nothing",
        arguments: ["", "press end", "press end enter", "press end enter 2", "press end enter 3", "press end enter 4",
                    "press end enter enter"])
    func farClicks(reaching setup: String) {
        let app = FlowHarness.demo()
        app.play(setup)
        let before = app.screen.text
        for position in Self.far {
            app.play("click \(position)\nscroll down \(position)\nscroll up \(position)")
        }
        #expect(app.screen.text == before)
    }
}
