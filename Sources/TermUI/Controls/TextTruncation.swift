extension StringProtocol {
    /// The text cut to at most `width` display cells, ending in `…` when it had to be cut.
    ///
    /// Cuts between graphemes, so a wide glyph is never halved; a cut line keeps one cell for
    /// the ellipsis.
    func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return String(self) }
        var result = ""
        var used = 0
        for grapheme in self {
            let graphemeWidth = grapheme.displayWidth
            if used + graphemeWidth > width - 1 { break }
            result.append(grapheme)
            used += graphemeWidth
        }
        return result + "…"
    }
}
