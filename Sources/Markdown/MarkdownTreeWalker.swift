#if Markdown
    import CMark

    /// One walk over a cmark tree (for ``MarkdownParser``): open containers, open inlines, finished
    /// blocks, and the rules for list markers, hanging indents and blank lines between blocks.
    struct MarkdownTreeWalker {
        /// A list or quote the walk is inside, with what its items need.
        private struct Container {
            var isList: Bool
            var isOrdered = false
            var isTight = false
            var number = 1
            var delimiter = "."
            var depth = 0
            /// Where this list's markers (or this quote's text) start.
            var indent: Int
            /// Where the text of this container's children starts (a list: its current item's text).
            var contentIndent: Int
            /// Blocks seen in the current item, to give only the first one the marker.
            var blocksInItem = 0
            var itemIndex = -1
        }

        private(set) var blocks: [RichBlock] = []
        private var containers: [Container] = []
        private var runs: [RichRun] = []
        private var kind = RichBlock.Kind.paragraph
        private var emphasis = Emphasis()
        private var strongDepth = 0
        private var emphasisDepth = 0
        private var links: [String?] = []
        private var listDepth = 0

        private var indent: Int { containers.last?.contentIndent ?? 0 }

        mutating func visit(_ node: OpaquePointer, entering: Bool) {
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_LIST: entering ? enterList(node) : exitContainer()
            case CMARK_NODE_ITEM: if entering { enterItem() }
            case CMARK_NODE_BLOCK_QUOTE:
                if entering {
                    let quoted = min(indent + 2, MarkdownParser.maximumIndent)
                    containers.append(Container(isList: false, indent: quoted, contentIndent: quoted))
                } else {
                    exitContainer()
                }
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                if entering {
                    runs = []
                    kind = type == CMARK_NODE_HEADING ? .heading : .paragraph
                } else {
                    finishBlock()
                }
            case CMARK_NODE_CODE_BLOCK:
                var text = literal(node)
                while text.last == "\n" { text.removeLast() }
                runs = [RichRun(text, emphasis: .code)]
                kind = .code
                finishBlock()
            case CMARK_NODE_HTML_BLOCK: appendHTML(literal(node))
            case CMARK_NODE_TEXT: append(literal(node), emphasis: emphasis)
            case CMARK_NODE_HTML_INLINE:
                let html = literal(node)
                if !HTMLText.isHidden(html) { append(html, emphasis: emphasis) }
            case CMARK_NODE_CODE: append(literal(node), emphasis: emphasis.union(.code))
            case CMARK_NODE_SOFTBREAK: append(" ", emphasis: emphasis)
            case CMARK_NODE_LINEBREAK: append("\n", emphasis: emphasis)
            case CMARK_NODE_STRONG:
                strongDepth += entering ? 1 : -1
                updateEmphasis()
            case CMARK_NODE_EMPH:
                emphasisDepth += entering ? 1 : -1
                updateEmphasis()
            case CMARK_NODE_LINK:
                if entering {
                    links.append(cmark_node_get_url(node).flatMap { LinkTarget.checked(String(cString: $0)) })
                } else {
                    _ = links.popLast()
                }
            default: break  // document, image (its description is its text), thematic break
            }
        }

        /// An HTML block: a `<summary>` as a heading, any other text as written; comments and
        /// folding tags show nothing (``HTMLText``).
        private mutating func appendHTML(_ html: String) {
            let parts = HTMLText.parts(html)
            if let summary = parts.summary, !summary.isEmpty {
                runs = [RichRun(summary)]
                kind = .heading
                finishBlock()
            }
            guard !parts.rest.isEmpty else { return }
            runs = [RichRun(parts.rest)]
            kind = .paragraph
            finishBlock()
        }

        private func literal(_ node: OpaquePointer) -> String {
            cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        }

        private mutating func updateEmphasis() {
            emphasis = []
            if strongDepth > 0 { emphasis.insert(.strong) }
            if emphasisDepth > 0 { emphasis.insert(.emphasis) }
        }

        private mutating func append(_ text: String, emphasis: Emphasis) {
            let link = links.last ?? nil
            if let last = runs.last, last.emphasis == emphasis, last.link == link {
                runs[runs.count - 1].text += text
            } else {
                runs.append(RichRun(text, emphasis: emphasis, link: link))
            }
        }

        private mutating func enterList(_ node: OpaquePointer) {
            var list = Container(isList: true, indent: indent, contentIndent: indent)
            list.isOrdered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            list.isTight = cmark_node_get_list_tight(node) != 0
            list.number = Int(cmark_node_get_list_start(node))
            list.delimiter = cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? ")" : "."
            list.depth = listDepth
            listDepth += 1
            containers.append(list)
        }

        private mutating func exitContainer() {
            if containers.popLast()?.isList == true { listDepth -= 1 }
        }

        private mutating func enterItem() {
            guard var list = containers.last, list.isList else { return }
            list.itemIndex += 1
            list.blocksInItem = 0
            if list.itemIndex > 0, list.isOrdered { list.number += 1 }
            list.contentIndent = min(list.indent + marker(for: list).count + 1, MarkdownParser.maximumIndent)
            containers[containers.count - 1] = list
        }

        /// The marker for the current item's first block: `•` (`◦` when nested), or `3.`.
        private func marker(for list: Container) -> String {
            list.isOrdered ? "\(list.number)\(list.delimiter)" : (list.depth % 2 == 0 ? "•" : "◦")
        }

        private mutating func finishBlock() {
            var block = RichBlock(kind: kind, runs: runs, indent: indent, isSpaced: !blocks.isEmpty)
            if let index = containers.indices.last, containers[index].isList {
                let list = containers[index]
                let marker = marker(for: list)
                block.indent = list.contentIndent
                if list.blocksInItem == 0 {
                    block.marker = marker
                    let isNestedInTightItem = containers.dropLast().last.map { $0.isList && $0.isTight } ?? false
                    block.isSpaced = block.isSpaced && (!list.isTight || (list.itemIndex == 0 && !isNestedInTightItem))
                } else {
                    block.isSpaced = block.isSpaced && !list.isTight
                }
                containers[index].blocksInItem += 1
            }
            blocks.append(block)
            runs = []
            kind = .paragraph
        }
    }
#endif
