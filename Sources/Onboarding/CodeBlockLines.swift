import Markdown
import TermCore

/// A code block's rows as written: each line's leading spaces kept, tabs expanded, no re-wrapping.
///
/// Prose goes through ``TextWrapper``, which joins words into lines and drops the spaces at the
/// start of each; code keeps its own lines and every space in them. A tab runs to the next
/// multiple of ``tabWidth`` columns from the block's left edge (code is the only place a tab is
/// expanded: anywhere else it is a control character and shows as `␉`), other control
/// characters show as their stand-ins, and a line wider than the column is cut between
/// graphemes onto the next row, as ``TextWrapper`` splits a word longer than a line. Trailing
/// spaces are trimmed from each row, as wrapped lines' are.
struct CodeBlockLines {
    /// Columns from one tab stop to the next.
    static let tabWidth = 4

    /// The spans and display width of each row of a code block's `runs` at `width` columns.
    static func rows(_ runs: [RichRun], layout: RichTextLayout, width: Int) -> [(spans: [StyledLine.Span], width: Int)]
    {
        var lines = CodeBlockLines(width: max(1, width))
        for run in runs {
            let style = layout.style(run.emphasis, kind: .code, isLink: run.link != nil)
            let link = layout.linkMode == .hyperlink ? run.link : nil
            for character in run.text {
                lines.add(character, style: style, link: link)
            }
        }
        lines.endRow()
        return lines.rows
    }

    private let width: Int
    private var rows: [(spans: [StyledLine.Span], width: Int)] = []
    private var spans: [StyledLine.Span] = []
    private var rowWidth = 0
    /// Display columns from the start of the source line (not the row), where tab stops count from.
    private var column = 0

    private init(width: Int) {
        self.width = width
    }

    private mutating func add(_ character: Character, style: Style, link: String?) {
        switch character {
        case "\n":
            endRow()
            column = 0
        case "\t":
            for _ in 0..<(Self.tabWidth - column % Self.tabWidth) { put(" ", width: 1, style: style, link: link) }
        default:
            let visible = character.terminalSafe
            put(visible, width: visible.displayWidth, style: style, link: link)
        }
    }

    /// Puts one grapheme on the current row, first starting a new one when it would not fit.
    private mutating func put(_ character: Character, width cells: Int, style: Style, link: String?) {
        if rowWidth + cells > width, rowWidth > 0 { endRow() }
        if let last = spans.last, last.style == style, last.link == link {
            spans[spans.count - 1].text.append(character)
        } else {
            spans.append(StyledLine.Span(text: String(character), style: style, link: link))
        }
        rowWidth += cells
        column += cells
    }

    /// Ends the current row, its trailing spaces trimmed.
    private mutating func endRow() {
        while let last = spans.last, last.text.last == " " {
            spans[spans.count - 1].text.removeLast()
            rowWidth -= 1
            if spans[spans.count - 1].text.isEmpty { spans.removeLast() }
        }
        rows.append((spans, rowWidth))
        spans = []
        rowWidth = 0
    }
}
