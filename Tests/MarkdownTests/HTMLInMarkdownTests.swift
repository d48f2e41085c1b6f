import Markdown
import Testing

/// The HTML that changelogs and release notes carry: comments read as nothing, and a
/// `<details>` block keeps its `<summary>` as a heading without showing the tags.
@Suite("HTML in Markdown")
struct HTMLInMarkdownTests {
    @Test("HTML comments, on lines of their own or inline, are not shown")
    func comments() {
        let text = MarkdownParser.parse("<!-- next-header -->\nFirst <!-- inline note -->line.\n\n<!--\n## Template\n-->\n")
        #expect(text.plainText == "First line.")
    }

    @Test("<details> keeps its <summary> as a heading and drops the tags")
    func details() {
        let text = MarkdownParser.parse(
            "<details>\n<summary>Older notes</summary>\n\n- hidden item\n\n</details>\n\nAfter.")
        #expect(text.blocks.map(\.kind) == [.heading, .paragraph, .paragraph])
        #expect(text.plainText == "Older notes\nhidden item\nAfter.")
        #expect(text.blocks[1].marker == "•")
    }
}
