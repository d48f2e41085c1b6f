import TermCore

/// The languages a person reads, most wanted first, as BCP 47 tags (`de-AT`, `pt-BR`,
/// `zh-Hant`, `sr-Latn`), and the fallbacks every piece of text takes from them.
///
/// From the environment (``resolve(environment:)``): GNU `LANGUAGE`'s colon list, used only
/// when the locale is not `C` or `POSIX`, then the locale of `LC_ALL`, `LC_MESSAGES` or `LANG`
/// (the first set). A text then takes the first of: each wanted tag and its shorter forms
/// (`de-AT`, then `de`), the manifest's `defaultLanguage`, English, and the first language
/// present (``choose(from:)``). Tags match whatever their case; `_` reads as `-`.
package struct Language: Hashable, Sendable {
    /// The tags asked for, most wanted first; empty under the `C` locale.
    package var wanted: [String]
    /// The manifest's `defaultLanguage`, tried after the wanted tags and before English.
    package var defaultLanguage: String?

    package init(_ wanted: [String], defaultLanguage: String? = nil) {
        self.wanted = wanted
        self.defaultLanguage = defaultLanguage
    }

    package static let english = Language(["en"])
    package static let simplifiedChinese = Language(["zh-Hans"])
    package static let traditionalChinese = Language(["zh-Hant"])
    package static let german = Language(["de"])

    /// The tags tried, in order: each wanted tag then its shorter forms, the default, `en`.
    package var fallbacks: [String] {
        var tags: [String] = []
        func add(_ tag: String) {
            let tag = Self.canonicalKey(tag)
            if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
        }
        for tag in wanted {
            var subtags = Self.canonicalKey(tag).split(separator: "-")
            while !subtags.isEmpty {
                add(subtags.joined(separator: "-"))
                subtags.removeLast()
            }
        }
        if let defaultLanguage { add(defaultLanguage) }
        add("en")
        return tags
    }

    /// The index in `available` (tags as a file wrote them, in its order) of the best one; nil
    /// only when `available` is empty.
    package func choose(from available: [String]) -> Int? {
        guard !available.isEmpty else { return nil }
        let keys = available.map(Self.canonicalKey)
        for tag in fallbacks {
            if let index = keys.firstIndex(of: tag) { return index }
        }
        return 0
    }

    /// The tag's form for comparing: lower case, `-` between subtags.
    static func canonicalKey(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The languages for a locale environment (`LANG=de_AT.UTF-8` → `de-AT`).
    package static func resolve(environment: [String: String]) -> Language {
        let locale =
            ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        guard let localeTag = tag(locale: locale) else { return Language([]) }
        var wanted: [String] = []
        for entry in (environment["LANGUAGE"] ?? "").split(separator: ":") {
            if let tag = tag(locale: String(entry)), !wanted.contains(tag) { wanted.append(tag) }
        }
        if !wanted.contains(localeTag) { wanted.append(localeTag) }
        return Language(wanted)
    }

    /// The BCP 47 tag of a POSIX locale name (`language[_territory][.codeset][@modifier]`); nil
    /// for `C`, `POSIX` and an empty name.
    ///
    /// Chinese takes its script from the region (`zh_TW`, `zh_HK`, `zh_MO` → `zh-Hant`; others
    /// → `zh-Hans`); `@latin` and `@cyrillic` name a script (`sr_RS@latin` → `sr-Latn`). A
    /// known script replaces the region, as those tags are written.
    static func tag(locale: String) -> String? {
        let parts = locale.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let modifier = parts.count > 1 ? parts[1].lowercased() : ""
        let subtags = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = subtags.first, first.allSatisfy(\.isLetter), name != "C", name != "POSIX" else {
            return nil
        }
        let language = first.lowercased()
        var script: String?
        var region: String?
        for subtag in subtags.dropFirst() {
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil {
                region = subtag.uppercased()
            }
        }
        switch modifier {
        case "latin": script = "Latn"
        case "cyrillic": script = "Cyrl"
        default: break
        }
        if language == "zh", script == nil {
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        if let script { return language + "-" + script }
        if let region { return language + "-" + region }
        return language
    }
}

extension Language {
    /// Whether `tag` has the shape of a BCP 47 tag: subtags of 1 to 8 letters or digits joined
    /// by `-` (or `_`), the first of 2 to 8 letters.
    package static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(\.isASCII),
            first.allSatisfy(\.isLetter)
        else { return false }
        return subtags.allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
