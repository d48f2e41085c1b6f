/// Raw HTML in Markdown as a page shows it: comments hidden, `<details>` and `<summary>` tags
/// dropped, and a summary's text kept as a heading over what it folds (for ``MarkdownTreeWalker``).
///
/// A page cannot fold, so `<details>` shows everything; its `<summary>` line is what names the
/// folded notes, so it reads as their heading. Any other HTML stays the text it is.
enum HTMLText {
    /// An HTML block's text split into its summary (nil when none) and the rest, comments and
    /// folding tags removed and the ends trimmed.
    static func parts(_ html: String) -> (summary: String?, rest: String) {
        var bytes = Array(html.utf8)
        removeComments(&bytes)
        var summary: String?
        if let open = find(Array("<summary".utf8), in: bytes, from: 0),
            let textStart = bytes[open...].firstIndex(of: UInt8(ascii: ">")).map({ $0 + 1 })
        {
            let close = find(Array("</summary>".utf8), in: bytes, from: textStart)
            summary = trimmed(String(decoding: bytes[textStart..<(close ?? bytes.count)], as: UTF8.self))
            bytes.removeSubrange(open..<min(bytes.count, (close ?? bytes.count) + 10))
        }
        removeTags(named: "details", from: &bytes)
        removeTags(named: "summary", from: &bytes)
        return (summary, trimmed(String(decoding: bytes, as: UTF8.self)))
    }

    /// Whether inline HTML shows nothing: a comment, or a `<details>` or `<summary>` tag.
    static func isHidden(_ html: String) -> Bool {
        let lowered = Array(html.utf8.prefix(10).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 })
        return ["<!--", "<details", "</details", "<summary", "</summary"].contains { tag in
            lowered.starts(with: tag.utf8)
        }
    }

    private static func removeComments(_ bytes: inout [UInt8]) {
        removeRuns(from: &bytes) { bytes, start in
            guard matches(Array("<!--".utf8), in: bytes, at: start) else { return nil }
            return find(Array("-->".utf8), in: bytes, from: start + 4).map { $0 + 3 } ?? bytes.count
        }
    }

    /// Removes `<name …>` and `</name>`, any case.
    private static func removeTags(named name: String, from bytes: inout [UInt8]) {
        let tags = [Array("<\(name)".utf8), Array("</\(name)".utf8)]
        removeRuns(from: &bytes) { bytes, start in
            guard let tag = tags.first(where: { matches($0, in: bytes, at: start) }) else { return nil }
            let after = start + tag.count
            guard after >= bytes.count || [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\n")].contains(bytes[after])
            else { return nil }
            return bytes[after...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
        }
    }

    /// Keeps the bytes outside the runs `end(bytes, start)` finds (it gives a run's end, or nil
    /// when none starts there), in one pass.
    private static func removeRuns(from bytes: inout [UInt8], end: ([UInt8], Int) -> Int?) {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), let runEnd = end(bytes, index) {
                index = runEnd
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        bytes = kept
    }

    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        guard start + needle.count <= bytes.count else { return false }
        for (offset, byte) in needle.enumerated() {
            let candidate = bytes[start + offset]
            if ((0x41...0x5A).contains(candidate) ? candidate | 0x20 : candidate) != byte { return false }
        }
        return true
    }

    /// Where `needle` first starts in `bytes` at or after `from`, letters compared without case.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count, from <= bytes.count - needle.count else { return nil }
        return (from...(bytes.count - needle.count)).first { matches(needle, in: bytes, at: $0) }
    }

    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }
}
