import TermCore

/// Half-block cells of recently drawn pictures, by picture, area and background.
///
/// A page flip builds a new page view, and scaling its picture again would cost more than the
/// rest of the frame; the cache keeps the last few results (one per page and size) and is
/// emptied when it grows past ``capacity``, so a resize storm cannot grow it without bound.
struct HalfBlockCache {
    static let capacity = 16

    private struct Key: Hashable {
        var picture: Picture
        var size: Size
        var background: Color
    }

    private var entries: [Key: HalfBlockCells] = [:]

    mutating func cells(of picture: Picture, size: Size, background: Color) -> HalfBlockCells {
        let key = Key(picture: picture, size: size, background: background)
        if let cells = entries[key] { return cells }
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        let cells = HalfBlockCells(picture: picture, fit: PictureFit(picture, area: size), background: background)
        entries[key] = cells
        return cells
    }
}
