import JSON

/// One piece of text in each shipped language, with English as the fallback.
package struct LocalizedText: Hashable, Sendable, Decodable {
    package var translations: [String: String]

    package init(_ translations: [String: String]) {
        self.translations = translations
    }

    /// Reads `{"en": "…", "zh-Hans": "…"}`, or a plain string as the English text.
    ///
    /// Anything else is a mismatch for this type, which errors name as "text or an object of
    /// languages" (the dictionary's mismatch said `Dictionary<String, Any>`).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            if JSONValueDecoder.holdsOtherThanText(decoder) {
                translations = try container.decode([String: String].self)  // no failed text decode first
            } else if let text = try? container.decode(String.self) {
                translations = [Language.english.rawValue: text]
            } else {
                translations = try container.decode([String: String].self)
            }
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
            throw DecodingError.typeMismatch(LocalizedText.self, context)
        }
    }

    /// The text in `language`, else English, else any language present.
    package func text(in language: Language) -> String {
        translations[language.rawValue] ?? translations[Language.english.rawValue]
            ?? translations.values.sorted().first ?? ""
    }
}

extension LocalizedText: JSONDescribedType {
    package static var expectedWords: String { "text or an object of languages such as {\"en\": …}" }
}
