import TermCore

/// The languages the app ships text for, chosen from the locale environment.
///
/// `LC_ALL`, then `LC_MESSAGES`, then `LANG` decide, as POSIX orders them; Chinese locales pick
/// simplified or traditional script by region or script tag, and anything else is English.
package enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"

    /// The language for a locale environment (`LANG=zh_TW.UTF-8` → traditional Chinese).
    package static func resolve(environment: [String: String]) -> Language {
        let locale =
            ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        return resolve(locale: locale)
    }

    static func resolve(locale: String) -> Language {
        let name = locale.split(separator: ".").first.map { $0.lowercased() } ?? ""
        guard name.hasPrefix("zh") else { return .english }
        let traditional = ["hant", "tw", "hk", "mo"]
        return traditional.contains { name.includes($0) } ? .traditionalChinese : .simplifiedChinese
    }
}
