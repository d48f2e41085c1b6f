/// Where lines end in text read from files: a line feed, or a CR LF pair.
///
/// In Swift a CR LF pair is one `Character`, so `split(separator: "\n")` does not split there:
/// a file saved with Windows line endings became one line (art drawn as a single row with `␊`
/// stand-ins, key scripts failing on line 1, changelog dates losing their emphasis). A lone CR
/// stays a character (drawn as `␍`), as it ends no line anywhere else.
extension Character {
    package var isLineBreak: Bool { self == "\n" || self == "\r\n" }
}

extension StringProtocol {
    /// The lines of the text, empty ones included, split at ``Character/isLineBreak``.
    package var lineBreakLines: [SubSequence] {
        split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
    }
}
