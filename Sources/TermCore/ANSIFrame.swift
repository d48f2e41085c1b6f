/// Encodes a whole frame as the escape sequences that paint it on a terminal.
///
/// Used for asciicast output events: each event repaints every cell (cursor hidden, each row
/// addressed absolutely, one SGR per style run), so a player can seek to any event and show
/// the right screen. Colours are those of the given depth; continuation cells are skipped
/// because the terminal advances two columns after a wide glyph.
package enum ANSIFrame {
    static let escape = "\u{1B}["

    package static func encode(_ frame: CellBuffer, depth: ColorDepth) -> String {
        var output = escape + "?25l"
        for y in 0..<frame.size.height {
            output += escape + "\(y + 1);1H"
            for run in frame.styleRuns(row: y, depth: depth) {
                output += sgr(run.style)
                for x in run.columns where !frame[x, y].isContinuation {
                    output.append(frame[x, y].grapheme)
                }
            }
            output += escape + "0m"
        }
        return output
    }

    /// The select-graphic-rendition sequence for a style, starting from a reset.
    package static func sgr(_ style: TerminalStyle) -> String {
        var parameters = ["0"]
        let codes: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        parameters += codes.filter { style.attributes.contains($0.0) }.map(\.1)
        if let foreground = style.foreground { parameters.append(foreground.sgrParameters(isBackground: false)) }
        if let background = style.background { parameters.append(background.sgrParameters(isBackground: true)) }
        return escape + parameters.joined(separator: ";") + "m"
    }
}
