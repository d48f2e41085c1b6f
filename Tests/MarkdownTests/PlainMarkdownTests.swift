import Markdown
import Testing

/// The text a build without libcmark shows (the `Markdown` trait off); tested in every build.
@Suite("Markdown as plain text")
struct PlainMarkdownTests {
    static func lines(_ markdown: String) -> [[String]] {
        PlainMarkdown.parse(markdown).blocks.map {
            $0.runs.map(\.text).joined().split(separator: "\n").map(String.init)
        }
    }

    @Test("Characters stay as written; paragraphs are spaced and their soft breaks become spaces")
    func paragraphs() {
        let text = PlainMarkdown.parse("Run **fast** and *light*,\nwith `onboard --plain`.\n\nSecond.")
        #expect(
            text.blocks == [
                RichBlock(runs: [RichRun("Run **fast** and *light*, with `onboard --plain`.")]),
                RichBlock(runs: [RichRun("Second.")], isSpaced: true),
            ])
        #expect(PlainMarkdown.parse("").blocks.isEmpty)
        #expect(PlainMarkdown.parse("\n\n  \n").blocks.isEmpty)
    }

    @Test("List items, headings, quotes and table rows keep their own lines")
    func ownLines() {
        #expect(
            Self.lines("# Changes\nSome text\ngoes on.\n- one\n- two\n  continued\n3. three\n> quoted\n| a | b |")
                == [
                    [
                        "# Changes", "Some text goes on.", "- one", "- two continued", "3. three", "> quoted",
                        "| a | b |",
                    ]
                ])
        #expect(Self.lines("-not a list\n2024 was\n1.5 times") == [["-not a list 2024 was 1.5 times"]])
    }

    @Test("Fenced and indented code keeps its lines and leading spaces, as a code block")
    func code() {
        let text = PlainMarkdown.parse("Run:\n\n```\nif x {\n    y()\n}\n```\nAfter.\n\n    indented\n      more\nback")
        #expect(text.blocks.map(\.kind) == [.paragraph, .code, .paragraph, .code, .paragraph])
        #expect(text.blocks[1].runs[0].text == "```\nif x {\n    y()\n}\n```")
        #expect(text.blocks[3].runs[0].text == "    indented\n      more")
        #expect(Self.lines("text\n    continued") == [["text continued"]])
    }

    @Test("A title's inline text joins its lines")
    func title() {
        #expect(PlainMarkdown.parse("**New**\nsearch").inlineRuns == [RichRun("**New** search")])
    }
}
