/// A rectangular grid of cells: one whole frame of the screen.
///
/// A value with structural equality, so tests compare frames with `==` and read them through
/// ``text``. Reads outside the grid return a blank cell and writes outside it are ignored, so
/// drawing code never bounds-checks. Wide graphemes are kept whole: a write never splits one at
/// a clip edge, and overwriting either half of one clears both halves.
public struct CellBuffer: Hashable, Sendable {
    public private(set) var size: Size
    package private(set) var cells: [Cell]
    /// The URLs of this frame's hyperlinks; a cell's ``Cell/link`` `n` is `links[n - 1]`.
    package private(set) var links: [String] = []
    /// Pictures the terminal shows as pixels over some cells (see ``PictureOverlay``); empty
    /// unless the backend can show them.
    package var overlays: [PictureOverlay] = []
    /// Where the terminal's cursor goes: on the focused control, for braille displays and
    /// magnifiers that follow it; nil leaves it where drawing ended.
    package var cursor: Point?

    package init(size: Size, filling cell: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: cell, count: self.size.area)
    }

    package var bounds: Rect { Rect(size: size) }

    /// Blanks every cell and takes `newSize`, keeping the storage when it is big enough.
    package mutating func reset(size newSize: Size) {
        let size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        if size.area == cells.count {
            cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        } else {
            cells = Array(repeating: .blank, count: size.area)
        }
        self.size = size
        if !overlays.isEmpty { overlays.removeAll(keepingCapacity: true) }
        if !links.isEmpty { links.removeAll(keepingCapacity: true) }
    }

    /// The URL of link number `id` (a cell's ``Cell/link``), nil for 0 or an unknown number.
    package func url(ofLink id: UInt16) -> String? {
        id > 0 && Int(id) <= links.count ? links[Int(id) - 1] : nil
    }

    /// The number cells of `url` carry, added to ``links`` when new; 0 (no link) once full.
    private mutating func linkID(for url: String) -> UInt16 {
        if let index = links.firstIndex(of: url) { return UInt16(index + 1) }
        guard links.count < Int(UInt16.max) else { return 0 }
        links.append(url)
        return UInt16(links.count)
    }

    package subscript(x: Int, y: Int) -> Cell {
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
    /// A grapheme `width` columns wide takes its cell and `width - 1` continuation cells (`分` two,
    /// `👍🏽` four: widths sum over scalars, as the terminal advances). One that a cell cannot
    /// keep whole (``InlineGrapheme/init(exactly:)``) becomes U+FFFD and blanks over the same
    /// width, never a fragment. A `nil` background in `style` keeps the cell's current
    /// background. The caller checks that a wide grapheme's last cell is inside its clip.
    package mutating func put(_ grapheme: Character, width: Int, x: Int, y: Int, style: Style, link: UInt16 = 0) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        guard let storage = InlineGrapheme(exactly: grapheme) else {
            put(InlineGrapheme.standIn, width: 1, x: x, y: y, style: style, link: link)
            for column in stride(from: x + 1, to: x + width, by: 1) {
                put(" ", width: 1, x: column, y: y, style: style, link: link)
            }
            return
        }
        put(storage, width: width, x: x, y: y, style: style, link: link)
    }

    /// ``put(_:width:x:y:style:link:)`` for a grapheme already in a cell's form.
    mutating func put(_ storage: InlineGrapheme, width: Int, x: Int, y: Int, style: Style, link: UInt16) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        var style = style
        if style.background == nil { style.background = self[x, y].style.background }
        breakWideGlyph(at: x, y: y)
        if width > 1 { breakWideGlyph(at: x + width - 1, y: y) }
        self[x, y] = Cell(storage: storage, style: style, link: link)
        for column in stride(from: x + 1, to: min(x + width, size.width), by: 1) {
            self[column, y] = Cell(grapheme: " ", style: style, isContinuation: true, link: link)
        }
    }

    /// Puts a ready-made cell one column wide (a picture's half-block), keeping wide neighbours
    /// whole; the cell is stored as it is, background included, with no text work.
    package mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height, !cell.isContinuation else { return }
        breakWideGlyph(at: x, y: y)
        cells[y * size.width + x] = cell
    }

    /// Clears the rest of the wide glyph that the cell at `x` belongs to: its first cell and its
    /// continuation cells, all but `x`, which the caller overwrites.
    private mutating func breakWideGlyph(at x: Int, y: Int) {
        // Nearly always the cell stands alone: two looks, as before glyphs could be wider than two.
        if !self[x, y].isContinuation, x + 1 >= size.width || !self[x + 1, y].isContinuation { return }
        var first = x
        while first > 0, self[first, y].isContinuation { first -= 1 }
        var end = first + 1
        while end < size.width, self[end, y].isContinuation { end += 1 }
        guard end - first > 1 else { return }
        for column in first..<end where column != x {
            self[column, y] = Cell(grapheme: " ", style: self[column, y].style)
        }
    }

    /// Writes `text` on one row from `point`, never past `clip`, and returns the column after it.
    ///
    /// Control characters are shown as visible replacements (see `Character.terminalSafe`);
    /// zero-width graphemes on their own are dropped. With a `link`, the cells written belong
    /// to that hyperlink (a backend that supports them makes the text clickable).
    @discardableResult
    package mutating func write(
        _ text: some StringProtocol, at point: Point, style: Style, clip: Rect, link url: String? = nil
    ) -> Int {
        let limit = clip.intersection(bounds)
        guard point.y >= limit.minY, point.y < limit.maxY else { return point.x + text.displayWidth }
        let link = url.map { linkID(for: $0) } ?? 0
        let utf8 = text.utf8
        let x =
            utf8.withContiguousStorageIfAvailable { bytes in
                write(text, bytes: bytes, at: point, style: style, link: link, limit: limit)
            }
            ?? write(
                text, bytes: UnsafeBufferPointer(start: nil, count: 0), at: point, style: style, link: link,
                limit: limit)
        return x
    }

    /// The loop of ``write(_:at:style:clip:)``, over the text's UTF-8 bytes when contiguous.
    ///
    /// Printable ASCII is copied straight into cells; anything else goes through grapheme
    /// breaking. With no contiguous bytes (a bridged string), every grapheme takes that path.
    private mutating func write(
        _ text: some StringProtocol, bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style, link: UInt16,
        limit: Rect
    ) -> Int {
        var x = point.x
        let utf8 = text.utf8
        var offset = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            // A printable ASCII character followed by ASCII (or nothing) is a whole grapheme:
            // such runs are copied into cells in one go.
            var runEnd = offset
            while runEnd < bytes.count, (0x20..<0x7F).contains(bytes[runEnd]),
                runEnd + 1 == bytes.count || bytes[runEnd + 1] < 0x80
            {
                runEnd += 1
            }
            if runEnd > offset {
                putASCII(
                    UnsafeBufferPointer(rebasing: bytes[offset..<runEnd]), x: x, y: point.y, style: style, link: link,
                    limit: limit)
                x += runEnd - offset
                offset = runEnd
                if offset == bytes.count { break }
                continue
            }
            if let scalar = LoneScalar(bytes, at: offset) {
                // One scalar that is a whole grapheme: no grapheme breaking, no Character.
                if x >= limit.minX, x + scalar.width <= limit.maxX {
                    put(
                        InlineGrapheme(scalarBytes: bytes, from: offset, count: scalar.length), width: scalar.width,
                        x: x, y: point.y, style: style, link: link)
                } else if x < limit.maxX, x + scalar.width > limit.minX {
                    for column in max(x, limit.minX)..<min(x + scalar.width, limit.maxX) {
                        put(" ", width: 1, x: column, y: point.y, style: style)
                    }
                }
                x += scalar.width
                offset += scalar.length
                if offset == bytes.count { break }
                continue
            }
            if bytes.count > 0 { index = utf8.index(utf8.startIndex, offsetBy: offset) }
            let end = text.index(after: index)
            let grapheme = text[index].terminalSafe
            index = end
            offset = utf8.distance(from: utf8.startIndex, to: end)
            let width = grapheme.displayWidth
            if width == 0 { continue }
            if x >= limit.minX, x + width <= limit.maxX {
                put(grapheme, width: width, x: x, y: point.y, style: style, link: link)
            } else if x < limit.maxX, x + width > limit.minX {
                for column in max(x, limit.minX)..<min(x + width, limit.maxX) {
                    put(" ", width: 1, x: column, y: point.y, style: style)
                }
            }
            x += width
        }
        return x
    }

    /// ``put(_:width:x:y:style:)`` for printable ASCII characters from column `x`, the part
    /// inside `limit` (which lies inside the grid).
    ///
    /// Only the run's two ends can cut a wide glyph in half; one inside it is overwritten whole.
    private mutating func putASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style, link: UInt16, limit: Rect
    ) {
        let from = max(x, limit.minX)
        let to = min(x + bytes.count, limit.maxX)
        guard from < to, y >= 0, y < size.height else { return }
        let row = y * size.width
        let width = size.width
        let touchesWideGlyph = cells.withUnsafeBufferPointer { cells in
            cells[row + from].isContinuation || (from + 1 < width && cells[row + from + 1].isContinuation)
                || cells[row + to - 1].isContinuation || (to < width && cells[row + to].isContinuation)
        }
        if touchesWideGlyph {
            breakWideGlyph(at: from, y: y)
            breakWideGlyph(at: to - 1, y: y)
        }
        cells.withUnsafeMutableBufferPointer { cells in
            if style.background == nil {
                for column in from..<to {
                    var cellStyle = style
                    cellStyle.background = cells[row + column].style.background
                    cells[row + column] = Cell(ascii: bytes[column - x], style: cellStyle, link: link)
                }
            } else {
                for column in from..<to {
                    cells[row + column] = Cell(ascii: bytes[column - x], style: style, link: link)
                }
            }
        }
    }

    /// Sets the background of every cell in `rect` (clipped to `clip`), blending when translucent.
    package mutating func paintBackground(_ color: Color, in rect: Rect, clip: Rect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let width = size.width
        let opaque = color.isOpaque
        cells.withUnsafeMutableBufferPointer { cells in
            for y in area.minY..<area.maxY {
                let row = (y * width + area.minX)..<(y * width + area.maxX)
                if opaque {
                    for index in row { cells[index].style.background = color }
                } else {
                    // A row's cells mostly share one background: blend once per run of it (a
                    // blend is three rounded mixes; a selected table row has 80 cells).
                    var lastBelow = cells[row.lowerBound].style.background
                    var blended = lastBelow.map { color.blended(over: $0) } ?? color
                    for index in row {
                        let below = cells[index].style.background
                        if below != lastBelow {
                            lastBelow = below
                            blended = below.map { color.blended(over: $0) } ?? color
                        }
                        cells[index].style.background = blended
                    }
                }
            }
        }
    }

    /// Blanks every cell in `rect` (clipped to `clip`) with `style`.
    package mutating func fill(_ rect: Rect, style: Style, clip: Rect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let blank = Cell(ascii: 0x20, style: style, link: 0)
        let width = size.width
        for y in area.minY..<area.maxY {
            breakWideGlyph(at: area.minX, y: y)
            breakWideGlyph(at: area.maxX - 1, y: y)
            cells.withUnsafeMutableBufferPointer { cells in
                let row = cells.baseAddress! + y * width + area.minX
                row.update(repeating: blank, count: area.width)
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
