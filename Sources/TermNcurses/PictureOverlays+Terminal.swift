import CNcurses
import Glibc
import TermCore

extension PictureOverlays {
    /// The bytes to write after this frame's `doupdate`; the rows whose sixel pixels go are
    /// handed to ncurses first, so the same `doupdate` rewrites them.
    mutating func commands(for frame: CellBuffer, repaintAll: Bool) -> [UInt8] {
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

extension PictureSupport {
    /// How this terminal shows pixels (nil: half-block cells).
    ///
    /// The terminal is asked only when its environment announces one that may; keys typed during
    /// the wait are given back to ncurses.
    static func detect(colorDepth: ColorDepth, isUnicodeLocale: Bool) -> PictureProtocol? {
        guard colorDepth != .none, isUnicodeLocale else { return nil }
        switch decision(environment: { getenv($0).map { String(cString: $0) } }) {
        case .cells: return nil
        case .kitty: return .kitty
        case .sixel: return .sixel(cell: windowCell() ?? fallbackCell)
        case .ask(let kitty):
            var answer = [UInt8](repeating: 0, count: 1024)
            let count = Int(cn_query(query(askingKitty: kitty), &answer, Int32(answer.count), timeout))
            guard count > 0 else { return nil }
            let reply = TerminalAnswer(Array(answer[..<count]))
            if !reply.typed.isEmpty { cn_unread(reply.typed, Int32(reply.typed.count)) }
            return choice(for: reply, windowCell: windowCell())
        }
    }

    private static func windowCell() -> Size? {
        var width: Int32 = 0
        var height: Int32 = 0
        cn_window_pixels(&width, &height)
        return windowCell(
            pixelWidth: Int(width), pixelHeight: Int(height), columns: Int(cn_columns()), rows: Int(cn_rows()))
    }
}
