extension StringProtocol {
    /// The text cut to at most `width` display cells, ending in `ellipsis` when it had to be cut.
    ///
    /// Cuts between graphemes, so a wide glyph is never halved; a cut line keeps room for the
    /// ellipsis (`…`, or `...` from ``Glyphs/ascii``).
    func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return String(self) }
        let room = width - ellipsis.displayWidth
        guard room >= 0 else { return String(ellipsis.prefix(width)) }
        var result = ""
        var used = 0
        for grapheme in self {
            let graphemeWidth = grapheme.displayWidth
            if used + graphemeWidth > room { break }
            result.append(grapheme)
            used += graphemeWidth
        }
        return result + ellipsis
    }
}
