import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

@Suite("Onboarding flow, headless")
@MainActor
struct OnboardingFlowTests {
    @Test("Start shows page 1 and four dots with the first filled")
    func start() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("expect \"Welcome aboard\"")
        harness.assertSnapshot(named: "flow-first-page")  // the first of four dots filled
        #expect(harness.onboarding?.currentPage == 0)
    }

    @Test("Right ×3 reaches the last page with the checkbox on and the button")
    func lastPage() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press right*3")
        harness.assertSnapshot(named: "flow-last-page")  // [x] Share, [ Enter app ] focused, last dot filled
    }

    @Test("Left on the first page and right on the last change nothing")
    func noWrapNoBounce() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("")
        let first = harness.screen
        harness.play("press left")
        #expect(harness.screen == first)
        harness.play("press end")
        let last = harness.screen
        harness.play("press right")
        #expect(harness.screen == last)
        #expect(harness.onboarding?.currentPage == 3)
    }

    @Test("The last page focuses the button; tab moves focus to the checkbox, space toggles it, and back")
    func toggleAndFocus() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press end")
        #expect(harness.application.window.focusedView is Button)
        harness.play("press tab space")
        #expect(harness.application.window.focusedView is Checkbox)
        harness.assertSnapshot(named: "flow-last-page-checkbox-off")
        harness.play("press shift+tab")
        #expect(harness.application.window.focusedView is Button)
    }

    @Test("Enter on the button records the version and choice and shows the menu; the onboarding is released")
    func enterShowsMenu() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        weak let onboarding = harness.onboarding
        weak let firstPage = harness.onboarding?.pager.viewControllers.first
        #expect(onboarding != nil)
        harness.play("press right*3 tab space tab enter")
        harness.assertSnapshot(named: "flow-stand-in-menu")  // the four tab titles
        #expect(harness.application.window.rootViewController is TabBarController)
        #expect(onboarding == nil)
        #expect(firstPage == nil)
        #expect(harness.store.state == AppState(lastVersion: "2.1.0", share: false, lastOutcome: "finished"))
    }

    @Test("Esc from page 2 reaches the menu, recorded as skipped")
    func escapeSkips() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press right esc")
        #expect(harness.application.window.rootViewController is TabBarController)
        #expect(harness.store.state?.lastOutcome == "skipped")
        #expect(harness.store.state?.lastVersion == "2.1.0")
    }

    @Test("Quitting before finishing records nothing, so the pages show again next launch")
    func quitBeforeFinishing() throws {
        let store = MemoryStateStore()
        let first = try FlowHarness(store: store)
        first.flow.launch()
        try first.play("press right right")
        #expect(store.saveCount == 0)
        let second = try FlowHarness(store: store)
        #expect(!second.flow.launch().isEmpty)
    }

    @Test("A second launch of the same version goes straight to the menu")
    func secondLaunch() throws {
        let store = MemoryStateStore()
        let first = try FlowHarness(store: store)
        first.flow.launch()
        try first.play("press end enter")
        let second = try FlowHarness(store: store)
        #expect(second.flow.launch().isEmpty)
        #expect(second.application.window.rootViewController is TabBarController)
        let upgraded = try FlowHarness(store: store, version: "2.2.0")
        #expect(upgraded.flow.launch().count == 4)
    }

    @Test("A corrupt state is a warning and a fresh start; an unwritable one keeps the app running")
    func brokenState() throws {
        final class BrokenStore: StateStore {
            func load() throws(StateError) -> AppState? {
                throw StateError(path: "/x/state.json", message: "is corrupt")
            }
            func save(_ state: AppState) throws(StateError) {
                throw StateError(path: "/x/state.json", message: "read-only")
            }
        }
        let harness = try FlowHarness()
        let flow = AppFlow(
            window: harness.application.window, manifest: try Fixtures.manifest(),
            currentVersion: SemanticVersion("2.1.0")!,
            store: BrokenStore(), mainScreen: FlowHarness.standInMenu)
        #expect(flow.launch().count == 4)
        harness.onboarding?.finish(.finished)
        harness.application.runPending()  // the ending is stored once the menu's first frame is out
        #expect(flow.warnings.count == 2)
        #expect(flow.warnings[0].hasPrefix("/x/state.json: is corrupt"))
        #expect(flow.warnings.allSatisfy { !$0.contains("\n") })
    }

    @Test("A frame captured mid-slide shows parts of both pages")
    func midSlide() throws {
        let harness = try FlowHarness(motion: .full)
        harness.flow.launch()
        harness.play("press right\nwait 64ms")
        harness.assertSnapshot(named: "flow-mid-slide")  // the first page's right part, the second's left
        harness.play("wait 200ms")
        #expect(!harness.text.contains("Welcome"))
        #expect(harness.onboarding?.currentPage == 1)
    }

    @Test("Enter pressed while the last page slides in still enters the app")
    func enterDuringSlide() throws {
        let harness = try FlowHarness(motion: .full)
        harness.flow.launch()
        harness.play("press right right right enter\nwait 1s")
        #expect(harness.application.window.rootViewController is TabBarController)
    }

    @Test("The dots follow the slide and flip at its midpoint")
    func dotsFlipAtMidpoint() throws {
        let harness = try FlowHarness(motion: .full)
        harness.flow.launch()
        let dots = { harness.onboarding?.pageControl.currentPage }
        harness.play("press right\nwait 64ms")
        #expect(dots() == 0)
        harness.play("wait 32ms")
        #expect(dots() == 1)
    }

    @Test("Resizing from 80×24 to 120×40 and back keeps the page and re-centres it")
    func resize() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        let snapshots = harness.play(
            "press right\nsnapshot small\nresize 120x40\nsnapshot large\nresize 80x24\nsnapshot again")
        #expect(harness.onboarding?.currentPage == 1)
        #expect(snapshots["again"] == snapshots["small"])
        let large = try #require(snapshots["large"]).text.split(separator: "\n", omittingEmptySubsequences: false)
        let titleLine = try #require(large.first { $0.contains("Flip with the arrow keys") })
        let leading = titleLine.prefix { $0 == " " }.count
        #expect(leading == (120 - "Flip with the arrow keys".count) / 2)
        #expect(large.count == 40)
        assertSnapshot(try #require(snapshots["large"]), named: "flow-second-page-120x40")
    }

    @Test(
        "Chinese locales show the Chinese labels at their display widths",
        arguments: [
            (Language.simplifiedChinese, "[x] 分享给大家", "[ 开始使用 ]"), (.traditionalChinese, "[x] 分享給大家", "[ 開始使用 ]"),
        ])
    func chineseLabels(language: Language, share: String, enter: String) throws {
        let harness = try FlowHarness(language: language)
        harness.flow.launch()
        harness.play("press end")
        let frame = try #require(harness.application.currentFrame)
        let row = try #require((0..<frame.size.height).first { frame.line($0).contains(share) })
        #expect(frame.line(row).displayWidth == (80 - 14) / 2 + 14)
        #expect(harness.text.contains(enter))
        harness.assertSnapshot(named: "flow-last-page-\(language.wanted[0])")
    }

    @Test("A click on a dot jumps to its page; the wheel pages")
    func mouse() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        // Four dots centred in 80 columns start at column 36, on row 22.
        harness.play("click 42 22")
        #expect(harness.onboarding?.currentPage == 3)
        harness.assertSnapshot(named: "flow-clicked-last-dot")
        harness.play("scroll up 10 10")
        #expect(harness.onboarding?.currentPage == 2)
        harness.assertSnapshot(named: "flow-wheel-third-page")
    }

    @Test("Home and end jump to the first and last page")
    func homeEnd() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press end")
        #expect(harness.onboarding?.currentPage == 3)
        harness.play("press home")
        #expect(harness.onboarding?.currentPage == 0)
    }

    @Test("A main screen can forget the version and show the pages again, from page 1")
    func showAgain() throws {
        let harness = try FlowHarness()
        harness.flow.launch()
        harness.play("press end enter")
        #expect(harness.store.state?.lastVersion == "2.1.0")
        let flow = harness.flow
        harness.application.schedule(.now) {
            flow.updateState { $0.lastVersion = nil }
            flow.showOnboarding(pages: flow.manifest.pages)
        }
        harness.play("expect \"Welcome aboard\"")
        #expect(harness.store.state?.lastVersion == nil)
        harness.assertSnapshot(named: "flow-shown-again")  // page 1 again, first dot filled
    }
}
