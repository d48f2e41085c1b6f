import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// Paging never changes a choice: the last page's first focus is "Enter app", and Space there
/// does what it does at the end of any page run (nothing); only Tab or a click reaches the
/// checkbox.
@Suite("Paging with Space keeps the share choice")
@MainActor
struct SpacePagingTests {
    @Test("space*4 from page 1 ends on the last page, still ticked, still on the pager, Enter app focused")
    func spaceToTheEnd() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press space*4")
        #expect(harness.text.contains("[x] Share with everyone"), "\(harness.screen)")
        #expect(harness.onboarding?.currentPage == 3)
        #expect(harness.application.window.focusedView is Button)
        harness.play("press space*5")
        #expect(harness.text.contains("[x] Share with everyone"))
        #expect(harness.onboarding?.currentPage == 3)
    }

    @Test("With slides on, Space typed during the slide to the last page changes nothing either")
    func spaceDuringSlide() throws {
        let harness = try FlowHarness(motion: .full)
        harness.flow.launch()
        harness.play("press space*4\nwait 500ms")
        #expect(harness.text.contains("[x] Share with everyone"), "\(harness.screen)")
        #expect(harness.onboarding?.currentPage == 3)
    }

    @Test("Tab reaches the checkbox and Space then toggles it; Enter still enters the app")
    func tabThenSpace() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press end tab space")
        #expect(harness.application.window.focusedView is Checkbox)
        #expect(harness.text.contains("[ ] Share with everyone"))
        harness.play("press enter")
        #expect(harness.store.state?.share == false)
    }

    @Test("The last page takes Enter app's focus each time it comes back, by key, End or a dot")
    func focusOnReturn() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press end tab left right")
        #expect(harness.application.window.focusedView is Button)
        harness.play("press tab home end")
        #expect(harness.application.window.focusedView is Button)
        harness.play("press space")
        #expect(harness.text.contains("[x] Share with everyone"))
    }

    @Test("On a spread holding the last page, and on a single page, Space changes nothing")
    func spreadsAndSinglePage() throws {
        var layout = PagerLayout()
        layout.prefersTwoPages = true
        let spread = FlowHarness(size: Size(width: 120, height: 30), layout: layout)
        spread.press("space", "space", "space")
        #expect(spread.frame.text.contains("[x] Share with everyone"))
        #expect(spread.results.all.isEmpty)
        let page = try Fixtures.manifest().pages[3]
        let single = OnboardingViewController(pages: [page], shareLabel: "Share with everyone", enterLabel: "Enter app")
        let screen = Harness(size: Size(width: 80, height: 24), root: single)
        screen.press("space")
        #expect(screen.frame.text.contains("[x] Share with everyone"))
        #expect(screen.application.window.focusedView is Button)
    }
}
