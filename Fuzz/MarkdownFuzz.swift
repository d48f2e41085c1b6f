import Markdown
@testable import Onboarding
import TermCore

/// libFuzzer target: any bytes as a page's Markdown parse (libcmark) and lay out at several
/// widths, with links both inline and as hyperlinks, into lines that hold no control character;
/// every link kept is a checked URL; drawn into a frame, the hyperlink overlay written for it has
/// no control byte but the ESC of its own cursor, SGR and OSC 8 sequences. Compiled with
/// the overlay's file, against Onboarding built with testing on (see the Makefile).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = MarkdownSource.parse(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    for run in text.blocks.flatMap(\.runs) {
        if let link = run.link { precondition(LinkTarget.checked(link) == link, "an unchecked link: \(link)") }
    }
    for mode in [RichTextLayout.LinkMode.inline, .hyperlink] {
        for width in [1, 9, 40] {
            let lines = RichTextLayout(styles: RichTextStyles(body: PageColors()), linkMode: mode).lines(text, width: width)
            for line in lines {
                for span in line.spans {
                    for scalar in span.text.unicodeScalars {
                        precondition(!isUnsafe(scalar), "a control character laid out: \(scalar.value)")
                    }
                }
            }
            guard width == 40 else { continue }
            var canvas = Canvas(size: Size(width: 48, height: min(lines.count, 24)))
            for (row, line) in lines.prefix(24).enumerated() { line.draw(on: &canvas, at: Point(x: line.x, y: row)) }
            checkOverlay(HyperlinkOverlay.encode(canvas.buffer, after: nil, depth: .xterm256))
        }
    }
    return 0
}

/// Every ESC starts a cursor move or SGR (`ESC [ digits ; … H|m`), an OSC 8 (`ESC ] 8 ; ;`
/// printable ASCII then `ESC \`) or that string terminator; no other control byte appears.
private func checkOverlay(_ overlay: String) {
    let scalars = Array(overlay.unicodeScalars)
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        guard isUnsafe(scalar) else { continue }
        precondition(scalar == "\u{1B}" && index < scalars.count, "a control byte in the overlay: \(scalar.value)")
        switch scalars[index] {
        case "[":
            index += 1
            while index < scalars.count, "0123456789;".unicodeScalars.contains(scalars[index]) { index += 1 }
            precondition(index < scalars.count && (scalars[index] == "H" || scalars[index] == "m"), "a bad CSI")
            index += 1
        case "]":
            precondition(scalars[index...].starts(with: "]8;;".unicodeScalars), "an OSC other than 8")
            index += 4
            while index < scalars.count, (0x21...0x7E).contains(scalars[index].value) { index += 1 }
            precondition(scalars[index...].starts(with: "\u{1B}\\".unicodeScalars), "an OSC 8 without its end")
            index += 2
        default:
            preconditionFailure("ESC followed by \(scalars[index].value)")
        }
    }
}

/// C0, DEL, C1 and the bidi controls: what `SafeText` never lets reach the terminal.
private func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}
