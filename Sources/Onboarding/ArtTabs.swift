import TermCore

/// Tabs in an art file, expanded as a terminal shows the file (`cat`): to the next multiple
/// of eight columns.
///
/// Hand-drawn art is often saved with tabs; drawn as control characters they showed as `␉`
/// and shifted everything after them. Only art: elsewhere a tab stays a control character
/// (code blocks expand theirs to four columns, see `CodeBlockLines`).
enum ArtTabs {
    static let stop = 8

    static func expanded(_ line: String) -> String {
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = stop - column % stop
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += character.terminalSafe.displayWidth
            }
        }
        return result
    }
}
