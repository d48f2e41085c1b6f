import TermCore
import FlowSupport
import TestSupport
import Testing

/// The demo app's flow played by key scripts, pinned as snapshot files with their style layer.
@MainActor
@Suite("Onboarding flow, headless snapshots")
struct HeadlessFlowTests {
    @Test("The first page shows its title, and the style layer shows the first dot current")
    func firstPage() {
        let app = FlowHarness.demo()
        #expect(app.screen.text.contains("Welcome aboard"))
        assertSnapshot(app.screen, named: "onboarding-first-page")
    }

    @Test("The last page offers the share choice and the button; focus starts on the button and moves with tab")
    func lastPage() {
        let app = FlowHarness.demo()
        app.play("press end")
        let last = app.screen
        app.play("press tab")
        let checkbox = app.screen
        #expect(last.text == checkbox.text)
        #expect(StyleLayer.render(last, depth: .xterm256) != StyleLayer.render(checkbox, depth: .xterm256))
        assertSnapshot(last, named: "onboarding-last-page")
        assertSnapshot(checkbox, named: "onboarding-last-page-checkbox-focused")
    }

    @Test("Each middle page and a frame mid-slide, as pictures")
    func middlePages() {
        let app = FlowHarness.demo()
        app.play("press right")
        assertSnapshot(app.screen, named: "onboarding-second-page")
        app.play("press right")
        assertSnapshot(app.screen, named: "onboarding-third-page")
        let sliding = FlowHarness.demo(motion: .full)
        sliding.play("press right\nwait 64ms")
        assertSnapshot(sliding.screen, named: "onboarding-mid-slide")
    }

    @Test("Enter on the last page replaces the onboarding with the main menu")
    func mainMenu() {
        let app = FlowHarness.demo()
        app.play("press end enter")
        #expect(app.tabs != nil)
        assertSnapshot(app.screen, named: "main-menu")
    }

    @Test("In Chinese the last page keeps every wide glyph whole")
    func chineseLastPage() {
        let app = FlowHarness.demo(language: "zh_CN.UTF-8")
        app.play("press end")
        #expect(app.screen.text.contains("分享给大家"))
        assertSnapshot(app.screen, named: "onboarding-last-page-zh-hans")
    }
}
