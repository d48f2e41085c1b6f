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
}
