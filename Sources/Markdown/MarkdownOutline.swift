#if Markdown
    import CMark
#endif

/// One top-level block of a Markdown document and the lines it spans.
package struct OutlineBlock: Hashable, Sendable {
    /// The heading's level (1 to 6); nil for any other block.
    package var headingLevel: Int?
    /// The block's first and last line in the text, counted from 1.
    package var lines: ClosedRange<Int>

    package init(headingLevel: Int?, lines: ClosedRange<Int>) {
        self.headingLevel = headingLevel
        self.lines = lines
    }
}

/// The top-level blocks of a Markdown document, in order, with their lines: where a document's
/// headings are, as CommonMark reads them.
///
/// With the `Markdown` trait this is libcmark's own document tree, so a heading inside fenced
/// code of any fence length, inside an HTML comment or inside a list is not a top-level heading,
/// and an inline ```` ``` ```` span opens no fence. Lines that no block covers are blank lines
/// and link reference definitions (CommonMark keeps definitions out of the tree). Without the
/// trait, ``PlainOutline`` reads the lines by CommonMark's rules for fences, comments and ATX
/// headings alone.
///
/// Lines end at a line feed; give the text with any carriage return already removed or made
/// visible (`MarkdownSource.visible`), as libcmark also ends a line at a lone one.
package enum MarkdownOutline {
    package static func blocks(of markdown: String) -> [OutlineBlock] {
        #if Markdown
            treeBlocks(markdown)
        #else
            PlainOutline.blocks(of: markdown)
        #endif
    }

    #if Markdown
        private static func treeBlocks(_ markdown: String) -> [OutlineBlock] {
            guard let root = commonMarkTree(markdown) else { return PlainOutline.blocks(of: markdown) }
            defer { cmark_node_free(root) }
            var blocks: [OutlineBlock] = []
            var node = cmark_node_first_child(root)
            while let current = node {
                let first = Int(cmark_node_get_start_line(current))
                let last = max(first, Int(cmark_node_get_end_line(current)))
                let level =
                    cmark_node_get_type(current) == CMARK_NODE_HEADING
                    ? Int(cmark_node_get_heading_level(current)) : nil
                blocks.append(OutlineBlock(headingLevel: level, lines: first...last))
                node = cmark_node_next(current)
            }
            return blocks
        }
    #endif
}
