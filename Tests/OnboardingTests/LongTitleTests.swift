import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// A title too long for the page gives way to the last page's controls: at every size from the
/// minimum up, the checkbox, the button and the dots keep their rows, the title is cut to the
/// rows left with `…` on its last line, and the body scrolls in what remains.
@Suite("Long titles on the last page")
@MainActor
struct LongTitleTests {
    /// Two lines at 36 columns (a 40-column screen).
    static let twoLineTitle = "A rather long title that goes on for a while describing the feature"
    /// Four lines at 36 columns.
    static let fourLineTitle =
        "Share your notes with everyone on the team, see who has read them, answer in the same thread and pin the replies that matter"
    static let longBody = String(repeating: "word ", count: 200)

    /// The page's rows, trailing spaces and the centring spaces dropped.
    static func rows(_ harness: FlowHarness) -> [String] {
        harness.lines.map(\.trimmingPrefixSpaces.trimmingTrailing)
    }

    /// The last page's controls and dots, on their rows above the screen's last.
    static func expectControls(_ rows: [String], height: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rows.count == height, sourceLocation: sourceLocation)
        let text = rows.joined(separator: "\n")
        #expect(rows[height - 5] == "[x] Share", "checkbox row in\n\(text)", sourceLocation: sourceLocation)
        #expect(rows[height - 4] == "", sourceLocation: sourceLocation)
        #expect(rows[height - 3] == "[ Enter ]", "button row in\n\(text)", sourceLocation: sourceLocation)
        #expect(rows[height - 2] == "●", "dots row in\n\(text)", sourceLocation: sourceLocation)
    }

    @Test("40×10, two-line title over a long body: the title's first line and …, a body line, the hint, the controls")
    func twoLineTitleAtMinimum() {
        let page = FeaturePage(art: ["A"], title: Self.twoLineTitle, body: Self.longBody)
        let harness = FlowHarness(pages: [page], size: Size(width: 40, height: 10), shareLabel: "Share", enterLabel: "Enter")
        let rows = Self.rows(harness)
        #expect(
            Array(rows.prefix(5)) == [
                "A rather long title that goes on…", "", "word word word word word word word", "↓ more (28 lines)", "",
            ])
        Self.expectControls(rows, height: 10)
    }

    @Test("40×11, two-line title over a long body: the whole title, no ellipsis, the controls")
    func twoLineTitleOneRowMore() {
        let page = FeaturePage(art: ["A"], title: Self.twoLineTitle, body: Self.longBody)
        let harness = FlowHarness(pages: [page], size: Size(width: 40, height: 11), shareLabel: "Share", enterLabel: "Enter")
        let rows = Self.rows(harness)
        #expect(
            Array(rows.prefix(6)) == [
                "A rather long title that goes on", "for a while describing the feature", "",
                "word word word word word word word", "↓ more (28 lines)", "",
            ])
        #expect(!harness.text.contains("…"))
        Self.expectControls(rows, height: 11)
    }

    @Test(
        "A four-line title over a one-line body: cut to the rows left, the body and controls whole",
        arguments: [
            (10, ["Share your notes with everyone", "on the team, see who has read…"]),
            (
                11,
                [
                    "Share your notes with everyone", "on the team, see who has read",
                    "them, answer in the same thread…",
                ]
            ),
        ])
    func fourLineTitle(height: Int, title: [String]) {
        let page = FeaturePage(art: ["A"], title: Self.fourLineTitle, body: "One line.")
        let harness = FlowHarness(pages: [page], size: Size(width: 40, height: height), shareLabel: "Share", enterLabel: "Enter")
        let rows = Self.rows(harness)
        #expect(Array(rows.prefix(title.count + 3)) == title + ["", "One line.", ""])
        Self.expectControls(rows, height: height)
    }

    @Test("Where the four-line title fits (40×12) it shows whole, with nothing cut")
    func fourLineTitleFits() {
        let page = FeaturePage(art: ["A"], title: Self.fourLineTitle, body: "One line.")
        let harness = FlowHarness(pages: [page], size: Size(width: 40, height: 12), shareLabel: "Share", enterLabel: "Enter")
        let rows = Self.rows(harness)
        #expect(rows[3] == "and pin the replies that matter")
        #expect(!harness.text.contains("…"))
        Self.expectControls(rows, height: 12)
    }

    @Test("A 10 000-character title at 40×10 and 80×24: one row of it or more, the body and controls show")
    func hugeTitle() throws {
        let page = FeaturePage(art: ["A"], title: String(repeating: "x", count: 10_000), body: Self.longBody)
        for size in [Size(width: 40, height: 10), Size(width: 80, height: 24)] {
            let harness = FlowHarness(pages: [page], size: size, shareLabel: "Share", enterLabel: "Enter")
            let rows = Self.rows(harness)
            let titleRows = size.height - 9
            #expect(rows[titleRows - 1] == String(repeating: "x", count: size.width == 40 ? 35 : 63) + "…")
            #expect(rows[titleRows + 1].hasPrefix("word word"))
            #expect(rows[titleRows + 2].hasPrefix("↓ more ("))
            Self.expectControls(rows, height: size.height)
        }
    }

    @Test("With the 10 000-character title, Down and PgDn scroll the body while the controls stay")
    func hugeTitleScrolls() throws {
        let page = FeaturePage(art: ["A"], title: String(repeating: "x", count: 10_000), body: Self.longBody)
        let harness = FlowHarness(pages: [page], size: Size(width: 40, height: 10), shareLabel: "Share", enterLabel: "Enter")
        try harness.press("down")
        #expect(Self.rows(harness)[3] == "↓ more (27 lines)")
        Self.expectControls(Self.rows(harness), height: 10)
        try harness.press("pgdn*30")
        #expect(Self.rows(harness)[3] == "↑ more above")
        Self.expectControls(Self.rows(harness), height: 10)
    }

    @Test("Wide glyphs are never halved by the cut, and ASCII screens get ...")
    func wideGlyphsAndASCII() {
        let wide = FeaturePage(art: [], title: String(repeating: "分", count: 36), body: Self.longBody)
        let harness = FlowHarness(pages: [wide], size: Size(width: 40, height: 10), shareLabel: "Share", enterLabel: "Enter")
        #expect(Self.rows(harness)[0] == String(repeating: "分", count: 17) + "…")
        let page = FeaturePage(art: [], title: Self.twoLineTitle, body: Self.longBody)
        let ascii = FlowHarness(pages: [page], size: Size(width: 40, height: 10), usesUnicode: false, shareLabel: "Share", enterLabel: "Enter")
        let rows = Self.rows(ascii)
        #expect(rows[0] == "A rather long title that goes on...")
        #expect(rows[5] == "[x] Share" && rows[7] == "[ Enter ]")
    }
}
