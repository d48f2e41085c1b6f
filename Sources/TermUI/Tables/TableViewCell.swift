import TermCore

/// One row of a ``TableView``: text, an optional detail and second line, and an accessory.
///
/// Shaped like `UITableViewCell`, with the seeds' styling: a clear background, white text and
/// light-grey highlighted text. The selected row paints ``selectedBackgroundColor`` (grey of
/// white level 0.5 at alpha 0.3) blended over what the table drew below it, and shows
/// ``selectionIndicator`` in its first column so the selection is visible without colour too.
/// Cells are reused: the table calls ``prepareForReuse()`` before handing one out again.
@MainActor
package class TableViewCell: View {
    /// What the right edge of a row shows.
    package enum Accessory: Hashable, Sendable {
        case none
        /// `›`: choosing the row opens more.
        case disclosureIndicator
        /// `[x]` or `[ ]`: choosing the row flips a setting.
        case toggle(isOn: Bool)
    }

    package let reuseIdentifier: String
    package var text = ""
    /// Drawn on the second line when the row is at least two lines tall.
    package var secondaryText: String?
    /// Right-aligned on the first line: a time, a count, a value.
    package var detailText: String?
    package var accessory = Accessory.none
    package var textAttributes: TextAttributes = []
    /// Set by the table for the selected row.
    package var isSelected = false
    package var textColor: Color? = .white
    package var secondaryTextColor: Color? = Color(white: 0.6)
    /// The text colour of the selected row (UIKit's light grey).
    package var highlightedTextColor: Color? = Color(white: 2.0 / 3.0)
    package var selectedBackgroundColor: Color? = Color(white: 0.5, alpha: 0.3)
    /// The selected row's marker in its first column; nil for the window's (``Glyphs/forward``).
    package var selectionIndicator: String?
    /// The symbols it draws: its table's, handed down each frame (a cell alone asks its window).
    var glyphs: Glyphs?

    /// Columns before the text: the selection indicator and a space.
    static let leadingInset = 2

    package required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Clears the row's content before the table reuses the cell for another row.
    package func prepareForReuse() {
        text = ""
        secondaryText = nil
        detailText = nil
        accessory = .none
        textAttributes = []
        isSelected = false
    }

    /// The accessory as drawn.
    package var accessoryText: String? {
        switch accessory {
        case .none: return nil
        case .disclosureIndicator: return (glyphs ?? windowGlyphs).forward
        case .toggle(let isOn): return isOn ? "[x]" : "[ ]"
        }
    }

    package override func draw(_ canvas: inout Canvas) {
        if isSelected, let selectedBackgroundColor { canvas.paintBackground(selectedBackgroundColor, in: bounds) }
        let primary = Style(foreground: isSelected ? highlightedTextColor : textColor, attributes: textAttributes)
        let secondary = Style(foreground: isSelected ? highlightedTextColor : secondaryTextColor)
        let glyphs = glyphs ?? windowGlyphs
        if isSelected {
            canvas.put(selectionIndicator ?? glyphs.forward, at: .zero, style: Style(foreground: primary.foreground))
        }
        var right = bounds.width - 1
        if let accessoryText {
            right -= accessoryText.displayWidth
            canvas.put(accessoryText, at: Point(x: right, y: 0), style: secondary)
            right -= 1
        }
        let leading = Self.leadingInset
        if let detailText, !detailText.isEmpty {
            let detail = detailText.truncated(toWidth: max(0, (right - leading) / 2), ellipsis: glyphs.ellipsis)
            right -= detail.displayWidth
            canvas.put(detail, at: Point(x: right, y: 0), style: secondary)
            right -= 1
        }
        canvas.put(
            text.truncated(toWidth: right - leading, ellipsis: glyphs.ellipsis), at: Point(x: leading, y: 0),
            style: primary)
        if let secondaryText, bounds.height > 1 {
            let width = bounds.width - leading - 1
            canvas.put(
                secondaryText.truncated(toWidth: width, ellipsis: glyphs.ellipsis), at: Point(x: leading, y: 1),
                style: secondary)
        }
    }
}
