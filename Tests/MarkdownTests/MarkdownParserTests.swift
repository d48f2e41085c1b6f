import Markdown
import Testing

@Suite("Markdown to rich text")
struct MarkdownParserTests {
    @Test("Strong, emphasis and code become styled runs; soft breaks become spaces")
    func inlineStyles() {
        let text = MarkdownParser.parse("Run **fast** and *light*,\nwith `onboard --plain`.")
        #expect(
            text.blocks == [
                RichBlock(runs: [
                    RichRun("Run "), RichRun("fast", emphasis: .strong), RichRun(" and "),
                    RichRun("light", emphasis: .emphasis), RichRun(", with "),
                    RichRun("onboard --plain", emphasis: .code), RichRun("."),
                ])
            ])
    }

    @Test("Nested emphasis combines")
    func nestedEmphasis() {
        let runs = MarkdownParser.parse("***both*** and **bold `code`**").blocks[0].runs
        #expect(runs[0] == RichRun("both", emphasis: [.strong, .emphasis]))
        #expect(runs[2] == RichRun("bold ", emphasis: .strong))
        #expect(runs[3] == RichRun("code", emphasis: [.strong, .code]))
    }

    @Test("Paragraphs are spaced; a tight bullet list gets markers and a hanging indent")
    func bulletList() {
        let text = MarkdownParser.parse("Changes:\n\n- one\n- two\n  - inner\n- three")
        #expect(text.blocks.map(\.marker) == [nil, "•", "•", "◦", "•"])
        #expect(text.blocks.map(\.indent) == [0, 2, 2, 4, 2])
        #expect(text.blocks.map(\.isSpaced) == [false, true, false, false, false])
        #expect(text.plainText == "Changes:\none\ntwo\ninner\nthree")
    }

    @Test("Numbered lists count from their start; loose lists are spaced")
    func numberedList() {
        let text = MarkdownParser.parse("9. nine\n\n10. ten\n\n    more of ten")
        #expect(text.blocks.map(\.marker) == ["9.", "10.", nil])
        #expect(text.blocks.map(\.indent) == [3, 4, 4])
        #expect(text.blocks.map(\.isSpaced) == [false, true, true])
    }

    @Test("Headings and code blocks keep their kind; quotes indent")
    func otherBlocks() {
        let text = MarkdownParser.parse("### Added\n\n```\nmake test\n```\n\n> quoted")
        #expect(text.blocks.map(\.kind) == [.heading, .code, .paragraph])
        #expect(text.blocks[1].runs == [RichRun("make test", emphasis: .code)])
        #expect(text.blocks[2].indent == 2)
    }

    @Test(
        "Links keep checked http, https and mailto URLs",
        arguments: [
            ("[docs](https://example.org/a?b=1#c)", "https://example.org/a?b=1#c"),
            ("[site](HTTP://EXAMPLE.ORG)", "HTTP://EXAMPLE.ORG"),
            ("[mail](mailto:team@example.org)", "mailto:team@example.org"),
            ("<https://example.org>", "https://example.org"),
        ])
    func safeLinks(markdown: String, url: String) {
        let runs = MarkdownParser.parse(markdown).blocks[0].runs
        #expect(runs.count == 1)
        #expect(runs[0].link == url)
    }

    @Test(
        "Other destinations keep the text but lose the link",
        arguments: [
            "[x](javascript:alert(1))", "[x](file:///etc/passwd)", "[x](relative/path)", "[x](<https://a b>)",
            "[x](https://example.org/&#27;[31m)", "[x](https://example.org/\u{7}bell)", "[x](https:)",
            "[x](https://例え.jp)",
        ])
    func unsafeLinks(markdown: String) {
        let runs = MarkdownParser.parse(markdown).blocks.flatMap(\.runs)
        #expect(runs.allSatisfy { $0.link == nil })
    }

    @Test("Raw HTML stays text; an image shows its description")
    func htmlAndImages() {
        #expect(MarkdownParser.parse("a <b>bold</b> move").plainText == "a <b>bold</b> move")
        #expect(MarkdownParser.parse("![the logo](logo.png)").plainText == "the logo")
    }

    @Test("A title's inline runs join its blocks with spaces")
    func inlineTitle() {
        #expect(MarkdownParser.inlineRuns("# Big *news*") == [RichRun("Big "), RichRun("news", emphasis: .emphasis)])
        #expect(MarkdownParser.inlineRuns("one\n\ntwo").map(\.text).joined() == "one two")
    }

    @Test("Deep nesting stops indenting at the maximum")
    func deepNesting() {
        let markdown = String(repeating: "> ", count: 500) + "deep"
        let text = MarkdownParser.parse(markdown)
        #expect(text.plainText == "deep")
        #expect(text.blocks[0].indent == 24)
    }
}
