/// Decides which link destinations may become clickable links.
///
/// Only `http:`, `https:` and `mailto:` URLs written in printable ASCII without spaces pass:
/// such a URL can be put inside an OSC 8 sequence or printed after its text with no byte that
/// a terminal would read as a control. Anything else (a `file:` or `javascript:` URL, a
/// relative path, an escape or a newline in the destination) is shown as plain text.
package enum LinkTarget {
    /// Longer URLs are refused (terminals limit OSC 8 URIs to a few thousand bytes).
    package static let maximumLength = 2048

    static let schemes = ["http://", "https://", "mailto:"]

    /// `url` when it is a safe link destination, else nil.
    package static func checked(_ url: String) -> String? {
        let bytes = Array(url.utf8)
        guard bytes.count <= maximumLength, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else { return nil }
        let lowered = String(
            decoding: bytes.prefix(8).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        guard let scheme = schemes.first(where: { lowered.hasPrefix($0) }), bytes.count > scheme.utf8.count else {
            return nil
        }
        return url
    }
}
