import CNcurses
import Glibc
import TermCore

extension PictureSupport {
    /// How this terminal shows pixels (nil: half-block cells).
    ///
    /// The terminal is asked only when its environment announces one that may; keys typed during
    /// the wait are given back to ncurses.
    static func detect(colorDepth: ColorDepth, isUnicodeLocale: Bool) -> PictureProtocol? {
        guard colorDepth != .monochrome, isUnicodeLocale else { return nil }
        switch decision(environment: { getenv($0).map { String(cString: $0) } }) {
        case .cells: return nil
        case .kitty: return .kitty
        case .sixel: return windowCell().map { .sixel(cell: $0, followsWindow: true) } ?? .sixel(cell: fallbackCell)
        case .ask(let kitty):
            var answer = [UInt8](repeating: 0, count: 1024)
            let count = Int(cn_query(query(askingKitty: kitty), &answer, Int32(answer.count), timeout))
            guard count > 0 else { return nil }
            let reply = TerminalAnswer(Array(answer[..<count]))
            if !reply.typed.isEmpty { cn_unread(reply.typed, Int32(reply.typed.count)) }
            return choice(for: reply, windowCell: windowCell())
        }
    }

    /// Pixels per cell from the window's size in pixels, when the terminal fills it in.
    static func windowCell() -> Size? {
        var width: Int32 = 0
        var height: Int32 = 0
        cn_window_pixels(&width, &height)
        return windowCell(
            pixelWidth: Int(width), pixelHeight: Int(height), columns: Int(cn_columns()), rows: Int(cn_rows()))
    }
}
