import Markdown
import TermCore

/// Untrusted Markdown from a manifest or a changelog, parsed with its control characters shown.
///
/// CommonMark reads a lone carriage return as a line ending and turns NUL into U+FFFD, so a
/// control character in a page would vanish into the text instead of being shown as the stand-in
/// every other untrusted text gets (`␍`, `␀`, `␛`). Before parsing, every control character but
/// line feed and tab (which Markdown needs) becomes its stand-in; a CR LF pair, the usual line
/// ending of a file edited on Windows, becomes a plain line feed.
enum MarkdownSource {
    static func parse(_ markdown: String) -> RichText {
        MarkdownParser.parse(visible(markdown))
    }

    /// A title: inline Markdown only.
    static func title(_ markdown: String) -> RichText {
        RichText(blocks: [RichBlock(runs: MarkdownParser.inlineRuns(visible(markdown)))])
    }

    static func visible(_ markdown: String) -> String {
        // Printable ASCII with line feeds and tabs, most files, is already as it should be: a
        // byte scan instead of a walk over characters (a sixth of a 1 MiB changelog's pages).
        let isPlain = markdown.utf8.allSatisfy { byte in
            (0x20..<0x7F).contains(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        }
        if isPlain { return markdown }
        var text = ""
        text.reserveCapacity(markdown.utf8.count)
        for character in markdown {
            switch character {
            case "\n", "\t": text.append(character)
            case "\r\n": text.append("\n")
            default: text.append(character.terminalSafe)
            }
        }
        return text
    }
}
