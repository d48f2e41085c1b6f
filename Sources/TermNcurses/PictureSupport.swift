import TermCore

/// Whether the terminal shows real pixels, and how: from what it announces and answers.
///
/// Most terminals cannot, and some never answer a query, so a query is only sent where the
/// environment announces a terminal that may speak kitty graphics (kitty, Ghostty, WezTerm,
/// Konsole) or sixel (xterm, foot, mlterm, WezTerm, Windows Terminal, Konsole, mintty, iTerm2,
/// contour), and never inside tmux or screen, which drop or mangle the sequences. The query asks
/// for kitty graphics (only where it may be spoken), the cell size in pixels (`ESC [ 16 t`) and
/// the primary device attributes (`ESC [ c`), which every terminal answers; the wait ends at that
/// answer or after ``timeout`` milliseconds. Kitty wins where both are offered; sixel needs a 4
/// among the attributes. `ONBOARD_PICTURES=cells` turns real pixels off, `kitty` or `sixel`
/// forces one.
enum PictureSupport {
    enum Decision: Equatable {
        case cells
        case kitty
        case sixel
        /// Ask the terminal; `kitty`: include kitty's graphics query.
        case ask(kitty: Bool)
    }

    static let timeout: Int32 = 200
    /// The VT340's cell, for terminals that tell no cell size (square pixels, 80×24 in 800×480).
    static let fallbackCell = Size(width: 10, height: 20)

    static func decision(environment: (String) -> String?) -> Decision {
        switch environment("ONBOARD_PICTURES") {
        case "cells", "off", "0": return .cells
        case "kitty": return .kitty
        case "sixel": return SixelGraphics.isAvailable ? .sixel : .cells
        default: break
        }
        let term = environment("TERM") ?? ""
        if environment("TMUX") != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") { return .cells }
        let program = environment("TERM_PROGRAM") ?? ""
        let kitty =
            environment("KITTY_WINDOW_ID") != nil || term.includes("kitty") || term.includes("ghostty")
            || program == "WezTerm" || program == "ghostty" || environment("KONSOLE_VERSION") != nil
        let sixel =
            environment("XTERM_VERSION") != nil || environment("MLTERM") != nil || environment("WT_SESSION") != nil
            || ["foot", "mlterm", "contour", "wezterm", "mintty"].contains { term.hasPrefix($0) }
            || ["mintty", "iTerm.app", "contour"].contains(program)
        if kitty { return .ask(kitty: true) }
        return sixel && SixelGraphics.isAvailable ? .ask(kitty: false) : .cells
    }

    /// The bytes that ask; the device attributes come last, so their answer ends the wait.
    static func query(askingKitty: Bool) -> String {
        (askingKitty ? KittyGraphics.query : "") + "\u{1B}[16t\u{1B}[c"
    }

    /// What an answer allows: kitty where it said yes, else sixel where the attributes list it,
    /// at the cell size it reported, else the one the window size gives, else the fallback.
    static func choice(for answer: TerminalAnswer, windowCell: Size?) -> PictureProtocol? {
        if answer.saysKittyGraphics { return .kitty }
        guard answer.hasSixel, SixelGraphics.isAvailable else { return nil }
        if let told = answer.cellSize { return .sixel(cell: told) }
        if let windowCell { return .sixel(cell: windowCell, followsWindow: true) }
        return .sixel(cell: fallbackCell)
    }

    /// Pixels per cell from the window's size in pixels (TIOCGWINSZ), when the terminal fills it in.
    static func windowCell(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) -> Size? {
        guard pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0 else { return nil }
        let cell = Size(width: pixelWidth / columns, height: pixelHeight / rows)
        return (1...512).contains(cell.width) && (1...512).contains(cell.height) ? cell : nil
    }
}

/// How the terminal shows real pixels: kitty graphics (the PNG file itself, scaled by the
/// terminal) or sixel (pixels encoded by libsixel at the terminal's cell size; `followsWindow`
/// when that size came from the window's size in pixels, which is read again after a resize,
/// since a font change moves both).
enum PictureProtocol: Equatable {
    case kitty
    case sixel(cell: Size, followsWindow: Bool = false)
}
