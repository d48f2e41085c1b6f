import TermCore

/// Whether the terminal shows real pixels (kitty graphics), from what it announces and answers.
///
/// Most terminals cannot, and some never answer a query, so the query is only sent where the
/// environment announces a terminal that speaks the protocol (kitty, Ghostty, WezTerm, Konsole)
/// and never inside tmux or screen, which drop its sequences. The answer is awaited for at most
/// ``timeout`` milliseconds, ending as soon as the device attributes reply (which every
/// terminal sends) arrives. `ONBOARD_PICTURES=cells` turns real pixels off, `kitty` forces them.
enum PictureSupport {
    enum Decision: Equatable {
        case cells
        case kitty
        case ask
    }

    static let timeout: Int32 = 200

    static func decision(environment: (String) -> String?) -> Decision {
        switch environment("ONBOARD_PICTURES") {
        case "cells", "off", "0": return .cells
        case "kitty": return .kitty
        default: break
        }
        let term = environment("TERM") ?? ""
        if environment("TMUX") != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") { return .cells }
        let program = environment("TERM_PROGRAM") ?? ""
        let announced =
            environment("KITTY_WINDOW_ID") != nil || term.includes("kitty") || term.includes("ghostty")
            || program == "WezTerm" || program == "ghostty" || environment("KONSOLE_VERSION") != nil
        return announced ? .ask : .cells
    }
}
