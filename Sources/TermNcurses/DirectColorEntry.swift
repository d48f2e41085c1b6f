import TermCore

/// The direct-colour terminfo entry to start ncurses with when the terminal says it takes
/// 24-bit colour but `TERM` names a 256-colour entry.
///
/// iTerm2, GNOME Terminal, kitty, WezTerm, Windows Terminal and VS Code set
/// `COLORTERM=truecolor` (or `24bit`) and `TERM=xterm-256color`; through that entry ncurses can
/// only send palette colours, so the seeds' RGB would become 202/250/255. The `-direct`
/// sibling of the entry (`xterm-direct`, `tmux-direct`, …, from the `ncurses-term` package)
/// describes the same terminal with RGB colour. It is only a candidate: the backend uses it
/// when it is installed and really has RGB, and keeps `TERM`'s own entry otherwise.
enum DirectColorEntry {
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
        return base + "-direct"
    }
}
