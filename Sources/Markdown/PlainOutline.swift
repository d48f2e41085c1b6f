/// The top-level blocks of Markdown read line by line, for ``MarkdownOutline`` without libcmark.
///
/// CommonMark's rules for what hides a heading, and nothing more: a fence is three or more
/// backticks or tildes indented by at most three spaces (a backtick fence's info string has no
/// backtick, so an inline ```` ``` x ``` ```` span opens none) and closes only at a line of the
/// same character at least as long; an HTML comment runs from `<!--` to the line holding
/// `-->`; an ATX heading is one to six `#` followed by a space, a tab or the line's end. Every
/// other line that is not blank and not a link reference definition is a block of its own.
package enum PlainOutline {
    package static func blocks(of markdown: String) -> [OutlineBlock] {
        var blocks: [OutlineBlock] = []
        var open: (start: Int, fence: (character: Character, count: Int)?)?
        var number = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(min(indent, 3))
            if let block = open {
                let ends =
                    block.fence.map { fence in
                        indent < 4 && text.prefix { $0 == fence.character }.count >= fence.count
                            && text.drop { $0 == fence.character }.allSatisfy { $0 == " " || $0 == "\t" }
                    } ?? line.includesCommentEnd
                if ends {
                    blocks.append(OutlineBlock(headingLevel: nil, lines: block.start...number))
                    open = nil
                }
                continue
            }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            if indent < 4, let fence = fence(opening: text) {
                open = (number, fence)
            } else if indent < 4, text.hasPrefix("<!--") {
                if text.dropFirst(4).includesCommentEnd {
                    blocks.append(OutlineBlock(headingLevel: nil, lines: number...number))
                } else {
                    open = (number, nil)
                }
            } else if indent < 4, let level = headingLevel(text) {
                blocks.append(OutlineBlock(headingLevel: level, lines: number...number))
            } else if !(indent < 4 && isReferenceDefinition(text)) {
                blocks.append(OutlineBlock(headingLevel: nil, lines: number...number))
            }
        }
        if let block = open { blocks.append(OutlineBlock(headingLevel: nil, lines: block.start...max(block.start, number))) }
        return blocks
    }

    /// The fence a line opens: its character and length.
    static func fence(opening text: Substring) -> (character: Character, count: Int)? {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let count = text.prefix { $0 == first }.count
        guard count >= 3 else { return nil }
        if first == "`", text.dropFirst(count).contains(where: { $0 == "`" }) { return nil }
        return (first, count)
    }

    /// `## Title`'s level, or nil when the line is no ATX heading.
    static func headingLevel(_ text: Substring) -> Int? {
        let count = text.prefix { $0 == "#" }.count
        guard (1...6).contains(count) else { return nil }
        let after = text.dropFirst(count).first
        return after == nil || after == " " || after == "\t" ? count : nil
    }

    /// `[label]: destination`, the first line of a link reference definition.
    static func isReferenceDefinition(_ text: Substring) -> Bool {
        guard text.first == "[", let close = text.firstIndex(of: "]"), close > text.index(after: text.startIndex)
        else { return false }
        return text[text.index(after: close)...].first == ":"
    }
}

extension Substring {
    fileprivate var includesCommentEnd: Bool {
        var dashes = 0
        for character in self {
            if character == ">", dashes >= 2 { return true }
            dashes = character == "-" ? dashes + 1 : 0
        }
        return false
    }
}
