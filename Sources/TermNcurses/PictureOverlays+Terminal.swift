import CNcurses
import TermCore

extension PictureOverlays {
    /// The bytes to write after this frame's `doupdate`; the rows whose sixel pixels go are
    /// handed to ncurses first, so the same `doupdate` rewrites them.
    mutating func commands(for frame: CellBuffer, repaintAll: Bool) -> [UInt8] {
        if repaintAll, case .sixel(let cell, true) = pictureProtocol, let now = PictureSupport.windowCell(), now != cell
        {
            pictureProtocol = .sixel(cell: now, followsWindow: true)
        }
        let update = update(for: frame.overlays, repaintAll: repaintAll, screenRows: frame.size.height)
        Self.repaint(update)
        return update.bytes
    }

    /// Takes every picture off the screen before the terminal is given back.
    mutating func clearBeforeStop(synchronized: Bool) {
        let update = clearAll()
        Self.repaint(update)
        if !update.repaintRows.isEmpty { cn_flush(synchronized ? 1 : 0) }
        if !update.bytes.isEmpty { cn_write(update.bytes, update.bytes.count) }
    }

    private static func repaint(_ update: Update) {
        if update.repaintScreen { cn_invalidate() }
        for rows in update.repaintRows { cn_repaint_rows(Int32(rows.lowerBound), Int32(rows.count)) }
    }
}
