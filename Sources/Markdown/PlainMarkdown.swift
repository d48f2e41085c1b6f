/// Markdown shown as the plain text it was written as: what ``MarkdownParser`` gives when the
/// package is built without its `Markdown` trait (no libcmark).
///
/// Markdown is made to read well unformatted, so every character stays as written (`**bold**`
/// keeps its stars) and only the layout is taken from it: blank lines separate paragraphs; a
/// line that starts a list item, a quote or a table row starts a line of its own, as do a
/// heading and the line after it; the other lines of a paragraph join the line before with a
/// space, as a formatted paragraph's soft line breaks do. Fenced and indented code keeps its
/// lines and leading spaces as a code block. No styles and no links.
package enum PlainMarkdown {
    package static func parse(_ markdown: String) -> RichText {
        var blocks: [RichBlock] = []
        var lines: [String] = []
        var kind = RichBlock.Kind.paragraph
        var fence: Substring?
        func finish() {
            if !lines.isEmpty {
                blocks.append(
                    RichBlock(kind: kind, runs: [RichRun(lines.joined(separator: "\n"))], isSpaced: !blocks.isEmpty))
            }
            lines = []
            kind = .paragraph
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " }
            if let open = fence {
                lines.append(String(line))
                if text.hasPrefix(open) {
                    fence = nil
                    finish()
                }
                continue
            }
            if text.hasPrefix("```") || text.hasPrefix("~~~") {
                finish()
                fence = text.prefix(3)
                kind = .code
                lines.append(String(line))
                continue
            }
            let isIndented = line.hasPrefix("    ") || line.hasPrefix("\t")
            if text.isEmpty || (kind == .code && !isIndented) { finish() }
            if text.isEmpty { continue }
            if lines.isEmpty, isIndented { kind = .code }  // after a paragraph it is a continuation
            if kind == .code {
                lines.append(String(line))
            } else if lines.isEmpty || startsLine(text) || lines[lines.count - 1].hasPrefix("#") {
                lines.append(String(text))
            } else {
                lines[lines.count - 1] += " " + text
            }
        }
        finish()
        return RichText(blocks: blocks)
    }

    /// Whether a line begins a block of its own in Markdown: `- `, `* `, `+ `, `1. `, `1) `,
    /// `#`, `>` or `|`.
    static func startsLine(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        if "#>|".contains(first) { return true }
        if "-*+".contains(first) { return text.dropFirst().first == " " }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return false }
        let rest = text.dropFirst(digits.count)
        return (rest.first == "." || rest.first == ")") && rest.dropFirst().first == " "
    }
}
