import TermUI

/// The words Onboard itself says, in every shipped language (`en`, `de`, `zh-Hans`, `zh-Hant`).
///
/// A manifest's `strings` object replaces any of them per language (`{"moreLines": {"de": …}}`),
/// keyed by these names. Placeholders: `{count}` lines, `{size}` such as `40×10`, `{app}`,
/// `{version}`, `{page}`, `{share}` (the share label), `{choices}` (`[Y/n]` or `[y/N]`),
/// `{enter}` (the enter label), `{alt}` (a picture's alt text).
package enum BuiltInText: String, CaseIterable, Sendable {
    case moreLines, moreLine, moreAbove, tooSmall, currentSize
    case pageHeading, pagePrompt, sharePrompt, enterPrompt, pictureAlt

    /// The shipped translations.
    var shipped: [String: String] {
        switch self {
        case .moreLines:
            ["en": "more ({count} lines)", "de": "mehr ({count} Zeilen)", "zh-Hans": "更多（{count} 行）", "zh-Hant": "更多（{count} 行）"]
        case .moreLine: ["en": "more (1 line)", "de": "mehr (1 Zeile)", "zh-Hans": "更多（1 行）", "zh-Hant": "更多（1 行）"]
        case .moreAbove: ["en": "more above", "de": "mehr darüber", "zh-Hans": "上面还有", "zh-Hant": "上面還有"]
        case .tooSmall:
            [
                "en": "Terminal too small — need {size}", "de": "Terminal zu klein — mindestens {size}",
                "zh-Hans": "终端太小 — 至少需要 {size}", "zh-Hant": "終端太小 — 至少需要 {size}",
            ]
        case .currentSize: ["en": "now {size}", "de": "jetzt {size}", "zh-Hans": "当前 {size}", "zh-Hant": "目前 {size}"]
        case .pageHeading:
            [
                "en": "What's new in {app} {version} — page {page} of {count}",
                "de": "Neu in {app} {version} — Seite {page} von {count}",
                "zh-Hans": "{app} {version} 新功能 — 第 {page} 页，共 {count} 页",
                "zh-Hant": "{app} {version} 新功能 — 第 {page} 頁，共 {count} 頁",
            ]
        case .pagePrompt:
            [
                "en": "Enter next page, b back, s skip, q quit", "de": "Enter nächste Seite, b zurück, s überspringen, q beenden",
                "zh-Hans": "Enter 下一页，b 上一页，s 跳过，q 退出", "zh-Hant": "Enter 下一頁，b 上一頁，s 跳過，q 退出",
            ]
        case .sharePrompt: ["en": "{share}? {choices}", "de": "{share}? {choices}", "zh-Hans": "{share}？{choices}", "zh-Hant": "{share}？{choices}"]
        case .enterPrompt:
            [
                "en": "Enter: {enter}, b back, s skip, q quit", "de": "Enter: {enter}, b zurück, s überspringen, q beenden",
                "zh-Hans": "Enter：{enter}，b 上一页，s 跳过，q 退出", "zh-Hant": "Enter：{enter}，b 上一頁，s 跳過，q 退出",
            ]
        case .pictureAlt: ["en": "Picture: {alt}", "de": "Bild: {alt}", "zh-Hans": "图片：{alt}", "zh-Hant": "圖片：{alt}"]
        }
    }
}

/// The built-in words resolved for one language, a manifest's own in their place where it gives
/// them.
package struct BuiltInStrings: Hashable, Sendable {
    private var values: [BuiltInText: String]

    /// The shipped words in `language`, with `overrides` (a manifest's `strings`) merged over
    /// them language by language.
    package init(language: Language, overrides: [BuiltInText: LocalizedText] = [:]) {
        values = [:]
        for key in BuiltInText.allCases {
            var text = LocalizedText(key.shipped)
            text.languages = ["en", "de", "zh-Hans", "zh-Hant"]
            if let own = overrides[key] {
                for tag in own.languages {
                    let match = text.languages.first { Language.canonicalKey($0) == Language.canonicalKey(tag) }
                    if let match { text.translations[match] = nil }
                    text.translations[tag] = own.translations[tag]
                    text.languages.removeAll { $0 == match }
                    text.languages.insert(tag, at: 0)
                }
            }
            values[key] = text.text(in: language)
        }
    }

    package subscript(key: BuiltInText) -> String { values[key] ?? "" }

    /// `key`'s words with each `{name}` filled from `values`.
    package func format(_ key: BuiltInText, _ values: [(String, String)]) -> String {
        values.reduce(self[key]) { text, pair in InterfaceWords.fill(text, pair.0, pair.1) }
    }

    /// The words views say (the "more" hint, the too-small notice).
    package var interfaceWords: InterfaceWords {
        var words = InterfaceWords()
        words.moreLines = self[.moreLines]
        words.moreLine = self[.moreLine]
        words.moreAbove = self[.moreAbove]
        words.tooSmall = self[.tooSmall]
        words.currentSize = self[.currentSize]
        return words
    }
}
