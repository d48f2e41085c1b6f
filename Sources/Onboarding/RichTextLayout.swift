import Markdown
import TermCore
import TermUI

/// Lays out ``RichText`` into lines of a width: wrapping, hanging indents, styles, links.
///
/// Each block's text is wrapped by ``TextWrapper`` (so formatted and plain pages break
/// alike), then the wrapped lines are matched back to the runs they came from to get their
/// styles; code blocks keep their own lines and leading spaces instead (``CodeBlockLines``).
/// Top-level paragraphs are balanced (no orphaned last word). Text that is only
/// paragraphs is *prose*, centred line by line as plain pages always were; anything with a
/// list, a quote, a heading or code keeps one left edge and hangs list items' later lines
/// under their first word. Links show as their text when the
/// output makes them clickable, else as `text (url)`.
struct RichTextLayout {
    /// How links are shown.
    enum LinkMode: Hashable {
        /// The link's text only, its cells linked (an OSC 8 hyperlink on the terminal).
        case hyperlink
        /// `text (url)`, readable anywhere: plain output, headless frames, other terminals.
        case inline
    }

    var styles: RichTextStyles
    var linkMode: LinkMode
    /// Bullets drawn as `•`/`◦` when true, else `*`/`-`.
    var usesUnicode = true
    /// Top-level paragraphs as even as possible (pages); plain text output fills lines greedily.
    var balancesProse = true

    /// Whether every block is a plain top-level paragraph.
    static func isProse(_ text: RichText) -> Bool {
        text.blocks.allSatisfy { $0.kind == .paragraph && $0.marker == nil && $0.indent == 0 }
    }

    func lines(_ text: RichText, width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        let isProse = Self.isProse(text)
        var lines: [StyledLine] = []
        for block in text.blocks {
            if block.isSpaced, !lines.isEmpty {
                lines.append(StyledLine(spans: [], x: 0, width: 0, isCentred: isProse))
            }
            lines += self.lines(block, width: width, isProse: isProse)
        }
        return lines
    }

    private func lines(_ block: RichBlock, width: Int, isProse: Bool) -> [StyledLine] {
        let indent = min(block.indent, width / 2)
        let textWidth = max(1, width - indent)
        let rows =
            block.kind == .code
            ? CodeBlockLines.rows(block.runs, layout: self, width: textWidth)
            : wrappedRows(block, width: textWidth)
        var result = rows.map { spans, lineWidth in
            StyledLine(spans: spans, x: indent, width: lineWidth, isCentred: isProse)
        }
        if let marker = block.marker.map(displayMarker), !result.isEmpty {
            let markerX = max(0, indent - marker.displayWidth - 1)
            let markerSpan = StyledLine.Span(text: marker + " ", style: styles.marker, link: nil)
            result[0].spans.insert(markerSpan, at: 0)
            result[0].width += indent - markerX
            result[0].x = markerX
        }
        return result
    }

    /// A paragraph or heading wrapped as prose, each line matched back to its styles.
    private func wrappedRows(_ block: RichBlock, width: Int) -> [(spans: [StyledLine.Span], width: Int)] {
        let source = StyledCharacters(block.runs, kind: block.kind, layout: self)
        let balances = balancesProse && block.kind == .paragraph && block.marker == nil && block.indent == 0
        let wrapped =
            balances
            ? TextWrapper.balancedLines(source.text, width: width)
            : TextWrapper.lines(source.text, width: width)
        return source.spans(for: wrapped)
    }

    private func displayMarker(_ marker: String) -> String {
        guard !usesUnicode else { return marker }
        switch marker {
        case "•": return "*"
        case "◦": return "-"
        default: return marker
        }
    }

    /// The cell style of a run in a block of `kind`.
    func style(_ emphasis: Emphasis, kind: RichBlock.Kind, isLink: Bool) -> Style {
        var style = kind == .heading ? styles.heading : styles.text
        if emphasis.contains(.strong) { style.attributes.insert(.bold) }
        if emphasis.contains(.emphasis) { style.attributes.insert(.italic) }
        if emphasis.contains(.code) || kind == .code { style.foreground = styles.code }
        if isLink {
            style.foreground = styles.link
            style.attributes.insert(.underline)
        }
        return style
    }
}

/// The styles formatted text is drawn in: plain text, headings, code, links, list markers.
struct RichTextStyles: Hashable {
    var text: Style
    var heading: Style
    var code: Color?
    var link: Color?
    var marker: Style

    /// A page body's styles from its colours.
    init(body colors: PageColors) {
        text = Style(foreground: colors.body)
        heading = Style(foreground: colors.title, attributes: .bold)
        code = colors.code
        link = colors.link
        marker = Style(foreground: colors.body)
    }

    /// A page title's styles: everything bold in the title colour.
    init(title colors: PageColors) {
        self.init(body: colors)
        text = Style(foreground: colors.title, attributes: .bold)
        heading = text
    }

    /// No colours at all (plain text output).
    init(plain: Void = ()) {
        text = .plain
        heading = Style(attributes: .bold)
        marker = .plain
    }
}
