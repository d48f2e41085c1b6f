/// Formatted text as a terminal page shows it: blocks of styled runs, no Markdown left in it.
///
/// The parser (``MarkdownParser``) turns CommonMark into this value and layout code draws it,
/// so nothing above this module sees the C parser. Blocks are flat: a list item is a block with
/// a marker and an indent, so layout is one loop with a hanging indent per block.
package struct RichText: Hashable, Sendable {
    package var blocks: [RichBlock]

    package init(blocks: [RichBlock] = []) {
        self.blocks = blocks
    }

    /// Every run of every block, blocks joined by a space: a title's inline text.
    package var inlineRuns: [RichRun] {
        var runs: [RichRun] = []
        for block in blocks where !block.runs.isEmpty {
            if !runs.isEmpty { runs.append(RichRun(" ")) }
            runs += block.runs.map { run in
                var run = run
                run.text = String(run.text.map { $0 == "\n" ? " " : $0 })
                return run
            }
        }
        return runs
    }

    /// The text without formatting, blocks separated by newlines.
    package var plainText: String {
        blocks.map { $0.runs.map(\.text).joined() }.joined(separator: "\n")
    }
}

/// One paragraph, heading or list item's paragraph: its runs and where it sits.
package struct RichBlock: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case paragraph
        case heading
        case code
    }

    package var kind: Kind
    package var runs: [RichRun]
    /// Printed before the first line in the indent (`• `, `2. `); nil for plain paragraphs.
    package var marker: String?
    /// Columns every line is indented by (the hanging indent of list items and quotes).
    package var indent: Int
    /// A blank line separates this block from the one before.
    package var isSpaced: Bool

    package init(
        kind: Kind = .paragraph, runs: [RichRun], marker: String? = nil, indent: Int = 0, isSpaced: Bool = false
    ) {
        self.kind = kind
        self.runs = runs
        self.marker = marker
        self.indent = indent
        self.isSpaced = isSpaced
    }
}

/// Text in one style: emphasis, code, and an optional link target.
package struct RichRun: Hashable, Sendable {
    package var text: String
    package var emphasis: Emphasis
    /// A checked `http`, `https` or `mailto` URL (see ``LinkTarget``); nil for plain text.
    package var link: String?

    package init(_ text: String, emphasis: Emphasis = [], link: String? = nil) {
        self.text = text
        self.emphasis = emphasis
        self.link = link
    }
}

/// Inline emphasis: **strong**, *emphasis* and `code`, in any combination.
package struct Emphasis: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let strong = Emphasis(rawValue: 1 << 0)
    package static let emphasis = Emphasis(rawValue: 1 << 1)
    package static let code = Emphasis(rawValue: 1 << 2)
}
