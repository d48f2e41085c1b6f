import Testing

@testable import TermCore

/// JSON strings the command prints stay one line of plain text: no control of any kind (C0,
/// DEL, C1) and no bidi control reaches a terminal or a log raw.
@Suite("JSON text")
struct JSONTextTests {
    @Test(
        "C0, DEL, C1 and the bidi controls are written as \\uXXXX",
        arguments: [
            ("1.0.0-a\u{9B}2J", #"1.0.0-a\u009b2J"#), ("\u{80}\u{9F}", #"\u0080\u009f"#), ("a\u{7F}", #"a\u007f"#),
            ("\u{1B}[0m", #"\u001b[0m"#), ("\u{061C}", #"\u061c"#), ("\u{200E}\u{200F}", #"\u200e\u200f"#),
            ("\u{202A}\u{202E}", #"\u202a\u202e"#), ("\u{2066}\u{2069}", #"\u2066\u2069"#),
            ("q\"b\\n\n", #"q\"b\\n\n"#),
        ])
    func escapes(text: String, escaped: String) {
        #expect(JSONText.escape(text) == escaped)
    }

    @Test("Other text, accented, CJK, emoji and U+00A0 after the C1 block, is kept as it is")
    func keeps() {
        for text in ["café", "日本語", "👩‍💻", "\u{A0}", "\u{2065}", "\u{206A}", "\u{202F}"] {
            #expect(JSONText.escape(text) == text)
        }
    }

    @Test("The terminal's rule and JSON's agree: what a frame would not show raw, JSON escapes")
    func sameRule() {
        for value in UInt32(0)...0x2100 {
            guard let scalar = Unicode.Scalar(value), scalar != "\"", scalar != "\\" else { continue }
            let text = String(Character(scalar))
            #expect((JSONText.escape(text) != text) == (Character(scalar).terminalSafe != Character(scalar)))
        }
    }
}
