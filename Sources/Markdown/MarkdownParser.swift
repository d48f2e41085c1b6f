#if Markdown
    import CMark
#endif

/// Turns CommonMark into ``RichText`` with the reference parser (libcmark).
///
/// Paragraphs, headings, bullet and numbered lists (nested, tight or loose), block quotes and
/// code become blocks; strong, emphasis, code spans and links become styled runs. Raw HTML is
/// kept as the text it is, but for comments, which show nothing, and `<details>`, whose tags
/// go and whose `<summary>` reads as a heading (``HTMLText``); images show their description, and a link whose destination is not
/// a checked `http`, `https` or `mailto` URL keeps its text without a link. The tree is walked
/// with cmark's own iterator, so any nesting depth costs no stack.
///
/// Built without the package's `Markdown` trait, there is no libcmark: the text is shown as it
/// was written, in paragraphs and lines (``PlainMarkdown``).
package enum MarkdownParser {
    /// Deeper list and quote levels keep this indent, so a hostile nesting cannot push text out.
    static let maximumIndent = 24

    package static func parse(_ markdown: String) -> RichText {
        #if Markdown
            formatted(markdown)
        #else
            PlainMarkdown.parse(markdown)
        #endif
    }

    #if Markdown
        private static func formatted(_ markdown: String) -> RichText {
            guard let root = commonMarkTree(markdown) else {
                return RichText(blocks: [RichBlock(runs: [RichRun(markdown)])])
            }
            defer { cmark_node_free(root) }
            var walker = MarkdownTreeWalker()
            let iterator = cmark_iter_new(root)
            defer { cmark_iter_free(iterator) }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator) else { continue }
                walker.visit(node, entering: event == CMARK_EVENT_ENTER)
            }
            return RichText(blocks: walker.blocks)
        }
    #endif

    /// Inline Markdown (a title): the runs of every block joined by spaces.
    package static func inlineRuns(_ markdown: String) -> [RichRun] {
        parse(markdown).inlineRuns
    }
}
