import Markdown
import Testing

/// Where a document's headings are: libcmark's tree, and the line reading used without it.
@Suite("Markdown outline")
struct MarkdownOutlineTests {
    /// A heading in a four-backtick fence, after an inline ``` span, in an HTML comment, after a
    /// tab, an indented fence that is not one, and a setext heading.
    static let document = """
        ## One
        - item
          ``` x ``` is a code span
        ## Two

        ````markdown
        ```
        ## In code
        ```
        ````

        <!--
        ## In a comment
        -->
        ##\tThree
        [three]: https://example.org

            ```
        ## Four
        """

    private func headings(_ blocks: [OutlineBlock]) -> [Int] {
        blocks.filter { $0.headingLevel == 2 }.map(\.lines.lowerBound)
    }

    @Test("Top-level headings only, with their lines; code, comments and definitions hide none")
    func tree() {
        let blocks = MarkdownOutline.blocks(of: Self.document)
        #expect(headings(blocks) == [1, 4, 15, 19])
        #expect(!blocks.contains { $0.lines.contains(16) })  // the reference definition
    }

    @Test("Without libcmark the line reading finds the same headings")
    func lines() {
        #expect(headings(PlainOutline.blocks(of: Self.document)) == [1, 4, 15, 19])
        #expect(!PlainOutline.blocks(of: Self.document).contains { $0.lines.contains(16) })
    }
}
