/// Decides whether the terminal gets OSC 8 hyperlinks, from the environment.
///
/// There is no terminfo capability for OSC 8 and no query a terminal must answer, and a
/// terminal that does not know the sequence may print its URL as text, so links are only sent
/// to terminals known to support them: those that announce themselves (`TERM_PROGRAM` iTerm.app,
/// WezTerm, vscode, ghostty; `VTE_VERSION` ≥ 5000 for GNOME Terminal and other VTE terminals;
/// Konsole ≥ 20.12; Windows Terminal's `WT_SESSION`; kitty; DomTerm) or whose `TERM` names one
/// (kitty, foot, alacritty, wezterm, ghostty, contour). Inside tmux the outer terminal's
/// variables are inherited and say nothing of tmux itself: tmux passes hyperlinks on from 3.4,
/// so there only `TERM_PROGRAM_VERSION` ≥ 3.4 counts; inside GNU screen, never.
/// `ONBOARD_HYPERLINKS=1` forces them on and `=0` off. Elsewhere links read `text (url)`.
package enum HyperlinkSupport {
    static let terms = ["xterm-kitty", "foot", "alacritty", "wezterm", "xterm-ghostty", "contour"]

    package static func isEnabled(environment: [String: String]) -> Bool {
        switch environment["ONBOARD_HYPERLINKS"] {
        case "0", "no", "off", "false": return false
        case "1", "yes", "on", "true": return true
        default: break
        }
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        let version = versionNumber(environment["TERM_PROGRAM_VERSION"])
        if environment["TMUX"] != nil || program == "tmux" { return program == "tmux" && atLeast(version, [3, 4]) }
        if environment["STY"] != nil || term.hasPrefix("screen") { return false }
        switch program {
        case "iTerm.app": return atLeast(version, [3, 1])
        case "vscode": return atLeast(version, [1, 72])
        case "WezTerm", "ghostty": return true
        default: break
        }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
        if let konsole = environment["KONSOLE_VERSION"].flatMap({ Int($0) }), konsole >= 201200 { return true }
        if ["WT_SESSION", "KITTY_WINDOW_ID", "DOMTERM"].contains(where: { environment[$0] != nil }) { return true }
        return terms.contains { term == $0 || term.hasPrefix($0 + "-") }
    }

    /// `3.3a` → [3, 3]: the leading numbers of each dotted part.
    static func versionNumber(_ text: String?) -> [Int] {
        (text ?? "").split(separator: ".").map { part in Int(part.prefix { $0.isNumber }) ?? 0 }
    }

    /// Whether `version` is at least `minimum`, part by part, a missing part counting as 0.
    static func atLeast(_ version: [Int], _ minimum: [Int]) -> Bool {
        for index in 0..<max(version.count, minimum.count) {
            let left = index < version.count ? version[index] : 0
            let right = index < minimum.count ? minimum[index] : 0
            if left != right { return left > right }
        }
        return true
    }

    /// The variables ``isEnabled(environment:)`` reads, from the process environment.
    static let variables = [
        "ONBOARD_HYPERLINKS", "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TMUX", "STY", "VTE_VERSION",
        "KONSOLE_VERSION", "WT_SESSION", "KITTY_WINDOW_ID", "DOMTERM",
    ]
}
