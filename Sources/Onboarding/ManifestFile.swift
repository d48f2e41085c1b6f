/// The manifest as written on disk (`manifest.json`); see `Assets/README.md` for the schema.
struct ManifestFile: Decodable {
    struct Page: Decodable {
        var art: String
        var image: String?
        /// The picture (or art) in words, for the accessible mode; the title stands in without it.
        var alt: LocalizedText?
        var title: LocalizedText
        var body: LocalizedText
        var since: String?
        var colors: [String: String]?
    }

    struct Labels: Decodable {
        var share: LocalizedText
        var enter: LocalizedText
    }

    struct Layout: Decodable {
        var direction: String?
        var orientation: String?
        var twoPages: Bool?
        var hidesDotsForSinglePage: Bool?
    }

    var appId: String?
    /// The BCP 47 tag text falls back to before English (`Language.defaultLanguage`).
    var defaultLanguage: String?
    var layout: Layout?
    var version: String?
    var pages: [Page]
    var labels: Labels
    /// Onboard's own words in the manifest's languages, by ``BuiltInText`` name.
    var strings: [String: LocalizedText]?
}
