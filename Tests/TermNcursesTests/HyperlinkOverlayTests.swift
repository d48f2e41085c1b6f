import TermCore
import Testing

@testable import TermNcurses

/// The bytes written over a frame's linked cells, and which terminals get them.
@Suite("Hyperlink overlay")
struct HyperlinkOverlayTests {
    private func frame(_ text: String, link: String?, at x: Int = 2) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: 12, height: 2))
        buffer.write("ab", at: Point(x: 0, y: 1), style: .plain, clip: buffer.bounds)
        buffer.write(
            text, at: Point(x: x, y: 1), style: Style(attributes: .underline), clip: buffer.bounds, link: link)
        return buffer
    }

    @Test("A new link is written over its cells: cursor, OSC 8 with the URL, the text in its style, OSC 8 closed")
    func newLink() {
        let overlay = HyperlinkOverlay.encode(frame("go", link: "https://a.example"), after: nil, depth: .xterm256)
        #expect(overlay == "\u{1B}[2;3H\u{1B}]8;;https://a.example\u{1B}\\\u{1B}[0;4mgo\u{1B}]8;;\u{1B}\\")
    }

    @Test("Nothing is written when the links did not change, or when no frame has one")
    func unchanged() {
        let linked = frame("go", link: "https://a.example")
        #expect(HyperlinkOverlay.encode(linked, after: linked, depth: .xterm256) == "")
        let plain = frame("go", link: nil)
        #expect(HyperlinkOverlay.encode(plain, after: plain, depth: .xterm256) == "")
        #expect(HyperlinkOverlay.encode(plain, after: nil, depth: .xterm256) == "")
    }

    @Test("A cell that lost its link is rewritten plain; a changed URL is written again")
    func changes() {
        let linked = frame("go", link: "https://a.example")
        let plain = frame("go", link: nil)
        #expect(HyperlinkOverlay.encode(plain, after: linked, depth: .xterm256) == "\u{1B}[2;3H\u{1B}[0;4mgo")
        let other = HyperlinkOverlay.encode(frame("go", link: "https://b.example"), after: linked, depth: .xterm256)
        #expect(other.contains("\u{1B}]8;;https://b.example\u{1B}\\"))
    }

    @Test("A wide glyph is written whole, once")
    func wideGlyph() {
        let overlay = HyperlinkOverlay.encode(frame("分享", link: "https://a.example"), after: nil, depth: .monochrome)
        #expect(overlay.hasSuffix("\u{1B}[0;4m分享\u{1B}]8;;\u{1B}\\"))
    }

    @Test(
        "A URL with a control byte or a space never goes into a sequence",
        arguments: [
            "https://a.example/\u{1B}]2;x", "https://a.example/a b", "https://a.example/\u{7}",
        ])
    func unsafeURL(url: String) {
        let overlay = HyperlinkOverlay.encode(frame("go", link: url), after: nil, depth: .xterm256)
        #expect(!overlay.contains("\u{1B}]8"))
        #expect(!overlay.unicodeScalars.contains { $0.value == 7 })
    }

    @Test(
        "Only terminals known to support OSC 8 get it; inside tmux only tmux's version counts",
        arguments: [
            ([:], false),
            (["TERM": "xterm-256color"], false),
            (["TERM_PROGRAM": "WezTerm"], true),
            (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.19"], true),
            (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.0.0"], false),
            (["VTE_VERSION": "7600"], true),
            (["VTE_VERSION": "4800"], false),
            (["TERM": "xterm-kitty"], true),
            (["TERM": "foot-extra"], true),
            (["WT_SESSION": "x"], true),
            (["TMUX": "/tmp/x", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a", "VTE_VERSION": "7600"], false),
            (["TMUX": "/tmp/x", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"], true),
            (["STY": "1.pts", "TERM": "screen-256color", "VTE_VERSION": "7600"], false),
            (["ONBOARD_HYPERLINKS": "1", "TERM": "xterm"], true),
            (["ONBOARD_HYPERLINKS": "0", "TERM_PROGRAM": "WezTerm"], false),
        ])
    func support(environment: [String: String], expected: Bool) {
        #expect(HyperlinkSupport.isEnabled(environment: environment) == expected)
    }
}
