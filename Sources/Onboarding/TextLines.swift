/// The lines of a UTF-8 file, split at every line feed that is a character of its own.
///
/// The same lines as `String(decoding:as:).split(separator: "\n", omittingEmptySubsequences:
/// false)`, where a CR LF pair is one character and so not a split, but found in the bytes
/// instead of by walking grapheme clusters: that walk was 0.45 million instructions of start-up
/// for four pages of art (DECISIONS.md, "Leaner release binary").
enum TextLines {
    static func split(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) {
            lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }
}
