import Pictures
import TermCore

/// Reads an assets folder: the manifest, then each page's art file.
///
/// Everything in it is untrusted. Errors are one line naming the file and the field; control
/// characters in text are left for the renderer, which never sends them to the terminal.
package enum ManifestLoader {
    /// Largest art file read, in bytes; larger ones are refused rather than slowly drawn.
    static let maximumArtBytes = 64 * 1024

    package static func load(from directory: String, language: Language) throws(AssetError) -> Manifest {
        let path = directory + "/manifest.json"
        let data = try read(path)
        let file = try decode(data, path: path)
        return try resolve(file, directory: directory, path: path, language: language)
    }

    /// Decodes manifest JSON, turning decoding errors into one line naming the field.
    static func decode(_ data: [UInt8], path: String) throws(AssetError) -> ManifestFile {
        try AssetFile.decode(ManifestFile.self, from: data, path: path)
    }

    static func resolve(_ file: ManifestFile, directory: String, path: String, language wanted: Language)
        throws(AssetError) -> Manifest
    {
        guard !file.pages.isEmpty else {
            throw AssetError(file: path, field: "pages", message: "needs at least one page")
        }
        var language = wanted
        if let tag = file.defaultLanguage {
            guard Language.isWellFormed(tag) else {
                throw AssetError(
                    file: path, field: "defaultLanguage", message: "'\(tag)' is not a language tag like de or pt-BR")
            }
            language.defaultLanguage = tag
        }
        if let id = file.appId, !AppIdentifier.isValid(id) {
            throw AssetError(file: path, field: "appId", message: "'\(id)' must be \(AppIdentifier.rule)")
        }
        var version: SemanticVersion?
        if let text = file.version {
            guard let parsed = SemanticVersion(text) else {
                throw AssetError(file: path, field: "version", message: "'\(text)' is not a version like 2.1.0")
            }
            version = parsed
        }
        var pages: [FeaturePage] = []
        for (index, entry) in file.pages.enumerated() {
            pages.append(
                try page(entry, field: "pages[\(index)]", directory: directory, path: path, language: language))
        }
        let shareLabel = file.labels.share.text(in: language)
        let enterLabel = file.labels.enter.text(in: language)
        // An empty label drew a bare "[x]" and a "[  ]" button with nothing to say what they do.
        for (label, field) in [(shareLabel, "labels.share"), (enterLabel, "labels.enter")]
        where label.allSatisfy(\.isWhitespace) {
            throw AssetError(file: path, field: field, message: "needs text")
        }
        var manifest = Manifest(
            appID: file.appId, version: version, pages: pages, shareLabel: shareLabel, enterLabel: enterLabel)
        if let layout = file.layout { manifest.layout = try PagerLayout(layout, path: path) }
        manifest.strings = BuiltInStrings(language: language, overrides: try strings(file.strings ?? [:], path: path))
        return manifest
    }

    private static func page(
        _ entry: ManifestFile.Page, field: String, directory: String, path: String, language: Language
    ) throws(AssetError) -> FeaturePage {
        var since: SemanticVersion?
        if let text = entry.since {
            guard let parsed = SemanticVersion(text) else {
                throw AssetError(file: path, field: field + ".since", message: "'\(text)' is not a version")
            }
            since = parsed
        }
        let colors = try PageColors(entry.colors ?? [:], field: field + ".colors", path: path)
        let artPath = try assetPath(entry.art, field: field + ".art", directory: directory, manifest: path)
        let artData = try read(artPath)
        guard artData.count <= maximumArtBytes else {
            throw AssetError(file: artPath, message: "art is larger than \(maximumArtBytes / 1024) KiB")
        }
        // A byte order mark marks the file's encoding, not its first line: --plain printed it.
        let hasBOM = artData.starts(with: [0xEF, 0xBB, 0xBF])
        let lines = TextLines.split(hasBOM ? Array(artData.dropFirst(3)) : artData)
        let art = artData.contains(0x09) ? lines.map(ArtTabs.expanded) : lines  // one look at the bytes
        var image: Picture?
        if let file = entry.image {
            image = try picture(file, field: field + ".image", directory: directory, manifest: path)
        }
        var page = FeaturePage(
            art: trimTrailingBlankLines(art), title: entry.title.text(in: language),
            body: entry.body.text(in: language), since: since, colors: colors, image: image)
        page.alt = entry.alt?.text(in: language)
        return page
    }

    /// The manifest's `strings`, each named as a ``BuiltInText``.
    private static func strings(_ entries: [String: LocalizedText], path: String) throws(AssetError)
        -> [BuiltInText: LocalizedText]
    {
        var strings: [BuiltInText: LocalizedText] = [:]
        for (name, text) in entries.sorted(by: { $0.key < $1.key }) {
            guard let key = BuiltInText(rawValue: name) else {
                let names = BuiltInText.allCases.map(\.rawValue).joined(separator: ", ")
                throw AssetError(file: path, field: "strings.\(name)", message: "unknown (use \(names))")
            }
            strings[key] = text
        }
        return strings
    }

    private static func trimTrailingBlankLines(_ lines: [String]) -> [String] {
        var lines = lines
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines
    }

    /// The bytes of an asset, which must be a regular file (``FileBytes``); `acceptsPipes` also
    /// takes a pipe, for a changelog.
    static func read(_ path: String, limit: Int = FileBytes.defaultLimit, acceptsPipes: Bool = false)
        throws(AssetError) -> [UInt8]
    {
        do {
            return try FileBytes.read(path, limit: limit, acceptsPipes: acceptsPipes)
        } catch .missing {
            throw AssetError(file: path, message: "file not found", isMissingFile: true)
        } catch .notRegularFile {
            throw AssetError(file: path, message: "not a regular file")
        } catch {
            throw AssetError(file: path, message: "cannot be read")
        }
    }
}

extension PagerLayout {
    /// The manifest's optional `layout` object.
    init(_ layout: ManifestFile.Layout, path: String) throws(AssetError) {
        self.init()
        switch layout.direction {
        case nil, "ltr": break
        case "rtl": isRightToLeft = true
        case let other?:
            throw AssetError(file: path, field: "layout.direction", message: "'\(other)' is not ltr or rtl")
        }
        switch layout.orientation {
        case nil, "horizontal": break
        case "vertical": orientation = .vertical
        case let other?:
            throw AssetError(
                file: path, field: "layout.orientation", message: "'\(other)' is not horizontal or vertical")
        }
        prefersTwoPages = layout.twoPages ?? false
        hidesDotsForSinglePage = layout.hidesDotsForSinglePage ?? false
    }
}

extension PageColors {
    /// Colours from `{"background": "#F6F6F6", "art": "terminal", …}` (`terminal`: the terminal's
    /// own colour); unknown keys and bad values are errors.
    init(_ values: [String: String], field: String, path: String) throws(AssetError) {
        self.init()
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            let color: Color?
            if value == "terminal" {
                color = nil
            } else if let hex = Color(hex: value) {
                color = hex
            } else {
                throw AssetError(
                    file: path, field: "\(field).\(key)",
                    message: "'\(value)' is not a colour like #FD622A or \"terminal\"")
            }
            switch key {
            case "background": background = color
            case "art": art = color
            case "title": title = color
            case "body": body = color
            case "code": code = color
            case "link": link = color
            case "button": button = color
            case "buttonPressed": buttonPressed = color
            default:
                throw AssetError(
                    file: path, field: "\(field).\(key)",
                    message: "unknown colour (use background, art, title, body, code, link, button or buttonPressed)")
            }
        }
    }
}

extension Color {
    /// Reads `#RRGGBB`.
    init?(hex: String) {
        guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}
