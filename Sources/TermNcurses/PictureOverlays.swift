import TermCore

/// What the terminal shows as pixels, and the kitty commands that bring it to the next frame.
///
/// Each picture's file is sent once; after that a frame costs a placement when a picture
/// appears or moves and a removal when it goes (its page slid away, or the window resized: a
/// new size re-places everything, since the terminal may have cleared the screen). The n-th
/// overlay of a frame is placement n of its picture, so one picture can show twice.
struct PictureOverlays {
    private var shown: [PictureOverlay] = []
    private var sent: Set<UInt32> = []

    /// The commands that take the terminal from what it shows to `overlays`.
    mutating func commands(for overlays: [PictureOverlay], repaintAll: Bool) -> [UInt8] {
        guard repaintAll || overlays != shown else { return [] }
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

    /// The command that clears every picture, or nothing when none was ever sent.
    mutating func clearAll() -> [UInt8] {
        defer {
            shown = []
            sent = []
        }
        return sent.isEmpty ? [] : KittyGraphics.removeAll
    }
}
