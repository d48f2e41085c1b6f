import Markdown
import TermCore

/// A block's text as one string, with the style and link of every character.
///
/// ``RichTextLayout`` wraps ``text`` with ``TextWrapper`` and then asks for the styled spans of
/// each wrapped line. Control characters are replaced by their visible stand-ins first (newlines
/// stay breaks), so widths are measured on what will be drawn. A wrapped line is always a stretch of the source with only spaces and
/// newlines dropped between lines, so matching the lines back character by character is exact.
struct StyledCharacters {
    private(set) var text = ""
    private var characters: [Character] = []
    /// Per character, an index into ``pieces``.
    private var pieceOfCharacter: [Int] = []
    private var pieces: [StyledLine.Span] = []

    init(_ runs: [RichRun], kind: RichBlock.Kind, layout: RichTextLayout) {
        var linkText = ""
        for (index, run) in runs.enumerated() {
            let style = layout.style(run.emphasis, kind: kind, isLink: run.link != nil)
            let visible = String(run.text.map { $0 == "\n" ? $0 : $0.terminalSafe })
            pieces.append(
                StyledLine.Span(text: visible, style: style, link: layout.linkMode == .hyperlink ? run.link : nil))
            guard let url = run.link, layout.linkMode == .inline else { continue }
            linkText += run.text
            // The URL is checked printable ASCII (LinkTarget), so it is shown as it is.
            let linkEnds = index + 1 == runs.count || runs[index + 1].link != url
            guard linkEnds else { continue }
            if linkText != url, "mailto:" + linkText != url {
                var urlStyle = layout.styles.text
                urlStyle.attributes.insert(.dim)
                pieces.append(StyledLine.Span(text: " (\(url))", style: urlStyle, link: nil))
            }
            linkText = ""
        }
        var ends: [Int] = []
        for piece in pieces {
            text += piece.text
            ends.append(text.utf8.count)
        }
        var offset = 0
        var piece = 0
        for character in text {
            while piece < ends.count - 1, offset >= ends[piece] { piece += 1 }
            characters.append(character)
            pieceOfCharacter.append(piece)
            offset += character.utf8.count
        }
    }

    /// The spans and display width of each wrapped line of ``text``.
    func spans(for lines: [String]) -> [(spans: [StyledLine.Span], width: Int)] {
        var position = 0
        return lines.map { line in
            while position < characters.count, characters[position] == " " || characters[position] == "\n" {
                position += 1
            }
            let lineCharacters = Array(line)
            let end = min(characters.count, position + lineCharacters.count)
            guard Array(characters[position..<end]) == lineCharacters else {
                // Not expected from TextWrapper; the line still shows, in the first piece's style.
                return (
                    [StyledLine.Span(text: line, style: pieces.first?.style ?? .plain, link: nil)], line.displayWidth
                )
            }
            var spans: [StyledLine.Span] = []
            var current = -1
            for index in position..<end {
                let piece = pieceOfCharacter[index]
                if piece == current {
                    spans[spans.count - 1].text.append(characters[index])
                } else {
                    spans.append(
                        StyledLine.Span(
                            text: String(characters[index]), style: pieces[piece].style, link: pieces[piece].link))
                    current = piece
                }
            }
            position = end
            return (spans, line.displayWidth)
        }
    }
}
