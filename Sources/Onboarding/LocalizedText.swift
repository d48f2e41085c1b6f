import JSON

/// One piece of text in any number of languages (BCP 47 tags), chosen through ``Language``'s
/// fallbacks.
package struct LocalizedText: Hashable, Sendable, Decodable {
    package var translations: [String: String]
    /// The tags in the order the file wrote them: the last fallback is the first of them.
    package var languages: [String]

    package init(_ translations: [String: String]) {
        self.translations = translations
        languages = translations.keys.sorted()
    }

    /// Reads `{"en": "…", "de-AT": "…"}`, or a plain string as the English text.
    ///
    /// Anything else is a mismatch for this type, which errors name as "text or an object of
    /// languages" (the dictionary's mismatch said `Dictionary<String, Any>`).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            if JSONValueDecoder.holdsOtherThanText(decoder) {
                translations = try container.decode([String: String].self)  // no failed text decode first
            } else if let text = try? container.decode(String.self) {
                translations = ["en": text]
            } else {
                translations = try container.decode([String: String].self)
            }
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
            throw DecodingError.typeMismatch(LocalizedText.self, context)
        }
        if translations.count > 1, let object = try? decoder.container(keyedBy: LanguageKey.self) {
            languages = object.allKeys.map(\.stringValue)
        } else {
            languages = Array(translations.keys)
        }
    }

    /// The text in the best of its languages for `language` (``Language/choose(from:)``).
    package func text(in language: Language) -> String {
        guard let index = language.choose(from: languages) else { return "" }
        return translations[languages[index]] ?? ""
    }
}

/// A member name of an object of languages.
private struct LanguageKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension LocalizedText: JSONDescribedType {
    package static var expectedWords: String { "text or an object of languages such as {\"en\": …}" }
}
