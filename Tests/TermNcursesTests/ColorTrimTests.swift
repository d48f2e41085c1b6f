import CNcurses
import Testing

@Suite("Colour changes that change nothing dropped from frames")
struct ColorTrimTests {
    /// Runs the shim's colour trim over the whole of `text` and returns what is left.
    private static func trimmed(_ text: String) -> String {
        var bytes = Array(text.utf8)
        let length = cn_trim_frame(&bytes, 0, bytes.count, bytes.count, Int32(CN_TRIM_COLORS.rawValue))
        return String(decoding: bytes[..<length], as: UTF8.self)
    }

    private let e = "\u{1B}["

    @Test("A pair whose background is already set keeps only its foreground")
    func backgroundAlreadySet() {
        let frame = "\(e)38;5;231m\(e)48;5;234mname\(e)38;5;247m\(e)48;5;234mtime"
        #expect(Self.trimmed(frame) == "\(e)38;5;231m\(e)48;5;234mname\(e)38;5;247mtime")
    }

    @Test("The default-colour reset right before SGR 0 goes; SGR 0 itself always stays")
    func resetBeforeSgrZero() {
        #expect(Self.trimmed("x\(e)39;49m\(e)m") == "x\(e)m")
        #expect(Self.trimmed("x\(e)39;49m\(e)0;1mT") == "x\(e)0;1mT")
        #expect(Self.trimmed("\(e)m\(e)m") == "\(e)m\(e)m")
        #expect(Self.trimmed("\(e)0m\(e)0m") == "\(e)0m\(e)0m")
    }

    @Test("Text, an erase or any other sequence between colours and a reset keeps the colours")
    func somethingBetweenKeepsTheColours() {
        let frames = [
            "\(e)48;5;234mx\(e)m", "\(e)48;5;234m\(e)K\(e)m", "\(e)48;5;234m\(e)5X\(e)m",
            "\(e)48;5;234m\u{1B}7\(e)m",
        ]
        for frame in frames { #expect(Self.trimmed(frame) == frame) }
    }

    @Test("Cursor moves, erases and modes keep the colours known; a sequence the pass does not list forgets them")
    func movesKeepTheColours() {
        for between in ["\(e)5;10H", "\(e)3d", "\(e)76G", "\(e)K", "\(e)54X", "\(e)2C", "\(e)?25l", "\(e)1K"] {
            #expect(Self.trimmed("\(e)48;5;234mA\(between)\(e)48;5;234mB") == "\(e)48;5;234mA\(between)B")
        }
        let forgets = "\(e)48;5;234mA\(e)1q\(e)48;5;234mB"
        #expect(Self.trimmed(forgets) == forgets)
    }

    @Test("Nothing is assumed before the frame sets a colour, nor after what the pass cannot read")
    func unknownColoursAreKept() {
        #expect(Self.trimmed("\(e)48;5;234m") == "\(e)48;5;234m")
        #expect(Self.trimmed("\(e)49m") == "\(e)49m")
        let afterUnknown = "\(e)48;5;234m\(e)58;5;1m\(e)48;5;234m"
        #expect(Self.trimmed(afterUnknown) == afterUnknown)
        let afterEscape = "\(e)48;5;234m\u{1B}8\(e)48;5;234m"
        #expect(Self.trimmed(afterEscape) == afterEscape)
    }

    @Test("A colour set again after a change, or after a reset, is a real change")
    func changesAreKept() {
        let back = "\(e)48;5;234mA\(e)48;5;237mB\(e)48;5;234mC"
        #expect(Self.trimmed(back) == back)
        let afterReset = "\(e)38;5;202mA\(e)0;1m\(e)38;5;202mB"
        #expect(Self.trimmed(afterReset) == afterReset)
        let reverse = "\(e)38;5;202mA\(e)7m\(e)38;5;202mB"
        #expect(Self.trimmed(reverse) == "\(e)38;5;202mA\(e)7mB")
    }

    @Test("Eight, sixteen and direct colours are followed in each spelling")
    func everySpelling() {
        #expect(Self.trimmed("\(e)31;44mA\(e)31mB\(e)44mC") == "\(e)31;44mABC")
        #expect(Self.trimmed("\(e)38;2;1;2;3mA\(e)38;2;1;2;3mB") == "\(e)38;2;1;2;3mAB")
        #expect(Self.trimmed("\(e)38:2::1:2:3mA\(e)38:2::1:2:3mB") == "\(e)38:2::1:2:3mAB")
        #expect(Self.trimmed("\(e)38;2;1;2;3mA\(e)38;2;1;2;4mB") == "\(e)38;2;1;2;3mA\(e)38;2;1;2;4mB")
        #expect(Self.trimmed("\(e)39mA\(e)39mB") == "\(e)39mAB")
    }

    @Test("A sequence cut by the range's edge, and bytes outside the range, stay as they are")
    func edges() {
        let cut = "\(e)48;5;234mA\(e)48;5;2"
        #expect(Self.trimmed(cut) == cut)
        var bytes = Array("\(e)49mA\(e)49mB\(e)49m".utf8)
        let to = bytes.count - 5
        let length = cn_trim_frame(&bytes, 0, to, bytes.count, Int32(CN_TRIM_COLORS.rawValue))
        #expect(String(decoding: bytes[..<length], as: UTF8.self) == "\(e)49mAB\(e)49m")
    }

    @Test("Random frames show the same colours and attributes on every cell, trimmed or not")
    func randomFramesLookTheSame() {
        let tokens = [
            "x", "y", "\(e)K", "\(e)m", "\(e)0;1m", "\(e)1m", "\(e)7m", "\(e)39;49m", "\(e)39m", "\(e)49m",
            "\(e)38;5;1m", "\(e)38;5;2m", "\(e)48;5;1m", "\(e)48;5;2m", "\(e)31m", "\(e)44m", "\u{1B}(B",
            "\(e)2;5H", "\(e)38:2::1:2:3m", "\(e)38;5;1;48;5;2m",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let frame = (0..<Int.random(in: 0...24, using: &generator))
                .map { _ in tokens.randomElement(using: &generator)! }.joined()
            let trimmed = Self.trimmed(frame)
            #expect(trimmed.utf8.count <= frame.utf8.count)
            #expect(TerminalPen.looks(of: trimmed) == TerminalPen.looks(of: frame), "\(frame.debugDescription)")
        }
    }
}

/// A small model of a terminal's pen for ``ColorTrimTests``: what each printed cell and each
/// erase would look like, starting from a pen nobody knows (`?`).
private enum TerminalPen {
    static func looks(of frame: String) -> [String] {
        var foreground = "?"
        var background = "?"
        var attributes = "?"
        var looks: [String] = []
        var rest = Substring(frame)
        while let first = rest.first {
            if first != "\u{1B}" {
                looks.append("\(first) \(foreground) \(background) \(attributes)")
                rest = rest.dropFirst()
                continue
            }
            if rest.hasPrefix("\u{1B}(") {
                rest = rest.dropFirst(3)
                continue
            }
            let body = rest.dropFirst(2).prefix { !$0.isLetter }
            let final = rest.dropFirst(2 + body.count).first!
            rest = rest.dropFirst(3 + body.count)
            if final == "K" { looks.append("erase \(background)") }
            guard final == "m" else { continue }
            var parameters =
                body.isEmpty ? ["0"] : body.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            while !parameters.isEmpty {
                let parameter = parameters.removeFirst()
                switch parameter {
                case "0", "": (foreground, background, attributes) = ("d", "d", "")
                case "38", "48":
                    let color = parameters.prefix(2).joined(separator: ";")
                    parameters.removeFirst(2)
                    if parameter == "38" { foreground = color } else { background = color }
                case "39": foreground = "d"
                case "49": background = "d"
                case _ where parameter.hasPrefix("38:"): foreground = parameter
                case _ where parameter.hasPrefix("3"): foreground = parameter
                case _ where parameter.hasPrefix("4"): background = parameter
                default: attributes += parameter
                }
            }
        }
        return looks
    }
}
