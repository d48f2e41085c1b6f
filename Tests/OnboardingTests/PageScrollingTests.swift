import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// A page taller than the screen: Up/Down, PgUp/PgDn and the wheel scroll it, a hint says
/// there is more, and Left/Right still turn the page.
@Suite("Scrolling inside a page")
@MainActor
struct PageScrollingTests {
    static let longBody =
        "Release notes, in order:\n\n"
        + (1...30).map { "- Item \($0): a change described in enough words to wrap onto a second line here" }
        .joined(separator: "\n")
    static let pages = [
        FeaturePage(art: ["/\\", "\\/"], title: "Long **notes**", body: longBody),
        FeaturePage(art: [], title: "Next", body: "The page after."),
    ]

    @Test("A long page shows a more hint with the lines left, and no art")
    func hint() {
        let harness = FlowHarness(pages: Self.pages, shareLabel: "Share", enterLabel: "Enter")
        #expect(harness.lines[0].contains("Long notes"))
        #expect(!harness.text.contains("/\\"))
        #expect(harness.lines[21].trimmingPrefixSpaces == "↓ more (43 lines)")
        #expect(harness.lines[2].trimmingPrefixSpaces == "Release notes, in order:")
    }

    @Test("Down scrolls a line, PgDn a screenful less one, Up and PgUp back")
    func keys() throws {
        let harness = FlowHarness(pages: Self.pages, shareLabel: "Share", enterLabel: "Enter")
        try harness.press("down")
        #expect(harness.lines[2].trimmingPrefixSpaces == "")
        #expect(harness.lines[21].trimmingPrefixSpaces == "↓ more (42 lines)")
        try harness.press("pgdn")
        #expect(harness.lines[21].trimmingPrefixSpaces == "↓ more (24 lines)")
        try harness.press("pgup up")
        #expect(harness.lines[2].trimmingPrefixSpaces == "Release notes, in order:")
        #expect(harness.onboarding?.currentPage == 0)
    }

    @Test("At the end the hint says so, and PgDn then turns the page")
    func endThenNextPage() throws {
        let harness = FlowHarness(pages: Self.pages, shareLabel: "Share", enterLabel: "Enter")
        try harness.press("pgdn*3")
        #expect(harness.lines[21].trimmingPrefixSpaces == "↑ more above")
        #expect(harness.lines[20].trimmingPrefixSpaces == "second line here")
        #expect(harness.text.contains("Item 30:"))
        #expect(harness.onboarding?.currentPage == 0)
        try harness.press("pgdn")
        #expect(harness.onboarding?.currentPage == 1)
        try harness.press("pgup")
        #expect(harness.onboarding?.currentPage == 0)
    }

    @Test("Right turns the page whatever the scroll; Down on a page that fits changes nothing")
    func rightStillPages() throws {
        let harness = FlowHarness(pages: Self.pages, shareLabel: "Share", enterLabel: "Enter")
        try harness.press("down*5 right")
        #expect(harness.onboarding?.currentPage == 1)
        let before = harness.frame
        try harness.press("down up")
        #expect(harness.frame == before)
    }

    @Test("The wheel scrolls three lines while it can (43 lines: 15 turns), then turns the page")
    func wheel() throws {
        let harness = FlowHarness(pages: Self.pages, shareLabel: "Share", enterLabel: "Enter")
        harness.wheel(.scrollDown, at: Point(x: 40, y: 10))
        #expect(harness.lines[21].trimmingPrefixSpaces == "↓ more (40 lines)")
        for _ in 0..<14 { harness.wheel(.scrollDown, at: Point(x: 40, y: 10)) }
        #expect(harness.onboarding?.currentPage == 0)
        harness.wheel(.scrollDown, at: Point(x: 40, y: 10))
        #expect(harness.onboarding?.currentPage == 1)
    }

    @Test("Vertical pages: Down scrolls to the end of the body, then moves to the next page")
    func verticalPaging() throws {
        var layout = PagerLayout()
        layout.orientation = .vertical
        let harness = FlowHarness(pages: Self.pages, layout: layout, shareLabel: "Share", enterLabel: "Enter")
        try harness.press("down*43")
        #expect(harness.onboarding?.currentPage == 0)
        #expect(harness.lines[21].trimmingPrefixSpaces == "↑ more above")
        try harness.press("down")
        #expect(harness.onboarding?.currentPage == 1)
        try harness.press("up")
        #expect(harness.onboarding?.currentPage == 0)
    }

    @Test("On the last page, with the checkbox focused, the keys still scroll the body first")
    func lastPageWithFocus() throws {
        let harness = FlowHarness(pages: [Self.pages[0]], shareLabel: "Share", enterLabel: "Enter")
        try harness.press("tab")
        #expect(harness.application.window.focusedView is Checkbox)
        try harness.press("pgdn down")
        #expect(harness.text.contains("↓ more (") && !harness.text.contains("Release notes, in order:"))
        try harness.press("pgdn*3")
        #expect(harness.text.contains("↑ more above"))
        #expect(harness.text.contains("[x] Share"))
    }

    @Test("Growing the screen until the page fits drops the hint and the scroll")
    func resizeToFit() throws {
        let harness = FlowHarness(pages: Self.pages, shareLabel: "Share", enterLabel: "Enter")
        try harness.press("pgdn")
        let size = Size(width: 80, height: 70)
        harness.backend.resize(to: size)
        harness.application.handle(.resize(size))
        harness.application.settle()
        #expect(!harness.text.contains("more"))
        #expect(harness.text.contains("Release notes, in order:"))
    }

    @Test("Snapshot: the long page scrolled down, text and style layer")
    func scrolledSnapshot() throws {
        let harness = FlowHarness(pages: Self.pages, shareLabel: "Share", enterLabel: "Enter")
        try harness.press("pgdn down*3")
        assertSnapshot(harness.frame, named: "rich-page-scrolled")
    }
}

extension String {
    /// Without the spaces that centre or indent it.
    var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
