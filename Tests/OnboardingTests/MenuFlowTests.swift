import Foundation
import Onboarding
import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import DemoScreens

@Suite("Main menu, driven by key scripts")
@MainActor
struct MenuFlowTests {
    @Test("After Enter app, Home is selected and its timeline is visible")
    func homeAfterEnter() {
        let app = FlowHarness.demo()
        app.play(
            """
            press right*3 enter
            expect "Lina Park @lina"
            expect "Shipped the new onboarding today."
            expect-not "Loading"
            """)
        #expect(app.tabs?.selectedIndex == 0)
        #expect(app.lines[0].trimmingCharacters(in: .whitespaces) == "Home")
        #expect(app.selectedLine == "› Lina Park @lina" + String(repeating: " ", count: 58) + "2m ›")
        let selected = Color(white: 0.5, alpha: 0.3).blended(over: MenuTheme.background)
        #expect(selected == Color(red: 58, green: 58, blue: 59))
        #expect(app.screen[40, 1].style.background == selected)
        #expect(app.screen[40, 2].style.background == selected)
        #expect(app.screen[40, 3].style.background == MenuTheme.background)
        #expect(app.screen[2, 1].style.foreground == Color(red: 170, green: 170, blue: 170))
    }

    @Test("Tab three times walks Messages, Discover and Me")
    func walkTabs() {
        let app = FlowHarness.demo()
        app.play("press right*3 enter")
        var titles: [String] = []
        for name in ["messages", "discover", "me"] {
            app.play("press tab")
            titles.append(app.lines[0].trimmingCharacters(in: .whitespaces))
            assertSnapshot(app.screen, named: "menu-\(name)-tab")
        }
        #expect(titles == ["Messages", "Discover", "Me"])
        app.play(
            """
            expect "Share with everyone"
            expect "Show what's new again"
            expect "About"
            """)
    }

    @Test("1 returns to Home with its selection where it was left")
    func homeKeepsSelection() {
        let app = FlowHarness.demo()
        app.play("press right*3 enter down*3 tab*2 down 1")
        #expect(app.tabs?.selectedIndex == 0)
        #expect(app.selectedLine?.hasPrefix("› 林美 @mei") == true)
    }

    @Test("Down five times and Enter pushes the post with a back hint; Esc pops")
    func pushAndPop() {
        let app = FlowHarness.demo()
        app.play(
            """
            press right*3 enter down*5 enter
            expect "‹ Home"
            expect "Ana Ruiz @ana · 1h"
            expect "Reading list for the weekend: three papers on text layout and one novel."
            """)
        assertSnapshot(app.screen, named: "menu-post-detail")
        app.play(
            """
            press esc
            expect-not "‹ Home"
            """)
        #expect(app.selectedLine?.hasPrefix("› Ana Ruiz @ana") == true)
        app.assertSnapshot(named: "menu-home-after-pop")  // back on the list, the row still selected
    }

    @Test("A resize keeps the selected row visible")
    func resizeKeepsSelection() {
        let app = FlowHarness.demo()
        app.play(
            """
            press right*3 enter down*7
            resize 60x8
            """)
        #expect(app.lines.count == 8)
        #expect(app.selectedLine?.hasPrefix("› 陈伟 @wei") == true)
        app.assertSnapshot(named: "menu-home-60x8")
        app.play("resize 80x24")
        #expect(app.selectedLine?.hasPrefix("› 陈伟 @wei") == true)
    }

    @Test("Clicks select tabs and open rows")
    func clicks() {
        let app = FlowHarness.demo()
        app.play("press right*3 enter")
        app.play("click 30 23")
        #expect(app.tabs?.selectedIndex == 1)
        app.assertSnapshot(named: "menu-messages-clicked")
        app.play(
            """
            click 10 3
            expect "‹ Messages"
            expect "You: 去！几点出发？"
            click 2 0
            expect-not "‹ Messages"
            """)
        #expect(app.selectedLine?.hasPrefix("› 陈伟") == true)
    }

    @Test("Show what's new again brings back page one of the onboarding, keeping the stored version")
    func whatsNewAgain() {
        let app = FlowHarness.demo()
        app.play(
            """
            press right*3 enter 4 down*2 enter
            expect "Welcome aboard"
            """)
        app.assertSnapshot(named: "menu-whats-new-again")  // page one, first dot filled
        #expect(app.flow.state.lastVersion == "2.1.0")  // quitting the replay shows nothing next launch
        #expect(app.application.window.rootViewController is OnboardingViewController)
    }

    @Test("About shows the app version")
    func about() {
        let app = FlowHarness.demo()
        app.play(
            """
            press right*3 enter 4 end enter
            expect "Onboard 2.1.0"
            """)
        app.assertSnapshot(named: "menu-about")  // ‹ Me back hint, the version
    }

    @Test("The menu speaks simplified Chinese when the locale asks for it")
    func chinese() {
        let app = FlowHarness.demo(language: "zh_CN.UTF-8")
        app.play(
            """
            press right*3 enter
            expect "首页"
            expect "消息"
            """)
        app.assertSnapshot(named: "menu-home-zh-hans")  // 首页 and 消息 among the tabs
        app.play("press 4")
        app.assertSnapshot(named: "menu-me-zh-hans")  // 分享给大家, 再看一次新功能
    }
}
