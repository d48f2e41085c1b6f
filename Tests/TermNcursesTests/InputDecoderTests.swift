import CNcurses
import TermCore
import Testing

@testable import TermNcurses

/// Feeds reads to a decoder the way the backend does (a held read first) and lists the keys.
private struct DecoderRun {
    var decoder = InputDecoder()
    let start = ContinuousClock.now
    var keys: [String] = []
    var codes: [Int32] = []

    /// Decodes `reads` at `elapsed` after the start; a `.nothing` stands for a read boundary.
    mutating func feed(_ reads: [InputDecoder.Read], after elapsed: Duration = .zero) {
        var pending = reads[...]
        while let read = decoder.takeHeldRead() ?? pending.popFirst() {
            switch decoder.decode(read, at: start + elapsed) {
            case .key(let key): keys.append(key.description)
            case .keyCode(let code): codes.append(code)
            case .more, .stop: break
            }
        }
    }

    mutating func feed(_ bytes: String, after elapsed: Duration = .zero) {
        feed(bytes.unicodeScalars.map { .character($0.value) } + [.nothing], after: elapsed)
    }
}

@Suite("Input decoder: late answers, Esc and a key, hostile sequences")
struct InputDecoderTests {
    static let esc = "\u{1B}"

    @Test(
        "Terminal answers and strings are dropped whole, terminated by ST, BEL or C1 ST",
        arguments: [
            "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}_Gi=31;EINVAL:bad\u{1B}\\", "\u{1B}]11;rgb:0000/0000/0000\u{07}",
            "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", "\u{1B}P1$r0;1m\u{1B}\\", "\u{1B}^private 3 1\u{1B}\\",
            "\u{1B}Xstart 2 1\u{1B}\\", "\u{9F}Gi=31;OK\u{9C}", "\u{9D}0;title 3\u{07}", "\u{1B}[?62;22c",
            "\u{1B}[6;20;10t", "\u{1B}_Gi=31;OK 3 1\u{18}",
        ])
    func answersDropped(answer: String) {
        var run = DecoderRun()
        run.feed("2" + answer + "j")
        #expect(run.keys == ["2", "j"])
    }

    /// Cut right after its first Esc, an answer is a lone Esc to ncurses too (it waited
    /// `ESCDELAY` for more): that one cut cannot be told from a person's Esc.
    @Test("A kitty answer split across reads after its Esc is still dropped", arguments: Array(2..<12))
    func splitAnswer(at cut: Int) {
        let answer = Array("\u{1B}_Gi=31;OK\u{1B}\\".unicodeScalars)
        var run = DecoderRun()
        run.feed(String(String.UnicodeScalarView(answer[..<cut])))
        run.feed(String(String.UnicodeScalarView(answer[cut...])) + "3", after: .milliseconds(300))
        #expect(run.keys == ["3"], "cut at \(cut)")
    }

    @Test("Device attributes split across reads are dropped, not read as digits")
    func splitAttributes() {
        var run = DecoderRun()
        run.feed("\u{1B}[?62;2")
        run.feed("2c1", after: .milliseconds(200))
        #expect(run.keys == ["1"])
    }

    @Test("Esc followed by a key in the same read is Esc and then that key")
    func escapeThenKey() {
        var run = DecoderRun()
        run.feed("\u{1B}\t\u{1B}3\u{1B}\u{1B}q\u{1B} ")
        #expect(run.keys == ["esc", "tab", "esc", "3", "esc", "esc", "q", "esc", "space"])
    }

    @Test("Esc followed by a function-key code is Esc and then that key; a lone Esc is Esc")
    func escapeThenKeyCode() {
        var run = DecoderRun()
        run.feed([.character(27), .keyCode(KEY_RIGHT), .character(27), .nothing, .character(27), .keyCode(KEY_RESIZE)])
        #expect(run.keys == ["esc", "esc", "esc"])
        #expect(run.codes == [KEY_RIGHT, KEY_RESIZE])
    }

    @Test("Ctrl-C right after Esc drops the Esc")
    func interruptAfterEscape() {
        var run = DecoderRun()
        run.feed([.character(27), .interrupt, .character(0x61)])
        #expect(run.keys == ["a"])
    }

    @Test("Known sequences still decode, split across reads too")
    func sequences() {
        var run = DecoderRun()
        run.feed("\u{1B}[4~\u{1B}[1;5C\u{1B}OP\u{1B}[[A\u{1B}[A")
        run.feed("\u{1B}[1;")
        run.feed("2A", after: .milliseconds(50))
        #expect(run.keys == ["end", "ctrl+right", "f1", "up", "shift+up"])
    }

    @Test(
        "Hostile numbers and many parameters drop the sequence whole: nothing leaks as keys",
        arguments: [
            "\u{1B}[1;-9223372036854775808A", "\u{1B}[1;99999999999999999999999999B",
            "\u{1B}[" + String(repeating: "1;", count: 40) + "5A", "\u{1B}[" + String(repeating: "9", count: 200) + "~",
            "\u{1B}[<0;99999999999999999999;5M", "\u{1B}[-1~",
        ])
    func hostileSequences(sequence: String) {
        var run = DecoderRun()
        run.feed(sequence + "2")
        #expect(run.keys == ["2"])
    }

    @Test("A string or sequence still open a second after it began is given up: later keys act")
    func openStringGivenUp() {
        var run = DecoderRun()
        run.feed("\u{1B}Pq")  // Alt+Shift+P, then q at once: still inside the string
        run.feed("3", after: .milliseconds(500))
        run.feed("q", after: .milliseconds(1500))
        run.feed("\u{1B}[")
        run.feed("1", after: .milliseconds(2600))
        #expect(run.keys == ["q", "1"])
    }

    @Test("A control key ends an open string and acts; so does a function key")
    func controlEndsString() {
        var run = DecoderRun()
        run.feed("\u{1B}_abc\r\u{1B}]x\t")
        run.feed([.character(0x5F), .keyCode(KEY_LEFT)])
        #expect(run.keys == ["enter", "tab", "_"])
        #expect(run.codes == [KEY_LEFT])
    }

    @Test("Esc inside a string that is not ST ends the string and begins what follows")
    func escapeInsideString() {
        var run = DecoderRun()
        run.feed("\u{1B}_abc\u{1B}[B\u{1B}]x\u{1B}\t")
        #expect(run.keys == ["down", "esc", "tab"])
    }

    @Test("A string longer than the limit is given up and what follows reads as keys")
    func overlongString() {
        var run = DecoderRun()
        run.feed("\u{1B}_" + String(repeating: "a", count: InputDecoder.maximumStringLength) + "bc")
        #expect(run.keys == ["c"])
    }
}
