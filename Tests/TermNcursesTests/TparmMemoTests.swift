import CNcurses
import Glibc
import Testing

/// How often the fake formatter ran, and the text it made last (its own buffer, as ncurses').
nonisolated(unsafe) private var formatterCalls = 0
nonisolated(unsafe) private let formatterText = UnsafeMutablePointer<CChar>.allocate(capacity: 128)
/// What the fake answers for the format "fail" (nil, as ncurses does for a bad format).
private let failing = "fail"

/// A stand-in for ncurses' formatter: "<format>|<first>|<second>", or nil for "fail".
private let fakeFormatter: cn_tparm_formatter = { expected, format, first, second in
    formatterCalls += 1
    let name = String(cString: format!)
    if name == failing { return nil }
    let text = "\(name)|\(expected)|\(first)|\(second)"
    _ = text.withCString { strncpy(formatterText, $0, 127) }
    formatterText[127] = 0
    return formatterText
}

@Suite("ncurses' capability texts remembered", .serialized)
struct TparmMemoTests {
    /// Formats through the memo; the format's address is its key, so each name is made once.
    private static let names: [String] = [
        "\u{1B}[%i%p1%d;%p2%dH", "%p1%PA%gA%d", "%p1%s", failing, String(repeating: "x", count: 60),
    ]
    nonisolated(unsafe) private static let formats: [UnsafeMutablePointer<CChar>] = names.map { strdup($0)! }

    private func format(_ index: Int, _ first: Int32, _ second: Int32 = 0, expected: Int32 = 2) -> (String?, Int) {
        let before = formatterCalls
        let text = cn_tparm_memo(expected, Self.formats[index], first, second, fakeFormatter)
        return (text.map { String(cString: $0) }, formatterCalls - before)
    }

    @Test("The same format and parameters are formatted once; the text is the formatter's")
    func remembersPureFormats() {
        cn_tparm_memo_reset()
        let cup = String(cString: Self.formats[0])
        #expect(format(0, 5, 7) == ("\(cup)|2|5|7", 1))
        #expect(format(0, 5, 7) == ("\(cup)|2|5|7", 0))
        #expect(cn_tparm_memo_hits() == 1)
        #expect(format(0, 7, 5) == ("\(cup)|2|7|5", 1))
        #expect(format(0, 5, 7, expected: 1) == ("\(cup)|1|5|7", 1))
        // Other texts may take its slot (one per slot); it is then made again, never another text.
        for row in 0..<512 { #expect(format(0, Int32(row), 79).0 == "\(cup)|2|\(row)|79") }
        #expect(format(0, 5, 7).0 == "\(cup)|2|5|7")
    }

    @Test("Variables (%P, %g), string parameters, long texts and failures are never remembered")
    func skipsWhatIsNotPure() {
        cn_tparm_memo_reset()
        for index in 1...2 {
            #expect(format(index, 3).1 == 1)
            #expect(format(index, 3).1 == 1)
        }
        #expect(format(3, 1) == (nil, 1))
        #expect(format(3, 1) == (nil, 1))
        #expect(format(4, 1).1 == 1)
        #expect(format(4, 1).0?.hasPrefix(String(repeating: "x", count: 60)) == true)
        #expect(format(4, 1).1 == 1)
        #expect(cn_tparm_memo_hits() == 0)
    }

    @Test("A reset forgets every text (a new terminal may reuse the old formats' addresses)")
    func resetForgets() {
        cn_tparm_memo_reset()
        #expect(format(0, 1, 2).1 == 1)
        #expect(format(0, 1, 2).1 == 0)
        cn_tparm_memo_reset()
        #expect(format(0, 1, 2).1 == 1)
        #expect(cn_tparm_memo_hits() == 0)
    }
}
