/// What one release-level heading of a changelog says: a release, unreleased work, or neither.
///
/// `[1.2.0] - 2026-11-30`, `[1.2.0](https://…) (2026-11-30)`, `v1.2.0`, `1.76.4 Alpha 6 – 2026`:
/// the version is the bracketed text, else the first word with the pre-release words after it
/// (`Alpha 6`). The rest, without its separator, the parentheses around it and a closing `##`,
/// is the date, kept as written. `[Unreleased]`, and a release whose date is a placeholder
/// (`TBD`, `Unreleased`, `WIP`, `ReleaseDate`…), is unreleased work.
enum ChangelogHeading: Equatable {
    case release(name: String, version: SemanticVersion, date: String?)
    case unreleased
    /// Not a release: why, as the message of a one-line error.
    case notRelease(String)

    /// Dates that say the release has not happened yet (compared without case).
    static let placeholderDates: Set<String> = [
        "tbd", "tba", "unreleased", "wip", "upcoming", "not released", "not yet released", "in progress",
        "in development", "releasedate", "yyyy-mm-dd", "xxxx-xx-xx", "unpublished", "future",
    ]

    /// Words that continue a version after a space (`1.76.4 Alpha 6`).
    static let prereleaseWords: Set<String> = [
        "alpha", "beta", "rc", "pre", "preview", "dev", "canary", "nightly", "snapshot",
    ]

    /// Reads a heading's text (without its `#` marks); `marks` is how it was written (`##`), for messages.
    init(_ heading: Substring, marks: String) {
        var text = heading.trimmingSpaces
        let firstWord = text.prefix { $0 != " " && $0 != "\t" }
        if ["version", "release"].contains(firstWord.lowercased()) { text = text.dropFirst(firstWord.count).trimmingSpaces }
        var name: Substring
        var rest: Substring
        if text.first == "[", let close = text.firstIndex(of: "]") {
            name = text[text.index(after: text.startIndex)..<close].trimmingSpaces
            rest = text[text.index(after: close)...]
            if rest.first == "(", let end = rest.firstIndex(of: ")") { rest = rest[rest.index(after: end)...] }
        } else {
            name = text.prefix { $0 != " " && $0 != "\t" }
            rest = text[name.endIndex...]
            while name.last == "," || name.last == ":" { name = name.dropLast() }
            (name, rest) = Self.prereleaseWords(after: name, in: text, rest: rest)
        }
        if name.lowercased() == "unreleased" || name.lowercased() == "upcoming" {
            self = .unreleased
            return
        }
        guard let version = ChangelogVersion.parse(name) else {
            let startsLikeVersion =
                name.first?.isASCII == true
                && (name.first?.isNumber == true || (name.first == "v" && name.dropFirst().first?.isNumber == true))
            if startsLikeVersion {
                let shown = name.count > 40 ? name.prefix(40) + "…" : name
                self = .notRelease("'\(shown)' is not a version like 1.2.0 or 1.2.0-rc.1")
            } else {
                let trimmed = heading.trimmingSpaces
                let shown = trimmed.count > 60 ? trimmed.prefix(60) + "…" : trimmed
                self = .notRelease("'\(marks) \(shown)' is not a release heading like '## [1.2.0] - 2026-11-30'")
            }
            return
        }
        let date = Self.date(rest)
        if let date, Self.isPlaceholder(date) {
            self = .unreleased
            return
        }
        self = .release(name: String(name), version: version, date: date)
    }

    /// The name with the pre-release words that follow it after spaces (`1.76.4` `Alpha 6`).
    private static func prereleaseWords(after name: Substring, in text: Substring, rest: Substring)
        -> (Substring, Substring)
    {
        var end = name.endIndex
        var rest = rest
        var expectsNumber = false
        while true {
            let spaced = rest.drop { $0 == " " }
            let word = spaced.prefix { $0 != " " && $0 != "\t" }
            if word.isEmpty { break }
            if expectsNumber, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
                end = word.endIndex
                rest = text[end...]
                break
            }
            guard !expectsNumber, prereleaseWords.contains(word.lowercased()) else { break }
            end = word.endIndex
            rest = text[end...]
            expectsNumber = true
        }
        return (text[name.startIndex..<end], rest)
    }

    /// The text after the version: without its separator, wrapping parentheses or closing `#`s.
    static func date(_ rest: Substring) -> String? {
        var date = rest.trimmingSpaces
        while let first = date.first, "-–—:,".contains(first) { date = date.dropFirst().trimmingSpaces }
        // A closing sequence: spaces, then only `#`s to the end.
        let hashes = date.reversed().prefix { $0 == "#" }.count
        if hashes > 0, hashes == date.count || date.dropLast(hashes).last == " " || date.dropLast(hashes).last == "\t" {
            date = date.dropLast(hashes).trimmingSpaces
        }
        if date.first == "(", date.last == ")", date.dropFirst().dropLast().allSatisfy({ $0 != "(" && $0 != ")" }) {
            date = date.dropFirst().dropLast().trimmingSpaces
        }
        return date.isEmpty ? nil : String(date)
    }

    /// Whether a date says the release is still to come (`TBD`, `[Unreleased]`, `(WIP)`).
    static func isPlaceholder(_ date: String) -> Bool {
        var text = Substring(date.lowercased())
        while let first = text.first, "([".contains(first), let last = text.last, ")]".contains(last) {
            text = text.dropFirst().dropLast().trimmingSpaces
        }
        return placeholderDates.contains(String(text))
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
