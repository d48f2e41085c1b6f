import TermCore

/// Breaks text into lines that fit a width in display cells.
///
/// Latin words wrap at spaces and are split only when longer than a line, after a `/` or `?`
/// where they have one (a URL, a path) and else between graphemes; CJK text may break
/// between any two wide graphemes, as it does in print. Newlines always break. Text is cut
/// into measured tokens once; balancing then tries widths by counting lines over the tokens
/// and builds strings only for the width it keeps (wrapping was the costliest step of
/// building a page).
package enum TextWrapper {
    package static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return paragraphs(of: text).flatMap { build($0, width: width) }
    }

    /// Lines for `text` no wider than `width`, as even as possible: the narrowest width that
    /// needs no more lines than `width` does, so a paragraph does not end in one orphaned word.
    package static func balancedLines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let paragraphs = paragraphs(of: text)
        let widest = count(paragraphs, width: width)
        var high = width
        if widest > 1 {
            var low = max(1, width / 2)
            while low < high {
                let middle = (low + high) / 2
                if count(paragraphs, width: middle) <= widest { high = middle } else { low = middle + 1 }
            }
        }
        return paragraphs.flatMap { build($0, width: high) }
    }

    /// A word, a single space, or a single wide grapheme, with its graphemes' widths.
    private struct Token {
        var text: Substring
        var widths: [Int]
        var width: Int
        var isSpace: Bool
    }

    private static func paragraphs(of text: String) -> [[Token]] {
        text.lineBreakLines.map(tokens(of:))
    }

    private static func tokens(of text: Substring) -> [Token] {
        var tokens: [Token] = []
        var wordStart = text.startIndex
        var wordWidths: [Int] = []
        func endWord(at end: Substring.Index) {
            guard !wordWidths.isEmpty else { return }
            tokens.append(
                Token(text: text[wordStart..<end], widths: wordWidths, width: wordWidths.reduce(0, +), isSpace: false))
            wordWidths = []
        }
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let grapheme = text[index]
            let width = grapheme.displayWidth
            if grapheme == " " || width == 2 {
                endWord(at: index)
                tokens.append(Token(text: text[index..<next], widths: [width], width: width, isSpace: grapheme == " "))
            } else {
                if wordWidths.isEmpty { wordStart = index }
                wordWidths.append(width)
            }
            index = next
        }
        endWord(at: text.endIndex)
        return tokens
    }

    private static func count(_ paragraphs: [[Token]], width: Int) -> Int {
        paragraphs.reduce(0) { total, tokens in
            var counter = LineCounter()
            wrap(tokens, width: width, into: &counter)
            return total + counter.lineCount
        }
    }

    private static func build(_ tokens: [Token], width: Int) -> [String] {
        var builder = LineBuilder()
        wrap(tokens, width: width, into: &builder)
        return builder.lines
    }

    /// Fills lines word by word; a space only goes between words, a word longer than a line
    /// is split after its `/` and `?` marks, and a piece still too long between graphemes.
    private static func wrap(_ tokens: [Token], width: Int, into sink: inout some LineSink) {
        for token in tokens {
            if token.isSpace {
                if sink.lineWidth > 0, sink.lineWidth < width { sink.append(" ", width: 1) }
                continue
            }
            if sink.lineWidth + token.width > width, sink.lineWidth > 0 { sink.flush() }
            if token.width <= width {
                sink.append(token.text, width: token.width)
                continue
            }
            // A URL or path: its pieces after each `/` and `?` go whole where they fit.
            var index = token.text.startIndex
            var piece = 0
            while piece < token.widths.count {
                var end = piece
                var endIndex = index
                var pieceWidth = 0
                repeat {
                    let grapheme = token.text[endIndex]
                    pieceWidth += token.widths[end]
                    endIndex = token.text.index(after: endIndex)
                    end += 1
                    if grapheme == "/" || grapheme == "?" { break }
                } while end < token.widths.count
                if pieceWidth <= width {
                    if sink.lineWidth + pieceWidth > width { sink.flush() }
                    sink.append(token.text[index..<endIndex], width: pieceWidth)
                } else {
                    if !sink.isLineEmpty { sink.flush() }
                    for graphemeWidth in token.widths[piece..<end] {
                        let next = token.text.index(after: index)
                        if sink.lineWidth + graphemeWidth > width { sink.flush() }
                        sink.append(token.text[index..<next], width: graphemeWidth)
                        index = next
                    }
                }
                index = endIndex
                piece = end
            }
        }
        if !sink.isLineEmpty || sink.lineCount == 0 { sink.flush() }
    }
}

/// Where ``TextWrapper`` puts what it lays out: a counter or a builder of strings.
private protocol LineSink {
    var lineWidth: Int { get }
    var isLineEmpty: Bool { get }
    var lineCount: Int { get }
    mutating func append(_ text: Substring, width: Int)
    /// Ends the current line.
    mutating func flush()
}

/// Counts lines only, for trying widths.
private struct LineCounter: LineSink {
    var lineWidth = 0
    var isLineEmpty = true
    var lineCount = 0

    mutating func append(_ text: Substring, width: Int) {
        lineWidth += width
        isLineEmpty = false
    }

    mutating func flush() {
        lineCount += 1
        lineWidth = 0
        isLineEmpty = true
    }
}

/// Builds the lines' text; trailing spaces are trimmed when a line ends.
private struct LineBuilder: LineSink {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var isLineEmpty: Bool { line.isEmpty }
    var lineCount: Int { lines.count }

    mutating func append(_ text: Substring, width: Int) {
        // Not `+=`, which is `RangeReplaceableCollection`'s over any sequence: unspecialized, its
        // first call resolves `Substring.Element` at run time (90 000 instructions at startup).
        line.append(contentsOf: text)
        lineWidth += width
    }

    mutating func flush() {
        while line.last == " " { line.removeLast() }
        lines.append(line)
        line = ""
        lineWidth = 0
    }
}
