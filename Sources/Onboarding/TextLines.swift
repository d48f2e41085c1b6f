/// The lines of a UTF-8 file, split at every line feed; a CR right before one is dropped.
///
/// The same lines as `String(decoding:as:).lineBreakLines` (``Character/isLineBreak``), but
/// found in the bytes instead of by walking grapheme clusters: that walk was 0.45 million
/// instructions of start-up for four pages of art (docs/decisions/0064).
enum TextLines {
    static func split(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = index + 1
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }
}
