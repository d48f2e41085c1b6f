import Markdown
import TermCore
import TermUI

/// The onboarding pages as plain text, for `onboard --plain` and other places with no screen.
///
/// Each page is its art, its title and its body wrapped to a width, in order; with more than
/// one page each starts with a `--- n/N ---` rule, the first too, so a script can split the
/// text on the rules alone. Markdown keeps its shape without styles: list items hang
/// under their bullets or numbers, and links read `text (url)`. Like a frame, the text never carries a control character:
/// each is replaced by the visible stand-in the screen shows (`ESC` as `␛`), so nothing in the
/// assets can send an escape sequence down a pipe or into a log.
package enum PlainPages {
    package static func text(for pages: [FeaturePage], width: Int = 72) -> String {
        var lines: [String] = []
        var layout = RichTextLayout(styles: RichTextStyles(), linkMode: .inline)
        layout.balancesProse = false
        for (index, page) in pages.enumerated() {
            if pages.count > 1 { lines += (index > 0 ? [""] : []) + ["--- \(index + 1)/\(pages.count) ---", ""] }
            if !page.art.isEmpty { lines += page.art.map(visible) + [""] }
            lines += layout.lines(MarkdownSource.title(page.title), width: width).map(\.text)
            lines.append("")
            lines += layout.lines(MarkdownSource.parse(page.body), width: width).map { line in
                String(repeating: " ", count: line.x) + line.text
            }
        }
        return lines.map(trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// `text` with every control character replaced, newlines kept as line breaks.
    static func visible(_ text: String) -> String {
        text.lineBreakLines
            .map { String($0.map(\.terminalSafe)) }
            .joined(separator: "\n")
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
