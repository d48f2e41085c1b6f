import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// Two pages side by side (the seed's "mid" spine) are one screen: keys, ends and dots work on
/// spreads, and an odd page count ends on a spread whose right half is blank.
@Suite("Two-page spreads")
@MainActor
struct SpreadTests {
    private var twoPages: PagerLayout {
        var layout = PagerLayout()
        layout.prefersTwoPages = true
        return layout
    }

    @Test("Enter on the spread that holds the last page enters the app without Tab first")
    func enterOnSpread() throws {
        let harness = FlowHarness(size: Size(width: 120, height: 30), layout: twoPages)
        harness.press("right")
        harness.assertSnapshot(named: "spread-last-focused-button")  // pages 3 and 4, [ Enter app ] focused
        harness.press("enter")
        #expect(harness.results.all.map(\.outcome) == [.finished])
    }

    @Test("Both pages of a spread are marked in the dots; Home, End, Left and Right land on spreads")
    func dotsAndKeysOnSpreads() throws {
        let harness = FlowHarness(size: Size(width: 120, height: 30), layout: twoPages)
        #expect(harness.dots == "● ● ○ ○")
        harness.press("end")
        #expect(harness.dots == "○ ○ ● ●")
        harness.assertSnapshot(named: "spread-third-and-fourth")
        harness.press("left")
        #expect(harness.dots == "● ● ○ ○")
        harness.press("right")
        #expect(harness.dots == "○ ○ ● ●")
        harness.press("home")
        #expect(harness.dots == "● ● ○ ○")
        harness.assertSnapshot(named: "spread-first-and-second")
    }

    @Test("An odd page count ends on a spread with the last page on the left and the right half blank")
    func oddCount() throws {
        let harness = FlowHarness(size: Size(width: 120, height: 30), layout: twoPages, extraPages: 1)
        harness.press("end")
        #expect(harness.dots == "○ ○ ○ ○ ●")
        harness.assertSnapshot(named: "spread-odd-last-alone")  // the last page on the left, the right blank
        let titleRow = try #require(harness.lines.first { $0.contains("Ready when you are") })
        let column = try #require(titleRow.range(of: "Ready when you are")).lowerBound.utf16Offset(in: titleRow)
        #expect(column < 60)
        let pageRows = harness.lines.prefix(harness.frame.size.height - 2)
        #expect(pageRows.allSatisfy { $0.count <= 60 || $0.dropFirst(60).allSatisfy { $0 == " " } })
        harness.press("left")
        #expect(harness.dots == "○ ○ ● ● ○")
        harness.press("enter")
        #expect(harness.results.all.isEmpty)
    }

    @Test("Widening to 120 columns on the fourth page shows the spread of the third and fourth")
    func widening() throws {
        let harness = FlowHarness(size: Size(width: 80, height: 30), layout: twoPages)
        harness.press("end")
        #expect(harness.dots == "○ ○ ○ ●")
        harness.backend.resize(to: Size(width: 120, height: 30))
        harness.application.handle(.resize(Size(width: 120, height: 30)))
        harness.application.runPending()
        #expect(harness.dots == "○ ○ ● ●")
        harness.backend.resize(to: Size(width: 80, height: 30))
        harness.application.handle(.resize(Size(width: 80, height: 30)))
        harness.application.runPending()
        #expect(harness.dots == "○ ○ ● ○")
    }

    @Test("A click on a dot shows the spread holding that page")
    func clickOnDot() throws {
        let harness = FlowHarness(size: Size(width: 120, height: 30), layout: twoPages)
        harness.click(x: (120 - 7) / 2 + 6, y: 28)
        #expect(harness.dots == "○ ○ ● ●")
    }

    @Test("Picture: the last spread, with its style layer")
    func spreadPicture() throws {
        let harness = FlowHarness(size: Size(width: 120, height: 30), layout: twoPages)
        harness.press("end")
        assertSnapshot(harness.frame, named: "onboarding-spread-last")
    }
}
