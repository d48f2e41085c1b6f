/// A rectangular grid of cells: one whole frame of the screen.
///
/// A value with structural equality, so tests compare frames with `==` and read them through
/// ``text``. Reads outside the grid return a blank cell and writes outside it are ignored, so
/// drawing code never bounds-checks. Wide graphemes are kept whole: a write never splits one at
/// a clip edge, and overwriting either half of one clears both halves.
public struct CellBuffer: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, filling cell: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: cell, count: self.size.area)
    }

    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
            return cells[y * size.width + x]
        }
        set {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
            cells[y * size.width + x] = newValue
        }
    }

    /// Puts one grapheme at a cell, keeping wide neighbours whole.
    ///
    /// A `nil` background in `style` keeps the cell's current background. The caller checks
    /// that a wide grapheme's second cell is inside its clip.
    public mutating func put(_ grapheme: Character, width: Int, x: Int, y: Int, style: Style) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        var style = style
        if style.background == nil { style.background = self[x, y].style.background }
        breakWideGlyph(at: x, y: y)
        if width == 2 { breakWideGlyph(at: x + 1, y: y) }
        self[x, y] = Cell(grapheme: grapheme, style: style)
        if width == 2, x + 1 < size.width {
            self[x + 1, y] = Cell(grapheme: " ", style: style, isContinuation: true)
        }
    }

    /// Clears the other half of a wide glyph that the cell at `x` belongs to.
    private mutating func breakWideGlyph(at x: Int, y: Int) {
        let cell = self[x, y]
        if cell.isContinuation {
            self[x - 1, y] = Cell(grapheme: " ", style: self[x - 1, y].style)
        } else if self[x + 1, y].isContinuation {
            self[x + 1, y] = Cell(grapheme: " ", style: self[x + 1, y].style)
        }
    }

    /// Writes `text` on one row from `point`, never past `clip`, and returns the column after it.
    ///
    /// Control characters are shown as visible replacements (see `Character.terminalSafe`);
    /// zero-width graphemes on their own are dropped.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: Point, style: Style, clip: Rect)
        -> Int
    {
        let limit = clip.intersection(bounds)
        guard point.y >= limit.minY, point.y < limit.maxY else { return point.x + text.displayWidth }
        var x = point.x
        for original in text {
            let grapheme = original.terminalSafe
            let width = grapheme.displayWidth
            if width == 0 { continue }
            if x >= limit.minX, x + width <= limit.maxX {
                put(grapheme, width: width, x: x, y: point.y, style: style)
            } else if x < limit.maxX, x + width > limit.minX {
                put(" ", width: 1, x: max(x, limit.minX), y: point.y, style: style)
            }
            x += width
        }
        return x
    }

    /// Sets the background of every cell in `rect` (clipped to `clip`), blending when translucent.
    public mutating func paintBackground(_ color: Color, in rect: Rect, clip: Rect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * size.width + x
                let below = cells[index].style.background
                cells[index].style.background = below.map { color.blended(over: $0) } ?? color
            }
        }
    }

    /// Blanks every cell in `rect` (clipped to `clip`) with `style`.
    public mutating func fill(_ rect: Rect, style: Style, clip: Rect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            breakWideGlyph(at: area.minX, y: y)
            breakWideGlyph(at: area.maxX - 1, y: y)
            for x in area.minX..<area.maxX {
                cells[y * size.width + x] = Cell(grapheme: " ", style: style)
            }
        }
    }

    /// One row as text: continuation cells omitted, trailing spaces trimmed.
    public func line(_ y: Int) -> String {
        var line = ""
        for x in 0..<size.width where !self[x, y].isContinuation {
            line.append(self[x, y].grapheme)
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The frame as plain text, one line per row, what a person would read.
    public var text: String {
        (0..<size.height).map(line).joined(separator: "\n")
    }
}
