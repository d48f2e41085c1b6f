import CNcurses
import CNcursesReference
import Testing

/// The shim's direct formatter (`cn_tparm_fast`) against ncurses' own `_nc_tiparm`.
///
/// The formats are the parameterized strings of the terminfo entries Onboard meets (`infocmp -1`
/// of xterm-256color, xterm, xterm-direct, screen-256color, tmux-256color, linux, vt100,
/// rxvt-unicode-256color, putty-256color). Serialized: both formatters answer in a buffer of
/// their own that the next call reuses.
@Suite("Capability formats made directly, as ncurses makes them", .serialized)
struct TparmFastTests {
    /// Formats the direct path makes: text, one %i and %pN%d pairs; padding stays in the text.
    static let direct = [
        "\u{1B}[%i%p1%d;%p2%dH", "\u{1B}[%i%p1%d;%p2%dH$<5>", "\u{1B}[%i%p1%d;%p2%dr", "\u{1B}[%i%p1%dd",
        "\u{1B}[%i%p1%dG", "\u{1B}[%p1%dA", "\u{1B}[%p1%dB", "\u{1B}[%p1%dC", "\u{1B}[%p1%dD", "\u{1B}[%p1%dX",
        "\u{1B}[%p1%dL", "\u{1B}[%p1%dM", "\u{1B}[%p1%dP", "\u{1B}[%p1%d@", "\u{1B}[%p1%dS", "\u{1B}[%p1%dT",
        "\u{1B}[3%p1%dm", "\u{1B}[48;5;%p1%dm", "\u{1B}[38;5;%p1%dm", "100%% %p2%d", "plain",
    ]
    /// Formats left to ncurses: conditions, arithmetic, %c, %s, widths, variables, implicit
    /// parameters (termcap style), two %i, %p3, a lone % at the end.
    static let ncursesOnly = [
        "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
        "%p1%c\u{1B}[%p2%{1}%-%db", "\u{1B}[%p1%02dm", "\u{1B}[%d;%dH", "%i%i%p1%d", "%p3%d", "%p1%s", "50%",
        "%p1%PA%gA%d", "%p1%p2%d%d",
    ]

    private func both(_ format: String, _ first: Int32, _ second: Int32, expected: Int32) -> (String?, String?) {
        format.withCString { text in
            let fast = cn_tparm_fast(expected, text, first, second).map { String(cString: $0) }
            let ncurses = cn_reference_nc_tiparm(expected, text, first, second).map { String(cString: $0) }
            return (fast, ncurses)
        }
    }

    @Test("Every direct format's text is ncurses' text, for rows and columns -12 … 1 000 and beyond")
    func directTextsMatch() {
        let seconds: [Int32] = [-1, 0, 7, 79, 99, 100, 999, 32_767]
        for format in Self.direct {
            let expected: Int32 = format.contains("%p2") ? 2 : 1
            for first in Array(Int32(-12)...1_000) + [Int32.max, Int32.min] {
                for second in seconds {
                    let (fast, ncurses) = both(format, first, second, expected: expected)
                    #expect(fast != nil, "\(format.debugDescription) not made directly")
                    #expect(fast == ncurses, "\(format.debugDescription) \(first) \(second)")
                    if fast == nil || fast != ncurses { return }
                }
            }
        }
    }

    @Test("Formats beyond the direct path, and parameters beyond the count asked for, go to ncurses")
    func restGoesToNcurses() {
        for format in Self.ncursesOnly {
            #expect(format.withCString { cn_tparm_fast(2, $0, 3, 4) } == nil, "\(format.debugDescription)")
        }
        // ncurses refuses %p2 when one parameter is expected; so does the direct path (by
        // leaving it to ncurses), and a format within the count is made.
        #expect(both("\u{1B}[%i%p1%d;%p2%dH", 3, 4, expected: 1) == (nil, nil))
        #expect(both("\u{1B}[%i%p1%dd", 3, 4, expected: 1) == ("\u{1B}[4d", "\u{1B}[4d"))
        #expect(cn_tparm_fast(2, nil, 1, 1) == nil)
        let long = String(repeating: "x", count: 200) + "%p1%d"
        #expect(long.withCString { cn_tparm_fast(1, $0, 1, 1) } == nil)
    }
}
