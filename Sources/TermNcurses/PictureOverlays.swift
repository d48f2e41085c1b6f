import TermCore

/// What the terminal shows as pixels, and what brings it to the next frame.
///
/// Kitty graphics: each picture's file is sent once; after that a frame costs a placement when
/// a picture appears or moves and a removal when it goes (its page slid away). A new size
/// sends every shown picture's file again before placing it: ncurses clears the screen on a
/// resize (`ESC [2J`), and kitty frees the data of the pictures it clears, so a placement of an
/// id sent before would show nothing for the rest of the run.
/// The n-th overlay of a frame is placement n of its picture, so one picture can show twice.
/// Sixel: an image has no id and lives in the cells it covers, so a picture that goes is wiped
/// by having ncurses rewrite its rows (``Update/repaintRows``), every picture on those rows is
/// drawn again, and a resize repaints the whole screen; encoded images are kept per picture and
/// size, so flipping back costs no encoding.
struct PictureOverlays {
    /// What the next frame needs besides its cells.
    struct Update: Equatable {
        /// Written after `doupdate`, inside the frame's synchronized-update markers.
        var bytes: [UInt8] = []
        /// Screen rows ncurses must rewrite whole before `doupdate` (sixel pixels under them).
        var repaintRows: [Range<Int>] = []
        /// Whether ncurses must rewrite the whole screen (sixel pixels may be anywhere).
        var repaintScreen = false
    }

    private struct SixelKey: Hashable {
        var id: UInt32
        var box: Size
        var background: Color
    }

    var pictureProtocol: PictureProtocol = .kitty
    /// The terminal's colour depth: a sixel's background is the colour the cells around it show.
    var colorDepth: ColorDepth = .trueColor
    private var shown: [PictureOverlay] = []
    private var sent: Set<UInt32> = []
    private var sixelImages: [SixelKey: [UInt8]] = [:]

    /// What takes the terminal from what it shows to `overlays` on a screen of `screenRows`.
    mutating func update(for overlays: [PictureOverlay], repaintAll: Bool, screenRows: Int) -> Update {
        guard case .sixel(let cell, _) = pictureProtocol else {
            return Update(bytes: commands(for: overlays, repaintAll: repaintAll))
        }
        guard repaintAll || overlays != shown else { return Update() }
        var update = Update()
        if repaintAll {
            update.repaintScreen = !shown.isEmpty
        } else {
            update.repaintRows = shown.filter { !overlays.contains($0) }.map { $0.rect.rows }
        }
        for overlay in overlays
        where repaintAll || !shown.contains(overlay) || update.repaintRows.contains(where: overlay.rect.rows.overlaps) {
            guard let box = SixelGraphics.box(for: overlay.rect, cell: cell, screenRows: screenRows),
                let image = sixelImage(of: overlay, box: box)
            else { continue }
            update.bytes += SixelGraphics.place(image, at: overlay.rect)
        }
        shown = overlays
        return update
    }

    /// The kitty commands that take the terminal from what it shows to `overlays`.
    mutating func commands(for overlays: [PictureOverlay], repaintAll: Bool) -> [UInt8] {
        guard repaintAll || overlays != shown else { return [] }
        if repaintAll { sent = [] }
        var bytes: [UInt8] = []
        for (index, old) in shown.enumerated() where repaintAll || index >= overlays.count || overlays[index] != old {
            bytes += KittyGraphics.remove(id: old.id, placement: index + 1)
        }
        for (index, overlay) in overlays.enumerated()
        where repaintAll || index >= shown.count || shown[index] != overlay {
            if sent.insert(overlay.id).inserted { bytes += KittyGraphics.transmit(id: overlay.id, png: overlay.png) }
            bytes += KittyGraphics.place(id: overlay.id, placement: index + 1, rect: overlay.rect)
        }
        shown = overlays
        return bytes
    }

    /// What clears every picture (when the app leaves the screen); nothing when none was shown.
    mutating func clearAll() -> Update {
        defer {
            shown = []
            sent = []
        }
        guard case .sixel = pictureProtocol else { return Update(bytes: sent.isEmpty ? [] : KittyGraphics.removeAll) }
        return Update(repaintRows: shown.map { $0.rect.rows })
    }

    private mutating func sixelImage(of overlay: PictureOverlay, box: Size) -> [UInt8]? {
        let background = TerminalColor(overlay.background, depth: colorDepth)?.color ?? overlay.background
        let key = SixelKey(id: overlay.id, box: box, background: background)
        if let image = sixelImages[key] { return image }
        guard let image = SixelGraphics.encode(overlay, box: box, background: background) else { return nil }
        if sixelImages.count >= 16 { sixelImages.removeAll() }
        sixelImages[key] = image
        return image
    }
}

extension Rect {
    /// The rows the rectangle covers.
    fileprivate var rows: Range<Int> { minY..<max(minY, maxY) }
}
