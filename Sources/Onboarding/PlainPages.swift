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
            lines += titleLines(page, width: width, layout: layout)
            lines.append("")
            lines += bodyLines(page, width: width, layout: layout)
        }
        return lines.map(trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// A page's title as plain lines.
    static func titleLines(_ page: FeaturePage, width: Int, layout: RichTextLayout) -> [String] {
        layout.lines(MarkdownSource.title(page.title), width: width).map(\.text)
    }

    /// A page's body as plain lines: list items under their bullets, links as `text (url)`.
    static func bodyLines(_ page: FeaturePage, width: Int, layout: RichTextLayout) -> [String] {
        layout.lines(MarkdownSource.parse(page.body), width: width).map { line in
            trimmingTrailingSpaces(String(repeating: " ", count: line.x) + line.text)
        }
    }

    /// The layout plain text is made with: links inline, prose unbalanced.
    static var plainLayout: RichTextLayout {
        var layout = RichTextLayout(styles: RichTextStyles(), linkMode: .inline)
        layout.balancesProse = false
        return layout
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
