import TermCore

/// Breaks text into lines that fit a width in display cells.
///
/// Latin words wrap at spaces and are split only when longer than a line; CJK text may break
/// between any two wide graphemes, as it does in print. Newlines always break.
public enum TextWrapper {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrapParagraph($0, width: width)
        }
    }

    /// Lines for `text` no wider than `width`, as even as possible: the narrowest width that
    /// needs no more lines than `width` does, so a paragraph does not end in one orphaned word.
    public static func balancedLines(_ text: String, width: Int) -> [String] {
        let widest = lines(text, width: width)
        guard widest.count > 1 else { return widest }
        var low = max(1, width / 2)
        var high = width
        while low < high {
            let middle = (low + high) / 2
            if lines(text, width: middle).count <= widest.count { high = middle } else { low = middle + 1 }
        }
        return lines(text, width: high)
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        func flush() {
            while line.last == " " { line.removeLast() }
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        for token in tokens(of: paragraph) {
            let tokenWidth = token.displayWidth
            if token == " " {
                if lineWidth > 0, lineWidth < width {
                    line.append(" ")
                    lineWidth += 1
                }
                continue
            }
            if lineWidth + tokenWidth > width, lineWidth > 0 { flush() }
            if tokenWidth <= width {
                line += token
                lineWidth += tokenWidth
                continue
            }
            for grapheme in token {
                let graphemeWidth = grapheme.displayWidth
                if lineWidth + graphemeWidth > width { flush() }
                line.append(grapheme)
                lineWidth += graphemeWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { flush() }
        return lines
    }

    /// Words, single spaces, and single wide graphemes.
    private static func tokens(of text: Substring) -> [String] {
        var tokens: [String] = []
        var word = ""
        for grapheme in text {
            if grapheme == " " || grapheme.displayWidth == 2 {
                if !word.isEmpty { tokens.append(word) }
                word = ""
                tokens.append(String(grapheme))
            } else {
                word.append(grapheme)
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}
