/// One screen cell: a grapheme and its style.
///
/// A wide grapheme occupies two cells; the second is a continuation cell that backends skip
/// and the frame text omits. The grapheme is kept as inline bytes (``InlineGrapheme``), so a
/// cell is a plain value that copies and compares without touching the heap.
package struct Cell: Hashable, Sendable {
    private var storage: InlineGrapheme
    package var style: Style
    package var isContinuation: Bool
    /// The hyperlink the cell belongs to: a number of its frame (``CellBuffer/url(ofLink:)``), 0 for none.
    ///
    /// A number, not the URL, so a cell stays a plain value.
    package var link: UInt16

    /// A cell holding `grapheme`, or U+FFFD when a cell cannot keep it whole (over 15 UTF-8
    /// bytes, or more zero-width scalars after a spacing one than a terminal cell takes); text
    /// written through ``CellBuffer`` keeps such a grapheme's width as well.
    package init(grapheme: Character, style: Style = .plain, isContinuation: Bool = false, link: UInt16 = 0) {
        self.init(storage: InlineGrapheme(grapheme), style: style, isContinuation: isContinuation, link: link)
    }

    init(storage: InlineGrapheme, style: Style, isContinuation: Bool = false, link: UInt16) {
        self.storage = storage
        self.style = style
        self.isContinuation = isContinuation
        self.link = link
    }

    /// A cell holding one printable ASCII character (the renderer's fast path).
    init(ascii: UInt8, style: Style, link: UInt16) {
        self.storage = InlineGrapheme(ascii: ascii)
        self.style = style
        self.isContinuation = false
        self.link = link
    }

    package var grapheme: Character {
        get { storage.character }
        set { storage = InlineGrapheme(newValue) }
    }

    /// The cell's one printable ASCII byte, when that is all it holds (backends' fast path).
    package var asciiValue: UInt8? { storage.ascii }

    /// Whether the cell holds a plain space (continuation cells included).
    package var isSpace: Bool { storage.isSpace }

    package static let blank = Cell(grapheme: " ")
}
