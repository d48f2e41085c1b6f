import TermCore
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// Markdown bodies on the page: styles in the style layer, hanging indents, links either way.
@Suite("Formatted pages")
@MainActor
struct FormattedPageTests {
    static let page = FeaturePage(
        art: [], title: "Rich *text*",
        body: """
            Text with **bold**, *italic* and `code`, and [a link](https://example.org/x).

            1. A numbered item long enough to wrap under its own first word, not the number.
            2. Second
               - nested 分享给大家
            """)

    @Test("List items hang under their first word; the nested list indents further")
    func hangingIndent() {
        let harness = FlowHarness(pages: [Self.page], size: Size(width: 50, height: 20), shareLabel: "Share", enterLabel: "Enter")
        let lines = harness.lines.map(\.trimmingTrailing)
        let item = lines.firstIndex { $0.contains("1. A numbered") }!
        let column = lines[item].distance(
            from: lines[item].startIndex, to: lines[item].range(of: "A numbered")!.lowerBound)
        let next = lines[item + 1]
        #expect(next.prefix(column).allSatisfy { $0 == " " })
        #expect(next.dropFirst(column).first?.isLetter == true)
        #expect(lines.contains { $0.hasSuffix("◦ nested 分享给大家") })
        harness.assertSnapshot(named: "formatted-page-50x20")  // hanging indents at 50 columns
    }

    @Test("Without hyperlinks the URL follows the text; no cell carries a link")
    func inlineLinks() {
        let harness = FlowHarness(pages: [Self.page], shareLabel: "Share", enterLabel: "Enter")
        #expect(harness.text.contains("a link (https://example.org/x)."))
        #expect(harness.frame.links.isEmpty)
    }

    @Test("With hyperlinks the text alone shows, its cells linked to the URL")
    func hyperlinkCells() {
        let harness = FlowHarness(pages: [Self.page], hyperlinks: true, shareLabel: "Share", enterLabel: "Enter")
        let frame = harness.frame
        #expect(!frame.text.contains("https://"))
        #expect(frame.links == ["https://example.org/x"])
        harness.assertSnapshot(named: "formatted-page-hyperlinks")  // the link text alone, no URL
        let row = frame.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("a link")
        }!
        let linked = (0..<frame.size.width).filter { frame[$0, row].link == 1 }
        #expect(linked.count == "a link".count)
        #expect(linked.map { String(frame[$0, row].grapheme) }.joined() == "a link")
    }

    @Test("Snapshot: a formatted page, bold, italic, code, link and list markers in the style layer")
    func snapshot() {
        let harness = FlowHarness(pages: [Self.page], shareLabel: "Share", enterLabel: "Enter")
        assertSnapshot(harness.frame, named: "formatted-page")
    }

    @Test("Code blocks on the page keep each line's leading spaces and expand tabs, in a list item too")
    func codeIndentation() {
        let body = "Run:\n\n```\nif x:\n    run()\n\tdeeper()\n```\n\n- item\n\n      indented\n        more\n"
        let harness = FlowHarness(pages: [FeaturePage(art: [], title: "T", body: body)], shareLabel: "Share", enterLabel: "Enter")
        let lines = harness.lines
        func column(of text: String) -> Int? {
            lines.lazy.compactMap { line in
                line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            }.first
        }
        let left = column(of: "if x:")!
        #expect(column(of: "Run:") == left)
        #expect(column(of: "run()") == left + 4)
        #expect(column(of: "deeper()") == left + 4)
        #expect(!harness.text.contains("␉"))
        let item = column(of: "item")!
        #expect(column(of: "indented") == item)
        #expect(column(of: "more") == item + 2)
    }

    @Test("Control characters in Markdown are drawn as stand-ins, measured as such")
    func controls() {
        let page = FeaturePage(art: [], title: "T", body: "- a\u{1B}[31mred\u{7} item")
        let harness = FlowHarness(pages: [page], shareLabel: "Share", enterLabel: "Enter")
        #expect(harness.text.contains("• a␛[31mred␇ item"))
    }

    @Test("A lone CR and a NUL show as stand-ins, not as Markdown's line ending and U+FFFD; CR LF is a line end")
    func carriageReturns() {
        let page = FeaturePage(art: [], title: "T", body: "BEL\u{7}CR\rNUL\u{0}end\r\n\r\nnext")
        let harness = FlowHarness(pages: [page], shareLabel: "Share", enterLabel: "Enter")
        #expect(harness.text.contains("BEL␇CR␍NUL␀end\n"))
        #expect(harness.lines.contains { $0.trimmingPrefixSpaces == "next" })
    }
}

extension String {
    var trimmingTrailing: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
