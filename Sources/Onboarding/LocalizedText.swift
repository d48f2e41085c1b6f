/// One piece of text in each shipped language, with English as the fallback.
public struct LocalizedText: Hashable, Sendable, Decodable {
    public var translations: [String: String]

    public init(_ translations: [String: String]) {
        self.translations = translations
    }

    public init(from decoder: any Decoder) throws {
        translations = try decoder.singleValueContainer().decode([String: String].self)
    }

    /// The text in `language`, else English, else any language present.
    public func text(in language: Language) -> String {
        translations[language.rawValue] ?? translations[Language.english.rawValue]
            ?? translations.values.sorted().first ?? ""
    }
}
