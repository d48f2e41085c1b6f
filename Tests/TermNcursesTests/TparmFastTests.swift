import CNcurses
import CNcursesReference
import Testing

/// The shim's direct formatter (`cn_tparm_fast`) against ncurses' own `tiparm`.
///
/// The formats are the parameterized strings of the terminfo entries Onboard meets (`infocmp -1`
/// of xterm-256color, xterm, xterm-direct, screen-256color, tmux-256color, linux, vt100,
/// rxvt-unicode-256color, putty-256color). Serialized: both formatters answer in a buffer of
/// their own that the next call reuses.
@Suite("Capability formats made directly, as ncurses makes them", .serialized)
struct TparmFastTests {
    /// Formats the direct path makes: text, one %i, %pN%d pairs; padding stays in the text.
    static let direct = [
        "\u{1B}[%i%p1%d;%p2%dH", "\u{1B}[%i%p1%d;%p2%dH$<5>", "\u{1B}[%i%p1%d;%p2%dr", "\u{1B}[%i%p1%dd",
        "\u{1B}[%i%p1%dG", "\u{1B}[%p1%dA", "\u{1B}[%p1%dB", "\u{1B}[%p1%dC", "\u{1B}[%p1%dD", "\u{1B}[%p1%dX",
        "\u{1B}[%p1%dL", "\u{1B}[%p1%dM", "\u{1B}[%p1%dP", "\u{1B}[%p1%d@", "\u{1B}[%p1%dS", "\u{1B}[%p1%dT",
        "\u{1B}[3%p1%dm", "\u{1B}[48;5;%p1%dm", "100%% %p2%d", "plain",
    ]
    /// Formats left to ncurses: conditions, arithmetic, %c, widths, implicit parameters, two %i.
    static let ncursesOnly = [
        "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
        "%p1%c\u{1B}[%p2%{1}%-%db", "\u{1B}[%p1%02dm", "\u{1B}[%d;%dH", "%i%i%p1%d", "%p3%d", "%p1%s", "50%",
    ]

    private func both(_ format: String, _ first: Int32, _ second: Int32, expected: Int32 = 2) -> (String?, String?) {
        format.withCString { text in
            let fast = cn_tparm_fast(expected, text, first, second).map { String(cString: $0) }
            let ncurses = cn_reference_tiparm(text, first, second).map { String(cString: $0) }
            return (fast, ncurses)
        }
    }

    @Test("Every direct format's text is ncurses' text, for rows and columns up to 1 000 and below 0")
    func directTextsMatch() {
        for format in Self.direct {
            for first in Int32(-12)...1_000 {
                for second in [Int32(-1), 0, 7, 79, 99, 100, 999, 32_767] {
                    let (fast, ncurses) = both(format, first, second)
                    #expect(fast != nil, "\(format.debugDescription) not made directly")
                    #expect(fast == ncurses, "\(format.debugDescription) \(first) \(second)")
                    if fast == nil || fast != ncurses { return }
                }
            }
        }
    }

    /// The direct path's text alone (ncurses' tiparm would read %s's parameter as an address).
    private func fast(_ format: String, _ first: Int32, _ second: Int32, expected: Int32 = 2) -> String? {
        format.withCString { cn_tparm_fast(expected, $0, first, second).map { String(cString: $0) } }
    }

    @Test("Formats beyond the direct path, and parameters beyond the count asked for, go to ncurses")
    func restGoesToNcurses() {
        for format in Self.ncursesOnly { #expect(fast(format, 3, 4) == nil, "\(format.debugDescription)") }
        #expect(fast("\u{1B}[%i%p1%d;%p2%dH", 3, 4, expected: 1) == nil)
        #expect(fast("\u{1B}[%i%p1%dd", 3, 4, expected: 1) == "\u{1B}[4d")
        #expect(cn_tparm_fast(2, nil, 1, 1) == nil)
        #expect(fast(String(repeating: "x", count: 200) + "%p1%d", 1, 1) == nil)
    }
}
