/// The manifest as written on disk (`manifest.json`); see `Assets/README.md` for the schema.
struct ManifestFile: Decodable {
    struct Page: Decodable {
        var art: String
        var title: LocalizedText
        var body: LocalizedText
        var since: String?
        var colors: [String: String]?
    }

    struct Labels: Decodable {
        var share: LocalizedText
        var enter: LocalizedText
    }

    var appId: String?
    var version: String?
    var pages: [Page]
    var labels: Labels
}
