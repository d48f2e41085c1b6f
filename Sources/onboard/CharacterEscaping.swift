/// Text with some characters replaced by escape sequences, each character of the original looked
/// up once, so an escape's own characters are never escaped again.
///
/// Chained `replacing(_:with:)` calls did this for the man page and the completion scripts; that
/// method lives in `_StringProcessing`, which the release binary leaves out (docs/decisions/0064,
/// "Leaner release binary").
enum CharacterEscaping {
    static func escape(_ text: String, _ escapes: [Character: String]) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let escape = escapes[character] {
                result += escape
            } else {
                result.append(character)
            }
        }
        return result
    }
}
