import Glibc
import Testing

@testable import TermNcurses

@Suite("Direct-colour terminfo entry")
struct DirectColorEntryTests {
    @Test(
        "COLORTERM=truecolor or 24bit names TERM's -direct sibling; otherwise TERM decides",
        arguments: [
            ("xterm-256color", "truecolor", false, "xterm-direct"), ("xterm-256color", "24bit", false, "xterm-direct"),
            ("tmux-256color", "TrueColor", false, "tmux-direct"), ("xterm", "truecolor", false, "xterm-direct"),
            ("xterm-256color", nil, false, nil), ("xterm-256color", "yes", false, nil),
            ("xterm-256color", "truecolor", true, nil), ("xterm-direct", "truecolor", false, nil),
            ("", "truecolor", false, nil), ("../../etc/x", "truecolor", false, nil),
        ] as [(String, String?, Bool, String?)])
    func candidate(term: String, colorTerm: String?, noColor: Bool, expected: String?) {
        #expect(DirectColorEntry.candidate(term: term, colorTerm: colorTerm, noColor: noColor) == expected)
    }

    @Test(
        "Each terminal's TERM names its direct-colour entry from the table, else its -direct sibling",
        arguments: [
            ("xterm-kitty", "kitty-direct"), ("kitty", "kitty-direct"), ("mlterm", "mlterm-direct"),
            ("mlterm-256color", "mlterm-direct"), ("konsole", "konsole-direct"), ("konsole-256color", "konsole-direct"),
            ("vte-256color", "vte-direct"), ("gnome-256color", "vte-direct"), ("st-256color", "st-direct"),
            ("alacritty", "alacritty-direct"), ("tmux", "tmux-direct"), ("xterm-16color", "xterm-direct"),
            ("iTerm2.app", "iterm2-direct"), ("iTerm.app", "iterm2-direct"), ("nsterm-256color", "nsterm-direct"),
            ("mintty", "mintty-direct"), ("vscode", "vscode-direct"),
            // Not in the table: the -direct sibling, tried only when installed (foot-terminfo's foot-direct).
            ("foot", "foot-direct"), ("rxvt-unicode-256color", "rxvt-unicode-direct"),
        ] as [(String, String?)])
    func table(term: String, expected: String?) {
        #expect(DirectColorEntry.candidate(term: term, colorTerm: "truecolor", noColor: false) == expected)
    }

    @Test("Every entry the table names is installed (Debian's ncurses-term, which make deps installs)")
    func tableEntriesInstalled() {
        for entry in Set(DirectColorEntry.table.values) {
            let first = entry.prefix(1)
            let paths = ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"].map { "\($0)/\(first)/\(entry)" }
            #expect(paths.contains { access($0, R_OK) == 0 }, "\(entry) is not installed (make deps: ncurses-term)")
        }
    }
}
