import TermCore
import TestSupport
import Testing

@testable import TermUI

@Suite("Tab bar controller")
@MainActor
struct TabBarControllerTests {
    /// The tables' data sources (tables hold them weakly).
    let sources = (0..<4).map { _ in NumberedRows(count: 30) }

    /// Four tabs, each a navigation stack over a numbered table.
    private func makeTabs() -> (TabBarController, Harness) {
        let tabs = TabBarController()
        tabs.setViewControllers(
            ["Home", "Messages", "Discover", "Me"].enumerated().map { index, title in
                let table = TableView()
                table.dataSource = sources[index]
                table.reloadData()
                return NavigationController(rootViewController: HostScreen(table, title: title))
            })
        let harness = Harness(size: Size(width: 40, height: 8), root: tabs)
        return (tabs, harness)
    }

    @Test("Tab walks the tabs forward, shift+tab back, both wrapping")
    func tabKeys() {
        let (tabs, harness) = makeTabs()
        var titles: [String] = []
        for _ in 0..<4 {
            harness.press("tab")
            titles.append(harness.lines[0].trimmingLeadingSpaces)
        }
        #expect(titles == ["Messages", "Discover", "Me", "Home"])
        harness.press("shift+tab")
        #expect(tabs.selectedIndex == 3)
        harness.assertSnapshot(named: "tabs-last-tab")  // the bar with Me current
    }

    @Test("Digits jump to a tab and report it through onSelect")
    func digits() {
        let (tabs, harness) = makeTabs()
        var reported: [Int] = []
        tabs.onSelect = { reported.append($0) }
        harness.press("3", "1", "4", "9")
        #expect(reported == [2, 0, 3])
        #expect(tabs.selectedIndex == 3)
        harness.assertSnapshot(named: "tabs-digit-4")
    }

    @Test("A click on a tab's title selects it")
    func click() {
        let (tabs, harness) = makeTabs()
        harness.click(x: 25, y: 7)
        #expect(tabs.selectedIndex == 2)
        #expect(harness.lines[0].trimmingLeadingSpaces == "Discover")
        harness.assertSnapshot(named: "tabs-clicked-discover")
    }

    @Test("Each tab keeps its selection and its pushed screen while another tab shows")
    func keepsState() {
        let (tabs, harness) = makeTabs()
        harness.press("down", "down", "down")
        harness.press("2")
        (tabs.selectedViewController as? NavigationController)?
            .pushViewController(HostScreen(TextView("Thread"), title: "Thread"))
        harness.press("1")
        #expect(harness.lines[4] == "› Row 3")
        harness.assertSnapshot(named: "tabs-kept-selection")
        harness.press("2")
        #expect(harness.lines[0].hasPrefix(" ‹ Messages"))
    }

    @Test("Choosing the tab that shows takes its stack back to the root")
    func reselectPopsToRoot() {
        let (tabs, harness) = makeTabs()
        let navigation = tabs.selectedViewController as? NavigationController
        navigation?.pushViewController(HostScreen(TextView("Post"), title: "Post"))
        harness.press("1")
        #expect(navigation?.viewControllers.count == 1)
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Setting selectedIndex shows that tab")
    func settableIndex() {
        let (tabs, harness) = makeTabs()
        tabs.selectedIndex = 3
        harness.redraw()
        #expect(harness.lines[0].trimmingLeadingSpaces == "Me")
    }

    @Test("The selected tab is drawn in the accent colour with reverse and bold")
    func selectedStyle() {
        let (tabs, harness) = makeTabs()
        harness.press("2")
        let bar = harness.frame
        let x = (0..<40).first { bar[$0, 7].grapheme == "M" } ?? -1
        #expect(bar[x, 7].style.foreground == tabs.tabBar.accentColor)
        #expect(bar[x, 7].style.attributes == [.bold, .reverse])
        let home = (0..<40).first { bar[$0, 7].grapheme == "H" } ?? -1
        #expect(bar[home, 7].style.attributes.isEmpty)
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
