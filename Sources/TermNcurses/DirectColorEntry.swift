import TermCore

/// The direct-colour terminfo entry to start ncurses with when the terminal says it takes
/// 24-bit colour but `TERM` names a palette entry.
///
/// iTerm2, GNOME Terminal, kitty, WezTerm, Windows Terminal and VS Code set
/// `COLORTERM=truecolor` (or `24bit`); through `TERM`'s own entry ncurses can only send palette
/// colours, so the seeds' RGB would become 202/250/255. Each terminal's direct-colour entry
/// (from the `ncurses-term` package) describes it with RGB colour; ``table`` names it by
/// `TERM` (kitty sets `xterm-kitty`, whose entry is `kitty-direct`), and a `TERM` the table does
/// not know tries its `-direct` sibling (`foot-direct` comes with foot's own package). It is only
/// a candidate: the backend uses it when it is installed and really has RGB, and keeps `TERM`'s
/// own entry, with the palette, otherwise (docs/decisions/0108).
enum DirectColorEntry {
    /// `TERM` without its colour-count suffix → the terminal's direct-colour entry in Debian's
    /// `ncurses-term` (`toe -a`); every one named here is installed by `make deps`.
    static let table: [String: String] = [
        "xterm": "xterm-direct", "xterm-kitty": "kitty-direct", "kitty": "kitty-direct",
        "mlterm": "mlterm-direct", "mlterm2": "mlterm-direct", "mlterm3": "mlterm-direct",
        "konsole": "konsole-direct", "vte": "vte-direct", "gnome": "vte-direct", "st": "st-direct",
        "alacritty": "alacritty-direct", "tmux": "tmux-direct", "iTerm.app": "iterm2-direct",
        "iTerm2.app": "iterm2-direct", "iterm2": "iterm2-direct", "nsterm": "nsterm-direct",
        "mintty": "mintty-direct", "vscode": "vscode-direct",
    ]

    /// The entry to try, or nil when `TERM` already decides (no truecolor claim, `NO_COLOR`,
    /// an unset `TERM`, or an entry that is direct-colour already).
    static func candidate(term: String?, colorTerm: String?, noColor: Bool) -> String? {
        guard !noColor, let term, !term.isEmpty, !term.includes("direct"), let colorTerm,
            ["truecolor", "24bit"].contains(colorTerm.lowercased())
        else { return nil }
        var base = Substring(term)
        if let suffix = ["-256color", "-88color", "-16color", "-color"].first(where: { term.hasSuffix($0) }) {
            base = base.dropLast(suffix.count)
        }
        guard !base.isEmpty, base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._+".contains($0)) })
        else { return nil }
        return table[String(base)] ?? base + "-direct"
    }
}
